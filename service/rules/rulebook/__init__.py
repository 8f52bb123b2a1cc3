"""The rulebook: every rule the service can cite, with its id, its sentence and its source.

Rulings list the ids of the rules they applied; ``GET /v1/rules`` serves this table. Each source
names public documents a player can look up (:mod:`service.rules.rulebook.sources`): a game's
write-up by title and section, Robert's Rules of Poker by section, the Poker TDA rules by name;
where no source decides, it says the house decided, names the option that changes it and the
closest public source.

>>> RULEBOOK["high.wheel"].title
'The ace-low straight'
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Final

from service.rules.rulebook import (
    betting,
    blind_games,
    cards_and_hands,
    counterbluff,
    draw_elimination,
    histories,
    old_man,
    other_systems,
    pots,
    procedure,
    stud,
)
from service.rules.rulebook.rule import Rule

__all__ = ["RULEBOOK", "Rule"]

RULEBOOK: Final = MappingProxyType(
    {
        rule.id: rule
        for part in (
            cards_and_hands,
            other_systems,
            pots,
            betting,
            stud,
            draw_elimination,
            blind_games,
            old_man,
            counterbluff,
            histories,
            procedure,
        )
        for rule in part.RULES
    }
)
"""Every rule by id, in the order of the book."""
