"""A betting round: whose turn it is, what he may do for exactly how much, and when it ends.

Amounts are what a seat has put in *this round* after its action ("raise to 30"), so a log
reads the same in every structure. Structures (RULES.md §2, §4; RR):
- fixed limit: bets and raises of the round's bet size; a bring-in may be completed to a full
  bet, which is not a raise; a cap on raises; an all-in of at least half a bet reopens;
- pot limit: a raise makes the pot at most what it would be after calling, then doubles it;
- no limit: the smallest raise equals the previous full bet or raise; an all-in for less does
  not reopen the betting to players who already acted.
Table stakes everywhere: nobody puts in more than his stack, and anybody may go all in for less.

>>> stakes = Stakes(structure=Structure.NO_LIMIT, bet=10)
>>> state = replay(stakes, [Player(stack=100), Player(stack=100)], first=0,
...                acts=[Act(seat=0, move=Move.BET, to=10)])
>>> state.next_seat, [(m.move.value, m.min_to, m.max_to) for m in state.legal]
(1, [('fold', 0, 0), ('call', 10, 10), ('raise', 20, 100)])
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum

from service.rules.errors import RuleViolation


class Structure(StrEnum):
    """How much may be bet."""

    FIXED_LIMIT = "fixed_limit"
    POT_LIMIT = "pot_limit"
    NO_LIMIT = "no_limit"


class Move(StrEnum):
    """What a player does in his turn."""

    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BET = "bet"
    RAISE = "raise"
    BRING_IN = "bring_in"
    COMPLETE = "complete"


@dataclass(frozen=True, kw_only=True, slots=True)
class Stakes:
    """The sizes that apply to this round."""

    structure: Structure
    bet: int
    """Fixed limit: the bet of this round. Pot and no limit: the smallest bet."""
    big_bet: int | None = None
    """Fixed limit: a big bet also allowed this round (an open pair on fourth street)."""
    bring_in: int | None = None
    """Stud third street: the forced bring-in, less than a bet; it may be completed to ``bet``."""
    max_raises: int | None = 3
    """Raises allowed after the bet (the cap); None for no cap."""
    raise_at_least_last: bool = True
    """Fixed limit with a big bet allowed: after a big bet, only big raises."""
    uncapped_heads_up: bool = False
    """The cap lifts once only two players are left in the hand (RR, cash games)."""
    openers_required: bool = False
    """Jacks or Better: until someone opens, only a player with openers may bet."""


@dataclass(frozen=True, kw_only=True, slots=True)
class Player:
    """A seat as the round starts."""

    stack: int
    """Chips behind, not yet in the pot."""
    live: bool = True
    """Still in the hand (not folded earlier); a live player with no chips is all in."""
    has_openers: bool | None = None
    """Under an opening requirement: whether the hand may open; None when it is hidden."""


@dataclass(frozen=True, kw_only=True, slots=True)
class Act:
    """One action: ``to`` is the seat's total in this round after it (for bets, raises, calls)."""

    seat: int
    move: Move
    to: int = 0


@dataclass(frozen=True, kw_only=True, slots=True)
class Legal:
    """A move the seat to act may make: a ``to`` anywhere from ``min_to`` to ``max_to``."""

    move: Move
    min_to: int
    max_to: int
    all_in: bool = False
    """Making it takes the whole stack (at ``max_to``)."""
    requires_openers: bool = False
    """An opening bet from a hidden hand: legal only if it holds openers."""


@dataclass(frozen=True, kw_only=True, slots=True)
class RoundState:
    """Where the round stands after the acts so far."""

    next_seat: int | None
    legal: tuple[Legal, ...]
    complete: bool
    put_in: tuple[int, ...]
    """Each seat's chips in this round."""
    pot: int
    """Chips in the pot, this round included."""
    current_bet: int
    raises: int
    folded: tuple[int, ...]
    all_in: tuple[int, ...]
    rules: tuple[str, ...] = field(default=())


@dataclass(kw_only=True, slots=True)
class _Table:
    stakes: Stakes
    players: Sequence[Player]
    stacks: list[int]
    put: list[int]
    out: set[int]
    order: list[int]
    pot_before: int
    current: int = 0
    last_raise: int = 0
    raises: int = 0
    acted: set[int] = field(default_factory=set)
    bring_in_open: bool = False
    last_increment: int = 0
    last_seat: int | None = None
    rules: list[str] = field(default_factory=list)

    def left(self, seat: int) -> int:
        return self.stacks[seat] - self.put[seat]

    def can_act(self, seat: int) -> bool:
        return seat not in self.out and self.left(seat) > 0


def replay(
    stakes: Stakes,
    players: Sequence[Player],
    *,
    first: int,
    acts: Sequence[Act],
    pot_before: int = 0,
) -> RoundState:
    """Replay ``acts`` from the seat ``first`` (acting clockwise) and say where the round stands.

    The first illegal act is refused with the rule it breaks, at ``("actions", i)``.
    """
    betting = Betting(stakes, players, first=first, pot_before=pot_before)
    for index, act in enumerate(acts):
        try:
            _apply(betting._table, act)
        except RuleViolation as violation:
            raise violation.located(("actions", index)) from None
    return betting.state()


class Betting:
    """A round taken one act at a time: after the same acts, the same state :func:`replay`
    gives, without replaying the acts before each new one. A refused act changes nothing."""

    def __init__(
        self, stakes: Stakes, players: Sequence[Player], *, first: int, pot_before: int = 0
    ) -> None:
        self.start = (stakes, tuple(players), first, pot_before)
        """What the round began from: the same start and acts make the same round."""
        seats = len(players)
        self._table = _Table(
            stakes=stakes,
            players=players,
            stacks=[p.stack for p in players],
            put=[0] * seats,
            out={i for i, p in enumerate(players) if not p.live},
            order=[(first + k) % seats for k in range(seats)],
            pot_before=pot_before,
        )

    def act(self, act: Act) -> RoundState:
        """Take ``act``, or refuse it with the rule it breaks, and say where the round stands."""
        _apply(self._table, act)  # it checks everything before it records anything
        return self.state()

    def state(self) -> RoundState:
        """Where the round stands after the acts taken so far."""
        return _state(self._table)


def legal_moves(table: _Table, seat: int) -> list[Legal]:
    """Every move open to ``seat``, with its exact amounts."""
    stakes, put, left = table.stakes, table.put[seat], table.left(seat)
    everything = put + left
    to_call = table.current - put
    if stakes.bring_in and table.current == 0 and table.last_seat is None:
        # The first to act on third street must bring in, or open for a full bet.
        return [
            Legal(move=Move.BRING_IN, min_to=min(stakes.bring_in, everything),
                  max_to=min(stakes.bring_in, everything), all_in=everything <= stakes.bring_in),
            Legal(move=Move.COMPLETE, min_to=min(stakes.bet, everything),
                  max_to=min(stakes.bet, everything), all_in=everything <= stakes.bet),
        ]  # fmt: skip
    moves = [Legal(move=Move.FOLD, min_to=0, max_to=0)]
    if to_call <= 0:
        moves.append(Legal(move=Move.CHECK, min_to=put, max_to=put))
    else:
        to = min(table.current, everything)
        moves.append(Legal(move=Move.CALL, min_to=to, max_to=to, all_in=to == everything))
    if left <= to_call:
        return moves
    if table.bring_in_open:
        to = min(stakes.bet, everything)
        moves.append(Legal(move=Move.COMPLETE, min_to=to, max_to=to, all_in=to == everything))
        return moves
    if table.current == 0:
        openers = table.players[seat].has_openers
        if stakes.openers_required and openers is False:
            return moves  # without openers, only check or fold until someone opens
        low, high = _sizes(table, seat, opening=True)
        bet = _ranged(Move.BET, low, high, everything)
        if stakes.openers_required and openers is None:
            bet = replace(bet, requires_openers=True)
        moves.append(bet)
    elif seat not in table.acted and not _capped(table):
        low, high = _sizes(table, seat, opening=False)
        moves.append(_ranged(Move.RAISE, table.current + low, table.current + high, everything))
    return moves


def _ranged(move: Move, low: int, high: int, everything: int) -> Legal:
    if everything <= low:
        return Legal(move=move, min_to=everything, max_to=everything, all_in=True)
    top = min(high, everything)
    return Legal(move=move, min_to=low, max_to=top, all_in=top == everything)


def _sizes(table: _Table, seat: int, *, opening: bool) -> tuple[int, int]:
    """The smallest and largest bet, or raise increment, the structure allows."""
    stakes = table.stakes
    if stakes.structure == Structure.FIXED_LIMIT:
        sizes = [stakes.bet] + ([stakes.big_bet] if stakes.big_bet else [])
        if not opening and stakes.raise_at_least_last:
            sizes = [s for s in sizes if s >= table.last_increment] or [max(sizes)]
        return min(sizes), max(sizes)
    smallest = max(stakes.bet, table.last_raise) if not opening else stakes.bet
    if stakes.structure == Structure.NO_LIMIT:
        return smallest, 10**15
    # Pot limit: call first, then raise by the whole pot as it then stands.
    pot = table.pot_before + sum(table.put) + (table.current - table.put[seat])
    return smallest, max(smallest, pot)


def _capped(table: _Table) -> bool:
    limit = table.stakes.max_raises
    if table.stakes.uncapped_heads_up and len(table.order) - len(table.out) <= 2:
        return False
    return (
        table.stakes.structure == Structure.FIXED_LIMIT
        and limit is not None
        and table.raises >= limit
    )


def _next_seat(table: _Table) -> int | None:
    """The next seat to act, or None when the round is over."""
    live = [s for s in table.order if s not in table.out]
    if len(live) <= 1:
        return None
    able = [s for s in live if table.left(s) > 0]
    start = 0 if table.last_seat is None else table.order.index(table.last_seat) + 1
    for k in range(len(table.order)):
        seat = table.order[(start + k) % len(table.order)]
        if seat not in able:
            continue
        owes = table.put[seat] < table.current
        if owes or seat not in table.acted:
            if not owes and len(able) == 1 and not _forced_open(table):
                return None  # everybody else is all in: nobody left to bet against
            return seat
    return None


def _forced_open(table: _Table) -> bool:
    return bool(table.stakes.bring_in) and table.last_seat is None


def _apply(table: _Table, act: Act) -> None:
    seat = _next_seat(table)
    if seat is None:
        raise RuleViolation("betting.round-over", "the betting round is already over")
    if act.seat != seat:
        raise RuleViolation(
            "betting.turn", f"it is seat {seat}'s turn to act, not seat {act.seat}'s"
        )
    allowed = {m.move: m for m in legal_moves(table, seat)}
    move = allowed.get(act.move)
    if move is None:
        raise RuleViolation(
            _why_not(table, seat, act.move),
            f"seat {seat} may {_list(list(allowed))} here, not {act.move.value}",
        )
    if act.move in (Move.BET, Move.RAISE, Move.COMPLETE, Move.BRING_IN) and not (
        move.min_to <= act.to <= move.max_to
    ):
        raise RuleViolation(
            "betting.amount",
            f"a {act.move.value} here goes to {_span(move)}, not to {act.to}",
        )
    _record(table, seat, act, move)


def _why_not(table: _Table, seat: int, move: Move) -> str:
    """The rule that forbids ``move`` to ``seat`` now."""
    if table.stakes.bring_in and table.last_seat is None:
        return "betting.bring-in"
    if move == Move.RAISE and table.current:
        if table.bring_in_open:
            return "betting.bring-in"
        if _capped(table):
            return "betting.cap"
        if seat in table.acted:
            return "betting.reopen"
        return "betting.table-stakes"
    if move == Move.CHECK:
        return "betting.check"
    if move == Move.BET and table.stakes.openers_required:
        return "jacks.openers"
    if move in (Move.BET, Move.RAISE) and table.left(seat) <= table.current - table.put[seat]:
        return "betting.table-stakes"
    return "betting.move"


def _record(table: _Table, seat: int, act: Act, move: Legal) -> None:
    table.last_seat = seat
    if act.move == Move.FOLD:
        table.out.add(seat)
        return
    if act.move == Move.CHECK:
        table.acted.add(seat)
        return
    to = move.max_to if act.move == Move.CALL else act.to
    increment = to - table.current
    table.put[seat] = to
    if act.move == Move.CALL:
        table.acted.add(seat)
        return
    full = _full_raise(table, increment, opening=act.move in (Move.BET, Move.COMPLETE))
    if act.move == Move.RAISE and full:
        table.raises += 1
    table.bring_in_open = act.move == Move.BRING_IN
    table.current = to
    if full or act.move in (Move.BRING_IN, Move.COMPLETE, Move.BET):
        table.acted = {seat}
        table.last_raise = max(increment, table.last_raise if act.move == Move.RAISE else 0)
        table.last_increment = increment
    else:
        table.acted.add(seat)  # an all-in for less than a full raise reopens nothing


def _full_raise(table: _Table, increment: int, *, opening: bool) -> bool:
    stakes = table.stakes
    if stakes.structure == Structure.FIXED_LIMIT:
        return 2 * increment >= stakes.bet  # RR: half a bet or more counts as a full bet
    needed = stakes.bet if opening else max(stakes.bet, table.last_raise)
    return increment >= needed


def _state(table: _Table) -> RoundState:
    seat = _next_seat(table)
    return RoundState(
        next_seat=seat,
        legal=tuple(legal_moves(table, seat)) if seat is not None else (),
        complete=seat is None,
        put_in=tuple(table.put),
        pot=table.pot_before + sum(table.put),
        current_bet=table.current,
        raises=table.raises,
        folded=tuple(sorted(s for s in table.out)),
        all_in=tuple(s for s in table.order if s not in table.out and table.left(s) == 0),
        rules=tuple(table.rules),
    )


def _list(moves: list[Move]) -> str:
    names = [m.value.replace("_", " ") for m in moves]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]


def _span(move: Legal) -> str:
    return str(move.min_to) if move.min_to == move.max_to else f"{move.min_to} to {move.max_to}"
