"""The fields of ``POST /v1/betting/actions``'s request, each written once: a field several
kinds of round take (:mod:`service.api.contract.betting`) has one meaning and one description
in all of them, and so in the contract. And a betting move's totals (:func:`move_totals`), which
a round's legal actions and a hand's next events both give."""

from __future__ import annotations

from typing import Any, Final

import marshmallow as ma

from service.api.contract.fields import (
    MAX_SEATS,
    OPEN,
    BoundedList,
    CardField,
    StrictBoolean,
    WholeNumber,
    chips,
)
from service.api.contract.sources import source
from service.rules.betting.round import AMOUNT_MOVES, HeadsUpRaises, Move, Structure
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

SEAT_INDEX: Final = ma.validate.Range(0, MAX_SEATS - 1)


class RoundSeatSchema(ma.Schema):
    """A seat as the round starts; each kind of round takes the fields it says."""

    name = ma.fields.String(validate=ma.validate.Length(1, 64))
    stack = chips(
        required=True,
        metadata={"description": "Chips in front of the seat as the round starts; in a blind "
                  "round, before the blinds are posted (they are bets of this round)."},
    )  # fmt: skip
    folded = StrictBoolean(
        load_default=False,
        metadata={"description": "Folded earlier (not in a blind round: every seat is dealt "
                  "in)."},
    )  # fmt: skip
    up = BoundedList(
        CardField(),
        load_default=list,
        validate=ma.validate.Length(max=4),
        metadata={"description": "A stud street only: the seat's face-up cards, in the order "
                  "dealt; every live seat shows them."},
    )  # fmt: skip
    cards = BoundedList(
        CardField(allow_hidden=True),
        load_default=list,
        validate=ma.validate.Length(max=5),
        metadata={"description": "A draw round with `jacks_or_better` only: the seat's hand, "
                  "`??` for a card nobody can see (a hidden hand may open only if it holds "
                  "openers)."},
    )  # fmt: skip


SEAT_FIELDS: Final = ("folded", "up", "cards")
"""The seat's fields that some kinds of round take and others refuse."""


_NAMING_AMOUNTS: Final = sorted(move.value for move in AMOUNT_MOVES)
"""The actions that name the total they make: a bet, a raise, a completion, a bring-in."""


class ProposedActionSchema(ma.Schema):
    """An action to check: `to`, the seat's total in this round after it, may be left out of a
    bet or raise, and the verdict says the totals it may make."""

    seat = WholeNumber(required=True, validate=SEAT_INDEX)
    type = ma.fields.Enum(
        Move, by_value=True, required=True, metadata={"description": "The action's type."}
    )
    to = chips(
        load_default=None,
        allow_none=False,
        metadata={
            "description": "The seat's total in this round afterwards (`raise` to 30). "
            "Required for a bet, raise, complete and bring_in taken (in `actions`). Optional "
            "for call, check and fold; when given it must be the total the action makes (a "
            "call's amount, or what the seat already has in): a wrong one is refused, never "
            "corrected."
        },
    )


class ActionSchema(ProposedActionSchema):
    """One action taken; `to` is the seat's total in this round after it."""

    @classmethod
    def json_schema_extra(cls) -> dict[str, Any]:
        """`to` required where the action names its amount, as the state endpoint's events."""
        named = {"properties": {"type": {"enum": _NAMING_AMOUNTS}}, "required": ["type"], **OPEN}
        # `to` named in the `then` too: Redocly reads a requirement of an undefined field as a slip.
        to = {"properties": {"to": {"type": "integer"}}, "required": ["to"], **OPEN}
        return {"if": named, "then": to}

    @ma.validates_schema
    def _amount_named(self, data: dict[str, Any], **kwargs: Any) -> None:
        move = data.get("type")
        if move in AMOUNT_MOVES and data.get("to") is None:
            raise ma.ValidationError(
                {"to": [f"a {move.value} names its total in this round: this field is required."]}
            )


def round_tag(kind: str) -> ma.fields.Field[Any]:
    return ma.fields.String(
        required=True,
        validate=ma.validate.OneOf([kind]),
        metadata={"description": "Who acts first, and so which fields the round takes: `seat` "
                  "(the seat you name), `draw`, `stud` or `blinds` (the rules find it)."},
    )  # fmt: skip


def structure() -> ma.fields.Field[Any]:
    return ma.fields.Enum(
        Structure,
        by_value=True,
        required=True,
        metadata={"description": "How much may be bet; the fixed-limit options (`max_raises`, "
                  "`heads_up_raises`, `big_bet`, ...) are taken only with `fixed_limit`."},
    )  # fmt: skip


def dealer() -> ma.fields.Field[Any]:
    return WholeNumber(
        required=True,
        validate=SEAT_INDEX,
        metadata={"description": "The dealer's seat (the button)."},
    )


def bet() -> ma.fields.Field[Any]:
    return chips(
        1,
        required=True,
        metadata={"description": "Fixed limit: this round's bet. Pot and no limit: the "
                  "smallest bet."},
    )  # fmt: skip


def big_bet() -> ma.fields.Field[Any]:
    return chips(
        1,
        load_default=None,
        allow_none=False,
        metadata={"description": "Fixed limit only. A stud street: the game's big bet (default "
                  "twice the small bet, as a game's stakes say it), bet from fifth street or on "
                  "an open pair as the street says. A round given "
                  "by its first seat: a big bet also allowed this round (fourth street with an "
                  "open pair)."},
    )  # fmt: skip


def bring_in() -> ma.fields.Field[Any]:
    return chips(
        1,
        load_default=None,
        allow_none=False,
        metadata={"description": "A forced bring-in, less than the (small) bet, opening the "
                  "round; in stud, on third street (left out: the traditional game, the best "
                  "hand showing opens)."},
    )  # fmt: skip


def max_raises() -> ma.fields.Field[Any]:
    return WholeNumber(
        allow_none=True,
        load_default=3,
        validate=ma.validate.Range(0, 100),
        metadata={"description": "Fixed limit only: raises allowed after the bet; null for no "
                  "cap. Lifted for two players as `heads_up_raises` says."},
    )  # fmt: skip


def heads_up_raises() -> ma.fields.Field[Any]:
    return ma.fields.Enum(
        HeadsUpRaises,
        by_value=True,
        load_default=HeadsUpRaises.UNLIMITED_IF_TWO_AT_START,
        metadata={"description": "Fixed limit only: the cap with two players. "
                  "`unlimited_if_two_at_start` (pagat, Seven Card Stud): no cap when only two "
                  "players could bet as the round began; `unlimited_when_heads_up` (Robert's "
                  "Rules, cash games): the cap lifts once the action is heads-up before it is "
                  "reached; `capped` (Robert's Rules, tournaments)."},
    )  # fmt: skip


def raise_at_least_last() -> ma.fields.Field[Any]:
    return StrictBoolean(
        load_default=True,
        metadata={"description": "Fixed limit only, with a big bet: after a big bet, only big "
                  "raises (pagat, Seven Card Stud). False: a small raise may answer a big bet."},
    )  # fmt: skip


def pot() -> ma.fields.Field[Any]:
    return chips(
        load_default=0,
        metadata={"description": "Chips in the pot before the round (antes, earlier rounds)."},
    )


def seats() -> ma.fields.Field[Any]:
    return BoundedList(
        ma.fields.Nested(RoundSeatSchema),
        required=True,
        validate=ma.validate.Length(2, MAX_SEATS),
        metadata={"description": "Every seat, in clockwise order; a seat is its index in this "
                  "list."},
    )  # fmt: skip


def actions() -> ma.fields.Field[Any]:
    return BoundedList(
        ma.fields.Nested(ActionSchema),
        load_default=list,
        validate=ma.validate.Length(max=MAX_ACTIONS),
        metadata={"description": f"The actions so far, in order. At most {MAX_ACTIONS}: as many "
                  f"as a body of {DEFAULTS['MAX_CONTENT_LENGTH'] // 1024} KiB can hold, so a "
                  "heads-up raise war is cut short only by the stacks."},
    )  # fmt: skip


def proposed() -> ma.fields.Field[Any]:
    return ma.fields.Nested(
        ProposedActionSchema,
        load_default=None,
        allow_none=False,
        metadata={"description": "An action to check without taking it."},
    )


def move_totals() -> tuple[ma.fields.Field[Any], ma.fields.Field[Any], ma.fields.Field[Any]]:
    """A betting move's ``min_to``, ``max_to`` and ``all_in``, written together where the value
    has totals (a fold has none: it puts nothing in): a round's legal action and a hand's next
    event say them alike."""
    return (
        ma.fields.Integer(
            metadata={"description": "A betting move: the least `to` it may be made to; left "
                      "out for a fold.", **source(when="has_totals")}
        ),
        ma.fields.Integer(
            metadata={"description": "A betting move: the most `to` it may be made to; left "
                      "out for a fold.", **source(when="has_totals")}
        ),
        ma.fields.Boolean(
            metadata={"description": "A betting move: made to `max_to`, it puts the seat all "
                      "in; left out for a fold.", **source(when="has_totals")}
        ),
    )  # fmt: skip
