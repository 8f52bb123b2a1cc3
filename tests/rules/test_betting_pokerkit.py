"""Who acts first, and the cap, against pokerkit's fixed-limit stud, stud/8 and Razz.

Where the rules agree the answers must be the same: the bring-in by the lowest up card (the
highest in Razz), the best hand showing (the lowest in Razz) from fourth street, and one bet plus
three raises with more than two players. By design they differ on ties of the hand showing
(pokerkit takes the first seat; our default, RULES.md §4 `showing_tie = suit`, the suit of the
highest card, so tied deals are skipped) and on two players (pokerkit keeps the cap; our
default `heads_up_raises = unlimited_if_two_at_start` lifts it), so those are not compared.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from pokerkit import (
    Automation,
    FixedLimitRazz,
    FixedLimitSevenCardStud,
    FixedLimitSevenCardStudHighLowSplitEightOrBetter,
)

from service.rules.betting.round import Act, Move, Player, replay
from service.rules.betting.streets import StudStreet, _showing_strength, stud_round
from service.rules.cards import FULL_PACK, Card, parse_card

AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.CARD_BURNING,
    Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)
GAMES = [
    ("stud", FixedLimitSevenCardStud, False),
    ("stud/8", FixedLimitSevenCardStudHighLowSplitEightOrBetter, False),
    ("razz", FixedLimitRazz, True),
]


def _deal(kind: Any, players: int, rng: random.Random) -> tuple[Any, list[list[Card]]]:
    """Third street dealt: two down and one up to each player; returns the up cards."""
    state = kind.create_state(AUTOMATIONS, True, 1, 2, 5, 10, 500, players)
    cards = rng.sample(FULL_PACK, 3 * players)
    for round_ in range(3):
        for seat in range(players):
            state.deal_hole(str(cards[round_ * players + seat]))
    return state, [[cards[2 * players + seat]] for seat in range(players)]


def _dealable(state: Any, count: int, rng: random.Random) -> list[Card]:
    """Cards pokerkit can still deal (it burns its own), as ours."""
    left = sorted(repr(c) for c in state.get_dealable_cards())
    return [parse_card(c) for c in rng.sample(left, count)]  # type: ignore[misc]


@pytest.mark.parametrize(("name", "kind", "low"), GAMES, ids=[g[0] for g in GAMES])
def test_bring_in_and_fourth_street_opener_agree_with_pokerkit(
    name: str, kind: Any, low: bool
) -> None:
    rng = random.Random(name)
    compared = 0
    for _ in range(150):
        players = rng.randint(2, 8)
        state, up = _deal(kind, players, rng)
        street = StudStreet(
            street=3, small_bet=5, big_bet=10, bring_in=2, low=low, high_low=name == "stud/8"
        )
        first, _ = stud_round(street, up, [True] * players, dealer=players - 1)
        assert first == state.opener_index, up
        state.post_bring_in()
        for _ in range(players - 1):
            state.check_or_call()
        fourth = _dealable(state, players, rng)
        for seat in range(players):
            state.deal_hole(str(fourth[seat]))
            up[seat].append(fourth[seat])
        strengths = [_showing_strength(hand, low=low) for hand in up]
        if strengths.count(max(strengths)) > 1:
            continue  # a tie: the rules differ by design (see the module docstring)
        street = StudStreet(
            street=4, small_bet=5, big_bet=10, bring_in=2, low=low, high_low=name == "stud/8"
        )
        first, _ = stud_round(street, up, [True] * players, dealer=players - 1)
        assert first == state.opener_index, up
        compared += 1
    assert compared > 50


@pytest.mark.parametrize(("name", "kind", "low"), GAMES, ids=[g[0] for g in GAMES])
def test_the_cap_agrees_with_pokerkit(name: str, kind: Any, low: bool) -> None:
    """Third street with three or more players: bring-in, completion, three raises, then the cap."""
    rng = random.Random(f"cap {name}")
    for _ in range(20):
        players = rng.randint(3, 8)
        state, up = _deal(kind, players, rng)
        street = StudStreet(street=3, small_bet=5, big_bet=10, bring_in=2, low=low)
        first, stakes = stud_round(street, up, [True] * players, dealer=players - 1)
        order = [(first + k) % players for k in range(players)]
        acts = [
            Act(seat=order[0], move=Move.BRING_IN, to=2),
            Act(seat=order[1], move=Move.COMPLETE, to=5),
        ]
        state.post_bring_in()
        state.complete_bet_or_raise_to(5)
        for k, to in zip(range(2, 5), (10, 15, 20), strict=True):
            acts.append(Act(seat=order[k % players], move=Move.RAISE, to=to))
            state.complete_bet_or_raise_to(to)
        ours = replay(stakes, [Player(stack=500)] * players, first=first, acts=acts)
        assert state.can_complete_bet_or_raise_to() is False
        assert Move.RAISE not in {m.move for m in ours.legal}
        assert ours.next_seat == state.actor_index
