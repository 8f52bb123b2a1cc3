"""``POST /v1/betting/actions``: a betting round so far, the legal next actions, exact amounts.

The schemas are the contract (:mod:`service.api.contract.betting`); :func:`_question` reads a
loaded body into the core's question, :func:`service.rules.betting.ruling.rule` rules on it, and
:func:`_answer` writes the ruling.
"""

from __future__ import annotations

from typing import Any, Final

from flask import Response

from service.api.contract.betting import (
    STUD_STREETS,
    RoundRequestSchema,
    RoundResponseSchema,
)
from service.api.edge.parsing import Blueprint
from service.api.edge.problems import documents_problems
from service.api.fast.answers import json_answer
from service.api.fast.writing import writer
from service.rules.betting.round import Act
from service.rules.betting.ruling import (
    DrawGame,
    Question,
    Ruling,
    Seat,
    StudGame,
    rule,
)

blp = Blueprint(
    "betting", __name__, url_prefix="/v1/betting", description="Betting rounds: legal actions."
)


def _question(request: dict[str, Any]) -> Question:
    """The loaded body as the core's question."""
    stud, draw = request["stud"], request["draw"]
    return Question(
        structure=request["structure"],
        seats=tuple(
            Seat(stack=s["stack"], folded=s["folded"], up_cards=tuple(s["up"]),
                 cards=tuple(s["cards"]))
            for s in request["seats"]
        ),
        bet=request["bet"],
        big_bet=request["big_bet"],
        bring_in=request["bring_in"],
        max_raises=request["max_raises"],
        raise_at_least_last=request["raise_at_least_last"],
        heads_up_raises=request["heads_up_raises"],
        pot=request["pot"],
        first=request["first"],
        stud=StudGame(**stud | {"street": STUD_STREETS[stud["street"]]}) if stud else None,
        draw=DrawGame(**draw) if draw is not None else None,
        actions=tuple(_act(a) for a in request["actions"]),
        proposed=_act(request["proposed"]) if request["proposed"] is not None else None,
    )  # fmt: skip


def _act(action: dict[str, Any]) -> Act:
    return Act(seat=action["seat"], move=action["type"], to=action["to"])


def _answer(ruling: Ruling) -> dict[str, Any]:
    """The ruling as the response body."""
    return _WRITE(ruling)


_WRITE: Final = writer(RoundResponseSchema)


# S1's worked example after the draw: limit 5; the opener (the dealer, seat 0) speaks first
# and checks, Player 2 bets, Player 3 raises: the dealer's choices are fold, call or raise.
EXAMPLE: Final = {
    "structure": "fixed_limit",
    "bet": 5,
    "pot": 11,
    "draw": {"dealer": 0, "opener": 0},
    "seats": [
        {"name": "Player 1", "stack": 98},
        {"name": "Player 2", "stack": 98},
        {"name": "Player 3", "stack": 98},
        {"name": "Player 4", "stack": 100, "folded": True},
        {"name": "Player 5", "stack": 100, "folded": True},
    ],
    "actions": [
        {"seat": 0, "type": "check"},
        {"seat": 1, "type": "bet", "to": 5},
        {"seat": 2, "type": "raise", "to": 10},
    ],
    "proposed": {"seat": 0, "type": "raise", "to": 12},
}


# S3's fixed-limit structure (ante 0.50, bring-in 2, bets 5 and 10, here in units of 50 cents):
# third street; the 2♣ is the lowest card and brings in.
STUD_EXAMPLE: Final = {
    "structure": "fixed_limit",
    "pot": 4,
    "stud": {"street": "third street", "dealer": 3, "small_bet": 10, "big_bet": 20, "bring_in": 4},
    "seats": [
        {"name": "Ann", "stack": 199, "up": ["9h"]},
        {"name": "Bob", "stack": 199, "up": ["2c"]},
        {"name": "Cy", "stack": 199, "up": ["Kd"]},
        {"name": "Di", "stack": 199, "up": ["2d"]},
    ],
    "actions": [{"seat": 1, "type": "bring_in", "to": 4}],
}
_EXAMPLES: Final[dict[str, tuple[str, dict[str, Any]]]] = {
    "draw": ("S1 after the draw: the opener faces a bet and a raise", EXAMPLE),
    "stud": (
        "Seven-card stud third street after the bring-in (pagat's example stakes)",
        STUD_EXAMPLE,
    ),
}


def _example(summary: str, request: dict[str, Any]) -> dict[str, Any]:
    answer = _answer(rule(_question(RoundRequestSchema().load(request))))
    return {"summary": summary, "value": RoundResponseSchema().dump(answer)}


@blp.route("/actions", methods=["POST"])
@blp.doc(
    operationId="bettingActions",
    summary="A betting round so far: whose turn, every legal action with exact amounts.",
)
@blp.arguments(
    RoundRequestSchema,
    examples={name: {"summary": s, "value": r} for name, (s, r) in _EXAMPLES.items()},
)
@blp.response(
    200,
    RoundResponseSchema,
    examples={name: _example(s, r) for name, (s, r) in _EXAMPLES.items()},
)
@documents_problems(blp, "POST")
def betting_actions(request: dict[str, Any]) -> Response:
    """Replays the actions; the first illegal one is a 422 naming `actions.<i>` and the rule.

    A `proposed` action is checked without being taken: the answer says whether it is legal and,
    if not, why.
    """
    return json_answer(_RESPONSE_SCHEMA, _answer(rule(_question(request))))


_RESPONSE_SCHEMA: Final = RoundResponseSchema()
