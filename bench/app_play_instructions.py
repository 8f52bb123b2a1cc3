"""A hand as an app plays it against one full replay, counted in instructions by valgrind: the
ratio issue 35 asks for (at most 2x), as a figure a shared machine's load does not move.

Run with `.venv/bin/python bench/app_play_instructions.py [hands]` (40 unless given; valgrind
from Debian's packages). The stud/8 hand of `bench/workload.py` is sent through the WSGI app in
process, as `bench/games.py` sends it: *as an app plays it*, 34 requests each one event longer
(the replay cache then applies only the new event), and *one request*, the whole hand, new to
the service. The bodies are written once and only the seats' names put in for each hand
(`games._bodies`, as `bench/games.py` times them), so that the caller's JSON writing (about
20 µs a body, 34 bodies a hand) is not counted; both runs of a way name the same number of
hands, so that the naming cancels out too. Each way runs under `valgrind --tool=cachegrind`
twice, with ``hands`` and with twice as many new hands, and the difference is divided by
``hands``: start-up, imports and the first hand's remembering cancel out. The hash seed is
fixed, so a run gives the same counts.
A measurement, never a pass/fail.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent


def _child(way: str, hands: int, named: int) -> None:
    """The counted process: a warm-up hand, then ``hands`` more, played ``way``; the bodies of
    ``named`` hands named first, however many are played, so that naming them (the caller's
    work, about 1% of an app's hand) cancels out of the difference."""
    sys.path[:0] = [str(HERE.parent / "tests"), str(HERE.parent / "tests" / "rules")]
    import games  # noqa: PLC0415 - imports the app, as gunicorn's master does

    count = len(games.STUD_HAND["events"])
    bodies = games._bodies(range(1, count + 1) if way == "app" else [count])
    hands_sent = [bodies(f"{way}{hand}") for hand in range(named)]
    for sent in hands_sent[: 1 + hands]:
        for body in sent:
            games._call(games.STUD_URL, body)


def _count(way: str, hands: int, named: int) -> int:
    command = [
        "valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
        sys.executable, __file__, "--child", way, str(hands), str(named),
    ]  # fmt: skip
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    done = subprocess.run(command, cwd=HERE, env=env, capture_output=True, text=True, check=False)
    for line in done.stderr.splitlines():
        if "I" in line and "refs:" in line:
            return int(line.split("refs:")[1].replace(",", "").strip())
    raise RuntimeError(f"valgrind gave no count: {done.stderr[-500:]}")


def main(hands: int) -> None:
    per_hand = {}
    for way in ("one", "app"):
        named = 1 + 2 * hands
        per_hand[way] = (_count(way, 2 * hands, named) - _count(way, hands, named)) / hands
    print(f"stud/8 hand, instructions per hand (valgrind, {hands} hands' difference):")
    print(f"  one request, the whole hand, new to the service  {per_hand['one']:14,.0f}")
    print(f"  as an app plays it (34 requests)                 {per_hand['app']:14,.0f}")
    ratio = per_hand["app"] / per_hand["one"]
    verdict = "met" if ratio <= 2 else "NOT MET"
    print(f"  ratio {ratio:.2f}x (goal, issue 35: at most 2x): {verdict}")


if __name__ == "__main__":
    if sys.argv[1:2] == ["--child"]:
        _child(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
    else:
        main(int(sys.argv[1]) if len(sys.argv) > 1 else 40)
