"""What gunicorn's master holds when it forks (``preload_app``): every worker starts with a copy
of it, so garbage left there is paid for once per worker."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).parents[2]


def test_nothing_the_master_freezes_before_forking_is_garbage() -> None:
    """``gc.freeze`` puts every object out of the collector's reach: cycles made while building
    the app (priming the static answers left about 1 MB of them) were held by every worker for
    its life. Once what was made after the freeze is collected, thawing the frozen objects must
    give a collection nothing more to free."""
    script = "import gc, service.wsgi; gc.collect(); gc.unfreeze(); print(gc.collect())"
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr[-3000:]
    assert result.stdout.split() == ["0"]
