"""Every refusal of every operation is in words: the field, what was wrong, what would be right.

For every operation of the contract, each field of its request (reached from the operation's
own examples, down through objects, lists and events) is sent wrong in each way a field can be:
the wrong type, null, missing when required, an unknown field beside it, out of its range, a
value outside its choices, too many items or characters. Every answer must be a 422 naming
the field's path, with no message of marshmallow's own wording (collected from marshmallow's
classes), nothing written as Python writes it, and each message saying what is expected.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Final

import marshmallow as ma
import pytest
from flask.testing import FlaskClient

from service.api.contract.examples import EXAMPLES
from service.api.contract.unions import TaggedUnion
from service.api.edge.parsing import REQUEST_BODIES
from service.app import create_app
from tests.api.wording_checks import EXPECTS, framework_messages, wording_faults

_APP: Final = create_app({"TESTING": True})
"""Built once, so that every operation has registered its request body."""

KINDS: Final = (
    "wrong type",
    "null",
    "missing",
    "unknown field",
    "out of range",
    "not a choice",
    "too long",
)

MAX_BODY: Final = 64 * 1024

Path = tuple[str | int, ...]


@dataclass(frozen=True)
class Case:
    """A request body with one field sent wrong, and the path a problem must name."""

    kind: str
    path: Path
    body: Any

    @property
    def field(self) -> str:
        return ".".join(str(part) for part in self.path)


def _operations() -> Iterator[tuple[str, str, ma.Schema, Any]]:
    """(endpoint, URL, request schema, example body) for every example of every operation with
    a body."""
    for rule in _APP.url_map.iter_rules():
        body = REQUEST_BODIES.get(rule.endpoint)
        if body is None:
            continue
        schema = body.schema_at(rule.defaults or {})
        if rule.endpoint == "games.game_state":  # one view, a path per game: its own hands
            for _, game, example in EXAMPLES.values():
                if game == (rule.defaults or {}).get("game"):
                    yield rule.endpoint, rule.rule, schema, example
        else:
            for example in body.examples:
                yield rule.endpoint, rule.rule, schema, example


OPERATIONS: Final = list(_operations())


def _set(body: Any, path: Path, value: Any) -> Any:
    changed = copy.deepcopy(body)
    target = changed
    for part in path[:-1]:
        target = target[part]
    target[path[-1]] = value
    return changed


def _without(body: Any, path: Path) -> Any:
    changed = copy.deepcopy(body)
    target = changed
    for part in path[:-1]:
        target = target[part]
    del target[path[-1]]
    return changed


def _other_kind(field: ma.fields.Field[Any]) -> Any:
    """A JSON value of a kind ``field`` never takes."""
    if isinstance(field, ma.fields.String | ma.fields.Enum):
        return 12
    if isinstance(field, ma.fields.Integer | ma.fields.Boolean):
        return "12"
    if isinstance(field, ma.fields.List):
        return "As Kd"
    return ["12"]


def _ranges(field: ma.fields.Field[Any]) -> Iterator[int]:
    for check in field.validators:
        if isinstance(check, ma.validate.Range):
            if check.min is not None:
                yield int(check.min) - 1
            if check.max is not None:
                yield int(check.max) + 1


def _longest(field: ma.fields.Field[Any]) -> int | None:
    most = [c.max if c.equal is None else c.equal for c in field.validators
            if isinstance(c, ma.validate.Length)]  # fmt: skip
    known = [m for m in most if m is not None]
    return min(known) if known else None


def _field_cases(field: ma.fields.Field[Any], body: Any, path: Path, value: Any) -> Iterator[Case]:
    yield Case("wrong type", path, _set(body, path, _other_kind(field)))
    if not field.allow_none:
        yield Case("null", path, _set(body, path, None))
    for number in _ranges(field):
        yield Case("out of range", path, _set(body, path, number))
    if isinstance(field, ma.fields.Enum) or any(
        isinstance(c, ma.validate.OneOf) for c in field.validators
    ):
        yield Case("not a choice", path, _set(body, path, "no_such_value"))
    if type(field).__name__ in ("CardField", "RankField"):
        yield Case("not a choice", path, _set(body, path, "1x"))
    most = _longest(field)
    if most is not None and isinstance(field, ma.fields.String):
        yield Case("too long", path, _set(body, path, "x" * (most + 1)))
    if most is not None and isinstance(value, list) and value:
        longer = _set(body, path, value[:1] * (most + 1))
        if len(json.dumps(longer)) < MAX_BODY:  # else the body's size is refused first (413)
            yield Case("too long", path, longer)
    yield from _inner_cases(field, body, path, value)


def _inner_cases(field: ma.fields.Field[Any], body: Any, path: Path, value: Any) -> Iterator[Case]:
    """The cases of what ``field`` holds: an object's fields, a list's items."""
    if isinstance(field, ma.fields.Nested) and isinstance(value, dict):
        yield from _object_cases(field.schema, body, path, value)
    elif isinstance(field, ma.fields.List) and isinstance(value, list) and value:
        if isinstance(field.inner, TaggedUnion):
            seen: set[str] = set()
            for index, item in enumerate(value):
                variant = field.inner.variant_for(item)
                if variant is not None and item["type"] not in seen:
                    seen.add(item["type"])
                    yield from _object_cases(variant, body, (*path, index), item)
        else:
            yield from _field_cases(field.inner, body, (*path, 0), value[0])


def _object_cases(
    schema: ma.Schema, body: Any, path: Path, value: dict[str, Any]
) -> Iterator[Case]:
    yield Case("unknown field", (*path, "no_such_field"), _set(body, (*path, "no_such_field"), 1))
    choose = getattr(schema, "variant_for", None)  # a body of several kinds: the one it names
    kind = choose(value) if callable(choose) else None
    for name, field in (kind or schema).load_fields.items():
        key = field.data_key or name
        if field.required and key in value:
            yield Case("missing", (*path, key), _without(body, (*path, key)))
        yield from _field_cases(field, body, (*path, key), value.get(key))


def _cases(schema: ma.Schema, example: Any) -> list[Case]:
    return list(_object_cases(schema, example, (), example))


def _faults(client: FlaskClient, url: str, case: Case) -> list[str]:
    response = client.post(url, json=case.body)
    where = f"{url} {case.kind} at {case.field}"
    if response.status_code != 422:
        return [f"{where}: {response.status_code} {response.get_data(as_text=True)[:300]}"]
    problem = response.get_json()
    faults = [f"{where}: {fault}" for fault in wording_faults(problem)]
    errors: dict[str, list[str]] = problem.get("errors", {})
    if "rule" in problem:
        faults.append(f"{where}: refused by a rule, not by the contract: {problem['detail']}")
    if case.field not in errors:
        faults.append(f"{where}: the problem names {list(errors)}, not {case.field}")
    elif not re.search(rf"(?:^|\s){re.escape(case.field)}[:,]", problem["detail"]):
        faults.append(f"{where}: the detail does not name the field: {problem['detail']}")
    for field, messages in errors.items():
        faults += [f"{where}: {field}: says nothing expected: {m}" for m in messages
                   if not EXPECTS.search(m)]  # fmt: skip
    return faults


@pytest.mark.parametrize(
    ("endpoint", "url", "schema", "example"),
    [pytest.param(*operation, id=f"{operation[0]}-{i}") for i, operation in enumerate(OPERATIONS)],
)
def test_every_field_refused_in_words(
    client: FlaskClient, endpoint: str, url: str, schema: ma.Schema, example: Any
) -> None:
    cases = _cases(schema, example)
    assert {case.kind for case in cases} >= {"wrong type", "null", "unknown field"}
    faults = [fault for case in cases for fault in _faults(client, url, case)]
    assert not faults, "\n".join(faults[:40])


def test_every_kind_of_refusal_is_tried() -> None:
    tried = {case.kind for _, _, schema, example in OPERATIONS for case in _cases(schema, example)}
    assert tried == set(KINDS)


def test_marshmallows_messages_are_collected_and_recognised() -> None:
    """The check knows marshmallow's wording: the messages the issue quotes are among them."""
    collected = framework_messages()
    for message in (
        "Not a valid list.",
        "Missing data for required field.",
        "Unknown field.",
        "Not a valid integer.",
        "Invalid input type.",
        "Must be one of: {choices}.",
        "Length must be between {min} and {max}.",
        "Field may not be null.",
    ):
        assert message in collected  # fmt: skip
    said = {"detail": "x: Must be greater than or equal to 0.", "errors": {}}
    assert wording_faults(said)
    for leak in ("got None", "not <Street.FOURTH: 4>", "at Street.FOURTH", "not 'As'"):
        assert wording_faults({"detail": f"x: {leak}.", "errors": {}}), leak
    assert not wording_faults({"detail": 'x: give a card; got the string "None".'})


@pytest.mark.parametrize("body", ["[]", '"As Kd"', "12", "null", "true"])
@pytest.mark.parametrize(
    ("endpoint", "url"), sorted({(endpoint, url) for endpoint, url, _, _ in OPERATIONS})
)
def test_a_body_that_is_not_an_object_is_refused_in_words(
    client: FlaskClient, endpoint: str, url: str, body: str
) -> None:
    response = client.post(url, data=body, content_type="application/json")
    assert response.status_code == 422
    problem = response.get_json()
    assert wording_faults(problem) == []
    [message] = problem["errors"]["body"]
    assert message.startswith("give an object with ")
    assert problem["detail"] == f"body: {message}"
