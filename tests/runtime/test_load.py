"""Load: many concurrent clients against a live gunicorn for a few seconds (issue: production
readiness). Zero 5xx, zero dropped connections, every answer the right one.

Bounded: four seconds of load, a few seconds to start and stop the server.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from live_server import live_service
from loadgen import run_load, workload_calls

pytestmark = pytest.mark.slow

CLIENTS = 32
SECONDS = 4.0


def test_many_clients_get_only_right_answers(tmp_path: Path) -> None:
    calls = workload_calls()
    assert [c.status for c in calls] == [200, 200, 200, 200, 422]
    with live_service(tmp_path) as live:
        tally = run_load(live.base, calls, clients=CLIENTS, seconds=SECONDS)
        assert live.stop() == 0
    assert tally.server_errors == 0
    assert tally.dropped == []
    assert tally.wrong == []
    # Every client got answers all along, not just a first few.
    assert tally.valid >= CLIENTS * len(calls)
