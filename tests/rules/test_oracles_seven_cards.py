"""The seven-card oracles of RULES.md §6: every one of the 133,784,560 seven-card hands scored
through the lookup tables, high and eight-or-better low.

The two passes are separate tests so that the suite's processes can share them; each counts the
scores in C (``Counter`` over ``map``), not in a Python loop, which would double their cost.
Marked slow; they still run in CI.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest

from service.rules.cards import FULL_PACK
from service.rules.ranking import Category, RankingSystem
from service.rules.ranking.five import score_five
from service.rules.ranking.systems import DECLARATIONS
from service.rules.ranking.tables import CODES, SCORERS

PACK_CODES = [CODES[c] for c in FULL_PACK]
HIGH_ORDER = list(Category)  # weakest first, as the scores rank them
CATEGORY_SHIFT = 20  # a high score's category is its bits from here up


def _every_seven_card_score(system: RankingSystem) -> Counter[int]:
    return Counter(map(SCORERS[system], combinations(PACK_CODES, 7)))


@pytest.mark.slow
def test_seven_card_high_categories() -> None:
    """RULES.md §6: all 133,784,560 seven-card hands by best-five category (royal flushes
    4,324)."""
    scores = _every_seven_card_score(RankingSystem.HIGH)
    royal = score_five(
        (14, 13, 12, 11, 10), flush=True, declaration=DECLARATIONS[RankingSystem.HIGH]
    ).value
    by_category: Counter[Category] = Counter()
    for value, count in scores.items():
        by_category[HIGH_ORDER[value >> CATEGORY_SHIFT]] += count
    assert scores.total() == 133_784_560
    assert scores[royal] == 4_324
    assert by_category == {
        Category.STRAIGHT_FLUSH: 41_584,
        Category.FOUR_OF_A_KIND: 224_848,
        Category.FULL_HOUSE: 3_473_184,
        Category.FLUSH: 4_047_644,
        Category.STRAIGHT: 6_180_020,
        Category.THREE_OF_A_KIND: 6_461_620,
        Category.TWO_PAIR: 31_433_400,
        Category.ONE_PAIR: 58_627_800,
        Category.HIGH_CARD: 23_294_460,
    }


@pytest.mark.slow
def test_seven_card_eight_or_better_lows() -> None:
    """RULES.md §6: 24,530,944 of the 133,784,560 seven-card hands (18.336%) hold a qualifying
    eight-or-better low."""
    scores = _every_seven_card_score(RankingSystem.ACE_TO_FIVE)
    worst_qualifying = score_five(
        (8, 7, 6, 5, 4), flush=False, declaration=DECLARATIONS[RankingSystem.ACE_TO_FIVE]
    ).value
    assert scores.total() == 133_784_560
    assert sum(n for value, n in scores.items() if value >= worst_qualifying) == 24_530_944
