"""Every one of the 133,784,560 seven-card hands scored through the lookup tables, for the
seven-card oracles of RULES.md §6: one hand of each class of hands that differ only in the
names of their suits, counted as many times as its class has hands.

Renaming the suits (24 ways) never changes a hand's score in any ranking system, so the
6,009,159 classes cover every hand: a class whose hand holds suits with the same ranks (say no
cards of two suits) has fewer than 24 members, ``24 / k!`` for each group of ``k`` suits
holding the same ranks. The sum of the classes' sizes must come to C(52, 7), and does. Which
suit plays which part turns with every class, so every suit takes every part (the flush of
seven, the suit holding two cards, ...): a scorer that treated one suit differently would not
go unseen. One pass is about a 24th of scoring every hand: seconds, not the minute and a half
it took.

Each pass is a test file of its own: the suite's processes take whole files (``--dist
loadfile``), so two passes in one file would run one after the other in one process.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from itertools import combinations, permutations
from math import comb, factorial

from service.rules.cards import FULL_PACK
from service.rules.ranking import RankingSystem
from service.rules.ranking.tables import CODES, SCORERS

SUITS = 4
RANKS = sorted({c.rank for c in FULL_PACK})
SUIT_ORDERS = list(permutations(range(SUITS)))
SEVEN_CARD_HANDS = comb(52, 7)
SUIT_CLASSES = 6_009_159
"""Seven-card hands up to renaming the suits (the count poker's hand-abstraction papers give)."""

_CODE = {(c.rank, c.suit): CODES[c] for c in FULL_PACK}


def _suit_sizes(cards: int) -> Iterator[tuple[int, ...]]:
    """How ``cards`` may fall into four suits, most first: (7, 0, 0, 0) ... (2, 2, 2, 1)."""

    def split(left: int, most: int, slots: int) -> Iterator[tuple[int, ...]]:
        if slots == 0:
            if left == 0:
                yield ()
            return
        for size in range(min(left, most), -1, -1):
            for rest in split(left - size, size, slots - 1):
                yield (size, *rest)

    yield from split(cards, len(RANKS), SUITS)


def _prefixes(
    sizes: Sequence[int],
) -> Iterator[tuple[tuple[tuple[int, ...], ...], int, int]]:
    """Every suit's ranks but the last holding cards, once per class: where two suits hold as
    many cards, the first holds the lower ranks (or the same). With each: the renamings that
    leave those suits as they are, and how many suits at the end hold the same ranks."""

    def pick(
        slot: int, chosen: tuple[tuple[int, ...], ...], fixed: int, run: int
    ) -> Iterator[tuple[tuple[tuple[int, ...], ...], int, int]]:
        if slot == len(sizes):
            yield chosen, fixed, run
            return
        for ranks in combinations(RANKS, sizes[slot]):
            if slot and sizes[slot] == sizes[slot - 1]:
                if ranks < chosen[-1]:
                    continue
                if ranks == chosen[-1]:
                    yield from pick(slot + 1, (*chosen, ranks), fixed * (run + 1), run + 1)
                    continue
            yield from pick(slot + 1, (*chosen, ranks), fixed, 1)

    yield from pick(0, (), 1, 0)


def every_suit_class(cards: int = 7) -> Iterator[tuple[tuple[int, ...], int]]:
    """One hand of each class, as card codes, with the class's size. The suits' parts are
    dealt to the four suits in turn, a different order for each choice of all but the last
    suit's ranks."""
    turn = 0
    for sizes in _suit_sizes(cards):
        held = [size for size in sizes if size]
        empty = factorial(SUITS - len(held))  # suits without cards: renamed among themselves
        last = held[-1]
        same_size = len(held) > 1 and held[-2] == last
        for prefix, fixed, run in _prefixes(held[:-1]):
            order = SUIT_ORDERS[turn % len(SUIT_ORDERS)]
            turn += 1
            head = tuple(
                _CODE[rank, order[part]] for part, ranks in enumerate(prefix) for rank in ranks
            )
            before = prefix[-1] if same_size else ()
            size, tied = (
                factorial(SUITS) // (fixed * empty),
                factorial(SUITS) // (fixed * (run + 1) * empty),
            )
            for ranks, codes in _OPTIONS[last][order[len(held) - 1]]:
                if same_size and ranks <= before:
                    if ranks < before:
                        continue
                    yield head + codes, tied
                else:
                    yield head + codes, size


_OPTIONS = {
    size: [
        [(ranks, tuple(_CODE[rank, suit] for rank in ranks)) for ranks in combinations(RANKS, size)]
        for suit in range(SUITS)
    ]
    for size in range(1, 8)
}
"""For each size and suit, every set of ranks with the cards' codes."""


def every_seven_card_score(system: RankingSystem) -> Counter[int]:
    """How many of the seven-card hands score each value under ``system``."""
    score: Callable[[Sequence[int]], int] = SCORERS[system]
    scores: Counter[int] = Counter()
    classes = 0
    for codes, size in every_suit_class(7):
        scores[score(codes)] += size
        classes += 1
    assert classes == SUIT_CLASSES, f"{classes:,} classes of seven-card hands"
    return scores
