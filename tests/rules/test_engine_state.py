"""The hand's state as :meth:`Engine.state` makes it for every seat at once, against each seat
made on its own (:func:`~service.rules.games.view.seat_state`), after every event of every
golden hand (tests/rules/hands/*.json): the same seats and the same pot. And asked after only
some of the events, as an app that sends several at once asks: the engine's account of which
seats changed since the last state (only those are read again) must cover every seat that did."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from hand_notation import core_event, request, setup_of

from service.rules.games.catalog import CATALOG
from service.rules.games.engine import Engine
from service.rules.games.table import configure
from service.rules.games.view import seat_state

CASES = [
    case
    for path in sorted((Path(__file__).parent / "hands").glob("*.json"))
    for case in json.loads(path.read_text())["cases"]
]


def _engine(case: dict[str, Any]) -> Engine:
    return Engine(configure(CATALOG[case["game"]], setup_of(case)))


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_every_seat_is_what_seat_state_makes_after_every_event(case: dict[str, Any]) -> None:
    hand = _engine(case)
    for index, event in enumerate(request(case)["events"]):
        hand.apply(core_event(event), index)
        state = hand.state()
        assert state.seats == tuple(seat_state(hand, seat) for seat in range(hand.seats)), index
        assert state.pot == hand.pot() + sum(hand.in_round(seat) for seat in range(hand.seats))


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_a_state_asked_after_some_events_reads_every_seat_that_changed(
    case: dict[str, Any],
) -> None:
    events = request(case)["events"]
    for trial in range(4):
        asked = random.Random(f"{case['name']}/{trial}")
        hand = _engine(case)
        for index, event in enumerate(events):
            hand.apply(core_event(event), index)
            if asked.random() < 0.4 or index == len(events) - 1:
                state = hand.state()
                made = tuple(seat_state(hand, seat) for seat in range(hand.seats))
                assert state.seats == made, (trial, index)
