"""The hands a ruling ranks, in sentences: places, best first; a high-low ranking's low half;
and the pot a high hand takes whole because no low qualifies.

A high-low game's low half needs five cards of eight or under (eight or better): where no
hand makes one, the high hand takes the whole pot, and a ruling that says only "the pot goes
to Ann" leaves a player wondering where the low half went. So it is said.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any


def no_low(result: Mapping[str, Any]) -> list[str]:
    """A high-low pot in which no hand made a qualifying low (eight or better): the high hand
    takes it all, which the pot's sentence alone ("goes to Ann") leaves a player to wonder at.

    >>> no_low({"seats": [{"low": {"qualifies": False}}, {"low": None}], "pots": [
    ...     {"shares": [{"direction": "high"}]}]})
    ['No low qualifies: the high hand takes the whole pot.']
    """
    seats = [seat for seat in result.get("seats") or () if isinstance(seat, Mapping)]
    lows = [seat["low"] for seat in seats if isinstance(seat.get("low"), Mapping)]
    shares = [share.get("direction") for pot in result.get("pots") or ()
              for share in pot.get("shares") or ()]  # fmt: skip
    if not lows or any(low.get("qualifies") is not False for low in lows) or "low" in shares:
        return []
    return ["No low qualifies: the high hand takes the whole pot."]


def ranked_sentences(answer: Mapping[str, Any], names: Sequence[str] = ()) -> list[str]:
    """Ranked hands, best first (an unnamed hand called as ``names`` call it), the low hands
    of a high-low ranking, and point totals, in words."""
    said = []
    ranked = [hand if isinstance(hand, Mapping) else {} for hand in answer.get("hands") or ()]

    def name(index: int) -> str:
        given = ranked[index].get("name") if index < len(ranked) else None
        return str(given) if given else names[index] if index < len(names) else f"hand {index + 1}"

    hands = [(name(index), hand) for index, hand in enumerate(ranked)
             if "place" in hand and "description" in hand]  # fmt: skip
    for who, hand in sorted(hands, key=lambda named: named[1]["place"]):
        said.append(f"Place {hand['place']}: {who}, {hand['description']}.")
    said.extend(_low_sentences(answer, ranked, name))
    for side in ("high", "low"):
        part = answer.get(side)
        if isinstance(part, Mapping) and "total" in part:
            said.append(f"The {side} total is {part['total']:g}.")
    return said


def _low_sentences(
    answer: Mapping[str, Any], ranked: Sequence[Mapping[str, Any]], name: Callable[[int], str]
) -> list[str]:
    """A high-low ranking's low half: each qualifying low by its place, the hands with no
    qualifying low, and, where none qualifies, that the high hand takes it all."""
    low = answer.get("low")
    if not isinstance(low, Mapping) or not isinstance(low.get("order"), list):
        return []
    said = []
    for place, group in enumerate(low["order"], start=1):
        for index in group:
            hand = ranked[index].get("low") if index < len(ranked) else None
            if isinstance(hand, Mapping) and hand.get("description"):
                said.append(f"Low, place {place}: {name(index)}, {hand['description']}.")
    unqualified = [name(index) for index in low.get("unqualified") or ()]
    if unqualified and low["order"]:
        said.append(f"No qualifying low: {', '.join(unqualified)}.")
    elif not low["order"]:
        said.append("No low qualifies: the high hand takes the whole pot.")
    return said
