"""PHH reading and writing speed in the core, against replaying the same hands from events.

A hundred random hands of each PHH stud variant (the PHH tests' generator), played to the end:
each is written as PHH (``write_phh``), read back (``read_phh``), and replayed from its events
(``replay_hand``, what the JSON state endpoint does), and pokerkit replays the PHH text too.
A measurement, never a pass/fail.

Run with `.venv/bin/python bench/phh.py [seconds]`: seconds per row (2 unless given), in three
rounds; each row prints its median round, per hand and per second, and the ratio to the replay.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from phh_hands import our_hand, pokerkit_replay  # noqa: E402 - the tests' generator

from service.rules.errors import RuleViolation  # noqa: E402
from service.rules.games.procedure import replay_hand  # noqa: E402
from service.rules.histories.phh_reading import read_phh  # noqa: E402
from service.rules.histories.phh_writing import write_phh  # noqa: E402

ROUNDS = 3


def _hands() -> list[tuple[object, list[object], str]]:
    rng = random.Random(20261125)
    hands = []
    for code in ("F7S", "F7S/8", "FR"):
        while sum(1 for h in hands if h[2].startswith(f'variant = "{code}"\n')) < 100:
            plan, events = our_hand(rng, code)
            try:
                text = write_phh(plan, events, [None] * len(plan.setup.stacks))
            except RuleViolation:
                continue
            hands.append((plan, events, text))
    return hands  # type: ignore[return-value]


def _per_second(work: Callable[[], object], count: int, seconds: float) -> float:
    rates = []
    for _ in range(ROUNDS):
        done, start = 0, time.perf_counter()
        while (elapsed := time.perf_counter() - start) < seconds:
            work()
            done += count
        rates.append(done / elapsed)
    return statistics.median(rates)


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 2.0
    hands = _hands()
    actions = sum(h[2].count('", "') + 1 for h in hands) / len(hands)
    print(f"{len(hands)} hands, {actions:.0f} actions each on average")
    rows = {
        "replay from events (JSON path's core)": lambda: [replay_hand(p, e) for p, e, _ in hands],
        "write_phh (replays too)": lambda: [write_phh(p, e, ()) for p, e, _ in hands],
        "read_phh (parses, replays)": lambda: [read_phh(t) for _, _, t in hands],
        "pokerkit replays the PHH": lambda: [pokerkit_replay(t) for _, _, t in hands[:30]],
    }
    base = None
    for name, work in rows.items():
        count = 30 if name.startswith("pokerkit") else len(hands)
        rate = _per_second(work, count, seconds)
        base = base or rate
        print(f"{name:40} {1e6 / rate:9.0f} µs/hand {rate:9.0f} hands/s  x{base / rate:.1f}")


if __name__ == "__main__":
    main()
