"""The best flush or straight flush wild cards can complete in one suit (RULES.md §0 wild
cards: a fully wild card any card, even one held when duplicates are allowed; the bug the
highest card of the suit not present, or a card a straight flush lacks).

>>> from service.rules.ranking.systems import RankingSystem
>>> value, ranks = best_flush_of_suit(RankingSystem.HIGH, (13, 12, 11), 2, 0, True)
>>> ranks   # the wild cards make a royal flush
[14, 10]
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final

from service.rules.ranking.five import ACE, score_five
from service.rules.ranking.systems import DECLARATIONS, RankingSystem

WINDOWS: Final = [list(range(top, top - 5, -1)) for top in range(14, 5, -1)] + [[5, 4, 3, 2, 14]]
"""Every straight's ranks, the highest first; the wheel last."""


@lru_cache(maxsize=1 << 14)
def best_flush_of_suit(
    system: RankingSystem, suited: tuple[int, ...], wilds: int, bugs: int, may_duplicate: bool
) -> tuple[int, list[int]]:
    """The best flush or straight flush of one suit the wild cards can complete, and the ranks
    they take (fully wild cards first, then bugs)."""
    declaration = DECLARATIONS[system]
    fillers = wilds + bugs
    present = set(suited)
    absent = [r for r in range(14, 1, -1) if r not in present]
    # A plain flush: its five highest ranks, a bug being the highest card not present and a
    # fully wild card an ace, even one already held when duplicates are allowed.
    plain_bugs = absent[:bugs]
    rest = [r for r in absent if r not in plain_bugs]
    plain = ([ACE] * wilds if may_duplicate else rest[:wilds]) + plain_bugs
    top_five = sorted((*suited, *plain), reverse=True)[:5]
    best = (score_five(top_five, flush=True, declaration=declaration).value, plain)
    # A straight flush: the wild cards fill a run; any left over take cards not present.
    for window in WINDOWS:
        missing = [r for r in window if r not in present]
        if len(missing) <= fillers:
            value = score_five(window, flush=True, declaration=declaration).value
            if value > best[0]:
                spare = [r for r in absent if r not in missing][: fillers - len(missing)]
                best = (value, missing + spare)
    return best
