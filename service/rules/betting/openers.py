"""Jacks or Better: may this hand open? (RULES.md §2; S1)

A pair of jacks or better opens: any pair from jacks to aces, or two pair of any ranks, trips, a
straight, a flush, a full house, quads or a straight flush. Tens, and four-card draws, do not.

>>> from service.rules.cards import parse_card
>>> has_openers([parse_card(c) for c in "Jc Jd 8d 9d Qd".split()])
True
>>> has_openers([parse_card(c) for c in "Tc Td Ad Kd Qs".split()])
False
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Final

from service.rules.cards import Card, Rank, SeenOrHidden
from service.rules.ranking.five import score_five
from service.rules.ranking.systems import DECLARATIONS, RankingSystem
from service.rules.ranking.tables import best_score

LEAST_OPENERS: Final = score_five(
    (11, 11, 4, 3, 2), flush=False, declaration=DECLARATIONS[RankingSystem.HIGH]
).value
"""The score of the weakest hand that opens: J-J-4-3-2."""


def has_openers(cards: Sequence[Card]) -> bool:
    """Whether five cards (or the best five of more) are jacks or better."""
    return best_score(cards, RankingSystem.HIGH) >= LEAST_OPENERS


def openers_in(cards: Sequence[Card]) -> tuple[Card, ...]:
    """The cards that make five cards openers: the pair or pairs, the set, the quads, or all
    five for a straight, flush or full house; empty when they do not open."""
    if len(cards) != 5 or not has_openers(cards):
        return ()
    counts = Counter(c.rank for c in cards)
    grouped = tuple(c for c in cards if counts[c.rank] > 1)
    if len(grouped) in (2, 3, 4):  # a pair of jacks or better, two pair, trips or quads
        return grouped
    return tuple(cards)  # a straight, a flush, a full house or a straight flush


def visibly_opens(cards: Sequence[SeenOrHidden]) -> bool:
    """Whether the cards seen of a dealt hand make openers whatever the unseen ones are: all five
    seen and jacks or better, or among those seen a pair of jacks or better, two pair or trips.

    >>> from service.rules.cards import parse_card_or_hidden
    >>> visibly_opens([parse_card_or_hidden(c) for c in "Qc Qd ?? ?? ??".split()])
    True
    >>> visibly_opens([parse_card_or_hidden(c) for c in "Tc Td ?? ?? ??".split()])
    False
    """
    seen = [c for c in cards if isinstance(c, Card)]
    if len(seen) == len(cards) == 5:
        return has_openers(seen)
    counts = Counter(c.rank for c in seen)
    pairs = [rank for rank, n in counts.items() if n >= 2]
    return (
        len(pairs) >= 2
        or any(n >= 3 for n in counts.values())
        or max(pairs, default=0) >= Rank.JACK
    )
