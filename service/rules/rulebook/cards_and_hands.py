"""Rules of cards, decks, hand rankings and wild cards."""

from __future__ import annotations

from typing import Final

from service.rules.rulebook.rule import Rule
from service.rules.rulebook.sources import (
    ACE_TO_FIVE,
    DEUCE_TO_SEVEN,
    IRREGULARITIES,
    JOKER,
    OMAHA,
    SHOWDOWN,
    STUD_HIGH_LOW,
    TIES,
    Document,
    cite,
    house_default,
    house_option,
    roberts_rules,
    sources,
)

_STUD: Final = Document.SEVEN_CARD_STUD
_LOWBALL: Final = Document.LOWBALL

RULES: Final = (
    Rule(
        id="cards.notation",
        title="Card notation",
        sentence=(
            "A card is written one way: its rank (2-9, T, J, Q, K, A) followed by its suit "
            "(c, d, h, s), as in As and Td; Jk is a joker and ?? a card nobody can see. The "
            "page for players also reads 10 for T, suit symbols and any case, and shows the "
            "card in this spelling."
        ),
        source=house_default(
            "the service's own card notation (rank, then suit), which decides no ruling",
            closest=cite(_STUD, "Players and Cards (the standard 52-card pack)"),
        ),
    ),
    Rule(
        id="cards.hidden",
        title="Hidden cards",
        sentence=(
            "A hidden card (??) is accepted only where the ruling does not depend on it; "
            "ranking a hand needs every one of its cards."
        ),
        source=house_default(
            "a card written ?? is one the caller cannot see, accepted only where no ruling "
            "depends on it",
            closest=roberts_rules(
                SHOWDOWN, "a player must show all cards in the hand to win any part of the pot"
            ),
        ),
    ),
    Rule(
        id="cards.deck",
        title="Decks",
        sentence=(
            "A game is played with one 52-card pack or two (104 cards, as in two-pack "
            "Counterbluff), with up to four jokers added where the game uses them; short-deck "
            "hold'em's pack is the 36 cards from six to ace. A card the game's deck does not "
            "hold (a joker where it has none, a five in short deck) is refused where it first "
            "appears."
        ),
        source=sources(
            cite(_STUD, "Players and Cards (a standard 52-card pack)"),
            cite(Document.COUNTERBLUFF, "two packs shuffled together, 104 cards"),
            cite(_STUD, "Aces, Straights and Flushes (a joker)"),
            cite(Document.SHORT_DECK, "the deuces through fives removed, 36 cards"),
            house_default("at most four jokers in a deck"),
        ),
    ),
    Rule(
        id="cards.duplicate",
        title="No card twice",
        sentence=(
            "A card can be in play only as often as the deck holds it: once with one pack, twice "
            "with two packs, and a joker only as many times as the deck has jokers."
        ),
        source=sources(
            roberts_rules(
                IRREGULARITIES, "two cards of the same rank and suit found: all action is void"
            ),
            cite(Document.COUNTERBLUFF, "Special rule for doubled pack"),
        ),
    ),
    Rule(
        id="cards.suits-never-decide",
        title="Suits never decide a pot",
        sentence=(
            "Suits (clubs < diamonds < hearts < spades) decide only who acts first, who brings "
            "in and who gets an odd chip; they never decide who wins a pot."
        ),
        source=sources(
            roberts_rules(TIES, "rule 1 (suits never break a tie for winning a pot)"),
            cite(_STUD, "Order of Betting (clubs low, then diamonds, hearts, spades high)"),
        ),
    ),
    Rule(
        id="hands.size",
        title="Hand size",
        sentence="A poker hand is ranked by its best five cards, chosen from five to nine cards.",
        source=sources(
            cite(_STUD, "Introduction (any five of their seven cards)"),
            cite(_STUD, "Aces, Straights and Flushes"),
        ),
    ),
    Rule(
        id="wild.joker-needs-rule",
        title="Jokers need a wild-card rule",
        sentence=(
            "Wildness belongs to the game, never to the card: a joker is ranked only under a "
            "rule that says what it may stand for."
        ),
        source=sources(
            roberts_rules(JOKER, "the players will be alerted as to whether the joker is in use"),
            roberts_rules(
                IRREGULARITIES,
                "rule 8 (a joker in a game where it is not used is a scrap of paper)",
            ),
        ),
    ),
    Rule(
        id="wild.fully-wild",
        title="Fully wild cards",
        sentence=(
            "A fully wild card (a wild rank such as deuces, a named card such as the K♦, a joker "
            "played wild) stands for any rank and suit, by default even a card already held, so "
            "five of a kind and double-ace flushes exist; it plays as whatever makes the best "
            "hand, so it never makes a hand worse; a natural hand and an equal wild hand tie."
        ),
        source=sources(
            cite(_STUD, "Seven Card Stud with Wild Cards"),
            house_default(
                "a wild card may stand for a card already held, and a natural hand ties an "
                "equal wild hand",
                option="wild_may_duplicate",
            ),
        ),
    ),
    Rule(
        id="wild.no-duplicates",
        title="Wild cards may not duplicate",
        sentence=(
            "Under option wild_may_duplicate = false, a wild card may stand only for a card "
            "not already in the hand."
        ),
        source=house_option(
            "wild_may_duplicate = false",
            closest=roberts_rules(
                JOKER, "the joker in a flush is the highest card of the flush not present"
            ),
        ),
    ),
    Rule(
        id="wild.bug",
        title="The bug",
        sentence=(
            "A joker played as the bug counts as an ace, or as any card that completes a "
            "straight, flush or straight flush, even beside other wild cards; it stands for one "
            "card only, never a flush card and a pair card at once; in a flush it is the "
            "highest card of that suit not already present; four aces and the bug are five "
            "aces. In a low hand it plays as a fully wild joker does."
        ),
        source=sources(
            cite(_STUD, "Aces, Straights and Flushes"),
            roberts_rules(
                JOKER, "only an ace, or any card to complete a straight, flush or straight flush"
            ),
            roberts_rules(ACE_TO_FIVE, "the joker becomes the lowest card not present in the hand"),
        ),
    ),
    Rule(
        id="wild.per-player",
        title="A rank wild for one player",
        sentence=(
            "A rank may be wild for one player only, as in Low Hole, where the rank of a "
            "player's lowest face-down card is wild for him."
        ),
        source=cite(_STUD, "Low Hole"),
    ),
    Rule(
        id="wild.in-low",
        title="Wild cards in low",
        sentence=(
            "In a low hand a wild card plays as the lowest rank not already held (ace-to-five); "
            "at ace-to-six and deuce-to-seven it must also avoid making a straight or a flush "
            "(Jk-5-4-3-2 plays as 7-5-4-3-2)."
        ),
        source=sources(
            cite(_LOWBALL, "Ace-to-five (the joker plays as the lowest card not already present)"),
            cite(_LOWBALL, "Ace-to-six and Deuce-to-seven (Joker-5-4-3-2 plays as a 7)"),
            roberts_rules(ACE_TO_FIVE, "the joker becomes the lowest card not present in the hand"),
        ),
    ),
    Rule(
        id="wild.natural-pair",
        title="The natural pair that beats every hand",
        sentence=(
            "Where the game says so (a natural pair of sevens in Deuces and Jacks and the Man "
            "with the Axe), a hand with that natural pair outranks every other hand; among "
            "such hands the usual ranking decides."
        ),
        source=sources(
            cite(_STUD, "Deuces and Jacks and the Man with the Axe"),
            house_default(
                "any hand with a natural pair of sevens outranks all others, and among those "
                "the usual ranking decides"
            ),
        ),
    ),
    Rule(
        id="high.categories",
        title="High hand categories",
        sentence=(
            "Straight flush beats four of a kind, which beats full house, flush, straight, three "
            "of a kind, two pair, one pair and high card, in that order."
        ),
        source=sources(
            cite(Document.COUNTERBLUFF, "Poker hands, from lowest to highest"),
            cite(_LOWBALL, "Low-poker ranking (the normal ranking of hands, inverted)"),
        ),
    ),
    Rule(
        id="high.five-of-a-kind",
        title="Five of a kind",
        sentence=(
            "Five of a kind, possible with wild cards or two packs, ranks above a straight flush."
        ),
        source=sources(
            roberts_rules(JOKER, "five aces (four aces and the joker) is the best possible hand"),
            cite(_STUD, "Seven Card Stud with Wild Cards"),
        ),
    ),
    Rule(
        id="high.wheel",
        title="The ace-low straight",
        sentence=(
            "A-2-3-4-5 is the lowest straight (the ace plays low); there is no wrap-around, so "
            "Q-K-A-2-3 is not a straight."
        ),
        source=cite(_LOWBALL, "Wheel (5-4-3-2-A, the lowest-ranking straight)"),
    ),
    Rule(
        id="high.kickers",
        title="Comparing hands of one category",
        sentence=(
            "Hands of the same category compare by the ranks that make the category (the higher "
            "set first), then by the remaining cards from the highest down; hands equal in all "
            "five ranks tie."
        ),
        source=sources(
            cite(
                _LOWBALL,
                "Ace-to-five (no-pair hands compare from the highest card, as in high poker)",
            ),
            roberts_rules(TIES, "rule 1 (suits never break a tie for winning a pot)"),
        ),
    ),
    Rule(
        id="hands.best-five",
        title="Best five cards",
        sentence=(
            "With more than five cards a player's hand is the best five of them, and high and low "
            "each choose their own five; the other cards play no part."
        ),
        source=sources(
            cite(
                _STUD,
                "Seven Card Stud High-Low (five cards for high, five possibly different for low)",
            ),
            house_default(
                "the same best-five choice in every game that plays high and low",
                closest=cite(_STUD, "Seven Card Stud High-Low"),
            ),
        ),
    ),
    Rule(
        id="hands.exact-counts",
        title="Hole and board cards in exact numbers",
        sentence=(
            "Where a game says so, the best five uses exactly so many of a player's own cards "
            "and so many of the board's (Omaha: two of the four hole cards and three of the "
            "five on the board)."
        ),
        source=sources(
            roberts_rules(OMAHA),
            house_default("the Omaha rule, offered to any game that deals community cards"),
        ),
    ),
    Rule(
        id="low.ace-to-five",
        title="Ace-to-five low (California)",
        sentence=(
            "The ace is low only; straights and flushes are ignored; any no-pair hand beats any "
            "pair; the best hand is 5-4-3-2-A, the wheel."
        ),
        source=sources(cite(_LOWBALL, "Ace-to-five"), roberts_rules(ACE_TO_FIVE)),
    ),
    Rule(
        id="low.ace-to-six",
        title="Ace-to-six low (London)",
        sentence=(
            "The ace is low only; straights and flushes count against the hand; A-2-3-4-5 and "
            "6-5-4-3-2 are straights but A-K-Q-J-10 is not; the best hand is 6-4-3-2-A."
        ),
        source=sources(cite(_LOWBALL, "Ace-to-six"), cite(_STUD, "London Lowball")),
    ),
    Rule(
        id="low.deuce-to-seven",
        title="Deuce-to-seven low (Kansas City)",
        sentence=(
            "The ace is high only; straights and flushes count against the hand; A-5-4-3-2 is "
            "ace-high, not a straight; the best hand is 7-5-4-3-2 unsuited (#1)."
        ),
        source=sources(cite(_LOWBALL, "Deuce-to-seven"), roberts_rules(DEUCE_TO_SEVEN)),
    ),
    Rule(
        id="low.compare",
        title="Comparing low hands",
        sentence=(
            "Pairs are bad: any no-pair hand beats any pair, one pair beats two pair or trips; "
            "no-pair hands compare from the highest card down and the lower wins; paired hands "
            "compare like high poker turned over (A-A-9-5-3 beats 2-2-5-4-3 at ace-to-five; "
            "3-3-6-4-2 beats 3-3-6-5-A)."
        ),
        source=sources(
            cite(_LOWBALL, "Ace-to-five (A-A-9-5-3 defeats 2-2-5-4-3)"),
            cite(_LOWBALL, "Deuce-to-seven (3-3-6-4-2 defeats 3-3-6-5-2)"),
        ),
    ),
    Rule(
        id="low.names",
        title="Naming a low hand",
        sentence=(
            "A low with no pair is in the category no pair (at ace-to-six and deuce-to-seven a "
            "straight or a flush is named as one, against the hand). It is named by its top two "
            "cards and its whole run (eight-six low, 8-6-4-3-2); 5-4-3-2-A at ace-to-five is the "
            "wheel; a deuce-to-seven low carries its number in the table (#1 is 7-5-4-3-2). An "
            "eight or worse is smooth among the best quarter of the lows with its top card, "
            "rough among the worst quarter: 8-5-4-3-2 is a smooth eight, 8-7-6-4-2 a rough "
            "eight."
        ),
        source=sources(
            cite(_LOWBALL, "Ace-to-five and Deuce-to-seven (naming, smooth and rough, the table)"),
            house_default(
                "an eight or worse is smooth among the best quarter of the lows with its top card, "
                "rough among the worst quarter"
            ),
        ),
    ),
    Rule(
        id="low.qualifier",
        title="Qualifying low",
        sentence=(
            "Under an N-or-better qualifier (eight-or-better by default in high-low games) a low "
            "must hold five different ranks, none above N, and no straight or flush where those "
            "count."
        ),
        source=sources(
            cite(_STUD, "Eight or Better"),
            roberts_rules(STUD_HIGH_LOW),
            cite(_LOWBALL, "Ace-to-five (a qualifier, typically 8-high or 9-high)"),
        ),
    ),
    Rule(
        id="low.no-qualifying-low",
        title="No qualifying low",
        sentence=(
            "A hand that fails the qualifier cannot win the low half; with no qualifying low, the "
            "best high hand takes the whole pot."
        ),
        source=sources(
            cite(_STUD, "Eight or Better (no qualifying low: the high hand wins the whole pot)"),
            roberts_rules(STUD_HIGH_LOW),
        ),
    ),
)
