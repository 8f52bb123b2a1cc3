"""The worker's deadline on a request's body (service/worker.py): it cuts off a client that
does not send, never one whose bytes have arrived."""

from __future__ import annotations

import io

import gevent
import pytest

from service.worker import _BodyTooSlow, _BodyWithDeadline


class _Slow:
    """A body whose every read waits for the client, as a socket read does."""

    def read(self, size: int | None = None) -> bytes:
        gevent.sleep(0.2)
        return b"x"


def test_a_body_already_arrived_is_read_after_the_deadline() -> None:
    """A busy worker may come to read late: a chunked body read once more to see its end got
    a 408 though the client had sent it all in time."""
    body = _BodyWithDeadline(io.BytesIO(b'{"hands": []}'), 0.0)
    assert body.read(5) == b'{"han'
    assert body.read() == b'ds": []}'
    assert body.read() == b""


def test_a_read_that_waits_past_the_deadline_is_cut_off() -> None:
    body = _BodyWithDeadline(_Slow(), 0.05)
    with pytest.raises(_BodyTooSlow):
        body.read(1)
    assert _BodyWithDeadline(_Slow(), 1.0).read(1) == b"x"
