"""Take back on the play screen: the last step the player took, which may be several events.

The API takes a hand as events, one a card or a seat; a player takes steps ("post the antes",
"deal fourth street", "deal the flop"), and the play screen sends a step's events together. So
taking back a step removes all its events, not its last card.
"""

from __future__ import annotations

from typing import Final

from service.page.query import is_card

_TOGETHER: Final = frozenset({"ante", "deal", "show"})
"""Events the play screen sends for every seat at once, one step of the table (everyone's
antes, a street dealt, the showdown): taken back together."""
_FLOP: Final = 3
"""The board's first step turns up three cards (hold'em's and Omaha's flop)."""


def last_step(lines: list[str], *, one_at_a_time: bool = False) -> int:
    """How many of the hand's last lines the last step took: a street dealt to every seat is
    one step (each seat once), so "Take back" undoes all of it, not its last card; the flop is
    one step of three cards, the turn and the river one each; ``one_at_a_time``: the hands
    were shown in turn, each its own step.

    >>> last_step(["ante 1 amount=1", "deal 2 down=??,??", "deal 1 down=??,??"])
    2
    >>> last_step(["deal 1 up=Kh", "deal 2 up=Ks", "deal 1 up=2c", "deal 2 up=3c"])
    2
    >>> flop = ["call 2 to=2", "community card=Ah", "community card=7c", "community card=2d"]
    >>> last_step(flop), last_step([*flop, "community card=Ks"])
    (3, 1)
    >>> last_step(["check 2", "check 3"]), last_step([])
    (1, 0)
    >>> shown = ["check 1", "show 2 down=As,Kd", "show 3 down=Qh,Qd"]
    >>> last_step(shown), last_step(shown, one_at_a_time=True)
    (2, 1)
    """
    if not lines:
        return 0
    kind = lines[-1].split(" ", 1)[0]
    if kind == "community":
        board = [line for line in lines if line.split(" ", 1)[0] == kind]
        flop = len(board) == _FLOP and all(line.startswith(kind) for line in lines[-_FLOP:])
        return _FLOP if flop else 1
    last = lines[-1].split(" ")
    seats = {last[1] if len(last) > 1 else ""}
    count = 1
    together = _TOGETHER - {"show"} if one_at_a_time else _TOGETHER
    while kind in together and count < len(lines):
        before = lines[-count - 1].split(" ")
        if before[0] != kind or len(before) < 2 or before[1] in seats:
            break  # another step, or the street before it (each seat is dealt once a street)
        seats.add(before[1])
        count += 1
    return count


def typed_again(taken_back: list[str]) -> dict[str, str]:
    """The cards of the lines taken back, in the fields of the step they came from (a seat's
    ``down.2``, the board's ``card``, a player's face-up cards ``up.2``): the
    step comes back filled in as it was sent, to correct a card, not typed again whole.
    Cards nobody saw (``??``) and amounts are left out.

    >>> typed_again(["deal 1 down=??,?? up=Kh", "deal 2 down=As,2d up=Ks"])
    {'up.1': 'Kh', 'down.2': 'As 2d', 'up.2': 'Ks'}
    >>> typed_again(["community card=Ah", "community card=7c", "raise 2 to=10"])
    {'card': 'Ah 7c'}
    """
    typed: dict[str, list[str]] = {}
    for line in taken_back:
        _, *words = line.split()
        seat = words[0] if words and words[0].isdigit() else None
        for word in words:
            name, equals, text = word.partition("=")
            cards = [c for c in text.split(",") if c != "??" and is_card(c)]
            if not equals or not cards:
                continue
            typed.setdefault(name if seat is None else f"{name}.{seat}", []).extend(cards)
    return {field: " ".join(cards) for field, cards in typed.items()}
