"""``POST /v1/hands/evaluate``: rank one or several hands and put them in order.

The answer is written, as every other answer of the service is, by the writer generated once
from its response schema (:mod:`service.api.fast.writing`, the fields' sources in
:mod:`service.api.contract.hands`): the view hands it the core's ruling
(:class:`~service.rules.ranking.rankings.RankedHands`: the evaluations, places, own cards and
wild cards by where they sit in the request, a sequence each, read by the hand's position, and
the same for the low) and the request's hands, whose names are echoed. It is the hottest path:
its cost is what ``bench/evaluate.py`` holds against phevaluator.
"""

from __future__ import annotations

from operator import itemgetter
from typing import Any, Final

import flask

from service.api.contract.hands import EvaluateRequestSchema, EvaluateResponseSchema
from service.api.contract.options import game_rules
from service.api.edge.parsing import Blueprint
from service.api.edge.problems import documents_problems
from service.api.fast.answers import example, json_answer, later
from service.api.fast.direct import direct_route
from service.api.fast.writing import writer
from service.rules.cards import Rank
from service.rules.pots.showdown import Game
from service.rules.ranking.rankings import Ranking, rank_hands, rankings_of
from service.rules.ranking.systems import system_named

blp = Blueprint(
    "hands", __name__, url_prefix="/v1/hands", description="Rank hands and put them in order."
)


_WRITE: Final = writer(EvaluateResponseSchema)
"""The answer's writer, generated from its schema: each hand written in a loop of its own over
the request's hands (its name from the request's hand, the rest from the ruling by its
position)."""


def _rankings(request: dict[str, Any]) -> tuple[Ranking, Ranking | None, Game]:
    """The ways to rank, and the rest of how the hands are ruled (the wild cards, the deck, the
    cards a hand holds and must use): the request's `game`'s (Omaha's four own cards, two of
    them and three of the board), or its own."""
    game = game_rules(request)
    if game is not None:
        main, low = rankings_of(game.high, game.low, game.qualifier)
        return main, low, game
    given = request["low"]
    low = None if given is None else Ranking(system=given["ranking"], qualifier=given["qualifier"])
    main = Ranking(system=system_named(request["ranking"]), qualifier=request["qualifier"])
    return main, low, Game(wild=request["wild"], deck=request["deck"])


_NONE: Final[frozenset[Rank]] = frozenset()
_WILD_RANKS: Final = itemgetter("wild_ranks")
_LOW_WILD_RANKS: Final = itemgetter("low_wild_ranks")


def _evaluate(request: dict[str, Any]) -> dict[str, Any]:
    main, low, game = _rankings(request)
    use = request["use"]
    given = request["hands"]
    # Most requests give no hand wild ranks of its own: no set made per hand then.
    own = list(map(_WILD_RANKS, given))
    wild_ranks = [frozenset(r) if r else _NONE for r in own] if any(own) else ()
    low_own = list(map(_LOW_WILD_RANKS, given))
    low_wild_ranks = (
        [None if r is None else frozenset(r) for r in low_own]
        if low_own.count(None) < len(low_own)
        else ()
    )
    ruling = rank_hands(
        [hand["cards"] for hand in given],
        main,
        low,
        deck=game.deck,
        wild=game.wild,
        wild_ranks=wild_ranks,
        low_wild_ranks=low_wild_ranks,
        board=request["board"],
        exact=(use["hole_count"], use["board_count"]) if use else game.use,
        hole=game.hole,
    )
    return _WRITE(ruling, {"hands": given})


# S1's worked example at the showdown (the seed's card pictures are lost; these hands fit its
# words): Player 3's king-high straight flush against Player 2's straight, and the opener's
# two pair, kings up.
SHOWDOWN_EXAMPLE: Final = {
    "ranking": "high",
    "hands": [
        {"name": "player 1", "cards": ["Kc", "Kh", "4s", "4c", "5h"]},
        {"name": "player 2", "cards": ["6c", "7h", "8s", "9c", "Tc"]},
        {"name": "player 3", "cards": ["9d", "Jd", "Qd", "Kd", "Td"]},
    ],
}
# A seven-card stud high-low showdown, eight-or-better (S3): the trips win high, the
# seven-six wins low, and the third low does not qualify.
HIGH_LOW_EXAMPLE: Final = {
    "ranking": "high",
    "low": {"ranking": "ace_to_five", "qualifier": 8},
    "hands": [
        {"name": "seat 1", "cards": ["Ah", "2c", "4d", "5s", "8h", "Kc", "Kd"]},
        {"name": "seat 2", "cards": ["3h", "3s", "3d", "9c", "Tc", "7s", "6h"]},
        {"name": "seat 3", "cards": ["2h", "3c", "4s", "6d", "7c", "Qs", "Qh"]},
    ],
}


def _example(summary: str, request: dict[str, Any]) -> dict[str, Any]:
    def value() -> Any:
        return example(_evaluate(EvaluateRequestSchema().load(request)))

    return {"summary": summary, "value": later(value)}


_EXAMPLES: Final[dict[str, tuple[str, dict[str, Any]]]] = {
    "showdown": (
        "Three hands at the showdown: straight flush, straight, two pair",
        SHOWDOWN_EXAMPLE,
    ),
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
def evaluate(request: dict[str, Any]) -> flask.Response:
    """Each hand's best five cards under the ranking system (and under a low system too, for a
    high-low game), and the hands in order.

    A card that appears more often than the deck holds it is refused with 422 and the rule
    `cards.duplicate`, naming both places; a qualifier with a high ranking with `low.qualifier`.
    """
    return json_answer(_RESPONSE_SCHEMA, _evaluate(request))


# Plain requests are answered by the same function without the framework (:mod:`.direct`).
direct_route("/v1/hands/evaluate", f"{blp.name}.{evaluate.__name__}", _evaluate)


_RESPONSE_SCHEMA: Final = EvaluateResponseSchema()
