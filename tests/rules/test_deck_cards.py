"""A card the game's deck does not hold is refused where it first appears, in every game
(RULES.md §0 and §7: short-deck hold'em deals the 36 cards from six to ace; no game here deals a
joker unless its deck has them).

Each golden hand (tests/rules/hands) is replayed with one of its cards, at each place a card is
dealt, drawn, exchanged or shown in turn, replaced by a card its deck lacks: a five in short
deck, a joker elsewhere. The refusal must name ``cards.deck`` and that very event, never a later
one: an app that follows the legal next events must hear of a wrong card when it sends it, not
when the hand can no longer end.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Final

import pytest
from hand_notation import play_events, request

from service.rules.errors import RuleViolation
from service.rules.games.catalog import CATALOG

CASES = [
    case
    for path in sorted((Path(__file__).parent / "hands").glob("*.json"))
    for case in json.loads(path.read_text())["cases"]
]
_FIRST_SEEN: Final = {
    "deal": ("down", "up"),
    "community": ("card",),
    "reveal": ("card",),
    "draw": ("down",),
    "exchange": ("card",),
    "old_man": ("down",),
}
"""Where each kind of event brings a card into the hand. The others (discards, shows, passes)
name cards a seat holds already, and are refused as cards it does not hold."""


def _places(events: list[dict[str, Any]]) -> Iterator[tuple[int, str, int | None]]:
    """Every place a named card comes into the hand: (event, field, index in a list or None)."""
    for number, event in enumerate(events):
        for field in _FIRST_SEEN.get(event["type"], ()):
            value = event.get(field)
            if isinstance(value, list):
                yield from ((number, field, i) for i, card in enumerate(value) if card != "??")
            elif value not in (None, "??"):
                yield number, field, None


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_a_card_the_deck_lacks_is_refused_where_it_appears(case: dict[str, Any]) -> None:
    deck = CATALOG[case["game"]].deck
    if deck.short:
        stranger = "5h"
    elif deck.jokers == 0:
        stranger = "Jk"
    else:
        pytest.skip("the deck holds every card there is")
    events = request(case)["events"]
    places = list(_places(events))
    if not places:
        pytest.skip("no card comes into this hand (a deal passed out before it is dealt)")
    for number, field, index in places:
        changed = json.loads(json.dumps(events))
        if index is None:
            changed[number][field] = stranger
        else:
            changed[number][field][index] = stranger
        with pytest.raises(RuleViolation) as refused:
            play_events(case, changed)
        where = (number, field, index)
        assert refused.value.rule == "cards.deck", (where, refused.value.detail)
        assert refused.value.at[0][:2] == ("events", number), (where, refused.value.at)
