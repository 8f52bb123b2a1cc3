"""The games the service knows, each a declaration (RULES.md §1-§5; S0-S4), in the order of the
catalogue.

A game is its family, its seats, deck and rankings, its typed house rules with their defaults,
and the steps one hand takes (:class:`~service.rules.games.spec.GameSpec`). Each declaration is
in its game's module; one engine plays them all (:mod:`service.rules.games.engine`).

>>> CATALOG["razz"].low
<RankingSystem.ACE_TO_FIVE: 'ace_to_five'>
>>> CATALOG["old_man"].family.value
'old_man'
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Final

from service.rules.games.counterbluff import COUNTERBLUFF
from service.rules.games.draw import JACKS_OR_BETTER
from service.rules.games.draw_games import DRAW_GAMES
from service.rules.games.elimination import ELIMINATION
from service.rules.games.holdem import BOARD_GAMES
from service.rules.games.old_man import OLD_MAN
from service.rules.games.spec import SEVEN_STREETS, Family, GameSpec, Street
from service.rules.games.stud import STUD_GAMES

__all__ = ["CATALOG", "SEVEN_STREETS", "Family", "GameSpec", "Street"]

CATALOG: Final[MappingProxyType[str, GameSpec]] = MappingProxyType(
    {
        game.id: game
        for game in (
            *STUD_GAMES,
            JACKS_OR_BETTER,
            ELIMINATION,
            OLD_MAN,
            COUNTERBLUFF,
            *BOARD_GAMES,
            *DRAW_GAMES,
        )
    }
)
"""Every game by id, in the order of the catalogue."""
