"""schemathesis sends the state endpoint's PHH bodies (``application/x-phh+toml``, TOML text)
as the plain text they are."""

from __future__ import annotations

import schemathesis

schemathesis.serializer.alias("application/x-phh+toml", "text/plain")
