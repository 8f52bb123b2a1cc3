"""A request's body read as bytes: a body seen before with new events appended, found without
reading the whole body again.

An app sends the whole hand after every action, each body the last one with an event more, and
most apps write the events as the body's last member: ``{..., "events": [e0, e1]}``, then
``{..., "events": [e0, e1, e2]}``. The bytes before the new event are the bytes of the body
before, up to its last event. So a hand the replay cache keeps (:mod:`.replays`) may be kept
by those bytes (its *head*: the body up to the end of its last event, or to the events' ``[``
when there are none), and a new body looks for the heads of its own few prefixes: only the new
events are then read, not the setup and the events the hand already holds.

- Where the body's events end is found from its end: it must close with ``]`` and ``}`` (and
  white space), the events being the last member (:func:`events_close`). A body written another
  way (the events first, pretty-printed with a line per event) is read whole, as ever.
- Where each of the last events begins is guessed (an event is a flat object: the last ``{``
  before it, :func:`heads`). A guess only chooses which heads to look for: a wrong one finds
  nothing, or finds a head that is exactly the body's first bytes all the same.
- What follows a head found is checked before anything is applied (:func:`appended`,
  :func:`values`): it must be a comma (none after an empty list) and JSON values, read as a list
  on their own, and then ``]`` and ``}``. The body is then the body the head came from with
  those values appended to its events: valid JSON, the same setup, its events the hand's and
  the new ones.
- A head is kept only for a body whose last member is the events the loader read, shown by
  reading the body with one value more before its closing ``]``
  (:func:`closes_events`): its events, and only they, are one longer. A body whose last member
  is another list, or names ``events`` twice, is kept under its digest as read
  (:func:`~service.api.fast.replay_cache.prefix_keys`) instead.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Final

import orjson

SPACE: Final = frozenset(b" \t\n\r")
"""JSON's white space."""
_COMMA, _OPEN, _CLOSE, _END = b",[]}"


def events_close(body: bytes) -> int | None:
    """The index of the ``]`` that closes the body's last member, when the body ends with it
    and ``}`` (white space between and after); else None."""
    if body.endswith(b"]}"):  # a compact body (most apps write one): the test at once
        return len(body) - 2
    end = _before_space(body, len(body))
    if end < 2 or body[end - 1] != _END:
        return None
    close = _before_space(body, end - 1) - 1
    return close if close >= 0 and body[close] == _CLOSE else None


def heads(body: bytes, close: int, back: int) -> Iterator[int]:
    """Where the heads of the body and of its prefixes up to ``back`` events shorter end, the
    whole body's first (:func:`head_end`, then :func:`head_before` in turn)."""
    end: int | None = head_end(body, close)
    for _ in range(back + 1):
        if end is None:
            return
        yield end
        end = head_before(body, end)


def head_end(body: bytes, close: int) -> int:
    """Where the whole body's head ends: after its last event (or the events' ``[``), the white
    space before the ``]`` at ``close`` left out."""
    space, end = SPACE, close
    while end > 0 and body[end - 1] in space:
        end -= 1
    return end


def head_before(body: bytes, end: int) -> int | None:
    """Where the head one event shorter than the one ending at ``end`` ends: after the event
    before the last (white space before the next comma left out), or after the ``[`` when no
    event is left; None when there is no event before ``end`` to read back. A guess where an
    event holds a ``{`` of its own. (The white space is skipped in line: a head is looked for
    after every event an app sends, and a separator's spaces are one or none.)"""
    if end < 1 or body[end - 1] == _OPEN:
        return None
    end = body.rfind(b"{", 0, end)
    if end < 1:
        return None
    space = SPACE
    while end > 0 and body[end - 1] in space:
        end -= 1
    if end and body[end - 1] == _COMMA:
        end -= 1
        while end > 0 and body[end - 1] in space:
            end -= 1
    elif not end or body[end - 1] != _OPEN:
        return None
    return end


def appended(body: bytes, end: int, close: int, held: int) -> bytes | None:
    """The text between a head found (ending at ``end``) and the events' ``]`` at ``close``, for
    a hand of ``held`` events, its first comma left out (none after an empty list): b"" for no
    events appended; None if it does not begin so, which no JSON body does there. Whether the
    rest is values is :func:`values`' to say."""
    between = body[end:close].strip(b" \t\n\r")
    if not between or not held:
        return between
    # A comma and nothing after it (``[e0,]``) is no JSON either.
    return (between[1:] or None) if between[0] == _COMMA else None


def values(text: bytes) -> list[Any] | None:
    """The JSON values ``text`` (:func:`appended`'s) holds, or None if it is not one or more
    values separated by commas."""
    try:
        read = orjson.loads(b"[" + text + b"]")
    except orjson.JSONDecodeError:
        return None
    return read if type(read) is list and read else None


def closes_events(body: bytes, close: int, events: int) -> bool:
    """Whether the ``]`` at ``close`` closes the events the body was read with (``events`` of
    them): the body read with a value more before it has one event more."""
    probe = body[:close] + (b",0" if events else b"0") + body[close:]
    try:
        read = orjson.loads(probe)
    except orjson.JSONDecodeError:
        return False
    found = read.get("events") if type(read) is dict else None
    return type(found) is list and len(found) == events + 1


def _before_space(body: bytes, end: int) -> int:
    """``end``, moved back over the white space before it."""
    while end > 0 and body[end - 1] in SPACE:
        end -= 1
    return end
