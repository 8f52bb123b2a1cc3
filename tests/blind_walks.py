"""Random whole hands of the games dealt with blinds (hold'em and the draw games), played
through the core as a poker app plays them: each time one of the events the hand offers, with
real cards from a shuffled pack (RULES.md §7).

The walk deals from its own pack as a dealer would: hole cards, board cards, and the draws, the
discards shuffled into a new stub when the stub runs out (never a card back to the player who
threw it in the same draw). Used by the property tests and by the pokerkit comparison.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from service.rules.cards import FULL_PACK, JOKER, PlayingCard
from service.rules.games.draw_games import DRAW_GAMES
from service.rules.games.engine import Engine
from service.rules.games.events import Event, EventType, HandState, NextEvent
from service.rules.games.holdem import BOARD_GAMES
from service.rules.games.table import Plan, Setup, configure

BLIND_GAMES = (*BOARD_GAMES, *DRAW_GAMES)
_BETTING = {EventType.BET, EventType.RAISE, EventType.CALL, EventType.CHECK, EventType.FOLD,
            EventType.COMPLETE}  # fmt: skip


@dataclass
class Walk:
    """One hand being played, with the pack as the dealer holds it."""

    plan: Plan
    rng: random.Random
    hand: Engine = field(init=False)
    stock: list[PlayingCard] = field(init=False)
    muck: list[PlayingCard] = field(default_factory=list)
    held: dict[int, list[PlayingCard]] = field(default_factory=dict)
    events: list[Event] = field(default_factory=list)
    actions: list[tuple[int, str, int | None]] = field(default_factory=list)
    """What each seat did, for another implementation to replay: (seat, move, total)."""

    def __post_init__(self) -> None:
        self.hand = Engine(self.plan)
        deck = self.plan.game.deck
        pack: list[PlayingCard] = [c for c in FULL_PACK if deck.copies_of(c)]
        if self.plan.game.deck.jokers:
            pack.append(JOKER)
        self.rng.shuffle(pack)
        self.stock = pack

    def send(self, event: Event) -> None:
        self.hand.apply(event, len(self.events))
        self.events.append(event)

    def deal(self, count: int, *, avoid: list[PlayingCard] = ()) -> tuple[PlayingCard, ...]:  # type: ignore[assignment]
        if len(self.stock) < count:
            # The discards so far, but the drawing player's own, shuffled into a new stub.
            back = [c for c in self.muck if c not in avoid]
            self.muck = [c for c in self.muck if c in avoid]
            self.rng.shuffle(back)
            self.stock += back
        cards, self.stock = self.stock[:count], self.stock[count:]
        return tuple(cards)

    def step(self, offers: list[NextEvent]) -> None:
        # Every hand at the showdown is shown, as pokerkit shows them (mucks are their own test).
        offers = [o for o in offers if o.type == EventType.SHOW] or offers
        offer = self.rng.choice(offers)
        kind, seat = offer.type, offer.seat
        if kind == EventType.ANTE:
            self.send(Event(type=kind, seat=seat, amount=offer.amount))
        elif kind == EventType.DEAL:
            assert seat is not None
            cards = self.deal(offer.down_count or 0)
            self.held[seat] = list(cards)
            self.send(Event(type=kind, seat=seat, down=cards))
        elif kind == EventType.COMMUNITY:
            (card,) = self.deal(1)
            self.send(Event(type=kind, card=card))
        elif kind in _BETTING:
            self._bet(offer)
        elif kind in (EventType.DRAW, EventType.STAND_PAT):
            self._draw(offers)
        elif kind == EventType.SHOW:
            assert seat is not None
            self.send(Event(type=kind, seat=seat, down=tuple(self.held[seat])))
        else:
            raise AssertionError(f"the walk does not play {kind}")

    def _bet(self, offer: NextEvent) -> None:
        seat, kind = offer.seat, offer.type
        assert seat is not None
        to = None
        if kind in (EventType.BET, EventType.RAISE, EventType.COMPLETE):
            assert offer.min_to is not None and offer.max_to is not None
            to = self.rng.choice([offer.min_to, offer.max_to,
                                  self.rng.randint(offer.min_to, offer.max_to)])  # fmt: skip
        if kind == EventType.FOLD:
            self.muck += self.held.get(seat, [])
        self.actions.append((seat, kind.value, to))
        self.send(Event(type=kind, seat=seat, to=to))

    def _draw(self, offers: list[NextEvent]) -> None:
        seat = offers[0].seat
        assert seat is not None
        held = self.held[seat]
        most = max(o.down_count or 0 for o in offers)
        count = self.rng.randint(0, min(most, len(held)))
        if count == 0:
            self.actions.append((seat, "stand_pat", None))
            self.send(Event(type=EventType.STAND_PAT, seat=seat))
            return
        thrown = self.rng.sample(held, count)
        new = self.deal(count, avoid=thrown)
        self.muck += thrown
        self.held[seat] = [c for c in held if c not in thrown] + list(new)
        self.actions.append((seat, "draw", count))
        self.send(Event(type=EventType.DRAW, seat=seat, discards=tuple(thrown), down=new))

    def play(self, most: int = 400) -> HandState:
        """Play to the end; the hand must end within ``most`` events."""
        for _ in range(most):
            state = self.hand.state()
            if not state.next_events:
                return state
            self.step(list(state.next_events))
        raise AssertionError("the hand did not end")


def random_setup(rng: random.Random, game: Any) -> Setup:
    """A table of this game: seats, short stacks now and then, blinds, a straddle sometimes."""
    seats = rng.randint(2, game.max_players)
    big = rng.choice([2, 4, 10])
    blinds = [big // 2, big]
    if seats > 3 and rng.random() < 0.2:
        blinds.append(2 * big)
    stacks = tuple(rng.choice([big // 2, big, 3 * big, 20 * big, 100 * big, 100 * big])
                   for _ in range(seats))  # fmt: skip
    options = {"structure": rng.choice(["fixed_limit", "pot_limit", "no_limit"])}
    return Setup(
        stacks=stacks,
        dealer=rng.randrange(seats),
        ante=rng.choice([0, 0, 0, 1]),
        small_bet=big,
        blinds=tuple(blinds),
        options=options,
    )


def random_walk(rng: random.Random, game: Any) -> Walk:
    return Walk(plan=configure(game, random_setup(rng, game)), rng=rng)
