"""The hands a worker keeps (:mod:`.replays`), and the keys it finds them by.

An entry is a hand's engine as it stands after the events that made it, with its setup as
loaded and the parts of its last answer (:class:`Kept`). Its key says exactly what made it:

- A key is a content digest (BLAKE2b, 256 bits): two requests share an engine only when they sent
  the same hand, so no request can see another's.
- Or, for a body whose events are its last member (most apps write them so), a hand is kept by
  its body's own bytes up to its last event, its *head* (:mod:`.appended`): a request then looks
  for the heads of its own few prefixes, takes the longest one found and reads only the bytes
  after it, checked to be events appended. Reading and digesting the whole body were two fifths
  of such a request. A head is looked up by its length and its last bytes, which cost nothing
  to read, and taken only if the body begins with the whole head, compared byte for byte: the
  same content, exactly, or nothing is found. (Hashing a copy of every head looked up, and of
  the head kept, took about 30,000 instructions of a stud hand's request, an eighth of it.)
  Hands that share a length and last bytes (an app's hands at the same action, their seats
  named by ids of one length) share a slot, and only they are told apart by their whole heads,
  hashed.
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
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

import orjson
from flask import Flask

from service.api.fast.appended import head_before
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


Slot = tuple[bytes, int, bytes]
"""Where a hand kept by its head is looked for: the game, the head's length and its last
:data:`TAIL` bytes (:func:`slot`)."""

TAIL: Final = 16
"""How many of a head's last bytes its slot holds: enough that hands of one length rarely share
a slot (the last event's seat and amount differ), few enough to cost nothing to copy."""


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
    head: bytes = b""
    """The body's head it is kept by (:meth:`ReplayCache.keep_head`), else nothing."""
    slot: Slot | None = None
    """Where it is kept by its head, or None (kept by its digest, or out of the cache)."""


class ReplayCache:
    """Hands by the digest of what made them, or by their heads, least recently used first out.

    Every hand is in one list, least recently used first, under its digest or (a hand kept by
    its head) under its identity, which no digest equals; a hand kept by its head is found by
    its :func:`slot` (:meth:`take_head`)."""

    def __init__(self, entries: int) -> None:
        if entries < 0:
            raise ValueError(f"REFEREE_{SETTING}={entries} is not a number of hands (0: none)")
        self.entries = entries
        self._kept: dict[bytes | int, Kept] = {}
        """Every hand, least recently used first: a dict keeps its keys in the order they were
        put in, and a hand is taken out (:meth:`take`, :meth:`take_head`) before it is put
        back, at the end (cheaper than an OrderedDict's moves)."""
        self._slots: dict[Slot, Kept | dict[bytes, Kept]] = {}
        """The hands kept by their heads, by slot: most slots hold one hand, kept as it is.
        Hands of one length and the same last bytes share a slot, kept by their whole heads:
        an app whose bodies differ only in their cards and names (seats named by ids of one
        length) has hands at the same action sharing one, and looking through them in turn
        cost a stud hand's last request more than its whole replay (bench/games.py's hands:
        255 shared one). A lookup in a slot is one operation (a thread sees it before or
        after another's change)."""
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
                return short, key, hand
        return None

    def take_head(
        self, game: bytes, body: bytes, end: int, back: int
    ) -> tuple[int, int, Kept] | None:
        """The hand kept by the longest head of the body, the whole body's ending at ``end``
        or one of its prefixes' up to ``back`` events shorter (:func:`~.appended.head_before`),
        taken out of the cache: (events short, the head's end, the hand)."""
        slots, kept = self._slots, self._kept
        short = 0
        while True:
            # slot(game, body, end), written out: looked up for every head of every request.
            found = slots.get((game, end, body[end - TAIL if end > TAIL else 0 : end]))
            if found is not None:
                # The slot is a guess: its hand is the body's only if the body begins with its
                # whole head, byte for byte (the slot gives its length). Hands sharing a slot
                # are found by their whole heads (a copy of the body's, hashed: once).
                hand = found.get(body[:end]) if isinstance(found, dict) else found
                if (
                    hand is not None
                    and body.startswith(hand.head)
                    and kept.pop(id(hand), None) is hand
                ):
                    self._unslot(hand)
                    return short, end, hand
            if short == back:
                return None
            before = head_before(body, end)
            if before is None:
                return None
            end, short = before, short + 1

    def keep(self, key: bytes, hand: Kept) -> None:
        """Keep ``hand`` under the digest ``key``, the least recently used dropped past the
        bound."""
        self._kept[key] = hand
        self._bound()

    def keep_head(self, game: bytes, body: bytes, end: int, hand: Kept) -> None:
        """Keep ``hand`` by the body's first ``end`` bytes, its head, instead of any hand kept
        by the same head; the least recently used dropped past the bound."""
        place = game, end, body[end - TAIL if end > TAIL else 0 : end]  # slot(), written out
        head = hand.head = body[:end]
        hand.slot = place
        slots, kept = self._slots, self._kept
        shared = slots.get(place)
        if shared is not None:  # the hand kept by the same head (if any) goes
            other = (
                shared.get(head) if isinstance(shared, dict) else
                shared if shared.head == head else None
            )  # fmt: skip
            if other is not None and kept.pop(id(other), None) is other:
                self._unslot(other)
            shared = slots.get(place)
        if isinstance(shared, dict):
            shared[head] = hand
        elif shared is None or shared.head == head:
            slots[place] = hand  # the slot's only hand: most are
        else:
            slots[place] = {shared.head: shared, head: hand}
        kept[id(hand)] = hand
        if len(kept) > self.entries:
            self._bound()

    def _bound(self) -> None:
        kept = self._kept
        while len(kept) > self.entries:
            try:
                hand = kept.pop(next(iter(kept)), None)
            except (RuntimeError, StopIteration):  # another thread changed them meanwhile
                continue
            if hand is not None:
                self._unslot(hand)

    def _unslot(self, hand: Kept) -> None:
        """``hand`` no longer found by its head (it is out of the cache)."""
        place, head = hand.slot, hand.head
        if place is None:
            return
        hand.slot, hand.head = None, b""
        slots = self._slots
        shared = slots.get(place)
        if shared is hand:
            slots.pop(place, None)
        elif isinstance(shared, dict) and shared.get(head) is hand:
            del shared[head]
            if len(shared) == 1:  # the slot's only hand again: found without hashing its head
                slots[place] = next(iter(shared.values()))
            elif not shared:
                slots.pop(place, None)

    def clear(self) -> None:
        """Forget every hand."""
        self._kept.clear()
        self._slots.clear()


def slot(game: bytes, body: bytes, end: int) -> Slot:
    """Where a hand kept by the body's first ``end`` bytes is looked for."""
    return game, end, body[end - TAIL if end > TAIL else 0 : end]


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


def cache_of(app: Flask) -> ReplayCache:
    """The app's cache of replayed hands, made on first use (each worker its own, after fork)."""
    cache = app.extensions.get("referee-replays")
    if cache is None:
        cache = app.extensions["referee-replays"] = ReplayCache(int(app.config[SETTING]))
    assert isinstance(cache, ReplayCache)
    return cache
