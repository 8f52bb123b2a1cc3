"""``POST /v1/betting/actions``: a betting round so far, the legal next actions, exact amounts."""

from __future__ import annotations

from typing import Any, Final

import marshmallow as ma

from service.api.explanation import RuleSchema, explain
from service.api.fields import CardField, StrictBoolean
from service.api.parsing import Blueprint
from service.api.problems import documents_problems
from service.rules.betting.openers import has_openers
from service.rules.betting.round import Act, Move, Player, Stakes, Structure, replay
from service.rules.betting.streets import (
    HeadsUpRaises,
    ShowingTie,
    StudStreet,
    capped_by_players,
    draw_first,
    stud_round,
)
from service.rules.cards import Card
from service.rules.errors import Location, RuleViolation

MAX_SEATS: Final = 10
MAX_ACTIONS: Final = 200
"""A round with ten players and a cap has a few dozen actions; two hundred is far beyond."""
MAX_CHIPS: Final = 10**9

blp = Blueprint(
    "betting", __name__, url_prefix="/v1/betting", description="Betting rounds: legal actions."
)


def _chips(least: int = 0, **kwargs: Any) -> ma.fields.Integer:
    return ma.fields.Integer(strict=True, validate=ma.validate.Range(least, MAX_CHIPS), **kwargs)


class BettingSeatSchema(ma.Schema):
    """A seat as the round starts."""

    name = ma.fields.String(validate=ma.validate.Length(1, 64))
    stack = _chips(required=True, metadata={"description": "Chips behind, not yet in the pot."})
    folded = StrictBoolean(load_default=False, metadata={"description": "Folded earlier."})
    up_cards = ma.fields.List(
        CardField(),
        load_default=list,
        validate=ma.validate.Length(max=4),
        metadata={"description": "Stud: the seat's face-up cards, in the order dealt."},
    )
    cards = ma.fields.List(
        CardField(allow_hidden=True),
        load_default=list,
        validate=ma.validate.Length(max=5),
        metadata={"description": "Draw with an opening requirement: the hand, `??` if hidden."},
    )


class StudSchema(ma.Schema):
    """A fixed-limit stud street: the service finds who acts first and the bet sizes."""

    street = ma.fields.Integer(strict=True, required=True, validate=ma.validate.Range(3, 7))
    dealer = ma.fields.Integer(strict=True, required=True, validate=ma.validate.Range(0, 9))
    small_bet = _chips(1, required=True)
    big_bet = _chips(1, required=True)
    bring_in = _chips(
        1,
        allow_none=True,
        load_default=None,
        metadata={"description": "Null: the traditional game, the best hand showing opens."},
    )
    low = StrictBoolean(
        load_default=False,
        metadata={"description": "Razz and London lowball conventions for who acts first."},
    )
    high_low = StrictBoolean(load_default=False)
    big_bets_from_fifth = StrictBoolean(
        load_default=False, metadata={"description": "The casino rule; Razz doubles at fifth."}
    )
    heads_up_raises = ma.fields.Enum(
        HeadsUpRaises, by_value=True, load_default=HeadsUpRaises.UNLIMITED_IF_TWO_AT_START
    )
    showing_tie = ma.fields.Enum(ShowingTie, by_value=True, load_default=ShowingTie.SUIT)


class DrawSchema(ma.Schema):
    """A draw-game round: the service finds who speaks first."""

    dealer = ma.fields.Integer(strict=True, required=True, validate=ma.validate.Range(0, 9))
    opener = ma.fields.Integer(
        strict=True,
        allow_none=True,
        load_default=None,
        validate=ma.validate.Range(0, 9),
        metadata={"description": "After the draw: the player who opened, who speaks first."},
    )
    jacks_or_better = StrictBoolean(
        load_default=False,
        metadata={"description": "Before anyone opens, only a hand with jacks or better may."},
    )
    heads_up_raises = ma.fields.Enum(
        HeadsUpRaises, by_value=True, load_default=HeadsUpRaises.UNLIMITED_IF_TWO_AT_START
    )


class ActionSchema(ma.Schema):
    """One action; `to` is the seat's total in this round after it."""

    seat = ma.fields.Integer(strict=True, required=True, validate=ma.validate.Range(0, 9))
    action = ma.fields.Enum(Move, by_value=True, required=True)
    to = _chips(
        load_default=0,
        metadata={
            "description": "For bet, raise, complete and bring_in: the seat's total in "
            "this round afterwards (`raise` to 30). Ignored for the others."
        },
    )


class RoundRequestSchema(ma.Schema):
    """The structure and stakes of the round, the seats, and the actions so far."""

    structure = ma.fields.Enum(Structure, by_value=True, required=True)
    stud = ma.fields.Nested(StudSchema, allow_none=True, load_default=None)
    draw = ma.fields.Nested(DrawSchema, allow_none=True, load_default=None)
    bet = _chips(
        1,
        allow_none=True,
        load_default=None,
        metadata={
            "description": "Fixed limit: this round's bet. Pot and no limit: the smallest bet."
        },
    )
    big_bet = _chips(1, allow_none=True, load_default=None)
    bring_in = _chips(1, allow_none=True, load_default=None)
    max_raises = ma.fields.Integer(
        strict=True,
        allow_none=True,
        load_default=3,
        validate=ma.validate.Range(0, 100),
        metadata={"description": "Fixed limit: raises allowed after the bet; null for no cap."},
    )
    raise_at_least_last = StrictBoolean(load_default=True)
    pot = _chips(load_default=0, metadata={"description": "Chips in the pot before the round."})
    first = ma.fields.Integer(
        strict=True,
        allow_none=True,
        load_default=None,
        validate=ma.validate.Range(0, MAX_SEATS - 1),
        metadata={"description": "The seat that acts first, unless `stud` or `draw` finds it."},
    )
    seats = ma.fields.List(
        ma.fields.Nested(BettingSeatSchema),
        required=True,
        validate=ma.validate.Length(2, MAX_SEATS),
    )
    actions = ma.fields.List(
        ma.fields.Nested(ActionSchema),
        load_default=list,
        validate=ma.validate.Length(max=MAX_ACTIONS),
    )
    proposed = ma.fields.Nested(
        ActionSchema,
        allow_none=True,
        load_default=None,
        metadata={"description": "An action to check without taking it."},
    )


class LegalSchema(ma.Schema):
    """A legal action and its amounts."""

    action = ma.fields.String(required=True, metadata={"enum": [m.value for m in Move]})
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

    first_seat = ma.fields.Integer(required=True, metadata={"description": "Who acted first."})
    complete = ma.fields.Boolean(required=True)
    next_seat = ma.fields.Integer(required=True, allow_none=True)
    legal = ma.fields.List(ma.fields.Nested(LegalSchema), required=True)
    pot = ma.fields.Integer(required=True)
    current_bet = ma.fields.Integer(required=True)
    raises = ma.fields.Integer(required=True)
    put_in = ma.fields.List(ma.fields.Integer(), required=True)
    folded = ma.fields.List(ma.fields.Integer(), required=True)
    all_in = ma.fields.List(ma.fields.Integer(), required=True)
    proposed = ma.fields.Nested(VerdictSchema)
    explanation = ma.fields.List(ma.fields.Nested(RuleSchema), required=True)


def _setup(request: dict[str, Any]) -> tuple[Stakes, list[Player], int, list[str]]:
    """The round's stakes, players and first seat, from the request or from its game block."""
    seats, stud, draw = request["seats"], request["stud"], request["draw"]
    _check_seat_numbers(request)
    live = [not s["folded"] for s in seats]
    given = [name for name in ("first", "stud", "draw") if request[name] is not None]
    if len(given) != 1:
        raise RuleViolation(
            "betting.first-to-act",
            "say who acts first with exactly one of `first`, `stud` or `draw`",
            at=tuple((name,) for name in given) or (("first",),),
        )
    if stud is not None:
        if request["structure"] != Structure.FIXED_LIMIT:
            raise RuleViolation(
                "betting.stud-limits", "`stud` describes a fixed-limit game", at=(("structure",),)
            )
        if any(alive and not s["up_cards"] for s, alive in zip(seats, live, strict=True)):
            raise RuleViolation(
                "betting.first-to-act",
                "in stud every live seat shows its up cards",
                at=(("seats",),),
            )
        street = StudStreet(
            street=stud["street"], small_bet=stud["small_bet"], big_bet=stud["big_bet"],
            bring_in=stud["bring_in"], low=stud["low"], high_low=stud["high_low"],
            big_bets_from_fifth=stud["big_bets_from_fifth"],
            heads_up_raises=stud["heads_up_raises"], showing_tie=stud["showing_tie"],
        )  # fmt: skip
        first, stakes = stud_round(street, [s["up_cards"] for s in seats], live, stud["dealer"])
        players = [
            Player(stack=s["stack"], live=alive) for s, alive in zip(seats, live, strict=True)
        ]
        return stakes, players, first, ["betting.first-to-act", "betting.stud-limits"]
    if request["bet"] is None:
        raise RuleViolation("betting.amount", "say the round's `bet`", at=(("bet",),))
    stakes = Stakes(
        structure=request["structure"],
        bet=request["bet"],
        big_bet=request["big_bet"],
        bring_in=request["bring_in"],
        max_raises=request["max_raises"],
        raise_at_least_last=request["raise_at_least_last"],
        openers_required=bool(draw and draw["jacks_or_better"]),
    )
    if draw is not None and request["structure"] == Structure.FIXED_LIMIT:
        stakes = capped_by_players(stakes, draw["heads_up_raises"], sum(live))
    players = [
        Player(stack=s["stack"], live=alive, has_openers=_openers(s["cards"]))
        for s, alive in zip(seats, live, strict=True)
    ]
    if draw is None:
        return stakes, players, request["first"], []
    first = draw_first(draw["dealer"], live, opener=draw["opener"])
    rules = ["betting.first-to-act"] + (["jacks.openers"] if draw["jacks_or_better"] else [])
    return stakes, players, first, rules


def _check_seat_numbers(request: dict[str, Any]) -> None:
    count = len(request["seats"])
    named: list[tuple[Location, int | None]] = [(("first",), request["first"])]
    for block in ("stud", "draw"):
        if request[block] is not None:
            named.append(((block, "dealer"), request[block]["dealer"]))
    if request["draw"] is not None and request["draw"]["opener"] is not None:
        named.append((("draw", "opener"), request["draw"]["opener"]))
    named += [(("actions", i, "seat"), a["seat"]) for i, a in enumerate(request["actions"])]
    if request["proposed"] is not None:
        named.append((("proposed", "seat"), request["proposed"]["seat"]))
    for place, seat in named:
        if seat is not None and seat >= count:
            detail = f"there is no seat {seat} at this table of {count}"
            raise RuleViolation("betting.turn", detail, at=(place,))
    if all(s["folded"] for s in request["seats"]):
        raise RuleViolation("betting.turn", "every seat has folded", at=(("seats",),))


def _openers(cards: list[Any]) -> bool | None:
    """Whether a draw hand may open; None when it is not given or not all seen."""
    if len(cards) != 5 or not all(isinstance(c, Card) for c in cards):
        return None
    return has_openers(cards)


def _acts(actions: list[dict[str, Any]]) -> list[Act]:
    return [Act(seat=a["seat"], move=a["action"], to=a["to"]) for a in actions]


def _answer(request: dict[str, Any]) -> dict[str, Any]:
    stakes, players, first, game_rules = _setup(request)
    state = replay(
        stakes, players, first=first, acts=_acts(request["actions"]), pot_before=request["pot"]
    )
    answer: dict[str, Any] = {
        "first_seat": first,
        "complete": state.complete,
        "next_seat": state.next_seat,
        "legal": [
            {
                "action": m.move.value,
                "min_to": m.min_to,
                "max_to": m.max_to,
                "all_in": m.all_in,
                "requires_openers": m.requires_openers,
            }
            for m in state.legal
        ],
        "pot": state.pot,
        "current_bet": state.current_bet,
        "raises": state.raises,
        "put_in": list(state.put_in),
        "folded": list(state.folded),
        "all_in": list(state.all_in),
    }
    rules = [*game_rules, "betting.turn", "betting.move", "betting.amount", "betting.table-stakes"]
    if request["proposed"] is not None:
        try:
            proposed = _acts([*request["actions"], request["proposed"]])
            replay(stakes, players, first=first, acts=proposed, pot_before=request["pot"])
            answer["proposed"] = {"legal": True}
        except RuleViolation as violation:
            answer["proposed"] = {
                "legal": False,
                "rule": violation.rule,
                "reason": violation.detail,
            }
            rules.append(violation.rule)
    if state.complete:
        rules.append("betting.round-over")
    answer["explanation"] = explain(dict.fromkeys(rules))
    return answer


# S1's worked example after the draw: limit 5; the opener (the dealer, seat 0) speaks first
# and checks, Player 2 bets, Player 3 raises: the dealer's choices are fold, call or raise.
EXAMPLE: Final = {
    "structure": "fixed_limit",
    "bet": 5,
    "pot": 11,
    "draw": {"dealer": 0, "opener": 0},
    "seats": [
        {"name": "Player 1", "stack": 98},
        {"name": "Player 2", "stack": 98},
        {"name": "Player 3", "stack": 98},
        {"name": "Player 4", "stack": 100, "folded": True},
        {"name": "Player 5", "stack": 100, "folded": True},
    ],
    "actions": [
        {"seat": 0, "action": "check"},
        {"seat": 1, "action": "bet", "to": 5},
        {"seat": 2, "action": "raise", "to": 10},
    ],
    "proposed": {"seat": 0, "action": "raise", "to": 12},
}


# S3's fixed-limit structure (ante 0.50, bring-in 2, bets 5 and 10, here in units of 50 cents):
# third street; the 2♣ is the lowest card and brings in.
STUD_EXAMPLE: Final = {
    "structure": "fixed_limit",
    "pot": 4,
    "stud": {"street": 3, "dealer": 3, "small_bet": 10, "big_bet": 20, "bring_in": 4},
    "seats": [
        {"name": "Ann", "stack": 199, "up_cards": ["9h"]},
        {"name": "Bob", "stack": 199, "up_cards": ["2c"]},
        {"name": "Cy", "stack": 199, "up_cards": ["Kd"]},
        {"name": "Di", "stack": 199, "up_cards": ["2d"]},
    ],
    "actions": [{"seat": 1, "action": "bring_in", "to": 4}],
}
_EXAMPLES: Final[dict[str, tuple[str, dict[str, Any]]]] = {
    "draw": ("S1 after the draw: the opener faces a bet and a raise", EXAMPLE),
    "stud": ("S3 third street after the bring-in", STUD_EXAMPLE),
}


def _example(summary: str, request: dict[str, Any]) -> dict[str, Any]:
    answer = _answer(RoundRequestSchema().load(request))
    return {"summary": summary, "value": RoundResponseSchema().dump(answer)}


@blp.route("/actions", methods=["POST"])
@blp.doc(
    operationId="bettingActions",
    summary="A betting round so far: whose turn, every legal action with exact amounts.",
)
@blp.arguments(
    RoundRequestSchema,
    examples={name: {"summary": s, "value": r} for name, (s, r) in _EXAMPLES.items()},
)
@blp.response(
    200,
    RoundResponseSchema,
    examples={name: _example(s, r) for name, (s, r) in _EXAMPLES.items()},
)
@documents_problems(blp, "POST")
def betting_actions(request: dict[str, Any]) -> dict[str, Any]:
    """Replays the actions; the first illegal one is a 422 naming `actions.<i>` and the rule.

    A `proposed` action is checked without being taken: the answer says whether it is legal and,
    if not, why.
    """
    return _answer(request)
