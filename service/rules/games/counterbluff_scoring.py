"""Counterbluff's scoring (RULES.md §3; S2, David Parlett): a hand's score, a fold's, a Lowball
call's. Used by the whole game and by ``POST /v1/games/counterbluff/score``.

>>> triangular(6), triangular(10)
(21, 55)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from service.rules.cards import Card
from service.rules.errors import Location, RuleViolation
from service.rules.games.counterbluff_rules import CounterbluffRules, FourOfAKind, Ties
from service.rules.ranking import Evaluation, RankingSystem, evaluate_hand
from service.rules.ranking.hands import Category

HAND: Final = 5
FOLD_POINTS: Final = 15
LOWBALL_POINTS: Final = 30
BLIND_LOWBALL_POINTS: Final = 5


class LowballReply(StrEnum):
    """The opponent's answer to a Lowball call."""

    FOLD = "fold"
    FACE_UP = "face_up"
    FACE_DOWN = "face_down"


@dataclass(frozen=True, kw_only=True, slots=True)
class Score:
    """What one hand or Lowball call scored."""

    points: tuple[int, int]
    """Points each player scores."""
    winner: int | None
    """The player who scored; None when nobody did or both did (a tie)."""
    hands: tuple[Evaluation | None, Evaluation | None]
    rule: str
    detail: str


def triangular(cards: int) -> int:
    """1 for the first card played, 2 for the second, and so on: n(n+1)/2 (S2's table)."""
    return cards * (cards + 1) // 2


def key(hand: Evaluation, settings: CounterbluffRules) -> tuple[int, int]:
    """A comparable strength: greater is better, four of a kind placed by the option."""
    order = hand.category.high_strength
    four = settings.four_of_a_kind
    if four == FourOfAKind.ABOVE_STRAIGHT_FLUSH and hand.category == Category.FOUR_OF_A_KIND:
        order = Category.STRAIGHT_FLUSH.high_strength + 1
    return (order, hand.value)


def evaluate_row(cards: Sequence[Card], seat: int, where: Location) -> Evaluation:
    """A complete five-card hand, no two identical cards (S2's rule for the doubled pack);
    ``where`` names the hand in a refusal."""
    if len(cards) != HAND:
        raise RuleViolation(
            "counterbluff.showdown", f"a hand is five cards, not {len(cards)}", at=(where,)
        )
    for k, card in enumerate(cards):
        if card in cards[:k]:
            raise RuleViolation(
                "counterbluff.identical-cards",
                f"seat {seat} may not contribute two identical cards ({card}) to one hand",
                at=((*where, k),),
            )
    return evaluate_hand(cards, RankingSystem.HIGH)


def showdown(rows: Sequence[Sequence[Card]], settings: CounterbluffRules) -> Score:
    """Both completed five cards: the higher combination scores all ten cards, 55."""
    hands = (evaluate_row(rows[0], 0, ("rows", 0)), evaluate_row(rows[1], 1, ("rows", 1)))
    points = triangular(2 * HAND)
    return _better(hands, points, higher=True, settings=settings, rule="counterbluff.showdown")


def fold_refusal(folder: int, leader: int, played: Sequence[int]) -> RuleViolation | None:
    """Why ``folder`` cannot fold now, or None when he may: the players alternate from the
    leader (``played`` counts each seat's cards in the hand), and a player folds only on his own
    turn after playing a card, so the earliest fold is the leader's second turn (S2).

    >>> fold_refusal(0, 0, [1, 1]) is None
    True
    >>> fold_refusal(1, 0, [1, 0]).rule
    'counterbluff.fold'
    """
    other = 1 - leader
    ahead = played[leader] - played[other]
    if ahead not in (0, 1):
        return RuleViolation(
            "counterbluff.play",
            f"seat {leader} leads and the players alternate: the leader has played as many "
            f"cards as seat {other} or one more, not {played[leader]} to {played[other]}",
            at=(("played",),),
        )
    if played[leader] == played[other] == HAND:
        return RuleViolation(
            "counterbluff.showdown",
            "both players have completed five cards: the hand goes to the showdown, not a fold",
            at=(("played",),),
        )
    if played[folder] < 1:
        return RuleViolation(
            "counterbluff.fold",
            f"seat {folder} may fold only after playing a card to the hand",
            at=(("played", folder),),
        )
    to_play = leader if ahead == 0 else other
    if folder != to_play:
        return RuleViolation(
            "counterbluff.fold",
            f"with {played[0]} and {played[1]} cards played it is seat {to_play}'s turn: "
            f"seat {folder} may fold only on his own turn",
            at=(("folder",),),
        )
    return None


def fold(folder: int, leader: int, played: Sequence[int]) -> Score:
    """A fold: the other player scores every card played to the hand by both. A pattern that
    cannot happen is refused (:func:`fold_refusal`)."""
    refusal = fold_refusal(folder, leader, played)
    if refusal is not None:
        raise refusal
    cards = sum(played)
    winner = 1 - folder
    points = [0, 0]
    points[winner] = triangular(cards)
    return Score(
        points=(points[0], points[1]),
        winner=winner,
        hands=(None, None),
        rule="counterbluff.score",
        detail=f"seat {folder} folded: seat {winner} scores {points[winner]} for {cards} cards",
    )


def lowball(  # noqa: PLR0917 - the call and the reply, read beside S2's three results
    caller: int,
    caller_face_up: bool,
    caller_cards: Sequence[Card] | None,
    reply: LowballReply,
    reply_cards: Sequence[Card] | None,
    settings: CounterbluffRules,
) -> Score:
    """S2's Lowball option: a fold scores the caller 15; two hands face up, the lower-ranking
    scores 30; a reply face down scores the caller 30 if he was face up, else 5."""
    other = 1 - caller
    points = [0, 0]
    if reply == LowballReply.FOLD:
        points[caller] = FOLD_POINTS
        detail = f"seat {other} folded: seat {caller} scores {FOLD_POINTS}"
    elif reply == LowballReply.FACE_DOWN:
        points[caller] = LOWBALL_POINTS if caller_face_up else BLIND_LOWBALL_POINTS
        detail = (
            f"seat {other} laid his hand face down: seat {caller} scores {points[caller]}, his "
            f"own being face {'up' if caller_face_up else 'down'}"
        )
    else:
        if caller_cards is None or reply_cards is None:
            raise RuleViolation(
                "counterbluff.lowball", "two hands face up are compared: name both hands"
            )
        mine = evaluate_row(caller_cards, caller, ("caller_cards",))
        theirs = evaluate_row(reply_cards, other, ("reply_cards",))
        pair = (mine, theirs) if caller == 0 else (theirs, mine)
        return _better(
            pair, LOWBALL_POINTS, higher=False, settings=settings, rule="counterbluff.lowball"
        )
    return Score(
        points=(points[0], points[1]),
        winner=caller,
        hands=(None, None),
        rule="counterbluff.lowball",
        detail=detail,
    )


def _better(
    hands: tuple[Evaluation, Evaluation],
    points: int,
    *,
    higher: bool,
    settings: CounterbluffRules,
    rule: str,
) -> Score:
    keys = (key(hands[0], settings), key(hands[1], settings))
    if keys[0] == keys[1]:
        ties = settings.ties
        each = points if ties == Ties.BOTH_SCORE else 0
        return Score(
            points=(each, each),
            winner=None,
            hands=hands,
            rule="counterbluff.tie",
            detail=f"the hands tie ({hands[0].description}): "
            + ("both score" if each else "nobody scores"),
        )
    winner = int(keys[1] > keys[0]) if higher else int(keys[1] < keys[0])
    scored = [0, 0]
    scored[winner] = points
    which = "higher" if higher else "lower-ranking"
    return Score(
        points=(scored[0], scored[1]),
        winner=winner,
        hands=hands,
        rule=rule,
        detail=f"seat {winner}'s {hands[winner].description} is the {which} hand: {points} points",
    )
