"""Replay a hand of any game: its declared steps run by the one engine, event by event (RULES.md
§1-§5)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from service.rules.errors import RuleViolation
from service.rules.games.catalog import GameSpec
from service.rules.games.engine import Engine, replay
from service.rules.games.events import Event, EventType, HandState
from service.rules.games.kinds import Step
from service.rules.games.options import OptionKind, OptionValue, options_of, with_settings
from service.rules.games.table import Plan, Setup, plan_with


def new_hand(plan: Plan) -> Engine:
    """A fresh hand of the plan's game, at its first step."""
    return Engine(plan)


def replay_hand(plan: Plan, events: Sequence[Event]) -> HandState:
    """Replay ``events`` under ``plan``; the first illegal one is refused at ``events.<i>``."""
    return replay(Engine(plan), events).state()


def steps_of(plan: Plan) -> tuple[Step, ...]:
    """The game's procedure at this table, in order, as a fresh hand lays it out."""
    return tuple(plan.procedure().steps)


def events_taken(game: GameSpec) -> frozenset[EventType]:
    """Every type of event a hand of ``game`` may take under its house rules: what its steps
    take, with each option set to each of its values in turn (an option that changes the steps,
    English stud's seventh card, adds its events).

    >>> from service.rules.games.catalog import CATALOG
    >>> sorted(t.value for t in events_taken(CATALOG["texas_holdem"]))
    ['ante', 'bet', 'call', 'check', 'community', 'complete', 'deal', 'fold', 'raise', 'show']
    """
    found: set[EventType] = set()
    for settings in _each_setting(game):
        try:
            house_rules = with_settings(game.house_rules, settings)
            setup = Setup(
                stacks=(100,) * game.max_players,
                dealer=0,
                ante=1,
                bring_in=1 if house_rules.bring_in_used() else None,
                small_bet=2,
                blinds=(1, 2) if game.blinds else (),
                options=settings,
            )
            plan = plan_with(game, setup, house_rules)
        except RuleViolation:
            continue  # a setting this table cannot be played with: another setting covers it
        for step in plan.procedure().steps:
            found |= step.takes
    return frozenset(found)


def _each_setting(game: GameSpec) -> Iterator[dict[str, OptionValue]]:
    """The game's defaults, then each option at each of its values, one option at a time."""
    yield {}
    for info in options_of(game.house_rules):
        values: tuple[OptionValue, ...] = ()
        if info.kind == OptionKind.BOOLEAN:
            values = (True, False)
        elif info.kind == OptionKind.CHOICE:
            values = info.choices
        elif info.kind == OptionKind.INTEGER:
            values = tuple(v for v in (info.minimum, info.maximum) if v is not None)
        for value in (*values, *((None,) if info.nullable else ())):
            yield {info.name: value}
