"""Short-deck high against pokerkit's ``ShortDeckHoldemHand`` on the same random hands of the
36-card deck: zero disagreements (RULES.md §7: "A-6-7-8-9 is a straight; other order as
pokerkit's short-deck lookup"). Five to seven cards, and hold'em's two hole cards with a board
of three to five. As in the other differential tests, the hands are sorted by our value and
pokerkit must agree on every strict order and every tie between neighbours.

REFEREE_SHORT_DECK_HANDS sets how many hands (4,000 unless given; a million for the full check).
"""

from __future__ import annotations

import os
import random
from itertools import pairwise

import pytest
from pokerkit import ShortDeckHoldemHand

from service.rules.cards import FULL_PACK, Card, Rank, parse_card
from service.rules.errors import RuleViolation
from service.rules.ranking.evaluate import evaluate_hand
from service.rules.ranking.hands import Category
from service.rules.ranking.short_deck import ORDER
from service.rules.ranking.systems import OtherSystem

HANDS = int(os.environ.get("REFEREE_SHORT_DECK_HANDS", "4000"))
SHORT_PACK = [c for c in FULL_PACK if c.rank >= Rank.SIX]
SHORT = OtherSystem.SHORT_DECK


def test_the_short_pack_holds_36_cards() -> None:
    assert len(SHORT_PACK) == 36


def test_short_deck_agrees_with_pokerkit() -> None:
    rng = random.Random(20261130)
    hands = [rng.sample(SHORT_PACK, rng.choice((5, 6, 7, 7))) for _ in range(HANDS)]
    ours = [evaluate_hand(h, SHORT).value for h in hands]
    theirs = [
        ShortDeckHoldemHand.from_game(
            "".join(c.text for c in h[:2]), "".join(c.text for c in h[2:])
        )
        for h in hands
    ]
    ranked = sorted(range(len(ours)), key=ours.__getitem__)
    for a, b in pairwise(ranked):
        if ours[a] == ours[b]:
            assert not theirs[a] < theirs[b] and not theirs[b] < theirs[a], (hands[a], hands[b])
        else:
            assert theirs[a] < theirs[b], (hands[a], hands[b])


def test_the_categories_are_pokerkit_s_labels() -> None:
    """Our category of each hand is the label pokerkit's lookup gives it."""
    rng = random.Random(5)
    for _ in range(min(HANDS, 5000)):
        hand = rng.sample(SHORT_PACK, 5)
        ours = evaluate_hand(hand, SHORT).category
        theirs = ShortDeckHoldemHand("".join(c.text for c in hand)).entry.label
        assert ours.label == theirs.value.capitalize(), hand


def _hand(text: str) -> list[Card]:
    return [parse_card(c) for c in text.split()]  # type: ignore[misc]


@pytest.mark.parametrize(
    ("better", "worse"),
    [
        ("6s 8s Ts Qs Ks", "Ac Ad Ah Kc Kd"),  # a flush beats a full house
        ("As 6d 7c 8h 9s", "Ac Ad Ah Kc Qd"),  # A-6-7-8-9 is a straight, above three of a kind
        ("6s 7d 8c 9h Ts", "As 6d 7c 8h 9s"),  # and the lowest straight
        ("6s 7s 8s 9s As", "Kc Kd Kh Ks Ac"),  # the lowest straight flush beats four kings
    ],
)
def test_golden_short_deck_order(better: str, worse: str) -> None:
    """RULES.md §7 (short-deck hold'em); Wikipedia, Six-plus hold 'em: hand rankings."""
    assert evaluate_hand(_hand(better), SHORT).value > evaluate_hand(_hand(worse), SHORT).value


def test_the_order_of_categories() -> None:
    assert ORDER.index(Category.FLUSH) > ORDER.index(Category.FULL_HOUSE)
    assert ORDER.index(Category.STRAIGHT) > ORDER.index(Category.THREE_OF_A_KIND)


def test_a_card_below_the_six_is_refused() -> None:
    with pytest.raises(RuleViolation, match="no fives") as refused:
        evaluate_hand(_hand("As 5d 7c 8h 9s"), SHORT)
    assert refused.value.rule == "high.short-deck"
    assert refused.value.at == ((1,),)


def test_trips_over_straight_differs_from_short_deck_only_between_those_two() -> None:
    """Rule high.short-deck-trips (Wikipedia, Six-plus hold 'em, rule variations): ranked
    `short_deck_trips`, three of a kind beats a straight; every other pair of hands compares
    as `short_deck` compares it, and a hand keeps its category and its best five."""
    trips = OtherSystem.SHORT_DECK_TRIPS
    set_of_nines = [parse_card(c) for c in ["9c", "9d", "9h", "Ks", "6c"]]
    low_straight = [parse_card(c) for c in ["As", "6d", "7c", "8h", "9s"]]
    assert evaluate_hand(low_straight, SHORT).value > evaluate_hand(set_of_nines, SHORT).value
    assert evaluate_hand(low_straight, trips).value < evaluate_hand(set_of_nines, trips).value
    assert "high.short-deck-trips" in evaluate_hand(set_of_nines, trips).rules
    between = {Category.STRAIGHT, Category.THREE_OF_A_KIND}
    rng = random.Random(11)
    hands = [rng.sample(SHORT_PACK, 5) for _ in range(min(HANDS, 3000))]
    short = [evaluate_hand(h, SHORT) for h in hands]
    other = [evaluate_hand(h, trips) for h in hands]
    for a, b in zip(short, other, strict=True):
        assert (a.category, a.best_five) == (b.category, b.best_five)
    for i, j in pairwise(range(len(hands))):
        if {short[i].category, short[j].category} == between:
            assert (short[i].value < short[j].value) != (other[i].value < other[j].value)
        else:
            assert (short[i].value < short[j].value) == (other[i].value < other[j].value)
            assert (short[i].value == short[j].value) == (other[i].value == other[j].value)
    # From seven cards that make both, each order plays its better five.
    both = [parse_card(c) for c in ["9c", "9d", "9h", "6d", "7c", "8h", "As"]]
    assert evaluate_hand(both, SHORT).category == Category.STRAIGHT
    assert evaluate_hand(both, trips).category == Category.THREE_OF_A_KIND
