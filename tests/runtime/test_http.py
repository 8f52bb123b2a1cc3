"""HTTP against the live server (issue: safe on an open port, points 2 and 4): bodies with
chunked framing, errors from every layer as problem+json, validators and compression on the
static answers, request ids, relative redirects, and no traceback anywhere.

Bounded: one server, a few dozen requests on loopback.
"""

from __future__ import annotations

import gzip
import json
import socket
from collections.abc import Iterator

import pytest
from live_server import Live, live_service

pytestmark = pytest.mark.slow

PROBLEM = b"application/problem+json"


@pytest.fixture(scope="module")
def live(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Live]:
    with live_service(tmp_path_factory.mktemp("gunicorn"), WORKERS="2") as live:
        yield live
        assert b"Traceback" not in live.log.read_bytes(), "a traceback in the server's log"


def _exchange(live: Live, raw: bytes) -> tuple[int, dict[str, str], bytes]:
    """Send ``raw`` on a new connection; the first answer's status, headers and body."""
    with socket.create_connection(("127.0.0.1", live.port), timeout=10) as sock:
        sock.sendall(raw)
        data = b""
        while b"\r\n\r\n" not in data:
            chunk = sock.recv(65536)
            if not chunk:
                break
            data += chunk
        head, _, body = data.partition(b"\r\n\r\n")
        lines = head.decode("latin-1").split("\r\n")
        headers = {k.lower(): v.strip() for k, _, v in (line.partition(":") for line in lines[1:])}
        length = int(headers.get("content-length", "0"))
        while len(body) < length and (chunk := sock.recv(65536)):
            body += chunk
        return int(lines[0].split()[1]), headers, body[:length]


def _chunked(path: str, chunks: list[bytes], raw_tail: bytes = b"") -> bytes:
    head = (
        f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
    ).encode()
    body = b"".join(b"%x\r\n%s\r\n" % (len(c), c) for c in chunks)
    return head + body + (raw_tail or b"0\r\n\r\n")


def test_a_chunked_body_within_the_limit_is_read_whole(live: Live) -> None:
    body = json.dumps({"hands": [{"cards": ["As", "Ad", "7c", "7h", "2s"]}]}).encode()
    status, _, answer = _exchange(live, _chunked("/v1/hands/evaluate", [body[:20], body[20:]]))
    assert status == 200
    assert json.loads(answer)["hands"][0]["category"] == "two_pair"


def test_a_chunked_body_over_the_limit_is_413_not_cut(live: Live) -> None:
    """It was cut at 64 KiB and read as if whole (issue)."""
    chunks = [b" " * 16384] * 5  # 80 KiB of JSON whitespace around nothing
    status, headers, answer = _exchange(live, _chunked("/v1/hands/evaluate", chunks))
    assert status == 413
    assert headers["content-type"] == PROBLEM.decode()
    problem = json.loads(answer)
    # The same problem as a Content-Length over the limit gets (it had another title and no
    # limit).
    assert (problem["status"], problem["limit"]) == (413, "size")
    assert problem["title"] == "Request Entity Too Large"


MALFORMED_CHUNKS = {
    "a chunk size that is not hex": b"zz\r\nab\r\n0\r\n\r\n",
    "a chunk longer than its size": b"5\r\nabcdefgh\r\n0\r\n\r\n",
    "a bad extension": b"5;\x01=\r\nabcde\r\n0\r\n\r\n",
    # These three held the connection until the body deadline, then got a 408.
    "a chunk size of 17 hex digits": b"1" + b"0" * 16 + b"\r\nab\r\n0\r\n\r\n",
    "a chunk size of 40 hex digits": b"f" * 40 + b"\r\nab\r\n0\r\n\r\n",
    "chunk lines ending in a bare LF": b"5\nabcde\n0\n\n",
    "a last chunk ending in a bare LF": b"5\r\nabcde\r\n0\n\n",
}


@pytest.mark.parametrize("tail", MALFORMED_CHUNKS.values(), ids=MALFORMED_CHUNKS.keys())
def test_malformed_chunked_framing_is_a_400_problem(live: Live, tail: bytes) -> None:
    """It was a 500 with a traceback in the log (issue); for a size of more than 16 hex digits
    or a bare LF, a 408 once the body deadline had passed. A 400 here is the framing refused
    as it arrived: the deadline's answer would be a 408."""
    status, headers, answer = _exchange(live, _chunked("/v1/hands/evaluate", [], tail))
    assert status == 400
    assert headers["content-type"] == PROBLEM.decode()
    assert json.loads(answer)["status"] == 400


def test_a_chunked_body_with_line_feeds_in_its_data_is_read_whole(live: Live) -> None:
    """Only the framing's own lines must end in CRLF: the data may hold any bytes."""
    body = json.dumps({"hands": [{"cards": ["As", "Ad", "7c", "7h", "2s"]}]}, indent=1).encode()
    assert b"\n" in body
    status, _, answer = _exchange(live, _chunked("/v1/hands/evaluate", [body[:3], body[3:]]))
    assert status == 200, answer


def test_the_gunicorn_names_the_worker_replaces_are_there() -> None:
    """service/worker.py replaces gunicorn's error page writer and its chunked body reader by
    their module names: this fails if the installed gunicorn no longer looks them up there."""
    import inspect

    from gunicorn import util
    from gunicorn.http import message
    from gunicorn.http.body import ChunkedReader

    from service.worker import StrictChunkedReader

    assert callable(util.write_error)
    assert message.ChunkedReader in (ChunkedReader, StrictChunkedReader)
    assert "ChunkedReader(self, self.unreader)" in inspect.getsource(message)
    reading = inspect.getsource(ChunkedReader)
    assert "self.parse_chunk_size(" in reading
    assert "self.read_into(unreader, buf)" in reading


@pytest.mark.parametrize(
    ("raw", "status"),
    [
        (b"GARBAGE\r\n\r\n", 400),
        (b"GET /" + b"a" * 9000 + b" HTTP/1.1\r\nHost: x\r\n\r\n", 414),
        (b"GET / HTTP/1.1\r\nHost: x\r\n" + b"X-A: b\r\n" * 60 + b"\r\n", 431),
        (b"GET / HTTP/1.1\r\nHost: x\r\nX-Long: " + b"b" * 9000 + b"\r\n\r\n", 431),
    ],
    ids=["a request line that is not HTTP", "a long URL", "many headers", "a long header"],
)
def test_the_servers_own_errors_are_problems_not_html(live: Live, raw: bytes, status: int) -> None:
    got, headers, answer = _exchange(live, raw)
    assert got == status
    assert headers["content-type"] == PROBLEM.decode()
    assert json.loads(answer)["status"] == status
    assert headers["x-request-id"]


def test_a_redirect_never_sends_the_caller_to_its_own_host(live: Live) -> None:
    raw = b"GET /docs HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n"
    status, headers, _ = _exchange(live, raw)
    assert status == 308
    assert headers["location"] == "/docs/"


def _get(live: Live, path: str, *extra: str) -> tuple[int, dict[str, str], bytes]:
    lines = [f"GET {path} HTTP/1.1", "Host: 127.0.0.1", "Connection: close", *extra]
    return _exchange(live, ("\r\n".join(lines) + "\r\n\r\n").encode())


@pytest.mark.parametrize("path", ["/v1/games", "/v1/rules", "/openapi.json", "/openapi.yaml"])
def test_static_answers_validate_and_compress(live: Live, path: str) -> None:
    status, headers, plain = _get(live, path)
    assert status == 200
    assert headers["cache-control"] == "public, max-age=300"
    assert _get(live, path, f"If-None-Match: {headers['etag']}")[0] == 304
    status, packed_headers, packed = _get(live, path, "Accept-Encoding: gzip")
    assert packed_headers["content-encoding"] == "gzip"
    assert gzip.decompress(packed) == plain
    etag = packed_headers["etag"]
    assert _get(live, path, "Accept-Encoding: gzip", f"If-None-Match: {etag}")[0] == 304


def test_every_answer_has_a_request_id_echoing_the_callers(live: Live) -> None:
    assert _get(live, "/v1/health", "X-Request-ID: game-7.hand-3")[1]["x-request-id"] == (
        "game-7.hand-3"
    )
    assert len(_get(live, "/nowhere")[1]["x-request-id"]) == 32


_HAND = json.dumps(
    {"dealer": 0, "stakes": {"blinds": [1, 2]}, "seats": [{"stack": 100}, {"stack": 100}]}
).encode()

ACCEPTS = {
    # (Accept header or None, status, content type): what each answers in, through gunicorn and
    # the direct route a plain request takes there.
    "absent": (None, 200, "application/json"),
    "empty": ("", 200, "application/json"),
    "anything": ("*/*", 200, "application/json"),
    "a browser's": ("text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", 200,
                    "application/json"),
    "axios'": ("application/json, text/plain, */*", 200, "application/json"),
    "json least wanted": ("text/plain, application/json;q=0.1", 200, "application/json"),
    "application/*": ("application/*", 200, "application/json"),
    "phh": ("application/x-phh+toml", 200, "application/x-phh+toml"),
    "json refused, anything else": ("application/json;q=0, */*", 200, "application/x-phh+toml"),
    "not media ranges": ("json", 200, "application/json"),
    "json with a charset (Spring, OkHttp)": ("application/json; charset=utf-8", 200,
                                             "application/json"),
    "phh with a charset": ("application/x-phh+toml; charset=utf-8", 200,
                           "application/x-phh+toml"),
    "text": ("text/plain", 406, PROBLEM.decode()),
    "text of any kind": ("text/*", 406, PROBLEM.decode()),
    "json refused alone": ("application/json;q=0", 406, PROBLEM.decode()),
}  # fmt: skip


@pytest.mark.parametrize(("accept", "status", "kind"), ACCEPTS.values(), ids=list(ACCEPTS))
def test_an_accept_that_admits_neither_json_nor_phh_is_a_406(
    live: Live, accept: str | None, status: int, kind: str
) -> None:
    """RFC 9110 §12.5.1, §15.5.7: the state endpoint answers JSON or PHH; an Accept that admits
    neither is told so (it was answered JSON), and every other is answered as ever."""
    said = "" if accept is None else f"Accept: {accept}\r\n"
    raw = (
        f"POST /v1/games/texas_holdem/state HTTP/1.1\r\nHost: 127.0.0.1\r\n{said}"
        f"Content-Type: application/json\r\nContent-Length: {len(_HAND)}\r\n"
        "Connection: close\r\n\r\n"
    ).encode() + _HAND
    got, headers, answer = _exchange(live, raw)
    assert (got, headers["content-type"].split(";")[0]) == (status, kind), answer
    if status == 406:
        problem = json.loads(answer)
        assert problem["errors"] == {"Accept": [
            "expected a media range that admits application/json or application/x-phh+toml, "
            f"got {accept}"
        ]}  # fmt: skip
        assert "rule" not in problem


@pytest.mark.parametrize(
    ("path", "status"), [("/v1/games", 406), ("/v1/rules", 406), ("/v1/health", 200)]
)
def test_a_json_only_answer_refuses_an_accept_without_json(
    live: Live, path: str, status: int
) -> None:
    """The JSON-only operations likewise, the kept static answers too; the liveness probe is
    answered whatever it accepts."""
    got, headers, answer = _get(live, path, "Accept: text/plain")
    assert got == status, answer
    if status == 406:
        assert headers["content-type"] == PROBLEM.decode()
        assert "application/json, which the Accept header" in json.loads(answer)["detail"]
