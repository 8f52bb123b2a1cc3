"""Rules of procedure: the disputes card rooms settle every night (misdeals, exposed cards,
action out of turn, string raises, short calls, miscalled hands, dead hands).

Robert's Rules of Poker decides by default; where the Poker TDA rules or a home game read a
point otherwise, the other reading is a house-rule option of
:class:`service.rules.disputes.options.DisputeRules` with a rule of its own here.
"""

from __future__ import annotations

from typing import Final

from service.rules.rulebook.rule import Rule
from service.rules.rulebook.sources import (
    ACE_TO_FIVE,
    BETTING_AND_RAISING,
    DEAD_HANDS,
    HOLDEM,
    IRREGULARITIES,
    MISDEALS,
    NO_LIMIT,
    SHOWDOWN,
    STUD,
    TABLE_STAKES,
    TdaRule,
    chosen_by,
    house_default,
    house_option,
    roberts_rules,
    sources,
    tda,
)

_OUT_OF_TURN: Final = roberts_rules(
    BETTING_AND_RAISING, "an action or verbal declaration out of turn may be ruled binding"
)

RULES: Final = (
    Rule(
        id="procedure.misdeal",
        title="Misdeals",
        sentence=(
            "The deal is void and dealt again if, before the action starts, it turns out that "
            "the dealer exposed the first or second card off the deck, or exposed two or more "
            "cards; two or more cards were boxed (face up in the deck); two or more extra cards "
            "were dealt; a player got the wrong number of cards (one card short may be made up "
            "with the top card if it goes to him in proper sequence); a card was dealt out of "
            "sequence; the button was out of position; the first card went to the wrong seat; "
            "a hand was dealt to an empty seat or to a player not in the deal; or a player in "
            "the deal was left out."
        ),
        source=sources(
            roberts_rules(
                MISDEALS, "the circumstances that cause a misdeal, called before two players act"
            ),
            tda(TdaRule.MISDEALS, "A: what is a misdeal"),
        ),
    ),
    Rule(
        id="procedure.misdeal-too-late",
        title="No misdeal once two players have acted",
        sentence=(
            "Once two players have acted in turn on their hands (after the blinds, or after the "
            "bring-in in stud), a misdeal can no longer be declared: the hand is played to the "
            "end, and no money is returned to a player whose hand is fouled."
        ),
        source=roberts_rules(
            MISDEALS, "once action begins (two players have acted), a misdeal cannot be called"
        ),
    ),
    Rule(
        id="procedure.misdeal-substantial-action",
        title="No misdeal after substantial action",
        sentence=(
            "The Poker TDA's measure (option misdeal_cutoff = substantial_action): a misdeal "
            "can no longer be declared after substantial action, that is two actions in turn "
            "of which at least one puts chips in, or any three actions in turn; forced bets do "
            "not count."
        ),
        source=sources(
            tda(TdaRule.SUBSTANTIAL_ACTION),
            tda(TdaRule.MISDEALS, "D: no misdeal once substantial action occurs"),
            chosen_by("misdeal_cutoff = substantial_action"),
        ),
    ),
    Rule(
        id="procedure.single-irregularity",
        title="One boxed or extra card is no misdeal",
        sentence=(
            "A single boxed card is no misdeal: it is put aside and the next card takes its "
            "place. A single extra card dealt at the start is no misdeal either: it goes back "
            "and is used as the next burn card."
        ),
        source=sources(
            roberts_rules(
                IRREGULARITIES,
                "rule 7 (a boxed card is a scrap of paper, replaced by the next card)",
            ),
            roberts_rules(HOLDEM, "rule 2 (one extra card dealt is used as the burncard)"),
        ),
    ),
    Rule(
        id="procedure.exposed-by-player",
        title="A card the player exposes himself",
        sentence=(
            "A card a player exposes himself (flashing it, turning it over, dropping it) is no "
            "error of the dealer's: it plays, his hand stays live, and there is no misdeal."
        ),
        source=sources(
            roberts_rules(IRREGULARITIES, "a card that is flashed by a player will play"),
            roberts_rules(MISDEALS, "only cards exposed by the dealer cause a misdeal"),
        ),
    ),
    Rule(
        id="procedure.exposed-stud-hole-card",
        title="A stud hole card turned up",
        sentence=(
            "In stud, if the dealer turns up a player's first or second hole card, his third "
            "card is dealt face down, so he still has two cards down and one up; if both of his "
            "hole cards are turned up, it is a misdeal."
        ),
        source=sources(
            roberts_rules(
                STUD, "rule 5 (a first or second holecard turned up: the third card is dealt down)"
            ),
            tda(TdaRule.STUD_DEALING, "A: an exposed downcard becomes the upcard"),
        ),
    ),
    Rule(
        id="procedure.exposed-stud-last-card",
        title="A stud last card turned up",
        sentence=(
            "In stud, a seventh-street card the dealer turns up plays face up: the player keeps "
            "it (another card would change what every later player receives) and the other "
            "seventh-street cards are dealt face down as usual."
        ),
        source=house_default(
            "the exposed last card plays face up and the rest are dealt down",
            closest=tda(
                TdaRule.STUD_DEALING,
                "B: a 7th-street card the dealer exposes is replaced if betting remains",
            ),
        ),
    ),
    Rule(
        id="procedure.exposed-holecard",
        title="A hold'em or Omaha hole card exposed on the deal",
        sentence=(
            "In hold'em and Omaha, if the dealer exposes the first or second card off the deck, "
            "or a second hole card, it is a misdeal; any other hole card he exposes may not be "
            "kept: the deal goes on, then the player gets the next card from the top and the "
            "exposed card is used as the first burn card."
        ),
        source=sources(
            roberts_rules(
                HOLDEM,
                "rule 1 (the first or second holecard exposed is a misdeal, another is replaced "
                "after completing the deal and used as the burn card, two exposed a misdeal)",
            ),
            house_default("Omaha treats an exposed hole card as hold'em does"),
        ),
    ),
    Rule(
        id="procedure.exposed-draw-card",
        title="A card exposed on the deal of a draw game",
        sentence=(
            "In a draw game, one card the dealer exposes on the deal (other than the first or "
            "second off the deck) may not be kept: the deal goes on, then the player gets the "
            "next card from the top and the exposed card is put with the burn cards."
        ),
        source=house_default(
            "a draw game treats a card exposed on the deal as hold'em treats an exposed holecard",
            closest=roberts_rules(
                HOLDEM, "rule 1 (an exposed holecard is replaced after completing the deal)"
            ),
        ),
    ),
    Rule(
        id="procedure.exposed-lowball-card",
        title="A card exposed on the deal of limit ace-to-five lowball",
        sentence=(
            "In limit ace-to-five lowball, a card the dealer exposes before the draw (other "
            "than the first or second off the deck) must be taken if it is a seven or under "
            "(the joker included), and is replaced after the deal if it is higher; the exposed "
            "card is then the burn card."
        ),
        source=roberts_rules(
            ACE_TO_FIVE,
            "an exposed card of seven or under must be taken, and an exposed card higher than "
            "a seven must be replaced after the deal has been completed",
        ),
    ),
    Rule(
        id="procedure.exposed-on-draw",
        title="A card exposed at the draw",
        sentence=(
            "A card the dealer exposes while dealing the draw cannot be taken: it goes with the "
            "discards, and the player gets its replacement after every other player has drawn."
        ),
        source=house_default(
            "a card exposed while dealing the draw is replaced after everyone else has drawn",
            closest=roberts_rules(
                ACE_TO_FIVE, "an exposed card before the draw is taken or replaced by its rank"
            ),
        ),
    ),
    Rule(
        id="procedure.out-of-turn",
        title="Action out of turn",
        sentence=(
            "An action or a declaration out of turn is binding unless the action to that player "
            "changes before his turn: a check, call or fold in between changes nothing, a bet or "
            "a raise does. A fold out of turn is always binding."
        ),
        source=sources(
            _OUT_OF_TURN,
            tda(
                TdaRule.ACTION_OUT_OF_TURN,
                "A: binding unless the action changes, a check, call or fold changing nothing",
            ),
            tda(TdaRule.NON_STANDARD_FOLDS, "a fold out of turn is binding"),
        ),
    ),
    Rule(
        id="procedure.out-of-turn-changed",
        title="Action out of turn, then a bet or raise",
        sentence=(
            "When a bet or raise changes the action before the out-of-turn player's turn, his "
            "action is not binding and any chips he put in come back; but a player who checked "
            "out of turn may not then bet or raise, and one who called out of turn may not "
            "raise: he may call or fold."
        ),
        source=sources(
            roberts_rules(
                BETTING_AND_RAISING,
                "a player who checks out of turn may not bet or raise, and one who called out "
                "of turn may not raise, on the next turn to act",
            ),
            tda(TdaRule.ACTION_OUT_OF_TURN, "A: if action changes, chips are returned"),
        ),
    ),
    Rule(
        id="procedure.out-of-turn-all-options",
        title="Action out of turn, then a bet or raise: all options",
        sentence=(
            "The Poker TDA's reading (option out_of_turn_changed = all_options): when the "
            "action changes before his turn, the out-of-turn player has every option, calling, "
            "raising or folding, whatever he did out of turn."
        ),
        source=sources(
            tda(TdaRule.ACTION_OUT_OF_TURN, "A: the OOT player has all options"),
            chosen_by("out_of_turn_changed = all_options"),
        ),
    ),
    Rule(
        id="procedure.verbal-binding",
        title="Verbal declarations in turn are binding",
        sentence=(
            "A player who says in turn that he folds, checks, bets, calls or raises must take "
            "that action; saying 'raise' first protects the raise however many motions the "
            "chips then take."
        ),
        source=sources(
            roberts_rules(
                BETTING_AND_RAISING, "a verbal statement in turn denotes your action and is binding"
            ),
            roberts_rules(
                NO_LIMIT, "No-Limit Rules (a player who says raise may put chips in in more moves)"
            ),
            tda(TdaRule.BINDING_DECLARATIONS, "A: a verbal declaration in turn commits the player"),
        ),
    ),
    Rule(
        id="procedure.string-raise",
        title="No string raises",
        sentence=(
            "A raise is made by saying so or by putting the chips in with one motion: a player "
            "who said nothing and brought chips in several motions is held to his first motion, "
            "and what came after it goes back to him."
        ),
        source=sources(
            roberts_rules(BETTING_AND_RAISING, "string raises are not allowed"),
            tda(TdaRule.STRING_BETS),
        ),
    ),
    Rule(
        id="procedure.string-raise-allowed",
        title="String raises allowed",
        sentence=(
            "A home game's reading (option string_raises = allowed): chips put in over several "
            "motions count as if put in with one."
        ),
        source=house_option(
            "string_raises = allowed",
            closest=tda(TdaRule.STRING_BETS),
        ),
    ),
    Rule(
        id="procedure.half-bet-raise",
        title="A call and half a raise is a raise",
        sentence=(
            "Chips put in without a word that come to the call plus at least half of a full "
            "raise are a raise, and the raise must be completed to its full size; less than "
            "half a raise over the call is a call, and the excess goes back."
        ),
        source=sources(
            roberts_rules(
                BETTING_AND_RAISING,
                "a full bet plus a half-bet or more is the same as announcing a raise",
            ),
            tda(TdaRule.RAISE_AMOUNTS, "A: the 50% standard, less than 50% is a call"),
        ),
    ),
    Rule(
        id="procedure.oversized-chip",
        title="One oversized chip is a call",
        sentence=(
            "A single chip larger than the call, put in without saying 'raise', is only a "
            "call; the change goes back."
        ),
        source=sources(
            roberts_rules(BETTING_AND_RAISING, "a single oversized chip is a call"),
            tda(TdaRule.OVERSIZED_CHIP),
        ),
    ),
    Rule(
        id="procedure.short-call",
        title="A short call must be made good",
        sentence=(
            "A player who calls by putting chips in is bound to call: if he put in less than "
            "the call he must make it up to the full amount, or put in all his chips if he has "
            "fewer (he is then all in)."
        ),
        source=sources(
            roberts_rules(
                BETTING_AND_RAISING,
                "a player who bets or calls by releasing chips into the pot is bound by that "
                "action and must make the amount of the wager correct",
            ),
            roberts_rules(TABLE_STAKES),
        ),
    ),
    Rule(
        id="procedure.short-call-unaware",
        title="Unaware of a raise",
        sentence=(
            "A player who put in chips without knowing the pot had been raised may take them "
            "back and decide again, provided nobody has acted after him."
        ),
        source=roberts_rules(
            BETTING_AND_RAISING,
            "unaware that the pot has been raised, you may withdraw the chips and reconsider",
        ),
    ),
    Rule(
        id="procedure.cards-speak",
        title="Cards speak",
        sentence=(
            "A hand is what its cards show, whatever its owner calls it; the pot goes to the "
            "best hand shown, and calling a hand better or worse than it is binds nobody."
        ),
        source=sources(
            roberts_rules(SHOWDOWN, "cards speak (cards read for themselves)"),
            tda(TdaRule.DECLARATIONS_CARDS_SPEAK),
        ),
    ),
    Rule(
        id="procedure.miscall-discarded",
        title="A discarded hand is dead",
        sentence=(
            "A player who throws his hand away on hearing another's call has no recourse: a "
            "discarded hand is dead and cannot win, so players hold their cards until the "
            "winner is declared."
        ),
        source=sources(
            roberts_rules(
                SHOWDOWN,
                "players are responsible for holding their cards until the winner is declared",
            ),
            roberts_rules(DEAD_HANDS, "cards thrown into the muck may be ruled dead"),
        ),
    ),
    Rule(
        id="procedure.miscall-deliberate",
        title="A deliberate miscall",
        sentence=(
            "Deliberately miscalling a hand to make another player throw away a better one is "
            "unethical and may cost the miscaller the pot."
        ),
        source=sources(
            roberts_rules(
                SHOWDOWN, "deliberately miscalling a hand is unethical and may forfeit the pot"
            ),
            tda(TdaRule.DECLARATIONS_CARDS_SPEAK, "deliberately miscalling may be penalized"),
        ),
    ),
    Rule(
        id="procedure.wrong-number-dead",
        title="A hand with the wrong number of cards",
        sentence=(
            "Once the action has started, a hand without the proper number of cards for the "
            "game is dead (before it, the deal is a misdeal), with two exceptions: in stud a "
            "hand missing only its last card through the dealer's error stays live, and at "
            "draw high and lowball a hand short before the draw stays live and draws to a full "
            "hand (five cards, four in badugi)."
        ),
        source=roberts_rules(
            DEAD_HANDS,
            "a hand without the proper number of cards is dead, except at stud a hand missing "
            "the final card may be ruled live, and at lowball and draw high a hand with too few "
            "cards before the draw is live",
        ),
    ),
    Rule(
        id="procedure.short-hand-draws",
        title="A short hand draws to a full hand",
        sentence=(
            "At draw high and lowball a hand found short before the draw stays live, and the "
            "player draws enough cards to make a full hand, five or badugi's four (option "
            "short_hand_before_draw = "
            "draw_to_five, the default); a hand with too many cards is dead."
        ),
        source=roberts_rules(
            DEAD_HANDS,
            "at lowball and draw high a hand with too few cards before the draw is live",
        ),
    ),
    Rule(
        id="procedure.short-hand-dead",
        title="A short hand is dead",
        sentence=(
            "A stricter house's reading (option short_hand_before_draw = dead): a draw hand "
            "found short before the draw, once the action has started, is dead like any hand "
            "without the proper number of cards."
        ),
        source=house_option(
            "short_hand_before_draw = dead",
            closest=roberts_rules(DEAD_HANDS, "a hand without the proper number of cards is dead"),
        ),
    ),
)
