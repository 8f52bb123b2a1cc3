"""What every game played with blinds lays out the same way, as its house rules say: the antes
(everyone's, or the big blind's for the table) and the first round's blinds and straddles."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from service.rules.games.blind_rules import (
    BlindGameRules,
    ShortBigBlind,
    StraddleRaise,
)
from service.rules.games.kinds import Step
from service.rules.games.steps.antes import blind_game_antes
from service.rules.games.steps.betting import Blinds, flat_stakes

if TYPE_CHECKING:
    from service.rules.games.table import Plan


def blind_antes(rules: BlindGameRules, plan: Plan) -> list[Step]:
    """The antes before the deal, if the stakes have one."""
    return list(
        blind_game_antes(
            plan,
            by_big_blind=rules.big_blind_ante,
            blind_first=rules.short_big_blind == ShortBigBlind.BLIND_FIRST,
        )
    )


def blinds_opening(rules: BlindGameRules, plan: Plan) -> Blinds:
    """The first round's opening: the blinds and straddles posted, the least raise over them.
    Its bet is the big blind, a straddle a live raise over it, even where a straddle is the
    smallest bet of the later rounds."""
    stakes = replace(flat_stakes(rules, plan), bet=plan.setup.small_bet)
    return Blinds(stakes, straddle_increment=rules.straddle_raise == StraddleRaise.LAST_INCREMENT)
