"""The page for people at the table: questions asked in forms, rulings read in words.

It is served by the service itself, from files in this package (no network, no build step),
and asks the API in process, so it gives exactly the API's rulings.
"""

from __future__ import annotations

from flask import Flask

from service.page.views import page


def install_page(app: Flask) -> None:
    """Serve the page at ``/``, its questions under ``/ask/``, the rules at ``/rules``."""
    app.register_blueprint(page)
