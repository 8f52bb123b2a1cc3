"""Rules of Counterbluff (RULES.md §3; S2, David Parlett)."""

from __future__ import annotations

from typing import Final

from service.rules.rulebook.rule import Rule
from service.rules.rulebook.sources import Document, cite, house_default, sources

_PARLETT: Final = Document.COUNTERBLUFF

RULES: Final = (
    Rule(
        id="counterbluff.deal",
        title="The Counterbluff deal",
        sentence=(
            "Two players; ten cards each from a 52-card pack (option packs: two packs, 104 "
            "cards); the rest is the stock. A game is once through the pack."
        ),
        source=cite(
            _PARLETT, "the deal (10 cards each from one pack, or two packs shuffled together)"
        ),
    ),
    Rule(
        id="counterbluff.play",
        title="Playing a hand",
        sentence=(
            "The players alternately play one card face up to their own row, the non-dealer "
            "leading the first hand."
        ),
        source=cite(_PARLETT, "each in turn, starting with the non-dealer, plays a card"),
    ),
    Rule(
        id="counterbluff.fold",
        title="Folding",
        sentence=(
            "A player who has played at least one card to the hand may fold on a later turn "
            "instead of playing; the other player wins the hand. The earliest fold is the "
            "leader's second turn."
        ),
        source=cite(_PARLETT, "having played at least one card, fold on any later turn"),
    ),
    Rule(
        id="counterbluff.showdown",
        title="The showdown",
        sentence=(
            "When both have played five cards the higher poker combination wins, in the "
            "standard order with no-pair lowest; kickers break ties."
        ),
        source=sources(
            cite(_PARLETT, "Poker hands, from lowest to highest"),
            house_default(
                "no pair ranks lowest, and kickers break ties between equal combinations"
            ),
        ),
    ),
    Rule(
        id="counterbluff.four-of-a-kind",
        title="Four of a kind",
        sentence=(
            "Parlett's list of combinations leaves four of a kind out: it ranks between a full "
            "house and a straight flush (option four_of_a_kind = above_straight_flush puts it on "
            "top)."
        ),
        source=house_default(
            "four of a kind ranks between a full house and a straight flush",
            option="four_of_a_kind",
            closest=cite(
                _PARLETT, "Poker hands, from lowest to highest (it leaves four of a kind out)"
            ),
        ),
    ),
    Rule(
        id="counterbluff.tie",
        title="A tie",
        sentence=(
            "Two hands exactly equal score nothing (option ties = both_score: both score), and "
            "the same player leads again."
        ),
        source=house_default(
            "two hands exactly equal score nothing (option ties), and the same player leads again",
            closest=cite(_PARLETT, "the winner of each hand leads to the next"),
        ),
    ),
    Rule(
        id="counterbluff.score",
        title="The score",
        sentence=(
            "The winner scores 1 for the first card played to the hand by both players, 2 for "
            "the second, and so on: n cards score n(n+1)/2 (2: 3, 5: 15, 10: 55)."
        ),
        source=cite(_PARLETT, "the table of scores (1 for the first card, 2 for the second...)"),
    ),
    Rule(
        id="counterbluff.refill",
        title="Drawing from the stock",
        sentence=(
            "After a hand the cards played are turned down and, the winner first, each draws a "
            "card at a time until holding ten or the stock is empty."
        ),
        source=cite(_PARLETT, "drawing from the stock, starting with the winner"),
    ),
    Rule(
        id="counterbluff.lead",
        title="Who leads",
        sentence="The winner of each hand leads to the next.",
        source=cite(_PARLETT, "the winner of each hand leads to the next"),
    ),
    Rule(
        id="counterbluff.end",
        title="The end of the game",
        sentence=(
            "When the stock is empty, hands go on until a player holds fewer than five cards; "
            "then the higher total wins (equal totals: a drawn game)."
        ),
        source=sources(
            cite(_PARLETT, "the end of the game (the higher cumulated score wins)"),
            house_default("equal totals are a drawn game"),
        ),
    ),
    Rule(
        id="counterbluff.identical-cards",
        title="The doubled pack",
        sentence=(
            "With two packs a player may never contribute two identical cards (rank and suit) to "
            "one hand; he may duplicate a card his opponent played."
        ),
        source=cite(_PARLETT, "Special rule for doubled pack"),
    ),
    Rule(
        id="counterbluff.lowball",
        title="Lowball",
        sentence=(
            "On his turn to lead a player may call Lowball and lay five cards face up or face "
            "down. Opponent folds: the caller scores 15. Opponent lays five face up: the lower-"
            "ranking hand scores 30. Opponent lays five face down: the caller scores 30 if his "
            "own were face up, else 5. The cards are then removed."
        ),
        source=cite(_PARLETT, "Lowball option"),
    ),
    Rule(
        id="counterbluff.lowball-leader",
        title="Who leads after Lowball",
        sentence=(
            "After a Lowball call the player who scored leads next (option lowball_leader = "
            "caller: the caller always leads)."
        ),
        source=house_default(
            "after a Lowball call the player who scored leads next",
            option="lowball_leader",
            closest=cite(_PARLETT, "Lowball option, and the winner of each hand leads to the next"),
        ),
    ),
)
