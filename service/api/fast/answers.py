"""Answers a view makes as JSON values, written at once without a dumper walking them (most
by the writer compiled from the response schema, :mod:`.writing`).

The response schema stays the contract: under ``VERIFY_COMPILED`` (the test suite's setting)
the answer must hold every required field of the schema and no other, and the schema must dump
it to exactly the same values, or the request fails.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flask
import marshmallow as ma
import orjson


class AnswerMismatch(AssertionError):
    """An answer made as JSON values differs from what its schema dumps (raised only under
    ``VERIFY_COMPILED``)."""


def json_answer(schema: ma.Schema, answer: dict[str, Any]) -> flask.Response:
    """``answer``, already JSON values in the shape ``schema`` describes, as the response."""
    if flask.current_app.config.get("VERIFY_COMPILED"):
        faults = shape_faults(schema, answer)
        if faults:
            raise AnswerMismatch(f"the answer {answer!r} is not its schema's: {faults}")
        expected = schema.dump(answer)
        if expected != answer:
            raise AnswerMismatch(f"the answer {answer!r} dumps to {expected!r}")
    return flask.jsonify(answer)


def example(answer: Any) -> Any:
    """A written answer as the contract shows it (an example): plain JSON values, its
    string enumerations as strings. Never dumped through its schema again (a dump of written
    JSON reads the core's names)."""
    return orjson.loads(orjson.dumps(answer))


class Deferred:
    """An example answer worked out when the contract is first written (:func:`worked_out`),
    not as the app is imported: ruling every operation's examples as the views were made was a
    tenth of a fresh server's start (bench/first_answer.py), for a document apps seldom read."""

    __slots__ = ("make",)

    def __init__(self, make: Callable[[], Any]) -> None:
        self.make = make


def later(make: Callable[[], Any]) -> Any:
    """An example made by ``make`` when the contract is written (typed as any value, as the
    decorators it is given to take one)."""
    return Deferred(make)


def worked_out(document: Any) -> Any:
    """``document`` with each :class:`Deferred` example in it replaced by its value, in
    place."""
    waiting = [document]
    while waiting:
        node = waiting.pop()
        if isinstance(node, dict):
            pairs: Any = list(node.items())
        elif isinstance(node, list):
            pairs = list(enumerate(node))
        else:
            continue
        for key, given in pairs:
            value = given.make() if isinstance(given, Deferred) else given
            if value is not given:
                node[key] = value
            if isinstance(value, dict | list):
                waiting.append(value)
    return document


def shape_faults(schema: ma.Schema, answer: Any, at: str = "") -> list[str]:
    """Where ``answer`` is not in ``schema``'s shape: a required field missing, another there
    (marshmallow's ``dump`` checks neither)."""
    if not isinstance(answer, dict):
        return [f"{at or '.'}: {answer!r} is not an object"]
    fields = {field.data_key or name: field for name, field in schema.dump_fields.items()}
    faults = [f"{at}.{key}: not in the schema" for key in answer if key not in fields]
    faults += [
        f"{at}.{key}: missing"
        for key, field in fields.items()
        if field.required and key not in answer
    ]
    for key, field in fields.items():
        value = answer.get(key)
        if value is None:
            continue
        if isinstance(field, ma.fields.Nested) and isinstance(field.schema, ma.Schema):
            faults += shape_faults(field.schema, value, f"{at}.{key}")
        elif isinstance(field, ma.fields.List) and isinstance(field.inner, ma.fields.Nested):
            inner = field.inner.schema
            for index, item in enumerate(value):
                if item is not None:
                    faults += shape_faults(inner, item, f"{at}.{key}.{index}")
    return faults
