"""A betting round, taken by the betting engine (:mod:`service.rules.betting.round`) on the table
as it stands (RULES.md §0, §2, §4).

Who opens and at what stakes is the game's (:class:`Opening`: the stud conventions, the dealer's
left); a game with an opening requirement gives the round a companion (:class:`RoundCompanion`:
Jacks or Better's openers and false openers).
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import TYPE_CHECKING, Final, Protocol

from service.rules.betting.round import (
    AMOUNT_MOVES,
    Act,
    Betting,
    Move,
    Player,
    Stakes,
    Structure,
)
from service.rules.betting.streets import draw_first
from service.rules.errors import RuleViolation
from service.rules.games.event_fields import missing, seat_of
from service.rules.games.events import BETTING_MOVES, Event, EventType, NextEvent, Phase
from service.rules.games.spec import Street
from service.rules.games.view import EVERY_SEAT
from service.rules.makers import maker

if TYPE_CHECKING:
    from service.rules.games.engine import Engine
    from service.rules.games.house_rules import BettingRules
    from service.rules.games.table import Plan

_BETTING_FIELDS: Final = {
    "betting.turn": "seat",
    "betting.amount": "to",
    "betting.exact-amount": "to",
}
"""The event field a refused betting act is wrong in, by the rule it breaks."""

_MOVES: Final = frozenset(BETTING_MOVES)
WITHOUT_BRING_IN: Final = _MOVES - {EventType.BRING_IN}
"""The betting moves of a round that no bring-in opens (a blind game's, a draw game's)."""
_STAKES: Final = maker(Stakes)
"""Stakes made without their ``__init__`` (:mod:`service.rules.makers`): two a hand."""


class Opening(Protocol):
    """Who acts first in a round, and at what stakes."""

    @property
    def moves(self) -> frozenset[EventType]:
        """The betting moves the round may take: a bring-in only where the game has one."""

    def open(self, hand: Engine, street: Street) -> tuple[int, Stakes]:
        """The first seat to act and the round's stakes; cites the rules that decide them."""


def flat_stakes(
    rules: BettingRules, plan: Plan, *, big: bool = False, openers: bool = False
) -> Stakes:
    """The stakes of a round that is neither stud's nor a blind's: the small bet, or the big bet
    (a draw game after the draw); no cap in pot and no limit."""
    structure = rules.structure
    if structure != Structure.FIXED_LIMIT:
        setup = plan.setup
        # RR No-Limit rule 2: a straddle sets a new minimum bring-in, the same on every round.
        least = max(setup.blinds) if setup.blinds and rules.straddle_sets_the_bet() else 0
        return _STAKES(
            structure=structure, bet=max(setup.small_bet, least), max_raises=None,
            openers_required=openers, check_raise=rules.check_raises(),
        )  # fmt: skip
    return _STAKES(
        structure=structure,
        bet=plan.big_bet if big else plan.setup.small_bet,
        openers_required=openers,
        heads_up_raises=rules.heads_up_raises,
        max_raises=rules.max_raises,
        check_raise=rules.check_raises(),
    )


class LeftOfDealer:
    """The first live seat left of the dealer opens; the stakes are the game's (RULES.md §1)."""

    moves = WITHOUT_BRING_IN

    def __init__(self, stakes: Stakes) -> None:
        self.stakes = stakes

    def open(self, hand: Engine, street: Street) -> tuple[int, Stakes]:
        live = [not f for f in hand.folded]
        hand.cite("betting.first-to-act", "betting.amount")
        return draw_first(hand.plan.setup.dealer, live), self.stakes


def blind_seats(seats: int, dealer: int, blinds: tuple[int, ...]) -> tuple[int, ...]:
    """The seat that posts each of ``blinds``: from the button's left, heads-up from the button
    (RR Button and Blind Use)."""
    start = dealer if seats == 2 else dealer + 1
    return tuple((start + k) % seats for k in range(len(blinds)))


class Blinds:
    """The first round of a blind game: the blinds and straddles posted live from the button's
    left (heads-up the button posts the small blind), the first to act the next seat after the
    last of them (RR Button and Blind Use; TDA)."""

    moves = WITHOUT_BRING_IN

    def __init__(self, stakes: Stakes, *, straddle_increment: bool = False) -> None:
        self.stakes = replace(stakes, straddle_increment=straddle_increment)

    def open(self, hand: Engine, street: Street) -> tuple[int, Stakes]:
        setup = hand.plan.setup
        posted = [0] * hand.seats
        seats = blind_seats(hand.seats, setup.dealer, setup.blinds)
        for seat, blind in zip(seats, setup.blinds, strict=True):
            posted[seat] = blind
        live = [not f for f in hand.folded]
        hand.cite("betting.blinds", "betting.amount")  # betting.blinds says who acts first
        first = draw_first(seats[-1], live)
        return first, replace(self.stakes, blinds=tuple(posted))


class RoundCompanion(Protocol):
    """What a game adds to a betting round: who may open, more events, and what the round's
    end decides."""

    @property
    def round_events(self) -> frozenset[EventType]:
        """Events the round takes besides the betting moves."""

    def players(self, hand: Engine, players: list[Player]) -> list[Player]:
        """The seats as the betting engine sees them."""

    def take_in_round(self, hand: Engine, round_: BettingRound, event: Event, index: int) -> None:
        """Take one of :attr:`round_events`."""

    def before_bet(self, hand: Engine, event: Event) -> None:
        """Refuse a betting move the game forbids."""

    def after_bet(self, hand: Engine, event: Event) -> None:
        """A betting move was taken."""

    def round_next_events(self, hand: Engine, events: list[NextEvent]) -> list[NextEvent]:
        """The round's next events, as the game changes them."""

    def round_over(self, hand: Engine, opened: bool) -> None:
        """The round is over and its chips are in the pot; ``opened``: somebody bet."""


class BettingRound:
    """One betting round of a street."""

    phase = Phase.BET

    def __init__(
        self, street: Street, opening: Opening, companion: RoundCompanion | None = None
    ) -> None:
        self.street = street
        self.opening = opening
        self.companion = companion
        moves = opening.moves
        self.takes = moves if companion is None else moves | companion.round_events
        self.changes_its_seat_only = companion is None
        """A bet changes its seat's chips only (the engine's ``one_seat_step``); a round
        reopened, or its table read again, says otherwise as it happens."""

    def start(self, hand: Engine) -> None:
        first, stakes = self.opening.open(hand, self.street)
        self.restart(hand, first, stakes)

    def restart(self, hand: Engine, first: int, stakes: Stakes) -> None:
        """The round (again) from ``first``, on the table as it now stands."""
        hand.open_round(first, stakes, self.players(hand))

    def players(self, hand: Engine) -> list[Player]:
        """The seats as the betting engine sees them at the start of the round."""
        players = hand.players()
        return players if self.companion is None else self.companion.players(hand, players)

    def apply(self, hand: Engine, event: Event, index: int) -> None:
        move = BETTING_MOVES.get(event.type)
        companion = self.companion
        if move is None:
            assert companion is not None
            companion.take_in_round(hand, self, event, index)
            return
        if companion is not None:
            companion.before_bet(hand, event)
        if move in AMOUNT_MOVES and event.to is None:
            raise missing(event, "to")
        # A named total is the betting engine's to check, never dropped: a call that names the
        # wrong total is refused, not taken as a call (RULES.md §0).
        act = _act(seat_of(event), move, event.to)
        if hand.openers:
            hand.changed_since_state = EVERY_SEAT  # the round may begin again
            if not hand.acts and act.seat in hand.openers and hand.stakes is not None:
                self.restart(hand, act.seat, hand.stakes)
            hand.openers = frozenset()
        try:
            betting = self._betting_now(hand)
            betting.take(act)
        except RuleViolation as violation:
            field = _BETTING_FIELDS.get(violation.rule)
            raise RuleViolation(
                violation.rule, violation.detail, at=((field,),) if field else ()
            ) from None
        hand.acts.append(act)
        for rule in betting.rules():  # a cap, a short all-in, a bring-in
            hand.rules[rule] = None
        if companion is not None:
            companion.after_bet(hand, event)

    def _betting_now(self, hand: Engine) -> Betting:
        """The round with every act so far, on the table as it now stands."""
        assert hand.stakes is not None
        if hand.betting is not None and not hand.table_moved:
            return hand.betting  # only bets since the table was read: they are the round's own
        hand.table_moved = False
        hand.changed_since_state = EVERY_SEAT  # the round's chips may be read again
        start = (hand.stakes, tuple(self.players(hand)), hand.first, hand.pot())
        if hand.betting is None or hand.betting.start != start:
            # New, or something outside the betting (a payment, a dead hand) has changed the
            # table since the round began: the acts so far are taken again on the table as it is.
            betting = Betting(hand.stakes, start[1], first=hand.first, pot_before=start[3])
            for act in hand.acts:
                betting.take(act)
            hand.betting = betting
        return hand.betting

    def done(self, hand: Engine) -> bool:
        return hand.betting is not None and hand.betting.complete()

    def end(self, hand: Engine) -> None:
        # The bet to match, read off the round: its whole state is made only when asked for.
        opened = hand.betting is not None and hand.betting.current_bet() > 0
        hand.close_round()
        if self.companion is not None:
            self.companion.round_over(hand, opened)

    def to_act(self, hand: Engine) -> int | None:
        return hand.betting.next_seat() if hand.betting is not None else None

    def next_events(self, hand: Engine) -> list[NextEvent]:
        # Asked after every event of a hand an app plays: the seat and its moves read off the
        # round (its whole state is made only when asked for), each event looked up, made once.
        betting = hand.betting
        seat = None if betting is None else betting.next_seat()
        events = []
        if seat is not None:
            assert betting is not None
            event = _next_event
            events = [event(m.move, seat, m.min_to, m.max_to, m.all_in) for m in betting.legal()]
        return events if self.companion is None else self.companion.round_next_events(hand, events)


_NEXT_EVENT: Final = maker(NextEvent)
_EVENT_TYPE: Final = {move: EventType(move.value) for move in Move}
"""Each betting move's event type."""


@lru_cache(maxsize=4096)
def _next_event(
    move: Move, seat: int, min_to: int | None, max_to: int | None, all_in: bool, /
) -> NextEvent:
    """A legal move as a next event, made once for each seat, move and totals (as :func:`_act`):
    made without ``__init__`` (a maker), its event type read from a dict, not looked up by value
    on the enum. A fold has no totals: it puts nothing in."""
    if move is Move.FOLD:
        return _NEXT_EVENT(type=EventType.FOLD, seat=seat)
    return _NEXT_EVENT(
        type=_EVENT_TYPE[move], seat=seat, min_to=min_to, max_to=max_to, all_in=all_in
    )


@lru_cache(maxsize=4096)
def _act(seat: int, move: Move, to: int | None, /) -> Act:
    """A betting act, made once for each seat, move and total: the same few recur hand after
    hand (a replay of the same hand on each request makes them all again), and looking one up
    costs a fraction of making the frozen value again."""
    return Act(seat=seat, move=move, to=to)
