"""The hand's state as :meth:`Engine.state` makes it for every seat at once, against each seat
made on its own (:meth:`Engine.seat_state`), after every event of every golden hand
(tests/rules/hands/*.json): the same seats and the same pot."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hand_notation import core_event, request

from service.rules.games.catalog import CATALOG
from service.rules.games.engine import Engine
from service.rules.games.table import Setup, configure

CASES = [
    case
    for path in sorted((Path(__file__).parent / "hands").glob("*.json"))
    for case in json.loads(path.read_text())["cases"]
]


def _engine(case: dict[str, Any]) -> Engine:
    stakes = case["stakes"]
    setup = Setup(
        stacks=tuple(case["stacks"]),
        dealer=case["dealer"],
        ante=stakes.get("ante", 0),
        bring_in=stakes.get("bring_in"),
        small_bet=stakes.get("small_bet", 0),
        big_bet=stakes.get("big_bet"),
        blinds=tuple(stakes.get("blinds", ())),
        options=case.get("options", {}),
        carried=case.get("carried_pot", 0),
        passed_out_deals=case.get("passed_out_deals", 0),
    )
    return Engine(configure(CATALOG[case["game"]], setup))


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_every_seat_is_what_seat_state_makes_after_every_event(case: dict[str, Any]) -> None:
    hand = _engine(case)
    for index, event in enumerate(request(case)["events"]):
        hand.apply(core_event(event), index)
        state = hand.state()
        assert state.seats == tuple(hand.seat_state(seat) for seat in range(hand.seats)), index
        assert state.pot == hand.pot() + sum(hand.in_round(seat) for seat in range(hand.seats))
