"""The page for people at the table: questions asked in forms, rulings read in words.

It is served by the service itself, from files in this package (no network, no build step),
and asks the API in process, so it gives exactly the API's rulings.
"""

from __future__ import annotations

from flask import Flask

from service.page import games as _games  # noqa: F401  (its routes are the blueprint's)
from service.page import histories as _histories  # noqa: F401  (its routes are the blueprint's)
from service.page import play as _play  # noqa: F401  (its routes are the blueprint's)
from service.page.browser_errors import html_for_browsers
from service.page.views import page


def install_page(app: Flask) -> None:
    """Serve the page at ``/`` (the games), ``/games/...``, ``/play/...``, its questions under
    ``/ask/``, a pasted hand history at ``/histories``, the rules at ``/rules``; and a page,
    not JSON, for a browser's 404 and 405."""
    app.register_blueprint(page)
    app.after_request(html_for_browsers)
