"""Faults (issue: production readiness): a worker killed under load is replaced and costs at
most the requests on its own connections; SIGTERM lets a request already in flight finish.

Bounded: a few seconds of load, and the drain waits at most gunicorn's graceful timeout.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import time
from pathlib import Path

import pytest
from live_server import live_service
from loadgen import run_load, workload_calls
from workload import EVALUATE

pytestmark = pytest.mark.slow

CLIENTS = 8


def test_a_worker_killed_under_load_is_replaced(tmp_path: Path) -> None:
    calls = workload_calls()
    with live_service(tmp_path, WORKERS="2") as live:
        before = live.wait_for_workers(2)
        assert len(before) == 2
        victim = min(before)

        def kill_one_worker() -> None:
            time.sleep(1.0)
            os.kill(victim, signal.SIGKILL)

        tally = run_load(live.base, calls, clients=CLIENTS, seconds=4.0, during=kill_one_worker)
        # Only requests on the killed worker's connections may fail: at most one per client.
        assert len(tally.dropped) <= CLIENTS, tally.dropped
        assert tally.server_errors == 0
        assert tally.wrong == []
        # gunicorn has started a new worker in its place, and the service still answers right.
        deadline = time.monotonic() + 10
        while (
            len(live.workers()) != 2 or victim in live.workers()
        ) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert len(live.workers()) == 2 and victim not in live.workers()
        after = run_load(live.base, calls, clients=2, seconds=1.0)
        assert after.dropped == [] and after.wrong == [] and after.valid > 0
        assert live.stop() == 0


def _replaced(workers: set[int], victim: int) -> bool:
    return len(workers) == 2 and victim not in workers


def test_sigterm_lets_a_request_in_flight_finish(tmp_path: Path) -> None:
    body = json.dumps(EVALUATE).encode()
    head = (
        f"POST /v1/hands/evaluate HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n"
    ).encode()
    with live_service(tmp_path, WORKERS="1") as live:
        with socket.create_connection(("127.0.0.1", live.port), timeout=30) as client:
            # The request is in flight: its head and half its body are with the worker.
            client.sendall(head + body[: len(body) // 2])
            time.sleep(0.5)
            live.master.send_signal(signal.SIGTERM)
            time.sleep(0.5)
            # The worker is stopping (it takes no new connection) and this one is still served.
            client.sendall(body[len(body) // 2 :])
            answer = _read_response(client)
        assert answer.startswith(b"HTTP/1.1 200 ")
        assert json.loads(answer.split(b"\r\n\r\n", 1)[1])["winners"]
        assert live.master.wait(timeout=30) == 0


def _read_response(client: socket.socket) -> bytes:
    """Everything the server sends until it closes the connection (it does when stopping)."""
    chunks = []
    while chunk := client.recv(65536):
        chunks.append(chunk)
    return b"".join(chunks)
