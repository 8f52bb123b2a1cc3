"""Where a response field's value comes from, when it is not the core value's attribute of the
field's own name: said once, on the field, for the writer compiled from the schema
(:mod:`service.api.fast.writing`).

A response field's source is in its ``metadata`` under :data:`SOURCE` (apispec copies only
OpenAPI's own keywords from ``metadata``, so the contract does not show it). A field without
one is the attribute of its own name. The value is then written by the field's kind: a card
as its text, a list item by item, a nested schema by that schema's writer; a field that is
not required is left out where its value is None, a required one is written as null. A field
is written in the schema's order unless it says ``after`` which other field it follows.

>>> source(path="pot.amount")["source"].path
'pot.amount'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Final

SOURCE: Final = "source"
"""The ``metadata`` key of a field's :class:`Source`."""


@dataclass(frozen=True, slots=True)
class Source:
    """Where a field's value comes from, and when it is written."""

    path: str | None = None
    """Dotted attributes of the value (a digit: an item of a tuple; ``[i]`` after a name: the
    item's own item of that sequence, ``ruling.evaluations[i].score``); None: the field's name.
    Empty: the value itself."""
    part: type | None = None
    """A family's part (:class:`~service.rules.games.events.HandPart` or ``SeatPart``): the
    field is written only when the value's ``part`` is of this class, from that part."""
    when: str | None = None
    """An attribute of the value (a path): the field is written only when it is true."""
    write: Callable[[Any], Any] | None = None
    """A function that writes the value found as JSON values (instead of the field's kind)."""
    given: str | None = None
    """The caller's value of this name (for an item of a list written by seat, the request's
    seat), already JSON values: the field is left out where it is not given, unless required."""
    index: bool = False
    """The item's position in its list (a seat's number)."""
    column: bool = False
    """``path`` is a tuple with an item per seat of the list the field's item is in (its
    value is the list's parent): this seat's item (as ``[i]`` at the end of ``path``)."""
    derive: Callable[[Mapping[str, Any]], Any] | None = None
    """A function of the item written so far (the fields before this one)."""
    rows: str | None = None
    """A list field written by seat: each item with the caller's value of this name's item
    (the request's seats) as its given values; with an empty ``path``, each written from the
    value itself (its columns) by its position."""
    nested_given: str | None = None
    """A nested field whose schema's given values are ``answer``: the answer written so far."""
    after: str | None = None
    """Another field of the same schema: this one is written right after it, not in its own
    place (the answer's order, where it differs from the schema's, which the contract shows)."""


def source(**kwargs: Any) -> dict[str, Source]:
    """``metadata`` with a field's source (the keywords of :class:`Source`)."""
    return {SOURCE: Source(**kwargs)}


def source_of(field_metadata: Mapping[str, Any]) -> Source:
    """A field's source: the one it declares, or its own name's attribute."""
    found = field_metadata.get(SOURCE)
    return found if isinstance(found, Source) else _DEFAULT


_DEFAULT: Final = Source()


def seat_amounts(pairs: tuple[tuple[int, int], ...]) -> list[dict[str, int]]:
    """(seat, chips) pairs as the contract writes them."""
    return [{"seat": seat, "amount": amount} for seat, amount in pairs]


def pot_name(index: int) -> str:
    """A pot's name by its place: the main pot first, then the side pots."""
    return "main pot" if index == 0 else f"side pot {index}"


def net(seat: Mapping[str, Any]) -> int:
    """A seat's result, as the contract defines it: won + refunded - contributed."""
    result: int = seat["won"] + seat["refunded"] - seat["contributed"]
    return result
