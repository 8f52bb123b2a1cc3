"""gunicorn settings for the referee. Every setting can be overridden from the environment:
``REFEREE_BIND``, ``REFEREE_WORKERS``, ``REFEREE_THREADS``, ``REFEREE_WORKER_CLASS``,
``REFEREE_TIMEOUT``, ``REFEREE_GRACEFUL_TIMEOUT``, ``REFEREE_KEEPALIVE``, ``REFEREE_LOG_LEVEL``,
``REFEREE_MAX_REQUESTS``.

Why these values (measured with ``bench/throughput.py`` on 2 cores, 8 keep-alive connections,
wrk on the same cores; figures in the README):
- Workers = cores: every request is pure CPU work of a millisecond or a few, so more processes
  than cores only add context switches (4 workers on 2 cores: 770 evaluate requests/s against
  960 with 2).
- gthread with one thread per worker: threads in one process share the GIL, so for CPU-bound
  requests they only contend. With 1 thread a worker served 918 evaluate requests/s at a p99 of
  15 ms; with 2 threads 899 at 32 ms; with 4 threads 865 at 34 ms. Measured again once the
  request path was faster (1,400-1,600 evaluate requests/s): 2 threads gave the same ratio to
  the bare-Flask ceiling as 1 (0.39), so threads still buy nothing here. gthread (not sync) keeps
  connections alive in its poller, which sync workers cannot: sync measured 714/s. A deployment
  that takes slow clients directly (no buffering proxy in front) may raise ``REFEREE_THREADS``
  so that one slow upload does not hold a worker.
- ``reuse_port``: each worker accepts on its own socket, so the kernel spreads connections over
  workers instead of letting one busy worker take them all.
- ``preload_app``: the app (and any tables the core builds) is made once and shared by fork.
- Short timeouts: no legal request takes more than milliseconds, so a worker silent for 30 s is
  stuck, and a slow client may not hold a thread for long.
- Request line and header limits well above any legal request, far below anything abusive; the
  body limit (64 KiB) is enforced by the app with a 413 problem.
- The control socket is off: the service needs no runtime control, and it would write under the
  home directory, which a container's non-root user may not have.
"""

from __future__ import annotations

import multiprocessing
import os


def _env(name: str, default: str) -> str:
    return os.environ.get(f"REFEREE_{name}", default)


bind = _env("BIND", "127.0.0.1:8000")
workers = int(_env("WORKERS", str(multiprocessing.cpu_count())))
worker_class = _env("WORKER_CLASS", "gthread")
threads = int(_env("THREADS", "1"))
reuse_port = _env("REUSE_PORT", "true").lower() == "true"
preload_app = True
timeout = int(_env("TIMEOUT", "30"))
graceful_timeout = int(_env("GRACEFUL_TIMEOUT", "20"))
keepalive = int(_env("KEEPALIVE", "5"))
max_requests = int(_env("MAX_REQUESTS", "0"))
max_requests_jitter = max_requests // 10
limit_request_line = 4094
limit_request_fields = 50
limit_request_field_size = 8190
control_socket_disable = True
loglevel = _env("LOG_LEVEL", "info")
accesslog = _env("ACCESS_LOG", "-") or None
errorlog = "-"
wsgi_app = "service.wsgi:app"
