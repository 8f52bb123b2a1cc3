"""Elimination at the table, in words (RULES.md §1): the row of cards turned up, what each
reveal made the players throw, and at the end each survivor's declaration and point totals.

The state answer has them all: the row (``row``, every card turned, in order), each seat's
cards given up (``eliminated``) and its best totals (``high_total``, ``low_total``: points, a
picture counted as ½ for low, so a total may end in a half).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from service.page.answer import card_words, in_a_list
from service.page.shown_hands import ShownHand

_RANK_NAMES: Final = {
    "2": "two", "3": "three", "4": "four", "5": "five", "6": "six", "7": "seven",
    "8": "eight", "9": "nine", "T": "ten", "J": "jack", "Q": "queen", "K": "king", "A": "ace",
}  # fmt: skip
DECLARED: Final = "declared"
"""The direction of an Elimination hand in the ruling's list: each says his own declaration."""


def card_text(card: str) -> str:
    """A card as the table prints it, its suit a symbol: ``K♦``, ``10♣``.

    >>> card_text("Kd"), card_text("Tc"), card_text("??")
    ('K♦', '10♣', '?')
    """
    rank, symbol, _, _ = card_words(card)
    return rank + symbol


def cards_text(cards: Sequence[str]) -> str:
    """Cards as the table prints them, one space apart: ``K♣ K♥``."""
    return " ".join(card_text(card) for card in cards)


def row(body: Mapping[str, Any]) -> list[str]:
    """The cards turned up so far, in order; empty in any other game."""
    found = body.get("row")
    return [str(card) for card in found] if isinstance(found, list) else []


def _plural(rank: str) -> str:
    """A rank's name for several of its cards.

    >>> _plural("6"), _plural("K")
    ('sixes', 'kings')
    """
    name = _RANK_NAMES.get(rank, rank)
    return name + ("es" if name.endswith("x") else "s")


def reveal_said(body: Mapping[str, Any], names: Sequence[str]) -> str:
    """What the card just turned did, said as the table sees it: who threw which cards, or
    that its rank was up already (another card is turned), or that nobody held one.

    >>> seats = [{"eliminated": ["Kc", "Kh"], "down": ["2c"]}, {"eliminated": [], "down": ["3d"]},
    ...          {"eliminated": ["Ks"], "down": ["4d"]}]
    >>> reveal_said({"row": ["5h", "Kd"], "seats": seats}, ["Ann", "Bob", "Eve"])
    'K♦ turned: Ann throws K♣ K♥ and Eve throws K♠.'
    >>> reveal_said({"row": ["Kd", "Kh"], "seats": seats}, ["Ann", "Bob", "Eve"])
    'K♥ turned: the kings are out already, so another card is turned.'
    >>> reveal_said({"row": ["9d"], "seats": seats}, ["Ann", "Bob", "Eve"])
    '9♦ turned: nobody holds a nine.'
    """
    turned = row(body)
    if not turned:
        return ""
    card = turned[-1]
    rank = card[0]
    said = f"{card_text(card)} turned"
    if rank in {earlier[0] for earlier in turned[:-1]}:
        return f"{said}: the {_plural(rank)} are out already, so another card is turned."
    threw = []
    unseen = False
    for index, seat in enumerate(body.get("seats") or ()):
        if not isinstance(seat, Mapping):
            continue
        gone = [str(c) for c in seat.get("eliminated") or () if str(c)[0] == rank]
        who = names[index] if index < len(names) else f"Seat {index + 1}"
        if gone:
            threw.append(f"{who} throws {cards_text(gone)}")
        unseen = unseen or "??" in (seat.get("down") or ())
    if threw:
        return f"{said}: {in_a_list(threw)}."
    name = _RANK_NAMES.get(rank, rank)
    article = "an" if name[0] in "ae" else "a"
    nobody = f"no {name} among the cards typed" if unseen else f"nobody holds {article} {name}"
    return f"{said}: {nobody}."


def points(total: object) -> str:
    """A point total as players say it, a half as ½.

    >>> points(25), points(9.5), points(0.5), points(None)
    ('25', '9½', '½', '')
    """
    if not isinstance(total, (int, float)) or isinstance(total, bool):
        return ""
    whole = int(total)
    half = total - whole >= 0.5
    return (str(whole) if whole or not half else "") + ("½" if half else "")


def totals_shown(body: Mapping[str, Any], names: Sequence[str]) -> list[ShownHand]:
    """Each survivor's declaration and point totals, his cards left beside them, as the ruling
    lists each hand in the other games; nothing before the declarations or in another game.

    >>> seat = {"declaration": "low", "status": "live", "down": ["Ah", "2h"],
    ...         "high_total": 14, "low_total": 3}
    >>> [shown] = totals_shown({"row": ["Kd"], "seats": [seat]}, ["Bob"])
    >>> shown.who, shown.description, shown.cards
    ('Bob', 'declared low: low total 3 (high total 14)', ('Ah', '2h'))
    """
    if "row" not in body:
        return []
    found = []
    for index, seat in enumerate(body.get("seats") or ()):
        if not isinstance(seat, Mapping) or seat.get("status") == "folded":
            continue
        declared = seat.get("declaration")
        if not isinstance(declared, str):
            continue
        high, low = points(seat.get("high_total")), points(seat.get("low_total"))
        if not high and not low:
            said = f"declared {declared}: every card lost"
        elif declared == "low":
            said = f"declared low: low total {low} (high total {high})"
        elif declared == "high":
            said = f"declared high: high total {high} (low total {low})"
        else:
            said = f"declared {declared}: high total {high}, low total {low}"
        who = names[index] if index < len(names) else f"Seat {index + 1}"
        cards = tuple(str(card) for card in seat.get("down") or ())
        found.append(ShownHand(who, DECLARED, said, cards))
    return found
