"""RULES.md §6's seven-card high oracle: every seven-card hand by its best five's category.
Marked slow; it still runs in CI."""

from __future__ import annotations

from collections import Counter

import pytest
from seven_cards import every_seven_card_score

from service.rules.ranking import Category, RankingSystem
from service.rules.ranking.five import score_five
from service.rules.ranking.systems import DECLARATIONS

HIGH_ORDER = list(Category)  # weakest first, as the scores rank them
CATEGORY_SHIFT = 20  # a high score's category is its bits from here up


@pytest.mark.slow
def test_seven_card_high_categories() -> None:
    """RULES.md §6: all 133,784,560 seven-card hands by best-five category (royal flushes
    4,324)."""
    scores = every_seven_card_score(RankingSystem.HIGH)
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
