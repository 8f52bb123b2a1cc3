"""A seven-card stud high-low hand, written as the service's state request, played in pokerkit.

pokerkit is the reference the benchmark compares the core with (a test-only dependency). The
request's unseen cards (``??``) become concrete ones: a seat that shows gets the cards its
``show`` event names, in the order dealt; a seat that never shows gets the first cards of the
pack that appear nowhere in the hand. pokerkit then plays the same seats, stakes, cards and
actions: it posts the antes and shows the hands itself, and burns an unknown card before each
street after third, as it requires.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from pokerkit import Automation, Card, FixedLimitSevenCardStudHighLowSplitEightOrBetter, State

from service.rules.cards import FULL_PACK

HIDDEN = "??"
AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)
_BETS = {"bring_in", "complete", "bet", "raise", "call", "check", "fold"}

Step = Callable[[State], object]


def concrete(hand: dict[str, Any]) -> dict[str, Any]:
    """The hand with every ``??`` replaced by a card, consistent with its ``show`` events."""
    events = hand["events"]
    seen = {c for e in events for c in [*e.get("down", []), *e.get("up", [])] if c != HIDDEN}
    spare = iter(str(c) for c in FULL_PACK if str(c) not in seen)
    shown = {e["seat"]: iter(e["down"]) for e in events if e["type"] == "show"}

    def fill(seat: int, cards: list[str]) -> Iterator[str]:
        for card in cards:
            known = next(shown[seat]) if seat in shown else None
            if card == HIDDEN:
                yield known if known is not None else next(spare)
            else:
                assert known in (None, card), f"seat {seat} was dealt {card} down, shows {known}"
                yield card

    dealt_events = [
        e | {"down": list(fill(e["seat"], e["down"]))} if e["type"] == "deal" else e for e in events
    ]
    cards = [c for e in dealt_events if e["type"] == "deal" for c in [*e["down"], *e["up"]]]
    assert len(cards) == len(set(cards)), f"a card dealt twice: {sorted(cards)}"
    return hand | {"events": dealt_events}


def steps(hand: dict[str, Any]) -> list[Step]:
    """pokerkit's operations for the hand's events, cards parsed beforehand (as the core's are)."""
    out: list[Step] = []
    after_bets = False
    for event in hand["events"]:
        kind, seat = event["type"], event.get("seat")
        if kind == "ante":
            assert event["amount"] == hand["stakes"]["ante"], "pokerkit posts the stated ante"
        elif kind == "deal":
            if after_bets:  # the first deal of a new street: pokerkit burns a card first
                out.append(lambda s: s.burn_card(HIDDEN))
            cards = tuple(Card.parse("".join([*event["down"], *event["up"]])))
            out.append(lambda s, c=cards, p=seat: s.deal_hole(c, p))
        elif kind == "bring_in":
            out.append(lambda s: s.post_bring_in())
        elif kind in ("complete", "bet", "raise"):
            out.append(lambda s, to=event["to"]: s.complete_bet_or_raise_to(to))
        elif kind in ("call", "check"):
            out.append(lambda s: s.check_or_call())
        elif kind == "fold":
            out.append(lambda s: s.fold())
        elif kind != "show":  # pokerkit shows the cards it was dealt
            raise ValueError(f"no pokerkit operation for a {kind!r} event")
        after_bets = kind in _BETS
    return out


def player(hand: dict[str, Any], big_bet: int) -> Callable[[], State]:
    """A function that plays the whole hand in a new pokerkit state and returns that state.

    ``big_bet`` is pokerkit's bet from fifth street: its fixed limit always doubles there.
    """
    stakes = hand["stakes"]
    stacks = tuple(seat["stack"] for seat in hand["seats"])
    operations = steps(concrete(hand))

    def play() -> State:
        state = FixedLimitSevenCardStudHighLowSplitEightOrBetter.create_state(
            AUTOMATIONS,
            False,
            stakes["ante"],
            stakes["bring_in"],
            stakes["small_bet"],
            big_bet,
            stacks,
            len(stacks),
        )
        for operation in operations:
            operation(state)
        assert not state.status, "pokerkit's hand is not over after the last event"
        return state

    return play
