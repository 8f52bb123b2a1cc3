"""The replay cache's own rules: its bound, its keys, what it keeps and what it drops, its memory
(service/api/fast/replays.py). That its answers are a fresh replay's:
tests/play/test_replay_cache.py."""

from __future__ import annotations

import gc
import hashlib
import sys
import tracemalloc
from pathlib import Path
from typing import Any

import orjson
import pytest
from flask import Flask

from service.api.contract.examples import STUD_HIGH_LOW_HAND
from service.api.contract.explanation import explain
from service.api.contract.hand_state import StateResponseSchema
from service.api.contract.sources import Source, source_of
from service.api.fast.replay_cache import LONGEST, ReplayCache, cache_of, prefix_keys
from service.app import create_app

sys.path.insert(0, str(Path(__file__).parents[1]))
from counterbluff_games import game

STUD = "/v1/games/seven_card_stud_high_low/state"
HOLDEM = "/v1/games/texas_holdem/state"


def _hand(events: int, name: str = "") -> dict[str, Any]:
    """The stud/8 example hand's first ``events`` events (its seats named after ``name``)."""
    seats = [seat | {"name": f"{name}{i}"} for i, seat in enumerate(STUD_HIGH_LOW_HAND["seats"])]
    return STUD_HIGH_LOW_HAND | {"seats": seats, "events": STUD_HIGH_LOW_HAND["events"][:events]}


def _app(entries: int) -> Flask:
    app: Flask = create_app({"TESTING": True, "REPLAY_CACHE": entries})
    return app


def test_a_hand_extended_an_event_at_a_time_is_replayed_once() -> None:
    app = _app(8)
    client, cache = app.test_client(), cache_of(app)
    total = len(STUD_HIGH_LOW_HAND["events"])
    for count in range(total + 1):
        assert client.post(STUD, json=_hand(count)).status_code == 200
    assert (cache.misses, cache.hits, cache.replayed) == (1, total, total)
    assert len(cache) == 1  # the hand under its latest key only


def test_the_prefix_found_may_be_a_few_events_short() -> None:
    app = _app(8)
    client, cache = app.test_client(), cache_of(app)
    client.post(STUD, json=_hand(10))
    client.post(STUD, json=_hand(14))
    assert (cache.misses, cache.hits, cache.replayed) == (1, 1, 14)


def test_a_refused_event_drops_the_engine() -> None:
    app = _app(8)
    client, cache = app.test_client(), cache_of(app)
    client.post(STUD, json=_hand(10))
    body = _hand(12)
    body["events"].append(body["events"][-1])  # the last event again: refused
    assert client.post(STUD, json=body).status_code == 422
    assert len(cache) == 0
    assert client.post(STUD, json=_hand(11)).status_code == 200
    assert cache.misses == 2


def test_a_branch_takes_the_engine_and_the_other_branch_replays() -> None:
    app = _app(8)
    client, cache = app.test_client(), cache_of(app)
    client.post(STUD, json=_hand(10))
    client.post(STUD, json=_hand(11))
    assert client.post(STUD, json=_hand(11)).status_code == 200  # the same again: still kept
    assert (cache.misses, cache.hits) == (1, 2)
    assert client.post(STUD, json=_hand(10)).status_code == 200  # a take-back: from the start
    assert (cache.misses, cache.hits, len(cache)) == (2, 2, 2)


def test_the_cache_keeps_at_most_its_entries_least_recently_used_out() -> None:
    app = _app(3)
    client, cache = app.test_client(), cache_of(app)
    for name in "abcd":
        client.post(STUD, json=_hand(5, name))
    assert len(cache) == 3
    client.post(STUD, json=_hand(6, "a"))  # evicted: replayed from the start
    client.post(STUD, json=_hand(6, "d"))
    assert (cache.misses, cache.hits) == (5, 1)


def test_no_cache_keeps_nothing() -> None:
    app = _app(0)
    client, cache = app.test_client(), cache_of(app)
    for count in (5, 6, 7):
        assert client.post(STUD, json=_hand(count)).status_code == 200
    assert (len(cache), cache.hits, cache.misses) == (0, 0, 3)


def _raise_war(events: int) -> dict[str, Any]:
    """Heads-up no-limit hold'em, each player raising the least he may, ``events`` events."""
    deals = [
        {"type": "deal", "seat": 0, "down": ["As", "Ks"]},
        {"type": "deal", "seat": 1, "down": ["7h", "2c"]},
    ]
    raises = [{"type": "raise", "seat": i % 2, "to": 4 + 2 * i} for i in range(events - 2)]
    return {
        "dealer": 0,
        "stakes": {"blinds": [1, 2]},
        "seats": [{"stack": 10**6}, {"stack": 10**6}],
        "options": {"structure": "no_limit"},
        "events": deals + raises,
    }


def test_a_hand_of_more_events_than_the_longest_is_not_kept() -> None:
    app = _app(8)
    client, cache = app.test_client(), cache_of(app)
    assert client.post(HOLDEM, json=_raise_war(LONGEST + 1)).status_code == 200
    assert len(cache) == 0
    assert client.post(HOLDEM, json=_raise_war(LONGEST)).status_code == 200
    assert len(cache) == 1


def test_a_negative_size_is_refused() -> None:
    with pytest.raises(ValueError, match="REFEREE_REPLAY_CACHE"):
        ReplayCache(-1)


def test_keys_are_digests_of_everything_sent() -> None:
    scope = b"razz\n{}"
    events = [{"type": "ante", "seat": s, "amount": 1} for s in range(4)]
    keys = list(prefix_keys(scope, events, back=4))
    assert keys == [next(prefix_keys(scope, events[:n], back=0)) for n in (4, 3, 2, 1, 0)]
    assert list(prefix_keys(scope, events, back=9)) == keys
    assert len(set(keys)) == 5
    assert all(len(key) == 32 for key in keys)
    assert next(prefix_keys(b"stud\n{}", events)) != keys[0]
    assert next(prefix_keys(scope, events[::-1])) != keys[0]
    # The events cannot run into each other: [12] is not [1, 2], nor ["a,b"] ["a", "b"].
    assert next(prefix_keys(scope, [12])) != next(prefix_keys(scope, [1, 2]))
    assert next(prefix_keys(scope, ["a,b"])) != next(prefix_keys(scope, ["a", "b"]))


@pytest.mark.parametrize("back", [0, 1, 2, 3, 6])
@pytest.mark.parametrize("count", [0, 1, 2, 3, 7])
def test_a_key_is_the_blake2b_of_the_scope_and_the_cut_list(count: int, back: int) -> None:
    scope = b"stud\n{}"
    events = [{"type": "call", "seat": s % 3} for s in range(count)]
    whole = orjson.dumps(events)
    cuts = [whole[:1]] + [orjson.dumps(events[:n])[:-1] for n in range(1, count + 1)]
    expected = [
        hashlib.blake2b(scope + b"\n" + cuts[n], digest_size=32).digest()
        for n in range(count, max(count - back, 0) - 1, -1)
    ]
    assert list(prefix_keys(scope, events, back)) == expected


def test_two_setups_never_share_an_engine() -> None:
    app = _app(8)
    client, cache = app.test_client(), cache_of(app)
    client.post(STUD, json=_hand(10, "a"))
    answer = client.post(STUD, json=_hand(11, "b")).get_json()
    assert cache.hits == 0
    assert [seat["name"] for seat in answer["seats"]] == [f"b{i}" for i in range(3)]


def _bytes_per_hand(app: Flask, path: str, bodies: list[dict[str, Any]]) -> float:
    client = app.test_client()
    client.post(path, json=bodies[0])
    cache_of(app).clear()
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        for body in bodies:
            assert client.post(path, json=body).status_code == 200
        gc.collect()
        kept = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    assert len(cache_of(app)) == len(bodies)
    return kept / len(bodies)


def test_memory_per_hand_kept() -> None:
    """What docs/settings.md states: a stud hand about 18 KB, a whole Counterbluff game
    through two packs about 40 KB."""
    app = _app(64)
    stud = _bytes_per_hand(app, STUD, [_hand(34, f"s{i}-") for i in range(20)])
    assert stud < 24_000, stud
    events = max((game(seed, packs=2)[0] for seed in range(10)), key=len)
    bodies = [
        {"dealer": 0, "seats": [{"name": f"c{i}"}, {}], "options": {"packs": 2}, "events": events}
        for i in range(10)
    ]
    counterbluff = _bytes_per_hand(app, "/v1/games/counterbluff/state", bodies)
    assert counterbluff < 64_000, (len(events), counterbluff)


def test_a_state_explanation_is_written_from_its_rules_alone() -> None:
    """The state route writes an explanation once for each sequence of rules
    (``state_parts.explanation``): right only while the explanation is the rules' alone."""
    field = StateResponseSchema().dump_fields["explanation"]
    assert source_of(field.metadata) == Source(path="rules", write=explain)
