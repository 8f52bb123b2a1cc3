"""How a graceful stop gives up the listening socket without resetting a connection.

Closing a listening socket for good resets (RST) every connection the kernel has completed but
no process has accepted yet, and every handshake still in flight when it closes: the client,
told by the SYN-ACK that it is connected, has sent its request, and gets ``Connection reset by
peer`` with no byte of an answer. The socket is shared by the master and every worker (one
file, copied by fork); the kernel closes it, and resets what is queued on it, when the last of
them closes its copy. Two steps keep a stop from resetting anything:

1. In the master, as a graceful stop begins, and only when the socket is to be closed for good
   (not on a reload, nor when a re-executed master or systemd keeps it): the kernel is told to
   drop every new SYN on it (:func:`refuse_new_handshakes`). No handshake starts from then on;
   a client's SYN goes unanswered and the client sends it again a second later, by when the
   socket is closed and the kernel refuses the connection (``ECONNREFUSED`` on connect: the
   client knows nothing was sent). A handshake already answered completes when the client's
   last ACK arrives: on loopback at once, long before the workers drain.
2. In each worker (:func:`drain`): stop accepting, accept every connection already queued,
   close this process's copy, then serve what was accepted.

Step 2 alone left a window: the last process to close the socket finds the queue empty, and a
handshake ends before it closes. Clients answered with ``Connection: close`` reconnect at once,
tens of microseconds apart, so under load a stop in about twenty reset a new connection whose
handshake ended as the last worker closed (seen by tests/runtime/test_faults.py).

What is left to TCP: a handshake answered just before the stop whose last ACK arrives after the
last worker has closed (across a network, up to half a round trip later; the workers drain
within milliseconds of the signal). That client is reset on its first send with nothing of its
request read: its SYN-ACK cannot be taken back, and only listening on for as long as the slowest
ACK may take would catch it.

Linux only (a classic BPF socket filter); elsewhere step 1 is skipped.
"""

from __future__ import annotations

import _socket
import ctypes
import socket
import struct
import sys
from typing import Any, Final

import gevent.socket
from gevent.server import StreamServer

_SO_ATTACH_FILTER: Final = 26
"""Linux's option number (``asm-generic/socket.h``); Python's socket module does not name it."""

_DROP_BARE_SYNS: Final = (
    (0x30, 0, 0, 13),  # ldb [13]: the TCP flags (a TCP socket's filter sees the TCP header)
    (0x54, 0, 0, 0x12),  # and #(SYN|ACK)
    (0x15, 0, 1, 0x02),  # jeq #SYN: a new handshake's first segment
    (0x06, 0, 0, 0),  # ret #0: drop it
    (0x06, 0, 0, 0xFFFFFFFF),  # ret #-1: keep every other segment whole
)
"""A classic BPF program (``struct sock_filter`` entries: code, jt, jf, k). It lets through the
last ACK of a handshake already answered, and everything on an established connection (the
connections accepted after it inherit the filter)."""


def refuse_new_handshakes(listener: socket.socket) -> bool:
    """Make the kernel drop every new SYN on the TCP ``listener``, shared with the workers.
    False where that cannot be done (not Linux, not TCP)."""
    if sys.platform != "linux" or listener.family not in (socket.AF_INET, socket.AF_INET6):
        return False
    code = b"".join(struct.pack("HBBI", *step) for step in _DROP_BARE_SYNS)
    program = ctypes.create_string_buffer(code, len(code))
    # struct sock_fprog: the number of steps, then a pointer to them (the kernel copies them).
    fprog = struct.pack("HP", len(_DROP_BARE_SYNS), ctypes.addressof(program))
    listener.setsockopt(socket.SOL_SOCKET, _SO_ATTACH_FILTER, fprog)
    return True


def closes_for_good(arbiter: Any) -> bool:
    """Whether the master's stop is the end of its listening sockets: gunicorn's own test for
    unlinking a Unix socket when it stops. Otherwise another process keeps them (a re-executed
    master, the old one, systemd), or each worker has its own (``reuse_port``)."""
    return bool(
        arbiter.reexec_pid == arbiter.master_pid == 0
        and not arbiter.systemd
        and not arbiter.cfg.reuse_port
    )


def refuse_handshakes_when_stopping(arbiter: Any) -> None:
    """Step 1 (for gunicorn's ``when_ready`` hook, in the master): a graceful stop that closes
    the listening sockets for good first stops new handshakes on them. gunicorn has no hook
    before a stop, so the arbiter's ``stop`` is wrapped (checked against the installed gunicorn
    by tests/runtime/test_drain.py)."""
    stop = arbiter.stop

    def stopping(graceful: bool = True) -> None:
        if graceful and closes_for_good(arbiter):
            for listener in arbiter.LISTENERS:
                refuse_new_handshakes(getattr(listener, "sock", listener))
        stop(graceful)

    arbiter.stop = stopping


def drain(server: StreamServer) -> None:
    """Step 2, in a worker: stop accepting, serve every connection already in the listen queue,
    close the socket.

    The socket is closed right after the last accept, on the C socket, and only then are the
    accepted connections handed to greenlets: through gevent's server, some 50 us of Python
    lay between finding the queue empty and closing, in which the last process to close could
    have a connection queued, then reset.
    """
    server.stop_accepting()
    listener = server.socket
    family, kind, proto = listener.family, listener.type, listener.proto
    raw = _socket.socket(family, kind, proto, fileno=listener.detach())
    raw.setblocking(False)
    accepted: list[tuple[int, Any]] = []
    try:
        while True:
            try:
                accepted.append(raw._accept())  # type: ignore[attr-defined]  # the C accept
            except BlockingIOError:
                break
    finally:
        raw.close()
    for fd, address in accepted:
        server.do_handle(gevent.socket.socket(family, kind, proto, fileno=fd), address)
    server.close()
