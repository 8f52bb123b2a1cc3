"""A hand in progress as the caller sees it: the state, and the events that may come next."""

from __future__ import annotations

from service.rules.games.engine import Engine
from service.rules.games.events import HandState


def state_of(hand: Engine) -> HandState:
    """The hand as it stands now."""
    return hand.state()
