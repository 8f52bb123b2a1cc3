"""Golden hands (tests/rules/hands/stud.json): one complete hand per stud game, deal to payout."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hand_notation import play, request

from service.rules.games.catalog import CATALOG
from service.rules.games.events import Phase

CASES = json.loads((Path(__file__).parent / "hands" / "stud.json").read_text())["cases"]


def test_every_game_in_the_catalogue_has_a_golden_hand() -> None:
    assert {case["game"] for case in CASES} == set(CATALOG)


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_golden_hand(case: dict[str, Any]) -> None:
    assert case["source"], "every case names its source"
    state = play(case)
    assert state.phase == Phase.OVER
    assert state.result is not None
    settlement = state.result.settlement
    contributed = [seat.contributed for seat in state.seats]
    assert list(settlement.net(contributed)) == case["expect"]["net"]
    assert sum(settlement.won) + sum(settlement.refunded) == sum(contributed)
    expect = case["expect"]
    if "pot" in expect:
        assert state.pot == expect["pot"]
    for direction, hands in (("high", state.result.highs), ("low", state.result.lows)):
        for seat, description in expect.get(direction, {}).items():
            hand = hands[int(seat)]
            assert hand is not None
            assert hand.description == description
    for seat, rank in expect.get("wild", {}).items():
        assert state.seats[int(seat)].high_wild_rank == rank
    if "payments" in expect:
        paid = [[p.seat, p.amount] for p in state.payments if p.rule == "stud.axe-payments"]
        assert paid == expect["payments"]


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_every_prefix_of_a_golden_hand_lists_its_next_event(case: dict[str, Any]) -> None:
    """At every step the event that came next was among the legal next events, amounts too."""
    lines = case["events"]
    for cut in range(len(lines)):
        state = play(case, lines[:cut])
        coming = request(case | {"events": [lines[cut]]})["events"][0]
        offered = [
            n for n in state.next_events if n.type.value == coming["type"]
            and n.seat == coming.get("seat")
        ]  # fmt: skip
        assert offered, f"{lines[cut]!r} was not offered after {cut} events"
        if "to" in coming:
            assert offered[0].min_to is not None
            assert offered[0].max_to is not None
            assert offered[0].min_to <= coming["to"] <= offered[0].max_to
        if coming["type"] == "ante":
            assert offered[0].amount == coming["amount"]
