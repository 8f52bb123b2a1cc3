"""gunicorn's logger, writing one JSON object a line (``REFEREE_ACCESS_LOG_FORMAT=json``).

gunicorn's own format is a printf template: a caller's text (a path, a user agent) lands in it
unescaped, so it cannot make valid JSON. Here each line is written by ``json.dumps``.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from typing import Any

from gunicorn.glogging import Logger


class JsonAccessLogger(Logger):  # type: ignore[misc]
    """One JSON object per answered request."""

    def access(self, resp: Any, req: Any, environ: dict[str, Any], request_time: timedelta) -> None:
        if not self.access_log_enabled:
            return
        self.access_log.info(json.dumps(access_record(resp, environ, request_time)))


def access_record(resp: Any, environ: dict[str, Any], request_time: timedelta) -> dict[str, Any]:
    """What the access log says about one request."""
    status = str(resp.status).split(None, 1)[0]
    headers = {name.lower(): value for name, value in (resp.headers or ())}
    return {
        "time": datetime.now(UTC).isoformat(timespec="milliseconds"),
        "remote_addr": environ.get("REMOTE_ADDR"),
        "method": environ.get("REQUEST_METHOD"),
        "path": environ.get("PATH_INFO"),
        "query": environ.get("QUERY_STRING") or None,
        "status": int(status) if status.isdigit() else status,
        "bytes": getattr(resp, "sent", None),
        "duration_ms": round(request_time.total_seconds() * 1000, 3),
        "request_id": headers.get("x-request-id"),
        "user_agent": environ.get("HTTP_USER_AGENT"),
    }
