"""gunicorn settings for the referee. Every setting can be overridden from the environment:
``REFEREE_BIND``, ``REFEREE_WORKERS``, ``REFEREE_WORKER_CLASS``, ``REFEREE_WORKER_CONNECTIONS``,
``REFEREE_TIMEOUT``, ``REFEREE_GRACEFUL_TIMEOUT``, ``REFEREE_KEEPALIVE``, ``REFEREE_LOG_LEVEL``
(any case), ``REFEREE_ACCESS_LOG`` (a path, ``-`` for stdout, empty for none),
``REFEREE_ACCESS_LOG_FORMAT`` (``json`` for one JSON object a line), ``REFEREE_MAX_REQUESTS``,
``REFEREE_REUSE_PORT``; and ``REFEREE_BODY_TIMEOUT``, read by the worker (:mod:`service.worker`).

Why these values (measured with ``bench/throughput.py`` on 2 cores; figures in docs/production.md):
- The worker is gevent's (``service.worker.RefereeWorker``): a connection is a greenlet, so
  clients that send half a request or nothing cannot hold a worker. With gthread (one thread a
  worker) or sync, eight such sockets left ``/v1/health`` unanswered for 5 s; with gevent it
  answers in milliseconds, and throughput measured the same within the noise of a shared
  machine, in the same alternating rounds. Requests are pure CPU work bounded by cost models
  (at most 0.5 s, most a few ms), so one greenlet never holds the loop for long.
- Workers = cores: every request is CPU work, so more processes than cores only add context
  switches (4 workers on 2 cores: 770 evaluate requests/s against 960 with 2).
- Keep-alive 5 s bounds both an idle keep-alive connection and the time a client has to send a
  request's head: a client that dribbles its headers is cut off after it.
- ``reuse_port`` off: with it, gunicorn 27 binds a socket per worker, so a second server on the
  same port silently shares the traffic, a port held by another program makes every worker fail
  and be restarted forever, and a worker's queued connections are reset when it stops. One
  socket, made by the master, fails at once when the port is taken (``on_starting``) and keeps
  its queue across worker restarts.
- ``preload_app``: the app (and any tables the core builds) is made once and shared by fork.
- Short timeouts: no legal request takes more than half a second, so a worker silent for 30 s
  is stuck; a graceful stop waits 20 s for the requests in flight.
- Request line and header limits well above any legal request, far below anything abusive; the
  body limit (64 KiB) is enforced by the app with a 413 problem, chunked bodies included. The
  request line is gunicorn's most, 8190 bytes: the page's links carry a whole hand's events in
  the query string (a 34-event stud hand takes about 0.8 KB).
- The control socket is off: the service needs no runtime control, and it would write under the
  home directory, which a container's non-root user may not have.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
from typing import Any

from service.drain import refuse_handshakes_when_stopping
from service.startup import banner, unavailable
from service.worker import body_timeout, keep_the_master_signal_queue


def _env(name: str, default: str) -> str:
    return os.environ.get(f"REFEREE_{name}", default)


bind = _env("BIND", "127.0.0.1:8000")
workers = int(_env("WORKERS", str(multiprocessing.cpu_count())))
worker_class = _env("WORKER_CLASS", "service.worker.RefereeWorker")
worker_connections = int(_env("WORKER_CONNECTIONS", "1000"))
threads = int(_env("THREADS", "1"))
reuse_port = _env("REUSE_PORT", "false").lower() == "true"
preload_app = True
timeout = int(_env("TIMEOUT", "30"))
graceful_timeout = int(_env("GRACEFUL_TIMEOUT", "20"))
keepalive = int(_env("KEEPALIVE", "5"))
max_requests = int(_env("MAX_REQUESTS", "0"))
max_requests_jitter = max_requests // 10
limit_request_line = 8190
limit_request_fields = 50
limit_request_field_size = 8190
control_socket_disable = True
loglevel = _env("LOG_LEVEL", "info").lower()
accesslog = _env("ACCESS_LOG", "-") or None
# gunicorn's default line, with the duration and the request id every answer carries.
access_log_format = (
    '%(h)s %(l)s %(u)s %(t)s "%(r)s" %(s)s %(b)s "%(f)s" "%(a)s" %(M)sms %({x-request-id}o)s'
)
if _env("ACCESS_LOG_FORMAT", "text").lower() == "json":
    logger_class = "service.access_log.JsonAccessLogger"
errorlog = "-"
wsgi_app = "service.wsgi:app"


def on_starting(server: Any) -> None:
    """Refuse to start on an address another program holds: a clear line and exit status 1."""
    inherited = server.master_pid or "GUNICORN_FD" in os.environ or "LISTEN_FDS" in os.environ
    if inherited:
        return  # a re-exec or socket activation: the socket is already ours
    for address in server.cfg.address:
        problem = unavailable(address)
        if problem:
            server.log.error("Cannot start: %s", problem)
            sys.exit(1)
    try:
        body_timeout()  # read by each worker: a bad value stops the start here, once
    except ValueError as error:
        server.log.error("Cannot start: %s", error)
        sys.exit(1)


post_fork = keep_the_master_signal_queue
"""A stop signal sent while a worker boots reaches the worker, not the master's inherited
handler alone (service/worker.py)."""


def when_ready(server: Any) -> None:
    """Say where the service answers and where its docs are; and make a stop that closes the
    listening socket for good refuse new handshakes first, so that closing it resets no
    connection (service/drain.py)."""
    refuse_handshakes_when_stopping(server)
    server.log.info("%s", banner(server.cfg.address))
