"""schemathesis on the committed contract, in-process: every operation, every check.

A contract and robustness net, not a rules oracle: it proves that whatever the schema allows (and
much that it does not) gets a documented status and a body that matches the contract, never a 500.
Settings, including the fixed seed, are in schemathesis.toml.
"""

from __future__ import annotations

import json
from pathlib import Path

import schemathesis

from service.app import create_app

schema = schemathesis.openapi.from_path(Path(__file__).parents[2] / "openapi.yaml")
schema.app = create_app({"VERIFY_COMPILED": True})


@schemathesis.check
def refusals_name_a_rule(
    ctx: schemathesis.CheckContext, response: schemathesis.Response, case: schemathesis.Case
) -> bool | None:
    """A request that follows the contract gets a 2xx, or a problem naming the rule of poker it
    breaks (``rule``) or the service limit it exceeds (``limit``): never a refusal the schema
    could have said (a type, a range, an enum value, an unknown field, a combination)."""
    meta = case.meta
    if meta is None or not meta.generation.mode.is_positive or response.status_code < 400:
        return None
    try:
        body = json.loads(response.content)
    except ValueError:
        body = {}
    named = isinstance(body, dict) and (body.get("rule") or body.get("limit"))
    if response.status_code in (413, 422) and named:
        return None
    raise AssertionError(
        f"A request the contract accepts was refused without a rule: {response.status_code} "
        f"{response.text[:2000]}"
    )


@schema.parametrize()
def test_every_operation_keeps_the_contract(case: schemathesis.Case) -> None:
    # In process there is no HTTP client to undo compression, which large answers get when
    # the client accepts it: ask for them as they are (tests/api/test_open_port.py checks the
    # compressed ones).
    case.call_and_validate(headers={"Accept-Encoding": "identity"})
