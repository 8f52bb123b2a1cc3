"""Rules of the games dealt with blinds: hold'em and the draw games (RULES.md §7)."""

from __future__ import annotations

from typing import Final

from service.rules.rulebook.rule import Rule
from service.rules.rulebook.sources import (
    ACE_TO_FIVE,
    BUTTON,
    DRAW_HIGH,
    HOLDEM,
    JOKER,
    NO_LIMIT,
    OMAHA,
    Document,
    TdaRule,
    cite,
    roberts_rules,
    sources,
    tda,
)

RULES: Final = (
    Rule(
        id="betting.big-blind-ante",
        title="The big blind ante",
        sentence=(
            "Where the house plays a big blind ante, the big blind antes for the whole table "
            "and nobody else antes. The ante is dead money in the pot: it is not part of his "
            "blind, nobody calls it, and whoever wins the main pot wins it. A big blind who "
            "cannot cover both posts his blind first and the rest to the ante (the house may "
            "take the ante first)."
        ),
        source=tda(TdaRule.BIG_BLIND_ANTE, "big blind ante with big-blind-first calculation"),
    ),
    Rule(
        id="betting.blinds",
        title="The blinds",
        sentence=(
            "From the button's left the small blind, then the big blind, then any straddles "
            "are posted before the cards are seen; heads-up the button posts the small blind. "
            "A blind is a live bet: its poster may raise when the action comes back to him. "
            "Before the first board card or the first draw the first to act is left of the big "
            "blind (or of the last straddle); afterwards the first live player left of the "
            "button. A blind all in for less still makes the others call the full blind. In "
            "pot and no limit a straddle plays as a bigger big blind: a raise over it adds at "
            "least the straddle, and it is the smallest bet of every later round (house option "
            "straddle_raise)."
        ),
        source=sources(
            roberts_rules(BUTTON, "the small blind is left of the button, the big blind next"),
            roberts_rules(
                BUTTON,
                "heads-up, the button posts the small blind and acts first before the flop and "
                "last after it",
            ),
            tda(TdaRule.METHODS_OF_RAISING, "a blind is live"),
            roberts_rules(
                NO_LIMIT,
                "No-Limit Rules, rule 2 (a straddle sets a new minimum bring-in, and the minimum "
                "bet remains the same amount on all betting rounds)",
            ),
            cite(
                Document.BETTING,
                "All-in situations, all-in before the deal (players to act must call the "
                "complete amount of the big blind, even if the all-in player posted less)",
            ),
        ),
    ),
    Rule(
        id="holdem.deal",
        title="Hold'em",
        sentence=(
            "Each player is dealt two cards face down; a betting round; three board cards (the "
            "flop), a betting round; one (the turn), a betting round; one (the river), a last "
            "betting round. Each player's best five of his two and the five on the board play. "
            "Fixed limit bets the small bet before the flop and on it, the big bet on the turn "
            "and the river."
        ),
        source=roberts_rules(HOLDEM),
    ),
    Rule(
        id="omaha.deal",
        title="Omaha",
        sentence=(
            "Each player is dealt four cards face down, then the board as in hold'em; a hand is "
            "exactly two of the player's four cards and three of the five on the board. In "
            "Omaha high-low eight or better each half is made that way, the high and the low "
            "from any two and any three."
        ),
        source=roberts_rules(OMAHA),
    ),
    Rule(
        id="holdem.board",
        title="The board",
        sentence=(
            "Board cards are turned face up in the centre and belong to every hand: the flop of "
            "three, then the turn and the river, one each."
        ),
        source=roberts_rules(HOLDEM),
    ),
    Rule(
        id="draw.blind-deal",
        title="Draw with blinds",
        sentence=(
            "The blinds (or the antes) posted, each player is dealt his cards face down (five; "
            "four in badugi); a betting round from the big blind's left (with antes alone, from "
            "the button's left); then each draw (one in five-card draw and single-draw "
            "lowball, three in triple draw and badugi), in turn from the button's left, "
            "followed by a betting round from the first live player left of the button. Fixed "
            "limit bets the "
            "small bet before the draw and the big bet after it (triple draw: the small bet in "
            "the first two rounds, the big bet in the last two)."
        ),
        source=sources(roberts_rules(DRAW_HIGH), roberts_rules(ACE_TO_FIVE)),
    ),
    Rule(
        id="lowball.joker",
        title="The joker in lowball",
        sentence=(
            "Ace-to-five lowball is dealt from a pack with the joker: the joker is the lowest "
            "card the hand does not already hold."
        ),
        source=sources(roberts_rules(JOKER), roberts_rules(ACE_TO_FIVE)),
    ),
    Rule(
        id="lowball.sevens",
        title="The sevens rule",
        sentence=(
            "In limit ace-to-five lowball a seven or better must be bet after the draw. A "
            "player who checks one, and holds the best hand of those who acted after the draw, "
            "wins no action after it: every chip put in after the draw goes back, and he wins "
            "the pot as it stood before the draw. A checked seven or better that is beaten "
            "loses as any hand does. A seven or better that only calls an all-in bet of less "
            "than half a bet wins that bet, but a player who overcalled it gets his call back; "
            "completing to a full bet fulfils every obligation. House option sevens_rule."
        ),
        source=roberts_rules(
            ACE_TO_FIVE,
            "in limit play the sevens rule is assumed to be in use: if you check a seven or "
            "better and it is the best hand, all action after the draw is void",
        ),
    ),
)
