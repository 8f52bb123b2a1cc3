"""A game as the catalogue describes it: who plays it, its deck, its steps, how it ranks hands
and what is wild under its default house rules, its blinds, its house rules and the PHH
variants it is written as.

>>> from service.rules.games.catalog import CATALOG
>>> razz = describe(CATALOG["razz"])
>>> razz.players, razz.rankings.low.value
(Players(min=2, max=8), 'ace_to_five')
>>> deal = razz.plan[1]
>>> deal.step.value, deal.street, deal.down_count, deal.up_count
('deal', 'third street', 2, 1)
>>> [event.value for event in deal.event_types]  # a card to the centre if the stub runs short
['deal', 'community']
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from service.rules.cards import Card, Rank
from service.rules.games.events import EventType, Phase
from service.rules.games.options import OptionInfo, options_of
from service.rules.games.procedure import steps_of
from service.rules.games.spec import GameSpec
from service.rules.games.table import Setup, configure
from service.rules.histories.phh_variants import variants_of
from service.rules.ranking.systems import AnySystem
from service.rules.ranking.wild import JokerRule


@dataclass(frozen=True, slots=True)
class Players:
    """How many players the game seats."""

    min: int
    max: int


@dataclass(frozen=True, slots=True)
class DeckDescribed:
    """The cards the game is dealt from."""

    packs: int
    jokers: int
    centre_joker: bool
    short: bool


@dataclass(frozen=True, slots=True)
class PlannedStep:
    """One step of the procedure: what it waits for, its street, and a deal's cards each (as
    a next deal event counts them: None where there are none)."""

    step: Phase
    street: str | None
    down_count: int | None
    up_count: int | None
    event_types: tuple[EventType, ...]
    """The events the step takes (a flop's cards are ``community`` events, one a card)."""


@dataclass(frozen=True, slots=True)
class Rankings:
    """How the game ranks hands at the showdown."""

    high: AnySystem | None
    low: AnySystem | None
    qualifier: int | None
    declare: bool


@dataclass(frozen=True, slots=True)
class WildCards:
    """What is wild, and how wild cards play."""

    ranks: tuple[Rank, ...]
    cards: tuple[Card, ...]
    joker: JokerRule | None
    """How a joker plays, in the deck or in the centre; None where there is none."""
    per_player: bool
    may_duplicate: bool
    natural_pair: Rank | None


@dataclass(frozen=True, slots=True)
class BlindsDescribed:
    """How a blind game takes its blinds."""

    antes_instead: bool


@dataclass(frozen=True, slots=True)
class Description:
    """A game as the catalogue shows it, under its default house rules."""

    id: str
    name: str
    summary: str
    family: str
    players: Players
    deck: DeckDescribed
    plan: tuple[PlannedStep, ...]
    rankings: Rankings
    wild: WildCards | None
    blinds: BlindsDescribed | None
    options: tuple[OptionInfo, ...]
    rules: tuple[str, ...]
    phh_variants: tuple[str, ...]


def describe(game: GameSpec) -> Description:
    """``game`` as the catalogue shows it, its plan, rankings and wild cards those of its
    default house rules at a table of its fewest players."""
    plan = configure(game, _default_setup(game))
    wild = plan.showdown_game.wild
    return Description(
        id=game.id,
        name=game.name,
        summary=game.summary,
        family=game.family.value,
        players=Players(game.min_players, game.max_players),
        deck=DeckDescribed(game.deck.packs, game.deck.jokers, game.centre_joker, game.deck.short),
        plan=tuple(
            PlannedStep(
                step.phase,
                step.street.name if step.street else None,
                (step.street.down or None) if step.street and step.phase is Phase.DEAL else None,
                (step.street.up or None) if step.street and step.phase is Phase.DEAL else None,
                tuple(sorted(step.takes, key=_EVENT_ORDER.index)),
            )
            for step in steps_of(plan)
        ),
        rankings=Rankings(plan.high, plan.low, plan.qualifier, game.declare),
        wild=None if wild is None else WildCards(
            ranks=tuple(sorted(wild.ranks)),
            cards=tuple(sorted(wild.cards, key=str)),
            joker=wild.jokers if game.centre_joker or game.deck.jokers else None,
            per_player=game.low_hole,
            may_duplicate=wild.may_duplicate,
            natural_pair=wild.natural_pair,
        ),
        blinds=BlindsDescribed(game.antes_instead) if game.blinds else None,
        options=tuple(options_of(game.house_rules)),
        rules=game.rules,
        phh_variants=tuple(variant.code for variant in variants_of(game.id)),
    )  # fmt: skip


_EVENT_ORDER: Final = list(EventType)
"""The events a step takes, in the order the contract lists their types."""


def _default_setup(game: GameSpec) -> Setup:
    """A table the game can be dealt at, its house rules left at their defaults."""
    return Setup(
        stacks=(100,) * game.min_players,
        dealer=0,
        ante=0 if game.blinds else 1,  # a blind game's antes are the table's choice, not usual
        bring_in=2 if game.house_rules.bring_in_used() else None,
        blinds=(2, 5) if game.blinds else (),
        small_bet=5,
    )
