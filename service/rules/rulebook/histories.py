"""Rules of hand histories: how a hand in the Poker Hand History format (PHH) is read and
written as a hand of one of the service's games."""

from __future__ import annotations

from typing import Final

from service.rules.rulebook.rule import Rule
from service.rules.rulebook.sources import (
    RAZZ,
    STUD,
    STUD_HIGH_LOW,
    Document,
    cite,
    house_default,
    roberts_rules,
    sources,
)

_PHH: Final = Document.PHH

RULES: Final = (
    Rule(
        id="phh.document",
        title="A hand history in PHH",
        sentence=(
            "A PHH hand history is a TOML document with the fields its variant requires "
            "(variant, antes, starting_stacks and actions; bring_in, small_bet and big_bet in "
            "stud; blinds_or_straddles with min_bet, or small_bet and big_bet, in the button "
            "games) and the optional fields the format names; a field of another kind of game "
            "and an unknown field not marked user-defined by a leading underscore are refused. "
            "Amounts in dollars and cents are read exactly, as chips of the smallest unit the "
            "document uses (at most six decimal places); a stack that is not a number (inf) "
            "or a negative post is refused."
        ),
        source=sources(
            cite(_PHH, "Required Fields"),
            cite(_PHH, "Optional Fields"),
            house_default(
                "a field nobody defined is refused, not ignored, and a dead or missed blind "
                "posted by a player entering the game is not played: no game here has dead blinds",
                closest=cite(_PHH, "Required Fields (Starting Stacks)"),
            ),
        ),
    ),
    Rule(
        id="phh.variant",
        title="PHH's variants",
        sentence=(
            "A PHH variant is played as the game it names, p1 sitting at the dealer's left: "
            "F7S as seven-card stud, F7S/8 as seven-card stud high-low eight or better, FR as "
            "Razz, each fixed limit with a bring-in, small bets on third and fourth streets and "
            "big bets from fifth, one bet and three raises however few players are left, and "
            "equal hands showing told apart by position; FT and NT as Texas hold'em (fixed and "
            "no limit), NS as short-deck hold'em, PO as pot-limit Omaha, FO/8 as Omaha high-low "
            "eight or better, N2L1D and F2L3D as deuce-to-seven single and triple draw, FB as "
            "badugi, with blinds from the button and a fixed-limit round capped at a bet and "
            "three raises. Another code is refused, and a hand is written in PHH only if its "
            "table played by the rules its variant fixes."
        ),
        source=sources(
            cite(_PHH, "Required Fields (the variant codes)"),
            roberts_rules(STUD, "fixed-limit stud: bring-in, small and big bets"),
            roberts_rules(RAZZ),
            roberts_rules(STUD_HIGH_LOW),
            house_default(
                "the house rules a PHH variant fixes are the options big_bets_from_fifth, "
                "heads_up_raises (capped), showing_tie (position) and bring_in",
                closest=cite(_PHH, "Actions (the actor of every action is named)"),
            ),
        ),
    ),
    Rule(
        id="phh.actions",
        title="PHH actions as events",
        sentence=(
            "Each PHH action is one event: d dh deals a player his street's cards (down cards "
            "first, then up cards), d db deals a community card, pb posts the bring-in, cbr "
            "completes, bets or raises to a total, cc checks or calls, f folds, sd discards and "
            "draws, and sm shows hole cards (sm ???? shows cards nobody recorded, and the "
            "hand waits for them); the antes are posted as the hand starts. A card unknown "
            "(??) must be a down card, and a discard has no event in a stud game, so it is "
            "refused there."
        ),
        source=sources(
            cite(_PHH, "Actions"),
            cite(_PHH, "Card Notation"),
            house_default(
                "the showdown is settled with every live hand shown (cards speak), so a muck "
                "is refused rather than read as a fold",
                closest=cite(Document.SEVEN_CARD_STUD, "The Play"),
            ),
        ),
    ),
)
