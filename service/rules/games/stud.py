"""The seven-card stud family's own steps (RULES.md §4; S3).

Up cards, the bring-in and the best hand showing, the community card when the stub runs short,
burns, English Stud's exchanges, the Man with the Axe's payments, Low Hole's wild ranks and the
centre joker of Aces, Straights and Flushes. Everything else is :class:`Hand`'s.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from functools import lru_cache
from typing import ClassVar

from service.rules.betting.streets import stud_round
from service.rules.cards import JOKER, Card, PlayingCard, Rank
from service.rules.errors import RuleViolation
from service.rules.games.catalog import Street
from service.rules.games.engine import Handler, missing, seat_of
from service.rules.games.events import Event, EventType, NextEvent, Phase, SeatState
from service.rules.games.hand import Hand, Step
from service.rules.games.house_rules import AxeRules, EnglishStudRules, StudRules
from service.rules.games.table import DECK_CARDS, Plan
from service.rules.games.view import hole_wild_ranks

# The phases the engine compares at every event, read off their enum once: in Python 3.11
# reading a member off its class goes through the enum metaclass's __getattr__ hook, several
# times the cost of reading a module's global.
_DEAL, _EXCHANGE = Phase.DEAL, Phase.EXCHANGE


class StudHand(Hand):
    """A hand of a seven-card stud game."""

    EXPECTED: ClassVar[Mapping[Phase, frozenset[EventType]]] = {
        **Hand.EXPECTED,
        Phase.DEAL: frozenset({EventType.DEAL, EventType.COMMUNITY}),
        Phase.EXCHANGE: frozenset({EventType.EXCHANGE, EventType.STAND_PAT}),
    }

    def __init__(self, plan: Plan) -> None:
        super().__init__(plan)
        if plan.game.centre_joker:
            self.seen.see([(("centre",), JOKER)])
        self.burns = 0
        self.community_due = False
        self.exchange_order: list[int] = []

    @staticmethod
    def steps_of(plan: Plan) -> tuple[Step, ...]:
        """Antes; each street's deal and betting, and exchanges; declarations; the showdown."""
        game = plan.game
        return _steps(bool(plan.setup.ante), plan.streets, game.exchanges_after, game.declare)

    def handlers(self) -> dict[EventType, Handler]:
        """Stud's own events besides the shared ones."""
        return super().handlers() | {
            EventType.COMMUNITY: self._community,
            EventType.EXCHANGE: self._exchange,
            EventType.STAND_PAT: self._exchange,
        }

    def _step_done(self) -> bool:
        phase = self.phase
        if phase == _DEAL and self.community_due:
            return len(self.community) == 1
        if phase == _EXCHANGE:
            return not self.exchange_order
        return super()._step_done()

    def _start_step(self) -> None:
        super()._start_step()
        if self.phase == _EXCHANGE:
            dealer = self.plan.setup.dealer
            order = [(dealer + 1 + k) % self.seats for k in range(self.seats)]
            self.exchange_order = [s for s in order if not self.folded[s]]

    def _start_deal(self, street: Street) -> None:
        """Deal individually, or one community card when the stub is short (RULES.md §4)."""
        burning = self.plan.rules_of(StudRules).burn_cards
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
        showing = [[*up, *self.community] for up in self.up] if self.community else self.up
        stud_street = self.plan.stud_street(street)
        first, stakes = stud_round(stud_street, showing, live, self.plan.setup.dealer)
        self._open_round(first, stakes)
        self.rules.update(dict.fromkeys(("betting.first-to-act", "betting.stud-limits")))

    def to_act(self) -> int | None:
        """Exchanges are made in turn too."""
        if self.phase == _EXCHANGE and self.exchange_order:
            return self.exchange_order[0]
        return super().to_act()

    def seat_state(self, seat: int) -> SeatState:
        """Low Hole: the seat's own wild ranks."""
        state = super().seat_state(seat)
        if not self.plan.game.low_hole:
            return state
        high, low = hole_wild_ranks(self, seat)
        return replace(
            state,
            high_wild_rank=high.letter if high else None,
            low_wild_rank=low.letter if low else None,
        )

    def wild_ranks(self, seat: int) -> tuple[frozenset[Rank], frozenset[Rank]]:
        """Low Hole: the seat's own wild rank for high and for low."""
        if not self.plan.game.low_hole:
            return frozenset(), frozenset()
        high, low = hole_wild_ranks(self, seat)
        return (frozenset({high}) if high else frozenset()), (
            frozenset({low}) if low else frozenset()
        )

    def board(self) -> list[PlayingCard]:
        """The community card, and Aces, Straights and Flushes' centre joker."""
        return [*self.community, *([JOKER] if self.plan.game.centre_joker else [])]

    # -- stud's own events ---------------------------------------------------------------------

    def _check_deal(self, event: Event) -> None:
        if self.community_due:
            raise RuleViolation(
                "stud.community-card",
                f"the stub cannot give {len(self.live())} players a card each: one community "
                "card is dealt instead",
                at=(("type",),),
            )

    def _dealt(self, seat: int, up: Sequence[Card]) -> None:
        """The Man with the Axe: antes for each wild card and each seven dealt face up."""
        if not self.plan.game.exposed_payments:
            return
        rules, ante, wild = self.plan.rules_of(AxeRules), self.plan.setup.ante, self.plan.game.wild
        for card in up:
            if wild is not None and wild.kind_of(card) == "wild":
                due, why = rules.wild_card_payment * ante, f"wild card {card} up"
            elif card.rank == Rank.SEVEN:
                due, why = rules.seven_payment * ante, f"seven {card} up"
            else:
                continue
            self.pay(seat, min(due, self.stacks[seat]), why, "stud.axe-payments")

    def _community(self, event: Event, index: int) -> None:
        if not self.community_due:
            raise RuleViolation(
                "stud.community-card",
                "there are cards enough for everyone: each live player is dealt his own",
                at=(("type",),),
            )
        if event.card is None:
            raise missing(event, "card")
        if not isinstance(event.card, Card):
            raise RuleViolation(
                "stud.community-card",
                "the community card is dealt face up for everyone: name it",
                at=(("card",),),
            )
        self.see([(("events", index, "card"), event.card)])
        self.community.append(event.card)
        self.cards_dealt += 1

    def _exchange(self, event: Event, index: int) -> None:
        seat = seat_of(event)
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
            raise missing(event, "discard")
        if event.card is None:
            raise missing(event, "card")
        fee = self.plan.rules_of(EnglishStudRules).exchange_fee
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
        self.see([(("events", index, "card"), event.card)])
        self.cards_dealt += 1
        if fee:
            self.pay(seat, fee, "exchange fee", "stud.english-fee")

    def next_events(self) -> list[NextEvent]:
        """Stud's own next events: the community card and the exchanges."""
        if self.phase == _DEAL and self.community_due:
            return [NextEvent(type=EventType.COMMUNITY, up=1)]
        if self.phase == _EXCHANGE and self.exchange_order:
            seat = self.exchange_order[0]
            fee = self.plan.rules_of(EnglishStudRules).exchange_fee
            events = [NextEvent(type=EventType.STAND_PAT, seat=seat)]
            if fee <= self.stacks[seat]:
                events.insert(0, NextEvent(type=EventType.EXCHANGE, seat=seat, amount=fee))
            return events
        return super().next_events()


@lru_cache(maxsize=64)
def _steps(
    ante: bool, streets: tuple[Street, ...], exchanges_after: tuple[int, ...], declare: bool
) -> tuple[Step, ...]:
    """:meth:`StudHand.steps_of`, made once for each form of the game: every hand replayed
    starts by laying out its steps, and they depend on nothing else."""
    steps = [Step(phase=Phase.ANTE)] if ante else []
    for street in streets:
        if street.down or street.up:
            steps.append(Step(phase=Phase.DEAL, street=street))
        steps.append(Step(phase=Phase.BET, street=street))
        if street.number in exchanges_after:
            steps.append(Step(phase=Phase.EXCHANGE, street=street))
    if declare:
        steps.append(Step(phase=Phase.DECLARE))
    steps.append(Step(phase=Phase.SHOW))
    return tuple(steps)
