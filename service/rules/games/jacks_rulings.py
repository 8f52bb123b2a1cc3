"""Jacks or Better's rulings on their own, for players settling a point at the table: may this
hand open, and what happens to the chips of a false opener (RULES.md §2; S1).

>>> from service.rules.cards import parse_card
>>> ruling = rule_on_openers([parse_card(c) for c in "Jc Jd 8d 9d Qd".split()])
>>> ruling.may_open, [str(c) for c in ruling.openers], ruling.rules[0]
(True, ['Jc', 'Jd'], 'jacks.openers')
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from service.rules.betting.openers import has_openers, openers_in
from service.rules.cards import Card, PlayingCard
from service.rules.games.draw import JACKS_OR_BETTER
from service.rules.games.false_openers import Found, Ruling, SeatChips, rule_on
from service.rules.games.options import OptionValue, with_settings
from service.rules.games.points import natural_cards
from service.rules.makers import fields_of
from service.rules.ranking import Evaluation, RankingSystem, evaluate_hand

NEEDS: Final = "a pair of jacks or better"
"""What a hand needs to open, in S1's words."""


@dataclass(frozen=True, kw_only=True, slots=True)
class OpenersRuling:
    """Whether a hand may open, and with which cards."""

    may_open: bool
    hand: Evaluation
    """The hand under the high ranking."""
    openers: tuple[Card, ...]
    """The cards that open: the pair or pairs, the set, the quads, or all five; empty if none."""
    needs: str
    rules: tuple[str, ...]


@dataclass(frozen=True, kw_only=True, slots=True)
class FalseOpenersRuling(Ruling):
    """The chips of a false opener's hand, and the rules that decided them."""

    rules: tuple[str, ...]


def rule_on_openers(cards: Sequence[PlayingCard]) -> OpenersRuling:
    """May these cards of one 52-card pack open? No card may appear twice, and no joker."""
    naturals = natural_cards(cards, ("cards",))
    hand = evaluate_hand(naturals, RankingSystem.HIGH)
    return OpenersRuling(
        may_open=has_openers(naturals),
        hand=hand,
        openers=openers_in(naturals),
        needs=NEEDS,
        rules=("jacks.openers", *hand.rules),
    )


def rule_on_false_openers(
    seats: Sequence[SeatChips],
    opener: int,
    found: Found,
    *,
    options: Mapping[str, OptionValue],
    reopened_by: int | None = None,
    reopening_decided: bool = False,
    carried: int = 0,
) -> FalseOpenersRuling:
    """S1's ruling on a false opener at ``opener`` under the game's house rules ``options``
    (``false_openers`` picks S1's or Robert's Rules' reading of case d); see
    :func:`service.rules.games.false_openers.rule_on` for the other arguments."""
    settings = with_settings(JACKS_OR_BETTER.house_rules, options)
    ruling = rule_on(
        seats,
        opener,
        found,
        reading=settings.false_openers,
        reopened_by=reopened_by,
        reopening_decided=reopening_decided,
        carried=carried,
    )
    return FalseOpenersRuling(**fields_of(ruling), rules=(ruling.rule, "jacks.openers"))
