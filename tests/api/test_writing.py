"""The writers compiled from the response schemas (service/api/fast/writing.py) against the
schemas and against marshmallow's own ``dump``.

Every state of every golden hand (tests/rules/hands/, each prefix of its events: the deal, each
street, the showdown, a passed-out deal, false openers, the old man's matching) is written by
the state answer's writer. The answer must be in the schema's shape (every required field, no
other) and be what marshmallow's ``dump`` makes of it; where a schema reads its fields as the
core value's attributes of the same names, marshmallow's ``dump`` of the core value itself must
give the same answer, the fields the contract leaves out when they have no value apart.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Final

import marshmallow as ma
import pytest
from hand_notation import play

from service.api.contract.hand_state import (
    FalseOpenersSchema,
    NextEventSchema,
    PaymentSchema,
    StateResponseSchema,
    TransferSchema,
)
from service.api.contract.pots import SettleResponseSchema, ShownHandSchema
from service.api.contract.sources import SOURCE
from service.api.contract.states import write_state
from service.api.fast.answers import shape_faults
from service.api.fast.writing import source_text, writer
from service.rules.games.catalog import CATALOG
from service.rules.games.events import HandState
from service.rules.games.old_man import OldManResult
from service.rules.games.openers import DrawPart

ROOT: Final = Path(__file__).parents[2]
CASES: Final = [
    case
    for path in sorted((ROOT / "tests" / "rules" / "hands").glob("*.json"))
    for case in json.loads(path.read_text())["cases"]
]


def _states(case: dict[str, Any]) -> Iterator[HandState]:
    lines = case["events"]
    for count in range(len(lines) + 1):
        yield play(case, lines[:count])


def _reads_attributes(schema: ma.Schema) -> bool:
    """Whether every field of ``schema`` and of its nested schemas is the core value's
    attribute of the field's own name (marshmallow's ``dump`` applies to the core value)."""
    for field in schema.dump_fields.values():
        if SOURCE in field.metadata:
            return False
        inner = field.inner if isinstance(field, ma.fields.List) else field
        if isinstance(inner, ma.fields.Nested) and not _reads_attributes(inner.schema):
            return False
    return True


def _dumped(schema: ma.Schema, value: Any) -> Any:
    """marshmallow's ``dump`` of a core value, less the fields the contract leaves out when
    they have no value (those neither required nor nullable), at every level."""
    dumped = schema.dump(value)
    return _left_out(schema, dumped)


def _left_out(schema: ma.Schema, dumped: dict[str, Any]) -> dict[str, Any]:
    out = {}
    for name, field in schema.dump_fields.items():
        key = field.data_key or name
        value = dumped[key]
        if value is None and not field.required:
            continue
        if isinstance(field, ma.fields.Nested) and value is not None:
            value = _left_out(field.schema, value)
        elif isinstance(field, ma.fields.List) and isinstance(field.inner, ma.fields.Nested):
            value = [_left_out(field.inner.schema, item) for item in value]
        out[key] = value
    return out


DUMP_APPLIES: Final = (PaymentSchema, FalseOpenersSchema, TransferSchema, ShownHandSchema)


def test_the_schemas_compared_with_dump_read_attributes_of_their_own_names() -> None:
    assert all(_reads_attributes(schema()) for schema in DUMP_APPLIES)
    assert not _reads_attributes(StateResponseSchema())
    assert not _reads_attributes(NextEventSchema())


def test_the_generated_code_names_every_field_once() -> None:
    """The writer is generated from the schema: each of its fields written once."""
    code = source_text(StateResponseSchema).split("def write_StateResponseSchema")[1]
    for name in StateResponseSchema().dump_fields:
        assert code.count(f"out[{name!r}]") + code.count(f"{name!r}: ") == 1, name


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_every_state_of_a_golden_hand_is_written_as_its_schema_says(case: dict[str, Any]) -> None:
    schema = StateResponseSchema()
    game = CATALOG[case["game"]]
    for state in _states(case):
        seats = [{"name": f"seat {i}"} if i % 2 else {} for i in range(len(state.seats))]
        answer = write_state(game, seats, state, scale=100 if len(seats) % 2 else None)
        assert shape_faults(schema, answer) == []
        assert schema.dump(answer) == answer
        assert json.loads(json.dumps(answer)) == answer  # JSON values only
        for payment, written in zip(state.payments, answer["payments"], strict=True):
            assert _dumped(PaymentSchema(), payment) == written
        if isinstance(state.part, DrawPart) and state.part.false_openers is not None:
            ruling = state.part.false_openers
            assert _dumped(FalseOpenersSchema(), ruling) == answer["false_openers"]
        if isinstance(state.part, OldManResult) and state.part.matching is not None:
            transfers = state.part.matching.transfers
            written_transfers = answer["old_man"]["matching"]["transfers"]
            assert [_dumped(TransferSchema(), t) for t in transfers] == written_transfers
        if state.result is not None:
            seats_written = answer["result"]["seats"]
            for seat, written in enumerate(seats_written):
                for evaluation, key in ((state.result.highs[seat], "high"),
                                        (state.result.lows[seat], "low")):  # fmt: skip
                    expected = (
                        None if evaluation is None else _dumped(ShownHandSchema(), evaluation)
                    )
                    assert written[key] == expected
            assert writer(SettleResponseSchema)(state.result, answer) == answer["result"]


def test_the_history_example_is_made_when_the_contract_is_first_read() -> None:
    """A server's master imports the app and forks: the example answer of ``/v1/histories``
    (a PHH document replayed) is made in a worker, when the contract is first asked for."""
    script = """
import service.rules.histories.phh_reading as reading
read = reading.read_phh
calls = []
reading.read_phh = lambda *given, **named: calls.append(1) or read(*given, **named)
import service.wsgi
print(len(calls))
from werkzeug.test import Client
Client(service.wsgi.app).get("/openapi.json")
print(len(calls))
"""
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr[-3000:]
    at_start, after_contract = map(int, result.stdout.split())
    assert at_start == 0
    assert after_contract >= 1
