"""Marshmallow fields that parse the service's notation into core values at the edge."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

import marshmallow as ma

from service.api.contract.wording import received, refusal
from service.rules.cards import NOTATION, HiddenCard, Joker, Rank, SeenOrHidden
from service.rules.errors import quoted

MAX_SEATS: Final = 10
"""The most seats at one table any request describes."""
MAX_NAME: Final = 64
"""The longest name a seat or a hand may be given (in JSON and in a PHH document alike)."""
MAX_CHIPS: Final = 10**9
"""The most chips one seat has or puts in."""
MAX_POT: Final = MAX_SEATS * MAX_CHIPS
"""A pot, carried ones included, holds at most what every stack at a full table can hold: chips
only ever come into it from the stacks, so no lower bound may refuse a pot the service carried."""

OPEN: Final = {"unevaluatedProperties": True}
"""A condition of the contract's on some fields (an ``if``, a ``then``), open to the others in so
many words: JSON Schema assumes it, but Redocly's example check reads a schema with
``properties`` as closed unless it says otherwise."""


class BoundedList(ma.fields.List):  # type: ignore[type-arg]
    """A list whose length bounds are checked before its items are read: a body of 32,000
    wrong items in a list of at most ten was read item by item, each error worded, for over a
    second a request. Every list of a request is one of these."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Any:
        if isinstance(value, list):
            for validator in self.validators:
                bound = validator.max if isinstance(validator, ma.validate.Length) else None
                if bound is not None and len(value) > bound:
                    validator(value)  # raises, with the bound's own message
        return super()._deserialize(value, attr, data, **kwargs)


class WholeNumber(ma.fields.Integer):
    """A JSON integer, as JSON Schema counts one: any number without a fraction (``3`` or
    ``3.0``), loaded as an ``int``; never a boolean, a string or ``3.5``.

    The contract says ``type: integer``, which ``3.0`` satisfies: refusing it would be a
    validation the contract never states.
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(strict=True, **kwargs)

    def _validated(self, value: Any) -> int:
        if type(value) is float and value.is_integer():
            value = int(value)
        return super()._validated(value)


def chips(least: int = 0, **kwargs: Any) -> WholeNumber:
    """A count of one seat's chips, from ``least`` to :data:`MAX_CHIPS`."""
    return WholeNumber(validate=ma.validate.Range(least, MAX_CHIPS), **kwargs)


def pot_chips(**kwargs: Any) -> WholeNumber:
    """Chips in a pot, which may hold every stack at a full table (:data:`MAX_POT`)."""
    return WholeNumber(validate=ma.validate.Range(0, MAX_POT), **kwargs)


RANK_LETTERS: Final = "23456789TJQKA"
"""The ranks as the contract writes them, lowest first: one letter each (``T`` for ten)."""
SUIT_LETTERS: Final = "cdhs"
NATURAL_CARD_PATTERN: Final = f"^[{RANK_LETTERS}][{SUIT_LETTERS}]$"
PLAYING_CARD_PATTERN: Final = f"^(?:[{RANK_LETTERS}][{SUIT_LETTERS}]|Jk)$"
SEEN_OR_HIDDEN_PATTERN: Final = f"^(?:[{RANK_LETTERS}][{SUIT_LETTERS}]|Jk|\\?\\?)$"

# The one spelling of every card: the core reads more (any case, 10, suit symbols), but a
# contract with two spellings of one card lets `uniqueItems` pass a card listed twice.
_SPELLING: Final[Mapping[str, SeenOrHidden]] = {
    text: parsed for text, parsed in NOTATION.items() if str(parsed) == text
}


_CARD_SPELLING: Final = "rank 2-9, T, J, Q, K or A, then suit c, d, h or s"


class CardField(ma.fields.Field[SeenOrHidden]):
    """A card in the contract's one spelling: rank ``2``-``9``, ``T``, ``J``, ``Q``, ``K``, ``A``
    then suit ``c``, ``d``, ``h``, ``s`` (``As``, ``Td``); ``Jk`` for a joker unless
    ``jokers`` is false; ``??`` only if ``allow_hidden``.

    Loads to a core card value; dumps to the same spelling.
    """

    item_noun: Final = ("card", "cards")
    """What a list of these holds, for its messages (:mod:`.wording`)."""

    def __init__(self, *, allow_hidden: bool = False, jokers: bool = True, **kwargs: Any) -> None:
        self.allow_hidden = allow_hidden
        self.jokers = jokers
        if allow_hidden:
            pattern, said = SEEN_OR_HIDDEN_PATTERN, "; Jk for a joker; ?? for a card unseen"
        elif jokers:
            pattern, said = PLAYING_CARD_PATTERN, "; Jk for a joker"
        else:
            pattern, said = NATURAL_CARD_PATTERN, " (no joker)"
        self.description = (
            f"A card: rank 2-9, T, J, Q, K or A, then suit c, d, h or s (As, Td){said}."
        )
        super().__init__(
            metadata={"description": self.description, "example": "As",
                      **kwargs.pop("metadata", {})},
            **kwargs,
        )  # fmt: skip
        self.pattern = pattern
        self.notation: Mapping[str, SeenOrHidden] = {
            text: parsed
            for text, parsed in _SPELLING.items()
            if (allow_hidden or not isinstance(parsed, HiddenCard))
            and (jokers or allow_hidden or not isinstance(parsed, Joker))
        }
        """Every card this field accepts, by its one spelling."""

    def expectation(self) -> str:
        """What this field takes, in words."""
        return f'a card: {_CARD_SPELLING}, such as "As" or "Td"{self._others()}'

    def _others(self) -> str:
        if self.allow_hidden:
            return '; "Jk" for a joker, "??" for a card nobody can see'
        return '; "Jk" for a joker' if self.jokers else " (no joker)"

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> SeenOrHidden:
        try:
            return self.notation[value]
        except (KeyError, TypeError):
            raise ma.ValidationError(self._refusal(value)) from None

    def _refusal(self, value: Any) -> str:
        """The refusal, naming the card's one spelling when ``value`` is another spelling of it
        (``10h``, ``AS``, ``A♠``): the contract writes each card one way only."""
        meant = NOTATION.get(value) if isinstance(value, str) else None
        if meant is not None and str(meant) in self.notation:
            return (
                f"give {quoted(str(meant))}, the one spelling of this card ({_CARD_SPELLING}); "
                f"got {received(value)}."
            )
        return refusal(self, value)

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
        return {"type": kind, "pattern": field.pattern, "maxLength": 3}
    return {}


class Distinct(ma.validate.Validator):
    """A list without repeats; the contract says ``uniqueItems`` (:func:`distinct_properties`).

    Every value has one spelling in the contract (a card, a rank), so unique items are
    unique values.
    """

    def expectation(self) -> str:
        """What this validator wants, in words."""
        return "none listed twice"

    def __call__(self, value: Any) -> Any:
        seen: set[Any] = set()
        for item in value:
            if item in seen:
                spelled = getattr(item, "letter", item)  # a rank by its letter, as sent
                raise ma.ValidationError(
                    f"give each item once; got {quoted(str(spelled))} more than once."
                )
            seen.add(item)
        return value


def distinct_properties(
    converter: Any,
    field: ma.fields.Field[Any],
    **kwargs: Any,
) -> dict[str, Any]:
    """``uniqueItems`` for a list that refuses repeats (an apispec hook)."""
    if any(isinstance(v, Distinct) for v in field.validators):
        return {"uniqueItems": True}
    return {}


def enum_choices_properties(
    converter: Any,
    field: ma.fields.Field[Any],
    **kwargs: Any,
) -> dict[str, Any]:
    """The values an enum field accepts, its ``OneOf`` validators applied (an apispec hook:
    apispec lists every member of the enum, even those the validator refuses)."""
    if not isinstance(field, ma.fields.Enum):
        return {}
    allowed = [v for v in field.validators if isinstance(v, ma.validate.OneOf)]
    if not allowed:
        return {}
    members = [m for m in field.enum if all(m in v.choices for v in allowed)]
    values: list[Any] = [m.value if field.by_value else m.name for m in members]
    return {"enum": [*values, None] if field.allow_none else values}


class StrictBoolean(ma.fields.Boolean):
    """A JSON ``true`` or ``false``, nothing else: no 0, 1, "yes" silently read as one."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> bool:
        if not isinstance(value, bool):
            raise ma.ValidationError(refusal(self, value))
        return value


class RankField(ma.fields.Field[Rank]):
    """A rank: ``2``-``9``, ``T``, ``J``, ``Q``, ``K``, ``A`` (one letter each)."""

    SYMBOLS: Final[dict[str, Rank]] = {r.letter: r for r in Rank}
    """Each rank's one spelling, and the rank it names."""
    item_noun: Final = ("rank", "ranks")
    """What a list of these holds, for its messages (:mod:`.wording`)."""

    def __init__(self, **kwargs: Any) -> None:
        symbols: list[str | None] = list(self.SYMBOLS)
        if kwargs.get("allow_none"):
            symbols.append(None)
        metadata = {"enum": symbols, **kwargs.pop("metadata", {})}
        super().__init__(metadata=metadata, **kwargs)

    def expectation(self) -> str:
        """What this field takes, in words."""
        return 'a rank: one of "2" to "9", "T", "J", "Q", "K" or "A"'

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Rank:
        if not isinstance(value, str) or value not in self.SYMBOLS:
            raise ma.ValidationError(refusal(self, value))
        return self.SYMBOLS[value]

    def _serialize(self, value: Any, attr: str | None, obj: Any, **kwargs: Any) -> str | None:
        return None if value is None else str(value.letter)
