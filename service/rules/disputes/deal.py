"""Disputes of the deal: exposed cards, misdeals, a hand with the wrong number of cards, a card
exposed at the draw (Robert's Rules of Poker, Section 3 and the games' sections).

>>> from service.rules.disputes.options import DISPUTE_RULES
>>> misdeal_too_late((Move.CALL, Move.FOLD), DISPUTE_RULES)
True
>>> rule_on_misdeal(MisdealClaim(cause=MisdealCause.TWO_EXTRA_CARDS), DISPUTE_RULES).misdeal
True
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from service.rules.betting.terms import Move, Structure
from service.rules.cards import Joker, PlayingCard, Rank
from service.rules.disputes.options import (
    DisputeRules,
    MisdealCutoff,
    ShortHandBeforeDraw,
)
from service.rules.disputes.ruling import CardFate, DisputeRuling, ExposedBy, Family, HandStatus
from service.rules.errors import RuleViolation
from service.rules.games.catalog import CATALOG

FIRST_ROUND_MOVES: Final = frozenset(
    {Move.CHECK, Move.CALL, Move.BET, Move.RAISE, Move.FOLD, Move.COMPLETE}
)
"""The actions in turn that count toward the end of a misdeal's window (forced bets do not)."""
_PUTS_CHIPS_IN: Final = frozenset({Move.CALL, Move.BET, Move.RAISE, Move.COMPLETE})
_OPENS: Final = frozenset({Move.BET, Move.RAISE, Move.COMPLETE})
STUD_CARDS: Final = 7
DRAW_CARDS: Final = 5
_REDEAL: Final = (
    "The dealer takes back every card, shuffles, has the pack cut and deals the hand again; "
    "antes and blinds stay as they were, and any other chips bet go back."
)


class MisdealCause(StrEnum):
    """What went wrong with the deal, as Robert's Rules lists the causes of a misdeal, and the
    two single errors that are not one."""

    FIRST_OR_SECOND_CARD_EXPOSED = "first_or_second_card_exposed"
    TWO_CARDS_EXPOSED = "two_cards_exposed"
    TWO_BOXED_CARDS = "two_boxed_cards"
    TWO_EXTRA_CARDS = "two_extra_cards"
    WRONG_NUMBER_OF_CARDS = "wrong_number_of_cards"
    OUT_OF_SEQUENCE = "out_of_sequence"
    BUTTON_OUT_OF_POSITION = "button_out_of_position"
    FIRST_CARD_WRONG_SEAT = "first_card_wrong_seat"
    DEALT_TO_EMPTY_SEAT = "dealt_to_empty_seat"
    PLAYER_DEALT_OUT = "player_dealt_out"
    ONE_BOXED_CARD = "one_boxed_card"
    ONE_EXTRA_CARD = "one_extra_card"


_NOT_A_MISDEAL: Final = frozenset({MisdealCause.ONE_BOXED_CARD, MisdealCause.ONE_EXTRA_CARD})


@dataclass(frozen=True, kw_only=True, slots=True)
class MisdealClaim:
    """Somebody claims a misdeal: what went wrong, and the actions taken in turn (after any
    forced bet) before attention was called to it."""

    cause: MisdealCause
    actions: tuple[Move, ...] = ()


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
class WrongNumberOfCards:
    """A player is found holding the wrong number of cards.

    Stud: ``street`` is the street just dealt (3 to 7), so he should hold that many cards.
    Draw: ``hand_size``, before or after the draw (five, or four in badugi). ``actions`` are
    the actions in turn on the first betting round before it was noticed; on a later street
    the action has started.
    """

    family: Family
    held: int
    street: int | None = None
    after_draw: bool = False
    hand_size: int = DRAW_CARDS
    actions: tuple[Move, ...] = ()
    dealer_error: bool = True


@dataclass(frozen=True, kw_only=True, slots=True)
class CardExposedAtDraw:
    """A card exposed while the draw is dealt; ``others_to_draw`` players still had to draw."""

    exposed_by: ExposedBy = ExposedBy.DEALER
    others_to_draw: int = 0


def _check_actions(actions: tuple[Move, ...], field: str) -> None:
    """The actions of a first betting round must be possible in that order."""
    opened = False
    for index, move in enumerate(actions):
        at = ((field, index),)
        if move not in FIRST_ROUND_MOVES:
            raise RuleViolation(
                "procedure.misdeal-too-late",
                f"{move.value} is a forced bet, which does not count: list only the actions "
                "in turn after it",
                at=at,
            )
        if move == Move.CHECK and opened:
            raise RuleViolation(
                "betting.check",
                "nobody can check once a bet has been made: the players after it call, raise "
                "or fold",
                at=at,
            )
        if move == Move.BET and opened:
            raise RuleViolation(
                "betting.move",
                "once a bet has been made, more chips are a raise: write raise",
                at=at,
            )
        opened = opened or move in _OPENS


def misdeal_too_late(actions: tuple[Move, ...], rules: DisputeRules) -> bool:
    """Whether these actions in turn close the window for a misdeal."""
    if rules.misdeal_cutoff == MisdealCutoff.TWO_ACTED:
        return len(actions) >= 2
    return len(actions) >= 3 or (len(actions) == 2 and bool(_PUTS_CHIPS_IN & set(actions)))


def _window_rule(rules: DisputeRules) -> str:
    if rules.misdeal_cutoff == MisdealCutoff.TWO_ACTED:
        return "procedure.misdeal-too-late"
    return "procedure.misdeal-substantial-action"


def _misdeal(*window: str) -> DisputeRuling:
    """A misdeal; ``window``: the reading of the table's that kept the window open, once
    actions were taken (the ruling turns on it)."""
    return DisputeRuling(
        ruling="It is a misdeal: the hand is void.",
        next_steps=(_REDEAL,),
        rules=("procedure.misdeal", *window),
        misdeal=True,
        card=CardFate.REDEALT,
    )


def rule_on_misdeal(claim: MisdealClaim, rules: DisputeRules) -> DisputeRuling:
    """Misdeal or not: Robert's Rules' causes, while the action has not yet started."""
    _check_actions(claim.actions, "actions")
    if claim.cause in _NOT_A_MISDEAL:
        what = (
            "The boxed card is put aside and the next card takes its place."
            if claim.cause == MisdealCause.ONE_BOXED_CARD
            else "The extra card goes back and is used as the next burn card."
        )
        return DisputeRuling(
            ruling="No misdeal: a single boxed or extra card is corrected and the deal stands.",
            next_steps=(what, "The hand goes on."),
            rules=("procedure.single-irregularity",),
            misdeal=False,
        )
    if not misdeal_too_late(claim.actions, rules):
        return _misdeal(_window_rule(rules)) if claim.actions else _misdeal()
    fouled = claim.cause == MisdealCause.WRONG_NUMBER_OF_CARDS
    steps = ["The hand is played to the end; nobody gets chips back for a fouled hand."]
    if fouled:
        # Whether that hand plays depends on the game and on whether it is short or long,
        # which a misdeal claim does not say: the wrong-number dispute rules on the hand.
        steps.insert(
            0,
            "The hand with the wrong number of cards is dead, unless it is a draw hand short "
            "before the draw (it draws to a full hand) or a stud hand missing only its last "
            "card (it plays): ask the wrong-number-of-cards dispute with the game and the "
            "cards held for that hand's ruling.",
        )
    return DisputeRuling(
        ruling="Too late for a misdeal: the action has started, so the deal stands.",
        next_steps=tuple(steps),
        rules=(
            "procedure.misdeal",
            _window_rule(rules),
            *(("procedure.wrong-number-dead",) if fouled else ()),
        ),
        misdeal=False,
    )


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
        return _misdeal()
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
            next_steps=(_REDEAL,),
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


def rule_on_wrong_number(wrong: WrongNumberOfCards, rules: DisputeRules) -> DisputeRuling:
    """A hand with too many or too few cards: a misdeal before the action starts, else dead.

    Robert's Rules (Dead Hands) makes two exceptions: a stud hand missing its last card by the
    dealer's error stays live, and a draw or lowball hand short before the draw stays live and
    draws to a full hand (he can still make a proper hand; a house may rule it dead, option
    ``short_hand_before_draw``). Too many cards is always dead: he has seen a card not his.
    """
    should = _proper_count(wrong)
    if wrong.held == should:
        raise RuleViolation(
            "procedure.wrong-number-dead",
            f"{wrong.held} cards is the proper number here (the game gives {should}): there is "
            "nothing to rule on",
            at=(("held",),),
        )
    first_round = wrong.street == 3 or (wrong.family == Family.DRAW and not wrong.after_draw)
    if wrong.actions and not first_round:
        raise RuleViolation(
            "procedure.misdeal-too-late",
            "actions counts the first betting round; on a later round the action has started, "
            "so leave it empty",
            at=(("actions",),),
        )
    _check_actions(wrong.actions, "actions")
    if first_round and not misdeal_too_late(wrong.actions, rules):
        ruling = _misdeal(_window_rule(rules)) if wrong.actions else _misdeal()
        return DisputeRuling(
            ruling="It is a misdeal: it was found in time, before the action had started.",
            next_steps=(
                "If he is one card short and the next card would go to him in proper sequence, "
                "it may be dealt to him instead; otherwise:",
                *ruling.next_steps,
            ),
            rules=ruling.rules,
            misdeal=True,
            card=CardFate.REDEALT,
        )
    late = (_window_rule(rules),) if first_round else ()
    last_missing = wrong.family == Family.STUD and wrong.street == STUD_CARDS
    if last_missing and wrong.held == should - 1 and wrong.dealer_error:
        return _live(
            "The hand stays live: only its last card is missing, through the dealer's error.",
            ("He plays his six cards; the best five of them are his hand.",),
            (*late, "procedure.wrong-number-dead"),
        )
    short_draw = wrong.family == Family.DRAW and not wrong.after_draw and wrong.held < should
    if short_draw and rules.short_hand_before_draw == ShortHandBeforeDraw.DRAW_TO_FIVE:
        short = should - wrong.held
        return _live(
            "The hand stays live: it is short before the draw, so it draws to a full hand of "
            f"{should}.",
            (f"At the draw he takes {short} more card{'s' * (short > 1)} than he discards.",),
            (*late, "procedure.short-hand-draws"),
        )
    house = ("procedure.short-hand-dead",) if short_draw else ()
    return _dead(wrong, should, (*late, "procedure.wrong-number-dead", *house))


def _dead(wrong: WrongNumberOfCards, should: int, rule_ids: tuple[str, ...]) -> DisputeRuling:
    return DisputeRuling(
        ruling=f"The hand is dead: it holds {wrong.held} cards where the game gives {should}.",
        next_steps=(
            "His cards go into the muck and his chips stay in the pot.",
            "The hand goes on among the others.",
        ),
        rules=rule_ids,
        misdeal=False,
        hand=HandStatus.DEAD,
    )


def _live(ruling: str, steps: tuple[str, ...], rule_ids: tuple[str, ...]) -> DisputeRuling:
    return DisputeRuling(
        ruling=ruling, next_steps=steps, rules=rule_ids, misdeal=False, hand=HandStatus.LIVE
    )


def _proper_count(wrong: WrongNumberOfCards) -> int:
    if wrong.family == Family.BOARD:
        raise RuleViolation(
            "holdem.deal",
            "in hold'em or Omaha a hand with the wrong number of hole cards is a misdeal claim "
            "(cause wrong_number_of_cards) or, once the action has started, a dead hand",
            at=(("family",),),
        )
    if wrong.family == Family.STUD:
        if wrong.after_draw:
            raise RuleViolation(
                "stud.deal",
                "stud has no draw: leave after_draw out, and give the street",
                at=(("after_draw",),),
            )
        if wrong.street is None:
            raise RuleViolation(
                "stud.deal",
                "in stud, say which street was just dealt (street, 3 to 7)",
                at=(("street",),),
            )
        return wrong.street
    if wrong.street is not None:
        raise RuleViolation(
            "draw.deal",
            "a draw game has no streets: leave street out, and say after_draw",
            at=(("street",),),
        )
    return wrong.hand_size


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
