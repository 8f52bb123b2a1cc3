"""Rules of pots: side pots, split pots, odd chips and declarations (RULES.md §0)."""

from __future__ import annotations

from typing import Final

from service.rules.rulebook.rule import Rule
from service.rules.rulebook.sources import (
    BETTING_AND_RAISING,
    DEAD_HANDS,
    SHOWDOWN,
    TABLE_STAKES,
    TIES,
    Document,
    TdaRule,
    chosen_by,
    cite,
    house_default,
    house_option,
    roberts_rules,
    sources,
    tda,
)

_STUD: Final = Document.SEVEN_CARD_STUD

RULES: Final = (
    Rule(
        id="pots.contributions",
        title="Chips put in",
        sentence="Chips are whole numbers; nobody puts a negative amount into a pot.",
        source=sources(
            roberts_rules(TIES, "rule 3 (an odd chip is broken down to the smallest unit)"),
            roberts_rules(BETTING_AND_RAISING, "the smallest chip that may be wagered"),
        ),
    ),
    Rule(
        id="pots.live-seat",
        title="A pot needs a live seat",
        sentence=(
            "At least one seat is live at the end of a hand; a live seat whose hand decides a "
            "pot must show its cards (and, in a declare game, its declaration)."
        ),
        source=sources(
            roberts_rules(
                SHOWDOWN, "a player must show all cards in the hand to win any part of the pot"
            ),
            cite(_STUD, "With Declare"),
        ),
    ),
    Rule(
        id="pots.dealer",
        title="The dealer's seat",
        sentence=(
            "The dealer (the button) is one of the seats; position is counted clockwise from "
            "his left."
        ),
        source=sources(
            roberts_rules(
                TIES,
                "rule 2 (cards are dealt clockwise from the first player on the dealer's left)",
            ),
            cite(Document.ELIMINATION, "betting rounds begun by the player to the dealer's left"),
        ),
    ),
    Rule(
        id="pots.shares",
        title="What a pot is played for",
        sentence=(
            "A pot goes to the best high hand, the best low hand, or half to each; a game names "
            "at least one of them."
        ),
        source=sources(
            cite(_STUD, "Seven Card Stud High-Low (split between the highest and lowest hands)"),
            cite(_STUD, "Razz (low only)"),
        ),
    ),
    Rule(
        id="pots.side-pots",
        title="Side pots",
        sentence=(
            "There is one pot per contribution level of the live players: a player can win from "
            "each other player only as much as he put in himself; each pot is split separately."
        ),
        source=sources(
            roberts_rules(TIES, "rule 5 (side pots and the main pot are split separately)"),
            roberts_rules(TABLE_STAKES),
            tda(TdaRule.SIDE_POTS, "each side pot is split separately"),
        ),
    ),
    Rule(
        id="pots.uncalled",
        title="Uncalled chips go back",
        sentence=(
            "The part of a bet that nobody called goes back to the player who made it, if he "
            "is still in the hand; a folded player leaves every chip in."
        ),
        source=sources(
            tda(
                TdaRule.SHOWDOWN_AND_DISCARDING,
                "B: a bet or raise not yet called: the uncalled amount is returned",
            ),
            roberts_rules(TABLE_STAKES),
        ),
    ),
    Rule(
        id="pots.folded-chips",
        title="Folded chips stay in",
        sentence="A folded player's chips stay in the pots they reached, but he cannot win them.",
        source=sources(
            roberts_rules(DEAD_HANDS, "your hand is dead if you fold when facing a bet"),
            tda(TdaRule.ACTING_IN_TURN, "action in turn commits chips that stay in the pot"),
        ),
    ),
    Rule(
        id="pots.unmatched-carry-over",
        title="Chips no live player matched",
        sentence=(
            "In Jacks or Better, chips of folded or dead hands that no live player matched (a "
            "false opener's bets above an all-in player's, a side pot only false openers "
            "contest) are won by nobody: they stay in the pot for the next deal. A player wins "
            "from each other player only as much as he put in himself."
        ),
        source=sources(
            roberts_rules(TABLE_STAKES),
            cite(
                Document.JACKS_OR_BETTER,
                "False openers (the false opener's bets stay in the pot for the next deal)",
            ),
        ),
    ),
    Rule(
        id="pots.uncontested",
        title="One live player takes the pot",
        sentence=(
            "A pot with a single player left in it (the others folded, or threw their hands "
            "away at the showdown) goes to him whole, unshown."
        ),
        source=cite(
            Document.ELIMINATION,
            "only one surviving player who has not folded, and he wins the pot",
        ),
    ),
    Rule(
        id="pots.halves",
        title="High-low: half and half",
        sentence=(
            "In a high-low game each pot is halved between the best high hand and the best low "
            "hand; tied hands share their half."
        ),
        source=sources(
            cite(_STUD, "Seven Card Stud High-Low"),
            roberts_rules(TIES, "rule 5 (high-low split games)"),
        ),
    ),
    Rule(
        id="pots.odd-chip-to-high",
        title="The odd chip between the halves goes high",
        sentence="When a pot does not halve evenly, the odd chip goes to the high half.",
        source=sources(
            cite(_STUD, "Seven Card Stud High-Low (the odd chip to the high hand)"),
            cite(Document.LOWBALL, "Low-poker ranking (the highest hand takes any odd chips)"),
            roberts_rules(TIES, "rule 5 (high-low split games: the high hand gets the odd chip)"),
            tda(
                TdaRule.AWARDING_ODD_CHIPS, "C: the odd chip in the total pot goes to the high side"
            ),
        ),
    ),
    Rule(
        id="pots.scoop",
        title="The same hands win both ways",
        sentence=(
            "When the same player, or the same tied players, win both halves, the whole pot is "
            "split among them at once (66 between two is 33 each, not 34 and 32)."
        ),
        source=sources(
            roberts_rules(
                TIES,
                "rule 5 (two players with identical hands split the pot as evenly as possible)",
            ),
        ),
    ),
    Rule(
        id="pots.odd-chip-position",
        title="Odd chip by position",
        sentence=(
            "An odd chip between tied winners goes to the first of them clockwise from the "
            "dealer's button; nobody gets more than one odd chip from one split."
        ),
        source=sources(
            roberts_rules(TIES, "rule 5 (a button game: the first hand clockwise from the button)"),
            house_default("this rule in every game, stud included", option="odd_chip"),
        ),
    ),
    Rule(
        id="pots.odd-chip-suit-all-cards",
        title="Odd chip by suit, all cards",
        sentence=(
            "An odd chip between tied winners goes to the one holding the highest card by suit "
            "among all his cards for high, the lowest card by suit for low (the ace lowest of "
            "all but in deuce-to-seven); a joker does not count."
        ),
        source=sources(
            roberts_rules(TIES, "rule 5 (a stud game: by suit, all the player's cards counted)"),
            chosen_by("odd_chip = suit_all_cards"),
        ),
    ),
    Rule(
        id="pots.odd-chip-suit-winning-hand",
        title="Odd chip by suit, winning hand",
        sentence=(
            "An odd chip between tied winners goes to the one whose five-card hand holds the "
            "highest card by suit, ranked as its hand ranks it: the ace is the lowest card in "
            "an ace-to-five low, in badugi and in a wheel, so 6-4-3-2-A's highest is the six "
            "and 5-4-3-2-A's the five. A wild card has no suit of its own: only natural cards "
            "count. When that card is the same card in both hands (a board card), position "
            "decides, as in a button game."
        ),
        source=sources(
            tda(
                TdaRule.AWARDING_ODD_CHIPS,
                "B: in stud, the high card by suit in the player's 5-card winning hand",
            ),
            chosen_by("odd_chip = suit_winning_hand"),
        ),
    ),
    Rule(
        id="declare.each-way",
        title="Declare: each half to its declarers",
        sentence=(
            "The high half goes to the best high hand among the high and both declarers, the "
            "low half to the best low among the low and both declarers; a low declarer's high "
            "hand does not count."
        ),
        source=sources(
            cite(_STUD, "With Declare"),
            cite(Document.ELIMINATION, "the declaration (low, high or both)"),
            cite(Document.OLD_MAN),
        ),
    ),
    Rule(
        id="declare.both-must-win",
        title="Declare: both must win both ways",
        sentence=(
            "A player who declares both must beat every high and both declarer for high and "
            "every low and both declarer for low; losing or tying either way forfeits the pot."
        ),
        source=sources(
            cite(
                _STUD,
                "With Declare (a 'both' who loses or ties either way wins no part of the pot)",
            ),
            cite(Document.ELIMINATION, "a pig who loses or ties either way wins nothing"),
        ),
    ),
    Rule(
        id="declare.failed-both-removed",
        title="Declare: a failed both is out",
        sentence=(
            "A failed both declarer is removed and the halves are settled among the others, so "
            "a one-way declarer can win a half with a hand the failed player beat."
        ),
        source=sources(
            cite(
                _STUD,
                "With Declare (a 'both' who loses or ties either way wins no part of the pot)",
            ),
            house_default("the halves are then settled among the other declarers"),
        ),
    ),
    Rule(
        id="declare.one-way",
        title="Declare: nobody the other way",
        sentence="If nobody declared one way, the best hand the other way takes the whole pot.",
        source=sources(
            cite(_STUD, "With Declare (all declare one way: the winner takes the whole pot)"),
            cite(
                Document.ELIMINATION,
                "if no one goes for high, the winner of low takes the whole pot",
            ),
        ),
    ),
    Rule(
        id="declare.failed-pigs-carry-over",
        title="Declare: every declarer failed",
        sentence=(
            "If every declarer is a failed both, the pot stays for the next deal (option "
            "failed_pigs = carry_over, the default)."
        ),
        source=house_default(
            "the pot stays for the next deal",
            option="failed_pigs",
            closest=cite(Document.ELIMINATION, "a pig who loses or ties either way wins nothing"),
        ),
    ),
    Rule(
        id="declare.failed-pigs-split",
        title="Declare: every declarer failed, shared",
        sentence=(
            "If every declarer is a failed both, they share the pot (option failed_pigs = split)."
        ),
        source=house_option(
            "failed_pigs = split",
            closest=cite(Document.ELIMINATION, "a tie in either competition shares that half"),
        ),
    ),
    Rule(
        id="low.no-qualifying-low-split",
        title="Low only: no qualifying low, shared",
        sentence=(
            "In a game played for low only with a qualifier (or a declare game in which the "
            "only declarers left declared low), a pot in which no hand qualifies is won by "
            "nobody: the players who could have won it (not a failed both) share it equally, "
            "an odd chip going by position from the dealer's left (option no_qualifying_low = "
            "split, the default)."
        ),
        source=house_default(
            "the live players share the pot",
            option="no_qualifying_low",
            closest=cite(_STUD, "Eight or Better (a hand must qualify to win the low half)"),
        ),
    ),
    Rule(
        id="low.no-qualifying-low-carry-over",
        title="Low only: no qualifying low, carried over",
        sentence=(
            "In a game played for low only with a qualifier (or a declare game in which the "
            "only declarers left declared low), a pot in which no hand qualifies stays for the "
            "next deal (option no_qualifying_low = carry_over)."
        ),
        source=house_option(
            "no_qualifying_low = carry_over",
            closest=cite(
                Document.JACKS_OR_BETTER,
                "Deal passed out (the pot stays for the next deal)",
            ),
        ),
    ),
    Rule(
        id="declare.cards-speak",
        title="Declarations only in declare games",
        sentence=(
            "In a cards-speak game nobody declares: the cards decide both halves; a declare game "
            "needs a declaration from every live player whose hand decides a pot."
        ),
        source=sources(
            cite(_STUD, "Seven Card Stud High-Low (the cards speak for themselves)"),
            cite(_STUD, "With Declare"),
            roberts_rules(SHOWDOWN, "cards speak (cards read for themselves)"),
        ),
    ),
)
