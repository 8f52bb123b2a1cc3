"""The rulebook: every rule the service can cite, with its id, its sentence and its source.

Rulings list the ids of the rules they applied; ``GET /v1/rules`` serves this table. Sources use
the keys of RULES.md: S0-S4 are the seed documents, RR is Robert's Rules of Poker, TDA the Poker
Tournament Directors Association rules, and "house" marks a rule of this service's own.

>>> RULEBOOK["high.wheel"].title
'The ace-low straight'
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Final


@dataclass(frozen=True, kw_only=True, slots=True)
class Rule:
    """One rule the service can cite."""

    id: str
    title: str
    sentence: str
    source: str


_RULES: Final = (
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
            "straight, flush or straight flush; in a flush it is the highest card of that suit "
            "not already present; four aces and the bug are five aces."
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
        sentence="The part of a bet that nobody called goes back to the player who made it.",
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
    Rule(
        id="betting.turn",
        title="Acting in turn",
        sentence=(
            "Players act in turn, clockwise from the first to act; a player who has folded or "
            "is all in is passed over."
        ),
        source="RULES.md §2, §4; S1; S3; RR",
    ),
    Rule(
        id="betting.round-over",
        title="The end of a betting round",
        sentence=(
            "A round ends when every player still able to bet has acted since the last full "
            "bet or raise and has put in as much as the others, or when only one player is left."
        ),
        source="RULES.md §2, §4; RR",
    ),
    Rule(
        id="betting.move",
        title="Legal moves",
        sentence=(
            "With no bet to face a player may check, bet or fold; facing a bet he may call, "
            "raise or fold."
        ),
        source="RULES.md §2, §4; RR",
    ),
    Rule(
        id="betting.check",
        title="No check facing a bet",
        sentence="A player facing a bet must call, raise or fold; he cannot check.",
        source="RR; S1",
    ),
    Rule(
        id="betting.amount",
        title="Bet sizes",
        sentence=(
            "Fixed limit: bets and raises are the round's bet. Pot limit: a raise may make the "
            "pot at most what it would be after calling, then double it. No limit: a bet is at "
            "least the minimum and a raise at least the previous full bet or raise."
        ),
        source="RULES.md §4 (fixed-limit structure); S3; RR",
    ),
    Rule(
        id="betting.table-stakes",
        title="Table stakes",
        sentence=(
            "Nobody bets more than the chips in front of him, and anybody may go all in for "
            "less than a full bet or call."
        ),
        source="RR",
    ),
    Rule(
        id="betting.cap",
        title="The cap",
        sentence=(
            "In fixed limit, one bet and three raises are allowed in a round that more than two "
            "players started (house option heads_up_raises for two)."
        ),
        source="RULES.md §4; S3",
    ),
    Rule(
        id="betting.reopen",
        title="A short all-in does not reopen",
        sentence=(
            "An all-in raise smaller than a full raise (in fixed limit, smaller than half a "
            "bet) does not reopen the betting to players who have already acted: they may only "
            "call or fold."
        ),
        source="RR; TDA",
    ),
    Rule(
        id="betting.bring-in",
        title="The bring-in",
        sentence=(
            "On third street the bring-in must bring in or open for a full bet; after a "
            "bring-in, later players may call it, complete to a full bet or fold, and nobody may "
            "raise until someone has completed; completing is not a raise."
        ),
        source="RULES.md §4; S3",
    ),
    Rule(
        id="jacks.openers",
        title="Jacks or better to open",
        sentence=(
            "Until someone has opened, a player may only check or fold unless he holds a pair "
            "of jacks or better (or two pair, trips or any better hand); once opened, anyone "
            "may call, raise or fold with anything."
        ),
        source="RULES.md §2; S1",
    ),
    Rule(
        id="betting.first-to-act",
        title="Who speaks first",
        sentence=(
            "Draw: the player at the dealer's left, and after the draw the opener. Stud: on "
            "third street the bring-in (lowest up card, ace high, clubs lowest; in Razz and "
            "London lowball the highest, ace low, spades highest), later the best hand showing "
            "(the lowest in Razz and London lowball), pairs counting but not straights or "
            "flushes, ties by suit (house option showing_tie = position: first from the "
            "dealer's left)."
        ),
        source="RULES.md §2, §4; S1; S3",
    ),
    Rule(
        id="betting.stud-limits",
        title="Fixed-limit stud bet sizes",
        sentence=(
            "Small bets on third street; from fourth street a big bet is allowed once any live "
            "hand shows a pair (never in high-low or low games); Razz doubles at fifth street; "
            "house option big_bets_from_fifth: only big bets from fifth street."
        ),
        source="RULES.md §4; S3",
    ),
    Rule(
        id="showdown.ties",
        title="Tied hands",
        sentence="Hands of equal rank tie; tied hands share what they win.",
        source="RULES.md §0 Split pots; RR",
    ),
)

RULEBOOK: Final = MappingProxyType({rule.id: rule for rule in _RULES})
"""Every rule by id, in the order of the book."""
