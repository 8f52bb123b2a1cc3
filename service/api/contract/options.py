"""House-rule options as the API reads them: one field per option, said in the schema."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from types import MappingProxyType
from typing import Any, ClassVar, Final

import marshmallow as ma

from service.api.contract.fields import (
    BoundedList,
    Distinct,
    RankField,
    StrictBoolean,
    WholeNumber,
)
from service.api.contract.wording import unknown_field
from service.rules.betting.round import Structure
from service.rules.games.catalog import CATALOG
from service.rules.games.options import OptionInfo, OptionKind, options_of, with_settings
from service.rules.games.table import showdown_rules
from service.rules.pots.showdown import Game


def option_field(option: OptionInfo, *, own: bool = True) -> ma.fields.Field[Any]:
    """The field that reads one house rule, with everything the schema can say about it.

    ``own``: the field is in the options of the one game (or table) whose default ``option``
    carries, and the contract says that default; in the options of every game it is each game's
    own, said by the catalogue. The default is said, not loaded: left out, an option is left to
    the house rules' own default (:func:`~service.rules.games.options.with_settings`).

    >>> from service.rules.disputes import DISPUTE_RULES
    >>> option_field(options_of(DISPUTE_RULES)[0]).metadata["default"]
    'two_acted'
    """
    common: dict[str, Any] = {
        "allow_none": option.nullable,
        "metadata": {"description": f"{option.description} (rule `{option.rule}`)"},
    }
    field: ma.fields.Field[Any]
    if option.kind == OptionKind.BOOLEAN:
        field = StrictBoolean(**common)
    elif option.kind == OptionKind.INTEGER:
        field = WholeNumber(validate=ma.validate.Range(option.minimum, option.maximum), **common)
    elif option.kind == OptionKind.CHOICE:
        field = ma.fields.String(validate=ma.validate.OneOf(option.choices), **common)
    else:
        # A set of ranks, as every other list of wild ranks in the contract: none twice.
        ranks = [ma.validate.Length(max=13), Distinct()]
        field = BoundedList(RankField(), validate=ranks, **common)
    if own and option.default is not None:  # None: left out is none, which says itself
        said = field.serialize("default", {"default": option.default})
        field.metadata = {**field.metadata, "default": said}
    return field


@cache  # read by three modules of the contract: each game's options are made once, not thrice
def every_option() -> Mapping[str, OptionInfo]:
    """Every house rule of every game, by name; a name means the same values in every game."""
    found: dict[str, OptionInfo] = {}
    for game in CATALOG.values():
        for info in options_of(game.house_rules):
            first = found.setdefault(info.name, info)
            same = (info.kind, info.choices, info.minimum, info.maximum, info.nullable)
            assert same == (first.kind, first.choices, first.minimum, first.maximum, first.nullable)
    return MappingProxyType(found)


OptionsSchema: Final = ma.Schema.from_dict(
    {name: option_field(option, own=False) for name, option in every_option().items()},
    name="OptionsSchema",
)
"""Every house rule any game has; a game accepts only its own (see `GET /v1/games/{game}`)."""


class GameOptionsSchema(ma.Schema):
    """One game's house rules. An option that applies under some betting structures only (the
    cap, in fixed limit) is refused under another, the game's default structure counting where
    `structure` is left out: a table that set it would play no differently."""

    DEFAULT_STRUCTURE: ClassVar[str | None] = None
    """The game's structure where `options` leaves it out; None: the game has no structure."""
    BOUND: ClassVar[dict[str, tuple[str, ...]]] = {}
    """The options bound to some structures, and those structures."""

    @classmethod
    def json_schema_extra(cls) -> dict[str, Any]:
        """Under each structure, the options that do not apply refused (``false``): the default
        structure's condition holds where `structure` is left out, another's where it is given."""
        if cls.DEFAULT_STRUCTURE is None or not cls.BOUND:
            return {}
        conditions = []
        for structure in _STRUCTURES:
            refused = [name for name, under in cls.BOUND.items() if structure not in under]
            if not refused:
                continue
            given: dict[str, Any] = {"properties": {"structure": {"const": structure}}}
            if structure != cls.DEFAULT_STRUCTURE:
                given["required"] = ["structure"]
            conditions.append({"if": given, "then": {"properties": dict.fromkeys(refused, False)}})
        return {"allOf": conditions} if conditions else {}

    @ma.validates_schema(pass_original=True)
    def _applies(self, data: dict[str, Any], original: Any, **kwargs: Any) -> None:
        if not self.BOUND or not isinstance(original, dict):
            return
        structure = str(data.get("structure", self.DEFAULT_STRUCTURE))
        errors = {
            name: [not_under(structure)]
            for name, under in self.BOUND.items()
            if name in original and structure not in under
        }
        if errors:
            raise ma.ValidationError(errors)


_STRUCTURES: Final = [structure.value for structure in Structure]
FIXED_LIMIT: Final = Structure.FIXED_LIMIT.value
"""The structure whose fields (a big bet, a raise cap) other structures refuse."""


def not_under(structure: str, what: str = "option") -> str:
    """Why a field of one structure is refused under ``structure`` (a value of `structure`):
    the words of every schema that binds fields to structures (``what``: an option, a stake)."""
    if structure == Structure.FIXED_LIMIT:
        return f"a pot- and no-limit {what}: leave it out in fixed limit."
    return f"a fixed-limit {what}: leave it out in {structure.replace('_', ' ')}."


@cache  # one class per game: the contract names it once
def options_schema(game: str) -> type[ma.Schema]:
    """The house rules of one game, and no other's: for the operations of that game alone, so
    that the contract refuses another game's option as the service does (schemathesis sent
    them, and the service refused them for their shape alone).

    >>> sorted(options_schema("counterbluff")().fields) == sorted(
    ...     o.name for o in options_of(CATALOG["counterbluff"].house_rules))
    True
    """
    name = "".join(part.title() for part in game.split("_")) + "OptionsSchema"
    options = options_of(CATALOG[game].house_rules)
    schema = GameOptionsSchema.from_dict({o.name: option_field(o) for o in options}, name=name)
    structure = next((o.default for o in options if o.name == "structure"), None)
    if isinstance(structure, str):
        schema.DEFAULT_STRUCTURE = structure  # type: ignore[attr-defined]
        schema.BOUND = {o.name: o.structures for o in options if o.structures}  # type: ignore[attr-defined]
    return schema


RANKED_GAMES: Final = [
    name
    for name, game in CATALOG.items()
    if (rules := showdown_rules(game, with_settings(game.house_rules, {}))).high or rules.low
]
"""The games whose showdown ranks hands: every game but those scored by points (Elimination)."""


class GameShortcutSchema(ma.Schema):
    """A `game` from the catalogue, with its house rules, in place of the explicit settings.

    Subclasses name in ``SUPPLIED`` the fields a game supplies; giving both is refused, so a
    request never holds two answers to one question.
    """

    SUPPLIED: ClassVar[tuple[str, ...]] = ()

    game = ma.fields.String(
        load_default=None, allow_none=False,
        validate=ma.validate.OneOf(RANKED_GAMES),
        metadata={"description": "A game of `GET /v1/games` whose hands are ranked (not "
                  "Elimination, scored by points): it supplies the rankings, the qualifier, the "
                  "wild cards and the deck. Omit it to give them yourself."},
    )  # fmt: skip
    options = ma.fields.Nested(
        OptionsSchema,
        metadata={"description": "Only with `game`: its house rules (`GET /v1/games/{game}`); "
                  "each one left out has the game's default."},
    )  # fmt: skip

    @classmethod
    def json_schema_extra(cls) -> dict[str, Any]:
        """What the contract says beyond the fields: house rules need a `game`, a `game` comes
        without the settings it supplies, and its `options` are that game's own (the
        ``{Game}Options`` of its state operation)."""
        # One branch a game, its options beside it: a `oneOf` of exclusive branches rather than
        # an `if`/`then` a game, which schemathesis cannot generate bodies for once there are
        # more than a few (tests/api/test_contract_generation.py).
        own = [
            {
                "required": ["game"],
                "properties": {
                    "game": {"const": game},
                    "options": {"$ref": f"#/components/schemas/{title}"},
                },
            }
            for game in RANKED_GAMES
            if (title := options_schema(game).__name__.removesuffix("Schema"))
        ]
        return {
            "dependentRequired": {"options": ["game"]},
            "dependentSchemas": {
                "game": {"properties": dict.fromkeys(cls.SUPPLIED, False), "oneOf": own}
            },
        }

    @ma.validates_schema(pass_original=True)
    def _one_source(self, data: dict[str, Any], original: Any, **kwargs: Any) -> None:
        if not isinstance(original, dict):
            return
        if "game" not in original:
            if "options" in original:
                raise ma.ValidationError(
                    {"options": ['give a "game" too, or leave "options" out: house rules '
                                 "belong to a game."]}
                )  # fmt: skip
            return
        options = original.get("options")
        if isinstance(options, dict) and isinstance(original["game"], str):
            own = options_schema(original["game"])()
            strangers = [name for name in options if name not in own.fields]
            if strangers:  # another game's house rule: this game's options are its own
                said = {name: [unknown_field(own, name)] for name in strangers}
                raise ma.ValidationError({"options": said})
        clash = [name for name in self.SUPPLIED if name in original]
        if clash:
            raise ma.ValidationError(
                {name: ['leave out this field or "game": the game supplies it.'] for name in clash}
            )


def game_rules(request: dict[str, Any]) -> Game | None:
    """The rankings, wild cards and pot rules of the request's `game`, if it names one."""
    if request["game"] is None:
        return None
    game = CATALOG[request["game"]]
    options = request.get("options", {})
    given = {k: tuple(v) if isinstance(v, list) else v for k, v in options.items()}
    return showdown_rules(game, with_settings(game.house_rules, given))
