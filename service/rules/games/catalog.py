"""The games the service knows, each a declaration (RULES.md §4; S3).

A stud game is its streets (what each deals, down and up), when exchanges happen, how hands
rank, which cards are wild, whose conventions decide who acts first, and its house rules with
their defaults. The procedure that plays every one of them is :mod:`service.rules.games.stud`.

>>> CATALOG["razz"].low
<RankingSystem.ACE_TO_FIVE: 'ace_to_five'>
>>> [street.name for street in CATALOG["aces-straights-flushes"].streets]
['third street', 'fourth street', 'fifth street', 'sixth street']
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Final

from service.rules.betting.round import Structure
from service.rules.betting.streets import HeadsUpRaises, ShowingTie
from service.rules.cards import Card, Rank, Suit
from service.rules.games.options import OptionValue
from service.rules.pots.shares import FailedPigs, OddChipRule
from service.rules.ranking import RankingSystem
from service.rules.ranking.wild import JokerRule, WildRule


@dataclass(frozen=True, kw_only=True, slots=True)
class Street:
    """One street: the cards each live player is dealt, then a betting round."""

    number: int
    """3 to 7: how the bet sizes and the bring-in know the street."""
    name: str
    down: int = 0
    up: int = 0


THIRD: Final = Street(number=3, name="third street", down=2, up=1)
FOURTH: Final = Street(number=4, name="fourth street", up=1)
FIFTH: Final = Street(number=5, name="fifth street", up=1)
SIXTH: Final = Street(number=6, name="sixth street", up=1)
SEVENTH: Final = Street(number=7, name="seventh street", down=1)
SEVEN_STREETS: Final = (THIRD, FOURTH, FIFTH, SIXTH, SEVENTH)

_COMMON: Final[Mapping[str, OptionValue]] = MappingProxyType(
    {
        "bring_in": True,
        "structure": Structure.FIXED_LIMIT.value,
        "showing_tie": ShowingTie.SUIT.value,
        "heads_up_raises": HeadsUpRaises.UNLIMITED_IF_TWO_AT_START.value,
        "raise_at_least_last": True,
        "big_bets_from_fifth": False,
        "burn_cards": False,
        "odd_chip": OddChipRule.POSITION.value,
    }
)


def _options(**overrides: OptionValue) -> Mapping[str, OptionValue]:
    return MappingProxyType({**_COMMON, **overrides})


@dataclass(frozen=True, kw_only=True, slots=True)
class StudGame:
    """A member of the seven-card stud family."""

    id: str
    name: str
    summary: str
    min_players: int = 2
    max_players: int = 8
    streets: tuple[Street, ...] = SEVEN_STREETS
    exchanges_after: tuple[int, ...] = ()
    """Streets after whose betting each player may exchange a card (English Stud)."""
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
    options: Mapping[str, OptionValue] = field(default_factory=lambda: _COMMON)
    """Every house rule the game has, with its default."""
    rules: tuple[str, ...] = ()
    """The rules that make this game what it is."""


_AXE_WILD: Final = WildRule(
    ranks=frozenset({Rank.TWO, Rank.JACK}),
    cards=frozenset({Card(Rank.KING, Suit.DIAMONDS)}),
    natural_pair=Rank.SEVEN,
)

_GAMES: Final = (
    StudGame(
        id="seven-card-stud",
        name="Seven-card stud",
        summary="Two down and one up, then three up and one down; best five of seven, high.",
        rules=("stud.deal", "high.categories"),
    ),
    StudGame(
        id="seven-card-stud-hi-lo",
        name="Seven-card stud high-low, eight or better",
        summary="Cards speak: best high and best ace-to-five low of eight or better split "
        "the pot; with no qualifying low, high scoops.",
        low=RankingSystem.ACE_TO_FIVE,
        qualifier=8,
        options=_options(qualifier=8),
        rules=("stud.deal", "pots.halves", "low.qualifier"),
    ),
    StudGame(
        id="seven-card-stud-declare",
        name="Seven-card stud high-low with declare",
        summary="After the last betting round each player declares high, low or both.",
        low=RankingSystem.ACE_TO_FIVE,
        declare=True,
        options=_options(failed_pigs=FailedPigs.CARRY_OVER.value),
        rules=("stud.deal", "stud.declare", "declare.both-must-win"),
    ),
    StudGame(
        id="razz",
        name="Razz",
        summary="Seven-card stud for ace-to-five low only.",
        high=None,
        low=RankingSystem.ACE_TO_FIVE,
        low_conventions=True,
        options=_options(big_bets_from_fifth=True),
        rules=("stud.deal", "stud.razz", "low.ace-to-five"),
    ),
    StudGame(
        id="london-lowball",
        name="London lowball",
        summary="Seven-card stud for ace-to-six low only, pot limit by default.",
        high=None,
        low=RankingSystem.ACE_TO_SIX,
        low_conventions=True,
        options=_options(structure=Structure.POT_LIMIT.value, big_bets_from_fifth=True),
        rules=("stud.deal", "stud.london-lowball", "low.ace-to-six"),
    ),
    StudGame(
        id="wild-card-stud",
        name="Seven-card stud with wild cards",
        summary="Seven-card stud with agreed wild ranks (deuces by default), high, low or "
        "high-low.",
        wild=WildRule(),
        options=_options(
            wild_ranks=(Rank.TWO,),
            wild_may_duplicate=True,
            play="high",
            low_ranking=RankingSystem.ACE_TO_FIVE.value,
            qualifier=None,
        ),
        rules=("stud.deal", "stud.wild-ranks", "wild.fully-wild"),
    ),
    StudGame(
        id="low-hole",
        name="Low Hole",
        summary="Each player's lowest face-down card, and all his cards of that rank, are "
        "wild for him only.",
        wild=WildRule(),
        low_hole=True,
        options=_options(
            wild_may_duplicate=True,
            play="high",
            low_ranking=RankingSystem.ACE_TO_FIVE.value,
            qualifier=None,
        ),
        rules=("stud.deal", "stud.low-hole", "wild.per-player"),
    ),
    StudGame(
        id="english-stud",
        name="English Stud",
        summary="Stud with a card exchange after fifth and sixth streets' betting, then a "
        "final betting round; at most six players.",
        max_players=6,
        streets=(THIRD, FOURTH, FIFTH, SIXTH, Street(number=7, name="final betting")),
        exchanges_after=(5, 6),
        options=_options(seventh_card=False, exchange_fee=0),
        rules=("stud.english-exchange",),
    ),
    StudGame(
        id="aces-straights-flushes",
        name="Aces, Straights and Flushes",
        summary="Six cards each (two down, three up, one down) and a joker in the centre, "
        "everyone's seventh card, playing as the bug.",
        streets=(THIRD, FOURTH, FIFTH, Street(number=6, name="sixth street", down=1)),
        wild=WildRule(jokers=JokerRule.BUG),
        centre_joker=True,
        rules=("stud.aces-straights-flushes", "wild.bug"),
    ),
    StudGame(
        id="deuces-jacks-axe",
        name="Deuces and Jacks and the Man with the Axe",
        summary="Stud with 2s, jacks and the K♦ wild; a natural pair of sevens beats every "
        "hand; exposed wild cards and sevens cost antes.",
        wild=_AXE_WILD,
        exposed_payments=True,
        options=_options(
            bring_in=False, wild_may_duplicate=True, wild_card_payment=1, seven_payment=5
        ),
        rules=("stud.deal", "stud.axe-wild", "wild.natural-pair", "stud.axe-payments"),
    ),
)

CATALOG: Final = MappingProxyType({game.id: game for game in _GAMES})
"""Every game by id, in the order of the catalogue."""
