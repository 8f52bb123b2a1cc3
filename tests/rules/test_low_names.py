"""How low hands are named: their category under their own system, and smooth or rough
(RULES.md §0 Low systems; S3 Lowball)."""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from service.rules.cards import FULL_PACK, Card, parse_card
from service.rules.ranking import Category, RankingSystem, evaluate_hand
from service.rules.ranking import describe as describe_module
from service.rules.ranking.describe import ROUGH_FROM, describe
from service.rules.ranking.five import score_five
from service.rules.ranking.systems import DECLARATIONS

LOWS = [s for s in RankingSystem if DECLARATIONS[s].low]


def _hand(text: str) -> list[Card]:
    return [parse_card(c) for c in text.split()]


@pytest.mark.parametrize("system", LOWS)
def test_seed_003_rough_and_smooth_eights(system: RankingSystem) -> None:
    """S3 Lowball: 8-7-6-4-2 is a rough eight and 8-5-4-3-2 a smooth eight, in every low
    system; with the ace low, 8-7-6-3-A is rough and 8-4-3-2-A smooth."""
    rough = evaluate_hand(_hand("8c 7d 6h 4s 2c"), system).description
    smooth = evaluate_hand(_hand("8d 5c 4h 3s 2d"), system).description
    assert rough.startswith("Eight-seven low, a rough eight (8-7-6-4-2")
    assert smooth.startswith("Eight-five low, a smooth eight (8-5-4-3-2")
    if system != RankingSystem.DEUCE_TO_SEVEN:
        assert "a rough eight" in evaluate_hand(_hand("8c 7d 6h 3s Ac"), system).description
        assert "a smooth eight" in evaluate_hand(_hand("8c 4d 3h 2s Ac"), system).description


def test_deuce_to_seven_smooth_and_rough_keep_the_seed_table_numbers() -> None:
    """S3 Lowball, deuce-to-seven table: #5 8-5-4-3-2 (nut eight) is smooth, #15 8-7-6-4-2 and
    #18 8-7-6-5-3 ("rough eighty-seven") rough; #9 and #10 are neither."""
    named = {
        order: describe(RankingSystem.DEUCE_TO_SEVEN, Category.HIGH_CARD, order)
        for order in [(8, 5, 4, 3, 2), (8, 6, 5, 4, 3), (8, 7, 4, 3, 2), (8, 7, 6, 4, 2),
                      (8, 7, 6, 5, 3)]
    }  # fmt: skip
    assert list(named.values()) == [
        "Eight-five low, a smooth eight (8-5-4-3-2, #5)",
        "Eight-six low (8-6-5-4-3, #9)",
        "Eight-seven low (8-7-4-3-2, #10)",
        "Eight-seven low, a rough eight (8-7-6-4-2, #15)",
        "Eight-seven low, a rough eight (8-7-6-5-3, #18)",
    ]


@pytest.mark.parametrize("system", LOWS)
def test_every_smooth_low_beats_every_plain_one_and_every_plain_one_every_rough(
    system: RankingSystem,
) -> None:
    """S3 Lowball, every no-pair low of every top card from eight up: smooth hands are the
    best of their top card, rough the worst, never both; so the names never run backwards."""
    declaration = DECLARATIONS[system]
    by_top: dict[int, list[tuple[int, str]]] = {}
    for ranks in combinations(range(14, 1, -1), 5):
        scored = score_five(ranks, flush=False, declaration=declaration)
        if scored.category != Category.HIGH_CARD or scored.order[0] < ROUGH_FROM:
            continue
        name = describe(system, scored.category, scored.order)
        texture = 0 if "a smooth" in name else 2 if "a rough" in name else 1
        by_top.setdefault(scored.order[0], []).append((scored.value, texture))
    assert by_top
    for hands in by_top.values():
        hands.sort(reverse=True)  # best first
        textures = [texture for _, texture in hands]
        assert textures == sorted(textures)
        assert textures[0] == 0 and textures[-1] == 2


@given(
    st.lists(st.sampled_from(FULL_PACK), min_size=5, max_size=7, unique=True),
    st.sampled_from(list(RankingSystem)),
)
def test_a_hands_category_is_named_under_its_own_system(
    hand: list[Card], system: RankingSystem
) -> None:
    """low.names (RULES.md §0 Low systems): a low with no pair is "no pair", never high poker's
    "high card"; at ace-to-five straights and flushes are no category at all, at ace-to-six and
    deuce-to-seven they are named, against the hand; high never says "no pair"."""
    evaluation = evaluate_hand(hand, system)
    category = evaluation.category
    if system == RankingSystem.HIGH:
        assert category != Category.NO_PAIR
        return
    assert category != Category.HIGH_CARD
    if system == RankingSystem.ACE_TO_FIVE:
        assert category not in {Category.STRAIGHT, Category.FLUSH, Category.STRAIGHT_FLUSH}
    ranks = {c.rank for c in evaluation.best_five}
    assert (category == Category.NO_PAIR) == (len(ranks) == 5 and "low.names" in evaluation.rules)


@pytest.mark.parametrize(
    ("system", "hand", "category"),
    [
        (RankingSystem.ACE_TO_FIVE, "5h 4h 3h 2h Ah", "no_pair"),  # the steel wheel is a low
        (RankingSystem.ACE_TO_SIX, "5h 4c 3h 2h Ah", "straight"),
        (RankingSystem.ACE_TO_SIX, "7h 5h 4h 3h Ah", "flush"),
        (RankingSystem.DEUCE_TO_SEVEN, "Ac 5d 4h 3s 2c", "no_pair"),  # ace high, no straight
        (RankingSystem.DEUCE_TO_SEVEN, "7s 5s 4s 3s 2s", "flush"),
        (RankingSystem.DEUCE_TO_SEVEN, "3c 3d 6h 4s 2c", "one_pair"),
    ],
)
def test_low_categories_of_seed_003_hands(system: RankingSystem, hand: str, category: str) -> None:
    """S3 Lowball and RULES.md §0: at ace-to-five straights and flushes are ignored; at
    ace-to-six A-2-3-4-5 is a straight and a flush counts; at deuce-to-seven A-5-4-3-2 is ace
    high and suited 7-5-4-3-2 a flush."""
    evaluation = evaluate_hand(_hand(hand), system)
    assert evaluation.category.value == category
    if category == "no_pair":
        assert evaluation.category.label == "No pair"


@pytest.mark.parametrize("system", LOWS)
def test_the_listed_no_pair_lows_are_the_scorer_s(system: RankingSystem) -> None:
    """The names' table of no-pair lows, listed without the scorer, holds exactly the fives
    :func:`score_five` calls no pair under ``system``, in the order its scores put them."""
    declaration = DECLARATIONS[system]
    scored = [
        score_five(ranks, flush=False, declaration=declaration)
        for ranks in combinations(range(14, 1, -1), 5)
    ]
    no_pair = sorted(
        (s for s in scored if s.category == Category.HIGH_CARD), key=lambda s: -s.value
    )
    assert describe_module._no_pair_lows(system) == [s.order for s in no_pair]
