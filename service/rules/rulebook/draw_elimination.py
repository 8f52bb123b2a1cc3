"""Rules of Jacks or Better and Elimination (RULES.md §1, §2; S0, S1)."""

from __future__ import annotations

from typing import Final

from service.rules.rulebook.rule import Rule

RULES: Final = (
    Rule(
        id="draw.deal",
        title="Five-card draw",
        sentence=(
            "Each player is dealt five cards face down; a betting round from the dealer's left; "
            "the live players draw; a second betting round; the showdown."
        ),
        source="RULES.md §2; S1",
    ),
    Rule(
        id="draw.ante",
        title="Who antes",
        sentence=(
            "The dealer antes for the whole table (S1: five chips); option ante_by makes every "
            "player ante instead. The dealer's ante for the table is his contribution, counted "
            "in what he put in and in his net, and plays as dead money in the pot."
        ),
        source="S1 (the worked example); RULES.md §2",
    ),
    Rule(
        id="draw.draw",
        title="The draw",
        sentence=(
            "In turn from the dealer's left each live player throws any number of cards, up to "
            "option max_draw, and is dealt as many, or stands pat."
        ),
        source="S1 (the draw); RULES.md §2",
    ),
    Rule(
        id="draw.stub",
        title="The stub runs out",
        sentence=(
            "When the stub cannot serve a draw, the discards so far (never the opener's, kept "
            "aside) are shuffled into a new stub."
        ),
        source="house (a careful card room's practice; the seeds are silent)",
    ),
    Rule(
        id="jacks.show-openers",
        title="The opener proves his openers",
        sentence=(
            "The opener must show at the end that he held openers, even if he folded or won "
            "uncontested; if he split his openers he keeps his discards face down to show them."
        ),
        source="S1; RULES.md §2",
    ),
    Rule(
        id="jacks.passed-out",
        title="Passed-out deals",
        sentence=(
            "If nobody opens, the deal passes left with the pot left in it and the new dealer "
            "antes again (pot 5 becomes 10); option passed_out makes everyone ante again, or "
            "keeps the hands and plays them as lowball."
        ),
        source="S1 (deal passed out 1 and 2); RULES.md §2",
    ),
    Rule(
        id="jacks.false-openers-dead-hand",
        title="False openers in the showdown",
        sentence=(
            "An opener in the showdown without openers has a dead hand: the one other player "
            "takes the pot, or the best hand among several. The pot was never legitimately "
            "opened, so a player who owned up to false openers earlier and stayed in has a dead "
            "hand too."
        ),
        source="S1 (false openers, case a); RULES.md §2",
    ),
    Rule(
        id="jacks.false-openers-uncalled",
        title="False openers not called",
        sentence=(
            "If the false opener bet and nobody called, his bet is forfeit and stays in the pot "
            "for the next deal."
        ),
        source="S1 (case b); RULES.md §2",
    ),
    Rule(
        id="jacks.false-openers-callers-folded",
        title="False openers whose callers folded",
        sentence=(
            "If others called and later folded, leaving only the false opener, every bet goes "
            "back to the player who made it, into his stack, except the opener's, which stay in "
            "the pot with the antes for the next deal."
        ),
        source="S1 (case c); RULES.md §2",
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
        source="S1 (case d); RULES.md §2",
    ),
    Rule(
        id="jacks.false-openers-reopened",
        title="Re-entry only with new chips",
        sentence=(
            "If another player then opens, the false opener may stay in only by calling or "
            "raising with new chips; his earlier chips stay in the pot, forfeit."
        ),
        source="S1 (case e); RULES.md §2",
    ),
    Rule(
        id="jacks.false-openers-nobody-opens",
        title="Nobody opens after false openers",
        sentence=(
            "If nobody opens after the false opener owned up (everyone checks, or all but one "
            "fold), the deal passes and his chips stay in the pot for the next deal: nobody wins "
            "a pot nobody opened."
        ),
        source="S1 (case f); RULES.md §2",
    ),
    Rule(
        id="jacks.false-openers-rr",
        title="False openers: the pot plays",
        sentence=(
            "Robert's Rules' reading (option false_openers = rr): the false opener's hand is "
            "dead and his chips stay in; nobody takes chips back and the betting goes on. If "
            "everyone folds to his dead hand, he cannot win: as in cases b and c, his bets are "
            "forfeit, the others' come back and the pot passes to the next deal."
        ),
        source="RR (draw poker); RULES.md §2 option false_openers",
    ),
    Rule(
        id="elimination.values",
        title="Elimination's card values",
        sentence=(
            "Pips count their face value; an ace 1 or 11; a king, queen or jack 10 or ½, each "
            "chosen freely: the best high total and the best low total are each player's own."
        ),
        source="S0; RULES.md §1",
    ),
    Rule(
        id="elimination.reveal",
        title="Reveals and eliminations",
        sentence=(
            "After each betting round the next row card is turned; if its rank is already up, "
            "cards are turned from the stock until a new rank shows; every player discards all "
            "his cards of that rank; a betting round from the dealer's left follows."
        ),
        source="S0; RULES.md §1",
    ),
    Rule(
        id="elimination.end",
        title="Losing every card wins",
        sentence=(
            "A live player whose cards are all eliminated wins the whole pot at once; two who "
            "lose their last cards on the same reveal share it."
        ),
        source="S0; RULES.md §1 (the shared elimination is our default)",
    ),
    Rule(
        id="elimination.stock-out",
        title="The stock runs out",
        sentence=(
            "If the stock runs out before a new rank shows, there are no more reveals: the "
            "survivors go to the declaration."
        ),
        source="RULES.md §1 (default; the seed is silent)",
    ),
    Rule(
        id="elimination.declare",
        title="Declaring on point totals",
        sentence=(
            "Survivors declare low, high or both; high is the greatest total and low the least, "
            "and the declare rules of section 0 share the pot."
        ),
        source="S0; RULES.md §1, §0",
    ),
)
