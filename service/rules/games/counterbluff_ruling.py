"""Counterbluff: what one hand scores, ruled on its own for players settling a point at the
table (RULES.md §3; S2, David Parlett).

>>> ruling = score_hand(HandToScore(kind=Scored.FOLD, leader=0, folder=1, played=(4, 3)))
>>> ruling.points, ruling.rules
((28, 0), ('counterbluff.score',))
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType
from typing import Final, TypeVar

from service.rules.cards import Card
from service.rules.decks import Deck
from service.rules.errors import RuleViolation
from service.rules.games.counterbluff import COUNTERBLUFF
from service.rules.games.counterbluff_rules import CounterbluffRules
from service.rules.games.counterbluff_scoring import (
    LowballReply,
    Score,
    fold,
    lowball,
    showdown,
)
from service.rules.games.options import OptionValue, with_settings
from service.rules.makers import fields_of

_NO_OPTIONS: Final[Mapping[str, OptionValue]] = MappingProxyType({})


_T = TypeVar("_T")


class Scored(StrEnum):
    """How the hand ended."""

    SHOWDOWN = "showdown"
    FOLD = "fold"
    LOWBALL = "lowball"


@dataclass(frozen=True, kw_only=True, slots=True)
class HandToScore:
    """A hand as it ended; each kind of ending is scored from its own fields."""

    kind: Scored
    rows: Sequence[Sequence[Card]] | None = None
    """showdown: each player's five cards."""
    leader: int | None = None
    """fold: who led the hand."""
    folder: int | None = None
    """fold: who folded."""
    played: Sequence[int] | None = None
    """fold: the cards each player had played to the hand."""
    caller: int | None = None
    """lowball: who called."""
    caller_face_up: bool = True
    caller_cards: Sequence[Card] | None = None
    reply: LowballReply | None = None
    reply_cards: Sequence[Card] | None = None


@dataclass(frozen=True, kw_only=True, slots=True)
class ScoreRuling(Score):
    """What the hand scored, and the rules that decided it."""

    rules: tuple[str, ...]


def counterbluff_rules(options: Mapping[str, OptionValue]) -> CounterbluffRules:
    """Counterbluff's house rules with the caller's ``options`` applied."""
    return with_settings(COUNTERBLUFF.house_rules, options)


def score_hand(
    hand: HandToScore, *, options: Mapping[str, OptionValue] = _NO_OPTIONS
) -> ScoreRuling:
    """The score of ``hand`` under the house rules ``options``: a showdown (55 to the higher
    row), a fold (n(n+1)/2 to the other for the n cards played), or a Lowball call and its
    answer. A field the ending needs and lacks, or a card the deck holds fewer times, is
    refused."""
    settings = counterbluff_rules(options)
    deck = Deck(packs=settings.packs)
    if hand.kind == Scored.SHOWDOWN:
        rows = _given(hand, "rows", hand.rows)
        deck.check_no_duplicates(
            [(("rows", i, k), c) for i, row in enumerate(rows) for k, c in enumerate(row)]
        )
        score = showdown(rows, settings)
    elif hand.kind == Scored.FOLD:
        leader = _given(hand, "leader", hand.leader)
        folder = _given(hand, "folder", hand.folder)
        score = fold(folder, leader, _given(hand, "played", hand.played))
    else:
        caller = _given(hand, "caller", hand.caller)
        reply = _given(hand, "reply", hand.reply)
        if reply == LowballReply.FACE_UP:
            # Two hands face up are compared: both must be named.
            _given(hand, "caller_cards", hand.caller_cards)
            _given(hand, "reply_cards", hand.reply_cards)
        shown = (("caller_cards", hand.caller_cards), ("reply_cards", hand.reply_cards))
        deck.check_no_duplicates(
            [((name, k), c) for name, cards in shown for k, c in enumerate(cards or ())]
        )
        score = lowball(
            caller, hand.caller_face_up, hand.caller_cards, reply, hand.reply_cards, settings
        )
    rules = [score.rule, "counterbluff.score"]
    if score.hands[0] is not None:
        rules += ["cards.duplicate", *score.hands[0].rules]
    # A fold's own rule is the score table: each rule is named once.
    return ScoreRuling(**fields_of(score), rules=tuple(dict.fromkeys(rules)))


def _given(hand: HandToScore, field: str, value: _T | None) -> _T:
    """The ``field`` this ending is scored from; refused when the caller left it out."""
    if value is None:
        raise RuleViolation(
            "counterbluff.score", f"a {hand.kind} is scored from `{field}`", at=((field,),)
        )
    return value
