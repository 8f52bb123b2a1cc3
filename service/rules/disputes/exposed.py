"""Cards exposed by the dealer: on the deal (stud's hole cards, a draw game's or hold'em's card
off the deck, limit ace-to-five lowball's low card) and at the draw (Robert's Rules of Poker,
Section 3 and the games' sections)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from service.rules.betting.terms import Structure
from service.rules.cards import Joker, PlayingCard, Rank
from service.rules.disputes.deal import REDEAL, STUD_CARDS, misdeal
from service.rules.disputes.ruling import CardFate, DisputeRuling, ExposedBy, Family, HandStatus
from service.rules.errors import RuleViolation
from service.rules.games.catalog import CATALOG


@dataclass(frozen=True, kw_only=True, slots=True)
class ExposedCardOnDeal:
    """A card exposed while the hand is dealt.

    Stud: ``card_number`` is which of the player's cards it was (1 and 2 are his hole cards, 7
    his last). Draw: ``deal_order`` is which card off the deck it was (1 for the first dealt).
    ``earlier_exposed`` counts the cards the dealer had already exposed in this deal.
    """

    family: Family
    exposed_by: ExposedBy = ExposedBy.DEALER
    card_number: int | None = None
    deal_order: int | None = None
    earlier_exposed: int = 0
    game: str | None = None
    """Draw: the game dealt (a catalogue id), where its own rule decides."""
    structure: Structure | None = None
    """Draw: the game's betting structure; None: the game's own."""
    card: PlayingCard | None = None
    """The card exposed, where it decides (limit ace-to-five lowball)."""

    @property
    def ace_to_five_limit(self) -> bool:
        """Whether the game is limit ace-to-five lowball, where the card's rank decides."""
        if self.game != _ACE_TO_FIVE:
            return False
        own = getattr(CATALOG[_ACE_TO_FIVE].house_rules, "structure", None)
        return (self.structure or own) == Structure.FIXED_LIMIT


@dataclass(frozen=True, kw_only=True, slots=True)
class CardExposedAtDraw:
    """A card exposed while the draw is dealt; ``others_to_draw`` players still had to draw."""

    exposed_by: ExposedBy = ExposedBy.DEALER
    others_to_draw: int = 0


def rule_on_exposed_card(exposed: ExposedCardOnDeal) -> DisputeRuling:
    """An exposed card on the deal: the player's own doing plays; the dealer's is a misdeal, a
    hole card dealt around (stud) or a card replaced after the deal (draw)."""
    _check_exposed(exposed)
    if exposed.exposed_by == ExposedBy.PLAYER:
        return DisputeRuling(
            ruling="The card plays: the player exposed it himself, so there is no misdeal.",
            next_steps=("The deal goes on; the card stays in his hand, seen by everyone.",),
            rules=("procedure.exposed-by-player",),
            misdeal=False,
            card=CardFate.PLAYS,
            hand=HandStatus.LIVE,
        )
    if exposed.family == Family.STUD:
        return _stud_exposure(exposed)
    if exposed.deal_order in (1, 2) or exposed.earlier_exposed >= 1:
        return misdeal()
    if exposed.ace_to_five_limit:
        return _lowball_exposure(exposed.card)
    # Hold'em's rule (RR Hold'em rule 1), and a draw game's by the same reading: the card
    # is replaced after the deal; only where it goes is said in each game's words.
    board = exposed.family == Family.BOARD
    card, rule = (("hole card", "procedure.exposed-holecard") if board else
                  ("card", "procedure.exposed-draw-card"))  # fmt: skip
    burned = "used as the first burn card" if board else "put with the burn cards"
    return DisputeRuling(
        ruling=f"No misdeal, but the exposed {card} may not be kept.",
        next_steps=(
            "The deal goes on to the end.",
            f"Then the player gets the next card from the top, and the exposed card is {burned}.",
        ),
        rules=("procedure.misdeal", rule),
        misdeal=False,
        card=CardFate.REPLACED,
        hand=HandStatus.LIVE,
    )


_ACE_TO_FIVE: Final = "ace_to_five_draw"
_LOWBALL_TAKEN: Final = 7
"""Limit ace-to-five lowball: an exposed card this low or lower is taken (RR)."""


def _lowball_exposure(card: PlayingCard | None) -> DisputeRuling:
    """Limit ace-to-five lowball before the draw (RR Ace-to-Five Lowball): a seven or under
    (the ace low, the joker lowest of all) must be taken; a higher card is replaced after the
    deal and becomes the burn card."""
    if card is None:
        raise RuleViolation(
            "procedure.exposed-lowball-card",
            "in limit ace-to-five lowball the card decides whether it is taken: say which card "
            "was exposed (card)",
            at=(("card",),),
        )
    low = isinstance(card, Joker) or card.rank == Rank.ACE or card.rank <= _LOWBALL_TAKEN
    if low:
        said = "joker is" if isinstance(card, Joker) else f"{card} is"
        return DisputeRuling(
            ruling=f"No misdeal: the exposed {said} a seven or under, so the player must take it.",
            next_steps=("The deal goes on; the card stays in his hand, seen by everyone.",),
            rules=("procedure.misdeal", "procedure.exposed-lowball-card"),
            misdeal=False,
            card=CardFate.PLAYS,
            hand=HandStatus.LIVE,
        )
    return DisputeRuling(
        ruling=f"No misdeal, but the exposed {card} is higher than a seven, so it is replaced.",
        next_steps=(
            "The deal goes on to the end.",
            "Then the player gets the next card from the top, and the exposed card is used as "
            "the burn card.",
        ),
        rules=("procedure.misdeal", "procedure.exposed-lowball-card"),
        misdeal=False,
        card=CardFate.REPLACED,
        hand=HandStatus.LIVE,
    )


def _stud_exposure(exposed: ExposedCardOnDeal) -> DisputeRuling:
    if exposed.card_number == STUD_CARDS:
        return DisputeRuling(
            ruling="The card plays face up: it is the player's last card.",
            next_steps=(
                "The other seventh-street cards are dealt face down as usual.",
                "The last betting round goes on as usual.",
            ),
            rules=("procedure.exposed-stud-last-card",),
            misdeal=False,
            card=CardFate.PLAYS,
            hand=HandStatus.LIVE,
        )
    if exposed.earlier_exposed >= 1:
        return DisputeRuling(
            ruling="It is a misdeal: the dealer has exposed two cards in the deal.",
            next_steps=(REDEAL,),
            rules=("procedure.exposed-stud-hole-card", "procedure.misdeal"),
            misdeal=True,
            card=CardFate.REDEALT,
        )
    return DisputeRuling(
        ruling="No misdeal: the exposed hole card plays as an up card.",
        next_steps=(
            "The player's third card is dealt face down, so he has two cards down and one up.",
            "The bring-in is decided by the cards showing, the exposed one included.",
        ),
        rules=("procedure.exposed-stud-hole-card",),
        misdeal=False,
        card=CardFate.PLAYS,
        hand=HandStatus.LIVE,
    )


def _check_exposed(exposed: ExposedCardOnDeal) -> None:
    if exposed.family == Family.STUD:
        if exposed.deal_order is not None:
            raise RuleViolation(
                "stud.deal",
                "deal_order counts the cards of a draw game's deal; in stud, give card_number",
                at=(("deal_order",),),
            )
        if exposed.card_number is None:
            raise RuleViolation(
                "stud.deal",
                "in stud, say which of the player's cards was exposed (card_number, 1 to 7)",
                at=(("card_number",),),
            )
        if 3 <= exposed.card_number <= 6:
            raise RuleViolation(
                "stud.deal",
                f"the player's card {exposed.card_number} is dealt face up in stud: there is "
                "nothing to expose; only cards 1, 2 and 7 are dealt down",
                at=(("card_number",),),
            )
        return
    rule, game = ("holdem.deal", "hold'em or Omaha") if exposed.family == Family.BOARD else (
        "draw.deal", "a draw game")  # fmt: skip
    if exposed.card_number is not None:
        raise RuleViolation(
            rule,
            f"card_number counts a stud player's cards; in {game}, give deal_order",
            at=(("card_number",),),
        )
    if exposed.deal_order is None:
        raise RuleViolation(
            rule,
            f"in {game}, say which card off the deck was exposed (deal_order, 1 for the "
            "first card dealt)",
            at=(("deal_order",),),
        )
    if exposed.structure is not None and exposed.game is None:
        raise RuleViolation(
            "procedure.exposed-draw-card",
            "structure is the named game's betting structure: say the game too (game)",
            at=(("structure",),),
        )
    if exposed.card is not None and not exposed.ace_to_five_limit:
        raise RuleViolation(
            "procedure.exposed-draw-card",
            "the exposed card's rank decides only in limit ace-to-five lowball (game "
            "ace_to_five_draw, fixed limit); in this game any card is replaced: leave card out",
            at=(("card",),),
        )


def rule_on_exposed_at_draw(exposed: CardExposedAtDraw) -> DisputeRuling:
    """A card exposed at the draw: the dealer's exposure is replaced last, the player's plays."""
    if exposed.exposed_by == ExposedBy.PLAYER:
        return DisputeRuling(
            ruling="The card plays: the player exposed it himself.",
            next_steps=("He keeps it; the draw goes on.",),
            rules=("procedure.exposed-by-player",),
            card=CardFate.PLAYS,
            hand=HandStatus.LIVE,
        )
    when = (
        f"after the {exposed.others_to_draw} player{'s' if exposed.others_to_draw > 1 else ''} "
        "still to draw have drawn"
        if exposed.others_to_draw
        else "now, as nobody else is still to draw"
    )
    return DisputeRuling(
        ruling="The exposed card cannot be taken: it goes with the discards.",
        next_steps=(f"The player gets its replacement from the top of the stub {when}.",),
        rules=("procedure.exposed-on-draw",),
        card=CardFate.REPLACED,
        hand=HandStatus.LIVE,
    )
