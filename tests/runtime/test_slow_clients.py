"""Slow clients cannot starve the service (issue: safe on an open port, point 1).

With default settings (two workers here), eight connections that send half a request head,
dribble one byte at a time, or send nothing at all are held open while a normal client asks
for /v1/health and for a ruling: each answer comes while the eight are still held. Under the
gthread worker this service used before, the same eight sockets left /v1/health unanswered
for 5 s, until the keep-alive time cut them.

Bounded: about ten seconds, loopback only.
"""

from __future__ import annotations

import json
import select
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


def _hold(sock: socket.socket, kind: int, stop: threading.Event) -> None:
    """One slow client: silent, half a head, or a head dribbled a byte every 0.2 s."""
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


def _held(sock: socket.socket) -> bool:
    """Whether the server still holds this slow connection open, waiting for the rest: it has
    neither closed it nor answered it, so it has nothing to read."""
    readable, _, _ = select.select([sock], [], [], 0)
    return not readable


def _status(url: str, body: bytes | None = None) -> int:
    headers = {"Content-Type": "application/json"} if body else {}
    request = urllib.request.Request(url, data=body, headers=headers)
    with urllib.request.urlopen(request, timeout=30) as response:
        response.read()
        return response.status


def test_eight_slow_or_silent_connections_do_not_delay_a_normal_request(live: Live) -> None:
    """Each normal request is answered while all eight slow connections are still held open.
    No time is measured: under gthread the answers came only once the keep-alive time (5 s) had
    cut the slow clients, so an answer given while they are all held is one they did not
    delay."""
    stop = threading.Event()
    sockets = [socket.create_connection(("127.0.0.1", live.port), timeout=10) for _ in range(HELD)]
    holders = [
        threading.Thread(target=_hold, args=(sock, i % 3, stop), daemon=True)
        for i, sock in enumerate(sockets)
    ]
    for holder in holders:
        holder.start()
    try:
        time.sleep(0.5)  # every slow socket is open and has sent what it will send so far
        body = json.dumps(EVALUATE).encode()
        for _ in range(2):
            calls = ((f"{live.base}/v1/health", None), (f"{live.base}/v1/hands/evaluate", body))
            for url, data in calls:
                assert _status(url, data) == 200
                cut = HELD - sum(_held(sock) for sock in sockets)
                assert cut == 0, f"{url} was answered only after {cut} slow clients were cut"
    finally:
        stop.set()
        for holder in holders:
            holder.join(timeout=10)
        for sock in sockets:
            sock.close()


def test_a_client_that_dribbles_its_head_is_cut_off(live: Live, tmp_path: Path) -> None:
    """A head must arrive within REFEREE_KEEPALIVE (5 s): a dribbler cannot hold a socket for
    ever. (The test gives the server 30 s, a bound of its own, not a measure.)"""
    with socket.create_connection(("127.0.0.1", live.port), timeout=15) as sock:
        started = time.monotonic()
        closed = False
        while time.monotonic() - started < 30:
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
        assert closed, "the server kept a dribbling client for 30 s"


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
        # Never cut before its time. (Load may only lengthen the wait, so no upper bound.)
        assert waited >= 0.9, waited
        assert _status(f"{live.base}/v1/health") == 200
        deadline = time.monotonic() + 60  # a bound for a busy machine
        while '"POST /v1/hands/evaluate HTTP/1.1" 408' not in log.read_text():
            assert time.monotonic() < deadline, "the 408 is in the access log"
            time.sleep(0.1)
