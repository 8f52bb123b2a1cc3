"""The headers HeaderGuard (service/api/edge/guards.py) adds, whatever the spelling of the names
the app answers with: a name it knows as the app spells it is read at once, any other spelling
lowered first, to the same effect."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterable
from typing import Any

import pytest

from service.api.edge.guards import REQUEST_ID, HeaderGuard, new_request_id


def _answered(headers: list[tuple[str, str]], **environ: str) -> dict[str, str]:
    def app(environ: Any, start_response: Any) -> Iterable[bytes]:
        start_response("200 OK", list(headers))
        return [b"{}"]

    given: list[tuple[str, str]] = []

    def start(status: str, pairs: list[tuple[str, str]], exc_info: Any = None) -> Any:
        given.extend(pairs)

    HeaderGuard(app)({"REQUEST_METHOD": "POST", **environ}, start)
    return dict(given)


@pytest.mark.parametrize("content_type", ["Content-Type", "content-type", "CONTENT-TYPE"])
@pytest.mark.parametrize(
    "kind", ["application/json", "Application/JSON; charset=utf-8", "application/problem+json"]
)
def test_a_json_answer_gets_the_security_headers_and_no_store_however_spelt(
    content_type: str, kind: str
) -> None:
    headers = _answered([(content_type, kind), ("Vary", "Accept-Encoding")])
    assert headers["X-Content-Type-Options"] == "nosniff"
    assert headers["Cache-Control"] == "no-store"
    assert len(headers[REQUEST_ID]) == 32


@pytest.mark.parametrize("cache_control", ["Cache-Control", "cache-control", "CACHE-control"])
def test_an_answer_that_says_how_to_cache_it_keeps_its_say(cache_control: str) -> None:
    headers = _answered([("Content-Type", "application/json"), (cache_control, "max-age=9")])
    assert headers[cache_control] == "max-age=9"
    assert "Cache-Control" not in headers or cache_control == "Cache-Control"
    assert headers["X-Frame-Options"] == "DENY"


def test_an_answer_that_is_not_json_gets_neither() -> None:
    headers = _answered([("Content-Type", "text/html"), ("ETag", '"x"')])
    assert "X-Content-Type-Options" not in headers
    assert "Cache-Control" not in headers
    assert headers["Access-Control-Allow-Origin"] == "*"


def test_a_plain_request_id_is_echoed_and_another_replaced() -> None:
    assert _answered([], HTTP_X_REQUEST_ID="abc-123")[REQUEST_ID] == "abc-123"
    assert len(_answered([], HTTP_X_REQUEST_ID="two words")[REQUEST_ID]) == 32


def test_new_request_ids_are_random_uuids_none_given_twice_nor_by_a_forked_worker() -> None:
    """Ids are made ahead, many from one read of the random source: every one is a version 4
    UUID, none repeats across reads, and a worker forked from a process holding ids made ahead
    makes its own (else two workers would give the same ids)."""
    made = [new_request_id() for _ in range(3 * 256 + 5)]
    assert len(set(made)) == len(made)
    assert {uuid.UUID(hex=ident).version for ident in made} == {4}
    assert all(uuid.UUID(hex=ident).hex == ident for ident in made)
    read, write = os.pipe()
    child = os.fork()
    if child == 0:  # the forked worker: its next id, to the parent
        os.write(write, new_request_id().encode())
        os._exit(0)
    os.close(write)
    forked = os.read(read, 64).decode()
    os.close(read)
    os.waitpid(child, 0)
    assert len(forked) == 32
    assert forked != new_request_id()  # the parent's next id, made before the fork
