"""Pluribus' six-handed no-limit hold'em hands played in pokerkit, the reference the benchmark
compares the core with (a test-only dependency): the same seats, stakes, cards and actions as
the core's replay of them (``tests/rules/pluribus_hands.py``, the service's PHH reader), the
actions parsed beforehand as the core's events are. pokerkit posts the blinds, burns, and shows
or mucks the hands itself.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pokerkit import Automation, Card, Mode, NoLimitTexasHoldem, State

AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.CARD_BURNING,
    Automation.RUNOUT_COUNT_SELECTION,
    Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)

Operation = Callable[[State], object]


def _operation(action: str) -> Operation | None:
    """pokerkit's operation for one PHH action; None for a show, which pokerkit does itself."""
    _, verb, *rest = action.split()
    if verb == "dh":
        cards, player = tuple(Card.parse(rest[1])), int(rest[0][1:]) - 1
        return lambda s: s.deal_hole(cards, player)
    if verb == "db":
        board = tuple(Card.parse(rest[0]))
        return lambda s: s.deal_board(board)
    if verb == "f":
        return lambda s: s.fold()
    if verb == "cc":
        return lambda s: s.check_or_call()
    if verb == "cbr":
        to = int(rest[0])
        return lambda s: s.complete_bet_or_raise_to(to)
    assert verb == "sm", f"no pokerkit operation for {action!r}"
    return None


def pokerkit_player(fields: dict[str, Any]) -> Callable[[], State]:
    """A function that plays the hand (a PHH document's fields) in a new pokerkit state."""
    stacks = tuple(int(s) for s in fields["starting_stacks"])
    blinds = tuple(int(b) for b in fields["blinds_or_straddles"])
    found = (_operation(action) for action in fields["actions"])
    operations = [operation for operation in found if operation is not None]

    def play() -> State:
        state = NoLimitTexasHoldem.create_state(
            AUTOMATIONS, True, int(fields["antes"][0]), blinds, int(fields["min_bet"]), stacks,
            len(stacks), mode=Mode.CASH_GAME,
        )  # fmt: skip
        for operation in operations:
            operation(state)
        assert not state.status, "pokerkit's hand is not over after its actions"
        return state

    return play
