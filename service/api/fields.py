"""Marshmallow fields that parse the service's notation into core values at the edge."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Final

import marshmallow as ma

from service.rules.cards import (
    CARD_OR_HIDDEN_PATTERN,
    CARD_PATTERN,
    NOTATION,
    PLAYING_NOTATION,
    Rank,
    SeenOrHidden,
    parse_card_or_hidden,
)
from service.rules.cards import parse_card as parse_playing_card
from service.rules.errors import RuleViolation

MAX_SEATS: Final = 10
"""The most seats at one table any request describes."""
MAX_CHIPS: Final = 10**9
"""The most chips one seat has or puts in."""
MAX_POT: Final = MAX_SEATS * MAX_CHIPS
"""A pot, carried ones included, holds at most what every stack at a full table can hold: chips
only ever come into it from the stacks, so no lower bound may refuse a pot the service carried."""


def chips(least: int = 0, **kwargs: Any) -> ma.fields.Integer:
    """A count of one seat's chips, from ``least`` to :data:`MAX_CHIPS`."""
    return ma.fields.Integer(strict=True, validate=ma.validate.Range(least, MAX_CHIPS), **kwargs)


def pot_chips(**kwargs: Any) -> ma.fields.Integer:
    """Chips in a pot, which may hold every stack at a full table (:data:`MAX_POT`)."""
    return ma.fields.Integer(strict=True, validate=ma.validate.Range(0, MAX_POT), **kwargs)


class CardField(ma.fields.Field[SeenOrHidden]):
    """A card in notation (``As``, ``10d``, ``a♠``, ``Jk``; ``??`` only if ``allow_hidden``).

    Loads to a core card value; dumps to the canonical two-character form.
    """

    def __init__(self, *, allow_hidden: bool = False, **kwargs: Any) -> None:
        self.allow_hidden = allow_hidden
        pattern = CARD_OR_HIDDEN_PATTERN if allow_hidden else CARD_PATTERN
        hidden = "; ?? for a card nobody can see" if allow_hidden else ""
        metadata = {
            "description": "A card: rank 2-9, T (or 10), J, Q, K, A and suit c, d, h, s "
            f"(or a suit symbol), any case; Jk for a joker{hidden}.",
            "example": "As",
            **kwargs.pop("metadata", {}),
        }
        super().__init__(metadata=metadata, **kwargs)
        self._pattern = pattern
        self.parse: Callable[[str], SeenOrHidden] = (
            parse_card_or_hidden if allow_hidden else parse_playing_card
        )
        """Reads one card's notation; raises :class:`RuleViolation` for anything else."""
        self.notation: Mapping[str, SeenOrHidden] = NOTATION if allow_hidden else PLAYING_NOTATION
        """Every spelling this field accepts, and the card it names: ``parse`` as a table."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> SeenOrHidden:
        if not isinstance(value, str):
            raise ma.ValidationError("A card is a string such as 'As' or 'Td'.")
        try:
            return self.parse(value)
        except RuleViolation as violation:
            raise ma.ValidationError(violation.detail) from None

    def _serialize(self, value: Any, attr: str | None, obj: Any, **kwargs: Any) -> str | None:
        return None if value is None else str(value)


def card_field_properties(
    converter: Any,
    field: ma.fields.Field[Any],
    **kwargs: Any,
) -> dict[str, Any]:
    """The contract of a card field: a string with the notation's pattern (an apispec hook)."""
    if isinstance(field, CardField):
        kind: str | list[str] = ["string", "null"] if field.allow_none else "string"
        return {"type": kind, "pattern": field._pattern, "maxLength": 3}
    return {}


class StrictBoolean(ma.fields.Boolean):
    """A JSON ``true`` or ``false``, nothing else: no 0, 1, "yes" silently read as one."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> bool:
        if not isinstance(value, bool):
            raise ma.ValidationError("Not a boolean: write true or false.")
        return value


class RankField(ma.fields.Field[Rank]):
    """A rank: ``2``-``9``, ``T`` (or ``10``), ``J``, ``Q``, ``K``, ``A``."""

    SYMBOLS: Final[dict[str, Rank]] = {**{r.letter: r for r in Rank}, "10": Rank.TEN}
    """Each way of writing a rank, and the rank it names."""

    def __init__(self, **kwargs: Any) -> None:
        symbols: list[str | None] = list(self.SYMBOLS)
        if kwargs.get("allow_none"):
            symbols.append(None)
        metadata = {"enum": symbols, **kwargs.pop("metadata", {})}
        super().__init__(metadata=metadata, **kwargs)

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Rank:
        if not isinstance(value, str) or value not in self.SYMBOLS:
            raise ma.ValidationError("A rank is one of 2-9, T (or 10), J, Q, K, A.")
        return self.SYMBOLS[value]

    def _serialize(self, value: Any, attr: str | None, obj: Any, **kwargs: Any) -> str | None:
        return None if value is None else str(value.letter)
