"""House rules as typed values: one frozen dataclass per game, each option a field with its default.

A misspelt option cannot exist: code reads ``rules.bring_in``, which mypy checks, and a caller's
settings are applied by :func:`with_settings`, which refuses a name the game does not have
(``games.option``) and a value outside the option's range. What the catalogue and the contract
say about each option (its kind, allowed values, rule) is read off the fields, so the
declaration is the only list.

>>> rules = with_settings(RAZZ, {"showing_tie": "position"})
>>> rules.showing_tie, rules.big_bets_from_fifth
(<ShowingTie.POSITION: 'position'>, True)
>>> [(o.name, o.default) for o in options_of(RAZZ) if o.kind == OptionKind.BOOLEAN][-2:]
[('big_bets_from_fifth', True), ('burn_cards', False)]
>>> with_settings(RAZZ, {"seventh_card": True})
Traceback (most recent call last):
...
service.rules.errors.RuleViolation: this game has no option 'seventh_card'; its options are: ...
"""

from __future__ import annotations

import types
import typing
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from enum import StrEnum
from typing import Any, Final, TypeVar

from service.rules.betting.round import Structure
from service.rules.betting.streets import HeadsUpRaises, ShowingTie
from service.rules.cards import Rank
from service.rules.errors import RuleViolation
from service.rules.games.false_openers import FalseOpenersRule
from service.rules.games.options import (
    AnteBy,
    FourOfAKind,
    LowballLeader,
    MatchedPotAntes,
    PassedOut,
    Play,
    Ties,
)
from service.rules.pots.matching import OldManTie
from service.rules.pots.shares import FailedPigs, OddChipRule
from service.rules.ranking import RankingSystem

OptionValue = bool | int | str | tuple[Rank, ...] | None
"""A setting as a caller gives it: a flag, a number, a choice by name, or wild ranks."""

LOW_SYSTEMS: Final = tuple(s for s in RankingSystem if s != RankingSystem.HIGH)


class OptionKind(StrEnum):
    """What sort of value an option takes."""

    BOOLEAN = "boolean"
    INTEGER = "integer"
    CHOICE = "choice"
    RANKS = "ranks"


def option(
    default: Any,
    *,
    rule: str,
    description: str,
    minimum: int | None = None,
    maximum: int | None = None,
    only: tuple[StrEnum, ...] = (),
) -> Any:
    """A house-rule field: its default, the rule it sets, and the range of its values."""
    about = {"rule": rule, "description": description, "minimum": minimum, "maximum": maximum}
    return field(default=default, metadata=about | {"only": only})


@dataclass(frozen=True, kw_only=True, slots=True)
class OptionInfo:
    """One option as the catalogue and the contract describe it."""

    name: str
    kind: OptionKind
    default: OptionValue
    description: str
    rule: str
    choices: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    nullable: bool = False
    enum: type[StrEnum] | None = None


@dataclass(frozen=True, kw_only=True)
class HouseRules:
    """The house rules of one game; each subclass is one game's options."""


Rules = TypeVar("Rules", bound=HouseRules)


def options_of(rules: HouseRules) -> tuple[OptionInfo, ...]:
    """Every option of a game's house rules, its default being this game's own setting."""
    return tuple(
        replace(info, default=_as_given(getattr(rules, info.name)))
        for info in _options_of_kind(type(rules))
    )


_KINDS: dict[type[HouseRules], tuple[OptionInfo, ...]] = {}
"""Each game's options, read off its dataclass once."""


def _options_of_kind(kind: type[HouseRules]) -> tuple[OptionInfo, ...]:
    if kind not in _KINDS:
        hints = typing.get_type_hints(kind)
        _KINDS[kind] = tuple(
            _info(f.name, hints[f.name], f.default, f.metadata) for f in fields(kind)
        )
    return _KINDS[kind]


def _as_given(value: Any) -> OptionValue:
    """A setting as a caller would give it: a choice by its name."""
    return value.value if isinstance(value, StrEnum) else value


def _info(name: str, hint: Any, default: Any, about: Mapping[str, Any]) -> OptionInfo:
    nullable = isinstance(hint, types.UnionType) and type(None) in hint.__args__
    if nullable:
        hint = next(arg for arg in hint.__args__ if arg is not type(None))
    common: dict[str, Any] = {
        "name": name,
        "description": about["description"],
        "rule": about["rule"],
        "nullable": nullable,
    }
    if hint is bool:
        return OptionInfo(kind=OptionKind.BOOLEAN, default=default, **common)
    if hint is int:
        return OptionInfo(
            kind=OptionKind.INTEGER,
            default=default,
            minimum=about["minimum"],
            maximum=about["maximum"],
            **common,
        )
    if isinstance(hint, type) and issubclass(hint, StrEnum):
        members = about["only"] or tuple(hint)
        return OptionInfo(
            kind=OptionKind.CHOICE,
            default=None if default is None else default.value,
            choices=tuple(m.value for m in members),
            enum=hint,
            **common,
        )
    if typing.get_origin(hint) is tuple and typing.get_args(hint) == (Rank, ...):
        return OptionInfo(kind=OptionKind.RANKS, default=default, **common)
    raise TypeError(f"house rule {name!r} has a type no caller can give: {hint!r}")


def with_settings(defaults: Rules, given: Mapping[str, OptionValue]) -> Rules:
    """The game's defaults with the caller's settings applied, each checked by its field."""
    known = {info.name: info for info in _options_of_kind(type(defaults))}
    changes: dict[str, Any] = {}
    for name, value in given.items():
        info = known.get(name)
        if info is None:
            offered = ", ".join(sorted(known)) or "none"
            raise RuleViolation(
                "games.option",
                f"this game has no option {name!r}; its options are: {offered}",
                at=(("options", name),),
            )
        changes[name] = _value(info, value)
    return replace(defaults, **changes) if changes else defaults


def _value(info: OptionInfo, value: OptionValue) -> Any:
    """The typed value of one setting; a value the option does not allow is refused."""
    if value is None:
        ok = info.nullable
    elif info.kind == OptionKind.BOOLEAN:
        ok = isinstance(value, bool)
    elif info.kind == OptionKind.INTEGER:
        ok = (
            isinstance(value, int)
            and not isinstance(value, bool)
            and (info.minimum is None or value >= info.minimum)
            and (info.maximum is None or value <= info.maximum)
        )
    elif info.kind == OptionKind.CHOICE:
        if isinstance(value, str) and value in info.choices and info.enum is not None:
            return info.enum(value)
        ok = False
    else:
        ok = isinstance(value, tuple) and all(isinstance(r, Rank) for r in value)
    if not ok:
        raise RuleViolation(
            "games.option", f"{value!r} is not a value of {info.name}", at=(("options", info.name),)
        )
    return value


# -- the games' house rules -------------------------------------------------------------------

_ODD_CHIP: Final = "Who gets an odd chip between tied hands."
_STRUCTURE: Final = "How much may be bet."
_HEADS_UP: Final = "The cap with two players."


@dataclass(frozen=True, kw_only=True)
class StudRules(HouseRules):
    """Seven-card stud and its family (RULES.md §4)."""

    bring_in: bool = option(
        True,
        rule="betting.bring-in",
        description="A forced bring-in on third street (the casino rule); false: the "
        "traditional game, in which the best hand showing opens every street.",
    )
    structure: Structure = option(
        Structure.FIXED_LIMIT, rule="betting.amount", description=_STRUCTURE
    )
    showing_tie: ShowingTie = option(
        ShowingTie.SUIT,
        rule="betting.first-to-act",
        description="Equal hands showing: the suit of the highest card, or the first from the "
        "dealer's left.",
    )
    heads_up_raises: HeadsUpRaises = option(
        HeadsUpRaises.UNLIMITED_IF_TWO_AT_START, rule="betting.cap", description=_HEADS_UP
    )
    raise_at_least_last: bool = option(
        True, rule="betting.stud-limits", description="After a big bet, only big raises."
    )
    big_bets_from_fifth: bool = option(
        False,
        rule="betting.stud-limits",
        description="Only big bets from fifth street (the casino rule; Razz doubles its limits "
        "at fifth).",
    )
    burn_cards: bool = option(
        False, rule="stud.burn-cards", description="The dealer burns a card before each street."
    )
    odd_chip: OddChipRule = option(
        OddChipRule.POSITION, rule="pots.odd-chip-position", description=_ODD_CHIP
    )


_QUALIFIER: Final = (
    "A low must be this or better to win (8: eight-or-better); null for no qualifier."
)


@dataclass(frozen=True, kw_only=True)
class HighLowStudRules(StudRules):
    """Seven-card stud high-low, cards speak."""

    qualifier: int | None = option(
        8, rule="low.qualifier", description=_QUALIFIER, minimum=5, maximum=13
    )


@dataclass(frozen=True, kw_only=True)
class DeclareStudRules(StudRules):
    """Seven-card stud high-low with declarations."""

    failed_pigs: FailedPigs = option(
        FailedPigs.CARRY_OVER,
        rule="declare.failed-pigs-carry-over",
        description="When every declarer is a failed both: the pot stays for the next deal, or "
        "they share it.",
    )


@dataclass(frozen=True, kw_only=True)
class LowHoleRules(StudRules):
    """Low Hole: wild cards of each player's own, played high, low or high-low."""

    wild_may_duplicate: bool = option(
        True,
        rule="wild.no-duplicates",
        description="A wild card may stand for a card already in the hand.",
    )
    play: Play = option(
        Play.HIGH,
        rule="stud.wild-ranks",
        description="Play for high, for low, or high-low cards speak.",
    )
    low_ranking: RankingSystem = option(
        RankingSystem.ACE_TO_FIVE,
        rule="low.ace-to-five",
        only=LOW_SYSTEMS,
        description="How low hands rank when the game is played low or high-low.",
    )
    qualifier: int | None = option(
        None, rule="low.qualifier", description=_QUALIFIER, minimum=5, maximum=13
    )


@dataclass(frozen=True, kw_only=True)
class WildStudRules(LowHoleRules):
    """Seven-card stud with agreed wild ranks."""

    wild_ranks: tuple[Rank, ...] = option(
        (Rank.TWO,), rule="stud.wild-ranks", description="The ranks the players agree are wild."
    )


@dataclass(frozen=True, kw_only=True)
class EnglishStudRules(StudRules):
    """English Stud: exchanges after fifth and sixth streets."""

    seventh_card: bool = option(
        False,
        rule="stud.english-seventh-card",
        description="A seventh card, face down, with five players or fewer.",
    )
    exchange_fee: int = option(
        0,
        rule="stud.english-fee",
        minimum=0,
        maximum=10**9,
        description="Chips paid to the pot for each exchange; not a bet.",
    )


@dataclass(frozen=True, kw_only=True)
class AxeRules(StudRules):
    """Deuces and Jacks and the Man with the Axe: payments for exposed wild cards and sevens."""

    bring_in: bool = option(
        False,
        rule="betting.bring-in",
        description="A forced bring-in on third street (the casino rule); false: the "
        "traditional game, in which the best hand showing opens every street.",
    )
    wild_may_duplicate: bool = option(
        True,
        rule="wild.no-duplicates",
        description="A wild card may stand for a card already in the hand.",
    )
    wild_card_payment: int = option(
        1,
        rule="stud.axe-payments",
        minimum=0,
        maximum=100,
        description="Antes paid for each wild card dealt face up.",
    )
    seven_payment: int = option(
        5,
        rule="stud.axe-payments",
        minimum=0,
        maximum=100,
        description="Antes paid for each seven dealt face up.",
    )


@dataclass(frozen=True, kw_only=True)
class JacksRules(HouseRules):
    """Jacks or Better (RULES.md §2)."""

    structure: Structure = option(
        Structure.FIXED_LIMIT, rule="betting.amount", description=_STRUCTURE
    )
    heads_up_raises: HeadsUpRaises = option(
        HeadsUpRaises.UNLIMITED_IF_TWO_AT_START, rule="betting.cap", description=_HEADS_UP
    )
    odd_chip: OddChipRule = option(
        OddChipRule.POSITION, rule="pots.odd-chip-position", description=_ODD_CHIP
    )
    ante_by: AnteBy = option(
        AnteBy.DEALER,
        rule="draw.ante",
        description="Who antes: the dealer for the table (S1), or every player.",
    )
    passed_out: PassedOut = option(
        PassedOut.NEW_DEALER_ANTES,
        rule="jacks.passed-out",
        description="Nobody opens: the deal passes and the new dealer antes again (S1); every "
        "player antes again; or the hands are kept and played as lowball.",
    )
    false_openers: FalseOpenersRule = option(
        FalseOpenersRule.S1,
        rule="jacks.false-openers-admitted",
        description="A false opener owning up in the first round: S1's reading (the others take "
        "their chips back) or Robert's Rules' (the pot plays).",
    )
    max_draw: int = option(
        5, rule="draw.draw", minimum=1, maximum=5, description="The most cards a player may draw."
    )
    low_ranking: RankingSystem = option(
        RankingSystem.ACE_TO_FIVE,
        rule="low.ace-to-five",
        only=LOW_SYSTEMS,
        description="How low hands rank when a passed-out deal is played as lowball.",
    )


@dataclass(frozen=True, kw_only=True)
class EliminationRules(HouseRules):
    """Elimination (RULES.md §1)."""

    structure: Structure = option(
        Structure.FIXED_LIMIT, rule="betting.amount", description=_STRUCTURE
    )
    heads_up_raises: HeadsUpRaises = option(
        HeadsUpRaises.UNLIMITED_IF_TWO_AT_START, rule="betting.cap", description=_HEADS_UP
    )
    odd_chip: OddChipRule = option(
        OddChipRule.POSITION, rule="pots.odd-chip-position", description=_ODD_CHIP
    )
    failed_pigs: FailedPigs = option(
        FailedPigs.CARRY_OVER,
        rule="declare.failed-pigs-carry-over",
        description="When every declarer is a failed both: the pot stays for the next deal, or "
        "they share it.",
    )


@dataclass(frozen=True, kw_only=True)
class OldManRules(HouseRules):
    """Old Man (RULES.md §5)."""

    showing_tie: ShowingTie = option(
        ShowingTie.SUIT,
        rule="betting.first-to-act",
        description="Equal hands showing: the suit of the highest card, or the first from the "
        "dealer's left.",
    )
    odd_chip: OddChipRule = option(
        OddChipRule.POSITION, rule="pots.odd-chip-position", description=_ODD_CHIP
    )
    wild_may_duplicate: bool = option(
        True,
        rule="wild.no-duplicates",
        description="A wild card may stand for a card already in the hand.",
    )
    match_cap: int | None = option(
        None,
        rule="oldman.match-cap",
        minimum=1,
        maximum=10**9,
        description="The most a losing go matches; null for no cap.",
    )
    last_hand: bool = option(
        False,
        rule="oldman.last-hand",
        description="The last hand of the game: losing goes pay the winners instead of "
        "matching, and a pot the old man keeps is divided among the players.",
    )
    old_man_tie: OldManTie = option(
        OldManTie.OLD_MAN,
        rule="oldman.old-man-tie",
        description="A go who ties the old man's hand: loses (the old man wins ties) or wins.",
    )
    matched_pot_antes: MatchedPotAntes = option(
        MatchedPotAntes.NONE,
        rule="oldman.matched-pot",
        description="A hand played for a carried (matched) pot: no antes at all, or only the "
        "antes to stay in.",
    )


@dataclass(frozen=True, kw_only=True)
class CounterbluffRules(HouseRules):
    """Counterbluff (RULES.md §3)."""

    packs: int = option(
        1,
        rule="counterbluff.identical-cards",
        minimum=1,
        maximum=2,
        description="One pack, or two shuffled together (104 cards).",
    )
    lowball: bool = option(
        False,
        rule="counterbluff.lowball",
        description="The Lowball option: the leader may lay five cards for Lowball.",
    )
    ties: Ties = option(
        Ties.NO_SCORE,
        rule="counterbluff.tie",
        description="Two equal hands at a showdown or a face-up Lowball: nobody scores, or both "
        "do.",
    )
    four_of_a_kind: FourOfAKind = option(
        FourOfAKind.STANDARD,
        rule="counterbluff.four-of-a-kind",
        description="Where four of a kind ranks (S2's list leaves it out): between a full house "
        "and a straight flush, or above a straight flush.",
    )
    lowball_leader: LowballLeader = option(
        LowballLeader.SCORER,
        rule="counterbluff.lowball-leader",
        description="Who leads after a Lowball call: the player who scored (the caller if "
        "nobody did), or always the caller.",
    )


RAZZ: Final = StudRules(big_bets_from_fifth=True)
LONDON_LOWBALL: Final = StudRules(structure=Structure.POT_LIMIT, big_bets_from_fifth=True)
