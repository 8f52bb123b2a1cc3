"""The contract of Counterbluff's endpoints: the whole game's state, and one hand's score."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Final

import marshmallow as ma

from service.api.contract.events import counterbluff_event
from service.api.contract.explanation import RuleSchema, explain
from service.api.contract.fields import BoundedList, CardField, StrictBoolean, WholeNumber
from service.api.contract.hand_state import NextEventSchema
from service.api.contract.options import options_schema
from service.api.contract.pots import ShownHandSchema
from service.api.contract.sources import source
from service.api.contract.unions import TaggedBody
from service.rules.games.counterbluff_scoring import LowballReply
from service.rules.games.events import Phase

MAX_GAME_EVENTS = 1000
"""A game through two packs comes to about four hundred events."""
SEAT = ma.validate.Range(0, 1)


class PlayerSchema(ma.Schema):
    """A player."""

    name = ma.fields.String(validate=ma.validate.Length(1, 64))


COUNTERBLUFF_OPTIONS: Final = options_schema("counterbluff")


class CounterbluffStateRequestSchema(ma.Schema):
    """The dealer, the house rules and every event of the game so far."""

    dealer = WholeNumber(required=True, validate=SEAT)
    seats = BoundedList(
        ma.fields.Nested(PlayerSchema),
        load_default=lambda: [{}, {}],
        validate=ma.validate.Length(2, 2),
    )
    options = ma.fields.Nested(COUNTERBLUFF_OPTIONS, load_default=dict)
    events = BoundedList(
        counterbluff_event(),
        load_default=list,
        validate=ma.validate.Length(max=MAX_GAME_EVENTS),
    )


class CounterbluffSeatSchema(ma.Schema):
    """A player now."""

    # Written by seat from the request's players and the game's columns.
    seat = ma.fields.Integer(required=True, metadata=source(index=True))
    name = ma.fields.String(metadata=source(given="name"))
    score = ma.fields.Integer(required=True, metadata=source(path="scores", column=True))
    cards = BoundedList(
        CardField(allow_hidden=True),
        required=True,
        metadata={"description": "The cards in his hand.", **source(path="held", column=True)},
    )
    row = BoundedList(
        CardField(),
        required=True,
        metadata={
            "description": "Cards played to this hand.",
            **source(path="rows", column=True),
        },
    )


class LaidSchema(ma.Schema):
    """A hand laid for Lowball."""

    seat = ma.fields.Integer(required=True)
    face_up = ma.fields.Boolean(required=True)
    cards = BoundedList(CardField(allow_hidden=True), required=True)


class HandScoreSchema(ma.Schema):
    """What a hand or a Lowball call scored."""

    points = BoundedList(
        ma.fields.Integer(), required=True, metadata={"description": "Points each seat scored."}
    )
    winner = ma.fields.Integer(
        allow_none=True, required=True, metadata={"description": "null: nobody, or both (tie)."}
    )
    hands = BoundedList(ma.fields.Nested(ShownHandSchema, allow_none=True), required=True)
    rule = ma.fields.String(required=True)
    detail = ma.fields.String(required=True)


class HandRecordSchema(HandScoreSchema):
    """A finished hand."""

    number = ma.fields.Integer(required=True)
    leader = ma.fields.Integer(required=True)
    ended_by = ma.fields.String(required=True, metadata={"enum": ["showdown", "fold", "lowball"]})
    rows = BoundedList(BoundedList(CardField()), required=True)


class CounterbluffStateResponseSchema(ma.Schema):
    """Where the game stands, what may come next, every hand so far, and at the end the winner."""

    game = ma.fields.String(required=True, metadata=source(given="game"))
    phase = ma.fields.String(required=True, metadata={"enum": [p.value for p in Phase]})
    hand_number = ma.fields.Integer(
        required=True, metadata={"description": "The hand being played (a record's `number`)."}
    )
    leader = ma.fields.Integer(required=True)
    to_act = ma.fields.Integer(allow_none=True, required=True)
    stock = ma.fields.Integer(required=True, metadata={"description": "Cards left to draw."})
    scores = BoundedList(ma.fields.Integer(), required=True)
    seats = BoundedList(
        ma.fields.Nested(CounterbluffSeatSchema),
        required=True,
        metadata=source(path="", rows="seats"),
    )
    laid = BoundedList(
        ma.fields.Nested(LaidSchema),
        required=True,
        metadata={"description": "The hands laid for Lowball in the hand being played."},
    )
    hands = BoundedList(ma.fields.Nested(HandRecordSchema), required=True)
    next_events = BoundedList(ma.fields.Nested(NextEventSchema), required=True)
    over = ma.fields.Boolean(required=True)
    winner = ma.fields.Integer(
        allow_none=True,
        required=True,
        metadata={"description": "At the end: the higher total; null for a draw or before."},
    )
    explanation = BoundedList(
        ma.fields.Nested(RuleSchema), required=True, metadata=source(path="rules", write=explain)
    )


def _ended_by(kind: str) -> ma.fields.Field[Any]:
    return ma.fields.String(required=True, validate=ma.validate.OneOf([kind]))


def _row() -> ma.fields.Field[Any]:
    return BoundedList(CardField(), validate=ma.validate.Length(5, 5))


class CounterbluffShowdownScoreSchema(ma.Schema):
    """A hand played to the end: each player's five cards."""

    ended_by = _ended_by("showdown")
    rows = BoundedList(
        _row(),
        required=True,
        validate=ma.validate.Length(2, 2),
        metadata={"description": "Each player's five cards."},
    )
    options = ma.fields.Nested(COUNTERBLUFF_OPTIONS, load_default=dict)


class CounterbluffFoldScoreSchema(ma.Schema):
    """A hand ended by a fold: who led, who folded, and the cards each had played."""

    ended_by = _ended_by("fold")
    leader = WholeNumber(
        required=True,
        validate=SEAT,
        metadata={"description": "Who led the hand (the players alternate from him)."},
    )
    folder = WholeNumber(required=True, validate=SEAT, metadata={"description": "Who folded."})
    played = BoundedList(
        WholeNumber(validate=ma.validate.Range(0, 5)),
        required=True,
        validate=ma.validate.Length(2, 2),
        metadata={"description": "The cards each player had played to the hand."},
    )
    options = ma.fields.Nested(COUNTERBLUFF_OPTIONS, load_default=dict)


class CounterbluffLowballScoreSchema(ma.Schema):
    """A Lowball call and its answer."""

    ended_by = _ended_by("lowball")
    caller = WholeNumber(required=True, validate=SEAT, metadata={"description": "Who called."})
    caller_face_up = StrictBoolean(load_default=True)
    caller_cards = _row()
    reply = ma.fields.Enum(LowballReply, by_value=True, required=True)
    reply_cards = _row()
    options = ma.fields.Nested(COUNTERBLUFF_OPTIONS, load_default=dict)


class CounterbluffScoreRequestSchema(TaggedBody):
    """One hand or Lowball call, to score at the table: `ended_by` says which, and so which
    fields it is scored from."""

    TAG: ClassVar[str] = "ended_by"
    VARIANTS: ClassVar[Mapping[str, type[ma.Schema]]] = {
        "showdown": CounterbluffShowdownScoreSchema,
        "fold": CounterbluffFoldScoreSchema,
        "lowball": CounterbluffLowballScoreSchema,
    }


class CounterbluffScoreResponseSchema(HandScoreSchema):
    """The score, and the rules applied."""

    explanation = BoundedList(
        ma.fields.Nested(RuleSchema), required=True, metadata=source(path="rules", write=explain)
    )
