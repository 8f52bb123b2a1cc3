"""The contract of ``/v1/hands/evaluate``: what a caller sends and what comes back."""

from __future__ import annotations

from typing import Any, Final

import marshmallow as ma

from service.api.contract.explanation import RuleSchema, explain
from service.api.contract.fields import (
    BoundedList,
    CardField,
    Distinct,
    RankField,
    StrictBoolean,
    WholeNumber,
)
from service.api.contract.options import GameShortcutSchema
from service.api.contract.sources import source
from service.rules.decks import MAX_JOKERS, MAX_PACKS, Deck, deck_of
from service.rules.ranking import ALL_SYSTEMS, Category, RankingSystem
from service.rules.ranking.evaluate import MAX_CARDS, QUALIFIERS
from service.rules.ranking.rankings import WildCardUse
from service.rules.ranking.wild import JokerRule, WildRule

MAX_HANDS: Final = 20
"""Twenty five-card hands use a whole two-pack deck; more cannot be dealt."""

LOW_SYSTEMS: Final = [s for s in RankingSystem if s != RankingSystem.HIGH]

_QUALIFIER_DOC: Final = (
    "N-or-better: a low qualifies only with five different ranks, none above N (8 is "
    "eight-or-better), and no straight or flush where those count."
)


class DeckSchema(ma.Schema):
    """The deck the cards come from: it says how many copies of each card may appear."""

    packs = WholeNumber(
        load_default=1,
        validate=ma.validate.Range(1, MAX_PACKS),
        metadata={"description": "Standard 52-card packs: 1, or 2 (104 cards)."},
    )
    jokers = WholeNumber(
        load_default=0,
        validate=ma.validate.Range(0, MAX_JOKERS),
        metadata={"description": "Jokers added to the deck."},
    )

    @ma.post_load
    def to_deck(self, data: dict[str, int], **kwargs: Any) -> Deck:
        return deck_of(data["packs"], data["jokers"])


def _ranks_field(description: str, **kwargs: Any) -> ma.fields.List[Any]:
    return BoundedList(
        RankField(),
        validate=[ma.validate.Length(max=13), Distinct()],
        metadata={"description": description},
        **({"load_default": list} | kwargs),
    )


class WildSchema(ma.Schema):
    """Which cards are wild in the game, and how (RULES.md §0 Wild cards)."""

    ranks = _ranks_field('Ranks wild for every hand: deuces wild is ["2"].')
    cards = BoundedList(
        CardField(jokers=False),
        load_default=list,
        validate=[ma.validate.Length(max=52), Distinct()],
        metadata={
            "description": "Particular wild cards, such as the man with the axe, Kd. A joker "
            "plays as `joker` says, not listed here."
        },
    )
    jokers = ma.fields.Enum(
        JokerRule,
        by_value=True,
        load_default=JokerRule.WILD,
        data_key="joker",  # how a joker plays; `deck.jokers` is how many there are
        metadata={"description": "How a joker plays: fully wild, or as the bug."},
    )
    may_duplicate = StrictBoolean(
        load_default=True,
        metadata={"description": "A wild card may stand for a card already held (default)."},
    )
    natural_pair = RankField(
        # null as the catalogue writes a game's `wild` (GET /v1/games): no such pair.
        load_default=None,
        allow_none=True,
        metadata={
            "description": "A natural pair of this rank beats every hand (7 in Deuces and "
            "Jacks and the Man with the Axe)."
        },
    )

    @ma.post_load
    def to_rule(self, data: dict[str, Any], **kwargs: Any) -> WildRule:
        return WildRule(
            ranks=frozenset(data["ranks"]),
            cards=frozenset(data["cards"]),
            jokers=data["jokers"],
            may_duplicate=data["may_duplicate"],
            natural_pair=data["natural_pair"],
        )


class UseSchema(ma.Schema):
    """How many of a hand's own cards and of the board's the best five must use."""

    hole_count = WholeNumber(required=True, validate=ma.validate.Range(0, 5))
    board_count = WholeNumber(required=True, validate=ma.validate.Range(0, 5))


class HandInSchema(ma.Schema):
    """One player's cards."""

    name = ma.fields.String(
        validate=ma.validate.Length(1, 64),
        metadata={"description": "Your name for the hand (a seat or a player); echoed back."},
    )
    cards = BoundedList(
        CardField(),
        required=True,
        validate=ma.validate.Length(1, MAX_CARDS),
        metadata={
            "description": "The hand's own cards: with the board, 5 to 9 in all (badugi: 4 to "
            "9). With `use` (Omaha), at least `hole_count` of them, and the board at least "
            "`board_count` cards."
        },
    )
    wild_ranks = _ranks_field("Ranks wild for this hand only (Low Hole).")
    low_wild_ranks = _ranks_field(
        "For the low ranking, if not `wild_ranks` (Low Hole: an ace in the hole is wild for low "
        "only).",
        load_default=None,
        allow_none=False,
    )


def _qualifier_field(description: str) -> ma.fields.Integer:
    return WholeNumber(
        load_default=None,
        allow_none=False,
        validate=ma.validate.Range(QUALIFIERS.start, QUALIFIERS.stop - 1),
        metadata={"description": description},
    )


class LowRequestSchema(ma.Schema):
    """Also rank the same hands for low, as in a high-low game."""

    ranking = ma.fields.Enum(
        RankingSystem,
        by_value=True,
        required=True,
        validate=ma.validate.OneOf(LOW_SYSTEMS),
        metadata={"description": "The low ranking system."},
    )
    qualifier = _qualifier_field(_QUALIFIER_DOC + " Leave it out for no qualifier.")


class EvaluateRequestSchema(GameShortcutSchema):
    """Hands to rank under one ranking system, and optionally under a low system as well."""

    SUPPLIED = ("ranking", "qualifier", "low", "wild", "deck")

    ranking = ma.fields.String(
        load_default=RankingSystem.HIGH.value,
        validate=ma.validate.OneOf([s.value for s in ALL_SYSTEMS]),
        metadata={"description": "The ranking system: one of the four five-card systems, or "
                  "a game's own (badugi, short_deck, short_deck_trips)."},
    )  # fmt: skip
    qualifier = _qualifier_field(_QUALIFIER_DOC + " Only with a low `ranking`.")
    low = ma.fields.Nested(
        LowRequestSchema,
        load_default=None,
        allow_none=False,
        metadata={"description": "Rank the hands for low too: both halves of a high-low game."},
    )
    deck = ma.fields.Nested(
        DeckSchema,
        load_default=Deck,
        metadata={"description": "Defaults to one 52-card pack without jokers."},
    )
    wild = ma.fields.Nested(
        WildSchema,
        load_default=None,
        allow_none=False,
        metadata={"description": "The game's wild cards; without it a joker cannot be ranked."},
    )
    board = BoundedList(
        CardField(),
        load_default=list,
        validate=ma.validate.Length(max=MAX_CARDS - 1),
        metadata={"description": "Cards every hand shares: a centre card, community cards."},
    )
    use = ma.fields.Nested(
        UseSchema,
        load_default=None,
        allow_none=False,
        metadata={
            "description": "Exact numbers of own and board cards in the best five "
            "(Omaha: 2 and 3); omit to choose freely."
        },
    )
    hands = BoundedList(
        ma.fields.Nested(HandInSchema),
        required=True,
        validate=ma.validate.Length(1, MAX_HANDS),
        metadata={"description": "No card may appear more often than the deck holds it."},
    )


_HAND_PLACES: Final = [
    [f"hands.{hand}.cards.{position}" for position in range(MAX_CARDS)] for hand in range(MAX_HANDS)
]
_BOARD_PLACES: Final = [f"board.{position}" for position in range(MAX_CARDS)]


def wild_place(wild: WildCardUse) -> str:
    """Where a wild card is in the request: ``hands.0.cards.4`` or ``board.0`` (the places
    made once)."""
    hand, position, _, _ = wild
    return _BOARD_PLACES[position] if hand is None else _HAND_PLACES[hand][position]


class WildUseSchema(ma.Schema):
    """A wild card and the card it stands for: written from the core's use of it (a plain
    tuple, :data:`~service.rules.ranking.rankings.WildCardUse`: its hand, its position, the
    card, what it plays as)."""

    at = ma.fields.String(
        required=True,
        metadata={
            "description": "Where it is: `hands.0.cards.4` or `board.0`.",
            **source(path="", write=wild_place),
        },
    )
    card = CardField(required=True, metadata=source(path="2"))
    plays_as = CardField(
        required=True,
        allow_none=True,
        metadata={
            "description": "The card it stands for; null when the best five needs it not.",
            **source(path="3"),
        },
    )


_HAND: Final = "ruling.evaluations[i]."
"""Where a hand's evaluation is in the hands ranked one way (the writer's value), ``i`` being the
hand's position."""
_SCORE: Final = _HAND + "score."


class RankedSchema(ma.Schema):
    """The ruling on one hand under one ranking system: written from the hands ranked one way
    (the core's :class:`~service.rules.ranking.rankings.RankedHands`) by the hand's position."""

    best_five = BoundedList(
        CardField(),
        required=True,
        metadata={
            "description": "The five cards that play, most significant first.",
            **source(path=_HAND + "best_five"),
        },
    )
    category = ma.fields.String(
        required=True,
        metadata={
            "enum": [c.value for c in Category],
            "example": "full_house",
            **source(path=_SCORE + "category"),
        },
    )
    category_name = ma.fields.String(
        required=True, metadata={"example": "Full house", **source(path=_SCORE + "category.label")}
    )
    description = ma.fields.String(
        required=True,
        metadata={"example": "Full house, kings over fives", **source(path=_SCORE + "description")},
    )
    value = ma.fields.Integer(
        required=True,
        metadata={
            "description": "Compare hands of one request and one ranking by this number: "
            "greater is better (also for low), equal is a tie.",
            **source(path=_SCORE + "value"),
        },
    )
    place = ma.fields.Integer(
        required=True,
        allow_none=True,
        metadata={
            "description": "1 for the best hand; tied hands share a place; null for a low that "
            "does not qualify.",
            **source(path="places[i]"),
        },
    )
    qualifies = ma.fields.Boolean(
        metadata={
            "description": "Under a qualifier: whether this low qualifies.",
            **source(path=_SCORE + "qualifies"),
        }
    )
    plays_as = BoundedList(
        CardField(),
        required=True,
        metadata={
            "description": "What each card of `best_five` plays as: itself, or for a "
            "wild card the card it stands for.",
            # Written beside the cards it explains.
            **source(path=_HAND + "plays_as", after="best_five"),
        },
    )
    wild_cards = BoundedList(
        ma.fields.Nested(WildUseSchema),
        metadata={
            "description": "Each wild card of the hand (and board) and what it stands for.",
            # Left out where the hand has none.
            **source(path="wild_cards[i]", when="wild_cards[i]"),
        },
    )


class EvaluationSchema(RankedSchema):
    """The ruling on one hand: its high (or main) ranking, and its low when asked."""

    name = ma.fields.String(
        metadata={"description": "The hand's name, if it was given one.", **source(given="name")}
    )
    cards = BoundedList(CardField(), required=True, metadata=source(path="hands[i]"))
    low = ma.fields.Nested(RankedSchema, metadata={"description": "Present when low was asked."})

    class Meta:
        # The hand first, then its ruling.
        fields = ("name", "cards", *RankedSchema().fields, "low")


class _WaySchema(ma.Schema):
    """The hands ranked one way: written from the core's
    :class:`~service.rules.ranking.rankings.RankedHands`."""

    ranking = ma.fields.String(
        # The system a request names, or a game's own (a game's badugi), written as its value.
        required=True,
        validate=ma.validate.OneOf([s.value for s in ALL_SYSTEMS]),
        metadata=source(path="ranking.system"),
    )
    qualifier = ma.fields.Integer(
        allow_none=True, required=True, metadata=source(path="ranking.qualifier")
    )
    order = BoundedList(
        BoundedList(ma.fields.Integer()),
        required=True,
        metadata={
            "description": "Positions of the hands in the request that can win, best first; "
            "hands that tie share an inner list.",
            **source(path="ruling.order"),
        },
    )
    winners = BoundedList(
        ma.fields.Integer(),
        required=True,
        metadata={
            "description": "Positions of the best hand or hands; empty if no low qualifies.",
            **source(path="ruling.winners"),
        },
    )
    unqualified = BoundedList(
        ma.fields.Integer(),
        metadata={"description": "Under a qualifier: positions of the lows that do not qualify."},
    )


class LowResponseSchema(_WaySchema):
    """The low side of a high-low ruling."""


class EvaluateResponseSchema(_WaySchema):
    """Each hand's evaluation, their order, and the rules that decided it: written from the
    core's ruling, each hand with the request's hand (its name) as its given values."""

    hands = BoundedList(
        ma.fields.Nested(EvaluationSchema), required=True, metadata=source(path="", rows="hands")
    )
    low = ma.fields.Nested(LowResponseSchema, metadata={"description": "Present when asked."})
    explanation = BoundedList(
        ma.fields.Nested(RuleSchema), required=True, metadata=source(path="rules", write=explain)
    )

    class Meta:
        # The hands after the way they are ranked, before their order.
        fields = (
            "ranking",
            "qualifier",
            "hands",
            "order",
            "winners",
            "unqualified",
            "low",
            "explanation",
        )
