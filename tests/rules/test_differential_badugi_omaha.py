"""Badugi and Omaha's two-plus-three against pokerkit on the same random hands: zero
disagreements (RULES.md §7: "pokerkit and its PHH variants are the oracle").

Badugi: our ``evaluate_hand`` under ``OtherSystem.BADUGI`` against pokerkit's ``BadugiHand``
(four cards, and five to seven as a board or a split game gives them). Omaha: ``best_exact``
with two hole and three board cards against ``OmahaHoldemHand`` for high and
``OmahaEightOrBetterLowHand`` for the eight-or-better low, on flops, turns and rivers, with four
hole cards and with five (Big O). As in the other differential tests, the hands are sorted by
our value and pokerkit must agree on every strict order and every tie between neighbours.

A second Omaha check takes pokerkit's five-card lookups (its ``StandardLookup`` and
``EightOrBetterLookup``, each five asked once) and makes the two-plus-three choice itself, with
combinations of the cards rather than our card codes: about ten times quicker than pokerkit's
Omaha hands, it is the one that runs on a million hands in minutes.

REFEREE_BADUGI_OMAHA_HANDS sets how many hands per system (a few thousand unless given, so
that ``make test`` stays quick; a million for the full check).
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Sequence
from itertools import combinations, pairwise
from typing import Any

import pytest
from pokerkit import BadugiHand, OmahaEightOrBetterLowHand, OmahaHoldemHand
from pokerkit.lookups import EightOrBetterLookup, StandardLookup

from service.rules.cards import FULL_PACK, Card
from service.rules.ranking.evaluate import evaluate_hand
from service.rules.ranking.exact import OMAHA, best_exact
from service.rules.ranking.systems import OtherSystem, RankingSystem

HANDS = int(os.environ.get("REFEREE_BADUGI_OMAHA_HANDS", "1500"))
BADUGI_HANDS = max(HANDS, 10_000)  # badugi is quick on both sides


def _assert_same_order(
    ours: Sequence[int],
    theirs: Sequence[Any],
    hands: Sequence[object],
    less: Callable[[Any, Any], bool],
) -> None:
    ranked = sorted(range(len(ours)), key=ours.__getitem__)
    for a, b in pairwise(ranked):
        if ours[a] == ours[b]:
            assert not less(theirs[a], theirs[b]) and not less(theirs[b], theirs[a]), (
                hands[a], hands[b])  # fmt: skip
        else:
            assert less(theirs[a], theirs[b]), (hands[a], hands[b])


def _text(cards: Sequence[Card]) -> str:
    return "".join(c.text for c in cards)


def test_badugi_agrees_with_pokerkit() -> None:
    rng = random.Random(20261128)
    hands = [rng.sample(FULL_PACK, rng.choice((4, 4, 4, 5, 6, 7))) for _ in range(BADUGI_HANDS)]
    ours = [evaluate_hand(h, OtherSystem.BADUGI).value for h in hands]
    theirs = [BadugiHand.from_game(_text(h)) for h in hands]
    _assert_same_order(ours, theirs, hands, lambda x, y: x < y)


def test_badugi_plays_the_cards_pokerkit_plays() -> None:
    """The cards that play have the ranks of pokerkit's hand (which of two equal cards plays
    may differ; the ranks may not)."""
    rng = random.Random(11)
    for _ in range(min(BADUGI_HANDS, 5_000)):
        hand = rng.sample(FULL_PACK, 4)
        ours = evaluate_hand(hand, OtherSystem.BADUGI).best_five
        theirs = BadugiHand.from_game(_text(hand)).cards
        assert sorted(c.rank for c in ours) == sorted(_rank(c) for c in theirs), hand


def _rank(card: Any) -> int:
    return "23456789TJQKA".index(card.rank.value) + 2


@pytest.fixture(scope="module")
def deals() -> list[tuple[list[Card], list[Card]]]:
    """Hole cards and a board: four or five hole cards; a flop, a turn or a river."""
    rng = random.Random(20261129)
    found = []
    for _ in range(HANDS):
        hole, shown = rng.choice((4, 4, 4, 5)), rng.choice((3, 4, 5, 5))
        cards = rng.sample(FULL_PACK, hole + shown)
        found.append((cards[:hole], cards[hole:]))
    return found


def test_omaha_high_agrees_with_pokerkit(deals: list[tuple[list[Card], list[Card]]]) -> None:
    ours = [best_exact(hole, board, OMAHA, RankingSystem.HIGH).value for hole, board in deals]
    theirs = [OmahaHoldemHand.from_game(_text(hole), _text(board)) for hole, board in deals]
    _assert_same_order(ours, theirs, deals, lambda x, y: x < y)


def test_omaha_eight_or_better_agrees_with_pokerkit(
    deals: list[tuple[list[Card], list[Card]]],
) -> None:
    """Which hands hold a qualifying low, and their order (pokerkit refuses the others)."""
    ours: list[int] = []
    theirs: list[Any] = []
    qualifying = []
    for hole, board in deals:
        low = best_exact(hole, board, OMAHA, RankingSystem.ACE_TO_FIVE, qualifier=8)
        try:
            their_low = OmahaEightOrBetterLowHand.from_game(_text(hole), _text(board))
        except ValueError:
            assert not low.qualifies, (hole, board)
            continue
        assert low.qualifies, (hole, board)
        ours.append(low.value)
        theirs.append(their_low)
        qualifying.append((hole, board))
    assert len(qualifying) > len(deals) // 10
    _assert_same_order(ours, theirs, qualifying, lambda x, y: x < y)


def _pokerkit_best(
    hole: Sequence[Card], board: Sequence[Card], strength: Callable[[tuple[Card, ...]], int | None]
) -> int | None:
    """pokerkit's strength of the best five of two hole and three board cards (None: no five
    is ranked, as no qualifying low)."""
    found = [
        strength((*mine, *ours))
        for mine in combinations(hole, 2)
        for ours in combinations(board, 3)
    ]
    ranked = [value for value in found if value is not None]
    return max(ranked) if ranked else None


def _remembered(lookup: Any, *, low: bool) -> Callable[[tuple[Card, ...]], int | None]:
    """A five's strength by pokerkit's lookup, asked once per ranks and flush: greater is
    better (a low entry's index is turned over); None where the lookup refuses the five."""
    known: dict[tuple[tuple[int, ...], bool], int | None] = {}

    def strength(five: tuple[Card, ...]) -> int | None:
        key = (tuple(sorted(c.rank for c in five)), len({c.suit for c in five}) == 1)
        if key not in known:
            try:
                index = lookup.get_entry(_text(five)).index
            except ValueError:
                known[key] = None
            else:
                known[key] = -index if low else index
        return known[key]

    return strength


@pytest.mark.parametrize(
    ("system", "qualifier", "lookup", "low"),
    [
        (RankingSystem.HIGH, None, StandardLookup(), False),
        (RankingSystem.ACE_TO_FIVE, 8, EightOrBetterLookup(), True),
    ],
    ids=["high", "eight-or-better"],
)
def test_omaha_agrees_with_pokerkit_lookups(
    deals: list[tuple[list[Card], list[Card]]],
    system: RankingSystem,
    qualifier: int | None,
    lookup: Any,
    low: bool,
) -> None:
    strength = _remembered(lookup, low=low)
    ours: list[int] = []
    theirs: list[int] = []
    ranked = []
    for hole, board in deals:
        found = best_exact(hole, board, OMAHA, system, qualifier=qualifier)
        best = _pokerkit_best(hole, board, strength)
        assert (best is not None) == (found.qualifies is not False), (hole, board)
        if best is not None:
            ours.append(found.value)
            theirs.append(best)
            ranked.append((hole, board))
    _assert_same_order(ours, theirs, ranked, lambda x, y: x < y)


@pytest.mark.parametrize("system", list(RankingSystem))
def test_the_codes_rule_as_every_five_would(
    system: RankingSystem, deals: list[tuple[list[Card], list[Card]]]
) -> None:
    """The fast scores of :mod:`exact` pick the ruling that trying each five with
    ``evaluate_hand`` picks: the same value, the same five, the same words."""
    qualifier = None if system == RankingSystem.HIGH else 8
    for hole, board in deals[:500]:
        fives = [
            [*mine, *ours] for mine in combinations(hole, 2) for ours in combinations(board, 3)
        ]
        each = [evaluate_hand(five, system, qualifier=qualifier) for five in fives]
        values = [e.value for e in each]
        expected = each[values.index(max(values))]
        found = best_exact(hole, board, OMAHA, system, qualifier=qualifier)
        assert found.best_five == expected.best_five, (hole, board)
        assert found.score.description == expected.score.description
        assert found.value == expected.value and found.qualifies == expected.qualifies
        assert found.rules == (*expected.rules, "hands.exact-counts")
