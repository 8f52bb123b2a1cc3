"""The chips of one betting round and the rules that move them (RULES.md §0, §4; RR; TDA).

- Fixed limit: bets and raises of the round's sizes; the cap of one bet and three raises
  (lifted for two players as ``heads_up_raises`` says). An all-in of half a bet or more over the
  last full bet counts as a full bet or raise (raising a 15 all-in on a 20 round makes it 35);
  one of less is completed, not raised: a player who may raise completes it to the next full
  level. A bring-in is completed the same way, and a completion of it is not a raise.
- Pot limit and no limit: every raise at least the largest bet or raise before it, except
  all in; pot limit caps a raise at the pot after calling. No completions: the bring-in may
  open for any full bet, and a bring-in is raised to at least the smallest bet (RR No-Limit rules).
- Reopening, everywhere: a player who has acted may raise again only when a full bet or raise
  has been made since, or when the total he now faces over what he last matched is one (half
  a bet in fixed limit), however many short all-ins made it up. A bring-in, or a call of it,
  matched no full bet: an all-in that counts as the completion reopens the betting for them.
- Table stakes: nobody puts in more than his stack; anybody may go all in for less; nobody
  bets or raises when no other player could put in another chip.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache

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

# The moves every act is offered and recorded as, read off their enum once: in Python 3.11
# reading a member off its class goes through the enum metaclass's __getattr__ hook, several
# times the cost of reading a module's global, and a round reads them dozens of times.
_FOLD, _CHECK, _CALL, _BET, _RAISE, _BRING_IN, _COMPLETE = (
    Move.FOLD, Move.CHECK, Move.CALL, Move.BET, Move.RAISE, Move.BRING_IN, Move.COMPLETE
)  # fmt: skip


class Table:
    """One round in progress: mutable, private to the betting package."""

    def __init__(
        self, stakes: Stakes, players: Sequence[Player], *, first: int, pot_before: int
    ) -> None:
        seats = len(players)
        self.stakes = stakes
        self.fixed_limit = stakes.structure == Structure.FIXED_LIMIT
        self.lifts_heads_up = stakes.heads_up_raises == HeadsUpRaises.UNLIMITED_WHEN_HEADS_UP
        """RR cash games: the cap lifts once the action is heads-up before it is reached."""
        self.players = tuple(players)
        self.stacks = [p.stack for p in players]
        """Each seat's chips as the round began: the most it can have in this round."""
        self.put = [0] * seats
        self.out = {i for i, p in enumerate(players) if not p.live}
        self.order = [(first + k) % seats for k in range(seats)]
        self.pot_before = pot_before
        self.aggressor: int | None = None
        """The last seat to make a full bet or raise this round, or the first bet however short
        (it shows first at a showdown after it); an all-in raise short of a full one is not."""
        self.current = 0
        """The bet to match."""
        self.level = 0
        """The last full bet or raise; a bring-in or short all-ins may stand above it."""
        self.full_size = 0
        """Fixed limit: the size of the last full bet or raise. Big-bet: the largest."""
        self.raises = 0
        self.acted: set[int] = set()
        """Seats that have acted since the last full bet or raise not made all in."""
        self.checked: set[int] = set()
        """Seats that have checked this round (where a check-raise is not allowed)."""
        self.matched = [0] * seats
        """The bet each seat faced when it last acted: none for the bring-in, a forced bet short
        of a full one, nor for a call of it (facing its completion, however it was made up,
        each may raise)."""
        self.bring_in_open = False
        self.last_seat: int | None = None
        self.forced_open = bool(stakes.bring_in)
        """Stud's third street before anyone acts: the first to act brings in or completes."""
        self.cap_lifted = False
        self._state: RoundState | None = None
        """:meth:`state`, made once per act: the hand engine reads it many times between acts."""
        if stakes.blinds:
            self._post_blinds(stakes)
        # Nobody has acted yet; a blind all in on his blind can bet no more, so he is not one
        # of the players the cap is counted for (RR: three or more who are not all in).
        if self._contenders() <= 2 and stakes.heads_up_raises != HeadsUpRaises.CAPPED:
            # S3: two players able to bet as the round begins; RR: heads up before the cap.
            self.cap_lifted = True
        self._next = self._turn_now()

    def _post_blinds(self, stakes: Stakes) -> None:
        """The blinds and straddles, posted live: the largest is the bet to call; the big blind
        is the round's bet, and a straddle plays as a bigger big blind (RR Button and Blind Use;
        TDA)."""
        for seat, blind in enumerate(stakes.blinds):
            if blind and seat not in self.out:
                self.put[seat] = min(blind, self.stacks[seat])
        levels = sorted({blind for blind in stakes.blinds if blind})
        self.current = self.level = levels[-1]
        # A straddle plays as the big blind: a raise adds at least the largest blind in big-bet
        # games; in fixed limit each straddle is a raise toward the cap.
        if self.fixed_limit:
            self.full_size = stakes.bet
        elif stakes.straddle_increment and len(levels) > 1:
            self.full_size = max(stakes.bet, levels[-1] - levels[-2])
        else:
            self.full_size = max(stakes.bet, levels[-1])
        self.raises = sum(1 for level in levels if level > stakes.bet)

    # -- the state of play -----------------------------------------------------------------

    def left(self, seat: int) -> int:
        """Chips the seat has behind."""
        return self.stacks[seat] - self.put[seat]

    def _contenders(self) -> int:
        """Live players who can still put in chips."""
        out, stacks, put = self.out, self.stacks, self.put
        return sum(1 for s in self.order if s not in out and stacks[s] > put[s])

    def _others_can_bet(self, seat: int) -> bool:
        """Whether a live player other than ``seat`` can still put in chips."""
        out, stacks, put = self.out, self.stacks, self.put
        # A loop, not any() over a generator (which costs a frame and a resume a seat): this is
        # asked after most acts.
        for s in self.order:  # noqa: SIM110
            if s != seat and stacks[s] > put[s] and s not in out:
                return True
        return False

    def _next_seat(self) -> int | None:
        """The next seat to act, or None when the round is over."""
        out, put, stacks, seats = self.out, self.put, self.stacks, len(self.order)
        if seats - len(out) <= 1:
            return None  # everybody else has folded
        after = self.order[0] if self.last_seat is None else self.last_seat + 1
        for k in range(after, after + seats):  # clockwise from the last to act
            seat = k % seats
            if seat in out or put[seat] == stacks[seat]:
                continue  # folded, or all in
            owes = put[seat] < self.current
            if owes or seat not in self.acted:
                if (
                    not self.forced_open
                    and not self._others_can_bet(seat)
                    and (not owes or put[seat] >= self._most_put_by_others(seat))
                ):
                    # Everybody else is all in, and he has put in as much as any of them:
                    # nobody is left to bet against, and nothing more of his could be won
                    # (table stakes), not even the rest of a big blind posted short.
                    return None
                return seat
        return None

    def _most_put_by_others(self, seat: int) -> int:
        """The most a live player other than ``seat`` has put in this round."""
        out, put = self.out, self.put
        return max((put[s] for s in self.order if s != seat and s not in out), default=0)

    def state(self) -> RoundState:
        """Where the round stands."""
        if self._state is None:
            seat, legal, _ = self._next
            self._state = RoundState(
                next_seat=seat,
                legal=legal,
                complete=seat is None,
                put_in=tuple(self.put),
                pot=self.pot_before + sum(self.put),
                current_bet=self.current,
                raises=self.raises,
                folded=tuple(sorted(self.out)),
                all_in=tuple(s for s in self.order if s not in self.out and self.left(s) == 0),
                rules=self.rules(),
            )
        return self._state

    def current_bet(self) -> int:
        """The bet to match: :attr:`RoundState.current_bet` without the whole state."""
        return self.current

    def next_seat(self) -> int | None:
        """The seat to act: :attr:`RoundState.next_seat` without the whole state."""
        return self._next[0]

    def legal(self) -> tuple[Legal, ...]:
        """The moves open to the seat to act: :attr:`RoundState.legal` without the whole state."""
        return self._next[1]

    def raise_count(self) -> int:
        """Full raises so far: :attr:`RoundState.raises` without the whole state."""
        return self.raises

    def complete(self) -> bool:
        """Whether the round is over: :attr:`RoundState.complete` without the whole state."""
        return self._next[0] is None

    def rules(self) -> tuple[str, ...]:
        """The rules that shaped the legal moves now: :attr:`RoundState.rules`."""
        seat, _, blocked = self._next
        return self._shaping(seat, blocked) if seat is not None else ()

    def _turn_now(self) -> tuple[int | None, tuple[Legal, ...], str | None]:
        """The seat to act, its legal moves and what keeps it from raising: found as the round
        opens and after each act (:attr:`_next`), and read by everything after, so that each act
        costs the same."""
        seat = self._next_seat()
        legal, blocked = self._offer(seat) if seat is not None else ([], None)
        return (seat, tuple(legal), blocked)

    # -- what is legal ---------------------------------------------------------------------

    def _offer(self, seat: int) -> tuple[list[Legal], str | None]:
        """Every move open to ``seat``, with its exact amounts; and the rule that keeps it from
        betting or raising, if one does."""
        stakes, put = self.stakes, self.put[seat]
        everything = self.stacks[seat]
        if self.forced_open:
            # The first to act on third street must bring in, or open for a full bet: in fixed
            # limit he completes it; in pot and no limit he bets as much as the pot or his stack
            # allows (RR: completing is a limit wager only).
            bring_in, full = min(stakes.bring_in or 0, everything), min(stakes.bet, everything)
            forced = _legal(_BRING_IN, bring_in, bring_in, bring_in == everything)
            if bring_in == everything:
                return [forced], None  # all in for the bring-in: there is nothing to open with
            opening = (
                [_legal(_COMPLETE, full, full, full == everything)]
                if self.fixed_limit
                else self._big_bet_raises(seat, everything)
            )
            return [forced, *opening], None
        moves = [_legal(_FOLD, put, put)]
        if self.current <= put:
            moves.append(_legal(_CHECK, put, put))
        else:
            to = min(self.current, everything)
            moves.append(_legal(_CALL, to, to, to == everything))
        if everything <= self.current:
            return moves, None
        blocked = self._no_raise(seat)
        if blocked is not None:
            return moves, blocked
        if self.fixed_limit:
            raises = self._fixed_raises(everything)
        else:
            raises = self._big_bet_raises(seat, everything)
        if self.current == 0 and stakes.openers_required and self.players[seat].has_openers is None:
            raises = [replace(m, requires_openers=True) for m in raises]  # a hidden hand
        return moves + raises, None

    def _fixed_raises(self, everything: int) -> list[Legal]:
        """Fixed limit: one entry per allowed size, or all in for less."""
        if self.current == 0:
            move, base = _BET, 0
        elif self.current > self.level:
            move, base = _COMPLETE, self.level  # a bring-in or a short all-in
        else:
            move, base = _RAISE, self.current
        moves = []
        for size in self._sizes():
            to = base + size
            if to >= everything:
                moves.append(_legal(move, everything, everything, True))
                break
            moves.append(_legal(move, to, to))
        return moves

    def _big_bet_raises(self, seat: int, everything: int) -> list[Legal]:
        """Pot and no limit: one range, from the smallest full bet or raise up."""
        stakes = self.stakes
        if self.bring_in_open:
            # RR No-Limit rules 2 and 4: a bring-in is raised to at least the smallest bet, not
            # completed (completing is a limit wager only); over an all-in for more than the
            # bring-in but less than a bet, by at least a bet, as over any short bet.
            bring_in = stakes.bring_in or 0
            low = stakes.bet if self.current <= bring_in else self.current + stakes.bet
        else:
            low = self.current + max(stakes.bet, self.full_size)
        if stakes.structure == Structure.NO_LIMIT:
            high = everything
        else:  # call first, then raise by the whole pot as it then stands
            pot = self.pot_before + sum(self.put) + (self.current - self.put[seat])
            high = max(low, self.current + pot)
        move = _BET if self.current == 0 else _RAISE
        if everything <= low:
            return [_legal(move, everything, everything, True)]
        top = min(high, everything)
        return [_legal(move, low, top, top == everything)]

    def _sizes(self) -> list[int]:
        """Fixed limit: the sizes a bet, raise or completion may add to the last full level."""
        stakes = self.stakes
        if not stakes.big_bet:
            return [stakes.bet]  # one size, whatever came before
        sizes = [stakes.bet, stakes.big_bet]
        if self.level > 0 and stakes.raise_at_least_last:
            # S3: after a big bet only big raises, when each raise is at least the last.
            sizes = [s for s in sizes if s >= self.full_size] or [max(sizes)]
        return sorted(set(sizes))

    def _no_raise(self, seat: int) -> str | None:
        """The rule that keeps ``seat`` from betting or raising now, if any."""
        stakes = self.stakes
        out, stacks, current = self.out, self.stacks, self.current
        for s in self.order:  # somebody else who could answer a bet or raise
            if s != seat and stacks[s] > current and s not in out:
                break
        else:
            return "betting.nobody-to-answer"
        if self.current == 0:
            if stakes.openers_required and self.players[seat].has_openers is False:
                return "jacks.openers"  # without openers, only check or fold until someone opens
            return None
        if self._capped():
            return "betting.cap"
        if not stakes.check_raise and seat in self.checked:
            return "betting.check"  # RR limit ace-to-five lowball: no check-raise
        if seat in self.acted and not self._reopened(seat):
            return "betting.reopen"
        return None

    def _capped(self) -> bool:
        limit = self.stakes.max_raises
        return (
            self.fixed_limit and limit is not None and self.raises >= limit and not self.cap_lifted
        )

    def _reopened(self, seat: int) -> bool:
        """Whether the total ``seat`` now faces over what it last matched is a full raise
        (RR: several short all-ins together reopen the betting once they make one)."""
        faced = self.current - self.matched[seat]
        if self.fixed_limit:
            return 2 * faced >= self._sizes()[0]  # half a bet counts as a full one
        return faced >= max(self.stakes.bet, self.full_size)

    def _shaping(self, seat: int, blocked: str | None) -> tuple[str, ...]:
        """The rules that shaped ``seat``'s legal moves, beyond the basic ones."""
        rules = []
        if self.forced_open or self.bring_in_open:
            rules.append("betting.bring-in")
        elif self.fixed_limit and self.current > self.level:
            rules.append("betting.short-all-in")
        if self.current > self.stacks[seat]:
            rules.append("betting.table-stakes")
        if blocked is not None:
            rules.append(blocked)
        return tuple(rules)

    # -- taking an act ---------------------------------------------------------------------

    def take(self, act: Act) -> None:
        """Record ``act``, or refuse it with the rule it breaks (recording nothing)."""
        seat, legal, _ = self._next
        if seat is None:
            raise RuleViolation("betting.round-over", "the betting round is already over")
        if act.seat != seat:
            raise RuleViolation(
                "betting.turn", f"it is seat {seat}'s turn to act, not seat {act.seat}'s"
            )
        same = [m for m in legal if m.move == act.move]
        if not same:
            raise RuleViolation(
                self._why_not(seat, act.move),
                f"seat {seat} may {_choices(legal)} here, not {_name(act.move)}",
            )
        if act.move in AMOUNT_MOVES:
            to = act.to
            if to is None or not any(m.min_to <= to <= m.max_to for m in same):
                named = "names no total" if to is None else f"goes to {to}"
                raise RuleViolation(
                    "betting.amount",
                    f"a {_name(act.move)} by seat {seat} here goes to {_amounts(same)}; "
                    f"this one {named}",
                )
            self._record(seat, act.move, to)
            return
        made = same[0].min_to
        if act.to is not None and act.to != made:
            raise RuleViolation(
                "betting.exact-amount",
                f"a {_name(act.move)} by seat {seat} here makes his total {made}"
                f"{' (all in)' if same[0].all_in else ''}, not {act.to}",
            )
        self._record(seat, act.move, made)

    def _why_not(self, seat: int, move: Move) -> str:
        """The rule that forbids ``move`` to ``seat`` now."""
        if self.forced_open or move == _BRING_IN:
            return "betting.bring-in"
        if move == _CHECK:
            return "betting.check"
        if move in (_BET, _RAISE, _COMPLETE):
            if self.stacks[seat] <= self.current:
                return "betting.table-stakes"
            blocked = self._no_raise(seat)
            if blocked is not None:
                return blocked
            if self.bring_in_open and move != _BET:
                return "betting.bring-in"  # nobody raises until someone has completed
            if move == _RAISE and self.current > self.level:
                return "betting.short-all-in"  # a short all-in is completed, not raised
        return "betting.move"

    def _record(self, seat: int, move: Move, to: int) -> None:
        self._state = None
        self.last_seat, self.forced_open = seat, False
        if move == _FOLD:
            self.out.add(seat)
        elif move in (_CHECK, _CALL):
            self.put[seat] = to
            self.acted.add(seat)
            # A call of the bring-in alone matched no full bet: facing its completion, however
            # made up, he may raise, as the bring-in may.
            self.matched[seat] = 0 if self.bring_in_open else self.current
            if move == _CHECK:
                self.checked.add(seat)
        elif move == _BRING_IN:
            self.put[seat] = self.current = to
            self.bring_in_open = True
            self.acted = {seat}
        else:
            self.put[seat] = to
            all_in = self.left(seat) == 0
            if self._full(to, all_in=all_in) or self.current == 0:
                self.aggressor = seat  # a full bet or raise, or the round's first bet
            if self._full(to, all_in=all_in):
                old = self.level
                if self.fixed_limit:
                    self.full_size = to - old
                else:
                    self.full_size = max(self.full_size, to - self.current)
                if old > 0:  # a bet, or a completion of a bring-in, is no raise
                    self.raises += 1
                self.level = to
                self.bring_in_open = False
                # All in, even for a full raise, it reopens the betting seat by seat (_reopened).
                self.acted = (self.acted | {seat}) if all_in else {seat}
            else:
                self.acted.add(seat)
            self.current = self.matched[seat] = to
        if self.lifts_heads_up and not self._capped() and self._contenders() <= 2:
            self.cap_lifted = True  # RR: heads up before the raising is capped
        self._next = self._turn_now()

    def _full(self, to: int, *, all_in: bool) -> bool:
        """Whether a bet, raise or completion to ``to`` is a full one (before it is recorded)."""
        if not all_in:
            return True  # every legal amount short of all in is a full bet, raise or completion
        if self.fixed_limit:
            # RR: an all-in of half a bet or more over the last full bet counts as a full one.
            return 2 * (to - self.level) >= self._sizes()[0]
        if self.bring_in_open:
            return to >= self.stakes.bet
        return to - self.current >= max(self.stakes.bet, self.full_size)


@lru_cache(maxsize=4096)
def _legal(move: Move, min_to: int, max_to: int, all_in: bool = False, /) -> Legal:
    """A legal move, made once for each move and amounts: the same few recur act after act, and
    looking one up costs a fraction of making the frozen value again (by position: a cache looks
    up keyword arguments more slowly)."""
    return Legal(move=move, min_to=min_to, max_to=max_to, all_in=all_in)


def _name(move: Move) -> str:
    return move.value.replace("_", " ")


def _amounts(moves: Sequence[Legal]) -> str:
    def one(m: Legal) -> str:
        span = str(m.min_to) if m.min_to == m.max_to else f"{m.min_to} to {m.max_to}"
        return span + (" (all in)" if m.all_in else "")

    spans = [one(m) for m in moves]
    return spans[0] if len(spans) == 1 else ", ".join(spans[:-1]) + " or " + spans[-1]


def _choices(moves: Sequence[Legal]) -> str:
    """The legal moves in words: "fold, call 20 or complete to 40"."""
    words: list[str] = []
    for move in dict.fromkeys(m.move for m in moves):
        same = [m for m in moves if m.move == move]
        if move in (_FOLD, _CHECK):
            words.append(_name(move))
        elif move == _CALL:
            words.append(f"call {_amounts(same)}")
        else:
            words.append(f"{_name(move)} to {_amounts(same)}")
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]
