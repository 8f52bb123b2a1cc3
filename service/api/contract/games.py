"""The contract of a whole hand's setup and events, ``POST /v1/games/{game}/state`` (the state
it answers is :mod:`service.api.contract.hand_state`; the catalogue is
:mod:`service.api.contract.catalogue`)."""

from __future__ import annotations

from functools import cache
from typing import Any, ClassVar, Final

import marshmallow as ma

from service.api.contract.events import game_event
from service.api.contract.fields import (
    MAX_SEATS,
    OPEN,
    BoundedList,
    StrictBoolean,
    WholeNumber,
    chips,
    pot_chips,
)
from service.api.contract.options import FIXED_LIMIT, OptionsSchema, not_under, options_schema
from service.api.contract.unions import TaggedUnion
from service.rules.games.catalog import CATALOG, Family, GameSpec
from service.rules.games.next_deal import MOST_PASSED_OUT
from service.rules.games.openers_showdown import ProvingOpeners
from service.rules.games.options import has_option
from service.rules.games.procedure import events_taken, steps_of
from service.rules.games.steps.show import Show
from service.rules.games.table import Setup, configure
from service.settings import DEFAULTS

SHORTEST_EVENT: Final = len('{"type":"call","seat":0}')
MAX_EVENTS: Final = DEFAULTS["MAX_CONTENT_LENGTH"] // SHORTEST_EVENT
"""As many events as the largest body the service takes can hold: a heads-up raise war has no
limit but the stacks (RULES.md §0), so the body's size bounds the work, and each event costs
the same to replay."""


def _ante() -> WholeNumber:
    return chips(load_default=0)


def _small_bet(*, required: bool) -> WholeNumber:
    return chips(
        1,
        required=required,
        load_default=ma.missing if required else None,
        allow_none=False,
        metadata={"description": "Fixed limit: the small bet. Pot and no limit: the least bet."},
    )


def _big_bet(default: str) -> WholeNumber:
    return chips(
        1,
        load_default=None,
        allow_none=False,
        metadata={
            "description": f"Fixed limit: the big bet. Default: {default}. When it is bet "
            "is the game's rule: from the turn in hold'em and Omaha; after the draw in the "
            "single-draw games, in the last two rounds of the triple draws; in stud (pagat.com's "
            "rule) from fourth street only when a live hand shows a pair, never in a high-low "
            "or low game, unless option `big_bets_from_fifth` (the casino's: from fifth street "
            "on; Razz's and London lowball's default)."
        },
    )


def _blinds(*, required: bool) -> BoundedList:
    return BoundedList(
        chips(0),
        required=required,
        load_default=ma.missing if required else list,
        validate=ma.validate.Length(1, MAX_SEATS),
        metadata={"description": "The small blind, the big blind, then any straddles, in the "
                  "order they are posted from the button's left (heads-up the button posts the "
                  "small blind); 0 for a seat before them that posts none (a single blind is "
                  "the big blind; a blind on the button alone follows a 0 for every other "
                  "seat). The big blind is the game's bet: fixed limit's small bet, pot and no "
                  "limit's least bet."},
    )  # fmt: skip


class StakesSchema(ma.Schema):
    """The stakes of a hand, whatever its game: every field any game takes (a game's request
    takes its own, :func:`stakes_schema`)."""

    ante = _ante()
    bring_in = chips(1, load_default=None, allow_none=False)
    small_bet = _small_bet(required=False)
    big_bet = _big_bet("twice the small bet")
    blinds = _blinds(required=False)


class AnteStakesSchema(ma.Schema):
    """The stakes of a game without betting rounds (Old Man): the ante."""

    ante = _ante()


class BetStakesSchema(ma.Schema):
    """The stakes of a game that bets from the dealer's left, with neither blinds nor a
    bring-in, and a big bet (Jacks or Better)."""

    ante = _ante()
    small_bet = _small_bet(required=True)
    big_bet = _big_bet("twice the small bet")


class FlatStakesSchema(ma.Schema):
    """The stakes of a game that bets one amount in every round from the dealer's left
    (Elimination): the ante and the bet."""

    ante = _ante()
    small_bet = _small_bet(required=True)


class StudStakesSchema(ma.Schema):
    """The stakes of a stud game: the ante, the bring-in, the small and the big bet."""

    ante = _ante()
    bring_in = chips(
        1,
        load_default=None, allow_none=False,
        metadata={"description": "The forced bring-in, less than the small bet; left out when the "
                  "game is played without one (option `forced_bring_in` false)."},
    )  # fmt: skip
    small_bet = _small_bet(required=True)
    big_bet = _big_bet("twice the small bet")


class BlindStakesSchema(ma.Schema):
    """The stakes of a game dealt with blinds (hold'em, Omaha, the draw games): the blinds,
    whose big blind is the bet, an ante if any, and the big bet."""

    ante = _ante()
    blinds = _blinds(required=True)
    big_bet = _big_bet("twice the big blind")


class BlindsOrAntesStakesSchema(ma.Schema):
    """The stakes of a game dealt with blinds, or with antes alone (five-card draw, RULES.md
    §7): the blinds, whose big blind is the bet, or the ante and the small bet."""

    ante = _ante()
    blinds = _blinds(required=False)
    small_bet = _small_bet(required=False)
    big_bet = _big_bet("twice the big blind or the small bet")

    @classmethod
    def json_schema_extra(cls) -> dict[str, Any]:
        """The bet is said once: by the blinds (the big blind), or by `small_bet` when the hand
        is dealt with antes alone; exactly one of the two."""
        return {"oneOf": [{"required": ["blinds"]}, {"required": ["small_bet"]}]}

    @ma.validates_schema(pass_original=True)
    def _one_bet(self, data: dict[str, Any], original: Any, **kwargs: Any) -> None:
        if not isinstance(original, dict):
            return
        if "blinds" in original and "small_bet" in original:
            raise ma.ValidationError(
                {"small_bet": ["leave out this field: with blinds, the big blind is the bet."]}
            )
        if "blinds" not in original and "small_bet" not in original:
            raise ma.ValidationError(
                {"blinds": ['give the blinds, or "small_bet" for a hand dealt with antes '
                            "alone."]}
            )  # fmt: skip


def stakes_schema(game: GameSpec) -> type[ma.Schema]:
    """The stakes a hand of ``game`` takes: each amount said once, and only those it has."""
    if not game.betting:
        return AnteStakesSchema
    if game.blinds:
        return BlindsOrAntesStakesSchema if game.antes_instead else BlindStakesSchema
    if game.house_rules.bring_in_used() is not None:
        return StudStakesSchema
    return BetStakesSchema if game.big_bet else FlatStakesSchema


def _events(event: TaggedUnion) -> BoundedList:
    return BoundedList(
        event,
        load_default=list,
        validate=ma.validate.Length(max=MAX_EVENTS),
        metadata={"description": f"The events so far, in order. At most {MAX_EVENTS}: as many "
                  f"as a body of {DEFAULTS['MAX_CONTENT_LENGTH'] // 1024} KiB can hold, so a "
                  "heads-up raise war is cut short only by the stacks."},
    )  # fmt: skip


class SeatSetupSchema(ma.Schema):
    """A seat as the hand starts, in clockwise order."""

    name = ma.fields.String(validate=ma.validate.Length(1, 64))
    stack = chips(
        1,
        required=True,
        metadata={"description": "Chips in front of the player as the hand starts, before "
                  "antes and blinds: the same in every request of the hand (an answer's "
                  "`seats.stack` is what is behind now)."},
    )  # fmt: skip


class StateRequestSchema(ma.Schema):
    """The setup of a hand and its events so far."""

    dealer = WholeNumber(required=True, validate=ma.validate.Range(0, MAX_SEATS - 1))
    stakes = ma.fields.Nested(StakesSchema, required=True)
    seats = BoundedList(
        ma.fields.Nested(SeatSetupSchema), required=True, validate=ma.validate.Length(2, MAX_SEATS)
    )
    options = ma.fields.Nested(OptionsSchema, load_default=dict)
    events = _events(game_event(component="GameEvent"))
    carried_pot = pot_chips(
        load_default=0,
        metadata={"description": "Chips already in the pot from earlier deals (a passed-out "
                  "deal, forfeited false openers, an unwon declare pot): nobody's, won with the "
                  "main pot."},
    )  # fmt: skip


def _passed_out_deals() -> WholeNumber:
    return WholeNumber(
        load_default=0,
        validate=ma.validate.Range(0, MOST_PASSED_OUT),
        metadata={"description": "Deals passed out in a row just before this one (with option "
                  "passed_out = everyone_antes, everyone antes)."},
    )  # fmt: skip


def _carried_pot_matched() -> StrictBoolean:
    return StrictBoolean(
        load_default=True,
        metadata={"description": "Whether `carried_pot` holds the chips the losing goes "
                  "matched, played without antes (the Old Man write-up: \u201cwhen the pot is "
                  "matched there is no anteing\u201d), or nobody matched a chip into it "
                  "(everyone folded, or every go who lost had nothing left), anted to as any "
                  "hand: the last hand's "
                  "`carry.carried_pot_matched`."},
    )  # fmt: skip


class BigBetInFixedLimit(ma.Schema):
    """A hand's request whose stakes name a big bet only in fixed limit, the game's default
    structure counting where `options.structure` is left out: pot and no limit have none
    (rule ``betting.fixed-limit``), and a table that named one would play no differently."""

    DEFAULT_STRUCTURE: ClassVar[str] = FIXED_LIMIT

    @classmethod
    def json_schema_extra(cls) -> dict[str, Any]:
        """`stakes.big_bet` refused (``false``) under any structure but fixed limit. Each part
        is open to the body's other fields in so many words (``unevaluatedProperties: true``,
        which JSON Schema assumes anyway): Redocly's example check reads a schema with
        ``properties`` as closed unless it says otherwise."""
        given = {"const": FIXED_LIMIT} if cls.DEFAULT_STRUCTURE != FIXED_LIMIT else {
            "not": {"const": FIXED_LIMIT}
        }  # fmt: skip
        structure = {"properties": {"structure": given}, "required": ["structure"], **OPEN}
        condition = {"properties": {"options": structure}, "required": ["options"], **OPEN}
        stakes = {"properties": {"big_bet": False}, **OPEN}
        refused = {"properties": {"stakes": stakes}, **OPEN}
        if cls.DEFAULT_STRUCTURE == FIXED_LIMIT:  # refused where another structure is named
            return {"if": condition, "then": refused}
        return {"if": condition, "else": refused}  # refused unless fixed limit is named

    @ma.validates_schema(pass_original=True)
    def _big_bet_in_fixed_limit(self, data: dict[str, Any], original: Any, **kwargs: Any) -> None:
        stakes = original.get("stakes") if isinstance(original, dict) else None
        if not isinstance(stakes, dict) or "big_bet" not in stakes:
            return
        structure = str((data.get("options") or {}).get("structure", self.DEFAULT_STRUCTURE))
        if structure != FIXED_LIMIT:
            raise ma.ValidationError({"stakes": {"big_bet": [not_under(structure, "stake")]}})


PLAYED_BY_EVENTS: Final = [g for g, spec in CATALOG.items() if spec.family != Family.COUNTERBLUFF]
"""Games whose hands the state operations replay, one a game (Counterbluff has its own)."""


def proves_openers(game: GameSpec) -> bool:
    """Whether ``game``'s showdown has the opener prove his openers, showing the discards he
    kept aside (S1): its show step's companion is the opener's proof, the one part of a
    showdown that reads a show's discards. Every other game's show takes the down cards alone.

    >>> proves_openers(CATALOG["jacks_or_better"]), proves_openers(CATALOG["texas_holdem"])
    (True, False)
    """
    setup = Setup(
        stacks=(100,) * game.min_players,
        dealer=0,
        ante=1,
        bring_in=1 if game.house_rules.bring_in_used() else None,
        small_bet=2,
        blinds=(1, 2) if game.blinds else (),
    )
    return any(
        isinstance(step, Show) and isinstance(step.companion, ProvingOpeners)
        for step in steps_of(configure(game, setup))
    )


@cache  # one class per game: the contract names it once
def state_request_schema(game: str) -> type[StateRequestSchema]:
    """The setup and events of a hand of ``game``, whose stakes, options and event types are
    that game's alone: the request of that game's state operation (``{Game}StateRequest`` in
    the contract).

    >>> schema = state_request_schema("razz")
    >>> schema.__name__, sorted(schema().fields) == sorted(StateRequestSchema().fields)
    ('RazzStateRequestSchema', True)
    >>> sorted(set(state_request_schema("jacks_or_better")().fields) - set(schema().fields))
    ['passed_out_deals']
    """
    title = "".join(part.title() for part in game.split("_"))
    spec = CATALOG[game]
    fields = {
        "stakes": ma.fields.Nested(stakes_schema(spec), required=True),
        "options": ma.fields.Nested(options_schema(game), load_default=dict),
        "events": _events(
            game_event(
                events_taken(spec),
                proving_openers=proves_openers(spec),
                component=f"{title}GameEvent",
            )
        ),
    }
    if has_option(spec.house_rules, "passed_out"):
        # Only a game whose house rules say what a passed-out deal does counts them.
        fields["passed_out_deals"] = _passed_out_deals()
    if has_option(spec.house_rules, "matched_pot_antes"):
        # Only a game whose antes read whether its carried pot is matched is told (Old Man).
        fields["carried_pot_matched"] = _carried_pot_matched()
    bases: tuple[type[ma.Schema], ...] = (StateRequestSchema,)
    structure = getattr(options_schema(game), "DEFAULT_STRUCTURE", None)
    if structure is not None and "big_bet" in stakes_schema(spec)().fields:
        # A game of several structures whose stakes take a big bet: only in fixed limit.
        fields["DEFAULT_STRUCTURE"] = structure
        bases = (BigBetInFixedLimit, StateRequestSchema)
    schema = type(f"{title}StateRequestSchema", bases, fields)
    schema.__doc__ = f"The setup of a hand of {CATALOG[game].name} and its events so far."
    return schema
