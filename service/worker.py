"""The gunicorn worker the referee runs on: gevent's, draining on SIGTERM, with problem+json
error pages.

Why gevent (figures in docs/production.md, from ``bench/throughput.py``): each connection is a
greenlet, so a client that sends half a request, or nothing, holds a few kilobytes and no worker; a
sync or gthread worker gives it a whole process or thread, and eight such sockets took the
default two-worker service down. Every request is pure CPU work bounded by a cost model
(:mod:`service.api.edge.costs`), so one greenlet never holds the loop for long.

What this class adds to gunicorn's gevent worker:

- On SIGTERM (and on the graceful stop of a reload) the worker stops accepting, then accepts
  every connection already waiting in the listen queue and serves it before closing the
  socket: a connection the kernel accepted is answered, not reset (:mod:`service.drain`, with
  the master's part of it). Requests in flight, and one more on each keep-alive connection,
  are answered with ``Connection: close``.
- gunicorn's own error pages (a malformed request line, headers over the limits, broken chunked
  framing) are ``application/problem+json`` like every other error, not HTML.
- A stop signal sent while the worker boots is not lost. Until the worker installs its own
  handlers it still has the master's, inherited by fork, which only queue the signal in the
  master's (copied) queue: the worker then served on, ignoring the stop, until the master
  killed it and its connections at the graceful timeout. On a busy machine a worker takes
  seconds to boot, so a SIGTERM soon after a start or a reload fell in that window. The
  worker reads that queue once its handlers are in place and obeys what it finds there.
- Chunked framing gunicorn would wait on is refused at once with a 400: a chunk size of more
  than 16 hex digits (2^64 bytes or more: no body is that long, and no reader agrees on its
  value), and a chunk-size line ending in a bare LF. gunicorn looked for the CRLF that never
  came, or for the 2^64 bytes, until the body deadline gave a 408 ten seconds later.
- A request's body must arrive within ``REFEREE_BODY_TIMEOUT`` seconds (10 unless set) of its
  head, or the client gets a 408 and the connection is closed. gunicorn bounds the wait for a
  head (the keep-alive time) but not for a body: a client that announced a length and sent
  less, or dribbled a byte at a time, held its connection for ever, and two thousand of them
  left the workers out of connections.

This module is the server's, not the app's: nothing under ``service/api`` imports it.
"""

from __future__ import annotations

import contextlib
import http
import json
import os
import queue
import signal
import time
import uuid
from collections.abc import Iterator
from datetime import datetime
from importlib import metadata
from typing import Any, Final

import gevent
from gevent.pool import Pool
from gevent.server import StreamServer
from gunicorn import util
from gunicorn.http import message
from gunicorn.http.body import ChunkedReader
from gunicorn.http.errors import InvalidChunkSize
from gunicorn.http.wsgi import Response, default_environ
from gunicorn.workers.ggevent import GeventWorker

from service.drain import drain

_PROBLEM_HEADERS: Final = (
    "Connection: close\r\n"
    "Content-Type: application/problem+json\r\n"
    "X-Content-Type-Options: nosniff\r\n"
    "Cache-Control: no-store\r\n"
    "Access-Control-Allow-Origin: *\r\n"
)
_NEXT_TURN: Final = 1e-6
"""A sleep that ends on the event loop's next turn, after the I/O that is ready."""
_HEARTBEAT: Final = 1.0
"""How often the main greenlet tells the arbiter the worker is alive (gunicorn's own pace)."""
_DRAIN_POLL: Final = 0.05
"""How often the main greenlet looks whether the worker is to stop, and once stopping, whether
its last connections are served. The connections are served by their own greenlets meanwhile;
a shorter sleep here only spins: at a microsecond, an idle worker used a third of a core; at
this pace two idle workers used 0.09 s of CPU in 20 s (none at one wake-up a second)."""


def body_timeout() -> float:
    """Seconds a client has to send a request's whole body: ``REFEREE_BODY_TIMEOUT``, else 10
    (a 64 KiB body at 6.5 KB/s).

    >>> os.environ["REFEREE_BODY_TIMEOUT"] = "0"
    >>> body_timeout()
    Traceback (most recent call last):
    ValueError: REFEREE_BODY_TIMEOUT='0' is not a number of seconds above 0
    >>> del os.environ["REFEREE_BODY_TIMEOUT"]
    """
    said = os.environ.get("REFEREE_BODY_TIMEOUT", "10")
    try:
        seconds = float(said)
    except ValueError:
        seconds = 0.0
    if not 0 < seconds < float("inf"):
        raise ValueError(f"REFEREE_BODY_TIMEOUT={said!r} is not a number of seconds above 0")
    return seconds


_STOPS: Final = (signal.SIGTERM, signal.SIGINT, signal.SIGQUIT)


def stops_before_handlers(caught: queue.SimpleQueue[Any] | None) -> list[int]:
    """The stop signals the master's inherited handler caught in this process, from its fork
    until the worker's own handlers were installed (``caught`` is the master's signal queue as
    the fork copied it; see :func:`keep_the_master_signal_queue`). A stop the master had
    queued before the fork is one it is about to send this worker too.

    >>> caught = queue.SimpleQueue()
    >>> for sig in (signal.SIGCHLD, signal.SIGTERM):
    ...     caught.put_nowait(sig)
    >>> stops_before_handlers(caught) == [signal.SIGTERM], caught.empty()
    (True, True)
    """
    found: list[int] = []
    while caught is not None:
        try:
            sig = caught.get_nowait()
        except queue.Empty:
            break
        if sig in _STOPS:
            found.append(sig)
    return found


def keep_the_master_signal_queue(server: Any, worker: Any) -> None:
    """gunicorn's ``post_fork`` hook, in the new worker: hand it the queue into which the
    master's handler, still installed there, puts the signals the worker gets while it boots.
    ``SIG_QUEUE`` is gunicorn's arbiter's own attribute (checked by tests/runtime/test_faults.py
    against the installed gunicorn)."""
    worker.caught_while_booting = getattr(server, "SIG_QUEUE", None)


class _BodyTooSlow(BaseException):
    """The body did not arrive in time. A BaseException, so that no ``except Exception`` on the
    way (Flask's, the app's) turns it into a 500: it reaches the worker's ``handle_request``."""


class _BodyWithDeadline:
    """The request body gunicorn parsed, read against a deadline (the WSGI input's methods)."""

    def __init__(self, body: Any, seconds: float) -> None:
        self._body = body
        self._deadline = time.monotonic() + seconds

    def _within(self, method: Any, *args: Any) -> Any:
        # Past the deadline a read may still take what has already arrived: the timer fires
        # only while the read waits for the client. (Refused outright, a chunked body read
        # late by a busy worker got a 408 though the client had sent it all in time.)
        left = max(self._deadline - time.monotonic(), 0.0)
        with gevent.Timeout(left, _BodyTooSlow):
            return method(*args)

    def read(self, size: int | None = None) -> bytes:
        return self._within(self._body.read, size)  # type: ignore[no-any-return]

    def readline(self, size: int | None = None) -> bytes:
        return self._within(self._body.readline, size)  # type: ignore[no-any-return]

    def readlines(self, size: int | None = None) -> list[bytes]:
        return self._within(self._body.readlines, size)  # type: ignore[no-any-return]

    def __iter__(self) -> Any:
        return self

    def __next__(self) -> bytes:
        line = self.readline()
        if not line:
            raise StopIteration
        return line


_MAX_DETAIL: Final = 512
"""gunicorn's messages quote the offending request line or header: keep the page small."""


def problem_page(status: int, reason: str, message: str) -> bytes:
    """A whole HTTP/1.1 answer carrying an RFC 9457 problem, for errors found before the app.

    >>> page = problem_page(400, "Bad Request", "Invalid Request Line 'x'")
    >>> page.split(b"\\r\\n")[0], b"application/problem+json" in page
    (b'HTTP/1.1 400 Bad Request', True)
    """
    detail = message if len(message) <= _MAX_DETAIL else message[:_MAX_DETAIL] + "…"
    title = reason or http.HTTPStatus(status).phrase
    body = json.dumps(
        {"type": "about:blank", "title": title, "status": status, "detail": detail}
    ).encode()
    head = (
        f"HTTP/1.1 {status} {title}\r\n{_PROBLEM_HEADERS}"
        f"X-Request-ID: {uuid.uuid4().hex}\r\nContent-Length: {len(body)}\r\n\r\n"
    )
    return head.encode("latin-1", "replace") + body


def write_problem(sock: Any, status: int, reason: str, message: str) -> None:
    """gunicorn's ``util.write_error``, writing a problem instead of an HTML page."""
    util.write_nonblock(sock, problem_page(status, reason, message))


_LARGEST_CHUNK: Final = (1 << 64) - 1
"""Sixteen hex digits' worth: the most a chunk size can say (RFC 9112 sets no bound; every
reader that stores the size in 64 bits reads a longer one as something else)."""


class StrictChunkedReader(ChunkedReader):  # type: ignore[misc]
    """gunicorn's reader of chunked bodies, refusing at once what it would otherwise wait on."""

    def parse_chunk_size(self, unreader: Any, data: bytes | None = None) -> Any:
        size, rest = super().parse_chunk_size(unreader, data)
        if size > _LARGEST_CHUNK:
            raise InvalidChunkSize(b"a chunk size of more than 16 hex digits")
        return size, rest

    def read_into(self, unreader: Any, buf: bytearray) -> None:
        # Called while a chunk-size line or the trailers are sought, before and after reading
        # more (what has arrived may already hold the bare LF: the client waits, it sent all).
        _no_bare_lf(buf)
        super().read_into(unreader, buf)
        _no_bare_lf(buf)


def _no_bare_lf(line: bytearray) -> None:
    """The first LF ends a chunk-size or trailer line; RFC 9112 (section 7.1) ends it with CRLF.

    >>> _no_bare_lf(bytearray(b"5\\r\\nab\\ncd"))
    >>> _no_bare_lf(bytearray(b"5\\nabcde"))
    Traceback (most recent call last):
    gunicorn.http.errors.InvalidChunkSize: Invalid chunk size: b'a chunk line ending in a bare LF'
    """
    lf = line.find(b"\n")
    if lf == 0 or (lf > 0 and line[lf - 1] != ord("\r")):
        raise InvalidChunkSize(b"a chunk line ending in a bare LF")


@contextlib.contextmanager
def _entry_points_read_once() -> Iterator[None]:
    """While in the block, ``importlib.metadata.entry_points`` answers from one reading."""
    read = metadata.entry_points
    every: Any = read()  # every group's; select() picks as entry_points(**selection) would

    def selected(**selection: Any) -> Any:
        return every.select(**selection)

    metadata.entry_points = selected
    try:
        yield
    finally:
        metadata.entry_points = read


class RefereeWorker(GeventWorker):  # type: ignore[misc]
    """gunicorn's gevent worker, draining its listen queue on a graceful stop."""

    def init_process(self) -> None:
        # gunicorn writes its error pages through this module function, from the worker,
        # and makes each chunked body's reader from this module's name for it (both checked
        # against the installed gunicorn by tests/runtime/test_http.py).
        util.write_error = write_problem
        message.ChunkedReader = StrictChunkedReader
        self._body_seconds = body_timeout()
        super().init_process()

    def patch(self) -> None:
        # gevent tells its plugins of every module it patches, and finds them by reading every
        # installed distribution's entry points each time: 25 times, about 0.1 s of a worker's
        # boot before its first answer. Nothing is installed while it patches: read them once.
        with _entry_points_read_once():
            super().patch()

    def init_signals(self) -> None:
        super().init_signals()
        for sig in stops_before_handlers(getattr(self, "caught_while_booting", None)):
            self.log.info("Stopping: signal %s arrived while the worker booted", sig)
            if sig == signal.SIGTERM:
                self.handle_exit(sig, None)
            else:
                self.handle_quit(sig, None)

    def run(self) -> None:
        servers = [self._start(listener) for listener in self.sockets]
        # The loop looks whether the worker is stopping more often than it beats: from the
        # stop on, no new connection is taken (service/drain.py), so the sooner this worker
        # drains and closes, the sooner a client trying to connect is refused, not kept
        # waiting for its SYN's next try. Sleeping a heartbeat, the workers began to drain
        # 0.47-0.66 s after the signal; at this pace, 1-45 ms (two CPU-bound jobs beside).
        beat = 0.0
        while self.alive:
            if time.monotonic() >= beat:
                self.notify()
                beat = time.monotonic() + _HEARTBEAT
            gevent.sleep(_DRAIN_POLL)
        for server in servers:
            drain(server)
        self._finish(servers)

    def handle_request(self, listener_name: Any, req: Any, sock: Any, addr: Any) -> Any:
        body, req.body = req.body, _BodyWithDeadline(req.body, self._body_seconds)
        started = datetime.now()
        try:
            return super().handle_request(listener_name, req, sock, addr)
        except _BodyTooSlow:
            # Raised while the app read the body, before any answer was started.
            seconds = f"{self._body_seconds:g}"
            detail = f"The request's body did not arrive within {seconds} s of its head."
            page = problem_page(408, "Request Timeout", detail)
            self._log_access(
                req, sock, addr, status="408 Request Timeout", length=len(page), started=started
            )
            util.write_nonblock(sock, page)
            raise StopIteration from None  # gunicorn closes the connection
        finally:
            # What is left of the body is drained by gunicorn under its keep-alive deadline.
            req.body = body
            # Let every other connection's request be served before this connection's next
            # one. gevent switches only when a read would block; a client that sends its
            # next request at once would otherwise keep the loop to itself. sleep(0) is not
            # enough: it may resume this greenlet before the loop polls for I/O, for up to the
            # switch interval (5 ms), which gave a long tail of waits; a sleep of any length
            # resumes it only on the next turn of the loop, after the connections ready then.
            gevent.sleep(_NEXT_TURN)

    def _log_access(
        self, req: Any, sock: Any, addr: Any, *, status: str, length: int, started: datetime
    ) -> None:
        """An access-log line for an answer the app did not make, as gunicorn writes one for
        its own error pages."""
        environ = default_environ(req, sock, self.cfg)
        environ["REMOTE_ADDR"], environ["REMOTE_PORT"] = addr[0], str(addr[1])
        response = Response(req, sock, self.cfg)
        response.status = status
        response.response_length = length
        self.log.access(response, req, environ, datetime.now() - started)

    def _start(self, listener: Any) -> StreamServer:
        listener.setblocking(1)
        named = _Named(listener.getsockname())
        server = StreamServer(
            listener,
            handle=lambda client, addr: self.handle(named, client, addr),
            spawn=Pool(self.worker_connections),
        )
        if self.cfg.workers > 1:
            server.max_accept = 1  # let the other workers take their share of a burst
        server.start()
        return server

    def _finish(self, servers: list[StreamServer]) -> None:
        """Serve what was accepted, for at most the graceful timeout."""
        deadline = time.monotonic() + self.cfg.graceful_timeout
        while any(s.pool.free_count() != s.pool.size for s in servers):
            if time.monotonic() > deadline:
                self.log.warning("Worker graceful timeout (pid:%s)", self.pid)
                for server in servers:
                    server.stop(timeout=1)
                return
            self.notify()
            gevent.sleep(_DRAIN_POLL)


class _Named:
    """The listener as a connection's handler sees it: only its name, which gunicorn asks for
    when it starts on the connection. A drain closes the listener while the connections it
    took from the queue are still to be served; asking the closed socket would fail."""

    def __init__(self, name: Any) -> None:
        self._name = name

    def getsockname(self) -> Any:
        return self._name
