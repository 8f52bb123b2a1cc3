"""The draw games dealt with blinds (RULES.md §7; RR Draw High, Lowball, The Joker): five cards
down to each player (four in badugi), the blinds from the button's left, then one or three draws,
each followed by a betting round.

Before the first draw the first to act is left of the big blind; afterwards, and in the draws,
the first live player left of the button. Fixed limit bets the small bet in the first two rounds
and the big bet after (a single draw game: the small bet before the draw, the big bet after).
When the stub cannot cover a draw, the discards are shuffled into a new stub
(:mod:`service.rules.games.steps.draw`). Jacks or Better, the draw game with openers and antes,
is :mod:`service.rules.games.draw`.

>>> from service.rules.games.table import Setup, configure
>>> setup = Setup(stacks=(100, 100), dealer=0, small_bet=2, blinds=(1, 2))
>>> [step.phase.value for step in configure(DEUCE_TO_SEVEN_TRIPLE, setup).procedure().steps]
['deal', 'bet', 'draw', 'bet', 'draw', 'bet', 'draw', 'bet', 'show']
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from service.rules.decks import Deck
from service.rules.games.blind_rules import (
    ACE_TO_FIVE_DRAW_RULES,
    FIXED_LIMIT_BLINDS,
    NO_LIMIT_BLINDS,
    BlindGameRules,
)
from service.rules.games.blind_steps import blind_antes, blinds_opening
from service.rules.games.endings import CardsSpeak
from service.rules.games.kinds import Procedure, Step
from service.rules.games.sevens import SevensRule
from service.rules.games.spec import Family, GameOf, Street
from service.rules.games.steps.betting import BettingRound, LeftOfDealer, flat_stakes
from service.rules.games.steps.deal import Deal
from service.rules.games.steps.draw import Draw
from service.rules.games.steps.show import Show
from service.rules.ranking import OtherSystem, RankingSystem
from service.rules.ranking.wild import JokerRule, WildRule

if TYPE_CHECKING:
    from service.rules.games.table import Plan

_ROUNDS: Final = ("before the draw", "after the first draw", "after the second draw",
                  "after the third draw")  # fmt: skip


def draw_game(rules: BlindGameRules, plan: Plan, *, cards: int, draws: int) -> Procedure:
    """A hand of a blind draw game: ``cards`` down, then ``draws`` draws."""
    setup = plan.setup
    names = _ROUNDS if draws > 1 else ("before the draw", "after the draw")
    streets = [Street(number=k + 1, name=names[k]) for k in range(draws + 1)]
    streets[0] = Street(number=1, name=names[0], down=cards)
    steps: list[Step] = [*blind_antes(rules, plan)]
    small = flat_stakes(rules, plan)
    opening = (
        blinds_opening(rules, plan) if setup.blinds else LeftOfDealer(small)
    )  # antes alone: no blinds
    steps += [Deal(streets[0], rule="draw.blind-deal"), BettingRound(streets[0], opening)]
    for k, street in enumerate(streets[1:], start=1):
        # Triple draw: small bets in the first two rounds (RULES.md §7); single: big after it.
        big = k >= 2 if draws > 1 else True
        steps += [
            Draw(streets[k - 1], most=cards, folded_to_stub=True),
            BettingRound(street, LeftOfDealer(flat_stakes(rules, plan, big=big))),
        ]
    steps.append(Show(every_hand=rules.known_hands_show, face_up_all_in=rules.face_up_all_in))
    return Procedure(
        steps=steps,
        ending=(SevensRule if rules.sevens() else CardsSpeak)(plan.showdown_game),
        rules=("games.procedure", *plan.rules),
        deck=plan.game.deck,
    )


def single_draw(rules: BlindGameRules, plan: Plan) -> Procedure:
    """Five cards, one draw."""
    return draw_game(rules, plan, cards=5, draws=1)


def triple_draw(rules: BlindGameRules, plan: Plan) -> Procedure:
    """Five cards, three draws."""
    return draw_game(rules, plan, cards=5, draws=3)


def badugi_hand(rules: BlindGameRules, plan: Plan) -> Procedure:
    """Four cards, three draws."""
    return draw_game(rules, plan, cards=4, draws=3)


FIVE_CARD_DRAW: Final = GameOf(
    id="five_card_draw",
    name="Five-card draw",
    summary="Five cards down, blinds (or antes alone), one draw; high hand wins. No openers "
    "(Jacks or Better is the game with openers). Fixed limit by default.",
    family=Family.DRAW,
    max_players=8,
    blinds=True,
    antes_instead=True,
    house_rules=FIXED_LIMIT_BLINDS,
    procedure=single_draw,
    rules=("draw.blind-deal", "draw.draw", "betting.blinds", "high.categories"),
)
ACE_TO_FIVE_DRAW: Final = GameOf(
    id="ace_to_five_draw",
    name="Ace-to-five lowball draw (California lowball)",
    summary="Five cards down from a pack with the joker, blinds, one draw; the lowest "
    "ace-to-five hand wins; the joker is the lowest card the hand lacks.",
    family=Family.DRAW,
    max_players=8,
    blinds=True,
    high=None,
    low=RankingSystem.ACE_TO_FIVE,
    wild=WildRule(jokers=JokerRule.WILD),
    deck=Deck(jokers=1),
    house_rules=ACE_TO_FIVE_DRAW_RULES,
    procedure=single_draw,
    rules=("draw.blind-deal", "draw.draw", "betting.blinds", "low.ace-to-five", "lowball.joker"),
)
DEUCE_TO_SEVEN_SINGLE: Final = GameOf(
    id="deuce_to_seven_single_draw",
    name="Deuce-to-seven single draw (Kansas City lowball)",
    summary="Five cards down, blinds, one draw; the lowest deuce-to-seven hand wins (straights "
    "and flushes count against it, the ace is high). No limit by default.",
    family=Family.DRAW,
    max_players=8,
    blinds=True,
    high=None,
    low=RankingSystem.DEUCE_TO_SEVEN,
    house_rules=NO_LIMIT_BLINDS,
    procedure=single_draw,
    rules=("draw.blind-deal", "draw.draw", "betting.blinds", "low.deuce-to-seven"),
)
DEUCE_TO_SEVEN_TRIPLE: Final = GameOf(
    id="deuce_to_seven_triple_draw",
    name="Deuce-to-seven triple draw",
    summary="Five cards down, blinds, three draws; the lowest deuce-to-seven hand wins. Fixed "
    "limit: small bets in the first two rounds, big bets in the last two.",
    family=Family.DRAW,
    max_players=8,
    blinds=True,
    high=None,
    low=RankingSystem.DEUCE_TO_SEVEN,
    house_rules=FIXED_LIMIT_BLINDS,
    procedure=triple_draw,
    rules=("draw.blind-deal", "draw.draw", "betting.blinds", "low.deuce-to-seven"),
)

BADUGI: Final = GameOf(
    id="badugi",
    name="Badugi",
    summary="Four cards down, blinds, three draws; only cards of different ranks and suits "
    "play, more of them beat fewer, then the lowest wins. Fixed limit: small bets in the first "
    "two rounds, big bets in the last two.",
    family=Family.DRAW,
    max_players=8,
    blinds=True,
    high=None,
    low=OtherSystem.BADUGI,
    house_rules=FIXED_LIMIT_BLINDS,
    procedure=badugi_hand,
    rules=("draw.blind-deal", "draw.draw", "betting.blinds", "badugi.ranking"),
)

DRAW_GAMES: Final = (
    FIVE_CARD_DRAW,
    ACE_TO_FIVE_DRAW,
    DEUCE_TO_SEVEN_SINGLE,
    DEUCE_TO_SEVEN_TRIPLE,
    BADUGI,
)
"""The blind draw games, in the order of the catalogue."""
