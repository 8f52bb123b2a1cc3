"""RULES.md §6's seven-card eight-or-better oracle: how many seven-card hands hold a
qualifying low. Marked slow; it still runs in CI."""

from __future__ import annotations

import pytest
from seven_cards import every_seven_card_score

from service.rules.ranking import RankingSystem
from service.rules.ranking.five import score_five
from service.rules.ranking.systems import DECLARATIONS


@pytest.mark.slow
def test_seven_card_eight_or_better_lows() -> None:
    """RULES.md §6: 24,530,944 of the 133,784,560 seven-card hands (18.336%) hold a qualifying
    eight-or-better low."""
    scores = every_seven_card_score(RankingSystem.ACE_TO_FIVE)
    worst_qualifying = score_five(
        (8, 7, 6, 5, 4), flush=False, declaration=DECLARATIONS[RankingSystem.ACE_TO_FIVE]
    ).value
    assert scores.total() == 133_784_560
    assert sum(n for value, n in scores.items() if value >= worst_qualifying) == 24_530_944
