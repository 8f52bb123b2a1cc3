"""The answer of ``POST /v1/games/<game>/state`` and ``POST /v1/histories``: a request's hand
made a plan and events for the core, and the state the core replays written as the contract's
``StateResponse`` (:class:`~service.api.contract.games.StateResponseSchema`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from service.api.contract.explanation import explain
from service.api.contract.writers import hand_part, next_event, seat_part, settlement_answer
from service.rules.games.catalog import GameSpec
from service.rules.games.events import Event, HandState
from service.rules.games.procedure import replay_hand
from service.rules.games.table import Plan, Setup, configure


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
        bring_in=stakes["bring_in"],
        small_bet=stakes["small_bet"] or 0,
        big_bet=stakes["big_bet"],
        blinds=tuple(stakes["blinds"]),
        options=options,
        carried=request["carried_pot"],
        passed_out_deals=request["passed_out_deals"],
    )
    return configure(game, setup)


def events_of(request: dict[str, Any]) -> list[Event]:
    return [
        Event(
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
    seats = []
    for index, (given, seat) in enumerate(zip(seats_given, state.seats, strict=True)):
        out: dict[str, Any] = {"seat": index}
        if "name" in given:
            out["name"] = given["name"]
        out |= {
            "stack": seat.stack,
            "contributed": seat.contributed,
            "in_round": seat.in_round,
            "down": [str(c) for c in seat.down],
            "up": [str(c) for c in seat.up],
            "status": "folded" if seat.folded else "all_in" if seat.all_in else "live",
            "declaration": seat.declaration.value if seat.declaration else None,
        }
        if seat.high_wild_rank:
            out["high_wild_rank"] = seat.high_wild_rank
        if seat.low_wild_rank:
            out["low_wild_rank"] = seat.low_wild_rank
        seats.append(out | seat_part(seat.part))
    result = None
    if state.result is not None:
        result = settlement_answer(seats, state.result)
    extra = hand_part(state.part)
    if state.carry is not None:
        carry = state.carry
        extra["carry"] = {
            "amount": carry.amount,
            "next_dealer": carry.next_dealer,
            "antes": [{"seat": seat, "amount": amount} for seat, amount in carry.antes],
            "reason": carry.reason,
            "rule": carry.rule,
        }
    if scale is not None and scale != 1:
        extra["scale"] = scale
    return {
        "game": game.id,
        "phase": state.phase.value,
        "street": state.street,
        "pot": state.pot,
        "to_act": state.to_act,
        "current_bet": state.current_bet,
        "raises": state.raises,
        "seats": seats,
        "community": [str(c) for c in state.community],
        "next_events": [next_event(n) for n in state.next_events],
        "payments": [
            {"seat": p.seat, "amount": p.amount, "reason": p.reason, "rule": p.rule}
            for p in state.payments
        ],
        "result": result,
        "explanation": explain(state.rules),
        **extra,
    }
