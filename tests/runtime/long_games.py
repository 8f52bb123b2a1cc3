"""Whole hands made as long as the rules let them be: every seat raises whenever it may.

Made in process by following the service's own ``next_events`` (so they stay legal whatever the
betting rules become), then sent to a live server by the cost tests.
"""

from __future__ import annotations

import random
from typing import Any

from service.app import create_app

# The longest choice first: raises keep a round going until the cap.
_PREFERRED = ("ante", "bring_in", "raise", "complete", "bet", "call", "check", "deal", "community")


def longest_hand(game: str, seats: int, stakes: dict[str, int], *, seed: int = 3) -> dict[str, Any]:
    """A whole hand of ``game`` at ``seats`` seats, every card face known, as long as its
    betting allows (at most 600 events, the schema's limit)."""
    client = create_app().test_client()
    stock = [rank + suit for rank in "23456789TJQKA" for suit in "cdhs"]
    random.Random(seed).shuffle(stock)
    body: dict[str, Any] = {
        "dealer": 0,
        "stakes": stakes,
        "seats": [{"stack": 1_000_000} for _ in range(seats)],
        "events": [],
    }
    while len(body["events"]) < 600:
        answer = client.post(f"/v1/games/{game}/state", json=body).get_json()
        choices = [e for e in answer.get("next_events") or () if e["type"] in _PREFERRED]
        if answer.get("result") or not choices:
            return body
        choice = min(choices, key=lambda e: _PREFERRED.index(e["type"]))
        body["events"].append(_event(choice, stock))
    return body


def _event(choice: dict[str, Any], stock: list[str]) -> dict[str, Any]:
    event: dict[str, Any] = {"type": choice["type"]}
    if choice.get("seat") is not None:
        event["seat"] = choice["seat"]
    kind = choice["type"]
    if kind == "deal":
        event["down"] = [stock.pop() for _ in range(choice.get("down_count", 0))]
        event["up"] = [stock.pop() for _ in range(choice.get("up_count", 0))]
    elif kind == "community":
        event["card"] = stock.pop()
    elif kind in ("raise", "bet", "complete", "bring_in"):
        event["to"] = choice["min_to"]
    elif kind == "ante":
        event["amount"] = choice.get("amount") or choice.get("min_to") or 1
    return event
