"""Jacks or Better (RULES.md §2; S1): five-card draw in which nobody opens without a pair of jacks
or better.

Antes (the dealer's for the table, or everyone's); the deal; the first betting round under the
opening requirement; the draw, the opener's discards kept aside; the second round, the opener
first; the showdown, where the opener proves his openers even when he folded or won uncontested.
What only this game does lives in one part of the hand, :class:`~service.rules.games.openers.
Openers`: who opened, false openers owned up to or found at the end (S1's six cases), and
passed-out deals (option ``passed_out``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from service.rules.games.house_rule_choices import AnteBy, PassedOut
from service.rules.games.house_rules import JacksRules
from service.rules.games.kinds import Procedure, Step
from service.rules.games.openers import AFTER_THE_DRAW, BEFORE_THE_DRAW, DrawPart, Openers
from service.rules.games.openers_showdown import DrawSeatPart
from service.rules.games.spec import Family, GameOf
from service.rules.games.steps.antes import Antes
from service.rules.games.steps.betting import BettingRound
from service.rules.games.steps.deal import Deal
from service.rules.games.steps.draw import Draw
from service.rules.games.steps.show import Show

if TYPE_CHECKING:
    from service.rules.games.table import Plan

__all__ = ["JACKS_OR_BETTER", "DrawPart", "DrawSeatPart", "jacks_hand"]


def jacks_hand(rules: JacksRules, plan: Plan) -> Procedure:
    """A deal of Jacks or Better."""
    setup = plan.setup
    seats = len(setup.stacks)
    openers = Openers(rules, plan)
    everyone = rules.ante_by == AnteBy.EVERYONE or (
        setup.passed_out_deals > 0 and rules.passed_out == PassedOut.EVERYONE_ANTES
    )
    steps: list[Step] = []
    if setup.ante:
        due = tuple(range(seats)) if everyone else (setup.dealer,)
        steps.append(Antes(due, for_table=not everyone))
    steps += [
        Deal(BEFORE_THE_DRAW, rule="draw.deal"),
        BettingRound(BEFORE_THE_DRAW, openers.opening, openers),
        Draw(BEFORE_THE_DRAW, most=rules.max_draw, record=openers),
        BettingRound(AFTER_THE_DRAW, openers.opening, openers),
        Show(openers),
    ]
    return Procedure(
        steps=steps,
        ending=openers,
        rules=("games.procedure", *plan.rules),
        parts=openers,
    )


JACKS_OR_BETTER: Final = GameOf(
    id="jacks_or_better",
    name="Jacks or Better",
    summary="Five-card draw: nobody opens without a pair of jacks or better; one draw; the "
    "opener proves his openers at the end.",
    family=Family.DRAW,
    house_rules=JacksRules(),
    procedure=jacks_hand,
    rules=("draw.deal", "jacks.openers", "draw.draw", "jacks.show-openers"),
)
