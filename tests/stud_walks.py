"""Random hands of the seven-card stud family, played along the events the engine offers.

A walk deals from a shuffled pack and, at each step, sends one of the events the hand offers
next, filled in: a card dealt face down is sometimes unseen (``??``) until its owner shows it,
an amount is anywhere in the offered range, a call or a check sometimes names its total. Now
and then the walk sends instead an event the rules refuse (out of turn, a total not offered, a
card already dealt, a kind the step does not take) and the hand ends there. Table settings,
seats, stacks (some short, for all-ins) and stakes are random too, so that the walks reach the
bring-in, big bets, caps, short all-ins, folds to one player, the community card of a stub
run short, exchanges, declarations and the showdown.
"""

from __future__ import annotations

import random
from typing import Final

from service.rules.betting.round import Structure
from service.rules.betting.streets import HeadsUpRaises, ShowingTie
from service.rules.cards import FULL_PACK, HIDDEN, Card, SeenOrHidden
from service.rules.errors import RuleViolation
from service.rules.games.catalog import CATALOG, Family, GameSpec
from service.rules.games.events import BETTING_MOVES, Event, EventType, NextEvent, Phase
from service.rules.games.house_rules import EnglishStudRules, StudRules
from service.rules.games.options import OptionValue, options_of
from service.rules.games.procedure import new_hand
from service.rules.games.table import Plan, Setup, configure
from service.rules.games.view import state_of
from service.rules.pots.shares import Declaration

STUD_GAMES: Final = tuple(g for g in CATALOG.values() if g.family == Family.STUD)
MOST_EVENTS: Final = 400
"""A walk never sends more events than this (fixed limit hands end long before)."""


def _options(game: GameSpec, seats: int, rng: random.Random) -> dict[str, OptionValue]:
    """Some of the family's house rules, set at random."""
    options: dict[str, OptionValue] = {
        "burn_cards": rng.random() < 0.3,
        "showing_tie": rng.choice(list(ShowingTie)).value,
        "heads_up_raises": rng.choice(list(HeadsUpRaises)).value,
        "big_bets_from_fifth": rng.random() < 0.2,
    }
    if rng.random() < 0.2:
        options["structure"] = rng.choice(list(Structure)).value
    if rng.random() < 0.2:
        options["forced_bring_in"] = False
    if isinstance(game.house_rules, EnglishStudRules):
        options["exchange_fee"] = rng.choice([0, 0, 5, 50])
        options["seventh_card"] = seats <= 5 and rng.random() < 0.5
    # An option of another structure is refused by the contract (the cap, in pot limit).
    structure = options.get("structure", game.house_rules.structure.value)
    bound = {o.name: o.structures for o in options_of(game.house_rules) if o.structures}
    return {k: v for k, v in options.items() if k not in bound or structure in bound[k]}


def stud_plan(rng: random.Random) -> Plan:
    """A stud game at a random table."""
    game = rng.choice(STUD_GAMES)
    seats = rng.randint(game.min_players, game.max_players)
    options = _options(game, seats, rng)
    rules = game.house_rules
    assert isinstance(rules, StudRules)
    bring_in = bool(options.get("forced_bring_in", rules.forced_bring_in))
    structure = options.get("structure", rules.structure.value)  # a big bet only in fixed limit
    short = rng.random() < 0.5
    setup = Setup(
        stacks=tuple(rng.randint(1, 40) if short else rng.randint(40, 400) for _ in range(seats)),
        dealer=rng.randrange(seats),
        ante=rng.choice([0, 1, 1, 2]),
        bring_in=2 if bring_in else None,
        small_bet=5,
        big_bet=rng.choice([None, 10, 15]) if structure == Structure.FIXED_LIMIT else None,
        options=options,
    )
    return configure(game, setup)


class StudWalk:
    """One hand played along the offered events, every unseen card known to the walk."""

    def __init__(self, plan: Plan, rng: random.Random) -> None:
        self.plan, self.rng = plan, rng
        self.hand = new_hand(plan)
        self.pack = list(FULL_PACK)
        rng.shuffle(self.pack)
        self.dealt: list[Card] = []
        self.truth: list[list[Card]] = [[] for _ in plan.setup.stacks]
        """Each seat's down cards as they really are, in the order dealt."""
        self.events: list[Event] = []

    def play(self, refusals: bool) -> list[Event]:
        """Walk to the end of the hand; if ``refusals``, a walk in three ends at a wrong event."""
        wrong_at = self.rng.randrange(60) if refusals and self.rng.random() < 0.3 else None
        while len(self.events) < MOST_EVENTS:
            state = state_of(self.hand)
            if state.phase == Phase.OVER or not state.next_events:
                break
            # Folds are rarer than the other moves, so that many hands reach the last streets.
            weights = [0.15 if e.type == EventType.FOLD else 1.0 for e in state.next_events]
            offer = self.rng.choices(state.next_events, weights)[0]
            wrong = len(self.events) == wrong_at
            event = self._wrong(offer) if wrong else self._event(offer)
            self.events.append(event)
            try:
                self.hand.apply(event, len(self.events) - 1)
            except RuleViolation:
                break
            if wrong:
                break
        return self.events

    def _card(self) -> Card:
        card = self.pack.pop()
        self.dealt.append(card)
        return card

    def _down(self, seat: int) -> SeenOrHidden:
        card = self._card()
        self.truth[seat].append(card)
        return HIDDEN if self.rng.random() < 0.3 else card

    def _event(self, offer: NextEvent) -> Event:
        kind, seat = offer.type, offer.seat
        if kind == EventType.ANTE:
            return Event(type=kind, seat=seat, amount=offer.amount)
        if kind == EventType.DEAL:
            assert seat is not None
            down = tuple(self._down(seat) for _ in range(offer.down_count or 0))
            return Event(
                type=kind,
                seat=seat,
                down=down,
                up=tuple(self._card() for _ in range(offer.up_count or 0)),
            )
        if kind == EventType.COMMUNITY:
            return Event(type=kind, card=self._card())
        if kind == EventType.FOLD:
            return Event(type=kind, seat=seat)  # a fold puts nothing in: no totals
        if kind in BETTING_MOVES:
            assert offer.min_to is not None
            assert offer.max_to is not None
            to = self.rng.randint(offer.min_to, offer.max_to)
            named = kind in (EventType.BRING_IN, EventType.COMPLETE, EventType.BET, EventType.RAISE)
            return Event(type=kind, seat=seat, to=to if named or self.rng.random() < 0.5 else None)
        if kind == EventType.EXCHANGE:
            assert seat is not None
            return self._exchange(seat)
        if kind == EventType.DECLARE:
            return Event(type=kind, seat=seat, declaration=self.rng.choice(list(Declaration)))
        if kind == EventType.SHOW:
            assert seat is not None
            return Event(type=kind, seat=seat, down=tuple(self.truth[seat]))
        return Event(type=kind, seat=seat)

    def _exchange(self, seat: int) -> Event:
        up, down = self.hand.up[seat], self.hand.down[seat]
        k = self.rng.randrange(len(up) + len(down))
        if k < len(up):
            return Event(type=EventType.EXCHANGE, seat=seat, discard=up[k], card=self._card())
        discard = down[k - len(up)]
        where = down.index(discard)  # as the engine finds it: the first such card
        new = self._card()
        self.truth[seat][where] = new
        card = HIDDEN if self.rng.random() < 0.3 else new
        return Event(type=EventType.EXCHANGE, seat=seat, discard=discard, card=card)

    def _wrong(self, offer: NextEvent) -> Event:
        """An event the rules should refuse, made from the one offered."""
        seats = len(self.truth)
        seat = offer.seat if offer.seat is not None else 0
        event = self._event(offer)
        if offer.type == EventType.DEAL and offer.up_count and self.dealt[:-1]:
            again = self.rng.choice(self.dealt[:-1])  # a card already dealt, dealt again
            return Event(type=event.type, seat=seat, down=event.down, up=(*event.up[:-1], again))
        if offer.type in BETTING_MOVES and self.rng.random() < 0.5 and offer.max_to is not None:
            return Event(type=offer.type, seat=seat, to=offer.max_to + self.rng.randint(1, 5))
        if self.rng.random() < 0.5:
            return Event(type=event.type, seat=(seat + 1) % seats, to=event.to, amount=event.amount,
                         down=event.down, up=event.up, card=event.card,
                         declaration=event.declaration)  # fmt: skip
        return Event(type=EventType.CHECK if offer.type != EventType.CHECK else EventType.DEAL,
                     seat=seat)  # fmt: skip


def stud_walk(rng: random.Random, *, refusals: bool = True) -> tuple[Plan, list[Event]]:
    """A random stud hand's plan and events, the last of them perhaps refused."""
    plan = stud_plan(rng)
    return plan, StudWalk(plan, rng).play(refusals)
