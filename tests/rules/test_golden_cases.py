"""Golden showdowns (tests/rules/cases/*.json), each citing its source."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from service.rules.cards import parse_card
from service.rules.decks import Deck
from service.rules.ranking import RankingSystem
from service.rules.ranking.compare import compare_hands

CASES = [
    (path.stem, case)
    for path in sorted((Path(__file__).parent / "cases").glob("*.json"))
    for case in json.loads(path.read_text())["cases"]
]


@pytest.mark.parametrize("case", [c for _, c in CASES], ids=[f"{f}: {c['name']}" for f, c in CASES])
def test_golden_showdown(case: dict[str, Any]) -> None:
    assert case["source"], "every case names its source"
    hands = [[parse_card(c) for c in hand] for hand in case["hands"]]
    ruling = compare_hands(
        hands,
        RankingSystem(case.get("ranking", "high")),
        Deck(**case.get("deck", {})),
        qualifier=case.get("qualifier"),
    )
    assert [list(group) for group in ruling.order] == case["order"]
    assert list(ruling.unqualified) == case.get("unqualified", [])
    if "categories" in case:
        assert [e.category.value for e in ruling.evaluations] == case["categories"]
    if "descriptions" in case:
        assert [e.description for e in ruling.evaluations] == case["descriptions"]
