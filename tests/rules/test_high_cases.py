"""Golden showdowns under high poker (tests/rules/cases/high.json), each citing its source."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from service.rules.cards import parse_card
from service.rules.decks import Deck
from service.rules.ranking import RankingSystem
from service.rules.ranking.compare import compare_hands

CASES = json.loads((Path(__file__).parent / "cases" / "high.json").read_text())["cases"]


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_golden_showdown(case: dict[str, Any]) -> None:
    assert case["source"], "every case names its source"
    hands = [[parse_card(c) for c in hand] for hand in case["hands"]]
    ruling = compare_hands(hands, RankingSystem.HIGH, Deck(**case.get("deck", {})))
    assert [list(group) for group in ruling.order] == case["order"]
    assert [e.category.value for e in ruling.evaluations] == case["categories"]
    assert [e.description for e in ruling.evaluations] == case["descriptions"]
