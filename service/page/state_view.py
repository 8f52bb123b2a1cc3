"""A hand's state as the page shows it, wherever it comes from (a hand played at the table, a
pasted hand history): the pot and whose turn, the table, and once the hand is over the ruling
in sentences, the payouts and the hands; the rules applied under "Why".

The templates' half is ``state.html``; both the play screen and the history page use them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace
from typing import Any, Final

from service.page import answer as words
from service.page import hand
from service.page.amounts import chips
from service.page.shown_hands import shown_hands

_NET: Final = re.compile(r" (ends [+-][\d,.]+|breaks even)\.$")
"""A sentence of the summary that says one seat's net: the payouts list says it shorter."""


def ended(body: Mapping[str, Any]) -> bool:
    """The hand is over: nothing more is offered (a pot won, or a deal nobody opened)."""
    return not body.get("next_events")


def _sentences(body: Mapping[str, Any]) -> list[str]:
    """The ruling's sentences but each seat's net, which the payouts list says shorter; a deal
    that ends with the pot left for the next one (nobody opened) says so, and who deals next."""
    said = words.summary(body, hand.seat_names(body))
    carry = body.get("carry")
    # A deal passed on without a showdown (nobody opened, everyone folded in Old Man): at a
    # showdown the pots, or Old Man's matching, say what stays.
    if (
        isinstance(carry, Mapping)
        and isinstance(carry.get("amount"), int)
        and not body.get("result")
    ):
        names = hand.seat_names(body)
        dealer = carry.get("next_dealer")
        deals = (
            f", dealt by {names[dealer]}" if isinstance(dealer, int) and dealer < len(names) else ""
        )
        said = [sentence for sentence in said if not sentence.startswith("Now: over")]
        said.append(words.sentence_case(str(carry.get("reason", "the deal is over"))))
        said.append(f"The pot of {chips(carry['amount'])} stays for the next deal{deals}.")
    return [sentence for sentence in said if not _NET.search(sentence)]


def _payouts(result: Mapping[str, Any], names: tuple[str, ...]) -> list[tuple[str, int, int]]:
    """Each seat's winnings and net, the winners first."""
    found = [
        (names[int(seat["seat"])], int(seat.get("won", 0)), int(seat.get("net", 0)))
        for seat in result.get("seats") or ()
        if isinstance(seat.get("net"), int)
    ]
    return sorted(found, key=lambda paid: -paid[2])


def matching(body: Mapping[str, Any]) -> Mapping[str, Any]:
    """Old Man's matching once the hand is over (RULES.md §5): each losing go's match into the
    next pot and the last hand's transfers; empty for any other hand."""
    part = body.get("old_man")
    found = part.get("matching") if isinstance(part, Mapping) else None
    return found if isinstance(found, Mapping) else {}


def matched(body: Mapping[str, Any]) -> dict[int, int]:
    """What Old Man's matching moves of each seat's chips besides the pot's payouts: a losing
    go's match goes into the next pot, and in the last hand a loser pays the winner.

    >>> matched({"old_man": {"matching": {"matches": [0, 18], "transfers": [
    ...     {"payer": 0, "payee": 1, "amount": 5}]}}})
    {1: -13, 0: -5}
    """
    found = matching(body)
    moved = {seat: -int(amount) for seat, amount in enumerate(found.get("matches") or ()) if amount}
    for transfer in found.get("transfers") or ():
        payer, payee, amount = transfer["payer"], transfer["payee"], int(transfer["amount"])
        moved[payer] = moved.get(payer, 0) - amount
        moved[payee] = moved.get(payee, 0) + amount
    return moved


def carried(body: Mapping[str, Any]) -> Mapping[str, Any] | None:
    """What the hand leaves in the pot for the next deal, in every game (the state's ``carry``:
    nobody opened, Old Man's matches, a pot nobody could win); None if nothing.

    >>> carried({"carry": {"amount": 36, "next_dealer": 2, "antes": []}})["amount"]
    36
    >>> carried({"carry": None})
    """
    carry = body.get("carry")
    return carry if isinstance(carry, Mapping) else None


def paid(body: Mapping[str, Any]) -> tuple[hand.Player, ...]:
    """The seats, each with his chips once the pots are paid: the state's stacks are what is
    behind before the payout, and a winner shown with his stack before it looks unpaid. An Old
    Man loser's match is out of his chips (:func:`matched`): it is the next pot's.

    >>> seats = [{"stack": 98}, {"stack": 98}]
    >>> result = {"seats": [{"seat": 1, "won": 4, "refunded": 1}]}
    >>> [player.stack for player in paid({"seats": seats, "result": result})]
    [98, 103]
    """
    players = hand.players(body)
    result = body.get("result")
    payouts = {
        seat["seat"]: int(seat.get("won") or 0) + int(seat.get("refunded") or 0)
        for seat in (result.get("seats") or () if isinstance(result, Mapping) else ())
        if isinstance(seat, Mapping) and isinstance(seat.get("seat"), int)
    }
    for seat, change in matched(body).items():
        payouts[seat] = payouts.get(seat, 0) + change
    return tuple(
        replace(player, stack=player.stack + payouts.get(player.number - 1, 0))
        if player.stack is not None
        else player
        for player in players
    )


def shown_state(body: Mapping[str, Any]) -> dict[str, Any]:
    """What the state templates read of a state answer."""
    over = ended(body)
    result = body.get("result")
    names = hand.seat_names(body)
    return {
        "state": body,
        "street": str(body.get("street") or ""),
        "players": paid(body),
        "result": result,
        "ended": over,
        "sentences": _sentences(body) if over else [],
        "figures": words.fields(body, names) if over and not result else None,
        "payouts": _payouts(result, names) if result else [],
        "hands": shown_hands(body, names) if result else [],
        "rules": list({str(item["id"]): item for item in body.get("explanation", ())}.values()),
    }
