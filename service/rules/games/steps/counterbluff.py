"""Counterbluff's own step kinds (RULES.md §3; S2): the deal of ten each, a hand of cards played
alternately (with its folds and Lowball calls), and the refill from the stock.

What these steps share (the players' cards, rows and scores, the stock, the lead) is the game's
:class:`~service.rules.games.counterbluff.Counterbluff`, made by its declaration; a hand's end
says which steps come next, until the pack is through.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from service.rules.cards import HIDDEN, Card, SeenOrHidden
from service.rules.errors import Location, RuleViolation
from service.rules.games.counterbluff_scoring import HAND, LowballReply, fold, fold_refusal
from service.rules.games.event_fields import missing, named_card, seat_of
from service.rules.games.events import Event, EventType, NextEvent, Phase

if TYPE_CHECKING:
    from service.rules.games.counterbluff import Counterbluff
    from service.rules.games.engine import Engine

DEALT: Final = 10
_DEAL: Final = frozenset({EventType.DEAL})
_PLAY: Final = frozenset({EventType.PLAY, EventType.FOLD, EventType.LOWBALL})
_LOWBALL: Final = frozenset({EventType.LOWBALL, EventType.FOLD})
_SHOW: Final = frozenset({EventType.SHOW})
_DRAW: Final = frozenset({EventType.DRAW})


class DealTen:
    """Each player dealt ten cards."""

    phase = Phase.DEAL
    street = None
    takes = _DEAL
    changes_its_seat_only = False  # its events may touch any seat (kinds.Step)

    def __init__(self, game: Counterbluff) -> None:
        self.game = game

    def start(self, hand: Engine) -> None:
        pass

    def apply(self, hand: Engine, event: Event, index: int) -> None:
        seat, game = seat_of(event), self.game
        if seat in hand.done or len(event.down) != DEALT:
            why = "already has his ten" if seat in hand.done else f"is dealt {DEALT} cards"
            raise RuleViolation("counterbluff.deal", f"seat {seat} {why}", at=(("down",),))
        hand.seen.see([(("events", index, "down", k), c) for k, c in enumerate(event.down)])
        game.held[seat] = list(event.down)
        game.stock -= DEALT
        hand.done.add(seat)

    def done(self, hand: Engine) -> bool:
        return len(hand.done) == 2

    def end(self, hand: Engine) -> None:
        hand.insert_next(self.game.next_steps())

    def to_act(self, hand: Engine) -> int | None:
        return None

    def next_events(self, hand: Engine) -> list[NextEvent]:
        return [NextEvent(type=EventType.DEAL, seat=s, down_count=DEALT) for s in (0, 1)
                if s not in hand.done]  # fmt: skip


class PlayHand:
    """One hand: cards played alternately to each player's row, until a fold, a showdown of two
    rows of five, or a Lowball call answered."""

    phase = Phase.PLAY
    street = None
    takes = _PLAY
    changes_its_seat_only = False  # its events may touch any seat (kinds.Step)

    def __init__(self, game: Counterbluff) -> None:
        self.game = game
        self.scored = False

    def start(self, hand: Engine) -> None:
        self.game.turn = self.game.leader

    def _turn(self, seat: int, rule: str) -> None:
        turn = self.game.turn
        if seat != turn:
            raise RuleViolation(
                rule, f"it is seat {turn}'s turn, not seat {seat}'s", at=(("seat",),)
            )

    def apply(self, hand: Engine, event: Event, index: int) -> None:
        kind = event.type
        if kind == EventType.PLAY:
            self._play(hand, event, index)
        elif kind == EventType.FOLD:
            self._fold(hand, event)
        elif kind == EventType.LOWBALL:
            self._lowball(hand, event, index)
        else:
            self._show(hand, event, index)

    def _play(self, hand: Engine, event: Event, index: int) -> None:
        seat, game = seat_of(event), self.game
        self._turn(seat, "counterbluff.play")
        if event.card is None:
            raise missing(event, "card")
        card = named_card(
            hand, event.card, index, ("card",), rule="counterbluff.play",
            detail="a card is played face up: name it",
        )  # fmt: skip
        if card in game.rows[seat]:
            raise RuleViolation(
                "counterbluff.identical-cards",
                f"seat {seat} has already played {card} to this hand; he may not play an "
                "identical card (he may duplicate his opponent's)",
                at=(("card",),),
            )
        _take(hand, game.held[seat], seat, [(("card",), card)], index)
        game.rows[seat].append(card)
        hand.cite("counterbluff.play")
        game.turn = 1 - seat
        if all(len(row) == HAND for row in game.rows):
            self.scored = game.showdown(hand)

    def _fold(self, hand: Engine, event: Event) -> None:
        seat, game = seat_of(event), self.game
        self._turn(seat, "counterbluff.fold")
        if self.phase == Phase.LOWBALL:
            self.scored = game.settle_lowball(hand, LowballReply.FOLD)
            return
        refusal = fold_refusal(seat, game.leader, game.played())
        if refusal is not None:
            # The event's type is what is refused here, wherever the scorer places it.
            raise RuleViolation(refusal.rule, refusal.detail, at=(("type",),))
        score = fold(seat, game.leader, game.played())
        hand.cite("counterbluff.fold")
        self.scored = game.end_hand(hand, "fold", score, 1 - seat)

    def _lowball(self, hand: Engine, event: Event, index: int) -> None:
        seat, game = seat_of(event), self.game
        self._turn(seat, "counterbluff.lowball")
        if self.phase == Phase.PLAY:
            if not game.settings.lowball:
                raise RuleViolation(
                    "counterbluff.lowball",
                    "this table plays without the Lowball option (set option lowball)",
                    at=(("type",),),
                )
            if seat != game.leader or any(game.rows):
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
        _take(hand, game.held[seat], seat, [((field, k), c) for k, c in enumerate(cards)], index)
        game.lay(seat, face_up, cards)
        hand.cite("counterbluff.lowball")
        if self.phase == Phase.PLAY:
            self._now(Phase.LOWBALL, _LOWBALL)
            game.turn = 1 - seat
        elif face_up and HIDDEN in game.laid[0].cards:
            self._now(Phase.SHOW, _SHOW)
            game.turn = game.laid[0].seat
        else:
            reply = LowballReply.FACE_UP if face_up else LowballReply.FACE_DOWN
            self.scored = game.settle_lowball(hand, reply)

    def _show(self, hand: Engine, event: Event, index: int) -> None:
        seat, game = seat_of(event), self.game
        self._turn(seat, "counterbluff.lowball")
        call = game.laid[0]
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
        hand.seen.see(newly)
        game.show_call(seat, event.down)
        self.scored = game.settle_lowball(hand, LowballReply.FACE_UP)

    def _now(self, phase: Phase, takes: frozenset[EventType]) -> None:
        self.phase, self.takes = phase, takes

    def done(self, hand: Engine) -> bool:
        return self.scored

    def end(self, hand: Engine) -> None:
        hand.insert_next(self.game.next_steps())

    def to_act(self, hand: Engine) -> int | None:
        return self.game.turn

    def next_events(self, hand: Engine) -> list[NextEvent]:
        game = self.game
        seat = game.turn
        if self.phase == Phase.PLAY:
            events = [NextEvent(type=EventType.PLAY, seat=seat)]
            if fold_refusal(seat, game.leader, game.played()) is None:
                events.append(NextEvent(type=EventType.FOLD, seat=seat))
            if game.settings.lowball and seat == game.leader and not any(game.rows):
                events += _laid(seat)
            return events
        if self.phase == Phase.LOWBALL:
            return [*_laid(seat), NextEvent(type=EventType.FOLD, seat=seat)]
        return [NextEvent(type=EventType.SHOW, seat=seat, down_count=HAND)]


def _laid(seat: int | None) -> list[NextEvent]:
    """A Lowball call or reply: five cards laid all face up (``up``) or all face down
    (``down``), the player's choice."""
    return [NextEvent(type=EventType.LOWBALL, seat=seat, up_count=HAND),
            NextEvent(type=EventType.LOWBALL, seat=seat, down_count=HAND)]  # fmt: skip


class Refill:
    """After a hand, the scorer first, each draws a card at a time until holding ten or the
    stock is empty."""

    phase = Phase.DRAW
    street = None
    takes = _DRAW
    changes_its_seat_only = False  # its events may touch any seat (kinds.Step)

    def __init__(self, game: Counterbluff, due: list[tuple[int, int]]) -> None:
        self.game = game
        self.due = due
        """(seat, cards) still to draw, in turn."""

    def start(self, hand: Engine) -> None:
        hand.cite("counterbluff.refill")

    def apply(self, hand: Engine, event: Event, index: int) -> None:
        seat, game = seat_of(event), self.game
        due_seat, count = self.due[0]
        if seat != due_seat or len(event.down) != count:
            raise RuleViolation(
                "counterbluff.refill",
                f"seat {due_seat} draws {count} cards now (the scorer first, a card at a time "
                "until ten or the stock is out)",
                at=(("seat",) if seat != due_seat else ("down",),),
            )
        hand.seen.see([(("events", index, "down", k), c) for k, c in enumerate(event.down)])
        game.held[seat].extend(event.down)
        game.stock -= count
        self.due.pop(0)

    def done(self, hand: Engine) -> bool:
        return not self.due

    def end(self, hand: Engine) -> None:
        hand.insert_next(self.game.next_steps())

    def to_act(self, hand: Engine) -> int | None:
        return self.due[0][0] if self.due else None

    def next_events(self, hand: Engine) -> list[NextEvent]:
        due, count = self.due[0]
        return [NextEvent(type=EventType.DRAW, seat=due, down_count=count)]


def _take(
    hand: Engine,
    held: list[SeenOrHidden],
    seat: int,
    cards: list[tuple[Location, SeenOrHidden]],
    index: int,
) -> None:
    """Cards leave the seat's hand, each with its place in event ``index``; a card named for the
    first time takes the place of an unseen one."""
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
    hand.seen.see(newly)
