"""Replay a hand of any game: its declared steps run by the one engine, event by event (RULES.md
§1-§5)."""

from __future__ import annotations

from collections.abc import Sequence

from service.rules.games.engine import Engine, replay
from service.rules.games.events import Event, HandState
from service.rules.games.kinds import Step
from service.rules.games.table import Plan


def new_hand(plan: Plan) -> Engine:
    """A fresh hand of the plan's game, at its first step."""
    return Engine(plan)


def replay_hand(plan: Plan, events: Sequence[Event]) -> HandState:
    """Replay ``events`` under ``plan``; the first illegal one is refused at ``events.<i>``."""
    return replay(Engine(plan), events).state()


def steps_of(plan: Plan) -> tuple[Step, ...]:
    """The game's procedure at this table, in order, as a fresh hand lays it out."""
    return tuple(plan.procedure().steps)
