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


_START_WORK = """
import service.api.views.games as games
asked = []
answer = games.state_answer
games.state_answer = lambda *given: asked.append(given) or answer(*given)
import service.wsgi
api = service.wsgi.app.extensions["flask-smorest"]["apis"][""]["ext_obj"]
print(len(asked), len(api.spec.to_dict().get("paths", {})))
from werkzeug.test import Client
Client(service.wsgi.app).get("/openapi.json")
print(len(asked), len(api.spec.to_dict()["paths"]))
"""


def test_the_master_writes_no_operation_and_replays_no_worked_hand_before_forking() -> None:
    """Writing every operation of the contract, each game's worked hands replayed for its
    examples, was a third of a fresh server's work before its first answer: it is done when
    the contract is first asked for (counted, not timed: a timing on a shared machine proves
    nothing)."""
    result = subprocess.run(
        [sys.executable, "-c", _START_WORK], cwd=ROOT, capture_output=True, text=True,
        timeout=120,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr[-3000:]
    at_start, after_contract = (line.split() for line in result.stdout.splitlines())
    assert at_start == ["0", "0"]
    replayed, paths = map(int, after_contract)
    assert replayed >= 22  # one worked hand or more for each game's state operation
    assert paths > 22


_EXAMPLE_WORK = """
from service.api.fast import answers
worked = []
class Counted(answers.Deferred):
    __slots__ = ()
    def __init__(self, make):
        super().__init__(lambda: worked.append(make) or make())
answers.Deferred = Counted
import service.wsgi
print(len(worked))
from werkzeug.test import Client
Client(service.wsgi.app).get("/openapi.json")
print(len({id(make) for make in worked}))
"""


def test_the_master_rules_on_no_operations_example_before_forking() -> None:
    """The answers the contract shows as examples (evaluate's hands, settle's pots, a betting
    round, each dispute's ruling, Counterbluff's, Jacks', Elimination's and Old Man's) were
    ruled on as the views were imported, a tenth of the master's start-up: they are ruled on
    when the contract is first written (service/api/fast/answers.py's ``later``)."""
    result = subprocess.run(
        [sys.executable, "-c", _EXAMPLE_WORK], cwd=ROOT, capture_output=True, text=True,
        timeout=120,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr[-3000:]
    before_contract, after_contract = map(int, result.stdout.split())
    assert before_contract == 0
    assert after_contract >= 18  # each operation's worked answers: 22 when this was written
