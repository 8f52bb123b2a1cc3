"""What every request and response goes through: body framing, content type, headers, CORS,
request ids, redirects.

There is no rate limit in the service: a limit per worker process is not a limit per client
(gunicorn spreads a client's connections over workers), and a shared store would be the
service's only state. Limit in front (the ingress or load balancer); ``/v1/health`` must stay
unlimited for the probes.
"""

from __future__ import annotations

import http
import io
import json
import os
import re
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any, Final
from urllib.parse import urlsplit

from flask import Flask, Response, request

from service.api.edge.negotiation import refuse_unacceptable, vary_on_accept
from service.api.edge.phh import PHH, takes_phh_body, wants_phh_body
from service.api.edge.problems import PROBLEM_JSON, problem
from service.api.fast.direct import DirectRoutes

if TYPE_CHECKING:
    from _typeshed.wsgi import StartResponse, WSGIApplication, WSGIEnvironment

_BODY_METHODS: Final = frozenset({"POST", "PUT", "PATCH"})

# JSON answers are data, never a page: nothing may run, frame or sniff them.
_JSON_SECURITY_HEADERS: Final = {
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
    "Cross-Origin-Resource-Policy": "cross-origin",
}
# Rulings answer one request: no cache may keep them. Static answers set their own.
_NO_STORE: Final = ("Cache-Control", "no-store")
# Any origin may call the service; it uses no cookies, so credentials are never allowed.
_CORS_HEADERS: Final = {
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Expose-Headers": "X-Request-ID, ETag",
}
# What a browser asks in a preflight (OPTIONS) and reads only from its answer (Fetch standard).
_PREFLIGHT_HEADERS: Final = {
    **_CORS_HEADERS,
    "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
    "Access-Control-Allow-Headers": "Content-Type, X-Request-ID, If-None-Match",
    "Access-Control-Max-Age": "86400",
}

REQUEST_ID: Final = "X-Request-ID"
_CALLERS_ID: Final = re.compile(r"[A-Za-z0-9._:@/+=-]{1,128}")
"""A caller's request id is echoed only if it is short and plain: never text that could split
a header or fill a log."""


def request_id(environ: WSGIEnvironment) -> str:
    """The caller's ``X-Request-ID`` if it is a plain token, else a new one.

    >>> request_id({"HTTP_X_REQUEST_ID": "abc-123"})
    'abc-123'
    >>> len(request_id({"HTTP_X_REQUEST_ID": "two words"}))
    32
    """
    given = environ.get("HTTP_X_REQUEST_ID", "")
    return given if given and _CALLERS_ID.fullmatch(given) else new_request_id()


def new_request_id() -> str:
    """A random UUID (version 4, RFC 9562) in 32 hex digits, as ``uuid.uuid4().hex`` writes it,
    without building a UUID object (a fifth of a small request's time in the guards).

    >>> import uuid
    >>> identifier = new_request_id()
    >>> uuid.UUID(hex=identifier).version, uuid.UUID(hex=identifier).hex == identifier
    (4, True)
    """
    made = next(_IDS.made, None)  # one step of an iterator: no two threads get the same id
    return made if made is not None else _IDS.more()


class _RequestIds:
    """Request ids made ahead, :data:`AT_ONCE` from one read of the system's random source:
    each read is a system call (0.8 µs here, as long as the rest of the guard), and an app asks
    for an id with every action (34 a stud hand)."""

    AT_ONCE: Final = 256

    def __init__(self) -> None:
        self.made: Iterator[str] = iter(())
        """The ids not given yet: replaced whole (a thread sees one iterator or the other)."""

    def more(self) -> str:
        """The next id, from :data:`AT_ONCE` made now, at C speed (byte tables, slices)."""
        raw = bytearray(os.urandom(16 * self.AT_ONCE))
        raw[6::16] = raw[6::16].translate(_VERSION_4)
        raw[8::16] = raw[8::16].translate(_VARIANT)
        # Each id cut from the hex digits as it is asked for (a step of the map, in C).
        self.made = ids = map(raw.hex().__getitem__, _CUTS)
        return next(ids)

    def forget(self) -> None:
        """A forked worker makes its own ids: those its master made are the other workers'
        too."""
        self.made = iter(())


_VERSION_4: Final = bytes(b & 0x0F | 0x40 for b in range(256))
"""A UUID's seventh byte: version 4 in its high bits."""
_VARIANT: Final = bytes(b & 0x3F | 0x80 for b in range(256))
"""A UUID's ninth byte: the RFC's variant in its high bits."""
_CUTS: Final = tuple(slice(k, k + 32) for k in range(0, 32 * _RequestIds.AT_ONCE, 32))
"""Where each id's 32 hex digits are among those of the ids made at once."""
_IDS: Final = _RequestIds()
os.register_at_fork(after_in_child=_IDS.forget)


def require_json() -> Response | None:
    """415 for a body that is not JSON, once routing has found the operation.

    When routing failed, the 404 or 405 it raised is the better answer, so this steps aside.
    """
    if request.method not in _BODY_METHODS or request.routing_exception is not None:
        return None
    coding = request.headers.get("Content-Encoding", "identity").strip().lower()
    if coding != "identity":
        # RFC 9110 §15.5.16: a content coding the server does not decode is a 415. Read as it
        # came, a gzip body would be refused as bad JSON, or a plain one taken as if decoded.
        return problem(
            415,
            f"The body must be sent as it is, without a content coding; got {coding}.",
            errors={"Content-Encoding": [f"expected identity or none, got {coding}"]},
        )
    if takes_phh_body():
        return None
    sent = request.mimetype or "no content type"
    if wants_phh_body():
        return problem(
            415,
            f"The body must be a PHH hand history sent as {PHH}, not {sent}.",
            errors={"Content-Type": [f"expected {PHH}, got {sent}"]},
        )
    if request.is_json:
        return None
    return problem(
        415,
        f"The body must be JSON sent as application/json, not {sent}.",
        errors={"Content-Type": [f"expected application/json, got {sent}"]},
    )


def relative_redirect(response: Response) -> Response:
    """A redirect's ``Location`` as a path: werkzeug builds it from the caller's Host header,
    which would send a browser wherever the caller said."""
    location = response.headers.get("Location")
    if response.status_code in (301, 302, 303, 307, 308) and location:
        target = urlsplit(location)
        path = target.path or "/"
        response.headers["Location"] = f"{path}?{target.query}" if target.query else path
        response.set_data(b"")
        response.mimetype = "text/plain"
    return response


class HeaderGuard:
    """WSGI middleware: a request id, CORS headers (the preflight's own on a preflight), and on
    JSON answers the security headers and ``no-store`` unless the answer says how to cache it.

    Added to the header list as the answer starts, below Flask: every answer gets them, errors
    from routing included, without a header object's per-header checks (the values are ours).
    """

    def __init__(self, app: WSGIApplication) -> None:
        self.app = app

    def __call__(self, environ: WSGIEnvironment, start_response: StartResponse) -> Iterable[bytes]:
        cors = _PREFLIGHT_PAIRS if environ.get("REQUEST_METHOD") == "OPTIONS" else _CORS_PAIRS
        given = environ.get("HTTP_X_REQUEST_ID")  # request_id(environ), written out
        ident = given if given and _CALLERS_ID.fullmatch(given) else new_request_id()

        def start(status: str, headers: list[tuple[str, str]], exc_info: Any = None) -> Any:
            json = cached = False
            for name, value in headers:
                # The names the app writes are known as they are spelt; another is lowered.
                known = _HEADER_KINDS.get(name)
                if known is None:
                    known = _HEADER_KINDS.get(name.lower(), _OTHER)
                if known is _TYPE:
                    json = value in _JSON_TYPES or (
                        value.partition(";")[0].strip().lower() in _JSON_TYPES
                    )
                elif known is _CACHE:
                    cached = True
            headers.extend(cors)
            headers.append((REQUEST_ID, ident))
            if json:
                headers.extend(_JSON_SECURITY_PAIRS if cached else _JSON_NO_STORE_PAIRS)
            return start_response(status, headers, exc_info)

        return self.app(environ, start)


class BodyGuard:
    """WSGI middleware: a chunked body is read here, whole, before the app sees it.

    With no Content-Length the app cannot refuse an oversized body before reading it (werkzeug
    would cut it at the limit and carry on). Read here, a body over the limit is a 413, and the
    app gets a body with a length. Broken framing raises the server's own error from here,
    outside the app, so the server answers 400 and closes the connection (gunicorn's error
    pages are problems too: :mod:`service.worker`).
    """

    def __init__(self, app: WSGIApplication, limit: int) -> None:
        self.app = app
        self.limit = limit

    def __call__(self, environ: WSGIEnvironment, start_response: StartResponse) -> Iterable[bytes]:
        coding = environ.get("HTTP_TRANSFER_ENCODING")
        if not coding or "chunked" not in coding.lower() or environ.get("CONTENT_LENGTH"):
            return self.app(environ, start_response)
        body = _read_at_most(environ["wsgi.input"], self.limit + 1)
        if len(body) > self.limit:
            detail = f"The body is larger than {self.limit} bytes, the limit for every request."
            return _refuse(environ, start_response, 413, detail, limit="size")
        environ["wsgi.input"] = io.BytesIO(body)
        environ["CONTENT_LENGTH"] = str(len(body))
        environ.pop("HTTP_TRANSFER_ENCODING", None)
        environ["wsgi.input_terminated"] = False
        return self.app(environ, start_response)


def _read_at_most(stream: Any, size: int) -> bytes:
    parts: list[bytes] = []
    left = size
    while left > 0 and (part := stream.read(min(left, 16384))):
        parts.append(part)
        left -= len(part)
    return b"".join(parts)


def _refuse(
    environ: WSGIEnvironment,
    start_response: StartResponse,
    status: int,
    detail: str,
    *,
    limit: str | None = None,
) -> list[bytes]:
    """A problem answered before the app (the server discards the rest of the body), shaped as
    the app's own problems are: the status's phrase for title, the ``limit`` reached."""
    title = http.HTTPStatus(status).phrase
    problem: dict[str, object] = {
        "type": "about:blank",
        "title": title,
        "status": status,
        "detail": detail,
        "instance": environ.get("PATH_INFO", ""),
    }
    if limit:
        problem["limit"] = limit
    body = json.dumps(problem).encode()
    headers = [
        ("Content-Type", PROBLEM_JSON),
        ("Content-Length", str(len(body))),
    ]
    start_response(f"{status} {title}", headers)
    return [body]


_JSON_TYPES: Final = frozenset({"application/json", PROBLEM_JSON})
_TYPE, _CACHE, _OTHER = "type", "cache", "other"
_HEADER_KINDS: Final = {
    "content-type": _TYPE,
    "Content-Type": _TYPE,
    "cache-control": _CACHE,
    "Cache-Control": _CACHE,
    "Content-Length": _OTHER,
    "Vary": _OTHER,
    "ETag": _OTHER,
}
"""What :class:`HeaderGuard` reads of a header, by its name: its content type, whether the
answer says how to cache it, or nothing (a name not here is looked up lowered)."""
_CORS_PAIRS: Final = tuple(_CORS_HEADERS.items())
_PREFLIGHT_PAIRS: Final = tuple(_PREFLIGHT_HEADERS.items())
_JSON_SECURITY_PAIRS: Final = tuple(_JSON_SECURITY_HEADERS.items())
_JSON_NO_STORE_PAIRS: Final = (*_JSON_SECURITY_PAIRS, _NO_STORE)


def install_guards(app: Flask) -> None:
    """Register the guards on ``app``, in the order requests meet them."""
    app.before_request(require_json)
    # Before any other hook, the static cache's replay too (installed earlier): an answer the
    # caller accepts in no form is refused before one is made or replayed.
    app.before_request_funcs.setdefault(None, []).insert(0, refuse_unacceptable)
    app.after_request(relative_redirect)
    # Registered last, so run first of the app's after-request hooks: the answer names Accept
    # before flask-compress adds Accept-Encoding (``Vary: Accept, Accept-Encoding``), the 304
    # the static cache makes of it included.
    app.after_request(vary_on_accept)
    limit = int(app.config["MAX_CONTENT_LENGTH"])
    # The direct routes first: a plain request they answer (an app's every action) is given
    # the headers HeaderGuard would add without passing through it and BodyGuard (10,000
    # instructions a request, bench/app_play_instructions.py); anything else goes through
    # both to Flask, as ever (a chunked body too, read by BodyGuard).
    flask = app.wsgi_app
    guarded = HeaderGuard(BodyGuard(flask, limit))
    app.wsgi_app = DirectRoutes(  # type: ignore[method-assign]
        guarded, app, flask=flask, added=direct_answer_headers
    )


def direct_answer_headers(environ: WSGIEnvironment) -> tuple[tuple[str, str], ...]:
    """What :class:`HeaderGuard` adds to a direct answer (:mod:`~service.api.fast.direct`):
    a POST's, so CORS's own headers; the request id; and as to any JSON answer that does not
    say how to cache it, the security headers and ``no-store``."""
    given = environ.get("HTTP_X_REQUEST_ID")  # request_id(environ), written out
    ident = given if given and _CALLERS_ID.fullmatch(given) else new_request_id()
    return (*_CORS_PAIRS, (REQUEST_ID, ident), *_JSON_NO_STORE_PAIRS)
