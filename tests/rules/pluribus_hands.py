"""Pluribus' six-handed no-limit hold'em hands (``phh_real/pluribus``) as the core's plan
and events: the same seats, stakes, cards and actions as the published histories.

PHH numbers players from the small blind, the button last (``p1`` to ``p6``); the core's seats
0 to 5 are the same players, the button seat 5. Every hole card is named in these histories, so
the deals name them and the showdown needs no ``show`` event. A PHH ``cc`` is a check or a call,
whichever the hand offers; ``cbr`` is a bet or a raise to the seat's total for the round; the
board's ``db`` is one community event a card.

>>> plan, events = core_hand(real_hands("pluribus")[0])
>>> [e.type.value for e in events][-3:]
['fold', 'fold', 'fold']
"""

from __future__ import annotations

from phh_real_hands import RealHand, real_hands

from service.rules.cards import PlayingCard, parse_card
from service.rules.games.catalog import CATALOG
from service.rules.games.engine import Engine
from service.rules.games.events import Event, EventType, HandState
from service.rules.games.table import Plan, Setup, configure

__all__ = ["core_hand", "paid", "real_hands"]


def _cards(text: str) -> tuple[PlayingCard, ...]:
    return tuple(parse_card(text[k : k + 2]) for k in range(0, len(text), 2))


def core_hand(hand: RealHand) -> tuple[Plan, list[Event]]:
    """The hand as the core's plan and events, each event checked by the engine as it is made."""
    fields = hand.fields
    stacks = tuple(int(s) for s in fields["starting_stacks"])
    blinds = tuple(int(b) for b in fields["blinds_or_straddles"] if b)
    setup = Setup(stacks=stacks, dealer=len(stacks) - 1, small_bet=int(fields["min_bet"]),
                  blinds=blinds, options={"structure": "no_limit"})  # fmt: skip
    plan = configure(CATALOG["texas_holdem"], setup)
    engine, events = Engine(plan), []

    def send(event: Event) -> None:
        engine.apply(event, len(events))
        events.append(event)

    for action in fields["actions"]:
        actor, verb, *rest = action.split()
        if actor == "d":
            if verb == "dh":
                seat = int(rest[0][1:]) - 1
                send(Event(type=EventType.DEAL, seat=seat, down=_cards(rest[1])))
            else:
                for card in _cards(rest[0]):
                    send(Event(type=EventType.COMMUNITY, card=card))
            continue
        seat = int(actor[1:]) - 1
        offered = {o.type for o in engine.next_events() if o.seat == seat}
        if verb == "f":
            send(Event(type=EventType.FOLD, seat=seat))
        elif verb == "cc":
            kind = EventType.CHECK if EventType.CHECK in offered else EventType.CALL
            send(Event(type=kind, seat=seat))
        elif verb == "cbr":
            kind = EventType.BET if EventType.BET in offered else EventType.RAISE
            send(Event(type=kind, seat=seat, to=int(rest[0])))
        elif verb != "sm":  # every hole card is already named
            raise ValueError(f"{hand.name}: no core event for {action!r}")
    assert engine.over, f"{hand.name}: the hand is not over after its actions"
    return plan, events


def paid(state: HandState) -> list[int]:
    """Each seat's chips once the pots are paid."""
    assert state.result is not None
    settled = state.result.settlement
    return [
        s.stack + w + r for s, w, r in zip(state.seats, settled.won, settled.refunded, strict=True)
    ]
