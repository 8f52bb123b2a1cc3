"""Start-up: how long the service takes to answer, and how much memory its processes hold.

Run with `.venv/bin/python bench/startup.py [starts] [workers]` (3 starts of 2 workers unless
given). Starts gunicorn with the committed gunicorn.conf.py, times the first answer of
``/v1/health`` from the moment the command runs, then reads each process's memory from
/proc/<pid>/smaps_rollup: RSS (every page it maps, shared ones too), PSS (shared pages divided
among the processes sharing them) and USS (its own pages), once ready and again after a few
hundred rulings of every kind (a worker copies the shared pages it writes to). A measurement,
not a test; it says which of the start-up goals the figures meet.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from workload import EVALUATE, SETTLE, STUD_GAME, STUD_HAND

ROOT = Path(__file__).parents[1]
GUNICORN = Path(sys.executable).with_name("gunicorn")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _memory(pid: int) -> dict[str, float]:
    """RSS, PSS and USS of one process, in MB."""
    fields: dict[str, int] = {}
    for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines()[1:]:
        name, value, *_ = line.split()
        fields[name.rstrip(":")] = int(value)
    own = fields["Private_Clean"] + fields["Private_Dirty"]
    return {"rss": fields["Rss"] / 1024, "pss": fields["Pss"] / 1024, "uss": own / 1024}


def _children(pid: int) -> list[int]:
    found = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    return [int(p) for p in found]


def _post(base: str, path: str, body: object) -> None:
    request = urllib.request.Request(
        base + path, json.dumps(body).encode(), {"Content-Type": "application/json"}
    )
    with urllib.request.urlopen(request, timeout=10) as answer:
        answer.read()


def _load(base: str) -> None:
    """A few hundred rulings of every kind, jokers and lows included."""
    jokers = {
        "deck": {"jokers": 2}, "wild": {"joker": "wild"}, "low": {"ranking": "deuce_to_seven"},
        "hands": [{"cards": ["Jk", "As", "Kd", "7c", "7h", "2s", "9d"]},
                  {"cards": ["Jk", "Kc", "Kh", "Ks", "5d", "5c", "2d"]}],
    }  # fmt: skip
    for _ in range(100):
        _post(base, "/v1/hands/evaluate", EVALUATE)
        _post(base, "/v1/hands/evaluate", jokers)
        _post(base, "/v1/pots/settle", SETTLE)
        _post(base, f"/v1/games/{STUD_GAME}/state", STUD_HAND)


def _start(workers: int) -> dict[str, float]:
    port = _free_port()
    base = f"http://127.0.0.1:{port}"
    env = {
        **os.environ,
        "REFEREE_BIND": f"127.0.0.1:{port}",
        "REFEREE_WORKERS": str(workers),
        "REFEREE_ACCESS_LOG": "",
    }
    started = time.perf_counter()
    server = subprocess.Popen(
        [str(GUNICORN), "--config", "gunicorn.conf.py"],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    try:
        while True:
            try:
                with urllib.request.urlopen(f"{base}/v1/health", timeout=1):
                    break
            except OSError:
                if time.perf_counter() - started > 30:
                    raise RuntimeError("gunicorn did not start") from None
                time.sleep(0.01)
        figures = {"ready_s": time.perf_counter() - started}
        time.sleep(0.5)  # every worker up
        for when in ("ready", "loaded"):
            if when == "loaded":
                _load(base)
            workers_memory = [_memory(pid) for pid in _children(server.pid)]
            figures[f"{when}_master_rss"] = _memory(server.pid)["rss"]
            for kind in ("rss", "pss", "uss"):
                figures[f"{when}_worker_{kind}"] = max(m[kind] for m in workers_memory)
        return figures
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=30)


def main(starts: int = 3, workers: int = 2) -> None:
    runs = [_start(workers) for _ in range(starts)]
    typical = {key: sorted(r[key] for r in runs)[len(runs) // 2] for key in runs[0]}
    print(f"gunicorn with {workers} workers, median of {starts} starts")
    print(f"  ready (first /v1/health answered)  {typical['ready_s']:6.2f} s")
    for when in ("ready", "loaded"):
        label = "once ready" if when == "ready" else "after 400 requests"
        print(
            f"  {label:20} master RSS {typical[f'{when}_master_rss']:5.1f} MB; largest worker: "
            f"RSS {typical[f'{when}_worker_rss']:5.1f}, PSS {typical[f'{when}_worker_pss']:5.1f}, "
            f"USS {typical[f'{when}_worker_uss']:5.1f} MB"
        )
    print("goals (issue: start-up):")
    for goal, met in {
        "ready in at most 1 s": typical["ready_s"] <= 1,
        "a worker at most 64 MB (PSS, after load)": typical["loaded_worker_pss"] <= 64,
        "a worker at most 64 MB (RSS, after load)": typical["loaded_worker_rss"] <= 64,
    }.items():
        print(f"  {'met    ' if met else 'NOT MET'} {goal}")


if __name__ == "__main__":
    numbers = [int(a) for a in sys.argv[1:3]]
    main(*numbers)
