"""Each game's house rules: one frozen dataclass per game, each option a typed field.

RULES.md marks every point no source decides as a default and an option; these are those options,
with each game's defaults. The machinery that applies a caller's settings and describes the
options is :mod:`service.rules.games.options`; the choices of the options that are one game's
own are in :mod:`service.rules.games.house_rule_choices`.

>>> from service.rules.games.options import options_of, with_settings
>>> rules = with_settings(RAZZ, {"showing_tie": "position"})
>>> rules.showing_tie, rules.big_bets_from_fifth
(<ShowingTie.POSITION: 'position'>, True)
>>> [(o.name, o.default) for o in options_of(RAZZ)][-3:]
[('burn_cards', False), ('known_hands_show', False), ('face_up_all_in', False)]
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Final

from service.rules.betting.round import Structure
from service.rules.betting.streets import HeadsUpRaises, ShowingTie
from service.rules.cards import Rank
from service.rules.errors import RuleViolation
from service.rules.games.false_openers import FalseOpenersRule
from service.rules.games.house_rule_choices import (
    AnteBy,
    EmptyHandSidePot,
    MatchedPotAntes,
    PassedOut,
    Play,
)
from service.rules.games.options import HouseRules, option
from service.rules.pots.matching import OldManTie
from service.rules.pots.shares import FailedPigs, NoQualifyingLow, OddChipRule
from service.rules.pots.showdown import Game
from service.rules.ranking import RankingSystem

LOW_SYSTEMS: Final = tuple(s for s in RankingSystem if s != RankingSystem.HIGH)


_ODD_CHIP: Final = "Who gets an odd chip between tied hands."
_STRUCTURE: Final = "How much may be bet."
_HEADS_UP: Final = "The cap with two players."


def _bring_in(default: bool) -> Any:
    return option(
        default,
        rule="betting.bring-in",
        description="A forced bring-in on third street (the casino rule); false: the "
        "traditional game, in which the best hand showing opens every street.",
    )


def _showing_tie() -> Any:
    return option(
        ShowingTie.SUIT,
        rule="betting.first-to-act",
        description="Equal hands showing: the suit of the highest card, or the first from the "
        "dealer's left.",
    )


def _failed_pigs() -> Any:
    return option(
        FailedPigs.CARRY_OVER,
        rule="declare.failed-pigs-carry-over",
        description="When every declarer is a failed both: the pot stays for the next deal, or "
        "they share it.",
    )


def known_hands_show() -> Any:
    """The option of the games whose showdown is the plain one (stud, hold'em and Omaha, the
    blind draw games): whether a hand the referee has seen still shows or mucks in turn."""
    return option(
        False,
        rule="games.muck",
        description="At the showdown, hands whose cards were all sent (seen) still show or "
        "throw their hands away in turn, as at a table where nobody has seen them; a hand thrown "
        "away unshown gives up its claim. False: cards speak at once, and the hand is over "
        "when the betting is.",
    )


def face_up_all_in() -> Any:
    """The option of the games whose showdown is the plain one: whether every hand is tabled at
    a showdown with a player all in (TDA)."""
    return option(
        False,
        rule="games.face-up-all-in",
        description="At a showdown with a player all in, every hand still in is turned face up "
        "and none is thrown away (the tournament rule). False: each shows or throws his hand "
        "away in turn, as in a cash game.",
    )


def _may_duplicate() -> Any:
    return option(
        True,
        rule="wild.no-duplicates",
        description="A wild card may stand for a card already in the hand.",
    )


@dataclass(frozen=True, kw_only=True)
class BettingRules(HouseRules):
    """What every game with betting rounds decides: the structure, the cap, the odd chip."""

    structure: Structure = option(
        Structure.FIXED_LIMIT, rule="betting.amount", description=_STRUCTURE
    )
    heads_up_raises: HeadsUpRaises = option(
        HeadsUpRaises.UNLIMITED_IF_TWO_AT_START,
        rule="betting.cap",
        description=_HEADS_UP,
        structures=(Structure.FIXED_LIMIT,),
    )
    max_raises: int | None = option(
        3,
        rule="betting.cap",
        description="The raises allowed after the bet in a round; null for no cap. Robert's "
        "Rules allows three in games of three or more betting rounds, four in games of two "
        "(single-draw lowball and draw high).",
        minimum=1,
        maximum=10,
        structures=(Structure.FIXED_LIMIT,),
    )
    odd_chip: OddChipRule = option(
        OddChipRule.POSITION, rule="pots.odd-chip-position", description=_ODD_CHIP
    )

    def showdown(self, game: Game) -> Game:
        return replace(game, odd_chip=self.odd_chip)

    def check_raises(self) -> bool:
        """Whether a player who checked may raise later in a round (every game but limit
        ace-to-five lowball, RR)."""
        return True

    def straddle_sets_the_bet(self) -> bool:
        """Pot and no limit: whether a straddle is the smallest bet of every round, as a bigger
        big blind (RR No-Limit rule 2); only the blind games have straddles."""
        return False


@dataclass(frozen=True, kw_only=True)
class StudRules(BettingRules):
    """Seven-card stud and its family (RULES.md §4)."""

    forced_bring_in: bool = _bring_in(True)
    showing_tie: ShowingTie = _showing_tie()
    raise_at_least_last: bool = option(
        True,
        rule="betting.stud-limits",
        description="After a big bet, only big raises.",
        structures=(Structure.FIXED_LIMIT,),
    )
    big_bets_from_fifth: bool = option(
        False,
        structures=(Structure.FIXED_LIMIT,),
        rule="betting.stud-limits",
        description="Only big bets from fifth street (the casino rule; Razz doubles its limits "
        "at fifth).",
    )
    burn_cards: bool = option(
        False, rule="stud.burn-cards", description="The dealer burns a card before each street."
    )
    known_hands_show: bool = known_hands_show()
    face_up_all_in: bool = face_up_all_in()

    def bring_in_used(self) -> bool | None:
        return self.forced_bring_in


QUALIFIER: Final = (
    "A low must be this or better to win (8: eight-or-better); null for no qualifier."
)


@dataclass(frozen=True, kw_only=True)
class HighLowStudRules(StudRules):
    """Seven-card stud high-low, cards speak."""

    qualifier: int | None = option(
        8, rule="low.qualifier", description=QUALIFIER, minimum=5, maximum=13
    )

    def showdown(self, game: Game) -> Game:
        return replace(super().showdown(game), qualifier=self.qualifier)


@dataclass(frozen=True, kw_only=True)
class DeclareStudRules(StudRules):
    """Seven-card stud high-low with declarations."""

    failed_pigs: FailedPigs = _failed_pigs()

    def showdown(self, game: Game) -> Game:
        return replace(super().showdown(game), failed_pigs=self.failed_pigs)


@dataclass(frozen=True, kw_only=True)
class LowHoleRules(StudRules):
    """Low Hole: wild cards of each player's own, played high, low or high-low."""

    wild_may_duplicate: bool = _may_duplicate()
    play: Play = option(
        Play.HIGH,
        rule="stud.wild-ranks",
        description="Play for high, for low, or high-low cards speak.",
    )
    low_ranking: RankingSystem = option(
        RankingSystem.ACE_TO_FIVE,
        rule="low.ace-to-five",
        only=LOW_SYSTEMS,
        description="How low hands rank when the game is played low or high-low.",
    )
    qualifier: int | None = option(
        None, rule="low.qualifier", description=QUALIFIER, minimum=5, maximum=13
    )
    no_qualifying_low: NoQualifyingLow = option(
        NoQualifyingLow.SPLIT,
        rule="low.no-qualifying-low-split",
        description="Played for low only with a qualifier, a pot no hand qualifies for: its "
        "live players share it, or it stays for the next deal.",
    )

    def showdown(self, game: Game) -> Game:
        high = None if self.play == Play.LOW else RankingSystem.HIGH
        low = None if self.play == Play.HIGH else self.low_ranking
        wild = game.wild and replace(game.wild, may_duplicate=self.wild_may_duplicate)
        game = replace(super().showdown(game), high=high, low=low, wild=wild)
        return replace(game, qualifier=self.qualifier, no_qualifying_low=self.no_qualifying_low)


@dataclass(frozen=True, kw_only=True)
class WildStudRules(LowHoleRules):
    """Seven-card stud with agreed wild ranks."""

    wild_ranks: tuple[Rank, ...] = option(
        (Rank.TWO,), rule="stud.wild-ranks", description="The ranks the players agree are wild."
    )

    def showdown(self, game: Game) -> Game:
        game = super().showdown(game)
        return replace(
            game, wild=game.wild and replace(game.wild, ranks=frozenset(self.wild_ranks))
        )


@dataclass(frozen=True, kw_only=True)
class EnglishStudRules(StudRules):
    """English Stud: exchanges after fifth and sixth streets."""

    seventh_card: bool = option(
        False,
        rule="stud.english-seventh-card",
        description="A seventh card, face down, with five players or fewer.",
    )
    exchange_fee: int = option(
        0,
        rule="stud.english-fee",
        minimum=0,
        maximum=10**9,
        description="Chips paid to the pot for each exchange; not a bet.",
    )

    def check_table(self, seats: int) -> None:
        if self.seventh_card and seats > 5:
            raise RuleViolation(
                "stud.english-seventh-card",
                f"a seventh card is dealt only with five players or fewer, not {seats}",
                at=(("options", "seventh_card"),),
            )

    def cited(self) -> tuple[str, ...]:
        return (
            *(("stud.english-seventh-card",) if self.seventh_card else ()),
            *(("stud.english-fee",) if self.exchange_fee else ()),
        )


@dataclass(frozen=True, kw_only=True)
class AxeRules(StudRules):
    """Deuces and Jacks and the Man with the Axe: payments for exposed wild cards and sevens."""

    forced_bring_in: bool = _bring_in(False)
    wild_may_duplicate: bool = _may_duplicate()
    wild_card_payment: int = option(
        1,
        rule="stud.axe-payments",
        minimum=0,
        maximum=100,
        description="Antes paid for each wild card dealt face up.",
    )
    seven_payment: int = option(
        5,
        rule="stud.axe-payments",
        minimum=0,
        maximum=100,
        description="Antes paid for each seven dealt face up.",
    )

    def showdown(self, game: Game) -> Game:
        game = super().showdown(game)
        wild = game.wild and replace(game.wild, may_duplicate=self.wild_may_duplicate)
        return replace(game, wild=wild)


@dataclass(frozen=True, kw_only=True)
class JacksRules(BettingRules):
    """Jacks or Better (RULES.md §2)."""

    ante_by: AnteBy = option(
        AnteBy.DEALER,
        rule="draw.ante",
        description="Who antes: the dealer for the table (the classic rule), or every player.",
    )
    passed_out: PassedOut = option(
        PassedOut.NEW_DEALER_ANTES,
        rule="jacks.passed-out",
        description="Nobody opens: the deal passes and is anted as every deal is, the new "
        "dealer adding one ante for the table (the classic rule; where every player antes, each "
        "does again); every player antes again, even where the dealer antes for the table; or "
        "the hands are kept and played as lowball.",
    )
    false_openers: FalseOpenersRule = option(
        FalseOpenersRule.S1,
        rule="jacks.false-openers-admitted",
        description="A false opener owning up in the first round: the classic reading (the "
        "others take their chips back) or Robert's Rules' (the pot plays).",
    )
    max_draw: int = option(
        5, rule="draw.draw", minimum=1, maximum=5, description="The most cards a player may draw."
    )
    low_ranking: RankingSystem = option(
        RankingSystem.ACE_TO_FIVE,
        rule="low.ace-to-five",
        only=LOW_SYSTEMS,
        description="How low hands rank when a passed-out deal is played as lowball.",
    )


@dataclass(frozen=True, kw_only=True)
class EliminationRules(BettingRules):
    """Elimination (RULES.md §1)."""

    failed_pigs: FailedPigs = _failed_pigs()
    empty_hand_side_pot: EmptyHandSidePot = option(
        EmptyHandSidePot.PLAY_ON,
        rule="elimination.side-pot",
        description="A side pot the player who lost every card is not in (he was all in for "
        "less): its players play on for it as if he had left (reveals, betting, declarations), "
        "or declare for it at once on the cards they hold.",
    )

    def showdown(self, game: Game) -> Game:
        return replace(super().showdown(game), failed_pigs=self.failed_pigs)


@dataclass(frozen=True, kw_only=True)
class OldManRules(HouseRules):
    """Old Man (RULES.md §5)."""

    showing_tie: ShowingTie = _showing_tie()
    wild_may_duplicate: bool = _may_duplicate()
    match_cap: int | None = option(
        None,
        rule="old_man.match-cap",
        minimum=1,
        maximum=10**9,
        description="The most a losing go matches; null for no cap.",
    )
    last_hand: bool = option(
        False,
        rule="old_man.last-hand",
        description="The last hand of the game: losing goes pay the winners instead of "
        "matching, and a pot the old man keeps is divided among the players.",
    )
    old_man_tie: OldManTie = option(
        OldManTie.OLD_MAN,
        rule="old_man.old-man-tie",
        description="A go who ties the old man's hand: loses (the old man wins ties) or wins.",
    )
    matched_pot_antes: MatchedPotAntes = option(
        MatchedPotAntes.NONE,
        rule="old_man.matched-pot",
        description="A hand played for a matched pot (the chips the losing goes matched): no "
        "antes at all, or only the antes to stay in.",
    )

    def showdown(self, game: Game) -> Game:
        wild = game.wild and replace(game.wild, may_duplicate=self.wild_may_duplicate)
        return replace(game, wild=wild)


RAZZ: Final = StudRules(big_bets_from_fifth=True)
LONDON_LOWBALL: Final = StudRules(structure=Structure.POT_LIMIT, big_bets_from_fifth=True)
