"""The one entry point that evaluates a hand under any ranking system.

The best five is found among every five of the cards, so high and low each choose their own
(cards speak, RULES.md §0). Its score is the same number the lookup tables give; the tests hold
the two to it.

>>> from service.rules.cards import parse_card
>>> hand = [parse_card(c) for c in "As Ks Qs Js Ts".split()]
>>> evaluate_hand(hand, RankingSystem.HIGH).description
'Royal flush'
>>> low = evaluate_hand([parse_card(c) for c in "8h 6c 3d 2s Ac Kd Kh".split()],
...                     RankingSystem.ACE_TO_FIVE, qualifier=8)
>>> low.description, low.qualifies, " ".join(str(c) for c in low.best_five)
('Eight-six, smooth', True, '8h 6c 3d 2s Ac')
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import combinations
from typing import Final

from service.rules.cards import Card, PlayingCard
from service.rules.errors import RuleViolation
from service.rules.ranking.describe import describe
from service.rules.ranking.five import ACE, LOW_ACE, FiveScore, score_five
from service.rules.ranking.hands import Category, Evaluation
from service.rules.ranking.systems import DECLARATIONS, RankingSystem

MIN_CARDS: Final = 5
MAX_CARDS: Final = 9
QUALIFIERS: Final = range(5, 15)
"""N in an N-or-better qualifier: a no-pair low with no card above N (the ace counts 14 in
deuce-to-seven)."""


@lru_cache(maxsize=1 << 16)
def _score(ranks: tuple[int, ...], flush: bool, system: RankingSystem) -> FiveScore:
    return score_five(ranks, flush=flush, declaration=DECLARATIONS[system])


def evaluate_hand(
    cards: Sequence[PlayingCard], system: RankingSystem, *, qualifier: int | None = None
) -> Evaluation:
    """Evaluate 5 to 9 cards under ``system``; ``qualifier`` N applies an N-or-better low.

    A joker needs a wild-card rule to be ranked.
    """
    naturals = _naturals(cards)
    declaration = DECLARATIONS[system]
    if qualifier is not None and not declaration.low:
        raise RuleViolation(
            "low.qualifier",
            "a qualifier applies to a low ranking, not to high",
            at=(("qualifier",),),
        )
    # Highest cards first, so that among equal fives the choice does not depend on input order.
    ordered = sorted(naturals, reverse=True)
    best_cards: tuple[Card, ...] = ()
    best: FiveScore | None = None
    for five in combinations(ordered, 5):
        scored = _score(tuple(c.rank for c in five), len({c.suit for c in five}) == 1, system)
        if best is None or scored.value > best.value:
            best, best_cards = scored, five
    assert best is not None  # at least five cards
    qualifies = None
    if qualifier is not None:
        qualifies = best.category == Category.HIGH_CARD and best.order[0] <= qualifier
    return Evaluation(
        system=system,
        category=best.category,
        best_five=_in_order(best_cards, best.order),
        value=best.value,
        description=describe(system, best.category, best.order),
        rules=_rules(system, len(naturals), best, qualifies),
        qualifies=qualifies,
    )


def _naturals(cards: Sequence[PlayingCard]) -> list[Card]:
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
    return naturals


def _in_order(five: Sequence[Card], order: Sequence[int]) -> tuple[Card, ...]:
    """The cards of ``five`` arranged as ``order`` lists their rank values."""
    left = list(five)
    arranged = []
    for value in order:
        rank = ACE if value == LOW_ACE else value
        card = next(c for c in left if c.rank == rank)
        left.remove(card)
        arranged.append(card)
    return tuple(arranged)


def _rules(
    system: RankingSystem, count: int, best: FiveScore, qualifies: bool | None
) -> tuple[str, ...]:
    rules = ["hands.best-five"] if count > MIN_CARDS else []
    rules.append(DECLARATIONS[system].rule)
    if system == RankingSystem.HIGH:
        if best.category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH) and best.order[0] == 5:
            rules.append("high.wheel")
        if best.category == Category.FIVE_OF_A_KIND:
            rules.append("high.five-of-a-kind")
        elif best.category not in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
            rules.append("high.kickers")
    else:
        rules.append("low.compare")
    if qualifies is not None:
        rules.append("low.qualifier" if qualifies else "low.no-qualifying-low")
    return tuple(rules)
