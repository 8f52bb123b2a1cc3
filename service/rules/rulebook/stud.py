"""Rules of whole hands: the game catalogue, the procedure, and the seven-card stud family
(RULES.md §0, §4; S3)."""

from __future__ import annotations

from typing import Final

from service.rules.rulebook.rule import Rule
from service.rules.rulebook.sources import (
    DEUCE_TO_SEVEN,
    DRAW_HIGH,
    HOLDEM,
    RAZZ,
    SHOWDOWN,
    STUD,
    TABLE_STAKES,
    Document,
    TdaRule,
    chosen_by,
    cite,
    house_default,
    roberts_rules,
    sources,
    tda,
)

_STUD: Final = Document.SEVEN_CARD_STUD

RULES: Final = (
    Rule(
        id="games.players",
        title="Players and seats",
        sentence=(
            "Each game seats between its least and greatest number of players; the dealer is "
            "one of them and the deal goes clockwise from his left."
        ),
        source=sources(
            cite(_STUD, "Players and Cards (2 to 8 players)"),
            cite(_STUD, "English Stud (six players at most)"),
            cite(Document.COUNTERBLUFF, "two players"),
            house_default(
                "Elimination seats 2 to 9 players (its write-up's 'around 5 to 8' is advice)",
                closest=cite(Document.ELIMINATION),
            ),
            house_default(
                "hold'em and Omaha seat up to 10 players, short deck up to 9 (a full ring "
                "game), the draw games up to 8, as Jacks or Better (a stub that runs short is "
                "made anew from the discards, rule draw.stub)"
            ),
        ),
    ),
    Rule(
        id="games.option",
        title="House rules",
        sentence=(
            "A game's house rules are the options it declares, each with a default and its "
            "allowed values; an option the game does not have cannot be set."
        ),
        source=house_default(
            "each game declares its options, each with a default and its allowed values",
            closest=cite(_STUD, "Size of Bets (this is of course for the players to agree)"),
        ),
    ),
    Rule(
        id="games.procedure",
        title="Events in their order",
        sentence=(
            "A hand follows its game's procedure: the antes or the blinds, then each street's "
            "deal (the board's cards, or a draw) and its betting, then exchanges, declarations "
            "and the showdown where the game has them; an event out of its place, or one "
            "missing what it needs, is refused."
        ),
        source=sources(
            cite(_STUD, "The Play (the sequence of events)"),
            roberts_rules(HOLDEM, "the blinds, the flop, the turn and the river"),
            roberts_rules(DEUCE_TO_SEVEN, "the blinds, the draws and the betting rounds"),
            cite(Document.JACKS_OR_BETTER),
            cite(Document.OLD_MAN),
        ),
    ),
    Rule(
        id="games.hand-over",
        title="The hand is over",
        sentence=(
            "Once every other player has folded, or the showdown has been settled, the hand "
            "is over and nothing more can happen in it."
        ),
        source=sources(
            cite(Document.ELIMINATION, "only one surviving player who has not folded wins the pot"),
            roberts_rules(SHOWDOWN),
        ),
    ),
    Rule(
        id="games.ante",
        title="Antes",
        sentence=(
            "Every player who antes in this deal puts in the ante before the deal; a player with "
            "less than the ante puts in all he has and is all in."
        ),
        source=sources(
            cite(_STUD, "The Play (all players place an ante in the pot)"),
            roberts_rules(DRAW_HIGH, "a player with only a full ante may play for just the antes"),
            roberts_rules(TABLE_STAKES),
        ),
    ),
    Rule(
        id="stud.deal",
        title="The stud deal",
        sentence=(
            "Two cards down and one up on third street; one up on fourth, fifth and sixth; "
            "one down on seventh: seven cards in all, never an eighth. Up cards are seen by "
            "everyone and must be named; down cards may be hidden (??)."
        ),
        source=sources(cite(_STUD, "The Play"), roberts_rules(STUD)),
    ),
    Rule(
        id="stud.dead-cards",
        title="Folded hands are dead",
        sentence=(
            "A player who folds is dealt no more cards; his cards are dead and are never dealt "
            "again."
        ),
        source=cite(_STUD, "Running Out of Cards (a folded player's cards are dead)"),
    ),
    Rule(
        id="stud.community-card",
        title="Running out of cards",
        sentence=(
            "When the stub cannot give every live player his last card, one community card is "
            "dealt face up instead; it counts for everyone, and the best hand showing with it "
            "acts first."
        ),
        source=sources(
            cite(_STUD, "Running Out of Cards"),
            roberts_rules(STUD, "a common card when the deck cannot give everyone a card"),
        ),
    ),
    Rule(
        id="stud.burn-cards",
        title="Burn cards",
        sentence=(
            "House option burn_cards: the dealer burns one card before each street; when the "
            "stub runs short the burns are gathered and shuffled with it before a community "
            "card is used."
        ),
        source=cite(_STUD, "Running Out of Cards (the burned cards are shuffled with the stub)"),
    ),
    Rule(
        id="games.show",
        title="Showing down",
        sentence=(
            "At the showdown every player whose hand decides a pot shows all his cards, once; "
            "cards already seen cannot change. Best five of his cards. A hand whose cards were "
            "all seen is ruled at once (cards speak), unless the house has every hand show or "
            "muck in turn (option known_hands_show)."
        ),
        source=sources(
            roberts_rules(
                SHOWDOWN, "a player must show all cards in the hand to win any part of the pot"
            ),
            cite(_STUD, "The Play"),
        ),
    ),
    Rule(
        id="showdown.order",
        title="Who shows first",
        sentence=(
            "At the showdown the last player to make a full bet or raise on the final betting "
            "round shows first (an all-in raise short of a full one does not count); if nobody "
            "bet on it, the first player who could act on it; then the others clockwise, those "
            "in a side pot before anyone all in for less. The next events list the shows in "
            "that order; a player may still show out of turn, or muck where the game allows."
        ),
        source=sources(
            roberts_rules(
                SHOWDOWN,
                "rule 7 (the last to take aggressive action shows first, or if everyone "
                "checks the player who acted first, and a side pot's players before the main "
                "pot's)",
            ),
            tda(TdaRule.SHOWDOWN_ORDER),
        ),
    ),
    Rule(
        id="games.muck",
        title="Mucking at the showdown",
        sentence=(
            "At the showdown a player may throw his hand away unshown instead of showing it "
            "(a fold): he gives up his claim to every pot another player still contests, and "
            "their hands decide them. He gives up nothing nobody else can win: the part of his "
            "bet nobody called comes back to him, and a pot, main or side, whose other players "
            "have all thrown their hands away is his (in Jacks or Better, once a false opener's "
            "hand is "
            "ruled dead, a muck is a fold like any other, and what no live hand matched stays "
            "for the next deal). A hand shown speaks for itself: it is not thrown away after."
        ),
        source=sources(
            roberts_rules(
                SHOWDOWN,
                "rule 1 (a player must show all cards in the hand to win any part of the pot) "
                "and rule 2 (cards speak)",
            ),
            tda(TdaRule.SHOWDOWN_AND_DISCARDING, "a hand mucked at the showdown is dead"),
            tda(TdaRule.DECLARATIONS_CARDS_SPEAK, "cards speak at the showdown"),
            tda(TdaRule.TABLING_CARDS, "a hand tabled face up is not killed"),
            roberts_rules(TABLE_STAKES),
        ),
    ),
    Rule(
        id="games.face-up-all-in",
        title="Face up for all-ins",
        sentence=(
            "Under the house option face_up_all_in (the tournament rule), once a player is all "
            "in and the betting is over every hand still in is turned face up: none may be "
            "thrown away at the showdown. Without it, each shows or throws his hand away in "
            "turn, as in a cash game."
        ),
        source=sources(
            tda(
                TdaRule.FACE_UP_FOR_ALL_INS,
                "all cards are tabled once a player is all in and all betting action is complete",
            ),
            chosen_by("face_up_all_in"),
        ),
    ),
    Rule(
        id="games.declare",
        title="Declaring",
        sentence=(
            "In a declare game every live player declares high, low or both, all at once, and "
            "cannot change his declaration."
        ),
        source=sources(
            cite(_STUD, "With Declare (the simultaneous method)"),
            cite(Document.OLD_MAN, "players declare simultaneously"),
            cite(Document.ELIMINATION, "coins held in a closed fist"),
        ),
    ),
    Rule(
        id="stud.declare",
        title="Declaring in stud",
        sentence=(
            "In stud high-low with declare, after the last betting round every live player "
            "declares high, low or both, all at once; the declarations are settled by the "
            "declare rules."
        ),
        source=cite(_STUD, "With Declare"),
    ),
    Rule(
        id="stud.razz",
        title="Razz",
        sentence=(
            "Razz is stud for ace-to-five low only, with no qualifier: the highest up card "
            "brings in (ace low, spades highest), the lowest hand showing acts first from "
            "fourth street, limits double at fifth street and open pairs change nothing."
        ),
        source=sources(cite(_STUD, "Razz"), roberts_rules(RAZZ)),
    ),
    Rule(
        id="stud.london-lowball",
        title="London lowball",
        sentence=(
            "London lowball is stud for ace-to-six low only, pot limit by default, with Razz's "
            "conventions for who acts first."
        ),
        source=sources(
            cite(_STUD, "London Lowball (normally pot limit)"),
            house_default("Razz's conventions for who acts first", closest=cite(_STUD, "Razz")),
        ),
    ),
    Rule(
        id="stud.wild-ranks",
        title="Stud with wild cards",
        sentence=(
            "The players agree the wild ranks (deuces by default); the game may be played high, "
            "low or high-low."
        ),
        source=sources(
            cite(_STUD, "Seven Card Stud with Wild Cards"),
            house_default("deuces when the players name no rank", option="wild_ranks"),
        ),
    ),
    Rule(
        id="stud.low-hole",
        title="Low Hole",
        sentence=(
            "A player's lowest face-down card, and all his cards of that rank, are wild for him "
            "only; the seventh card can change the rank. In high-low with ace-low ranking an "
            "ace in the hole makes aces wild for low only, and the lowest non-ace hole card "
            "sets the wild rank for high (none when every hole card is an ace)."
        ),
        source=sources(
            cite(_STUD, "Low Hole"),
            house_default(
                "with an ace in the hole in high-low, the lowest other hole card sets the wild "
                "rank for high"
            ),
        ),
    ),
    Rule(
        id="stud.english-exchange",
        title="English Stud exchanges",
        sentence=(
            "After fifth street's betting and again after sixth street's, each player in turn "
            "from the dealer's left may exchange one card, a down card for a new down card or "
            "an up card for a new up card, or stand pat; a final betting round ends the deal."
        ),
        source=cite(_STUD, "English Stud"),
    ),
    Rule(
        id="stud.english-seventh-card",
        title="English Stud's seventh card",
        sentence=(
            "House option seventh_card: with five players or fewer, a seventh card is dealt "
            "face down after the last exchange."
        ),
        source=cite(_STUD, "English Stud, Variations"),
    ),
    Rule(
        id="stud.english-fee",
        title="The exchange fee",
        sentence=(
            "House option exchange_fee: whoever exchanges pays it to the pot; it is not a bet "
            "and nobody matches it; a player who cannot pay it may only stand pat. The fee is "
            "dead money: it goes to the main pot, never a side pot of the payer's own."
        ),
        source=sources(cite(_STUD, "English Stud, Variations"), roberts_rules(TABLE_STAKES)),
    ),
    Rule(
        id="stud.aces-straights-flushes",
        title="Aces, Straights and Flushes",
        sentence=(
            "Six cards each (two down, three up, one down) and a joker in the centre that is "
            "everyone's seventh card and plays as the bug."
        ),
        source=cite(_STUD, "Aces, Straights and Flushes"),
    ),
    Rule(
        id="stud.axe-wild",
        title="Deuces and Jacks and the Man with the Axe",
        sentence=(
            "All 2s, all jacks and the K♦ are wild, a hand with a natural pair of sevens beats "
            "every other, and the best hand showing opens every round."
        ),
        source=cite(
            _STUD, "Deuces and Jacks and the Man with the Axe (the king of diamonds holds the axe)"
        ),
    ),
    Rule(
        id="stud.axe-payments",
        title="Paying for exposed wild cards and sevens",
        sentence=(
            "A player pays into the pot 1 ante for each wild card and 5 antes for each seven "
            "dealt to him face up (house options wild_card_payment and seven_payment); a player "
            "short of chips pays what he has. A payment is not a bet: nobody matches it, and it "
            "is dead money in the main pot, never a side pot of the payer's own."
        ),
        source=sources(
            cite(_STUD, "Deuces and Jacks and the Man with the Axe"),
            roberts_rules(TABLE_STAKES),
        ),
    ),
)
