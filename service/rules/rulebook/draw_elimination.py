"""Rules of Jacks or Better and Elimination (RULES.md §1, §2; S0, S1)."""

from __future__ import annotations

from typing import Final

from service.rules.rulebook.rule import Rule
from service.rules.rulebook.sources import (
    DEUCE_TO_SEVEN,
    DRAW_HIGH,
    JACKS_OR_BETTER,
    TABLE_STAKES,
    Document,
    chosen_by,
    cite,
    house_default,
    roberts_rules,
    sources,
)

_JACKS: Final = Document.JACKS_OR_BETTER
_ELIMINATION: Final = Document.ELIMINATION

RULES: Final = (
    Rule(
        id="draw.deal",
        title="Five-card draw",
        sentence=(
            "Each player is dealt five cards face down; a betting round from the dealer's left; "
            "the live players draw; a second betting round; the showdown."
        ),
        source=sources(
            cite(_JACKS, "First betting interval, The draw, and Second betting interval"),
            roberts_rules(DRAW_HIGH),
        ),
    ),
    Rule(
        id="draw.ante",
        title="Who antes",
        sentence=(
            "The dealer antes for the whole table (five chips in the worked example); option "
            "ante_by makes every player ante instead. The dealer's ante for the table is his "
            "contribution, counted in what he put in and in his net, and plays as dead money in "
            "the pot."
        ),
        source=sources(
            cite(
                _JACKS, "the worked example (the dealer places five chips in the pot as the ante)"
            ),
            roberts_rules(DRAW_HIGH, "a button game with an ante (option ante_by)"),
        ),
    ),
    Rule(
        id="draw.draw",
        title="The draw",
        sentence=(
            "In turn from the dealer's left each live player throws any number of his cards "
            "and is dealt as many, or stands pat: up to his whole hand (four in badugi), or in "
            "Jacks or Better up to the house's limit (option max_draw)."
        ),
        source=sources(
            cite(_JACKS, "The draw"),
            roberts_rules(DRAW_HIGH, "how many cards a player may draw (option max_draw)"),
            roberts_rules(DEUCE_TO_SEVEN, "the draws of a lowball hand"),
            cite(Document.BADUGI, "four cards, three draws"),
        ),
    ),
    Rule(
        id="draw.stub",
        title="The stub runs out",
        sentence=(
            "When the stub cannot serve a draw, the discards so far are shuffled into a new "
            "stub, and in the draw games but Jacks or Better (five-card draw, lowball, badugi) "
            "the folded hands' cards with them: a card thrown earlier may then be dealt again, "
            "but never a card in a live hand, never the drawing player's own discards of this "
            "draw, and in Jacks or Better never the opener's discards, kept aside to prove his "
            "openers."
        ),
        source=house_default(
            "when the stub cannot serve a draw, the discards so far, never the opener's, are "
            "shuffled into a new stub",
            closest=cite(
                Document.SEVEN_CARD_STUD,
                "Running Out of Cards (burned cards shuffled with the stub)",
            ),
        ),
    ),
    Rule(
        id="jacks.show-openers",
        title="The opener proves his openers",
        sentence=(
            "The opener must show at the end that he held openers, even if he folded or won "
            "uncontested; if he split his openers he keeps his discards face down to show them."
        ),
        source=sources(
            cite(_JACKS, "the opener must be able to show his openers, even split"),
            roberts_rules(JACKS_OR_BETTER, "splitting openers"),
        ),
    ),
    Rule(
        id="jacks.passed-out",
        title="Passed-out deals",
        sentence=(
            "If nobody opens, the deal passes left with the pot left in it and the new dealer "
            "antes again (pot 5 becomes 10); option passed_out makes everyone ante again, or "
            "keeps the hands and plays them as lowball."
        ),
        source=sources(
            cite(_JACKS, "Deal passed out 1 and Deal passed out 2"),
            roberts_rules(JACKS_OR_BETTER, "if no player opens, each player antes again"),
        ),
    ),
    Rule(
        id="jacks.false-openers-dead-hand",
        title="False openers in the showdown",
        sentence=(
            "An opener in the showdown without openers has a dead hand: the one other player "
            "takes the pot, or the best hand among several. The pot was never legitimately "
            "opened, so a player who owned up to false openers earlier and stayed in has a dead "
            "hand too. An all-in player takes only what he matched: a side pot that only false "
            "openers contest stays in the pot for the next deal."
        ),
        source=sources(
            cite(_JACKS, "False openers (the opener in the showdown has a dead hand)"),
            roberts_rules(TABLE_STAKES),
        ),
    ),
    Rule(
        id="jacks.false-openers-uncalled",
        title="False openers not called",
        sentence=(
            "If the false opener bet and nobody called, his bet is forfeit and stays in the pot "
            "for the next deal."
        ),
        source=cite(_JACKS, "False openers (the opener bet and was not called)"),
    ),
    Rule(
        id="jacks.false-openers-callers-folded",
        title="False openers whose callers folded",
        sentence=(
            "If others called and later folded, leaving only the false opener, every bet goes "
            "back to the player who made it, into his stack, except the opener's, which stay in "
            "the pot with the antes for the next deal."
        ),
        source=cite(
            _JACKS,
            "False openers (others called and then folded, so that only the opener remained)",
        ),
    ),
    Rule(
        id="jacks.false-openers-admitted",
        title="False openers owned up to in the first round",
        sentence=(
            "If the opener says he lacked openers during the first round, before the bets are "
            "equalised, the other players take back their chips and the players in turn from "
            "his left may open if qualified. A fold made before stands; a false opener with no "
            "chips left cannot stay in; an opener whose cards are known to hold openers cannot "
            "own up to false ones."
        ),
        source=cite(
            _JACKS, "False openers (the opener announces during the first betting interval)"
        ),
    ),
    Rule(
        id="jacks.false-openers-reopened",
        title="Re-entry only with new chips",
        sentence=(
            "If another player then opens, the false opener may stay in only by calling or "
            "raising with new chips; his earlier chips stay in the pot, forfeit."
        ),
        source=cite(
            _JACKS, "False openers (another player opens: the false opener stays in with new chips)"
        ),
    ),
    Rule(
        id="jacks.false-openers-nobody-opens",
        title="Nobody opens after false openers",
        sentence=(
            "If nobody opens after the false opener owned up (everyone checks, or all but one "
            "fold), the deal passes and his chips stay in the pot for the next deal: nobody wins "
            "a pot nobody opened."
        ),
        source=cite(_JACKS, "False openers (no player after the false opener wishes to open)"),
    ),
    Rule(
        id="jacks.false-openers-rr",
        title="False openers: the pot plays",
        sentence=(
            "Robert's Rules' reading (option false_openers = rr): the false opener's hand is "
            "dead and his chips stay in; nobody takes chips back and the betting goes on. If "
            "everyone folds to his dead hand, he cannot win: as when his bet goes uncalled or his "
            "callers fold, his bets are forfeit, the others' come back and the pot passes to the "
            "next deal."
        ),
        source=sources(
            roberts_rules(JACKS_OR_BETTER, "false openers shown before the draw"),
            chosen_by("false_openers = rr"),
        ),
    ),
    Rule(
        id="elimination.values",
        title="Elimination's card values",
        sentence=(
            "Pips count their face value; an ace 1 or 11; a king, queen or jack 10 or ½, each "
            "chosen freely: the best high total and the best low total are each player's own."
        ),
        source=cite(_ELIMINATION, "card values (aces 1 or 11, pictures 10 or 0.5)"),
    ),
    Rule(
        id="elimination.reveal",
        title="Reveals and eliminations",
        sentence=(
            "After each betting round the next row card is turned; if its rank is already up, "
            "cards are turned from the stock until a new rank shows; every player discards all "
            "his cards of that rank; a betting round from the dealer's left follows."
        ),
        source=cite(_ELIMINATION, "turning the table cards"),
    ),
    Rule(
        id="elimination.end",
        title="Losing every card wins",
        sentence=(
            "A live player whose cards are all eliminated wins the whole pot at once, every pot "
            "he is in if he is all in for less, before any player who loses his on a later "
            "reveal; two who lose their last cards on the same reveal share it."
        ),
        source=sources(
            cite(_ELIMINATION, "a player whose five cards are all eliminated wins the whole pot"),
            house_default(
                "two players who lose their last cards on the same reveal share the pot",
                closest=cite(_ELIMINATION, "a tie shares that half of the pot"),
            ),
        ),
    ),
    Rule(
        id="elimination.side-pot",
        title="A side pot when a player has lost every card",
        sentence=(
            "A side pot that a player who lost every card is not in (he was all in for less) is "
            "still contested by its players: they play on for it as if he had left the hand, "
            "with the reveals, the betting and the declaration; or, under option "
            "empty_hand_side_pot, the reveals stop and they declare for it on the cards they "
            "hold."
        ),
        source=sources(
            house_default(
                "a side pot the player who lost every card is not in is played on by its players",
                option="empty_hand_side_pot",
                closest=cite(
                    _ELIMINATION, "a player whose five cards are all eliminated wins the whole pot"
                ),
            ),
            roberts_rules(TABLE_STAKES),
        ),
    ),
    Rule(
        id="elimination.stock-out",
        title="The stock runs out",
        sentence=(
            "If the stock runs out before a new rank shows, there are no more reveals: the "
            "survivors go to the declaration."
        ),
        source=house_default(
            "if the stock runs out before a new rank shows, the reveals stop and the survivors "
            "declare",
            closest=cite(_ELIMINATION, "turning the table cards"),
        ),
    ),
    Rule(
        id="elimination.declare",
        title="Declaring on point totals",
        sentence=(
            "Survivors declare low, high or both; high is the greatest total and low the least, "
            "and the high-low declare rules share the pot."
        ),
        source=cite(_ELIMINATION, "the declaration (lowest, highest or both, the pig)"),
    ),
)
