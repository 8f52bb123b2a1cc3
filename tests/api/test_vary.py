"""``Vary`` over HTTP: an answer that ``Accept`` chose names it, so that no cache hands it to a
caller who asked for something else (RFC 9110 §12.5.5).

The catalogue and the rulebook are kept by shared caches for five minutes (``Cache-Control:
public``); a caller whose ``Accept`` admits no JSON gets a 406 for the same URL, and a state
endpoint answers JSON or PHH for the same body. Each is asked here through a real HTTP client
(the standard library's) of the app served on a socket, as a cache in between would see it.
"""

from __future__ import annotations

import http.client
import json
import threading
from collections.abc import Iterator
from typing import Any

import pytest
import yaml
from werkzeug.serving import BaseWSGIServer, make_server

from service.api.edge.phh import EXAMPLE, EXAMPLE_GAME, PHH
from service.app import create_app
from tests.api.test_contract import COMMITTED

GETS: tuple[str, ...] = (
    "/v1/games",
    f"/v1/games/{EXAMPLE_GAME}",
    "/v1/rules",
    "/v1/rules/high.wheel",
)
"""Every GET the contract has that reads Accept (every one under /v1/ but the health probe),
its path parameters filled in."""
STATE: str = f"/v1/games/{EXAMPLE_GAME}/state"


@pytest.fixture(scope="module")
def server() -> Iterator[BaseWSGIServer]:
    served = make_server(
        "127.0.0.1", 0, create_app({"TESTING": True, "VERIFY_COMPILED": True}), threaded=True
    )
    thread = threading.Thread(target=served.serve_forever, daemon=True)
    thread.start()
    yield served
    served.shutdown()
    thread.join()


def _ask(
    server: BaseWSGIServer,
    path: str,
    headers: dict[str, str] | None = None,
    *,
    body: str | None = None,
) -> http.client.HTTPResponse:
    connection = http.client.HTTPConnection("127.0.0.1", server.server_port, timeout=30)
    connection.request("POST" if body is not None else "GET", path, body, headers or {})
    response = connection.getresponse()
    response.read()
    connection.close()
    return response


def _vary(response: http.client.HTTPResponse) -> set[str]:
    return {name.strip().lower() for name in response.getheader("Vary", "").split(",")}


def test_the_gets_that_read_accept_are_the_ones_asked_here() -> None:
    """GETS covers the contract: a new GET is asked about here too."""
    paths = yaml.safe_load(COMMITTED.read_text())["paths"]
    gets = {path for path, item in paths.items() if "get" in item and path != "/v1/health"}
    assert gets == {"/v1/games", "/v1/games/{game}", "/v1/rules", "/v1/rules/{rule_id}"}


@pytest.mark.parametrize("path", GETS)
def test_a_kept_answer_names_accept_in_vary(server: BaseWSGIServer, path: str) -> None:
    """The answer a cache keeps, its 304 and the 406 at the same URL all say that Accept chose
    them, beside the Accept-Encoding that chose the compression."""
    kept = _ask(server, path, {"Accept-Encoding": "gzip"})
    assert kept.status == 200
    assert kept.getheader("Cache-Control") == "public, max-age=300"
    assert _vary(kept) == {"accept", "accept-encoding"}, kept.getheader("Vary")
    etag = kept.getheader("ETag")
    assert etag
    revalidated = _ask(server, path, {"Accept-Encoding": "gzip", "If-None-Match": etag})
    assert revalidated.status == 304
    assert _vary(revalidated) == {"accept", "accept-encoding"}, revalidated.getheader("Vary")
    refused = _ask(server, path, {"Accept": "text/plain"})
    assert refused.status == 406
    assert _vary(refused) == {"accept", "accept-encoding"}, refused.getheader("Vary")


def test_the_health_probe_reads_no_accept_and_does_not_say_it_does(server: BaseWSGIServer) -> None:
    answer = _ask(server, "/v1/health", {"Accept": "text/plain"})
    assert answer.status == 200
    assert _vary(answer) == {"accept-encoding"}


def _state_body() -> Any:
    """The state operation's own worked example: a hand the service writes in PHH too."""
    operation = yaml.safe_load(COMMITTED.read_text())["paths"][STATE]["post"]
    examples = operation["requestBody"]["content"]["application/json"]["examples"]
    return next(iter(examples.values()))["value"]


@pytest.mark.parametrize(
    ("accept", "encoding", "answered"),
    [
        (None, None, "application/json"),  # the direct route's answer
        (None, "gzip", "application/json"),
        ("application/json", None, "application/json"),
        (PHH, None, PHH),
    ],
)
def test_a_state_answer_names_accept_as_json_and_as_phh(
    server: BaseWSGIServer, accept: str | None, encoding: str | None, answered: str
) -> None:
    """The same hand answered as JSON or as PHH: each says Accept chose it, whichever route
    wrote it (the direct route answers a plain JSON request, Flask the rest)."""
    headers = {"Content-Type": "application/json"}
    if accept:
        headers["Accept"] = accept
    if encoding:
        headers["Accept-Encoding"] = encoding
    answer = _ask(server, STATE, headers, body=json.dumps(_state_body()))
    assert answer.status == 200, answer.getheader("Content-Type")
    assert answer.getheader("Content-Type", "").startswith(answered)
    assert _vary(answer) == {"accept", "accept-encoding"}, answer.getheader("Vary")


def test_a_history_read_names_accept(server: BaseWSGIServer) -> None:
    answer = _ask(server, "/v1/histories", {"Content-Type": PHH}, body=EXAMPLE)
    assert answer.status == 200
    assert _vary(answer) == {"accept", "accept-encoding"}, answer.getheader("Vary")
