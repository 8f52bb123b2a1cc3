"""Every private part of marshmallow, webargs and flask-smorest the service uses, and why.

Nothing else in ``service/api`` touches a library's private name: what is here is named and
wrapped once, so that an upgrade breaks one module. ``tests/api/test_library_internals.py``
fails on each library's next major version (flask-smorest, still 0.x, on its next minor) and
when a name used here is gone, so an upgrade is a decision, not a surprise.

- marshmallow's hook runner (``Schema._hooks``, ``_invoke_load_processors``,
  ``_invoke_field_validators``, ``_invoke_schema_validators``, ``ErrorStore``): the compiled
  loaders (:mod:`service.api.fast.loading`) run a schema's own ``pre_load``, ``validates``,
  ``validates_schema`` and ``post_load`` hooks exactly as ``Schema.load`` runs them, without its
  per-call lookups (a compiled load is several times faster than ``Schema.load`` on the bodies
  of ``bench/throughput.py``). marshmallow has no public way to run one schema's hooks.
- webargs' ``FlaskParser._raw_load_json`` and ``_handle_invalid_json_error``: the only places
  to read a body as strict JSON (no ``NaN``, bounded nesting) and to word a malformed one.
- flask-smorest's ``Api._register_responses`` and ``utils.prepare_response``: its documented
  error responses are ``application/json``, with no setting for another media type; every
  error of this service is ``application/problem+json`` and must be documented so.
- flask-smorest's ``utils.resolve_schema_instance``: a schema class given to ``arguments`` as
  the one instance webargs then uses (given a class, it builds a new schema per request).
- flask-smorest's ``Api.register_blueprint``, its body repeated with the documentation left for
  later (``Api._app`` and the ``blp_name_to_api`` map): writing every operation's document,
  its examples worked out, was a third of a server's start-up, and only the contract's own
  views read it (:meth:`ProblemResponsesApi.document`).
- flask-compress's ``_choose_algorithm``, ``_compress_data`` and ``_uncompress_data``: a direct
  answer (:mod:`~service.api.fast.direct`) to a client that accepts a compressed one (most
  HTTP clients ask for gzip by default) is compressed as flask-compress compresses Flask's,
  with its choice of coding and its settings; its after-request hook needs a Flask response and
  request, which a direct answer never makes.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, Final, NoReturn

import flask
import marshmallow as ma
from flask_compress import Compress
from flask_compress.flask_compress import _choose_algorithm, _compress_data, _uncompress_data
from flask_smorest import Api
from flask_smorest.utils import prepare_response, resolve_schema_instance
from marshmallow.decorators import POST_LOAD, PRE_LOAD, VALIDATES, VALIDATES_SCHEMA
from marshmallow.error_store import ErrorStore
from webargs.flaskparser import FlaskParser

WRITTEN_FOR: Final = {
    "marshmallow": "4.",
    "webargs": "8.",
    "flask-smorest": "0.47.",
    "flask-compress": "1.",
}
"""The versions whose internals this module knows: a major version (a minor one for 0.x)."""

HOOK_KINDS: Final = (PRE_LOAD, VALIDATES, VALIDATES_SCHEMA, POST_LOAD)

_DOCUMENTING: Final = threading.Lock()
"""Held while the operations are written into the spec (:meth:`ProblemResponsesApi.document`)."""


def hooks(schema: ma.Schema, kind: str) -> list[tuple[str, bool, dict[str, Any]]]:
    """The hooks of ``kind`` a schema declares: (method name, for a collection, options)."""
    found: list[tuple[str, bool, dict[str, Any]]] = schema._hooks[kind]
    return found


def has_hooks(schema: ma.Schema) -> bool:
    """Whether a schema declares any load hook."""
    return any(schema._hooks[kind] for kind in HOOK_KINDS)


def run_hooks(schema: ma.Schema, deserialize: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """``deserialize`` with the schema's hooks run by marshmallow's own runner, as
    ``Schema._do_load`` runs them for one object; any error becomes a ``ValidationError``."""
    unknown = schema.unknown
    kinds = schema._hooks

    def load(data: Any) -> Any:
        given = data
        if kinds[PRE_LOAD]:
            data = schema._invoke_load_processors(
                PRE_LOAD, data, many=False, original_data=given, partial=None, unknown=unknown
            )
        result: Any = deserialize(data)
        store = ErrorStore()  # type: ignore[no-untyped-call]
        if kinds[VALIDATES]:
            schema._invoke_field_validators(error_store=store, data=result, many=False)
        if kinds[VALIDATES_SCHEMA]:
            for pass_collection in (True, False):
                schema._invoke_schema_validators(
                    error_store=store,
                    pass_collection=pass_collection,
                    data=result,
                    original_data=given,
                    many=False,
                    partial=None,
                    unknown=unknown,
                    field_errors=False,
                )
        if store.errors:
            raise ma.ValidationError(store.errors)
        if kinds[POST_LOAD]:
            result = schema._invoke_load_processors(
                POST_LOAD, result, many=False, original_data=given, partial=None, unknown=unknown
            )
        return result

    return load


def schema_instance(schema: Any) -> ma.Schema:
    """The schema instance a class or instance given to ``arguments`` stands for."""
    instance: ma.Schema = resolve_schema_instance(schema)
    return instance


class JsonParser(FlaskParser):
    """webargs' parser with its JSON reading and its malformed-JSON error as public methods."""

    def read_json(self, req: flask.Request) -> Any:
        """The body as JSON values (``webargs.core.missing`` for a body that is not JSON)."""
        raise NotImplementedError

    def refuse_json(self, error: Exception, req: flask.Request) -> NoReturn:
        """Abort for a body that is not valid JSON."""
        raise NotImplementedError

    def _raw_load_json(self, req: flask.Request) -> Any:
        return self.read_json(req)

    def _handle_invalid_json_error(
        self, error: Exception, req: flask.Request, *args: Any, **kwargs: Any
    ) -> NoReturn:
        self.refuse_json(error, req)


class ProblemResponsesApi(Api):  # type: ignore[misc]
    """flask-smorest's Api whose documented error responses a subclass writes itself."""

    def register_error_responses(self) -> None:
        """Register the error responses every operation refers to."""
        raise NotImplementedError

    def register_response(self, name: str, response: dict[str, Any], media_type: str) -> None:
        """One documented response, its schema given as ``media_type``."""
        prepare_response(response, self.spec, media_type)
        self.spec.components.response(name, response, lazy=True)

    def _register_responses(self) -> None:
        self.register_error_responses()

    def register_blueprint(self, blp: Any, *, parameters: Any = None, **options: Any) -> None:
        """Register ``blp`` as flask-smorest does, its documentation written only when the
        document is first read (:meth:`document`), in the order the blueprints came."""
        name = options.get("name", blp.name)
        self._app.extensions["flask-smorest"]["blp_name_to_api"][name] = self
        self._app.register_blueprint(blp, **options)
        self.__dict__.setdefault("_undocumented", []).append((blp, name, parameters))

    def document(self) -> None:
        """Write the documentation of every blueprint registered since the last call into the
        spec, as flask-smorest writes it on registering one: call it before reading the spec."""
        waiting: list[tuple[Any, str, Any]] = self.__dict__.get("_undocumented", [])
        # One writer at a time (a gthread worker serves requests in threads): a second caller
        # waits until every operation is written, rather than reading a half-written spec.
        with _DOCUMENTING:
            while waiting:
                blp, name, parameters = waiting.pop(0)
                blp.register_views_in_doc(
                    self, self._app, self.spec, name=name, parameters=parameters
                )
                self.spec.tag({"name": name, "description": blp.description})


def coding_chosen(compress: Compress, accept_encoding: str) -> str | None:
    """The content coding flask-compress answers a client's ``Accept-Encoding`` with: one of
    its enabled algorithms, or None (the answer as it is)."""
    chosen: str | None = _choose_algorithm(compress.enabled_algorithms, accept_encoding)
    return chosen


def compressed(app: flask.Flask, data: bytes, coding: str) -> bytes:
    """``data`` compressed as flask-compress compresses an answer, with the app's settings."""
    made: bytes = _compress_data(app, data, coding)
    return made


def uncompressed(data: bytes, coding: str) -> bytes:
    """``data``, compressed with ``coding``, as it was."""
    made: bytes = _uncompress_data(data, coding)
    return made
