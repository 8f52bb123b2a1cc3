"""Pluribus' real hold'em hands (``phh_real/pluribus``) as the core replays them, for the
benchmarks: each read by the service's own PHH reader into its plan and events, once.

>>> plan, events = core_hand(real_hands("pluribus")[0])
>>> plan.game.id, len(plan.setup.stacks)
('texas_holdem', 6)
"""

from __future__ import annotations

from phh_real_hands import RealHand, real_hands

from service.rules.games.events import Event, HandState
from service.rules.games.table import Plan
from service.rules.histories.phh_reading import read_phh

__all__ = ["core_hand", "paid", "real_hands"]


def core_hand(hand: RealHand) -> tuple[Plan, list[Event]]:
    """The hand's table and events, as the PHH reader makes them (p1 in seat 0)."""
    history = read_phh(hand.text)
    return history.plan, list(history.events)


def paid(state: HandState) -> list[int]:
    """Each seat's chips once the pots are paid."""
    assert state.result is not None
    settled = state.result.settlement
    return [
        s.stack + w + r for s, w, r in zip(state.seats, settled.won, settled.refunded, strict=True)
    ]
