"""Wild cards against a brute-force reference that tries every substitution (RULES.md §0).

The reference knows nothing of the search in :mod:`service.rules.ranking.wild`: it gives each
wild card every card it may stand for, scores every five of the result, and keeps the best. A
bug may be any ace (even one held: four aces and the bug are five aces), or any other card only
in a five where it completes a straight or flush, and in a flush never a card already held.
"""

from __future__ import annotations

import random
from functools import cache
from itertools import combinations, product

import pytest
from hypothesis import given
from hypothesis import strategies as st

from service.rules.cards import FULL_PACK, JOKER, Card, PlayingCard, Rank
from service.rules.ranking import Category, RankingSystem, evaluate_hand
from service.rules.ranking.five import FiveScore, score_five
from service.rules.ranking.systems import DECLARATIONS
from service.rules.ranking.wild import JokerRule, WildRule

STRAIGHT_OR_FLUSH = {Category.STRAIGHT, Category.FLUSH, Category.STRAIGHT_FLUSH}


@cache
def _score(ranks: tuple[int, ...], flush: bool, system: RankingSystem) -> FiveScore:
    return score_five(ranks, flush=flush, declaration=DECLARATIONS[system])


def _reference(cards: list[PlayingCard], system: RankingSystem, rule: WildRule) -> int:
    kinds = [rule.kind_of(c) for c in cards]
    held = {c for c, k in zip(cards, kinds, strict=True) if k is None and isinstance(c, Card)}
    choices = []
    for kind in kinds:
        if kind is None:
            choices.append([None])
        elif kind == "wild" and not rule.may_duplicate:
            choices.append([c for c in FULL_PACK if c not in held])
        else:
            choices.append(list(FULL_PACK))
    best = 0
    for substitution in product(*choices):
        if not rule.may_duplicate:
            chosen = [c for c in substitution if c is not None]
            if len(set(chosen)) < len(chosen):
                continue
        playing = [
            (sub if sub is not None else card, kind)
            for card, sub, kind in zip(cards, substitution, kinds, strict=True)
        ]
        for five in combinations(playing, 5):
            scored = _score(
                tuple(c.rank for c, _ in five), len({c.suit for c, _ in five}) == 1, system
            )
            bugs = [c for c, k in five if k == "bug"]
            if any(c.rank != Rank.ACE for c in bugs) and scored.category not in STRAIGHT_OR_FLUSH:
                continue  # a bug is an ace unless it completes a straight or a flush
            flush = scored.category in (Category.FLUSH, Category.STRAIGHT_FLUSH)
            if flush and any(c in held for c in bugs):
                continue  # in a flush, a bug is a card of the suit not already present
            best = max(best, scored.value)
    return best


def _hands(rng: random.Random, wild_count: int, count: int) -> list[list[PlayingCard]]:
    hands = []
    for _ in range(count):
        size = rng.choice((5, 6, 7))
        hand: list[PlayingCard] = list(rng.sample(FULL_PACK, size - wild_count))
        hand += [JOKER] * wild_count
        rng.shuffle(hand)
        hands.append(hand)
    return hands


@pytest.mark.parametrize("system", list(RankingSystem))
@pytest.mark.parametrize("may_duplicate", [True, False])
def test_one_joker_matches_the_reference(system: RankingSystem, may_duplicate: bool) -> None:
    rule = WildRule(jokers=JokerRule.WILD, may_duplicate=may_duplicate)
    for hand in _hands(random.Random(f"{system}{may_duplicate}"), 1, 150):
        assert evaluate_hand(hand, system, wild=rule).value == _reference(hand, system, rule), hand


@pytest.mark.slow
@pytest.mark.parametrize("system", list(RankingSystem))
def test_two_jokers_match_the_reference(system: RankingSystem) -> None:
    rule = WildRule(jokers=JokerRule.WILD)
    for hand in _hands(random.Random(f"two {system}"), 2, 60):
        assert evaluate_hand(hand, system, wild=rule).value == _reference(hand, system, rule), hand


def test_the_bug_matches_the_reference() -> None:
    rule = WildRule(jokers=JokerRule.BUG)
    for hand in _hands(random.Random("bug"), 1, 300):
        assert evaluate_hand(hand, RankingSystem.HIGH, wild=rule).value == _reference(
            hand, RankingSystem.HIGH, rule
        ), hand


def test_wild_ranks_match_the_reference() -> None:
    """Deuces wild: every deuce in the hand is wild, however many."""
    rule = WildRule(ranks=frozenset({Rank.TWO}))
    rng = random.Random("deuces")
    for _ in range(150):
        hand: list[PlayingCard] = list(rng.sample(FULL_PACK, 6))
        deuces = sum(1 for c in hand if isinstance(c, Card) and c.rank == Rank.TWO)
        if deuces > 2:
            continue  # the reference would take too long; the search bounds itself
        for system in RankingSystem:
            assert evaluate_hand(hand, system, wild=rule).value == _reference(hand, system, rule)


@given(
    st.lists(st.sampled_from(FULL_PACK), min_size=5, max_size=7, unique=True),
    st.sampled_from(list(RankingSystem)),
    st.integers(0, 6),
)
def test_a_wild_card_never_makes_a_hand_worse(
    hand: list[Card], system: RankingSystem, position: int
) -> None:
    """wild.fully-wild: turning any card into a joker can only help."""
    wilded: list[PlayingCard] = list(hand)
    wilded[position % len(hand)] = JOKER
    rule = WildRule()
    assert evaluate_hand(wilded, system, wild=rule).value >= evaluate_hand(hand, system).value


@given(st.lists(st.sampled_from(FULL_PACK), min_size=0, max_size=4, unique=True))
def test_five_or_more_wild_cards_make_the_best_hand_there_is(naturals: list[Card]) -> None:
    hand: list[PlayingCard] = [*naturals, *[JOKER] * (9 - len(naturals))]
    best = evaluate_hand(hand, RankingSystem.HIGH, wild=WildRule())
    assert best.description == "Five of a kind, aces"
    low = evaluate_hand(hand, RankingSystem.DEUCE_TO_SEVEN, wild=WildRule())
    assert low.description == "Seven-five low (7-5-4-3-2, #1)"


@pytest.mark.parametrize("wilds", [1, 2])
def test_joker_tables_agree_with_the_search(wilds: int) -> None:
    """The fast path for one or two jokers gives the value the full ruling gives."""
    from service.rules.ranking.joker_tables import score_codes_with_wilds
    from service.rules.ranking.tables import CODES

    rng = random.Random(f"tables {wilds}")
    for system in RankingSystem:
        for _ in range(600):
            naturals = rng.sample(FULL_PACK, rng.choice((5, 6, 7)) - wilds)
            fast = score_codes_with_wilds([CODES[c] for c in naturals], wilds, system)
            full = evaluate_hand([*naturals, *[JOKER] * wilds], system, wild=WildRule())
            assert fast in (None, full.value), (system, naturals)
