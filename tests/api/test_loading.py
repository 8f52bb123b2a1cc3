"""The compiled loaders (service/api/fast/loading.py) against marshmallow's own ``Schema.load``.

A compiled loader may decline any body (marshmallow then judges it), but a body it accepts must
load to exactly what marshmallow gives. Checked on every request schema the service serves,
with its served examples and thousands of mutations of them: wrong types, nulls, missing and
unknown keys, bad cards, out-of-range numbers. The examples and the benchmark's requests must
take the compiled path, or the service is slow for the usual request.
"""

from __future__ import annotations

import copy
import functools
import random
from collections.abc import Iterator
from typing import Any, Final

import marshmallow as ma
import pytest
from flask import Flask

from bench.workload import EVALUATE, SETTLE, STUD_GAME, STUD_HAND
from service.api.contract.examples import EXAMPLES, opening
from service.api.contract.games import PLAYED_BY_EVENTS
from service.api.edge.parsing import REQUEST_BODIES, PathBody
from service.api.fast.loading import DECLINED, Loader, compile_loader
from service.app import create_app
from service.rules.games.catalog import CATALOG

_APP: Final[Flask] = create_app()
MUTATIONS_PER_EXAMPLE: Final = 1000

# Values a mutation puts in place of another: each JSON type, edge numbers, card-like strings.
_ODD_VALUES: Final[tuple[Any, ...]] = (
    None, 0, -1, 1, 2, 7, 10**30, 1.5, 2.0, True, False, "", "x", "As", "as", "10h", "Zz",
    "Jk", "??", "2", "high", [], [None], ["As", "As"], {}, {"x": 1},
)  # fmt: skip


def _operations() -> Iterator[tuple[str, ma.Schema, list[Any]]]:
    """Each operation with a body: its endpoint, request schema and example bodies; the hand
    state's for each game, with the game's worked hands and its opening."""
    for endpoint, body in sorted(REQUEST_BODIES.items()):
        if not isinstance(body.schema, PathBody):
            yield endpoint, body.schema, body.examples
            continue
        for game in PLAYED_BY_EVENTS:
            worked = [example for _, of, example in EXAMPLES.values() if of == game]
            examples = [*worked, opening(CATALOG[game])]
            yield f"{endpoint}[{game}]", body.schema_at({"game": game}), examples


OPERATIONS: Final = list(_operations())


def _places(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield path
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from _places(inner, (*path, key))
    elif isinstance(value, list):
        for i, inner in enumerate(value):
            yield from _places(inner, (*path, i))


def _mutated(body: Any, rng: random.Random) -> Any:
    """``body`` with one to three random changes."""
    body = copy.deepcopy(body)
    for _ in range(rng.randint(1, 3)):
        places = list(_places(body))
        path = rng.choice(places)
        if not path:
            if isinstance(body, dict):
                body[rng.choice(["unknown", "game", "options"])] = copy.deepcopy(
                    rng.choice(_ODD_VALUES)
                )
            continue
        parent = body
        for step in path[:-1]:
            parent = parent[step]
        last = path[-1]
        action = rng.randrange(4)
        if action == 0 and isinstance(parent, dict):
            del parent[last]
        elif action == 1 and isinstance(parent, list):
            parent.append(copy.deepcopy(parent[last]))
        elif action == 2 and isinstance(parent, dict):
            parent[f"{last}_"] = parent[last]
        else:
            parent[last] = copy.deepcopy(rng.choice(_ODD_VALUES))
    return body


@functools.cache
def _compiled(schema: ma.Schema) -> Loader:
    """The schema's loader, compiled once as the service compiles it (compiling takes
    milliseconds: once per body, it was nine tenths of this file's time)."""
    compiled = compile_loader(schema)
    assert compiled is not None, f"{type(schema).__name__} is not compiled"
    return compiled


def _agrees(schema: ma.Schema, body: Any) -> bool:
    """Whether the compiled loader took ``body``; fails if it took it differently."""
    compiled = _compiled(schema)
    result = compiled(body)
    if result is DECLINED:
        return False
    try:
        # marshmallow's own load: the served schemas' ``load`` is the compiled one (parsing.py).
        expected = type(schema).load(schema, body)
    except ma.ValidationError as error:
        pytest.fail(f"{type(schema).__name__} accepted what marshmallow refuses: {error}")
    assert result == expected
    return True


def test_every_operation_with_a_body_is_compiled() -> None:
    """Design: every request schema compiles (a new field type must be taught to the loader)."""
    assert len(OPERATIONS) == 17 + len(PLAYED_BY_EVENTS)
    for endpoint, schema, examples in OPERATIONS:
        assert compile_loader(schema) is not None, endpoint
        assert examples, endpoint


@pytest.mark.parametrize(
    ("endpoint", "schema", "examples"), OPERATIONS, ids=[op[0] for op in OPERATIONS]
)
def test_examples_take_the_compiled_path_and_mutations_agree(
    endpoint: str, schema: ma.Schema, examples: list[Any]
) -> None:
    rng = random.Random(endpoint)
    taken = 0
    for example in examples:
        assert _agrees(schema, example), f"{endpoint}: the served example was declined"
        for _ in range(MUTATIONS_PER_EXAMPLE):
            taken += _agrees(schema, _mutated(example, rng))
    # Some mutations keep a body valid (a card for a card, a 2 for a 7): those were compared.
    assert taken > 0


@pytest.mark.parametrize(
    ("path", "body"),
    [
        ("/v1/hands/evaluate", EVALUATE),
        ("/v1/pots/settle", SETTLE),
        (f"/v1/games/{STUD_GAME}/state", STUD_HAND),
    ],
)
def test_the_benchmark_requests_take_the_compiled_path(path: str, body: Any) -> None:
    adapter = _APP.url_map.bind("localhost")
    endpoint, arguments = adapter.match(path, method="POST")
    schema = REQUEST_BODIES[endpoint].schema_at(arguments)
    assert _agrees(schema, body)


def test_a_declined_body_gets_marshmallows_errors() -> None:
    """A body the compiled loader declines is judged by marshmallow: the 422 names the field."""
    client = create_app({"TESTING": True, "VERIFY_COMPILED": True}).test_client()
    response = client.post("/v1/hands/evaluate", json={"hands": [{"cards": ["As", "Zz"]}]})
    assert response.status_code == 422
    assert response.mimetype == "application/problem+json"
    assert "hands.0.cards.1" in response.get_data(as_text=True)


_CARDS: Final = ("As", "as", "AS", "Kd", "Td", "2c", "9h", "Qs", "7c", "3d", "Jk", "??")
_RANKS: Final = ("A", "K", "T", "2", "7", "9", "Q")
_ODD_ITEMS: Final[tuple[Any, ...]] = ("10d", "Zz", "", "a", "t", "10", 5, None, [])


def _notation_list(rng: random.Random, pool: tuple[Any, ...], most: int) -> Any:
    """A list of ``pool``'s values around the bounds (none, one, the most, one more), repeats
    likely; now and then an odd item, or not a list."""
    if rng.random() < 0.03:
        return rng.choice(["As", None, 3, {}])
    size = rng.choice([0, 1, 2, 3, most - 1, most, most + 1])
    odd = rng.random() < 0.2
    items = [rng.choice(pool) for _ in range(min(size, len(pool) + 1))]
    if odd and items:
        items[rng.randrange(len(items))] = rng.choice(_ODD_ITEMS)
    return items if size <= len(pool) + 1 else [*items, *[pool[0]] * (size - len(items))]


def test_lists_of_cards_and_ranks_load_as_marshmallow_loads_them() -> None:
    """A list of the notation (a hand's cards, its wild ranks, the board, the wild cards) is
    read in one step with its length bounds and no repeats (Distinct): it takes exactly what
    marshmallow takes, at every bound, with repeats, other spellings, nulls and other types."""
    schema = REQUEST_BODIES["hands.evaluate"].schema
    rng = random.Random("notation lists")
    taken = declined = 0
    for _ in range(3000):
        hand: dict[str, Any] = {"cards": _notation_list(rng, _CARDS, 9)}
        for field in ("wild_ranks", "low_wild_ranks"):
            if rng.random() < 0.5:
                hand[field] = _notation_list(rng, _RANKS, 13)
        body: dict[str, Any] = {"deck": {"packs": 2, "jokers": 2}, "hands": [hand]}
        if rng.random() < 0.3:
            body["board"] = _notation_list(rng, _CARDS, 8)
        if rng.random() < 0.3:
            body["wild"] = {"ranks": _notation_list(rng, _RANKS, 13)}
            if rng.random() < 0.5:
                body["wild"]["cards"] = _notation_list(rng, _CARDS[:10], 52)
        if _agrees(schema, body):
            taken += 1
        else:
            declined += 1
    assert taken > 150
    assert declined > 150


def test_two_fields_reading_one_key_are_left_to_marshmallow() -> None:
    """Load-only fields may share a key; the loader counts the keys it reads to refuse an
    unknown one, so such a schema is not compiled and marshmallow refuses the unknown key."""

    class Shared(ma.Schema):
        first = ma.fields.String(load_only=True, data_key="k")
        second = ma.fields.String(load_only=True, data_key="k")

    assert compile_loader(Shared()) is None
    with pytest.raises(ma.ValidationError, match="Unknown field"):
        Shared().load({"k": "a", "extra": "b"})


@pytest.mark.parametrize("low", [None, 0, 2])
@pytest.mark.parametrize("high", [None, 2, 5])
@pytest.mark.parametrize("low_in", [True, False])
@pytest.mark.parametrize("high_in", [True, False])
def test_a_range_is_checked_as_marshmallow_checks_it(
    low: int | None, high: int | None, low_in: bool, high_in: bool
) -> None:
    field = ma.fields.Integer(
        validate=ma.validate.Range(min=low, max=high, min_inclusive=low_in, max_inclusive=high_in)
    )
    schema = ma.Schema.from_dict({"n": field})()
    load = compile_loader(schema)
    assert load is not None
    for n in range(-2, 9):
        try:
            expected: Any = schema.load({"n": n})
        except ma.ValidationError:
            expected = DECLINED
        assert load({"n": n}) == expected, n
