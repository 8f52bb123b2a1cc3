"""A live service under gunicorn with the committed gunicorn.conf.py, on a free loopback port.

Used by the runtime tests (server, load, faults, clients in other languages). Every server is
stopped by its test, with SIGKILL as the last resort, so none outlives the suite.
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
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).parents[2]
GUNICORN = Path(sys.executable).with_name("gunicorn")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class Live:
    """A running gunicorn: its base URL, its master process and its log."""

    base: str
    port: int
    master: subprocess.Popen[bytes]
    log: Path

    def workers(self) -> set[int]:
        """The pids of the master's worker processes, read from /proc."""
        children = Path(f"/proc/{self.master.pid}/task/{self.master.pid}/children")
        return {int(pid) for pid in children.read_text().split()}

    def wait_for_workers(self, count: int, seconds: float = 120.0) -> set[int]:
        """The worker pids once there are ``count`` of them (workers boot one after another; on
        two busy cores a boot took seconds: the bound is generous, and no measure)."""
        deadline = time.monotonic() + seconds
        while len(pids := self.workers()) != count and time.monotonic() < deadline:
            time.sleep(0.05)
        return pids

    def cpu_seconds(self) -> float:
        """CPU time the workers have used so far (user and system), from /proc."""
        ticks = os.sysconf("SC_CLK_TCK")
        total = 0
        for pid in self.workers():
            try:
                fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            except FileNotFoundError:
                continue  # a worker that has just exited
            total += int(fields[11]) + int(fields[12])  # utime and stime, fields 14 and 15
        return total / ticks

    def stop(self) -> int:
        """SIGTERM, then wait for the master; its exit status."""
        if self.master.poll() is None:
            self.master.send_signal(signal.SIGTERM)
        try:
            return self.master.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.master.kill()
            raise


def wait_until_up(base: str, master: subprocess.Popen[bytes], log: Path) -> None:
    """Wait for /v1/health. The bound is generous: loading the app takes a few seconds of CPU,
    and on two busy cores (load 15 measured beside other suites) it took more than 30 s."""
    deadline = time.monotonic() + 180
    while True:
        try:
            with urllib.request.urlopen(f"{base}/v1/health", timeout=1) as response:
                if json.load(response)["status"] == "ok":
                    return
        except OSError:
            pass
        if time.monotonic() > deadline or master.poll() is not None:
            master.kill()
            raise RuntimeError(f"gunicorn did not start:\n{log.read_text()}")
        time.sleep(0.1)


def server_env(port: int, **settings: str) -> dict[str, str]:
    """The environment for gunicorn on ``port``, with REFEREE_* ``settings``."""
    return {
        **os.environ,
        "REFEREE_BIND": f"127.0.0.1:{port}",
        "REFEREE_ACCESS_LOG": "",
        **{f"REFEREE_{name}": value for name, value in settings.items()},
    }


@contextmanager
def live_service(log_dir: Path, **settings: str) -> Iterator[Live]:
    """The service under gunicorn; ``settings`` are REFEREE_* variables (``WORKERS="2"``)."""
    port = free_port()
    log = log_dir / f"gunicorn-{port}.log"
    env = server_env(port, **settings)
    with log.open("wb") as log_file:
        master = subprocess.Popen(
            [str(GUNICORN), "--config", "gunicorn.conf.py"],
            cwd=ROOT, env=env, stdout=log_file, stderr=subprocess.STDOUT,
        )  # fmt: skip
    base = f"http://127.0.0.1:{port}"
    live = Live(base, port, master, log)
    try:
        wait_until_up(base, master, log)
        yield live
    finally:
        if master.poll() is None:
            master.kill()
            master.wait(timeout=10)
