"""The stud/8 hand as an app plays it, in process, by a client that asks for a compressed answer
(most HTTP clients send ``Accept-Encoding: gzip`` unless told not to) and by one that does not;
then what compressing one mid-hand answer costs in each coding flask-compress offers, at the
app's settings and at the fastest level. A measurement, never a pass/fail.

Run with `.venv/bin/python bench/compressed.py [hands]` (60 unless given). Each hand is new to
the service (its seats named anew) and sent as 34 requests, each one event longer, through the
WSGI app gunicorn serves, as bench/games.py sends it; the figure is CPU time of this process a
hand, with how many of its requests found their hand in the replay cache.
"""

from __future__ import annotations

import gzip
import io
import sys
import time
from pathlib import Path
from typing import Any

import brotli
from backports import zstd

sys.path.insert(0, str(Path(__file__).parent))

import games  # beside this file: the stud hand's bodies and the app

from service.api.fast.replay_cache import cache_of

CODINGS = (None, "gzip, deflate", "gzip, deflate, br", "zstd")


def _call(body: bytes, coding: str | None) -> tuple[dict[str, str], bytes]:
    environ: dict[str, Any] = {
        "REQUEST_METHOD": "POST", "PATH_INFO": games.STUD_URL, "SERVER_NAME": "bench",
        "SERVER_PORT": "80", "SERVER_PROTOCOL": "HTTP/1.1", "wsgi.url_scheme": "http",
        "wsgi.input": io.BytesIO(body), "wsgi.errors": sys.stderr,
        "CONTENT_TYPE": "application/json", "CONTENT_LENGTH": str(len(body)),
    }  # fmt: skip
    if coding:
        environ["HTTP_ACCEPT_ENCODING"] = coding
    given: list[Any] = []
    answer = b"".join(games.wsgi_app(environ, lambda s, h, e=None: given.append(h)))
    return dict(given[0]), answer


def main(hands: int) -> None:
    count = len(games.STUD_HAND["events"])
    bodies = games._bodies(range(1, count + 1))
    cache = cache_of(games.wsgi_app)
    print(f"stud/8 hand as an app plays it ({count} requests), in process, CPU time a hand:")
    for coding in CODINGS:
        sent = [bodies(f"c{coding}{hand}") for hand in range(hands + 1)]
        for body in sent[0]:
            _call(body, coding)
        hits = cache.hits
        start = time.process_time()
        for hand in sent[1:]:
            for body in hand:
                headers, _ = _call(body, coding)
        spent = (time.process_time() - start) / hands
        found = (cache.hits - hits) / hands
        print(f"  Accept-Encoding {coding or '(none)':20} {spent * 1e3:6.2f} ms  "
              f"{headers.get('Content-Encoding', 'identity'):8} "
              f"{found:4.1f} of {count} requests found their hand")  # fmt: skip
    _, answer = _call(bodies("c-mid")[19], None)
    ways = {
        "gzip 6 (the app's)": lambda d: gzip.compress(d, 6),
        "gzip 1": lambda d: gzip.compress(d, 1),
        "zstd 3 (the app's)": lambda d: zstd.compress(d, 3),
        "zstd 1": lambda d: zstd.compress(d, 1),
        "brotli 4 (the app's)": lambda d: brotli.compress(d, quality=4, lgwin=22),
        "brotli 1": lambda d: brotli.compress(d, quality=1, lgwin=22),
    }
    print(f"one mid-hand answer ({len(answer):,} bytes) compressed, CPU time:")
    for name, compress in ways.items():
        start, made = time.process_time(), b""
        for _ in range(2000):
            made = compress(answer)
        spent = (time.process_time() - start) / 2000
        print(f"  {name:22} {spent * 1e6:6.1f} µs  {len(made):,} bytes")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 60)
