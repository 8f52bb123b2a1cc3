"""``make soak``: play many hands (100,000 by default) and print a table per game.

    python -m play.soak [--seed N] [--hands N] [--first I] [--games a,b] [--repros DIR]

Run from ``tests/`` (``make soak`` does). Hand ``i`` has the seed ``<seed>-<i>``, so
``--first i --hands 1`` plays one failing hand again. Each failure is printed with its request
body; ``--repros`` also writes the shortest body of each kind of failure there, as JSON.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from play.report import Failure, run, table
from service.app import create_app


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m play.soak", description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hands", type=int, default=100_000)
    parser.add_argument("--first", type=int, default=0, help="the index of the first hand")
    parser.add_argument("--games", default="", help="comma-separated game ids (default: all)")
    parser.add_argument("--repros", type=Path, help="write the shortest body of each failure here")
    parser.add_argument(
        "--verify-compiled", action="store_true", help="run the app with VERIFY_COMPILED (slower)"
    )
    args = parser.parse_args(argv)
    app = create_app({"TESTING": True, "VERIFY_COMPILED": args.verify_compiled})
    shortest: dict[tuple[str, str, str], Failure] = {}

    def report(failure: Failure) -> None:
        print(f"\n{failure}\n", file=sys.stderr)
        kept = shortest.get(failure.kind)
        if kept is None or len(failure.body.get("events", [])) < len(kept.body.get("events", [])):
            shortest[failure.kind] = failure

    started = time.perf_counter()
    games = [g for g in args.games.split(",") if g] or None
    tallies, failures = run(
        app.test_client(), args.seed, args.hands, games, first=args.first, on_failure=report
    )
    print(table(tallies))
    print(
        f"\n{sum(t.hands for t in tallies.values())} hands in "
        f"{time.perf_counter() - started:.0f} s, seed {args.seed}; {len(failures)} failed, "
        f"{len(shortest)} kinds of failure"
    )
    if args.repros:
        args.repros.mkdir(parents=True, exist_ok=True)
        for number, failure in enumerate(sorted(shortest.values(), key=lambda f: f.kind), 1):
            name = f"{number:02d}-{failure.game}-{failure.invariant}.json"
            entry = {
                "seed": failure.seed,
                "game": failure.game,
                "invariant": failure.invariant,
                "what": failure.what,
                "detail": failure.detail,
                "path": failure.path,
                "body": failure.body,
            }
            (args.repros / name).write_text(json.dumps(entry, indent=1) + "\n")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
