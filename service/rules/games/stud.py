"""The seven-card stud family (RULES.md §4; S3): ten games, one procedure.

Antes; for each street its deal and its betting round, the bring-in or the best hand showing
opening; English Stud's exchanges; declarations in the declare game; the showdown. What one game
adds is a parameter of a step: Aces, Straights and Flushes' centre joker, the Man with the Axe's
payments for cards dealt face up, Low Hole's wild ranks of one seat.

>>> from service.rules.games.table import Setup, configure
>>> setup = Setup(stacks=(100, 100), dealer=0, ante=1, bring_in=2, small_bet=5)
>>> [step.phase.value for step in configure(RAZZ, setup).procedure().steps][:4]
['ante', 'deal', 'bet', 'deal']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache
from typing import TYPE_CHECKING, Final

from service.rules.betting.round import Stakes
from service.rules.betting.streets import StudStreet, stud_round
from service.rules.cards import JOKER, Card, Rank, Suit
from service.rules.decks import Deck
from service.rules.games.endings import CardsSpeak
from service.rules.games.events import BETTING_MOVES
from service.rules.games.house_rules import (
    LONDON_LOWBALL,
    AxeRules,
    DeclareStudRules,
    EnglishStudRules,
    HighLowStudRules,
    LowHoleRules,
    StudRules,
    WildStudRules,
)
from service.rules.games.house_rules import (
    RAZZ as RAZZ_RULES,
)
from service.rules.games.kinds import Procedure, Step
from service.rules.games.spec import (
    FIFTH,
    FOURTH,
    SEVEN_STREETS,
    SEVENTH,
    SIXTH,
    THIRD,
    Family,
    GameOf,
    Street,
)
from service.rules.games.steps.antes import Antes
from service.rules.games.steps.betting import BettingRound
from service.rules.games.steps.deal import Deal, Stub
from service.rules.games.steps.declare import Declare
from service.rules.games.steps.exchange import Exchange
from service.rules.games.steps.show import Show
from service.rules.ranking import RankingSystem
from service.rules.ranking.wild import JokerRule, WildRule

if TYPE_CHECKING:
    from service.rules.games.engine import Engine
    from service.rules.games.steps.deal import DealPayments
    from service.rules.games.table import Plan

_ACE_LOW: Final = (RankingSystem.ACE_TO_FIVE, RankingSystem.ACE_TO_SIX)


class StudOpening:
    """A stud street's opener (the bring-in, or the best hand showing) and its stakes."""

    moves = frozenset(BETTING_MOVES)

    def __init__(self, street: StudStreet) -> None:
        self.street = street

    def open(self, hand: Engine, _street: Street) -> tuple[int, Stakes]:
        live = [not f for f in hand.folded]
        board = hand.board()  # a community card, or a centre card everyone plays with
        showing = [[*up, *board] for up in hand.up] if board else hand.up
        hand.cite("betting.first-to-act", "betting.stud-limits")
        unknown = {s for s, count in enumerate(hand.unknown_up) if count and live[s]}
        if not unknown or len(unknown) == len(hand.live()):
            hand.openers = frozenset(unknown)
            return stud_round(self.street, showing, live, hand.plan.setup.dealer)
        # An up card nobody recorded could put its seat first: the first among the others, or
        # any such seat, may open (the record says which did).
        known = [alive and s not in unknown for s, alive in enumerate(live)]
        first, stakes = stud_round(self.street, showing, known, hand.plan.setup.dealer)
        hand.openers = frozenset(unknown)
        return first, stakes


def stud_hand(rules: StudRules, plan: Plan) -> Procedure:
    """A hand of a seven-card stud game."""
    return _stud(rules, plan, SEVEN_STREETS)


def aces_straights_flushes_hand(rules: StudRules, plan: Plan) -> Procedure:
    """Six cards each: two down, three up, one down; the centre joker is everyone's seventh."""
    return _stud(rules, plan, (THIRD, FOURTH, FIFTH, replace(SIXTH, up=0, down=1)))


def english_hand(rules: EnglishStudRules, plan: Plan) -> Procedure:
    """English Stud: an exchange after fifth and sixth streets' betting, then a final round,
    dealt a seventh card with five players or fewer (option)."""
    last = (
        replace(SEVENTH, name="seventh street")
        if rules.seventh_card
        else Street(number=7, name="final betting")
    )
    return _stud(
        rules, plan, (THIRD, FOURTH, FIFTH, SIXTH, last), exchanges=(5, 6), fee=rules.exchange_fee
    )


def axe_hand(rules: AxeRules, plan: Plan) -> Procedure:
    """Deuces and Jacks and the Man with the Axe: antes paid for cards dealt face up."""
    return _stud(rules, plan, SEVEN_STREETS, payments=AxePayments(rules, _AXE_WILD))


def _stud(
    rules: StudRules,
    plan: Plan,
    streets: Sequence[Street],
    *,
    exchanges: tuple[int, ...] = (),
    fee: int = 0,
    payments: DealPayments | None = None,
) -> Procedure:
    setup, game = plan.setup, plan.game
    openings = _openings(rules, plan.big_bet, setup.small_bet, setup.bring_in,
                         _low_conventions(plan), plan.high is not None and plan.low is not None,
                         tuple(streets), plan.low in _ACE_LOW, plan.showdown_game.wild)  # fmt: skip
    stub = Stub(burn_cards=rules.burn_cards)
    steps: list[Step] = [Antes(tuple(range(len(setup.stacks))))] if setup.ante else []
    for street, opening in zip(streets, openings, strict=True):
        if street.down or street.up:
            steps.append(Deal(street, stub=stub, payments=payments))
        steps.append(BettingRound(street, opening))
        if street.number in exchanges:
            steps.append(Exchange(street, fee=fee))
    if game.declare:
        steps.append(Declare())
    steps.append(Show(every_hand=rules.known_hands_show, face_up_all_in=rules.face_up_all_in))
    return Procedure(
        steps=steps,
        ending=CardsSpeak(plan.showdown_game),
        rules=("games.procedure", *plan.rules),
        seat_wild=game.seat_wild,
        deck=game.deck,
        centre=game.centre,
    )


def _low_conventions(plan: Plan) -> bool:
    """Razz and London lowball, and any stud game played for low only: the highest card brings
    in, the lowest hand showing acts first."""
    return plan.high is None and plan.low is not None


@lru_cache(maxsize=256)
def _openings(  # noqa: PLR0917 - the whole of what decides a stud street's betting
    rules: StudRules,
    big_bet: int,
    small_bet: int,
    bring_in: int | None,
    low: bool,
    high_low: bool,
    streets: tuple[Street, ...],
    ace_low: bool,
    wild: WildRule | None,
) -> tuple[StudOpening, ...]:
    """Each street's opening, made once for each form of the game: every hand replayed starts
    by laying out its steps, and these depend on nothing else."""
    return tuple(
        StudOpening(
            StudStreet(
                street=street.number,
                small_bet=small_bet,
                big_bet=big_bet,
                bring_in=bring_in if rules.forced_bring_in else None,
                low=low,
                ace_low=ace_low,
                wild=wild,
                high_low=high_low,
                big_bets_from_fifth=rules.big_bets_from_fifth,
                heads_up_raises=rules.heads_up_raises,
                max_raises=rules.max_raises,
                showing_tie=rules.showing_tie,
                raise_at_least_last=rules.raise_at_least_last,
                structure=rules.structure,
            )
        )
        for street in streets
    )


class AxePayments:
    """The Man with the Axe: antes for each wild card and each seven dealt face up (S3)."""

    def __init__(self, rules: AxeRules, wild: WildRule) -> None:
        self.rules, self.wild = rules, wild

    def dealt(self, hand: Engine, seat: int, up: Sequence[Card]) -> None:
        rules, ante = self.rules, hand.plan.setup.ante
        for card in up:
            if self.wild.kind_of(card) == "wild":
                due, why = rules.wild_card_payment * ante, f"wild card {card} up"
            elif card.rank == Rank.SEVEN:
                due, why = rules.seven_payment * ante, f"seven {card} up"
            else:
                continue
            hand.pay(seat, min(due, hand.stacks[seat]), why, "stud.axe-payments", to_pot=True)


class LowHoleWild:
    """Low Hole: each seat's lowest hole card, and all his cards of that rank, are wild for him
    only (S3)."""

    def wild_ranks(self, hand: Engine, seat: int) -> tuple[Rank | None, Rank | None]:
        """The seat's wild rank for high and for low; None while a hole card is hidden.

        For high the ace is high, so the lowest hole card is the lowest non-ace one, and in a
        high game whose hole cards are all aces, aces. With ace-low ranking an ace in the hole
        is the lowest card for low, and it makes aces wild "for the purpose of low hands but not
        for high hands" (S3 Low Hole): with nothing but aces in the hole, high has no wild rank
        (RULES.md §4 Low Hole).
        """
        hole = hand.down[seat]
        if not hole or any(not isinstance(c, Card) for c in hole):
            return None, None
        ranks = [c.rank for c in hole if isinstance(c, Card)]
        high: Rank | None = min(ranks)
        ace_low = hand.plan.low in _ACE_LOW and Rank.ACE in ranks
        low = Rank.ACE if ace_low else high
        if ace_low and high == Rank.ACE:
            high = None
        return (high if hand.plan.high else None), (low if hand.plan.low else None)


_AXE_WILD: Final = WildRule(
    ranks=frozenset({Rank.TWO, Rank.JACK}),
    cards=frozenset({Card(Rank.KING, Suit.DIAMONDS)}),
    natural_pair=Rank.SEVEN,
)

SEVEN_CARD_STUD: Final = GameOf(
    id="seven_card_stud",
    name="Seven-card stud",
    summary="Two down and one up, then three up and one down; best five of seven, high.",
    family=Family.STUD,
    house_rules=StudRules(),
    procedure=stud_hand,
    rules=("stud.deal", "high.categories"),
)
SEVEN_CARD_STUD_HIGH_LOW: Final = GameOf(
    id="seven_card_stud_high_low",
    name="Seven-card stud high-low, eight or better",
    summary="Cards speak: best high and best ace-to-five low of eight or better split "
    "the pot; with no qualifying low, high scoops.",
    family=Family.STUD,
    low=RankingSystem.ACE_TO_FIVE,
    qualifier=8,
    house_rules=HighLowStudRules(),
    procedure=stud_hand,
    rules=("stud.deal", "pots.halves", "low.qualifier"),
)
SEVEN_CARD_STUD_DECLARE: Final = GameOf(
    id="seven_card_stud_declare",
    name="Seven-card stud high-low with declare",
    summary="After the last betting round each player declares high, low or both.",
    family=Family.STUD,
    low=RankingSystem.ACE_TO_FIVE,
    declare=True,
    house_rules=DeclareStudRules(),
    procedure=stud_hand,
    rules=("stud.deal", "stud.declare", "declare.both-must-win"),
)
RAZZ: Final = GameOf(
    id="razz",
    name="Razz",
    summary="Seven-card stud for ace-to-five low only.",
    family=Family.STUD,
    high=None,
    low=RankingSystem.ACE_TO_FIVE,
    house_rules=RAZZ_RULES,
    procedure=stud_hand,
    rules=("stud.deal", "stud.razz", "low.ace-to-five"),
)
LONDON: Final = GameOf(
    id="london_lowball",
    name="London lowball",
    summary="Seven-card stud for ace-to-six low only, pot limit by default.",
    family=Family.STUD,
    high=None,
    low=RankingSystem.ACE_TO_SIX,
    house_rules=LONDON_LOWBALL,
    procedure=stud_hand,
    rules=("stud.deal", "stud.london-lowball", "low.ace-to-six"),
)
WILD_CARD_STUD: Final = GameOf(
    id="wild_card_stud",
    name="Seven-card stud with wild cards",
    summary="Seven-card stud with agreed wild ranks (deuces by default), high, low or high-low.",
    family=Family.STUD,
    wild=WildRule(),
    house_rules=WildStudRules(),
    procedure=stud_hand,
    rules=("stud.deal", "stud.wild-ranks", "wild.fully-wild"),
)
LOW_HOLE: Final = GameOf(
    id="low_hole",
    name="Low Hole",
    summary="Each player's lowest face-down card, and all his cards of that rank, are "
    "wild for him only.",
    family=Family.STUD,
    wild=WildRule(),
    seat_wild=LowHoleWild(),
    house_rules=LowHoleRules(),
    procedure=stud_hand,
    rules=("stud.deal", "stud.low-hole", "wild.per-player"),
)
ENGLISH_STUD: Final = GameOf(
    id="english_stud",
    name="English Stud",
    summary="Stud with a card exchange after fifth and sixth streets' betting, then a "
    "final betting round; at most six players.",
    family=Family.STUD,
    max_players=6,
    house_rules=EnglishStudRules(),
    procedure=english_hand,
    rules=("stud.english-exchange",),
)
ACES_STRAIGHTS_FLUSHES: Final = GameOf(
    id="aces_straights_flushes",
    name="Aces, Straights and Flushes",
    summary="Six cards each (two down, three up, one down) and a joker in the centre, "
    "everyone's seventh card, playing as the bug.",
    family=Family.STUD,
    wild=WildRule(jokers=JokerRule.BUG),
    deck=Deck(jokers=1),
    centre=(JOKER,),
    house_rules=StudRules(),
    procedure=aces_straights_flushes_hand,
    rules=("stud.aces-straights-flushes", "wild.bug"),
)
DEUCES_JACKS_AXE: Final = GameOf(
    id="deuces_jacks_axe",
    name="Deuces and Jacks and the Man with the Axe",
    summary="Stud with 2s, jacks and the K♦ wild; a natural pair of sevens beats every "
    "hand; exposed wild cards and sevens cost antes.",
    family=Family.STUD,
    wild=_AXE_WILD,
    house_rules=AxeRules(),
    procedure=axe_hand,
    rules=("stud.deal", "stud.axe-wild", "wild.natural-pair", "stud.axe-payments"),
)

STUD_GAMES: Final = (
    SEVEN_CARD_STUD,
    SEVEN_CARD_STUD_HIGH_LOW,
    SEVEN_CARD_STUD_DECLARE,
    RAZZ,
    LONDON,
    WILD_CARD_STUD,
    LOW_HOLE,
    ENGLISH_STUD,
    ACES_STRAIGHTS_FLUSHES,
    DEUCES_JACKS_AXE,
)
"""The seven-card stud family, in the order of the catalogue."""
