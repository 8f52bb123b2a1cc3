"""schemathesis on the committed contract, in-process: every operation, every check.

A contract and robustness net, not a rules oracle: it proves that whatever the schema allows (and
much that it does not) gets a documented status and a body that matches the contract, never a 500.
Settings, including the fixed seed, are in schemathesis.toml.

The contract is loaded by a fixture (``schemathesis.pytest.from_fixture``), and each test runs
its operations as subtests: schemathesis builds an operation's cases (its coverage phase) when
its test is made, and built at collection, as ``schema.parametrize()`` does, that took about 20 s
of CPU in every pytest-xdist process, all but one of which then never ran them (a tenth of
``make test``'s CPU, which matters beside a CPU-bound job).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Final

import pytest
import schemathesis

from service.app import create_app


@schemathesis.serializer("application/x-phh+toml")
def phh_body(ctx: schemathesis.SerializationContext, value: object) -> bytes:
    """A PHH body as the contract describes it: a string, sent as its UTF-8 text (a value of
    another type, from the negative phase, as its JSON text). Whatever the string, the state
    endpoints read it as a hand history and refuse one they cannot read citing `phh.document`."""
    return (value if isinstance(value, str) else json.dumps(value)).encode("utf-8", "replace")


pytestmark = pytest.mark.slow  # every operation through three phases: a minute of one process


@pytest.fixture
def contract() -> schemathesis.BaseSchema:
    """The committed contract, called in process on an app that checks its direct answers."""
    loaded = schemathesis.openapi.from_path(Path(__file__).parents[2] / "openapi.yaml")
    loaded.app = create_app({"VERIFY_COMPILED": True})
    return loaded


@pytest.fixture(autouse=True)
def _node_id_for_lazy_schemas(request: pytest.FixtureRequest) -> None:
    """schemathesis 4.32's lazy schemas read and write ``node._nodeid`` to name each operation's
    subtest in reports, an attribute pytest 9 no longer has (it keeps ``_id``): given here, as
    a plain attribute pytest itself never reads. Drop it once schemathesis reads ``nodeid``."""
    request.node._nodeid = request.node.nodeid


contract_lazily = schemathesis.pytest.from_fixture("contract")


def answers_valid_data(status: int, content: bytes) -> bool:
    """Whether ``status`` and ``content`` answer a request the contract accepts: a 2xx, or a
    422 naming the rule it breaks, or a 413 or 422 naming the service limit it exceeds."""
    if status < 400:
        return True
    try:
        body = json.loads(content)
    except ValueError:
        return False
    if not isinstance(body, dict):
        return False
    return (status == 422 and bool(body.get("rule"))) or (
        status in (413, 422) and body.get("limit") in ("size", "cost")
    )


@pytest.mark.parametrize(
    ("status", "body", "answers"),
    [
        (200, {}, True),
        (422, {"rule": "cards.duplicate", "errors": {"hands.1.cards.0": ["..."]}}, True),
        (422, {"limit": "cost"}, True),
        (413, {"limit": "size"}, True),
        (422, {"errors": {"dealer": ["Not a valid integer."]}}, False),
        (422, {"errors": {"ranking": ["Must be one of: ace_to_five."]}}, False),
        (400, {"errors": {"json": ["The body is not valid JSON."]}}, False),
        (413, {"rule": "cards.duplicate"}, False),
        (500, {}, False),
    ],
)
def test_only_a_rule_or_a_limit_excuses_refusing_valid_data(
    status: int, body: dict[str, object], answers: bool
) -> None:
    assert answers_valid_data(status, json.dumps(body).encode()) is answers


@schemathesis.check
def refusals_name_a_rule(
    ctx: schemathesis.CheckContext, response: schemathesis.Response, case: schemathesis.Case
) -> bool | None:
    """A request that follows the contract gets a 2xx, or a problem naming the rule of poker it
    breaks (``rule``) or the service limit it exceeds (``limit``): never a refusal the schema
    could have said (a type, a range, an enum value, an unknown field, a combination)."""
    meta = case.meta
    if meta is None or not meta.generation.mode.is_positive:
        return None
    if answers_valid_data(response.status_code, response.content):
        return None
    raise AssertionError(
        f"A request the contract accepts was refused without a rule: {response.status_code} "
        f"{response.text[:2000]}"
    )


# In process there is no HTTP client to undo compression, which large answers get when the
# client accepts it: ask for them as they are (tests/api/test_open_port.py checks the compressed
# ones). The games' state operations (one a game, alike but for their options and events) in one
# test, the others in another: each test runs its operations one after the other, as subtests.
_IDENTITY: Final = {"Accept-Encoding": "identity"}


@contract_lazily.include(path_regex="^/v1/games/[a-z_]+/state$").parametrize()
def test_every_games_state_operation_keeps_the_contract(case: schemathesis.Case) -> None:
    case.call_and_validate(headers=_IDENTITY)


@contract_lazily.exclude(path_regex="^/v1/games/[a-z_]+/state$").parametrize()
def test_every_other_operation_keeps_the_contract(case: schemathesis.Case) -> None:
    case.call_and_validate(headers=_IDENTITY)
