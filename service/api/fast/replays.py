"""Hands replayed lately, kept per worker: a request whose events extend one replays only the new
events.

A poker app asks for the state after every action, each time with the whole hand so far: replayed
from the start every time, a hand of n events costs O(n²) over its life. So each worker keeps the
hands it has replayed (the engine, as it stands after the last event) in a bounded cache, keyed by
a digest of the content that made them: the game, the setup (seats, stakes, options, dealer,
everything in the body but the events) and the events, each as the JSON it was sent. A request
looks for its own events and the few prefixes just shorter (:data:`BACK`), takes the longest one
found out of the cache, applies the rest, answers, and puts the engine back under its new key.

- A hand is kept under a digest of its content, or under its body's head, in a bounded cache
  (:mod:`.replay_cache`): no request can see another's hand.
- An engine is mutable and is in the cache or in one request's hands, never both: an engine
  being advanced (or read, for the same events sent again) is out of the cache, so no other
  request sees it half-way, and it is never observed again under its old key. An event refused
  may leave the engine half-applied: the engine is dropped, and Flask answers the refusal from a
  fresh replay, as it answers anything this route does not vouch for (:mod:`.direct`).
- Snapshots were measured and rejected: a deep copy of a stud hand's engine half-way (about
  0.7 ms) takes longer than replaying the whole hand (about 0.4 ms). So a take-back (a shorter
  prefix after a longer one) or a second branch of one prefix is replayed from the start.
- The events appended to heads are kept too, loaded, by their text (a few hundred bytes each,
  512 an endpoint at most): an app's betting events recur from hand to hand.

Every answer is what a fresh replay gives, byte for byte: ``tests/play/test_replay_cache.py``
plays random hands of every game with take-backs, branches and refused events against an app
without the cache, and under ``VERIFY_COMPILED`` every direct answer is checked against Flask's.
``bench/games.py`` measures the hit rate under an app's load.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Final

import marshmallow as ma
import orjson
from flask import Flask

from service.api.contract import states
from service.api.contract.games import PLAYED_BY_EVENTS
from service.api.edge.parsing import REQUEST_BODIES, PathBody
from service.api.fast.appended import (
    SPACE,
    appended,
    closes_events,
    events_close,
    head_end,
    values,
)
from service.api.fast.direct import Handler, direct_handler
from service.api.fast.loading import DECLINED, Loader, compile_loader
from service.api.fast.replay_cache import (
    BACK,
    LONGEST,
    SEPARATOR,
    Kept,
    ReplayCache,
    cache_of,
    prefix_keys,
)
from service.api.fast.state_parts import Written, state_answer
from service.api.views import counterbluff
from service.rules.games.catalog import CATALOG, GameSpec
from service.rules.games.counterbluff import game_state, new_game
from service.rules.games.counterbluff_ruling import counterbluff_rules
from service.rules.games.engine import Engine
from service.rules.games.events import Event

_WRITE: Final = orjson.OPT_APPEND_NEWLINE
"""As the app's JSON provider writes an answer (:mod:`.direct`)."""


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
_UNSEEN: Final = b""
"""No kept hand's body with events appended: the body is read whole (no answer is empty)."""


class _Handler:
    """The answers of one endpoint, from the hands kept in ``cache``."""

    load: Loader
    load_events: Loader
    most: int
    longest: int
    """The endpoint's loaders, the most events it takes (:func:`_loaders`) and the most a hand
    kept by its head may hold (no more than :data:`LONGEST` either), made by the
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
            self.longest = min(self.most, LONGEST)
            self.ready = True
        try:
            if self.cache.entries:
                answered = self.appending(body)
                if answered != _UNSEEN:
                    return answered
            return self.as_read(body)
        except Exception:
            # A bad body, a refusal, a rule broken or a fault: the engine, perhaps half-applied,
            # is dropped, and Flask answers from a fresh replay.
            return None

    def appending(self, body: bytes) -> bytes | None:
        """The answer to a body that is a kept hand's with events appended (:mod:`.appended`),
        from that hand; :data:`_UNSEEN` when there is none; None for Flask to answer."""
        close = len(body) - 2
        if close > 0 and body.endswith(b"]}") and body[close - 1] not in SPACE:
            whole = close  # a compact body's end (most apps write one): read in line
        else:
            found_close = events_close(body)
            if found_close is None:
                return _UNSEEN
            close, whole = found_close, head_end(body, found_close)
        # The hand is kept by the whole head (``whole``) once answered.
        cache = self.cache
        found = cache.take_head(self.game, body, whole, BACK)
        if found is None:
            return _UNSEEN
        _, end, hand = found
        text = appended(body, end, close, hand.count)
        new = () if not text else self.read.get(text) if text is not None else None
        if new is None and text:
            new = self.events_read(text)
        if new is None or hand.count + len(new) > self.longest:
            cache.keep_head(self.game, body, end, hand)  # untouched: the body is read whole
            return _UNSEEN
        if len(new) == 1:  # an app's one action: applied without _apply's loop
            hand.engine.apply(new[0], hand.count)
            hand.count += 1
        elif new:
            _apply(hand.engine, new, hand.count)
            hand.count += len(new)
        cache.hits += 1
        cache.by_head += 1
        cache.replayed += len(new)
        written = orjson.dumps(self.answer(hand.setup, hand.engine, hand.written), option=_WRITE)
        cache.keep_head(self.game, body, whole, hand)
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
        keys = prefix_keys(self.game + SEPARATOR + setup, sent)
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
            cache.keep_head(self.game, body, head_end(body, close), hand)
        else:
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
