"""Reading request bodies: strict JSON, bounded nesting, and errors that say where.

Python's ``json`` accepts ``NaN`` and ``Infinity``, recurses once per nesting level (a body of
64 KiB can nest deeper than the interpreter allows) and refuses integers of more than 4,300
digits with a ValueError of its own. All three are refused here with a 400.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Final, NoReturn

import flask
import flask_smorest
import marshmallow as ma
from webargs import core
from webargs.flaskparser import abort, is_json_request

from service.api.contract.wording import reworded
from service.api.edge.costs import check_cost
from service.api.fast.internals import JsonParser, schema_instance
from service.api.fast.loading import compiled_load


# webargs reads a JSONDecodeError with an empty ``doc`` as "no body": every error here has one.
def _refuse_constant(name: str) -> NoReturn:
    raise json.JSONDecodeError(f"{name} is not a JSON number", name, 0)


_JSON_SLIPS: Final = {
    "Expecting value": "a value (a string, number, object, list, true, false or null) is missing",
    "Expecting ',' delimiter": "a comma is missing between two items",
    "Expecting ':' delimiter": "a colon is missing after a field name",
    "Expecting property name enclosed in double quotes": (
        "a field name in double quotes is missing (a comma after the last item is not allowed)"
    ),
    "Unterminated string starting at": "a string is not closed with a double quote",
    "Invalid control character at": "a string holds a raw control character (write it \\n, \\t)",
    "Invalid \\escape": "a string holds a backslash escape JSON does not have",
    "Extra data": "more follows the end of the JSON value",
}
"""Python's JSON errors, in words (the rest are already in words: see :func:`load_json`)."""


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
    except json.JSONDecodeError:
        raise
    except ValueError:
        # Python refuses to read an integer of more than 4,300 digits (a guard against the
        # quadratic cost of converting it); no field takes one, so it is a bad body.
        raise json.JSONDecodeError("an integer has more than 4,300 digits", text, 0) from None


class JsonBodyParser(JsonParser):
    """webargs' parser with :func:`load_json`, precise messages, and the operation's cost model
    checked on what it loaded (:mod:`.costs`)."""

    def parse(self, *args: Any, **kwargs: Any) -> Any:
        loaded = super().parse(*args, **kwargs)
        check_cost(flask.request.endpoint, loaded)
        return loaded

    def handle_error(
        self,
        error: ma.ValidationError,
        req: flask.Request,
        schema: ma.Schema,
        *,
        error_status_code: int | None,
        error_headers: Any,
    ) -> NoReturn:
        """A refused body's messages in the service's words (:mod:`.wording`), then webargs'
        own handling (a 422 the app answers as a problem)."""
        if isinstance(error.messages, dict):  # webargs keys them by location: {"json": ...}
            error.messages = {
                location: reworded(schema, error.data, messages)
                for location, messages in error.messages.items()
            }
        super().handle_error(
            error,
            req,
            schema,
            error_status_code=error_status_code,
            error_headers=error_headers,
        )
        raise AssertionError("webargs' handler always aborts")  # pragma: no cover

    def read_json(self, req: flask.Request) -> Any:
        if not is_json_request(req):
            return core.missing
        body = req.get_data(cache=True)
        if not body:
            # webargs would read an empty body as no body, and the defaults as the request:
            # an operation whose fields all have defaults answered an empty POST with a ruling.
            raise json.JSONDecodeError("the body is empty", "?", 0)
        return load_json(body)

    def refuse_json(self, error: Exception, req: flask.Request) -> NoReturn:
        if isinstance(error, json.JSONDecodeError) and error.doc:
            where = f" at line {error.lineno}, column {error.colno}" if error.pos else ""
            said = _JSON_SLIPS.get(error.msg, error.msg)
        else:
            where, said = "", str(error)
        message = (
            f"The body is not valid JSON: {said}{where}; send the body as one JSON object "
            "(RFC 8259)."
        )
        abort(400, exc=error, messages={"json": [message]})


class Blueprint(flask_smorest.Blueprint):  # type: ignore[misc]
    """flask-smorest's Blueprint, whose request schemas load with a compiled loader.

    ``arguments`` gives its schema a ``load`` that tries the loader compiled from the schema
    (:mod:`.loading`) and hands what it declines to marshmallow, so every error is
    marshmallow's. Everything else (the views, the answers) is flask-smorest's own.
    """

    ARGUMENTS_PARSER = JsonBodyParser()

    def response(self, status_code: int, schema: Any = None, **kwargs: Any) -> Any:
        """flask-smorest's response, for a view that answers a ``Response`` it has written
        (:func:`~service.api.fast.answers.json_answer`): flask-smorest would dump any other
        value through ``schema`` again, and a dump of JSON already written reads the core's
        names, dropping a field the contract names otherwise. Any other value is a fault."""
        document = super().response(status_code, schema, **kwargs)

        def decorator(func: Any) -> Any:
            @functools.wraps(func)
            def answered(*args: Any, **view_kwargs: Any) -> Any:
                result = func(*args, **view_kwargs)
                if schema is not None and not isinstance(result, flask.Response):
                    raise TypeError(
                        f"{func.__name__} answered a {type(result).__name__}: a view answers "
                        "json_answer(schema, written), written once"
                    )
                return result

            return document(answered)

        return decorator

    def arguments(self, schema: Any, **kwargs: Any) -> Any:
        # Given a class, webargs would build a new schema (deep-copying every field) per request.
        schema = schema_instance(schema)
        if not isinstance(schema, PathBody):  # each path's schema has its own compiled loader
            schema.load = _compiled_when_used(schema)
        examples = [kwargs["example"]] if "example" in kwargs else []
        examples += [e["value"] for e in kwargs.get("examples", {}).values()]
        decorate = super().arguments(schema, **kwargs)

        def decorator(func: Any) -> Any:
            REQUEST_BODIES[f"{self.name}.{func.__name__}"] = RequestBody(schema, examples)
            return decorate(func)

        return decorator


class PathBody(ma.Schema):
    """A request body whose schema its path decides: one schema for each value of a path
    argument (the game of ``/v1/games/{game}/state``: that game's stakes, options and events),
    made, with its compiled loader, when a request first names the value."""

    def __init__(self, argument: str, schema_for: Callable[[str], type[ma.Schema]]) -> None:
        super().__init__()
        self.argument = argument
        self._make = schema_for
        self._schemas: dict[str, ma.Schema] = {}

    def schema_for(self, value: str) -> ma.Schema:
        """The body's schema on the path whose argument is ``value``."""
        schema = self._schemas.get(value)
        if schema is None:
            schema = self._make(value)()
            schema.load = _compiled_when_used(schema)  # type: ignore[method-assign]
            self._schemas[value] = schema
        return schema

    def variant_for(self, raw: Any) -> ma.Schema:
        """The schema of the request's own path (:mod:`.wording` words a refusal in it)."""
        value = (flask.request.view_args or {}).get(self.argument)
        if not isinstance(value, str):
            raise LookupError(f"{flask.request.path} has no path argument {self.argument!r}")
        return self.schema_for(value)

    def load(
        self, data: Any, *, many: bool | None = None, partial: Any = None, unknown: Any = None
    ) -> Any:
        """``data`` loaded by the schema of the request's path."""
        given = {"many": many, "partial": partial, "unknown": unknown}
        return self.variant_for(data).load(
            data, **{k: v for k, v in given.items() if v is not None}
        )


def _compiled_when_used(schema: ma.Schema) -> Callable[..., Any]:
    """``schema.load`` through its compiled loader, compiled on the first body it loads: a
    worker whose requests all take the direct route (:mod:`service.api.fast.replays`, with a
    loader of its own) never compiles this one, and compiling every operation's as the app was
    imported delayed a fresh server's first answer (bench/first_answer.py)."""
    compiled: Callable[..., Any] | None = None

    def load(data: Any, **kwargs: Any) -> Any:
        nonlocal compiled
        if compiled is None:
            compiled = compiled_load(schema)
        return compiled(data, **kwargs)

    return load


@dataclass(frozen=True, slots=True)
class RequestBody:
    """What an operation reads from its body: the schema and the contract's examples."""

    schema: ma.Schema
    examples: list[Any]

    def schema_at(self, arguments: Mapping[str, Any]) -> ma.Schema:
        """The schema of the body on a path with these arguments (a rule's defaults)."""
        if isinstance(self.schema, PathBody):
            return self.schema.schema_for(arguments[self.schema.argument])
        return self.schema


REQUEST_BODIES: Final[dict[str, RequestBody]] = {}
"""Every operation's request body, by endpoint (``blueprint.view``)."""
