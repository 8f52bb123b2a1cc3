"""Reading request bodies: strict JSON, bounded nesting, and errors that say where.

Python's ``json`` accepts ``NaN`` and ``Infinity`` and recurses once per nesting level; a body
of 64 KiB can nest deeper than the interpreter allows. Both are refused here with a 400.
"""

from __future__ import annotations

import json
from typing import Any, NoReturn

import flask
import flask_smorest
from flask_smorest.utils import resolve_schema_instance
from webargs import core
from webargs.flaskparser import FlaskParser, abort, is_json_request

from service.api.dumping import compile_dumper, verified


# webargs reads a JSONDecodeError with an empty ``doc`` as "no body": every error here has one.
def _refuse_constant(name: str) -> NoReturn:
    raise json.JSONDecodeError(f"{name} is not a JSON number", name, 0)


def load_json(body: bytes) -> Any:
    """Parse a request body as strict JSON (RFC 8259)."""
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError as error:
        raise json.JSONDecodeError(f"the body is not UTF-8 ({error.reason})", "?", 0) from None
    try:
        return json.loads(text, parse_constant=_refuse_constant)
    except RecursionError:
        raise json.JSONDecodeError("the body nests too deeply", text, 0) from None


class JsonBodyParser(FlaskParser):
    """webargs' parser with :func:`load_json` and precise messages."""

    def _raw_load_json(self, req: flask.Request) -> Any:
        if not is_json_request(req):
            return core.missing
        return load_json(req.get_data(cache=True))

    def _handle_invalid_json_error(
        self,
        error: json.JSONDecodeError | UnicodeDecodeError,
        req: flask.Request,
        *args: Any,
        **kwargs: Any,
    ) -> NoReturn:
        if isinstance(error, json.JSONDecodeError) and error.doc:
            where = f" (line {error.lineno}, column {error.colno})" if error.pos else ""
            message = f"The body is not valid JSON: {error.msg}{where}."
        else:
            message = f"The body is not valid JSON: {error}."
        abort(400, exc=error, messages={"json": [message]})


class Blueprint(flask_smorest.Blueprint):  # type: ignore[misc]
    """flask-smorest's Blueprint reading bodies with :class:`JsonBodyParser`, one schema
    instance per operation, and answers dumped by a compiled dumper (:mod:`.dumping`)."""

    ARGUMENTS_PARSER = JsonBodyParser()

    def arguments(self, schema: Any, **kwargs: Any) -> Any:
        # Given a class, webargs would build a new schema (deep-copying every field) per request.
        return super().arguments(resolve_schema_instance(schema), **kwargs)

    def response(self, status_code: int, schema: Any = None, **kwargs: Any) -> Any:
        if schema is not None:
            schema = resolve_schema_instance(schema)
            schema.dump = verified(schema, compile_dumper(schema))
        return super().response(status_code, schema, **kwargs)
