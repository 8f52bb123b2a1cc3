"""Settings: defaults here, every one overridable from the environment with the prefix REFEREE_.

``REFEREE_MAX_CONTENT_LENGTH=32768`` sets ``MAX_CONTENT_LENGTH``; values are parsed as JSON
where they can be (numbers, booleans), as plain strings otherwise (Flask's own rule).
"""

from __future__ import annotations

from typing import Any, Final

ENV_PREFIX: Final = "REFEREE"

DOCS_PATH: Final = "/docs"
"""Where the docs page is served: here, so that the start-up line can say it without importing
the app (gunicorn.conf.py reads it before the app is loaded)."""

DEFAULTS: Final[dict[str, Any]] = {
    # Every request body is small: the largest legal request is a few kilobytes.
    "MAX_CONTENT_LENGTH": 64 * 1024,
    # The service's own log level, a name in any case (gunicorn's is set in gunicorn.conf.py).
    "LOG_LEVEL": "INFO",
    # Hands a worker keeps replayed, so that the next request of a hand replays only its new
    # events (service/api/fast/replays.py); 0 keeps none.
    "REPLAY_CACHE": 256,
}
