"""Answers a view makes as JSON values, written at once without a dumper walking them.

The response schema stays the contract: under ``VERIFY_COMPILED`` (the test suite's setting)
the schema must dump the answer to exactly the same values, or the request fails.
"""

from __future__ import annotations

from typing import Any

import flask
import marshmallow as ma


class AnswerMismatch(AssertionError):
    """An answer made as JSON values differs from what its schema dumps (raised only under
    ``VERIFY_COMPILED``)."""


def json_answer(schema: ma.Schema, answer: dict[str, Any]) -> flask.Response:
    """``answer``, already JSON values in the shape ``schema`` describes, as the response."""
    if flask.current_app.config.get("VERIFY_COMPILED"):
        expected = schema.dump(answer)
        if expected != answer:
            raise AnswerMismatch(f"the answer {answer!r} dumps to {expected!r}")
    return flask.jsonify(answer)
