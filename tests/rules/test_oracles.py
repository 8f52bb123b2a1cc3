"""The numeric oracles of RULES.md §6, checked exhaustively through the lookup tables.

Every one of the 2,598,960 five-card hands is scored in each system; the seven-card figures,
which score all 133,784,560 seven-card hands, are in test_oracles_seven_card_high.py and
test_oracles_seven_card_lows.py.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest

from service.rules.cards import FULL_PACK
from service.rules.ranking import Category, RankingSystem
from service.rules.ranking.five import SCORE_CEILING, score_five
from service.rules.ranking.systems import DECLARATIONS
from service.rules.ranking.tables import CODES, SCORERS

PACK_CODES = [CODES[c] for c in FULL_PACK]
HIGH_ORDER = list(Category)  # weakest first, as the scores rank them


def _all_five_card_scores(system: RankingSystem) -> Counter[int]:
    score = SCORERS[system]
    return Counter(map(score, combinations(PACK_CODES, 5)))


def _pattern(value: int, system: RankingSystem) -> str:
    """The ranks a score was made of, as in RULES.md: "6-4-3-2-A"."""
    high_style = SCORE_CEILING - value if DECLARATIONS[system].low else value
    ranks = [(high_style >> shift) & 0xF for shift in (16, 12, 8, 4, 0)]
    return "-".join("A" if r in (1, 14) else str(r) for r in ranks)


def _best_patterns(scores: Counter[int], system: RankingSystem, count: int) -> list[str]:
    return [_pattern(v, system) for v in sorted(scores, reverse=True)[:count]]


@pytest.fixture(scope="module")
def high_scores() -> Counter[int]:
    return _all_five_card_scores(RankingSystem.HIGH)


@pytest.fixture(scope="module")
def ace_to_five_scores() -> Counter[int]:
    return _all_five_card_scores(RankingSystem.ACE_TO_FIVE)


def test_five_card_high_hands_and_classes(high_scores: Counter[int]) -> None:
    """RULES.md §6: 2,598,960 hands, 7,462 classes, and the count of each category."""
    assert sum(high_scores.values()) == 2_598_960
    assert len(high_scores) == 7_462
    classes: Counter[Category] = Counter()
    combos: Counter[Category] = Counter()
    for value, hands in high_scores.items():
        category = HIGH_ORDER[value >> 20]
        classes[category] += 1
        combos[category] += hands
    expected = {
        Category.STRAIGHT_FLUSH: (10, 40),
        Category.FOUR_OF_A_KIND: (156, 624),
        Category.FULL_HOUSE: (156, 3_744),
        Category.FLUSH: (1_277, 5_108),
        Category.STRAIGHT: (10, 10_200),
        Category.THREE_OF_A_KIND: (858, 54_912),
        Category.TWO_PAIR: (858, 123_552),
        Category.ONE_PAIR: (2_860, 1_098_240),
        Category.HIGH_CARD: (1_277, 1_302_540),
    }
    assert {c: (classes[c], combos[c]) for c in expected} == expected


def test_ace_to_five_classes_and_best_lows(ace_to_five_scores: Counter[int]) -> None:
    """RULES.md §6: 6,175 ace-to-five classes; the best lows in order."""
    assert len(ace_to_five_scores) == 6_175
    assert _best_patterns(ace_to_five_scores, RankingSystem.ACE_TO_FIVE, 8) == [
        "5-4-3-2-A", "6-4-3-2-A", "6-5-3-2-A", "6-5-4-2-A",
        "6-5-4-3-A", "6-5-4-3-2", "7-4-3-2-A", "7-5-3-2-A",
    ]  # fmt: skip


def test_eight_or_better_classes_and_hands(ace_to_five_scores: Counter[int]) -> None:
    """RULES.md §6: 56 qualifying eight-or-better classes, 57,344 five-card hands."""
    worst_qualifying = score_five(
        (8, 7, 6, 5, 4), flush=False, declaration=DECLARATIONS[RankingSystem.ACE_TO_FIVE]
    ).value
    qualifying = {v: n for v, n in ace_to_five_scores.items() if v >= worst_qualifying}
    assert (len(qualifying), sum(qualifying.values())) == (56, 57_344)


def test_ace_to_six_classes_and_best_lows() -> None:
    """RULES.md §6: 7,462 ace-to-six classes; the best lows in order (6-5-4-3-2 is a straight)."""
    scores = _all_five_card_scores(RankingSystem.ACE_TO_SIX)
    assert len(scores) == 7_462
    assert _best_patterns(scores, RankingSystem.ACE_TO_SIX, 9) == [
        "6-4-3-2-A", "6-5-3-2-A", "6-5-4-2-A", "6-5-4-3-A", "7-4-3-2-A",
        "7-5-3-2-A", "7-5-4-2-A", "7-5-4-3-A", "7-5-4-3-2",
    ]  # fmt: skip


def test_deuce_to_seven_classes_and_numbered_table() -> None:
    """RULES.md §6: 7,462 deuce-to-seven classes; #1 7-5-4-3-2 ... #19 9-5-4-3-2, #20 9-6-4-3-2."""
    scores = _all_five_card_scores(RankingSystem.DEUCE_TO_SEVEN)
    assert len(scores) == 7_462
    table = _best_patterns(scores, RankingSystem.DEUCE_TO_SEVEN, 20)
    assert table[:5] == ["7-5-4-3-2", "7-6-4-3-2", "7-6-5-3-2", "7-6-5-4-2", "8-5-4-3-2"]
    assert table[18:20] == ["9-5-4-3-2", "9-6-4-3-2"]


def test_jacks_or_better_openers_in_all_five_card_hands(high_scores: Counter[int]) -> None:
    """RULES.md §6 and §2: 536,100 of 2,598,960 five-card hands hold openers (about one in
    five, S1)."""
    from service.rules.betting.openers import LEAST_OPENERS

    assert sum(n for v, n in high_scores.items() if v >= LEAST_OPENERS) == 536_100
