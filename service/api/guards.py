"""What every request and response goes through: content type, rate limit, headers, CORS."""

from __future__ import annotations

import threading
import time
from typing import Final

from flask import Flask, Response, request

from service.api.problems import PROBLEM_JSON, problem

_BODY_METHODS: Final = frozenset({"POST", "PUT", "PATCH"})

# JSON answers are data, never a page: nothing may run, frame or sniff them.
_JSON_SECURITY_HEADERS: Final = {
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
    "Cross-Origin-Resource-Policy": "cross-origin",
}
# Any origin may call the service; it uses no cookies, so credentials are never allowed.
_CORS_HEADERS: Final = {
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
    "Access-Control-Allow-Headers": "Content-Type",
    "Access-Control-Max-Age": "86400",
}


def require_json() -> Response | None:
    """415 for a body that is not JSON, once routing has found the operation.

    When routing failed, the 404 or 405 it raised is the better answer, so this steps aside.
    """
    if request.method not in _BODY_METHODS or request.routing_exception is not None:
        return None
    if request.is_json:
        return None
    sent = request.mimetype or "no content type"
    return problem(
        415,
        f"The body must be JSON sent as application/json, not {sent}.",
        errors={"Content-Type": [f"expected application/json, got {sent}"]},
    )


class RateLimiter:
    """A fixed one-minute window per client address, per worker process.

    Memory stays bounded: the counters are dropped at every new window.
    """

    def __init__(self, per_minute: int) -> None:
        self.per_minute = per_minute
        self._window = 0
        self._counts: dict[str, int] = {}
        self._lock = threading.Lock()

    def __call__(self) -> Response | None:
        now = time.monotonic()
        window = int(now // 60)
        client = request.remote_addr or "unknown"
        with self._lock:
            if window != self._window:
                self._window, self._counts = window, {}
            count = self._counts[client] = self._counts.get(client, 0) + 1
        if count <= self.per_minute:
            return None
        retry_after = str(int(60 - now % 60) + 1)
        return problem(
            429,
            f"More than {self.per_minute} requests in a minute from {client}; "
            f"retry in {retry_after} seconds.",
            headers={"Retry-After": retry_after},
        )


def add_headers(response: Response) -> Response:
    """Security headers on JSON answers; CORS on every answer.

    Added, not set: no view sets any of them, and adding skips a search per header.
    """
    response.headers.extend(_CORS_HEADERS)
    if response.mimetype in ("application/json", PROBLEM_JSON):
        response.headers.extend(_JSON_SECURITY_HEADERS)
    return response


def install_guards(app: Flask) -> None:
    """Register the guards on ``app``, in the order requests meet them."""
    per_minute = int(app.config["RATE_LIMIT_PER_MINUTE"])
    if per_minute > 0:
        app.before_request(RateLimiter(per_minute))
    app.before_request(require_json)
    app.after_request(add_headers)
