"""What every request and response goes through: content type, rate limit, headers, CORS."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, Final

from flask import Flask, Response, request

from service.api.problems import PROBLEM_JSON, problem

if TYPE_CHECKING:
    from _typeshed.wsgi import StartResponse, WSGIApplication, WSGIEnvironment

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
_CORS_HEADERS: Final = {"Access-Control-Allow-Origin": "*"}
# What a browser asks in a preflight (OPTIONS) and reads only from its answer (Fetch standard).
_PREFLIGHT_HEADERS: Final = {
    **_CORS_HEADERS,
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


class HeaderGuard:
    """WSGI middleware: CORS headers on every answer (the preflight's own on a preflight's),
    security headers on JSON answers.

    Added to the header list as the answer starts, below Flask: every answer gets them, errors
    from routing included, without a header object's per-header checks (the values are ours).
    No view sets any of these headers, so adding never makes a second copy.
    """

    def __init__(self, app: WSGIApplication) -> None:
        self.app = app

    def __call__(self, environ: WSGIEnvironment, start_response: StartResponse) -> Iterable[bytes]:
        cors = _PREFLIGHT_PAIRS if environ.get("REQUEST_METHOD") == "OPTIONS" else _CORS_PAIRS

        def start(status: str, headers: list[tuple[str, str]], exc_info: Any = None) -> Any:
            headers.extend(cors)
            kind = next((value for name, value in headers if name.lower() == "content-type"), "")
            if kind.partition(";")[0].strip().lower() in _JSON_TYPES:
                headers.extend(_JSON_SECURITY_PAIRS)
            return start_response(status, headers, exc_info)

        return self.app(environ, start)


_JSON_TYPES: Final = frozenset({"application/json", PROBLEM_JSON})
_CORS_PAIRS: Final = tuple(_CORS_HEADERS.items())
_PREFLIGHT_PAIRS: Final = tuple(_PREFLIGHT_HEADERS.items())
_JSON_SECURITY_PAIRS: Final = tuple(_JSON_SECURITY_HEADERS.items())


def install_guards(app: Flask) -> None:
    """Register the guards on ``app``, in the order requests meet them."""
    per_minute = int(app.config["RATE_LIMIT_PER_MINUTE"])
    if per_minute > 0:
        app.before_request(RateLimiter(per_minute))
    app.before_request(require_json)
    app.wsgi_app = HeaderGuard(app.wsgi_app)  # type: ignore[method-assign]
