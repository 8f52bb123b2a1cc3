"""Every one of the 133,784,560 seven-card hands scored through the lookup tables, for the
seven-card oracles of RULES.md §6.

Each pass is a test file of its own: the suite's processes take whole files (``--dist
loadfile``), so two passes in one file ran one after the other in one process. Each counts the
scores in C (``Counter`` over ``map``), not in a Python loop, which would double its cost.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from service.rules.cards import FULL_PACK
from service.rules.ranking import RankingSystem
from service.rules.ranking.tables import CODES, SCORERS

PACK_CODES = [CODES[c] for c in FULL_PACK]


def every_seven_card_score(system: RankingSystem) -> Counter[int]:
    """How many of the seven-card hands score each value under ``system``."""
    return Counter(map(SCORERS[system], combinations(PACK_CODES, 7)))
