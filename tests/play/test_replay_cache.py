"""The replay cache answers exactly what a fresh replay answers (service/api/fast/replays.py).

Random hands of every game of the catalogue are played through the HTTP API by the tests' driver
(:mod:`play.driver`, with its illegal events); every request it sent is recorded. The requests are
then sent again, the hands interleaved, with take-backs (a shorter prefix after a longer one),
branches (another continuation of a prefix already sent), repeats, and refused events in the
middle of a hand, to an app with a small cache (so that hands are also evicted) and to one without
a cache whose direct answers are checked against Flask's (``VERIFY_COMPILED``). Every answer must
be the same, byte for byte, with the same status and headers.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any, Final

import pytest
from flask import Flask
from flask.testing import FlaskClient

from play.report import run
from service.api.fast.replay_cache import cache_of
from service.app import create_app

pytestmark = pytest.mark.slow  # about 19 s of CPU: handed out first (tests/conftest.py)

SEED: Final = 35
HANDS_PER_GAME: Final = 4
CACHED: Final = 24
"""Entries in the cached app: as many as the hands in flight and a few, so that some are
evicted (a finished hand's, a take-back's)."""
IN_FLIGHT: Final = 16
"""Hands played at once, as an app's tables are."""


class _Recorder:
    """A test client that records every state request it sends, for each hand in turn."""

    def __init__(self, client: FlaskClient) -> None:
        self.client = client
        self.hands: list[list[tuple[str, dict[str, Any]]]] = []
        self._setup: str | None = None

    def get(self, path: str) -> Any:
        return self.client.get(path)

    def post(self, path: str, json: dict[str, Any]) -> Any:
        if path.endswith("/state"):
            body = _copy(json)
            setup = _dumps({k: v for k, v in body.items() if k != "events"})
            if setup != self._setup:  # a new hand (or a new deal of one): a new stream
                self.hands.append([])
                self._setup = setup
            self.hands[-1].append((path, body))
        return self.client.post(path, json=json)


def _copy(body: dict[str, Any]) -> dict[str, Any]:
    copied: dict[str, Any] = json.loads(json.dumps(body))
    return copied


def _dumps(value: Any) -> str:
    return json.dumps(value, sort_keys=True)


@pytest.fixture(scope="module")
def recorded() -> list[list[tuple[str, dict[str, Any]]]]:
    """The state requests of random hands of every game, as the driver sent them."""
    recorder = _Recorder(create_app({"TESTING": True, "REPLAY_CACHE": 0}).test_client())
    games = [g["id"] for g in recorder.get("/v1/games").get_json()["games"]]
    _, failures = run(recorder, SEED, HANDS_PER_GAME * len(games), games)  # type: ignore[arg-type]
    assert not failures, failures[0]
    return recorder.hands


def _with(body: dict[str, Any], events: list[Any]) -> dict[str, Any]:
    return {**body, "events": events}


def _stream(hand: list[tuple[str, dict[str, Any]]], rng: random.Random) -> Iterator[Any]:
    """The hand's requests in order, with take-backs, branches, repeats and refusals between.

    Most of these start from the hand as last sent, which the cache holds: a branch takes the
    kept engine, so the hand's next request must not find it; an event refused after new legal
    ones leaves the engine half-applied, and it must not be found again either."""
    for index, (path, body) in enumerate(hand):
        events = body["events"]
        yield path, body
        later = hand[index + 1][1]["events"] if index + 1 < len(hand) else []
        new = later[len(events) :] if later[: len(events)] == events else []
        roll = rng.random()
        cut = rng.randrange(len(events) + 1)
        if roll < 0.12:  # a take-back: a prefix, then the hand goes on from where it was
            yield path, _with(body, events[:cut])
        elif roll < 0.3 and (new or events):  # a branch: one continuation, then the hand's own
            other = rng.choice(new or events)
            yield path, _with(body, [*events, other])
        elif roll < 0.38:  # the same request again
            yield path, body
        elif roll < 0.56 and events:  # new events, then one refused (an event again), then more
            where = len(events) + rng.randrange(len(new) + 1)
            longer = [*events, *new]
            again = rng.choice(longer[:where])
            yield path, _with(body, [*longer[:where], again, *longer[where:]])
        elif roll < 0.6:  # an event that cannot be loaded, in the middle
            yield path, _with(body, [*events[:cut], {"type": "nonsense"}, *events[cut:]])


def _answers(client: FlaskClient, path: str, body: dict[str, Any]) -> tuple[Any, ...]:
    response = client.post(path, json=body)
    headers = [(k, v) for k, v in response.headers.items() if k != "X-Request-ID"]
    return response.status_code, headers, response.get_data()


@pytest.fixture(scope="module")
def cached_app() -> Flask:
    app: Flask = create_app({"TESTING": True, "REPLAY_CACHE": CACHED})
    return app


def test_cached_answers_are_fresh_answers(
    recorded: list[list[tuple[str, dict[str, Any]]]], cached_app: Flask
) -> None:
    """Every game, the hands interleaved: the cached app answers as a fresh replay does."""
    fresh = create_app({"TESTING": True, "REPLAY_CACHE": 0, "VERIFY_COMPILED": True})
    rng = random.Random(SEED)
    streams = [_stream(hand, rng) for hand in recorded]
    cached, reference = cached_app.test_client(), fresh.test_client()
    sent = statuses = 0
    while streams:
        stream = rng.choice(streams[:IN_FLIGHT])
        request = next(stream, None)
        if request is None:
            streams.remove(stream)
            continue
        path, body = request
        got = _answers(cached, path, body)
        assert got == _answers(reference, path, body), f"POST {path}\n{json.dumps(body)}"
        sent += 1
        statuses += got[0] != 200
    cache = cache_of(cached_app)
    assert len(cache) <= CACHED
    # The mix is what it means to be: most requests found their hand, some were refused.
    assert cache.hits > sent // 2, (cache.hits, cache.misses, sent)
    assert statuses > 50, statuses


def test_every_game_is_played(recorded: list[list[tuple[str, dict[str, Any]]]]) -> None:
    played = {path for hand in recorded for path, _ in hand}
    catalogue = create_app({"TESTING": True}).test_client().get("/v1/games").get_json()["games"]
    expected = {
        "/v1/games/counterbluff/state"
        if g["id"] == "counterbluff"
        else f"/v1/games/{g['id']}/state"
        for g in catalogue
    }
    assert played == expected
