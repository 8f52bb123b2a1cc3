"""Errors as RFC 9457 ``application/problem+json``, everywhere, and documented as such.

Every error the service returns has ``type``, ``title``, ``status`` and ``detail``; validation
problems add ``errors`` (field path -> messages) and a broken rule adds ``rule``, its id, with
``type`` pointing at the rule in the rulebook.

A problem is at most 16 KiB however much is wrong with a request: ``errors`` lists the first
fields (about 9 KiB of them) and ``more_errors`` counts the rest; long texts are cut.
"""

from __future__ import annotations

import http
import json
import logging
from collections.abc import Mapping
from typing import Any, Final

import marshmallow as ma
from flask import Flask, Response, current_app, request
from werkzeug.exceptions import HTTPException

from service.api.fast.internals import ProblemResponsesApi
from service.rules.errors import RuleViolation
from service.rules.rulebook import RULEBOOK

PROBLEM_JSON: Final = "application/problem+json"
DOCUMENTED_ERRORS: Final = (400, 404, 405, 406, 413, 415, 422, 500)
"""The error statuses every operation documents."""

MAX_PROBLEM_BYTES: Final = 16 * 1024
"""The most a problem document takes, whatever the request."""
_ERRORS_BUDGET: Final = 9 * 1024
_TEXT_BUDGET: Final = 2 * 1024
"""Bytes for ``errors``, and for each of ``detail`` and ``instance``, written with every
character escaped (the longest either writer can make them)."""
_MESSAGES_PER_FIELD: Final = 5

_log = logging.getLogger(__name__)


class ProblemSchema(ma.Schema):
    """An RFC 9457 problem."""

    type = ma.fields.String(
        required=True,
        metadata={"description": "URI of the problem type: the broken rule, or about:blank."},
    )
    title = ma.fields.String(required=True, metadata={"description": "Short summary."})
    status = ma.fields.Integer(required=True, metadata={"description": "The HTTP status."})
    detail = ma.fields.String(
        required=True, metadata={"description": "What went wrong with this request, in words."}
    )
    instance = ma.fields.String(metadata={"description": "The path of the request."})
    errors = ma.fields.Dict(
        keys=ma.fields.String(),
        values=ma.fields.List(ma.fields.String()),
        metadata={
            "description": "For invalid input: each offending field, as a dotted path such as "
            "`hands.1.cards.2`, with its messages. A message says what the field takes and "
            'what was sent: `give a list of 1 to 9 cards, such as ["As", "Kd"]; got the string '
            '"As Kd".`'
        },
    )
    rule = ma.fields.String(
        metadata={"description": "The id of the rule the input breaks; see `GET /v1/rules`."}
    )
    limit = ma.fields.String(
        metadata={
            "enum": ["size", "cost"],
            "description": "The service limit the request exceeds, where it follows the "
            "contract but no schema can bound it: `size`, the body's bytes (413); `cost`, "
            "the five-card evaluations it needs (422).",
        }
    )
    more_errors = ma.fields.Integer(
        metadata={
            "description": "How many more fields are wrong than `errors` lists: a problem is "
            "kept under 16 KiB, so only the first fields are listed."
        }
    )


def _escaped_size(value: object) -> int:
    return len(json.dumps(value))  # ASCII-escaped: never shorter than what is written


def _cut(text: str, budget: int = _TEXT_BUDGET) -> str:
    """``text`` cut to fit ``budget`` bytes however it is written.

    >>> _cut("x" * 5000, 100)[-3:], _escaped_size(_cut("é" * 5000, 100)) <= 100
    ('xx…', True)
    """
    if _escaped_size(text) <= budget:
        return text
    low, high = 0, min(len(text), budget)
    while low < high:  # the longest prefix that fits with the ellipsis (six bytes escaped)
        middle = (low + high + 1) // 2
        if _escaped_size(text[:middle]) + 6 <= budget:
            low = middle
        else:
            high = middle - 1
    return text[:low] + "…"


def capped_errors(errors: Mapping[str, list[str]]) -> tuple[dict[str, list[str]], int]:
    """The first fields' errors that fit the budget, and how many fields are left out.

    >>> kept, left = capped_errors({f"hands.{i}": ["Not a card."] for i in range(5000)})
    >>> len(kept) > 100, len(kept) + left
    (True, 5000)
    """
    kept: dict[str, list[str]] = {}
    size = 0
    for field, messages in errors.items():
        name = _cut(field, 256)
        texts = [_cut(m, 512) for m in messages[:_MESSAGES_PER_FIELD]]
        cost = _escaped_size([name, texts])
        if size + cost > _ERRORS_BUDGET:
            break
        kept[name] = texts
        size += cost
    return kept, len(errors) - len(kept)


def problem(
    status: int,
    detail: str,
    *,
    title: str | None = None,
    type_: str = "about:blank",
    errors: Mapping[str, list[str]] | None = None,
    rule: str | None = None,
    limit: str | None = None,
    headers: Mapping[str, str] | None = None,
) -> Response:
    """A problem+json response."""
    body: dict[str, Any] = {
        "type": type_,
        "title": title or http.HTTPStatus(status).phrase,
        "status": status,
        "detail": _cut(detail),
        "instance": _cut(request.path),
    }
    if errors:
        body["errors"], more = capped_errors(errors)
        if more:
            body["more_errors"] = more
    if rule:
        body["rule"] = rule
    if limit:
        body["limit"] = limit
    # The app's writer: UTF-8 text, or escapes where a caller's text cannot be UTF-8 (a lone
    # surrogate in an unknown field's name, echoed in ``errors``).
    response = Response(current_app.json.dumps(body), status, mimetype=PROBLEM_JSON)
    response.headers.update(headers or {})
    return response


def rule_problem(violation: RuleViolation) -> Response:
    """422 for input that breaks a rule, naming the rule and the fields involved."""
    rule = RULEBOOK.get(violation.rule)
    fields = [".".join(str(part) for part in at) for at in violation.at] or ["body"]
    return problem(
        422,
        violation.detail,
        title=rule.title if rule else "Rule violation",
        type_=f"/v1/rules/{violation.rule}",
        errors={field: [violation.detail] for field in fields},
        rule=violation.rule,
    )


def flatten_messages(messages: object, prefix: str = "") -> dict[str, list[str]]:
    """Marshmallow's nested error messages as ``{"hands.0.cards.1": [...]}``.

    >>> flatten_messages({"json": {"hands": {0: {"cards": {1: ["Not a card."]}}}}})
    {'hands.0.cards.1': ['Not a card.']}
    """
    if isinstance(messages, Mapping):
        flat: dict[str, list[str]] = {}
        for key, value in messages.items():
            # "json" is webargs' name for the body; "_schema" marks errors of the whole object.
            part = "" if (not prefix and key == "json") or key == "_schema" else str(key)
            path = f"{prefix}.{part}" if prefix and part else prefix or part
            flat.update(flatten_messages(value, path))
        return flat
    if isinstance(messages, list) and all(isinstance(m, str) for m in messages):
        return {prefix or "body": [str(m) for m in messages]}
    if isinstance(messages, list):
        flat = {}
        for index, value in enumerate(messages):
            flat.update(flatten_messages(value, f"{prefix}.{index}" if prefix else str(index)))
        return flat
    return {prefix or "body": [str(messages)]}


class ProblemApi(ProblemResponsesApi):
    """flask-smorest's Api, answering and documenting every error as problem+json."""

    ERROR_SCHEMA = ProblemSchema

    def register_error_responses(self) -> None:
        for status in http.HTTPStatus:
            if status >= 400:
                self._problem(status.name, status.phrase)
        self._problem(self.DEFAULT_ERROR_RESPONSE_NAME, "Any other error")

    def _problem(self, name: str, description: str) -> None:
        response: dict[str, Any] = {"description": description, "schema": ProblemSchema}
        self.register_response(name, response, PROBLEM_JSON)

    def handle_http_exception(self, error: HTTPException) -> Response:
        """Every HTTP error, raised by Flask, werkzeug or webargs, as a problem."""
        if isinstance(error.response, Response):
            return error.response
        status = error.code or 500
        data = getattr(error, "data", None) or {}
        errors = flatten_messages(data["messages"]) if "messages" in data else {}
        detail = _detail(status, errors, error)
        # Keep what the exception says in headers (the Allow of a 405), but not its body's type.
        headers = {k: v for k, v in error.get_headers() if k.lower() != "content-type"}
        headers.update(data.get("headers") or {})
        limit = data.get("limit") or ("size" if status == 413 else None)
        return problem(status, detail, errors=errors, limit=limit, headers=headers)


def _detail(status: int, errors: dict[str, list[str]], error: HTTPException) -> str:
    if errors:
        # Fields with the same messages are said once (a cost names every field that adds to
        # it); each message is a sentence of its own.
        grouped: dict[tuple[str, ...], list[str]] = {}
        for field, messages in errors.items():
            grouped.setdefault(tuple(messages), []).append(field)
        shown = list(grouped.items())[:3]
        said = " ".join(f"{', '.join(fields)}: {' '.join(texts)}" for texts, fields in shown)
        more = len(errors) - sum(len(fields) for _, fields in shown)
        return f"{said} And {more} more field{'s' if more > 1 else ''}." if more else said
    if error.description and error.description != type(error).description:
        return error.description  # a message written for this very request
    if status == 405:
        return f"{request.method} is not allowed on {request.path}."
    if status == 413:
        limit = current_app.config["MAX_CONTENT_LENGTH"]
        return f"The body is larger than {limit} bytes, the limit for every request."
    if status == 404:
        return f"Nothing is served at {request.path}; GET /openapi.json lists every operation."
    return error.description or http.HTTPStatus(status).description


def register_error_handlers(app: Flask) -> None:
    """Rule violations become 422 problems; anything unexpected a 500 problem, logged."""
    app.register_error_handler(RuleViolation, rule_problem)

    def unexpected(error: Exception) -> Response:
        _log.exception("unhandled error on %s %s", request.method, request.path)
        return problem(500, "The service failed to produce a ruling; the error has been logged.")

    app.register_error_handler(Exception, unexpected)


_GET_ERRORS: Final = (404, 405, 406, 500)
_POST_ERRORS: Final = (400, 405, 406, 413, 415, 422, 500)


def documents_problems(blp: Any, method: str, *extra: int) -> Any:
    """Decorator documenting the problem responses an operation can give, by method."""
    statuses = sorted({*(_POST_ERRORS if method == "POST" else _GET_ERRORS), *extra})

    def decorate(view: Any) -> Any:
        for status in statuses:
            view = blp.alt_response(status, response=http.HTTPStatus(status).name)(view)
        return view

    return decorate
