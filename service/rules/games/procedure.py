"""Replay a hand of any game: the family's procedure, event by event (RULES.md §1, §2, §4)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from service.rules.games.catalog import Family
from service.rules.games.draw import DrawHand
from service.rules.games.elimination import EliminationHand
from service.rules.games.engine import replay
from service.rules.games.events import Event, HandState, Phase
from service.rules.games.hand import Hand, Step
from service.rules.games.old_man import OldManHand
from service.rules.games.stud import StudHand
from service.rules.games.table import Plan
from service.rules.games.view import state_of

HANDS: Final[dict[Family, type[Hand]]] = {
    Family.STUD: StudHand,
    Family.DRAW: DrawHand,
    Family.ELIMINATION: EliminationHand,
    Family.OLD_MAN: OldManHand,
}
"""The procedure of each family."""


COUNTERBLUFF_STEPS: Final = (
    Step(phase=Phase.DEAL),
    Step(phase=Phase.PLAY),
    Step(phase=Phase.DRAW),
)
"""Counterbluff's cycle: the deal, then hands played and refills until the pack is through."""


def steps_of(plan: Plan) -> tuple[Step, ...]:
    """The game's procedure at this table, in order."""
    if plan.game.family == Family.COUNTERBLUFF:
        return COUNTERBLUFF_STEPS
    return HANDS[plan.game.family].steps_of(plan)


def replay_hand(plan: Plan, events: Sequence[Event]) -> HandState:
    """Replay ``events`` under ``plan``; the first illegal one is refused at ``events.<i>``."""
    hand = HANDS[plan.game.family](plan)
    hand.start()
    replay(hand, events)
    return state_of(hand)
