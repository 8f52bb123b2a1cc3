"""Rank several hands against each other: the showdown ruling of ``/v1/hands/evaluate``.

>>> from service.rules.cards import parse_card
>>> from service.rules.decks import STANDARD
>>> hands = [[parse_card(c) for c in h.split()] for h in ("As Ad 7c 7h 2s", "Kc Kh Ks 3d 3c")]
>>> ruling = compare_hands(hands, RankingSystem.HIGH, STANDARD)
>>> ruling.order, [e.description for e in ruling.evaluations]
(((1,), (0,)), ['Two pair, aces and sevens, deuce kicker', 'Full house, kings over threes'])
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from service.rules.cards import PlayingCard
from service.rules.decks import Deck
from service.rules.errors import RuleViolation
from service.rules.ranking.evaluate import evaluate_hand
from service.rules.ranking.hands import Evaluation, RankingSystem, order_by_value


@dataclass(frozen=True, kw_only=True, slots=True)
class HandsRuling:
    """Each hand's evaluation and the order of the hands, best first, ties grouped."""

    evaluations: tuple[Evaluation, ...]
    order: tuple[tuple[int, ...], ...]
    """Positions of the hands, best group first; a group of several is a tie."""
    rules: tuple[str, ...]
    """Every rule applied, in the order first applied."""


def compare_hands(
    hands: Sequence[Sequence[PlayingCard]], system: RankingSystem, deck: Deck
) -> HandsRuling:
    """Evaluate every hand under ``system`` and order them; cards must fit in ``deck``.

    A violation names its places as ``("hands", i, "cards", j)``, the shape of the request.
    """
    deck.check_no_duplicates(
        (("hands", i, "cards", j), c) for i, hand in enumerate(hands) for j, c in enumerate(hand)
    )
    evaluations = []
    for i, hand in enumerate(hands):
        try:
            evaluations.append(evaluate_hand(hand, system))
        except RuleViolation as violation:
            places = tuple(("hands", i, "cards", *at) for at in violation.at) or (("hands", i),)
            raise RuleViolation(violation.rule, violation.detail, at=places) from None
    order = order_by_value([e.value for e in evaluations])
    rules = ["cards.duplicate"]
    for evaluation in evaluations:
        rules.extend(evaluation.rules)
    if len(hands) > 1:
        rules.append("cards.suits-never-decide")
    if any(len(group) > 1 for group in order):
        rules.append("showdown.ties")
    return HandsRuling(
        evaluations=tuple(evaluations),
        order=tuple(tuple(group) for group in order),
        rules=tuple(dict.fromkeys(rules)),
    )
