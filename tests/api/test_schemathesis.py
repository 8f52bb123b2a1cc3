"""schemathesis on the committed contract, in-process: every operation, every check.

A contract and robustness net, not a rules oracle: it proves that whatever the schema allows (and
much that it does not) gets a documented status and a body that matches the contract, never a 500.
Settings, including the fixed seed, are in schemathesis.toml.
"""

from __future__ import annotations

from pathlib import Path

import schemathesis

from service.app import create_app

schema = schemathesis.openapi.from_path(Path(__file__).parents[2] / "openapi.yaml")
schema.app = create_app({"VERIFY_COMPILED": True})


@schema.parametrize()
def test_every_operation_keeps_the_contract(case: schemathesis.Case) -> None:
    # In process there is no HTTP client to undo compression, which large answers get when
    # the client accepts it: ask for them as they are (tests/api/test_open_port.py checks the
    # compressed ones).
    case.call_and_validate(headers={"Accept-Encoding": "identity"})
