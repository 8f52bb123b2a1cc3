"""Side pots: the uncalled excess goes back, the rest is layered by contribution (RULES.md §0).

One pot per contribution level of the live seats; a folded seat's chips stay in the pots they
reach, but the seat cannot win them. Chips are integers and always conserved.

A hand thrown away at the showdown is not a fold in the betting: it concedes the pots another
player still contests, never chips nobody else could win. A seat that mucked is layered as a live
one (the part of his bet nobody called comes back to him), then leaves each pot in turn, unless
he is the last of its players left (that pot is his, uncontested).

Folded chips above every live level (no live seat matched them) go to the top pot, or, where the
game says so, make a pot of their own that no seat can win (``eligible`` empty), carried to the
next deal: in Jacks or Better they are a dead false opener's bets (RULES.md §2).

>>> refund, pots = layer(contributions=[100, 300, 50], folded=[False, False, False])
>>> refund, [(p.amount, p.eligible) for p in pots]
((1, 200), [(150, (0, 1, 2)), (100, (0, 1))])
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True, kw_only=True, slots=True)
class Pot:
    """One pot: its chips and the seats that can win it."""

    amount: int
    eligible: tuple[int, ...]
    """Live seats that put in at least this pot's level, in seat order; none for chips no live
    seat matched, when they are carried (:func:`layer`'s ``carry_unmatched``)."""


def layer(
    *,
    contributions: Sequence[int],
    folded: Sequence[bool],
    dead: int = 0,
    carry_unmatched: bool = False,
    mucked: Sequence[int] = (),
) -> tuple[tuple[int, int] | None, list[Pot]]:
    """The uncalled excess (seat, chips), if any, and the pots from the main pot up.

    ``dead`` chips are nobody's (carried from an earlier deal, or forfeited): they go to the
    main pot, which every live seat can win. Folded chips above every live level go to the top
    pot (a dealer's ante for the table given as his contribution is such chips), or with
    ``carry_unmatched`` make a last pot nobody can win: a live player wins from each other
    player only as much as he put in himself (table stakes). ``mucked``: the seats (also
    ``folded``) that threw their hands away at the showdown, in the order they did.

    The dealer all in on his ante for the table (dead chips): he may win the antes.

    >>> _, pots = layer(contributions=[0, 3, 3], folded=[False, False, False], dead=5)
    >>> [(p.amount, p.eligible) for p in pots]
    [(5, (0, 1, 2)), (6, (1, 2))]

    >>> _, pots = layer(contributions=[9, 2, 5], folded=[True, False, True], carry_unmatched=True)
    >>> [(p.amount, p.eligible) for p in pots]
    [(6, (1,)), (10, ())]

    Seat 1 all in for 50; seats 0, 2 and 3 played on for 20 more, then all three mucked, seat
    2 last: the side pot is his, and the main pot seat 1's.

    >>> _, pots = layer(contributions=[70, 50, 70, 70], folded=[True, False, True, True],
    ...                 mucked=[3, 0, 2])
    >>> [(p.amount, p.eligible) for p in pots]
    [(200, (1,)), (60, (2,))]
    """
    if mucked:
        gave_up = set(mucked)
        folded = [out and seat not in gave_up for seat, out in enumerate(folded)]
    refund = _uncalled(contributions, folded)
    called = list(contributions)
    if refund:
        called[refund[0]] -= refund[1]
    live = [seat for seat, out in enumerate(folded) if not out]
    live_levels = sorted({called[seat] for seat in live})
    pots: list[Pot] = []
    previous = 0
    for index, level in enumerate(live_levels):
        # The top pot also takes folded chips above every live level (no live seat reached
        # them), unless they are carried.
        last = index == len(live_levels) - 1
        top = max(called) if last and not carry_unmatched else level
        amount = sum(min(c, top) - min(c, previous) for c in called)
        # The main pot holds the dead chips, which every live seat may win: one all in with
        # none of his own in (a dealer who anted for the table with all he had) too.
        if amount or (dead and not pots):
            eligible = tuple(seat for seat in live if called[seat] >= level)
            pots.append(Pot(amount=amount, eligible=_conceded(eligible, mucked)))
        previous = top
    if dead and pots:
        pots[0] = Pot(amount=pots[0].amount + dead, eligible=pots[0].eligible)
    elif dead:
        pots.append(Pot(amount=dead, eligible=_conceded(tuple(live), mucked)))
    unmatched = sum(max(c - previous, 0) for c in called) if carry_unmatched else 0
    if unmatched:
        pots.append(Pot(amount=unmatched, eligible=()))
    return refund, pots


def _conceded(eligible: tuple[int, ...], mucked: Sequence[int]) -> tuple[int, ...]:
    """A pot's players once the seats that mucked have conceded it in turn: the last of its
    players left keeps it, mucked or not (nobody else claims it)."""
    if not mucked:
        return eligible  # nearly every hand, and every showdown state asks
    left = list(eligible)
    for seat in mucked:
        if seat in left and len(left) > 1:
            left.remove(seat)
    return tuple(left)


def _uncalled(contributions: Sequence[int], folded: Sequence[bool]) -> tuple[int, int] | None:
    """The chips of the largest contribution that nobody matched, with their owner.

    Only a live seat gets them back: a seat that folded leaves all its chips in (its excess can
    only come from chips that were not bets, such as a dealer's ante for the table).
    """
    if len(contributions) < 2:
        return None
    ranked = sorted(range(len(contributions)), key=lambda s: contributions[s], reverse=True)
    top, second = ranked[0], ranked[1]
    if folded[top]:
        return None
    excess = contributions[top] - contributions[second]
    return (top, excess) if excess > 0 else None
