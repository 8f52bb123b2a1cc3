"""schemathesis on the committed contract, in-process: every operation, every check.

A contract and robustness net, not a rules oracle: it proves that whatever the schema allows (and
much that it does not) gets a documented status and a body that matches the contract, never a 500.
Settings, including the fixed seed, are in schemathesis.toml.
"""

from __future__ import annotations

import json
from pathlib import Path

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

schema = schemathesis.openapi.from_path(Path(__file__).parents[2] / "openapi.yaml")
schema.app = create_app({"VERIFY_COMPILED": True})


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
# ones). A parameter, so that each operation's test has a node id of its own: schemathesis
# names an unparametrized test's items apart, but under pytest 9 gives them one node id, and
# pytest-xdist then runs only the first operation (tests/conftest.py refuses shared ids).
@pytest.mark.parametrize("accept_encoding", ["identity"])
@schema.parametrize()
def test_every_operation_keeps_the_contract(case: schemathesis.Case, accept_encoding: str) -> None:
    case.call_and_validate(headers={"Accept-Encoding": accept_encoding})
