"""``POST /v1/betting/actions``: a betting round so far, the legal next actions, exact amounts."""

from __future__ import annotations

from typing import Any, Final

import marshmallow as ma

from service.api.explanation import RuleSchema, explain
from service.api.fields import StrictBoolean
from service.api.parsing import Blueprint
from service.api.problems import documents_problems
from service.rules.betting.round import Act, Move, Player, RoundState, Stakes, Structure, replay
from service.rules.errors import RuleViolation

MAX_SEATS: Final = 10
MAX_ACTIONS: Final = 200
"""A round with ten players and a cap has a few dozen actions; two hundred is far beyond."""
MAX_CHIPS: Final = 10**9

blp = Blueprint(
    "betting", __name__, url_prefix="/v1/betting", description="Betting rounds: legal actions."
)


def _chips(least: int = 0, **kwargs: Any) -> ma.fields.Integer:
    return ma.fields.Integer(strict=True, validate=ma.validate.Range(least, MAX_CHIPS), **kwargs)


class BettingSeatSchema(ma.Schema):
    """A seat as the round starts."""

    name = ma.fields.String(validate=ma.validate.Length(1, 64))
    stack = _chips(required=True, metadata={"description": "Chips behind, not yet in the pot."})
    folded = StrictBoolean(load_default=False, metadata={"description": "Folded earlier."})


class ActionSchema(ma.Schema):
    """One action; `to` is the seat's total in this round after it."""

    seat = ma.fields.Integer(strict=True, required=True, validate=ma.validate.Range(0, 9))
    action = ma.fields.Enum(Move, by_value=True, required=True)
    to = _chips(
        load_default=0,
        metadata={
            "description": "For bet, raise, complete and bring_in: the seat's total in "
            "this round afterwards (`raise` to 30). Ignored for the others."
        },
    )


class RoundRequestSchema(ma.Schema):
    """The structure and stakes of the round, the seats, and the actions so far."""

    structure = ma.fields.Enum(Structure, by_value=True, required=True)
    bet = _chips(
        1,
        required=True,
        metadata={
            "description": "Fixed limit: this round's bet. Pot and no limit: the smallest bet."
        },
    )
    big_bet = _chips(1, allow_none=True, load_default=None)
    bring_in = _chips(1, allow_none=True, load_default=None)
    max_raises = ma.fields.Integer(
        strict=True,
        allow_none=True,
        load_default=3,
        validate=ma.validate.Range(0, 100),
        metadata={"description": "Fixed limit: raises allowed after the bet; null for no cap."},
    )
    raise_at_least_last = StrictBoolean(load_default=True)
    pot = _chips(load_default=0, metadata={"description": "Chips in the pot before the round."})
    first = ma.fields.Integer(
        strict=True,
        required=True,
        validate=ma.validate.Range(0, MAX_SEATS - 1),
        metadata={"description": "The seat that acts first in this round."},
    )
    seats = ma.fields.List(
        ma.fields.Nested(BettingSeatSchema),
        required=True,
        validate=ma.validate.Length(2, MAX_SEATS),
    )
    actions = ma.fields.List(
        ma.fields.Nested(ActionSchema),
        load_default=list,
        validate=ma.validate.Length(max=MAX_ACTIONS),
    )
    proposed = ma.fields.Nested(
        ActionSchema,
        allow_none=True,
        load_default=None,
        metadata={"description": "An action to check without taking it."},
    )


class LegalSchema(ma.Schema):
    """A legal action and its amounts."""

    action = ma.fields.String(required=True, metadata={"enum": [m.value for m in Move]})
    min_to = ma.fields.Integer(required=True)
    max_to = ma.fields.Integer(required=True)
    all_in = ma.fields.Boolean(required=True)


class VerdictSchema(ma.Schema):
    """Whether the proposed action is legal, and if not why."""

    legal = ma.fields.Boolean(required=True)
    rule = ma.fields.String()
    reason = ma.fields.String()


class RoundResponseSchema(ma.Schema):
    """Where the round stands."""

    complete = ma.fields.Boolean(required=True)
    next_seat = ma.fields.Integer(required=True, allow_none=True)
    legal = ma.fields.List(ma.fields.Nested(LegalSchema), required=True)
    pot = ma.fields.Integer(required=True)
    current_bet = ma.fields.Integer(required=True)
    raises = ma.fields.Integer(required=True)
    put_in = ma.fields.List(ma.fields.Integer(), required=True)
    folded = ma.fields.List(ma.fields.Integer(), required=True)
    all_in = ma.fields.List(ma.fields.Integer(), required=True)
    proposed = ma.fields.Nested(VerdictSchema)
    explanation = ma.fields.List(ma.fields.Nested(RuleSchema), required=True)


def _replay(request: dict[str, Any], actions: list[dict[str, Any]]) -> RoundState:
    seats = request["seats"]
    for place, seat in [(("first",), request["first"])] + [
        (("actions", i, "seat"), a["seat"]) for i, a in enumerate(actions)
    ]:
        if seat >= len(seats):
            raise RuleViolation(
                "betting.turn", f"there is no seat {seat} at this table", at=(place,)
            )
    stakes = Stakes(
        structure=request["structure"],
        bet=request["bet"],
        big_bet=request["big_bet"],
        bring_in=request["bring_in"],
        max_raises=request["max_raises"],
        raise_at_least_last=request["raise_at_least_last"],
    )
    return replay(
        stakes,
        [Player(stack=s["stack"], live=not s["folded"]) for s in seats],
        first=request["first"],
        acts=[Act(seat=a["seat"], move=a["action"], to=a["to"]) for a in actions],
        pot_before=request["pot"],
    )


def _answer(request: dict[str, Any]) -> dict[str, Any]:
    state = _replay(request, request["actions"])
    answer: dict[str, Any] = {
        "complete": state.complete,
        "next_seat": state.next_seat,
        "legal": [
            {"action": m.move.value, "min_to": m.min_to, "max_to": m.max_to, "all_in": m.all_in}
            for m in state.legal
        ],
        "pot": state.pot,
        "current_bet": state.current_bet,
        "raises": state.raises,
        "put_in": list(state.put_in),
        "folded": list(state.folded),
        "all_in": list(state.all_in),
    }
    rules = ["betting.turn", "betting.move", "betting.amount", "betting.table-stakes"]
    if request["proposed"] is not None:
        try:
            _replay(request, [*request["actions"], request["proposed"]])
            answer["proposed"] = {"legal": True}
        except RuleViolation as violation:
            answer["proposed"] = {
                "legal": False,
                "rule": violation.rule,
                "reason": violation.detail,
            }
            rules.append(violation.rule)
    if state.complete:
        rules.append("betting.round-over")
    answer["explanation"] = explain(dict.fromkeys(rules))
    return answer


# S1's worked example after the draw: limit 5; the opener (the dealer, seat 0) speaks first
# and checks, Player 2 bets, Player 3 raises: the dealer's choices are fold, call or raise.
EXAMPLE: Final = {
    "structure": "fixed_limit",
    "bet": 5,
    "pot": 11,
    "first": 0,
    "seats": [
        {"name": "Player 1", "stack": 98},
        {"name": "Player 2", "stack": 98},
        {"name": "Player 3", "stack": 98},
        {"name": "Player 4", "stack": 100, "folded": True},
        {"name": "Player 5", "stack": 100, "folded": True},
    ],
    "actions": [
        {"seat": 0, "action": "check"},
        {"seat": 1, "action": "bet", "to": 5},
        {"seat": 2, "action": "raise", "to": 10},
    ],
    "proposed": {"seat": 0, "action": "raise", "to": 12},
}


@blp.route("/actions", methods=["POST"])
@blp.doc(
    operationId="bettingActions",
    summary="A betting round so far: whose turn, every legal action with exact amounts.",
)
@blp.arguments(RoundRequestSchema, example=EXAMPLE)
@blp.response(
    200,
    RoundResponseSchema,
    example=RoundResponseSchema().dump(_answer(RoundRequestSchema().load(EXAMPLE))),
)
@documents_problems(blp, "POST")
def betting_actions(request: dict[str, Any]) -> dict[str, Any]:
    """Replays the actions; the first illegal one is a 422 naming `actions.<i>` and the rule.

    A `proposed` action is checked without being taken: the answer says whether it is legal and,
    if not, why.
    """
    return _answer(request)
