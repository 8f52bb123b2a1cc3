"""Each player's chips at the table: one number for everyone, changed for whoever has another.

At a home game the players rarely start with the same chips. The setup asks one number for
everyone (``chips``); a player with other chips has his own (``chips.2``, seats counted from 1
as the setup counts them), changed on the setup form or on the table before the deal. The next
deal starts from the chips each player ended the hand with, without whoever has none left.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

CHIPS: Final = "chips"
"""The chips every player starts with unless he has his own."""
CARRIED_POT: Final = "carried_pot"
PASSED_OUT: Final = "passed_out_deals"
MATCHED: Final = "carried_pot_matched"
"""Old Man: whether the pot carried is the losing goes' matches (no antes) or nobody's."""


def own_key(seat: int) -> str:
    """The parameter of one player's own chips, seat 1 the first: ``chips.2``."""
    return f"{CHIPS}.{seat}"


def is_own(key: str) -> bool:
    """A player's own chips (``chips.3``).

    >>> is_own("chips.3"), is_own("chips"), is_own("chips.x")
    (True, False, False)
    """
    head, dot, seat = key.partition(".")
    return head == CHIPS and dot == "." and seat.isdigit()


def stack_of(params: Mapping[str, str], seat: int) -> str:
    """The chips typed for a player (seat 1 the first): his own, or everyone's.

    >>> stack_of({"chips": "200", "chips.2": "150"}, 2), stack_of({"chips": "200"}, 3)
    ('150', '200')
    """
    own = params.get(own_key(seat), "").strip()
    return own or params.get(CHIPS, "").strip()


def own_stacks(params: Mapping[str, str], count: int) -> list[tuple[int, str, bool]]:
    """Each player's chips as typed, seat 1 first: (seat, chips, whether they are his own)."""
    return [
        (seat, stack_of(params, seat), bool(params.get(own_key(seat), "").strip()))
        for seat in range(1, count + 1)
    ]


def without_own(params: Mapping[str, str]) -> dict[str, str]:
    """The parameters but each player's own chips."""
    return {key: value for key, value in params.items() if not is_own(key)}


def next_deal(
    params: Mapping[str, str],
    names: Sequence[str],
    ended: Sequence[int | None],
    carry: Mapping[str, Any] | None = None,
) -> dict[str, str] | None:
    """The next deal's setup: the players who still have chips, each with the chips he ended
    with, the deal passed to the left (to the next player who still plays); None when fewer
    than two have chips left. Without chips (Counterbluff's points), the same players. A deal
    that left chips to the next one (``carry``: nobody opened, a pot nobody won) passes them
    on, the deal going where the rules say; a pot carried into this deal is never carried
    again.

    >>> after = next_deal({"players": "Ann, Bob, Cy", "chips": "200", "dealer": "1"},
    ...                   ["Ann", "Bob", "Cy"], [210, 0, 190])
    >>> after
    {'players': 'Ann, Cy', 'chips': '200', 'dealer': '2', 'chips.1': '210', 'chips.2': '190'}
    >>> next_deal({"players": "Ann Bob", "chips": "9", "dealer": "2"}, ["Ann", "Bob"], [18, 0])
    """
    following = _deal_on(without_carried(params), names, ended)
    if following is not None and carry is not None:
        following[CARRIED_POT] = str(carry.get("amount", 0))
        if carry.get("passed_out_deals"):  # deals passed out in a row, as the ante rules read
            following[PASSED_OUT] = str(carry["passed_out_deals"])
        if isinstance(carry.get(MATCHED), bool):  # Old Man: a matched pot has no antes
            following[MATCHED] = "yes" if carry[MATCHED] else "no"
        dealer = carry.get("next_dealer")
        everyone = all(stack is None or stack > 0 for stack in ended)  # the same seats
        if isinstance(dealer, int) and everyone:
            following["dealer"] = str(dealer + 1)  # the game's own rule of who deals next
    return following


CARRIED: Final = (CARRIED_POT, PASSED_OUT, MATCHED)
"""What a deal holds of the deals before it."""


def without_carried(params: Mapping[str, str]) -> dict[str, str]:
    """The parameters but what this deal held of the deals before it."""
    return {key: value for key, value in params.items() if key not in CARRIED}


def _deal_on(
    params: Mapping[str, str], names: Sequence[str], ended: Sequence[int | None]
) -> dict[str, str] | None:
    said = params.get("dealer", "1").strip()
    dealer = int(said) - 1 if said.isdigit() else 0
    if not names or any(stack is None for stack in ended) or len(ended) != len(names):
        count = len(names)
        following = dict(params)
        following["dealer"] = str((dealer + 1) % count + 1) if count else said
        return following
    playing = [seat for seat, stack in enumerate(ended) if stack]
    if len(playing) < 2:
        return None
    # The player on the dealer's left deals next: the first after him who still plays.
    nxt = next(seat for step in range(1, len(names) + 1)
               if (seat := (dealer + step) % len(names)) in playing)  # fmt: skip
    following = without_own(params)
    following["players"] = ", ".join(names[seat] for seat in playing)
    following["dealer"] = str(playing.index(nxt) + 1)
    default = params.get(CHIPS, "").strip()
    for place, seat in enumerate(playing, start=1):
        if str(ended[seat]) != default:
            following[own_key(place)] = str(ended[seat])
    return following
