"""Instructions per Pluribus hand replayed by the core, counted by valgrind: a figure a shared
machine's noise does not move, for comparing two versions of the hold'em replay where a timing
cannot.

Run with `.venv/bin/python bench/holdem_instructions.py` (valgrind from Debian's packages). The
336 Pluribus hands (``tests/rules/phh_real/pluribus``, as ``bench/games.py`` replays them:
``replay_hand`` from plan and events to the final state and its settlement) are replayed under
`valgrind --tool=cachegrind` once with one warm-up pass and one more, and once with three more;
the difference is divided by the hands of those two passes, so start-up, imports and the first
pass cancel out. The hash seed is fixed. ``--flop`` counts only the hands that see a flop. A
measurement, never a pass/fail.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).parents[1]


def _child(passes: int, *, flop: bool) -> None:
    """The counted process: a warm-up pass, then ``passes`` more."""
    sys.path[:0] = [str(ROOT / "tests"), str(ROOT / "tests" / "rules")]
    from pluribus_hands import core_hand, real_hands  # noqa: PLC0415 - only in the child

    from service.rules.games.events import EventType  # noqa: PLC0415
    from service.rules.games.procedure import replay_hand  # noqa: PLC0415

    hands = [core_hand(hand) for hand in real_hands("pluribus")]
    if flop:
        hands = [(p, e) for p, e in hands if any(x.type == EventType.COMMUNITY for x in e)]
    for _ in range(1 + passes):
        for plan, events in hands:
            replay_hand(plan, events)
    print(len(hands))


def _count(passes: int, *, flop: bool) -> tuple[int, int]:
    """Instructions of a child run, and how many hands it replays a pass."""
    command = [
        "valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
        sys.executable, __file__, "--child", str(passes), *(["--flop"] if flop else []),
    ]  # fmt: skip
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    done = subprocess.run(command, capture_output=True, text=True, env=env, check=True)
    found = re.search(r"I\s+refs:\s+([\d,]+)", done.stderr)
    if found is None:
        raise RuntimeError(f"valgrind gave no count: {done.stderr[-500:]}")
    return int(found.group(1).replace(",", "")), int(done.stdout.split()[-1])


def main(*, flop: bool) -> None:
    (few, hands), (more, _) = _count(1, flop=flop), _count(3, flop=flop)
    which = "that see a flop" if flop else "all"
    print(
        f"instructions per Pluribus hand ({hands} hands, {which}): {(more - few) // (2 * hands):,}"
    )


if __name__ == "__main__":
    flop = "--flop" in sys.argv
    if sys.argv[1:2] == ["--child"]:
        _child(int(sys.argv[2]), flop=flop)
    else:
        main(flop=flop)
