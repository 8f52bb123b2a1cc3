"""Eight or nine natural cards are ruled from the tables exactly as the search rules them
(RULES.md §0: with more than five cards, high and low each choose their own best five, cards
speak; S3 Lowball section for the low systems and the eight-or-better qualifier).

The search (:func:`service.rules.ranking.reference.evaluate_by_search`) is the oracle: best five
and its order, what each card plays as, category, description, value, rules and qualifier. The
table path must also really answer the hands it claims (``eight_or_nine_ruling`` not None), or
these tests would compare the search with itself.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from service.rules.cards import FULL_PACK, Card, Rank, Suit, card, parse_card
from service.rules.ranking import RankingSystem, evaluate_hand
from service.rules.ranking.eight_or_nine import eight_or_nine_ruling
from service.rules.ranking.reference import evaluate_by_search
from service.rules.ranking.systems import DECLARATIONS
from service.rules.ranking.wild import JokerRule, WildRule

SYSTEMS = list(RankingSystem)


def _cards(text: str) -> list[Card]:
    cards = [parse_card(c) for c in text.split()]
    assert all(isinstance(c, Card) for c in cards)
    return cards  # type: ignore[return-value]


def _qualifiers(system: RankingSystem) -> Sequence[int | None]:
    return (None, 8, 7) if DECLARATIONS[system].low else (None,)


def _counts_flushes_in_low(system: RankingSystem) -> bool:
    declaration = DECLARATIONS[system]
    return declaration.low and declaration.straights_and_flushes_count


def _five_of_a_rank(hand: Sequence[Card]) -> bool:
    return max(sum(c.rank == r for c in hand) for r in Rank) >= 5


def _five_of_a_suit(hand: Sequence[Card]) -> bool:
    return max(sum(c.suit == s for c in hand) for s in Suit) >= 5


def _held_as_search_rules(
    hand: Sequence[Card], system: RankingSystem, qualifier: int | None = None
) -> bool:
    """Whether the table path answered; asserts its answer (and the entry point's) is the
    search's."""
    searched = evaluate_by_search(hand, system, qualifier=qualifier)
    assert evaluate_hand(hand, system, qualifier=qualifier) == searched, hand
    fast = eight_or_nine_ruling(hand, system, qualifier)
    if fast is not None:
        assert fast == searched, hand
    return fast is not None


@pytest.mark.parametrize("system", SYSTEMS)
def test_random_eight_and_nine_card_hands_are_ruled_as_the_search_does(
    system: RankingSystem,
) -> None:
    """hands.best-five: 600 random hands of 8 and 9 cards per qualifier, a quarter of
    them from two packs; every one answered from the tables except five of a rank and, in a
    low that counts flushes, a best five of one suit."""
    for qualifier in _qualifiers(system):
        rng = random.Random(f"eight or nine {system} {qualifier}")
        for i in range(600):
            hand = rng.sample(FULL_PACK * (2 if i % 4 == 0 else 1), rng.choice((8, 9)))
            answered = _held_as_search_rules(hand, system, qualifier)
            awkward = _five_of_a_rank(hand) or (
                _counts_flushes_in_low(system) and _five_of_a_suit(hand)
            )
            assert answered or awkward, hand


@pytest.mark.parametrize("system", SYSTEMS)
def test_hands_crowded_with_one_suit_are_ruled_as_the_search_does(system: RankingSystem) -> None:
    """high.flush and straight flushes (RULES.md §0), and the lows that count a flush against
    a hand (S3): five to nine cards of one suit among eight or nine, from one pack or two (a
    flush may hold a card twice); high answers every one from the tables."""
    rng = random.Random(f"suited {system}")
    tried = answered = 0
    for i in range(600):
        size = rng.choice((8, 9))
        suit = rng.choice(list(Suit))
        packs = 2 if i % 3 == 0 else 1
        suited = [c for c in FULL_PACK * packs if c.suit == suit]
        hand = rng.sample(suited, rng.randint(5, size))
        hand += rng.sample(FULL_PACK * packs, size - len(hand))
        if _five_of_a_rank(hand):
            continue
        rng.shuffle(hand)
        tried += 1
        answered += _held_as_search_rules(hand, system, 8 if DECLARATIONS[system].low else None)
    # A low that counts flushes leaves a best five of one suit to the search: about half of
    # these hands; every other system answers them all.
    assert answered >= (tried // 2 - 50 if _counts_flushes_in_low(system) else tried)


@pytest.mark.parametrize("system", SYSTEMS)
@pytest.mark.parametrize(
    "hand",
    [
        "As 2d 3c 4h 5s 6d 7c 8h 9s",  # wheels and sixes: straights in high and ace-to-six
        "Ah 2h 3h 4h 5h 6h 7c 7d",  # a straight flush six high beside the steel wheel
        "Ac Ad Ah As Kc Kd Kh Ks Qc",  # four aces, four kings: the kicker chosen among equals
        "2c 2d 3c 3d 4c 4d 5c 5d 7h",  # pairs everywhere: the low takes one of each rank
        "Kh Qh Jh Th 9h 8h 7h 6h 5h",  # nine of one suit
        "7c 5d 4h 3s 2c 7d 5h 4s 3c",  # two eight-or-better lows, the seven perfect twice
        "Ac Ac Kc Qc Jc 2d 2d 2h 9s",  # two packs: a flush holding a pair
        "Tc Td Ts Ts 9s 9s 8s 8h 2c",  # two packs: four tens beside a flush holding pairs
        "6h 5h 4h 3h 2h 6c 5c 4c 3c",  # two suited sixes-high straights: the low avoids both
    ],
)
def test_adversarial_eight_and_nine_card_hands_are_ruled_as_the_search_does(
    system: RankingSystem, hand: str
) -> None:
    """RULES.md §0 (best five, wheel, kickers) and S3 (lows, qualifier): ties among equal
    cards, two packs, flush beside pairs, wheels, every system and qualifiers 8 and 7."""
    cards = _cards(hand)
    for qualifier in _qualifiers(system):
        answered = _held_as_search_rules(cards, system, qualifier)
        assert answered or (_counts_flushes_in_low(system) and _five_of_a_suit(cards))


@pytest.mark.parametrize("system", SYSTEMS)
def test_five_of_a_rank_from_two_packs_is_left_to_the_search(system: RankingSystem) -> None:
    """Five cards of a rank (two packs) overflow the tables' rank key: the path declines, and
    the entry point's ruling is still the search's."""
    cards = _cards("9c 9d 9h 9s 9c Ad Kh 2s 4c")
    assert eight_or_nine_ruling(cards, system, None) is None
    assert evaluate_hand(cards, system) == evaluate_by_search(cards, system)


@pytest.mark.parametrize("system", SYSTEMS)
def test_hands_equal_but_for_suits_tie_from_the_tables(system: RankingSystem) -> None:
    """showdown.ties (RR): suits never decide who wins; a hand and the same hand with every
    suit moved on one get one value and one description."""
    rng = random.Random(f"ties {system}")
    for _ in range(300):
        hand = rng.sample(FULL_PACK, rng.choice((8, 9)))
        shifted = [Card(c.rank, Suit((c.suit + 1) % 4)) for c in hand]
        one, other = evaluate_hand(hand, system), evaluate_hand(shifted, system)
        assert (one.value, one.description) == (other.value, other.description), hand


_NO_WILD_CARD_HELD = {
    "jokers wild": WildRule(),
    "deuces wild": WildRule(ranks=frozenset({Rank.TWO})),
    "the bug": WildRule(jokers=JokerRule.BUG),
    "the man with the axe": WildRule(cards=frozenset({card(Rank.KING, Suit.DIAMONDS)})),
    "deuces wild, a natural pair of sevens": WildRule(
        ranks=frozenset({Rank.TWO}), natural_pair=Rank.SEVEN
    ),
}


@pytest.mark.parametrize("system", SYSTEMS)
@pytest.mark.parametrize("kind", list(_NO_WILD_CARD_HELD))
def test_a_game_with_wild_cards_rules_a_hand_holding_none_as_the_search_does(
    system: RankingSystem, kind: str
) -> None:
    """RULES.md §0 wild cards: wildness belongs to the game; a hand of 8 or 9 that holds no
    wild card (the game's or its own wild ranks, Low Hole) is ruled as natural cards, unless
    it holds the game's natural pair, which the search rules. Hands holding a wild card are
    left to the wild-card rulings."""
    rule = _NO_WILD_CARD_HELD[kind]
    rng = random.Random(f"no wild card {system} {kind}")
    answered = 0
    for i in range(150):
        hand = rng.sample(FULL_PACK, rng.choice((8, 9)))
        own = frozenset({Rank(rng.randint(2, 14))}) if i % 2 else frozenset()
        searched = evaluate_by_search(hand, system, wild=rule, wild_ranks=own)
        assert evaluate_hand(hand, system, wild=rule, wild_ranks=own) == searched, hand
        fast = eight_or_nine_ruling(hand, system, None, rule, own)
        if fast is not None:
            assert fast == searched, hand
            answered += 1
        holds_wild = any(rule.kind_of(c, own) for c in hand)
        holds_pair = rule.natural_pair is not None and (
            sum(c.rank == rule.natural_pair for c in hand) >= 2
        )
        if holds_wild or holds_pair:
            assert fast is None, hand
    assert answered >= 25
