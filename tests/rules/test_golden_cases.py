"""Golden showdowns (tests/rules/cases/*.json), each citing its source."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from service.rules.cards import Rank, parse_card
from service.rules.decks import Deck
from service.rules.ranking import RankingSystem
from service.rules.ranking.compare import compare_hands
from service.rules.ranking.wild import JokerRule, WildRule

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
        wild=_wild_rule(case["wild"]) if "wild" in case else None,
        wild_ranks=[frozenset(map(_rank, ranks)) for ranks in case.get("wild_ranks", [])],
        board=[parse_card(c) for c in case.get("board", [])],
        exact=tuple(case["use"]) if "use" in case else None,
    )
    assert [list(group) for group in ruling.order] == case["order"]
    assert list(ruling.unqualified) == case.get("unqualified", [])
    if "categories" in case:
        assert [e.category.value for e in ruling.evaluations] == case["categories"]
    if "descriptions" in case:
        assert [e.description for e in ruling.evaluations] == case["descriptions"]
    for evaluation, plays_as in zip(ruling.evaluations, case.get("plays_as", []), strict=False):
        if plays_as is not None:
            assert [str(c) for c in evaluation.plays_as] == plays_as


def _rank(symbol: str) -> Rank:
    return parse_card(symbol + "c").rank


def _wild_rule(spec: dict[str, Any]) -> WildRule:
    natural = spec.get("natural_pair")
    return WildRule(
        ranks=frozenset(map(_rank, spec.get("ranks", []))),
        cards=frozenset(parse_card(c) for c in spec.get("cards", [])),
        jokers=JokerRule(spec.get("joker", "wild")),
        may_duplicate=spec.get("may_duplicate", True),
        natural_pair=_rank(natural) if natural else None,
    )
