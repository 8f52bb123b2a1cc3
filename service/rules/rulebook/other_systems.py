"""Rules of the ranking systems with evaluators of their own: badugi and short-deck high."""

from __future__ import annotations

from typing import Final

from service.rules.rulebook.rule import Rule
from service.rules.rulebook.sources import Document, cite, house_default, sources

_BADUGI: Final = Document.BADUGI
_SHORT_DECK: Final = Document.SHORT_DECK

RULES: Final = (
    Rule(
        id="badugi.ranking",
        title="Badugi",
        sentence=(
            "A badugi hand is four cards, of which only cards of different ranks and different "
            "suits play; more cards playing beats fewer (any four-card badugi beats any "
            "three-card hand); among hands with as many cards playing, the highest card is "
            "compared first, then the next, and the lowest wins; the ace is low, so 4-3-2-A of "
            "four suits is the best hand. Badugi has no qualifier and no wild cards."
        ),
        source=cite(_BADUGI, "the hand ranking (a badugi, three-card and two-card hands)"),
    ),
    Rule(
        id="badugi.cards-that-play",
        title="Badugi: the cards that play",
        sentence=(
            "Of two cards of one rank or one suit only one plays: the hand keeps the most cards "
            "it can, then the lowest. From more than four cards (a board, or a split game's "
            "five) the best badugi any of them make plays."
        ),
        source=sources(
            cite(_BADUGI, "the hand ranking (a pair or two cards of a suit count as one card)"),
            house_default(
                "from more than four cards, the best badugi any four or fewer of them make "
                "plays, as the best five does in the five-card rankings"
            ),
        ),
    ),
    Rule(
        id="high.short-deck",
        title="Short-deck high",
        sentence=(
            "Short-deck (six-plus) hold'em is played with the 36 cards from six to ace; A-6-7-8-9 "
            "is the lowest straight, and a flush beats a full house; the other categories rank "
            "as in high poker (straight flush, four of a kind, flush, full house, straight, "
            "three of a kind, two pair, one pair, high card)."
        ),
        source=sources(
            cite(
                _SHORT_DECK, "Hand rankings (a flush beats a full house, A-6-7-8-9 is a straight)"
            ),
            house_default(
                "a straight beats three of a kind, as in high poker and in PHH's short-deck "
                "variant (some houses rank three of a kind above a straight: the option "
                "trips_beat_straight, rule high.short-deck-trips)"
            ),
        ),
    ),
    Rule(
        id="high.short-deck-trips",
        title="Short deck: three of a kind over a straight",
        sentence=(
            "Where the house ranks short deck so (option trips_beat_straight), three of a kind "
            "beats a straight as well as a flush beating a full house: with 36 cards a straight "
            "is the easier hand to make. Every other category keeps its short-deck place."
        ),
        source=sources(
            cite(_SHORT_DECK, "Hand rankings (rule variations: three of a kind and straights)"),
            house_default("a straight beats three of a kind unless the house says otherwise"),
        ),
    ),
)
