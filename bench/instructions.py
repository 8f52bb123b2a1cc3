"""Instructions per request of the evaluate endpoint, counted by valgrind: a figure a shared
machine's noise does not move, for comparing two versions of the code where a timing cannot.

Run with `.venv/bin/python bench/instructions.py [batches]` (300 unless given; valgrind from
Debian's packages, `apt-get install valgrind`). Each kind of request (batches of 14 seven-card
hands from two packs, natural or with a wild card each, as `bench/evaluate.py` sends them) is
sent through the WSGI app in process under `valgrind --tool=cachegrind`, once with one warm-up
pass and once with three more, and the difference is divided by the requests of those three
passes: start-up, imports and the first pass's remembering cancel out. The hash seed is fixed,
so two runs of the same code give the same count. A measurement, never a pass/fail.
"""

from __future__ import annotations

import json
import os
import random
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent
PASSES = 3


def _bodies(kind: str, count: int) -> list[bytes]:
    from evaluate import _batches, _wild_rank_of  # noqa: PLC0415 - only in the counted child

    deals = _batches(random.Random(1), count)
    if kind == "wild":
        return [
            json.dumps(
                {"deck": {"packs": 2},
                 "hands": [{"cards": h, "wild_ranks": [_wild_rank_of(h)]} for h in deal]}
            ).encode()
            for deal in deals
        ]  # fmt: skip
    hands = [{"deck": {"packs": 2}, "hands": [{"cards": h} for h in deal]} for deal in deals]
    return [json.dumps(body).encode() for body in hands]


def _child(kind: str, count: int, passes: int) -> None:
    """The counted process: a warm-up pass, then ``passes`` more."""
    from evaluate import _call  # noqa: PLC0415 - imports the app, as gunicorn's master does

    bodies = _bodies(kind, count)
    for _ in range(1 + passes):
        for body in bodies:
            _call(body)


def _instructions(kind: str, count: int, passes: int) -> int:
    command = [
        "valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
        sys.executable, __file__, "--child", kind, str(count), str(passes),
    ]  # fmt: skip
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    done = subprocess.run(command, capture_output=True, text=True, env=env, check=True)
    found = re.search(r"I\s+refs:\s+([\d,]+)", done.stderr)
    if found is None:
        raise RuntimeError(f"valgrind gave no count: {done.stderr[-500:]}")
    return int(found.group(1).replace(",", ""))


def main(count: int) -> None:
    print(f"instructions per request, {count} batches of 14 seven-card hands, {PASSES} passes")
    for kind in ("natural", "wild"):
        counted = _instructions(kind, count, PASSES) - _instructions(kind, count, 0)
        print(f"  {kind:8} {counted // (count * PASSES):12,}")


if __name__ == "__main__":
    sys.path.insert(0, str(HERE))
    if sys.argv[1:2] == ["--child"]:
        _child(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
    else:
        main(int(sys.argv[1]) if len(sys.argv) > 1 else 300)
