"""The page asks the API, in process, exactly as a client would over HTTP.

The page decides nothing: it sends the request its form makes through the whole service (the
guards, the schema, the rules) and shows what comes back, a ruling or a problem. So a person at
the table and a poker app always get the same answer to the same question.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from flask import current_app, request
from werkzeug.test import EnvironBuilder, run_wsgi_app


@dataclass(frozen=True, slots=True)
class Answer:
    """What the API answered: its status and its JSON (a ruling, or a problem)."""

    status: int
    body: dict[str, Any]

    @property
    def is_problem(self) -> bool:
        """The API refused the request."""
        return self.status >= 400


def ask(
    method: str,
    path: str,
    body: dict[str, Any] | None = None,
    *,
    text: str | None = None,
    content_type: str = "application/json",
) -> Answer:
    """Send one request through the whole service and read its JSON answer; the body is
    ``body`` as JSON, or ``text`` as ``content_type`` (a hand history in PHH)."""
    data = json.dumps(body) if body is not None else text
    builder = EnvironBuilder(
        path=path,
        method=method,
        data=data,
        content_type=None if data is None else content_type,
        environ_base={"REMOTE_ADDR": request.remote_addr or ""},
    )
    try:
        environ = builder.get_environ()
    finally:
        builder.close()
    chunks, status, _headers = run_wsgi_app(current_app.wsgi_app, environ, buffered=True)
    try:
        said = b"".join(chunks)
    finally:
        close = getattr(chunks, "close", None)
        if close is not None:
            close()
    code = int(status.split(" ", 1)[0])
    return Answer(code, json.loads(said) if said else {})
