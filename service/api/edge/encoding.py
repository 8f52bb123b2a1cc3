"""Writing answers: Flask's JSON provider, with orjson doing the writing.

An evaluate answer is a few kilobytes of small strings and integers; the standard library
writes it in about 50 µs, orjson in about 4. The text differs only where JSON allows it to:
characters outside ASCII are written as UTF-8 rather than escaped. Problem+json answers are
written by this provider too. Anything orjson refuses (an integer beyond 64 bits, a key that is
not a string, a lone surrogate from a caller's text, a value only Flask knows how to write) is
written by the standard library as before, escaped, so no answer changes meaning. Requests are
still read by the standard library: orjson reads an integer beyond 64 bits as a float, which
would change what a request says.

With ``VERIFY_COMPILED`` set (the test suite sets it), every answer is also written by the
standard library and the two must read back to the same value.
"""

from __future__ import annotations

import json
from typing import Any, Final

import flask
import orjson
from flask.json.provider import DefaultJSONProvider
from werkzeug.sansio.response import Response

# Dates and dataclasses go to Flask's own ``default``, so they are written as Flask writes them.
_OPTIONS: Final = orjson.OPT_PASSTHROUGH_DATETIME | orjson.OPT_PASSTHROUGH_DATACLASS


class EncodingMismatch(AssertionError):
    """orjson and the standard library wrote different values (raised only under
    ``VERIFY_COMPILED``)."""


class AnswerJSONProvider(DefaultJSONProvider):
    """Compact JSON in insertion order, written by orjson where it can be."""

    sort_keys = False

    def dumps(self, obj: Any, **kwargs: Any) -> str:
        if not kwargs:
            try:
                return orjson.dumps(obj, default=self.default, option=_OPTIONS).decode()
            except orjson.JSONEncodeError:
                pass  # the standard library writes it, or says why it cannot
        return super().dumps(obj, **kwargs)

    def response(self, *args: Any, **kwargs: Any) -> Response:
        app = flask.current_app
        if self.compact is False or (self.compact is None and app.debug):
            return super().response(*args, **kwargs)  # indented, for reading in debug mode
        if args and kwargs:
            raise TypeError("app.json.response() takes either args or kwargs, not both")
        obj = args[0] if len(args) == 1 else args or kwargs  # as flask.jsonify documents
        try:
            body = orjson.dumps(
                obj, default=self.default, option=_OPTIONS | orjson.OPT_APPEND_NEWLINE
            )
        except orjson.JSONEncodeError:
            return super().response(*args, **kwargs)
        if app.config.get("VERIFY_COMPILED"):
            self._verify(obj, body)
        answer = app.response_class
        return answer(body, mimetype=self.mimetype)

    def _verify(self, obj: Any, written: bytes) -> None:
        expected = json.loads(super().dumps(obj))
        if json.loads(written) != expected:
            raise EncodingMismatch(f"{written!r} does not read back as {expected!r}")
