"""Whole-game replay speed in the core: an Old Man hand (S4's first) and a whole Counterbluff
game through the pack, replayed from their events, with the same through the Flask app in
process (no network). A measurement, never a pass/fail.

Run with `.venv/bin/python bench/games.py [seconds]`.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from counterbluff_games import game  # noqa: E402 - the tests' generator, found above
from hand_notation import core_event, play, request  # noqa: E402

from service.app import create_app  # noqa: E402
from service.rules.games.catalog import CATALOG  # noqa: E402
from service.rules.games.counterbluff import replay_counterbluff  # noqa: E402
from service.rules.games.options import resolve  # noqa: E402


def _rate(work: Callable[[], object], seconds: float) -> float:
    done, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        work()
        done += 1
    return done / (time.perf_counter() - start)


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 2.0
    cases = json.loads((ROOT / "tests/rules/hands/old_man.json").read_text())["cases"]
    old_man = cases[0]
    events, _ = game(5, packs=2, lowball=True)
    settings = resolve(CATALOG["counterbluff"].options, {"packs": 2, "lowball": True})
    core = [core_event(e) for e in events]
    client = create_app().test_client()
    body = {"dealer": 0, "options": {"packs": 2, "lowball": True}, "events": events}
    rows = [
        ("old man hand, core", lambda: play(old_man)),
        ("old man hand, app", lambda: client.post("/v1/games/old-man/state",
                                                  json=request(old_man))),
        (f"counterbluff game ({len(events)} events), core",
         lambda: replay_counterbluff(0, settings, core)),
        ("counterbluff game, app", lambda: client.post("/v1/games/counterbluff/state",
                                                       json=body)),
    ]  # fmt: skip
    for name, work in rows:
        print(f"{name:45s} {_rate(work, seconds):9.0f} /s")


if __name__ == "__main__":
    main()
