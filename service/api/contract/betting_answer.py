"""The answer of ``POST /v1/betting/actions``: where the round stands, every legal action of
the seat to act with its totals, and the verdict on a proposed action (the request is
:mod:`service.api.contract.betting`)."""

from __future__ import annotations

import marshmallow as ma

from service.api.contract import betting_fields as field
from service.api.contract.explanation import RuleSchema, explain
from service.api.contract.fields import BoundedList
from service.api.contract.sources import source
from service.rules.betting.round import Move


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
    min_to, max_to, all_in = field.move_totals()
    requires_openers = ma.fields.Boolean(
        required=True,
        metadata={
            "description": "This opening bet is legal only if the hidden hand holds "
            "jacks or better."
        },
    )


class VerdictSchema(ma.Schema):
    """Whether the proposed action is legal, and if not why."""

    allowed = ma.fields.Boolean(
        required=True,
        metadata={"description": "Whether it is legal now (the answer's `legal` lists the "
                  "actions that are)."},
    )  # fmt: skip
    rule = ma.fields.String()
    reason = ma.fields.String()


class RoundResponseSchema(ma.Schema):
    """Where the round stands."""

    # Written from the core's ruling: the round's state is its ``state``.
    first_seat = ma.fields.Integer(required=True, metadata={"description": "Who acted first."})
    round_over = ma.fields.Boolean(
        required=True,
        metadata={"description": "Whether the round is over: nobody is to act (`complete` is "
                  "an action, the bring-in completed).", **source(path="state.complete")},
    )  # fmt: skip
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
    # Lists of seats, named so: a request's seat says `folded` and a legal action `all_in`, each
    # a true or false.
    folded_seats = BoundedList(
        ma.fields.Integer(),
        required=True,
        metadata={"description": "The seats folded.", **source(path="state.folded")},
    )
    all_in_seats = BoundedList(
        ma.fields.Integer(),
        required=True,
        metadata={"description": "The seats all in.", **source(path="state.all_in")},
    )
    proposed = ma.fields.Nested(VerdictSchema)
    explanation = BoundedList(
        ma.fields.Nested(RuleSchema), required=True, metadata=source(path="rules", write=explain)
    )
