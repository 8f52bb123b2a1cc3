"""A deal of the wrong number of cards is refused citing the game's own deal (RULES.md §4 for
stud, §7 for hold'em, Omaha and the draw games, §2 for Jacks or Better, §5 for Old Man): an app
that deals hold'em is pointed to hold'em's rule, not stud's.

Each golden hand's first deal is sent again with one card too many.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Final

import pytest
from hand_notation import play

from service.rules.errors import RuleViolation

CASES = [
    case
    for path in sorted((Path(__file__).parent / "hands").glob("*.json"))
    for case in json.loads(path.read_text())["cases"]
]
DEAL_RULES: Final = {
    "texas_holdem": "holdem.deal",
    "short_deck_holdem": "holdem.deal",
    "omaha": "omaha.deal",
    "omaha_high_low": "omaha.deal",
    "five_card_draw": "draw.blind-deal",
    "ace_to_five_draw": "draw.blind-deal",
    "deuce_to_seven_single_draw": "draw.blind-deal",
    "deuce_to_seven_triple_draw": "draw.blind-deal",
    "badugi": "draw.blind-deal",
    "jacks_or_better": "draw.deal",
    "old_man": "old_man.deal",
    "elimination": "games.procedure",
}
"""Each game's deal rule; every stud game's is ``stud.deal``."""
SPARE: Final = tuple(r + s for s in "cdhs" for r in "AKQJT98765432")
SHORT_SPARE: Final = tuple(c for c in SPARE if c[0] in "AKQJT9876")


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_a_deal_of_too_many_cards_cites_the_games_deal(case: dict[str, Any]) -> None:
    events: list[str] = case["events"]
    first = next((k for k, line in enumerate(events) if line.startswith("deal ")), None)
    if first is None:
        pytest.skip("no deal in this hand (a deal passed out before it is dealt)")
    seen = " ".join(events)
    pack = SHORT_SPARE if case["game"] == "short_deck_holdem" else SPARE
    spare = next(c for c in pack if c not in seen)
    kind, seat, *cards = events[first].split()
    wrong = [*events[:first], " ".join([kind, seat, spare, *cards])]
    with pytest.raises(RuleViolation) as refused:
        play(case, wrong)
    expected = DEAL_RULES.get(case["game"], "stud.deal")
    assert refused.value.rule == expected, refused.value.detail
    assert refused.value.at[0][:2] == ("events", first)
    down = cards.index("/") if "/" in cards else len(cards)
    assert f"not {down + 1} down and" in refused.value.detail
