"""``POST /v1/histories``: a hand history in PHH, of whichever game its ``variant`` names."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from flask import Response

from service.api.contract.hand_state import StateResponseSchema
from service.api.contract.states import write_state
from service.api.edge import phh
from service.api.edge.paths import Blueprint
from service.api.edge.problems import documents_problems
from service.api.fast.answers import json_answer
from service.rules.games.catalog import CATALOG
from service.rules.histories.phh_reading import History, read_phh

blp = Blueprint(
    "histories",
    __name__,
    url_prefix="/v1/histories",
    description="Hand histories: a PHH document of any game the service plays.",
)

_STATE_SCHEMA = StateResponseSchema()


def _answer(history: History) -> dict[str, Any]:
    seats = [{"name": name} if name else {} for name in history.names]
    game = CATALOG[history.plan.game.id]
    return write_state(game, seats, history.state, scale=history.scale)


def _document(operations: dict[str, Any], path: Mapping[str, Any]) -> dict[str, Any]:
    """The operation with its example answer: the answer to the contract's example document
    (RR Razz: the K♠ brings in), replayed when the contract is first read, not at import (a
    server's master forks its workers before anyone reads it)."""
    operations = copy.deepcopy(operations)
    content = operations["post"]["responses"][200]["content"]["application/json"]
    content["example"] = _STATE_SCHEMA.dump(_answer(read_phh(phh.EXAMPLE)))
    return operations


@blp.route_each({"": {}}, _document, methods=["POST"])
@blp.doc(operationId="readHistory", **phh.DOC)
@blp.response(200, StateResponseSchema)
@documents_problems(blp, "POST")
def read_history() -> Response:
    """A PHH hand history replayed: the state of the game its variant names.

    The body is one PHH document (`Content-Type: application/x-phh+toml`) of any of PHH's
    eleven variants; `GET /v1/games` lists each game's `phh_variants`. The answer is the state
    `POST /v1/games/<game>/state` gives for the same document, with `scale` saying how many of
    its chips make one unit of the document's amounts (100 for dollars and cents). An action
    the game does not allow is a 422 naming `actions.<i>` and the rule; with
    `Accept: application/x-phh+toml` the answer is the hand so far in PHH.
    """
    history = phh.read_body(None)
    if phh.wants_phh():
        return phh.answer(history.plan, history.events, history.names, history.scale)
    return json_answer(_STATE_SCHEMA, _answer(history))
