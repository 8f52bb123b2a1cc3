"""A ruling as a person reads it: the API's JSON answer turned into words, cards and tables.

The page shows what the API answered and nothing else. The ruling's own sentences come first
(``ruling``, ``detail``, a hand's ``description``, who gets each pot: they are
:mod:`service.page.ruling_words`'s), then the next steps, then every other field under its name,
shown here: cards drawn with their suit symbols, seats called by their players' names, and the
rules applied quoted with their sources.

>>> card_words("Th")
('10', '♥', 'h', 'ten of hearts')
>>> seat_name(2, ("Ann (seat 1)", "Bob (seat 2)", "Cy (seat 3)"))
'Cy (seat 3)'
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from service.page.schema import label_of

_CARD: Final = re.compile(r"^([2-9TJQKA])([cdhs])$")
_RANKS: Final = {"T": "10"}
_RANK_WORDS: Final = {
    "2": "two", "3": "three", "4": "four", "5": "five", "6": "six", "7": "seven",
    "8": "eight", "9": "nine", "T": "ten", "J": "jack", "Q": "queen", "K": "king", "A": "ace",
}  # fmt: skip
_SUITS: Final = {
    "c": ("\u2663", "clubs"),
    "d": ("\u2666", "diamonds"),
    "h": ("\u2665", "hearts"),
    "s": ("\u2660", "spades"),
}
HEADLINES: Final = ("ruling", "detail", "reason", "description", "hand", "needs")
"""Fields that are sentences of the ruling itself, shown first, in words."""
_SEAT_FIELDS: Final = frozenset(
    {
        "seat", "to_act", "first_seat", "opener", "folder", "leader", "winner", "winners",
        "eligible", "goers", "losers", "failed_both", "folded", "all_in", "removed",
    }
)  # fmt: skip
_BY_SEAT: Final = frozenset({"matches", "returned", "forfeited", "in_round", "points", "scores"})
"""Lists with one number per seat, in seat order."""
# A hand's strength as a number and its category's id say nothing its description does not.
_SAID_BY_DESCRIPTION: Final = frozenset({"value", "category", "category_name"})
_NOT_SHOWN: Final = frozenset({"explanation", "next_steps", "kind", "next_events"})


def card_words(card: str) -> tuple[str, str, str, str]:
    """A card's rank as printed, its suit symbol, its suit letter and its name in words."""
    if card == "??":
        return "?", "", "", "a card nobody has seen"
    if card == "Jk":
        return "Joker", "", "", "a joker"
    found = _CARD.match(card)
    if found is None:
        return card, "", "", card
    rank, suit = found.groups()
    symbol, suit_name = _SUITS[suit]
    return _RANKS.get(rank, rank), symbol, suit, f"{_RANK_WORDS[rank]} of {suit_name}"


def is_card(value: object) -> bool:
    """A string the API writes for a card."""
    return isinstance(value, str) and (value in ("??", "Jk") or _CARD.match(value) is not None)


def seat_name(seat: int, names: Sequence[str]) -> str:
    """A seat (or a hand) as the players call it: by its player's name where the request gave
    one (:func:`player_names`)."""
    return names[seat] if 0 <= seat < len(names) else f"seat {seat + 1}"


@dataclass(frozen=True, slots=True)
class Node:
    """One piece of the answer as shown: words, cards, a list of named fields, a table, a list."""

    kind: str  # words | cards | fields | table | items | rule
    text: str = ""
    cards: tuple[str, ...] = ()
    pairs: tuple[tuple[str, Node], ...] = ()
    headers: tuple[str, ...] = ()
    rows: tuple[tuple[Node, ...], ...] = ()
    items: tuple[Node, ...] = field(default=())


def _words(text: str) -> Node:
    return Node("words", text=text)


def show(value: Any, name: str, names: Sequence[str]) -> Node:
    """One value of the answer, shown by what it is."""
    if name in _SEAT_FIELDS and isinstance(value, int) and not isinstance(value, bool):
        return _words(seat_name(value, names))
    if isinstance(value, bool):
        return _words("yes" if value else "no")
    if isinstance(value, str):
        if name == "rule":
            return Node("rule", text=value)
        if name == "at" and _PLACE.fullmatch(value):
            return _words(place_words(value, names))
        return Node("cards", cards=(value,)) if is_card(value) else _words(value)
    if isinstance(value, (int, float)):
        return _words(f"{value:g}" if isinstance(value, float) else str(value))
    if isinstance(value, Mapping):
        return fields(value, names)
    if isinstance(value, list):
        return _list(value, name, names)
    return _words("none")


def _list(values: list[Any], name: str, names: Sequence[str]) -> Node:
    if not values:
        return _words("none")
    if all(is_card(value) for value in values):
        return Node("cards", cards=tuple(values))
    if name == "order" and all(isinstance(value, list) for value in values):
        # Places, best first, ties together: [[1], [0, 2]] -> "1st: hand 2; 2nd: hand 1 and hand 3".
        places = (f"{_ordinal(place)}: {names_together(group, names)}" for place, group in
                  enumerate(values, start=1))  # fmt: skip
        return _words("; ".join(places))
    if name in _SEAT_FIELDS and all(isinstance(value, int) for value in values):
        return _words(", ".join(seat_name(value, names) for value in values))
    if name in _BY_SEAT and all(isinstance(value, (int, float)) for value in values):
        each = (f"{seat_name(seat, names)}: {value:g}" for seat, value in enumerate(values))
        return _words(", ".join(each))
    if all(isinstance(value, Mapping) for value in values):
        return _table(values, names)
    return Node("items", items=tuple(show(value, name, names) for value in values))


def _table(rows: list[Mapping[str, Any]], names: Sequence[str]) -> Node:
    headers: list[str] = []
    for row in rows:
        headers.extend(key for key in _shown(row) if key not in headers)
    return Node(
        "table",
        headers=tuple(label_of(key) for key in headers),
        rows=tuple(tuple(_cell(row.get(key), key, names) for key in headers) for row in rows),
    )


def _cell(value: Any, key: str, names: Sequence[str]) -> Node:
    if value is None:
        return _words("")
    if isinstance(value, Mapping) and value.get("qualifies") is False:
        return _words(f"no qualifying low ({value.get('description', '')})")
    if isinstance(value, Mapping) and "description" in value:
        # A ranked hand in a table: its words, then the five cards it plays.
        best = value.get("best_five") or value.get("cards") or ()
        return Node("items", items=(_words(str(value["description"])), show(best, key, names)))
    return show(value, key, names)


def _ordinal(place: int) -> str:
    return f"{place}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(place if place < 20 else place % 10, 'th') }"


def _shown(answer: Mapping[str, Any]) -> list[str]:
    hidden = set(_SAID_BY_DESCRIPTION if "description" in answer else ())
    if answer.get("plays_as") == answer.get("best_five"):
        hidden.add("plays_as")  # a natural hand plays as itself: said once, as its best five
    if "rule" in answer:
        hidden.add("case")  # a rulebook's case letter: the rule it names says it in words
    return [key for key in answer if key not in hidden and key not in _NOT_SHOWN]


def fields(answer: Mapping[str, Any], names: Sequence[str]) -> Node:
    """An object's fields under their names, leaving out what is empty or said elsewhere."""
    pairs = tuple(
        (label_of(key), show(answer[key], key, names))
        for key in _shown(answer)
        if answer[key] is not None and key not in HEADLINES
    )
    return Node("fields", pairs=pairs)


def player_names(request: Mapping[str, Any]) -> tuple[str, ...]:
    """How to call each seat of the request (or each hand, where it ranks hands, not seats):
    ``Ann (seat 1)``, or ``seat 1`` where it gave no name: counted from 1, as at the table.

    >>> player_names({"seats": [{"name": "Ann"}, {}]})
    ('Ann (seat 1)', 'seat 2')
    >>> player_names({"hands": [{"cards": []}]})
    ('hand 1',)
    """
    kind = "seat" if "seats" in request else "hand"
    given = request.get("seats") or request.get("hands") or ()
    if not isinstance(given, list):
        return ()
    names = []
    for index, entry in enumerate(given):
        name = entry.get("name") if isinstance(entry, Mapping) else None
        names.append(f"{name} ({kind} {index + 1})" if name else f"{kind} {index + 1}")
    return tuple(names)


ORDINALS: Final = ("first", "second", "third", "fourth", "fifth")
"""The table's first five counts (a card turned, a draw, a reveal)."""


def in_a_list(words: Sequence[str]) -> str:
    """Words as a sentence lists them: "Ann", "Ann and Cy", "Ann, Bob and Cy".

    >>> in_a_list(["Ann"]), in_a_list(["Ann", "Bob", "Cy"])
    ('Ann', 'Ann, Bob and Cy')
    """
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def names_together(seats: Sequence[int], names: Sequence[str]) -> str:
    """Seats by their players' names, together: "Ann and Cy"; "nobody" for none."""
    return " and ".join(seat_name(seat, names) for seat in seats) or "nobody"


_SEAT_WORD: Final = re.compile(r"\b[Ss]eat (\d+)\b")


def seats_named(sentence: str, names: Sequence[str]) -> str:
    """An API sentence with each ``seat N`` (counted from 0) called as the players call it.

    >>> seats_named("seat 0's high card is the higher hand", ("Ann (seat 1)",))
    "Ann (seat 1)'s high card is the higher hand"
    """
    return _SEAT_WORD.sub(lambda found: seat_name(int(found.group(1)), names), sentence)


def sentence_case(sentence: str) -> str:
    """A sentence as a sentence: a capital first, a stop last.

    >>> sentence_case("seat 2 folded: seat 1 scores 28")
    'Seat 2 folded: seat 1 scores 28.'
    """
    sentence = sentence.strip()
    if not sentence:
        return sentence
    stop = "" if sentence[-1] in ".!?" else "."
    return sentence[:1].upper() + sentence[1:] + stop


_PLACE: Final = re.compile(r"hands\.(\d+)\.cards\.(\d+)")
"""Where a card is in a request (a wild card's ``at``), as the API writes it."""


def place_words(place: str, names: Sequence[str]) -> str:
    """Where a card is, said as a person says it: the hand by its name, the card counted
    from 1 (``hands.0.cards.3``: "card 4 of Ann").

    >>> place_words("hands.0.cards.3", ("Ann (hand 1)",)), place_words("hands.1.cards.0", ())
    ('card 4 of Ann (hand 1)', 'card 1 of hand 2')
    """
    found = _PLACE.fullmatch(place)
    if found is None:
        return path_words(place)
    hand, card = int(found.group(1)), int(found.group(2))
    who = names[hand] if hand < len(names) else f"hand {hand + 1}"
    return f"card {card + 1} of {who}"


def path_words(path: str) -> str:
    """A field's path in a request as a person says it, counting from 1 as people do:
    ``hands.0.cards.1`` -> ``hand 1, card 2``.

    >>> path_words("hands.0.cards.1")
    'hand 1, card 2'
    >>> path_words("stakes.small_bet")
    'stakes, small bet'
    """
    parts: list[str] = []
    for segment in path.split("."):
        if segment.isdigit() and parts:
            name = parts[-1]
            parts[-1] = f"{name[:-1] if name.endswith('s') else name} {int(segment) + 1}"
        else:
            parts.append(segment.replace("_", " "))
    return ", ".join(parts)
