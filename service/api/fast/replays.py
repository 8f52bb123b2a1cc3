"""Hands replayed lately, kept per worker: a request whose events extend one replays only the new
events.

A poker app asks for the state after every action, each time with the whole hand so far: replayed
from the start every time, a hand of n events costs O(n²) over its life. So each worker keeps the
hands it has replayed (the engine, as it stands after the last event) in a bounded cache, keyed by
a digest of the content that made them: the game, the setup (seats, stakes, options, dealer,
everything in the body but the events) and the events, each as the JSON it was sent. A request
looks for its own events and the few prefixes just shorter (:data:`BACK`), takes the longest one
found out of the cache, applies the rest, answers, and puts the engine back under its new key.

- A key is a content digest (BLAKE2b, 256 bits): two requests share an engine only when they sent
  the same hand, so no request can see another's.
- Or, for a body whose events are its last member (most apps write them so), the key is the
  body's own bytes up to its last event, its *head* (:mod:`.appended`): a request then looks for
  the heads of its own few prefixes, takes the longest one found and reads only the bytes after
  it, checked to be events appended. Reading and digesting the whole body were two fifths of
  such a request. The same content, exactly, or nothing is found.
- An engine is mutable and is in the cache or in one request's hands, never both: an engine
  being advanced (or read, for the same events sent again) is out of the cache, so no other
  request sees it half-way, and it is never observed again under its old key. An event refused
  may leave the engine half-applied: the engine is dropped, and Flask answers the refusal from a
  fresh replay, as it answers anything this route does not vouch for (:mod:`.direct`).
- Snapshots were measured and rejected: a deep copy of a stud hand's engine half-way (about
  0.7 ms) takes longer than replaying the whole hand (about 0.4 ms). So a take-back (a shorter
  prefix after a longer one) or a second branch of one prefix is replayed from the start.
- The cache holds at most ``REPLAY_CACHE`` engines (0: none; docs/settings.md), least recently
  used first out, and only hands of at most :data:`LONGEST` events. Measured with tracemalloc
  (``tests/api/test_replays.py``): a stud hand's engine holds about 14 KB, as does a no-limit
  raise war of 400 events; a whole Counterbluff game through two packs about 40 KB (it keeps
  every hand's record). A hand kept by its head holds that head too (the body's size: 2 KB for
  a stud hand) and its last answer's seats and payments as JSON (1 KB): 18 KB for stud in all.
  256 hands of hold'em or stud are about 4.5 MB a worker.
- The events appended to heads are kept too, loaded, by their text (a few hundred bytes each,
  512 an endpoint at most): an app's betting events recur from hand to hand.

Every answer is what a fresh replay gives, byte for byte: ``tests/play/test_replay_cache.py``
plays random hands of every game with take-backs, branches and refused events against an app
without the cache, and under ``VERIFY_COMPILED`` every direct answer is checked against Flask's.
``bench/games.py`` measures the hit rate under an app's load.
"""

from __future__ import annotations

import functools
import hashlib
import itertools
from collections import OrderedDict
from collections.abc import Callable, Container, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Final, cast

import marshmallow as ma
import orjson
from flask import Flask

from service.api.contract import states
from service.api.contract.games import PLAYED_BY_EVENTS
from service.api.edge.parsing import REQUEST_BODIES, PathBody
from service.api.fast.appended import (
    appended,
    closes_events,
    events_close,
    head_key,
    heads,
    values,
)
from service.api.fast.direct import Handler, direct_handler
from service.api.fast.loading import DECLINED, Loader, compile_loader
from service.api.fast.state_parts import Written, state_answer
from service.api.views import counterbluff
from service.rules.games.catalog import CATALOG, GameSpec
from service.rules.games.counterbluff import game_state, new_game
from service.rules.games.counterbluff_ruling import counterbluff_rules
from service.rules.games.engine import Engine
from service.rules.games.events import Event

SETTING: Final = "REPLAY_CACHE"
"""The app setting (``REFEREE_REPLAY_CACHE``): how many replayed hands a worker keeps."""

BACK: Final = 6
"""How many events shorter a kept prefix may be and still be found: an app sends one event
more each time, several for a street's deals; with two workers a hand's requests alternate
between them, and each worker's copy is a request or two behind."""

LONGEST: Final = 400
"""Hands of more events are not kept (the longest ordinary hand is a Counterbluff game through
two packs, about 400): the bound on an entry's memory."""

_SEPARATOR: Final = b"\n"
"""Between the parts of a key: compact JSON never holds a raw newline, so the parts are
unambiguous."""
_WRITE: Final = orjson.OPT_APPEND_NEWLINE
"""As the app's JSON provider writes an answer (:mod:`.direct`)."""


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
    scope += _SEPARATOR
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


@dataclass(frozen=True, slots=True)
class Replaying:
    """How one endpoint replays its hands: a fresh hand, the core's events, the answer."""

    endpoint: str
    game: str
    start: Callable[[dict[str, Any]], Engine]
    events: Callable[[dict[str, Any]], list[Event]]
    answer: Callable[[dict[str, Any], Engine, Written], dict[str, Any]]
    """The answer to the loaded setup with the engine, reusing and updating the hand's last
    answer's parts (a hand new to the cache: none)."""


def handler(replaying: Replaying, app: Flask) -> Handler:
    """A direct handler for ``replaying``'s endpoint (:mod:`.direct`), with the app's cache."""
    return _Handler(replaying, cache_of(app))


_MOST_READ: Final = 512
"""The most texts of events appended an endpoint keeps, loaded (each a few hundred bytes)."""
_UNSEEN: Final = object()
"""No kept hand's body with events appended: the body is read whole."""


class _Handler:
    """The answers of one endpoint, from the hands kept in ``cache``."""

    load: Loader
    load_events: Loader
    most: int
    """The endpoint's loaders and the most events it takes (:func:`_loaders`), made by the
    first request for the game: compiling them for every game as the app was made took two
    thirds of making it (bench/first_answer.py: 0.25 s -> 0.08 s), for games a worker may never
    be asked about; the first request for a game now takes about 10 ms more."""

    def __init__(self, replaying: Replaying, cache: ReplayCache) -> None:
        self.endpoint, self.game_id = replaying.endpoint, replaying.game
        self.ready = False
        self.cache = cache
        self.game = replaying.game.encode()
        self.start, self.core_events = replaying.start, replaying.events
        self.answer = replaying.answer
        self.read: dict[bytes, tuple[Event, ...]] = {}
        """Events appended lately, by their text (:meth:`events_read`)."""

    def __call__(self, body: bytes) -> bytes | None:
        if not self.ready:
            self.load, self.load_events, self.most = _loaders(self.endpoint, self.game_id)
            self.ready = True
        try:
            if self.cache.entries:
                answered = self.appending(body)
                if answered is not _UNSEEN:
                    return cast("bytes | None", answered)
            return self.as_read(body)
        except Exception:
            # A bad body, a refusal, a rule broken or a fault: the engine, perhaps half-applied,
            # is dropped, and Flask answers from a fresh replay.
            return None

    def appending(self, body: bytes) -> object:
        """The answer to a body that is a kept hand's with events appended (:mod:`.appended`),
        from that hand; :data:`_UNSEEN` when there is none; None for Flask to answer."""
        close = events_close(body)
        if close is None:
            return _UNSEEN
        cache, ends = self.cache, list[int]()
        found = cache.take(_head_keys(self.game, body, close, ends, cache.lengths))
        if found is None:
            return _UNSEEN
        index, key, hand = found
        text = appended(body, ends[index], close, hand.count)
        new = () if not text else self.read.get(text) if text is not None else None
        if new is None and text:
            new = self.events_read(text)
        if new is None or hand.count + len(new) > min(self.most, LONGEST):
            cache.keep(key, hand)  # untouched: the body is read whole (or refused)
            return _UNSEEN
        if new:
            _apply(hand.engine, new, hand.count)
            hand.count += len(new)
        cache.hits += 1
        cache.by_head += 1
        cache.replayed += len(new)
        written = orjson.dumps(self.answer(hand.setup, hand.engine, hand.written), option=_WRITE)
        cache.keep(key if not index else _head_key(self.game, body, ends[0]), hand)
        return written

    def events_read(self, text: bytes) -> tuple[Event, ...] | None:
        """The core's events of the JSON values ``text`` (:func:`~.appended.values`), loaded
        and made once for each text: an app's betting events recur (``{"type": "call",
        "seat": 2}``); None if they are not values the loader takes."""
        sent = values(text)
        if sent is None:
            return None
        loaded = self.load_events({"events": sent})
        if loaded is DECLINED:
            return None
        made = tuple(self.core_events(loaded))
        if len(self.read) >= _MOST_READ:
            self.read.clear()
        self.read[text] = made
        return made

    def as_read(self, body: bytes) -> bytes | None:
        """The answer to the body read whole: from a kept hand found by the digests of what it
        holds (:func:`prefix_keys`), or replayed."""
        raw = orjson.loads(body)
        sent = raw.get("events", []) if type(raw) is dict else None
        cache = self.cache
        if type(sent) is not list or not cache.entries or len(sent) > LONGEST:
            made = self.fresh(raw)
            if made is None:
                return None
            return orjson.dumps(self.answer(*made, Written()), option=_WRITE)
        # The body's own JSON, every key but the events: the setup, as the loader reads it
        # (the events taken out of the body while it is written, then put back).
        if "events" in raw:
            del raw["events"]
            setup = orjson.dumps(raw, option=orjson.OPT_SORT_KEYS)
            raw["events"] = sent
        else:
            setup = orjson.dumps(raw, option=orjson.OPT_SORT_KEYS)
        keys = prefix_keys(self.game + _SEPARATOR + setup, sent)
        key = next(keys)  # the hand's own: where it is kept once answered
        found = cache.take(itertools.chain((key,), keys))
        if found is None:
            made = self.fresh(raw)
            if made is None:
                return None
            loaded, engine = made
            hand = Kept(engine, {name: loaded[name] for name in loaded if name != "events"})
        else:
            short, _, hand = found
            engine = hand.engine
            done = len(sent) - short
            # The kept prefix was loaded with its setup and applied: only the new events are
            # loaded now. A request's schema checks each event on its own and the events'
            # count, which is checked here on the whole list.
            if short:
                if len(sent) > self.most:
                    return None
                new = self.load_events({"events": sent[done:]})
                if new is DECLINED:
                    return None
                _apply(engine, self.core_events(new), done)
            loaded = hand.setup
            cache.hits += 1
            cache.replayed += short
        hand.count = len(sent)
        written = orjson.dumps(self.answer(loaded, engine, hand.written), option=_WRITE)
        # Kept under its head where the next body may be found by it, else under its digest:
        # a hand played on (found here), or an app's first request, is read once more to see.
        close = events_close(body)
        if (
            (found is not None or len(sent) <= BACK)
            and close is not None
            and closes_events(body, close, len(sent))
        ):
            key = _head_key(self.game, body, next(heads(body, close, 0)))
        cache.keep(key, hand)
        return written

    def fresh(self, raw: Any) -> tuple[dict[str, Any], Engine] | None:
        """The request loaded, and its hand replayed from the start; None if not loaded."""
        loaded = self.load(raw)
        if loaded is DECLINED:
            return None
        engine = self.start(loaded)
        _apply(engine, self.core_events(loaded), 0)
        self.cache.misses += 1
        self.cache.replayed += len(loaded["events"])
        return loaded, engine


def _head_keys(
    game: bytes, body: bytes, close: int, ends: list[int], lengths: Container[int]
) -> Iterator[bytes]:
    """The keys of the body's head and of its prefixes' up to :data:`BACK` events shorter
    (:func:`~.appended.heads`), longest first, each made when asked for, its end put in
    ``ends``; b"" (no key) for a head no key of ``lengths`` is as long as."""
    scope = game + _SEPARATOR
    longer = len(scope) + 1  # a head's key: a mark, the scope and the head
    for end in heads(body, close, BACK):
        ends.append(end)
        yield head_key(scope, body, end) if end + longer in lengths else b""


def _head_key(game: bytes, body: bytes, end: int) -> bytes:
    """The key of the body's head ending at ``end``."""
    return head_key(game + _SEPARATOR, body, end)


@functools.cache
def _loaders(endpoint: str, game: str) -> tuple[Loader, Loader, int]:
    """The endpoint's request loader on ``game``'s path, its events' loader and the most events
    it takes: made once for each (a compiled loader takes about 13 ms to make)."""
    body = REQUEST_BODIES[endpoint].schema
    schema = body.schema_for(game) if isinstance(body, PathBody) else body
    load = compile_loader(schema)
    # The events alone, for a hand whose setup was loaded with its prefix: the same field, so
    # the same loader, in a schema of its own.
    load_events = compile_loader(ma.Schema.from_dict({"events": schema.fields["events"]})())
    if load is None or load_events is None:
        raise ValueError(f"{endpoint}: its request schema has no compiled loader")
    return load, load_events, _most_events(schema)


def _apply(engine: Engine, events: Sequence[Event], first: int) -> None:
    """Apply ``events``, the first of them the hand's ``first``; a refusal is raised as it is
    (Flask places it at ``events.<i>`` when it answers)."""
    apply = engine.apply
    for index, event in enumerate(events, first):
        apply(event, index)


def _most_events(schema: ma.Schema) -> int:
    """The most events the schema takes (its events list's length bound)."""
    field = schema.fields["events"]
    bounds = [v.max for v in field.validators if isinstance(v, ma.validate.Length)]
    if not bounds or bounds[0] is None:
        raise ValueError(f"{type(schema).__name__}: its events have no bound")
    return int(bounds[0])


def cache_of(app: Flask) -> ReplayCache:
    """The app's cache of replayed hands, made on first use (each worker its own, after fork)."""
    cache = app.extensions.get("referee-replays")
    if cache is None:
        cache = app.extensions["referee-replays"] = ReplayCache(int(app.config[SETTING]))
    assert isinstance(cache, ReplayCache)
    return cache


# -- the endpoints -----------------------------------------------------------------------------


def _state_route(spec: GameSpec) -> Replaying:
    return Replaying(
        endpoint="games.game_state",
        game=spec.id,
        start=lambda loaded: Engine(states.plan_of(spec, loaded)),
        events=states.events_of,
        answer=state_answer(spec),
    )


_COUNTERBLUFF: Final = Replaying(
    endpoint="counterbluff.counterbluff_state",
    game="counterbluff",
    start=lambda loaded: new_game(loaded["dealer"], counterbluff_rules(loaded["options"])),
    events=counterbluff.events,
    answer=lambda loaded, engine, _: counterbluff.state_answer(loaded, game_state(engine)),
)


def _register(replaying: Replaying, path: str) -> None:
    direct_handler(path, replaying.endpoint, lambda app: handler(replaying, app))


for _game in PLAYED_BY_EVENTS:
    _register(_state_route(CATALOG[_game]), f"/v1/games/{_game}/state")
_register(_COUNTERBLUFF, "/v1/games/counterbluff/state")
