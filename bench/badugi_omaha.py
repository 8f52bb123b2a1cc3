"""Evaluation speed of badugi and of Omaha's two-plus-three beside pokerkit, on the same random
hands, all from card strings.

Run with `.venv/bin/python bench/badugi_omaha.py [hands]`. A measurement, never a pass/fail: it
prints rates (the best of three passes) and ratios. Timed for us: the notation table reads each
string (as the request loader does) and the full ruling is made (``evaluate_hand`` under
badugi; ``best_exact`` with two hole and three board cards, for high and for the eight-or-better
low). pokerkit gets the strings too: ``BadugiHand.from_game``, ``OmahaHoldemHand.from_game`` and
``OmahaEightOrBetterLowHand.from_game`` (which refuses a hand without a qualifying low, so its
refusals are counted as answers).
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from pokerkit import BadugiHand, OmahaEightOrBetterLowHand, OmahaHoldemHand

from service.rules.cards import FULL_PACK, PLAYING_NOTATION
from service.rules.ranking.evaluate import evaluate_hand
from service.rules.ranking.exact import OMAHA, best_exact
from service.rules.ranking.systems import OtherSystem, RankingSystem


def _rate(evaluate: Callable[[Any], object], hands: Sequence[Any], passes: int = 3) -> float:
    """Hands per second: the best of ``passes`` passes over ``hands``."""
    best = float("inf")
    for _ in range(passes):
        start = time.perf_counter()
        for hand in hands:
            evaluate(hand)
        best = min(best, time.perf_counter() - start)
    return len(hands) / best


def _low_or_none(hole: str, board: str) -> object:
    try:
        return OmahaEightOrBetterLowHand.from_game(hole, board)
    except ValueError:
        return None  # no qualifying low: an answer too


def _ours_badugi(hand: list[str]) -> object:
    return evaluate_hand([PLAYING_NOTATION[c] for c in hand], OtherSystem.BADUGI)


def _ours_high(deal: tuple[list[str], list[str]]) -> object:
    hole, board = ([PLAYING_NOTATION[c] for c in cards] for cards in deal)
    return best_exact(hole, board, OMAHA, RankingSystem.HIGH)


def _ours_low(deal: tuple[list[str], list[str]]) -> object:
    hole, board = ([PLAYING_NOTATION[c] for c in cards] for cards in deal)
    return best_exact(hole, board, OMAHA, RankingSystem.ACE_TO_FIVE, qualifier=8)


def main(count: int) -> None:
    rng = random.Random(2026)
    badugi = [[c.text for c in rng.sample(FULL_PACK, 4)] for _ in range(count)]
    deals = []
    for _ in range(count):
        cards = [c.text for c in rng.sample(FULL_PACK, 9)]
        deals.append((cards[:4], cards[4:]))
    joined = [("".join(hole), "".join(board)) for hole, board in deals]
    quarter = count // 4
    rows = [
        (
            "badugi, 4 cards",
            _rate(_ours_badugi, badugi),
            _rate(lambda h: BadugiHand.from_game("".join(h)), badugi[:quarter]),
        ),
        (
            "Omaha high, 4 + 5",
            _rate(_ours_high, deals),
            _rate(lambda d: OmahaHoldemHand.from_game(*d), joined[:quarter]),
        ),
        (
            "Omaha eight-or-better low, 4 + 5",
            _rate(_ours_low, deals),
            _rate(lambda d: _low_or_none(*d), joined[:quarter]),
        ),
    ]
    print(f"{count:,} random hands (pokerkit on a quarter of them), hands per second:")
    print(f"{'':34} {'ours':>10} {'pokerkit':>10} {'ratio':>7}")
    for name, ours, theirs in rows:
        print(f"{name:34} {ours:10,.0f} {theirs:10,.0f} {ours / theirs:6.1f}x")
        print(f"{'':34} {1e6 / ours:8.1f}us {1e6 / theirs:8.1f}us")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20_000)
