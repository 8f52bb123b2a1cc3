"""Rulings a game offers on their own, for players settling a point at the table:
Elimination's totals, Jacks or Better's openers and false openers (RULES.md §1, §2)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import marshmallow as ma

from service.api.explanation import explain
from service.api.game_ruling_schemas import (
    FalseOpenersRequestSchema,
    FalseOpenersResponseSchema,
    OpenersRequestSchema,
    OpenersResponseSchema,
    TotalsRequestSchema,
    TotalsResponseSchema,
)
from service.api.games import false_openers_answer
from service.api.parsing import Blueprint
from service.api.problems import documents_problems
from service.rules.betting.openers import has_openers, openers_in
from service.rules.cards import Card
from service.rules.decks import STANDARD
from service.rules.errors import RuleViolation
from service.rules.games.false_openers import FalseOpenersRule, SeatChips, rule_on
from service.rules.games.points import as_points, high_value, low_value, totals
from service.rules.ranking import RankingSystem, evaluate_hand

blp = Blueprint(
    "game-rulings",
    __name__,
    url_prefix="/v1/games",
    description="Rulings of one game on their own: totals, openers, false openers.",
)


def _naturals(cards: list[Any], field: str) -> list[Card]:
    """The cards, checked: a standard pack, no card twice, no joker."""
    STANDARD.check_no_duplicates([((field, k), c) for k, c in enumerate(cards)])
    for k, card in enumerate(cards):
        if not isinstance(card, Card):
            raise RuleViolation(
                "cards.deck", "this game is played with a 52-card pack: no joker", at=((field, k),)
            )
    return cards


def _totals(request: dict[str, Any]) -> dict[str, Any]:
    cards = _naturals(request["cards"], "cards")
    held = totals(cards, set(request["exposed"]))

    def best(total: int | None, value: Any) -> dict[str, Any] | None:
        if total is None:
            return None
        return {
            "total": as_points(total),
            "values": [{"card": c, "value": as_points(value(c))} for c in held.kept],
        }

    rules = ["elimination.values", "elimination.reveal", "cards.duplicate"]
    if held.lost_every_card:
        rules.append("elimination.end")
    return {
        "cards_left": list(held.kept),
        "eliminated": list(held.eliminated),
        "high": best(held.high, high_value),
        "low": best(held.low, low_value),
        "lost_every_card": held.lost_every_card,
        "explanation": explain(rules),
    }


def _openers(request: dict[str, Any]) -> dict[str, Any]:
    cards = _naturals(request["cards"], "cards")
    hand = evaluate_hand(cards, RankingSystem.HIGH)
    return {
        "may_open": has_openers(cards),
        "hand": hand.description,
        "openers": list(openers_in(cards)),
        "needs": "a pair of jacks or better",
        "explanation": explain(["jacks.openers", *hand.rules]),
    }


def _false_openers(request: dict[str, Any]) -> dict[str, Any]:
    seats = [SeatChips(**seat) for seat in request["seats"]]
    decided = "reopened_by" in request
    ruling = rule_on(
        seats,
        request["opener"],
        request["found"],
        reading=request["options"].get("false_openers", FalseOpenersRule.S1),
        reopened_by=request.get("reopened_by"),
        reopening_decided=decided,
    )
    return false_openers_answer(ruling) | {"explanation": explain([ruling.rule, "jacks.openers"])}


def _example(
    schemas: tuple[type[ma.Schema], type[ma.Schema]],
    answer: Callable[[dict[str, Any]], dict[str, Any]],
    body: dict[str, Any],
) -> dict[str, Any]:
    """The answer to ``body``, as the service sends it."""
    request, response = schemas
    dumped: dict[str, Any] = response().dump(answer(request().load(body)))
    return dumped


_TOTALS = {"cards": ["As", "Kd", "7c", "7h", "2s"], "exposed": ["7", "Q"]}
_OPENERS = {"cards": ["Jc", "Jd", "8d", "9d", "Qd"]}
_FALSE_OPENERS = {
    "opener": 0,
    "found": "showdown",
    "seats": [{"antes": 5, "bets": 2}, {"bets": 2, "folded": True}, {"bets": 2, "folded": True}],
}


@blp.route("/elimination/totals", methods=["POST"])
@blp.doc(operationId="eliminationTotals", summary="Elimination: a hand's cards left and totals.")
@blp.arguments(TotalsRequestSchema, example=_TOTALS)
@blp.response(
    200,
    TotalsResponseSchema,
    example=_example((TotalsRequestSchema, TotalsResponseSchema), _totals, _TOTALS),
)
@documents_problems(blp, "POST")
def elimination_totals(request: dict[str, Any]) -> dict[str, Any]:
    """The cards left after every exposed rank is discarded, the cards eliminated, and the best
    high and low totals with the value chosen for each card (ace 11 or 1, pictures 10 or ½).
    A player who has lost every card wins the whole pot at once."""
    return _totals(request)


@blp.route("/jacks-or-better/openers", methods=["POST"])
@blp.doc(operationId="jacksOpeners", summary="Jacks or Better: may this hand open, with what.")
@blp.arguments(OpenersRequestSchema, example=_OPENERS)
@blp.response(
    200,
    OpenersResponseSchema,
    example=_example((OpenersRequestSchema, OpenersResponseSchema), _openers, _OPENERS),
)
@documents_problems(blp, "POST")
def jacks_openers(request: dict[str, Any]) -> dict[str, Any]:
    """A pair of jacks or better opens: any pair from jacks up, two pair of any ranks, trips or
    any better hand. Tens and four-card draws do not."""
    return _openers(request)


@blp.route("/jacks-or-better/false-openers", methods=["POST"])
@blp.doc(
    operationId="jacksFalseOpeners",
    summary="Jacks or Better: the ruling on false openers, chip by chip.",
)
@blp.arguments(FalseOpenersRequestSchema, example=_FALSE_OPENERS)
@blp.response(
    200,
    FalseOpenersResponseSchema,
    example=_example(
        (FalseOpenersRequestSchema, FalseOpenersResponseSchema), _false_openers, _FALSE_OPENERS
    ),
)
@documents_problems(blp, "POST")
def jacks_false_openers(request: dict[str, Any]) -> dict[str, Any]:
    """S1's six cases: a dead hand at the showdown (a); an uncalled bet forfeit to the next deal
    (b); bets returned when the callers folded (c); chips withdrawn when the opener owns up in
    the first round, the right to open passing on (d); re-entry only with new chips (e); the
    deal passing with the forfeited chips (f). Option `false_openers: rr` takes Robert's Rules'
    reading of (d): the pot plays."""
    return _false_openers(request)
