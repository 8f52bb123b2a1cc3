"""Pluribus' 336 six-handed no-limit hold'em hands (``phh_real/pluribus``, the public PHH
dataset) replayed by the core from their deals and actions: every seat ends with the chips the
history's ``finishing_stacks`` record, but for the one quirk of the published data the README
names (a split pot's odd chip halved).
"""

from __future__ import annotations

import pytest
from phh_real_hands import RealHand
from pluribus_hands import core_hand, paid, real_hands

from service.rules.games.procedure import replay_hand

HALF_CHIPS = "pluribus/32/23.phh"
"""A pot of 20,775 split two ways: the record gives each 10,387.5; in whole chips the odd chip
goes to the first of the tied seats left of the button (RR, Ties, rule 5), seat 2 here."""


@pytest.mark.parametrize("hand", real_hands("pluribus"), ids=lambda hand: hand.name)
def test_the_core_pays_the_hand_as_recorded(hand: RealHand) -> None:
    plan, events = core_hand(hand)
    stacks = paid(replay_hand(plan, events))
    recorded = [float(s) for s in hand.fields["finishing_stacks"]]
    if hand.name == HALF_CHIPS:
        assert stacks == [9950, 9275, 10388, 10000, 10000, 10387]
        assert recorded == [9950, 9275, 10387.5, 10000, 10000, 10387.5]
        return
    assert stacks == recorded
