"""Short-deck (six-plus) hold'em's high ranking: 36 cards, six to ace (RULES.md §7).

With the deuces to fives gone, A-6-7-8-9 is the lowest straight (the ace plays below the six),
and a flush, harder to make with nine cards of a suit, beats a full house; every other category
keeps its high-poker place. This is the order of pokerkit's short-deck lookup: high card, one
pair, two pair, three of a kind, straight, full house, flush, four of a kind, straight flush.
Some houses rank three of a kind above a straight as well (``short_deck_trips``): straights come
easier than trips with 36 cards.

The value packs the category's place in that order above the five rank values in the order they
compare, four bits each, as the high scores do (:mod:`.five`): a greater value is a better hand.
From more than five cards the best five plays (cards speak).

>>> from service.rules.cards import parse_card
>>> hand = [parse_card(c) for c in "As 6d 7c 8h 9s Kd Kh".split()]
>>> ruling = evaluate_short_deck(hand)
>>> ruling.description, " ".join(map(str, ruling.best_five))
('Straight, nine high', '9s 8h 7c 6d As')
>>> flush = evaluate_short_deck([parse_card(c) for c in "6s 8s Ts Qs Ks".split()])
>>> full = evaluate_short_deck([parse_card(c) for c in "Ac Ad Ah Kc Kd".split()])
>>> flush.value > full.value
True
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import lru_cache
from itertools import combinations
from typing import Final

from service.rules.cards import Card, PlayingCard, Rank
from service.rules.errors import RuleViolation
from service.rules.ranking.describe import describe
from service.rules.ranking.hands import MAKE_EVALUATION, Category, Evaluation, ScoreRuling
from service.rules.ranking.systems import OtherSystem, RankingSystem

MIN_CARDS: Final = 5
MAX_CARDS: Final = 9
LOWEST_RANK: Final = Rank.SIX
ORDER: Final = (
    Category.HIGH_CARD,
    Category.ONE_PAIR,
    Category.TWO_PAIR,
    Category.THREE_OF_A_KIND,
    Category.STRAIGHT,
    Category.FULL_HOUSE,
    Category.FLUSH,
    Category.FOUR_OF_A_KIND,
    Category.STRAIGHT_FLUSH,
    Category.FIVE_OF_A_KIND,
)
"""The categories weakest first: a flush above a full house; five of a kind, which only two
packs make, above a straight flush (RULES.md §0)."""
TRIPS_ORDER: Final = (
    *ORDER[:3],
    Category.STRAIGHT,
    Category.THREE_OF_A_KIND,
    *ORDER[5:],
)
"""The categories weakest first where three of a kind beats a straight."""
_ORDERS: Final = {OtherSystem.SHORT_DECK: ORDER, OtherSystem.SHORT_DECK_TRIPS: TRIPS_ORDER}
_PLACES: Final = {
    system: {category: place for place, category in enumerate(order)}
    for system, order in _ORDERS.items()
}
_BY_GROUPS: Final = {
    (5,): Category.FIVE_OF_A_KIND,
    (4, 1): Category.FOUR_OF_A_KIND,
    (3, 2): Category.FULL_HOUSE,
    (3, 1, 1): Category.THREE_OF_A_KIND,
    (2, 2, 1): Category.TWO_PAIR,
    (2, 1, 1, 1): Category.ONE_PAIR,
    (1, 1, 1, 1, 1): Category.HIGH_CARD,
}
_LOW_STRAIGHT: Final = (14, 9, 8, 7, 6)
_ACE_BELOW_SIX: Final = 5
"""The ace's value in A-6-7-8-9: just below the six."""
_SHORT_DECK: Final = OtherSystem.SHORT_DECK


def evaluate_short_deck(
    cards: Sequence[PlayingCard], system: OtherSystem = _SHORT_DECK
) -> Evaluation:
    """The short-deck high ruling on 5 to 9 natural cards of the 36, six to ace, under
    ``system``'s order of the categories (``short_deck`` or ``short_deck_trips``)."""
    check_short_deck(cards)
    naturals: list[Card] = sorted(cards, key=_preference, reverse=True)  # type: ignore[arg-type]
    best_value = -1
    best: tuple[Card, ...] = ()
    best_order: tuple[int, ...] = ()
    for five in combinations(naturals, 5):
        ranks = tuple(int(c.rank) for c in five)
        value, order = _score(ranks, len({c.suit for c in five}) == 1, system)
        if value > best_value:
            best_value, best, best_order = value, five, order
    arranged = _in_order(best, best_order)
    ruling = _score_ruling(best_value, len(naturals) > MIN_CARDS, system)
    return MAKE_EVALUATION(Evaluation, (ruling, arranged, arranged, ()))


def _preference(card: Card) -> tuple[int, int]:
    """Highest rank first, then spades first: of equal fives the one shown does not depend on
    the order the cards were given."""
    return card.rank, card.suit


# Ranks sorted high to low (combinations of the sorted cards keep their order), so that a
# remembered score serves every hand with those ranks: 1,716 five-rank multisets, each with and
# without a flush, under each of the two orders.
@lru_cache(maxsize=8192)
def _score(ranks: tuple[int, ...], flush: bool, system: OtherSystem) -> tuple[int, tuple[int, ...]]:
    """The value and compare order of five ranks (high to low), one suit or not."""
    counts = Counter(ranks)
    order = sorted(ranks, key=lambda v: (counts[v], v), reverse=True)
    category = _BY_GROUPS[tuple(sorted(counts.values(), reverse=True))]
    if category == Category.HIGH_CARD:
        if tuple(order) == _LOW_STRAIGHT:
            category, order = Category.STRAIGHT, [9, 8, 7, 6, _ACE_BELOW_SIX]
        elif order[0] - order[4] == 4:
            category = Category.STRAIGHT
        if flush:
            is_straight = category == Category.STRAIGHT
            category = Category.STRAIGHT_FLUSH if is_straight else Category.FLUSH
    value = _PLACES[system][category]
    for rank in order:
        value = value << 4 | rank
    return value, tuple(order)


def _in_order(five: Sequence[Card], order: Sequence[int]) -> tuple[Card, ...]:
    """The five cards arranged as ``order`` lists their values (the ace below the six as 5)."""
    left = list(five)
    arranged = []
    for value in order:
        rank = Rank.ACE if value == _ACE_BELOW_SIX else value
        card = next(c for c in left if c.rank == rank)
        left.remove(card)
        arranged.append(card)
    return tuple(arranged)


def check_short_deck(cards: Sequence[PlayingCard]) -> None:
    """Refuse what short deck cannot rank: fewer than five or more than nine cards, a joker, a
    card below the six."""
    if not MIN_CARDS <= len(cards) <= MAX_CARDS:
        raise RuleViolation(
            "hands.size", f"a hand is ranked from 5 to 9 cards; this one has {len(cards)}"
        )
    for position, card in enumerate(cards):
        if not isinstance(card, Card):
            raise RuleViolation(
                "high.short-deck", "short deck is ranked without wild cards", at=((position,),)
            )
        if card.rank < LOWEST_RANK:
            raise RuleViolation(
                "high.short-deck",
                f"the short deck has no {card.rank.plural}: its 36 cards run from six to ace",
                at=((position,),),
            )


@lru_cache(maxsize=8192)
def _score_ruling(value: int, chosen: bool, system: OtherSystem) -> ScoreRuling:
    category = _ORDERS[system][value >> 20]
    order = tuple(value >> shift & 0xF for shift in (16, 12, 8, 4, 0))
    rules: tuple[str, ...] = ("hands.best-five",) if chosen else ()
    rules += ("high.short-deck",)
    if system == OtherSystem.SHORT_DECK_TRIPS:
        rules += ("high.short-deck-trips",)
    if category not in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
        rules += ("high.kickers",)
    # The words are high poker's; the ace of A-6-7-8-9 is named by the nine at the top.
    return ScoreRuling(
        system=system,
        value=value,
        category=category,
        description=describe(RankingSystem.HIGH, category, order),
        rules=rules,
    )


__all__ = [
    "MAX_CARDS",
    "MIN_CARDS",
    "ORDER",
    "TRIPS_ORDER",
    "check_short_deck",
    "evaluate_short_deck",
]
