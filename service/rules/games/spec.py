"""What a game is: its family, seats, deck, rankings, house rules and the procedure it declares.

A game is a :class:`GameOf` its house rules: data about the game (for the catalogue, the
evaluator and the settle endpoint) and a function that lays out one hand's steps from the
table's house rules (its module: :mod:`~service.rules.games.stud`, ...). The house rules are
typed per game, so a declaration reads its own options without asking what kind they are.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Final, Generic, TypeAlias, TypeVar

from service.rules.cards import PlayingCard
from service.rules.decks import STANDARD, Deck
from service.rules.games.options import HouseRules
from service.rules.ranking import AnySystem, RankingSystem
from service.rules.ranking.hole import Hole
from service.rules.ranking.wild import WildRule

if TYPE_CHECKING:
    from service.rules.games.kinds import Procedure, SeatWild
    from service.rules.games.table import Plan

R = TypeVar("R", bound=HouseRules)


class Family(StrEnum):
    """Games that share a procedure (the catalogue's ``family``; stud and draw as a dispute
    names them)."""

    STUD = "stud"
    DRAW = "draw"
    ELIMINATION = "elimination"
    OLD_MAN = "old_man"
    COUNTERBLUFF = "counterbluff"
    BOARD = "board"
    """Hold'em and Omaha: hole cards and a board every hand shares."""


@dataclass(frozen=True, kw_only=True, slots=True)
class Street:
    """One street: the cards each live player is dealt, then a betting round."""

    number: int
    """Stud: 3 to 7, how the bet sizes and the bring-in know the street. Draw and Elimination:
    the betting round's number from 1."""
    name: str
    down: int = 0
    up: int = 0


THIRD: Final = Street(number=3, name="third street", down=2, up=1)
FOURTH: Final = Street(number=4, name="fourth street", up=1)
FIFTH: Final = Street(number=5, name="fifth street", up=1)
SIXTH: Final = Street(number=6, name="sixth street", up=1)
SEVENTH: Final = Street(number=7, name="seventh street", down=1)
SEVEN_STREETS: Final = (THIRD, FOURTH, FIFTH, SIXTH, SEVENTH)


@dataclass(frozen=True, kw_only=True, slots=True)
class GameOf(Generic[R]):
    """A game whose house rules are ``R``: what the catalogue says of it, and the procedure it
    declares, which reads those house rules as they are typed."""

    id: str
    name: str
    summary: str
    family: Family
    house_rules: R
    """Every house rule the game has, with its default."""
    procedure: Callable[[R, Plan], Procedure]
    """One hand's steps and own parts, under these house rules at this table."""
    min_players: int = 2
    max_players: int = 8
    betting: bool = True
    """Whether the game has betting rounds (Old Man has antes to stay in, and matches)."""
    blinds: bool = False
    """Whether the game is played with blinds posted from the button's left."""
    antes_instead: bool = False
    """Whether a blind game may be dealt with antes alone instead (five-card draw)."""
    big_bet: bool = True
    """Whether the game's fixed limit has a big bet (Elimination bets the small bet in every
    round: it takes none)."""
    high: AnySystem | None = RankingSystem.HIGH
    low: AnySystem | None = None
    qualifier: int | None = None
    declare: bool = False
    wild: WildRule | None = None
    use: tuple[int, int] | None = None
    """Omaha: exactly two of a hand's own cards and three of the board play."""
    hole: Hole | None = None
    """A board game's cards dealt down to each player (two in hold'em, four in Omaha)."""
    deck: Deck = STANDARD
    centre: tuple[PlayingCard, ...] = ()
    """Cards in the centre, every hand's (Aces, Straights and Flushes' joker, the bug)."""
    seat_wild: SeatWild | None = None
    """Ranks wild for one seat only (Low Hole's lowest hole card)."""
    rules: tuple[str, ...] = ()
    """The rules that make this game what it is."""

    @property
    def centre_joker(self) -> bool:
        """Whether a joker in the centre is every hand's (the catalogue says so)."""
        return bool(self.centre)

    @property
    def low_hole(self) -> bool:
        """Whether some ranks are wild for one seat only (the catalogue says so)."""
        return self.seat_wild is not None


GameSpec: TypeAlias = GameOf[Any]
"""A game of any kind of house rules, as the catalogue holds it."""
