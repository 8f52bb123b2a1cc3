"""High ranking checked against treys, an independent evaluator, and against invariants.

RULES.md §0 "High ranking". treys ranks 5- to 7-card hands with its own lookup tables; on every
random hand our order and ties must agree with it, and our category must be its class.
"""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st
from treys import Card as TreysCard
from treys import Evaluator

from service.rules.cards import FULL_PACK, Card, Suit
from service.rules.ranking import Category, Evaluation, RankingSystem, evaluate_hand

_TREYS = Evaluator()


def evaluate_high(cards: list[Card]) -> Evaluation:
    return evaluate_hand(cards, RankingSystem.HIGH)


_TREYS_CLASS = {
    "Straight Flush": {Category.STRAIGHT_FLUSH},
    "Four of a Kind": {Category.FOUR_OF_A_KIND},
    "Full House": {Category.FULL_HOUSE},
    "Flush": {Category.FLUSH},
    "Straight": {Category.STRAIGHT},
    "Three of a Kind": {Category.THREE_OF_A_KIND},
    "Two Pair": {Category.TWO_PAIR},
    "Pair": {Category.ONE_PAIR},
    "High Card": {Category.HIGH_CARD},
}
_TREYS_CARDS = {c: TreysCard.new(str(c)) for c in FULL_PACK}


def _treys_strength(hand: list[Card]) -> int:
    """treys' rank, turned so that greater is better like ours (treys: 1 is the royal flush)."""
    cards = [_TREYS_CARDS[c] for c in hand]
    return -_TREYS.evaluate(cards[:2], cards[2:])


def test_order_and_ties_agree_with_treys_on_random_hands() -> None:
    rng = random.Random(20261122)
    hands = [rng.sample(FULL_PACK, rng.choice((5, 6, 7))) for _ in range(20_000)]
    ours = [evaluate_high(h) for h in hands]
    theirs = [_treys_strength(h) for h in hands]
    for i in range(1, len(hands)):
        a, b = ours[i - 1].value, ours[i].value
        x, y = theirs[i - 1], theirs[i]
        assert (a > b, a == b) == (x > y, x == y), (hands[i - 1], hands[i])
        class_name = _TREYS.class_to_string(_TREYS.get_rank_class(-theirs[i]))
        assert ours[i].category in _TREYS_CLASS[class_name], hands[i]


def test_the_five_cards_that_play_are_worth_the_whole_hand() -> None:
    """hands.best-five: the best five alone evaluate to the same value."""
    rng = random.Random(7)
    for _ in range(5_000):
        hand = rng.sample(FULL_PACK, 7)
        result = evaluate_high(hand)
        assert set(result.best_five) <= set(hand)
        assert evaluate_high(list(result.best_five)).value == result.value


hands_of_5_to_7 = st.lists(st.sampled_from(FULL_PACK), min_size=5, max_size=7, unique=True)


@given(hands_of_5_to_7, st.randoms(use_true_random=False))
def test_card_order_does_not_matter(hand: list[Card], rng: random.Random) -> None:
    shuffled = hand[:]
    rng.shuffle(shuffled)
    assert evaluate_high(shuffled) == evaluate_high(hand)


@given(hands_of_5_to_7, st.permutations(list(Suit)))
def test_renaming_suits_does_not_change_the_value(hand: list[Card], suits: list[Suit]) -> None:
    """cards.suits-never-decide: suits are interchangeable for the rank of a hand."""
    renamed = [Card(c.rank, suits[c.suit]) for c in hand]
    assert evaluate_high(renamed).value == evaluate_high(hand).value


@given(st.lists(st.sampled_from(FULL_PACK), min_size=6, max_size=7, unique=True))
def test_an_extra_card_never_makes_a_hand_worse(hand: list[Card]) -> None:
    """hands.best-five: more cards to choose from can only help."""
    assert evaluate_high(hand).value >= evaluate_high(hand[:-1]).value
