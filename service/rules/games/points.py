"""Elimination's point totals (RULES.md §1; S0).

Pips count their face value; an ace is 1 or 11 and a king, queen or jack 10 or ½, each chosen
freely, so the best high total takes the ace as 11 and pictures as 10, and the best low total
the ace as 1 and pictures as ½. Totals are kept in half-points so they stay integers.

>>> from service.rules.cards import parse_card
>>> hand = totals([parse_card(c) for c in "As Kd 7c 7h 2s".split()], exposed={Rank.SEVEN})
>>> hand.high, hand.low, [str(c) for c in hand.eliminated]
(46, 7, ['7c', '7h'])
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Final

from service.rules.cards import Card, Rank

_PICTURES: Final = frozenset({Rank.JACK, Rank.QUEEN, Rank.KING})


def high_value(card: Card) -> int:
    """The card's greatest value, in half-points: ace 11, pictures 10, pips face value."""
    if card.rank == Rank.ACE:
        return 22
    return 20 if card.rank in _PICTURES else 2 * int(card.rank)


def low_value(card: Card) -> int:
    """The card's least value, in half-points: ace 1, pictures ½, pips face value."""
    if card.rank == Rank.ACE:
        return 2
    return 1 if card.rank in _PICTURES else 2 * int(card.rank)


@dataclass(frozen=True, kw_only=True, slots=True)
class Totals:
    """A player's cards after the eliminations so far, and his best totals in half-points."""

    kept: tuple[Card, ...]
    eliminated: tuple[Card, ...]
    high: int | None
    """The best (greatest) total; None once every card is gone."""
    low: int | None
    """The best (least) total; None once every card is gone."""

    @property
    def lost_every_card(self) -> bool:
        """Every card eliminated: the player wins the whole pot at once (S0)."""
        return not self.kept


def totals(cards: Sequence[Card], exposed: Collection[Rank]) -> Totals:
    """The player's cards with every exposed rank discarded, and his best high and low totals."""
    kept = tuple(c for c in cards if c.rank not in exposed)
    eliminated = tuple(c for c in cards if c.rank in exposed)
    return Totals(
        kept=kept,
        eliminated=eliminated,
        high=sum(high_value(c) for c in kept) if kept else None,
        low=sum(low_value(c) for c in kept) if kept else None,
    )


def as_points(half_points: int) -> float | int:
    """Half-points as the players say them: 17 is 8.5, 16 is 8."""
    return half_points // 2 if half_points % 2 == 0 else half_points / 2
