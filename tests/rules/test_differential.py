"""Our rankings against independent evaluators on the same random hands: zero disagreements.

pokerkit (high, ace-to-five, eight-or-better, deuce-to-seven), treys, phevaluator and eval7
(high). Ours is the full ruling the endpoint gives (``evaluate_hand``'s value, from the tables).
For each library the hands are sorted by our value; the library must agree on every strict order
and every tie between neighbours, which pins down the whole order. REFEREE_DIFFERENTIAL_HANDS
sets how many hands (100,000 unless given; a million for the speed work's check); pokerkit,
written in Python and a hundred times slower than the others, ranks the first
REFEREE_POKERKIT_HANDS of them (40,000 unless given: its four orders were two minutes of the
suite's CPU at 100,000, and the seven-card oracles count every hand of high and eight-or-better).
"""

from __future__ import annotations

import os
import random
import warnings
from collections.abc import Callable
from itertools import pairwise
from typing import Any

import pytest
from phevaluator import evaluate_cards
from pokerkit import EightOrBetterLowHand, RegularLowHand, StandardHighHand, StandardLowHand
from treys import Card as TreysCard
from treys import Evaluator

from service.rules.cards import FULL_PACK, Card
from service.rules.ranking import RankingSystem
from service.rules.ranking.evaluate import evaluate_hand

with warnings.catch_warnings():
    # eval7 builds its hand-range parser with pyparsing's deprecated names, at import.
    warnings.simplefilter("ignore", DeprecationWarning)
    import eval7

HANDS = int(os.environ.get("REFEREE_DIFFERENTIAL_HANDS", "100000"))
POKERKIT_HANDS = int(os.environ.get("REFEREE_POKERKIT_HANDS", "40000"))
pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def hands() -> list[list[Card]]:
    rng = random.Random(20261122)
    return [rng.sample(FULL_PACK, rng.choice((5, 6, 7))) for _ in range(HANDS)]


def _assert_same_order(
    ours: list[int], theirs: list[Any], hands: list[list[Card]], less: Callable[[Any, Any], bool]
) -> None:
    ranked = sorted(range(len(ours)), key=ours.__getitem__)
    for a, b in pairwise(ranked):
        if ours[a] == ours[b]:
            assert not less(theirs[a], theirs[b]) and not less(theirs[b], theirs[a]), (
                hands[a], hands[b])  # fmt: skip
        else:
            assert less(theirs[a], theirs[b]), (hands[a], hands[b])


def _pokerkit(kind: Any, hand: list[Card]) -> Any:
    return kind.from_game("".join(str(c) for c in hand))


@pytest.mark.parametrize(
    ("system", "kind"),
    [
        (RankingSystem.HIGH, StandardHighHand),
        (RankingSystem.ACE_TO_FIVE, RegularLowHand),
        (RankingSystem.DEUCE_TO_SEVEN, StandardLowHand),
    ],
)
def test_agrees_with_pokerkit(hands: list[list[Card]], system: RankingSystem, kind: Any) -> None:
    hands = hands[:POKERKIT_HANDS]
    ours = [evaluate_hand(h, system).value for h in hands]
    theirs = [_pokerkit(kind, h) for h in hands]
    _assert_same_order(ours, theirs, hands, lambda x, y: x < y)


def test_eight_or_better_agrees_with_pokerkit(hands: list[list[Card]]) -> None:
    """Which hands hold a qualifying low, and their order (pokerkit refuses the others)."""
    ours: list[int] = []
    theirs: list[Any] = []
    qualifying: list[list[Card]] = []
    for hand in hands[:POKERKIT_HANDS]:
        evaluation = evaluate_hand(hand, RankingSystem.ACE_TO_FIVE, qualifier=8)
        try:
            low = _pokerkit(EightOrBetterLowHand, hand)
        except ValueError:
            assert not evaluation.qualifies, hand
            continue
        assert evaluation.qualifies, hand
        ours.append(evaluation.value)
        theirs.append(low)
        qualifying.append(hand)
    assert len(qualifying) > min(HANDS, POKERKIT_HANDS) // 20
    _assert_same_order(ours, theirs, qualifying, lambda x, y: x < y)


def test_agrees_with_treys(hands: list[list[Card]]) -> None:
    evaluator = Evaluator()
    ours = _high(hands)
    # treys ranks 1 (royal flush) to 7462: a smaller rank is a better hand.
    theirs = [
        evaluator.evaluate(
            [TreysCard.new(str(c)) for c in h[:2]], [TreysCard.new(str(c)) for c in h[2:]]
        )
        for h in hands
    ]
    _assert_same_order(ours, theirs, hands, lambda x, y: x > y)


def _high(hands: list[list[Card]]) -> list[int]:
    return [evaluate_hand(h, RankingSystem.HIGH).value for h in hands]


def test_agrees_with_phevaluator(hands: list[list[Card]]) -> None:
    # phevaluator ranks 1 (royal flush) to 7462: a smaller rank is a better hand.
    theirs = [evaluate_cards(*(str(c) for c in h)) for h in hands]
    _assert_same_order(_high(hands), theirs, hands, lambda x, y: x > y)


def test_agrees_with_eval7(hands: list[list[Card]]) -> None:
    # eval7: a greater value is a better hand.
    theirs = [eval7.evaluate([eval7.Card(str(c)) for c in h]) for h in hands]
    _assert_same_order(_high(hands), theirs, hands, lambda x, y: x < y)
