"""Rules of betting rounds (RULES.md §2, §4)."""

from __future__ import annotations

from typing import Final

from service.rules.rulebook.rule import Rule

RULES: Final = (
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
