"""What a hand at the table already says that a dispute's form asks: the betting structure,
the street, the first betting round's actions, and for the player to act the chips to call,
the size of a full raise and his chips behind. A dispute opened from the hand starts with them
filled in; the player changes any that differ (the dispute may be about another moment, or
another player).

Each is read off the state the API answered, never worked out by a rule of the page's own: the
full raise is what the API offers as the least raise, less the bet he faces.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

PLAYER: Final = "player"
"""The fact that is no field of a form: whose figures the others are (the player to act)."""
HAD: Final = "had"
"""The chips behind the player to act, said beside the forms: a short call's form asks what
is behind him *after* the chips went in, which only the player knows."""


def _offer(body: Mapping[str, Any], kind: str, seat: int) -> Mapping[str, Any] | None:
    return next(
        (
            event
            for event in body.get("next_events") or ()
            if isinstance(event, Mapping)
            and event.get("type") == kind
            and event.get("seat") == seat
        ),
        None,
    )


def _full_raise(body: Mapping[str, Any], seat: int, bet: int) -> int | None:
    """The size of a full raise for ``seat`` facing ``bet``: the least raise the API offers him,
    less the bet; None when no raise is offered, or only his last chips (all in for less than
    a full raise, so the offer does not say the full one)."""
    offered = _offer(body, "raise", seat)
    if offered is None or not isinstance(offered.get("min_to"), int):
        return None
    if offered.get("all_in") and offered.get("min_to") == offered.get("max_to"):
        return None
    size = int(offered["min_to"]) - bet
    return size if size > 0 else None


_ACTIONS: Final = ("bet", "call", "check", "complete", "fold", "raise")
"""The actions a misdeal's first betting round counts (the blinds, antes and bring-in are
before it)."""
_BEFORE: Final = ("deal", "ante", "blind", "bring_in")


def first_round(lines: Sequence[str]) -> str:
    """The actions of the hand's first betting round, in order, as a misdeal's form takes them
    (``call call raise``): the lines after the deal, up to the first that is no action.

    >>> first_round(["deal 2 down=??,??", "deal 1 down=??,??", "call 1 to=2", "raise 2 to=6",
    ...              "call 1 to=6", "community card=Ah", "check 2"])
    'call raise call'
    >>> first_round(["ante 1 amount=1", "deal 1 down=??,?? up=Kh", "bring_in 1 to=2", "fold 2"])
    'fold'
    >>> first_round([])
    ''
    """
    kinds = [line.split()[0] for line in lines if line.strip()]
    while kinds and kinds[0] in _BEFORE:
        kinds.pop(0)
    taken = []
    for kind in kinds:
        if kind not in _ACTIONS:
            break
        taken.append(kind)
    return " ".join(taken)


def dispute_facts(
    body: Mapping[str, Any], structure: str | None, lines: Sequence[str] = ()
) -> dict[str, str]:
    """The values a dispute's form can start with, by the field's name, as the form writes them.

    Eve facing a raise to 10 (the big blind 2 before it) in no-limit hold'em:

    >>> seats = [{"name": "Dee", "in_round": 10, "stack": 90},
    ...          {"name": "Eve", "in_round": 0, "stack": 100}]
    >>> offers = [{"type": "call", "seat": 1, "min_to": 10, "max_to": 10},
    ...           {"type": "raise", "seat": 1, "min_to": 18, "max_to": 100, "all_in": True}]
    >>> body = {"phase": "bet", "street": "pre-flop", "to_act": 1, "current_bet": 10,
    ...         "seats": seats, "next_events": offers}
    >>> facts = dispute_facts(body, "no_limit")
    >>> facts["structure"], facts["player"], facts["had"], facts["to_call"], facts["full_raise"]
    ('no_limit', 'Eve', '100', '10', '8')

    All in for less than a full raise, the offer says no full raise; nothing to call, no call:

    >>> offers[1] = {"type": "raise", "seat": 1, "min_to": 14, "max_to": 14, "all_in": True}
    >>> dispute_facts(body, None)["full_raise"]
    Traceback (most recent call last):
    KeyError: 'full_raise'
    >>> "to_call" in dispute_facts({**body, "current_bet": 0}, None)
    False
    """
    facts: dict[str, str] = {}
    if actions := first_round(lines):
        facts["actions"] = actions
    if structure:
        facts["structure"] = structure
    if body.get("street"):
        facts["street"] = str(body["street"])
    seats = body.get("seats") or ()
    seat = body.get("to_act")
    if body.get("phase") != "bet" or not isinstance(seat, int) or not 0 <= seat < len(seats):
        return facts
    player = seats[seat]
    facts[PLAYER] = str(player.get("name") or f"Seat {seat + 1}")
    if isinstance(player.get("stack"), int):
        facts[HAD] = str(player["stack"])
    bet, put_in = body.get("current_bet"), player.get("in_round") or 0
    if isinstance(bet, int) and isinstance(put_in, int) and bet > put_in:
        facts["to_call"] = str(bet - put_in)
        full = _full_raise(body, seat, bet)
        if full is not None:
            facts["full_raise"] = str(full)
    return facts


def facts_said(facts: Mapping[str, str]) -> str:
    """The facts the forms start with, in a sentence for the page that lists the disputes.

    >>> facts_said({"player": "Eve", "had": "100", "to_call": "10", "full_raise": "8"})
    'Eve is to act, with 100 chips behind: 10 to call, and a full raise is 8.'
    >>> facts_said({"player": "Eve", "had": "100"}), facts_said({})
    ('Eve is to act, with 100 chips behind.', '')
    """
    who = facts.get(PLAYER)
    if not who:
        return ""
    said = f"{who} is to act"
    if facts.get(HAD):
        said += f", with {facts[HAD]} chip{'' if facts[HAD] == '1' else 's'} behind"
    owed = []
    if facts.get("to_call"):
        owed.append(f"{facts['to_call']} to call")
    if facts.get("full_raise"):
        owed.append(f"a full raise is {facts['full_raise']}")
    return said + (": " + ", and ".join(owed) if owed else "") + "."
