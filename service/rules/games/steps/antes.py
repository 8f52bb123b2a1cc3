"""Antes: each seat due antes before the deal (RULES.md §2, §4; S1, S3)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from service.rules.errors import RuleViolation
from service.rules.games.engine import seat_of
from service.rules.games.events import Event, EventType, NextEvent, Phase

if TYPE_CHECKING:
    from service.rules.games.engine import Engine

_TAKES: Final = frozenset({EventType.ANTE})


class Antes:
    """The antes of the seats due, each the table's ante or all a short stack has."""

    phase = Phase.ANTE
    street = None
    takes = _TAKES

    def __init__(self, due: tuple[int, ...], *, for_table: bool = False) -> None:
        self.due = due
        """The seats that ante in this deal."""
        self.for_table = for_table
        """S1: the dealer antes for everyone. His ante plays as dead money, so that it can
        never come back to him as an uncalled bet; it is still his contribution (RULES.md §2)."""

    def start(self, hand: Engine) -> None:
        hand.cite("games.ante")

    def apply(self, hand: Engine, event: Event, _index: int) -> None:
        seat = seat_of(event)
        if seat in hand.done or seat not in self.due:
            why = "has already anted" if seat in hand.done else "does not ante in this deal"
            raise RuleViolation("games.ante", f"seat {seat} {why}", at=(("seat",),))
        due = min(hand.plan.setup.ante, hand.stacks[seat])
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
        ante = hand.plan.setup.ante
        return [
            NextEvent(type=EventType.ANTE, seat=s, amount=min(ante, hand.stacks[s]),
                      all_in=hand.stacks[s] <= ante)
            for s in self.due if s not in hand.done
        ]  # fmt: skip
