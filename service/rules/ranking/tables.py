"""Lookup tables: the best score of any 5 to 7 cards of one pack in a handful of operations.

Every card has an integer code; the sum of a hand's codes holds, in separate bit fields, a
count of each suit and a base-5 key of its ranks (at most four cards of a rank in one pack, so
no digit overflows). Without five cards of one suit, flushes play no part and the rank key alone
decides: one dictionary lookup. With five or more of a suit, high poker adds the best flush or
straight flush of that suit from a 13-bit rank mask; the low systems that count flushes against
a hand fall back to trying every five (a flush is rare, and the best low usually avoids it).

The tables are read from the generated module :mod:`.table_data` (written by ``make tables``
from :mod:`.table_build`, :mod:`.table_file` says how) once per server, before gunicorn forks
its workers (``preload_app``); without it they are built in process. Every system's score and
pick of a rank multiset are packed in one integer under its key (``RANK_WORDS``): one
dictionary serves all four systems, a quarter of the memory of one per system.

>>> from service.rules.cards import parse_card
>>> from service.rules.ranking.five import score_five
>>> cards = [parse_card(c) for c in "As Ks Qs Js Ts 2c 3d".split()]
>>> best_score(cards, RankingSystem.HIGH) == score_five(
...     (14, 13, 12, 11, 10), flush=True, declaration=DECLARATIONS[RankingSystem.HIGH]).value
True
"""

from __future__ import annotations

import sys
from array import array
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from io import BytesIO
from itertools import combinations, repeat
from typing import Final

from service.rules.cards import FULL_PACK, Card
from service.rules.ranking import table_build, table_data, table_file
from service.rules.ranking.five import score_ranks
from service.rules.ranking.systems import DECLARATIONS, RankingSystem

RANKS: Final = range(2, 15)
TABLE_SIZES: Final = table_build.TABLE_SIZES
RANK_KEY: Final = table_build.RANK_KEY
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


def _stored() -> tuple[table_file.Arrays, bool]:
    """The tables of the generated module, or built here where it holds none (a checkout in
    the middle of ``make tables``), and whether they came from the module. The module's
    encoded text is dropped once decoded: 0.7 MB every worker would otherwise hold."""
    data = getattr(table_data, "DATA", None)
    if not data:
        return table_build.build(), False
    del table_data.DATA
    return table_file.decode(data), True


_FILE, FROM_MODULE = _stored()

SCORE_BITS: Final = 24
"""Every score is below ``SCORE_CEILING`` (1 << 24), a low's too: three whole bytes."""
SCORE_MASK: Final = (1 << SCORE_BITS) - 1
PICK_BITS: Final = 8
_SYSTEMS: Final = tuple(RankingSystem)
SCORE_SHIFT: Final = {s: SCORE_BITS * i for i, s in enumerate(_SYSTEMS)}
"""Where each system's score lies in a multiset's word (the high score lowest)."""
PICK_SHIFT: Final = {s: SCORE_BITS * len(_SYSTEMS) + PICK_BITS * i for i, s in enumerate(_SYSTEMS)}
"""Where each system's pick number lies in a multiset's word: four scores and four picks fill
128 bits, every field whole bytes, so that words are made by byte copies (:func:`packed_words`)."""
WORD_BYTES: Final = 16


def packed_words(fields: Sequence[tuple[array[int], int, int]]) -> list[int]:
    """Item by item, the word holding each column's item in its field: (column, offset, width)
    in bits, both whole bytes, within 128 bits, not overlapping; an item wider than its field
    loses its high bytes (the tests hold the words to the columns). Made without a Python step
    per item and field: strided byte copies lay the items out as 16-byte big-endian words, which
    a ``BytesIO`` reads one by one into ``int.from_bytes``, both mapped in C. Packing by a shift
    and an or per field and item took a fifth of a second of the server's start; cutting the
    words apart by slicing in a Python loop, 40 ms for the natural table alone.

    >>> packed_words([(array("B", [1, 2]), 0, 8), (array("I", [3, 4]), 8, 24)])
    [769, 1026]
    """
    count = len(fields[0][0])
    laid_out = bytearray(count * WORD_BYTES)
    for column, offset, width in fields:
        if offset % 8 or width % 8 or offset + width > 8 * WORD_BYTES:
            raise ValueError(f"a field of {width} bits at {offset} is not whole bytes of a word")
        little = array(column.typecode, column)
        if sys.byteorder != "little":
            little.byteswap()
        raw, size = little.tobytes(), column.itemsize
        for byte in range(min(width // 8, size)):
            # Big-endian: the word's lowest byte is its last.
            laid_out[WORD_BYTES - 1 - offset // 8 - byte :: WORD_BYTES] = raw[byte::size]
    read = BytesIO(laid_out).read
    return list(map(int.from_bytes, map(read, repeat(WORD_BYTES, count))))  # big-endian


def _packed_words() -> dict[int, int]:
    """Each rank key with its systems' scores and picks packed in one word; the columns are
    dropped from the file's arrays once read (they would only hold memory)."""
    fields = [(_FILE.pop(f"score.{s}"), SCORE_SHIFT[s], SCORE_BITS) for s in _SYSTEMS]
    fields += [(_FILE.pop(f"pick.{s}"), PICK_SHIFT[s], PICK_BITS) for s in _SYSTEMS]
    return dict(zip(_FILE.pop("keys"), packed_words(fields), strict=True))


RANK_WORDS: Final = _packed_words()
"""By rank key of 5 to 7 cards: every system's best score with no flush and pick, packed."""


class SystemScores(Mapping[int, int]):
    """One system's best non-flush score of each rank multiset, read from ``RANK_WORDS``."""

    def __init__(self, system: RankingSystem) -> None:
        self._shift = SCORE_SHIFT[system]

    def __getitem__(self, key: int) -> int:
        return RANK_WORDS[key] >> self._shift & SCORE_MASK

    def __iter__(self) -> Iterator[int]:
        return iter(RANK_WORDS)

    def __len__(self) -> int:
        return len(RANK_WORDS)


RANK_TABLES: Final = {system: SystemScores(system) for system in RankingSystem}
FLUSH_SUIT: Final = _FILE["suits.0"]
"""For every suit field: the suit (as its field value) holding five or more cards, or 0. Two
suits cannot both hold five of nine or fewer cards; hands of ten go the general way."""
_HIGH_FLUSHES: Final = _FILE["flush.high"]


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
    best: int = RANK_WORDS[total >> RANK_KEY_SHIFT] & SCORE_MASK  # high is the lowest field
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


def _low_scorer(system: RankingSystem) -> Callable[[Sequence[int]], int]:
    words, shift = RANK_WORDS, SCORE_SHIFT[system]
    if not DECLARATIONS[system].straights_and_flushes_count:

        def score_codes_ignoring_flushes(codes: Sequence[int]) -> int:
            """Best low score of 5 to 7 coded cards where suits never matter."""
            return words[sum(codes) >> RANK_KEY_SHIFT] >> shift & SCORE_MASK

        return score_codes_ignoring_flushes

    table = RANK_TABLES[system]
    flushes = _FILE[f"flush5.{system}"]

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
