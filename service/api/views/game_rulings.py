"""Rulings a game offers on their own, for players settling a point at the table:
Elimination's totals, Jacks or Better's openers and false openers, Old Man's settlement
(RULES.md §1, §2, §5)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

import marshmallow as ma
from flask import Response

from service.api.contract.game_rulings import (
    FalseOpenersRequestSchema,
    FalseOpenersResponseSchema,
    OldManSettleRequestSchema,
    OldManSettleResponseSchema,
    OpenersRequestSchema,
    OpenersResponseSchema,
    TotalsRequestSchema,
    TotalsResponseSchema,
)
from service.api.edge.parsing import Blueprint
from service.api.edge.problems import documents_problems
from service.api.fast.answers import json_answer, later
from service.api.fast.writing import writer
from service.rules.games.false_openers import SeatChips
from service.rules.games.jacks_rulings import rule_on_false_openers, rule_on_openers
from service.rules.games.old_man import OldManSeat
from service.rules.games.old_man_settlement import rule_on_old_man
from service.rules.games.points import rule_on_totals

_WRITE_TOTALS: Final = writer(TotalsResponseSchema)
_WRITE_OPENERS: Final = writer(OpenersResponseSchema)
_WRITE_FALSE_OPENERS: Final = writer(FalseOpenersResponseSchema)
_WRITE_OLD_MAN_SETTLE: Final = writer(OldManSettleResponseSchema)
_TOTALS_SCHEMA: Final = TotalsResponseSchema()
_OPENERS_SCHEMA: Final = OpenersResponseSchema()
_FALSE_OPENERS_SCHEMA: Final = FalseOpenersResponseSchema()
_OLD_MAN_SETTLE_SCHEMA: Final = OldManSettleResponseSchema()

blp = Blueprint(
    "game-rulings",
    __name__,
    url_prefix="/v1/games",
    description="Rulings of one game on their own: totals, openers, false openers.",
)


def _totals(request: dict[str, Any]) -> dict[str, Any]:
    return _WRITE_TOTALS(rule_on_totals(request["cards"], set(request["exposed"])))


def _openers(request: dict[str, Any]) -> dict[str, Any]:
    return _WRITE_OPENERS(rule_on_openers(request["cards"]))


def _false_openers(request: dict[str, Any]) -> dict[str, Any]:
    return _WRITE_FALSE_OPENERS(
        rule_on_false_openers(
            [SeatChips(**seat) for seat in request["seats"]],
            request["opener"],
            request["found"],
            options=request["options"],
            reopened_by=request.get("reopened_by"),
            # Present and null: nobody reopened (case f); absent: not decided yet.
            reopening_decided="reopened_by" in request,
            carried=request["carried_pot"],
        )
    )


def _old_man_settle(request: dict[str, Any]) -> dict[str, Any]:
    seats = request["seats"]
    ruling = rule_on_old_man(
        [
            OldManSeat(
                declaration=s["declaration"], go=s["go"], cards=tuple(s["cards"]), stack=s["stack"]
            )
            for s in seats
        ],
        request["centre"],
        request["old_man"],
        dealer=request["dealer"],
        pot=request["pot"],
        options=request["options"],
    )
    return _WRITE_OLD_MAN_SETTLE(ruling, {"seats": seats})


def _example(
    schemas: tuple[type[ma.Schema], type[ma.Schema]],
    answer: Callable[[dict[str, Any]], dict[str, Any]],
    body: dict[str, Any],
) -> dict[str, Any]:
    """The answer to ``body``, as the service sends it, worked out when the contract is
    written."""
    request, response = schemas
    return later(lambda: response().dump(answer(request().load(body))))  # type: ignore[no-any-return]


def _titled(body: dict[str, Any], title: str) -> dict[str, Any]:
    """A request's one example, under the worked example it comes from."""
    return {"example": {"summary": title, "value": body}}


_TOTALS = {"cards": ["As", "Kd", "7c", "7h", "2s"], "exposed": ["7", "Q"]}
_OPENERS = {"cards": ["Jc", "Jd", "8d", "9d", "Qd"]}
_OLD_MAN = {
    "dealer": 5,
    "pot": 18,
    "centre": "5s",
    "old_man": ["2d", "3d", "6h", "8s", "Ad", "Ac"],
    "seats": [
        {"name": "Jim", "declaration": "high", "stack": 96},
        {"name": "Eric", "declaration": "high", "go": True, "stack": 96,
         "cards": ["6d", "Ah", "6c", "9c", "6s", "2s"]},
        {"name": "Nas", "stack": 99},
        {"name": "Fredo", "stack": 99},
        {"name": "Bottoms", "declaration": "high", "go": True, "stack": 96,
         "cards": ["3s", "2c", "Jh", "3h", "Jc", "Qs"]},
        {"name": "Ashley", "declaration": "high", "go": True, "stack": 96,
         "cards": ["7h", "4h", "Qh", "8h", "5h", "4c"]},
    ],
}  # fmt: skip
_FALSE_OPENERS = {
    "opener": 0,
    "found": "showdown",
    "seats": [{"antes": 5, "bets": 2}, {"bets": 2, "folded": True}, {"bets": 2, "folded": True}],
    "carried_pot": 10,
}


@blp.route("/elimination/totals", methods=["POST"])
@blp.doc(operationId="eliminationTotals")
@blp.arguments(
    TotalsRequestSchema,
    examples=_titled(_TOTALS, "Elimination: a seven and a queen turned up; the sevens go"),
)
@blp.response(
    200,
    TotalsResponseSchema,
    example=_example((TotalsRequestSchema, TotalsResponseSchema), _totals, _TOTALS),
)
@documents_problems(blp, "POST")
def elimination_totals(request: dict[str, Any]) -> Response:
    """Elimination: a hand's cards left and totals.

    The cards left after every exposed rank is discarded, the cards eliminated, and the best
    high and low totals with the value chosen for each card (ace 11 or 1, pictures 10 or ½).
    A player who has lost every card wins the whole pot at once (every pot he is in, if he is
    all in for less).
    """
    return json_answer(_TOTALS_SCHEMA, _totals(request))


@blp.route("/jacks_or_better/openers", methods=["POST"])
@blp.doc(operationId="jacksOpeners")
@blp.arguments(
    OpenersRequestSchema, examples=_titled(_OPENERS, "Jacks or Better: a pair of jacks opens")
)
@blp.response(
    200,
    OpenersResponseSchema,
    example=_example((OpenersRequestSchema, OpenersResponseSchema), _openers, _OPENERS),
)
@documents_problems(blp, "POST")
def jacks_openers(request: dict[str, Any]) -> Response:
    """Jacks or Better: may this hand open, with what.

    A pair of jacks or better opens: any pair from jacks up, two pair of any ranks, trips or
    any better hand. Tens and four-card draws do not.
    """
    return json_answer(_OPENERS_SCHEMA, _openers(request))


@blp.route("/jacks_or_better/false_openers", methods=["POST"])
@blp.doc(operationId="jacksFalseOpeners")
@blp.arguments(
    FalseOpenersRequestSchema,
    examples=_titled(
        _FALSE_OPENERS, "Jacks or Better: false openers after the others called, then folded"
    ),
)
@blp.response(
    200,
    FalseOpenersResponseSchema,
    example=_example(
        (FalseOpenersRequestSchema, FalseOpenersResponseSchema), _false_openers, _FALSE_OPENERS
    ),
)
@documents_problems(blp, "POST")
def jacks_false_openers(request: dict[str, Any]) -> Response:
    """Jacks or Better: the ruling on false openers, chip by chip.

    The six cases of the Jacks or Better write-up (poker.tj): a dead hand at the showdown (a);
    an uncalled bet forfeit to the next deal (b); bets returned when the callers folded (c);
    chips withdrawn when the opener owns up in the first round, the right to open passing on
    (d); re-entry only with new chips (e); the deal passing with the forfeited chips (f).
    Option `false_openers: rr` takes Robert's Rules' reading of (d): the pot plays.
    """
    return json_answer(_FALSE_OPENERS_SCHEMA, _false_openers(request))


@blp.route("/old_man/settle", methods=["POST"])
@blp.doc(operationId="oldManSettle")
@blp.arguments(
    OldManSettleRequestSchema,
    examples=_titled(
        _OLD_MAN, "Old Man's worked hand: Ashley's flush beats the old man; Eric and Bottoms match"
    ),
)
@blp.response(
    200,
    OldManSettleResponseSchema,
    example=_example(
        (OldManSettleRequestSchema, OldManSettleResponseSchema), _old_man_settle, _OLD_MAN
    ),
)
@documents_problems(blp, "POST")
def old_man_settle(request: dict[str, Any]) -> Response:
    """Old Man: who wins, who matches, the next pot.

    The pot is halved when both ways were declared (the odd chip to high), else contested
    whole one way. A go wins his part only if he is the best go that way and beats the old
    man's hand (his six cards and the centre card, its rank wild); a tie with the old man loses
    (option `old_man_tie`). A `both` go must win both ways or he wins nothing. A losing go
    matches the pot he contested, up to `match_cap` and never more than his `stack` (table
    stakes); a part nobody went for is shared by its declarers who stopped; a part the old man
    kept stays for the next hand. With `last_hand` the losers pay the winners instead, and a
    part nobody won is divided among the players still in who lost no go. A folded player is
    never paid.
    """
    return json_answer(_OLD_MAN_SETTLE_SCHEMA, _old_man_settle(request))
