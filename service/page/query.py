"""A question's form as a link, and back: the query string of a page is the request it sends.

Every field is one query parameter named by its path in the request (``seats.0.cards``), so a
ruling's address reproduces it: share the link and the same request is asked again. Lists are
typed on one line (``As Kd 10h``); a hand's events are one per line, in words::

    deal 1 down=As,2s up=3d
    bring_in 1 to=4

Seats are counted from 1 on the page, as at the table; the API counts them from 0, and the page
translates both ways (a field the contract calls an index into the seats).

The page corrects nothing: what cannot be read as a number or a card goes to the API as typed,
and the API's problem says what is wrong with it.

>>> from service.page.schema import FormField, Kind, Item
>>> cards = FormField(name="cards", label="Cards", kind=Kind.LIST, item=Item.CARD)
>>> body_from({"cards": "As Kd, 10h"}, (cards,))
{'cards': ['As', 'Kd', 'Th']}
>>> params_from({'cards': ['As', 'Kd']}, (cards,))
{'cards': 'As Kd'}
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any, Final

from service.page.schema import FormField, Item, Kind

_WHOLE_NUMBER: Final = re.compile(r"^-?\d{1,12}$")
_SPLIT: Final = re.compile(r"[\s,]+")
NONE: Final = "none"
"""What a person types or picks for a value that may be null (``qualifier``: no qualifier)."""
_YES_NO: Final = {"yes": True, "no": False, "true": True, "false": False}
"""A yes-or-no option as the form sends it, or as the API spells it in an address typed in."""


class LineProblem(ValueError):
    """A line of events the page cannot read, before anything is sent."""

    def __init__(self, field: str, line: int, message: str) -> None:
        super().__init__(f"{field}, line {line}: {message}")
        self.field = field
        self.line = line
        self.message = message


_SPOKEN_CARD: Final = re.compile(r"^(10|[2-9tjqka])([cdhs\u2663\u2666\u2665\u2660])$", re.I)
_SUIT_LETTERS: Final = {"\u2663": "c", "\u2666": "d", "\u2665": "h", "\u2660": "s"}


def card_spelling(text: str) -> str:
    """A card as a player types it, in the API's one spelling: ``10h``, ``a♠`` -> ``Th``, ``As``.

    Anything else is left as typed, for the API to refuse in words.

    >>> [card_spelling(text) for text in ("10h", "a\u2660", "kD", "Jk", "??", "1h")]
    ['Th', 'As', 'Kd', 'Jk', '??', '1h']
    """
    found = _SPOKEN_CARD.match(text)
    if found is None:
        return text
    rank, suit = found.groups()
    return ("T" if rank == "10" else rank.upper()) + _SUIT_LETTERS.get(suit, suit.lower())


def items_of(text: str) -> list[str]:
    """The values typed on one line, split at spaces or commas: ``"As, Kd 10h"`` -> 3 items."""
    return [part for part in _SPLIT.split(text) if part]


_ONE_CARD: Final = r"(?:10|[2-9tjqka])[cdhs\u2663\u2666\u2665\u2660]|jk|\?\?"
_RUN_OF_CARDS: Final = re.compile(rf"(?:{_ONE_CARD}){{2,}}", re.I)
_EACH_CARD: Final = re.compile(_ONE_CARD, re.I)


def is_card(text: str) -> bool:
    """Whether ``text`` is written as a card (a rank and then a suit, ``Jk``, ``??``); whether
    the game's deck holds it is the API's to say.

    >>> [is_card(text) for text in ("10h", "a\u2660", "jk", "??", "1h", "7", "As Kd")]
    [True, True, True, True, False, False, False]
    """
    return bool(_SPOKEN_CARD.match(text)) or text.lower() in ("jk", "??")


def cards_of(text: str) -> list[str]:
    """The cards typed on one line: split at spaces or commas, and cards typed together
    (``2s3h7c``) taken apart where each is a rank and then a suit. The split is never a guess:
    a suit is one letter or symbol, a rank one character but for ``10``, and ``1`` is no rank;
    anything else stays one item, for the page or the API to refuse in words.

    >>> cards_of("2s3h7c, 10hJd ??Jk")
    ['2s', '3h', '7c', '10h', 'Jd', '??', 'Jk']
    >>> cards_of("2s3h7 AKQ 35")
    ['2s3h7', 'AKQ', '35']
    """
    found: list[str] = []
    for item in items_of(text):
        found.extend(_EACH_CARD.findall(item) if _RUN_OF_CARDS.fullmatch(item) else [item])
    return found


def _scalar(text: str, item: Item) -> Any:
    if item is Item.NUMBER and _WHOLE_NUMBER.match(text):
        return int(text)
    if item is Item.CARD:
        return card_spelling(text)
    return text


def _read(field: FormField, params: Mapping[str, str], path: str) -> Any:
    """The value of ``field`` at ``path``, or None when the person left it empty."""
    if field.kind is Kind.GROUP:
        return _read_group(field.children, params, path) or None
    if field.kind is Kind.ROWS:
        rows = [_read_group(field.children, params, f"{path}.{i}") for i in range(field.most)]
        while rows and not rows[-1]:
            rows.pop()
        return rows or None
    text = params.get(path, "").strip()
    if not text:
        return None
    if field.kind is Kind.LINES:
        return [read_line(field, number, line) for number, line in _lines(text)]
    split = cards_of if field.item is Item.CARD else items_of
    if field.kind is Kind.LISTS:
        return [[_scalar(part, field.item) for part in split(line)] for _, line in _lines(text)]
    if field.nullable and text.lower() == NONE:
        return _Null
    if field.kind is Kind.LIST:
        return [_from_person(field, _as_choice(field, _scalar(part, field.item)))
                for part in split(text)]  # fmt: skip
    if field.kind is Kind.NUMBER:
        return _from_person(field, _scalar(text, Item.NUMBER))
    if field.kind is Kind.YES_NO:
        return _YES_NO.get(text.lower(), text)
    return _scalar(text, field.item)


def _as_choice(field: FormField, value: Any) -> Any:
    """A word typed for one of a list's choices, as the API writes it: a phone's keyboard
    capitalises the first word (``Bet``), a ten is typed ``10`` where the ranks say ``T``.

    >>> ranks = FormField(name="ranks", label="Ranks", kind=Kind.LIST, choices=("2", "T", "J"))
    >>> [_as_choice(ranks, word) for word in ("j", "10", "x")]
    ['J', 'T', 'x']
    """
    if not field.choices or not isinstance(value, str):
        return value
    word = "T" if value == "10" else value
    return next((choice for choice in field.choices if choice.lower() == word.lower()), value)


def _from_person(field: FormField, value: Any) -> Any:
    """A seat as the API counts it (from 0), from the number a person gave (from 1)."""
    return value - 1 if field.seat_index and isinstance(value, int) else value


def _to_person(field: FormField | None, value: Any) -> Any:
    """A seat as a person counts it (from 1)."""
    if field is not None and field.seat_index and isinstance(value, int):
        return value + 1
    return value


class _NullType:
    """A value the person asked to be null, told apart from one left empty."""


_Null: Final = _NullType()


def short_name(field: FormField) -> str:
    """The field's own name, the last part of its path."""
    return field.name.rsplit(".", 1)[-1]


def join(path: str, name: str) -> str:
    """A field's path under ``path``."""
    return f"{path}.{name}" if path else name


def _read_group(
    fields: tuple[FormField, ...], params: Mapping[str, str], path: str
) -> dict[str, Any]:
    body: dict[str, Any] = {}
    for field in fields:
        name = short_name(field)
        value = _read(field, params, join(path, name))
        if value is not None:
            body[name] = None if value is _Null else value
    return body


def body_from(params: Mapping[str, str], fields: tuple[FormField, ...]) -> dict[str, Any]:
    """The request a form's parameters make: empty fields left out, lines read as events."""
    return _read_group(fields, params, "")


def _lines(text: str) -> Iterator[tuple[int, str]]:
    for number, line in enumerate(text.splitlines(), start=1):
        if line.strip():
            yield number, line.strip()


def read_line(field: FormField, number: int, line: str) -> dict[str, Any]:
    """One event from its line: its type, then the seat, then ``name=value`` for the rest."""
    kind, *words = line.split()
    if kind not in field.variants:
        known = ", ".join(field.variants)
        said = f"{kind!r} is not a step of this hand; write one of {known}"
        raise LineProblem(field.name, number, said)
    fields = {part.name: part for part in field.variants[kind]}
    event: dict[str, Any] = {"type": kind}
    for word in words:
        name, equals, text = word.partition("=")
        if not equals and "seat" in fields and "seat" not in event:
            name, text = "seat", word
        elif name not in fields:
            said = ", ".join(f"{name}=..." for name in fields)
            raise LineProblem(field.name, number, f"{word!r}: {kind} takes {said}")
        part = fields[name]
        if part.kind is Kind.LIST:
            event[name] = [_scalar(item, part.item) for item in text.split(",") if item]
        else:
            value = _scalar(text, Item.NUMBER if part.kind is Kind.NUMBER else part.item)
            event[name] = _from_person(part, value)
    return event


def write_line(event: Mapping[str, Any], field: FormField | None = None) -> str:
    """An event's line: the inverse of :func:`read_line` (empty lists left out); with the
    events' field, seats are written from 1 as people count them."""
    variant = {} if field is None else {p.name: p for p in field.variants.get(event["type"], ())}
    words = [str(event["type"])]
    if "seat" in event:
        words.append(str(_to_person(variant.get("seat"), event["seat"])))
    for name, value in event.items():
        if name in ("type", "seat") or value is None or value == []:
            continue
        said = _to_person(variant.get(name), value)
        text = ",".join(map(str, said)) if isinstance(said, list) else str(said)
        words.append(f"{name}={text}")
    return " ".join(words)


def _write(field: FormField, value: Any, path: str, params: dict[str, str]) -> None:
    if value is None:
        params[path] = NONE
    elif field.kind is Kind.GROUP:
        _write_group(field.children, value, path, params)
    elif field.kind is Kind.ROWS:
        for i, row in enumerate(value):
            _write_group(field.children, row, f"{path}.{i}", params)
    elif field.kind is Kind.LINES:
        params[path] = "\n".join(write_line(event, field) for event in value)
    elif field.kind is Kind.LISTS:
        params[path] = "\n".join(" ".join(map(str, items)) for items in value)
    elif field.kind is Kind.LIST:
        params[path] = " ".join(str(_to_person(field, item)) for item in value)
    elif isinstance(value, bool):
        params[path] = "yes" if value else "no"
    else:
        params[path] = str(_to_person(field, value))


def _write_group(
    fields: tuple[FormField, ...], body: Mapping[str, Any], path: str, params: dict[str, str]
) -> None:
    for field in fields:
        name = short_name(field)
        if name in body:
            _write(field, body[name], join(path, name), params)


def params_from(body: Mapping[str, Any], fields: tuple[FormField, ...]) -> dict[str, str]:
    """The form's parameters for a request: the inverse of :func:`body_from`."""
    params: dict[str, str] = {}
    _write_group(fields, body, "", params)
    return params
