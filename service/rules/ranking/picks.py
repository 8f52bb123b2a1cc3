"""Which cards of a natural hand make its best five: read off the rank tables, never searched.

Sort a hand's cards high to low (by rank, then suit: spades first among equal ranks, the
preference the search gives ties, :mod:`.reference`). The best five's ranks depend only on the
hand's rank multiset, and in the sorted hand each rank's cards lie together where the multiset
puts them. So for every multiset the positions of the best five, in the order they compare, are
known in advance: a pick. A pick is one of about a hundred tuples, stored once; each multiset's
word in ``RANK_WORDS`` holds the number of its pick for each ranking system
(:mod:`.table_build` makes them).

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

from service.rules.ranking.systems import RankingSystem
from service.rules.ranking.tables import _FILE, PICK_SHIFT, RANK_KEY, RANK_WORDS

_FLAT: Final = _FILE["picks"]
PICKS: Final = [tuple(_FLAT[i : i + 5]) for i in range(0, len(_FLAT), 5)]
"""Every pick, by its number."""


def pick_of(key: int, system: RankingSystem) -> tuple[int, ...]:
    """The positions of the best five in the hand sorted high to low, for the rank key ``key``
    of 5 to 7 cards (no flush)."""
    return PICKS[RANK_WORDS[key] >> PICK_SHIFT[system] & 0xFF]


__all__ = ["PICKS", "PICK_SHIFT", "RANK_KEY", "RANK_WORDS", "pick_of"]
