"""The house rules of the games dealt with blinds from a button (RULES.md §7): hold'em, short
deck, Omaha, the draw games; how the big blind antes for the table, what a straddle's least
raise is, and short deck's order of three of a kind and a straight.

>>> from service.rules.games.options import options_of
>>> [o.name for o in options_of(SHORT_DECK_RULES)][-3:]
['known_hands_show', 'face_up_all_in', 'trips_beat_straight']
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Final

from service.rules.betting.round import Structure
from service.rules.games.house_rules import (
    QUALIFIER,
    BettingRules,
    face_up_all_in,
    known_hands_show,
)
from service.rules.games.options import option
from service.rules.pots.showdown import Game
from service.rules.ranking import OtherSystem


class ShortBigBlind(StrEnum):
    """What a big blind short of both his blind and the table's ante posts first."""

    BLIND_FIRST = "blind_first"
    """TDA 2024 RP-11: the big blind first, the rest to the ante."""
    ANTE_FIRST = "ante_first"
    """The ante first (TDA 2019 to 2022, and pokerkit), the rest to the blind."""


class StraddleRaise(StrEnum):
    """The least raise over a straddle in pot and no limit."""

    STRADDLE = "straddle"
    """The straddle plays as the big blind: a raise adds at least the straddle."""
    LAST_INCREMENT = "last_increment"
    """A raise adds at least the straddle's raise over the blind before it (pokerkit)."""


@dataclass(frozen=True, kw_only=True)
class BlindGameRules(BettingRules):
    """A game played with blinds from the button (RULES.md §7): hold'em, Omaha, the draw games."""

    big_blind_ante: bool = option(
        False,
        rule="betting.big-blind-ante",
        description="When the stakes have an ante, the big blind pays it for the whole table as "
        "dead money (TDA RP-11): stakes.ante is then the table's whole ante, posted once (ante 2 "
        "at six seats is 2 in all); false: each player antes stakes.ante.",
    )
    short_big_blind: ShortBigBlind = option(
        ShortBigBlind.BLIND_FIRST,
        rule="betting.big-blind-ante",
        description="A big blind who antes for the table and cannot cover both: his blind "
        "first (TDA 2024), or the ante first.",
    )
    straddle_raise: StraddleRaise = option(
        StraddleRaise.STRADDLE,
        structures=(Structure.POT_LIMIT, Structure.NO_LIMIT),
        rule="betting.blinds",
        description="Pot and no limit: a straddle plays as the big blind (a raise over it adds "
        "at least the straddle, and it is the smallest bet of every later round, as Robert's "
        "Rules has it), or it is only a blind raise: a raise over it adds at least its raise "
        "over the blind before it, and the smallest bet stays the big blind (as hand histories "
        "in PHH are played).",
    )
    known_hands_show: bool = known_hands_show()
    face_up_all_in: bool = face_up_all_in()

    def sevens(self) -> bool:
        """Whether limit ace-to-five lowball's sevens rule is played (RR)."""
        return False

    def straddle_sets_the_bet(self) -> bool:
        return self.straddle_raise == StraddleRaise.STRADDLE


@dataclass(frozen=True, kw_only=True)
class HighLowBlindRules(BlindGameRules):
    """A blind game split high and low (Omaha high-low eight or better)."""

    qualifier: int | None = option(
        8, rule="low.qualifier", description=QUALIFIER, minimum=5, maximum=13
    )

    def showdown(self, game: Game) -> Game:
        return replace(super().showdown(game), qualifier=self.qualifier)


@dataclass(frozen=True, kw_only=True)
class ShortDeckRules(BlindGameRules):
    """Short-deck hold'em: where three of a kind ranks against a straight."""

    trips_beat_straight: bool = option(
        False,
        rule="high.short-deck-trips",
        description="Three of a kind beats a straight, as some houses rank short deck; false: "
        "a straight beats three of a kind, as in high poker (and in PHH's short deck).",
    )

    def showdown(self, game: Game) -> Game:
        if not self.trips_beat_straight:
            return super().showdown(game)
        return replace(super().showdown(game), high=OtherSystem.SHORT_DECK_TRIPS)


@dataclass(frozen=True, kw_only=True)
class AceToFiveDrawRules(BlindGameRules):
    """Ace-to-five lowball draw: in fixed limit, no check-raise and the sevens rule (RR
    Ace-to-Five Lowball)."""

    check_raise: bool = option(
        False,
        structures=(Structure.FIXED_LIMIT,),
        rule="betting.check",
        description="Fixed limit: a player who checked may raise later in the same betting "
        "round (a check-raise); false, as Robert's Rules play limit ace-to-five lowball: he may "
        "only call or fold.",
    )

    sevens_rule: bool = option(
        True,
        structures=(Structure.FIXED_LIMIT,),
        rule="lowball.sevens",
        description="Fixed limit: a seven or better checked after the draw wins no action "
        "after it, only the pot as it stood before the draw (the sevens rule, which Robert's "
        "Rules assume in limit play); false: a check costs nothing.",
    )

    def check_raises(self) -> bool:
        return self.check_raise or self.structure != Structure.FIXED_LIMIT

    def sevens(self) -> bool:
        return self.sevens_rule and self.structure == Structure.FIXED_LIMIT


NO_LIMIT_BLINDS: Final = BlindGameRules(structure=Structure.NO_LIMIT)
SHORT_DECK_RULES: Final = ShortDeckRules(structure=Structure.NO_LIMIT)
POT_LIMIT_BLINDS: Final = BlindGameRules(structure=Structure.POT_LIMIT)
FIXED_LIMIT_BLINDS: Final = BlindGameRules()
ACE_TO_FIVE_DRAW_RULES: Final = AceToFiveDrawRules()
