"""The contract of ``POST /v1/betting/actions``: a betting round so far, and the ruling.

A round is one of four kinds, named by ``round``, which decides who acts first and so which
fields the round takes: ``seat`` (the caller names the first seat and the bet), ``draw`` (the
dealer's left, or after the draw the opener), ``stud`` (the bring-in or the best hand showing,
and the street's bets) and ``blinds`` (a blind game's first round: the blinds posted from the
button's left, the big blind the bet). Each kind is a schema of its own, so that a field of
another kind is unknown, not ignored; within a kind, the fixed-limit options (the cap, the big
bet) are allowed only with ``structure: fixed_limit``, and the contract says so (``if``/``then``/
``else`` on the structure).
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import Any, ClassVar, Final

import marshmallow as ma

from service.api.contract import betting_fields as field
from service.api.contract.betting_fields import (
    MAX_ACTIONS,
    SEAT_FIELDS,
    SEAT_INDEX,
    STUD_STREETS,
)
from service.api.contract.fields import (
    MAX_SEATS,
    OPEN,
    BoundedList,
    StrictBoolean,
    WholeNumber,
    chips,
)
from service.api.contract.hands import WildSchema
from service.api.contract.options import FIXED_LIMIT, every_option, not_under
from service.api.contract.unions import TaggedBody
from service.rules.betting.round import Structure
from service.rules.betting.streets import ShowingTie
from service.rules.games.blind_rules import StraddleRaise

__all__ = ["MAX_ACTIONS", "STUD_STREETS", "RoundRequestSchema"]

_NEVER: Final[dict[str, Any]] = {"not": {}}
"""No value: the field is refused. JSON Schema's ``false``, written as a schema object, which
every generator reads (openapi-python-client refuses a boolean in ``properties``)."""


def _without(names: tuple[str, ...]) -> dict[str, Any]:
    """An object without any of ``names``, open to its other fields."""
    return {"properties": dict.fromkeys(names, _NEVER), **OPEN}


def _seats_without(names: tuple[str, ...]) -> dict[str, Any]:
    """A body whose seats hold none of ``names``."""
    return {"properties": {"seats": {"items": _without(names)}}, **OPEN}


@functools.cache
def _bound(kind: type[_RoundKind]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A kind's fields refused outside fixed limit, and in it: its own lists, then its fields
    that are house rules the core binds to those structures (``option(structures=...)``, the
    same binding each game's options schema refuses by)."""
    bound = [name for name in kind().fields if (info := _OPTIONS.get(name)) and info.structures]
    fixed = tuple(n for n in bound if FIXED_LIMIT in _OPTIONS[n].structures)
    big_bet = tuple(n for n in bound if FIXED_LIMIT not in _OPTIONS[n].structures)
    return kind.FIXED_LIMIT_ONLY + fixed, kind.BIG_BET_ONLY + big_bet


_OPTIONS: Final = every_option()


class _RoundKind(ma.Schema):
    """A kind of round: its fields, which of them belong to one structure only, and which of
    the seats' fields it takes.

    ``FIXED_LIMIT_ONLY`` are refused in pot and no limit, ``BIG_BET_ONLY`` in fixed limit,
    each beside the kind's house-rule fields that the core's option binds to those structures
    (:func:`_bound`); ``SEAT_FIELDS`` are the seats' fields taken. The contract says the same
    (:meth:`json_schema_extra`)."""

    FIXED_LIMIT_ONLY: ClassVar[tuple[str, ...]] = ("max_raises",)
    BIG_BET_ONLY: ClassVar[tuple[str, ...]] = ()
    SEAT_FIELDS: ClassVar[tuple[str, ...]] = ("folded",)
    KIND: ClassVar[str]
    SAID: ClassVar[str]
    """The kind in words."""

    @classmethod
    def json_schema_extra(cls) -> dict[str, Any]:
        """The fields of one structure, said as a condition on `structure`, and the seats'
        fields this kind refuses. Each condition is open to the body's other fields in so many
        words (``unevaluatedProperties: true``, which JSON Schema assumes anyway): Redocly's
        example check reads a schema with ``properties`` as closed unless it says otherwise."""
        fixed_only, big_bet_only = _bound(cls)
        structure = {
            "if": {"properties": {"structure": {"const": FIXED_LIMIT}}, **OPEN},
            "then": _without(big_bet_only),
            "else": _without(fixed_only),
        }
        refused = tuple(name for name in SEAT_FIELDS if name not in cls.SEAT_FIELDS)
        return {"allOf": [structure, _seats_without(refused), *cls.conditions()]}

    @classmethod
    def conditions(cls) -> list[dict[str, Any]]:
        """What else this kind's fields say together."""
        return []

    @ma.validates_schema(pass_original=True)
    def _one_structure(self, data: dict[str, Any], original: Any, **kwargs: Any) -> None:
        if not isinstance(original, dict):
            return
        structure = data["structure"]
        fixed_only, big_bet_only = _bound(type(self))
        if structure == Structure.FIXED_LIMIT:
            wrong = [name for name in big_bet_only if name in original]
        else:
            wrong = [name for name in fixed_only if name in original]
        errors = {name: [not_under(structure.value)] for name in wrong}
        taken = self.seat_fields(data)
        seats = original.get("seats")
        for index, seat in enumerate(seats if isinstance(seats, list) else ()):
            for name in SEAT_FIELDS:
                if isinstance(seat, dict) and name in seat and name not in taken:
                    errors[f"seats.{index}.{name}"] = [self.seat_field_refusal(name)]
        if errors:
            raise ma.ValidationError(errors)

    def seat_fields(self, data: dict[str, Any]) -> tuple[str, ...]:
        """The seats' fields this round takes."""
        return self.SEAT_FIELDS

    def seat_field_refusal(self, name: str) -> str:
        """Why a seat's field is refused."""
        return f'{self.SAID} takes no "{name}" for a seat: leave it out.'


class FirstSeatRoundSchema(_RoundKind):
    """A round whose first seat and bet the caller gives."""

    FIXED_LIMIT_ONLY = ("max_raises", "big_bet")

    KIND = "seat"
    SAID = "a round given by its first seat"
    round = field.round_tag(KIND)
    structure = field.structure()
    first = WholeNumber(
        required=True,
        validate=SEAT_INDEX,
        metadata={"description": "The seat that acts first."},
    )
    bet = field.bet()
    big_bet = field.big_bet()
    bring_in = field.bring_in()
    max_raises = field.max_raises()
    raise_at_least_last = field.raise_at_least_last()
    heads_up_raises = field.heads_up_raises()
    pot = field.pot()
    seats = field.seats()
    actions = field.actions()
    proposed = field.proposed()

    @classmethod
    def conditions(cls) -> list[dict[str, Any]]:
        """What a raise must be after a big bet is said only where a big bet is allowed."""
        return [{"dependentRequired": {"raise_at_least_last": ["big_bet"]}}]

    @ma.validates_schema(pass_original=True)
    def _with_a_big_bet(self, data: dict[str, Any], original: Any, **kwargs: Any) -> None:
        given = original if isinstance(original, dict) else {}
        if "raise_at_least_last" in given and "big_bet" not in given:
            said = 'only with a "big_bet": it says what may answer one.'
            raise ma.ValidationError({"raise_at_least_last": [said]})


class DrawRoundSchema(_RoundKind):
    """A round of a draw game: the first to speak is the dealer's left, or after the draw the
    opener."""

    KIND = "draw"
    SAID = "a draw round"
    round = field.round_tag(KIND)
    structure = field.structure()
    dealer = field.dealer()
    opener = WholeNumber(
        load_default=None,
        allow_none=False,
        validate=SEAT_INDEX,
        metadata={"description": "After the draw: the player who opened, who speaks first."},
    )
    jacks_or_better = StrictBoolean(
        load_default=False,
        metadata={"description": "Before anyone opens, only a hand with jacks or better may "
                  "(the seats' `cards` say whose)."},
    )  # fmt: skip
    bet = field.bet()
    max_raises = field.max_raises()
    heads_up_raises = field.heads_up_raises()
    pot = field.pot()
    SEAT_FIELDS = ("folded", "cards")
    seats = field.seats()
    actions = field.actions()
    proposed = field.proposed()

    @classmethod
    def conditions(cls) -> list[dict[str, Any]]:
        """The seats' hands only for Jacks or Better."""
        jacks = {"properties": {"jacks_or_better": {"const": True}},
                 "required": ["jacks_or_better"], **OPEN}  # fmt: skip
        return [{"if": jacks, "else": _seats_without(("cards",))}]

    def seat_fields(self, data: dict[str, Any]) -> tuple[str, ...]:
        return ("folded", "cards") if data["jacks_or_better"] else ("folded",)

    def seat_field_refusal(self, name: str) -> str:
        if name == "cards":
            return "only with jacks_or_better: the hand decides who may open."
        return super().seat_field_refusal(name)


class StudRoundSchema(_RoundKind):
    """A stud street: the rules find who acts first (the bring-in, or the best hand showing)
    and the street's bets."""

    FIXED_LIMIT_ONLY = ("max_raises", "big_bet", "high_low")

    KIND = "stud"
    SAID = "a stud street"
    round = field.round_tag(KIND)
    structure = field.structure()
    street = ma.fields.String(
        required=True,
        validate=ma.validate.OneOf(list(STUD_STREETS)),
        metadata={"description": "The street, named as a hand's state names it."},
    )
    dealer = field.dealer()
    small_bet = chips(
        1,
        required=True,
        metadata={"description": "The small bet; pot and no limit: the smallest bet."},
    )
    big_bet = field.big_bet()
    bring_in = field.bring_in()
    low_game = StrictBoolean(
        load_default=False,
        metadata={"description": "A low game (Razz, London lowball): the highest up card "
                  "brings in, and later the lowest hand showing speaks first."},
    )  # fmt: skip
    high_low = StrictBoolean(
        load_default=False,
        metadata={"description": "Fixed limit only: a high-low game, where an open pair allows "
                  "no big bet."},
    )  # fmt: skip
    big_bets_from_fifth = StrictBoolean(
        load_default=False,
        metadata={"description": "Fixed limit only: only big bets from fifth street (the casino "
                  "rule; Razz doubles at fifth)."},
    )  # fmt: skip
    showing_tie = ma.fields.Enum(
        ShowingTie,
        by_value=True,
        load_default=ShowingTie.SUIT,
        metadata={"description": "How a tie for the best hand showing is broken: by the suit "
                  "of the highest card, or by position from the dealer's left."},
    )  # fmt: skip
    wild = ma.fields.Nested(
        WildSchema,
        load_default=None,
        allow_none=True,
        metadata={"description": "The game's wild cards, as in a ranking request: a wild card "
                  "up counts in the best hand showing (an ace and a wild card show a pair of "
                  "aces). The bring-in goes by the door cards' own ranks."},
    )  # fmt: skip
    max_raises = field.max_raises()
    raise_at_least_last = field.raise_at_least_last()
    heads_up_raises = field.heads_up_raises()
    pot = field.pot()
    SEAT_FIELDS = ("folded", "up")
    seats = field.seats()
    actions = field.actions()
    proposed = field.proposed()


class BlindRoundSchema(_RoundKind):
    """The first round of a game dealt with blinds (hold'em, Omaha, the draw games): the blinds
    and straddles posted from the button's left, the first to act after the last of them, the
    big blind the bet."""

    KIND = "blinds"
    SAID = "a blind game's first round"
    round = field.round_tag(KIND)
    structure = field.structure()
    dealer = field.dealer()
    blinds = BoundedList(
        chips(),
        required=True,
        validate=ma.validate.Length(1, MAX_SEATS),
        metadata={"description": "The small blind, the big blind, then any straddles, in the "
                  "order they are posted from the button's left (heads-up the button posts the "
                  "small blind); 0 for a seat before them that posts none, and a single blind "
                  "is the big blind. Posted before the actions, as live bets: the big blind is "
                  "the round's bet."},
    )  # fmt: skip
    straddle_raise = ma.fields.Enum(
        StraddleRaise,
        by_value=True,
        load_default=StraddleRaise.STRADDLE,
        metadata={"description": "Pot and no limit only: the least raise over a straddle adds "
                  "the straddle (it plays as the big blind), or only the straddle's raise over "
                  "the blind before it."},
    )  # fmt: skip
    max_raises = field.max_raises()
    heads_up_raises = field.heads_up_raises()
    pot = field.pot()
    SEAT_FIELDS = ()
    seats = field.seats()
    actions = field.actions()
    proposed = field.proposed()


class RoundRequestSchema(TaggedBody):
    """A betting round so far: `round` says who acts first, and so which fields the round
    takes. `seat`: the caller names the first seat and the bet. `draw`: the dealer's left, or
    after the draw the opener. `stud`: the bring-in or the best hand showing, and the street's
    bets. `blinds`: a blind game's first round, the blinds posted from the button's left."""

    TAG: ClassVar[str] = "round"
    VARIANTS: ClassVar[Mapping[str, type[ma.Schema]]] = {
        "stud": StudRoundSchema,
        "draw": DrawRoundSchema,
        "blinds": BlindRoundSchema,
        "seat": FirstSeatRoundSchema,
    }
