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

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import Final

from service.rules.cards import Card, PlayingCard, Rank
from service.rules.decks import STANDARD
from service.rules.errors import Location

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
        """Every card eliminated: the player wins the whole pot at once (S0), every pot he is in
        if he is all in for less (rule elimination.side-pot)."""
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


@dataclass(frozen=True, kw_only=True, slots=True)
class CountedTotal:
    """A best total and the value chosen for each card kept, in half-points."""

    total: int
    values: tuple[tuple[Card, int], ...]


@dataclass(frozen=True, kw_only=True, slots=True)
class TotalsRuling:
    """Elimination's ruling on one hand: the cards left and eliminated, the best totals."""

    kept: tuple[Card, ...]
    eliminated: tuple[Card, ...]
    high: CountedTotal | None
    """The best high total (ace 11, pictures 10); None once every card is gone."""
    low: CountedTotal | None
    """The best low total (ace 1, pictures ½); None once every card is gone."""
    lost_every_card: bool
    """Every card eliminated: the player wins the whole pot at once (S0), every pot he is in
    if he is all in for less (rule elimination.side-pot)."""
    rules: tuple[str, ...]


def rule_on_totals(cards: Sequence[PlayingCard], exposed: Collection[Rank]) -> TotalsRuling:
    """The ruling on a hand of one 52-card pack with the ``exposed`` ranks turned up so far.

    No card may appear twice and there is no joker (``cards.duplicate``).

    >>> from service.rules.cards import parse_card
    >>> ruling = rule_on_totals([parse_card(c) for c in "Kd 7c".split()], {Rank.SEVEN})
    >>> ruling.high.values[0][1], ruling.low.total, ruling.rules[-1]
    (20, 1, 'cards.duplicate')
    """
    naturals = natural_cards(cards, ("cards",))
    held = totals(naturals, exposed)

    def counted(total: int | None, value: Callable[[Card], int]) -> CountedTotal | None:
        if total is None:
            return None
        return CountedTotal(total=total, values=tuple((c, value(c)) for c in held.kept))

    rules = ["elimination.values", "elimination.reveal", "cards.duplicate"]
    if held.lost_every_card:
        rules.append("elimination.end")
    return TotalsRuling(
        kept=held.kept,
        eliminated=held.eliminated,
        high=counted(held.high, high_value),
        low=counted(held.low, low_value),
        lost_every_card=held.lost_every_card,
        rules=tuple(rules),
    )


def natural_cards(cards: Sequence[PlayingCard], where: Location) -> tuple[Card, ...]:
    """The cards of one 52-card pack, checked: no card twice and no joker, which the pack does
    not hold (``cards.duplicate``); ``where`` names the list in a refusal."""
    STANDARD.check_no_duplicates([((*where, k), c) for k, c in enumerate(cards)])
    naturals = tuple(c for c in cards if isinstance(c, Card))
    assert len(naturals) == len(cards)  # a joker was refused above: the pack holds none
    return naturals


def as_points(half_points: int) -> float | int:
    """Half-points as the players say them: 17 is 8.5, 16 is 8."""
    return half_points // 2 if half_points % 2 == 0 else half_points / 2
