"""Faults (issue: production readiness): a worker killed under load is replaced and costs at
most the requests on its own connections; SIGTERM lets a request already in flight finish, and
under load answers every request whose connection the server accepted.

Bounded: a few seconds of load, and the drain waits at most gunicorn's graceful timeout.
"""

from __future__ import annotations

import http.client
import json
import os
import signal
import socket
import threading
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


def test_sigterm_under_load_answers_every_request_the_server_accepted(tmp_path: Path) -> None:
    """SIGTERM drains (issue: safe on an open port, point 3): clients keep sending, on new
    connections and on kept-alive ones, while the server stops. Each request is answered in
    full, or its connection is refused because the server no longer listens; none is reset
    or left unanswered once the server has accepted its connection. gunicorn exits 0."""
    body = json.dumps(EVALUATE).encode()
    outcomes: dict[str, int] = {"answered": 0, "refused": 0}
    failures: list[str] = []
    lock = threading.Lock()
    stopping = threading.Event()

    def client(port: int, keep_alive: bool) -> None:
        connection: http.client.HTTPConnection | None = None
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if connection is None:
                connection = http.client.HTTPConnection("127.0.0.1", port, timeout=20)
                try:
                    connection.connect()
                except ConnectionRefusedError:
                    with lock:
                        outcomes["refused"] += 1
                    if stopping.is_set():
                        return
                    continue
            headers = {"Content-Type": "application/json"}
            if not keep_alive:
                headers["Connection"] = "close"
            try:
                connection.request("POST", "/v1/hands/evaluate", body=body, headers=headers)
                response = connection.getresponse()
                answer = response.read()
            except (OSError, http.client.HTTPException) as error:
                with lock:
                    failures.append(f"{type(error).__name__}: {error}")
                return
            with lock:
                if response.status == 200 and json.loads(answer)["winners"]:
                    outcomes["answered"] += 1
                else:
                    failures.append(f"{response.status} {answer[:100]!r}")
            if not keep_alive or response.getheader("Connection", "").lower() == "close":
                connection.close()
                connection = None

    with live_service(tmp_path, WORKERS="2") as live:
        threads = [
            threading.Thread(target=client, args=(live.port, i % 2 == 0)) for i in range(CLIENTS)
        ]
        for thread in threads:
            thread.start()
        time.sleep(1.5)
        stopping.set()
        live.master.send_signal(signal.SIGTERM)
        for thread in threads:
            thread.join(timeout=40)
        assert live.master.wait(timeout=30) == 0
        assert b"Traceback" not in live.log.read_bytes()
    assert failures == []
    assert outcomes["answered"] > CLIENTS
    assert outcomes["refused"] >= CLIENTS  # every client ran until the server stopped listening
