"""Rulings a game offers on their own, for players settling a point at the table:
Elimination's totals, Jacks or Better's openers and false openers, Old Man's settlement
(RULES.md §1, §2, §5)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import marshmallow as ma

from service.api.explanation import explain
from service.api.game_ruling_schemas import (
    FalseOpenersRequestSchema,
    FalseOpenersResponseSchema,
    OldManSettleRequestSchema,
    OldManSettleResponseSchema,
    OpenersRequestSchema,
    OpenersResponseSchema,
    TotalsRequestSchema,
    TotalsResponseSchema,
)
from service.api.games import false_openers_answer, old_man_answer
from service.api.parsing import Blueprint
from service.api.pots import shown_hand
from service.api.problems import documents_problems
from service.rules.betting.openers import has_openers, openers_in
from service.rules.cards import Card
from service.rules.decks import STANDARD
from service.rules.errors import RuleViolation
from service.rules.games.catalog import CATALOG
from service.rules.games.false_openers import FalseOpenersRule, SeatChips, rule_on
from service.rules.games.old_man import OldManSeat, settle_old_man
from service.rules.games.points import as_points, high_value, low_value, totals
from service.rules.games.table import Setup, configure
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


def _old_man_settle(request: dict[str, Any]) -> dict[str, Any]:
    given = request["seats"]
    setup = Setup(stacks=(1,) * len(given), dealer=request["dealer"], options=request["options"])
    plan = configure(CATALOG["old-man"], setup)
    centre, old_man = request["centre"], request["old_man"]
    cards = [(("centre",), centre), *((("old_man", k), c) for k, c in enumerate(old_man))]
    for index, seat in enumerate(given):
        cards += [(("seats", index, "cards", k), c) for k, c in enumerate(seat["cards"])]
        if seat["go"] and (seat["declaration"] is None or len(seat["cards"]) != 6):
            why = (
                "declares high, low or both"
                if seat["declaration"] is None
                else "shows his six cards"
            )
            raise RuleViolation(
                "oldman.go-stop", f"seat {index} goes, so he {why}", at=(("seats", index),)
            )
    STANDARD.check_no_duplicates(cards)
    if any(seat["go"] for seat in given) and len(old_man) != 6:
        raise RuleViolation(
            "oldman.beat-old-man",
            "somebody goes, so the old man's six cards are turned up: give all six",
            at=(("old_man",),),
        )
    seats = [
        OldManSeat(
            declaration=s["declaration"], go=s["go"], cards=tuple(s["cards"]), stack=s["stack"]
        )
        for s in given
    ]
    showdown, result = settle_old_man(
        seats, centre, old_man, plan, [0] * len(seats), dead=request["pot"]
    )
    answer = old_man_answer(result)
    matching: dict[str, Any] = answer.pop("matching")
    assert result.matching is not None
    paid, received = result.matching.paid, result.matching.received
    won = showdown.settlement.won
    out = []
    for index, seat in enumerate(given):
        row: dict[str, Any] = {"seat": index}
        if "name" in seat:
            row["name"] = seat["name"]
        declaration = seat["declaration"]
        out.append(row | {
            "declaration": declaration.value if declaration else None,
            "go": seat["go"],
            "high": shown_hand(showdown.highs[index]),
            "low": shown_hand(showdown.lows[index]),
            "won": won[index],
            "matched": paid[index],
            "received": received[index],
            "ends_with": seat["stack"] + won[index] + received[index] - paid[index],
        })  # fmt: skip
    return matching | {
        "seats": out,
        "old_man": answer,
        "carried_over": showdown.settlement.carried_over,
        "explanation": explain(["oldman.centre-wild", *showdown.rules]),
    }


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


@blp.route("/old-man/settle", methods=["POST"])
@blp.doc(operationId="oldManSettle", summary="Old Man: who wins, who matches, the next pot.")
@blp.arguments(OldManSettleRequestSchema, example=_OLD_MAN)
@blp.response(
    200,
    OldManSettleResponseSchema,
    example=_example(
        (OldManSettleRequestSchema, OldManSettleResponseSchema), _old_man_settle, _OLD_MAN
    ),
)
@documents_problems(blp, "POST")
def old_man_settle(request: dict[str, Any]) -> dict[str, Any]:
    """The pot is halved when both ways were declared (the odd chip to high), else contested
    whole one way. A go wins his part only if he is the best go that way and beats the old
    man's hand (his six cards and the centre card, its rank wild); a tie with the old man loses
    (option `old_man_tie`). A `both` go must win both ways or he wins nothing. A losing go
    matches the pot he contested, up to `match_cap` and never more than his `stack` (table
    stakes); a part nobody went for is shared by its declarers who stopped; a part the old man
    kept stays for the next hand. With `last_hand` the losers pay the winners instead, and a
    part nobody won is divided among the players still in who lost no go. A folded player is
    never paid."""
    return _old_man_settle(request)
