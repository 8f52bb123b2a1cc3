"""The PHH variants the service plays, each as one of its games with the house rules it fixes.

PHH (phh.readthedocs.io) names eleven variants. Three are games of this service: ``F7S``
seven-card stud, ``F7S/8`` stud high-low eight or better and ``FR`` Razz, each fixed limit with a
bring-in. The others are not: hold'em and Omaha deal community cards, and the draw variants
(``N2L1D``, ``F2L3D``, ``FB``) are played with blinds for deuce-to-seven or badugi, where Jacks or
Better is five-card draw for high with antes, openers and one draw.

>>> VARIANTS["FR"].game, VARIANTS["FR"].options["showing_tie"]
('razz', 'position')
>>> variant_of("jacks_or_better") is None
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Final

from service.rules.errors import RuleViolation
from service.rules.games.options import OptionValue
from service.rules.games.table import Plan


@dataclass(frozen=True, kw_only=True, slots=True)
class Variant:
    """A PHH variant as one of the service's games."""

    code: str
    game: str
    options: Mapping[str, OptionValue]
    """The house rules the variant fixes, as a table's settings."""
    big_bet_on_fourth: bool = False
    """Whether an open pair on fourth street allows a big bet (it never does in PHH's stud)."""


_FIXED_LIMIT_STUD: Final[Mapping[str, OptionValue]] = MappingProxyType(
    {
        # PHH's stud is the casino game: a bring-in, small bets on third and fourth streets and
        # big bets from fifth, one bet and three raises whoever is left, the odd chip to the
        # first seat, and ties among the hands showing broken by position (p1 first).
        "structure": "fixed_limit",
        "bring_in": True,
        "big_bets_from_fifth": True,
        "heads_up_raises": "capped",
        "showing_tie": "position",
        "odd_chip": "position",
    }
)

VARIANTS: Final = MappingProxyType(
    {
        "F7S": Variant(code="F7S", game="seven_card_stud", options=_FIXED_LIMIT_STUD),
        "F7S/8": Variant(
            code="F7S/8",
            game="seven_card_stud_high_low",
            options=MappingProxyType({**_FIXED_LIMIT_STUD, "qualifier": 8}),
        ),
        "FR": Variant(code="FR", game="razz", options=_FIXED_LIMIT_STUD),
    }
)
"""The PHH variants the service plays, by code."""

UNPLAYED: Final = MappingProxyType(
    {
        "FT": "fixed-limit hold'em deals community cards",
        "NT": "no-limit hold'em deals community cards",
        "NS": "short-deck hold'em deals community cards",
        "PO": "pot-limit Omaha deals community cards",
        "FO/8": "Omaha high-low deals community cards",
        "N2L1D": "deuce-to-seven single draw is played with blinds for low; Jacks or Better is "
        "draw for high with antes and openers",
        "F2L3D": "deuce-to-seven triple draw is played with blinds for low; Jacks or Better is "
        "draw for high with antes and openers",
        "FB": "badugi ranks four-card hands",
    }
)
"""PHH's other variants, and why none of them is a game of this service."""


def variant_of(game_id: str) -> Variant | None:
    """The PHH variant a game is written as, if it has one."""
    return next((v for v in VARIANTS.values() if v.game == game_id), None)


def check_played_as(plan: Plan) -> Variant:
    """The variant this table's hand is written as; a table whose house rules differ from the
    variant's is refused, naming the option."""
    variant = variant_of(plan.game.id)
    if variant is None:
        raise RuleViolation(
            "phh.variant",
            f"PHH has no variant for {plan.game.name}; it writes "
            + ", ".join(f"{v.code} ({v.game})" for v in VARIANTS.values()),
            at=(("game",),),
        )
    for name, wanted in variant.options.items():
        played = getattr(plan.house_rules, name)
        if played != wanted:
            raise RuleViolation(
                "phh.variant",
                f"PHH's {variant.code} is played with {name} {_shown(wanted)}, this table plays "
                f"{_shown(played)}: set the option to {_shown(wanted)} to write its hands in PHH",
                at=(("options", name),),
            )
    if plan.setup.carried:
        raise RuleViolation(
            "phh.variant",
            "a PHH hand starts with an empty pot: it cannot carry chips from an earlier deal",
            at=(("carried_pot",),),
        )
    return variant


def _shown(value: object) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)
