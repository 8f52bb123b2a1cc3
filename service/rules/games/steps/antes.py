"""Antes: each seat due antes before the deal (RULES.md §2, §4; S1, S3)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from service.rules.errors import RuleViolation
from service.rules.games.event_fields import seat_of
from service.rules.games.events import Event, EventType, NextEvent, Phase
from service.rules.games.steps.betting import blind_seats
from service.rules.games.table import big_blind

if TYPE_CHECKING:
    from service.rules.games.engine import Engine
    from service.rules.games.table import Plan

_TAKES: Final = frozenset({EventType.ANTE})


class Antes:
    """The antes of the seats due, each the table's ante or all a short stack has."""

    phase = Phase.ANTE
    street = None
    takes = _TAKES
    changes_its_seat_only = False  # its events may touch any seat (kinds.Step)

    def __init__(
        self, due: tuple[int, ...], *, for_table: bool = False, keep: int = 0, rule: str = ""
    ) -> None:
        self.due = due
        """The seats that ante in this deal."""
        self.for_table = for_table
        """S1: the dealer antes for everyone. His ante plays as dead money, so that it can
        never come back to him as an uncalled bet; it is still his contribution (RULES.md §2)."""
        self.rule = rule
        """A rule the antes are posted by besides ``games.ante`` (the big blind ante's)."""
        self.keep = keep
        """Chips a seat keeps back from the ante for the blind he posts next (TDA RP-11: a big
        blind who antes for the table posts his blind first)."""

    def start(self, hand: Engine) -> None:
        hand.cite("games.ante", *([self.rule] if self.rule else []))
        if self.keep:
            self.due = tuple(s for s in self.due if self._owed(hand, s))

    def _owed(self, hand: Engine, seat: int) -> int:
        return self.owed(hand.plan.setup.ante, hand.stacks[seat])

    def owed(self, ante: int, stack: int) -> int:
        """A seat's ante from ``stack``: the table's ``ante``, or all he has (less what he
        keeps for his blind)."""
        return min(ante, max(stack - self.keep, 0))

    def apply(self, hand: Engine, event: Event, _index: int) -> None:
        seat = seat_of(event)
        if seat in hand.done or seat not in self.due:
            why = "has already anted" if seat in hand.done else "does not ante in this deal"
            raise RuleViolation("games.ante", f"seat {seat} {why}", at=(("seat",),))
        due = self._owed(hand, seat)
        if event.amount != due:
            raise RuleViolation(
                "games.ante", f"seat {seat} antes {due}, not {event.amount}", at=(("amount",),)
            )
        hand.pay(seat, due, "ante", "games.ante")
        hand.antes[seat] += due
        hand.done.add(seat)
        if self.for_table:
            hand.contributed[seat] -= due
            hand.forfeit_chips(seat, due)
            hand.table_ante = due

    def done(self, hand: Engine) -> bool:
        return hand.done.issuperset(self.due)

    def end(self, hand: Engine) -> None:
        pass

    def to_act(self, hand: Engine) -> int | None:
        return None

    def next_events(self, hand: Engine) -> list[NextEvent]:
        return [
            NextEvent(type=EventType.ANTE, seat=s, amount=self._owed(hand, s),
                      all_in=hand.stacks[s] <= self._owed(hand, s))
            for s in self.due if s not in hand.done
        ]  # fmt: skip


def blind_game_antes(plan: Plan, *, by_big_blind: bool, blind_first: bool) -> list[Antes]:
    """The antes of a game played with blinds: everyone's, or the big blind's for the whole
    table, as dead money (TDA RP-11), his blind kept back first when ``blind_first``."""
    setup = plan.setup
    if not setup.ante:
        return []
    if not by_big_blind or not setup.blinds:
        return [Antes(tuple(range(len(setup.stacks))))]
    index, blind = big_blind(setup.blinds)
    seat = blind_seats(len(setup.stacks), setup.dealer, setup.blinds)[index]
    keep = blind if blind_first else 0
    return [Antes((seat,), for_table=True, keep=keep, rule="betting.big-blind-ante")]
