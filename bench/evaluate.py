"""Evaluation speed: ours against treys, phevaluator and pokerkit on the same random hands.

Run with `make bench` (or `.venv/bin/python bench/evaluate.py [hands]`). Prints evaluations per
second for each library and our ratio to it; a measurement, never a pass/fail. Each library
gets cards in its own form, converted before timing, as ours gets its integer codes.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from phevaluator import evaluate_cards
from pokerkit import RegularLowHand, StandardHighHand, StandardLowHand
from treys import Card as TreysCard
from treys import Evaluator

from service.rules.cards import FULL_PACK
from service.rules.ranking import RankingSystem, evaluate_hand
from service.rules.ranking.joker_tables import score_codes_with_wilds
from service.rules.ranking.tables import CODES, SCORERS


def _rate(evaluate: Callable[[Any], object], hands: Sequence[Any]) -> float:
    """Evaluations per second: the best of three passes over ``hands``."""
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        for hand in hands:
            evaluate(hand)
        best = min(best, time.perf_counter() - start)
    return len(hands) / best


def _report(title: str, rates: dict[str, float]) -> None:
    ours = next(iter(rates.values()))
    print(title)
    for name, rate in rates.items():
        print(f"  {name:34} {rate:12,.0f} /s   ours is {ours / rate:8.1f}x")


def main(count: int) -> None:
    rng = random.Random(1)
    hands = [rng.sample(FULL_PACK, 7) for _ in range(count)]
    codes = [[CODES[c] for c in hand] for hand in hands]
    text = [[str(c) for c in hand] for hand in hands]
    few = text[: max(count // 100, 300)]  # pokerkit is slow: fewer hands, same kind
    treys = Evaluator()
    treys_hands = [[TreysCard.new(c) for c in hand] for hand in text]
    high = SCORERS[RankingSystem.HIGH]

    _report(
        f"7-card high, {count:,} random hands (pokerkit on {len(few):,})",
        {
            "ours (lookup tables)": _rate(high, codes),
            "treys": _rate(lambda h: treys.evaluate(h[:2], h[2:]), treys_hands),
            "phevaluator": _rate(lambda h: evaluate_cards(*h), text),
            "pokerkit": _rate(lambda h: StandardHighHand.from_game("".join(h)), few),
        },
    )
    lows = {
        RankingSystem.ACE_TO_FIVE: RegularLowHand,
        RankingSystem.DEUCE_TO_SEVEN: StandardLowHand,
        RankingSystem.ACE_TO_SIX: None,  # pokerkit has no ace-to-six: compared with ace-to-five
    }
    for system, kind in lows.items():
        reference = kind or RegularLowHand
        _report(
            f"7-card {system.value}",
            {
                f"ours ({system.value})": _rate(SCORERS[system], codes),
                f"pokerkit ({reference.__name__})": _rate(
                    lambda h, k=reference: k.from_game("".join(h)), few
                ),
            },
        )
    for wilds in (1, 2):
        naturals = [[CODES[c] for c in hand[: 7 - wilds]] for hand in hands]
        _report(
            f"7 cards with {wilds} joker{'s' if wilds > 1 else ''} (fully wild), high",
            {
                "ours (joker tables)": _rate(
                    lambda h, w=wilds: score_codes_with_wilds(h, w, RankingSystem.HIGH), naturals
                ),
                "treys (no wild cards)": _rate(lambda h: treys.evaluate(h[:2], h[2:]), treys_hands),
            },
        )
    _report(
        "7-card full ruling (best five, description), high",
        {
            "ours (evaluate_hand)": _rate(
                lambda h: evaluate_hand(h, RankingSystem.HIGH), hands[:20_000]
            )
        },
    )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 100_000)
