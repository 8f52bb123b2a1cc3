"""The contract of the catalogue, ``GET /v1/games`` and ``GET /v1/games/{game}``: each game's
players, deck, deal plan, rankings, wild cards and house rules (a hand's setup and events are
:mod:`service.api.contract.games`)."""

from __future__ import annotations

from typing import Any

import marshmallow as ma

from service.api.contract.fields import (
    NATURAL_CARD_PATTERN,
    RANK_LETTERS,
    BoundedList,
)
from service.api.contract.sources import source
from service.rules.betting.round import Structure
from service.rules.cards import Card, Rank
from service.rules.games.catalog import Family
from service.rules.games.events import EventType, Phase
from service.rules.games.options import OptionKind, OptionValue
from service.rules.ranking import ALL_SYSTEMS
from service.rules.ranking.wild import JokerRule


def _option_value(value: OptionValue) -> Any:
    """An option's value as JSON: a list of ranks by their letters."""
    return [rank.letter for rank in value] if isinstance(value, tuple) else value


def _listed_if_any(values: tuple[str, ...]) -> list[str] | None:
    """A list left out where it would be empty."""
    return list(values) or None


def _letters(ranks: tuple[Rank, ...]) -> list[str]:
    return [rank.letter for rank in ranks]


def _letter(rank: Rank | None) -> str | None:
    return None if rank is None else rank.letter


def _texts(cards: tuple[Card, ...]) -> list[str]:
    return [card.text for card in cards]


class GameOptionSchema(ma.Schema):
    """A house rule of a game."""

    name = ma.fields.String(
        required=True, metadata={"description": "The option's key in a request's `options`."}
    )
    kind = ma.fields.String(
        required=True,
        metadata={"enum": [k.value for k in OptionKind],
                  "description": "What values it takes: true or false, an integer from "
                  "`minimum` to `maximum`, one of `choices`, or a list of ranks."},
    )  # fmt: skip
    default = ma.fields.Raw(
        required=True,
        allow_none=True,
        metadata={
            "type": ["boolean", "integer", "string", "array"],
            "items": {"type": "string"},
            "description": "The value the game plays with when `options` leaves this out: a "
            "boolean, an integer, a choice, or a list of ranks, as `kind` says.",
            **source(write=_option_value),
        },
    )
    choices = BoundedList(ma.fields.String(), metadata=source(write=_listed_if_any))
    minimum = ma.fields.Integer()
    maximum = ma.fields.Integer()
    nullable = ma.fields.Boolean(required=True)
    description = ma.fields.String(required=True)
    rule = ma.fields.String(required=True)
    structures = BoundedList(
        ma.fields.String(metadata={"enum": [s.value for s in Structure]}),
        metadata={"description": "The betting structures it applies under (the cap: fixed "
                  "limit); left out where it applies under every one. Set under another "
                  "`structure` (the game's default where left out), it is refused.",
                  **source(write=_listed_if_any)},
    )  # fmt: skip


class PlanStepSchema(ma.Schema):
    """One step of the procedure."""

    step = ma.fields.String(required=True, metadata={"enum": [p.value for p in Phase]})
    street = ma.fields.String()
    down_count = ma.fields.Integer(
        metadata={"description": "deal: each seat's cards face down (none where left out)."}
    )
    up_count = ma.fields.Integer(
        metadata={"description": "deal: each seat's cards face up, or the board's (none where "
                  "left out)."}
    )  # fmt: skip
    event_types = BoundedList(
        ma.fields.Enum(EventType, by_value=ma.fields.String),
        required=True,
        # The core lists a betting step's moves whatever the structure (RULES.md §0: no
        # completions in big-bet games), so the description says when `complete` comes; the
        # list itself is the core's, which the API does not second-guess.
        metadata={"description": "The types of event the step may take under any `structure` "
                  "of the game, some only as it happens (a card to the centre when the stub runs "
                  "short, a muck where the game allows one, and `complete` only in fixed limit, "
                  "bringing a short all-in or a stud bring-in up to a full bet; never in pot or "
                  "no limit, where a bring-in is raised): the board's cards are `community` "
                  "events, one a card, while `step` (the state's `phase`) is `deal`. "
                  "`next_events` says which come next."},
    )  # fmt: skip


class GameBlindsSchema(ma.Schema):
    """A game dealt with blinds (RULES.md §7): a hand says its own in `stakes.blinds`, the big
    blind being the game's bet."""

    antes_instead = ma.fields.Boolean(
        required=True,
        metadata={"description": "Whether the game may be dealt with antes alone, no blinds "
                  "(then `stakes.small_bet` is the bet)."},
    )  # fmt: skip


class GamePlayersSchema(ma.Schema):
    """How many players the game seats."""

    min = ma.fields.Integer(required=True)
    max = ma.fields.Integer(required=True)


class GameDeckSchema(ma.Schema):
    """The cards the game is dealt from."""

    packs = ma.fields.Integer(required=True, metadata={"description": "Packs shuffled together."})
    jokers = ma.fields.Integer(required=True, metadata={"description": "Jokers in the deck."})
    centre_joker = ma.fields.Boolean(
        required=True,
        metadata={"description": "A joker lies face up in the centre, every hand's (Aces, "
                  "Straights and Flushes)."},
    )  # fmt: skip
    short = ma.fields.Boolean(
        required=True, metadata={"description": "A short deck: sixes to aces (36 cards a pack)."}
    )


class GameRankingsSchema(ma.Schema):
    """How the game ranks hands at the showdown, under its default house rules."""

    high_ranking = ma.fields.String(
        required=True, allow_none=True,
        metadata={"enum": [s.value for s in ALL_SYSTEMS],
                  "description": "The ranking of the high half; null where only low plays.",
                  **source(path="high")},
    )  # fmt: skip
    low_ranking = ma.fields.String(
        required=True, allow_none=True,
        metadata={"enum": [s.value for s in ALL_SYSTEMS],
                  "description": "The ranking of the low half; null where only high plays.",
                  **source(path="low")},
    )  # fmt: skip
    qualifier = ma.fields.Integer(
        required=True, allow_none=True,
        metadata={"description": "The low's qualifier (8: eight or better); null for none."},
    )  # fmt: skip
    declare = ma.fields.Boolean(
        required=True,
        metadata={"description": "Players declare high, low or both; false: cards speak."},
    )


class GameWildSchema(ma.Schema):
    """The game's wild cards, under its default house rules."""

    ranks = BoundedList(
        ma.fields.String(metadata={"enum": list(RANK_LETTERS)}),
        required=True,
        metadata={"description": "Ranks wild in every hand (deuces: `2`).",
                  **source(write=_letters)},
    )  # fmt: skip
    cards = BoundedList(
        ma.fields.String(metadata={"pattern": NATURAL_CARD_PATTERN}),
        required=True,
        metadata={"description": "Cards wild in every hand (the one-eyed jacks: `Jh`, `Js`).",
                  **source(write=_texts)},
    )  # fmt: skip
    joker = ma.fields.String(  # how a joker plays; `deck.jokers` is how many there are
        required=True, allow_none=True,
        metadata={"enum": [j.value for j in JokerRule],
                  "description": "How a joker plays, dealt from the deck (`deck.jokers`) or "
                  "lying in the centre (`deck.centre_joker`): `wild`, or `bug` (an ace, or a card "
                  "that completes a straight or a flush); null where there is none."},
    )  # fmt: skip
    per_player = ma.fields.Boolean(
        required=True,
        metadata={"description": "Each player's own wild rank (Low Hole: the lowest down card)."},
    )
    may_duplicate = ma.fields.Boolean(
        required=True,
        metadata={"description": "A wild card may stand for a card the hand already holds."},
    )
    natural_pair = ma.fields.String(
        required=True, allow_none=True,
        metadata={"enum": list(RANK_LETTERS),
                  "description": "The rank whose natural pair beats wild ones; null for none.",
                  **source(write=_letter)},
    )  # fmt: skip


class GameSchema(ma.Schema):
    """A game the service knows."""

    id = ma.fields.String(required=True)
    name = ma.fields.String(required=True)
    summary = ma.fields.String(required=True)
    family = ma.fields.String(required=True, metadata={"enum": [f.value for f in Family]})
    players = ma.fields.Nested(GamePlayersSchema, required=True)
    deck = ma.fields.Nested(GameDeckSchema, required=True)
    plan = BoundedList(ma.fields.Nested(PlanStepSchema), required=True)
    rankings = ma.fields.Nested(GameRankingsSchema, required=True)
    wild = ma.fields.Nested(
        GameWildSchema,
        required=True, allow_none=True,
        metadata={"description": "The wild cards; null for a game without them."},
    )  # fmt: skip
    blinds = ma.fields.Nested(
        "GameBlindsSchema",
        allow_none=True,
        required=True,
        metadata={"description": "How the game takes blinds; null for a game without them."},
    )
    options = BoundedList(ma.fields.Nested(GameOptionSchema), required=True)
    rules = BoundedList(ma.fields.String(), required=True)
    phh_variants = BoundedList(
        ma.fields.String(),
        required=True,
        metadata={"description": "The PHH variants a hand of this game is read and written as "
                  "(`F7S`, `NT`, ...; hold'em has two, by its structure); empty for a game PHH "
                  "has no variant for."},
    )  # fmt: skip


class CatalogSchema(ma.Schema):
    """Every game the service knows."""

    games = BoundedList(ma.fields.Nested(GameSchema), required=True, metadata=source(path=""))
