"""The contract of ``/v1/pots/settle``: what a caller sends and what comes back."""

from __future__ import annotations

import marshmallow as ma

from service.api.contract.explanation import RuleSchema, explain
from service.api.contract.fields import (
    MAX_CHIPS,
    MAX_SEATS,
    BoundedList,
    CardField,
    StrictBoolean,
    WholeNumber,
)
from service.api.contract.hands import DeckSchema, LowRequestSchema, WildSchema
from service.api.contract.options import GameShortcutSchema
from service.api.contract.sources import net, pot_name, source
from service.rules.decks import Deck
from service.rules.pots.shares import Declaration, FailedPigs, NoQualifyingLow, OddChipRule
from service.rules.ranking import Category, RankingSystem
from service.rules.ranking.evaluate import MAX_CARDS
from service.rules.ranking.systems import ALL_SYSTEMS


class SeatInSchema(ma.Schema):
    """One seat at the end of the hand, in clockwise order."""

    name = ma.fields.String(validate=ma.validate.Length(1, 64), metadata={"example": "Ashley"})
    contributed = WholeNumber(
        required=True,
        validate=ma.validate.Range(0, MAX_CHIPS),
        metadata={
            "description": "Every chip this seat put into the pot this hand, antes included."
        },
    )
    folded = StrictBoolean(load_default=False)
    cards = BoundedList(
        CardField(),
        load_default=list,
        validate=ma.validate.Length(max=MAX_CARDS),
        metadata={"description": "Needed for a live seat whose hand decides a pot."},
    )
    declaration = ma.fields.Enum(
        Declaration,
        by_value=True,
        load_default=None,
        allow_none=False,
        metadata={"description": "In a declare game: high, low or both."},
    )


class SettleRequestSchema(GameShortcutSchema):
    """Contributions, folds and hands at the end of a hand, and how the game shares pots."""

    SUPPLIED = (
        "high_ranking", "low", "declare", "odd_chip", "failed_pigs", "no_qualifying_low", "deck",
        "wild",
    )  # fmt: skip

    dealer = WholeNumber(
        required=True,
        validate=ma.validate.Range(0, MAX_SEATS - 1),
        metadata={"description": "The dealer's seat (the button), an index into `seats`."},
    )
    seats = BoundedList(
        ma.fields.Nested(SeatInSchema),
        required=True,
        validate=ma.validate.Length(1, MAX_SEATS),
        metadata={"description": "Every seat dealt in, clockwise."},
    )
    high_ranking = ma.fields.String(
        allow_none=True,
        load_default=RankingSystem.HIGH.value,
        validate=ma.validate.OneOf([system.value for system in ALL_SYSTEMS]),
        metadata={
            "description": "The ranking of the high share, any that `/v1/hands/evaluate` "
            "takes: `high`, or short deck's `short_deck` or `short_deck_trips`, for instance; "
            "null for a low-only game."
        },
    )
    low = ma.fields.Nested(
        LowRequestSchema,
        load_default=None,
        allow_none=False,
        metadata={"description": "The low share: its ranking and qualifier (high-low games)."},
    )
    declare = StrictBoolean(
        load_default=False,
        metadata={"description": "Players declare high, low or both instead of cards speaking."},
    )
    odd_chip = ma.fields.Enum(OddChipRule, by_value=True, load_default=OddChipRule.POSITION)
    failed_pigs = ma.fields.Enum(
        FailedPigs,
        by_value=True,
        load_default=FailedPigs.CARRY_OVER,
        metadata={
            "description": "A declare game in which every declarer is a failed both: the pot "
            "stays for the next deal (`carry_over`) or they share it."
        },
    )
    no_qualifying_low = ma.fields.Enum(
        NoQualifyingLow,
        by_value=True,
        load_default=NoQualifyingLow.SPLIT,
        metadata={
            "description": "Low only (`high` null) with a qualifier, or a declare game whose "
            "declarers left all declared low: a pot no hand qualifies for is shared by its live "
            "players (`split`) or stays for the next deal."
        },
    )
    deck = ma.fields.Nested(DeckSchema, load_default=Deck)
    wild = ma.fields.Nested(WildSchema, load_default=None, allow_none=False)
    board = BoundedList(
        CardField(),
        load_default=list,
        validate=ma.validate.Length(max=MAX_CARDS - 1),
        metadata={
            "description": "Cards every hand shares. Without `game` a hand plays its best five "
            "of its own cards and these, any mix (settle takes no `use`): Omaha's two from the "
            "hand and three from the board hold only with `game` `omaha` or `omaha_high_low`."
        },
    )
    mucked = BoundedList(
        WholeNumber(validate=ma.validate.Range(0, MAX_SEATS - 1)),
        load_default=list,
        validate=ma.validate.Length(max=MAX_SEATS),
        metadata={
            "description": "The seats that threw their hands away at the showdown, in that "
            "order, as an index into `seats`: each is `folded` too. Throwing a hand away "
            "concedes only the pots another player still contests: a pot (main or side) whose "
            "other players had all thrown theirs away goes to the last of them (everyone "
            "mucked: the last to muck wins), and the part of a bet "
            "nobody called comes back (rule `games.muck`). A seat that folded in the betting is "
            "left out: its chips stay in."
        },
    )


class PayoutSchema(ma.Schema):
    """Chips to one seat."""

    # Written from the core's (seat, chips) pairs.
    seat = ma.fields.Integer(required=True, metadata=source(path="0"))
    amount = ma.fields.Integer(required=True, metadata=source(path="1"))


class ShareSchema(ma.Schema):
    """One part of a pot and who won it."""

    direction = ma.fields.String(
        required=True,
        metadata={
            "enum": ["high", "low", "whole", "failed_pigs", "no_qualifying_low"],
            "description": "`high`, `low`: the pot ranked that way, its half in a high-low "
            "pot, or all of it where the game is played one way or no low qualified; `whole`: "
            "the whole pot to the same hands both ways (a scoop), to the one hand left, or, "
            "declared, to the best of those who all declared one way; `failed_pigs`: shared "
            "by failed both declarers; `no_qualifying_low`: a low-only pot no hand qualified "
            "for, shared by its live players.",
        },
    )
    amount = ma.fields.Integer(required=True)
    winners = BoundedList(ma.fields.Integer(), required=True)
    payouts = BoundedList(ma.fields.Nested(PayoutSchema), required=True)
    odd_chips = BoundedList(
        ma.fields.Integer(),
        required=True,
        metadata={"description": "Seats that got one odd chip of this share."},
    )


class PotOutSchema(ma.Schema):
    """One pot: main pot first, then the side pots."""

    name = ma.fields.String(
        required=True, metadata={"example": "main pot", **source(index=True, write=pot_name)}
    )
    amount = ma.fields.Integer(required=True, metadata=source(path="pot.amount"))
    eligible = BoundedList(ma.fields.Integer(), required=True, metadata=source(path="pot.eligible"))
    shares = BoundedList(
        ma.fields.Nested(ShareSchema), required=True, metadata=source(path="split.shares")
    )
    carried_over = ma.fields.Integer(required=True, metadata=source(path="split.carried_over"))
    removed = BoundedList(
        ma.fields.Integer(),
        required=True,
        metadata={
            "description": "Failed both declarers, removed before the halves.",
            **source(path="split.removed"),
        },
    )


class ShownHandSchema(ma.Schema):
    """A hand that decided a pot."""

    best_five = BoundedList(CardField(), required=True)
    category = ma.fields.String(required=True, metadata={"enum": [c.value for c in Category]})
    description = ma.fields.String(required=True)
    value = ma.fields.Integer(required=True)
    qualifies = ma.fields.Boolean()


class SeatOutSchema(ma.Schema):
    """One seat's result."""

    # Written by seat from the request's seats and the settlement's columns.
    seat = ma.fields.Integer(required=True, metadata=source(index=True))
    name = ma.fields.String(metadata=source(given="name"))
    contributed = ma.fields.Integer(required=True, metadata=source(given="contributed"))
    won = ma.fields.Integer(required=True, metadata=source(path="settlement.won", column=True))
    refunded = ma.fields.Integer(
        required=True,
        metadata={
            "description": "Chips back: uncalled, or put in after the draw and voided by limit "
            "lowball's sevens rule (rule `lowball.sevens`).",
            **source(path="settlement.refunded", column=True),
        },
    )
    net = ma.fields.Integer(
        required=True,
        metadata={"description": "won + refunded - contributed", **source(derive=net)},
    )
    high = ma.fields.Nested(
        ShownHandSchema, allow_none=True, required=True, metadata=source(path="highs", column=True)
    )
    low = ma.fields.Nested(
        ShownHandSchema, allow_none=True, required=True, metadata=source(path="lows", column=True)
    )


class SettleResponseSchema(ma.Schema):
    """Every pot, every seat's payout, and the rules that decided them."""

    pots = BoundedList(
        ma.fields.Nested(PotOutSchema), required=True, metadata=source(path="settlement.pots")
    )
    seats = BoundedList(
        ma.fields.Nested(SeatOutSchema), required=True, metadata=source(path="", rows="seats")
    )
    carried_over = ma.fields.Integer(
        required=True,
        metadata={
            "description": "Chips that stay in the pot for the next deal.",
            **source(path="settlement.carried_over"),
        },
    )
    explanation = BoundedList(
        ma.fields.Nested(RuleSchema), required=True, metadata=source(path="rules", write=explain)
    )
