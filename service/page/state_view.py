"""A hand's state as the page shows it, wherever it comes from (a hand played at the table, a
pasted hand history): the pot and whose turn, the table, and once the hand is over the ruling
in sentences, the payouts and the hands; the rules applied under "Why".

The templates' half is ``state.html``; both the play screen and the history page use them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, Final

from service.page import answer as words
from service.page import eliminations, every_card_lost, hand
from service.page.amounts import chips
from service.page.old_man_steps import CENTRE_CARD, is_old_man
from service.page.pot_words import bar_seats, pots_said, settled_pots
from service.page.ruling_words import next_antes, summary
from service.page.shown_hands import shown_hands

_NET: Final = re.compile(r" (ends [+-][\d,.]+|breaks even)\.$")
"""A sentence of the summary that says one seat's net: the payouts list says it shorter."""


def ended(body: Mapping[str, Any]) -> bool:
    """The hand is over: nothing more is offered (a pot won, or a deal nobody opened)."""
    return not body.get("next_events")


def _sentences(body: Mapping[str, Any]) -> list[str]:
    """The ruling's sentences but each seat's net, which the payouts list says shorter; a deal
    that ends with the pot left for the next one (nobody opened) says so, and who deals next."""
    names = hand.seat_names(body)
    # A winner who lost every card holds no hand: the ruling says when he lost it.
    said = summary(body, names, every_card_lost.reasons(body, names))
    carry = body.get("carry")
    # A deal passed on without a showdown (nobody opened, everyone folded in Old Man): at a
    # showdown the pots, or Old Man's matching, say what stays.
    if (
        isinstance(carry, Mapping)
        and isinstance(carry.get("amount"), int)
        and not body.get("result")
    ):
        dealer = carry.get("next_dealer")
        deals = (
            f", dealt by {names[dealer]}" if isinstance(dealer, int) and dealer < len(names) else ""
        )
        said = [sentence for sentence in said if not sentence.startswith("Now: over")]
        said.append(words.sentence_case(str(carry.get("reason", "the deal is over"))))
        said.append(f"The pot of {chips(carry['amount'])} stays for the next deal{deals}.")
        said += next_antes(carry)
    return [sentence for sentence in said if not _NET.search(sentence)]


def _payouts(
    result: Mapping[str, Any], names: tuple[str, ...], settled: Mapping[str, Any] | None = None
) -> list[tuple[str, int, int, str]]:
    """Each seat's winnings, net and what Old Man's matching took or gave him besides
    (``settled``: its matching), the winners first.

    >>> result = {"seats": [{"seat": 0, "won": 16, "net": 12}, {"seat": 1, "net": -4}]}
    >>> _payouts(result, ("Ann", "Bob"), {"matches": [0, 8]})
    [('Ann', 16, 12, ''), ('Bob', 0, -4, 'and matches 8 into the next pot (-12 in all)')]
    """
    paid = []
    for seat in result.get("seats") or ():
        if not isinstance(seat.get("net"), int):
            continue
        net = int(seat["net"])
        more, in_all = beyond_the_pot(int(seat["seat"]), net, settled or {}, names)
        paid.append((in_all, (names[int(seat["seat"])], int(seat.get("won", 0)), net, more)))
    return [each for _, each in sorted(paid, key=lambda placed: -placed[0])]


def beyond_the_pot(
    seat: int, net: int, settled: Mapping[str, Any], names: Sequence[str]
) -> tuple[str, int]:
    """What Old Man's matching (RULES.md §5) takes from a seat or gives him beyond his net of
    the pot, in words, and his chips' change in all: a losing go matches into the next pot
    (his net said only the antes he lost), or in the last hand pays the winners instead.

    >>> beyond_the_pot(1, -4, {"matches": [0, 8]}, ("Ann", "Bob"))
    ('and matches 8 into the next pot (-12 in all)', -12)
    >>> said = {"matches": [0, 0, 0], "transfers": [{"payer": 1, "payee": 0, "amount": 18},
    ...                                              {"payer": 2, "payee": 0, "amount": 18}]}
    >>> beyond_the_pot(0, 14, said, ("Fay", "Bob", "Eve"))
    ('and is paid 18 by Bob and 18 by Eve (+50 in all)', 50)
    >>> beyond_the_pot(1, -4, said, ("Fay", "Bob", "Eve"))
    ('and pays Fay 18 (-22 in all)', -22)
    >>> beyond_the_pot(0, 5, {}, ("Ann",))
    ('', 5)
    """
    matches = settled.get("matches") or ()
    match = matches[seat] if seat < len(matches) and isinstance(matches[seat], int) else 0
    transfers = [t for t in settled.get("transfers") or () if isinstance(t, Mapping)]
    pays = [t for t in transfers if t.get("payer") == seat]
    gets = [t for t in transfers if t.get("payee") == seat]
    said = []
    if match:
        said.append(f"matches {chips(match)} into the next pot")
    if pays:
        to = (f"{words.seat_name(int(t['payee']), names)} {chips(t['amount'])}" for t in pays)
        said.append("pays " + " and ".join(to))
    if gets:
        by = (f"{chips(t['amount'])} by {words.seat_name(int(t['payer']), names)}" for t in gets)
        said.append("is paid " + " and ".join(by))
    in_all = net - match - sum(int(t["amount"]) for t in pays) + sum(int(t["amount"]) for t in gets)
    if not said:
        return "", net
    return f"and {' and '.join(said)} ({chips(in_all, sign=True)} in all)", in_all


def matching(body: Mapping[str, Any]) -> Mapping[str, Any]:
    """Old Man's matching once the hand is over (RULES.md §5): each losing go's match into the
    next pot and the last hand's transfers; empty for any other hand."""
    part = body.get("old_man")
    found = part.get("matching") if isinstance(part, Mapping) else None
    return found if isinstance(found, Mapping) else {}


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
    """The seats, each with his chips once the hand is over as the answer says them (each seat's
    ``ends_with``: the pots paid, an Old Man loser's match gone into the next pot, the last
    hand's transfers made); before that, what is behind him.

    >>> seats = [{"stack": 98, "ends_with": 98}, {"stack": 98, "ends_with": 103}]
    >>> [player.stack for player in paid({"seats": seats})]
    [98, 103]
    >>> [player.stack for player in paid({"seats": [{"stack": 98}, {"stack": 97}]})]
    [98, 97]
    """
    players = hand.players(body)
    ends = {
        index: seat["ends_with"]
        for index, seat in enumerate(body.get("seats") or ())
        if isinstance(seat, Mapping) and isinstance(seat.get("ends_with"), int)
    }
    return tuple(
        replace(player, stack=ends[player.number - 1])
        if player.stack is not None and player.number - 1 in ends
        else player
        for player in players
    )


def stage(body: Mapping[str, Any], plan: Sequence[Mapping[str, Any]] = ()) -> str:
    """Where the hand is, as its header says it: the street, or during a draw the draw being
    taken (the API's street is still the betting round before it, "before the draw"), by the
    game's plan: "the draw" in a game of one, "the second draw" in a triple draw.

    >>> plan = [{"step": "draw", "street": s} for s in ("before the draw", "after the first draw")]
    >>> stage({"street": "after the first draw", "phase": "draw"}, plan)
    'the second draw'
    >>> stage({"street": "before the draw", "phase": "draw"}, plan[:1])
    'the draw'
    >>> stage({"street": "after the draw", "phase": "bet"}, plan[:1])
    'after the draw'

    Elimination names its streets by the betting after each step: the step itself is said.

    >>> reveals = [{"step": "reveal", "street": f"after the {n} reveal"} for n in ("first",
    ...            "second")]
    >>> stage({"street": "after the deal", "next_events": [{"type": "deal"}]}, reveals)
    'the deal'
    >>> stage({"street": "after the first reveal", "next_events": [{"type": "reveal"}]}, reveals)
    'turn the first card'
    >>> stage({"street": "after the second reveal", "next_events": [{"type": "reveal"}]}, reveals)
    'turn the second card'
    """
    street = str(body.get("street") or "")
    coming = {str(event.get("type")) for event in body.get("next_events") or ()}
    if street.startswith(("after ", "before ")) and coming == {"deal"}:
        return "the deal"  # named by the betting after it, the deal is not yet made
    if street.startswith("after ") and coming == {"reveal"}:
        # Elimination: the street is the reveal's own, named for the betting after it.
        reveals = [step.get("street") for step in plan if step.get("step") == "reveal"]
        turned = reveals.index(street) if street in reveals else 0
        return (
            f"turn the {words.ORDINALS[turned]} card"
            if turned < len(words.ORDINALS)
            else "turn a card"
        )
    draws = [str(step.get("street")) for step in plan if step.get("step") == "draw"]
    if body.get("phase") != "draw" or street not in draws:
        return street
    if len(draws) == 1:
        return "the draw"
    index = draws.index(street)
    return f"the {words.ORDINALS[index]} draw" if index < len(words.ORDINALS) else "the draw"


def shown_state(body: Mapping[str, Any], plan: Sequence[Mapping[str, Any]] = ()) -> dict[str, Any]:
    """What the state templates read of a state answer; ``plan``: the game's (its draws)."""
    over = ended(body)
    result = body.get("result")
    names = hand.seat_names(body)
    seated = paid(body)
    in_bar, folded = bar_seats(seated, over)
    return {
        "state": body,
        "street": stage(body, plan),
        "players": seated,
        "in_bar": in_bar,
        "folded": folded,
        "result": result,
        "ended": over,
        # Old Man's one card in the middle is no board: wild, for every hand (RULES.md §5);
        # Elimination's row is turned a card at a time, each throwing a rank (RULES.md §1).
        "board": list(body.get("community") or ()) or eliminations.row(body),
        "board_name": f"{CENTRE_CARD} (wild)"
        if is_old_man(body)
        else ("Row" if eliminations.row(body) else "Board"),
        # Once over, the pots as the ruling settled them (a bet nobody called went back).
        "pots": settled_pots(body, names) or pots_said(body, names),
        "sentences": _sentences(body) if over else [],
        "figures": words.fields(body, names) if over and not result else None,
        "payouts": _payouts(result, names, matching(body)) if result else [],
        "hands": (
            shown_hands(body, names)
            + every_card_lost.hands(body, names)
            + eliminations.totals_shown(body, names)
        )
        if result
        else [],
        "rules": list({str(item["id"]): item for item in body.get("explanation", ())}.values()),
    }
