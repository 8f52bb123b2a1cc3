"""Hands as players say them, in every ranking system (RULES.md §0 "Low systems", S3).

High: "Full house, kings over fives", "Two pair, kings and fives, ace kicker".
Low: named by the top cards, with the whole run: "Seven-five low (7-5-4-3-2)", "Wheel
(5-4-3-2-A)"; deuce-to-seven hands carry their number in the seed's table ("Seven-five low
(7-5-4-3-2, #1)"). An eight or worse is also "smooth" or "rough" for its top card when the
cards under it are among the lowest or the highest that top card allows (S3 Lowball: 8-5-4-3-2
is a smooth eight, 8-7-6-4-2 a rough eight). A low's category is "no pair", not high poker's
"high card".

>>> from service.rules.ranking.systems import RankingSystem
>>> describe(RankingSystem.ACE_TO_FIVE, Category.HIGH_CARD, (8, 6, 3, 2, 1))
'Eight-six low, a smooth eight (8-6-3-2-A)'
>>> describe(RankingSystem.DEUCE_TO_SEVEN, Category.HIGH_CARD, (8, 7, 6, 4, 2))
'Eight-seven low, a rough eight (8-7-6-4-2, #15)'
>>> describe(RankingSystem.DEUCE_TO_SEVEN, Category.HIGH_CARD, (8, 6, 5, 4, 3))
'Eight-six low (8-6-5-4-3, #9)'
>>> named_category(RankingSystem.ACE_TO_SIX, Category.HIGH_CARD)
<Category.NO_PAIR: 'no_pair'>
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import combinations
from typing import Final

from service.rules.cards import Rank
from service.rules.ranking.hands import Category
from service.rules.ranking.systems import DECLARATIONS, RankingSystem


def _noun(value: int) -> str:
    return Rank(14 if value == 1 else value).noun


def _plural(value: int) -> str:
    return Rank(14 if value == 1 else value).plural


def _no_pair_lows(system: RankingSystem) -> list[tuple[int, ...]]:
    """Every no-pair low of ``system`` (straights and flushes left out where they count), best
    first, as rank values in the order they compare: five different ranks, highest first, an ace
    1 where it plays low. Such lows compare from the top card down, so the best comes first in
    ascending order. Listed directly rather than scored: scoring the 1,287 fives of each system
    (:func:`.five.score_five`, which the tests hold these lists to) took about 24 ms of the
    server's start, against 1.5 ms."""
    declaration = DECLARATIONS[system]
    values = range(13, 0, -1) if declaration.ace_low else range(14, 1, -1)
    lows: list[tuple[int, ...]] = [
        order
        for order in combinations(values, 5)
        if not (
            declaration.straights_and_flushes_count
            and (
                order[0] - order[4] == 4
                or (declaration.wheel_is_straight and order == (14, 5, 4, 3, 2))
            )
        )
    ]
    lows.reverse()  # combinations of falling values come highest first
    return lows


def _deuce_to_seven_numbers() -> dict[tuple[int, ...], int]:
    """#1 for 7-5-4-3-2, #2 for 7-6-4-3-2 ... for every no-pair deuce-to-seven hand (S3)."""
    lows = _no_pair_lows(RankingSystem.DEUCE_TO_SEVEN)
    return {order: number for number, order in enumerate(lows, start=1)}


SMOOTH_OR_ROUGH: Final = 4
"""A low is smooth in the best quarter of the lows with its top card, rough in the worst."""
ROUGH_FROM: Final = 8
"""Smooth and rough describe eights and worse (S3's are eights); better lows go by their
numbers and names."""


def _textures(system: RankingSystem) -> dict[tuple[int, ...], str]:
    """Each no-pair low that is smooth or rough, by where it falls among the lows with the
    same top card (S3 Lowball: the cards after the highest very low, or high)."""
    by_top: dict[int, list[tuple[int, ...]]] = {}
    for order in _no_pair_lows(system):
        by_top.setdefault(order[0], []).append(order)
    textures = {}
    for top, same_top in by_top.items():
        if top < ROUGH_FROM:
            continue
        count = len(same_top)
        for place, order in enumerate(same_top):
            if place * SMOOTH_OR_ROUGH < count:
                textures[order] = "smooth"
            elif (count - 1 - place) * SMOOTH_OR_ROUGH < count:
                textures[order] = "rough"
    return textures


_DEUCE_TO_SEVEN_NUMBERS: Final = _deuce_to_seven_numbers()
_TEXTURES: Final = {s: _textures(s) for s in RankingSystem if DECLARATIONS[s].low}
_SYMBOLS: Final = {1: "A", 10: "10", 11: "J", 12: "Q", 13: "K", 14: "A"} | {
    v: str(v) for v in range(2, 10)
}


def named_category(system: RankingSystem, category: Category) -> Category:
    """The category as a card room names it under ``system``: a low with no pair is "no pair"
    (at ace-to-six and deuce-to-seven a straight or a flush stays one, against the hand)."""
    if category == Category.HIGH_CARD and DECLARATIONS[system].low:
        return Category.NO_PAIR
    return category


def describe(system: RankingSystem, category: Category, order: Sequence[int]) -> str:
    """The description of five cards whose rank values, most significant first, are ``order``.

    An ace playing low has the value 1.
    """
    return _described(system, category, tuple(order))


# Remembered: a showdown describes a handful of the few thousand fives a system can make.
@lru_cache(maxsize=1 << 16)
def _described(system: RankingSystem, category: Category, order: tuple[int, ...]) -> str:
    if system != RankingSystem.HIGH and category == Category.HIGH_CARD:
        return _describe_low(system, order)
    return _describe_by_category(category, order)


def _describe_low(system: RankingSystem, order: tuple[int, ...]) -> str:
    # The whole run follows the name, so that two lows with the same top cards read apart.
    run = "-".join(_SYMBOLS[v] for v in order)
    if system == RankingSystem.ACE_TO_FIVE and order == (5, 4, 3, 2, 1):
        return f"Wheel ({run})"
    top_two = f"{_noun(order[0]).capitalize()}-{_noun(order[1])} low"
    number = _DEUCE_TO_SEVEN_NUMBERS.get(order) if system == RankingSystem.DEUCE_TO_SEVEN else None
    suffix = f" ({run}, #{number})" if number else f" ({run})"
    texture = _TEXTURES[system].get(order)
    if texture:
        return f"{top_two}, a {texture} {_noun(order[0])}{suffix}"
    return f"{top_two}{suffix}"


def _describe_by_category(category: Category, order: Sequence[int]) -> str:
    r = order
    run = "-".join(_noun(v) for v in r)
    match category:
        case Category.FIVE_OF_A_KIND:
            return f"Five of a kind, {_plural(r[0])}"
        case Category.STRAIGHT_FLUSH if r[0] == 14:
            return "Royal flush"
        case Category.STRAIGHT_FLUSH:
            return f"Straight flush, {_noun(r[0])} high"
        case Category.FOUR_OF_A_KIND:
            return f"Four of a kind, {_plural(r[0])}, {_noun(r[4])} kicker"
        case Category.FULL_HOUSE:
            return f"Full house, {_plural(r[0])} over {_plural(r[3])}"
        case Category.FLUSH:
            return f"Flush, {run}"
        case Category.STRAIGHT:
            return f"Straight, {_noun(r[0])} high"
        case Category.THREE_OF_A_KIND:
            return f"Three of a kind, {_plural(r[0])}, {_noun(r[3])}-{_noun(r[4])} kickers"
        case Category.TWO_PAIR:
            return f"Two pair, {_plural(r[0])} and {_plural(r[2])}, {_noun(r[4])} kicker"
        case Category.ONE_PAIR:
            return f"Pair of {_plural(r[0])}, {_noun(r[2])}-{_noun(r[3])}-{_noun(r[4])} kickers"
        case _:
            return f"High card, {run}"
