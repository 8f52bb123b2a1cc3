"""Static answers (the catalogue, the rulebook, the contract): made once, validated, compressed.

They change only with the service's version, so each is built on its first request (the
catalogue and the rulebook in gunicorn's master before it forks, :func:`prime`) and kept; every
answer carries a strong ``ETag`` and ``Cache-Control``, and a matching ``If-None-Match`` gets
304 with no body.
Compression (gzip, brotli or zstd, as the client accepts) is flask-compress's, for every answer
over a kilobyte; it suffixes the ETag with the encoding, so each encoding validates on its own.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Final

from flask import Flask, Response, request
from flask_compress import Compress
from werkzeug.test import Client

STATIC_ENDPOINTS: Final = frozenset(
    {
        "games.list_games",
        "games.get_game",
        "rules.list_rules",
        "rules.get_rule",
        "contract.contract_json",
        "contract.contract_yaml",
    }
)
"""Views whose answer depends on nothing but their path."""

CACHE_CONTROL: Final = "public, max-age=300"
"""Five minutes fresh, then revalidated with the ETag: a new version is seen within minutes."""

_MAX_ENTRIES: Final = 1024
"""More than the static paths there are (games and rules by id); a bound all the same."""

_COMPRESSED_TYPES: Final = [
    "application/json",
    "application/problem+json",
    "application/yaml",
    "text/html",
    "text/css",
    "text/javascript",
    "application/javascript",
]


@dataclass(frozen=True, slots=True)
class _Answer:
    body: bytes
    mimetype: str
    etag: str


class StaticCache:
    """The first answer of each static path, replayed with validators."""

    def __init__(self) -> None:
        self._answers: dict[str, _Answer] = {}

    def replay(self) -> Response | None:
        """The kept answer for this request, if it is a static one already made."""
        if request.method not in ("GET", "HEAD") or request.endpoint not in STATIC_ENDPOINTS:
            return None
        kept = self._answers.get(request.path)
        if kept is None:
            return None
        response = Response(kept.body, mimetype=kept.mimetype)
        response.set_etag(kept.etag)
        return response

    def keep(self, response: Response) -> Response:
        """Validators on a static answer, kept for the next request; 304 when the client has it."""
        if request.method not in ("GET", "HEAD") or request.endpoint not in STATIC_ENDPOINTS:
            return response
        if response.status_code != 200 or response.is_streamed:
            return response
        if not response.get_etag()[0]:
            body = response.get_data()
            etag = hashlib.sha256(body).hexdigest()[:32]
            response.set_etag(etag)
            if len(self._answers) < _MAX_ENTRIES:
                self._answers[request.path] = _Answer(body, response.mimetype or "", etag)
        response.headers["Cache-Control"] = CACHE_CONTROL
        response.make_conditional(request)  # the same response, made a 304 if the ETag matches
        return response


COMPRESSING: Final = "referee-compress"
"""Where the app keeps its flask-compress (``app.extensions``)."""


def install_caching(app: Flask) -> None:
    """Static answers kept and validated; large answers compressed."""
    app.config.setdefault("COMPRESS_MIMETYPES", _COMPRESSED_TYPES)
    app.config.setdefault("COMPRESS_MIN_SIZE", 1024)
    app.config.setdefault("COMPRESS_LEVEL", 6)
    # flask-compress's after_request runs after ours (Flask runs them last-registered first),
    # so it compresses the kept answer and suffixes the ETag that ``keep`` set.
    # Kept for the direct routes, which compress their answers as it does (service/api/fast).
    app.extensions[COMPRESSING] = Compress(app)
    cache = StaticCache()
    app.extensions["referee-static-cache"] = cache
    app.before_request(cache.replay)
    app.after_request(cache.keep)


def prime(app: Flask) -> None:
    """Make the catalogue and the rulebook now (in gunicorn's master, before it forks), so that
    no caller waits for them. The contract is left to its first request in each worker (about
    0.15 s for the JSON, 0.1 s more for the YAML): writing its operations and their worked
    examples was a third of the time to a fresh server's first answer, and it is read by the
    docs page and by tools, not by the apps that call the rulings (bench/first_answer.py).
    werkzeug's own client, not ``app.test_client``: Flask's imports click's test runner and the
    debugger with it, half a megabyte every worker would hold for nothing."""
    client = Client(app)
    for path in ("/v1/games", "/v1/rules"):
        client.get(path)
