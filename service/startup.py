"""What gunicorn.conf.py's hooks say and check when the server starts.

- A port already in use stops the start at once, with a message naming the address and a
  non-zero exit (gunicorn alone retries for five seconds, and with ``reuse_port`` it would
  share the port with the other program without a word).
- Once ready, one line gives the address to open and the docs page.
"""

from __future__ import annotations

import errno
import socket
from collections.abc import Iterable
from typing import Final

from service.settings import DOCS_PATH

_EVERY_ADDRESS: Final = {"0.0.0.0": "127.0.0.1", "::": "::1", "": "127.0.0.1"}
"""A wildcard bind listens on every address; this machine reaches it at loopback."""


Address = tuple[str, int] | str
"""gunicorn's parsed bind: (host, port) for TCP, a path for a Unix socket."""


def unavailable(address: Address) -> str | None:
    """Why the server cannot listen on ``address``, or None when it can.

    The probe binds as gunicorn will (``SO_REUSEADDR``, no ``SO_REUSEPORT``), so a socket left
    in TIME_WAIT does not count as taken, and closes at once.

    >>> with socket.socket() as taken:
    ...     taken.bind(("127.0.0.1", 0)); taken.listen()
    ...     port = taken.getsockname()[1]
    ...     "in use" in (unavailable(("127.0.0.1", port)) or "")
    True
    """
    if isinstance(address, str):
        return None  # a Unix socket: gunicorn replaces a stale file itself
    host, port = address
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((host, port))
        except OSError as error:
            where = url(address)
            if error.errno == errno.EADDRINUSE:
                return (
                    f"{where} is already in use by another program (another referee?). "
                    "Stop it, or choose another address with REFEREE_BIND."
                )
            return f"cannot listen on {where}: {error.strerror}. Check REFEREE_BIND."
    return None


def url(address: Address) -> str:
    """The URL a person on this machine opens to reach ``address``.

    >>> url(("0.0.0.0", 8000)), url(("::", 8000)), url("/run/referee.sock")
    ('http://127.0.0.1:8000', 'http://[::1]:8000', 'unix:/run/referee.sock')
    """
    if isinstance(address, str):
        return f"unix:{address}"
    host, port = address
    host = _EVERY_ADDRESS.get(host, host)
    return f"http://[{host}]:{port}" if ":" in host else f"http://{host}:{port}"


def banner(addresses: Iterable[Address]) -> str:
    """The start-up line: where the service answers and where its docs are.

    >>> banner([("127.0.0.1", 8000)])
    'The referee is serving at http://127.0.0.1:8000 (docs: http://127.0.0.1:8000/docs/)'
    >>> banner([("0.0.0.0", 8000)])  # doctest: +ELLIPSIS
    'The referee is serving on every address, here at http://127.0.0.1:8000 (docs: ...)'
    """
    addresses = list(addresses)
    places = [url(a) for a in addresses]
    docs = next((p for p in places if p.startswith("http")), None)
    everywhere = any(not isinstance(a, str) and a[0] in _EVERY_ADDRESS for a in addresses)
    where = "on every address, here at" if everywhere else "at"
    line = f"The referee is serving {where} {', '.join(places)}"
    return f"{line} (docs: {docs}{DOCS_PATH}/)" if docs else line
