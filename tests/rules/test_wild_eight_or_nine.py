"""Eight or nine cards holding one or two fully wild cards are ruled from the tables exactly as
the search rules them (RULES.md §0 wild cards: a fully wild card stands for any rank and suit,
may duplicate a card held, never makes a hand worse, and for low plays as whatever gives the
lowest hand; with more than five cards high and low choose their own best five).

The search (:func:`service.rules.ranking.reference.evaluate_by_search`) is the oracle: best five,
what each card and each wild card plays as, category, description, value, rules, qualifier. The
table path must also really answer the hands it claims.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from service.rules.cards import FULL_PACK, JOKER, PlayingCard, Rank, parse_card
from service.rules.ranking import RankingSystem, evaluate_hand
from service.rules.ranking.reference import evaluate_by_search
from service.rules.ranking.systems import DECLARATIONS
from service.rules.ranking.wild import WildRule
from service.rules.ranking.wild_eight_or_nine import wild_eight_or_nine_ruling

SYSTEMS = list(RankingSystem)
JOKERS_WILD = WildRule()
RULES = {
    "jokers wild": JOKERS_WILD,
    "deuces wild": WildRule(ranks=frozenset({Rank.TWO})),
    "deuces wild, a natural pair of sevens": WildRule(
        ranks=frozenset({Rank.TWO}), natural_pair=Rank.SEVEN
    ),
}


def _qualifiers(system: RankingSystem) -> Sequence[int | None]:
    return (None, 8, 7) if DECLARATIONS[system].low else (None,)


def _held_as_search_rules(
    hand: Sequence[PlayingCard],
    system: RankingSystem,
    qualifier: int | None = None,
    wild: WildRule = JOKERS_WILD,
    own: frozenset[Rank] = frozenset(),
) -> bool:
    """Whether the table path answered; asserts its answer (and the entry point's) is the
    search's."""
    searched = evaluate_by_search(hand, system, qualifier=qualifier, wild=wild, wild_ranks=own)
    fast = evaluate_hand(hand, system, qualifier=qualifier, wild=wild, wild_ranks=own)
    assert fast == searched, (hand, own)
    ruled = wild_eight_or_nine_ruling(hand, system, qualifier, wild, own)
    if ruled is not None:
        assert ruled == searched, (hand, own)
    return ruled is not None


@pytest.mark.parametrize("system", SYSTEMS)
@pytest.mark.parametrize("kind", list(RULES))
def test_random_hands_with_wild_cards_are_ruled_as_the_search_does(
    system: RankingSystem, kind: str
) -> None:
    """8 or 9 cards with up to two jokers, a third from two packs, a fifth with a wild rank of
    their own (Low Hole), qualifiers 8 and 7 in the lows, the natural-pair rule."""
    wild = RULES[kind]
    for qualifier in _qualifiers(system):
        rng = random.Random(f"wild 8 or 9 {system} {kind} {qualifier}")
        for i in range(120):
            jokers = (1, 2, 0)[i % 3]
            pack = FULL_PACK * (2 if i % 3 == 1 else 1)
            size = rng.choice((8, 9))
            hand: list[PlayingCard] = [*rng.sample(pack, size - jokers), *[JOKER] * jokers]
            rng.shuffle(hand)
            own = frozenset({Rank(rng.randint(2, 14))}) if i % 5 == 0 else frozenset()
            _held_as_search_rules(hand, system, qualifier, wild, own)


@pytest.mark.parametrize("system", SYSTEMS)
def test_the_tables_answer_most_hands_with_one_or_two_jokers(system: RankingSystem) -> None:
    """One pack, one or two jokers wild: ace-to-five answers every hand from the tables; high
    leaves the hands a completed flush wins to the search, and the lows that count flushes a
    best five of one suit."""
    rng = random.Random(f"wild 8 or 9 covered {system}")
    answered = 0
    for i in range(400):
        jokers = 1 + i % 2
        hand: list[PlayingCard] = [*rng.sample(FULL_PACK, rng.choice((8, 9)) - jokers)]
        hand += [JOKER] * jokers
        answered += _held_as_search_rules(hand, system)
    assert answered >= (400 if system == RankingSystem.ACE_TO_FIVE else 250)


@pytest.mark.parametrize("system", SYSTEMS)
@pytest.mark.parametrize(
    "hand",
    [
        "Jk 7c 7d 7h Kd Qs 2c 3d",  # four of a kind beside a low
        "Jk Jk 7c 7d 7h 8s 9c 4d",  # five of a kind or a straight
        "Jk Ac 2d 3h 4s 9c Kd Qh",  # the wheel, a pair of aces, the lows' best
        "Jk 5c 4c 3c 2c 9d 9h Kd",  # a straight flush or a six-low straight to avoid
        "Jk Ac Ac Kd Kd 8h 8h 3s 4s",  # two packs: pairs held twice
        "Jk 7c 7d 6h 5s 4c 3d 2h 9s",  # a natural pair of sevens, deuces wild
    ],
)
def test_adversarial_hands_with_wild_cards_are_ruled_as_the_search_does(
    system: RankingSystem, hand: str
) -> None:
    """RULES.md §0 wild cards: five of a kind, wheels, straight flushes, two packs, the natural
    pair, every system and qualifiers 8 and 7."""
    cards = [parse_card(c) for c in hand.split()]
    for qualifier in _qualifiers(system):
        for wild in RULES.values():
            _held_as_search_rules(cards, system, qualifier, wild)
