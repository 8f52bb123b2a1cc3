"""The showdown: each seat whose unseen cards the pots need shows all his down cards, in the
order dealt (RULES.md §0; RR The Showdown). What a game adds (the opener's discards, a dummy
hand, cards that were to be given up) is its :class:`ShowCompanion`'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, Protocol

from service.rules.cards import HiddenCard, SeenOrHidden
from service.rules.errors import RuleViolation
from service.rules.games.event_fields import seat_of
from service.rules.games.events import Event, EventType, NextEvent, Phase

if TYPE_CHECKING:
    from collections.abc import Sequence

    from service.rules.games.engine import Engine

_TAKES: Final = frozenset({EventType.SHOW})
_OR_MUCK: Final = frozenset({EventType.SHOW, EventType.FOLD})
"""The plain showdown: a seat shows, or mucks (a fold) and gives up his claim."""


class ShowCompanion(Protocol):
    """What a game adds to the showdown."""

    @property
    def showdown_events(self) -> frozenset[EventType]:
        """Events the showdown takes besides ``show``."""

    def to_show(self, hand: Engine) -> list[int]:
        """Seats whose unseen cards the showdown needs."""

    def hidden(self, hand: Engine, seat: int) -> bool:
        """Whether the seat still has something unseen to show."""

    def shown(self, hand: Engine, event: Event, index: int) -> None:
        """After a seat's ``show``: what else it had to show, checked."""

    def take_at_showdown(self, hand: Engine, event: Event, index: int) -> None:
        """Take one of :attr:`showdown_events`."""

    def showdown_done(self, hand: Engine) -> bool:
        """Whether what the game adds is shown too."""

    def showdown_next_events(self, hand: Engine, events: list[NextEvent]) -> list[NextEvent]:
        """The showdown's next events, as the game adds to them."""

    def why_not_muck(self, hand: Engine, seat: int) -> str | None:
        """Why the seat may not throw his hand away unshown, or None if he may (RR The
        Showdown: any player may, unless the game needs his cards)."""


class Show:
    """Every seat the pots need shows its down cards."""

    phase = Phase.SHOW
    street = None
    changes_its_seat_only = False  # its events may touch any seat (kinds.Step)

    def __init__(
        self,
        companion: ShowCompanion | None = None,
        *,
        every_hand: bool = False,
        face_up_all_in: bool = False,
    ) -> None:
        self.companion = companion
        self.every_hand = every_hand
        """House option known_hands_show: a hand whose cards were all sent still shows or mucks
        in turn (a game with a companion decides its own showdown)."""
        self.face_up_all_in = face_up_all_in
        """House option face_up_all_in: a showdown with a player all in tables every hand still
        in, none thrown away (TDA)."""
        self.takes = _OR_MUCK if companion is None else _OR_MUCK | companion.showdown_events
        self.shown: set[int] = set()
        """The seats that have shown: a hand shown speaks for itself (cards speak), so it is
        neither shown again nor thrown away."""

    def start(self, hand: Engine) -> None:
        self.shown = set()
        hand.cite("games.show")
        if self._face_up(hand):
            hand.cite("games.face-up-all-in")
        hand.cite("showdown.order")  # the order its next events list the shows in

    def to_show(self, hand: Engine) -> list[int]:
        return hand.deciding() if self.companion is None else self.companion.to_show(hand)

    def hidden(self, hand: Engine, seat: int) -> bool:
        """Whether the seat has still to show (or muck) before the pots are ruled."""
        if self.companion is None:
            return seat not in self.shown if self.every_hand else hand.hidden(seat)
        return self.companion.hidden(hand, seat)

    def apply(self, hand: Engine, event: Event, index: int) -> None:
        if event.type == EventType.FOLD:
            self._muck(hand, seat_of(event))
            return
        if event.type != EventType.SHOW:
            assert self.companion is not None
            self.companion.take_at_showdown(hand, event, index)
            return
        seat = seat_of(event)
        held = hand.down[seat]
        if hand.unknown_up[seat]:
            raise RuleViolation(
                "games.show",
                f"seat {seat} was dealt an up card nobody recorded: his hand cannot be ruled "
                "(he may muck it)",
                at=(("seat",),),
            )
        if seat in self.shown:
            raise RuleViolation("games.show", f"seat {seat} has shown already", at=(("seat",),))
        if seat not in self.to_show(hand):
            why = "has folded" if hand.folded[seat] else "does not need to show"
            raise RuleViolation("games.show", f"seat {seat} {why}", at=(("seat",),))
        if event.discards and self.companion is None:
            raise RuleViolation(
                "games.show",
                f"seat {seat} shows his down cards alone: discards are shown only by Jacks or "
                "Better's opener, to prove his openers",
                at=(("discards",),),
            )
        if len(event.down) != len(held):
            raise RuleViolation(
                "games.show", f"seat {seat} shows {_all_held(held)}", at=(("down",),)
            )
        for k, (was, shown) in enumerate(zip(held, event.down, strict=True)):
            if not isinstance(was, HiddenCard) and was != shown:
                raise RuleViolation(
                    "games.show",
                    f"seat {seat}'s down card {k + 1} was seen as {was}, not {shown}",
                    at=(("down", k),),
                )
        newly = [
            (("events", index, "down", k), shown)
            for k, (was, shown) in enumerate(zip(held, event.down, strict=True))
            if isinstance(was, HiddenCard)
        ]
        hand.see(newly)
        hand.down[seat] = list(event.down)
        if not hand.hidden(seat):
            # Shown whole, it speaks for itself; a card left unseen (``??``) is still to show.
            self.shown.add(seat)
        if self.companion is not None:
            self.companion.shown(hand, event, index)

    def _muck(self, hand: Engine, seat: int) -> None:
        """RR The Showdown: a hand thrown away unshown gives up its claim to the pots; a hand
        shown speaks for itself (cards speak) and is not thrown away after."""
        if seat in self.shown:
            raise RuleViolation(
                "games.muck",
                f"seat {seat} has shown his hand: a hand shown speaks for itself, and is not "
                "thrown away after",
                at=(("seat",),),
            )
        if seat not in self.to_show(hand):
            why = "has folded" if hand.folded[seat] else "has no hand that decides a pot"
            raise RuleViolation("games.muck", f"seat {seat} {why}", at=(("seat",),))
        if self._face_up(hand):
            raise RuleViolation(
                "games.face-up-all-in",
                f"seat {seat} may not throw his hand away: a player is all in and the betting is "
                "over, so every hand still in is turned face up (option face_up_all_in)",
                at=(("seat",),),
            )
        refused = None if self.companion is None else self.companion.why_not_muck(hand, seat)
        if refused is not None:
            raise RuleViolation("games.muck", f"seat {seat} {refused}", at=(("seat",),))
        hand.folded[seat] = True
        hand.mucked.append(seat)
        hand.cite("games.muck")

    def _face_up(self, hand: Engine) -> bool:
        """Whether every hand still in is tabled, none thrown away: a player still in is all in
        (option face_up_all_in)."""
        if not self.face_up_all_in:
            return False
        stacks, folded = hand.stacks, hand.folded
        return any(not stacks[seat] and not folded[seat] for seat in range(hand.seats))

    def done(self, hand: Engine) -> bool:
        shown = not any(self.hidden(hand, seat) for seat in self.to_show(hand))
        return shown and (self.companion is None or self.companion.showdown_done(hand))

    def end(self, hand: Engine) -> None:
        pass

    def to_act(self, hand: Engine) -> int | None:
        return None

    def next_events(self, hand: Engine) -> list[NextEvent]:
        deciding = showing_order(hand, self.to_show(hand))
        events = [
            NextEvent(type=EventType.SHOW, seat=s, down_count=len(hand.down[s]))
            for s in deciding
            if self.hidden(hand, s)
        ]
        if events and not self._face_up(hand):
            # Any seat whose hand decides a pot may muck it instead, even one whose cards are
            # all known (RR The Showdown), unless the game needs his cards; not one that has
            # shown them (cards speak).
            companion, shown = self.companion, self.shown
            events += [
                NextEvent(type=EventType.FOLD, seat=s)
                for s in deciding
                if s not in shown and (companion is None or companion.why_not_muck(hand, s) is None)
            ]
        return (
            events if self.companion is None else self.companion.showdown_next_events(hand, events)
        )


def showing_order(hand: Engine, seats: list[int]) -> list[int]:
    """``seats`` in the order they show (RR The Showdown, rule 7; TDA Rule 17): clockwise from
    the seat that shows first, a side pot's players before anyone all in for less (the most
    in first). Chips paid rather than bet (a wild card's payment, an exchange's fee) do not
    put a player in a side pot: only being all in for less takes him out of one."""
    first, count, contributed, stacks = hand.shows_first, hand.seats, hand.contributed, hand.stacks
    top = max((contributed[s] for s in seats), default=0)

    def order(seat: int) -> tuple[int, int, int]:
        short = stacks[seat] == 0 and contributed[seat] < top
        distance = (seat - first) % count
        return (1, -contributed[seat], distance) if short else (0, 0, distance)

    return sorted(seats, key=order)


def _all_held(held: Sequence[SeenOrHidden]) -> str:
    """What a show must name: every down card, each one seen in its place.

    >>> from service.rules.cards import HIDDEN, parse_card
    >>> _all_held([HIDDEN, HIDDEN])
    'all 2 of his down cards (none seen yet: in any order)'
    >>> _all_held([parse_card("Kd"), HIDDEN, parse_card("7c")])
    'all 3 of his down cards as his hand holds them, Kd ?? 7c, each ?? named'
    """
    if all(isinstance(card, HiddenCard) for card in held):
        return f"all {len(held)} of his down cards (none seen yet: in any order)"
    cards = " ".join(map(str, held))
    return f"all {len(held)} of his down cards as his hand holds them, {cards}, each ?? named"
