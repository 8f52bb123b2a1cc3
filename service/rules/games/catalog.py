"""The games the service knows, each a declaration (RULES.md §1, §2, §4; S0, S1, S3).

A game is its family, its streets (what each deals, down and up, and what happens before its
betting), when exchanges or the draw happen, how hands rank, which cards are wild, whose
conventions decide who acts first, and its house rules with their defaults. One procedure plays
them all (:mod:`service.rules.games.hand`); each family adds only its own steps.

>>> CATALOG["razz"].low
<RankingSystem.ACE_TO_FIVE: 'ace_to_five'>
>>> [street.name for street in CATALOG["aces_straights_flushes"].streets]
['third street', 'fourth street', 'fifth street', 'sixth street']
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType
from typing import Final

from service.rules.cards import Card, Rank, Suit
from service.rules.games.house_rules import (
    LONDON_LOWBALL,
    RAZZ,
    AxeRules,
    CounterbluffRules,
    DeclareStudRules,
    EliminationRules,
    EnglishStudRules,
    HighLowStudRules,
    JacksRules,
    LowHoleRules,
    OldManRules,
    StudRules,
    WildStudRules,
)
from service.rules.games.options import HouseRules
from service.rules.ranking import RankingSystem
from service.rules.ranking.wild import JokerRule, WildRule


class Family(StrEnum):
    """Games that share a procedure."""

    STUD = "seven-card stud"
    DRAW = "draw"
    ELIMINATION = "elimination"
    OLD_MAN = "old man"
    COUNTERBLUFF = "counterbluff"


@dataclass(frozen=True, kw_only=True, slots=True)
class Street:
    """One street: the cards each live player is dealt, then a betting round."""

    number: int
    """Stud: 3 to 7, how the bet sizes and the bring-in know the street. Draw and Elimination:
    the betting round's number from 1."""
    name: str
    down: int = 0
    up: int = 0
    row: int = 0
    """Cards dealt face down to the table (Elimination's row of five)."""
    reveal: bool = False
    """Elimination: a new rank is turned up before the betting."""


THIRD: Final = Street(number=3, name="third street", down=2, up=1)
FOURTH: Final = Street(number=4, name="fourth street", up=1)
FIFTH: Final = Street(number=5, name="fifth street", up=1)
SIXTH: Final = Street(number=6, name="sixth street", up=1)
SEVENTH: Final = Street(number=7, name="seventh street", down=1)
SEVEN_STREETS: Final = (THIRD, FOURTH, FIFTH, SIXTH, SEVENTH)


@dataclass(frozen=True, kw_only=True, slots=True)
class GameSpec:
    """A game: its family, deal, rankings, conventions and house rules."""

    id: str
    name: str
    summary: str
    family: Family = Family.STUD
    min_players: int = 2
    max_players: int = 8
    streets: tuple[Street, ...] = SEVEN_STREETS
    exchanges_after: tuple[int, ...] = ()
    """Streets after whose betting each player may exchange a card (English Stud)."""
    draws_after: tuple[int, ...] = ()
    """Draw games: the rounds after whose betting the live players draw."""
    betting: bool = True
    """Whether the game has betting rounds (Old Man has antes to stay in, and matches)."""
    openers: bool = False
    """Jacks or Better: nobody may open the first round without a pair of jacks or better."""
    high: RankingSystem | None = RankingSystem.HIGH
    low: RankingSystem | None = None
    qualifier: int | None = None
    declare: bool = False
    wild: WildRule | None = None
    low_conventions: bool = False
    """Razz and London lowball: the highest card brings in, the lowest hand showing acts."""
    centre_joker: bool = False
    """Aces, Straights and Flushes: a joker in the centre is everyone's last card, as the bug."""
    low_hole: bool = False
    """Each player's lowest hole card sets a rank wild for him only."""
    exposed_payments: bool = False
    """Payments for wild cards and sevens dealt face up (the Man with the Axe)."""
    house_rules: HouseRules = field(default_factory=StudRules)
    """Every house rule the game has, with its default."""
    rules: tuple[str, ...] = ()
    """The rules that make this game what it is."""


_AXE_WILD: Final = WildRule(
    ranks=frozenset({Rank.TWO, Rank.JACK}),
    cards=frozenset({Card(Rank.KING, Suit.DIAMONDS)}),
    natural_pair=Rank.SEVEN,
)

_GAMES: Final = (
    GameSpec(
        id="seven_card_stud",
        name="Seven-card stud",
        summary="Two down and one up, then three up and one down; best five of seven, high.",
        rules=("stud.deal", "high.categories"),
    ),
    GameSpec(
        id="seven_card_stud_hi_lo",
        name="Seven-card stud high-low, eight or better",
        summary="Cards speak: best high and best ace-to-five low of eight or better split "
        "the pot; with no qualifying low, high scoops.",
        low=RankingSystem.ACE_TO_FIVE,
        qualifier=8,
        house_rules=HighLowStudRules(),
        rules=("stud.deal", "pots.halves", "low.qualifier"),
    ),
    GameSpec(
        id="seven_card_stud_declare",
        name="Seven-card stud high-low with declare",
        summary="After the last betting round each player declares high, low or both.",
        low=RankingSystem.ACE_TO_FIVE,
        declare=True,
        house_rules=DeclareStudRules(),
        rules=("stud.deal", "stud.declare", "declare.both-must-win"),
    ),
    GameSpec(
        id="razz",
        name="Razz",
        summary="Seven-card stud for ace-to-five low only.",
        high=None,
        low=RankingSystem.ACE_TO_FIVE,
        low_conventions=True,
        house_rules=RAZZ,
        rules=("stud.deal", "stud.razz", "low.ace-to-five"),
    ),
    GameSpec(
        id="london_lowball",
        name="London lowball",
        summary="Seven-card stud for ace-to-six low only, pot limit by default.",
        high=None,
        low=RankingSystem.ACE_TO_SIX,
        low_conventions=True,
        house_rules=LONDON_LOWBALL,
        rules=("stud.deal", "stud.london-lowball", "low.ace-to-six"),
    ),
    GameSpec(
        id="wild_card_stud",
        name="Seven-card stud with wild cards",
        summary="Seven-card stud with agreed wild ranks (deuces by default), high, low or "
        "high-low.",
        wild=WildRule(),
        house_rules=WildStudRules(),
        rules=("stud.deal", "stud.wild-ranks", "wild.fully-wild"),
    ),
    GameSpec(
        id="low_hole",
        name="Low Hole",
        summary="Each player's lowest face-down card, and all his cards of that rank, are "
        "wild for him only.",
        wild=WildRule(),
        low_hole=True,
        house_rules=LowHoleRules(),
        rules=("stud.deal", "stud.low-hole", "wild.per-player"),
    ),
    GameSpec(
        id="english_stud",
        name="English Stud",
        summary="Stud with a card exchange after fifth and sixth streets' betting, then a "
        "final betting round; at most six players.",
        max_players=6,
        streets=(THIRD, FOURTH, FIFTH, SIXTH, Street(number=7, name="final betting")),
        exchanges_after=(5, 6),
        house_rules=EnglishStudRules(),
        rules=("stud.english-exchange",),
    ),
    GameSpec(
        id="aces_straights_flushes",
        name="Aces, Straights and Flushes",
        summary="Six cards each (two down, three up, one down) and a joker in the centre, "
        "everyone's seventh card, playing as the bug.",
        streets=(THIRD, FOURTH, FIFTH, Street(number=6, name="sixth street", down=1)),
        wild=WildRule(jokers=JokerRule.BUG),
        centre_joker=True,
        rules=("stud.aces-straights-flushes", "wild.bug"),
    ),
    GameSpec(
        id="deuces_jacks_axe",
        name="Deuces and Jacks and the Man with the Axe",
        summary="Stud with 2s, jacks and the K♦ wild; a natural pair of sevens beats every "
        "hand; exposed wild cards and sevens cost antes.",
        wild=_AXE_WILD,
        exposed_payments=True,
        house_rules=AxeRules(),
        rules=("stud.deal", "stud.axe-wild", "wild.natural-pair", "stud.axe-payments"),
    ),
)

_REVEALS: Final = ("first", "second", "third", "fourth", "fifth")

_OTHER_FAMILIES: Final = (
    GameSpec(
        id="jacks_or_better",
        name="Jacks or Better",
        summary="Five-card draw: nobody opens without a pair of jacks or better; one draw; the "
        "opener proves his openers at the end.",
        family=Family.DRAW,
        streets=(
            Street(number=1, name="before the draw", down=5),
            Street(number=2, name="after the draw"),
        ),
        draws_after=(1,),
        openers=True,
        house_rules=JacksRules(),
        rules=("draw.deal", "jacks.openers", "draw.draw", "jacks.show-openers"),
    ),
    GameSpec(
        id="elimination",
        name="Elimination",
        summary="Five cards each and a row of five; each rank turned up is discarded by "
        "everyone; survivors declare for the highest or lowest point total.",
        family=Family.ELIMINATION,
        # S0's "around 5 to 8 players" is advice: nine hands of five and the row leave a stock of
        # two, and a stock that runs out only ends the reveals (RULES.md §1).
        min_players=2,
        max_players=9,
        streets=(
            Street(number=1, name="after the deal", down=5, row=5),
            *(
                Street(number=k + 2, name=f"after the {nth} reveal", reveal=True)
                for k, nth in enumerate(_REVEALS)
            ),
        ),
        high=None,
        declare=True,
        house_rules=EliminationRules(),
        rules=("elimination.values", "elimination.reveal", "elimination.declare"),
    ),
    GameSpec(
        id="old_man",
        name="Old Man",
        summary="High-low declare with a wild centre card: every go must beat the other goes "
        "and the old man, a dummy hand of six; losing goes match the pot.",
        family=Family.OLD_MAN,
        betting=False,
        max_players=7,
        streets=(
            Street(number=1, name="the deal", down=3, up=2),
            Street(number=2, name="the last card", down=1),
        ),
        low=RankingSystem.ACE_TO_FIVE,
        declare=True,
        wild=WildRule(),
        house_rules=OldManRules(),
        rules=(
            "oldman.deal",
            "oldman.expose-pass",
            "oldman.centre-wild",
            "oldman.go-stop",
            "oldman.beat-old-man",
            "oldman.match",
        ),
    ),
)

_COUNTERBLUFF: Final = GameSpec(
    id="counterbluff",
    name="Counterbluff",
    summary="David Parlett's game for two: cards played alternately to make a poker hand, "
    "folds that bluff, triangular scores, once through the pack.",
    family=Family.COUNTERBLUFF,
    betting=False,
    max_players=2,
    streets=(Street(number=1, name="the deal", down=10),),
    house_rules=CounterbluffRules(),
    rules=(
        "counterbluff.deal",
        "counterbluff.play",
        "counterbluff.fold",
        "counterbluff.showdown",
        "counterbluff.score",
        "counterbluff.refill",
        "counterbluff.end",
    ),
)

CATALOG: Final = MappingProxyType(
    {game.id: game for game in (*_GAMES, *_OTHER_FAMILIES, _COUNTERBLUFF)}
)
"""Every game by id, in the order of the catalogue."""
