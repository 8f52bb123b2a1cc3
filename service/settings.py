"""Settings: defaults here, every one overridable from the environment with the prefix REFEREE_.

``REFEREE_MAX_CONTENT_LENGTH=32768`` sets ``MAX_CONTENT_LENGTH``; values are parsed as JSON
where they can be (numbers, booleans), as plain strings otherwise (Flask's own rule).
"""

from __future__ import annotations

from typing import Any, Final

ENV_PREFIX: Final = "REFEREE"

DEFAULTS: Final[dict[str, Any]] = {
    # Every request body is small: the largest legal request is a few kilobytes.
    "MAX_CONTENT_LENGTH": 64 * 1024,
    # Requests per client address per minute and worker; 0 turns the limit off. Off by default:
    # a limit belongs in front of the service, but a lone instance can protect itself.
    "RATE_LIMIT_PER_MINUTE": 0,
}
