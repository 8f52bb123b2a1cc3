"""A state's answer written in parts, each part kept from the hand's last answer while its value
is the same: the seats the last event did not touch, the payments made before it, the next
events the betting steps made once, the explanation of the same rules.

The replay cache (:mod:`.replays`) asks for a hand's state after every event; most of the answer
is what it was. Each part is written as JSON once (an ``orjson.Fragment``) by the writer compiled
from its own schema, and the answer by the state's writer with those parts given written
(:func:`~.writing.writer`'s ``written``): the same bytes as the answer written whole.

- A seat is reused while the engine gives the very value it was written from:
  :meth:`~service.rules.games.engine.Engine.state` keeps a seat's value while the seat is
  equal to it, field for field, and a value is frozen, so the same value writes the same JSON
  (with the same request's seat, its name, and the same number: a hand's).
- The payments are reused while equal to those written.
- A next event and an explanation are written once for each value (by its identity, the value
  kept with its JSON) or each sequence of rules, for every hand.
- At the hand's end the result is written from the seats written before it, as JSON values: the
  answer is then written whole, once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Final

import orjson

from service.api.contract import states
from service.api.contract.explanation import explain
from service.api.contract.hand_state import (
    NextEventSchema,
    PaymentSchema,
    PotInPlaySchema,
    SeatStateSchema,
    StateResponseSchema,
)
from service.api.fast.writing import WRITTEN, item_writer
from service.rules.games.catalog import GameSpec
from service.rules.games.engine import Engine
from service.rules.games.events import NextEvent, Payment, SeatState
from service.rules.games.view import state_of
from service.rules.pots.layers import Pot


@dataclass(slots=True)
class Written:
    """A hand's last answer in parts, as JSON: the next answer keeps each part whose value is
    the same (a seat the last event did not touch, the payments made before it)."""

    seats: tuple[SeatState, ...] = ()
    """The seats last written: the engine's own values (:meth:`Engine.state` keeps a seat's
    value while the seat is equal to it)."""
    seats_json: list[orjson.Fragment] = field(default_factory=list)
    """Each seat as written, from its value, the request's seat (its name) and its number:
    the same for every request of the hand but the value. The hand's own list, its seats
    rewritten in place (an answer is written out before the next is made)."""
    payments: tuple[Payment, ...] | None = None
    payments_json: orjson.Fragment | None = None
    pots: tuple[Pot, ...] | None = None
    """The pots last written: the engine gives the same tuple while they are equal."""
    pots_json: orjson.Fragment | None = None
    rules: tuple[str, ...] | None = None
    """The rules last explained: the engine gives the same tuple while no rule is added."""
    explanation_json: orjson.Fragment | None = None


_PARTS: Final = frozenset({"seats", "pots", "next_events", "payments", "explanation"})
"""The parts of a state's answer written on their own, each reused while its value is."""
_WRITE_BY_PARTS: Final = item_writer(StateResponseSchema, _PARTS)
"""The state's answer with its parts given written (:func:`~.writing.writer`'s function itself,
called without its wrapper)."""
_SEATS, _POTS, _NEXT, _PAYMENTS, _EXPLANATION = (
    name + WRITTEN for name in ("seats", "pots", "next_events", "payments", "explanation")
)
_WRITE_SEAT: Final = item_writer(SeatStateSchema)
_WRITE_NEXT_EVENT: Final = item_writer(NextEventSchema)
_WRITE_PAYMENT: Final = item_writer(PaymentSchema)
_WRITE_POT: Final = item_writer(PotInPlaySchema)
_NO_GIVEN: Final[dict[str, Any]] = {}


def state_answer(spec: GameSpec) -> Callable[[dict[str, Any], Engine, Written], dict[str, Any]]:
    """The answer of ``spec``'s state endpoint to a loaded setup and its engine, from the parts
    of the hand's ``last`` answer, which it updates."""
    game = spec.id

    def answer(loaded: dict[str, Any], engine: Engine, last: Written) -> dict[str, Any]:
        state = state_of(engine)  # engine.state(), without the method's call
        rows = loaded["seats"]
        if state.result is not None:
            # The result is written from the seats written before it (their names and chips):
            # the whole answer written at once, as at the hand's end only.
            written = states.write_state(spec, rows, state)
            written["explanation"] = explanation(state.rules)
            return written
        seats = state.seats
        if len(seats) != len(rows):
            raise ValueError(f"{len(seats)} seats, {len(rows)} given")
        before, seats_json = last.seats, last.seats_json
        if len(before) == len(seats):
            # The last answer's seats, each rewritten in place only if its value is another (the
            # same value: the same seat). The list is the hand's own: should the answer fail,
            # the hand is dropped with it (:mod:`.replays`).
            for j, seat in enumerate(seats):
                if before[j] is not seat:
                    seats_json[j] = orjson.Fragment(orjson.dumps(_WRITE_SEAT(seat, rows[j], j)))
        else:  # a hand's first answer
            seats_json = [
                orjson.Fragment(orjson.dumps(_WRITE_SEAT(seat, rows[j], j)))
                for j, seat in enumerate(seats)
            ]
        last.seats, last.seats_json = seats, seats_json
        payments = state.payments
        if payments != last.payments or last.payments_json is None:
            written_payments = [_WRITE_PAYMENT(p, _NO_GIVEN, 0) for p in payments]
            last.payments_json = orjson.Fragment(orjson.dumps(written_payments))
            last.payments = payments
        pots = state.pots
        if pots is not last.pots or last.pots_json is None:
            written_pots = [_WRITE_POT(pot, _NO_GIVEN, index) for index, pot in enumerate(pots)]
            last.pots_json = orjson.Fragment(orjson.dumps(written_pots))
            last.pots = pots
        # The next events as written before, looked up in line (a call each was a tenth of the
        # answer's time); the explanation as written for the same rules, the very same tuple.
        next_events, known = [], _NEXT_EVENTS
        for event in state.next_events:
            made = known.get(id(event))
            next_events.append(
                made[1] if made is not None and made[0] is event else _next_event(event)
            )
        rules = state.rules
        if rules is not last.rules or last.explanation_json is None:
            last.rules, last.explanation_json = rules, explanation(rules)
        given = {
            "game": game,
            "seats": rows,
            "scale": None,
            _SEATS: seats_json,
            _POTS: last.pots_json,
            _NEXT: next_events,
            _PAYMENTS: last.payments_json,
            _EXPLANATION: last.explanation_json,
        }
        return _WRITE_BY_PARTS(state, given, 0)

    return answer


_EXPLANATIONS: dict[tuple[str, ...], orjson.Fragment] = {}
"""The explanations written lately, as JSON, by their rules: the longest part of a state's
answer, and the same for most of a hand's requests (a hand cites a new rule a few times)."""
_MOST_EXPLANATIONS: Final = 512


def explanation(rules: tuple[str, ...]) -> orjson.Fragment:
    """The explanation citing ``rules`` as JSON, written once for each sequence of rules."""
    made = _EXPLANATIONS.get(rules)
    if made is None:
        if len(_EXPLANATIONS) >= _MOST_EXPLANATIONS:
            _EXPLANATIONS.clear()
        made = _EXPLANATIONS[rules] = orjson.Fragment(orjson.dumps(explain(rules)))
    return made


_NEXT_EVENTS: dict[int, tuple[NextEvent, orjson.Fragment]] = {}
"""Next events written lately, as JSON, by the identity of their values (kept here, so that
the identity is not another's): the betting steps make each seat's move with its totals once
(:mod:`~service.rules.games.steps.betting`), and a hand offers the same ones again and again."""
_MOST_NEXT_EVENTS: Final = 4096


def _next_event(event: NextEvent) -> orjson.Fragment:
    """``event`` as JSON, written once for each value the core made."""
    made = _NEXT_EVENTS.get(id(event))
    if made is not None and made[0] is event:
        return made[1]
    if len(_NEXT_EVENTS) >= _MOST_NEXT_EVENTS:
        _NEXT_EVENTS.clear()
    written = orjson.Fragment(orjson.dumps(_WRITE_NEXT_EVENT(event, _NO_GIVEN, 0)))
    _NEXT_EVENTS[id(event)] = event, written
    return written
