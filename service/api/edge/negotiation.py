"""What an answer may be written as: a 406 where the ``Accept`` header admits none of it.

Every ``/v1/`` operation answers JSON (a refusal, problem+json); the state endpoints and
``POST /v1/histories`` can answer PHH too (:mod:`.phh`). A caller whose ``Accept`` admits
neither (``text/plain``, ``application/json;q=0``) would be given what it said it cannot read,
so it is told so instead (RFC 9110 §15.5.7), naming what the operation can give. A header that
is absent or empty, ``*/*``, ``application/*``, a list that names JSON or PHH among others
(``application/json, text/plain, */*``) and any q-values that leave one of them above zero are
answered as ever; so is a header not written as media ranges (``Accept: json``), which says
nothing a server can honour.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final

from flask import Response, request

from service.api.edge.phh import HISTORIES_ENDPOINT, PHH, STATE_ENDPOINT, bare_accept
from service.api.edge.problems import problem

JSON: Final = "application/json"
JSON_ONLY: Final = (JSON,)
JSON_OR_PHH: Final = (JSON, PHH)
_PHH_ENDPOINTS: Final = frozenset({STATE_ENDPOINT, HISTORIES_ENDPOINT})
_API: Final = "/v1/"
_ANY_ACCEPT: Final = frozenset({"health.health"})
"""Answered whatever the caller accepts: a liveness probe is not refused for its headers."""
VARY: Final = "Accept"
"""What an answer of an operation that reads ``Accept`` names in ``Vary``: the request header
that chose it (a JSON or PHH answer, or a 406), besides the ``Accept-Encoding`` that
flask-compress names on every answer."""


@lru_cache(maxsize=256)
def admits(header: str, offered: tuple[str, ...]) -> bool:
    """Whether an ``Accept`` header admits one of ``offered`` (a header that says nothing a
    server can act on, empty or not media ranges, admits anything).

    >>> admits("text/plain", JSON_OR_PHH), admits("*/*", JSON_ONLY), admits("", JSON_ONLY)
    (False, True, True)
    >>> admits("application/json;q=0, */*", JSON_OR_PHH), admits("application/json;q=0", JSON_ONLY)
    (True, False)

    A range's parameters other than its weight (``charset=utf-8``, which many HTTP clients
    add to JSON) do not narrow it: what this service answers has none.

    >>> admits("application/json; charset=utf-8", JSON_ONLY)
    True
    >>> admits("application/x-phh+toml; charset=utf-8", JSON_OR_PHH)
    True
    """
    ranges = bare_accept(header)
    if not ranges or any("/" not in value for value, _ in ranges):
        return True
    return ranges.best_match(offered) is not None


def negotiates() -> bool:
    """Whether this request's answer is chosen by its ``Accept`` header: a routed ``/v1/``
    operation's, but the liveness probe's."""
    return (
        request.routing_exception is None
        and request.method != "OPTIONS"
        and request.path.startswith(_API)
        and request.endpoint not in _ANY_ACCEPT
    )


def vary_on_accept(response: Response) -> Response:
    """``Vary: Accept`` on every answer an ``Accept`` header chose (RFC 9110 §12.5.5): a cache
    that kept a static answer (``Cache-Control: public``) must not hand it to a caller whose
    ``Accept`` gets a 406, nor a state's JSON to one that asked for PHH. The 406 and a 304
    say it too, as the answer they stand for does."""
    if negotiates():
        response.vary.add(VARY)
    return response


def refuse_unacceptable() -> Response | None:
    """406 for a ``/v1/`` operation whose caller accepts none of what it answers in, once
    routing has found the operation (a 404 or 405 is the better answer when it did not)."""
    header = request.headers.get("Accept")
    if not header or not negotiates():
        return None
    offered = JSON_OR_PHH if request.endpoint in _PHH_ENDPOINTS else JSON_ONLY
    if admits(header, offered):
        return None
    given, said = " or ".join(offered), header[:200]
    return problem(
        406,
        f"This operation answers {given}, which the Accept header does not admit: {said}.",
        errors={"Accept": [f"expected a media range that admits {given}, got {said}"]},
    )
