"""A body read as a body seen before with events appended (service/api/fast/appended.py): where
its events end, the heads of its prefixes, what a head found must be followed by, and which
bodies are kept under their heads. That the answers are a fresh replay's, for bodies written
every way: tests/play/test_appended_bodies.py."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any, Final

import orjson
import pytest

from service.api.fast.appended import (
    appended,
    closes_events,
    events_close,
    head_key,
    heads,
    values,
)
from service.api.fast.replay_cache import BACK, Kept, ReplayCache, head_keys, prefix_keys


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


_ANY_LENGTH: Final = range(10**6)


@pytest.mark.parametrize("count", [0, 1, 2, 3, 9])
def test_thehead_keys_are_the_heads_longest_first(count: int) -> None:
    body = json.dumps({"seats": [], "events": _events(count)}).encode()
    close = events_close(body)
    assert close is not None
    ends: list[int] = []
    keys = list(head_keys(b"razz", body, close, ends, _ANY_LENGTH))
    assert ends == list(heads(body, close, BACK))
    assert len(keys) == min(count, BACK) + 1
    assert keys == [b"\x00razz\n" + body[:end] for end in ends]
    assert keys == [head_key(b"razz\n", body, end) for end in ends]
    assert len(set(keys)) == len(keys)
    # A head's key is never a digest of a hand as read, nor another game's head.
    assert keys[0] != next(head_keys(b"stud", body, close, [], _ANY_LENGTH))
    # A head as long as no key kept is not made.
    lengths = {len(keys[-1])}
    assert list(head_keys(b"razz", body, close, [], lengths)) == [b""] * len(keys[1:]) + keys[-1:]
    assert next(prefix_keys(b"razz\n" + body[: ends[0]], [], back=0)) not in keys


def test_the_cache_counts_the_lengths_of_its_keys() -> None:
    cache = ReplayCache(3)
    hand = Kept(engine=None, setup={})  # type: ignore[arg-type]
    keys = [b"a", b"bb", b"cc", b"dd", b"e"]
    for key in keys:
        cache.keep(key, hand)
        cache.keep(key, hand)  # again: one key still
    assert cache.lengths == Counter(len(k) for k in keys[-3:])  # the first two dropped
    assert cache.take([b"x", b"cc"]) == (1, b"cc", hand)
    assert cache.lengths == {1: 1, 2: 1}
    cache.clear()
    assert cache.lengths == {}
