"""Evaluation speed: ours against treys, pokerkit and phevaluator on the same random hands.

Run with `make bench` (or `.venv/bin/python bench/evaluate.py [hands]`). Prints evaluations per
second for each library and the ratios; a figure, never a pass/fail.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from phevaluator import evaluate_cards
from pokerkit import StandardHighHand
from treys import Card as TreysCard
from treys import Evaluator

from service.rules.cards import FULL_PACK, Card
from service.rules.ranking.high import evaluate_high


def _rate(evaluate: Callable[[Any], object], hands: Sequence[Any]) -> float:
    """Evaluations per second, the best of three passes over ``hands``."""
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        for hand in hands:
            evaluate(hand)
        best = min(best, time.perf_counter() - start)
    return len(hands) / best


def main(count: int) -> None:
    rng = random.Random(1)
    hands: list[list[Card]] = [rng.sample(FULL_PACK, 7) for _ in range(count)]
    as_text = [[str(c) for c in hand] for hand in hands]
    treys = Evaluator()
    treys_hands = [[TreysCard.new(c) for c in hand] for hand in as_text]
    pokerkit_hands = [("".join(h[:2]), "".join(h[2:])) for h in as_text[: max(count // 50, 200)]]

    rates = {
        "ours (evaluate_high)": _rate(evaluate_high, hands),
        "treys": _rate(lambda h: treys.evaluate(h[:2], h[2:]), treys_hands),
        "phevaluator": _rate(lambda h: evaluate_cards(*h), as_text),
        "pokerkit": _rate(lambda h: StandardHighHand.from_game(*h), pokerkit_hands),
    }
    ours = rates["ours (evaluate_high)"]
    print(f"7-card high, {count} random hands (pokerkit on {len(pokerkit_hands)})")
    for name, rate in rates.items():
        print(f"  {name:24} {rate:12,.0f} /s   ours is {ours / rate:7.2f}x")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20_000)
