"""A page for a person whose browser opens an address the service has not got (404) or asks it
in a way it does not answer (405): HTML with links back, where an API client keeps its
``application/problem+json``.

The service's 404 and 405 answers are the API's problems; this hook, registered on the app by
the page, rewrites only those a browser asked for (``Accept`` preferring ``text/html``), keeping
the status and the ``Allow`` header, so clients and the contract see no change.
"""

from __future__ import annotations

from typing import Final

from flask import Response, render_template, request

_PROBLEM: Final = "application/problem+json"
_SAID: Final = {
    404: ("Page not found", "The referee has no page at this address."),
    405: ("This page cannot do that", "This address cannot be used that way from a browser."),
}
_CSP: Final = (
    "default-src 'none'; style-src 'self'; img-src 'self' data:; base-uri 'none'; "
    "frame-ancestors 'none'"
)


def wants_html() -> bool:
    """The request prefers a web page to JSON, as a browser's navigation does."""
    offered = [_PROBLEM, "application/json", "text/html"]
    return request.accept_mimetypes.best_match(offered) == "text/html"


def html_for_browsers(response: Response) -> Response:
    """The API's 404 or 405 problem as a page, when a browser asked."""
    said = _SAID.get(response.status_code)
    if said is None or response.mimetype != _PROBLEM or not wants_html():
        return response
    title, sentence = said
    page = Response(
        render_template("refused.html", title=title, sentence=sentence),
        status=response.status_code,
        mimetype="text/html",
    )
    if "Allow" in response.headers:
        page.headers["Allow"] = response.headers["Allow"]
    page.headers["Content-Security-Policy"] = _CSP
    page.headers["X-Content-Type-Options"] = "nosniff"
    page.headers["Cache-Control"] = "no-store"
    return page
