"""Rules of cards, decks, hand rankings and wild cards (RULES.md §0)."""

from __future__ import annotations

from typing import Final

from service.rules.rulebook.rule import Rule

RULES: Final = (
    Rule(
        id="cards.notation",
        title="Card notation",
        sentence=(
            "A card is written as its rank (2-9, T or 10, J, Q, K, A) followed by its suit "
            "(c, d, h, s or a suit symbol), in any case; Jk is a joker and ?? a card nobody "
            "can see."
        ),
        source="house: DESIGN.md, card notation",
    ),
    Rule(
        id="cards.hidden",
        title="Hidden cards",
        sentence=(
            "A hidden card (??) is accepted only where the ruling does not depend on it; "
            "ranking a hand needs every one of its cards."
        ),
        source="house: DESIGN.md, card notation",
    ),
    Rule(
        id="cards.deck",
        title="Decks",
        sentence=(
            "A game is played with one 52-card pack or two (104 cards, as in two-pack "
            "Counterbluff), with up to four jokers added where the game uses them."
        ),
        source="RULES.md §0 Cards; S2; S3",
    ),
    Rule(
        id="cards.duplicate",
        title="No card twice",
        sentence=(
            "A card can be in play only as often as the deck holds it: once with one pack, twice "
            "with two packs, and a joker only as many times as the deck has jokers."
        ),
        source="RULES.md §0 Cards",
    ),
    Rule(
        id="cards.suits-never-decide",
        title="Suits never decide a pot",
        sentence=(
            "Suits (clubs < diamonds < hearts < spades) decide only who acts first, who brings "
            "in and who gets an odd chip; they never decide who wins a pot."
        ),
        source="RULES.md §0 Cards; RR",
    ),
    Rule(
        id="hands.size",
        title="Hand size",
        sentence="A poker hand is ranked by its best five cards, chosen from five to nine cards.",
        source="RULES.md §0; S3 (best five of seven)",
    ),
    Rule(
        id="wild.joker-needs-rule",
        title="Jokers need a wild-card rule",
        sentence=(
            "Wildness belongs to the game, never to the card: a joker is ranked only under a "
            "rule that says what it may stand for."
        ),
        source="RULES.md §0 Wild cards",
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
        source="RULES.md §0 Wild cards; S3 (wild cards)",
    ),
    Rule(
        id="wild.no-duplicates",
        title="Wild cards may not duplicate",
        sentence=(
            "Under the house rule wild_may_duplicate = false, a wild card may stand only for a "
            "card not already in the hand."
        ),
        source="RULES.md §0 Wild cards (option wild_may_duplicate)",
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
        source="RULES.md §0 Wild cards; S3 (Aces, Straights and Flushes); RR joker rules",
    ),
    Rule(
        id="wild.per-player",
        title="A rank wild for one player",
        sentence=(
            "A rank may be wild for one player only, as in Low Hole, where the rank of a "
            "player's lowest face-down card is wild for him."
        ),
        source="RULES.md §0 Wild cards, §4 Low Hole; S3",
    ),
    Rule(
        id="wild.in-low",
        title="Wild cards in low",
        sentence=(
            "In a low hand a wild card plays as the lowest rank not already held (ace-to-five); "
            "at ace-to-six and deuce-to-seven it must also avoid making a straight or a flush "
            "(Jk-5-4-3-2 plays as 7-5-4-3-2)."
        ),
        source="RULES.md §0 Low systems; S3 Lowball",
    ),
    Rule(
        id="wild.natural-pair",
        title="The natural pair that beats every hand",
        sentence=(
            "Where the game says so (a natural pair of sevens in Deuces and Jacks and the Man "
            "with the Axe), a hand with that natural pair outranks every other hand; among "
            "such hands the usual ranking decides."
        ),
        source="RULES.md §4 (Deuces and Jacks and the Man with the Axe); S3",
    ),
    Rule(
        id="high.categories",
        title="High hand categories",
        sentence=(
            "Straight flush beats four of a kind, which beats full house, flush, straight, three "
            "of a kind, two pair, one pair and high card, in that order."
        ),
        source="RULES.md §0 High ranking; S3",
    ),
    Rule(
        id="high.five-of-a-kind",
        title="Five of a kind",
        sentence=(
            "Five of a kind, possible with wild cards or two packs, ranks above a straight flush."
        ),
        source="RULES.md §0 High ranking",
    ),
    Rule(
        id="high.wheel",
        title="The ace-low straight",
        sentence=(
            "A-2-3-4-5 is the lowest straight (the ace plays low); there is no wrap-around, so "
            "Q-K-A-2-3 is not a straight."
        ),
        source="RULES.md §0 High ranking",
    ),
    Rule(
        id="high.kickers",
        title="Comparing hands of one category",
        sentence=(
            "Hands of the same category compare by the ranks that make the category (the higher "
            "set first), then by the remaining cards from the highest down; hands equal in all "
            "five ranks tie."
        ),
        source="RULES.md §0 High ranking; RR",
    ),
    Rule(
        id="hands.best-five",
        title="Best five cards",
        sentence=(
            "With more than five cards a player's hand is the best five of them, and high and low "
            "each choose their own five; the other cards play no part."
        ),
        source="RULES.md §0 Low systems (cards speak); S3",
    ),
    Rule(
        id="hands.exact-counts",
        title="Hole and board cards in exact numbers",
        sentence=(
            "Where a game says so, the best five uses exactly so many of a player's own cards "
            "and so many of the board's (Omaha: two of the four hole cards and three of the "
            "five on the board)."
        ),
        source="S3 (Omaha hi/lo example); house: for apps that deal community cards",
    ),
    Rule(
        id="low.ace-to-five",
        title="Ace-to-five low (California)",
        sentence=(
            "The ace is low only; straights and flushes are ignored; any no-pair hand beats any "
            "pair; the best hand is 5-4-3-2-A, the wheel."
        ),
        source="RULES.md §0 Low systems; S3 Lowball",
    ),
    Rule(
        id="low.ace-to-six",
        title="Ace-to-six low (London)",
        sentence=(
            "The ace is low only; straights and flushes count against the hand; A-2-3-4-5 and "
            "6-5-4-3-2 are straights but A-K-Q-J-10 is not; the best hand is 6-4-3-2-A."
        ),
        source="RULES.md §0 Low systems; S3 Lowball",
    ),
    Rule(
        id="low.deuce-to-seven",
        title="Deuce-to-seven low (Kansas City)",
        sentence=(
            "The ace is high only; straights and flushes count against the hand; A-5-4-3-2 is "
            "ace-high, not a straight; the best hand is 7-5-4-3-2 unsuited (#1)."
        ),
        source="RULES.md §0 Low systems; S3 Lowball",
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
        source="RULES.md §0 Low systems; S3 Lowball",
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
        source="S3 Lowball (smooth and rough; the deuce-to-seven table); house (the quarters)",
    ),
    Rule(
        id="low.qualifier",
        title="Qualifying low",
        sentence=(
            "Under an N-or-better qualifier (eight-or-better by default in high-low games) a low "
            "must hold five different ranks, none above N, and no straight or flush where those "
            "count."
        ),
        source="RULES.md §0 Low systems, Split pots; S3",
    ),
    Rule(
        id="low.no-qualifying-low",
        title="No qualifying low",
        sentence=(
            "A hand that fails the qualifier cannot win the low half; with no qualifying low, the "
            "best high hand takes the whole pot."
        ),
        source="RULES.md §0 Split pots; S3",
    ),
)
