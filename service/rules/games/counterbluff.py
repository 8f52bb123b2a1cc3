"""Counterbluff, David Parlett's two-player game, from the deal to the final score (RULES.md §3;
S2).

Ten cards each; the rest is the stock. In each hand the players alternately play a card face up
to their own row, the non-dealer leading the first hand and the last scorer afterwards. Having
played a card, a player may fold on a later turn: the other scores every card played. Two rows of
five are compared: the higher combination scores 55. Then, scorer first, each draws a card at a
time until holding ten or the stock is empty. Once the stock is empty the game ends as soon as a
player holds fewer than five cards; the higher total wins. Options: two packs (no identical cards
in one contribution), Lowball calls, ties, where four of a kind ranks, who leads after Lowball.
It runs in the engine every game runs in (:mod:`~service.rules.games.engine`), as the steps of
:mod:`~service.rules.games.steps.counterbluff`: it is played for points, not chips (the table's
stacks stay empty), and one request is a whole game of hands sharing a stock and a score, where
a hand of any other game is one deal, so each hand's end lays out the steps that follow it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from service.rules.cards import Card, SeenOrHidden
from service.rules.decks import deck_of
from service.rules.games.counterbluff_rules import CounterbluffRules, LowballLeader
from service.rules.games.counterbluff_scoring import (
    HAND,
    LowballReply,
    Score,
    lowball,
    showdown,
)
from service.rules.games.engine import Engine, replay
from service.rules.games.events import Event, NextEvent, Phase
from service.rules.games.kinds import Procedure, Step
from service.rules.games.spec import Family, GameOf
from service.rules.games.steps.counterbluff import DEALT, DealTen, PlayHand, Refill
from service.rules.games.table import Plan, Setup, plan_with
from service.rules.makers import fields_of


@dataclass(frozen=True, kw_only=True, slots=True)
class Laid:
    """A five-card hand laid for Lowball."""

    seat: int
    face_up: bool
    cards: tuple[SeenOrHidden, ...]


@dataclass(frozen=True, kw_only=True, slots=True)
class HandRecord(Score):
    """One finished hand (or Lowball call): what it scored, and where in the game."""

    number: int
    leader: int
    ended_by: str
    """``showdown``, ``fold`` or ``lowball``."""
    rows: tuple[tuple[Card, ...], tuple[Card, ...]]


@dataclass(frozen=True, kw_only=True, slots=True)
class CounterbluffState:
    """Where the game stands."""

    phase: Phase
    hand_number: int
    leader: int
    to_act: int | None
    scores: tuple[int, int]
    stock: int
    held: tuple[tuple[SeenOrHidden, ...], ...]
    rows: tuple[tuple[Card, ...], ...]
    laid: tuple[Laid, ...]
    """The hands laid for Lowball in the hand being played."""
    hands: tuple[HandRecord, ...]
    next_events: tuple[NextEvent, ...]
    winner: int | None
    """At the end: the higher total; None for a drawn game or before the end."""
    rules: tuple[str, ...]

    @property
    def over(self) -> bool:
        """The pack is through and the game scored."""
        return self.phase == Phase.OVER


def counterbluff_game(rules: CounterbluffRules, plan: Plan) -> Procedure:
    """A whole game: the deal, then hands and refills until the pack is through."""
    return _procedure(Counterbluff(rules, plan.setup.dealer), rules)


def _procedure(game: Counterbluff, rules: CounterbluffRules) -> Procedure:
    cited: tuple[str, ...] = ("counterbluff.deal", "games.procedure")
    if rules.packs == 2:
        cited += ("counterbluff.identical-cards",)
    return Procedure(
        steps=[DealTen(game)],
        ending=game,
        rules=cited,
        deck=deck_of(rules.packs, 0),
        played="game",
    )


class Counterbluff:
    """What a game of Counterbluff keeps across its steps: the players' cards and rows, the
    scores, the stock, the lead and the finished hands."""

    def __init__(self, settings: CounterbluffRules, dealer: int) -> None:
        self.settings = settings
        self.stock = deck_of(settings.packs, 0).size
        self.held: list[list[SeenOrHidden]] = [[], []]
        self.rows: list[list[Card]] = [[], []]
        self.scores = [0, 0]
        self.leader = 1 - dealer
        self.turn = self.leader
        self.number = 1
        self.records: list[HandRecord] = []
        self.laid: list[Laid] = []
        self.refills: list[tuple[int, int]] = []

    def played(self) -> tuple[int, int]:
        """Cards each has played to this hand."""
        return (len(self.rows[0]), len(self.rows[1]))

    def next_steps(self) -> list[Step]:
        """After the deal, a hand or a refill: the refill due, the next hand, or the end once
        the stock is out and a player holds fewer than five cards."""
        if self.refills:
            due, self.refills = self.refills, []
            return [Refill(self, due)]
        if self.stock == 0 and min(len(h) for h in self.held) < HAND:
            return []
        return [PlayHand(self)]

    # -- a hand's end ----------------------------------------------------------------------------

    def showdown(self, hand: Engine) -> bool:
        """Two rows of five: the higher combination scores."""
        score = showdown(self.rows, self.settings)
        return self.end_hand(hand, "showdown", score, self._winner_or(score, self.leader))

    def lay(self, seat: int, face_up: bool, cards: Sequence[SeenOrHidden]) -> None:
        """Five cards laid for Lowball, by the caller or in answer."""
        self.laid.append(Laid(seat=seat, face_up=face_up, cards=tuple(cards)))

    def show_call(self, seat: int, cards: Sequence[SeenOrHidden]) -> None:
        """The caller shows the five he laid face down."""
        self.laid[0] = Laid(seat=seat, face_up=False, cards=tuple(cards))

    def settle_lowball(self, hand: Engine, reply: LowballReply) -> bool:
        """A Lowball call answered: score it, and say who leads next."""
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
        hand.cite("counterbluff.lowball-leader")
        return self.end_hand(hand, "lowball", score, leader)

    @staticmethod
    def _winner_or(score: Score, other: int) -> int:
        """The scorer; after a tie nobody won, so ``other`` keeps the lead."""
        return score.winner if score.winner is not None else other

    def end_hand(self, hand: Engine, ended_by: str, score: Score, next_leader: int) -> bool:
        """The hand is scored: the scores, the record, the next leader and the refills due."""
        self.scores = [a + b for a, b in zip(self.scores, score.points, strict=True)]
        hand.cite(score.rule, "counterbluff.score")
        self.records.append(
            HandRecord(
                **fields_of(score),
                number=self.number,
                leader=self.leader,
                ended_by=ended_by,
                rows=(tuple(self.rows[0]), tuple(self.rows[1])),
            )
        )
        first = self._winner_or(score, self.leader)
        self.rows, self.laid = [[], []], []
        self.leader = next_leader
        self.number += 1
        self.refills = self._refill_counts(first)
        hand.cite("counterbluff.lead")
        return True

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

    # -- the end of the game ----------------------------------------------------------------------

    def ends_early(self, hand: Engine) -> bool:
        return False

    def one_left(self, hand: Engine) -> None:
        pass

    def finish(self, hand: Engine) -> None:
        hand.cite("counterbluff.end")
        hand.end_hand()

    # -- the state -------------------------------------------------------------------------------

    def state(self, hand: Engine) -> CounterbluffState:
        """The game as it stands now."""
        over = hand.over
        winner = None
        if over and self.scores[0] != self.scores[1]:
            winner = int(self.scores[1] > self.scores[0])
        dealing = hand.phase == Phase.DEAL
        return CounterbluffState(
            phase=hand.phase,
            hand_number=self.number,
            leader=self.leader,
            to_act=None if over or dealing else hand.to_act(),
            scores=(self.scores[0], self.scores[1]),
            stock=self.stock,
            held=tuple(tuple(h) for h in self.held),
            rows=tuple(tuple(r) for r in self.rows),
            laid=tuple(self.laid),
            hands=tuple(self.records),
            next_events=tuple(hand.next_events()),
            winner=winner,
            rules=tuple(hand.rules),
        )


def replay_counterbluff(
    dealer: int, settings: CounterbluffRules, events: Sequence[Event]
) -> CounterbluffState:
    """Replay a whole game; the first illegal event is refused at ``events.<i>``."""
    hand = new_game(dealer, settings)
    return game_state(replay(hand, events))


def new_game(dealer: int, settings: CounterbluffRules) -> Engine:
    """A fresh game at its deal, as the engine runs it (the game's own record is its ending)."""
    game = Counterbluff(settings, dealer)
    return Engine(_table(dealer, settings), _procedure(game, settings))


def game_state(hand: Engine) -> CounterbluffState:
    """The game ``hand`` runs, as it stands now."""
    game = hand.procedure.ending
    assert isinstance(game, Counterbluff), "not a game of Counterbluff"
    return game.state(hand)


@lru_cache(maxsize=64)
def _table(dealer: int, settings: CounterbluffRules) -> Plan:
    """The table a game is played at: the same for every game with this dealer and these
    settings, so made once for them."""
    return plan_with(COUNTERBLUFF, Setup(stacks=(0, 0), dealer=dealer), settings)


COUNTERBLUFF: Final = GameOf(
    id="counterbluff",
    name="Counterbluff",
    summary="David Parlett's game for two: cards played alternately to make a poker hand, "
    "folds that bluff, triangular scores, once through the pack.",
    family=Family.COUNTERBLUFF,
    betting=False,
    max_players=2,
    house_rules=CounterbluffRules(),
    procedure=counterbluff_game,
    rules=(
        "counterbluff.deal",
        "counterbluff.play",
        "counterbluff.fold",
        "counterbluff.showdown",
        "counterbluff.score",
        "counterbluff.refill",
        "counterbluff.end",
    ),
)
