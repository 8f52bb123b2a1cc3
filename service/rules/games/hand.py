"""The procedure every game played for chips follows: antes, deals, betting, the showdown.

A game's plan gives the steps: antes, then for each street its deal and its betting round, with
whatever the family does between them (stud's exchanges, the draw, Elimination's reveals),
declarations in a declare game, and the showdown. The engine
(:mod:`~service.rules.games.engine`) checks each event against the step the hand is in and
refuses the first illegal one with the rule it breaks. This class holds what every family played
for chips shares; each family's own steps are a subclass (:mod:`~service.rules.games.stud`,
:mod:`~service.rules.games.draw`, :mod:`~service.rules.games.elimination`,
:mod:`~service.rules.games.old_man`). Betting rounds are the betting engine's
(:mod:`service.rules.betting.round`); pots are settled by the pot engine.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import ClassVar, Final

from service.rules.betting.round import (
    AMOUNT_MOVES,
    Act,
    Betting,
    Move,
    Player,
    RoundState,
    Stakes,
)
from service.rules.cards import Card, HiddenCard, PlayingCard, Rank, SeenOrHidden
from service.rules.decks import Deck, SeenCards
from service.rules.errors import Location, RuleViolation
from service.rules.games.catalog import Street
from service.rules.games.engine import Handler, Procedure, missing, seat_of
from service.rules.games.events import (
    BETTING_MOVES,
    Carry,
    Event,
    EventType,
    HandPart,
    NextEvent,
    Payment,
    Phase,
    SeatPart,
    SeatState,
)
from service.rules.games.table import DECK_CARDS, Plan
from service.rules.pots.settle import contested
from service.rules.pots.shares import Declaration
from service.rules.pots.showdown import Game, SeatAtShowdown, Showdown, showdown

_SEATLESS: Final = frozenset({EventType.COMMUNITY, EventType.REVEAL, EventType.OLD_MAN})
"""Events that are nobody's: cards turned up for the table, the old man's hand."""

_BETTING_FIELDS: Final = {
    "betting.turn": "seat",
    "betting.amount": "to",
    "betting.exact-amount": "to",
}
"""The event field a refused betting act is wrong in, by the rule it breaks."""

# The phases the engine compares at every event, read off their enum once: in Python 3.11
# reading a member off its class goes through the enum metaclass's __getattr__ hook, several
# times the cost of reading a module's global.
_ANTE, _DEAL, _BET, _DECLARE, _SHOW, _OVER = (
    Phase.ANTE, Phase.DEAL, Phase.BET, Phase.DECLARE, Phase.SHOW, Phase.OVER
)  # fmt: skip


@dataclass(frozen=True, kw_only=True, slots=True)
class Step:
    """One step of the procedure."""

    phase: Phase
    street: Street | None = None


class Hand(Procedure):
    """A hand played for chips, in progress; mutable while events are applied, read by the
    state view."""

    EXPECTED: ClassVar[Mapping[Phase, frozenset[EventType]]] = {
        Phase.ANTE: frozenset({EventType.ANTE}),
        Phase.DEAL: frozenset({EventType.DEAL}),
        Phase.BET: frozenset(BETTING_MOVES),
        Phase.DECLARE: frozenset({EventType.DECLARE}),
        Phase.SHOW: frozenset({EventType.SHOW}),
    }

    def __init__(self, plan: Plan) -> None:
        self.plan = plan
        count = len(plan.setup.stacks)
        self.seats = count
        """How many seats are at the table."""
        self.stacks = list(plan.setup.stacks)
        """Chips behind, before the current betting round."""
        self.contributed = [0] * count
        """Chips in the pot, before the current betting round."""
        self.antes = [0] * count
        self.dead = plan.setup.carried
        """Chips in the pot that are nobody's: carried from earlier deals, or forfeited."""
        self.down: list[list[SeenOrHidden]] = [[] for _ in range(count)]
        self.up: list[list[Card]] = [[] for _ in range(count)]
        self.folded = [False] * count
        self.declarations: list[Declaration | None] = [None] * count
        self.community: list[Card] = []
        self.payments: list[Payment] = []
        self.deck = Deck(jokers=1 if plan.game.centre_joker else 0)
        self.seen = SeenCards(self.deck)
        self.cards_dealt = 0
        self.rules: dict[str, None] = dict.fromkeys(("games.procedure", *plan.rules))
        self.steps: list[Step] = list(self.steps_of(plan))
        self._over = False
        self._step = -1
        self.phase = self.steps[0].phase
        """What the hand waits for: the current step's phase, kept as the hand moves."""
        self.street: Street | None = None
        """The street of the current step, if it has one."""
        self.done: set[int] = set()
        self.stakes: Stakes | None = None
        self.first = 0
        self.acts: list[Act] = []
        self.betting: Betting | None = None
        """The current betting round, while one is open."""
        self.table_moved = False
        """Whether an event outside the betting has come since the round's table was read."""
        self.result: Showdown | None = None
        self.carry: Carry | None = None
        self._deciding: list[int] = []
        self._deciding_from: tuple[object, ...] = ()
        """The chips and folds :attr:`_deciding` was worked out from."""

    @staticmethod
    def steps_of(plan: Plan) -> tuple[Step, ...]:
        """The game's procedure at this table, in order."""
        raise NotImplementedError

    def start(self) -> None:
        """Move to the first step that waits for an event."""
        self.advance()

    # -- where the hand stands ---------------------------------------------------------------

    # The phase and street are asked at every event and change only when a step begins or the
    # hand ends: kept as attributes, set whenever the step or the end changes.

    @property
    def step(self) -> int:
        """The index of the current step among :attr:`steps`; -1 before the first."""
        return self._step

    @step.setter
    def step(self, index: int) -> None:
        self._step = index
        self._moved()

    @property
    def over(self) -> bool:
        """Whether the hand has ended."""
        return self._over

    @over.setter
    def over(self, ended: bool) -> None:
        self._over = ended
        self._moved()

    def _moved(self) -> None:
        if self._over:
            self.phase, self.street = _OVER, None
        else:  # before the start: the first step's phase
            step = self.steps[max(self._step, 0)]
            self.phase, self.street = step.phase, step.street

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

    def dead_money_of(self, _seat: int) -> int:
        """The seat's chips among the dead money (a dealer's ante for the table, forfeited
        chips): still his contribution, though nobody's in the settlement."""
        return 0

    def deciding(self) -> list[int]:
        """Live seats whose hands decide a pot."""
        # Asked several times at the showdown (who shows, is the step done): worked out again
        # only when the chips or the folds have changed.
        now = (tuple(self.contributed), tuple(self.folded), self.dead)
        if self._deciding_from != now:
            self._deciding = sorted(contested(self.contributed, self.folded, self.dead))
            self._deciding_from = now
        return list(self._deciding)

    def to_act(self) -> int | None:
        """The seat whose turn it is, when the step is taken in turn."""
        if self.phase == _BET and self.betting is not None:
            return self.betting.state().next_seat
        return None

    def seat_state(self, seat: int) -> SeatState:
        """The seat now: its chips, counting the current betting round, its cards and its
        declaration, and its family's own part."""
        put = self.in_round(seat)
        stack = self.stacks[seat] - put
        folded = self.folded[seat] or (self.betting is not None and self.betting.has_folded(seat))
        return SeatState(
            stack=stack,
            contributed=self.contributed[seat] + put + self.dead_money_of(seat),
            in_round=put,
            down=tuple(self.down[seat]),
            up=tuple(self.up[seat]),
            folded=folded,
            all_in=not folded and stack == 0,
            declaration=self.declarations[seat],
            part=self.seat_part(seat),
        )

    def seat_part(self, _seat: int) -> SeatPart | None:
        """What the seat has that only this family has; a family with such a part says."""
        return None

    def hand_part(self) -> HandPart | None:
        """What the hand has that only this family has; a family with such a part says."""
        return None

    def hidden(self, seat: int) -> bool:
        """Whether any of the seat's down cards is still unseen."""
        return any(isinstance(c, HiddenCard) for c in self.down[seat])

    # -- the procedure -------------------------------------------------------------------------

    def advance(self) -> None:
        while not self._over:
            if self._step >= 0:
                if not self._step_done():
                    return
                self._end_step()
            if self._over:
                return
            if self._ends_early():
                self._one_left()
                return
            self.step += 1
            self._start_step()

    def _ends_early(self) -> bool:
        """Whether the folds have ended the hand before its last step."""
        return self.folded.count(False) <= 1

    def _one_left(self) -> None:
        """Everyone else has folded."""
        self._finish()

    def _step_done(self) -> bool:
        phase = self.phase
        if phase == _BET:  # the most frequent question first
            return self.betting is not None and self.betting.complete()
        if phase == _ANTE:
            return self.done.issuperset(self.ante_due())
        if phase in (_DEAL, _DECLARE):  # fewer done than live seats: not yet, without listing them
            done = self.done
            return len(done) >= self.folded.count(False) and done.issuperset(self.live())
        return not any(self.hidden(seat) for seat in self.to_show())

    def _start_step(self) -> None:
        self.done = set()
        step = self.steps[self.step]
        if step.phase == _ANTE:
            self.rules["games.ante"] = None
        elif step.phase == _DEAL and step.street is not None:
            self._start_deal(step.street)
        elif step.phase == _BET and step.street is not None:
            self._start_round(step.street)
        elif step.phase == _DECLARE:
            self.rules["games.declare"] = None
        elif step.phase == _SHOW:
            self.rules["games.show"] = None

    def _start_deal(self, street: Street) -> None:
        """Before a street's cards are dealt."""

    def _start_round(self, street: Street) -> None:
        raise NotImplementedError

    def _open_round(self, first: int, stakes: Stakes) -> None:
        self.first, self.stakes, self.acts = first, stakes, []
        self.betting = Betting(stakes, self.players(), first=first, pot_before=self.pot())
        self.table_moved = False

    def players(self) -> list[Player]:
        """The seats as the betting engine sees them at the start of the round."""
        return [Player(stack=self.stacks[s], live=not self.folded[s]) for s in range(self.seats)]

    def _betting_now(self) -> Betting:
        """The round with every act so far, on the table as it now stands."""
        assert self.stakes is not None
        if self.betting is not None and not self.table_moved:
            return self.betting  # only bets since the table was read: they are the round's own
        self.table_moved = False
        start = (self.stakes, tuple(self.players()), self.first, self.pot())
        if self.betting is None or self.betting.start != start:
            # New, or something outside the betting (a payment, a dead hand) has changed the
            # table since the round began: the acts so far are taken again on the table as it is.
            betting = Betting(self.stakes, start[1], first=self.first, pot_before=start[3])
            for act in self.acts:
                betting.take(act)
            self.betting = betting
        return self.betting

    def pot(self) -> int:
        """Chips in the pot before the current betting round."""
        return sum(self.contributed) + self.dead

    def _end_step(self) -> None:
        phase = self.phase
        if phase == _BET and self.betting is not None:
            for seat in range(self.seats):
                put = self.betting.put_in(seat)
                self.stacks[seat] -= put
                self.contributed[seat] += put
                if self.betting.has_folded(seat):
                    self.folded[seat] = True
            self.betting = None
        elif phase == _SHOW:
            self._finish()

    def _finish(self) -> None:
        """Settle the pots by the cards."""
        self._settle(self.plan.showdown_game, dead_hands=())

    def _settle(self, game: Game, dead_hands: Sequence[int]) -> None:
        seats = []
        for seat in range(self.seats):
            folded = self.folded[seat] or seat in dead_hands
            known: tuple[PlayingCard, ...] = ()
            if not folded:
                held = [*self.down[seat], *self.up[seat]]
                known = tuple(c for c in held if not isinstance(c, HiddenCard))
                if len(known) < len(held):
                    known = ()  # cards not all seen are not a known hand
            high, low = self.wild_ranks(seat)
            seats.append(
                SeatAtShowdown(
                    contributed=self.contributed[seat],
                    folded=folded,
                    cards=known,
                    declaration=self.declarations[seat],
                    high_wild_ranks=high,
                    low_wild_ranks=low,
                )
            )
        self.result = showdown(seats, self.board(), game, self.plan.setup.dealer, dead=self.dead)
        self.rules.update(dict.fromkeys(("games.hand-over", *self.result.rules)))
        self.over = True

    def wild_ranks(self, _seat: int) -> tuple[frozenset[Rank], frozenset[Rank]]:
        """Ranks wild for this seat only, for high and for low."""
        return frozenset(), frozenset()

    def board(self) -> list[PlayingCard]:
        """Cards every hand plays with."""
        return list(self.community)

    def _pass_to_next_deal(self, amount: int, reason: str, rule: str) -> None:
        """The deal ends with ``amount`` left in the pot for the next deal."""
        self.carry = Carry(
            amount=amount,
            next_dealer=(self.plan.setup.dealer + 1) % self.seats,
            antes=self.next_antes(),
            reason=reason,
            rule=rule,
        )
        self.rules.update(dict.fromkeys(("games.hand-over", rule)))
        self.over = True

    def next_antes(self) -> tuple[tuple[int, int], ...]:
        """The antes due in the next deal when this one passes."""
        return ()

    # -- events --------------------------------------------------------------------------------

    def handlers(self) -> dict[EventType, Handler]:
        """Each event type and the method that applies it."""
        handlers: dict[EventType, Handler] = {
            EventType.ANTE: self._ante,
            EventType.DEAL: self._deal,
            EventType.DECLARE: self._declare,
            EventType.SHOW: self._show,
        }
        return handlers | dict.fromkeys(BETTING_MOVES, self._bet)

    def check(self, event: Event) -> None:
        """The seat named, where the event is a seat's."""
        kind = event.type
        if kind not in _SEATLESS:
            if event.seat is None:
                raise missing(event, "seat")
            if event.seat >= self.seats:
                raise RuleViolation(
                    "games.players",
                    f"there is no seat {event.seat} at this table of {self.seats}",
                    at=(("seat",),),
                )
        if kind not in BETTING_MOVES:
            # Only an event outside the betting can change the table a round began from (a
            # payment, a dead hand): the next bet reads the table again (_betting_now).
            self.table_moved = True

    def ante_due(self) -> list[int]:
        """The seats that ante in this deal."""
        return list(range(self.seats))

    def _ante(self, event: Event, _index: int) -> None:
        seat = seat_of(event)
        if seat in self.done or seat not in self.ante_due():
            why = "has already anted" if seat in self.done else "does not ante in this deal"
            raise RuleViolation("games.ante", f"seat {seat} {why}", at=(("seat",),))
        due = min(self.plan.setup.ante, self.stacks[seat])
        if event.amount != due:
            raise RuleViolation(
                "games.ante", f"seat {seat} antes {due}, not {event.amount}", at=(("amount",),)
            )
        self.pay(seat, due, "ante", "games.ante")
        self.antes[seat] += due
        self.done.add(seat)

    def _deal(self, event: Event, index: int) -> None:
        seat, street = seat_of(event), self.street
        assert street is not None
        if self.folded[seat]:
            raise RuleViolation(
                "stud.dead-cards", f"seat {seat} has folded and is dealt no more cards",
                at=(("seat",),),
            )  # fmt: skip
        self._check_deal(event)
        if seat in self.done:
            raise RuleViolation(
                "stud.deal",
                f"seat {seat} already has its cards of {street.name}; it holds "
                f"{len(self.down[seat]) + len(self.up[seat])} cards and gets no more now",
                at=(("seat",),),
            )
        if len(event.down) != street.down or len(event.up) != street.up:
            wrong_down = len(event.down) != street.down
            name, given = ("down", event.down) if wrong_down else ("up", event.up)
            raise RuleViolation(
                "stud.deal",
                f"{street.name} deals each player {street.down} down and {street.up} up, "
                f"not {len(given)} {name}",
                at=((name,),),
            )
        self.see(
            [(("events", index, "down", k), c) for k, c in enumerate(event.down)]
            + [(("events", index, "up", k), c) for k, c in enumerate(event.up)]
        )
        # Past the duplicate check every up card is a natural card: no game deals a joker.
        up = [c for c in event.up if isinstance(c, Card)]
        self.down[seat].extend(event.down)
        self.up[seat].extend(up)
        self.cards_dealt += len(event.down) + len(event.up)
        self.done.add(seat)
        self._dealt(seat, up)

    def _check_deal(self, event: Event) -> None:
        """A family's own objection to a deal."""

    def _dealt(self, seat: int, up: Sequence[Card]) -> None:
        """After a seat's cards of a street are dealt."""

    def _bet(self, event: Event, _index: int) -> None:
        move = BETTING_MOVES[event.type]
        if move in AMOUNT_MOVES and event.to is None:
            raise missing(event, "to")
        # A named total is the betting engine's to check, never dropped: a call that names the
        # wrong total is refused, not taken as a call (RULES.md §0).
        act = _act(seat_of(event), move, event.to)
        try:
            betting = self._betting_now()
            betting.take(act)
        except RuleViolation as violation:
            field = _BETTING_FIELDS.get(violation.rule)
            raise RuleViolation(
                violation.rule, violation.detail, at=((field,),) if field else ()
            ) from None
        self.acts.append(act)
        for rule in betting.rules():  # a cap, a short all-in, a bring-in
            self.rules[rule] = None

    def _declare(self, event: Event, _index: int) -> None:
        seat = seat_of(event)
        if self.folded[seat]:
            raise RuleViolation(
                "games.declare", f"seat {seat} has folded", at=(("seat",),)
            )  # fmt: skip
        if seat in self.done:
            raise RuleViolation(
                "games.declare", f"seat {seat} has already declared", at=(("seat",),)
            )  # fmt: skip
        if event.declaration is None:
            raise missing(event, "declaration")
        self.declarations[seat] = event.declaration
        self.done.add(seat)

    def to_show(self) -> list[int]:
        """Seats whose unseen cards the showdown needs."""
        return self.deciding()

    def _show(self, event: Event, index: int) -> None:
        seat = seat_of(event)
        held = self.down[seat]
        if seat not in self.to_show():
            why = "has folded" if self.folded[seat] else "does not need to show"
            raise RuleViolation("games.show", f"seat {seat} {why}", at=(("seat",),))
        if len(event.down) != len(held):
            raise RuleViolation(
                "games.show",
                f"seat {seat} shows all {len(held)} of his down cards, in the order dealt",
                at=(("down",),),
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
        self.see(newly)
        self.down[seat] = list(event.down)

    # -- what may come next ----------------------------------------------------------------------

    def next_events(self) -> list[NextEvent]:
        """The events that may come next, with their exact amounts or card counts."""
        phase, street = self.phase, self.street
        if phase == _ANTE:
            ante = self.plan.setup.ante
            return [
                NextEvent(type=EventType.ANTE, seat=s, amount=min(ante, self.stacks[s]),
                          all_in=self.stacks[s] <= ante)
                for s in self.ante_due() if s not in self.done
            ]  # fmt: skip
        if phase == _DEAL and street is not None:
            return [
                NextEvent(type=EventType.DEAL, seat=s, down=street.down, up=street.up)
                for s in self.live() if s not in self.done
            ]  # fmt: skip
        round_ = self.round
        if phase == _BET and round_ is not None and round_.next_seat is not None:
            seat = round_.next_seat
            return [
                NextEvent(type=EventType(m.move.value), seat=seat, min_to=m.min_to,
                          max_to=m.max_to, all_in=m.all_in)
                for m in round_.legal
            ]  # fmt: skip
        if phase == _DECLARE:
            return [
                NextEvent(type=EventType.DECLARE, seat=s) for s in self.live() if s not in self.done
            ]
        if phase == _SHOW:
            return [
                NextEvent(type=EventType.SHOW, seat=s, down=len(self.down[s]))
                for s in self.to_show()
                if self.hidden(s)
            ]
        return []

    # -- chips and cards -----------------------------------------------------------------------

    def pay(self, seat: int, amount: int, reason: str, rule: str) -> None:
        """Chips put in that are not a bet."""
        if amount <= 0:
            return
        self.stacks[seat] -= amount
        self.contributed[seat] += amount
        self.payments.append(Payment(seat=seat, amount=amount, reason=reason, rule=rule))
        self.rules[rule] = None

    def see(self, cards: Sequence[tuple[Location, SeenOrHidden]]) -> None:
        """Cards now dealt or shown: no card may be seen twice."""
        self.seen.see(cards)
        self.rules["cards.duplicate"] = None

    def stub(self) -> int:
        """Cards not yet dealt."""
        return DECK_CARDS - self.cards_dealt


@lru_cache(maxsize=4096)
def _act(seat: int, move: Move, to: int | None, /) -> Act:
    """A betting act, made once for each seat, move and total: the same few recur hand after
    hand (a replay of the same hand on each request makes them all again), and looking one up
    costs a fraction of making the frozen value again."""
    return Act(seat=seat, move=move, to=to)
