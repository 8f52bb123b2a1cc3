"""Lookup tables for hands with one or two fully wild cards: the fast path for jokers.

For ``w`` wild cards that may duplicate a held card (the default), the best score without a
flush of a hand depends only on the ranks of its natural cards, so it is one dictionary lookup,
as for natural hands (:mod:`.tables`). A table for ``w`` wild cards is built from the one for
``w - 1``: a wild card takes the rank that helps most, or makes five of a kind. High poker adds
the best flush the wild cards can complete. The tables are read from the table file with the
others (:mod:`.table_build` makes them), before gunicorn forks.

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

from service.rules.ranking.systems import DECLARATIONS, RankingSystem
from service.rules.ranking.tables import (
    _FILE,
    FLUSH_SUIT,
    RANK_KEY_SHIFT,
    RANK_WORDS,
    SCORE_BITS,
    SCORE_MASK,
    SCORE_SHIFT,
    SUIT_FIELD,
    packed_words,
    suit_mask,
)

TABLE_WILDS: Final = (1, 2)
"""How many wild cards the tables cover; more go the general way (:mod:`.wild`)."""


def _packed(wilds: int, known: dict[int, int], words: dict[int, int]) -> dict[int, int]:
    """By natural rank key, every system's best score with ``wilds`` wild cards, packed as in
    ``RANK_WORDS``. A key already in ``known`` and a word already in ``words`` are stored as the
    object there: about 39,000 equal ints held once, not twice (1.4 MB in every worker)."""
    fields = [(_FILE.pop(f"wild{wilds}.{s}"), SCORE_SHIFT[s], SCORE_BITS) for s in RankingSystem]
    keys = _FILE.pop(f"wild{wilds}.keys")
    made = packed_words(fields)
    return dict(zip(map(known.get, keys, keys), map(words.setdefault, made, made), strict=True))


def _all_packed() -> dict[int, dict[int, int]]:
    """The tables for one and two wild cards, sharing the natural table's keys."""
    known = dict(zip(RANK_WORDS, RANK_WORDS, strict=True))
    words: dict[int, int] = {}
    return {wilds: _packed(wilds, known, words) for wilds in TABLE_WILDS}


WILD_WORDS: Final = _all_packed()
FLUSH_SUIT_WITH: Final = {wilds: _FILE[f"suits.{wilds}"] for wilds in TABLE_WILDS}
"""For ``w`` wild cards and every suit field: the suit its cards and the wild cards can make
five of, or 0."""


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
    words, shift = WILD_WORDS[wilds], SCORE_SHIFT[system]
    if not declaration.straights_and_flushes_count:

        def ignoring_flushes(codes: Sequence[int]) -> int | None:
            return words[sum(codes) >> RANK_KEY_SHIFT] >> shift & SCORE_MASK

        return ignoring_flushes
    if declaration.low:

        def low_counting_flushes(codes: Sequence[int]) -> int | None:
            # A wild card takes a suit that makes no flush, unless five naturals share one.
            total = sum(codes)
            if FLUSH_SUIT[total & SUIT_FIELD]:
                return None
            return words[total >> RANK_KEY_SHIFT] >> shift & SCORE_MASK

        return low_counting_flushes
    suits, flushes = FLUSH_SUIT_WITH[wilds], _FILE[f"wildflush{wilds}.high"]

    def high(codes: Sequence[int]) -> int | None:
        total = sum(codes)
        best: int = words[total >> RANK_KEY_SHIFT] & SCORE_MASK  # high is the lowest field
        suit = suits[total & SUIT_FIELD]
        return max(best, flushes[suit_mask(codes, suit)]) if suit else best

    return high
