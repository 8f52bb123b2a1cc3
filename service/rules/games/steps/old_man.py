"""Old Man's own step kinds (RULES.md §5; S4): each player turns a down card up and passes another
to his right; stay in (antes) or fold, in turn from the best hand showing; the centre card turned,
wild with its whole rank; go or stop, said at once.

What these steps share with the game's declaration (the centre card, each seat's go or stop) is
the hand's :class:`Dummy`, made there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, Protocol

from service.rules.betting.streets import ShowingTie, best_showing_seat
from service.rules.cards import HIDDEN, Card, SeenOrHidden
from service.rules.errors import Location, RuleViolation
from service.rules.games.event_fields import missing, named_card, seat_of
from service.rules.games.events import Event, EventType, NextEvent, Phase
from service.rules.games.spec import Street
from service.rules.ranking.wild import WildRule

if TYPE_CHECKING:
    from service.rules.games.engine import Engine

_EXPOSE: Final = frozenset({EventType.EXPOSE})
_STAY: Final = frozenset({EventType.STAY, EventType.FOLD})
_CENTRE: Final = frozenset({EventType.REVEAL})
_GO: Final = frozenset({EventType.GO, EventType.STOP})


class Dummy(Protocol):
    """What Old Man's steps share: the centre card, and each seat's go or stop."""

    centre: Card | None
    going: list[bool | None]


class ExposeAndPass:
    """Each live player turns one down card up and passes another face up to his right."""

    phase = Phase.EXPOSE
    takes = _EXPOSE
    changes_its_seat_only = False  # its events may touch any seat (kinds.Step)

    def __init__(self, street: Street) -> None:
        self.street = street

    def start(self, hand: Engine) -> None:
        hand.cite("old_man.expose-pass")

    def apply(self, hand: Engine, event: Event, index: int) -> None:
        seat = seat_of(event)
        if seat in hand.done:
            raise RuleViolation(
                "old_man.expose-pass", f"seat {seat} has already exposed and passed",
                at=(("seat",),),
            )  # fmt: skip
        newly: list[tuple[Location, SeenOrHidden]] = []
        down = hand.down[seat]
        for field, given in (("card", event.card), ("passed", event.passed)):
            if given is None:
                raise missing(event, field)
            card = named_card(
                hand, given, index, (field,), rule="old_man.expose-pass",
                detail="the card turned up and the card passed are both face up: name them",
            )  # fmt: skip
            if card in down:
                down.remove(card)
            elif HIDDEN in down:
                down.remove(HIDDEN)
                newly.append((("events", index, field), card))
            else:
                raise RuleViolation(
                    "old_man.expose-pass",
                    f"seat {seat} does not hold {card} face down",
                    at=((field,),),
                )
        hand.see(newly)
        assert isinstance(event.card, Card)
        assert isinstance(event.passed, Card)
        hand.up[seat].append(event.card)
        hand.up[(seat - 1) % hand.seats].append(event.passed)
        hand.done.add(seat)

    def done(self, hand: Engine) -> bool:
        return all(seat in hand.done for seat in hand.live())

    def end(self, hand: Engine) -> None:
        pass

    def to_act(self, hand: Engine) -> int | None:
        return None

    def next_events(self, hand: Engine) -> list[NextEvent]:
        return [NextEvent(type=EventType.EXPOSE, seat=s) for s in hand.live()
                if s not in hand.done]  # fmt: skip


class Stay:
    """In turn from the best hand showing, each live player stays in for ``cost`` or folds."""

    phase = Phase.STAY
    takes = _STAY
    changes_its_seat_only = False  # its events may touch any seat (kinds.Step)

    def __init__(self, street: Street, dummy: Dummy, *, cost: int, tie: ShowingTie) -> None:
        self.street = street
        self.dummy = dummy
        self.cost = cost
        """One ante after the deal, two after the last card; none for a matched pot unless
        option ``matched_pot_antes`` says otherwise."""
        self.tie = tie
        self.order: list[int] = []

    def start(self, hand: Engine) -> None:
        """From the best hand showing, clockwise (S4: the centre card counts, wild)."""
        centre = self.dummy.centre
        wild = WildRule(ranks=frozenset({centre.rank})) if centre else None
        showing = [
            [*hand.up[s], *hand.community] if not hand.folded[s] else [] for s in range(hand.seats)
        ]
        first = best_showing_seat(
            showing, low=False, dealer=hand.plan.setup.dealer, tie=self.tie, wild=wild
        )
        self.order = hand.live_from(first)
        hand.cite("old_man.stay", "betting.first-to-act")

    def apply(self, hand: Engine, event: Event, _index: int) -> None:
        seat, turn = seat_of(event), self.order[0]
        if seat != turn:
            raise RuleViolation(
                "old_man.stay",
                f"it is seat {turn}'s turn to stay in or fold, not seat {seat}'s",
                at=(("seat",),),
            )
        if event.type == EventType.FOLD:
            hand.folded[seat] = True
        else:
            cost = self.cost
            if cost > hand.stacks[seat]:
                raise RuleViolation(
                    "old_man.stay",
                    f"staying in costs {cost} and seat {seat} has {hand.stacks[seat]}: he "
                    "may only fold",
                    at=(("type",),),
                )
            if event.amount != cost:
                raise RuleViolation(
                    "old_man.stay", f"staying in costs {cost}, not {event.amount}",
                    at=(("amount",),),
                )  # fmt: skip
            hand.pay(seat, cost, "to stay in", "old_man.stay")
        self.order.pop(0)

    def done(self, hand: Engine) -> bool:
        return not self.order

    def end(self, hand: Engine) -> None:
        pass

    def to_act(self, hand: Engine) -> int | None:
        return self.order[0] if self.order else None

    def next_events(self, hand: Engine) -> list[NextEvent]:
        if not self.order:
            return []
        seat = self.order[0]
        events = [NextEvent(type=EventType.FOLD, seat=seat)]
        if self.cost <= hand.stacks[seat]:
            events.insert(0, NextEvent(type=EventType.STAY, seat=seat, amount=self.cost))
        return events


class CentreCard:
    """The centre card turned up: every hand's, the old man's included, wild with its rank."""

    phase = Phase.REVEAL
    takes = _CENTRE
    changes_its_seat_only = False  # its events may touch any seat (kinds.Step)

    def __init__(self, street: Street, dummy: Dummy) -> None:
        self.street = street
        self.dummy = dummy

    def start(self, hand: Engine) -> None:
        pass

    def apply(self, hand: Engine, event: Event, index: int) -> None:
        card = event.card
        if card is None:
            raise missing(event, "card")
        card = named_card(
            hand, card, index, ("card",), rule="old_man.centre-wild",
            detail="the centre card is turned face up: name it",
        )  # fmt: skip
        hand.see([(("events", index, "card"), card)])
        self.dummy.centre = card
        hand.community = [card]
        hand.cite("old_man.centre-wild")

    def done(self, hand: Engine) -> bool:
        return self.dummy.centre is not None

    def end(self, hand: Engine) -> None:
        pass

    def to_act(self, hand: Engine) -> int | None:
        return None

    def next_events(self, hand: Engine) -> list[NextEvent]:
        return [NextEvent(type=EventType.REVEAL, remaining=1)]


class SayGoOrStop:
    """Every live player says go or stop, all at once."""

    phase = Phase.GO
    street = None
    takes = _GO
    changes_its_seat_only = False  # its events may touch any seat (kinds.Step)

    def __init__(self, dummy: Dummy) -> None:
        self.dummy = dummy

    def start(self, hand: Engine) -> None:
        hand.cite("old_man.go-stop")

    def apply(self, hand: Engine, event: Event, _index: int) -> None:
        seat = seat_of(event)
        if hand.folded[seat] or seat in hand.done:
            why = "has folded" if hand.folded[seat] else "has already said go or stop"
            raise RuleViolation("old_man.go-stop", f"seat {seat} {why}", at=(("seat",),))
        self.dummy.going[seat] = event.type == EventType.GO
        hand.done.add(seat)

    def done(self, hand: Engine) -> bool:
        return all(seat in hand.done for seat in hand.live())

    def end(self, hand: Engine) -> None:
        pass

    def to_act(self, hand: Engine) -> int | None:
        return None

    def next_events(self, hand: Engine) -> list[NextEvent]:
        return [NextEvent(type=kind, seat=s) for s in hand.live() if s not in hand.done
                for kind in (EventType.GO, EventType.STOP)]  # fmt: skip
