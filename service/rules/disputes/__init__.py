"""The disputes of a home game, ruled as card rooms rule them (Robert's Rules of Poker by
default, the Poker TDA's and home readings as house-rule options).

Each kind of dispute is a small frozen situation; :func:`rule_on` gives its
:class:`DisputeRuling`: what stands and what happens next in words, the rule ids applied, and
the effect as typed values. A situation that cannot happen raises
:class:`~service.rules.errors.RuleViolation` naming the field and the rule.

>>> ruling = rule_on(ActionOutOfTurn(action=Move.CHECK, facing_bet=False, skipped=(Move.BET,)))
>>> ruling.binding, [m.value for m in ruling.may], ruling.rules[-1]
(False, ['call', 'fold'], 'procedure.out-of-turn-changed')
"""

from __future__ import annotations

from service.rules.betting.terms import Move
from service.rules.disputes.deal import (
    MisdealCause,
    MisdealClaim,
    WrongNumberOfCards,
    rule_on_misdeal,
    rule_on_wrong_number,
)
from service.rules.disputes.exposed import (
    CardExposedAtDraw,
    ExposedCardOnDeal,
    rule_on_exposed_at_draw,
    rule_on_exposed_card,
)
from service.rules.disputes.options import DISPUTE_RULES, DisputeRules
from service.rules.disputes.ruling import CardFate, DisputeRuling, ExposedBy, Family, HandStatus
from service.rules.disputes.showdown import MiscalledHand, rule_on_miscall
from service.rules.disputes.wagers import (
    ActionOutOfTurn,
    Limit,
    Said,
    ShortCall,
    StringRaise,
    rule_on_out_of_turn,
    rule_on_short_call,
    rule_on_string_raise,
)

__all__ = [
    "DISPUTE_RULES",
    "ActionOutOfTurn",
    "CardExposedAtDraw",
    "CardFate",
    "DisputeRules",
    "DisputeRuling",
    "ExposedBy",
    "ExposedCardOnDeal",
    "Family",
    "HandStatus",
    "Limit",
    "MiscalledHand",
    "MisdealCause",
    "MisdealClaim",
    "Move",
    "Said",
    "ShortCall",
    "Situation",
    "StringRaise",
    "WrongNumberOfCards",
    "rule_on",
]

Situation = (
    ExposedCardOnDeal
    | MisdealClaim
    | ActionOutOfTurn
    | StringRaise
    | ShortCall
    | MiscalledHand
    | WrongNumberOfCards
    | CardExposedAtDraw
)
"""Every kind of dispute the referee rules on."""


def rule_on(situation: Situation, rules: DisputeRules = DISPUTE_RULES) -> DisputeRuling:
    """The ruling on ``situation`` under the table's house ``rules``."""
    match situation:
        case ExposedCardOnDeal():
            return rule_on_exposed_card(situation)
        case MisdealClaim():
            return rule_on_misdeal(situation, rules)
        case ActionOutOfTurn():
            return rule_on_out_of_turn(situation, rules)
        case StringRaise():
            return rule_on_string_raise(situation, rules)
        case ShortCall():
            return rule_on_short_call(situation)
        case MiscalledHand():
            return rule_on_miscall(situation)
        case WrongNumberOfCards():
            return rule_on_wrong_number(situation, rules)
        case CardExposedAtDraw():
            return rule_on_exposed_at_draw(situation)
