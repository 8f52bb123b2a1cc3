"""Lookup tables: the best score of any 5 to 7 cards of one pack in a handful of operations.

Every card has an integer code; the sum of a hand's codes holds, in separate bit fields, a
count of each suit and a base-5 key of its ranks (at most four cards of a rank in one pack, so
no digit overflows). Without five cards of one suit, flushes play no part and the rank key alone
decides: one dictionary lookup. With five or more of a suit, high poker adds the best flush or
straight flush of that suit from a 13-bit rank mask; the low systems that count flushes against
a hand fall back to trying every five (a flush is rare, and the best low usually avoids it).

Tables are built once per process, before gunicorn forks its workers (``preload_app``).

>>> from service.rules.cards import parse_card
>>> cards = [parse_card(c) for c in "As Ks Qs Js Ts 2c 3d".split()]
>>> best_score(cards, RankingSystem.HIGH) == score_five(
...     (14, 13, 12, 11, 10), flush=True, declaration=DECLARATIONS[RankingSystem.HIGH]).value
True
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from itertools import combinations
from typing import Final

from service.rules.cards import FULL_PACK, Card
from service.rules.ranking.five import score_five, score_ranks
from service.rules.ranking.systems import DECLARATIONS, RankingSystem

RANKS: Final = range(2, 15)
TABLE_SIZES: Final = (5, 6, 7)

RANK_KEY: Final = {r: 5 ** (r - 2) for r in RANKS}
SUIT_FIELD: Final = 0xFFFF  # four 4-bit suit counts
RANK_BITS_SHIFT: Final = 16  # 16 bits of rank bits: a sum of them is garbage, one is exact
RANK_KEY_SHIFT: Final = 32

CODES: Final = {
    c: RANK_KEY[c.rank] << RANK_KEY_SHIFT
    | (1 << (c.rank - 2)) << RANK_BITS_SHIFT
    | 1 << (4 * c.suit)
    for c in FULL_PACK
}
"""The integer code of each card, for the fast path."""
CODE_AT: Final = [CODES[c] for c in sorted(FULL_PACK, key=lambda c: c.index)]
"""The codes by card index (:attr:`Card.index`): read without hashing the card."""

# For every possible suit field: the suit (as its 4-bit field value) holding five or more
# cards, or 0. Two suits cannot both hold five of nine or fewer cards... but they can of ten,
# which no table path sees (hands of more than seven cards go the general way).
FLUSH_SUIT: Final = [
    next((1 << (4 * s) for s in range(4) if (field >> (4 * s)) & 0xF >= 5), 0)
    for field in range(1 << 16)
]


def multisets(size: int) -> list[tuple[tuple[int, ...], int]]:
    """Every multiset of ``size`` ranks with at most four of a rank, with its rank key."""
    found: list[tuple[tuple[int, ...], int]] = []

    def extend(lowest: int, ranks: tuple[int, ...], key: int) -> None:
        if len(ranks) == size:
            found.append((ranks, key))
            return
        for rank in range(lowest, 15):
            for count in range(1, min(4, size - len(ranks)) + 1):
                extend(rank + 1, ranks + (rank,) * count, key + RANK_KEY[rank] * count)

    extend(2, (), 0)
    return found


def _rank_tables() -> dict[RankingSystem, dict[int, int]]:
    """For each system, the best non-flush score of every rank multiset of 5, 6 and 7 cards.

    Five cards are scored; a larger multiset is worth its best multiset one card smaller.
    """
    tables: dict[RankingSystem, dict[int, int]] = {system: {} for system in RankingSystem}
    for ranks, key in multisets(5):
        for system, table in tables.items():
            declaration = DECLARATIONS[system]
            table[key] = score_five(ranks, flush=False, declaration=declaration).value
    for size in TABLE_SIZES[1:]:
        for ranks, key in multisets(size):
            smaller = [key - RANK_KEY[r] for r in set(ranks)]
            for table in tables.values():
                table[key] = max(map(table.__getitem__, smaller))
    return tables


def _flush_table() -> list[int]:
    """Best high-poker flush or straight flush of each 13-bit mask of one suit's ranks."""
    declaration = DECLARATIONS[RankingSystem.HIGH]
    table = [0] * (1 << 13)
    for mask in range(1 << 13):
        ranks = [r for r in RANKS if mask >> (r - 2) & 1]
        if len(ranks) >= 5:
            table[mask] = max(
                score_five(five, flush=True, declaration=declaration).value
                for five in _flush_candidates(ranks)
            )
    return table


def _flush_candidates(ranks: list[int]) -> list[tuple[int, ...]]:
    """The fives worth scoring: every straight among ``ranks`` and the five highest."""
    present = set(ranks)
    runs = [tuple(range(top, top - 5, -1)) for top in range(14, 5, -1)] + [(14, 5, 4, 3, 2)]
    return [run for run in runs if present.issuperset(run)] + [tuple(sorted(ranks)[-5:])]


RANK_TABLES: Final = _rank_tables()
_HIGH_FLUSHES: Final = _flush_table()


def _best_of_fives(cards: Sequence[Card], system: RankingSystem) -> int:
    """The general way: score every five of ``cards``."""
    return max(
        score_ranks(tuple(c.rank for c in five), len({c.suit for c in five}) == 1, system).value
        for five in combinations(cards, 5)
    )


def score_codes_high(codes: Sequence[int]) -> int:
    """Best high score of 5 to 7 coded cards of one pack: the hot path."""
    total = sum(codes)
    suit = FLUSH_SUIT[total & SUIT_FIELD]
    best = _HIGH_RANKS[total >> RANK_KEY_SHIFT]
    if not suit:
        return best
    return max(best, _HIGH_FLUSHES[suit_mask(codes, suit)])


def suit_mask(codes: Sequence[int], suit: int) -> int:
    """The 13-bit rank mask of the coded cards of one suit (given as its suit-field value)."""
    mask = 0
    for code in codes:
        if code & SUIT_FIELD == suit:
            mask |= code >> RANK_BITS_SHIFT & 0x1FFF
    return mask


_HIGH_RANKS: Final = RANK_TABLES[RankingSystem.HIGH]


def _low_scorer(system: RankingSystem) -> Callable[[Sequence[int]], int]:
    table = RANK_TABLES[system]
    if not DECLARATIONS[system].straights_and_flushes_count:

        def score_codes_ignoring_flushes(codes: Sequence[int]) -> int:
            """Best low score of 5 to 7 coded cards where suits never matter."""
            return table[sum(codes) >> RANK_KEY_SHIFT]

        return score_codes_ignoring_flushes

    flushes = _five_card_flushes(system)

    def score_codes_counting_flushes(codes: Sequence[int]) -> int:
        """Best low score of 5 to 7 coded cards; with five of a suit, every five is tried."""
        total = sum(codes)
        if not FLUSH_SUIT[total & SUIT_FIELD]:
            return table[total >> RANK_KEY_SHIFT]
        best = 0
        for five in combinations(codes, 5):
            total = sum(five)
            if FLUSH_SUIT[total & SUIT_FIELD]:
                # Five cards of one suit have five different ranks: their rank bits add exactly.
                score = flushes[total >> RANK_BITS_SHIFT & 0x1FFF]
            else:
                score = table[total >> RANK_KEY_SHIFT]
            best = max(best, score)
        return best

    return score_codes_counting_flushes


def _five_card_flushes(system: RankingSystem) -> list[int]:
    """The score of each five-card flush (or straight flush), by its 13-bit rank mask."""
    declaration = DECLARATIONS[system]
    table = [0] * (1 << 13)
    for ranks in combinations(RANKS, 5):
        mask = sum(1 << (r - 2) for r in ranks)
        table[mask] = score_five(ranks, flush=True, declaration=declaration).value
    return table


SCORERS: Final[dict[RankingSystem, Callable[[Sequence[int]], int]]] = {
    RankingSystem.HIGH: score_codes_high,
    **{system: _low_scorer(system) for system in RankingSystem if system != RankingSystem.HIGH},
}
"""The fast scorer of each system: 5 to 7 coded cards of one pack to the best score."""


def best_score(cards: Sequence[Card], system: RankingSystem) -> int:
    """The best five-card score among 5 to 9 natural cards (one or two packs)."""
    if len(cards) <= 7:
        codes = [CODES[c] for c in cards]
        if len(set(codes)) == len(codes):  # one code per card: no card twice
            return SCORERS[system](codes)
        # Two packs: with no five of a suit, suits play no part and the rank key still decides,
        # as long as no rank is held more than four times (the tables' limit).
        total = sum(codes)
        if not FLUSH_SUIT[total & SUIT_FIELD] and max(Counter(c.rank for c in cards).values()) <= 4:
            return RANK_TABLES[system][total >> RANK_KEY_SHIFT]
    return _best_of_fives(cards, system)


def rank_multiset_score(system: RankingSystem, counts: Sequence[int]) -> int | None:
    """The table's best non-flush score of a rank multiset (13 counts, deuce first), or None
    when it holds fewer than five or more than seven cards, or five of one rank."""
    size = sum(counts)
    if not 5 <= size <= 7 or max(counts) > 4:
        return None
    key = sum(n * 5**i for i, n in enumerate(counts))
    return RANK_TABLES[system][key]
