"""Elimination's player who lost every card, in words (RULES.md §1, rules elimination.end and
elimination.side-pot): the pots that are his, the pots the others play on for, and why a
winner holds no card at the ruling.

The state answer says it all: each seat's ``lost_every_card_on`` (the reveal on which it lost
its last card, counted from 1; null otherwise) and each pot's ``eligible`` seats. A pot one of
them is in is his: the earliest reveal's, shared by those of one reveal. The page works out
nothing else.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from service.page.amounts import chips
from service.page.answer import ORDINALS, in_a_list
from service.page.eliminations import DECLARED
from service.page.shown_hands import ShownHand

_LOST: Final = "lost every card"


def lost_on(body: Mapping[str, Any]) -> dict[int, int]:
    """Each seat that lost every card, with the reveal it lost its last card on.

    >>> lost_on({"seats": [{"lost_every_card_on": None}, {"lost_every_card_on": 3}, {}]})
    {1: 3}
    """
    return {
        index: seat["lost_every_card_on"]
        for index, seat in enumerate(body.get("seats") or ())
        if isinstance(seat, Mapping) and isinstance(seat.get("lost_every_card_on"), int)
    }


def _eligible(pot: Mapping[str, Any]) -> list[int]:
    return [int(seat) for seat in pot.get("eligible") or () if isinstance(seat, int)]


def takers(pot: Mapping[str, Any], lost: Mapping[int, int]) -> list[int]:
    """Whose the pot is because he lost every card: of its seats who did, those who lost the
    last card earliest; nobody's (empty) while no seat in it did.

    >>> pot = {"eligible": [0, 1, 2, 3]}
    >>> takers(pot, {1: 3, 2: 4}), takers(pot, {1: 3, 3: 3}), takers(pot, {})
    ([1], [1, 3], [])
    """
    seats = [seat for seat in _eligible(pot) if seat in lost]
    first = min((lost[seat] for seat in seats), default=None)
    return [seat for seat in seats if lost[seat] == first]


def _who(seats: Sequence[int], names: Sequence[str]) -> str:
    return in_a_list(
        [names[seat] if 0 <= seat < len(names) else f"Seat {seat + 1}" for seat in seats]
    )


def owners(seats: Sequence[int], names: Sequence[str]) -> str:
    """Whose a pot is, as the pinned bar says it: ``Bob's``, ``Ann's and Bob's``.

    >>> owners([1], ["Ann", "Bob"]), owners([0, 1], ["Ann", "Bob"])
    ("Bob's", "Ann's and Bob's")
    """
    return in_a_list([f"{_who([seat], names)}'s" for seat in seats])


def reveal_words(number: int) -> str:
    """A reveal as the table counts them: ``the third reveal``.

    >>> reveal_words(3), reveal_words(7)
    ('the third reveal', 'reveal 7')
    """
    return (
        f"the {ORDINALS[number - 1]} reveal" if 0 < number <= len(ORDINALS) else f"reveal {number}"
    )


def _pots(body: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    return [pot for pot in body.get("pots") or () if isinstance(pot, Mapping)]


def _called(pots: Sequence[Mapping[str, Any]], index: int) -> str:
    """A pot as the sentences name it, as the bar does: the pot when it is the only one, the
    side pot when there is one, else side pot 1, 2; its chips beside it: ``the main pot (6)``."""
    amount = f" ({chips(pots[index].get('amount'))})"
    if len(pots) == 1:
        return "the pot" + amount
    if index == 0:
        return "the main pot" + amount
    return ("the side pot" if len(pots) == 2 else f"side pot {index}") + amount


def _last_rank(body: Mapping[str, Any]) -> str:
    row = body.get("row")
    return str(row[-1])[0] if isinstance(row, list) and row else ""


def _just_lost(body: Mapping[str, Any], lost: Mapping[int, int]) -> list[int]:
    """The seats that lost their last card to the card just turned: each threw a card of its
    rank and has lost every card (a player who had none left threw nothing)."""
    rank = _last_rank(body)
    seats = body.get("seats") or ()
    return [
        seat
        for seat in lost
        if rank and any(str(card)[0] == rank for card in seats[seat].get("eliminated") or ())
    ]


def _theirs(
    seats: Sequence[int], pots: Sequence[Mapping[str, Any]], lost: Mapping[int, int],
    names: Sequence[str],
) -> str:  # fmt: skip
    """The seats who just lost every card, and what they take: each pot his, or theirs to
    share (``Bob has lost every card and takes the main pot (6)``).

    >>> pots = [{"amount": 6, "eligible": [0, 1, 2]}, {"amount": 4, "eligible": [0, 2]}]
    >>> print(_theirs([0, 1], pots, {0: 2, 1: 2}, ["Al", "Bo", "Cy"]))
    Al and Bo have lost every card: Al and Bo share the main pot (6); Al takes the side pot (4)
    >>> print(_theirs([1], pots, {0: 1, 1: 2}, ["Al", "Bo", "Cy"]))
    Bo has lost every card, but the pots he is in are decided already
    """
    who = _who(seats, names)
    lost_all = f"{who} {'has' if len(seats) == 1 else 'have'} {_LOST}"
    by_takers: dict[tuple[int, ...], list[int]] = {}
    for index, pot in enumerate(pots):
        taking = tuple(takers(pot, lost))
        if taking and set(taking) <= set(seats):
            by_takers.setdefault(taking, []).append(index)
    if not by_takers:  # an earlier reveal's player is in each of them
        they = "he is" if len(seats) == 1 else "they are"
        return f"{lost_all}, but the pots {they} in are decided already"
    takes = {
        taking: f"{'takes' if len(taking) == 1 else 'share'} "
        + in_a_list([_called(pots, index) for index in indexes])
        for taking, indexes in by_takers.items()
    }
    if list(takes) == [tuple(seats)]:
        return f"{lost_all} and {takes[tuple(seats)]}"
    return f"{lost_all}: " + "; ".join(f"{_who(t, names)} {said}" for t, said in takes.items())


def _still_played(
    body: Mapping[str, Any], pots: Sequence[Mapping[str, Any]], lost: Mapping[int, int],
    names: Sequence[str],
) -> str:  # fmt: skip
    """Who plays on for which pots (or declares for them now), and who is in none of them:
    nothing once the hand is over."""
    coming = {str(event.get("type")) for event in body.get("next_events") or ()}
    if not coming:
        return ""
    open_pots = [
        index for index, pot in enumerate(pots)
        if not takers(pot, lost) and len(_eligible(pot)) > 1
    ]  # fmt: skip
    players = sorted({seat for index in open_pots for seat in _eligible(pots[index])})
    if not players:
        return ""
    called = in_a_list([_called(pots, index) for index in open_pots])
    if coming == {"declare"}:
        said = f"{_who(players, names)} declare for {called} now"
    else:
        said = f"{_who(players, names)} play on for {called}"
    seats = body.get("seats") or ()
    out = [
        index for index, seat in enumerate(seats)
        if isinstance(seat, Mapping) and seat.get("status") in ("live", "all_in")
        and index not in lost and index not in players
    ]  # fmt: skip
    if out:
        said += f"; {_who(out, names)} can win nothing more"
    return said + "."


def just_lost(body: Mapping[str, Any], names: Sequence[str]) -> str:
    """Said after the card turned (and the discards it called for): who has just lost every
    card, the pots that are his, and who plays on for the rest, or declares for it at once.

    >>> seats = [{"status": "live", "eliminated": []},
    ...          {"status": "all_in", "eliminated": ["4h"], "lost_every_card_on": 3},
    ...          {"status": "live", "eliminated": []}]
    >>> pots = [{"amount": 6, "eligible": [0, 1, 2]}, {"amount": 4, "eligible": [0, 2]}]
    >>> body = {"row": ["7s", "3h", "4d"], "seats": seats, "pots": pots,
    ...         "next_events": [{"type": "check"}]}
    >>> print(just_lost(body, ["Ann", "Bob", "Cy"]))
    Bob has lost every card and takes the main pot (6). Ann and Cy play on for the side pot (4).
    >>> print(just_lost({**body, "next_events": [{"type": "declare"}]}, ["Ann", "Bob", "Cy"]))
    Bob has lost every card and takes the main pot (6). Ann and Cy declare for the side pot (4) now.
    >>> just_lost({**body, "row": ["7s", "3h", "4d", "2h"]}, ["Ann", "Bob", "Cy"])
    ''
    """
    lost = lost_on(body)
    seats = _just_lost(body, lost)
    if not seats:
        return ""
    pots = _pots(body)
    said = f"{_theirs(seats, pots, lost, names)}."
    rest = _still_played(body, pots, lost, names)
    return f"{said} {rest}" if rest else said


def reasons(body: Mapping[str, Any], names: Sequence[str]) -> dict[int, str]:
    """Why a winner holds no card, by seat, for the ruling to say after his pot: those of one
    reveal in one sentence (``Bob lost every card on the third reveal.``).

    >>> said = reasons({"seats": [{"lost_every_card_on": 3}, {}, {"lost_every_card_on": 3}]},
    ...                ["Ann", "Bob", "Cy"])
    >>> sorted(said), said[2]
    ([0, 2], 'Ann and Cy lost every card on the third reveal.')
    """
    lost = lost_on(body)
    by_reveal: dict[int, list[int]] = {}
    for seat, reveal in lost.items():
        by_reveal.setdefault(reveal, []).append(seat)
    return {
        seat: f"{_who(seats, names)} {_LOST} on {reveal_words(reveal)}."
        for reveal, seats in by_reveal.items()
        for seat in seats
    }


def hands(body: Mapping[str, Any], names: Sequence[str]) -> list[ShownHand]:
    """The ruling's hands of those who lost every card, before the declarers': each with the
    reveal it happened on, no card beside it.

    >>> [shown] = hands({"seats": [{}, {"lost_every_card_on": 3}]}, ["Ann", "Bob"])
    >>> shown.who, shown.description, shown.cards
    ('Bob', 'lost every card on the third reveal', ())
    """
    return [
        ShownHand(_who([seat], names), DECLARED, f"{_LOST} on {reveal_words(reveal)}", ())
        for seat, reveal in lost_on(body).items()
    ]
