"""The hands a ruling ranked, as a ruling shows them first: whose, which way, in words, as cards."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from service.page.answer import seat_name


@dataclass(frozen=True, slots=True)
class ShownHand:
    """A ranked hand as the ruling shows it first: whose, which way, its words, its cards."""

    who: str
    direction: str
    description: str
    cards: tuple[str, ...]
    wild: tuple[str, ...] = ()
    """Beside each card, the card a wild one plays as (empty for a natural card), where the
    ruling says it (a ranking's ``wild_cards``); nothing where it does not."""


def _wild(ruling: Mapping[str, Any], cards: Sequence[str]) -> tuple[str, ...]:
    """What each of a hand's cards plays as where the ruling says it is wild, else empty.

    >>> _wild({"wild_cards": [{"card": "2s", "plays_as": "As"}]}, ["2s", "Ah", "Ad"])
    ('As', '', '')
    >>> _wild({}, ["Ah"])
    ()
    """
    plays = {
        str(wild["card"]): str(wild.get("plays_as") or wild["card"])
        for wild in ruling.get("wild_cards") or ()
        if isinstance(wild, Mapping) and wild.get("card")
    }
    return tuple(plays.get(card, "") for card in cards) if plays else ()


def _low_words(ruling: Mapping[str, Any]) -> str:
    """A hand's words, saying so where it is a low that does not qualify (eight or better):
    it wins no part of the pot, whatever its place among the lows.

    >>> _low_words({"description": "Nine-eight low", "qualifies": False})
    'Nine-eight low: no qualifying low'
    """
    said = str(ruling["description"])
    return f"{said}: no qualifying low" if ruling.get("qualifies") is False else said


def shown_hands(answer: Mapping[str, Any], names: Sequence[str]) -> list[ShownHand]:
    """The hands a ruling ranked, best first where it places them: a ranking's ``hands``, or a
    settlement's seats with their high and low hands, and Old Man's own hand."""
    found = []
    for index, hand in enumerate(answer.get("hands") or ()):
        if isinstance(hand, Mapping) and hand.get("description"):
            cards = tuple(hand.get("best_five") or hand.get("cards") or ())
            found.append((hand.get("place", 0), ShownHand(
                seat_name(index, names), "high", str(hand["description"]), cards,
                _wild(hand, cards))))  # fmt: skip
            low = hand.get("low")
            if isinstance(low, Mapping) and low.get("description"):
                # A high-low ranking's low half, after the high hands (a place of its own).
                low_cards = tuple(low.get("best_five") or ())
                shown = ShownHand(seat_name(index, names), "low", _low_words(low), low_cards,
                                  _wild(low, low_cards) or _wild(hand, low_cards))  # fmt: skip
                found.append((len(answer["hands"]) + (low.get("place") or len(answer["hands"])),
                              shown))  # fmt: skip
    result = answer.get("result")
    result = result if isinstance(result, Mapping) else answer
    for seat in result.get("seats") or ():
        if not isinstance(seat, Mapping) or not isinstance(seat.get("seat"), int):
            continue
        for direction in ("high", "low"):
            ruling = seat.get(direction)
            if isinstance(ruling, Mapping) and ruling.get("description"):
                cards = tuple(ruling.get("best_five") or ruling.get("cards") or ())
                shown = ShownHand(seat_name(seat["seat"], names), direction,
                                  _low_words(ruling), cards)  # fmt: skip
                found.append((0, shown))
    old_man = answer.get("old_man")
    for direction in ("high", "low"):
        # Old Man's dummy hand (RULES.md §5): every go had to beat it, so the ruling shows it.
        ruling = old_man.get(direction) if isinstance(old_man, Mapping) else None
        if isinstance(ruling, Mapping) and ruling.get("description"):
            cards = tuple(ruling.get("best_five") or ())
            found.append(
                (0, ShownHand("The old man", direction, str(ruling["description"]), cards))
            )
    found.sort(key=lambda placed: placed[0])
    return [hand for _, hand in found]
