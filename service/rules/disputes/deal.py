"""Disputes of the deal: misdeals and a hand with the wrong number of cards (Robert's Rules of
Poker, Section 3 and the games' sections); cards exposed are :mod:`.exposed`'s.

>>> from service.rules.disputes.options import DISPUTE_RULES
>>> misdeal_too_late((Move.CALL, Move.FOLD), DISPUTE_RULES)
True
>>> rule_on_misdeal(MisdealClaim(cause=MisdealCause.TWO_EXTRA_CARDS), DISPUTE_RULES).misdeal
True
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from service.rules.betting.terms import Move
from service.rules.disputes.options import (
    DisputeRules,
    MisdealCutoff,
    ShortHandBeforeDraw,
)
from service.rules.disputes.ruling import CardFate, DisputeRuling, Family, HandStatus
from service.rules.errors import RuleViolation

FIRST_ROUND_MOVES: Final = frozenset(
    {Move.CHECK, Move.CALL, Move.BET, Move.RAISE, Move.FOLD, Move.COMPLETE}
)
"""The actions in turn that count toward the end of a misdeal's window (forced bets do not)."""
_PUTS_CHIPS_IN: Final = frozenset({Move.CALL, Move.BET, Move.RAISE, Move.COMPLETE})
_OPENS: Final = frozenset({Move.BET, Move.RAISE, Move.COMPLETE})
STUD_CARDS: Final = 7
DRAW_CARDS: Final = 5
REDEAL: Final = (
    "The dealer takes back every card, shuffles, has the pack cut and deals the hand again; "
    "antes and blinds stay as they were, and any other chips bet go back."
)


class MisdealCause(StrEnum):
    """What went wrong with the deal, as Robert's Rules lists the causes of a misdeal, and the
    two single errors that are not one."""

    FIRST_OR_SECOND_CARD_EXPOSED = "first_or_second_card_exposed"
    TWO_CARDS_EXPOSED = "two_cards_exposed"
    TWO_BOXED_CARDS = "two_boxed_cards"
    TWO_EXTRA_CARDS = "two_extra_cards"
    WRONG_NUMBER_OF_CARDS = "wrong_number_of_cards"
    OUT_OF_SEQUENCE = "out_of_sequence"
    BUTTON_OUT_OF_POSITION = "button_out_of_position"
    FIRST_CARD_WRONG_SEAT = "first_card_wrong_seat"
    DEALT_TO_EMPTY_SEAT = "dealt_to_empty_seat"
    PLAYER_DEALT_OUT = "player_dealt_out"
    ONE_BOXED_CARD = "one_boxed_card"
    ONE_EXTRA_CARD = "one_extra_card"


_NOT_A_MISDEAL: Final = frozenset({MisdealCause.ONE_BOXED_CARD, MisdealCause.ONE_EXTRA_CARD})


@dataclass(frozen=True, kw_only=True, slots=True)
class MisdealClaim:
    """Somebody claims a misdeal: what went wrong, and the actions taken in turn (after any
    forced bet) before attention was called to it."""

    cause: MisdealCause
    actions: tuple[Move, ...] = ()


@dataclass(frozen=True, kw_only=True, slots=True)
class WrongNumberOfCards:
    """A player is found holding the wrong number of cards.

    Stud: ``street`` is the street just dealt (3 to 7), so he should hold that many cards.
    Draw: ``hand_size``, before or after the draw (five, or four in badugi). ``actions`` are
    the actions in turn on the first betting round before it was noticed; on a later street
    the action has started.
    """

    family: Family
    held: int
    street: int | None = None
    after_draw: bool = False
    hand_size: int = DRAW_CARDS
    actions: tuple[Move, ...] = ()
    dealer_error: bool = True


def _check_actions(actions: tuple[Move, ...], field: str) -> None:
    """The actions of a first betting round must be possible in that order."""
    opened = False
    for index, move in enumerate(actions):
        at = ((field, index),)
        if move not in FIRST_ROUND_MOVES:
            raise RuleViolation(
                "procedure.misdeal-too-late",
                f"{move.value} is a forced bet, which does not count: list only the actions "
                "in turn after it",
                at=at,
            )
        if move == Move.CHECK and opened:
            raise RuleViolation(
                "betting.check",
                "nobody can check once a bet has been made: the players after it call, raise "
                "or fold",
                at=at,
            )
        if move == Move.BET and opened:
            raise RuleViolation(
                "betting.move",
                "once a bet has been made, more chips are a raise: write raise",
                at=at,
            )
        opened = opened or move in _OPENS


def misdeal_too_late(actions: tuple[Move, ...], rules: DisputeRules) -> bool:
    """Whether these actions in turn close the window for a misdeal."""
    if rules.misdeal_cutoff == MisdealCutoff.TWO_ACTED:
        return len(actions) >= 2
    return len(actions) >= 3 or (len(actions) == 2 and bool(_PUTS_CHIPS_IN & set(actions)))


def _window_rule(rules: DisputeRules) -> str:
    if rules.misdeal_cutoff == MisdealCutoff.TWO_ACTED:
        return "procedure.misdeal-too-late"
    return "procedure.misdeal-substantial-action"


def misdeal(*window: str) -> DisputeRuling:
    """A misdeal; ``window``: the reading of the table's that kept the window open, once
    actions were taken (the ruling turns on it)."""
    return DisputeRuling(
        ruling="It is a misdeal: the hand is void.",
        next_steps=(REDEAL,),
        rules=("procedure.misdeal", *window),
        misdeal=True,
        card=CardFate.REDEALT,
    )


def rule_on_misdeal(claim: MisdealClaim, rules: DisputeRules) -> DisputeRuling:
    """Misdeal or not: Robert's Rules' causes, while the action has not yet started."""
    _check_actions(claim.actions, "actions")
    if claim.cause in _NOT_A_MISDEAL:
        what = (
            "The boxed card is put aside and the next card takes its place."
            if claim.cause == MisdealCause.ONE_BOXED_CARD
            else "The extra card goes back and is used as the next burn card."
        )
        return DisputeRuling(
            ruling="No misdeal: a single boxed or extra card is corrected and the deal stands.",
            next_steps=(what, "The hand goes on."),
            rules=("procedure.single-irregularity",),
            misdeal=False,
        )
    if not misdeal_too_late(claim.actions, rules):
        return misdeal(_window_rule(rules)) if claim.actions else misdeal()
    fouled = claim.cause == MisdealCause.WRONG_NUMBER_OF_CARDS
    steps = ["The hand is played to the end; nobody gets chips back for a fouled hand."]
    if fouled:
        # Whether that hand plays depends on the game and on whether it is short or long,
        # which a misdeal claim does not say: the wrong-number dispute rules on the hand.
        steps.insert(
            0,
            "The hand with the wrong number of cards is dead, unless it is a draw hand short "
            "before the draw (it draws to a full hand) or a stud hand missing only its last "
            "card (it plays): ask the wrong-number-of-cards dispute with the game and the "
            "cards held for that hand's ruling.",
        )
    return DisputeRuling(
        ruling="Too late for a misdeal: the action has started, so the deal stands.",
        next_steps=tuple(steps),
        rules=(
            "procedure.misdeal",
            _window_rule(rules),
            *(("procedure.wrong-number-dead",) if fouled else ()),
        ),
        misdeal=False,
    )


def rule_on_wrong_number(wrong: WrongNumberOfCards, rules: DisputeRules) -> DisputeRuling:
    """A hand with too many or too few cards: a misdeal before the action starts, else dead.

    Robert's Rules (Dead Hands) makes two exceptions: a stud hand missing its last card by the
    dealer's error stays live, and a draw or lowball hand short before the draw stays live and
    draws to a full hand (he can still make a proper hand; a house may rule it dead, option
    ``short_hand_before_draw``). Too many cards is always dead: he has seen a card not his.
    """
    should = _proper_count(wrong)
    if wrong.held == should:
        raise RuleViolation(
            "procedure.wrong-number-dead",
            f"{wrong.held} cards is the proper number here (the game gives {should}): there is "
            "nothing to rule on",
            at=(("held",),),
        )
    first_round = wrong.street == 3 or (wrong.family == Family.DRAW and not wrong.after_draw)
    if wrong.actions and not first_round:
        raise RuleViolation(
            "procedure.misdeal-too-late",
            "actions counts the first betting round; on a later round the action has started, "
            "so leave it empty",
            at=(("actions",),),
        )
    _check_actions(wrong.actions, "actions")
    if first_round and not misdeal_too_late(wrong.actions, rules):
        ruling = misdeal(_window_rule(rules)) if wrong.actions else misdeal()
        return DisputeRuling(
            ruling="It is a misdeal: it was found in time, before the action had started.",
            next_steps=(
                "If he is one card short and the next card would go to him in proper sequence, "
                "it may be dealt to him instead; otherwise:",
                *ruling.next_steps,
            ),
            rules=ruling.rules,
            misdeal=True,
            card=CardFate.REDEALT,
        )
    late = (_window_rule(rules),) if first_round else ()
    last_missing = wrong.family == Family.STUD and wrong.street == STUD_CARDS
    if last_missing and wrong.held == should - 1 and wrong.dealer_error:
        return _live(
            "The hand stays live: only its last card is missing, through the dealer's error.",
            ("He plays his six cards; the best five of them are his hand.",),
            (*late, "procedure.wrong-number-dead"),
        )
    short_draw = wrong.family == Family.DRAW and not wrong.after_draw and wrong.held < should
    if short_draw and rules.short_hand_before_draw == ShortHandBeforeDraw.DRAW_TO_FIVE:
        short = should - wrong.held
        return _live(
            "The hand stays live: it is short before the draw, so it draws to a full hand of "
            f"{should}.",
            (f"At the draw he takes {short} more card{'s' * (short > 1)} than he discards.",),
            (*late, "procedure.short-hand-draws"),
        )
    house = ("procedure.short-hand-dead",) if short_draw else ()
    return _dead(wrong, should, (*late, "procedure.wrong-number-dead", *house))


def _dead(wrong: WrongNumberOfCards, should: int, rule_ids: tuple[str, ...]) -> DisputeRuling:
    return DisputeRuling(
        ruling=f"The hand is dead: it holds {wrong.held} cards where the game gives {should}.",
        next_steps=(
            "His cards go into the muck and his chips stay in the pot.",
            "The hand goes on among the others.",
        ),
        rules=rule_ids,
        misdeal=False,
        hand=HandStatus.DEAD,
    )


def _live(ruling: str, steps: tuple[str, ...], rule_ids: tuple[str, ...]) -> DisputeRuling:
    return DisputeRuling(
        ruling=ruling, next_steps=steps, rules=rule_ids, misdeal=False, hand=HandStatus.LIVE
    )


def _proper_count(wrong: WrongNumberOfCards) -> int:
    if wrong.family == Family.BOARD:
        raise RuleViolation(
            "holdem.deal",
            "in hold'em or Omaha a hand with the wrong number of hole cards is a misdeal claim "
            "(cause wrong_number_of_cards) or, once the action has started, a dead hand",
            at=(("family",),),
        )
    if wrong.family == Family.STUD:
        if wrong.after_draw:
            raise RuleViolation(
                "stud.deal",
                "stud has no draw: leave after_draw out, and give the street",
                at=(("after_draw",),),
            )
        if wrong.street is None:
            raise RuleViolation(
                "stud.deal",
                "in stud, say which street was just dealt (street, 3 to 7)",
                at=(("street",),),
            )
        return wrong.street
    if wrong.street is not None:
        raise RuleViolation(
            "draw.deal",
            "a draw game has no streets: leave street out, and say after_draw",
            at=(("street",),),
        )
    return wrong.hand_size
