"""HTTP throughput on loopback: the service under gunicorn against a bare Flask app.

Run with `.venv/bin/python bench/throughput.py [seconds] [connections] [rounds] [classes]` (5 s,
8 connections and 3 rounds unless given; not named http.py, which would shadow the standard
library's http package). ``classes``, a comma-separated list of gunicorn worker classes, each
optionally with settings (``gthread+REUSE_PORT=true,gevent``), starts one service per entry and
loads them in the same alternating rounds, so that serving models are compared under the same
load on a shared machine.

Starts gunicorn with the committed gunicorn.conf.py: one server for
the service, one for a no-op Flask app, the framework ceiling. The same app also carries the
evaluate request's body and an answer as long as the service's: the floor under that endpoint
with no ruling made. Loads each endpoint with wrk (installed from Debian's packages if missing)
in alternating rounds, and prints each one's median round: requests per second, p50 and p99
latency, errors, and the ratios to the ceiling and to health. A measurement, not a test: it
also says which of the throughput goals the figures meet. Stops its servers when done. Worker
settings come from the environment as for the service (``REFEREE_WORKERS``,
``REFEREE_THREADS``, ``REFEREE_WORKER_CLASS``).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

from workload import EVALUATE, SETTLE, STUD_HAND

from service.app import create_app

ROOT = Path(__file__).parents[1]
GUNICORN = Path(sys.executable).with_name("gunicorn")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _ensure_wrk() -> str:
    found = shutil.which("wrk")
    if found:
        return found
    subprocess.run(["apt-get", "update", "-qq"], check=True)
    subprocess.run(["apt-get", "install", "-y", "-qq", "wrk"], check=True)
    return shutil.which("wrk") or "wrk"


def _serve(
    app: str | None, port: int, extra_path: str | None = None, worker_class: str | None = None
) -> subprocess.Popen[bytes]:
    env = {**os.environ, "REFEREE_BIND": f"127.0.0.1:{port}", "REFEREE_ACCESS_LOG": ""}
    if worker_class:
        name, *settings = worker_class.split("+")
        env["REFEREE_WORKER_CLASS"] = name
        env.update(f"REFEREE_{setting}".split("=", 1) for setting in settings)
    command = [str(GUNICORN), "--config", "gunicorn.conf.py"]
    if extra_path:
        command += ["--pythonpath", extra_path]
    if app:
        command.append(app)
    process = subprocess.Popen(
        command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    deadline = time.monotonic() + 30
    probe = "/noop" if app else "/v1/health"
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}{probe}", timeout=1):
                return process
        except OSError:
            time.sleep(0.2)
    process.kill()
    raise RuntimeError(f"gunicorn did not start for {app or 'the service'}")


def _wrk(
    wrk: str, url: str, body: dict[str, object] | None, seconds: int, connections: int
) -> dict[str, float]:
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as script:
        if body is not None:
            script.write('wrk.method = "POST"\n')
            script.write(f"wrk.body = {json.dumps(json.dumps(body))}\n")
            script.write('wrk.headers["Content-Type"] = "application/json"\n')
    result = subprocess.run(
        [wrk, "-t2", f"-c{connections}", f"-d{seconds}s", "--latency", "-s", script.name, url],
        capture_output=True, text=True, timeout=seconds + 30, check=True,
    )  # fmt: skip
    os.unlink(script.name)
    out = result.stdout
    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))  # type: ignore[union-attr]
    errors = sum(
        int(n)
        for n in re.findall(r"(?:Non-2xx or 3xx responses|Socket errors: \w+ )\s*:?\s*(\d+)", out)
    )
    return {"rate": rate, "p50": _ms(out, "50%"), "p99": _ms(out, "99%"), "errors": errors}


def _rate(run: dict[str, float]) -> float:
    return run["rate"]


def _ms(out: str, percentile: str) -> float:
    value, unit = re.search(rf"{percentile}\s+([\d.]+)(us|ms|s)", out).groups()  # type: ignore[union-attr]
    return float(value) * {"us": 0.001, "ms": 1.0, "s": 1000.0}[unit]


def _answer_size(path: str, body: object) -> int:
    """The size of the service's answer to ``body``, for the bare app to answer as much."""
    return len(create_app().test_client().post(path, json=body).get_data())


def _service_targets(base: str, label: str) -> dict[str, tuple[str, dict[str, object] | None]]:
    return {
        f"GET /v1/health{label}": (f"{base}/v1/health", None),
        f"POST /v1/hands/evaluate (8 hands of 7){label}": (f"{base}/v1/hands/evaluate", EVALUATE),
        f"POST /v1/pots/settle (3-way hi-lo){label}": (f"{base}/v1/pots/settle", SETTLE),
        f"POST /v1/games/{{game}}/state (stud/8 hand){label}": (
            f"{base}/v1/games/seven_card_stud_high_low/state",
            STUD_HAND,
        ),
    }


def main(seconds: int = 5, connections: int = 8, rounds: int = 3, classes: str = "") -> None:
    wrk = _ensure_wrk()
    noop_port = _free_port()
    noop = _serve("noop:app", noop_port, extra_path=str(ROOT / "bench"))
    servers = [noop]
    answer_size = _answer_size("/v1/hands/evaluate", EVALUATE)
    targets: dict[str, tuple[str, dict[str, object] | None]] = {
        "bare Flask (ceiling)": (f"http://127.0.0.1:{noop_port}/noop", None),
        "bare Flask, evaluate's bodies": (
            f"http://127.0.0.1:{noop_port}/sized?bytes={answer_size}",
            EVALUATE,
        ),
    }
    compared = [c for c in classes.split(",") if c] or [""]
    for worker_class in compared:
        port = _free_port()
        servers.append(_serve(None, port, worker_class=worker_class or None))
        label = f" [{worker_class}]" if worker_class else ""
        targets.update(_service_targets(f"http://127.0.0.1:{port}", label))
    results: dict[str, list[dict[str, float]]] = {name: [] for name in targets}
    try:
        for _ in range(rounds):  # alternating rounds, so that drift hits every target alike
            for name, (url, body) in targets.items():
                results[name].append(_wrk(wrk, url, body, seconds, connections))
    finally:
        for process in servers:
            process.send_signal(signal.SIGTERM)
            process.wait(timeout=30)
    # The median round by rate: on a shared machine one round may be lucky or unlucky.
    typical = {
        name: sorted(runs, key=lambda r: r["rate"])[len(runs) // 2]
        for name, runs in results.items()
    }
    ceiling = typical["bare Flask (ceiling)"]["rate"]
    label = f" [{compared[0]}]" if compared[0] else ""
    health = typical[f"GET /v1/health{label}"]["rate"]
    print(f"{connections} connections, {seconds} s a run, median of {rounds} alternating rounds")
    header = ("req/s", "p50 ms", "p99 ms", "errors", "/ceiling", "/health")
    print(f"  {'target':50} " + " ".join(f"{h:>9}" for h in header))
    for name, r in typical.items():
        print(
            f"  {name:50} {r['rate']:9.0f} {r['p50']:9.2f} {r['p99']:9.2f} {int(r['errors']):9d}"
            f" {r['rate'] / ceiling:9.2f} {r['rate'] / health:9.2f}"
        )
    evaluate = typical[f"POST /v1/hands/evaluate (8 hands of 7){label}"]
    goals = {
        f"evaluate >= 65% of the bare-Flask ceiling{label}": evaluate["rate"] >= 0.65 * ceiling,
        f"evaluate >= 75% of /v1/health{label}": evaluate["rate"] >= 0.75 * health,
        f"evaluate p99 <= 10 ms at {connections} connections{label}": evaluate["p99"] <= 10,
        f"p99 <= 10 ms at {connections} connections (every target)": all(
            r["p99"] <= 10 for r in typical.values()
        ),
        "zero errors": all(r["errors"] == 0 for runs in results.values() for r in runs),
    }
    print("goals (issues: production readiness; fast where it is used), on 2 cores:")
    for goal, met in goals.items():
        print(f"  {'met    ' if met else 'NOT MET'} {goal}")


if __name__ == "__main__":
    numbers = [int(a) for a in sys.argv[1:4]]
    main(*numbers, *sys.argv[4:5])  # type: ignore[arg-type]
