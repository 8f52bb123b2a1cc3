"""The contract of ``POST /v1/betting/actions``: a betting round so far, and the ruling."""

from __future__ import annotations

from typing import Any, Final

import marshmallow as ma

from service.api.contract.explanation import RuleSchema, explain
from service.api.contract.fields import (
    MAX_SEATS,
    BoundedList,
    CardField,
    StrictBoolean,
    WholeNumber,
    chips,
)
from service.api.contract.sources import source
from service.rules.betting.round import HeadsUpRaises, Move, Structure
from service.rules.betting.streets import ShowingTie
from service.settings import DEFAULTS

SHORTEST_ACTION: Final = len('{"seat":0,"type":"call"}')
MAX_ACTIONS: Final = DEFAULTS["MAX_CONTENT_LENGTH"] // SHORTEST_ACTION
"""As many actions as the largest body the service takes can hold: a heads-up raise war has no
limit but the stacks (RULES.md §0), so the body's size bounds the work, and each action costs
the same to replay."""


STUD_STREETS: Final = {
    "third street": 3,
    "fourth street": 4,
    "fifth street": 5,
    "sixth street": 6,
    "seventh street": 7,
}
"""Each stud street by name, as a hand's state names it, and its number of cards."""


class BettingSeatSchema(ma.Schema):
    """A seat as the round starts."""

    name = ma.fields.String(validate=ma.validate.Length(1, 64))
    stack = chips(required=True, metadata={"description": "Chips behind, not yet in the pot."})
    folded = StrictBoolean(load_default=False, metadata={"description": "Folded earlier."})
    up = BoundedList(
        CardField(),
        load_default=list,
        validate=ma.validate.Length(max=4),
        metadata={"description": "Stud: the seat's face-up cards, in the order dealt."},
    )
    cards = BoundedList(
        CardField(allow_hidden=True),
        load_default=list,
        validate=ma.validate.Length(max=5),
        metadata={"description": "Draw with an opening requirement: the hand, `??` if hidden."},
    )


class StudSchema(ma.Schema):
    """A stud street: the service finds who acts first and the bet sizes."""

    street = ma.fields.String(
        required=True,
        validate=ma.validate.OneOf(list(STUD_STREETS)),
        metadata={"description": "The street, named as a hand's state names it."},
    )
    dealer = WholeNumber(required=True, validate=ma.validate.Range(0, 9))
    small_bet = chips(1, required=True)
    big_bet = chips(1, required=True)
    bring_in = chips(
        1,
        load_default=None,
        allow_none=False,
        metadata={"description": "Left out: the traditional game, the best hand showing opens."},
    )
    low = StrictBoolean(
        load_default=False,
        metadata={"description": "Razz and London lowball conventions for who acts first."},
    )
    high_low = StrictBoolean(load_default=False)
    big_bets_from_fifth = StrictBoolean(
        load_default=False, metadata={"description": "The casino rule; Razz doubles at fifth."}
    )
    showing_tie = ma.fields.Enum(ShowingTie, by_value=True, load_default=ShowingTie.SUIT)


class DrawSchema(ma.Schema):
    """A draw-game round: the service finds who speaks first."""

    dealer = WholeNumber(required=True, validate=ma.validate.Range(0, 9))
    opener = WholeNumber(
        load_default=None,
        allow_none=False,
        validate=ma.validate.Range(0, 9),
        metadata={"description": "After the draw: the player who opened, who speaks first."},
    )
    jacks_or_better = StrictBoolean(
        load_default=False,
        metadata={"description": "Before anyone opens, only a hand with jacks or better may."},
    )


class ActionSchema(ma.Schema):
    """One action; `to` is the seat's total in this round after it."""

    seat = WholeNumber(required=True, validate=ma.validate.Range(0, 9))
    type = ma.fields.Enum(
        Move, by_value=True, required=True, metadata={"description": "The action's type."}
    )
    to = chips(
        load_default=None,
        allow_none=False,
        metadata={
            "description": "The seat's total in this round afterwards (`raise` to 30). "
            "Required for bet, raise, complete and bring_in. Optional for call, check and "
            "fold; when given it must be the total the action makes (a call's amount, or what "
            "the seat already has in): a wrong one is refused, never corrected."
        },
    )


class RoundRequestSchema(ma.Schema):
    """The structure and stakes of the round, the seats, and the actions so far."""

    structure = ma.fields.Enum(Structure, by_value=True, required=True)
    stud = ma.fields.Nested(StudSchema, load_default=None, allow_none=False)
    draw = ma.fields.Nested(DrawSchema, load_default=None, allow_none=False)
    bet = chips(
        1,
        load_default=None,
        allow_none=False,
        metadata={
            "description": "Fixed limit: this round's bet. Pot and no limit: the smallest bet. "
            "Required unless `stud` gives the street's bets."
        },
    )
    big_bet = chips(
        1,
        load_default=None,
        allow_none=False,
        metadata={
            "description": "Fixed limit: a big bet also allowed this round. Not with `stud`."
        },
    )
    bring_in = chips(
        1,
        load_default=None, allow_none=False,
        metadata={"description": "A forced bring-in, less than `bet`, opening the round. Not "
                  "with `stud`."},
    )  # fmt: skip
    max_raises = WholeNumber(
        allow_none=True,
        load_default=3,
        validate=ma.validate.Range(0, 100),
        metadata={
            "description": "Fixed limit: raises allowed after the bet; null for no cap. "
            "Lifted for two players as `heads_up_raises` says."
        },
    )
    raise_at_least_last = StrictBoolean(
        load_default=True,
        metadata={"description": "Fixed limit with a big bet allowed: after a big bet, only big "
                  "raises (pagat, Seven Card Stud). False: a small raise may answer a big bet."},
    )  # fmt: skip
    heads_up_raises = ma.fields.Enum(
        HeadsUpRaises,
        by_value=True,
        load_default=HeadsUpRaises.UNLIMITED_IF_TWO_AT_START,
        metadata={"description": "Fixed limit: the cap with two players. "
                  "`unlimited_if_two_at_start` (pagat, Seven Card Stud): no cap when only two "
                  "players could bet as the round began; `unlimited_when_heads_up` (Robert's "
                  "Rules, cash games): the cap lifts once the action is heads-up before it is "
                  "reached; `capped` (Robert's Rules, tournaments)."},
    )  # fmt: skip
    pot = chips(load_default=0, metadata={"description": "Chips in the pot before the round."})
    first = WholeNumber(
        load_default=None,
        allow_none=False,
        validate=ma.validate.Range(0, MAX_SEATS - 1),
        metadata={"description": "The seat that acts first, unless `stud` or `draw` finds it."},
    )
    seats = BoundedList(
        ma.fields.Nested(BettingSeatSchema),
        required=True,
        validate=ma.validate.Length(2, MAX_SEATS),
    )
    actions = BoundedList(
        ma.fields.Nested(ActionSchema),
        load_default=list,
        validate=ma.validate.Length(max=MAX_ACTIONS),
        metadata={"description": f"The actions so far, in order. At most {MAX_ACTIONS}: as many "
                  f"as a body of {DEFAULTS['MAX_CONTENT_LENGTH'] // 1024} KiB can hold, so a "
                  "heads-up raise war is cut short only by the stacks."},
    )  # fmt: skip
    proposed = ma.fields.Nested(
        ActionSchema,
        load_default=None,
        allow_none=False,
        metadata={"description": "An action to check without taking it."},
    )

    @classmethod
    def json_schema_extra(cls) -> dict[str, Any]:
        """Who acts first is said by exactly one of `first`, `stud` and `draw`: ``oneOf`` three
        variants, each requiring its own (two together match two variants, none matches none;
        the service refuses both by the rule they break, `betting.first-to-act`). No
        discriminator: no field names the variant, the key present is the variant. The
        variants say no more than ``required``: Redocly's example check reads a variant with
        ``properties`` as closed to every other key of the object."""
        return {"oneOf": [{"required": [key]} for key in ("first", "stud", "draw")]}


class LegalSchema(ma.Schema):
    """A legal action and its amounts."""

    type = ma.fields.String(
        required=True,
        metadata={
            "enum": [m.value for m in Move],
            "description": "The action's type.",
            **source(path="move"),
        },
    )
    min_to = ma.fields.Integer(required=True)
    max_to = ma.fields.Integer(required=True)
    all_in = ma.fields.Boolean(required=True)
    requires_openers = ma.fields.Boolean(
        required=True,
        metadata={
            "description": "This opening bet is legal only if the hidden hand holds "
            "jacks or better."
        },
    )


class VerdictSchema(ma.Schema):
    """Whether the proposed action is legal, and if not why."""

    legal = ma.fields.Boolean(required=True)
    rule = ma.fields.String()
    reason = ma.fields.String()


class RoundResponseSchema(ma.Schema):
    """Where the round stands."""

    # Written from the core's ruling: the round's state is its ``state``.
    first_seat = ma.fields.Integer(required=True, metadata={"description": "Who acted first."})
    complete = ma.fields.Boolean(required=True, metadata=source(path="state.complete"))
    to_act = ma.fields.Integer(
        required=True, allow_none=True, metadata=source(path="state.next_seat")
    )
    legal = BoundedList(
        ma.fields.Nested(LegalSchema),
        required=True,
        metadata={"description": "Every legal action of the seat to act. In fixed limit each "
                  "allowed size is its own entry (a small and a big bet are two), so nothing "
                  "between them is legal.", **source(path="state.legal")},
    )  # fmt: skip
    pot = ma.fields.Integer(required=True, metadata=source(path="state.pot"))
    current_bet = ma.fields.Integer(required=True, metadata=source(path="state.current_bet"))
    raises = ma.fields.Integer(required=True, metadata=source(path="state.raises"))
    in_round = BoundedList(ma.fields.Integer(), required=True, metadata=source(path="state.put_in"))
    folded = BoundedList(ma.fields.Integer(), required=True, metadata=source(path="state.folded"))
    all_in = BoundedList(ma.fields.Integer(), required=True, metadata=source(path="state.all_in"))
    proposed = ma.fields.Nested(VerdictSchema)
    explanation = BoundedList(
        ma.fields.Nested(RuleSchema), required=True, metadata=source(path="rules", write=explain)
    )
