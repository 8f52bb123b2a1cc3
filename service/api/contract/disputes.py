"""The contract of the disputes endpoints: one small request per kind of dispute (its ruling's
schema is in :mod:`.dispute_rulings`).

Each operation has its own request and answer schema rather than one body with a ``kind``
discriminator: a generated client then gets one plain typed function per dispute, which every
generator handles, where a discriminated union (``oneOf`` with a mapping) is handled unevenly.
"""

from __future__ import annotations

from typing import Any, ClassVar, Final

import marshmallow as ma

from service.api.contract.betting import STUD_STREETS
from service.api.contract.fields import (
    OPEN,
    BoundedList,
    CardField,
    StrictBoolean,
    WholeNumber,
    chips,
)
from service.api.contract.options import option_field
from service.rules.betting.terms import Structure
from service.rules.disputes import DISPUTE_RULES, ExposedBy, Family
from service.rules.disputes.deal import DRAW_CARDS, FIRST_ROUND_MOVES, MisdealCause
from service.rules.disputes.showdown import CALLABLE
from service.rules.disputes.wagers import OUT_OF_TURN_MOVES, Limit, Said
from service.rules.games.catalog import CATALOG
from service.rules.games.options import OptionInfo, options_of
from service.rules.games.spec import Family as GameFamily

MAX_ACTIONS: Final = 20
"""The actions in turn a misdeal claim lists: more than a first round ever holds."""
MOVES_IN_ORDER: Final = ("check", "call", "bet", "raise", "fold", "complete")
"""The moves a dispute names, in the order a player reads them."""


def _described(description: str, example: Any) -> dict[str, Any]:
    return {"metadata": {"description": description, "example": example}}


def _choice(values: list[str], description: str, example: str, **kwargs: Any) -> Any:
    return ma.fields.String(
        validate=ma.validate.OneOf(values), **_described(description, example), **kwargs
    )


def _flag(description: str, *, default: bool = False) -> StrictBoolean:
    return StrictBoolean(load_default=default, **_described(description, default))


def _reading(info: OptionInfo) -> ma.fields.Field[Any]:
    field = option_field(info)
    field.metadata = {**field.metadata, "example": info.default}
    return field


DisputeOptionsSchema: Final = ma.Schema.from_dict(
    {info.name: _reading(info) for info in options_of(DISPUTE_RULES)},
    name="DisputeOptionsSchema",
)
"""The table's house rules for disputes, each read as a game's are; each defaults to Robert's
Rules of Poker, and the contract says so."""


def _options() -> ma.fields.Nested:
    return ma.fields.Nested(
        DisputeOptionsSchema,
        load_default=dict,
        metadata={
            "description": "The table's house rules for disputes; leave out for Robert's Rules.",
            "example": {},
        },
    )


def _family(example: str, *, board: bool = False) -> Any:
    """The game's family; ``board``: hold'em and Omaha too (a hole card exposed on the deal)."""
    families = [f.value for f in Family if board or f != Family.BOARD]
    stud = "stud (seven-card stud and its variants)"
    draw = "draw (five-card draw, Jacks or Better, the lowball draw games, badugi)"
    said = f"{stud}, {draw} or board (hold'em and Omaha)" if board else f"{stud} or {draw}"
    return _choice(
        families,
        f"The game's family: {said}.",
        example,
        required=True,
    )


def _exposed_by() -> Any:
    return _choice(
        [e.value for e in ExposedBy],
        "Whose doing it was: the dealer's, or the player's own.",
        ExposedBy.DEALER.value,
        load_default=ExposedBy.DEALER.value,
    )


def _first_round_actions() -> ma.fields.List[Any]:
    return BoundedList(
        _choice(
            [m for m in MOVES_IN_ORDER if m in FIRST_ROUND_MOVES],
            "An action in turn.",
            "call",
        ),
        load_default=list,
        validate=ma.validate.Length(max=MAX_ACTIONS),
        **_described(
            "The actions taken in turn on the first betting round, after the antes, blinds or "
            "bring-in, before attention was called to the error, in order.",
            ["call"],
        ),
    )


_NEVER: Final[dict[str, Any]] = {"not": {}}


class _ByFamily(ma.Schema):
    """A dispute whose fields belong to some families of games only: the schema says which, a
    condition on `family` each, and the loader refuses a field of another family, naming it,
    as it refuses a field of another structure (a request that asks in another family's terms
    is asked wrongly, not about an impossible table)."""

    OWN: ClassVar[dict[str, tuple[str, ...]]] = {}
    """Each family-bound field, and the families it belongs to."""
    NEEDED: ClassVar[dict[str, tuple[str, ...]]] = {}
    """Each field a family needs, and those families."""
    SAID: ClassVar[dict[str, str]] = {}
    """What each family-bound field is, in words, for its refusals."""

    @classmethod
    def json_schema_extra(cls) -> dict[str, Any]:
        """One condition a family: the fields of other families refused, its own required."""
        conditions = []
        for family in cls._families():
            then: dict[str, Any] = {
                "properties": {n: _NEVER for n, of in cls.OWN.items() if family not in of},
                **OPEN,
            }
            needed = [name for name, of in cls.NEEDED.items() if family in of]
            if needed:  # named among the condition's properties too, as Redocly asks
                then["properties"] |= {name: {} for name in needed}
                then["required"] = needed
            given = {"properties": {"family": {"const": family}}, "required": ["family"], **OPEN}
            conditions.append({"if": given, "then": then})
        return {"allOf": conditions}

    @classmethod
    def _families(cls) -> list[str]:
        validator = cls._declared_fields["family"].validators[0]
        assert isinstance(validator, ma.validate.OneOf)
        return [str(choice) for choice in validator.choices]

    @ma.validates_schema(pass_original=True)
    def _of_the_family(self, data: dict[str, Any], original: Any, **kwargs: Any) -> None:
        if not isinstance(original, dict) or "family" not in data:
            return
        family = data["family"]
        game = _FAMILY_WORDS[family]
        errors = {
            name: [f"leave it out in {game}: {self.SAID[name]}."]
            for name, of in self.OWN.items()
            if name in original and family not in of
        }
        errors |= {
            name: [f"give it in {game}: {self.SAID[name]}."]
            for name, of in self.NEEDED.items()
            if name not in original and family in of
        }
        if errors:
            raise ma.ValidationError(errors)


_FAMILY_WORDS: Final = {
    Family.STUD: "stud",
    Family.DRAW: "a draw game",
    Family.BOARD: "hold'em or Omaha",
}


DRAW_GAMES: Final = tuple(g.id for g in CATALOG.values() if g.family == GameFamily.DRAW)
"""The games a draw-family dispute may name."""


class ExposedCardRequestSchema(_ByFamily):
    """A card exposed while the hand was being dealt."""

    OWN: ClassVar = {
        "card_number": (Family.STUD,),
        "deal_order": (Family.DRAW, Family.BOARD),
        "game": (Family.DRAW,),
        "structure": (Family.DRAW,),
        "card": (Family.DRAW,),
    }
    NEEDED: ClassVar = {"card_number": (Family.STUD,), "deal_order": (Family.DRAW, Family.BOARD)}
    SAID: ClassVar = {
        "card_number": "it counts a stud player's own cards",
        "deal_order": "it counts the cards off the deck of a draw game, hold'em or Omaha",
        "game": "it names the draw game dealt",
        "structure": "it is the draw game's betting structure",
        "card": "it decides in limit ace-to-five lowball",
    }

    family = _family("stud", board=True)
    exposed_by = _exposed_by()
    card_number = WholeNumber(
        validate=ma.validate.Range(1, 7),
        **_described(
            "Stud only: which of the player's cards it was (1 and 2 are his hole cards, 7 his "
            "last card).",
            2,
        ),
    )
    deal_order = WholeNumber(
        validate=ma.validate.Range(1, 52),
        **_described(
            "Draw, hold'em and Omaha: which card off the deck it was, 1 for the first card dealt.",
            7,
        ),
    )
    earlier_exposed = WholeNumber(
        load_default=0,
        validate=ma.validate.Range(0, 51),
        **_described("How many cards the dealer had already exposed in this deal.", 0),
    )
    game = _choice(
        list(DRAW_GAMES),
        "Draw only: the game dealt, where its own rule decides (limit ace-to-five lowball "
        "takes an exposed seven or under); left out, any draw game.",
        "ace_to_five_draw",
    )
    structure = _choice(
        [s.value for s in Structure],
        "Draw only: the game's betting structure; left out, the game's own (limit in "
        "ace-to-five lowball).",
        Structure.FIXED_LIMIT.value,
    )
    card = CardField(
        **_described(
            "Draw only: the card exposed; in limit ace-to-five lowball its rank decides.", "6h"
        )
    )
    options = _options()


class MisdealRequestSchema(ma.Schema):
    """Somebody claims a misdeal."""

    cause = _choice(
        [c.value for c in MisdealCause],
        "What went wrong: one of Robert's Rules' causes of a misdeal (the first or second card "
        "off the deck exposed by the dealer, two cards exposed, two boxed cards, two extra "
        "cards, a player dealt the wrong number of cards, a card out of sequence, the button "
        "out of position, the first card to the wrong seat, a hand dealt to an empty seat, a "
        "player dealt out), or a single boxed or extra card, which is no misdeal.",
        MisdealCause.TWO_CARDS_EXPOSED.value,
        required=True,
    )
    actions = _first_round_actions()
    options = _options()


class OutOfTurnRequestSchema(ma.Schema):
    """A player acted before his turn."""

    type = _choice(
        [m.value for m in OUT_OF_TURN_MOVES],
        "What he did out of turn.",
        "check",
        required=True,
    )
    facing_bet = StrictBoolean(
        required=True,
        **_described("Whether there was a bet for him to call when he acted.", False),
    )
    skipped = BoundedList(
        _choice(
            [m.value for m in OUT_OF_TURN_MOVES],
            "An action of a skipped player.",
            "bet",
        ),
        load_default=list,
        validate=ma.validate.Length(max=9),
        **_described(
            "What the players he skipped did when the action went back to them, in order; "
            "empty if they have not acted yet.",
            ["bet"],
        ),
    )
    options = _options()


class StringRaiseRequestSchema(ma.Schema):
    """A player facing a bet put chips in: did he call or raise?"""

    said = _choice(
        [s.value for s in Said],
        "What he said in turn as he put the chips in.",
        Said.NOTHING.value,
        load_default=Said.NOTHING.value,
    )
    to_call = chips(1, required=True, **_described("The chips he needed to put in to call.", 10))
    full_raise = chips(
        1,
        required=True,
        **_described(
            "The size of a full raise: the round's bet in fixed limit, the last full bet or "
            "raise in no limit.",
            10,
        ),
    )
    motions = BoundedList(
        chips(1),
        required=True,
        validate=ma.validate.Length(1, 10),
        **_described("The chips he put in with each motion, in order.", [10, 10]),
    )
    single_chip = _flag("He put in one chip, larger than the call.")
    structure = _choice(
        [v.value for v in Limit],
        "How much may be bet: fixed_limit, a raise is exactly one bet; no_limit, at least the "
        "last full bet or raise (pot limit too: its raises follow the no-limit rules).",
        Limit.FIXED_LIMIT.value,
        load_default=Limit.FIXED_LIMIT.value,
    )
    options = _options()


class ShortCallRequestSchema(ma.Schema):
    """A player facing a bet put in less than the call."""

    to_call = chips(1, required=True, **_described("The chips he needed to call.", 20))
    put_in = chips(required=True, **_described("The chips he put in.", 10))
    behind = chips(
        required=True, **_described("The chips still in front of him after putting them in.", 90)
    )
    unaware_of_raise = _flag("He did not know the pot had been raised.")
    acted_after = _flag("A player after him has acted since.")


class MiscalledHandRequestSchema(ma.Schema):
    """A player tabled his hand and called it."""

    cards = BoundedList(
        CardField(),
        required=True,
        validate=ma.validate.Length(5, 7),
        **_described(
            "The cards he tabled (five to seven; the best five play).",
            ["As", "Ks", "Qs", "Js", "9s", "2d", "2c"],
        ),
    )
    called = _choice(
        [c.value for c in CALLABLE], "What he called the hand.", "straight", required=True
    )
    others_discarded = _flag("Another player threw his hand away on hearing the call.")
    deliberate = _flag("The miscall was meant to make another player throw his hand away.")


class WrongNumberRequestSchema(_ByFamily):
    """A player is found holding the wrong number of cards."""

    OWN: ClassVar = {
        "street": (Family.STUD,),
        "after_draw": (Family.DRAW,),
        "hand_size": (Family.DRAW,),
    }
    NEEDED: ClassVar = {"street": (Family.STUD,)}
    SAID: ClassVar = {
        "street": "it names the stud street just dealt",
        "after_draw": "it says whether a draw game's draw has been dealt",
        "hand_size": "it counts a draw game's hand (five cards, four in badugi)",
    }

    family = _family("draw")
    held = WholeNumber(
        required=True,
        validate=ma.validate.Range(0, 12),
        **_described("The cards he holds.", 6),
    )
    street = ma.fields.String(
        validate=ma.validate.OneOf(list(STUD_STREETS)),
        **_described(
            "Stud only: the street just dealt (he should hold as many cards as its number).",
            "seventh street",
        ),
    )
    after_draw = _flag("Draw only: the draw has been dealt.")
    hand_size = WholeNumber(
        load_default=DRAW_CARDS,
        validate=ma.validate.OneOf([4, DRAW_CARDS]),
        **_described(
            "Draw only: the cards a hand holds in the game: five, or four in badugi.",
            DRAW_CARDS,
        ),
    )
    actions = _first_round_actions()
    dealer_error = _flag("The dealer caused it (a stud hand short its last card).", default=True)
    options = _options()


class ExposedAtDrawRequestSchema(ma.Schema):
    """A card exposed while the draw was being dealt."""

    exposed_by = _exposed_by()
    others_to_draw = WholeNumber(
        load_default=0,
        validate=ma.validate.Range(0, 9),
        **_described("How many players after him were still to draw.", 2),
    )
