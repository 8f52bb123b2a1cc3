"""Rules of pots: side pots, split pots, odd chips and declarations (RULES.md §0)."""

from __future__ import annotations

from typing import Final

from service.rules.rulebook.rule import Rule

RULES: Final = (
    Rule(
        id="pots.contributions",
        title="Chips put in",
        sentence="Chips are whole numbers; nobody puts a negative amount into a pot.",
        source="RULES.md §0 Split pots (chips are integers)",
    ),
    Rule(
        id="pots.live-seat",
        title="A pot needs a live seat",
        sentence=(
            "At least one seat is live at the end of a hand; a live seat whose hand decides a "
            "pot must show its cards (and, in a declare game, its declaration)."
        ),
        source="RULES.md §0 Split pots; RR",
    ),
    Rule(
        id="pots.dealer",
        title="The dealer's seat",
        sentence=(
            "The dealer (the button) is one of the seats; position is counted clockwise from "
            "his left."
        ),
        source="RULES.md §0 Split pots (odd chip by position); RR",
    ),
    Rule(
        id="pots.shares",
        title="What a pot is played for",
        sentence=(
            "A pot goes to the best high hand, the best low hand, or half to each; a game names "
            "at least one of them."
        ),
        source="RULES.md §0 Split pots",
    ),
    Rule(
        id="pots.side-pots",
        title="Side pots",
        sentence=(
            "There is one pot per contribution level of the live players: a player can win from "
            "each other player only as much as he put in himself; each pot is split separately."
        ),
        source="RULES.md §0 Split pots and odd chips; RR; TDA",
    ),
    Rule(
        id="pots.uncalled",
        title="Uncalled chips go back",
        sentence=(
            "The part of a bet that nobody called goes back to the player who made it, if he "
            "is still in the hand; a folded player leaves every chip in."
        ),
        source="RULES.md §0 Split pots and odd chips; RR; TDA",
    ),
    Rule(
        id="pots.folded-chips",
        title="Folded chips stay in",
        sentence="A folded player's chips stay in the pots they reached, but he cannot win them.",
        source="RULES.md §0 Split pots and odd chips; RR",
    ),
    Rule(
        id="pots.uncontested",
        title="One live player takes the pot",
        sentence="A pot with a single live player eligible goes to him whole, unshown.",
        source="RULES.md §0; RR",
    ),
    Rule(
        id="pots.halves",
        title="High-low: half and half",
        sentence=(
            "In a high-low game each pot is halved between the best high hand and the best low "
            "hand; tied hands share their half."
        ),
        source="RULES.md §0 Split pots; S3",
    ),
    Rule(
        id="pots.odd-chip-to-high",
        title="The odd chip between the halves goes high",
        sentence="When a pot does not halve evenly, the odd chip goes to the high half.",
        source="RULES.md §0 Split pots; S3; RR; TDA",
    ),
    Rule(
        id="pots.scoop",
        title="The same hands win both ways",
        sentence=(
            "When the same player, or the same tied players, win both halves, the whole pot is "
            "split among them at once (66 between two is 33 each, not 34 and 32)."
        ),
        source="RULES.md §0 Split pots; RR; TDA",
    ),
    Rule(
        id="pots.odd-chip-position",
        title="Odd chip by position",
        sentence=(
            "An odd chip between tied winners goes to the first of them clockwise from the "
            "dealer's button; nobody gets more than one odd chip from one split."
        ),
        source="RULES.md §0 Split pots (option odd_chip = position, the default)",
    ),
    Rule(
        id="pots.odd-chip-suit-all-cards",
        title="Odd chip by suit, all cards",
        sentence=(
            "An odd chip between tied winners goes to the one holding the highest card by suit "
            "among all his cards for high, the lowest card by suit for low."
        ),
        source="RULES.md §0 Split pots (option odd_chip = suit_all_cards); RR stud",
    ),
    Rule(
        id="pots.odd-chip-suit-winning-hand",
        title="Odd chip by suit, winning hand",
        sentence=(
            "An odd chip between tied winners goes to the one whose five-card hand holds the "
            "highest card by suit."
        ),
        source="RULES.md §0 Split pots (option odd_chip = suit_winning_hand); TDA stud",
    ),
    Rule(
        id="declare.each-way",
        title="Declare: each half to its declarers",
        sentence=(
            "The high half goes to the best high hand among the high and both declarers, the "
            "low half to the best low among the low and both declarers; a low declarer's high "
            "hand does not count."
        ),
        source="RULES.md §0 Declare high-low, rule 1; S0; S3; S4",
    ),
    Rule(
        id="declare.both-must-win",
        title="Declare: both must win both ways",
        sentence=(
            "A player who declares both must beat every high and both declarer for high and "
            "every low and both declarer for low; losing or tying either way forfeits the pot."
        ),
        source="RULES.md §0 Declare high-low, rule 2",
    ),
    Rule(
        id="declare.failed-both-removed",
        title="Declare: a failed both is out",
        sentence=(
            "A failed both declarer is removed and the halves are settled among the others, so "
            "a one-way declarer can win a half with a hand the failed player beat."
        ),
        source="RULES.md §0 Declare high-low, rule 3",
    ),
    Rule(
        id="declare.one-way",
        title="Declare: nobody the other way",
        sentence="If nobody declared one way, the best hand the other way takes the whole pot.",
        source="RULES.md §0 Declare high-low, rule 4",
    ),
    Rule(
        id="declare.failed-pigs-carry-over",
        title="Declare: every declarer failed",
        sentence=(
            "If every declarer is a failed both, the pot stays for the next deal (option "
            "failed_pigs = carry_over, the default)."
        ),
        source="RULES.md §0 Declare high-low, rule 5",
    ),
    Rule(
        id="declare.failed-pigs-split",
        title="Declare: every declarer failed, shared",
        sentence=(
            "If every declarer is a failed both, they share the pot (option failed_pigs = split)."
        ),
        source="RULES.md §0 Declare high-low, rule 5",
    ),
    Rule(
        id="declare.cards-speak",
        title="Declarations only in declare games",
        sentence=(
            "In a cards-speak game nobody declares: the cards decide both halves; a declare game "
            "needs a declaration from every live player whose hand decides a pot."
        ),
        source="RULES.md §0 Split pots and Declare high-low; S3",
    ),
)
