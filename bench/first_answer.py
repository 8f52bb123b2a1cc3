"""A fresh server's first answer: how long from the command to the first ruling, and where it goes.

Run with `.venv/bin/python bench/first_answer.py [starts] [--instructions]` (5 starts unless
given). Three figures, each the median of the starts:

- **gunicorn**: the committed gunicorn.conf.py with two workers, timed from the command to the
  first answer of ``/v1/health`` and then to the first whole stud/8 hand (``POST
  /v1/games/{game}/state``, a real ruling); beside it the bare Flask app of `bench/noop.py` under
  the same settings, the floor that Python, gunicorn, gevent and Flask set before any code of
  ours runs.
- **in process**: a fresh interpreter importing the app's modules, making the app, priming and
  freezing what the workers share (``service.wsgi``), and answering the first stud/8 hand.
- **instructions** (with `--instructions`, valgrind from Debian's packages): instructions to
  import ``service.wsgi`` (everything gunicorn's master does before it forks), a figure a
  shared machine's load does not move.

Each is measured twice. *Shipped*: every module's bytecode compiled beforehand, as `pip install`
leaves it in the container image. *Here*: the libraries' bytecode only, the service's own modules
compiled at every start, as on a development machine with an editable install and
``PYTHONDONTWRITEBYTECODE=1`` (this workplace's setting). The bytecode is compiled into a
temporary ``PYTHONPYCACHEPREFIX``, so the tree and the virtualenv are left as they are.
A measurement, never a pass/fail; the machine's load is printed beside it. ``shipped()`` gives
the shipped case's gunicorn figures on their own, for bench/throughput.py.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import NamedTuple

from workload import STUD_GAME, STUD_HAND

ROOT = Path(__file__).parents[1]
GUNICORN = Path(sys.executable).with_name("gunicorn")
SERVICE = str(ROOT / "service")

_MODULE_FILES = """
import sys, gunicorn.app.wsgiapp, gunicorn.arbiter, gevent.monkey, service.worker, service.wsgi
from werkzeug.test import Client
Client(service.wsgi.app).post(PATH, json=BODY)  # what the first answer imports on its way
sys.path.insert(0, "bench")
import noop
for module in list(sys.modules.values()):
    path = getattr(module, "__file__", None)
    if path and path.endswith(".py"):
        print(path)
"""

_COMPILE = """
import py_compile, sys
for path in sys.stdin.read().split():
    py_compile.compile(path, doraise=True)
"""

_IN_PROCESS = """
import json, time
started = time.perf_counter()
import service.app
imported = time.perf_counter()
import service.wsgi  # makes the app, primes and freezes it, as gunicorn's master does
made = time.perf_counter()
from werkzeug.test import Client
answer = Client(service.wsgi.app).post(PATH, json=BODY)
assert answer.status_code == 200, answer.status_code
answered = time.perf_counter()
print(json.dumps({"imports": imported - started, "app": made - imported,
                  "first hand": answered - made, "total": answered - started}))
"""


def _with_the_hand(script: str) -> str:
    return f"PATH = {f'/v1/games/{STUD_GAME}/state'!r}\nBODY = {STUD_HAND!r}\n" + script


def _bytecode(prefix: Path, *, service_too: bool) -> None:
    """Compile the modules a server imports into ``prefix`` (the service's own only if asked)."""
    env = {**os.environ, "PYTHONPYCACHEPREFIX": str(prefix)}
    script = _with_the_hand(_MODULE_FILES)
    listed = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True,
        check=True,
    ).stdout.split()  # fmt: skip
    chosen = [p for p in listed if service_too or not p.startswith(SERVICE)]
    subprocess.run(
        [sys.executable, "-c", _COMPILE], cwd=ROOT, env=env, input="\n".join(chosen),
        text=True, check=True,
    )  # fmt: skip


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _until_answered(url: str, started: float, body: bytes | None = None) -> float:
    headers = {"Content-Type": "application/json"} if body else {}
    while time.perf_counter() - started < 60:
        try:
            request = urllib.request.Request(url, body, headers)
            with urllib.request.urlopen(request, timeout=5) as answer:
                answer.read()
            return time.perf_counter() - started
        except OSError:
            time.sleep(0.005)
    raise RuntimeError(f"no answer from {url} within 60 s")


def _serve_once(env: dict[str, str], *, bare: bool) -> dict[str, float]:
    port = _free_port()
    env = {**env, "REFEREE_BIND": f"127.0.0.1:{port}", "REFEREE_WORKERS": "2",
           "REFEREE_ACCESS_LOG": ""}  # fmt: skip
    command = [str(GUNICORN), "--config", "gunicorn.conf.py"]
    if bare:
        command += ["--pythonpath", str(ROOT / "bench"), "noop:app"]
    base = f"http://127.0.0.1:{port}"
    started = time.perf_counter()
    server = subprocess.Popen(
        command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    try:
        if bare:
            return {"first answer": _until_answered(f"{base}/noop", started)}
        health = _until_answered(f"{base}/v1/health", started)
        hand = json.dumps(STUD_HAND).encode()
        first_hand = _until_answered(f"{base}/v1/games/{STUD_GAME}/state", started, hand)
        return {"first answer": health, "first hand": first_hand}
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=60)


def _in_process(env: dict[str, str]) -> dict[str, float]:
    script = _with_the_hand(_IN_PROCESS)
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True,
        check=True,
    )  # fmt: skip
    figures: dict[str, float] = json.loads(done.stdout)
    return figures


def _instructions(env: dict[str, str]) -> int:
    command = [
        "valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
        sys.executable, "-c", "import service.wsgi",
    ]  # fmt: skip
    done = subprocess.run(
        command,
        cwd=ROOT,
        env={**env, "PYTHONHASHSEED": "0"},
        capture_output=True,
        text=True,
        check=False,
    )
    for line in done.stderr.splitlines():
        if "I" in line and "refs:" in line:
            return int(line.split("refs:")[1].replace(",", "").strip())
    raise RuntimeError(f"valgrind gave no count: {done.stderr[-500:]}")


def _median(runs: list[dict[str, float]]) -> dict[str, float]:
    return {key: statistics.median(r[key] for r in runs) for key in runs[0]}


class Started(NamedTuple):
    """Seconds from the command to gunicorn's first answers, each the median of the starts."""

    bare: float
    """Bare Flask's first answer (`bench/noop.py`), the floor."""
    first_answer: float
    """The service's first answer, ``/v1/health``."""
    first_hand: float
    """The service's first whole stud/8 hand."""


def _started(env: dict[str, str], starts: int) -> Started:
    bare = _median([_serve_once(env, bare=True) for _ in range(starts)])
    served = _median([_serve_once(env, bare=False) for _ in range(starts)])
    return Started(bare["first answer"], served["first answer"], served["first hand"])


def _case(scratch: Path, case: str) -> dict[str, str]:
    """The environment of ``case`` ("shipped" or "here"), its bytecode compiled in ``scratch``."""
    prefix = scratch / case
    _bytecode(prefix, service_too=case == "shipped")
    return {**os.environ, "PYTHONPYCACHEPREFIX": str(prefix)}


def shipped(starts: int) -> Started:
    """The shipped case on its own (every module's bytecode compiled beforehand, into a
    temporary prefix), gunicorn only: for bench/throughput.py, which prints it among issue 35's
    goals."""
    with tempfile.TemporaryDirectory() as scratch:
        return _started(_case(Path(scratch), "shipped"), starts)


def main(starts: int, count_instructions: bool) -> None:
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    with tempfile.TemporaryDirectory() as scratch:
        cases = {case: _case(Path(scratch), case) for case in ("shipped", "here")}
        for case, env in cases.items():
            how = "all bytecode compiled" if case == "shipped" else "the service compiled at start"
            print(f"{case} ({how}), median of {starts} starts:")
            served = _started(env, starts)
            local = _median([_in_process(env) for _ in range(starts)])
            print(
                f"  gunicorn, 2 workers: first answer {served.first_answer:5.2f} s, first "
                f"stud/8 hand {served.first_hand:5.2f} s (bare Flask's first answer "
                f"{served.bare:5.2f} s)"
            )
            print(
                "  in process: "
                + ", ".join(f"{key} {value * 1000:5.0f} ms" for key, value in local.items())
            )
            if count_instructions:
                print(f"  instructions to import service.wsgi: {_instructions(env):,}")
            print(f"  goal: a worker's first answer within 1 s: "
                  f"{'met' if served.first_answer <= 1 else 'NOT MET'}")  # fmt: skip
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    arguments = sys.argv[1:]
    main(
        int(next((a for a in arguments if a.isdigit()), "5")),
        "--instructions" in arguments,
    )
