"""``POST /v1/pots/settle``: side pots, split pots, declarations and odd chips to the chip."""

from __future__ import annotations

from typing import Any, Final

from flask import Response

from service.api.contract.options import game_rules
from service.api.contract.pots import SettleRequestSchema, SettleResponseSchema
from service.api.edge.parsing import Blueprint
from service.api.edge.problems import documents_problems
from service.api.fast.answers import example, json_answer, later
from service.api.fast.direct import direct_route
from service.api.fast.writing import writer
from service.rules.pots.showdown import Game, SeatAtShowdown, showdown
from service.rules.ranking.systems import system_named

blp = Blueprint(
    "pots", __name__, url_prefix="/v1/pots", description="Settle pots: who gets which chips."
)


def _settle(request: dict[str, Any]) -> dict[str, Any]:
    low = request["low"]
    game = game_rules(request) or Game(
        high=None if request["high_ranking"] is None else system_named(request["high_ranking"]),
        low=low["ranking"] if low else None,
        qualifier=low["qualifier"] if low else None,
        declare=request["declare"],
        wild=request["wild"],
        deck=request["deck"],
        odd_chip=request["odd_chip"],
        failed_pigs=request["failed_pigs"],
        no_qualifying_low=request["no_qualifying_low"],
    )
    seats = [
        SeatAtShowdown(
            contributed=seat["contributed"],
            folded=seat["folded"],
            cards=tuple(seat["cards"]),
            declaration=seat["declaration"],
        )
        for seat in request["seats"]
    ]
    result = showdown(seats, request["board"], game, request["dealer"], mucked=request["mucked"])
    return _WRITE(result, {"seats": request["seats"]})


_WRITE: Final = writer(SettleResponseSchema)


# S1's worked example: the dealer opened and folded after the draw; Player 3's straight flush
# beats Player 2's straight; the pot is 31 and Player 3's profit 19 (RULES.md §2 erratum).
S1_EXAMPLE: Final = {
    "dealer": 0,
    "seats": [
        {"name": "Player 1", "contributed": 7, "folded": True},
        {"name": "Player 2", "contributed": 12, "cards": ["6c", "7h", "8s", "9c", "Tc"]},
        {"name": "Player 3", "contributed": 12, "cards": ["9d", "Jd", "Qd", "Kd", "Td"]},
        {"name": "Player 4", "contributed": 0, "folded": True},
        {"name": "Player 5", "contributed": 0, "folded": True},
    ],
}
# S3: a higher straight flush takes high, and the steel wheel only shares low with a plain
# wheel: a quarter of a three-way pot.
STEEL_WHEEL_EXAMPLE: Final = {
    "dealer": 2,
    "low": {"ranking": "ace_to_five", "qualifier": 8},
    "seats": [
        {"name": "steel wheel", "contributed": 40, "cards": ["As", "2s", "3s", "4s", "5s"]},
        {"name": "wheel", "contributed": 40, "cards": ["Ah", "2d", "3c", "4h", "5d"]},
        {"name": "straight flush", "contributed": 40, "cards": ["6h", "7h", "8h", "9h", "Th"]},
    ],
}
_EXAMPLES: Final[dict[str, tuple[str, dict[str, Any]]]] = {
    "s1_pot_of_31": ("Five players, three fold: a straight flush wins the pot of 31", S1_EXAMPLE),
    "steel_wheel": (
        "High-low, eight or better: two wheels share the low half, a quarter each",
        STEEL_WHEEL_EXAMPLE,
    ),
}


def _example(summary: str, request: dict[str, Any]) -> dict[str, Any]:
    def value() -> Any:
        return example(_settle(SettleRequestSchema().load(request)))

    return {"summary": summary, "value": later(value)}


@blp.route("/settle", methods=["POST"])
@blp.doc(
    operationId="settlePots",
    summary="Settle a hand: side pots, high-low halves, declarations, odd chips, payouts.",
)
@blp.arguments(
    SettleRequestSchema,
    examples={name: {"summary": s, "value": r} for name, (s, r) in _EXAMPLES.items()},
)
@blp.response(
    200,
    SettleResponseSchema,
    examples={name: _example(s, r) for name, (s, r) in _EXAMPLES.items()},
)
@documents_problems(blp, "POST")
def settle_pots(request: dict[str, Any]) -> Response:
    """Refund the uncalled chips, build the side pots, split each pot by the game's rules and
    pay every seat to the chip; each ruling cites its rules.

    Impossible input is a 422 naming the rule: a live seat without cards whose hand decides a
    pot, a declaration in a cards-speak game, a dealer who is not at the table, a card twice.
    """
    return json_answer(_RESPONSE_SCHEMA, _settle(request))


_RESPONSE_SCHEMA: Final = SettleResponseSchema()
# Plain requests are answered by the same function without the framework (:mod:`..fast.direct`).
direct_route("/v1/pots/settle", f"{blp.name}.{settle_pots.__name__}", _settle)
