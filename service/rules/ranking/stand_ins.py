"""Where the search places a wild card that makes no flush (:func:`.wild.best_with_wilds`):
the table paths place theirs the same way, so that their rulings are the search's."""

from __future__ import annotations

from typing import Final

from service.rules.cards import FULL_PACK, Card

_SUITS: Final = range(4)


def offsuit(held: list[Card], ranks: list[int]) -> list[Card]:
    """Cards of these ranks each in the suit least held (the higher among equals) of which the
    hand holds no card of that rank, so that they make no flush (as the search places them)."""
    taken = set(held)
    per_suit = [0] * 4
    for card in held:
        per_suit[card.suit] += 1
    chosen = []
    for rank in ranks:
        suits = sorted(_SUITS, key=lambda s: (per_suit[s], -s))
        first = (rank - 2) * 4
        fresh = [s for s in suits if FULL_PACK[first + s] not in taken]
        card = FULL_PACK[first + (fresh[0] if fresh else suits[0])]
        taken.add(card)
        per_suit[card.suit] += 1
        chosen.append(card)
    return chosen
