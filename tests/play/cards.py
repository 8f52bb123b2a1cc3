"""Cards as the driver deals them: notation, a seeded shoe, the cards an event names."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Final

RANKS: Final = "23456789TJQKA"
SUITS: Final = "cdhs"
HIDDEN: Final = "??"
"""A card sent unseen."""


class Shoe:
    """A seeded shuffled deck: cards leave it only by being dealt."""

    def __init__(self, rng: random.Random, packs: int = 1, *, short: bool = False) -> None:
        self.rng = rng
        ranks = RANKS[RANKS.index("6") :] if short else RANKS  # short deck: sixes to aces
        self.cards = [r + s for s in SUITS for r in ranks] * packs
        rng.shuffle(self.cards)

    def draw(self, count: int) -> list[str]:
        dealt, self.cards = (
            self.cards[len(self.cards) - count :],
            self.cards[: len(self.cards) - count],
        )
        return dealt[::-1]

    def peek(self) -> str | None:
        return self.cards[-1] if self.cards else None

    def shuffle_in(self, cards: Sequence[str]) -> None:
        self.cards.extend(cards)
        self.rng.shuffle(self.cards)


def named(event: dict[str, Any]) -> list[str]:
    """Every card an event names."""
    cards = [*event.get("down", ()), *event.get("up", ()), *event.get("discards", ())]
    cards += [event[k] for k in ("card", "passed", "discard") if k in event]
    return [c for c in cards if c != HIDDEN]
