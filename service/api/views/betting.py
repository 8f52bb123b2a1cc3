"""``POST /v1/betting/actions``: a betting round so far, the legal next actions, exact amounts.

The schemas are the contract (:mod:`service.api.contract.betting`); :func:`_question` reads a
loaded body into the core's question, :func:`service.rules.betting.ruling.rule` rules on it, and
:func:`_answer` writes the ruling.
"""

from __future__ import annotations

from typing import Any, Final

from flask import Response

from service.api.contract.betting import STUD_STREETS, RoundRequestSchema
from service.api.contract.betting_answer import RoundResponseSchema
from service.api.edge.parsing import Blueprint
from service.api.edge.problems import documents_problems
from service.api.fast.answers import example, json_answer, later
from service.api.fast.writing import writer
from service.rules.betting.round import Act, HeadsUpRaises
from service.rules.betting.ruling import (
    BlindGame,
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
    """The loaded body, of the kind its `round` names, as the core's question."""
    kind = request["round"]
    stud = draw = blind_game = None
    first = bet = big_bet = bring_in = None
    if kind == "stud":
        stud = StudGame(
            street=STUD_STREETS[request["street"]], dealer=request["dealer"],
            small_bet=request["small_bet"], big_bet=request["big_bet"],
            bring_in=request["bring_in"], low=request["low_game"], high_low=request["high_low"],
            big_bets_from_fifth=request["big_bets_from_fifth"],
            showing_tie=request["showing_tie"], wild=request["wild"],
        )  # fmt: skip
    elif kind == "draw":
        draw = DrawGame(
            dealer=request["dealer"],
            opener=request["opener"],
            jacks_or_better=request["jacks_or_better"],
        )
        bet = request["bet"]
    elif kind == "blinds":
        blind_game = BlindGame(
            dealer=request["dealer"],
            blinds=tuple(request["blinds"]),
            straddle_raise=request["straddle_raise"],
        )
    else:
        first, bet = request["first"], request["bet"]
        big_bet, bring_in = request["big_bet"], request["bring_in"]
    return Question(
        structure=request["structure"],
        seats=tuple(
            Seat(stack=s["stack"], folded=s.get("folded", False), up_cards=tuple(s.get("up", ())),
                 cards=tuple(s.get("cards", ())))
            for s in request["seats"]
        ),
        bet=bet,
        big_bet=big_bet,
        bring_in=bring_in,
        max_raises=request.get("max_raises", 3),
        raise_at_least_last=request.get("raise_at_least_last", True),
        heads_up_raises=request.get("heads_up_raises", HeadsUpRaises.UNLIMITED_IF_TWO_AT_START),
        pot=request["pot"],
        first=first,
        stud=stud,
        draw=draw,
        blind_game=blind_game,
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
    "round": "draw",
    "structure": "fixed_limit",
    "bet": 5,
    "pot": 11,
    "dealer": 0,
    "opener": 0,
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
    "round": "stud",
    "structure": "fixed_limit",
    "street": "third street",
    "dealer": 3,
    "small_bet": 10,
    "big_bet": 20,
    "bring_in": 4,
    "pot": 4,
    "seats": [
        {"name": "Ann", "stack": 199, "up": ["9h"]},
        {"name": "Bob", "stack": 199, "up": ["2c"]},
        {"name": "Cy", "stack": 199, "up": ["Kd"]},
        {"name": "Di", "stack": 199, "up": ["2d"]},
    ],
    "actions": [{"seat": 1, "type": "bring_in", "to": 4}],
}


# Hold'em before the flop (RR Button and Blind Use): Ann deals, Bob posts the small blind of 1
# and Cy the big blind of 2; Ann, first to act, raises to 6: Bob may fold, call or raise.
BLINDS_EXAMPLE: Final = {
    "round": "blinds",
    "structure": "no_limit",
    "dealer": 0,
    "blinds": [1, 2],
    "seats": [
        {"name": "Ann", "stack": 100},
        {"name": "Bob", "stack": 100},
        {"name": "Cy", "stack": 100},
    ],
    "actions": [{"seat": 0, "type": "raise", "to": 6}],
}


# A round whose first seat and bet the caller gives: no limit, 10 the smallest bet; seat 0
# bets 30, and a raise by seat 1 must add at least 30 (RR No limit and pot limit).
SEAT_EXAMPLE: Final = {
    "round": "seat",
    "structure": "no_limit",
    "first": 0,
    "bet": 10,
    "pot": 40,
    "seats": [{"name": "Ann", "stack": 200}, {"name": "Bob", "stack": 200}],
    "actions": [{"seat": 0, "type": "bet", "to": 30}],
    "proposed": {"seat": 1, "type": "raise", "to": 50},
}
_EXAMPLES: Final[dict[str, tuple[str, dict[str, Any]]]] = {
    "draw": ("Jacks or Better after the draw: the opener faces a bet and a raise", EXAMPLE),
    "stud": (
        "Seven-card stud third street after the bring-in (pagat's example stakes)",
        STUD_EXAMPLE,
    ),
    "blinds": ("Hold'em before the flop: the blinds posted, a raise from the button",
               BLINDS_EXAMPLE),
    "seat": ("No limit: a raise must add at least the last bet", SEAT_EXAMPLE),
}  # fmt: skip


def _example(summary: str, request: dict[str, Any]) -> dict[str, Any]:
    def value() -> Any:
        return example(_answer(rule(_question(RoundRequestSchema().load(request)))))

    return {"summary": summary, "value": later(value)}


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
