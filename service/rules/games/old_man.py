"""Old Man's own steps (RULES.md §5; S4).

Antes; three down and two up to each player, a centre card and the old man's six face down.
Each player turns one down card up and passes another face up to the player on his right. From
the best hand showing each player stays in (one ante) or folds; the centre card is turned, wild
with its whole rank for every hand, the old man's included; one more down card; from the best
hand showing each stays in (two antes) or folds. Declarations (high, low, both), then go or
stop, both said at once; the goes and the old man show, and the pot is settled by matching
(:mod:`service.rules.pots.matching`). A hand played for a matched pot costs no antes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import ClassVar, Final

from service.rules.betting.streets import best_showing_seat
from service.rules.cards import HIDDEN, Card, SeenOrHidden
from service.rules.errors import Location, RuleViolation
from service.rules.games.catalog import Street
from service.rules.games.engine import Handler, missing, seat_of
from service.rules.games.events import (
    Event,
    EventType,
    HandPart,
    NextEvent,
    Phase,
    SeatPart,
)
from service.rules.games.hand import Hand, Step
from service.rules.games.house_rules import MatchedPotAntes, OldManRules
from service.rules.games.table import Plan
from service.rules.pots.matching import Declarer, MatchRule, MatchSettlement, settle_matching
from service.rules.pots.shares import Declaration
from service.rules.pots.showdown import Showdown
from service.rules.ranking import Evaluation, RankingSystem, evaluate_hand
from service.rules.ranking.wild import WildRule

OLD_MAN_CARDS: Final = 6
_HIGH: Final = (Declaration.HIGH, Declaration.BOTH)
_LOW: Final = (Declaration.LOW, Declaration.BOTH)


@dataclass(frozen=True, kw_only=True, slots=True)
class GoOrStop(SeatPart):
    """A seat at Old Man."""

    going: bool | None
    """Go (True) or stop (False), once said."""


@dataclass(frozen=True, kw_only=True, slots=True)
class OldManResult(HandPart):
    """Old Man: the dummy hand, and once the hand is over its values and the matching."""

    cards: tuple[SeenOrHidden, ...]
    """Unseen (``??``) until turned up at the end."""
    high: Evaluation | None
    low: Evaluation | None
    matching: MatchSettlement | None


class OldManHand(Hand):
    """A hand of Old Man."""

    EXPECTED: ClassVar[Mapping[Phase, frozenset[EventType]]] = {
        **Hand.EXPECTED,
        Phase.EXPOSE: frozenset({EventType.EXPOSE}),
        Phase.STAY: frozenset({EventType.STAY, EventType.FOLD}),
        Phase.REVEAL: frozenset({EventType.REVEAL}),
        Phase.GO: frozenset({EventType.GO, EventType.STOP}),
        Phase.SHOW: frozenset({EventType.SHOW, EventType.OLD_MAN}),
    }

    def __init__(self, plan: Plan) -> None:
        super().__init__(plan)
        self.old_man: list[SeenOrHidden] = [HIDDEN] * OLD_MAN_CARDS
        self.old_man_shown = False
        self.centre: Card | None = None
        self.going: list[bool | None] = [None] * self.seats
        self.stay_order: list[int] = []
        self.outcome: OldManResult | None = None
        if plan.setup.carried:
            self.rules["oldman.matched-pot"] = None

    @staticmethod
    def steps_of(plan: Plan) -> tuple[Step, ...]:
        """Antes (none for a matched pot); the deal, the exposing and passing, the first stay;
        the centre card, the last card, the second stay; declarations; go or stop; the show."""
        first, last = plan.streets
        steps = [Step(phase=Phase.ANTE)] if plan.setup.ante and not plan.setup.carried else []
        return (
            *steps,
            Step(phase=Phase.DEAL, street=first),
            Step(phase=Phase.EXPOSE, street=first),
            Step(phase=Phase.STAY, street=first),
            Step(phase=Phase.REVEAL, street=last),
            Step(phase=Phase.DEAL, street=last),
            Step(phase=Phase.STAY, street=last),
            Step(phase=Phase.DECLARE),
            Step(phase=Phase.GO),
            Step(phase=Phase.SHOW),
        )

    def handlers(self) -> dict[EventType, Handler]:
        """Old Man's own events; a fold is a decision not to stay, not a betting move."""
        return super().handlers() | {
            EventType.EXPOSE: self._expose,
            EventType.STAY: self._stay,
            EventType.FOLD: self._stay,
            EventType.REVEAL: self._reveal,
            EventType.GO: self._go,
            EventType.STOP: self._go,
            EventType.OLD_MAN: self._show_old_man,
        }

    # -- the procedure -------------------------------------------------------------------------

    def _start_deal(self, street: Street) -> None:
        if street.number == 1:
            self.cards_dealt += 1 + OLD_MAN_CARDS  # the centre card and the old man's hand
            self.rules["oldman.deal"] = None

    def _start_step(self) -> None:
        super()._start_step()
        if self.phase == Phase.EXPOSE:
            self.rules["oldman.expose-pass"] = None
        elif self.phase == Phase.STAY:
            self._order_stays()
        elif self.phase == Phase.GO:
            self.rules["oldman.go-stop"] = None

    def _order_stays(self) -> None:
        """From the best hand showing, clockwise (S4: the centre card counts, wild)."""
        wild = frozenset({self.centre.rank}) if self.centre else frozenset()
        showing = [
            [*self.up[s], *self.community] if not self.folded[s] else [] for s in range(self.seats)
        ]
        tie = self.plan.rules_of(OldManRules).showing_tie
        first = best_showing_seat(
            showing, low=False, dealer=self.plan.setup.dealer, tie=tie, wild=wild
        )
        order = [(first + k) % self.seats for k in range(self.seats)]
        self.stay_order = [s for s in order if not self.folded[s]]
        self.rules.update(dict.fromkeys(("oldman.stay", "betting.first-to-act")))

    def _step_done(self) -> bool:
        phase = self.phase
        if phase in (Phase.EXPOSE, Phase.GO):
            return all(seat in self.done for seat in self.live())
        if phase == Phase.STAY:
            return not self.stay_order
        if phase == Phase.REVEAL:
            return self.centre is not None
        if phase == Phase.SHOW:
            return super()._step_done() and (self.old_man_shown or not self.to_show())
        return super()._step_done()

    def _ends_early(self) -> bool:
        """A lone player still declares and goes or stops (S4); only nobody left ends it."""
        return not self.live()

    def _one_left(self) -> None:
        """Everyone folded: the pot stays for the next hand."""
        self._pass_to_next_deal(
            self.pot(), "everyone folded: the pot stays for the next hand", "oldman.unwon"
        )

    def stay_cost(self) -> int:
        """One ante to stay in after the deal, two after the last card; none for a matched
        pot unless option ``matched_pot_antes`` says otherwise."""
        street = self.street
        assert street is not None
        matched = self.plan.setup.carried > 0
        if matched and self.plan.rules_of(OldManRules).matched_pot_antes == MatchedPotAntes.NONE:
            return 0
        return street.number * self.plan.setup.ante

    def to_act(self) -> int | None:
        """Staying in is decided in turn."""
        if self.phase == Phase.STAY and self.stay_order:
            return self.stay_order[0]
        return super().to_act()

    def to_show(self) -> list[int]:
        """Only the goes show; a stop is out and shows nothing (S4)."""
        return [s for s in self.live() if self.going[s]]

    # -- events --------------------------------------------------------------------------------

    def _expose(self, event: Event, index: int) -> None:
        seat = seat_of(event)
        if seat in self.done:
            raise RuleViolation(
                "oldman.expose-pass", f"seat {seat} has already exposed and passed",
                at=(("seat",),),
            )  # fmt: skip
        newly: list[tuple[Location, SeenOrHidden]] = []
        for field, card in (("card", event.card), ("passed", event.passed)):
            if card is None:
                raise missing(event, field)
            if not isinstance(card, Card):
                raise RuleViolation(
                    "oldman.expose-pass",
                    "the card turned up and the card passed are both face up: name them",
                    at=((field,),),
                )
            if card in self.down[seat]:
                self.down[seat].remove(card)
            elif HIDDEN in self.down[seat]:
                self.down[seat].remove(HIDDEN)
                newly.append((("events", index, field), card))
            else:
                raise RuleViolation(
                    "oldman.expose-pass",
                    f"seat {seat} does not hold {card} face down",
                    at=((field,),),
                )
        self.see(newly)
        assert isinstance(event.card, Card)
        assert isinstance(event.passed, Card)
        self.up[seat].append(event.card)
        self.up[(seat - 1) % self.seats].append(event.passed)
        self.done.add(seat)

    def _stay(self, event: Event, _index: int) -> None:
        seat, turn = seat_of(event), self.stay_order[0]
        if seat != turn:
            raise RuleViolation(
                "oldman.stay",
                f"it is seat {turn}'s turn to stay in or fold, not seat {seat}'s",
                at=(("seat",),),
            )
        if event.type == EventType.FOLD:
            self.folded[seat] = True
        else:
            cost = self.stay_cost()
            if cost > self.stacks[seat]:
                raise RuleViolation(
                    "oldman.stay",
                    f"staying in costs {cost} and seat {seat} has {self.stacks[seat]}: he "
                    "may only fold",
                    at=(("type",),),
                )
            if event.amount != cost:
                raise RuleViolation(
                    "oldman.stay", f"staying in costs {cost}, not {event.amount}",
                    at=(("amount",),),
                )  # fmt: skip
            self.pay(seat, cost, "to stay in", "oldman.stay")
        self.stay_order.pop(0)

    def _reveal(self, event: Event, index: int) -> None:
        card = event.card
        if card is None:
            raise missing(event, "card")
        if not isinstance(card, Card):
            raise RuleViolation(
                "oldman.centre-wild", "the centre card is turned face up: name it",
                at=(("card",),),
            )  # fmt: skip
        self.see([(("events", index, "card"), card)])
        self.centre = card
        self.community = [card]
        self.rules["oldman.centre-wild"] = None

    def _go(self, event: Event, _index: int) -> None:
        seat = seat_of(event)
        if self.folded[seat] or seat in self.done:
            why = "has folded" if self.folded[seat] else "has already said go or stop"
            raise RuleViolation("oldman.go-stop", f"seat {seat} {why}", at=(("seat",),))
        self.going[seat] = event.type == EventType.GO
        self.done.add(seat)

    def _show_old_man(self, event: Event, index: int) -> None:
        if self.old_man_shown:
            raise RuleViolation(
                "oldman.beat-old-man", "the old man's hand is already turned up", at=(("type",),)
            )  # fmt: skip
        if len(event.down) != OLD_MAN_CARDS or not all(isinstance(c, Card) for c in event.down):
            raise RuleViolation(
                "oldman.beat-old-man",
                f"the old man's hand is all {OLD_MAN_CARDS} of his cards, turned up and named",
                at=(("down",),),
            )
        self.see([(("events", index, "down", k), c) for k, c in enumerate(event.down)])
        self.old_man = list(event.down)
        self.old_man_shown = True

    # -- the end -------------------------------------------------------------------------------

    def _finish(self) -> None:
        """Value the goes and the old man, and settle by matching (RULES.md §5)."""
        assert self.centre is not None
        seats = [
            OldManSeat(
                declaration=None if self.folded[s] else self.declarations[s],
                go=bool(self.going[s]),
                cards=tuple(c for c in (*self.down[s], *self.up[s]) if isinstance(c, Card)),
                stack=self.stacks[s],
            )
            for s in range(self.seats)
        ]
        old_man = tuple(c for c in self.old_man if isinstance(c, Card))
        self.result, self.outcome = settle_old_man(
            seats, self.centre, old_man, self.plan, self.contributed, dead=self.dead
        )
        self.rules.update(dict.fromkeys(("games.hand-over", *self.result.rules)))
        self.over = True

    # -- the state -----------------------------------------------------------------------------

    def seat_part(self, seat: int) -> GoOrStop:
        """Go or stop, once said."""
        return GoOrStop(going=self.going[seat])

    def hand_part(self) -> OldManResult:
        """The old man's hand and the matching, once settled; his unseen cards before."""
        return self.outcome or OldManResult(
            cards=tuple(self.old_man), high=None, low=None, matching=None
        )

    def next_events(self) -> list[NextEvent]:
        """Exposing and passing, staying in, the centre card, go or stop, the showdown."""
        phase = self.phase
        if phase == Phase.EXPOSE:
            return [NextEvent(type=EventType.EXPOSE, seat=s) for s in self.live()
                    if s not in self.done]  # fmt: skip
        if phase == Phase.STAY and self.stay_order:
            seat, cost = self.stay_order[0], self.stay_cost()
            events = [NextEvent(type=EventType.FOLD, seat=seat)]
            if cost <= self.stacks[seat]:
                events.insert(0, NextEvent(type=EventType.STAY, seat=seat, amount=cost))
            return events
        if phase == Phase.REVEAL:
            return [NextEvent(type=EventType.REVEAL, up=1)]
        if phase == Phase.GO:
            return [NextEvent(type=kind, seat=s) for s in self.live() if s not in self.done
                    for kind in (EventType.GO, EventType.STOP)]  # fmt: skip
        if phase == Phase.SHOW:
            events = super().next_events()
            if not self.old_man_shown:
                events.append(NextEvent(type=EventType.OLD_MAN, down=OLD_MAN_CARDS))
            return events
        return super().next_events()


@dataclass(frozen=True, kw_only=True, slots=True)
class OldManSeat:
    """A seat at Old Man's showdown."""

    declaration: Declaration | None
    """None: not in the hand any more."""
    go: bool = False
    cards: tuple[Card, ...] = ()
    """A go's six cards, down and up; the centre card is added."""
    stack: int
    """The chips he has behind, the pot apart: the most a losing go matches (table stakes)."""


def settle_old_man(
    seats: Sequence[OldManSeat],
    centre: Card,
    old_man: Sequence[Card],
    plan: Plan,
    contributions: Sequence[int],
    *,
    dead: int = 0,
) -> tuple[Showdown, OldManResult]:
    """Value each go's hand and the old man's with the centre card (its rank wild) and settle
    the pot by matching (RULES.md §5)."""
    game_wild = plan.showdown_game.wild or WildRule()
    wild = replace(game_wild, ranks=frozenset({centre.rank}))

    def value(cards: Sequence[Card], wanted: bool, system: RankingSystem) -> Evaluation | None:
        return evaluate_hand([*cards, centre], system, wild=wild) if wanted else None

    highs: list[Evaluation | None] = [None] * len(seats)
    lows: list[Evaluation | None] = [None] * len(seats)
    declarers = []
    for index, seat in enumerate(seats):
        if seat.declaration is None:
            continue
        if seat.go:
            highs[index] = value(seat.cards, seat.declaration in _HIGH, RankingSystem.HIGH)
            lows[index] = value(seat.cards, seat.declaration in _LOW, RankingSystem.ACE_TO_FIVE)
        high, low = highs[index], lows[index]
        declarers.append(
            Declarer(
                seat=index,
                declaration=seat.declaration,
                go=seat.go,
                high=high.value if high else None,
                low=low.value if low else None,
                stack=seat.stack,
            )
        )
    shown = bool(old_man)
    old_high = value(old_man, shown, RankingSystem.HIGH)
    old_low = value(old_man, shown, RankingSystem.ACE_TO_FIVE)
    settings = plan.rules_of(OldManRules)
    rule = MatchRule(
        dealer=plan.setup.dealer,
        seats=len(seats),
        old_man_high=old_high.value if old_high else None,
        old_man_low=old_low.value if old_low else None,
        old_man_tie=settings.old_man_tie,
        match_cap=settings.match_cap,
        last_hand=settings.last_hand,
    )
    folded = [seat.declaration is None for seat in seats]
    matching = settle_matching(contributions, folded, declarers, rule, dead=dead)
    evaluated = [e.rules for e in [*highs, *lows, old_high, old_low] if e]
    rules = ["cards.duplicate", *(r for group in evaluated for r in group), *matching.rules]
    showdown = Showdown(
        settlement=matching.settlement,
        highs=tuple(highs),
        lows=tuple(lows),
        rules=tuple(dict.fromkeys(rules)),
    )
    return showdown, OldManResult(
        cards=tuple(old_man), high=old_high, low=old_low, matching=matching
    )
