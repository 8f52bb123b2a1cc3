"""Texas hold'em (RULES.md §7; RR Hold'em, Button and Blind Use): two cards down to each player,
the blinds from the button's left, then the flop, the turn and the river on the board, each with
a betting round; best five of the seven.

Fixed limit bets the small bet before the flop and on it, the big bet on the turn and the river;
pot and no limit bet at least the big blind. Before the flop the first to act is left of the big
blind (or the last straddle); afterwards the first live player left of the button, so heads-up
the button acts first before the flop and last after it.

>>> from service.rules.games.table import Setup, configure
>>> setup = Setup(stacks=(100, 100, 100), dealer=0, small_bet=2, blinds=(1, 2))
>>> [step.phase.value for step in configure(TEXAS_HOLDEM, setup).procedure().steps][:4]
['deal', 'bet', 'deal', 'bet']
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from service.rules.decks import SHORT_DECK
from service.rules.games.blind_rules import (
    NO_LIMIT_BLINDS,
    POT_LIMIT_BLINDS,
    SHORT_DECK_RULES,
    BlindGameRules,
    HighLowBlindRules,
)
from service.rules.games.blind_steps import blind_antes, blinds_opening
from service.rules.games.endings import CardsSpeak
from service.rules.games.kinds import Procedure, Step
from service.rules.games.spec import Family, GameOf, Street
from service.rules.games.steps.betting import BettingRound, LeftOfDealer, flat_stakes
from service.rules.games.steps.board import Board
from service.rules.games.steps.deal import Deal
from service.rules.games.steps.show import Show
from service.rules.ranking import OtherSystem, RankingSystem
from service.rules.ranking.exact import OMAHA as TWO_PLUS_THREE
from service.rules.ranking.hole import Hole

if TYPE_CHECKING:
    from service.rules.games.table import Plan

PRE_FLOP: Final = Street(number=1, name="pre-flop", down=2)
FLOP: Final = Street(number=2, name="the flop", up=3)
TURN: Final = Street(number=3, name="the turn", up=1)
RIVER: Final = Street(number=4, name="the river", up=1)
"""The board's streets: ``up`` is the cards turned face up in the centre."""


_TWO_DOWN: Final = Hole(2, "holdem.deal")
_FOUR_DOWN: Final = Hole(4, "omaha.deal")
"""Each player's own cards in hold'em and in Omaha, and the rule that deals them."""


def board_game(rules: BlindGameRules, plan: Plan) -> Procedure:
    """A hand of a board game: its own cards down (:attr:`GameOf.hole`: two, or four in
    Omaha), blinds, the flop, the turn and the river."""
    hole = plan.game.hole or _TWO_DOWN
    small, big = flat_stakes(rules, plan), flat_stakes(rules, plan, big=True)
    steps: list[Step] = [*blind_antes(rules, plan)]
    pre_flop = Street(number=1, name=PRE_FLOP.name, down=hole.count)
    steps += [
        Deal(pre_flop, rule=hole.rule),
        BettingRound(pre_flop, blinds_opening(rules, plan)),
        Board(FLOP),
        BettingRound(FLOP, LeftOfDealer(small)),
        Board(TURN),
        BettingRound(TURN, LeftOfDealer(big)),
        Board(RIVER),
        BettingRound(RIVER, LeftOfDealer(big)),
        Show(every_hand=rules.known_hands_show, face_up_all_in=rules.face_up_all_in),
    ]
    return Procedure(
        steps=steps,
        ending=CardsSpeak(plan.showdown_game),
        rules=("games.procedure", *plan.rules),
        deck=plan.game.deck,
    )


TEXAS_HOLDEM: Final = GameOf(
    id="texas_holdem",
    name="Texas hold'em",
    summary="Two cards down each, five on the board (the flop, the turn, the river); blinds; "
    "best five of seven. No limit by default; pot and fixed limit by option.",
    family=Family.BOARD,
    max_players=10,
    blinds=True,
    house_rules=NO_LIMIT_BLINDS,
    hole=_TWO_DOWN,
    procedure=board_game,
    rules=("holdem.deal", "holdem.board", "betting.blinds", "high.categories"),
)

SHORT_DECK_HOLDEM: Final = GameOf(
    id="short_deck_holdem",
    name="Short-deck hold'em",
    summary="Hold'em with the 36 cards from six to ace: A-6-7-8-9 is the lowest straight and a "
    "flush beats a full house. No limit; blinds, antes, or a blind on the button alone.",
    family=Family.BOARD,
    max_players=9,
    blinds=True,
    high=OtherSystem.SHORT_DECK,
    deck=SHORT_DECK,
    house_rules=SHORT_DECK_RULES,
    hole=_TWO_DOWN,
    procedure=board_game,
    rules=("holdem.deal", "holdem.board", "betting.blinds", "high.short-deck", "cards.deck"),
)


OMAHA: Final = GameOf(
    id="omaha",
    name="Omaha",
    summary="Four cards down each, five on the board; each hand is exactly two of its own "
    "cards and three of the board's. Pot limit by default.",
    family=Family.BOARD,
    max_players=10,
    blinds=True,
    use=TWO_PLUS_THREE,
    house_rules=POT_LIMIT_BLINDS,
    hole=_FOUR_DOWN,
    procedure=board_game,
    rules=("omaha.deal", "hands.exact-counts", "holdem.board", "betting.blinds"),
)
OMAHA_HIGH_LOW: Final = GameOf(
    id="omaha_high_low",
    name="Omaha high-low, eight or better",
    summary="Omaha split between the best high and the best ace-to-five low of eight or "
    "better, each of exactly two own cards and three of the board; fixed limit by default.",
    family=Family.BOARD,
    max_players=10,
    blinds=True,
    use=TWO_PLUS_THREE,
    low=RankingSystem.ACE_TO_FIVE,
    qualifier=8,
    house_rules=HighLowBlindRules(),
    hole=_FOUR_DOWN,
    procedure=board_game,
    rules=("omaha.deal", "hands.exact-counts", "pots.halves", "low.qualifier", "betting.blinds"),
)

BOARD_GAMES: Final = (TEXAS_HOLDEM, SHORT_DECK_HOLDEM, OMAHA, OMAHA_HIGH_LOW)
"""The board games, in the order of the catalogue."""
