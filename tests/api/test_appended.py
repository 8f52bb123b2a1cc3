"""A body read as a body seen before with events appended (service/api/fast/appended.py): where
its events end, the heads of its prefixes, what a head found must be followed by, and which
bodies are kept under their heads. That the answers are a fresh replay's, for bodies written
every way: tests/play/test_appended_bodies.py."""

from __future__ import annotations

import json
from typing import Any

import orjson
import pytest

from service.api.fast.appended import (
    appended,
    closes_events,
    events_close,
    head_end,
    heads,
    values,
)
from service.api.fast.replay_cache import BACK, TAIL, Kept, ReplayCache


def _events(count: int) -> list[dict[str, Any]]:
    return [{"type": "call", "seat": s % 3} for s in range(count)]


@pytest.mark.parametrize(
    ("body", "close"),
    [
        (b'{"events":[]}', 11),
        (b'{"a":1,"events":[{"x":1}]} \n', 24),
        (b'{"events": [1] }', 13),
        (b'{"events":[1],"b":2}', None),  # the events are not last
        (b'{"events":[1]}]', None),
        (b"[]", None),
        (b"}", None),
        (b"", None),
    ],
)
def test_the_events_close_where_the_body_ends(body: bytes, close: int | None) -> None:
    assert events_close(body) == close


@pytest.mark.parametrize("count", [0, 1, 2, 5])
@pytest.mark.parametrize(
    "dumps",
    [
        orjson.dumps,
        lambda value: json.dumps(value).encode(),
        lambda value: json.dumps(value, separators=(" , ", " : ")).encode(),
    ],
)
def test_the_heads_are_the_bodies_of_the_prefixes_up_to_their_last_event(
    count: int, dumps: Any
) -> None:
    """Whatever the spaces, each head is the body of the prefix up to the end of its last event
    (or its ``[``), and the same bytes in every longer body."""
    bodies = [dumps({"seats": [{"stack": 5}], "events": _events(n)}) for n in range(count + 1)]
    body = bodies[-1]
    close = events_close(body)
    assert close is not None
    ends = list(heads(body, close, back=9))
    assert len(ends) == count + 1
    for shorter, end in enumerate(ends):
        prefix = bodies[count - shorter]
        prefix_close = events_close(prefix)
        assert prefix_close is not None
        assert body[:end] == prefix[: next(heads(prefix, prefix_close, 0))]
        assert body[:end].rstrip().endswith(b"[" if count == shorter else b"}")


def test_a_guess_stops_at_an_event_it_cannot_read_back() -> None:
    body = b'{"events":[{"a":1},{"b":{"c":2}}]}'  # a nested object: no event begins at its {
    close = events_close(body)
    assert close is not None
    assert list(heads(body, close, 6)) == [len(body) - 2]


@pytest.mark.parametrize(
    ("between", "held", "expected"),
    [
        (b"", 3, []),
        (b"  \n", 3, []),
        (b', {"a": 1}', 3, [{"a": 1}]),
        (b",1 , 2", 3, [1, 2]),
        (b'{"a": 1}, 2', 0, [{"a": 1}, 2]),
        (b'{"a": 1}', 3, None),  # no comma after an event
        (b" 12", 3, None),
        (b', {"a": 1}', 0, None),  # a comma first in the list
        (b",", 3, None),
        (b", 1,", 3, None),
        (b", 1] , [2", 3, None),
        (b', 1], "x": [2', 3, None),
        (b", nan", 3, None),
    ],
)
def test_what_follows_a_head_must_be_values_appended(
    between: bytes, held: int, expected: list[Any] | None
) -> None:
    body = b'{"events":[' + (b"0" if held else b"") + between + b"]}"
    end, close = 12 if held else 11, len(body) - 2
    text = appended(body, end, close, held)
    assert (None if text is None else [] if not text else values(text)) == expected


@pytest.mark.parametrize(
    ("body", "count", "closes"),
    [
        (b'{"a":1,"events":[1,2]}', 2, True),
        (b'{"events":[]}', 0, True),
        (b'{"events":[1,2],"seats":[3]}', 2, False),  # another list is last
        (b'{"events":[1,2],"x":1,"events":[3]}', 1, True),  # the last of the same name is read
        (b'{"ev\\u0065nts":[1]}', 1, True),  # the same name, escaped
        (b'{"events":[1],"x":[2],"x":[]}', 1, False),
        (b'{"seats":[1]}', 0, False),  # no events at all
    ],
)
def test_only_a_body_whose_last_member_is_its_events_is_kept_by_its_head(
    body: bytes, count: int, closes: bool
) -> None:
    close = events_close(body)
    assert close is not None
    assert closes_events(body, close, count) is closes


def _kept(name: str = "") -> Kept:
    return Kept(engine=name, setup={})  # type: ignore[arg-type]


def _body(count: int, name: str = "a") -> bytes:
    return json.dumps({"seats": [{"name": name}], "events": _events(count)}).encode()


@pytest.mark.parametrize("count", [0, 1, 2, 3, 9])
def test_a_hand_kept_by_its_head_is_found_by_the_longest_head_of_a_longer_body(
    count: int,
) -> None:
    cache, hand = ReplayCache(4), _kept()
    longer = _body(count + 2)
    close = events_close(longer)
    assert close is not None
    ends = list(heads(longer, close, BACK))
    shorter = _body(count)
    cache.keep_head(b"razz", shorter, ends[2], hand)
    assert hand.head == shorter[: ends[2]] == longer[: ends[2]]
    # Another game's head, or a head of the same length and last bytes that is not the body's
    # first bytes, is not found.
    assert cache.take_head(b"stud", longer, ends[0], BACK) is None
    other = _body(count + 2, "b")
    assert other[ends[2] - TAIL : ends[2]] == longer[ends[2] - TAIL : ends[2]]
    assert cache.take_head(b"razz", other, ends[0], BACK) is None
    assert cache.take_head(b"razz", longer, ends[0], 1) is None  # not looked for so far back
    assert cache.take_head(b"razz", longer, ends[0], BACK) == (2, ends[2], hand)
    assert (len(cache), hand.head, hand.slot) == (0, b"", None)
    assert cache.take_head(b"razz", longer, ends[0], BACK) is None  # in one request's hands


def _kept_sharing_a_slot(
    cache: ReplayCache, names: list[str]
) -> tuple[list[bytes], list[Kept], int]:
    """A hand for each name kept by the head of a body differing only in that name: all of one
    length and the same last bytes, so in one slot. The bodies, the hands and the heads' end."""
    bodies = [_body(3, name) for name in names]
    hands = [_kept(name) for name in names]
    close = events_close(bodies[0])
    assert close is not None
    end = next(heads(bodies[0], close, 0))
    for body, hand in zip(bodies, hands, strict=True):
        cache.keep_head(b"razz", body, end, hand)
    assert len({hand.slot for hand in hands}) == 1
    return bodies, hands, end


def test_hands_sharing_a_slot_are_told_apart_by_their_heads() -> None:
    cache = ReplayCache(4)
    bodies, hands, end = _kept_sharing_a_slot(cache, list("abc"))
    assert cache.take_head(b"razz", bodies[1], end, 0) == (0, end, hands[1])
    # The same head kept again: the hand kept before by it is dropped.
    again = _kept("a2")
    cache.keep_head(b"razz", bodies[0], end, again)
    assert len(cache) == 2
    assert cache.take_head(b"razz", bodies[0], end, 0) == (0, end, again)


def test_many_hands_sharing_a_slot_are_each_found_by_their_own_head() -> None:
    """Hands at the same action whose bodies differ only in their names' letters (seats named
    by ids of one length) share a slot: each is found by its own body only, the same head kept
    again replaces its hand, and a body of the slot's length and last bytes kept by none finds
    nothing."""
    cache = ReplayCache(64)
    bodies, hands, end = _kept_sharing_a_slot(cache, [f"n{k:02}" for k in range(40)])
    assert cache.take_head(b"razz", _body(3, "n99"), end, 0) is None
    again = _kept("n07-again")
    cache.keep_head(b"razz", bodies[7], end, again)
    assert len(cache) == 40
    for k in (7, 0, 39, *range(1, 7), *range(8, 39)):
        found = cache.take_head(b"razz", bodies[k], end, 0)
        assert found == (0, end, again if k == 7 else hands[k])
        assert cache.take_head(b"razz", bodies[k], end, 0) is None
    assert (len(cache), cache._slots) == (0, {})


def test_a_hand_dropped_past_the_bound_is_no_longer_found_by_its_head() -> None:
    cache = ReplayCache(2)
    bodies = [_body(2, name) for name in "abc"]
    hands = [_kept(name) for name in "abc"]
    for body, hand in zip(bodies, hands, strict=True):
        close = events_close(body)
        assert close is not None
        cache.keep_head(b"razz", body, next(heads(body, close, 0)), hand)
    cache.keep(b"d" * 32, _kept("d"))
    assert len(cache) == 2
    assert (hands[0].slot, hands[1].slot) == (None, None)
    assert hands[2].slot is not None
    assert cache.take([b"x", b"d" * 32])[1:] == (b"d" * 32, _kept("d"))  # type: ignore[index]
    cache.clear()
    assert len(cache) == 0
    close = events_close(bodies[2])
    assert close is not None
    assert cache.take_head(b"razz", bodies[2], head_end(bodies[2], close), BACK) is None


def test_a_slot_is_forgotten_once_its_last_hand_is_taken_or_dropped() -> None:
    """Taking a slot's hands one by one leaves the others found (the last one as the slot's
    only hand, found without hashing its head), and the slot goes with the last (no slot is
    left holding nothing)."""
    cache = ReplayCache(4)
    bodies = [_body(3, name) for name in "abc"]
    hands = [_kept(name) for name in "abc"]
    close = events_close(bodies[0])
    assert close is not None
    end = next(heads(bodies[0], close, 0))
    for body, hand in zip(bodies, hands, strict=True):
        cache.keep_head(b"razz", body, end, hand)
    assert cache.take_head(b"razz", bodies[0], end, 0) == (0, end, hands[0])
    assert cache.take_head(b"razz", bodies[2], end, 0) == (0, end, hands[2])
    assert cache._slots == {hands[1].slot: hands[1]}
    cache.keep(b"d" * 32, _kept("d"))
    cache.keep(b"e" * 32, _kept("e"))
    cache.keep(b"f" * 32, _kept("f"))
    cache.keep(b"g" * 32, _kept("g"))  # past the bound: the hand kept by its head is dropped
    assert (cache._slots, hands[1].slot) == ({}, None)


def test_a_hand_taken_and_kept_again_is_the_last_to_go() -> None:
    """The cache's order is the order hands were put back in: a hand used lately outlives the
    hands put in before it, and the least recently used goes first past the bound."""
    cache = ReplayCache(3)
    hands = {name: _kept(name) for name in "abcd"}
    for name in "abc":
        cache.keep(name.encode() * 32, hands[name])
    found = cache.take([b"a" * 32])
    assert found is not None
    cache.keep(b"a" * 32, found[2])
    cache.keep(b"d" * 32, hands["d"])  # past the bound: b, the least recently used, goes
    assert cache.take([b"b" * 32]) is None
    assert [cache.take([name.encode() * 32]) is not None for name in "acd"] == [True] * 3
    assert len(cache) == 0
