"""The replay cache finds a hand by its body's bytes (service/api/fast/appended.py) and still
answers exactly what a fresh replay answers, however the bodies are written.

The random hands of every game that tests/play/test_replay_cache.py records are sent again, with
its take-backs, branches, repeats and refusals, each body written one of many ways, chosen
anew for each request now and then: compact, spaced, pretty-printed, the events first or the
seats last, white space at the end, a comma after the last event, the events' name escaped,
the events named twice, a ``{`` in a key of the last event. A body written one way after a
hand kept from a body written another must not find it by its bytes unless it is that hand
with events appended; every answer, found either way, must be the fresh one, byte for byte
(the seats, payments and next events an answer keeps from the last one included).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any, Final

import orjson
import pytest
from flask import Flask
from flask.testing import FlaskClient

from play.report import run
from play.test_replay_cache import IN_FLIGHT, SEED, _Recorder, _stream
from service.api.fast.replay_cache import cache_of
from service.app import create_app

pytestmark = pytest.mark.slow  # about 11 s of CPU: handed out first (tests/conftest.py)

HANDS_PER_GAME: Final = 2
Body = dict[str, Any]


def _setup(body: Body) -> Body:
    return {key: value for key, value in body.items() if key != "events"}


def _compact(body: Body) -> bytes:
    return orjson.dumps({**_setup(body), "events": body.get("events", [])})


def _spaced(body: Body) -> bytes:
    return json.dumps({**_setup(body), "events": body.get("events", [])}).encode()


def _odd_spaces(body: Body) -> bytes:
    written = {**_setup(body), "events": body.get("events", [])}
    return json.dumps(written, separators=(" ,\n", " : ")).encode() + b" \r\n\t"


def _pretty(body: Body) -> bytes:
    return json.dumps({**_setup(body), "events": body.get("events", [])}, indent=2).encode()


def _events_first(body: Body) -> bytes:
    return orjson.dumps({"events": body.get("events", []), **_setup(body)})


def _seats_last(body: Body) -> bytes:
    setup = _setup(body)
    seats = setup.pop("seats", [])
    return orjson.dumps({**setup, "events": body.get("events", []), "seats": seats})


def _escaped_name(body: Body) -> bytes:
    return _compact(body).replace(b'"events":', b'"ev\\u0065nts":')


def _named_twice(body: Body) -> bytes:
    # The first list is not the events: the last member of a name is.
    return b'{"events":[{"type":"nonsense"}],' + _compact(body)[1:]


def _named_twice_last_first(body: Body) -> bytes:
    # The events, then another list of the same name last: the hand is not the events sent.
    return _compact(body)[:-1] + b',"events":[]}'


def _brace_in_a_string(body: Body) -> bytes:
    # A loader refuses an unknown field, so a "{" is put where a guess may meet it: in a key.
    written = _compact(body)
    return written[:-2] + b',{"{":1}]}' if body.get("events") else written


def _trailing_comma(body: Body) -> bytes:
    # No JSON: refused, however much of it is a hand kept.
    written = _compact(body)
    return written[:-2] + b",]}" if body.get("events") else written


LAYOUTS: Final[list[Callable[[Body], bytes]]] = [
    _compact,
    _spaced,
    _odd_spaces,
    _pretty,
    _events_first,
    _seats_last,
    _escaped_name,
    _named_twice,
    _named_twice_last_first,
    _brace_in_a_string,
    _trailing_comma,
]


def _answers(client: FlaskClient, path: str, data: bytes) -> tuple[Any, ...]:
    response = client.post(path, data=data, content_type="application/json")
    headers = [(k, v) for k, v in response.headers.items() if k != "X-Request-ID"]
    return response.status_code, headers, response.get_data()


@pytest.fixture(scope="module")
def recorded() -> list[list[tuple[str, Body]]]:
    recorder = _Recorder(create_app({"TESTING": True, "REPLAY_CACHE": 0}).test_client())
    games = [g["id"] for g in recorder.get("/v1/games").get_json()["games"]]
    _, failures = run(recorder, SEED + 1, HANDS_PER_GAME * len(games), games)  # type: ignore[arg-type]
    assert not failures, failures[0]
    return recorder.hands


def test_bodies_written_any_way_are_answered_as_fresh(
    recorded: list[list[tuple[str, Body]]],
) -> None:
    cached_app: Flask = create_app({"TESTING": True, "REPLAY_CACHE": 24})
    fresh = create_app({"TESTING": True, "REPLAY_CACHE": 0, "VERIFY_COMPILED": True})
    cached, reference = cached_app.test_client(), fresh.test_client()
    rng = random.Random(SEED)
    streams = [(_stream(hand, rng), [rng.choice(LAYOUTS[:3])]) for hand in recorded]
    sent = 0
    while streams:
        stream, layout = chosen = rng.choice(streams[:IN_FLIGHT])
        request = next(stream, None)
        if request is None:
            streams.remove(chosen)
            continue
        if rng.random() < 0.15:  # the app writes its bodies another way from now on
            layout[0] = rng.choice(LAYOUTS)
        path, body = request
        data = layout[0](body)
        got = _answers(cached, path, data)
        assert got == _answers(reference, path, data), f"POST {path}\n{data!r}"
        sent += 1
    cache = cache_of(cached_app)
    # Most hands were found by their bodies' heads, some by their digests as read.
    assert cache.by_head > sent // 6, (cache.by_head, cache.hits, sent)
    assert cache.hits - cache.by_head > sent // 50, (cache.by_head, cache.hits, sent)
