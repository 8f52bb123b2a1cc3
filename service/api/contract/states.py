"""The answer of ``POST /v1/games/<game>/state`` and ``POST /v1/histories``: a request's hand
made a plan and events for the core, and the state the core replays written as the contract's
``StateResponse`` (:class:`~service.api.contract.games.StateResponseSchema`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from service.api.contract.hand_state import StateResponseSchema
from service.api.fast.writing import writer
from service.rules.games.catalog import GameSpec
from service.rules.games.events import Event, HandState
from service.rules.games.procedure import replay_hand
from service.rules.games.table import Plan, Setup, configure
from service.rules.makers import maker


def plan_of(game: GameSpec, request: dict[str, Any]) -> Plan:
    stakes = request["stakes"]
    options = {
        name: tuple(value) if isinstance(value, list) else value
        for name, value in request["options"].items()
    }
    setup = Setup(
        stacks=tuple(seat["stack"] for seat in request["seats"]),
        dealer=request["dealer"],
        ante=stakes["ante"],
        bring_in=stakes.get("bring_in"),
        small_bet=stakes.get("small_bet", 0),  # a blind game's is its big blind (plan_with)
        big_bet=stakes.get("big_bet"),
        blinds=tuple(stakes.get("blinds", ())),
        options=options,
        carried=request["carried_pot"],
        passed_out_deals=request.get("passed_out_deals", 0),
        carried_matched=request.get("carried_pot_matched", True),
    )
    return configure(game, setup)


_EVENT: Final = maker(Event)
"""An event made without its ``__init__`` (a frozen dataclass's sets each field through
``object.__setattr__``: most of an event's loading, and an app's request loads one)."""


def events_of(request: dict[str, Any]) -> list[Event]:
    return [
        _EVENT(
            type=e["type"],
            seat=e.get("seat"),
            amount=e.get("amount"),
            to=e.get("to"),
            down=tuple(e.get("down", ())),
            up=tuple(e.get("up", ())),
            card=e.get("card"),
            discard=e.get("discard"),
            passed=e.get("passed"),
            discards=tuple(e.get("discards", ())),
            declaration=e.get("declaration"),
        )
        for e in request["events"]
    ]


def state_answer(game: GameSpec, request: dict[str, Any]) -> dict[str, Any]:
    """Replay the request's hand and answer with its state."""
    state = replay_hand(plan_of(game, request), events_of(request))
    return write_state(game, request["seats"], state)


def write_state(
    game: GameSpec,
    seats_given: Sequence[Mapping[str, Any]],
    state: HandState,
    *,
    scale: int | None = None,
) -> dict[str, Any]:
    """The answer of a hand's state: ``seats_given`` are the request's seats (their names),
    ``scale`` the chips to a unit of a PHH document's amounts when it was read from one."""
    given = {"game": game.id, "seats": seats_given, "scale": None if scale == 1 else scale}
    return _WRITE_STATE(state, given)


_WRITE_STATE: Final = writer(StateResponseSchema)
