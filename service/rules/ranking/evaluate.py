"""The one entry point that evaluates a hand under any ranking system.

>>> from service.rules.cards import parse_card
>>> evaluate_hand([parse_card(c) for c in "As Ks Qs Js Ts".split()], RankingSystem.HIGH).description
'Royal flush'
"""

from __future__ import annotations

from collections.abc import Sequence

from service.rules.cards import Card, PlayingCard
from service.rules.errors import RuleViolation
from service.rules.ranking.hands import Evaluation, RankingSystem
from service.rules.ranking.high import MAX_CARDS, MIN_CARDS, evaluate_high


def evaluate_hand(cards: Sequence[PlayingCard], system: RankingSystem) -> Evaluation:
    """Evaluate 5 to 9 cards under ``system``; a joker needs a wild-card rule to be ranked."""
    if not MIN_CARDS <= len(cards) <= MAX_CARDS:
        raise RuleViolation(
            "hands.size", f"a hand is ranked from 5 to 9 cards; this one has {len(cards)}"
        )
    naturals = [c for c in cards if isinstance(c, Card)]
    if len(naturals) < len(cards):
        position = next(i for i, c in enumerate(cards) if not isinstance(c, Card))
        raise RuleViolation(
            "wild.joker-needs-rule",
            "a joker has no rank of its own: it can be ranked only under a wild-card rule",
            at=((position,),),
        )
    match system:
        case RankingSystem.HIGH:
            return evaluate_high(naturals)
