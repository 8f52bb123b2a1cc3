"""Why a betting step offers less than a player expects, said under its buttons: Bet gone in
Jacks or Better before anyone opens, Raise gone once the betting is capped, or because the
player checked earlier in the round where check-raising is not allowed. A button gone
without a word reads as a broken page; the note names the rule the ruling cites.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final


def betting_note(body: Mapping[str, Any], kinds: set[str], who: str) -> tuple[str, str]:
    """The note of a betting step whose choices are ``kinds``, and its rule's id; or nothing."""
    note, rule = _no_openers(body, kinds, who)
    if not note:
        note, rule = _capped(body, kinds)
    return (note, rule) if note else _no_check_raise(body, kinds, who)


_OPENERS: Final = "jacks.openers"


def _no_openers(body: Mapping[str, Any], kinds: set[str], who: str) -> tuple[str, str]:
    """Why a player may check but not bet, where the reason is Jacks or Better's openers (the
    rule the ruling cites): nobody has opened, and his cards, as typed, hold no jacks or
    better. A player who finds Bet gone without a word thinks the page is broken."""
    cited = {str(rule.get("id")) for rule in body.get("explanation") or ()
             if isinstance(rule, Mapping)}  # fmt: skip
    waiting = "opener" in body and body["opener"] is None
    if _OPENERS not in cited or not waiting or "check" not in kinds or kinds & {"bet", "raise"}:
        return "", ""
    return (
        f"Bet is not offered: nobody has opened yet, and you need jacks or better to open; "
        f"{who or 'this player'}'s cards as dealt do not make jacks or better.",
        _OPENERS,
    )


_CAP: Final = "betting.cap"
_COUNTS: Final = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def _capped(body: Mapping[str, Any], kinds: set[str]) -> tuple[str, str]:
    """Why a player may call but not raise, where the reason is the cap (the rule the ruling
    cites once the round is capped): Raise gone without a word, only under "Why", reads as a
    broken page. The bet and the raises are counted as the answer counts them (the big blind
    is the first round's bet).

    >>> print(_capped({"raises": 3, "explanation": [{"id": "betting.cap"}]}, {"call", "fold"})[0])
    No more raises: the betting is capped at a bet and three raises.
    >>> _capped({"raises": 1, "explanation": []}, {"call", "fold"})
    ('', '')
    """
    cited = {str(rule.get("id")) for rule in body.get("explanation") or ()
             if isinstance(rule, Mapping)}  # fmt: skip
    if _CAP not in cited or "call" not in kinds or kinds & {"bet", "raise"}:
        return "", ""
    raises = body.get("raises")
    if not isinstance(raises, int) or raises < 1:
        return "No more raises: the betting is capped.", _CAP
    count = _COUNTS[raises] if raises < len(_COUNTS) else str(raises)
    said = f"{count} raise{'s' if raises != 1 else ''}"
    return f"No more raises: the betting is capped at a bet and {said}.", _CAP


_CHECK: Final = "betting.check"


def _no_check_raise(body: Mapping[str, Any], kinds: set[str], who: str) -> tuple[str, str]:
    """Why a player may call but not raise, where the reason is that he checked earlier in the
    round and the game allows no check-raise (limit ace-to-five lowball, as Robert's Rules
    play it): the ruling cites the rule, he faces a bet with nothing put in this round, and he
    has the chips to raise and someone to raise.

    >>> body = {"to_act": 1, "current_bet": 4, "explanation": [{"id": "betting.check"}],
    ...         "seats": [{"status": "live", "in_round": 4, "stack": 94},
    ...                   {"status": "live", "in_round": 0, "stack": 98}]}
    >>> print(_no_check_raise(body, {"call", "fold"}, "Bob")[0])
    No raise: Bob checked earlier in this round, and this game has no check-raise.
    >>> _no_check_raise(body, {"call", "fold", "raise"}, "Bob")
    ('', '')
    """
    cited = {str(rule.get("id")) for rule in body.get("explanation") or ()
             if isinstance(rule, Mapping)}  # fmt: skip
    if _CHECK not in cited or "call" not in kinds or kinds & {"bet", "raise"}:
        return "", ""
    seats = body.get("seats") or []
    seat, bet = body.get("to_act"), body.get("current_bet")
    if not isinstance(seat, int) or not isinstance(bet, int) or not 0 <= seat < len(seats):
        return "", ""
    acting = seats[seat]
    stack, put_in = acting.get("stack"), acting.get("in_round")
    others = [other for index, other in enumerate(seats)
              if index != seat and other.get("status") == "live"]  # fmt: skip
    if put_in != 0 or not isinstance(stack, int) or stack <= bet or not others:
        return "", ""  # not the check: a blind, a short stack, nobody left to raise
    return (
        f"No raise: {who or 'this player'} checked earlier in this round, and this game has "
        "no check-raise.",
        _CHECK,
    )
