"""Slow clients cannot starve the service (issue: safe on an open port, point 1).

With default settings (two workers here), eight connections that send half a request head,
dribble one byte at a time, or send nothing at all are held open while a normal client asks
for /v1/health and for a ruling: each answer comes within a second. Under the gthread worker
this service used before, the same eight sockets left /v1/health unanswered for 5 s.

Bounded: about ten seconds, loopback only.
"""

from __future__ import annotations

import json
import socket
import threading
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from live_server import Live, live_service
from workload import EVALUATE

pytestmark = pytest.mark.slow

HELD = 8


@pytest.fixture(scope="module")
def live(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Live]:
    with live_service(tmp_path_factory.mktemp("gunicorn"), WORKERS="2") as live:
        yield live


def _hold(port: int, kind: int, stop: threading.Event) -> None:
    """One slow client: silent, half a head, or a head dribbled a byte every 0.2 s."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        if kind == 1:
            sock.sendall(b"POST /v1/hands/evaluate HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        head = b"POST /v1/hands/evaluate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 9\r\n"
        for byte in head if kind == 2 else b"":
            if stop.wait(0.2):
                return
            try:
                sock.send(bytes([byte]))
            except OSError:
                return  # the server cut a client that took too long: what it should do
        stop.wait(8)


def _timed(url: str, body: bytes | None = None) -> tuple[float, int]:
    headers = {"Content-Type": "application/json"} if body else {}
    request = urllib.request.Request(url, data=body, headers=headers)
    started = time.monotonic()
    with urllib.request.urlopen(request, timeout=5) as response:
        response.read()
        return time.monotonic() - started, response.status


def test_eight_slow_or_silent_connections_do_not_delay_a_normal_request(live: Live) -> None:
    stop = threading.Event()
    holders = [
        threading.Thread(target=_hold, args=(live.port, i % 3, stop), daemon=True)
        for i in range(HELD)
    ]
    for holder in holders:
        holder.start()
    try:
        time.sleep(0.5)  # every slow socket is open and has sent what it will send so far
        body = json.dumps(EVALUATE).encode()
        for _ in range(5):
            calls = ((f"{live.base}/v1/health", None), (f"{live.base}/v1/hands/evaluate", body))
            for url, data in calls:
                seconds, status = _timed(url, data)
                assert status == 200
                assert seconds < 1.0, f"{url} took {seconds:.2f} s with {HELD} slow clients"
            time.sleep(0.5)
    finally:
        stop.set()
        for holder in holders:
            holder.join(timeout=10)


def test_a_client_that_dribbles_its_head_is_cut_off_after_the_keepalive_time(
    live: Live, tmp_path: Path
) -> None:
    """A head must arrive within REFEREE_KEEPALIVE (5 s): a dribbler cannot hold a socket for
    ever."""
    with socket.create_connection(("127.0.0.1", live.port), timeout=15) as sock:
        started = time.monotonic()
        closed = False
        while time.monotonic() - started < 12:
            try:
                sock.send(b"X")
                if sock.recv(1, socket.MSG_DONTWAIT) == b"":
                    closed = True
                    break
            except BlockingIOError:
                pass
            except OSError:
                closed = True
                break
            time.sleep(0.5)
        assert closed, "the server kept a dribbling client for 12 s"
        assert time.monotonic() - started < 8


@pytest.mark.parametrize(
    "request_bytes",
    [
        b"POST /v1/hands/evaluate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        b'Content-Length: 1000\r\n\r\n{"hands":',
        b"POST /v1/hands/evaluate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        b'Transfer-Encoding: chunked\r\n\r\nffff\r\n{"hands":',
    ],
    ids=["short of its length", "chunked, never ended"],
)
def test_a_body_that_never_arrives_is_cut_off_with_a_408(
    tmp_path: Path, request_bytes: bytes
) -> None:
    """gunicorn bounds the wait for a request's head, not for its body: a client that announced
    more than it sent held its connection for ever, and two thousand such clients took every
    connection the workers had. The body must arrive within REFEREE_BODY_TIMEOUT seconds."""
    log = tmp_path / "access.log"
    with live_service(tmp_path, WORKERS="1", BODY_TIMEOUT="1", ACCESS_LOG=str(log)) as live:
        with socket.create_connection(("127.0.0.1", live.port), timeout=10) as sock:
            started = time.monotonic()
            sock.sendall(request_bytes)
            answer = b""
            while part := sock.recv(65536):  # the server answers, then closes
                answer += part
            waited = time.monotonic() - started
        head, _, body = answer.partition(b"\r\n\r\n")
        assert head.startswith(b"HTTP/1.1 408 "), answer[:300]
        assert b"application/problem+json" in head
        assert json.loads(body)["status"] == 408
        assert 0.9 < waited < 5, waited
        assert _timed(f"{live.base}/v1/health")[1] == 200
        deadline = time.monotonic() + 5
        while '"POST /v1/hands/evaluate HTTP/1.1" 408' not in log.read_text():
            assert time.monotonic() < deadline, "the 408 is in the access log"
            time.sleep(0.1)
