"""The direct route (service/api/fast/direct.py) against Flask's own answer.

The direct route may leave any request to Flask, but a request it answers must get exactly
Flask's answer: status, headers in order, and body byte for byte. Under ``VERIFY_COMPILED`` (the
suite's app) every request it answers is answered by Flask too and compared, so every evaluate
test in the suite is also a check of it; here it also meets thousands of random requests, valid
and broken, of every shape the operation takes (low halves, games, wild cards, boards, exact
counts, names), and the requests it must leave to Flask. The benchmark's request must be
answered directly, or the endpoint is slow for the usual request.
"""

from __future__ import annotations

import io
import json
import random
import sys
from collections.abc import Iterable
from typing import Any, Final

import marshmallow as ma
import pytest
from flask import Flask

from bench.workload import EVALUATE, STUD_GAME, STUD_HAND
from service.api.edge.guards import REQUEST_ID, BodyGuard, HeaderGuard
from service.api.fast.direct import DirectRoutes, _takes_floats
from service.api.fast.internals import uncompressed
from service.api.views.hands import HIGH_LOW_EXAMPLE, SHOWDOWN_EXAMPLE
from service.app import create_app
from service.rules.cards import FULL_PACK
from tests.api.test_loading import _mutated

PATH: Final = "/v1/hands/evaluate"


def _environ(body: bytes, **extra: str) -> dict[str, Any]:
    return {
        "REQUEST_METHOD": "POST", "PATH_INFO": PATH, "QUERY_STRING": "", "SERVER_NAME": "test",
        "SERVER_PORT": "80", "SERVER_PROTOCOL": "HTTP/1.1", "wsgi.url_scheme": "http",
        "wsgi.input": io.BytesIO(body), "wsgi.errors": sys.stderr,
        "CONTENT_TYPE": "application/json", "CONTENT_LENGTH": str(len(body)), **extra,
    }  # fmt: skip


def _call(app: Any, environ: dict[str, Any]) -> tuple[str, list[tuple[str, str]], bytes]:
    given: list[Any] = []

    def start(status: str, headers: list[tuple[str, str]], *_: Any) -> Any:
        given.extend([status, list(headers)])

    body = b"".join(app(environ, start))
    return given[0], given[1], body


class _Refuses:
    """A WSGI app that must not be called: the direct route answered alone."""

    called = False

    def __call__(self, environ: Any, start_response: Any) -> Iterable[bytes]:
        self.called = True
        start_response("599 Called", [])
        return [b""]


def _direct_only(flask_app: Flask) -> tuple[DirectRoutes, _Refuses]:
    refuses = _Refuses()
    return DirectRoutes(refuses, flask_app), refuses


def _flask_answer(flask_app: Flask, body: bytes, **extra: str) -> tuple[str, Any, bytes]:
    # Flask's own WSGI app, below the guards and the direct route.
    return _call(lambda e, s: Flask.wsgi_app(flask_app, e, s), _environ(body, **extra))


@pytest.mark.parametrize(
    "request_body",
    [EVALUATE, SHOWDOWN_EXAMPLE, HIGH_LOW_EXAMPLE],
    ids=["benchmark", "showdown", "high-low"],
)
def test_a_plain_request_is_answered_directly_as_flask_answers_it(
    request_body: dict[str, Any],
) -> None:
    flask_app = create_app({"TESTING": True})
    direct, refuses = _direct_only(flask_app)
    body = json.dumps(request_body).encode()
    answer = _call(direct, _environ(body))
    assert not refuses.called
    assert answer == _flask_answer(flask_app, body)


@pytest.mark.parametrize("request_id", ["abc-123", "two words", None])
def test_a_direct_answer_gets_the_headers_the_guards_give_flasks_answer(
    request_id: str | None,
) -> None:
    """The direct routes answer outside the guards: a request they answer gets the very headers,
    in the same order, that the guards give Flask's answer to it (a request id of its own if the
    caller's is not plain)."""
    flask_app = create_app({"TESTING": True})
    refuses = _Refuses()
    direct = flask_app.wsgi_app
    assert isinstance(direct, DirectRoutes)
    direct.app = refuses  # the guards and Flask below the direct routes: never called
    extra = {} if request_id is None else {"HTTP_X_REQUEST_ID": request_id}
    body = json.dumps(EVALUATE).encode()
    answered = _call(direct, _environ(body, **extra))
    assert not refuses.called
    guarded = HeaderGuard(BodyGuard(lambda e, s: Flask.wsgi_app(flask_app, e, s), 1 << 20))
    expected = _call(guarded, _environ(body, **extra))
    ids = [dict(headers)[REQUEST_ID] for _, headers, _ in (answered, expected)]
    if request_id == "abc-123":
        assert ids == [request_id] * 2
    else:  # each answer's own
        assert [len(ident) for ident in ids] == [32, 32]
        assert ids[0] != ids[1]
    mine = [(name, value if name != REQUEST_ID else "") for name, value in answered[1]]
    theirs = [(name, value if name != REQUEST_ID else "") for name, value in expected[1]]
    assert (answered[0], mine, answered[2]) == (expected[0], theirs, expected[2])


@pytest.mark.parametrize(
    "extra",
    [
        {"CONTENT_TYPE": "Application/JSON; charset=utf-8"},
        {"HTTP_ACCEPT_ENCODING": " Identity ", "HTTP_ACCEPT": "application/json"},
        {"HTTP_ACCEPT_ENCODING": "", "HTTP_ACCEPT": ""},
    ],
)
def test_a_plain_request_however_its_headers_are_spelt_is_answered_directly(
    extra: dict[str, str],
) -> None:
    flask_app = create_app({"TESTING": True})
    direct, refuses = _direct_only(flask_app)
    body = json.dumps(EVALUATE).encode()
    answer = _call(direct, _environ(body, **extra))
    assert not refuses.called
    assert answer == _flask_answer(flask_app, body, **extra)


@pytest.mark.parametrize(
    "extra",
    [
        {"HTTP_ACCEPT": "Application/X-PHH+TOML"},  # a hand history asked for
        {"HTTP_CONTENT_ENCODING": "gzip"},  # a 415
        {"QUERY_STRING": "x=1"},
        {"CONTENT_TYPE": "text/plain"},  # a 415
        {"CONTENT_TYPE": ""},  # a 415
        {"CONTENT_LENGTH": "99999999"},  # a 413
        {"CONTENT_LENGTH": "１２"},  # not ASCII digits
        {"REQUEST_METHOD": "PUT"},  # a 405
    ],
)
def test_what_flask_answers_differently_is_left_to_flask(extra: dict[str, str]) -> None:
    flask_app = create_app({"TESTING": True})
    direct, refuses = _direct_only(flask_app)
    _call(direct, _environ(json.dumps(EVALUATE).encode(), **extra))
    assert refuses.called


CODINGS: Final = [
    "gzip",
    "gzip, deflate",
    "gzip, deflate, br",
    "br;q=0.5, gzip;q=0.9",
    "deflate",
    "zstd",
    "*",
    "gzip;q=0, identity",
    "compress",  # none flask-compress writes: the answer as it is
]


@pytest.mark.parametrize("coding", CODINGS)
@pytest.mark.parametrize("path", [PATH, f"/v1/games/{STUD_GAME}/state"])
def test_a_client_that_accepts_a_compressed_answer_is_answered_directly_as_flask_would(
    coding: str, path: str
) -> None:
    """Most HTTP clients ask for gzip unless told not to; Flask's view replays an app's whole
    hand on every request, the direct route only its new event (issue 35). The answer is
    compressed as flask-compress compresses Flask's: the same coding and headers, in order,
    and a body that is Flask's once uncompressed (gzip writes the time into its header)."""
    flask_app = create_app({"TESTING": True})
    direct, refuses = _direct_only(flask_app)
    body = json.dumps(EVALUATE if path == PATH else STUD_HAND).encode()
    extra = {"HTTP_ACCEPT_ENCODING": coding, "PATH_INFO": path}
    status, headers, answer = _call(direct, _environ(body, **extra))
    assert not refuses.called
    flask_status, flask_headers, flask_body = _flask_answer(flask_app, body, **extra)
    assert (status, headers) == (flask_status, flask_headers)
    coding_used = dict(headers).get("Content-Encoding")
    assert (coding_used is None) == (coding in ("gzip;q=0, identity", "compress")), headers
    if coding_used is not None:
        answer, flask_body = (
            uncompressed(answer, coding_used),
            uncompressed(flask_body, coding_used),
        )
    assert answer == flask_body
    assert json.loads(answer)


@pytest.mark.parametrize("more", [0, 1])
def test_an_answer_under_the_least_compressed_size_is_sent_as_it_is(more: int) -> None:
    """flask-compress reads ``COMPRESS_MIN_SIZE`` on every answer; so does the direct route."""
    flask_app = create_app({"TESTING": True})
    direct, refuses = _direct_only(flask_app)
    body = json.dumps(EVALUATE).encode()
    size = len(_call(direct, _environ(body))[2])
    flask_app.config["COMPRESS_MIN_SIZE"] = size + more
    extra = {"HTTP_ACCEPT_ENCODING": "gzip"}
    status, headers, answer = _call(direct, _environ(body, **extra))
    assert not refuses.called
    compressed = ("Content-Encoding", "gzip") in headers
    assert compressed == (not more) and (compressed or len(answer) == size)
    flask_status, flask_headers, _ = _flask_answer(flask_app, body, **extra)
    assert (status, headers) == (flask_status, flask_headers)


def test_the_apps_direct_routes_compress_as_its_flask_compress_does() -> None:
    """The served app's direct routes are made after its flask-compress (else a client asking
    for gzip would be left to Flask's slower route, answered rightly all the same)."""
    routes = create_app({"TESTING": True}).wsgi_app
    assert isinstance(routes, DirectRoutes)
    assert routes.compress is not None and routes.compresses_json


def _random_request(rng: random.Random) -> dict[str, Any]:
    """An evaluate request of a random shape, valid more often than not."""
    packs = rng.choice((1, 2))
    deck = [str(c) for c in FULL_PACK] * packs
    hands = rng.randint(1, 8)
    board_size = rng.choice((0, 0, 1, 3, 5))
    size = rng.randint(max(2, 5 - board_size), 4 if board_size >= 3 else 7)
    dealt = rng.sample(deck, min(len(deck), hands * size + board_size))
    request: dict[str, Any] = {
        "deck": {"packs": packs, "jokers": rng.choice((0, 0, 1, 2))},
        "hands": [{"cards": dealt[i * size : (i + 1) * size]} for i in range(hands)],
    }
    if board_size:
        request["board"] = dealt[hands * size :]
    if rng.random() < 0.3:
        request["wild"] = {"ranks": [rng.choice("23456789TJQKA")]}
    if rng.random() < 0.3:
        request["hands"][0]["cards"][0] = "Jk"
        request["deck"]["jokers"] = rng.choice((0, 1, 2))
        request.setdefault("wild", {})
    if rng.random() < 0.2:
        request["hands"][-1]["wild_ranks"] = [rng.choice("23456789TJQKA")]
    if rng.random() < 0.3:
        request["ranking"] = rng.choice(("ace_to_five", "deuce_to_seven", "ace_to_six"))
        if rng.random() < 0.5:
            request["qualifier"] = 8
    elif rng.random() < 0.3:
        request["low"] = {"ranking": "ace_to_five", "qualifier": 8}
    if rng.random() < 0.15:
        game = ("seven_card_stud_high_low", "razz", "low_hole", "deuces_jacks_axe")
        request = {"game": rng.choice(game), "hands": request["hands"]}
    if rng.random() < 0.1:
        request["use"] = {"hole_count": 2, "board_count": 3}
    if rng.random() < 0.2:
        request["hands"][0]["name"] = "seat 1"
    return request


def test_random_requests_get_flasks_answer_whoever_answers_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Under VERIFY_COMPILED a direct answer that differs from Flask's fails the request."""
    checked = []
    verify = DirectRoutes._verify

    def counted(self: DirectRoutes, *args: Any) -> None:
        checked.append(1)
        verify(self, *args)

    monkeypatch.setattr(DirectRoutes, "_verify", counted)
    client = create_app({"TESTING": True, "VERIFY_COMPILED": True}).test_client()
    rng = random.Random("direct")
    statuses: dict[int, int] = {}
    for i in range(1_500):
        request = _random_request(rng)
        if i % 3 == 0:
            request = _mutated(request, rng)
        response = client.post(PATH, json=request)
        assert response.status_code < 500, (request, response.get_json())
        statuses[response.status_code] = statuses.get(response.status_code, 0) + 1
    # Both kinds were met: rulings answered directly, and refusals left to Flask.
    assert len(checked) == statuses.get(200, 0) > 300
    assert statuses.get(422, 0) + statuses.get(400, 0) > 100


def test_a_body_flasks_reader_reads_otherwise_is_left_to_flask() -> None:
    """orjson reads an integer beyond 64 bits as a float and refuses a lone surrogate, where
    the standard library reads both: such a body is Flask's to answer, as it always was."""
    flask_app = create_app({"TESTING": True})
    for text in (
        json.dumps({**EVALUATE, "deck": {"packs": 10**30}}),
        json.dumps({**EVALUATE, "hands": [{**EVALUATE["hands"][0], "name": "\ud800"}]}),
    ):
        direct, refuses = _direct_only(flask_app)
        _call(direct, _environ(text.encode()))
        assert refuses.called, text[:80]


def test_a_schema_that_takes_floats_is_read_as_flask_reads_it() -> None:
    class Priced(ma.Schema):
        hands = ma.fields.List(ma.fields.Nested(ma.Schema.from_dict({"odds": ma.fields.Float()})))

    assert _takes_floats(Priced())
    assert not _takes_floats(ma.Schema.from_dict({"count": ma.fields.Integer()})())
