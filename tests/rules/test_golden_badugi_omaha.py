"""Golden showdowns for badugi and Omaha's two-plus-three (golden_badugi_omaha.json), each
citing its source: the same fields as the golden cases of ``cases/``, with every ranking system
a request may name (badugi among them)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from service.rules.cards import Rank, parse_card
from service.rules.decks import Deck
from service.rules.errors import RuleViolation
from service.rules.ranking.compare import compare_hands
from service.rules.ranking.systems import OtherSystem, system_named
from service.rules.ranking.wild import WildRule

CASES = json.loads((Path(__file__).parent / "golden_badugi_omaha.json").read_text())["cases"]


@pytest.mark.parametrize("case", CASES, ids=[case["name"] for case in CASES])
def test_golden_showdown(case: dict[str, Any]) -> None:
    assert case["source"], "every case names its source"
    ruling = compare_hands(
        [[parse_card(c) for c in hand] for hand in case["hands"]],
        system_named(case.get("ranking", "high")),
        Deck(),
        qualifier=case.get("qualifier"),
        board=[parse_card(c) for c in case.get("board", [])],
        exact=tuple(case["use"]) if "use" in case else None,
    )
    assert [list(group) for group in ruling.order] == case["order"]
    assert list(ruling.unqualified) == case.get("unqualified", [])
    if "descriptions" in case:
        assert [e.description for e in ruling.evaluations] == case["descriptions"]


def _cards(text: str) -> list[Any]:
    return [parse_card(c) for c in text.split()]


def test_badugi_cites_its_rules_and_the_exact_use() -> None:
    """A hand that drops a card cites why; a badugi of a board's cards by use cites that too."""
    ruling = compare_hands([_cards("Ac Ad 2h 5s")], OtherSystem.BADUGI, Deck())
    assert ruling.rules[:3] == ("cards.duplicate", "badugi.ranking", "badugi.cards-that-play")
    exact = compare_hands(
        [_cards("Ac 2d Kh Kc")], OtherSystem.BADUGI, Deck(),
        board=_cards("3h 4s 9c"), exact=(2, 2),
    )  # fmt: skip
    assert exact.evaluations[0].description == "Four-high badugi (4-3-2-A)"
    assert "hands.exact-counts" in exact.rules


@pytest.mark.parametrize(
    ("keywords", "rule", "place"),
    [
        ({"qualifier": 8}, "low.qualifier", ("qualifier",)),
        ({"wild": WildRule()}, "badugi.ranking", ("wild",)),
        ({"wild_ranks": [frozenset({Rank.KING})]}, "badugi.ranking", ("wild",)),
        ({"exact": (2, 3), "board": _cards("3h 4s 9c")}, "hands.exact-counts", ("use",)),
    ],
)
def test_badugi_refuses_what_it_does_not_rank(
    keywords: dict[str, Any], rule: str, place: tuple[str, ...]
) -> None:
    with pytest.raises(RuleViolation) as refused:
        compare_hands([_cards("Ac 2d Kh Kc")], OtherSystem.BADUGI, Deck(), **keywords)
    assert refused.value.rule == rule
    assert refused.value.at == (place,)


def test_badugi_ranks_four_to_nine_cards_without_jokers() -> None:
    with pytest.raises(RuleViolation, match="from 4 to 9 cards") as refused:
        compare_hands([_cards("Ac 2d 3h")], OtherSystem.BADUGI, Deck())
    assert refused.value.rule == "badugi.ranking"
    with pytest.raises(RuleViolation, match="without wild cards") as refused:
        compare_hands([_cards("Ac 2d 3h Jk")], OtherSystem.BADUGI, Deck(jokers=1))
    assert refused.value.at == (("hands", 0, "cards", 3),)
