"""The pinned bar's words: the pots in the middle once there is more than one, the main pot and
each side pot with who may win it, as a dealer says them ("Side pot 20 (Ann, Cy)"); and the
players, each with his chips and his bet in this round.

The state's ``pots`` are the pots between rounds, main pot first, each with the seats
``eligible`` to win it; this round's bets are each seat's ``in_round`` until the round ends,
said beside the player (docs/api.md, "`pots` are the pots as a dealer").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from service.page import every_card_lost
from service.page.amounts import chips
from service.page.hand import Player

_NAMED_AT_MOST: Final = 3
"""A side pot names who may win it up to three players; more, it names who may not ("all but
Bob"): ten names on a phone's pinned bar would push the hand off the screen."""


def _names(seats: Sequence[int], names: Sequence[str]) -> str:
    return ", ".join(names[seat] if 0 <= seat < len(names) else f"seat {seat + 1}"
                     for seat in seats)  # fmt: skip


def _who_may_win(eligible: Sequence[int], main: Sequence[int], names: Sequence[str]) -> str:
    """Who may win a side pot, said short: the players, or those of the main pot who may not.

    >>> names = ("Ann", "Bob", "Cy", "Dee", "Ed")
    >>> _who_may_win([0, 2], [0, 1, 2, 3], names)
    'Ann, Cy'
    >>> _who_may_win([0, 2, 3, 4], [0, 1, 2, 3, 4], names)
    'all but Bob'
    """
    left_out = [seat for seat in main if seat not in eligible]
    if len(eligible) <= _NAMED_AT_MOST or not left_out or len(left_out) >= len(eligible):
        return _names(eligible, names)
    return f"all but {_names(left_out, names)}"


def pots_said(body: Mapping[str, Any], names: Sequence[str]) -> list[str]:
    """Each pot in the middle in a player's words, main pot first, or nothing when there is one
    pot (the bar says "Pot 84", every chip put in, as it always did). In Elimination a pot a
    player who lost every card is in is his, said so instead of who may win it ("Main pot 6
    (Bob's)"): the others play on for the rest (:mod:`service.page.every_card_lost`).

    >>> pots = [{"name": "main pot", "amount": 64, "eligible": [0, 1, 2]},
    ...         {"name": "side pot 1", "amount": 20, "eligible": [0, 2]}]
    >>> pots_said({"pots": pots}, ("Ann", "Bob", "Cy"))
    ['Main pot 64', 'Side pot 20 (Ann, Cy)']
    >>> three = [*pots, {"name": "side pot 2", "amount": 6, "eligible": [2]}]
    >>> pots_said({"pots": three}, ("Ann", "Bob", "Cy"))
    ['Main pot 64', 'Side pot 1: 20 (Ann, Cy)', 'Side pot 2: 6 (Cy)']
    >>> pots_said({"pots": pots[:1]}, ("Ann", "Bob", "Cy"))
    []
    >>> lost = [{}, {"lost_every_card_on": 3}, {}]
    >>> pots_said({"pots": three, "seats": lost}, ("Ann", "Bob", "Cy"))
    ["Main pot 64 (Bob's)", 'Side pot 1: 20 (Ann, Cy)', 'Side pot 2: 6 (Cy)']
    """
    pots = [pot for pot in body.get("pots") or () if isinstance(pot, Mapping)]
    if len(pots) < 2:
        return []
    lost = every_card_lost.lost_on(body)
    main = [int(seat) for seat in pots[0].get("eligible") or ()]
    said = []
    for number, pot in enumerate(pots):
        eligible = [int(seat) for seat in pot.get("eligible") or ()]
        if number == 0:
            name = "Main pot"
        else:
            name = "Side pot" if len(pots) == 2 else f"Side pot {number}:"
        taken = every_card_lost.takers(pot, lost)
        if taken:
            who = f" ({every_card_lost.owners(taken, names)})"
        elif number and eligible:
            who = f" ({_who_may_win(eligible, main, names)})"
        else:
            who = ""
        said.append(f"{name} {chips(pot.get('amount'))}{who}")
    return said


def settled_pots(body: Mapping[str, Any], names: Sequence[str]) -> list[str]:
    """Once the hand is over, the pots as the ruling settled them, and the chips each player
    took back that nobody called: the bar agrees with the ruling ("Pot 20 · 10 back to Ann",
    where every chip put in would say "Pot 30"). Nothing while the hand goes on, or when the
    hand ended without a settlement.

    >>> result = {"pots": [{"name": "main pot", "amount": 20, "eligible": [0, 1]}],
    ...           "seats": [{"seat": 0, "refunded": 10}, {"seat": 1, "refunded": 0}]}
    >>> settled_pots({"result": result, "next_events": []}, ("Ann", "Bob"))
    ['Pot 20', '10 back to Ann']
    >>> settled_pots({"result": result, "next_events": [{"type": "fold"}]}, ("Ann", "Bob"))
    []
    """
    result = body.get("result")
    if body.get("next_events") or not isinstance(result, Mapping):
        return []
    pots = [pot for pot in result.get("pots") or () if isinstance(pot, Mapping)]
    said = pots_said({"pots": pots, "seats": body.get("seats")}, names)
    if len(pots) == 1:
        said = [f"Pot {chips(pots[0].get('amount'))}"]
    for seat in result.get("seats") or ():
        back = seat.get("refunded") if isinstance(seat, Mapping) else None
        if isinstance(back, int) and back > 0 and isinstance(seat.get("seat"), int):
            said.append(f"{chips(back)} back to {_names([seat['seat']], names)}")
    return said


def bar_seats(
    players: Sequence[Player], ended: bool
) -> tuple[list[tuple[Player, str]], list[Player]]:
    """The players the pinned bar lists, each with what it says after his chips ("bet 20, all
    in": his bet in this round, in front of him until it ends), and the players who folded,
    together at the end while the hand goes on ("Cy 90, Dee 200": each one's "(folded)" made
    ten players' chips a fifth of a phone's screen). Once the hand is over, everyone in turn.

    >>> ann, bob, cy = (Player(number=n, name=name, stack=90, in_round=bet, score=None,
    ...     down=(), up=(), status=status, to_act=False) for n, name, bet, status in
    ...     ((1, "Ann", 10, "live"), (2, "Bob", 10, "all_in"), (3, "Cy", 0, "folded")))
    >>> shown, folded = bar_seats((ann, bob, cy), ended=False)
    >>> [(player.name, said) for player, said in shown], [player.name for player in folded]
    ([('Ann', 'bet 10'), ('Bob', 'bet 10, all in')], ['Cy'])
    >>> [(player.name, said) for player, said in bar_seats((ann, bob, cy), ended=True)[0]]
    [('Ann', ''), ('Bob', ''), ('Cy', 'folded')]
    """
    shown: list[tuple[Player, str]] = []
    folded: list[Player] = []
    for player in players:
        if player.status == "folded" and not ended:
            folded.append(player)
            continue
        notes = []
        if player.in_round and not ended:
            notes.append(f"bet {chips(player.in_round)}")
        if player.status == "folded":
            notes.append("folded")
        elif player.status == "all_in" and not ended:
            notes.append("all in")
        shown.append((player, ", ".join(notes)))
    return shown, folded
