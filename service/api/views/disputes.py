"""``/v1/disputes``: the disputes of a home game, ruled as card rooms rule them.

Each kind of dispute is one operation with a small typed situation; the answer says what stands,
what happens next, the rules applied (Robert's Rules of Poker by section, the Poker TDA's and
home readings where the table chose them) and the effect in typed fields.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

import marshmallow as ma
from flask import Response

from service.api.contract import dispute_rulings as rulings
from service.api.contract import disputes as schemas
from service.api.contract.betting import STUD_STREETS
from service.api.edge.parsing import Blueprint
from service.api.edge.problems import documents_problems
from service.api.fast.answers import example as example_of
from service.api.fast.answers import json_answer, later
from service.api.fast.writing import writer
from service.rules.betting.terms import Move, Structure
from service.rules.disputes import (
    DISPUTE_RULES,
    ActionOutOfTurn,
    CardExposedAtDraw,
    DisputeRules,
    ExposedBy,
    ExposedCardOnDeal,
    Family,
    Limit,
    MiscalledHand,
    MisdealCause,
    MisdealClaim,
    Said,
    ShortCall,
    Situation,
    StringRaise,
    WrongNumberOfCards,
    rule_on,
)
from service.rules.errors import RuleViolation
from service.rules.games.options import with_settings
from service.rules.ranking import Category

blp = Blueprint(
    "disputes",
    __name__,
    url_prefix="/v1/disputes",
    description="The disputes of a home game: exposed cards, misdeals, action out of turn, "
    "string raises, short calls, miscalled hands, dead hands; ruled by Robert's Rules of Poker, "
    "with the Poker TDA's and home readings as house-rule options.",
)

Request = dict[str, Any]


def _house_rules(request: Request) -> DisputeRules:
    return with_settings(DISPUTE_RULES, request.get("options", {}))


def _moves(names: list[str]) -> tuple[Move, ...]:
    return tuple(Move(name) for name in names)


_CONTRACT_NAMES: Final = {"action": "type", "limit": "structure"}
"""The core's names for a situation's fields where the contract has its own: a betting action
is a ``type``, the betting structure a ``structure``, in every request."""


def _in_contract_names(violation: RuleViolation) -> RuleViolation:
    """``violation`` with the places it names spelled as the request spells them."""
    at = tuple(
        tuple(_CONTRACT_NAMES.get(part, part) if isinstance(part, str) else part for part in place)
        for place in violation.at
    )
    return RuleViolation(violation.rule, violation.detail, at=at)


def _exposed_card(request: Request) -> Situation:
    structure = request.get("structure")
    return ExposedCardOnDeal(
        family=Family(request["family"]),
        exposed_by=ExposedBy(request["exposed_by"]),
        card_number=request.get("card_number"),
        deal_order=request.get("deal_order"),
        earlier_exposed=request["earlier_exposed"],
        game=request.get("game"),
        structure=Structure(structure) if structure else None,
        card=request.get("card"),
    )


def _misdeal(request: Request) -> Situation:
    return MisdealClaim(cause=MisdealCause(request["cause"]), actions=_moves(request["actions"]))


def _out_of_turn(request: Request) -> Situation:
    return ActionOutOfTurn(
        action=Move(request["type"]),
        facing_bet=request["facing_bet"],
        skipped=_moves(request["skipped"]),
    )


def _string_raise(request: Request) -> Situation:
    return StringRaise(
        said=Said(request["said"]),
        to_call=request["to_call"],
        full_raise=request["full_raise"],
        motions=tuple(request["motions"]),
        single_chip=request["single_chip"],
        limit=Limit(request["structure"]),
    )


def _short_call(request: Request) -> Situation:
    return ShortCall(
        to_call=request["to_call"],
        put_in=request["put_in"],
        behind=request["behind"],
        unaware_of_raise=request["unaware_of_raise"],
        acted_after=request["acted_after"],
    )


def _miscalled_hand(request: Request) -> Situation:
    return MiscalledHand(
        cards=tuple(request["cards"]),
        called=Category(request["called"]),
        others_discarded=request["others_discarded"],
        deliberate=request["deliberate"],
    )


def _wrong_number(request: Request) -> Situation:
    return WrongNumberOfCards(
        family=Family(request["family"]),
        held=request["held"],
        street=STUD_STREETS[request["street"]] if "street" in request else None,
        after_draw=request["after_draw"],
        hand_size=request["hand_size"],
        actions=_moves(request["actions"]),
        dealer_error=request["dealer_error"],
    )


def _exposed_at_draw(request: Request) -> Situation:
    return CardExposedAtDraw(
        exposed_by=ExposedBy(request["exposed_by"]), others_to_draw=request["others_to_draw"]
    )


def _operation(
    kind: str,
    *,
    operation_id: str,
    summary: str,
    doc: str,
    situation: Callable[[Request], Situation],
    request_schema: type[ma.Schema],
    response_schema: type[ma.Schema],
    example: Request,
    example_title: str,
) -> None:
    """Register ``POST /v1/disputes/<kind>``: the situation read from the body, ruled on."""
    write, given, answer_schema = writer(response_schema), {"kind": kind}, response_schema()

    def ruling(request: Request) -> dict[str, Any]:
        try:
            return write(rule_on(situation(request), _house_rules(request)), given)
        except RuleViolation as violation:
            raise _in_contract_names(violation) from None

    def rule(request: Request) -> Response:
        return json_answer(answer_schema, ruling(request))

    rule.__name__ = rule.__qualname__ = operation_id
    rule.__doc__ = doc
    view = documents_problems(blp, "POST")(rule)
    view = blp.response(
        200,
        response_schema,
        example=later(lambda: example_of(ruling(request_schema().load(example)))),
    )(view)
    view = blp.arguments(
        request_schema, examples={"example": {"summary": example_title, "value": example}}
    )(view)
    view = blp.doc(operationId=operation_id, summary=summary, description=doc)(view)
    blp.route(f"/{kind}", methods=["POST"], endpoint=operation_id)(view)


_operation(
    "exposed_card",
    operation_id="ruleExposedCard",
    summary="A card exposed on the deal: misdeal, or does it play or get replaced?",
    doc="Stud: a hole card the dealer turns up plays as an up card and the third card comes "
    "down; two exposed cards are a misdeal; an exposed last card plays face up. Draw: the first "
    "or second card off the deck, or a second exposed card, is a misdeal; another card is "
    "replaced after the deal. A card the player exposes himself plays. A card that is dealt "
    "face up anyway (stud cards 3 to 6) is a 422 naming `card_number`.",
    situation=_exposed_card,
    request_schema=schemas.ExposedCardRequestSchema,
    response_schema=rulings.ExposedCardRulingSchema,
    example={"family": "stud", "card_number": 2},
    example_title="Robert's Rules: the dealer exposes a stud player's second hole card",
)
_operation(
    "misdeal",
    operation_id="ruleMisdeal",
    summary="Is it a misdeal, or is it too late for one?",
    doc="One of Robert's Rules' causes of a misdeal, before two players have acted in turn, "
    "voids the deal; after that the hand plays on (option `misdeal_cutoff` takes the Poker "
    "TDA's substantial action instead). A single boxed or extra card is corrected. Actions "
    "that cannot follow each other are a 422 naming `actions.<i>`.",
    situation=_misdeal,
    request_schema=schemas.MisdealRequestSchema,
    response_schema=rulings.MisdealRulingSchema,
    example={"cause": "two_cards_exposed", "actions": ["call"]},
    example_title="Robert's Rules: two cards exposed, and one player has called",
)
_operation(
    "out_of_turn",
    operation_id="ruleOutOfTurn",
    summary="An action out of turn: is it binding, and what may he do now?",
    doc="Binding unless a skipped player bets or raises; a fold always binds. When the action "
    "changed, a check or call out of turn may become a call or fold but not a raise (option "
    "`out_of_turn_changed = all_options`: any action). An action he could not take (a check "
    "facing a bet) is a 422 naming the field.",
    situation=_out_of_turn,
    request_schema=schemas.OutOfTurnRequestSchema,
    response_schema=rulings.OutOfTurnRulingSchema,
    example={"type": "check", "facing_bet": False, "skipped": ["bet"]},
    example_title="Robert's Rules: a check out of turn, then the skipped player bets",
)
_operation(
    "string_raise",
    operation_id="ruleStringRaise",
    summary="Chips put in facing a bet: a call or a raise, and how much?",
    doc="What he said in turn binds. Without a word, one motion of the call plus half a raise "
    "or more is a raise to be completed; a lone oversized chip is a call; chips brought in "
    "over several motions are held to the first (option `string_raises = allowed`: all of "
    "them count).",
    situation=_string_raise,
    request_schema=schemas.StringRaiseRequestSchema,
    response_schema=rulings.StringRaiseRulingSchema,
    example={"to_call": 10, "full_raise": 10, "motions": [10, 10]},
    example_title="Robert's Rules: 10 to call, put in as 10 and then 10 more",
)
_operation(
    "short_call",
    operation_id="ruleShortCall",
    summary="Less than the call put in: must he make it good?",
    doc="Chips released into the pot bind him to the call (all in if he has too little), "
    "unless he did not know of a raise and nobody has acted after him. A full call is a 422 "
    "naming `put_in`.",
    situation=_short_call,
    request_schema=schemas.ShortCallRequestSchema,
    response_schema=rulings.ShortCallRulingSchema,
    example={"to_call": 20, "put_in": 10, "behind": 90},
    example_title="Robert's Rules: 10 put in against a bet of 20",
)
_operation(
    "miscalled_hand",
    operation_id="ruleMiscalledHand",
    summary="A miscalled hand: cards speak.",
    doc="The hand is read as its cards show, whatever was called; a hand thrown away on "
    "hearing the call is dead; a deliberate miscall may cost the pot. The same card twice or a "
    "joker is a 422 naming `cards.<i>`.",
    situation=_miscalled_hand,
    request_schema=schemas.MiscalledHandRequestSchema,
    response_schema=rulings.MiscalledHandRulingSchema,
    example={"cards": ["As", "Ks", "Qs", "Js", "9s", "2d", "2c"], "called": "straight"},
    example_title="Robert's Rules: a flush called a straight",
)
_operation(
    "wrong_number_of_cards",
    operation_id="ruleWrongNumberOfCards",
    summary="A hand with too many or too few cards: misdeal, dead or live?",
    doc="Before the action starts it is a misdeal; after, the hand is dead, except a stud hand "
    "missing only its last card by the dealer's error (option `short_hand_before_draw`: a "
    "short draw hand draws to five). The proper number is a 422 naming `held`.",
    situation=_wrong_number,
    request_schema=schemas.WrongNumberRequestSchema,
    response_schema=rulings.WrongNumberRulingSchema,
    example={"family": "draw", "held": 6, "actions": ["bet", "call"]},
    example_title="Robert's Rules: six cards in a draw hand after a bet and a call",
)
_operation(
    "exposed_at_draw",
    operation_id="ruleExposedAtDraw",
    summary="A card exposed at the draw: may he take it?",
    doc="A card the dealer exposes while dealing the draw goes with the discards and is "
    "replaced after everyone else has drawn; one the player exposes himself plays.",
    situation=_exposed_at_draw,
    request_schema=schemas.ExposedAtDrawRequestSchema,
    response_schema=rulings.ExposedAtDrawRulingSchema,
    example={"others_to_draw": 2},
    example_title="Robert's Rules: a card exposed at the draw, two players still to draw",
)
