"""Rules of Old Man (RULES.md §5; S4)."""

from __future__ import annotations

from typing import Final

from service.rules.rulebook.rule import Rule

RULES: Final = (
    Rule(
        id="oldman.deal",
        title="The Old Man deal",
        sentence=(
            "Each player is dealt three cards down and two up; one card face down in the centre; "
            "six face-down cards to the old man, a dummy hand nobody sees until the end."
        ),
        source="S4; RULES.md §5",
    ),
    Rule(
        id="oldman.expose-pass",
        title="Exposing and passing",
        sentence=(
            "Each player turns one of his down cards face up and passes another face up to the "
            "player on his right, leaving one down and four up."
        ),
        source="S4; RULES.md §5",
    ),
    Rule(
        id="oldman.stay",
        title="Staying in",
        sentence=(
            "From the best hand showing, clockwise, each player stays in or folds: one ante "
            "after the deal, two after the last card. A player who cannot pay may only fold."
        ),
        source="S4; RULES.md §5; house (a short stack)",
    ),
    Rule(
        id="oldman.centre-wild",
        title="The centre card",
        sentence=(
            "After the first decision the centre card is turned: it belongs to every hand, the "
            "old man's included, and it and every card of its rank are wild."
        ),
        source="S4; RULES.md §5",
    ),
    Rule(
        id="oldman.go-stop",
        title="Go or stop",
        sentence=(
            "After declaring high, low or both, each player says go or stop, all at once. A stop "
            "is out: he shows nothing, pays nothing and wins nothing."
        ),
        source="S4; RULES.md §5",
    ),
    Rule(
        id="oldman.halves",
        title="Halves",
        sentence=(
            "When both ways were declared the pot is halved, an odd chip to the high half; each "
            "half is contested by the goes who declared that way or both."
        ),
        source="S4; RULES.md §0, §5",
    ),
    Rule(
        id="oldman.one-way",
        title="Everyone declared one way",
        sentence=(
            "When nobody declared the other way the whole pot is contested one way, and a loser "
            "matches the whole pot."
        ),
        source="S4 (the first hand); RULES.md §5",
    ),
    Rule(
        id="oldman.beat-old-man",
        title="Beat the old man",
        sentence=(
            "A go wins his part only if he is the best go that way and beats the old man's hand "
            "(his six cards and the centre card, wild cards included); even a lone go must beat "
            "him. A part the old man keeps stays for the next hand."
        ),
        source="S4 (the worked example governs); RULES.md §5",
    ),
    Rule(
        id="oldman.old-man-tie",
        title="A tie with the old man",
        sentence=(
            "A go who ties the old man's hand loses; option old_man_tie = player makes him win."
        ),
        source="RULES.md §5 (default)",
    ),
    Rule(
        id="oldman.match",
        title="Losers match",
        sentence=(
            "A go who loses, to a player or to the old man, matches the pot he contested: his "
            "half, or the whole pot when everyone declared one way or he declared both. The "
            "matches make the next hand's pot."
        ),
        source="S4; RULES.md §5",
    ),
    Rule(
        id="oldman.match-cap",
        title="A cap on matches",
        sentence="Option match_cap limits what a losing go matches.",
        source="S4 (players may cap the match); RULES.md §5",
    ),
    Rule(
        id="oldman.nobody-goes",
        title="Nobody goes",
        sentence=(
            "If nobody says go in a direction, that part of the pot is shared evenly by the "
            "players who declared that way (a failed both no longer counts)."
        ),
        source="S4; RULES.md §5, §0 Declare rule 3",
    ),
    Rule(
        id="oldman.unwon",
        title="A pot nobody wins",
        sentence=(
            "A part nobody can take, or a pot everyone folded, stays in the pot for the next hand."
        ),
        source="S4; RULES.md §5",
    ),
    Rule(
        id="oldman.matched-pot",
        title="A matched pot",
        sentence=(
            "A hand played for a pot carried from the last hand (the matches) has no antes: "
            "nobody antes to start or pays to stay in; option matched_pot_antes = to_stay keeps "
            "the antes to stay in."
        ),
        source="S4 (the second hand's pot stays at $36); RULES.md §5",
    ),
    Rule(
        id="oldman.last-hand",
        title="The last hand",
        sentence=(
            "In the hand agreed to be the last, a losing go pays his match to the winners of the "
            "parts he contested, shared evenly; where the old man kept the part he pays nothing."
        ),
        source="S4; RULES.md §5",
    ),
    Rule(
        id="oldman.last-hand-divided",
        title="The last pot the old man keeps",
        sentence=(
            "In the last hand a part the old man keeps is divided evenly among all the players "
            "at the table, odd chips from the dealer's left."
        ),
        source="S4 (\u201cdivided up among all of the players\u201d)",
    ),
)
