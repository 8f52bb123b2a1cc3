"""Counterbluff, David Parlett's two-player game, from the deal to the final score (RULES.md §3;
S2).

Ten cards each; the rest is the stock. In each hand the players alternately play a card face up
to their own row, the non-dealer leading the first hand and the last scorer afterwards. Having
played a card, a player may fold on a later turn: the other scores every card played. Two rows of
five are compared: the higher combination scores 55. Then, scorer first, each draws a card at a
time until holding ten or the stock is empty. Once the stock is empty the game ends as soon as a
player holds fewer than five cards; the higher total wins. Options: two packs (no identical cards
in one contribution), Lowball calls, ties, where four of a kind ranks, who leads after Lowball.
It runs in the engine every game runs in (:mod:`~service.rules.games.engine`), but not as a
:class:`~service.rules.games.hand.Hand`: it is played for points, not chips (no stacks, antes,
betting or pot), and one request is a whole game of hands sharing a stock and a score, where a
hand of any other game is one deal. It shares the cards, the seen-card check, the ranking, the
typed house rules and the events with every other game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar, Final

from service.rules.cards import HIDDEN, Card, SeenOrHidden
from service.rules.decks import Deck, SeenCards
from service.rules.errors import Location, RuleViolation
from service.rules.games.counterbluff_scoring import (
    HAND,
    LowballReply,
    Score,
    fold,
    fold_refusal,
    lowball,
    showdown,
)
from service.rules.games.engine import Handler, Procedure, replay, seat_of
from service.rules.games.events import Event, EventType, NextEvent, Phase
from service.rules.games.house_rules import CounterbluffRules, LowballLeader

DEALT: Final = 10


@dataclass(frozen=True, kw_only=True, slots=True)
class Laid:
    """A five-card hand laid for Lowball."""

    seat: int
    face_up: bool
    cards: tuple[SeenOrHidden, ...]


@dataclass(frozen=True, kw_only=True, slots=True)
class HandRecord:
    """One finished hand (or Lowball call) and what it scored."""

    number: int
    leader: int
    kind: str
    """``showdown``, ``fold`` or ``lowball``."""
    rows: tuple[tuple[Card, ...], tuple[Card, ...]]
    score: Score


@dataclass(frozen=True, kw_only=True, slots=True)
class CounterbluffState:
    """Where the game stands."""

    phase: Phase
    hand: int
    leader: int
    to_act: int | None
    scores: tuple[int, int]
    stock: int
    held: tuple[tuple[SeenOrHidden, ...], ...]
    rows: tuple[tuple[Card, ...], ...]
    lowball: tuple[Laid, ...]
    hands: tuple[HandRecord, ...]
    next_events: tuple[NextEvent, ...]
    winner: int | None
    """At the end: the higher total; None for a drawn game or before the end."""
    rules: tuple[str, ...]


class CounterbluffGame(Procedure):
    """A game of Counterbluff in progress: a whole game of hands, played for points."""

    EXPECTED: ClassVar[Mapping[Phase, frozenset[EventType]]] = {
        Phase.DEAL: frozenset({EventType.DEAL}),
        Phase.PLAY: frozenset({EventType.PLAY, EventType.FOLD, EventType.LOWBALL}),
        Phase.LOWBALL: frozenset({EventType.LOWBALL, EventType.FOLD}),
        Phase.SHOW: frozenset({EventType.SHOW}),
        Phase.DRAW: frozenset({EventType.DRAW}),
    }
    PLAYED = "game"

    def __init__(self, dealer: int, settings: CounterbluffRules) -> None:
        self.settings = settings
        self.deck = Deck(packs=settings.packs)
        self.stock = self.deck.size
        self.held: list[list[SeenOrHidden]] = [[], []]
        self.rows: list[list[Card]] = [[], []]
        self.scores = [0, 0]
        self.leader = 1 - dealer
        self.turn = self.leader
        self.phase = Phase.DEAL
        self.dealt: set[int] = set()
        self.number = 1
        self.records: list[HandRecord] = []
        self.laid: list[Laid] = []
        self.refills: list[tuple[int, int]] = []
        self.seen = SeenCards(self.deck)
        self.rules: dict[str, None] = dict.fromkeys(("counterbluff.deal", "games.procedure"))
        if self.deck.packs == 2:
            self.rules["counterbluff.identical-cards"] = None

    # -- events --------------------------------------------------------------------------------

    def check(self, event: Event) -> None:
        """Every event is one of the two players'."""
        if event.seat is None or event.seat > 1:
            raise RuleViolation(
                "games.players", "Counterbluff is for two players: seat 0 or 1", at=(("seat",),)
            )

    def advance(self) -> None:
        """Nothing more: each event's own step says what comes next (a hand ends on a fold, a
        call answered or the last card played, the game when the stock is through)."""

    def handlers(self) -> dict[EventType, Handler]:
        """Dealing, playing, folding, calling Lowball, showing and drawing."""
        return {
            EventType.DEAL: self._deal,
            EventType.PLAY: self._play,
            EventType.FOLD: self._fold,
            EventType.LOWBALL: self._lowball,
            EventType.SHOW: self._show,
            EventType.DRAW: self._draw,
        }

    def _deal(self, event: Event, index: int) -> None:
        seat = seat_of(event)
        if seat in self.dealt or len(event.down) != DEALT:
            why = "already has his ten" if seat in self.dealt else f"is dealt {DEALT} cards"
            raise RuleViolation("counterbluff.deal", f"seat {seat} {why}", at=(("down",),))
        self._see([(("events", index, "down", k), c) for k, c in enumerate(event.down)])
        self.held[seat] = list(event.down)
        self.stock -= DEALT
        self.dealt.add(seat)
        if len(self.dealt) == 2:
            self._next_hand()

    def _turn(self, seat: int, rule: str) -> None:
        if seat != self.turn:
            raise RuleViolation(
                rule, f"it is seat {self.turn}'s turn, not seat {seat}'s", at=(("seat",),)
            )

    def _play(self, event: Event, index: int) -> None:
        seat = seat_of(event)
        self._turn(seat, "counterbluff.play")
        card = event.card
        if not isinstance(card, Card):
            raise RuleViolation(
                "counterbluff.play", "a card is played face up: name it", at=(("card",),)
            )
        if card in self.rows[seat]:
            raise RuleViolation(
                "counterbluff.identical-cards",
                f"seat {seat} has already played {card} to this hand; he may not play an "
                "identical card (he may duplicate his opponent's)",
                at=(("card",),),
            )
        self._take(seat, [(("card",), card)], index)
        self.rows[seat].append(card)
        self.rules["counterbluff.play"] = None
        self.turn = 1 - seat
        if all(len(row) == HAND for row in self.rows):
            score = showdown(self.rows, self.settings)
            self._end_hand("showdown", score, self._winner_or_leader(score))

    def _fold(self, event: Event, _index: int) -> None:
        seat = seat_of(event)
        self._turn(seat, "counterbluff.fold")
        if self.phase == Phase.LOWBALL:
            self._settle_lowball(LowballReply.FOLD)
            return
        refusal = fold_refusal(seat, self.leader, self._played())
        if refusal is not None:
            # The event's type is what is refused here, wherever the scorer places it.
            raise RuleViolation(refusal.rule, refusal.detail, at=(("type",),))
        score = fold(seat, self.leader, self._played())
        self.rules["counterbluff.fold"] = None
        self._end_hand("fold", score, 1 - seat)

    def _lowball(self, event: Event, index: int) -> None:
        seat = seat_of(event)
        self._turn(seat, "counterbluff.lowball")
        if self.phase == Phase.PLAY:
            if not self.settings.lowball:
                raise RuleViolation(
                    "counterbluff.lowball",
                    "this table plays without the Lowball option (set option lowball)",
                    at=(("type",),),
                )
            if seat != self.leader or any(self.rows):
                raise RuleViolation(
                    "counterbluff.lowball",
                    "Lowball is called by the player to lead, before the hand's first card",
                    at=(("type",),),
                )
        face_up, cards = bool(event.up), (event.up or event.down)
        if len(cards) != HAND or (event.up and event.down):
            raise RuleViolation(
                "counterbluff.lowball",
                "a Lowball hand is five cards, all face up (`up`) or all face down (`down`)",
                at=(("up" if event.up else "down",),),
            )
        field = "up" if face_up else "down"
        named = [c for c in cards if isinstance(c, Card)]
        for k, card in enumerate(named):
            if card in named[:k]:
                raise RuleViolation(
                    "counterbluff.identical-cards",
                    f"seat {seat} may not lay two identical cards ({card})",
                    at=((field, k),),
                )
        self._take(seat, [((field, k), c) for k, c in enumerate(cards)], index)
        self.laid.append(Laid(seat=seat, face_up=face_up, cards=tuple(cards)))
        self.rules["counterbluff.lowball"] = None
        if self.phase == Phase.PLAY:
            self.phase, self.turn = Phase.LOWBALL, 1 - seat
        elif face_up and HIDDEN in self.laid[0].cards:
            self.phase, self.turn = Phase.SHOW, self.laid[0].seat
        else:
            self._settle_lowball(LowballReply.FACE_UP if face_up else LowballReply.FACE_DOWN)

    def _show(self, event: Event, index: int) -> None:
        seat = seat_of(event)
        self._turn(seat, "counterbluff.lowball")
        call = self.laid[0]
        if len(event.down) != HAND:
            raise RuleViolation(
                "counterbluff.lowball", "the caller shows all five cards he laid",
                at=(("down",),),
            )  # fmt: skip
        newly: list[tuple[Location, SeenOrHidden]] = []
        for k, (was, shown) in enumerate(zip(call.cards, event.down, strict=True)):
            if not isinstance(shown, Card) or (isinstance(was, Card) and was != shown):
                raise RuleViolation(
                    "counterbluff.lowball",
                    f"card {k + 1} was laid as {was}; the hand is shown as laid, named",
                    at=(("down", k),),
                )
            if not isinstance(was, Card):
                newly.append((("events", index, "down", k), shown))
        self._see(newly)
        self.laid[0] = Laid(seat=seat, face_up=False, cards=tuple(event.down))
        self._settle_lowball(LowballReply.FACE_UP)

    def _draw(self, event: Event, index: int) -> None:
        seat = seat_of(event)
        due_seat, count = self.refills[0]
        if seat != due_seat or len(event.down) != count:
            raise RuleViolation(
                "counterbluff.refill",
                f"seat {due_seat} draws {count} cards now (the scorer first, a card at a time "
                "until ten or the stock is out)",
                at=(("seat",) if seat != due_seat else ("down",),),
            )
        self._see([(("events", index, "down", k), c) for k, c in enumerate(event.down)])
        self.held[seat].extend(event.down)
        self.stock -= count
        self.refills.pop(0)
        if not self.refills:
            self._next_hand()

    # -- hands ---------------------------------------------------------------------------------

    def _settle_lowball(self, reply: LowballReply) -> None:
        call = self.laid[0]
        answer = self.laid[1] if len(self.laid) > 1 else None
        named = [c for c in call.cards if isinstance(c, Card)]
        score = lowball(
            call.seat,
            call.face_up,
            named if len(named) == HAND else None,
            reply,
            [c for c in answer.cards if isinstance(c, Card)] if answer else None,
            self.settings,
        )
        who = self.settings.lowball_leader
        leader = call.seat if who == LowballLeader.CALLER else self._winner_or(score, call.seat)
        self.rules["counterbluff.lowball-leader"] = None
        self._end_hand("lowball", score, leader)

    def _winner_or_leader(self, score: Score) -> int:
        return self._winner_or(score, self.leader)

    @staticmethod
    def _winner_or(score: Score, other: int) -> int:
        """The scorer; after a tie nobody won, so ``other`` keeps the lead."""
        return score.winner if score.winner is not None else other

    def _end_hand(self, kind: str, score: Score, next_leader: int) -> None:
        self.scores = [a + b for a, b in zip(self.scores, score.points, strict=True)]
        self.rules.update(dict.fromkeys((score.rule, "counterbluff.score")))
        self.records.append(
            HandRecord(
                number=self.number,
                leader=self.leader,
                kind=kind,
                rows=(tuple(self.rows[0]), tuple(self.rows[1])),
                score=score,
            )
        )
        first = self._winner_or_leader(score)
        self.rows, self.laid = [[], []], []
        self.leader = next_leader
        self.number += 1
        self.refills = self._refill_counts(first)
        self.rules["counterbluff.lead"] = None
        if self.refills:
            self.phase = Phase.DRAW
            self.rules["counterbluff.refill"] = None
        else:
            self._next_hand()

    def _refill_counts(self, first: int) -> list[tuple[int, int]]:
        """A card at a time, ``first`` first, until each holds ten or the stock is out."""
        need = [DEALT - len(h) for h in self.held]
        got, stock = [0, 0], self.stock
        while stock and any(g < n for g, n in zip(got, need, strict=True)):
            for seat in (first, 1 - first):
                if stock and got[seat] < need[seat]:
                    got[seat] += 1
                    stock -= 1
        return [(seat, got[seat]) for seat in (first, 1 - first) if got[seat]]

    def _next_hand(self) -> None:
        if self.stock == 0 and min(len(h) for h in self.held) < HAND:
            self.phase = Phase.OVER
            self.rules["counterbluff.end"] = None
            return
        self.phase, self.turn = Phase.PLAY, self.leader

    # -- cards ---------------------------------------------------------------------------------

    def _see(self, cards: Sequence[tuple[Location, SeenOrHidden]]) -> None:
        self.seen.see(cards)

    def _take(self, seat: int, cards: Sequence[tuple[Location, SeenOrHidden]], index: int) -> None:
        """Cards leave the seat's hand, each with its place in event ``index``; a card named
        for the first time takes the place of an unseen one."""
        held = self.held[seat]
        newly: list[tuple[Location, SeenOrHidden]] = []
        for place, card in cards:
            if card in held:
                held.remove(card)
            elif HIDDEN in held:
                held.remove(HIDDEN)
                if isinstance(card, Card):
                    newly.append((("events", index, *place), card))
            else:
                raise RuleViolation(
                    "counterbluff.play", f"seat {seat} does not hold {card}", at=(place,)
                )
        self._see(newly)

    # -- the state -----------------------------------------------------------------------------

    def state(self) -> CounterbluffState:
        """The game as it stands now."""
        over = self.phase == Phase.OVER
        winner = None
        if over and self.scores[0] != self.scores[1]:
            winner = int(self.scores[1] > self.scores[0])
        return CounterbluffState(
            phase=self.phase,
            hand=self.number,
            leader=self.leader,
            to_act=None if over or self.phase == Phase.DEAL else self._to_act(),
            scores=(self.scores[0], self.scores[1]),
            stock=self.stock,
            held=tuple(tuple(h) for h in self.held),
            rows=tuple(tuple(r) for r in self.rows),
            lowball=tuple(self.laid),
            hands=tuple(self.records),
            next_events=tuple(self._next_events()),
            winner=winner,
            rules=tuple(self.rules),
        )

    def _played(self) -> tuple[int, int]:
        return (len(self.rows[0]), len(self.rows[1]))

    def _to_act(self) -> int:
        return self.refills[0][0] if self.phase == Phase.DRAW else self.turn

    def _next_events(self) -> list[NextEvent]:
        seat = self.turn
        if self.phase == Phase.DEAL:
            return [NextEvent(type=EventType.DEAL, seat=s, down=DEALT) for s in (0, 1)
                    if s not in self.dealt]  # fmt: skip
        if self.phase == Phase.PLAY:
            events = [NextEvent(type=EventType.PLAY, seat=seat, up=1)]
            if fold_refusal(seat, self.leader, self._played()) is None:
                events.append(NextEvent(type=EventType.FOLD, seat=seat))
            if self.settings.lowball and seat == self.leader and not any(self.rows):
                events.append(NextEvent(type=EventType.LOWBALL, seat=seat, down=HAND))
            return events
        if self.phase == Phase.LOWBALL:
            return [NextEvent(type=EventType.LOWBALL, seat=seat, down=HAND),
                    NextEvent(type=EventType.FOLD, seat=seat)]  # fmt: skip
        if self.phase == Phase.SHOW:
            return [NextEvent(type=EventType.SHOW, seat=seat, down=HAND)]
        if self.phase == Phase.DRAW:
            due, count = self.refills[0]
            return [NextEvent(type=EventType.DRAW, seat=due, down=count)]
        return []


def replay_counterbluff(
    dealer: int, settings: CounterbluffRules, events: Sequence[Event]
) -> CounterbluffState:
    """Replay a whole game; the first illegal event is refused at ``events.<i>``."""
    game = CounterbluffGame(dealer, settings)
    replay(game, events)
    return game.state()
