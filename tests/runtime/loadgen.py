"""A small load generator for the runtime tests: keep-alive clients on threads, every answer
checked against the one the service gives in process.

The service is deterministic and stateless, so each request has exactly one right answer; a
client counts an answer as valid only if its status, content type and body are that answer.
"""

from __future__ import annotations

import http.client
import json
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from flask import Flask
from workload import EVALUATE, SETTLE, STUD_GAME, STUD_HAND

from service.app import create_app


@dataclass(frozen=True)
class Call:
    """One request and the answer it must get."""

    method: str
    path: str
    body: bytes | None
    status: int
    content_type: str
    answer: Any


def _call(app: Flask, method: str, path: str, body: dict[str, Any] | bytes | None) -> Call:
    data = json.dumps(body).encode() if isinstance(body, dict) else body
    headers = {"Content-Type": "application/json"} if data is not None else {}
    response = app.test_client().open(path, method=method, data=data, headers=headers)
    return Call(method, path, data, response.status_code, response.mimetype, response.get_json())


def workload_calls() -> list[Call]:
    """Health, the three rulings the benchmark measures, and a refused request."""
    app = create_app()
    return [
        _call(app, "GET", "/v1/health", None),
        _call(app, "POST", "/v1/hands/evaluate", EVALUATE),
        _call(app, "POST", "/v1/pots/settle", SETTLE),
        _call(app, "POST", f"/v1/games/{STUD_GAME}/state", STUD_HAND),
        _call(app, "POST", "/v1/hands/evaluate", b'{"hands": [{"cards": ["As", "Zz"]}]}'),
    ]


@dataclass
class Tally:
    """What the clients saw."""

    valid: int = 0
    server_errors: int = 0
    wrong: list[str] = field(default_factory=list)
    dropped: list[str] = field(default_factory=list)
    """Requests that got no answer: the connection was refused, reset or closed."""
    lock: threading.Lock = field(default_factory=threading.Lock)

    def add(self, outcome: str | None, problem: str = "") -> None:
        with self.lock:
            if outcome is None:
                self.valid += 1
            elif outcome == "5xx":
                self.server_errors += 1
            elif outcome == "wrong":
                self.wrong.append(problem)
            else:
                self.dropped.append(problem)


def _one(connection: http.client.HTTPConnection, call: Call) -> tuple[str | None, str]:
    headers = {"Content-Type": "application/json"} if call.body is not None else {}
    try:
        connection.request(call.method, call.path, body=call.body, headers=headers)
        response = connection.getresponse()
        raw = response.read()
    except (OSError, http.client.HTTPException) as error:
        connection.close()
        return "dropped", f"{call.path}: {type(error).__name__}: {error}"
    if response.status >= 500:
        return "5xx", ""
    content_type = (response.getheader("Content-Type") or "").split(";")[0]
    try:
        answer = json.loads(raw)
    except ValueError:
        answer = None
    if (response.status, content_type, answer) != (call.status, call.content_type, call.answer):
        return "wrong", f"{call.path}: {response.status} {raw[:200]!r}"
    return None, ""


def run_load(
    base: str,
    calls: list[Call],
    *,
    clients: int,
    seconds: float,
    during: Callable[[], None] | None = None,
) -> Tally:
    """``clients`` threads, each on its own keep-alive connection, cycling through ``calls``
    for ``seconds``; ``during`` runs on the calling thread meanwhile. A dropped connection is
    counted once and replaced by a new one."""
    address = urlsplit(base)
    tally = Tally()
    stop = time.monotonic() + seconds

    def client(offset: int) -> None:
        connection = http.client.HTTPConnection(address.hostname, address.port, timeout=10)
        n = offset
        while time.monotonic() < stop:
            outcome, problem = _one(connection, calls[n % len(calls)])
            tally.add(outcome, problem)
            n += 1
        connection.close()

    threads = [threading.Thread(target=client, args=(i,)) for i in range(clients)]
    for thread in threads:
        thread.start()
    if during is not None:
        during()
    for thread in threads:
        thread.join(timeout=seconds + 30)
    return tally
