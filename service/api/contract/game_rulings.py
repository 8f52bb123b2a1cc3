"""The contract of the rulings a game offers on their own: Elimination's totals, Jacks or
Better's openers and false openers, Old Man's settlement."""

from __future__ import annotations

import marshmallow as ma

from service.api.contract.explanation import RuleSchema, explain
from service.api.contract.fields import (
    MAX_SEATS,
    BoundedList,
    CardField,
    RankField,
    StrictBoolean,
    WholeNumber,
    chips,
    pot_chips,
)
from service.api.contract.hand_state import CarrySchema, FalseOpenersSchema, OldManSchema
from service.api.contract.options import options_schema
from service.api.contract.pots import ShownHandSchema
from service.api.contract.sources import source
from service.rules.games.false_openers import FalseOpenersRule, Found
from service.rules.games.points import as_points
from service.rules.pots.shares import Declaration


class TotalsRequestSchema(ma.Schema):
    """A player's Elimination hand and the ranks turned up so far."""

    cards = BoundedList(
        CardField(),
        required=True,
        validate=ma.validate.Length(1, 5),
        metadata={"description": "The cards the player was dealt (or holds)."},
    )
    exposed = BoundedList(
        RankField(),
        load_default=list,
        validate=ma.validate.Length(max=13),
        metadata={"description": "The ranks turned up on the table so far."},
    )


class CardValueSchema(ma.Schema):
    """A card and the value chosen for it."""

    # Written from the core's (card, half-points) pairs.
    card = CardField(required=True, metadata=source(path="0"))
    value = ma.fields.Float(required=True, metadata=source(path="1", write=as_points))


class TotalSchema(ma.Schema):
    """A best total and the value chosen for each card."""

    total = ma.fields.Float(required=True, metadata=source(write=as_points))
    values = BoundedList(ma.fields.Nested(CardValueSchema), required=True)


class TotalsResponseSchema(ma.Schema):
    """The cards left, the cards eliminated and the best totals."""

    cards_left = BoundedList(CardField(), required=True, metadata=source(path="kept"))
    eliminated = BoundedList(CardField(), required=True)
    high = ma.fields.Nested(TotalSchema, allow_none=True, required=True)
    low = ma.fields.Nested(TotalSchema, allow_none=True, required=True)
    lost_every_card = ma.fields.Boolean(
        required=True, metadata={"description": "Every card gone: he wins the pot at once."}
    )
    explanation = BoundedList(
        ma.fields.Nested(RuleSchema), required=True, metadata=source(path="rules", write=explain)
    )


class OpenersRequestSchema(ma.Schema):
    """The five cards a player was dealt."""

    cards = BoundedList(CardField(), required=True, validate=ma.validate.Length(5, 5))


class OpenersResponseSchema(ma.Schema):
    """May this hand open, and with what."""

    may_open = ma.fields.Boolean(required=True)
    description = ma.fields.String(
        required=True,
        metadata={"description": "The hand, as dealt, in words.",
                  **source(path="hand.description")},
    )  # fmt: skip
    openers = BoundedList(
        CardField(),
        required=True,
        metadata={"description": "The cards that make the openers; empty when it cannot open."},
    )
    needs = ma.fields.String(required=True)
    explanation = BoundedList(
        ma.fields.Nested(RuleSchema), required=True, metadata=source(path="rules", write=explain)
    )


class FalseOpenerSeatSchema(ma.Schema):
    """One seat's chips in the pot when the false openers came to light."""

    antes = chips(load_default=0)
    bets = chips(
        load_default=0, metadata={"description": "Every chip bet, called or raised; antes apart."}
    )
    folded = StrictBoolean(load_default=False)


class FalseOpenersOptionsSchema(ma.Schema):
    """The house rule for owning up in the first round."""

    false_openers = ma.fields.Enum(
        FalseOpenersRule, by_value=True, load_default=FalseOpenersRule.S1
    )


class FalseOpenersRequestSchema(ma.Schema):
    """Who opened falsely, when it came to light, and everyone's chips."""

    opener = WholeNumber(required=True, validate=ma.validate.Range(0, MAX_SEATS - 1))
    found = ma.fields.Enum(
        Found,
        by_value=True,
        required=True,
        metadata={"description": "`showdown`: at the end of the hand. `first_round`: the opener "
                  "owned up during the first round, before the bets were equalised."},
    )  # fmt: skip
    seats = BoundedList(
        ma.fields.Nested(FalseOpenerSeatSchema),
        required=True,
        validate=ma.validate.Length(2, MAX_SEATS),
    )
    reopened_by = WholeNumber(
        allow_none=True,
        validate=ma.validate.Range(0, MAX_SEATS - 1),
        metadata={"description": "first_round: the seat that then opened (case e), or null "
                  "when nobody did (case f). Leave it out to ask what happens next (case d)."},
    )  # fmt: skip
    carried_pot = pot_chips(
        load_default=0,
        metadata={"description": "Chips already in the pot that are nobody's: carried from "
                  "earlier deals (passed out, or forfeited by false openers). They pass on with "
                  "the pot when the deal passes."},
    )  # fmt: skip
    options = ma.fields.Nested(FalseOpenersOptionsSchema, load_default=dict)


class FalseOpenersResponseSchema(FalseOpenersSchema):
    """The ruling, and the rules it applied."""

    explanation = BoundedList(
        ma.fields.Nested(RuleSchema), required=True, metadata=source(path="rules", write=explain)
    )


class OldManSeatSchema(ma.Schema):
    """A seat at Old Man's showdown, in clockwise order."""

    name = ma.fields.String(validate=ma.validate.Length(1, 64))
    declaration = ma.fields.Enum(
        Declaration,
        by_value=True,
        load_default=None,
        allow_none=False,
        metadata={"description": "high, low or both; left out for a player no longer in."},
    )
    go = StrictBoolean(load_default=False, metadata={"description": "go (true) or stop."})
    stack = chips(
        required=True,
        metadata={"description": "The chips he has behind now, the pot apart. Table stakes: a "
                  "losing go matches (or in the last hand pays) at most this; 0 for a player "
                  "all in, who may still go and matches nothing."},
    )  # fmt: skip
    cards = BoundedList(
        CardField(),
        load_default=list,
        validate=ma.validate.Length(max=6),
        metadata={"description": "A go's six cards, down and up (the centre card apart); a "
                  "stop shows nothing."},
    )  # fmt: skip


class OldManSettleRequestSchema(ma.Schema):
    """An Old Man showdown: the pot, the centre card, the old man's hand and every seat."""

    dealer = WholeNumber(required=True, validate=ma.validate.Range(0, MAX_SEATS - 1))
    pot = chips(1, required=True, metadata={"description": "Every chip in the pot."})
    centre = CardField(
        required=True, metadata={"description": "The centre card: its rank is wild."}
    )
    old_man = BoundedList(
        CardField(),
        load_default=list,
        validate=ma.validate.Length(max=6),
        metadata={"description": "The old man's six cards; needed when anyone goes."},
    )
    seats = BoundedList(
        ma.fields.Nested(OldManSeatSchema), required=True, validate=ma.validate.Length(2, 7)
    )
    options = ma.fields.Nested(
        options_schema("old_man"),
        load_default=dict,
        metadata={"description": "Old Man's house rules, and no other game's "
                  "(`GET /v1/games/old_man`)."},
    )  # fmt: skip


class OldManSeatOutSchema(ma.Schema):
    """A seat's hands and result."""

    seat = ma.fields.Integer(required=True, metadata=source(index=True))
    name = ma.fields.String(metadata=source(given="name"))
    declaration = ma.fields.String(allow_none=True, required=True)
    go = ma.fields.Boolean(required=True)
    high = ma.fields.Nested(ShownHandSchema, allow_none=True, required=True)
    low = ma.fields.Nested(ShownHandSchema, allow_none=True, required=True)
    won = ma.fields.Integer(
        required=True, metadata={"description": "Taken from the pot: a part won, shared or, in "
                                 "the last hand, divided."}
    )  # fmt: skip
    matched = ma.fields.Integer(
        required=True, metadata={"description": "Paid out of his stack into the next pot (or, in "
                                 "the last hand, to the winners)."}
    )  # fmt: skip
    received = ma.fields.Integer(
        required=True, metadata={"description": "The last hand: paid to him by losing goes."}
    )
    ends_with = ma.fields.Integer(
        required=True,
        metadata={"description": "His chips after the settlement: stack + won + received - "
                  "matched. Every seat's `ends_with` plus `carry.amount` is every `stack` plus the "
                  "pot: no chip is created or lost."},
    )  # fmt: skip


class OldManSettleResponseSchema(ma.Schema):
    """Who won which part, who matches what, and the next pot."""

    seats = BoundedList(
        ma.fields.Nested(OldManSeatOutSchema), required=True, metadata=source(rows="seats")
    )
    old_man = ma.fields.Nested(
        OldManSchema,
        required=True,
        metadata={"description": "The old man's hand, its values, and the matching (as the hand "
                  "state's `old_man` at the end of the hand)."},
    )  # fmt: skip
    carried_over = ma.fields.Integer(
        required=True, metadata={"description": "Parts the old man kept, left in the pot."}
    )
    carry = ma.fields.Nested(
        CarrySchema,
        metadata={"description": "The next hand's pot (the matches and the parts nobody won), "
                  "its dealer and antes, as the hand state's `carry`; left out when nothing is "
                  "left for it (the last hand, unless nobody could take a part)."},
    )  # fmt: skip
    explanation = BoundedList(
        ma.fields.Nested(RuleSchema), required=True, metadata=source(path="rules", write=explain)
    )
