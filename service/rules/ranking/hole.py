"""A board game's own cards: each player is dealt so many down (two in hold'em, four in
Omaha), so beside a board a hand holds exactly that many (RR Hold'em, Omaha; RULES.md §7).

A ruling on four cards of a hold'em hand, or three of an Omaha hand, is a ruling on a hand no
deal makes: refused under the game's deal rule, naming the hand.

>>> from service.rules.cards import parse_card
>>> cards = [[parse_card(c) for c in "As Ad Kc".split()]]
>>> try:
...     check_hole(cards, cards[0], Hole(2, "holdem.deal"), "hands")
... except RuleViolation as refused:
...     print(refused.rule, refused.at, refused.detail)
holdem.deal (('hands', 0, 'cards'),) beside the board, a hand holds its 2 own cards, not 3
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from service.rules.cards import PlayingCard
from service.rules.errors import RuleViolation


@dataclass(frozen=True, slots=True)
class Hole:
    """How many cards a board game deals each player down, and the rule that says so."""

    count: int
    rule: str
    """The game's deal rule (``holdem.deal``, ``omaha.deal``)."""


def check_hole(
    hands: Sequence[Sequence[PlayingCard]],
    board: Sequence[PlayingCard],
    hole: Hole | None,
    where: str,
) -> None:
    """With a board, each hand given (``where``.i.cards) holds exactly the game's own cards;
    a hand given without a board may be the player's cards and the board's together."""
    if hole is None or not board:
        return
    for index, hand in enumerate(hands):
        if hand and len(hand) != hole.count:
            raise RuleViolation(
                hole.rule,
                f"beside the board, a hand holds its {hole.count} own cards, not {len(hand)}",
                at=((where, index, "cards"),),
            )
