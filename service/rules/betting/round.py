"""A betting round: whose turn it is, what he may do for exactly how much, and when it ends.

The rules are the table's (:mod:`service.rules.betting.table`); the words are in
:mod:`service.rules.betting.terms`. An act is taken as it is or refused with the rule it breaks
and what was legal instead: never turned into another act.

>>> stakes = Stakes(structure=Structure.NO_LIMIT, bet=10)
>>> state = replay(stakes, [Player(stack=100), Player(stack=100)], first=0,
...                acts=[Act(seat=0, move=Move.BET, to=10)])
>>> state.next_seat, [(m.move.value, m.min_to, m.max_to) for m in state.legal]
(1, [('fold', 0, 0), ('call', 10, 10), ('raise', 20, 100)])

Fixed limit, 20 a bet: an all-in for 5 is completed, not raised (RR, Betting and raising 6).

>>> stakes = Stakes(structure=Structure.FIXED_LIMIT, bet=20)
>>> players = [Player(stack=5), Player(stack=100), Player(stack=100)]
>>> state = replay(stakes, players, first=0, acts=[Act(seat=0, move=Move.BET, to=5)])
>>> [(m.move.value, m.min_to) for m in state.legal]
[('fold', 0), ('call', 5), ('complete', 20)]
"""

from __future__ import annotations

from collections.abc import Sequence

from service.rules.betting.table import Table
from service.rules.betting.terms import (
    AMOUNT_MOVES,
    Act,
    HeadsUpRaises,
    Legal,
    Move,
    Player,
    RoundState,
    Stakes,
    Structure,
)
from service.rules.errors import RuleViolation

__all__ = [
    "AMOUNT_MOVES",
    "Act",
    "Betting",
    "HeadsUpRaises",
    "Legal",
    "Move",
    "Player",
    "RoundState",
    "Stakes",
    "Structure",
    "replay",
]


def replay(
    stakes: Stakes,
    players: Sequence[Player],
    *,
    first: int,
    acts: Sequence[Act],
    pot_before: int = 0,
) -> RoundState:
    """Replay ``acts`` from the seat ``first`` (acting clockwise) and say where the round stands.

    The first illegal act is refused with the rule it breaks, at ``("actions", i)``. Each act
    costs the same whatever came before, so a replay is linear in the acts.
    """
    betting = Betting(stakes, players, first=first, pot_before=pot_before)
    for index, act in enumerate(acts):
        try:
            betting.take(act)
        except RuleViolation as violation:
            raise violation.located(("actions", index)) from None
    return betting.state()


class Betting(Table):
    """A round taken one act at a time: after the same acts, the same state :func:`replay`
    gives, without replaying the acts before each new one. A refused act changes nothing.

    It is the round's table itself (:meth:`take`, :meth:`state`, and the reads the hand engine
    makes after every act: :meth:`complete`, :meth:`rules`), so that an act costs no call
    through a wrapper."""

    def __init__(
        self, stakes: Stakes, players: Sequence[Player], *, first: int, pot_before: int = 0
    ) -> None:
        seats = tuple(players)
        super().__init__(stakes, seats, first=first, pot_before=pot_before)
        self.start = (stakes, seats, first, pot_before)
        """What the round began from: the same start and acts make the same round."""

    def act(self, act: Act) -> RoundState:
        """Take ``act``, or refuse it with the rule it breaks, and say where the round stands."""
        self.take(act)
        return self.state()

    def put_in(self, seat: int) -> int:
        """Chips ``seat`` has put in this round."""
        return self.put[seat]

    def has_folded(self, seat: int) -> bool:
        """Whether ``seat`` has folded in this round."""
        return seat in self.out


def check_bet_sizes(
    bet: int,
    big_bet: int | None,
    bring_in: int | None,
    *,
    at: tuple[str, ...] = (),
    bet_named: str = "the small bet",
    structure: Structure | None = None,
) -> None:
    """The bet sizes make sense together (RULES.md §4; S3): a bring-in below the small bet, a
    big bet at least the small bet, and only in fixed limit (``structure``, where the caller
    named the big bet: pot and no limit have none). ``at`` is where the sizes lie in the
    request; ``bet_named`` what the request calls the small bet (a blind game's is its big
    blind)."""
    if big_bet is not None and structure not in (None, Structure.FIXED_LIMIT):
        raise RuleViolation(
            "betting.fixed-limit",
            f"a big bet belongs to fixed limit, not {structure.value.replace('_', ' ')}: leave "
            "out the big bet",
            at=((*at, "big_bet"),),
        )
    if bring_in is not None and bring_in >= bet:
        raise RuleViolation(
            "betting.bring-in",
            f"the bring-in must be less than the small bet ({bet}): {bring_in} is not; "
            + (f"send at most {bet - 1}" if bet > 1 else "a small bet of 1 leaves no room for one"),
            at=((*at, "bring_in"),),
        )
    if big_bet is not None and big_bet < bet:
        raise RuleViolation(
            "betting.fixed-limit",
            f"the big bet is at least {bet_named}, {bet}: {big_bet} is less",
            at=((*at, "big_bet"),),
        )
