"""Rules of betting rounds."""

from __future__ import annotations

from typing import Final

from service.rules.rulebook.rule import Rule
from service.rules.rulebook.sources import (
    ACE_TO_FIVE,
    BETTING_AND_RAISING,
    BUTTON,
    HOLDEM,
    JACKS_OR_BETTER,
    NO_LIMIT,
    RAZZ,
    STUD,
    TABLE_STAKES,
    TIES,
    Document,
    TdaRule,
    cite,
    house_default,
    roberts_rules,
    sources,
    tda,
)

_STUD: Final = Document.SEVEN_CARD_STUD
_JACKS: Final = Document.JACKS_OR_BETTER
_BETTING: Final = roberts_rules(BETTING_AND_RAISING)


RULES: Final = (
    Rule(
        id="betting.turn",
        title="Acting in turn",
        sentence=(
            "Players act in turn, clockwise from the first to act; a player who has folded or "
            "is all in is passed over."
        ),
        source=sources(
            roberts_rules(BETTING_AND_RAISING, "deliberately acting out of turn is not tolerated"),
            tda(TdaRule.ACTING_IN_TURN),
            cite(_JACKS, "First betting interval (the player at the dealer's left speaks first)"),
        ),
    ),
    Rule(
        id="betting.round-over",
        title="The end of a betting round",
        sentence=(
            "A round ends when every player still able to bet has acted since the last full "
            "bet or raise and has put in as much as the others, or when only one player is left."
        ),
        source=sources(_BETTING, cite(_JACKS, "First and Second betting interval")),
    ),
    Rule(
        id="betting.move",
        title="Legal moves",
        sentence=(
            "With no bet to face a player may check, bet or fold; facing a bet he may call, "
            "raise or fold."
        ),
        source=sources(_BETTING, cite(_JACKS, "First betting interval")),
    ),
    Rule(
        id="betting.check",
        title="Checks and check-raises",
        sentence=(
            "A player facing a bet must call, raise or fold; he cannot check. A player who "
            "checked may raise when a bet comes round to him (a check-raise), except in "
            "fixed-limit ace-to-five lowball, where he may only call or fold unless the house "
            "allows it (option check_raise)."
        ),
        source=sources(
            roberts_rules(
                BETTING_AND_RAISING,
                "rule 1 (check-raise is permitted in all games, except in certain forms of "
                "lowball)",
            ),
            roberts_rules(ACE_TO_FIVE, "in limit play, check-raise is not permitted"),
            cite(_JACKS, "First betting interval"),
        ),
    ),
    Rule(
        id="betting.amount",
        title="Bet sizes",
        sentence=(
            "Fixed limit: bets and raises are the round's bet (with an open pair in stud, a "
            "small or a big one, nothing between). Pot limit: a raise may make the pot at most "
            "what it would be after calling, then double it. No limit: a bet is at least the "
            "minimum and a raise at least the previous full bet or raise. Anything else is "
            "refused, with the sizes that were legal."
        ),
        source=sources(
            roberts_rules(
                BETTING_AND_RAISING,
                "any wager not all-in must be at least the size of the previous bet or raise",
            ),
            roberts_rules(NO_LIMIT, "No-Limit Rules (a raise at least the previous bet or raise)"),
            roberts_rules(NO_LIMIT),
            tda(TdaRule.RAISE_AMOUNTS, "A: at least the largest prior full bet or raise"),
            cite(_STUD, "Size of Bets"),
        ),
    ),
    Rule(
        id="betting.exact-amount",
        title="A call, check or fold names no other amount",
        sentence=(
            "A call puts in exactly what matches the bet (or all the player's chips if fewer), "
            "and a check or fold puts in nothing; an action that names another total is "
            "refused, never taken as some other action."
        ),
        source=sources(
            roberts_rules(
                BETTING_AND_RAISING, "a verbal statement in turn denotes your action and is binding"
            ),
            roberts_rules(TABLE_STAKES),
        ),
    ),
    Rule(
        id="betting.table-stakes",
        title="Table stakes",
        sentence=(
            "Nobody bets, calls or pays more than the chips in front of him, and anybody may go "
            "all in for less than a full bet or call."
        ),
        source=roberts_rules(TABLE_STAKES),
    ),
    Rule(
        id="betting.nobody-to-answer",
        title="No bet that nobody can answer",
        sentence=(
            "A player whose every opponent has folded or is all in for no more than the bet "
            "may call or fold, but not bet or raise: nobody could put in another chip."
        ),
        source=sources(
            roberts_rules(TABLE_STAKES),
            house_default(
                "no bet or raise is offered when no opponent could put in another chip",
                closest=roberts_rules(TABLE_STAKES),
            ),
        ),
    ),
    Rule(
        id="betting.cap",
        title="The cap",
        sentence=(
            "In fixed limit, one bet and three raises (house option max_raises) are allowed in "
            "a round that more than two players able to bet started; with two, the house option "
            "heads_up_raises decides "
            "(no cap when two started, the stud custom; no cap once the action is heads-up "
            "before the cap is reached, in cash games; or the cap always, in tournaments)."
        ),
        source=sources(
            roberts_rules(
                BETTING_AND_RAISING,
                "rules 3 and 4 (a bet and three raises with three or more betting rounds, "
                "unlimited raising once the action is heads-up before the cap)",
            ),
            cite(_STUD, "Size of Bets (more than two active players at the start of the round)"),
            tda(TdaRule.ALLOWABLE_RAISES, "in limit play the cap holds even heads-up"),
            house_default(
                "a bet and three raises in draw games too, where Robert's Rules allows a bet and "
                "four raises with two betting rounds (option max_raises)"
            ),
        ),
    ),
    Rule(
        id="betting.reopen",
        title="A short all-in does not reopen",
        sentence=(
            "An all-in smaller than a full raise (in fixed limit, smaller than half a bet) "
            "does not reopen the betting to a player who has already acted: he may only call "
            "or fold. Several short all-ins together reopen it once the total he faces over "
            "what he last matched is a full raise (half a bet in fixed limit). A stud "
            "bring-in, and a call of it alone, matched no full bet: an all-in that counts as "
            "the completion reopens the betting for them."
        ),
        source=sources(
            roberts_rules(
                BETTING_AND_RAISING,
                "in limit play, an all-in wager of less than half a bet does not reopen the "
                "betting",
            ),
            roberts_rules(NO_LIMIT, "No-Limit Rules (multiple short all-ins still act as a raise)"),
            tda(TdaRule.REOPENING_THE_BET),
        ),
    ),
    Rule(
        id="betting.short-all-in",
        title="A short all-in in fixed limit",
        sentence=(
            "In fixed limit an all-in of half a bet or more over the last full bet counts as a "
            "full bet or raise (raising a 15 all-in on a 20 round makes it 35). Facing one of "
            "less, a player who may raise completes it to the next full bet instead: a "
            "completion, which counts as the bet or raise it makes up."
        ),
        source=roberts_rules(
            BETTING_AND_RAISING,
            "an all-in wager of half a bet or more is treated as a full bet "
            "(raising a $15 all-in bet on a $20 round makes it $35)",
        ),
    ),
    Rule(
        id="betting.bring-in",
        title="The bring-in",
        sentence=(
            "On third street the bring-in must bring in or open for a full bet; after a "
            "bring-in, later players may call it, complete to a full bet or fold, and nobody may "
            "raise until someone has completed; completing is not a raise. In pot and no limit "
            "nothing is completed: the bring-in may open for any bet the pot or his stack allows, "
            "and a later player may raise the bring-in to anything from the smallest bet up."
        ),
        source=sources(
            cite(_STUD, "Size of Bets"),
            roberts_rules(
                STUD,
                "rules 2 and 3 (the forced bet may open for a full bet, and completing it is not a "
                "raise)",
            ),
            roberts_rules(
                NO_LIMIT,
                "No-Limit Rules 2 and 4 (all bets at least the minimum bring-in, and "
                "completing the bet is a limit poker wager type only)",
            ),
        ),
    ),
    Rule(
        id="jacks.openers",
        title="Jacks or better to open",
        sentence=(
            "Until someone has opened, a player may only check or fold unless he holds a pair "
            "of jacks or better (or two pair, trips or any better hand); once opened, anyone "
            "may call, raise or fold with anything."
        ),
        source=sources(
            cite(_JACKS, "a pair of Jacks or better to open the betting"),
            roberts_rules(JACKS_OR_BETTER),
        ),
    ),
    Rule(
        id="betting.first-to-act",
        title="Who speaks first",
        sentence=(
            "With no blinds (Elimination, draw with antes): the first live player at the "
            "dealer's left; in Jacks or Better the opener after the draw. With blinds: left of "
            "the big blind (or of the last straddle) before the first board card or draw, then "
            "the first live player left of the button. Stud: on third street the bring-in "
            "(lowest up card by its own rank, a wild card too, ace high, clubs lowest; in Razz "
            "and London lowball the highest, ace low, spades highest), later, or on third "
            "street without a bring-in, the best hand showing (the lowest in Razz and "
            "London lowball), pairs counting but not straights or flushes, ties by suit, or "
            "under the house option showing_tie = position first from the dealer's left. Wild "
            "cards showing are part of the hand (an ace and a wild card show a pair of aces; a "
            "bug shows as an ace; in Deuces and Jacks and the Man with the Axe a natural pair of "
            "sevens shows best); in deuce-to-seven low the ace is high, so it brings in."
        ),
        source=sources(
            cite(_JACKS, "First and Second betting interval"),
            cite(Document.ELIMINATION, "betting rounds begun by the player to the dealer's left"),
            roberts_rules(BUTTON, "after the flop the first live player left of the button acts"),
            cite(_STUD, "Order of Betting, and Razz"),
            cite(
                _STUD,
                "Deuces and Jacks and the Man with the Axe (the highest exposed hand begins each "
                "betting round, and the highest hand is a natural pair of Sevens)",
            ),
            roberts_rules(STUD, "rule 1 (the lowest upcard by suit brings in)"),
            tda(
                TdaRule.STUD_DEALING,
                "D: matching hands showing: the high card by suit starts the betting",
            ),
            roberts_rules(
                STUD,
                "rule 1 (a tie on board is broken by position, the player who received cards "
                "first acting first), chosen by the house-rule option showing_tie = position",
            ),
            roberts_rules(RAZZ),
        ),
    ),
    Rule(
        id="betting.fixed-limit",
        title="Fixed-limit bet sizes",
        sentence=(
            "In fixed limit every bet and raise is the small bet or the big bet, and the big bet "
            "is at least the small bet (twice it unless the table says otherwise); a blind "
            "game's small bet is its big blind, and a straddle, a blind raise within the cap, "
            "is one small bet over the blind before it (a blind equal to the big blind is a "
            "second big blind, no raise). Pot and no limit have no big bet: a table that "
            "names one plays no differently, so it is refused."
        ),
        source=sources(
            roberts_rules(
                HOLDEM,
                "limit hold'em: the small bet on the first two rounds, the big bet on the last two",
            ),
            roberts_rules(NO_LIMIT, "the size of a bet is limited by the stakes, or the pot"),
            house_default(
                "a big bet twice the small bet where none is given, and a big bet named at a "
                "pot- or no-limit table refused, not ignored"
            ),
        ),
    ),
    Rule(
        id="betting.stud-limits",
        title="Fixed-limit stud bet sizes",
        sentence=(
            "Small bets on third street; from fourth street a big bet is allowed once any live "
            "hand shows a pair, in high games only (in high-low and low games a pair showing "
            "never allows one); Razz doubles at fifth street; with the house option "
            "big_bets_from_fifth, every bet from fifth street on is a big bet, in any game; "
            "house option raise_at_least_last (on by default): after a big bet only big raises."
        ),
        source=sources(
            cite(_STUD, "Size of Bets, Seven Card Stud High-Low, and Razz"),
            roberts_rules(STUD, "rule 4 (an open pair on fourth street)"),
        ),
    ),
    Rule(
        id="showdown.ties",
        title="Tied hands",
        sentence="Hands of equal rank tie; tied hands share what they win.",
        source=sources(
            roberts_rules(TIES, "rule 1 (suits never break a tie for winning a pot)"),
            roberts_rules(TIES, "rule 5 (an odd chip between tied hands)"),
            cite(Document.ELIMINATION, "a tie shares that half of the pot"),
        ),
    ),
)
