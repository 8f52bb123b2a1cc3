"""The cost check's cheap bound never lets through a request its model refuses.

``check_cost`` skips the model (which looks at every card that may be wild) when a bound that
looks at no card keeps a request within the budget; the bound must then be at least the model's
estimate for every request it answers for, whatever the game, wild cards, halves and sizes.
Checked on random requests loaded by the contract's own schema, against the model.
"""

from __future__ import annotations

import random
from typing import Any

import marshmallow as ma
import pytest

from service.api.contract.hands import EvaluateRequestSchema
from service.api.edge.costs import BOUNDS, BUDGET, COST_MODELS, TooCostly, check_cost
from service.rules.games.catalog import CATALOG

CARDS = [rank + suit for rank in "23456789TJQKA" for suit in "cdhs"]
RANKS = list("23456789TJQKA")
EVALUATE = ("hands", "evaluate")
SETTLE = ("pots", "settle_pots")


def _body(rng: random.Random) -> dict[str, Any]:
    board = rng.choice([0, 0, 0, 1, 3, 4, 5, 8])
    deck = [*CARDS * 2, *["Jk"] * 4]
    rng.shuffle(deck)
    hands = []
    for _ in range(rng.randint(1, 20)):
        size = min(rng.randint(1, 9), len(deck) - board)
        if size < 1:
            break
        hand: dict[str, Any] = {"cards": [deck.pop() for _ in range(size)]}
        if rng.random() < 0.3:
            hand["wild_ranks"] = rng.sample(RANKS, rng.randint(1, 3))
        if rng.random() < 0.1:
            hand["low_wild_ranks"] = rng.sample(RANKS, 1)
        hands.append(hand)
    body: dict[str, Any] = {"deck": {"packs": 2, "jokers": 4}, "hands": hands}
    body["board"] = [deck.pop() for _ in range(board)]
    if rng.random() < 0.3:
        body["game"] = rng.choice(sorted(CATALOG))
    else:
        if rng.random() < 0.5:
            body["wild"] = {
                "ranks": rng.sample(RANKS, rng.randint(0, 2)),
                "may_duplicate": rng.random() < 0.5,
            }
        if rng.random() < 0.4:
            body["low"] = {"ranking": "ace_to_five", "qualifier": 8}
    if rng.random() < 0.1:
        body["use"] = {"hole_count": rng.randint(0, 5), "board_count": rng.randint(0, 5)}
    return body


def _requests(count: int) -> list[dict[str, Any]]:
    rng, schema = random.Random(7), EvaluateRequestSchema()
    loaded: list[dict[str, Any]] = []
    while len(loaded) < count:
        try:
            loaded.append(schema.load(_body(rng)))
        except ma.ValidationError:
            continue  # a shape the contract refuses (a game with options it lacks, ...)
    return loaded


REQUESTS = _requests(1500)


@pytest.mark.parametrize("endpoint", [EVALUATE, SETTLE])
def test_the_bound_is_never_below_the_model(endpoint: tuple[str, str]) -> None:
    """Cost model (service/api/edge/costs.py): a request within budget at its bound is within it."""
    bounded = 0
    for loaded in REQUESTS:
        request = (
            loaded if endpoint == EVALUATE else {**loaded, "seats": loaded["hands"], "use": None}
        )
        at_most = BOUNDS[endpoint](request)
        if at_most is None:
            continue
        bounded += 1
        assert at_most >= COST_MODELS[endpoint](request).units, request
    assert bounded > len(REQUESTS) // 2


def test_a_request_over_budget_is_refused_with_the_model_estimate() -> None:
    """Beyond the bound the model decides, and its estimate is what the refusal says."""
    over = [r for r in REQUESTS if COST_MODELS[EVALUATE](r).units > BUDGET]
    assert over
    for request in over:
        with pytest.raises(TooCostly) as refused:
            check_cost("hands.evaluate", request)
        assert f"{COST_MODELS[EVALUATE](request).units:,}" in str(refused.value.description)
