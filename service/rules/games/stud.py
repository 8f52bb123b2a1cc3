"""The procedure of every stud game: replay a hand's events and say where it stands.

One engine plays the whole family (RULES.md §4; S3). The game's plan gives the steps: antes,
then for each street its deal and its betting round, exchanges where the game has them,
declarations in a declare game, and the showdown. Each event is checked against the step the
hand is in; the first illegal one is refused with the rule it breaks, at ``events.<i>``.
Betting rounds are the betting engine's (:mod:`service.rules.betting.round`); pots are settled by
the pot engine (:mod:`service.rules.pots.showdown`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from service.rules.betting.round import Act, Player, RoundState, Stakes, replay
from service.rules.betting.streets import stud_round
from service.rules.cards import JOKER, Card, HiddenCard, Joker, Rank, SeenOrHidden
from service.rules.decks import Deck
from service.rules.errors import Location, RuleViolation
from service.rules.games.catalog import Street
from service.rules.games.events import (
    BETTING_MOVES,
    Event,
    EventType,
    HandState,
    Payment,
    Phase,
)
from service.rules.games.options import flag, number
from service.rules.games.table import DECK_CARDS, Plan
from service.rules.games.view import hole_wild_ranks, state_of
from service.rules.pots.settle import contested
from service.rules.pots.shares import Declaration
from service.rules.pots.showdown import SeatAtShowdown, Showdown, showdown

_EXPECTED: dict[Phase, frozenset[EventType]] = {
    Phase.ANTE: frozenset({EventType.ANTE}),
    Phase.DEAL: frozenset({EventType.DEAL, EventType.COMMUNITY}),
    Phase.BET: frozenset(BETTING_MOVES),
    Phase.EXCHANGE: frozenset({EventType.EXCHANGE, EventType.STAND_PAT}),
    Phase.DECLARE: frozenset({EventType.DECLARE}),
    Phase.SHOW: frozenset({EventType.SHOW}),
}


@dataclass(frozen=True, kw_only=True, slots=True)
class Step:
    """One step of the procedure."""

    phase: Phase
    street: Street | None = None


def steps_of(plan: Plan) -> tuple[Step, ...]:
    """The game's procedure at this table, in order."""
    steps = [Step(phase=Phase.ANTE)] if plan.setup.ante else []
    for street in plan.streets:
        if street.down or street.up:
            steps.append(Step(phase=Phase.DEAL, street=street))
        steps.append(Step(phase=Phase.BET, street=street))
        if street.number in plan.game.exchanges_after:
            steps.append(Step(phase=Phase.EXCHANGE, street=street))
    if plan.game.declare:
        steps.append(Step(phase=Phase.DECLARE))
    steps.append(Step(phase=Phase.SHOW))
    return tuple(steps)


def replay_hand(plan: Plan, events: Sequence[Event]) -> HandState:
    """Replay ``events`` under ``plan``; the first illegal one is refused at ``events.<i>``."""
    hand = Hand(plan)
    for index, event in enumerate(events):
        try:
            hand.apply(event, index)
        except RuleViolation as violation:
            raise _at_event(violation, index) from None
    return state_of(hand)


def _at_event(violation: RuleViolation, index: int) -> RuleViolation:
    if any(at and at[0] in ("events", "centre") for at in violation.at):
        return violation  # already placed: a card seen twice names every place it was seen
    places = tuple(("events", index, *at) for at in violation.at) or (("events", index),)
    return RuleViolation(violation.rule, violation.detail, at=places)


class Hand:
    """A hand in progress; mutable while events are applied, read by :func:`state_of`."""

    def __init__(self, plan: Plan) -> None:
        self.plan = plan
        count = len(plan.setup.stacks)
        self.stacks = list(plan.setup.stacks)
        """Chips behind, before the current betting round."""
        self.contributed = [0] * count
        """Chips in the pot, before the current betting round."""
        self.down: list[list[SeenOrHidden]] = [[] for _ in range(count)]
        self.up: list[list[Card]] = [[] for _ in range(count)]
        self.folded = [False] * count
        self.declarations: list[Declaration | None] = [None] * count
        self.community: list[Card] = []
        self.payments: list[Payment] = []
        self.deck = Deck(jokers=1 if plan.game.centre_joker else 0)
        self.seen: list[tuple[Location, SeenOrHidden]] = (
            [(("centre",), JOKER)] if plan.game.centre_joker else []
        )
        self.cards_dealt = 0
        self.burns = 0
        self.rules: dict[str, None] = dict.fromkeys(("games.procedure", *plan.rules))
        self.steps = steps_of(plan)
        self.step = -1
        self.done: set[int] = set()
        self.community_due = False
        self.stakes: Stakes | None = None
        self.first = 0
        self.acts: list[Act] = []
        self.round: RoundState | None = None
        self.exchange_order: list[int] = []
        self.result: Showdown | None = None
        self.over = False
        self._advance()

    # -- where the hand stands ---------------------------------------------------------------

    @property
    def phase(self) -> Phase:
        """What the hand waits for."""
        return Phase.OVER if self.over else self.steps[self.step].phase

    @property
    def street(self) -> Street | None:
        """The street of the current step, if it has one."""
        return None if self.over else self.steps[self.step].street

    @property
    def seats(self) -> int:
        """How many seats are at the table."""
        return len(self.stacks)

    def live(self) -> list[int]:
        """Seats still in the hand."""
        return [s for s in range(self.seats) if not self.folded[s]]

    def in_round(self, seat: int) -> int:
        """Chips ``seat`` has put in during the current betting round."""
        return self.round.put_in[seat] if self.round is not None else 0

    def deciding(self) -> list[int]:
        """Live seats whose hands decide a pot."""
        return sorted(contested(self.contributed, self.folded))

    # -- the procedure -------------------------------------------------------------------------

    def _advance(self) -> None:
        while not self.over:
            if self.step >= 0 and not self._step_done():
                return
            if self.step >= 0:
                self._end_step()
            if self.over:
                return
            if len(self.live()) <= 1:
                self._finish()
                return
            self.step += 1
            self._start_step()

    def _step_done(self) -> bool:
        phase = self.phase
        if phase == Phase.ANTE:
            return len(self.done) == self.seats
        if phase == Phase.DEAL:
            if self.community_due:
                return len(self.community) == 1
            return all(seat in self.done for seat in self.live())
        if phase == Phase.BET:
            return self.round is not None and self.round.complete
        if phase == Phase.EXCHANGE:
            return not self.exchange_order
        if phase == Phase.DECLARE:
            return all(seat in self.done for seat in self.live())
        return all(
            not any(isinstance(c, HiddenCard) for c in self.down[seat]) for seat in self.deciding()
        )

    def _start_step(self) -> None:
        self.done = set()
        step = self.steps[self.step]
        if step.phase == Phase.ANTE:
            self.rules["stud.ante"] = None
        elif step.phase == Phase.DEAL and step.street is not None:
            self._start_deal(step.street)
        elif step.phase == Phase.BET and step.street is not None:
            self._start_round(step.street)
        elif step.phase == Phase.EXCHANGE:
            dealer = self.plan.setup.dealer
            order = [(dealer + 1 + k) % self.seats for k in range(self.seats)]
            self.exchange_order = [s for s in order if not self.folded[s]]
        elif step.phase == Phase.DECLARE:
            self.rules["stud.declare"] = None
        elif step.phase == Phase.SHOW:
            self.rules["stud.show"] = None

    def _start_deal(self, street: Street) -> None:
        """Deal individually, or one community card when the stub is short (RULES.md §4)."""
        burning = flag(self.plan.settings, "burn_cards")
        self.burns += burning
        per_seat = street.down + street.up
        needed = per_seat * len(self.live())
        if needed <= DECK_CARDS - self.cards_dealt - self.burns:
            return
        if burning and needed <= DECK_CARDS - self.cards_dealt:
            self.burns = 0  # the burns are gathered and shuffled with the stub
            self.rules["stud.burn-cards"] = None
            return
        if per_seat == 1:
            self.community_due = True
            self.rules["stud.community-card"] = None

    def _start_round(self, street: Street) -> None:
        live = [not f for f in self.folded]
        showing = [[*self.up[s], *self.community] for s in range(self.seats)]
        stud_street = self.plan.stud_street(street)
        self.first, self.stakes = stud_round(stud_street, showing, live, self.plan.setup.dealer)
        self.acts = []
        self.round = self._replay(self.acts)
        self.rules.update(dict.fromkeys(("betting.first-to-act", "betting.stud-limits")))

    def _replay(self, acts: list[Act]) -> RoundState:
        assert self.stakes is not None
        players = [Player(stack=self.stacks[s], live=not self.folded[s]) for s in range(self.seats)]
        return replay(
            self.stakes, players, first=self.first, acts=acts, pot_before=sum(self.contributed)
        )

    def _end_step(self) -> None:
        phase = self.phase
        if phase == Phase.BET and self.round is not None:
            for seat, put in enumerate(self.round.put_in):
                self.stacks[seat] -= put
                self.contributed[seat] += put
            for seat in self.round.folded:
                self.folded[seat] = True
            self.round = None
        elif phase == Phase.SHOW:
            self._finish()

    def _finish(self) -> None:
        plan = self.plan
        seats = []
        for seat in range(self.seats):
            cards = [*self.down[seat], *self.up[seat]]
            known = not self.folded[seat] and not any(isinstance(c, HiddenCard) for c in cards)
            high, low = hole_wild_ranks(self, seat) if plan.game.low_hole else (None, None)
            seats.append(
                SeatAtShowdown(
                    contributed=self.contributed[seat],
                    folded=self.folded[seat],
                    cards=tuple(c for c in cards if not isinstance(c, HiddenCard)) if known else (),
                    declaration=self.declarations[seat],
                    high_wild_ranks=frozenset({high}) if high else frozenset(),
                    low_wild_ranks=frozenset({low}) if low else frozenset(),
                )
            )
        board: list[Card | Joker] = [*self.community, *([JOKER] if plan.game.centre_joker else [])]
        self.result = showdown(seats, board, plan.showdown_game, plan.setup.dealer)
        self.rules.update(dict.fromkeys(("games.hand-over", *self.result.rules)))
        self.over = True

    # -- events --------------------------------------------------------------------------------

    def apply(self, event: Event, index: int) -> None:
        """Apply one event, or refuse it with the rule it breaks."""
        if self.over:
            raise RuleViolation("games.hand-over", "the hand is over: no more events")
        if event.type not in _EXPECTED[self.phase]:
            waiting = " or ".join(sorted(t.value for t in _EXPECTED[self.phase]))
            raise RuleViolation(
                "games.procedure",
                f"the hand is at its {self.phase.value} step and waits for {waiting}, "
                f"not {event.type.value}",
                at=(("type",),),
            )
        if event.type != EventType.COMMUNITY:
            self._check_seat(event)
        handler = {
            EventType.ANTE: self._ante,
            EventType.DEAL: self._deal,
            EventType.COMMUNITY: self._community,
            EventType.EXCHANGE: self._exchange,
            EventType.STAND_PAT: self._exchange,
            EventType.DECLARE: self._declare,
            EventType.SHOW: self._show,
        }.get(event.type, self._bet)
        handler(event, index)
        self._advance()

    def _check_seat(self, event: Event) -> None:
        if event.seat is None:
            raise _missing(event, "seat")
        if event.seat >= self.seats:
            raise RuleViolation(
                "games.players",
                f"there is no seat {event.seat} at this table of {self.seats}",
                at=(("seat",),),
            )

    def _ante(self, event: Event, _index: int) -> None:
        seat = _seat(event)
        if seat in self.done:
            raise RuleViolation("stud.ante", f"seat {seat} has already anted", at=(("seat",),))
        due = min(self.plan.setup.ante, self.stacks[seat])
        if event.amount != due:
            raise RuleViolation(
                "stud.ante", f"seat {seat} antes {due}, not {event.amount}", at=(("amount",),)
            )
        self._pay(seat, due, "ante", "stud.ante")
        self.done.add(seat)

    def _deal(self, event: Event, index: int) -> None:
        seat, street = _seat(event), self.street
        assert street is not None
        if self.folded[seat]:
            raise RuleViolation(
                "stud.dead-cards", f"seat {seat} has folded and is dealt no more cards",
                at=(("seat",),),
            )  # fmt: skip
        if self.community_due:
            raise RuleViolation(
                "stud.community-card",
                f"the stub cannot give {len(self.live())} players a card each: one community "
                "card is dealt instead",
                at=(("type",),),
            )
        if seat in self.done:
            raise RuleViolation(
                "stud.deal",
                f"seat {seat} already has its cards of {street.name}; it holds "
                f"{len(self.down[seat]) + len(self.up[seat])} cards and gets no more now",
                at=(("seat",),),
            )
        for name, given, wanted in (("down", event.down, street.down), ("up", event.up, street.up)):
            if len(given) != wanted:
                raise RuleViolation(
                    "stud.deal",
                    f"{street.name} deals each player {street.down} down and {street.up} up, "
                    f"not {len(given)} {name}",
                    at=((name,),),
                )
        self._see(
            [(("events", index, "down", k), c) for k, c in enumerate(event.down)]
            + [(("events", index, "up", k), c) for k, c in enumerate(event.up)]
        )
        # Past the duplicate check every up card is a natural card: no game deals a joker.
        up = [c for c in event.up if isinstance(c, Card)]
        self.down[seat].extend(event.down)
        self.up[seat].extend(up)
        self.cards_dealt += len(event.down) + len(event.up)
        self.done.add(seat)
        if self.plan.game.exposed_payments:
            self._pay_for_exposed(seat, up)

    def _pay_for_exposed(self, seat: int, up: Sequence[Card]) -> None:
        """The Man with the Axe: antes for each wild card and each seven dealt face up."""
        settings, ante, wild = self.plan.settings, self.plan.setup.ante, self.plan.game.wild
        for card in up:
            if wild is not None and wild.kind_of(card) == "wild":
                due, why = number(settings, "wild_card_payment") * ante, f"wild card {card} up"
            elif card.rank == Rank.SEVEN:
                due, why = number(settings, "seven_payment") * ante, f"seven {card} up"
            else:
                continue
            self._pay(seat, min(due, self.stacks[seat]), why, "stud.axe-payments")

    def _community(self, event: Event, index: int) -> None:
        if not self.community_due:
            raise RuleViolation(
                "stud.community-card",
                "there are cards enough for everyone: each live player is dealt his own",
                at=(("type",),),
            )
        if event.card is None:
            raise _missing(event, "card")
        if not isinstance(event.card, Card):
            raise RuleViolation(
                "stud.community-card",
                "the community card is dealt face up for everyone: name it",
                at=(("card",),),
            )
        self._see([(("events", index, "card"), event.card)])
        self.community.append(event.card)
        self.cards_dealt += 1

    def _bet(self, event: Event, _index: int) -> None:
        move = BETTING_MOVES[event.type]
        needs_to = event.type in (
            EventType.BRING_IN, EventType.COMPLETE, EventType.BET, EventType.RAISE
        )  # fmt: skip
        if needs_to and event.to is None:
            raise _missing(event, "to")
        act = Act(seat=_seat(event), move=move, to=event.to or 0)
        try:
            state = self._replay([*self.acts, act])
        except RuleViolation as violation:
            field = {"betting.turn": "seat", "betting.amount": "to"}.get(violation.rule)
            raise RuleViolation(
                violation.rule, violation.detail, at=((field,),) if field else ()
            ) from None
        self.acts.append(act)
        self.round = state

    def _exchange(self, event: Event, index: int) -> None:
        seat = _seat(event)
        turn = self.exchange_order[0]
        if seat != turn:
            raise RuleViolation(
                "stud.english-exchange",
                f"it is seat {turn}'s turn to exchange or stand pat, not seat {seat}'s",
                at=(("seat",),),
            )
        if event.type == EventType.EXCHANGE:
            self._swap(seat, event, index)
        self.exchange_order.pop(0)

    def _swap(self, seat: int, event: Event, index: int) -> None:
        if event.discard is None:
            raise _missing(event, "discard")
        if event.card is None:
            raise _missing(event, "card")
        fee = number(self.plan.settings, "exchange_fee")
        if fee > self.stacks[seat]:
            raise RuleViolation(
                "stud.english-fee",
                f"an exchange costs {fee} and seat {seat} has {self.stacks[seat]}: he may "
                "only stand pat",
                at=(("type",),),
            )
        if event.discard in self.up[seat]:
            if not isinstance(event.card, Card):
                raise RuleViolation(
                    "stud.english-exchange",
                    "an up card is exchanged for a new up card, which everyone sees",
                    at=(("card",),),
                )
            self.up[seat][self.up[seat].index(event.discard)] = event.card
        elif event.discard in self.down[seat]:
            self.down[seat][self.down[seat].index(event.discard)] = event.card
        else:
            raise RuleViolation(
                "stud.english-exchange",
                f"seat {seat} does not hold {event.discard}",
                at=(("discard",),),
            )
        self._see([(("events", index, "card"), event.card)])
        self.cards_dealt += 1
        if fee:
            self._pay(seat, fee, "exchange fee", "stud.english-fee")

    def _declare(self, event: Event, _index: int) -> None:
        seat = _seat(event)
        if self.folded[seat]:
            raise RuleViolation(
                "stud.declare", f"seat {seat} has folded", at=(("seat",),)
            )  # fmt: skip
        if seat in self.done:
            raise RuleViolation(
                "stud.declare", f"seat {seat} has already declared", at=(("seat",),)
            )  # fmt: skip
        if event.declaration is None:
            raise _missing(event, "declaration")
        self.declarations[seat] = event.declaration
        self.done.add(seat)

    def _show(self, event: Event, index: int) -> None:
        seat = _seat(event)
        held = self.down[seat]
        if self.folded[seat]:
            raise RuleViolation("stud.show", f"seat {seat} has folded", at=(("seat",),))
        if len(event.down) != len(held):
            raise RuleViolation(
                "stud.show",
                f"seat {seat} shows all {len(held)} of his down cards, in the order dealt",
                at=(("down",),),
            )
        for k, (was, shown) in enumerate(zip(held, event.down, strict=True)):
            if not isinstance(was, HiddenCard) and was != shown:
                raise RuleViolation(
                    "stud.show",
                    f"seat {seat}'s down card {k + 1} was seen as {was}, not {shown}",
                    at=(("down", k),),
                )
        newly = [
            (("events", index, "down", k), shown)
            for k, (was, shown) in enumerate(zip(held, event.down, strict=True))
            if isinstance(was, HiddenCard)
        ]
        self._see(newly)
        self.down[seat] = list(event.down)

    # -- chips and cards -----------------------------------------------------------------------

    def _pay(self, seat: int, amount: int, reason: str, rule: str) -> None:
        if amount <= 0:
            return
        self.stacks[seat] -= amount
        self.contributed[seat] += amount
        self.payments.append(Payment(seat=seat, amount=amount, reason=reason, rule=rule))
        self.rules[rule] = None

    def _see(self, cards: Sequence[tuple[Location, SeenOrHidden]]) -> None:
        self.seen.extend(cards)
        self.deck.check_no_duplicates(self.seen)
        self.rules["cards.duplicate"] = None


def _seat(event: Event) -> int:
    assert event.seat is not None
    return event.seat


def _missing(event: Event, field: str) -> RuleViolation:
    return RuleViolation(
        "games.procedure", f"a {event.type.value} event needs `{field}`", at=((field,),)
    )
