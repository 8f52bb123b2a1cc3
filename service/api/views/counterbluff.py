"""``/v1/games/counterbluff``: a whole game of Counterbluff, and one hand's score (RULES.md §3;
S2)."""

from __future__ import annotations

from typing import Any, Final

from flask import Response

from service.api.contract.counterbluff import (
    CounterbluffScoreRequestSchema,
    CounterbluffScoreResponseSchema,
    CounterbluffStateRequestSchema,
    CounterbluffStateResponseSchema,
)
from service.api.edge.parsing import Blueprint
from service.api.edge.problems import documents_problems
from service.api.fast.answers import example, json_answer, later
from service.api.fast.writing import writer
from service.rules.games.catalog import CATALOG
from service.rules.games.counterbluff import CounterbluffState, replay_counterbluff
from service.rules.games.counterbluff_ruling import (
    HandToScore,
    Scored,
    counterbluff_rules,
    score_hand,
)
from service.rules.games.events import Event

blp = Blueprint(
    "counterbluff",
    __name__,
    url_prefix="/v1/games/counterbluff",
    description="Counterbluff: a whole game for two, and one hand's score.",
)

_GAME: Final = CATALOG["counterbluff"]
_WRITE_STATE: Final = writer(CounterbluffStateResponseSchema)
_WRITE_SCORE: Final = writer(CounterbluffScoreResponseSchema)


def _state(request: dict[str, Any]) -> dict[str, Any]:
    settings = counterbluff_rules(request["options"])
    return state_answer(request, replay_counterbluff(request["dealer"], settings, events(request)))


def events(request: dict[str, Any]) -> list[Event]:
    """The request's events as the core's."""
    return [
        Event(
            type=e["type"],
            seat=e["seat"],
            card=e.get("card"),
            up=tuple(e.get("up", ())),
            down=tuple(e.get("down", ())),
        )
        for e in request["events"]
    ]


def state_answer(request: dict[str, Any], state: CounterbluffState) -> dict[str, Any]:
    """The game as the API answers it; ``request`` gives the players' names."""
    return _WRITE_STATE(state, {"game": _GAME.id, "seats": request["seats"]})


def _score_one(request: dict[str, Any]) -> dict[str, Any]:
    hand = HandToScore(
        kind=Scored(request["ended_by"]),
        rows=request.get("rows"),
        leader=request.get("leader"),
        folder=request.get("folder"),
        played=request.get("played"),
        caller=request.get("caller"),
        caller_face_up=request.get("caller_face_up", True),
        caller_cards=request.get("caller_cards"),
        reply=request.get("reply"),
        reply_cards=request.get("reply_cards"),
    )
    return _WRITE_SCORE(score_hand(hand, options=request["options"]))


_SCORE_EXAMPLE: Final = {"ended_by": "fold", "leader": 0, "folder": 1, "played": [4, 3]}
_STATE_EXAMPLE: Final = {
    "dealer": 0,
    "events": [
        {"type": "deal", "seat": 0, "down": ["As", "Kd", "Qc", "Jh", "Ts", "9d", "8c", "7h",
                                             "6s", "5d"]},
        {"type": "deal", "seat": 1, "down": ["??"] * 10},
        {"type": "play", "seat": 1, "card": "Ah"},
        {"type": "play", "seat": 0, "card": "As"},
    ],
}  # fmt: skip


@blp.route("/state", methods=["POST"])
@blp.doc(operationId="counterbluffState")
@blp.arguments(
    CounterbluffStateRequestSchema,
    examples={
        "example": {
            "summary": "Counterbluff: the deal, then a card from each player",
            "value": _STATE_EXAMPLE,
        }
    },
)
@blp.response(
    200,
    CounterbluffStateResponseSchema,
    example=later(lambda: example(_state(CounterbluffStateRequestSchema().load(_STATE_EXAMPLE)))),
)
@documents_problems(blp, "POST")
def counterbluff_state(request: dict[str, Any]) -> Response:
    """Counterbluff: the whole game so far, the legal next events, the final score.

    Replays the game from the deal: each hand's plays, folds and Lowball calls, its score,
    the draws from the stock (the scorer first, a card at a time), to the end of the pack. The
    first illegal event is a 422 naming `events.<i>` and the rule. Cards a player cannot see
    may be `??` until played.
    """
    return json_answer(_STATE_SCHEMA, _state(request))


_STATE_SCHEMA: Final = CounterbluffStateResponseSchema()
_SCORE_SCHEMA: Final = CounterbluffScoreResponseSchema()


@blp.route("/score", methods=["POST"])
@blp.doc(operationId="counterbluffScore")
@blp.arguments(
    CounterbluffScoreRequestSchema,
    examples={
        "example": {
            "summary": "Counterbluff: a fold after four and three cards played scores 28",
            "value": _SCORE_EXAMPLE,
        }
    },
)
@blp.response(
    200,
    CounterbluffScoreResponseSchema,
    example=later(
        lambda: example(_score_one(CounterbluffScoreRequestSchema().load(_SCORE_EXAMPLE)))
    ),
)
@documents_problems(blp, "POST")
def counterbluff_score(request: dict[str, Any]) -> Response:
    """Counterbluff: what one hand scores.

    A showdown of two five-card rows (55 to the higher), a fold (the other scores n(n+1)/2
    for the n cards played), or a Lowball call and its answer (15, 30, 30 or 5). A fold that
    cannot happen (before the folder has played, out of turn from the `leader`, after both
    completed five) is a 422 naming the rule.
    """
    return json_answer(_SCORE_SCHEMA, _score_one(request))
