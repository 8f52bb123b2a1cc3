"""Disputes of the showdown: cards speak, and a miscalled hand (Robert's Rules of Poker,
Section 3, The Showdown).

>>> from service.rules.cards import parse_card
>>> cards = tuple(parse_card(c) for c in "As Ks Qs Js 9s 2d 2c".split())
>>> ruling = rule_on_miscall(MiscalledHand(cards=cards, called=Category.STRAIGHT))
>>> ruling.read_as, ruling.miscalled
('Flush, ace-king-queen-jack-nine', True)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from service.rules.cards import Card, PlayingCard
from service.rules.disputes.ruling import DisputeRuling, HandStatus
from service.rules.errors import RuleViolation
from service.rules.ranking import Category, RankingSystem, evaluate_hand

CALLABLE: Final = tuple(c for c in Category if c not in (Category.FIVE_OF_A_KIND, Category.NO_PAIR))
"""What a player can call a high hand without wild cards, weakest first."""


@dataclass(frozen=True, kw_only=True, slots=True)
class MiscalledHand:
    """A player tabled ``cards`` and called them ``called``; ``others_discarded``: another
    player then threw his hand away; ``deliberate``: the miscall was meant to make him."""

    cards: tuple[PlayingCard, ...]
    called: Category
    others_discarded: bool = False
    deliberate: bool = False


def rule_on_miscall(miscall: MiscalledHand) -> DisputeRuling:
    """Cards speak: the hand is read as its cards show; a hand thrown away is dead."""
    cards = _natural_cards(miscall.cards)
    if miscall.called not in CALLABLE:
        raise RuleViolation(
            "high.categories",
            f"{miscall.called.label} is not a hand without wild cards",
            at=(("called",),),
        )
    hand = evaluate_hand(cards, RankingSystem.HIGH)
    miscalled = hand.category != miscall.called
    applied = ["procedure.cards-speak"]
    said = miscall.called.label.lower()
    if miscalled:
        better = CALLABLE.index(miscall.called) > CALLABLE.index(hand.category)
        ruling = (
            f"Cards speak: the hand plays as its cards read ({hand.description}), not as called "
            f"({said}); it is {'worse' if better else 'better'} than called."
        )
    else:
        ruling = f"Cards speak: the hand plays as its cards read ({hand.description}), as called."
    steps = ["The pot goes to the best hand as the cards read."]
    if miscall.others_discarded:
        applied.append("procedure.miscall-discarded")
        steps.append("A hand thrown away on hearing the call is dead and cannot win.")
    forfeit = miscalled and miscall.deliberate
    if forfeit:
        applied.append("procedure.miscall-deliberate")
        steps.append(
            "A deliberate miscall to make another player throw away a better hand may cost the "
            "miscaller the pot: the table decides."
        )
    return DisputeRuling(
        ruling=ruling,
        next_steps=tuple(steps),
        rules=tuple(applied),
        hand=HandStatus.LIVE,
        category=hand.category,
        read_as=hand.description,
        miscalled=miscalled,
        others=HandStatus.DEAD if miscall.others_discarded else None,
        forfeit_possible=forfeit,
    )


def _natural_cards(cards: tuple[PlayingCard, ...]) -> tuple[Card, ...]:
    seen: dict[PlayingCard, int] = {}
    for index, card in enumerate(cards):
        if not isinstance(card, Card):
            raise RuleViolation(
                "wild.joker-needs-rule",
                "a joker has no rank of its own: call a hand without wild cards",
                at=(("cards", index),),
            )
        if card in seen:
            raise RuleViolation(
                "cards.duplicate",
                f"{card} is in the hand twice: a pack holds each card once",
                at=(("cards", seen[card]), ("cards", index)),
            )
        seen[card] = index
    return tuple(c for c in cards if isinstance(c, Card))
