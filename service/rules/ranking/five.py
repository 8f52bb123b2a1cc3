"""The one scorer of five-card hands, for every ranking system.

A score packs the category strength and the five rank values in the order they are compared
(sets before kickers, highest first), four bits each. In a low system the score is turned over,
so that for every system a greater score is a better hand.

>>> from service.rules.ranking.systems import RankingSystem
>>> high = DECLARATIONS[RankingSystem.HIGH]
>>> score_five((13, 13, 13, 5, 5), flush=False, declaration=high).category
<Category.FULL_HOUSE: 'full_house'>
>>> a5 = DECLARATIONS[RankingSystem.ACE_TO_FIVE]
>>> score_five((5, 4, 3, 2, 14), flush=True, declaration=a5).order   # the wheel
(5, 4, 3, 2, 1)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from service.rules.ranking.hands import HIGH_CATEGORIES, Category
from service.rules.ranking.systems import DECLARATIONS, RankingSystem, SystemDeclaration

ACE: Final = 14
LOW_ACE: Final = 1
SCORE_CEILING: Final = 1 << 24
"""Above every high-style score (category 9 << 20 plus five four-bit ranks)."""

# Category by the sorted group sizes of a hand, largest first.
_BY_GROUPS: Final = {
    (5,): Category.FIVE_OF_A_KIND,
    (4, 1): Category.FOUR_OF_A_KIND,
    (3, 2): Category.FULL_HOUSE,
    (3, 1, 1): Category.THREE_OF_A_KIND,
    (2, 2, 1): Category.TWO_PAIR,
    (2, 1, 1, 1): Category.ONE_PAIR,
    (1, 1, 1, 1, 1): Category.HIGH_CARD,
}


@dataclass(frozen=True, slots=True)
class FiveScore:
    """A five-card hand's category, score and the rank values in the order they compare."""

    category: Category
    value: int
    order: tuple[int, ...]
    """Rank values, most significant first; an ace playing low is 1."""


def score_five(ranks: Sequence[int], *, flush: bool, declaration: SystemDeclaration) -> FiveScore:
    """Score five ranks (2-14, the ace 14) under ``declaration``; ``flush`` if one suit."""
    values = [LOW_ACE if r == ACE and declaration.ace_low else r for r in ranks]
    counts = Counter(values)
    order = sorted(values, key=lambda v: (counts[v], v), reverse=True)
    category = _BY_GROUPS[tuple(sorted(counts.values(), reverse=True))]
    if declaration.straights_and_flushes_count and category == Category.HIGH_CARD:
        straight = order[0] - order[4] == 4
        if not straight and declaration.wheel_is_straight and order == [ACE, 5, 4, 3, 2]:
            straight, order = True, [5, 4, 3, 2, LOW_ACE]
        if straight:
            category = Category.STRAIGHT_FLUSH if flush else Category.STRAIGHT
    if (
        declaration.straights_and_flushes_count
        and flush
        and category.high_strength < Category.FLUSH.high_strength
    ):
        # A flush outranks the pairs it may hold (two packs, wild cards): compare from the top.
        category, order = Category.FLUSH, sorted(values, reverse=True)
    high_style = category.high_strength
    for value in order:
        high_style = high_style << 4 | value
    score = SCORE_CEILING - high_style if declaration.low else high_style
    return FiveScore(category, score, tuple(order))


def score_ranks(ranks: tuple[int, ...], flush: bool, system: RankingSystem) -> FiveScore:
    """:func:`score_five` by system, remembered: the general paths score the same fives often.
    The ranks are remembered sorted (the score does not depend on their order): kept in the
    order dealt, a worker held 65,536 orderings of the same few thousand fives, 30 MB."""
    return _score_sorted(tuple(sorted(ranks)), flush, system)


# At most 49,400 keys (6,175 multisets of five ranks, flush or not, four systems); the fives
# that come up most stay.
@lru_cache(maxsize=1 << 15)
def _score_sorted(ranks: tuple[int, ...], flush: bool, system: RankingSystem) -> FiveScore:
    return score_five(ranks, flush=flush, declaration=DECLARATIONS[system])


_CATEGORY_BY_STRENGTH: Final = {category.high_strength: category for category in HIGH_CATEGORIES}


@lru_cache(maxsize=1 << 16)
def unpacked(score: int, system: RankingSystem) -> FiveScore:
    """The five-card score that ``score`` packs under ``system``: :func:`score_five`'s result,
    read back from the number alone."""
    high_style = SCORE_CEILING - score if DECLARATIONS[system].low else score
    order = tuple(high_style >> shift & 0xF for shift in (16, 12, 8, 4, 0))
    return FiveScore(_CATEGORY_BY_STRENGTH[high_style >> 20], score, order)


__all__ = ["DECLARATIONS", "FiveScore", "score_five", "score_ranks", "unpacked"]
