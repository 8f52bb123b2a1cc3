"""The hands a worker keeps (:mod:`.replays`), and the keys it finds them by.

An entry is a hand's engine as it stands after the events that made it, with its setup as
loaded and the parts of its last answer (:class:`Kept`). Its key says exactly what made it:

- A key is a content digest (BLAKE2b, 256 bits): two requests share an engine only when they sent
  the same hand, so no request can see another's.
- Or, for a body whose events are its last member (most apps write them so), the key is the
  body's own bytes up to its last event, its *head* (:mod:`.appended`): a request then looks for
  the heads of its own few prefixes, takes the longest one found and reads only the bytes after
  it, checked to be events appended. Reading and digesting the whole body were two fifths of
  such a request. The same content, exactly, or nothing is found.
- An engine is in the cache or in one request's hands, never both: :meth:`ReplayCache.take`
  takes it out, and :meth:`ReplayCache.keep` puts it back under the key of what it now holds.
- The cache holds at most ``REPLAY_CACHE`` engines (0: none; docs/settings.md), least recently
  used first out, and only hands of at most :data:`LONGEST` events. Measured with tracemalloc
  (``tests/api/test_replays.py``): a stud hand's engine holds about 14 KB, as does a no-limit
  raise war of 400 events; a whole Counterbluff game through two packs about 40 KB (it keeps
  every hand's record). A hand kept by its head holds that head too (the body's size: 2 KB for
  a stud hand) and its last answer's seats and payments as JSON (1 KB): 18 KB for stud in all.
  256 hands of hold'em or stud are about 4.5 MB a worker.
"""

from __future__ import annotations

import hashlib
from collections import OrderedDict
from collections.abc import Container, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

import orjson
from flask import Flask

from service.api.fast.appended import head_key, heads
from service.api.fast.state_parts import Written
from service.rules.games.engine import Engine

SETTING: Final = "REPLAY_CACHE"
"""The app setting (``REFEREE_REPLAY_CACHE``): how many replayed hands a worker keeps."""

BACK: Final = 6
"""How many events shorter a kept prefix may be and still be found: an app sends one event
more each time, several for a street's deals; with two workers a hand's requests alternate
between them, and each worker's copy is a request or two behind."""

LONGEST: Final = 400
"""Hands of more events are not kept (the longest ordinary hand is a Counterbluff game through
two packs, about 400): the bound on an entry's memory."""

SEPARATOR: Final = b"\n"
"""Between the parts of a key: compact JSON never holds a raw newline, so the parts are
unambiguous."""


@dataclass(slots=True)
class Kept:
    """A hand kept: its engine after the events that made it, and its setup as loaded."""

    engine: Engine
    setup: dict[str, Any]
    """The loaded request but its events: the same for every request under this key."""
    count: int = 0
    """The events the engine has taken."""
    written: Written = field(default_factory=Written)
    """The parts of the engine's last answer."""


class ReplayCache:
    """Hands by the digest of what made them, least recently used first out."""

    def __init__(self, entries: int) -> None:
        if entries < 0:
            raise ValueError(f"REFEREE_{SETTING}={entries} is not a number of hands (0: none)")
        self.entries = entries
        self._kept: OrderedDict[bytes, Kept] = OrderedDict()
        self.lengths: dict[int, int] = {}
        """How many keys of each length are kept: a head no key is as long as is not looked
        for (a body new to the service is not copied for each of its prefixes)."""
        self.hits = 0
        """Requests that found a prefix of their hand (or the hand itself)."""
        self.by_head = 0
        """Of the hits, those found by the head of their body, not read whole
        (:mod:`.appended`)."""
        self.misses = 0
        """Requests replayed from the start."""
        self.replayed = 0
        """Events applied, by hits and misses alike."""

    def __len__(self) -> int:
        return len(self._kept)

    def take(self, keys: Iterable[bytes]) -> tuple[int, bytes, Kept] | None:
        """The longest kept prefix among ``keys`` (the i-th: the digest of a prefix i events
        shorter than the hand), taken out of the cache: (events short, its key, the hand)."""
        kept = self._kept
        for short, key in enumerate(keys):
            hand = kept.pop(key, None)
            if hand is not None:
                self._forget(key)
                return short, key, hand
        return None

    def keep(self, key: bytes, hand: Kept) -> None:
        """Keep ``hand`` under ``key``, the least recently used dropped past the bound."""
        kept, lengths = self._kept, self.lengths
        if key not in kept:
            lengths[len(key)] = lengths.get(len(key), 0) + 1
        kept[key] = hand
        while len(kept) > self.entries:
            self._forget(kept.popitem(last=False)[0])

    def _forget(self, key: bytes) -> None:
        lengths, length = self.lengths, len(key)
        if lengths[length] == 1:
            del lengths[length]
        else:
            lengths[length] -= 1

    def clear(self) -> None:
        """Forget every hand."""
        self._kept.clear()
        self.lengths.clear()


def prefix_keys(scope: bytes, events: Sequence[Any], back: int = BACK) -> Iterator[bytes]:
    """Digests of the hand's events and of its prefixes up to ``back`` events shorter, longest
    first, each made when asked for; ``scope`` is everything else that makes the hand.

    A prefix of p events is digested as the compact JSON of the whole list cut after its p-th
    event (``[e0,e1`` for two): the same bytes whatever follows, and unambiguous, since the
    cut with ``]`` added is the prefix's own JSON."""
    whole = memoryview(orjson.dumps(events))
    end = len(whole) - 1  # the closing bracket
    count, shortest = len(events), max(len(events) - back, 0)
    scope += SEPARATOR
    if count > shortest:
        # The hand's own digest and the next shorter one (the one an app's next request finds)
        # from one pass over the bytes: the shorter prefix's digest, copied, takes the last
        # event.
        cut = end - len(orjson.dumps(events[count - 1])) - (count > 1)
        shorter = _digest(scope)
        shorter.update(whole[:cut])
        own = shorter.copy()
        own.update(whole[cut:end])
        yield own.digest()
        yield shorter.digest()
        count, end = count - 1, cut
        if count == shortest:
            return
        end -= len(orjson.dumps(events[count - 1])) + (count > 1)
        count -= 1
    for length in range(count, shortest - 1, -1):
        made = _digest(scope)
        made.update(whole[:end])
        yield made.digest()
        if length:
            end -= len(orjson.dumps(events[length - 1])) + (length > 1)  # the event, its comma


def _digest(data: bytes) -> Any:
    """A BLAKE2b of 256 bits, begun with ``data``."""
    return hashlib.blake2b(data, digest_size=32)


def head_keys(
    game: bytes, body: bytes, close: int, ends: list[int], lengths: Container[int]
) -> Iterator[bytes]:
    """The keys of the body's head and of its prefixes' up to :data:`BACK` events shorter
    (:func:`~.appended.heads`), longest first, each made when asked for, its end put in
    ``ends``; b"" (no key) for a head no key of ``lengths`` is as long as."""
    scope = game + SEPARATOR
    longer = len(scope) + 1  # a head's key: a mark, the scope and the head
    for end in heads(body, close, BACK):
        ends.append(end)
        yield head_key(scope, body, end) if end + longer in lengths else b""


def body_head_key(game: bytes, body: bytes, end: int) -> bytes:
    """The key of the body's head ending at ``end``."""
    return head_key(game + SEPARATOR, body, end)


def cache_of(app: Flask) -> ReplayCache:
    """The app's cache of replayed hands, made on first use (each worker its own, after fork)."""
    cache = app.extensions.get("referee-replays")
    if cache is None:
        cache = app.extensions["referee-replays"] = ReplayCache(int(app.config[SETTING]))
    assert isinstance(cache, ReplayCache)
    return cache
