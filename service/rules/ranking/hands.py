"""What an evaluation says about a hand, and how evaluated hands are put in order.

One comparable ``value`` per hand: within one ranking system, *greater is always better*, whether
the system ranks high hands or low ones, so ordering and splitting never need to know the system.

>>> order_by_value([40, 70, 40, 10])
[[1], [0, 2], [3]]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Final, NamedTuple

from service.rules.cards import Card, PlayingCard
from service.rules.ranking.systems import AnySystem


class Category(StrEnum):
    """The kind of a five-card hand, machine-readable: the high categories weakest first, then
    the one only low systems use."""

    HIGH_CARD = "high_card"
    ONE_PAIR = "one_pair"
    TWO_PAIR = "two_pair"
    THREE_OF_A_KIND = "three_of_a_kind"
    STRAIGHT = "straight"
    FLUSH = "flush"
    FULL_HOUSE = "full_house"
    FOUR_OF_A_KIND = "four_of_a_kind"
    STRAIGHT_FLUSH = "straight_flush"
    FIVE_OF_A_KIND = "five_of_a_kind"
    NO_PAIR = "no_pair"
    """A low with five different ranks and, where they count, no straight or flush: what a
    card room calls a low that is not paired (high poker's "high card"). In badugi, every
    hand: the cards that play share no rank (and no suit); how many play, its description
    says."""

    label: str
    """The category as people say it: ``"Full house"``. Each member's own attribute, made
    once: an answer writes one a hand, and a property would be a call (an enum's hash two)."""

    def __init__(self, value: str) -> None:
        self.label = value.replace("_", " ").capitalize()

    @property
    def high_strength(self) -> int:
        """Position in the high order (RULES.md §0): 0 for high card up to 9 for five of a kind;
        the scores pack it for every system."""
        return _HIGH_ORDER[self]


HIGH_CATEGORIES: Final[tuple[Category, ...]] = tuple(c for c in Category if c != Category.NO_PAIR)
"""The categories the scores pack, weakest first."""
_HIGH_ORDER: Final[dict[Category, int]] = {
    category: strength for strength, category in enumerate(HIGH_CATEGORIES)
}


@dataclass(frozen=True, kw_only=True, slots=True)
class ScoreRuling:
    """What a ruling says that its score decides: one per score, shared by every hand that
    makes it (a ranking system has a few thousand)."""

    system: AnySystem
    value: int
    """Comparable within ``system``: a greater value is a better hand; equal values tie."""
    category: Category
    description: str
    """The hand as players say it: ``"Full house, kings over fives"``."""
    rules: tuple[str, ...]
    """The rule ids this evaluation applied, in order."""
    qualifies: bool | None = None
    """Under an N-or-better qualifier, whether this low qualifies; None without one."""


class Evaluation(NamedTuple):
    """The ruling on one hand under one ranking system: its score's ruling and its cards.

    Immutable like the frozen dataclasses elsewhere, but a tuple: the table paths make one per
    hand of every request, and a tuple is made in one call (:func:`evaluation`), where a frozen
    dataclass's constructor sets each field through ``object.__setattr__``. Made by keyword,
    ``Evaluation(score=..., best_five=..., plays_as=...)``; changed with ``_replace``."""

    score: ScoreRuling
    best_five: tuple[PlayingCard, ...]
    """The five cards that play, the most significant first (pairs before kickers); in badugi
    the one to four that play, highest first."""
    plays_as: tuple[Card, ...]
    """What each of the five plays as: itself, or for a wild card the card it stands for."""
    wild_cards: tuple[tuple[int, Card | None], ...] = ()
    """Each wild card of the hand by position, with the card it stands for (None: not needed)."""

    # The score's words, read through: one object per score keeps a ruling cheap to make.
    @property
    def system(self) -> AnySystem:
        """The ranking system."""
        return self.score.system

    @property
    def value(self) -> int:
        """Comparable within ``system``: a greater value is a better hand; equal values tie."""
        return self.score.value

    @property
    def category(self) -> Category:
        """The category of the best five, as named under ``system``."""
        return self.score.category

    @property
    def description(self) -> str:
        """The hand as players say it: ``"Full house, kings over fives"``."""
        return self.score.description

    @property
    def rules(self) -> tuple[str, ...]:
        """The rule ids this evaluation applied, in order."""
        return self.score.rules

    @property
    def qualifies(self) -> bool | None:
        """Under an N-or-better qualifier, whether this low qualifies; None without one."""
        return self.score.qualifies


MAKE_EVALUATION: Final = tuple.__new__
"""``MAKE_EVALUATION(Evaluation, (score, best_five, plays_as, wild_cards))``: an evaluation in
one call, for the loops that make one per hand (the four fields given in order, all of them)."""


def order_by_value(values: Sequence[int]) -> list[list[int]]:
    """Group positions by value, best group first; tied positions share a group, in input order."""
    groups: dict[int, list[int]] = {}
    for position, value in enumerate(values):
        groups.setdefault(value, []).append(position)
    return [groups[value] for value in sorted(groups, reverse=True)]
