"""House-rule options: the machinery that reads a game's typed house rules.

Each game's house rules are one frozen dataclass (:mod:`service.rules.games.house_rules`), each
option a field made by :func:`option` with its default, the rule it sets and its range. Code
reads ``rules.forced_bring_in``, which mypy checks, so a misspelt option cannot exist. A caller's
settings are applied by :func:`with_settings`, which refuses a name the game does not have
(``games.option``) and a value outside the option's range. What the catalogue and the contract
say about each option is read off the fields by :func:`options_of`, so the declaration is the
only list.
"""

from __future__ import annotations

import types
import typing
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from enum import StrEnum
from typing import Any, TypeVar

from service.rules.cards import Rank
from service.rules.errors import RuleViolation, quoted
from service.rules.pots.showdown import Game

OptionValue = bool | int | str | tuple[Rank, ...] | None
"""A setting as a caller gives it: a flag, a number, a choice by name, or wild ranks."""


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
    structures: tuple[StrEnum, ...] = (),
) -> Any:
    """A house-rule field: its default, the rule it sets, the range of its values, and where it
    applies only under some betting structures (the cap in fixed limit), those."""
    about = {"rule": rule, "description": description, "minimum": minimum, "maximum": maximum}
    return field(default=default, metadata=about | {"only": only, "structures": structures})


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
    structures: tuple[str, ...] = ()
    """The betting structures the option applies under; empty: every one. A table that sets it
    under another plays no differently, so it is refused rather than ignored."""


@dataclass(frozen=True, kw_only=True)
class HouseRules:
    """The house rules of one game; each subclass is one game's options."""

    def showdown(self, game: Game) -> Game:
        """How these settings change the way the game values hands and shares pots."""
        return game

    def bring_in_used(self) -> bool | None:
        """Whether the game is played with a bring-in; None where it has none to choose."""
        return None

    def check_table(self, seats: int) -> None:
        """Refuse a table these settings cannot be played at (the rule it breaks)."""

    def cited(self) -> tuple[str, ...]:
        """Rules these settings add to the game's own."""
        return ()


Rules = TypeVar("Rules", bound=HouseRules)


def options_of(rules: HouseRules) -> tuple[OptionInfo, ...]:
    """Every option of a game's house rules, its default being this game's own setting."""
    return tuple(
        replace(info, default=_as_given(getattr(rules, info.name)))
        for info in _options_of_kind(type(rules))
    )


def has_option(rules: HouseRules, name: str) -> bool:
    """Whether a game's house rules have the option ``name`` (the ones the next deal is told
    about read it: Jacks or Better's ``passed_out``, Old Man's ``matched_pot_antes``)."""
    return any(info.name == name for info in _options_of_kind(type(rules)))


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
        "structures": tuple(str(s) for s in about.get("structures", ())),
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
                f"this game has no option {quoted(name)}; its options are: {offered}",
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
            "games.option",
            f"{quoted(value)} is not a value of {info.name}",
            at=(("options", info.name),),
        )
    return value
