"""Rules of Old Man (RULES.md §5).

Each rule cites the write-up by its title, with the passage that decides it, and Robert's Rules of
Poker where the general rules of the game (table stakes, split pots) apply.
"""

from __future__ import annotations

from typing import Final

from service.rules.rulebook.rule import Rule
from service.rules.rulebook.sources import (
    TABLE_STAKES,
    TIES,
    Document,
    cite,
    house_default,
    roberts_rules,
    sources,
)

_WRITE_UP: Final = cite(Document.OLD_MAN)

RULES: Final = (
    Rule(
        id="old_man.deal",
        title="The Old Man deal",
        sentence=(
            "Each player is dealt three cards down and two up; one card face down in the centre; "
            "six face-down cards to the old man, a dummy hand nobody sees until the end."
        ),
        source=_WRITE_UP,
    ),
    Rule(
        id="old_man.expose-pass",
        title="Exposing and passing",
        sentence=(
            "Each player turns one of his down cards face up and passes another face up to the "
            "player on his right, leaving one down and four up."
        ),
        source=_WRITE_UP,
    ),
    Rule(
        id="old_man.stay",
        title="Staying in",
        sentence=(
            "From the best hand showing, clockwise, each player stays in or folds: one ante "
            "after the deal, two after the last card. A player who cannot pay may only fold."
        ),
        source=sources(
            _WRITE_UP,
            house_default(
                "a player who cannot pay to stay in may only fold",
                closest=roberts_rules(TABLE_STAKES),
            ),
        ),
    ),
    Rule(
        id="old_man.centre-wild",
        title="The centre card",
        sentence=(
            "After the first decision the centre card is turned: it belongs to every hand, the "
            "old man's included, and it and every card of its rank are wild."
        ),
        source=_WRITE_UP,
    ),
    Rule(
        id="old_man.go-stop",
        title="Go or stop",
        sentence=(
            "After declaring high, low or both, each player says go or stop, all at once. A stop "
            "is out: he shows nothing, pays nothing and wins nothing."
        ),
        source=_WRITE_UP,
    ),
    Rule(
        id="old_man.halves",
        title="Halves",
        sentence=(
            "When both ways were declared the pot is halved, an odd chip to the high half; each "
            "half is contested by the goes who declared that way or both."
        ),
        source=sources(_WRITE_UP, roberts_rules(TIES, "rule 5 (the odd chip to the high hand)")),
    ),
    Rule(
        id="old_man.one-way",
        title="Everyone declared one way",
        sentence=(
            "When nobody declared the other way the whole pot is contested one way, and a loser "
            "matches the whole pot."
        ),
        source=cite(
            Document.OLD_MAN, "the first hand (\u201cthey will have to match the entire pot\u201d)"
        ),
    ),
    Rule(
        id="old_man.beat-old-man",
        title="Beat the old man",
        sentence=(
            "A go wins his part only if he is the best go that way and beats the old man's hand "
            "(his six cards and the centre card, wild cards included); even a lone go must beat "
            "him. A part the old man keeps stays for the next hand."
        ),
        source=cite(Document.OLD_MAN, "the sample game (the worked example governs)"),
    ),
    Rule(
        id="old_man.old-man-tie",
        title="A tie with the old man",
        sentence=(
            "A go who ties the old man's hand loses; option old_man_tie = player makes him win."
        ),
        source=house_default(
            "a go who ties the old man's hand loses",
            option="old_man_tie",
            closest=cite(Document.OLD_MAN, "they must also beat the old man's hand"),
        ),
    ),
    Rule(
        id="old_man.match",
        title="Losers match",
        sentence=(
            "A go who loses, to a player or to the old man, matches the pot he contested: his "
            "half, or the whole pot when everyone declared one way or he declared both. The "
            "matches make the next hand's pot."
        ),
        source=_WRITE_UP,
    ),
    Rule(
        id="old_man.table-stakes",
        title="Table stakes",
        sentence=(
            "A losing go matches or pays at most the chips he has behind, and with option "
            "match_cap the smaller limit; go is offered to every player still in, an all-in player "
            "included, who matches what he has. A folded player is never paid, and what the "
            "players end with plus the next pot is what they started with."
        ),
        source=sources(roberts_rules(TABLE_STAKES), _WRITE_UP),
    ),
    Rule(
        id="old_man.both-go",
        title="A both go",
        sentence=(
            "A go who declared both must beat every other go both ways, a tie failing, and beat "
            "the old man both ways; failing either way he wins nothing and matches the whole "
            "pot, and each part is settled among the others as if he had not gone."
        ),
        source=sources(
            _WRITE_UP,
            cite(
                Document.SEVEN_CARD_STUD,
                "With Declare (a 'both' who loses or ties either way wins no part of the pot)",
            ),
        ),
    ),
    Rule(
        id="old_man.match-cap",
        title="A cap on matches",
        sentence="Option match_cap limits what a losing go matches.",
        source=cite(
            Document.OLD_MAN, "\u201cPlayers may also decide to cap the maximum amount\u201d"
        ),
    ),
    Rule(
        id="old_man.nobody-goes",
        title="Nobody goes",
        sentence=(
            "If nobody says go in a direction, or the only go that way was a both who failed, "
            "that part of the pot is shared evenly by the players who declared that way and "
            "stopped, odd chips from the dealer's left."
        ),
        source=(
            cite(
                Document.OLD_MAN,
                "\u201cdivided evenly among all players still left for that declaration\u201d",
            )
        ),
    ),
    Rule(
        id="old_man.unwon",
        title="A pot nobody wins",
        sentence=(
            "A part nobody can take, or a pot everyone folded, stays in the pot for the next "
            "hand; a pot nobody matched is anted to as any hand is."
        ),
        source=_WRITE_UP,
    ),
    Rule(
        id="old_man.matched-pot",
        title="A matched pot",
        sentence=(
            "A hand played for a matched pot (the losing goes' matches, carried from the last "
            "hand) has no antes: nobody antes to start or pays to stay in; option "
            "matched_pot_antes = to_stay keeps the antes to stay in. A pot carried that nobody "
            "matched (everyone folded) is anted to as any hand is."
        ),
        source=cite(Document.OLD_MAN, "\u201cWhen the pot is matched there is no anteing\u201d"),
    ),
    Rule(
        id="old_man.last-hand",
        title="The last hand",
        sentence=(
            "In the hand agreed to be the last, a losing go pays his match (no more than he has "
            "behind) to the winners of the parts he contested, shared evenly, instead of "
            "matching into a pot; where nobody won those parts he pays nothing."
        ),
        source=_WRITE_UP,
    ),
    Rule(
        id="old_man.last-hand-divided",
        title="The last pot nobody wins",
        sentence=(
            "In the last hand a part nobody wins (every go lost to the old man) is divided "
            "evenly among the players still in the hand who did not lose a go, odd chips from "
            "the dealer's left; a player who lost a go or folded gets nothing, and with nobody "
            "to take it the part stays in the pot."
        ),
        source=cite(
            Document.OLD_MAN, "the last round (\u201cdivided up among all of the players\u201d)"
        ),
    ),
)
