"""The one engine every game runs in: a game's declared steps run over the events in order, each
event checked against the step the hand is in, the first illegal one refused with the rule it
breaks at ``events.<i>``.

The engine holds the table (stacks, chips in the pot, each seat's cards, folds, declarations,
the cards seen, the rules cited) and knows no game: what happens at each step is the step
kind's (:mod:`service.rules.games.steps`), what a game does that nobody else does is in its
declaration (its module: :mod:`~service.rules.games.stud`, :mod:`~service.rules.games.draw`,
...). Betting rounds are the betting engine's (:mod:`service.rules.betting.round`); pots are
settled by the pot engine.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Final

from service.rules.betting.round import Act, Betting, Player, RoundState, Stakes
from service.rules.cards import Card, HiddenCard, PlayingCard, Rank, SeenOrHidden
from service.rules.decks import SeenCards
from service.rules.errors import Location, RuleViolation
from service.rules.games.event_fields import missing
from service.rules.games.events import (
    BETTING_MOVES,
    Carry,
    Event,
    EventType,
    HandState,
    NextEvent,
    Payment,
    Phase,
    SeatState,
)
from service.rules.games.kinds import Procedure, Step
from service.rules.games.next_deal import carry_to_next_deal, chips_after, settlement_carry
from service.rules.games.spec import Street
from service.rules.games.table import Plan
from service.rules.games.view import EVERY_SEAT, NO_SEAT, state_of
from service.rules.makers import maker
from service.rules.pots.layers import Pot
from service.rules.pots.settle import contested
from service.rules.pots.shares import Declaration
from service.rules.pots.showdown import Game, SeatsAtShowdown, Showdown, showdown_of

# The phase the engine compares at every event, read off its enum once: in Python 3.11
# reading a member off its class goes through the enum metaclass's __getattr__ hook, several
# times the cost of reading a module's global.
_OVER: Final = Phase.OVER
_FOLD: Final = EventType.FOLD
_NO_RANKS: Final[frozenset[Rank]] = frozenset()
# The players a betting round starts with, made without their __init__ (makers).
_PLAYER: Final = maker(Player)


class Engine:
    """A hand (or, for Counterbluff, a whole game) in progress: the table, and the step it is
    at; mutable while events are applied, read by the state view."""

    openers: frozenset[int] = frozenset()
    """Seats that may open this round besides :attr:`first`: an up card nobody recorded could
    have made any of them first (a hand history's record says which did)."""
    seats_made: tuple[SeatState, ...] = ()
    """The seats of the last :meth:`state` (kept by :mod:`~service.rules.games.view`, which
    reuses a seat that has not changed): none yet."""
    changed_since_state: int = EVERY_SEAT
    """Which seats the events since the last :meth:`state` may have changed: one seat's number,
    :data:`~service.rules.games.view.NO_SEAT` or
    :data:`~service.rules.games.view.EVERY_SEAT` (the view reads only those again)."""
    one_seat_step = False
    """Whether the current step's events that do not end it change their own seat only (the
    step's ``changes_its_seat_only``, read as it begins)."""
    pots_made: tuple[Pot, ...] = ()
    """The pots of the last :meth:`state`: the same tuple while they are equal."""
    pots_made_from: tuple[object, ...] = ()
    """What :attr:`pots_made` was made from (:func:`~service.rules.games.view.state_of`)."""
    rules_made: tuple[str, ...] = ()
    """The rules of the last :meth:`state`, as a tuple: the same tuple while no rule is added
    (:attr:`rules` only grows)."""
    ends_with: tuple[int, ...] | None = None
    """Once the hand is over: each seat's chips to deal the next hand with (:meth:`end_hand`)."""

    mucked: list[int]
    """Seats that threw their hands away at the showdown (also :attr:`folded`), in order."""
    round_put: list[int] | None = None
    """The chips each seat put in during the betting round last closed (its acts are
    :attr:`acts` until the next round opens); None before any round has closed."""

    def __init__(self, plan: Plan, procedure: Procedure | None = None) -> None:
        self.plan = plan
        self.procedure = procedure = procedure or plan.procedure()
        setup = plan.setup
        count = len(setup.stacks)
        self.seats = count
        """How many seats are at the table."""
        self.stacks = list(setup.stacks)
        """Chips behind, before the current betting round."""
        self.contributed = [0] * count
        """Chips in the pot, before the current betting round."""
        self.antes = [0] * count
        self.dead = setup.carried
        """Chips in the pot that are nobody's: carried from earlier deals, forfeited, or paid."""
        self.dead_of = [0] * count
        """Each seat's chips among the dead money (a dealer's ante for the table, a false
        opener's forfeited bets, a payment to the pot): still his contribution, though nobody's
        in the settlement."""
        self.table_ante = 0
        """The dealer's ante for the table (S1), in the pot as dead money."""
        self.down: list[list[SeenOrHidden]] = [[] for _ in range(count)]
        self.up: list[list[Card]] = [[] for _ in range(count)]
        # Up cards nobody recorded (a hand history's ``??``): dealt, but never known here.
        self.unknown_up = [0] * count
        self.folded, self.mucked = [False] * count, []
        self.declarations: list[Declaration | None] = [None] * count
        self.community: list[Card] = []
        self.payments: list[Payment] = []
        self.seen = SeenCards(procedure.deck)
        if procedure.centre:
            self.seen.see([(("centre",), card) for card in procedure.centre])
        self.cards_dealt = 0
        self.muck: list[PlayingCard] = []
        """Cards thrown in, named, that may be shuffled into a new stub (a draw's discards)."""
        self.unseen_mucked = 0
        """Cards thrown in that nobody named (``??``): they go into a new stub too."""
        self.rules: dict[str, None] = dict.fromkeys(procedure.rules)
        self.steps: list[Step] = list(procedure.steps)
        self.step = -1
        """The index of the current step among :attr:`steps`; -1 before the first."""
        self.current: Step = self.steps[0]
        self.phase = self.current.phase
        """What the hand waits for: the current step's phase, kept as the hand moves."""
        self.over = False
        self.done: set[int] = set()
        """Seats that have taken the current step (antes, deals, declarations)."""
        self._no_round_yet(setup.dealer)
        self.result: Showdown | None = None
        self.carry: Carry | None = None
        self._deciding: list[int] = []
        self._deciding_from: tuple[object, ...] = ()
        """The chips and folds :attr:`_deciding` was worked out from."""
        self._seatless = procedure.seatless
        self._advance()

    def _no_round_yet(self, dealer: int) -> None:
        self.shows_first = (dealer + 1) % self.seats
        """Who shows first at the showdown: the last round's last bettor or raiser, else its
        first to act (set as each round closes); with no betting, the dealer's left."""
        self.betting: Betting | None = None
        """The current betting round, while one is open."""
        self.stakes: Stakes | None = None
        self.first = 0
        self.acts: list[Act] = []
        self.table_moved = False
        """Whether an event outside the betting has come since the round's table was read."""

    # -- where the hand stands ---------------------------------------------------------------

    @property
    def street(self) -> Street | None:
        """The street of the current step, if it has one."""
        return None if self.over else self.current.street

    def live(self) -> list[int]:
        """Seats still in the hand."""
        return [s for s, folded in enumerate(self.folded) if not folded]

    @property
    def round(self) -> RoundState | None:
        """Where the current betting round stands, while one is open."""
        return self.betting.state() if self.betting is not None else None

    def in_round(self, seat: int) -> int:
        """Chips ``seat`` has put in during the current betting round."""
        return self.betting.put_in(seat) if self.betting is not None else 0

    def live_from(self, first: int) -> list[int]:
        """Seats still in the hand, clockwise from ``first``: the order of a step taken in turn
        (a draw, an exchange, Old Man's stays)."""
        seats = self.seats
        return [s for s in ((first + k) % seats for k in range(seats)) if not self.folded[s]]

    def deciding(self) -> list[int]:
        """Live seats whose hands decide a pot."""
        # Asked several times at the showdown (who shows, is the step done): worked out again
        # only when the chips or the folds have changed.
        now = (tuple(self.contributed), tuple(self.folded), self.dead)
        if self._deciding_from != now:
            self._deciding = sorted(contested(self.contributed, self.folded, self.dead))
            self._deciding_from = now
        return list(self._deciding)

    def hidden(self, seat: int) -> bool:
        """Whether any of the seat's down cards is still unseen."""
        return any(isinstance(c, HiddenCard) for c in self.down[seat])

    def to_act(self) -> int | None:
        """The seat whose turn it is, when the step is taken in turn."""
        return None if self.over else self.current.to_act(self)

    def next_events(self) -> list[NextEvent]:
        """The events that may come next, with their exact amounts or card counts."""
        return [] if self.over else self.current.next_events(self)

    def pot(self) -> int:
        """Chips in the pot before the current betting round."""
        return sum(self.contributed) + self.dead

    def stub(self) -> int:
        """Cards not yet dealt (a centre joker is never dealt)."""
        procedure = self.procedure
        return procedure.deck.size - len(procedure.centre) - self.cards_dealt

    def board(self) -> list[PlayingCard]:
        """Cards every hand plays with: the community cards and the centre's."""
        return [*self.community, *self.procedure.centre]

    def wild_ranks(self, seat: int) -> tuple[Rank | None, Rank | None]:
        """Ranks wild for this seat only, for high and for low."""
        own = self.procedure.seat_wild
        return (None, None) if own is None else own.wild_ranks(self, seat)

    def state(self) -> HandState:
        """The hand as it stands now (:func:`~service.rules.games.view.state_of`)."""
        return state_of(self)

    # -- taking events -------------------------------------------------------------------------

    def _not_now(self, kind: EventType) -> str:
        """Why an event of ``kind`` cannot come now, and what can: the step, whose turn it
        is, and where no ante step is laid out, that the table's stakes have none."""
        step = self.current
        waiting = " or ".join(sorted(t.value for t in step.takes))
        said = (f"the {self.procedure.played} is at its {step.phase.value} step and waits for "
                f"{waiting}, not {kind.value}")  # fmt: skip
        to_act = self.to_act()
        if to_act is not None:
            said += f"; seat {to_act} is to act (the answer's next_events say how)"
        else:
            # A step every seat takes (antes, a street's deal): the seats it still waits for.
            # A muck is offered to every seat at the showdown, and waited for from none.
            due = sorted(
                {e.seat for e in self.next_events() if e.seat is not None and e.type != _FOLD}
            )
            if due:
                seats = ", ".join(map(str, due[:-1])) + (" and " if len(due) > 1 else "")
                said += f"; it still waits for seat{'s' if len(due) > 1 else ''} {seats}{due[-1]}"
        if kind is EventType.ANTE and not self.plan.setup.ante:
            said += "; this table's stakes have no ante (stakes.ante)"
        return said

    def apply(self, event: Event, index: int) -> None:
        """Apply one event, or refuse it with the rule it breaks."""
        if self.over:
            raise RuleViolation(
                "games.hand-over", f"the {self.procedure.played} is over: no more events"
            )
        step = self.current
        kind = event.type
        if kind not in step.takes:
            raise RuleViolation("games.procedure", self._not_now(kind), at=(("type",),))
        if kind not in self._seatless:
            seat = event.seat
            if seat is None:
                raise missing(event, "seat")
            if not 0 <= seat < self.seats:
                raise RuleViolation(
                    "games.players",
                    f"there is no seat {seat} at this table of {self.seats}",
                    at=(("seat",),),
                )
        if kind not in BETTING_MOVES:
            # Only an event outside the betting can change the table a round began from (a
            # payment, a dead hand): the next bet reads the table again (betting_now).
            self.table_moved = True
        step.apply(self, event, index)
        if step.done(self):
            self._advance(finished=True)
            self.changed_since_state = EVERY_SEAT
        else:  # the most frequent case: the step goes on
            self.phase = step.phase
            # A bet or a seat's cards, while the step goes on, change that seat only (a step
            # that did more has said so): the next state reads that seat again, not them all.
            changed, seat = self.changed_since_state, event.seat
            if changed != EVERY_SEAT:
                self.changed_since_state = (
                    seat
                    if self.one_seat_step and seat is not None and changed in (NO_SEAT, seat)
                    else EVERY_SEAT
                )

    # -- moving through the steps --------------------------------------------------------------

    def _advance(self, *, finished: bool = False) -> None:
        """Move on through every step that is over (``finished``: the current one is)."""
        ending = self.procedure.ending
        while not self.over:
            if self.step >= 0:
                if not finished and not self.current.done(self):
                    self.phase = self.current.phase
                    return
                finished = False
                self.current.end(self)
                if self.over:
                    return
                if self.step + 1 == len(self.steps):
                    ending.finish(self)
                    return
            if ending.ends_early(self):
                ending.one_left(self)
                return
            self._begin(self.step + 1)

    def _begin(self, index: int) -> None:
        self.step = index
        self.current = step = self.steps[index]
        self.done = set()
        step.start(self)
        self.phase = step.phase
        self.one_seat_step = step.changes_its_seat_only
        self.changed_since_state = EVERY_SEAT

    def jump_to(self, index: int) -> None:
        """Begin step ``index`` now, the steps between passed over (a stock run out, a hand
        left to prove its openers)."""
        self._begin(index)

    def pass_over_to(self, index: int) -> None:
        """From the step now ending, go on at step ``index``: the steps between are passed
        over (Elimination's reveals once the stock is out, or once a player who lost every
        card leaves a side pot to be declared for at once)."""
        self.step = index - 1

    def insert_next(self, steps: Sequence[Step]) -> None:
        """Steps the hand takes next, after the current one (a passed-out deal played as
        lowball, Counterbluff's next hand)."""
        self.steps[self.step + 1 :] = steps

    def end_hand(self) -> None:
        """Nothing more is taken. A settlement that left chips in the pot leaves them to the
        next deal, whichever step settled it (a game's own ending may have said so first), and
        each seat ends with what is behind it and what the result paid it back, unless its game
        said otherwise (Old Man's matches)."""
        if self.carry is None and self.result is not None:
            self.carry = settlement_carry(self)
        if self.ends_with is None:
            self.ends_with = tuple(chips_after(self))
        self.over = True
        self.phase = _OVER

    # -- betting -------------------------------------------------------------------------------

    def open_round(self, first: int, stakes: Stakes, players: list[Player]) -> None:
        """A betting round begins from ``first``."""
        self.first, self.stakes, self.acts = first, stakes, []
        self.betting = Betting(stakes, players, first=first, pot_before=self.pot())
        self.table_moved = False

    def players(self) -> list[Player]:
        """The seats as the betting engine sees them at the start of the round."""
        stacks, folded, player = self.stacks, self.folded, _PLAYER
        return [player(stack=stacks[s], live=not folded[s]) for s in range(self.seats)]

    def close_round(self) -> None:
        """The round is over: its chips go into the pot, its folds stand."""
        betting = self.betting
        if betting is None:
            return
        stacks, contributed = self.stacks, self.contributed
        self.round_put = list(betting.put)
        for seat, put in enumerate(betting.put):
            stacks[seat] -= put
            contributed[seat] += put
        for seat in betting.out:
            self.folded[seat] = True
        # Who shows first if this was the last round (RR The Showdown, rule 7).
        # Without a bet, the first who could act on it: not a seat all in before it.
        aggressor, could_act = betting.aggressor, betting.stacks
        self.shows_first = (
            next((s for s in betting.order if could_act[s] > 0), betting.order[0])
            if aggressor is None
            else aggressor
        )
        self.betting = None

    # -- chips and cards -----------------------------------------------------------------------

    def pay(self, seat: int, amount: int, reason: str, rule: str, *, to_pot: bool = False) -> None:
        """Chips put in that are not a bet.

        An ante (``to_pot`` false) is live: it counts toward the pots the seat can win, as a
        bet does. A payment ``to_pot`` (the Axe's antes for wild cards and sevens, English
        Stud's exchange fee) is the pot's: dead money that whoever wins the main pot takes,
        never a side pot of the payer's own nor refunded to him.
        """
        if amount <= 0:
            return
        self.stacks[seat] -= amount
        if to_pot:
            self.forfeit_chips(seat, amount)
        else:
            self.contributed[seat] += amount
        self.payments.append(Payment(seat=seat, amount=amount, reason=reason, rule=rule))
        self.rules[rule] = None

    def forfeit_chips(self, seat: int, chips: int) -> None:
        """``chips`` of ``seat``'s, already out of his stack, become dead money in the pot."""
        self.dead += chips
        self.dead_of[seat] += chips

    def see(self, cards: Sequence[tuple[Location, SeenOrHidden]]) -> None:
        """Cards now dealt or shown: no card may be seen twice."""
        self.seen.see(cards)
        self.rules["cards.duplicate"] = None

    def cite(self, *rules: str) -> None:
        """Rules the hand has applied, in order."""
        for rule in rules:
            self.rules[rule] = None

    # -- the end -------------------------------------------------------------------------------

    def settle(self, game: Game, dead_hands: Sequence[int] = (), void: Sequence[int] = ()) -> None:
        """Settle the pots by the cards. ``void``: chips each seat put in that a game's own rule
        voids; the pots are settled without them, and they go back to him among his refund."""
        if not any(void):
            self.result = self._showdown(game, dead_hands, self.contributed)
        else:
            kept = [c - v for c, v in zip(self.contributed, void, strict=True)]
            shown = self._showdown(game, dead_hands, kept)
            settled = shown.settlement
            back = tuple(r + v for r, v in zip(settled.refunded, void, strict=True))
            self.result = replace(shown, settlement=replace(settled, refunded=back))
        self.cite("games.hand-over", *self.result.rules)
        self.end_hand()

    def _showdown(
        self, game: Game, dead_hands: Sequence[int], contributed: Sequence[int]
    ) -> Showdown:
        """The pots of ``contributed`` as the cards settle them."""
        own_wild = self.procedure.seat_wild
        count = self.seats
        folded = [self.folded[seat] or seat in dead_hands for seat in range(count)]
        cards: list[tuple[PlayingCard, ...]] = [()] * count
        highs, lows = [_NO_RANKS] * count, [_NO_RANKS] * count
        for seat in range(count):
            if not folded[seat]:
                held = [*self.down[seat], *self.up[seat]]
                known = tuple(c for c in held if not isinstance(c, HiddenCard))
                if len(known) == len(held):  # cards not all seen are not a known hand
                    cards[seat] = known
            if own_wild is not None:
                high, low = own_wild.wild_ranks(self, seat)
                highs[seat] = frozenset({high}) if high else _NO_RANKS
                lows[seat] = frozenset({low}) if low else _NO_RANKS
        seats = SeatsAtShowdown(
            contributed=contributed,
            folded=folded,
            cards=cards,
            declarations=self.declarations,
            high_wild_ranks=highs,
            low_wild_ranks=lows,
            # A false opener's dead hand: RULES.md §2's ruling says whose chips no live hand
            # matched, every muck a fold there.
            mucked=() if dead_hands else self.mucked,
        )
        return showdown_of(seats, self.board(), game, self.plan.setup.dealer, dead=self.dead)

    def pass_to_next_deal(self, amount: int, reason: str, rule: str, *, passed: bool) -> None:
        """The deal ends with ``amount`` left in the pot for the next deal (``passed``: passed
        out, :func:`~service.rules.games.next_deal.carry_to_next_deal`)."""
        self.carry = carry_to_next_deal(
            self.plan, amount, reason, rule, chips_after(self), passed=passed
        )
        self.cite("games.hand-over", rule)
        self.end_hand()


def replay(hand: Engine, events: Sequence[Event]) -> Engine:
    """Apply ``events`` in order; the first illegal one is refused at ``events.<i>``."""
    for index, event in enumerate(events):
        try:
            hand.apply(event, index)
        except RuleViolation as violation:
            raise _at_event(violation, index) from None
    return hand


def _at_event(violation: RuleViolation, index: int) -> RuleViolation:
    if any(at and at[0] in ("events", "centre") for at in violation.at):
        return violation  # already placed: a card seen twice names every place it was seen
    places = tuple(("events", index, *at) for at in violation.at) or (("events", index),)
    return RuleViolation(violation.rule, violation.detail, at=places)
