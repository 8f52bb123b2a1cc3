"""Disputes of the betting: action out of turn, string raises and verbal declarations, short
calls (Robert's Rules of Poker, Section 3, Betting and Raising).

>>> from service.rules.disputes.options import DISPUTE_RULES
>>> ruling = rule_on_string_raise(
...     StringRaise(said=Said.NOTHING, to_call=10, full_raise=10, motions=(10, 10)), DISPUTE_RULES
... )
>>> ruling.counts_as.value, ruling.total, ruling.returned
('call', 10, 10)
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from service.rules.betting.terms import Move
from service.rules.disputes.options import DisputeRules, OutOfTurnChanged, StringRaises
from service.rules.disputes.ruling import DisputeRuling, HandStatus
from service.rules.errors import Location, RuleViolation

OUT_OF_TURN_MOVES: Final = (Move.CHECK, Move.CALL, Move.BET, Move.RAISE, Move.FOLD)
_CHANGES_ACTION: Final = frozenset({Move.BET, Move.RAISE})
_CHIPS: Final = frozenset({Move.CALL, Move.BET, Move.RAISE})


class Said(StrEnum):
    """What a player said in turn as he put chips in."""

    NOTHING = "nothing"
    CALL = "call"
    RAISE = "raise"


class Limit(StrEnum):
    """How big a raise may be."""

    FIXED_LIMIT = "fixed_limit"
    """A raise is exactly one bet of the round."""
    NO_LIMIT = "no_limit"
    """A raise is at least the last full bet or raise: pot limit's too, whose raises follow
    the no-limit rules (RR No-Limit and Pot-Limit: "The rules of no-limit play also apply to
    pot-limit play")."""


@dataclass(frozen=True, kw_only=True, slots=True)
class ActionOutOfTurn:
    """A player acted before his turn: his ``action``, whether he then faced a bet, and what
    the skipped players did when the action went back to them (empty: not yet)."""

    action: Move
    facing_bet: bool
    skipped: tuple[Move, ...] = ()


@dataclass(frozen=True, kw_only=True, slots=True)
class StringRaise:
    """A player facing a bet put chips in: what he said, the call and a full raise, and the
    chips of each motion in order (``single_chip``: one chip larger than the call)."""

    said: Said = Said.NOTHING
    to_call: int
    full_raise: int
    motions: tuple[int, ...]
    single_chip: bool = False
    limit: Limit = Limit.FIXED_LIMIT


@dataclass(frozen=True, kw_only=True, slots=True)
class ShortCall:
    """A player facing a bet put in less than the call; ``behind`` chips are left in front of
    him. ``unaware_of_raise``: he did not know the pot had been raised; ``acted_after``: a
    player after him has acted since."""

    to_call: int
    put_in: int
    behind: int
    unaware_of_raise: bool = False
    acted_after: bool = False


def _check_sequence(
    facing: bool, moves: tuple[Move, ...], field: str, *, one: bool = False
) -> None:
    """Moves that can follow each other from ``facing``; ``one``: the field holds one move."""
    for index, move in enumerate(moves):
        at: tuple[Location, ...] = (((field,) if one else (field, index)),)
        if move == Move.CHECK and facing:
            raise RuleViolation(
                "betting.check",
                "a player facing a bet cannot check: he calls, raises or folds",
                at=at,
            )
        if move in (Move.CALL, Move.RAISE) and not facing:
            raise RuleViolation(
                "betting.move",
                f"with no bet to face there is nothing to {move.value}: he checks or bets",
                at=at,
            )
        if move == Move.BET and facing:
            raise RuleViolation(
                "betting.move", "facing a bet, more chips are a raise, not a bet", at=at
            )
        facing = facing or move in _CHANGES_ACTION


def rule_on_out_of_turn(act: ActionOutOfTurn, rules: DisputeRules) -> DisputeRuling:
    """Binding unless a bet or raise changes the action before his turn; a fold always binds."""
    if act.action not in OUT_OF_TURN_MOVES:
        raise RuleViolation(
            "betting.move",
            f"{act.action.value} is not an action a player takes out of turn",
            at=(("action",),),
        )
    _check_sequence(act.facing_bet, (act.action,), "action", one=True)
    _check_sequence(act.facing_bet, act.skipped, "skipped")
    if act.action == Move.FOLD:
        return DisputeRuling(
            ruling="The fold is binding: his hand is dead.",
            next_steps=("The action goes back to the player whose turn it was.",),
            rules=("procedure.out-of-turn",),
            binding=True,
            hand=HandStatus.DEAD,
        )
    if _CHANGES_ACTION & set(act.skipped):
        return _changed(act, rules)
    same = _same_action(act.action)
    steps = ["The action goes back to the player whose turn it was."]
    if not act.skipped:
        steps.append(
            f"If the skipped players only check, call or fold, he must {same} when his turn "
            "comes; if one of them bets or raises, ask again with what they did."
        )
    else:
        steps.append(f"When his turn comes he must {same}.")
    return DisputeRuling(
        ruling=f"His {act.action.value} out of turn is binding: the action to him has not changed.",
        next_steps=tuple(steps),
        rules=("procedure.out-of-turn",),
        binding=True,
        may=(act.action,),
        hand=HandStatus.LIVE,
    )


def _same_action(move: Move) -> str:
    if move in (Move.BET, Move.RAISE):
        return f"{move.value} the same amount"
    return move.value


def _changed(act: ActionOutOfTurn, rules: DisputeRules) -> DisputeRuling:
    chips = "; his chips go back to him" if act.action in _CHIPS else ""
    may: tuple[Move, ...]
    if rules.out_of_turn_changed == OutOfTurnChanged.ALL_OPTIONS:
        may = (Move.CALL, Move.RAISE, Move.FOLD)
        applied = ("procedure.out-of-turn", "procedure.out-of-turn-all-options")
    else:
        limited = act.action in (Move.CHECK, Move.CALL)
        may = (Move.CALL, Move.FOLD) if limited else (Move.CALL, Move.RAISE, Move.FOLD)
        applied = ("procedure.out-of-turn", "procedure.out-of-turn-changed")
    words = ", ".join(m.value for m in may[:-1]) + f" or {may[-1].value}"
    return DisputeRuling(
        ruling=f"His {act.action.value} out of turn is not binding: a bet or raise changed the "
        f"action to him{chips}.",
        next_steps=(f"When his turn comes he may {words}.",),
        rules=applied,
        binding=False,
        may=may,
        hand=HandStatus.LIVE,
    )


def rule_on_string_raise(put: StringRaise, rules: DisputeRules) -> DisputeRuling:
    """Said in turn binds; else one motion of a call plus half a raise is a raise, a lone
    oversized chip a call, and chips after the first motion do not make a raise."""
    _check_string(put)
    brought = sum(put.motions)
    applied: list[str] = []
    if put.said == Said.RAISE:
        applied.append("procedure.verbal-binding")
        return _raise(put, brought, brought, applied)
    if put.said == Said.CALL:
        applied.append("procedure.verbal-binding")
        return _call(put, brought, applied)
    if put.single_chip:
        applied.append("procedure.oversized-chip")
        return _call(put, brought, applied)
    # Several motions matter only when the chips go beyond the call: a call may come in two.
    several = len(put.motions) > 1 and brought > put.to_call
    counted = put.motions[0]
    if several and rules.string_raises == StringRaises.ALLOWED:
        applied.append("procedure.string-raise-allowed")
        counted = brought
    elif several:
        applied.append("procedure.string-raise")
    if counted > put.to_call:
        applied.append("procedure.half-bet-raise")
        if 2 * (counted - put.to_call) >= put.full_raise:
            return _raise(put, counted, brought, applied)
    return _call(put, brought, applied)


def _check_string(put: StringRaise) -> None:
    if put.single_chip and len(put.motions) > 1:
        raise RuleViolation(
            "procedure.oversized-chip",
            "a single chip is put in with one motion: give one motion",
            at=(("motions",),),
        )
    if put.single_chip and put.motions[0] <= put.to_call:
        raise RuleViolation(
            "procedure.oversized-chip",
            "an oversized chip is larger than the call; this one is not: give it as a motion, "
            "without single_chip",
            at=(("motions", 0),),
        )


def _raise(put: StringRaise, counted: int, brought: int, applied: list[str]) -> DisputeRuling:
    least = put.to_call + put.full_raise
    total = least if put.limit == Limit.FIXED_LIMIT else max(counted, least)
    to_add = max(0, total - brought)
    returned = max(0, brought - total)
    steps = []
    if to_add:
        steps.append(f"He must complete the raise: {to_add} more, {total} in all.")
    if returned:
        steps.append(f"{returned} goes back to him: the raise is {total} in all.")
    steps.append("The betting goes on from the next player, who faces the raise.")
    return DisputeRuling(
        ruling=f"It is a raise, to {total} in all.",
        next_steps=tuple(steps),
        rules=tuple(applied),
        counts_as=Move.RAISE,
        total=total,
        to_add=to_add,
        returned=returned,
    )


def _call(put: StringRaise, brought: int, applied: list[str]) -> DisputeRuling:
    to_add = max(0, put.to_call - brought)
    returned = max(0, brought - put.to_call)
    steps = []
    if to_add:
        applied.append("procedure.short-call")
        steps.append(f"He must make the call good: {to_add} more.")
    if returned:
        steps.append(f"{returned} goes back to him.")
    if not applied:
        applied.append("betting.exact-amount")  # a plain call, in as many motions as he likes
    steps.append("The betting goes on from the next player.")
    return DisputeRuling(
        ruling=f"It is a call of {put.to_call}, not a raise.",
        next_steps=tuple(steps),
        rules=tuple(applied),
        counts_as=Move.CALL,
        total=put.to_call,
        to_add=to_add,
        returned=returned,
    )


def rule_on_short_call(short: ShortCall) -> DisputeRuling:
    """A short call must be made good (all in if he has too little), unless he did not know of
    a raise and nobody has acted after him."""
    if short.put_in >= short.to_call:
        raise RuleViolation(
            "procedure.short-call",
            f"{short.put_in} is not less than the call of {short.to_call}: it is no short call",
            at=(("put_in",),),
        )
    if short.put_in == 0:
        raise RuleViolation(
            "procedure.short-call",
            "nothing was put in: a short call is some chips, fewer than the call",
            at=(("put_in",),),
        )
    if short.unaware_of_raise and not short.acted_after:
        return DisputeRuling(
            ruling="He may take his chips back: he did not know the pot had been raised.",
            next_steps=(
                f"{short.put_in} goes back to him; he decides again: call, raise or fold.",
            ),
            rules=("procedure.short-call-unaware",),
            binding=False,
            may=(Move.CALL, Move.RAISE, Move.FOLD),
            returned=short.put_in,
        )
    missing = short.to_call - short.put_in
    to_add = min(missing, short.behind)
    all_in = short.behind <= missing
    applied = ("procedure.short-call-unaware",) if short.unaware_of_raise else ()
    total = short.put_in + to_add
    end = f"; he is all in for {total}" if all_in else ""
    return DisputeRuling(
        ruling=f"The call stands and must be made good{end}.",
        next_steps=(
            f"He puts in {to_add} more, {total} in all.",
            "The betting goes on from the next player.",
        ),
        rules=(*applied, "procedure.short-call"),
        binding=True,
        counts_as=Move.CALL,
        total=total,
        to_add=to_add,
        returned=0,
        all_in=all_in,
    )
