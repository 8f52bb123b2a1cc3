"""Starting as an operator expects (issue: safe on an open port, point 3): a port in use fails
at once with a clear line and exit status 1, whoever holds it; the start-up line gives the URL
and the docs; the log level is read in any case; the access log can be JSON.

Bounded: each start is given 60 s at most and every server is stopped by its test.
"""

from __future__ import annotations

import json
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest
from live_server import GUNICORN, ROOT, live_service, server_env

pytestmark = pytest.mark.slow


def _start_on_taken_port(port: int, tmp_path: Path) -> tuple[int, str]:
    """gunicorn's exit status and output on a taken port. It must stop of its own accord (it
    retried for ever); the 60 s timeout is the test's bound, not a measure."""
    result = subprocess.run(
        [str(GUNICORN), "--config", "gunicorn.conf.py"],
        cwd=ROOT, env=server_env(port, WORKERS="1"), capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    return result.returncode, result.stdout + result.stderr


def test_a_port_held_by_another_program_stops_the_start_with_a_clear_message(
    tmp_path: Path,
) -> None:
    """It retried for ever (issue)."""
    with socket.socket() as other:
        other.bind(("127.0.0.1", 0))
        other.listen()
        port = other.getsockname()[1]
        status, log = _start_on_taken_port(port, tmp_path)
    assert status == 1
    assert f"http://127.0.0.1:{port} is already in use" in log
    assert "REFEREE_BIND" in log


def test_a_second_referee_on_the_same_port_does_not_share_it(tmp_path: Path) -> None:
    """With reuse_port it silently took half the traffic (issue)."""
    with live_service(tmp_path, WORKERS="1") as first:
        status, log = _start_on_taken_port(first.port, tmp_path)
        assert status == 1
        assert "already in use" in log
        assert first.master.poll() is None


def test_the_start_up_line_gives_the_url_and_the_docs_with_a_lower_case_log_level(
    tmp_path: Path,
) -> None:
    """REFEREE_LOG_LEVEL=info, the README's default in lower case, stopped the start (issue)."""
    with live_service(tmp_path, WORKERS="1", LOG_LEVEL="info") as live:
        line = f"serving at {live.base} (docs: {live.base}/docs/)"
        assert line in live.log.read_text()
        with urllib.request.urlopen(f"{live.base}/docs/", timeout=5) as response:
            assert response.status == 200


def test_the_access_log_can_be_json_with_the_request_id(tmp_path: Path) -> None:
    log = tmp_path / "access.log"
    settings = {"WORKERS": "1", "ACCESS_LOG": str(log), "ACCESS_LOG_FORMAT": "json"}
    with live_service(tmp_path, **settings) as live:
        request = urllib.request.Request(
            f"{live.base}/v1/health?x=%22quoted%22", headers={"X-Request-ID": "hand-42"}
        )
        with urllib.request.urlopen(request, timeout=5):
            pass
        deadline = time.monotonic() + 60  # a bound for a busy machine
        while "hand-42" not in log.read_text() and time.monotonic() < deadline:
            time.sleep(0.1)
    records = [json.loads(line) for line in log.read_text().splitlines()]
    mine = next(r for r in records if r["request_id"] == "hand-42")
    assert (mine["method"], mine["path"], mine["status"]) == ("GET", "/v1/health", 200)
    assert mine["query"] == "x=%22quoted%22"
    assert mine["duration_ms"] >= 0


def test_idle_workers_use_no_cpu(tmp_path: Path) -> None:
    """With nothing to serve, a worker sleeps between its heartbeats. Its main loop once woke
    every microsecond: each idle worker used a third of a core or more, which an autoscaler
    reads as load."""
    with live_service(tmp_path, WORKERS="2") as live:
        live.wait_for_workers(2)
        time.sleep(1.0)  # the workers' own start-up is over
        before = live.cpu_seconds()
        time.sleep(3.0)
        used = live.cpu_seconds() - before
        assert used < 0.3, f"two idle workers used {used:.2f} s of CPU in 3 s"
        assert live.stop() == 0
