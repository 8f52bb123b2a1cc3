"""A graceful stop gives up the listening socket without resetting a connection
(service/drain.py): the master's filter that refuses new handshakes, and where it is set.

The live half, under load, is tests/runtime/test_faults.py's SIGTERM test.
"""

from __future__ import annotations

import inspect
import socket
import sys
from collections.abc import Iterator
from contextlib import closing, contextmanager
from types import SimpleNamespace
from typing import Any

import pytest
from gunicorn.app.base import BaseApplication
from gunicorn.arbiter import Arbiter

from service.drain import closes_for_good, refuse_handshakes_when_stopping

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="a Linux socket filter")

UNANSWERED = 0.5
"""How long a connect waits for a SYN-ACK the filter keeps from ever coming. No bound on speed:
a connect that can never complete times out after any wait, however busy the machine."""


@contextmanager
def _listener() -> Iterator[socket.socket]:
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(16)
        yield listener


def _connects(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=UNANSWERED):
            return True
    except TimeoutError:
        return False


def _arbiter(listener: socket.socket, **state: Any) -> SimpleNamespace:
    stops: list[bool] = []
    arbiter = SimpleNamespace(
        LISTENERS=[SimpleNamespace(sock=listener)],
        reexec_pid=0,
        master_pid=0,
        systemd=False,
        cfg=SimpleNamespace(reuse_port=False),
        stop=stops.append,
        stops=stops,
    )
    vars(arbiter).update(state)
    refuse_handshakes_when_stopping(arbiter)
    return arbiter


def test_a_graceful_stop_for_good_refuses_new_handshakes_and_keeps_the_rest() -> None:
    with _listener() as listener:
        port = listener.getsockname()[1]
        with closing(socket.create_connection(("127.0.0.1", port), timeout=30)) as early:
            arbiter = _arbiter(listener)
            arbiter.stop()
            assert arbiter.stops == [True], "gunicorn's stop still runs"
            # The connection whose handshake ended before the stop is queued, accepted and
            # carries data both ways (a connection accepted now inherits the filter).
            accepted, _ = listener.accept()
            with accepted:
                accepted.settimeout(30)
                early.sendall(b"request")
                assert accepted.recv(16) == b"request"
                accepted.sendall(b"answer")
                assert early.recv(16) == b"answer"
            # A new connection's SYN is dropped: no handshake, so nothing to reset later.
            assert not _connects(port)
        listener.close()
        # Once the socket is closed, the client's next SYN is refused.
        with pytest.raises(ConnectionRefusedError):
            socket.create_connection(("127.0.0.1", port), timeout=30)


@pytest.mark.parametrize(
    "state",
    [
        {"reexec_pid": 4242},  # a re-executed master is serving on the same socket
        {"master_pid": 4242},  # this is the re-executed master; the old one still serves
        {"systemd": True},  # systemd keeps the socket for the next start
        {"cfg": SimpleNamespace(reuse_port=True)},
    ],
    ids=["reexec", "new master", "systemd", "reuse_port"],
)
def test_a_stop_that_leaves_the_socket_to_another_process_does_not_touch_it(
    state: dict[str, Any],
) -> None:
    with _listener() as listener:
        arbiter = _arbiter(listener, **state)
        arbiter.stop()
        assert arbiter.stops == [True]
        assert _connects(listener.getsockname()[1])


def test_a_quick_stop_does_not_touch_the_socket() -> None:
    with _listener() as listener:
        arbiter = _arbiter(listener)
        arbiter.stop(False)
        assert arbiter.stops == [False]
        assert _connects(listener.getsockname()[1])


class _NoApp(BaseApplication):  # type: ignore[misc]
    def load_config(self) -> None:
        pass

    def load(self) -> None:
        return None


def test_the_installed_gunicorn_stops_as_the_hook_expects() -> None:
    """The hook wraps gunicorn's arbiter's ``stop`` and reads its state: this fails if the
    installed gunicorn names them otherwise, or stops without calling ``stop``."""
    arbiter = Arbiter(_NoApp())
    assert closes_for_good(arbiter) is True
    assert isinstance(arbiter.LISTENERS, list)
    graceful = inspect.signature(Arbiter.stop).parameters["graceful"]
    assert graceful.default is True
    assert "self.stop()" in inspect.getsource(Arbiter.halt)
