"""Golden hands (tests/rules/hands/*.json): at least one complete hand per game, deal to payout
or to the deal's passing, each citing its source."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hand_notation import play, request

from service.rules.games.catalog import CATALOG
from service.rules.games.draw import DrawPart
from service.rules.games.elimination import EliminationPart, EliminationSeatPart
from service.rules.games.events import Phase
from service.rules.games.old_man import OldManResult

CASES = [
    case
    for path in sorted((Path(__file__).parent / "hands").glob("*.json"))
    for case in json.loads(path.read_text())["cases"]
]


def test_every_game_in_the_catalogue_has_a_golden_hand() -> None:
    """Counterbluff is a whole game of points, not a hand: tests/rules/test_counterbluff.py plays
    whole games of it against an independent scorer."""
    assert {case["game"] for case in CASES} == set(CATALOG) - {"counterbluff"}


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_golden_hand(case: dict[str, Any]) -> None:
    assert case["source"], "every case names its source"
    state = play(case)
    assert state.phase == Phase.OVER
    expect = case["expect"]
    if "carry" in expect:
        assert state.result is None
        assert state.carry is not None
        carry = expect["carry"]
        assert state.carry.amount == carry["amount"]
        assert state.carry.next_dealer == carry["next_dealer"]
        assert [list(a) for a in state.carry.antes] == carry["antes"]
        assert state.carry.rule == carry["rule"]
        return
    assert state.result is not None
    settlement = state.result.settlement
    # Each seat's result from its stack, so that antes paid as dead money count too.
    back = [w + r for w, r in zip(settlement.won, settlement.refunded, strict=True)]
    net = [
        s.stack + b - start for s, b, start in zip(state.seats, back, case["stacks"], strict=True)
    ]
    assert net == case["expect"]["net"]
    # The net the service reports (paid back less put in) is the change in each stack: every
    # chip a seat put in shows in its contributed, a dealer's ante for the table too.
    assert list(settlement.net([s.contributed for s in state.seats])) == net
    if "contributed" in expect:
        assert [s.contributed for s in state.seats] == expect["contributed"]
    assert sum(back) + settlement.carried_over == state.pot
    if "pot" in expect:
        assert state.pot == expect["pot"]
    for direction, hands in (("high", state.result.highs), ("low", state.result.lows)):
        for seat, description in expect.get(direction, {}).items():
            hand = hands[int(seat)]
            assert hand is not None
            assert hand.description == description
    for seat, rank in expect.get("wild", {}).items():
        assert state.seats[int(seat)].high_wild_rank == rank
    for seat, (high, low) in expect.get("totals", {}).items():
        totals = state.seats[int(seat)].part_as(EliminationSeatPart)
        assert (totals.high_total, totals.low_total) == (high, low)
    if "row" in expect:
        assert [str(c) for c in state.part_as(EliminationPart).row] == expect["row"]
    if "matches" in expect:
        matching = state.part_as(OldManResult).matching
        assert matching is not None
        assert list(matching.matches) == expect["matches"]
        assert matching.next_pot == expect["next_pot"]
    if "old_man" in expect:
        old_man = state.part_as(OldManResult)
        assert old_man.high is not None
        assert old_man.low is not None
        assert [old_man.high.description, old_man.low.description] == expect["old_man"]
    if "opener" in expect:
        assert state.part_as(DrawPart).opener == expect["opener"]
    assert set(expect.get("rules", [])) <= set(state.rules)
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
            # A fixed-limit small and big bet are two entries of one type: one holds the amount.
            assert any(
                n.min_to is not None
                and n.max_to is not None
                and n.min_to <= coming["to"] <= n.max_to
                for n in offered
            )
        if coming["type"] == "ante":
            assert offered[0].amount == coming["amount"]
