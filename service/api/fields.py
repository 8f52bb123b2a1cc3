"""Marshmallow fields that parse the service's notation into core values at the edge."""

from __future__ import annotations

from typing import Any, Final

import marshmallow as ma

from service.rules.cards import (
    CARD_OR_HIDDEN_PATTERN,
    CARD_PATTERN,
    Rank,
    SeenOrHidden,
    parse_card_or_hidden,
)
from service.rules.cards import parse_card as parse_playing_card
from service.rules.errors import RuleViolation


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

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> SeenOrHidden:
        if not isinstance(value, str):
            raise ma.ValidationError("A card is a string such as 'As' or 'Td'.")
        try:
            if self.allow_hidden:
                return parse_card_or_hidden(value)
            return parse_playing_card(value)
        except RuleViolation as violation:
            raise ma.ValidationError(violation.detail) from None

    def _serialize(self, value: Any, attr: str | None, obj: Any, **kwargs: Any) -> str | None:
        return None if value is None else str(value)


class CardList(ma.fields.List):  # type: ignore[type-arg]
    """A list of cards: ``CardList(CardField(...), ...)`` reads like ``List`` and loads the same,
    with one shortcut: a list of well-written cards is parsed without marshmallow's per-item
    machinery. Anything else (a bad card, a null, a non-string) takes ``List``'s own path, which
    names the item that is wrong."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Any:
        inner = self.inner
        if (
            type(value) is list
            and isinstance(inner, CardField)
            and not inner.validators
            and all(type(v) is str for v in value)
        ):
            parse = parse_card_or_hidden if inner.allow_hidden else parse_playing_card
            try:
                return [parse(v) for v in value]
            except RuleViolation:
                pass
        return super()._deserialize(value, attr, data, **kwargs)


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


_RANK_SYMBOLS: Final = {**{r.letter: r for r in Rank}, "10": Rank.TEN}


class RankField(ma.fields.Field[Rank]):
    """A rank: ``2``-``9``, ``T`` (or ``10``), ``J``, ``Q``, ``K``, ``A``."""

    def __init__(self, **kwargs: Any) -> None:
        symbols: list[str | None] = list(_RANK_SYMBOLS)
        if kwargs.get("allow_none"):
            symbols.append(None)
        metadata = {"enum": symbols, **kwargs.pop("metadata", {})}
        super().__init__(metadata=metadata, **kwargs)

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Rank:
        if not isinstance(value, str) or value not in _RANK_SYMBOLS:
            raise ma.ValidationError("A rank is one of 2-9, T (or 10), J, Q, K, A.")
        return _RANK_SYMBOLS[value]

    def _serialize(self, value: Any, attr: str | None, obj: Any, **kwargs: Any) -> str | None:
        return None if value is None else str(value.letter)
