"""The contract of the disputes endpoints' answers: every ruling's common part, and each kind's
own (the requests are in :mod:`.disputes`)."""

from __future__ import annotations

from typing import Any, Final

import marshmallow as ma

from service.api.contract.disputes import MOVES_IN_ORDER
from service.api.contract.explanation import RuleSchema, explain
from service.api.contract.fields import BoundedList
from service.api.contract.sources import source
from service.rules.disputes import CardFate, HandStatus
from service.rules.disputes.showdown import CALLABLE


def _answer(description: str, field: ma.fields.Field[Any]) -> ma.fields.Field[Any]:
    field.metadata = {**field.metadata, "description": description}
    return field


def _enum(values: list[str], *, nullable: bool = False) -> ma.fields.String:
    choices: list[str | None] = [*values, None] if nullable else list(values)
    return ma.fields.String(required=True, allow_none=nullable, metadata={"enum": choices})


class DisputeRulingSchema(ma.Schema):
    """What every dispute's ruling says."""

    kind = ma.fields.String(
        required=True,
        metadata={
            "description": "The kind of dispute.",
            "example": "misdeal",
            **source(given="kind"),
        },
    )
    ruling = ma.fields.String(
        required=True, metadata={"description": "What stands, in words a player reads."}
    )
    next_steps = BoundedList(
        ma.fields.String(),
        required=True,
        metadata={"description": "What the table does now, in order."},
    )
    explanation = BoundedList(
        ma.fields.Nested(RuleSchema), required=True, metadata=source(path="rules", write=explain)
    )


_CARDS: Final = [c.value for c in CardFate]
_HANDS: Final = [h.value for h in HandStatus]
_MISDEAL: Final = "Whether the deal is void and dealt again."
_CARD: Final = (
    "What becomes of the card: plays (it stays the player's), replaced (he gets another), "
    "redealt (a misdeal)."
)
_HAND: Final = "Whether the player's hand can still win."


class ExposedCardRulingSchema(DisputeRulingSchema):
    """The ruling on a card exposed on the deal."""

    misdeal = _answer(_MISDEAL, ma.fields.Boolean(required=True))
    card = _answer(_CARD, _enum(_CARDS))
    hand = _answer(f"{_HAND} Null on a misdeal.", _enum(_HANDS, nullable=True))


class MisdealRulingSchema(DisputeRulingSchema):
    """The ruling on a misdeal claim."""

    misdeal = _answer(_MISDEAL, ma.fields.Boolean(required=True))
    card = _answer(f"{_CARD} Null when the deal stands.", _enum(_CARDS, nullable=True))
    hand = _answer(
        "Dead for a fouled hand too late for a misdeal; else null.", _enum(_HANDS, nullable=True)
    )


class OutOfTurnRulingSchema(DisputeRulingSchema):
    """The ruling on an action out of turn."""

    binding = _answer("Whether his action out of turn stands.", ma.fields.Boolean(required=True))
    may = _answer(
        "What he may do when his turn comes.",
        BoundedList(ma.fields.String(metadata={"enum": list(MOVES_IN_ORDER)}), required=True),
    )
    hand = _answer(_HAND, _enum(_HANDS))


class StringRaiseRulingSchema(DisputeRulingSchema):
    """The ruling on chips put in facing a bet."""

    counts_as = _answer("What the chips count as.", _enum(["call", "raise"]))
    total = _answer("The chips he has in for this action.", ma.fields.Integer(required=True))
    to_add = _answer("Chips he must still put in.", ma.fields.Integer(required=True))
    returned = _answer("Chips that go back to him.", ma.fields.Integer(required=True))


class ShortCallRulingSchema(DisputeRulingSchema):
    """The ruling on a short call."""

    binding = _answer("Whether the call stands.", ma.fields.Boolean(required=True))
    may = _answer(
        "When he may take his chips back: what he may do instead; else empty.",
        BoundedList(ma.fields.String(metadata={"enum": list(MOVES_IN_ORDER)}), required=True),
    )
    counts_as = _answer("call when the call stands; else null.", _enum(["call"], nullable=True))
    total = _answer(
        "The chips he has in once the call is made good; null if he may withdraw.",
        ma.fields.Integer(required=True, allow_none=True),
    )
    to_add = _answer(
        "Chips he must still put in; null if he may withdraw.",
        ma.fields.Integer(required=True, allow_none=True),
    )
    returned = _answer("Chips that go back to him.", ma.fields.Integer(required=True))
    all_in = _answer(
        "Whether making the call good puts him all in; null if he may withdraw.",
        ma.fields.Boolean(required=True, allow_none=True),
    )


class MiscalledHandRulingSchema(DisputeRulingSchema):
    """The ruling on a called hand."""

    category = _answer("The hand's category as its cards read.", _enum([c.value for c in CALLABLE]))
    read_as = _answer("The hand as its cards read, in words.", ma.fields.String(required=True))
    miscalled = _answer(
        "Whether the call differs from the cards.", ma.fields.Boolean(required=True)
    )
    hand = _answer("The tabled hand plays for what it is.", _enum(_HANDS))
    others = _answer(
        "The hands thrown away on hearing the call: dead; null if none was.",
        _enum(_HANDS, nullable=True),
    )
    forfeit_possible = _answer(
        "Whether the miscaller may lose the pot (a deliberate miscall).",
        ma.fields.Boolean(required=True),
    )


class WrongNumberRulingSchema(DisputeRulingSchema):
    """The ruling on a hand with the wrong number of cards."""

    misdeal = _answer(_MISDEAL, ma.fields.Boolean(required=True))
    card = _answer("redealt on a misdeal; else null.", _enum(_CARDS, nullable=True))
    hand = _answer(f"{_HAND} Null on a misdeal.", _enum(_HANDS, nullable=True))


class ExposedAtDrawRulingSchema(DisputeRulingSchema):
    """The ruling on a card exposed at the draw."""

    card = _answer(_CARD, _enum(_CARDS))
    hand = _answer(_HAND, _enum(_HANDS))
