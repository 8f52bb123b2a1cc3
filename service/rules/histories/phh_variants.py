"""The PHH variants the service plays, each as one of its games with the house rules it fixes.

PHH (phh.readthedocs.io) names eleven variants; the service plays them all. ``F7S`` seven-card stud,
``F7S/8`` stud high-low eight or better and ``FR`` Razz are fixed limit with a bring-in. The
button games post blinds: ``FT`` and ``NT`` Texas hold'em (fixed and no limit), ``PO`` pot-limit
Omaha, ``FO/8`` Omaha high-low eight or better, ``N2L1D`` deuce-to-seven single draw (no limit),
``F2L3D`` deuce-to-seven triple draw and ``FB`` badugi (fixed limit), and ``NS`` short-deck
hold'em (no limit, commonly antes and a blind on the button alone).

>>> VARIANTS["FR"].game, VARIANTS["FR"].options["showing_tie"]
('razz', 'position')
>>> [v.code for v in variants_of("texas_holdem")]
['FT', 'NT']
>>> variants_of("jacks_or_better")
()
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

    @property
    def button(self) -> bool:
        """Whether the variant posts blinds from a button (its stakes are ``blinds_or_straddles``
        and ``min_bet`` or ``small_bet`` and ``big_bet``), rather than stud's bring-in."""
        return self.options.get("forced_bring_in") is None

    @property
    def fixed_limit(self) -> bool:
        """Whether its bets are fixed (``small_bet`` and ``big_bet``), not at least ``min_bet``."""
        return self.options["structure"] == "fixed_limit"


_FIXED_LIMIT_STUD: Final[Mapping[str, OptionValue]] = MappingProxyType(
    {
        # PHH's stud is the casino game: a bring-in, small bets on third and fourth streets and
        # big bets from fifth, one bet and three raises whoever is left, the odd chip to the
        # first seat, and ties among the hands showing broken by position (p1 first).
        "structure": "fixed_limit",
        "forced_bring_in": True,
        "big_bets_from_fifth": True,
        "heads_up_raises": "capped",
        "max_raises": 3,
        "showing_tie": "position",
        "odd_chip": "position",
    }
)

_FIXED_LIMIT_BUTTON: Final[Mapping[str, OptionValue]] = MappingProxyType(
    # PHH's fixed-limit button games cap every round at a bet and three raises, heads-up too.
    {
        "structure": "fixed_limit",
        "heads_up_raises": "capped",
        "max_raises": 3,
        "odd_chip": "position",
    }
)
_NO_LIMIT: Final[Mapping[str, OptionValue]] = MappingProxyType(
    {"structure": "no_limit", "odd_chip": "position"}
)
_POT_LIMIT: Final[Mapping[str, OptionValue]] = MappingProxyType(
    {"structure": "pot_limit", "odd_chip": "position"}
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
        "FT": Variant(code="FT", game="texas_holdem", options=_FIXED_LIMIT_BUTTON),
        "NT": Variant(code="NT", game="texas_holdem", options=_NO_LIMIT),
        "NS": Variant(
            code="NS",
            game="short_deck_holdem",
            # pokerkit's short-deck lookup ranks a straight above three of a kind.
            options=MappingProxyType({**_NO_LIMIT, "trips_beat_straight": False}),
        ),
        "PO": Variant(code="PO", game="omaha", options=_POT_LIMIT),
        "FO/8": Variant(
            code="FO/8",
            game="omaha_high_low",
            options=MappingProxyType({**_FIXED_LIMIT_BUTTON, "qualifier": 8}),
        ),
        "N2L1D": Variant(code="N2L1D", game="deuce_to_seven_single_draw", options=_NO_LIMIT),
        "F2L3D": Variant(
            code="F2L3D", game="deuce_to_seven_triple_draw", options=_FIXED_LIMIT_BUTTON
        ),
        "FB": Variant(code="FB", game="badugi", options=_FIXED_LIMIT_BUTTON),
    }
)
"""The PHH variants the service plays, by code."""

UNPLAYED: Final[Mapping[str, str]] = MappingProxyType({})
"""PHH's variants that are no game of this service, each with the reason: none today."""


def variants_of(game_id: str) -> tuple[Variant, ...]:
    """The PHH variants a game is written as (hold'em has two: fixed and no limit)."""
    return tuple(v for v in VARIANTS.values() if v.game == game_id)


def wanted_options(variant: Variant, plan: Plan) -> dict[str, OptionValue]:
    """The house rules a table must play to write its hand as ``variant``: the variant's own, and
    where the stakes make them count, pokerkit's straddle and big blind ante (PHH's reference
    implementation): a raise over a straddle adds the straddle's increment, and a big blind who
    antes for the table posts the ante first."""
    wanted = dict(variant.options)
    setup = plan.setup
    big_bet = variant.options["structure"] != "fixed_limit"  # a fixed raise is the bet
    if big_bet and sum(1 for blind in setup.blinds if blind) > 2:
        wanted["straddle_raise"] = "last_increment"
    if setup.ante and getattr(plan.house_rules, "big_blind_ante", False):
        wanted["short_big_blind"] = "ante_first"
    return wanted


def check_played_as(plan: Plan) -> Variant:
    """The variant this table's hand is written as; a table whose house rules differ from the
    variant's is refused, naming the option."""
    variants = variants_of(plan.game.id)
    if not variants:
        raise RuleViolation(
            "phh.variant",
            f"PHH has no variant for {plan.game.name}; it writes "
            + ", ".join(f"{v.code} ({v.game})" for v in VARIANTS.values()),
            at=(("game",),),
        )
    played = str(getattr(plan.house_rules, "structure", ""))
    variant = next((v for v in variants if v.options["structure"] == played), None)
    if variant is None:
        # The structure first: the other options a variant fixes may not even apply to this one.
        raise RuleViolation(
            "phh.variant",
            f"PHH writes {plan.game.name} only as "
            + " or ".join(f"{v.code} ({_words(v.options['structure'])})" for v in variants)
            + f"; this table plays {_words(played)}: set options.structure to one of them to "
            "write its hands in PHH",
            at=(("options", "structure"),),
        )
    # Every option the table must change, in one refusal: one at a time would take a request
    # each to find them all.
    differ = {
        name: (_shown(wanted), _shown(getattr(plan.house_rules, name)))
        for name, wanted in wanted_options(variant, plan).items()
        if str(getattr(plan.house_rules, name)).lower() != _shown(wanted)
    }
    if differ:
        raise RuleViolation(
            "phh.variant",
            f"PHH's {variant.code} is played with "
            + ", ".join(f"{name} {wanted}" for name, (wanted, _) in differ.items())
            + "; this table plays "
            + ", ".join(f"{name} {played}" for name, (_, played) in differ.items())
            + ": set "
            + ("the option" if len(differ) == 1 else "the options")
            + " so to write its hands in PHH",
            at=tuple(("options", name) for name in differ),
        )
    if plan.setup.carried:
        raise RuleViolation(
            "phh.variant",
            "a PHH hand starts with an empty pot: it cannot carry chips from an earlier deal",
            at=(("carried_pot",),),
        )
    return variant


def _words(structure: object) -> str:
    """A betting structure as said: ``pot_limit`` -> ``pot limit``."""
    return str(structure).replace("_", " ")


def _shown(value: object) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)
