"""Properties every ranking system keeps, checked on generated hands (hypothesis)."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from service.rules.cards import FULL_PACK, Card, Suit
from service.rules.ranking import RankingSystem, evaluate_hand
from service.rules.ranking.tables import best_score

hands_of_5_to_7 = st.lists(st.sampled_from(FULL_PACK), min_size=5, max_size=7, unique=True)
systems = st.sampled_from(list(RankingSystem))


@given(hands_of_5_to_7, systems, st.randoms(use_true_random=False))
def test_card_order_does_not_matter(
    hand: list[Card], system: RankingSystem, rng: random.Random
) -> None:
    shuffled = hand[:]
    rng.shuffle(shuffled)
    assert evaluate_hand(shuffled, system) == evaluate_hand(hand, system)


@given(hands_of_5_to_7, systems, st.permutations(list(Suit)))
def test_renaming_suits_does_not_change_the_value(
    hand: list[Card], system: RankingSystem, suits: list[Suit]
) -> None:
    """cards.suits-never-decide: suits are interchangeable for the rank of a hand."""
    renamed = [Card(c.rank, suits[c.suit]) for c in hand]
    assert evaluate_hand(renamed, system).value == evaluate_hand(hand, system).value


@given(st.lists(st.sampled_from(FULL_PACK), min_size=6, max_size=7, unique=True), systems)
def test_an_extra_card_never_makes_a_hand_worse(hand: list[Card], system: RankingSystem) -> None:
    """hands.best-five: more cards to choose from can only help, high or low."""
    assert evaluate_hand(hand, system).value >= evaluate_hand(hand[:-1], system).value


@given(hands_of_5_to_7, systems)
def test_the_best_five_is_worth_the_whole_hand(hand: list[Card], system: RankingSystem) -> None:
    """hands.best-five: the five that play, alone, evaluate to the same value and category."""
    result = evaluate_hand(hand, system)
    assert set(result.best_five) <= set(hand)
    alone = evaluate_hand(list(result.best_five), system)
    assert (alone.value, alone.category) == (result.value, result.category)


def test_lookup_tables_agree_with_trying_every_five() -> None:
    """The fast path and the descriptive path are one evaluator: the same value, every hand."""
    rng = random.Random(11)
    for system in RankingSystem:
        for _ in range(4_000):
            hand = rng.sample(FULL_PACK, rng.choice((5, 6, 7)))
            assert best_score(hand, system) == evaluate_hand(hand, system).value, (system, hand)


def test_hands_of_eight_and_nine_cards_and_two_packs() -> None:
    """Beyond seven cards, or with two packs, the general path gives the same answers."""
    rng = random.Random(12)
    double_pack = FULL_PACK + FULL_PACK
    for system in RankingSystem:
        for size in (8, 9):
            for _ in range(300):
                hand = rng.sample(double_pack, size)
                best = evaluate_hand(hand, system)
                fives = [evaluate_hand(hand[:i] + hand[i + 1 :], system).value for i in range(size)]
                assert best.value == max(fives), (system, hand)
