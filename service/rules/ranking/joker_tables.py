"""Lookup tables for hands with one or two fully wild cards: the fast path for jokers.

For ``w`` wild cards that may duplicate a held card (the default), the best score without a
flush of a hand depends only on the ranks of its natural cards, so it is one dictionary lookup,
as for natural hands (:mod:`.tables`). A table for ``w`` wild cards is built from the one for
``w - 1``: a wild card takes the rank that helps most, or makes five of a kind. High poker adds
the best flush the wild cards can complete. Tables are built on first use, once per process.

>>> from service.rules.cards import parse_card
>>> from service.rules.ranking.tables import CODES
>>> naturals = [CODES[parse_card(c)] for c in "7h 7d 7s 2c".split()]
>>> from service.rules.ranking.five import score_five
>>> score_codes_with_wilds(naturals, 1, RankingSystem.HIGH) == score_five(
...     (7, 7, 7, 7, 2), flush=False, declaration=DECLARATIONS[RankingSystem.HIGH]).value
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from typing import Final

from service.rules.ranking.five import score_five
from service.rules.ranking.systems import DECLARATIONS, RankingSystem
from service.rules.ranking.tables import (
    FLUSH_SUIT,
    RANK_KEY,
    RANK_KEY_SHIFT,
    RANK_TABLES,
    RANKS,
    SUIT_FIELD,
    multisets,
    suit_mask,
)
from service.rules.ranking.wild import best_flush_of_suit

TABLE_WILDS: Final = (1, 2)
"""How many wild cards the tables cover; more go the general way (:mod:`.wild`)."""


@cache
def _wild_table(system: RankingSystem, wilds: int) -> dict[int, int]:
    """Best non-flush score of every natural rank multiset completed by ``wilds`` wild cards to
    five, six or seven cards, by rank key."""
    smaller = RANK_TABLES[system] if wilds == 1 else _wild_table(system, wilds - 1)
    declaration = DECLARATIONS[system]
    five_of = {r: score_five((r,) * 5, flush=False, declaration=declaration).value for r in RANKS}
    table: dict[int, int] = {}
    for size in range(max(5 - wilds, 1), 8 - wilds):
        for ranks, key in multisets(size):
            best = max(smaller[key + RANK_KEY[r]] for r in RANKS if ranks.count(r) < 4)
            for r in set(ranks):
                if ranks.count(r) + wilds >= 5:
                    best = max(best, five_of[r])
            table[key] = best
    return table


def score_codes_with_wilds(codes: Sequence[int], wilds: int, system: RankingSystem) -> int | None:
    """Best score of natural cards (codes, one pack) and ``wilds`` wild cards that may duplicate,
    5 to 7 cards in all; None when the tables do not cover the hand (take the general way)."""
    if wilds not in TABLE_WILDS or not 5 <= len(codes) + wilds <= 7:
        return None
    return wild_scorer(system, wilds)(codes)


WildScorer = Callable[[Sequence[int]], "int | None"]


@cache
def wild_scorer(system: RankingSystem, wilds: int) -> WildScorer:
    """:func:`score_codes_with_wilds` for one system and number of wild cards, its tables bound
    (5 to 7 cards in all, which the caller sees to)."""
    declaration = DECLARATIONS[system]
    table = _wild_table(system, wilds)
    if not declaration.straights_and_flushes_count:

        def ignoring_flushes(codes: Sequence[int]) -> int | None:
            return table[sum(codes) >> RANK_KEY_SHIFT]

        return ignoring_flushes
    if declaration.low:

        def low_counting_flushes(codes: Sequence[int]) -> int | None:
            # A wild card takes a suit that makes no flush, unless five naturals share one.
            total = sum(codes)
            return None if FLUSH_SUIT[total & SUIT_FIELD] else table[total >> RANK_KEY_SHIFT]

        return low_counting_flushes
    suits, flushes = _flush_suits(wilds), _wild_flushes(system, wilds)

    def high(codes: Sequence[int]) -> int | None:
        total = sum(codes)
        best = table[total >> RANK_KEY_SHIFT]
        suit = suits[total & SUIT_FIELD]
        return max(best, flushes[suit_mask(codes, suit)]) if suit else best

    return high


@cache
def _flush_suits(wilds: int) -> list[int]:
    """For every suit field of up to seven cards, the suit (as its field value) whose cards and
    ``wilds`` wild cards make five, or 0. Two suits never both can: 4 + 4 > 7 - 1, 3 + 3 > 7 - 2.
    """
    return [
        next((1 << (4 * s) for s in range(4) if ((field >> (4 * s)) & 0xF) + wilds >= 5), 0)
        for field in range(1 << 16)
    ]


@cache
def _wild_flushes(system: RankingSystem, wilds: int) -> list[int]:
    """The best flush ``wilds`` wild cards complete with one suit's ranks, by 13-bit rank mask."""
    table = [0] * (1 << 13)
    for mask in range(1 << 13):
        if mask.bit_count() + wilds >= 5:
            suited = tuple(r for r in range(14, 1, -1) if mask >> (r - 2) & 1)
            table[mask] = best_flush_of_suit(system, suited, wilds, 0, True)[0]
    return table
