"""``POST /v1/hands/evaluate``: rank one or several hands and put them in order."""

from __future__ import annotations

from typing import Any, Final

from service.api.explanation import explain
from service.api.hand_schemas import EvaluateRequestSchema, EvaluateResponseSchema
from service.api.option_schemas import game_rules
from service.api.parsing import Blueprint
from service.api.problems import documents_problems
from service.rules.cards import PlayingCard
from service.rules.ranking import RankingSystem
from service.rules.ranking.compare import HandsRuling, compare_hands
from service.rules.ranking.hands import Evaluation

blp = Blueprint(
    "hands", __name__, url_prefix="/v1/hands", description="Rank hands and put them in order."
)


def _where(hand: int, size: int, position: int) -> str:
    """Where card ``position`` of a seat (the hand's ``size`` own cards, then the board's) is
    in the request."""
    if position < size:
        return f"hands.{hand}.cards.{position}"
    return f"board.{position - size}"


def _ranked(
    evaluation: Evaluation,
    place: int | None,
    hand: int,
    cards: list[PlayingCard],
    board: list[PlayingCard],
) -> dict[str, Any]:
    """One hand's ruling under one ranking."""
    body: dict[str, Any] = {
        "best_five": evaluation.best_five,
        "plays_as": evaluation.plays_as,
        "category": evaluation.category.value,
        "category_name": evaluation.category.label,
        "description": evaluation.description,
        "value": evaluation.value,
        "place": place,
    }
    if evaluation.qualifies is not None:
        body["qualifies"] = evaluation.qualifies
    if evaluation.wild_cards:
        seat = [*cards, *board]
        body["wild_cards"] = [
            {"at": _where(hand, len(cards), i), "card": seat[i], "plays_as": plays_as}
            for i, plays_as in evaluation.wild_cards
        ]
    return body


def _places(ruling: HandsRuling) -> dict[int, int]:
    return {i: n for n, group in enumerate(ruling.order, start=1) for i in group}


def _order(ruling: HandsRuling, qualifier: int | None) -> dict[str, Any]:
    body: dict[str, Any] = {
        "order": [list(group) for group in ruling.order],
        "winners": list(ruling.winners),
    }
    if qualifier is not None:
        body["unqualified"] = list(ruling.unqualified)
    return body


def _compare(
    request: dict[str, Any], system: RankingSystem, qualifier: int | None, low: bool
) -> HandsRuling:
    hands = request["hands"]
    use = request["use"]
    return compare_hands(
        [hand["cards"] for hand in hands],
        system,
        request["deck"],
        qualifier=qualifier,
        wild=request["wild"],
        wild_ranks=[
            frozenset(
                hand["low_wild_ranks"]
                if low and hand["low_wild_ranks"] is not None
                else hand["wild_ranks"]
            )
            for hand in hands
        ],
        board=request["board"],
        exact=(use["hole"], use["board"]) if use else None,
    )


def _from_game(request: dict[str, Any]) -> dict[str, Any]:
    """The request with its `game`'s rankings, qualifier, wild cards and deck filled in."""
    game = game_rules(request)
    if game is None:
        return request
    main = game.high or game.low
    both = game.high is not None and game.low is not None
    return request | {
        "ranking": main,
        "qualifier": None if both or game.high else game.qualifier,
        "low": {"ranking": game.low, "qualifier": game.qualifier} if both else None,
        "wild": game.wild,
        "deck": game.deck,
    }


def _evaluate(request: dict[str, Any]) -> dict[str, Any]:
    request = _from_game(request)
    main = _compare(request, request["ranking"], request["qualifier"], low=False)
    low_request = request["low"]
    low = None
    if low_request is not None:
        low = _compare(request, low_request["ranking"], low_request["qualifier"], low=True)
    main_places, low_places = _places(main), _places(low) if low else {}
    board = request["board"]
    hands = []
    for i, hand in enumerate(request["hands"]):
        cards = hand["cards"]
        body = {"cards": cards, **_ranked(main.evaluations[i], main_places.get(i), i, cards, board)}
        if "id" in hand:
            body = {"id": hand["id"], **body}
        if low is not None:
            body["low"] = _ranked(low.evaluations[i], low_places.get(i), i, cards, board)
        hands.append(body)
    answer: dict[str, Any] = {
        "ranking": request["ranking"],
        "qualifier": request["qualifier"],
        "hands": hands,
        **_order(main, request["qualifier"]),
    }
    rules = main.rules
    if low is not None and low_request is not None:
        answer["low"] = {
            "ranking": low_request["ranking"],
            "qualifier": low_request["qualifier"],
            **_order(low, low_request["qualifier"]),
        }
        rules = tuple(dict.fromkeys(main.rules + low.rules))
    answer["explanation"] = explain(rules)
    return answer


# S1's worked example at the showdown (the seed's card pictures are lost; these hands fit its
# words): Player 3's king-high straight flush against Player 2's straight, and the opener's
# two pair, kings up.
SHOWDOWN_EXAMPLE: Final = {
    "ranking": "high",
    "hands": [
        {"id": "player 1", "cards": ["Kc", "Kh", "4s", "4c", "5h"]},
        {"id": "player 2", "cards": ["6c", "7h", "8s", "9c", "Tc"]},
        {"id": "player 3", "cards": ["9d", "Jd", "Qd", "Kd", "10d"]},
    ],
}
# A seven-card stud high-low showdown, eight-or-better (S3): the trips win high, the
# seven-six wins low, and the third low does not qualify.
HIGH_LOW_EXAMPLE: Final = {
    "ranking": "high",
    "low": {"ranking": "ace_to_five", "qualifier": 8},
    "hands": [
        {"id": "seat 1", "cards": ["Ah", "2c", "4d", "5s", "8h", "Kc", "Kd"]},
        {"id": "seat 2", "cards": ["3h", "3s", "3d", "9c", "Tc", "7s", "6h"]},
        {"id": "seat 3", "cards": ["2h", "3c", "4s", "6d", "7c", "Qs", "Qh"]},
    ],
}


def _example(summary: str, request: dict[str, Any]) -> dict[str, Any]:
    loaded = EvaluateRequestSchema().load(request)
    return {"summary": summary, "value": EvaluateResponseSchema().dump(_evaluate(loaded))}


_EXAMPLES: Final[dict[str, tuple[str, dict[str, Any]]]] = {
    "showdown": ("S1's showdown: straight flush, straight, two pair", SHOWDOWN_EXAMPLE),
    "high_low": ("Seven-card stud high-low, eight-or-better", HIGH_LOW_EXAMPLE),
}


@blp.route("/evaluate", methods=["POST"])
@blp.doc(
    operationId="evaluateHands",
    summary="Rank hands under any high or low system: best five, description, order with ties.",
)
@blp.arguments(
    EvaluateRequestSchema,
    examples={name: {"summary": s, "value": r} for name, (s, r) in _EXAMPLES.items()},
)
@blp.response(
    200,
    EvaluateResponseSchema,
    examples={name: _example(s, r) for name, (s, r) in _EXAMPLES.items()},
)
@documents_problems(blp, "POST")
def evaluate(request: dict[str, Any]) -> dict[str, Any]:
    """Each hand's best five cards under the ranking system (and under a low system too, for a
    high-low game), and the hands in order.

    A card that appears more often than the deck holds it is refused with 422 and the rule
    `cards.duplicate`, naming both places; a qualifier with a high ranking with `low.qualifier`.
    """
    return _evaluate(request)
