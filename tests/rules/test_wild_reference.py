"""Wild cards against a brute-force reference that tries every substitution (RULES.md §0).

The reference knows nothing of the search in :mod:`service.rules.ranking.wild`: it gives each
wild card every card it may stand for, scores every five of the result, and keeps the best. A
bug may be any ace (even one held: four aces and the bug are five aces), or any other card only
in a five where it completes a straight or flush, and in a flush never a card already held; in
a low ranking the bug is fully wild.
"""

from __future__ import annotations

import random
from functools import cache
from itertools import combinations, product

import pytest
from hypothesis import given
from hypothesis import strategies as st

from service.rules.cards import FULL_PACK, JOKER, Card, PlayingCard, Rank, parse_card
from service.rules.decks import STANDARD
from service.rules.ranking import Category, RankingSystem, evaluate_hand
from service.rules.ranking.compare import compare_hands
from service.rules.ranking.five import FiveScore, score_five
from service.rules.ranking.systems import DECLARATIONS
from service.rules.ranking.wild import JokerRule, WildRule

STRAIGHT_OR_FLUSH = {Category.STRAIGHT, Category.FLUSH, Category.STRAIGHT_FLUSH}


@cache
def _score(ranks: tuple[int, ...], flush: bool, system: RankingSystem) -> FiveScore:
    return score_five(ranks, flush=flush, declaration=DECLARATIONS[system])


def _reference(
    cards: list[PlayingCard],
    system: RankingSystem,
    rule: WildRule,
    extra: frozenset[Rank] = frozenset(),
) -> int:
    kinds = [rule.kind_of(c, extra) for c in cards]
    if DECLARATIONS[system].low:
        # In a low ranking the bug plays as a fully wild joker (RULES.md §0; RR joker rules).
        kinds = ["wild" if k == "bug" else k for k in kinds]
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
    # Only the wild cards of a five matter to it: each five, every substitution of its own.
    for positions in combinations(range(len(cards)), 5):
        wild_at = [i for i in positions if kinds[i] is not None]
        naturals = [cards[i] for i in positions if kinds[i] is None]
        natural_ranks = tuple(c.rank for c in naturals)
        natural_suits = {c.suit for c in naturals}
        bug_at = [k for k, i in enumerate(wild_at) if kinds[i] == "bug"]
        for substitution in product(*(choices[i] for i in wild_at)):
            if not rule.may_duplicate and len(set(substitution)) < len(substitution):
                continue
            ranks = tuple(sorted(natural_ranks + tuple(c.rank for c in substitution)))
            flush = len(natural_suits.union(c.suit for c in substitution)) == 1
            scored = _score(ranks, flush, system)
            if scored.value <= best:
                continue  # what follows only rules a five out
            bugs = [substitution[k] for k in bug_at]
            if any(c.rank != Rank.ACE for c in bugs) and scored.category not in STRAIGHT_OR_FLUSH:
                continue  # a bug is an ace unless it completes a straight or a flush
            flush = scored.category in (Category.FLUSH, Category.STRAIGHT_FLUSH)
            if flush and any(c in held for c in bugs):
                continue  # in a flush, a bug is a card of the suit not already present
            best = scored.value
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


def test_the_bug_in_every_low_ranking_plays_as_a_fully_wild_joker() -> None:
    """RULES.md §0 (RR joker rules): in a low system the bug is the lowest card that does not
    pair the hand, and in A-6 and 2-7 makes no straight or flush, as a wild joker plays."""
    rule = WildRule(jokers=JokerRule.BUG)
    wheel = [parse_card(c) for c in ("Jk", "Ac", "3d", "4h", "5s")]
    assert evaluate_hand(wheel, RankingSystem.ACE_TO_FIVE, wild=rule).description == (
        "Wheel (5-4-3-2-A)"
    )
    for system in (s for s in RankingSystem if DECLARATIONS[s].low):
        for hand in _hands(random.Random(f"low bug {system}"), 1, 100):
            got = evaluate_hand(hand, system, wild=rule).value
            assert got == _reference(hand, system, rule), (system, hand)
            assert got == evaluate_hand(hand, system, wild=WildRule()).value, (system, hand)


def _bug_and_deuces(rng: random.Random, deuces: int, count: int) -> list[list[PlayingCard]]:
    """Hands of the bug, ``deuces`` deuces and naturals of other ranks: five to seven cards with
    one deuce, five or six with two (the reference tries 52 cards for each wild card)."""
    others = [c for c in FULL_PACK if c.rank != Rank.TWO]
    twos = [c for c in FULL_PACK if c.rank == Rank.TWO]
    hands = []
    for _ in range(count):
        size = rng.choice((5, 6, 7) if deuces == 1 else (5, 6))
        hand: list[PlayingCard] = [JOKER, *rng.sample(twos, deuces)]
        hand += rng.sample(others, size - 1 - deuces)
        rng.shuffle(hand)
        hands.append(hand)
    return hands


def _bug_with_deuces(deuces: int, per_player: bool, count: int) -> None:
    ranks = frozenset({Rank.TWO})
    rule = WildRule(jokers=JokerRule.BUG, ranks=frozenset() if per_player else ranks)
    extra = ranks if per_player else frozenset()
    rng = random.Random(f"bug and {deuces} deuces {per_player}")
    for hand in _bug_and_deuces(rng, deuces, count):
        got = evaluate_hand(hand, RankingSystem.HIGH, wild=rule, wild_ranks=extra).value
        assert got == _reference(hand, RankingSystem.HIGH, rule, extra), hand


@pytest.mark.parametrize("per_player", [False, True], ids=["game-ranks", "per-player"])
def test_the_bug_with_a_wild_rank_matches_the_reference(per_player: bool) -> None:
    """RULES.md §0: with other wild ranks in the hand the bug still completes a straight, flush
    or straight flush, standing for one card only; deuces wild for the game or for the player
    (Low Hole) alike."""
    _bug_with_deuces(1, per_player, 80)


@pytest.mark.slow
@pytest.mark.parametrize("per_player", [False, True], ids=["game-ranks", "per-player"])
def test_the_bug_with_two_wild_cards_matches_the_reference(per_player: bool) -> None:
    """RULES.md §0, as above with two deuces beside the bug."""
    _bug_with_deuces(2, per_player, 10)


@pytest.mark.parametrize(
    ("hand", "description", "plays_as"),
    [
        ("Jk 2c 9d 8h 7s", "Straight, jack high", "J T 9 8 7"),
        ("Jk 2c 9d 8h 6s", "Straight, ten high", "T 9 8 7 6"),
        ("Jk 2c 2d 9h 8s", "Straight, queen high", "Q J T 9 8"),
        ("Jk 2c 9h 8h 4h", "Flush, ace-ace-nine-eight-four", "A A 9 8 4"),
        ("Jk 2c 9d 9h 4s", "Three of a kind, nines, ace-four kickers", "9 9 9 A 4"),
    ],
)
def test_the_bug_beside_deuces_wild_rules_of_rr(hand: str, description: str, plays_as: str) -> None:
    """RULES.md §0 and RR joker rules, deuces wild with the bug: the bug completes a straight
    with a deuce (J-T-9-8-7, the bug the jack), fills the inside of one, or is the flush's
    highest card not held; beside a pair it is an ace, never a third nine."""
    rule = WildRule(jokers=JokerRule.BUG, ranks=frozenset({Rank.TWO}))
    ruled = evaluate_hand([parse_card(c) for c in hand.split()], RankingSystem.HIGH, wild=rule)
    assert ruled.description == description
    assert " ".join(str(c)[0] for c in ruled.plays_as) == plays_as


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


@given(
    st.lists(st.sampled_from(FULL_PACK), min_size=5, max_size=7, unique=True),
    st.sampled_from(list(Rank)),
    st.sampled_from(list(RankingSystem)),
)
def test_a_hands_own_wild_ranks_apply_under_every_call_shape(
    hand: list[Card], rank: Rank, system: RankingSystem
) -> None:
    """wild.per-player (RULES.md §0, S3 Low Hole): a rank wild for one hand plays alike with no
    game rule, beside a game rule with no wild card, as a game-wide wild rank, and through the
    showdown of several hands; and it never makes the hand worse."""
    ranks = frozenset({rank})
    alone = evaluate_hand(hand, system, wild_ranks=ranks).value
    assert alone == evaluate_hand(hand, system, wild=WildRule(), wild_ranks=ranks).value
    assert alone == evaluate_hand(hand, system, wild=WildRule(ranks=ranks)).value
    ruling = compare_hands([hand], system, STANDARD, wild_ranks=[ranks])
    assert ruling.evaluations[0].value == alone
    assert alone >= evaluate_hand(hand, system).value
