"""Which cards of a natural hand make its best five: read off the rank tables, never searched.

Sort a hand's cards high to low (by rank, then suit: spades first among equal ranks, the
preference the search gives ties, :mod:`.reference`). The best five's ranks depend only on the
hand's rank multiset, and in the sorted hand each rank's cards lie together where the multiset
puts them. So for every multiset the positions of the best five, in the order they compare, are
known in advance: a pick. A pick is one of a few hundred tuples, stored once; each multiset
holds the number of its pick for each ranking system, packed in one integer.

Where suits count (a flush or, in a low that counts them, five cards of one suit) this holds
only without five cards of a suit; the ruling handles those hands itself (:mod:`.natural`).

>>> from service.rules.cards import parse_card
>>> hand = sorted((parse_card(c) for c in "5c Kd 5s Kh Ac 9d 2s".split()), reverse=True)
>>> key = sum(RANK_KEY[c.rank] for c in hand)
>>> [str(hand[i]) for i in pick_of(key, RankingSystem.HIGH)]
['Kh', 'Kd', '5s', '5c', 'Ac']
"""

from __future__ import annotations

from typing import Final

from service.rules.ranking.five import ACE, LOW_ACE, unpacked
from service.rules.ranking.systems import RankingSystem
from service.rules.ranking.tables import RANK_KEY, RANK_TABLES, TABLE_SIZES, multisets

PICK_BITS: Final = 8
SYSTEM_SHIFT: Final = {system: PICK_BITS * i for i, system in enumerate(RankingSystem)}
"""Where each system's pick number lies in a multiset's packed picks."""


def _pick(ranks: tuple[int, ...], order: tuple[int, ...]) -> tuple[int, ...]:
    """Positions in ``ranks`` sorted high to low of the five rank values ``order``."""
    descending = sorted(ranks, reverse=True)
    taken: dict[int, int] = {}
    positions = []
    for value in order:
        rank = ACE if value == LOW_ACE else value
        positions.append(descending.index(rank) + taken.get(rank, 0))
        taken[rank] = taken.get(rank, 0) + 1
    return tuple(positions)


def _build() -> tuple[dict[int, int], list[tuple[int, ...]]]:
    numbers: dict[tuple[int, ...], int] = {}
    packed: dict[int, int] = {}
    for size in TABLE_SIZES:
        for ranks, key in multisets(size):
            if size == 5 and max(map(ranks.count, ranks)) == 5:
                continue  # five of a kind: no one pack holds it
            word = 0
            for system, shift in SYSTEM_SHIFT.items():
                pick = _pick(ranks, unpacked(RANK_TABLES[system][key], system).order)
                word |= numbers.setdefault(pick, len(numbers)) << shift
            packed[key] = word
    assert len(numbers) < 1 << PICK_BITS
    return packed, list(numbers)


PACKED_PICKS, PICKS = _build()
"""By rank key: the packed pick numbers of every system; and the picks they number."""


def pick_of(key: int, system: RankingSystem) -> tuple[int, ...]:
    """The positions of the best five in the hand sorted high to low, for the rank key ``key``
    of 5 to 7 cards (no flush)."""
    return PICKS[PACKED_PICKS[key] >> SYSTEM_SHIFT[system] & 0xFF]


__all__ = ["PACKED_PICKS", "PICKS", "RANK_KEY", "SYSTEM_SHIFT", "pick_of"]
