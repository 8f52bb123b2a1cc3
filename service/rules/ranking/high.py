"""High poker: the best five of 5 to 9 natural cards (RULES.md §0 "High ranking").

The best five is found directly from rank and suit groups, category by category from the top,
so no combination of five is ever enumerated. Two-pack hands work too: five of a kind can then
be natural, and a flush may hold two identical cards.

>>> from service.rules.cards import parse_card
>>> hand = [parse_card(c) for c in "Kh 5d Ks 5c Kd 2s 9h".split()]
>>> result = evaluate_high(hand)
>>> result.category.value, result.description, " ".join(str(c) for c in result.best_five)
('full_house', 'Full house, kings over fives', 'Ks Kh Kd 5d 5c')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from service.rules.cards import Card, Rank
from service.rules.ranking.hands import Category, Evaluation, RankingSystem

MIN_CARDS: Final = 5
MAX_CARDS: Final = 9

_WHEEL_RANKS: Final = (Rank.FIVE, Rank.FOUR, Rank.THREE, Rank.TWO, Rank.ACE)


def evaluate_high(cards: Sequence[Card]) -> Evaluation:
    """The best five-card high hand among ``cards`` (5 to 9 natural cards)."""
    if not MIN_CARDS <= len(cards) <= MAX_CARDS:
        raise ValueError(f"a high hand has 5 to 9 cards, not {len(cards)}")
    category, five = _best_five(sorted(cards, reverse=True))
    rules = ["high.best-five"] if len(cards) > MIN_CARDS else []
    rules.append("high.categories")
    wheel = category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH) and five[0].rank == Rank.FIVE
    if wheel:
        rules.append("high.wheel")
    if category == Category.FIVE_OF_A_KIND:
        rules.append("high.five-of-a-kind")
    elif category not in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
        rules.append("high.kickers")
    return Evaluation(
        system=RankingSystem.HIGH,
        category=category,
        best_five=tuple(five),
        value=_value(category, five, wheel=wheel),
        description=describe_high(category, five),
        rules=tuple(rules),
    )


def _best_five(ordered: list[Card]) -> tuple[Category, list[Card]]:
    """The category and the five cards that play, most significant first.

    ``ordered`` is sorted by rank then suit, highest first, so every slice below takes the
    highest cards available and the choice of equal-rank cards is deterministic.
    """
    by_rank: dict[Rank, list[Card]] = {}
    by_suit: dict[int, list[Card]] = {}
    for c in ordered:
        by_rank.setdefault(c.rank, []).append(c)
        by_suit.setdefault(c.suit, []).append(c)
    # Largest group first, higher rank first among groups of one size.
    groups = sorted(by_rank.values(), key=lambda g: (len(g), g[0].rank), reverse=True)
    suited = [s for s in by_suit.values() if len(s) >= MIN_CARDS]
    top = groups[0]

    if len(top) >= 5:
        return Category.FIVE_OF_A_KIND, top[:5]
    straight_flushes = [sf for s in suited if (sf := _straight(s))]
    if straight_flushes:
        return Category.STRAIGHT_FLUSH, max(straight_flushes, key=_straight_top)
    if len(top) == 4:
        return Category.FOUR_OF_A_KIND, top + _kickers(ordered, top, 1)
    pairs_below = [g for g in groups[1:] if len(g) >= 2]
    if len(top) == 3 and pairs_below:
        pair = max(pairs_below, key=lambda g: g[0].rank)
        return Category.FULL_HOUSE, top + pair[:2]
    if suited:
        return Category.FLUSH, max((s[:5] for s in suited), key=lambda f: [c.rank for c in f])
    straight = _straight(ordered)
    if straight:
        return Category.STRAIGHT, straight
    if len(top) == 3:
        return Category.THREE_OF_A_KIND, top + _kickers(ordered, top, 2)
    if len(top) == 2 and len(groups[1]) == 2:
        both = top + groups[1]
        return Category.TWO_PAIR, both + _kickers(ordered, both, 1)
    if len(top) == 2:
        return Category.ONE_PAIR, top + _kickers(ordered, top, 3)
    return Category.HIGH_CARD, ordered[:5]


def _kickers(ordered: list[Card], used: list[Card], count: int) -> list[Card]:
    """The ``count`` highest cards not in ``used``."""
    return [c for c in ordered if c not in used][:count]


def _straight(ordered: list[Card]) -> list[Card] | None:
    """The highest five-card straight in ``ordered`` (highest first), the ace also low."""
    first_of_rank: dict[Rank, Card] = {}
    for c in ordered:
        first_of_rank.setdefault(c.rank, c)
    for high in range(Rank.ACE, Rank.FIVE - 1, -1):
        ranks = _WHEEL_RANKS if high == Rank.FIVE else [Rank(high - i) for i in range(5)]
        if all(r in first_of_rank for r in ranks):
            return [first_of_rank[r] for r in ranks]
    return None


def _straight_top(straight: list[Card]) -> int:
    return straight[0].rank


def _value(category: Category, five: list[Card], *, wheel: bool) -> int:
    """Category first, then the five ranks in order of significance, four bits each."""
    ranks = [1 if wheel and c.rank == Rank.ACE else int(c.rank) for c in five]
    value = category.high_strength
    for rank in ranks:
        value = value << 4 | rank
    return value


def describe_high(category: Category, five: Sequence[Card]) -> str:
    """The hand as players say it at the table.

    >>> from service.rules.cards import parse_card
    >>> describe_high(Category.TWO_PAIR, [parse_card(c) for c in "Kd Kc 5h 5s Ah".split()])
    'Two pair, kings and fives, ace kicker'
    """
    r = [c.rank for c in five]
    run = "-".join(rank.noun for rank in r)
    match category:
        case Category.FIVE_OF_A_KIND:
            return f"Five of a kind, {r[0].plural}"
        case Category.STRAIGHT_FLUSH if r[0] == Rank.ACE:
            return "Royal flush"
        case Category.STRAIGHT_FLUSH:
            return f"Straight flush, {r[0].noun} high"
        case Category.FOUR_OF_A_KIND:
            return f"Four of a kind, {r[0].plural}, {r[4].noun} kicker"
        case Category.FULL_HOUSE:
            return f"Full house, {r[0].plural} over {r[3].plural}"
        case Category.FLUSH:
            return f"Flush, {run}"
        case Category.STRAIGHT:
            return f"Straight, {r[0].noun} high"
        case Category.THREE_OF_A_KIND:
            return f"Three of a kind, {r[0].plural}, {r[3].noun}-{r[4].noun} kickers"
        case Category.TWO_PAIR:
            return f"Two pair, {r[0].plural} and {r[2].plural}, {r[4].noun} kicker"
        case Category.ONE_PAIR:
            return f"Pair of {r[0].plural}, {r[2].noun}-{r[3].noun}-{r[4].noun} kickers"
        case _:
            return f"High card, {run}"
