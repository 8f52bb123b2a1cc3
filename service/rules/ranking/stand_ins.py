"""Where a wild card that makes no flush is placed: in the suit least held (the higher among
equals) of which the hand holds no card of its rank, so that it makes no flush. The search
places its wild cards so (:func:`.wild.best_with_wilds`, kept apart as the tests' oracle); the
table paths place theirs here, so that their rulings are the search's.

>>> from service.rules.cards import parse_card
>>> [str(c) for c in offsuit([parse_card(c) for c in "7h 7d 7s 2c".split()], [7])]
['7c']
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from service.rules.cards import FULL_PACK, Card
from service.rules.ranking.tables import CODE_AT, SUIT_FIELD

REPEATS: Final = -1
"""What :func:`stand_ins` answers when a stand-in must repeat a held card and may not."""


def stand_ins(
    ranks: Sequence[int], coded: list[int], suit_field: int, may_repeat: bool = True
) -> list[int] | int:
    """The cards (by index) standing for ``ranks``, placed in turn: each in the suit least held
    (counting the stand-ins placed before it), the higher among equals, of which the hand holds
    no card of that rank, else the least held. ``coded`` holds the hand's card codes
    (:data:`.tables.CODE_AT`; 0 for a wild card) and grows by each stand-in's; ``suit_field``
    is the suit counts of its sum. :data:`REPEATS` where a stand-in would repeat a held card
    and ``may_repeat`` is false."""
    placed = []
    for rank in ranks:
        first = (rank - 2) * 4
        suits = _LEAST_HELD.get(suit_field) or _least_held(suit_field)
        for suit in suits:
            code = CODE_AT[first + suit]
            if code not in coded:
                break
        else:
            if not may_repeat:
                return REPEATS
            suit = suits[0]
            code = CODE_AT[first + suit]
        coded.append(code)
        suit_field += code & SUIT_FIELD
        placed.append(first + suit)
    return placed


def offsuit(held: list[Card], ranks: list[int]) -> list[Card]:
    """:func:`stand_ins` for natural cards ``held``, as cards."""
    coded = [CODE_AT[c.index] for c in held]
    placed = stand_ins(ranks, coded, sum(coded) & SUIT_FIELD)
    assert not isinstance(placed, int)  # may repeat
    return [FULL_PACK[i] for i in placed]


_LEAST_HELD: Final[dict[int, tuple[int, ...]]] = {}


def _least_held(field: int) -> tuple[int, ...]:
    """The suits from the least held to the most (the higher first among equals), for a suit
    field of counts (four at most per suit: remembered for every field met)."""
    suits = tuple(sorted(range(4), key=lambda s: (field >> 4 * s & 0xF, -s)))
    _LEAST_HELD[field] = suits
    return suits
