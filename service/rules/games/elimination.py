"""Elimination's own steps (RULES.md §1; S0).

Five cards each and a row of five face down. After the first betting round the row is turned a
card at a time; a rank already up is covered by cards from the stock until a new rank shows, and
every player discards his cards of that rank (a hidden hand says which). A betting round from
the dealer's left follows each new rank. The hand ends when the sixth round is over, when one
player is left, or when a live player has lost every card (he wins the whole pot at once;
two at once share it). Survivors declare low, high or both on their point totals.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import ClassVar

from service.rules.betting.streets import draw_first
from service.rules.cards import Card, HiddenCard, Rank
from service.rules.errors import RuleViolation
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
from service.rules.games.house_rules import EliminationRules
from service.rules.games.points import totals
from service.rules.games.table import Plan
from service.rules.pots.settle import settle
from service.rules.pots.shares import Contender, SplitRule
from service.rules.pots.showdown import Showdown


@dataclass(frozen=True, kw_only=True, slots=True)
class EliminationSeatPart(SeatPart):
    """A seat at Elimination."""

    eliminated: tuple[Card, ...]
    """The cards given up to the ranks turned."""
    high_total: int | None = None
    """The best high total so far, in half-points; None while the hand is hidden or once every
    card is gone."""
    low_total: int | None = None


@dataclass(frozen=True, kw_only=True, slots=True)
class EliminationPart(HandPart):
    """Elimination's hand: the cards turned up so far, in order (row cards and stock cards)."""

    row: tuple[Card, ...]


class EliminationHand(Hand):
    """A hand of Elimination."""

    EXPECTED: ClassVar[Mapping[Phase, frozenset[EventType]]] = {
        **Hand.EXPECTED,
        Phase.REVEAL: frozenset({EventType.REVEAL}),
        Phase.DISCARD: frozenset({EventType.DISCARD}),
    }

    def __init__(self, plan: Plan) -> None:
        super().__init__(plan)
        self.turned: list[Card] = []
        """Every card turned up, in order."""
        self.ranks: list[Rank] = []
        """The different ranks up, in the order they appeared."""
        self.row_left = 0
        self.new_rank = False
        self.eliminated: list[list[Card]] = [[] for _ in range(self.seats)]
        self.discarding: list[int] = []

    @staticmethod
    def steps_of(plan: Plan) -> tuple[Step, ...]:
        """Antes; the deal and a betting round; five reveals, each with its discards and a
        betting round; declarations; the showdown."""
        steps = [Step(phase=Phase.ANTE)] if plan.setup.ante else []
        for street in plan.streets:
            if street.down:
                steps.append(Step(phase=Phase.DEAL, street=street))
            if street.reveal:
                steps.append(Step(phase=Phase.REVEAL, street=street))
                steps.append(Step(phase=Phase.DISCARD, street=street))
            steps.append(Step(phase=Phase.BET, street=street))
        steps += [Step(phase=Phase.DECLARE), Step(phase=Phase.SHOW)]
        return tuple(steps)

    def handlers(self) -> dict[EventType, Handler]:
        """Reveals and a hidden hand's discards besides the shared events."""
        return super().handlers() | {
            EventType.REVEAL: self._reveal,
            EventType.DISCARD: self._discard,
        }

    # -- the procedure -------------------------------------------------------------------------

    def _start_deal(self, street: Street) -> None:
        self.row_left = street.row
        self.cards_dealt += street.row  # the row is dealt face down with the hands
        self.rules["elimination.reveal"] = None

    def _start_round(self, street: Street) -> None:
        live = [not f for f in self.folded]
        first = draw_first(self.plan.setup.dealer, live)
        self._open_round(first, self.plan.flat_stakes(street))
        self.rules.update(dict.fromkeys(("betting.first-to-act", "betting.amount")))

    def _start_step(self) -> None:
        super()._start_step()
        if self.phase == Phase.REVEAL:
            self.new_rank = False
        elif self.phase == Phase.DISCARD:
            self.discarding = [s for s in self.live() if self.hidden(s)]

    def _step_done(self) -> bool:
        if self.phase == Phase.REVEAL:
            return self.new_rank or self._stock_out()
        if self.phase == Phase.DISCARD:
            return not self.discarding
        return super()._step_done()

    def _end_step(self) -> None:
        phase = self.phase
        super()._end_step()
        if phase == Phase.REVEAL and not self.new_rank:
            # The stock ran out before a new rank showed: no more reveals (RULES.md §1).
            self.rules["elimination.stock-out"] = None
            declare = next(k for k, s in enumerate(self.steps) if s.phase == Phase.DECLARE)
            self.step = declare - 1
        elif phase in (Phase.REVEAL, Phase.DISCARD):
            self._lost_every_card()

    def _stock_out(self) -> bool:
        return self.row_left == 0 and self.stub() == 0 and not self.new_rank

    def _lost_every_card(self) -> None:
        """A live player with no card left wins the whole pot at once; two share it."""
        if self.phase == Phase.REVEAL and any(self.hidden(s) for s in self.live()):
            return  # wait for the hidden hands' discards
        winners = [s for s in self.live() if not self.down[s]]
        if not winners:
            return
        self.rules["elimination.end"] = None
        contenders = [Contender(seat=s, high=int(s in winners)) for s in self.live()]
        self._settle_on(contenders, declare=False)

    # -- events --------------------------------------------------------------------------------

    def _reveal(self, event: Event, index: int) -> None:
        card = event.card
        if card is None:
            raise missing(event, "card")
        if not isinstance(card, Card):
            raise RuleViolation(
                "elimination.reveal", "a card turned up is seen by all: name it", at=(("card",),)
            )
        self.see([(("events", index, "card"), card)])
        if self.row_left:
            self.row_left -= 1
        else:
            self.cards_dealt += 1  # from the top of the stock
        self.turned.append(card)
        if card.rank in self.ranks:
            return
        self.ranks.append(card.rank)
        self.new_rank = True
        for seat in range(self.seats):
            gone = [c for c in self.down[seat] if isinstance(c, Card) and c.rank == card.rank]
            self.eliminated[seat].extend(gone)
            self.down[seat] = [c for c in self.down[seat] if c not in gone]

    def _discard(self, event: Event, index: int) -> None:
        seat = seat_of(event)
        if seat not in self.discarding:
            raise RuleViolation(
                "elimination.reveal",
                f"seat {seat} has no unseen card to give up (or has said so already)",
                at=(("seat",),),
            )
        rank = self.ranks[-1]
        hidden = sum(isinstance(c, HiddenCard) for c in self.down[seat])
        if len(event.discards) > hidden:
            raise RuleViolation(
                "elimination.reveal",
                f"seat {seat} has only {hidden} unseen cards",
                at=(("discards",),),
            )
        for k, card in enumerate(event.discards):
            if not isinstance(card, Card) or card.rank != rank:
                raise RuleViolation(
                    "elimination.reveal",
                    f"only cards of the rank turned up ({rank.plural}) are given up, shown",
                    at=(("discards", k),),
                )
        self.see([(("events", index, "discards", k), c) for k, c in enumerate(event.discards)])
        for card in event.discards:
            if isinstance(card, Card):
                self.down[seat].remove(
                    next(c for c in self.down[seat] if isinstance(c, HiddenCard))
                )
                self.eliminated[seat].append(card)
        self.discarding.remove(seat)

    def _show(self, event: Event, index: int) -> None:
        super()._show(event, index)
        seat = seat_of(event)
        for k, card in enumerate(self.down[seat]):
            if isinstance(card, Card) and card.rank in self.ranks:
                raise RuleViolation(
                    "elimination.reveal",
                    f"{card} is of a rank turned up ({card.rank.plural}): it was to be given up",
                    at=(("down", k),),
                )

    # -- the end -------------------------------------------------------------------------------

    def _finish(self) -> None:
        """The survivors' declarations settled on their point totals (RULES.md §1, §0)."""
        contenders = []
        deciding = self.deciding()
        for seat in self.live():
            contender = Contender(seat=seat, declaration=self.declarations[seat])
            if seat in deciding:
                held = totals([c for c in self.down[seat] if isinstance(c, Card)], self.ranks)
                # Lower is better for low: the pot engine wants greater-is-better.
                low = None if held.low is None else -held.low
                contender = replace(contender, high=held.high, low=low)
            contenders.append(contender)
        self.rules["elimination.values"] = None
        self._settle_on(contenders, declare=len(self.live()) > 1)

    def _settle_on(self, contenders: list[Contender], *, declare: bool) -> None:
        rules = self.plan.rules_of(EliminationRules)
        rule = SplitRule(
            high=True,
            low=declare,
            declare=declare,
            odd_chip=rules.odd_chip,
            failed_pigs=rules.failed_pigs,
            dealer=self.plan.setup.dealer,
            seats=self.seats,
        )
        settlement = settle(self.contributed, self.folded, contenders, rule, dead=self.dead)
        blank = (None,) * self.seats
        self.result = Showdown(settlement=settlement, highs=blank, lows=blank, rules=())
        self.rules.update(dict.fromkeys(("games.hand-over", *settlement.rules)))
        self.over = True

    # -- the state -----------------------------------------------------------------------------

    def hand_part(self) -> EliminationPart:
        """Every card turned up, in order."""
        return EliminationPart(row=tuple(self.turned))

    def seat_part(self, seat: int) -> EliminationSeatPart:
        """The cards given up, and the best totals once the hand is known."""
        eliminated = tuple(self.eliminated[seat])
        if self.hidden(seat):
            return EliminationSeatPart(eliminated=eliminated)
        held = totals([c for c in self.down[seat] if isinstance(c, Card)], self.ranks)
        return EliminationSeatPart(eliminated=eliminated, high_total=held.high, low_total=held.low)

    def next_events(self) -> list[NextEvent]:
        """A reveal, or the hidden hands' discards."""
        if self.phase == Phase.REVEAL:
            return [NextEvent(type=EventType.REVEAL, up=1)]
        if self.phase == Phase.DISCARD:
            rank = self.ranks[-1].letter
            return [NextEvent(type=EventType.DISCARD, seat=s, rank=rank) for s in self.discarding]
        return super().next_events()
