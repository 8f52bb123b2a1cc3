"""``POST /v1/hands/evaluate``: rank one or several hands and put them in order.

The one answer of the service written here by hand rather than by the writer generated from
its schema (:mod:`service.api.fast.writing`): it is the hottest path, its bodies say a score's
words kept per ruling and where each wild card sits in the request, and its cost is what
``bench/evaluate.py`` holds against phevaluator. Its field names are the schema's second
spelling, checked on every answer of the test suite: under ``VERIFY_COMPILED``
:func:`~service.api.fast.answers.json_answer` refuses an answer with a field the schema lacks,
without one it requires, or with a value its dump would write otherwise.
"""

from __future__ import annotations

import functools
from operator import itemgetter
from typing import Any, Final

import flask

from service.api.contract.explanation import explain
from service.api.contract.hands import EvaluateRequestSchema, EvaluateResponseSchema
from service.api.contract.options import game_rules
from service.api.edge.parsing import Blueprint
from service.api.edge.problems import documents_problems
from service.api.fast.answers import example, json_answer
from service.api.fast.direct import direct_route
from service.rules.cards import PlayingCard, Rank
from service.rules.decks import Deck
from service.rules.ranking.evaluate import MAX_CARDS
from service.rules.ranking.hands import ScoreRuling
from service.rules.ranking.rankings import (
    RankedHands,
    Ranking,
    rank_hands,
    rankings_of,
)
from service.rules.ranking.systems import system_named
from service.rules.ranking.wild import WildRule

blp = Blueprint(
    "hands", __name__, url_prefix="/v1/hands", description="Rank hands and put them in order."
)


@functools.cache
def _hand_places(hand: int) -> list[str]:
    """Where each card of a hand is in the request: written for every wild card (remembered;
    the schema bounds the hands to twenty)."""
    return [f"hands.{hand}.cards.{position}" for position in range(MAX_CARDS)]


_BOARD_PLACES: Final = [f"board.{position}" for position in range(MAX_CARDS)]


def _ranked_bodies(
    ranked: RankedHands,
    given: list[dict[str, Any]],
    board: list[PlayingCard],
    *,
    with_cards: bool,
) -> list[dict[str, Any]]:
    """Each hand's ruling under one ranking as JSON values, after its name and cards if
    ``with_cards``. One loop over a showdown's hands, each body made by one dict display of
    constant keys: on Python 3.11 a call per hand, a comprehension, a dict's update or a
    display with ``**`` each cost more than the values they write."""
    evaluations, places = ranked.ruling.evaluations, ranked.places
    words_of = _WORDS.get
    bodies = []
    for i, (score, best_five, plays_as, wild_cards) in enumerate(evaluations):
        # Five attributes read, not a comprehension (a call of its own on Python 3.11).
        try:
            first, second, third, fourth, fifth = best_five
            best = [first.text, second.text, third.text, fourth.text, fifth.text]
            if plays_as is best_five:
                plays = best  # a natural hand plays as itself: the same tuple, written once
            else:
                first, second, third, fourth, fifth = plays_as
                plays = [first.text, second.text, third.text, fourth.text, fifth.text]
        except ValueError:  # never: a best five has five cards
            best = [card.text for card in best_five]
            plays = [card.text for card in plays_as]
        kept = words_of(id(score))
        category, name, description, value = (
            kept[1] if kept is not None and kept[0] is score else _score_words(score)
        )
        body: dict[str, Any]
        if not with_cards:
            body = {
                "best_five": best, "plays_as": plays, "category": category,
                "category_name": name, "description": description, "value": value,
                "place": places[i],
            }  # fmt: skip
        else:
            hand = given[i]
            texts = [card.text for card in hand["cards"]]
            body = {
                "cards": texts, "best_five": best, "plays_as": plays, "category": category,
                "category_name": name, "description": description, "value": value,
                "place": places[i],
            }  # fmt: skip
            if "name" in hand:
                body = {"name": hand["name"], **body}
        if score.qualifies is not None:
            body["qualifies"] = score.qualifies
        if wild_cards:
            # Where each wild card is (its own cards, then the board), the card and what it
            # plays as (None: not needed). A loop, not a comprehension: one or two cards.
            cards, places_of = given[i]["cards"], _hand_places(i)
            size = len(cards)
            written = []
            for at, stands_for in wild_cards:
                card, place = (
                    (cards[at], places_of[at])
                    if at < size
                    else (board[at - size], _BOARD_PLACES[at - size])
                )
                stands = stands_for.text if stands_for is not None else None
                written.append({"at": place, "card": card.text, "plays_as": stands})
            body["wild_cards"] = written
        bodies.append(body)
    return bodies


Words = tuple[str, str, str, int]
"""What an answer says of a score: its category, the category's name, its description and
its value."""
_WORDS: Final[dict[int, tuple[ScoreRuling, Words]]] = {}
"""A score ruling's words, by the ruling's identity (the ruling is kept with them, so that its
id stays its own). The tables give a few thousand rulings per system, each shared by every
hand that makes it; the search makes new ones, hence the bound."""
_MAX_WORDS: Final = 50_000


def _score_words(score: ScoreRuling) -> Words:
    """A score ruling's words (for a ruling not yet in :data:`_WORDS`, which is looked in
    first)."""
    words = (score.category.value, score.category.label, score.description, score.value)
    if len(_WORDS) >= _MAX_WORDS:
        _WORDS.clear()
    _WORDS[id(score)] = (score, words)
    return words


def _order(ranked: RankedHands) -> dict[str, Any]:
    ruling = ranked.ruling
    body: dict[str, Any] = {
        "order": list(map(list, ruling.order)),
        "winners": list(ruling.winners),
    }
    if ranked.unqualified is not None:
        body["unqualified"] = list(ranked.unqualified)
    return body


def _rankings(
    request: dict[str, Any],
) -> tuple[Ranking, Ranking | None, WildRule | None, Deck, tuple[int, int] | None]:
    """The ways to rank, the wild cards, the deck and the cards a hand must use: the request's
    `game`'s (Omaha's two own cards and three of the board), or its own."""
    game = game_rules(request)
    if game is not None:
        main, low = rankings_of(game.high, game.low, game.qualifier)
        return main, low, game.wild, game.deck, game.use
    given = request["low"]
    low = None if given is None else Ranking(system=given["ranking"], qualifier=given["qualifier"])
    main = Ranking(system=system_named(request["ranking"]), qualifier=request["qualifier"])
    return main, low, request["wild"], request["deck"], None


_NONE: Final[frozenset[Rank]] = frozenset()
_WILD_RANKS: Final = itemgetter("wild_ranks")
_LOW_WILD_RANKS: Final = itemgetter("low_wild_ranks")


def _evaluate(request: dict[str, Any]) -> dict[str, Any]:
    main, low, wild, deck, game_use = _rankings(request)
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
    board = request["board"]
    ruling = rank_hands(
        [hand["cards"] for hand in given],
        main,
        low,
        deck=deck,
        wild=wild,
        wild_ranks=wild_ranks,
        low_wild_ranks=low_wild_ranks,
        board=board,
        exact=(use["hole_count"], use["board_count"]) if use else game_use,
    )
    hands = _ranked_bodies(ruling.main, given, board, with_cards=True)
    if ruling.low is not None:
        lows = _ranked_bodies(ruling.low, given, board, with_cards=False)
        for body, low_body in zip(hands, lows, strict=True):
            body["low"] = low_body
    answer: dict[str, Any] = {
        "ranking": main.system,
        "qualifier": main.qualifier,
        "hands": hands,
        **_order(ruling.main),
    }
    if ruling.low is not None:
        answer["low"] = {
            "ranking": ruling.low.ranking.system,
            "qualifier": ruling.low.ranking.qualifier,
            **_order(ruling.low),
        }
    answer["explanation"] = explain(ruling.rules)
    return answer


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
    loaded = EvaluateRequestSchema().load(request)
    return {"summary": summary, "value": example(_evaluate(loaded))}


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
