"""``POST /v1/hands/evaluate``: rank one or several hands and put them in order."""

from __future__ import annotations

from typing import Any, Final

import marshmallow as ma

from service.api.explanation import RuleSchema, explain
from service.api.fields import CardField
from service.api.parsing import Blueprint
from service.api.problems import documents_problems
from service.rules.decks import MAX_JOKERS, MAX_PACKS, Deck
from service.rules.ranking import Category, RankingSystem
from service.rules.ranking.compare import HandsRuling, compare_hands
from service.rules.ranking.high import MAX_CARDS, MIN_CARDS

MAX_HANDS: Final = 20
"""Twenty five-card hands use a whole two-pack deck; more cannot be dealt."""

blp = Blueprint(
    "hands", __name__, url_prefix="/v1/hands", description="Rank hands and put them in order."
)


class DeckSchema(ma.Schema):
    """The deck the cards come from: it says how many copies of each card may appear."""

    packs = ma.fields.Integer(
        strict=True,
        load_default=1,
        validate=ma.validate.Range(1, MAX_PACKS),
        metadata={"description": "Standard 52-card packs: 1, or 2 (104 cards)."},
    )
    jokers = ma.fields.Integer(
        strict=True,
        load_default=0,
        validate=ma.validate.Range(0, MAX_JOKERS),
        metadata={"description": "Jokers added to the deck."},
    )

    @ma.post_load
    def to_deck(self, data: dict[str, int], **kwargs: Any) -> Deck:
        return Deck(packs=data["packs"], jokers=data["jokers"])


class HandInSchema(ma.Schema):
    """One player's cards."""

    id = ma.fields.String(
        validate=ma.validate.Length(1, 64),
        metadata={"description": "Your name for the hand (a seat or a player); echoed back."},
    )
    cards = ma.fields.List(
        CardField(),
        required=True,
        validate=ma.validate.Length(MIN_CARDS, MAX_CARDS),
        metadata={"description": "5 to 9 cards; the best five of them play."},
    )


class EvaluateRequestSchema(ma.Schema):
    """Hands to rank under one ranking system."""

    ranking = ma.fields.Enum(
        RankingSystem,
        by_value=True,
        load_default=RankingSystem.HIGH,
        metadata={"description": "The ranking system."},
    )
    deck = ma.fields.Nested(
        DeckSchema,
        load_default=Deck,
        metadata={"description": "Defaults to one 52-card pack without jokers."},
    )
    hands = ma.fields.List(
        ma.fields.Nested(HandInSchema),
        required=True,
        validate=ma.validate.Length(1, MAX_HANDS),
        metadata={"description": "No card may appear more often than the deck holds it."},
    )


class EvaluationSchema(ma.Schema):
    """The ruling on one hand."""

    id = ma.fields.String(metadata={"description": "The hand's id, if it was given one."})
    cards = ma.fields.List(CardField(), required=True)
    best_five = ma.fields.List(
        CardField(),
        required=True,
        metadata={"description": "The five cards that play, most significant first."},
    )
    category = ma.fields.String(
        required=True,
        metadata={"enum": [c.value for c in Category], "example": "full_house"},
    )
    category_name = ma.fields.String(required=True, metadata={"example": "Full house"})
    description = ma.fields.String(
        required=True, metadata={"example": "Full house, kings over fives"}
    )
    value = ma.fields.Integer(
        required=True,
        metadata={
            "description": "Compare hands of one request by this number: greater is better, "
            "equal is a tie."
        },
    )
    place = ma.fields.Integer(
        required=True,
        metadata={"description": "1 for the best hand; tied hands share a place."},
    )


class EvaluateResponseSchema(ma.Schema):
    """Each hand's evaluation, their order, and the rules that decided it."""

    ranking = ma.fields.Enum(RankingSystem, by_value=True, required=True)
    hands = ma.fields.List(ma.fields.Nested(EvaluationSchema), required=True)
    order = ma.fields.List(
        ma.fields.List(ma.fields.Integer()),
        required=True,
        metadata={
            "description": "Positions of the hands in the request, best first; hands that tie "
            "share an inner list."
        },
    )
    winners = ma.fields.List(
        ma.fields.Integer(),
        required=True,
        metadata={"description": "Positions of the best hand or hands."},
    )
    explanation = ma.fields.List(ma.fields.Nested(RuleSchema), required=True)


def _ruling_body(request: dict[str, Any], ruling: HandsRuling) -> dict[str, Any]:
    place = {i: n for n, group in enumerate(ruling.order, start=1) for i in group}
    hands = []
    for i, (hand, evaluation) in enumerate(zip(request["hands"], ruling.evaluations, strict=True)):
        body = {
            "cards": hand["cards"],
            "best_five": evaluation.best_five,
            "category": evaluation.category.value,
            "category_name": evaluation.category.label,
            "description": evaluation.description,
            "value": evaluation.value,
            "place": place[i],
        }
        if "id" in hand:
            body = {"id": hand["id"], **body}
        hands.append(body)
    return {
        "ranking": request["ranking"],
        "hands": hands,
        "order": [list(group) for group in ruling.order],
        "winners": list(ruling.order[0]),
        "explanation": explain(ruling.rules),
    }


def _evaluate(request: dict[str, Any]) -> dict[str, Any]:
    ruling = compare_hands(
        [hand["cards"] for hand in request["hands"]], request["ranking"], request["deck"]
    )
    return _ruling_body(request, ruling)


# S1's worked example at the showdown (the seed's card pictures are lost; these hands fit its
# words): Player 3's king-high straight flush against Player 2's straight, and the opener's
# two pair, kings up.
EXAMPLE_REQUEST: Final = {
    "ranking": "high",
    "hands": [
        {"id": "player 1", "cards": ["Kc", "Kh", "4s", "4c", "5h"]},
        {"id": "player 2", "cards": ["6c", "7h", "8s", "9c", "Tc"]},
        {"id": "player 3", "cards": ["9d", "Jd", "Qd", "Kd", "10d"]},
    ],
}


def _example_response() -> dict[str, Any]:
    request = EvaluateRequestSchema().load(EXAMPLE_REQUEST)
    return dict(EvaluateResponseSchema().dump(_evaluate(request)))


@blp.route("/evaluate", methods=["POST"])
@blp.doc(
    operationId="evaluateHands",
    summary="Rank one or several hands: best five, category, description and order with ties.",
)
@blp.arguments(EvaluateRequestSchema, example=EXAMPLE_REQUEST)
@blp.response(200, EvaluateResponseSchema, example=_example_response())
@documents_problems(blp, "POST")
def evaluate(request: dict[str, Any]) -> dict[str, Any]:
    """Each hand's best five cards under the ranking system, and the hands in order.

    A card that appears more often than the deck holds it is refused with 422 and the rule
    `cards.duplicate`, naming both places.
    """
    return _evaluate(request)
