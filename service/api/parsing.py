"""Reading request bodies: strict JSON, bounded nesting, and errors that say where.

Python's ``json`` accepts ``NaN`` and ``Infinity``, recurses once per nesting level (a body of
64 KiB can nest deeper than the interpreter allows) and refuses integers of more than 4,300
digits with a ValueError of its own. All three are refused here with a 400.
"""

from __future__ import annotations

import functools
import inspect
import json
from typing import Any, NoReturn

import flask
import flask_smorest
from flask_smorest.utils import (
    resolve_schema_instance,
    set_status_and_headers_in_response,
    unpack_tuple_response,
)
from webargs import core
from webargs.flaskparser import FlaskParser, abort, is_json_request

from service.api.costs import check_cost
from service.api.dumping import Dumper, compile_dumper
from service.api.dumping import verified as verified_dumper
from service.api.loading import DECLINED, Loader, compile_loader
from service.api.loading import verified as verified_loader


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
    except json.JSONDecodeError:
        raise
    except ValueError:
        # Python refuses to read an integer of more than 4,300 digits (a guard against the
        # quadratic cost of converting it); no field takes one, so it is a bad body.
        raise json.JSONDecodeError("an integer has more than 4,300 digits", text, 0) from None


class JsonBodyParser(FlaskParser):
    """webargs' parser with :func:`load_json`, precise messages, and the operation's cost model
    checked on what it loaded (:mod:`.costs`)."""

    def parse(self, *args: Any, **kwargs: Any) -> Any:
        loaded = super().parse(*args, **kwargs)
        check_cost(flask.request.endpoint, loaded)
        return loaded

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
    """flask-smorest's Blueprint, with the same decorators and the same documentation, serving
    each operation from one flat view.

    flask-smorest wraps a view once per decorator (arguments, response, each documented error
    response), and each wrapper looks the app up again on every request. Here ``arguments`` and
    ``response`` also note the schemas on the view, and ``add_url_rule`` registers a view that
    reads the body with a compiled loader (:mod:`.loading`), calls the function, and dumps the
    answer with a compiled dumper (:mod:`.dumping`). A body the compiled loader declines goes
    through flask-smorest's wrappers and webargs as before, so every error is theirs.
    """

    ARGUMENTS_PARSER = JsonBodyParser()

    def arguments(self, schema: Any, **kwargs: Any) -> Any:
        # Given a class, webargs would build a new schema (deep-copying every field) per request.
        schema = resolve_schema_instance(schema)
        decorate = super().arguments(schema, **kwargs)

        def decorator(func: Any) -> Any:
            view = decorate(func)
            view._body_loader = verified_loader(schema, compile_loader(schema))
            return view

        return decorator

    def response(self, status_code: int, schema: Any = None, **kwargs: Any) -> Any:
        dump: Dumper | None = None
        if schema is not None:
            schema = resolve_schema_instance(schema)
            dump = schema.dump = verified_dumper(schema, compile_dumper(schema))
        decorate = super().response(status_code, schema, **kwargs)

        def decorator(func: Any) -> Any:
            view = decorate(func)
            view._answer = (status_code, dump)
            return view

        return decorator

    def add_url_rule(self, rule: str, endpoint: str | None = None, view_func: Any = None,
                     **options: Any) -> None:  # fmt: skip
        if hasattr(view_func, "_answer"):
            view_func = _flat_view(view_func)
        super().add_url_rule(rule, endpoint, view_func, **options)


def _flat_view(wrapped: Any) -> Any:
    """The operation ``wrapped`` (flask-smorest's view) serves, in one call."""
    # The function as written: below flask-smorest's wrappers, which all carry ``_apidoc``.
    plain = inspect.unwrap(wrapped, stop=lambda f: not hasattr(f, "_apidoc"))
    load: Loader | None = getattr(wrapped, "_body_loader", None)
    status, dump = wrapped._answer

    @functools.wraps(wrapped)  # the same name, docstring and documentation (``_apidoc``)
    def view(**path: Any) -> Any:
        if load is None:
            result = plain(**path)
        else:
            body = _body(load)
            if body is DECLINED:
                return wrapped(**path)
            result = plain(body, **path)
        # What flask-smorest's response wrapper does with a result, but for the ETag cache.
        result, code, headers = unpack_tuple_response(result)
        if isinstance(result, flask.Response):
            set_status_and_headers_in_response(result, code, headers)
            return result
        response = flask.jsonify(result if dump is None else dump(result))
        set_status_and_headers_in_response(response, code, headers)
        if code is None:
            response.status_code = status
        return response

    return view


def _body(load: Loader) -> Any:
    """The request's body loaded by ``load`` and within its cost model, or :data:`DECLINED`."""
    request = flask.request
    if not request.is_json:
        return DECLINED
    try:
        data = load_json(request.get_data(cache=True))
    except json.JSONDecodeError:
        return DECLINED
    body = load(data)
    if body is not DECLINED:
        check_cost(request.endpoint, body)
    return body
