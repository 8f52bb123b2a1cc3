"""The hot operations answered straight from WSGI when a request is plain.

A Flask request costs about 40 µs before its view runs, and flask-smorest's and webargs'
layers (the parser, six response wrappers, the hooks) twice that again: for a batch of hands
that is more than ranking them. So an operation registered here (:func:`direct_route`) is
answered by :class:`DirectRoutes` without them when the request is plain: a POST of
``application/json`` with a Content-Length within the limit, no query string, an uncompressed
body, no PHH answer asked for and JSON accepted (``Accept``), a body the compiled loader accepts
(:mod:`.loading`), within the operation's cost model (:mod:`.costs`), and a view that answers
without a problem. An operation may instead bring a handler of its own (:func:`direct_handler`:
the state endpoints, which keep the hands they replayed, :mod:`.replays`). Anything else (a bad
body, a refusal, a rule broken, an unexpected error) goes to Flask with the body as it came,
which answers it as it always has: the direct route only has to be right when it answers.

It answers exactly what Flask would: the view's JSON values written as the app's JSON provider
writes them (orjson, a final newline), the same status and headers, in the same order.
the guards add the rest (:func:`~service.api.edge.guards.install_guards`). An answer to a client
that accepts a compressed one (most HTTP clients ask for gzip unless told not to) is compressed
as flask-compress compresses Flask's: its choice of coding, its settings, its least size
(:func:`~service.api.fast.internals.compressed`). Such clients went to Flask before, whose view
replays the whole hand on every request: an app's hand cost 14 times as much.
With ``VERIFY_COMPILED`` set (the test suite sets it) every request answered here is answered
by Flask too, and any difference in status, headers or body is an error (a compressed body is
compared as it was: gzip writes the time into its header).
"""

from __future__ import annotations

import io
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

import marshmallow as ma
import orjson
from flask import Flask

from service.api.contract.unions import TaggedUnion
from service.api.edge.caching import COMPRESSING
from service.api.edge.costs import check_cost
from service.api.edge.negotiation import JSON_ONLY, VARY, admits
from service.api.edge.parsing import REQUEST_BODIES, load_json
from service.api.fast.internals import coding_chosen, compressed, uncompressed
from service.api.fast.loading import DECLINED, compile_loader

if TYPE_CHECKING:
    from _typeshed.wsgi import StartResponse, WSGIApplication, WSGIEnvironment

View = Callable[[dict[str, Any]], dict[str, Any]]
Handler = Callable[[bytes], "bytes | None"]


@dataclass(frozen=True, slots=True)
class DirectRoute:
    """An operation that may be answered directly: its path, endpoint and answer."""

    path: str
    endpoint: str
    """``blueprint.view``: whose request schema and cost model apply."""
    answer: View | None
    """The loaded request's answer as JSON values: what the view writes as its response."""
    make: Callable[[Flask], Handler] | None = None
    """Or a handler of the route's own, made for each app (one that keeps state per worker,
    :mod:`.replays`); it answers exactly what Flask would, or None."""


ROUTES: Final[list[DirectRoute]] = []
"""The operations registered for direct answers."""


def direct_route(path: str, endpoint: str, answer: View) -> None:
    """Answer ``POST path`` directly with ``answer`` when the request is plain."""
    ROUTES.append(DirectRoute(path, endpoint, answer))


def direct_handler(path: str, endpoint: str, make: Callable[[Flask], Handler]) -> None:
    """Answer ``POST path`` directly with the handler ``make`` builds for the app."""
    ROUTES.append(DirectRoute(path, endpoint, None, make))


class DirectMismatch(AssertionError):
    """A direct answer differs from Flask's (raised only under ``VERIFY_COMPILED``)."""


_OK: Final = "200 OK"
_JSON: Final = "application/json"
_WRITE: Final = (
    orjson.OPT_APPEND_NEWLINE | orjson.OPT_PASSTHROUGH_DATETIME | orjson.OPT_PASSTHROUGH_DATACLASS
)
"""As the app's JSON provider writes an answer; what orjson passes through goes to Flask."""
_UNCOMPRESSED: Final = frozenset({"", "identity"})
_VARY: Final = f"{VARY}, Accept-Encoding"


def _handler(route: DirectRoute) -> Handler:
    """The answer to a body, as bytes, or None for Flask to answer it."""
    schema = REQUEST_BODIES[route.endpoint].schema
    load = compile_loader(schema)
    if load is None or route.answer is None:
        raise ValueError(f"{route.endpoint}: its request schema has no compiled loader")
    endpoint, answer = route.endpoint, route.answer
    # orjson reads a body about four times as fast as the standard library, and refuses what
    # Flask's reader refuses (NaN, lone surrogates, deep nesting: then Flask answers). It reads
    # an integer beyond 64 bits as a float, which a schema with no float field refuses, so
    # Flask answers that too; a schema with one is read as Flask reads it.
    read = load_json if _takes_floats(schema) else orjson.loads

    def handle(body: bytes) -> bytes | None:
        try:
            loaded = load(read(body))
            if loaded is DECLINED:
                return None
            check_cost(endpoint, loaded)
            return orjson.dumps(answer(loaded), option=_WRITE)
        except Exception:
            # A bad body, a refusal, a rule broken or a fault: Flask answers it as ever.
            return None

    return handle


_FLOATS: Final = (ma.fields.Float, ma.fields.Decimal, ma.fields.Raw, ma.fields.Dict)


def _takes_floats(schema: ma.Schema) -> bool:
    """Whether a field of ``schema`` (or of a schema within it) may take a float."""
    return any(_field_takes_floats(field) for field in schema.load_fields.values())


def _field_takes_floats(field: ma.fields.Field[Any]) -> bool:
    if isinstance(field, _FLOATS) or (
        isinstance(field, ma.fields.Number) and not isinstance(field, ma.fields.Integer)
    ):
        return True
    if isinstance(field, ma.fields.List):
        return _field_takes_floats(field.inner)
    if isinstance(field, ma.fields.Nested) and isinstance(field.schema, ma.Schema):
        return _takes_floats(field.schema)
    if isinstance(field, TaggedUnion):
        return any(_takes_floats(variant) for variant in field.variants.values())
    return False


Added = Callable[["WSGIEnvironment"], Sequence[tuple[str, str]]]
"""The headers the guards add to a direct answer, for its request."""


class DirectRoutes:
    """WSGI middleware: the registered operations answered without the framework when the
    request is plain, everything else passed to ``app`` unchanged.

    Outside the guards (:func:`~service.api.edge.guards.install_guards`), it is given ``added``,
    the headers they would add to its answers, and ``flask``, Flask's own app below them, that
    :meth:`_verify` compares its answers with; else ``app`` is both that and the fallback."""

    def __init__(
        self,
        app: WSGIApplication,
        flask_app: Flask,
        *,
        flask: WSGIApplication | None = None,
        added: Added | None = None,
    ) -> None:
        self.app = app
        self.flask = app if flask is None else flask
        self.added = added
        self.flask_app = flask_app
        self.limit = int(flask_app.config["MAX_CONTENT_LENGTH"])
        self.compress = flask_app.extensions.get(COMPRESSING)
        """The app's flask-compress, if it has one: a client that accepts a compressed answer
        is answered here only then, compressed as it would be."""
        self.compresses_json = self.compress is not None and _JSON in set(
            flask_app.config.get("COMPRESS_MIMETYPES", ())
        )
        self.verify = bool(flask_app.config.get("VERIFY_COMPILED"))
        """Whether every direct answer is checked against Flask's: read once, as the middleware
        is made (the setting is given as the app is made, and read here for every request)."""
        adapter = flask_app.url_map.bind("direct")
        self.handlers: dict[str, Handler] = {}
        for route in ROUTES:
            matched = adapter.match(route.path, method="POST")
            if matched[0] != route.endpoint:  # a game's own path names it: /v1/games/razz/state
                raise ValueError(f"POST {route.path} is {matched}, not {route.endpoint}")
            self.handlers[route.path] = route.make(flask_app) if route.make else _handler(route)

    def __call__(self, environ: WSGIEnvironment, start_response: StartResponse) -> Iterable[bytes]:
        handle = self.handlers.get(environ.get("PATH_INFO", ""))
        length = _plain_length(environ, self.limit) if handle is not None else None
        if handle is None or length is None:
            return self.app(environ, start_response)
        coding = environ.get("HTTP_ACCEPT_ENCODING")
        if coding and coding.strip().lower() not in _UNCOMPRESSED:
            if self.compress is None:
                return self.app(environ, start_response)
            coding = coding_chosen(self.compress, coding) if self.compresses_json else None
        else:
            coding = None
        body = environ["wsgi.input"].read(length)
        answer = handle(body) if len(body) == length else None
        if answer is None:
            environ["wsgi.input"] = io.BytesIO(body)  # the body read here, for Flask to read
            return self.app(environ, start_response)
        # Compressed as flask-compress would, its least size read each time as it reads it.
        if coding is not None and len(answer) < self.flask_app.config["COMPRESS_MIN_SIZE"]:
            coding = None
        if coding is not None:
            answer = compressed(self.flask_app, answer, coding)
        # What Flask's answer carries before the guards add theirs: Vary as an operation that
        # reads Accept says it (negotiation.vary_on_accept) with flask-compress's on all, and
        # its coding, last, if it compressed the answer.
        headers = [
            ("Content-Type", _JSON),
            ("Content-Length", str(len(answer))),
            ("Vary", _VARY),
        ]
        if coding is not None:
            headers.append(("Content-Encoding", coding))
        if self.verify:
            self._verify(environ, body, headers, answer)
        if self.added is not None:
            headers += self.added(environ)
        start_response(_OK, headers)
        return [answer]

    def _verify(
        self,
        environ: WSGIEnvironment,
        body: bytes,
        headers: list[tuple[str, str]],
        answer: bytes,
    ) -> None:
        """Flask's answer to the same request must be this one."""
        given: list[Any] = []

        def start(status: str, pairs: list[tuple[str, str]], *_: Any) -> Callable[[bytes], Any]:
            given.extend([status, list(pairs)])
            return lambda _: None

        written = b"".join(self.flask({**environ, "wsgi.input": io.BytesIO(body)}, start))
        status, pairs = given
        coding = dict(headers).get("Content-Encoding")
        if coding is not None and dict(pairs).get("Content-Encoding") == coding:
            # Compared as they were: gzip writes the time it compressed into its header.
            written, answer = uncompressed(written, coding), uncompressed(answer, coding)
        if (status, pairs, written) != (_OK, headers, answer):
            raise DirectMismatch(
                f"{environ.get('PATH_INFO')}: Flask answered {status} {pairs} {written[:500]!r}, "
                f"directly {headers} {answer[:500]!r}"
            )


def _plain_length(environ: WSGIEnvironment, limit: int) -> int | None:
    """The body's length if the request is one the direct route may answer, else None.

    A header that is absent, or a content type of exactly ``application/json``, is taken as it
    is, without the normalising its other spellings need (an app's requests come so)."""
    get = environ.get
    accept, kind = get("HTTP_ACCEPT"), get("CONTENT_TYPE")
    length = get("CONTENT_LENGTH", "")
    if (
        get("REQUEST_METHOD") != "POST"
        or get("QUERY_STRING")
        or "HTTP_CONTENT_ENCODING" in environ
        or (accept and "phh" in accept.lower())  # a hand history asked for: Flask's
        or (accept and accept != "*/*" and not admits(accept, JSON_ONLY))  # Flask's 406
        or (kind != _JSON and (kind or "").partition(";")[0].strip().lower() != _JSON)
        or not (length.isascii() and length.isdigit())
    ):
        return None
    size = int(length)
    return size if size <= limit else None
