"""A showdown's hands are ruled in one loop (:func:`evaluate_hands`: the natural and the common
wild-card ways over every hand at once, the rest hand by hand); each hand's ruling must be the
one it gets alone, which is the search's (RULES.md §0: cards speak, each hand's best five among
its own cards; wild cards, jokers and a hand's own wild ranks as Low Hole plays them).

The search (:func:`service.rules.ranking.reference.evaluate_by_search`) is the oracle, on random
showdowns of every ranking system, with and without a qualifier, one pack and two, 5 to 9 cards
a hand, hands with and without wild ranks of their own beside each other, and every kind of
wild-card rule: a loop that carried one hand's state into the next (its own wild ranks, its
wild cards' places, a flush) would show here.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

import pytest

from service.rules.cards import FULL_PACK, JOKER, Card, PlayingCard, Rank, Suit
from service.rules.ranking import RankingSystem, evaluate_hand
from service.rules.ranking.evaluate import evaluate_hands
from service.rules.ranking.reference import evaluate_by_search
from service.rules.ranking.systems import DECLARATIONS
from service.rules.ranking.wild import JokerRule, WildRule

pytestmark = pytest.mark.slow  # about 13 s of CPU: handed out first (tests/conftest.py)

_RULES: Final[dict[str, WildRule | None]] = {
    "none": None,
    "jokers wild": WildRule(),
    "deuces wild": WildRule(ranks=frozenset({Rank.TWO})),
    "one-eyed jacks": WildRule(cards=frozenset({Card(Rank.JACK, Suit.SPADES)})),
    "no duplicates": WildRule(may_duplicate=False),
    "the bug": WildRule(jokers=JokerRule.BUG),
    "natural pair of sevens": WildRule(ranks=frozenset({Rank.TWO}), natural_pair=Rank.SEVEN),
}


def _showdown(
    rng: random.Random, jokers: bool
) -> tuple[list[list[PlayingCard]], list[frozenset[Rank]]]:
    """Up to 14 hands of one deal, some with a joker (if ``jokers``), some with a wild rank of
    their own (the rank they hold fewest of, as in Low Hole, or any rank)."""
    packs = rng.choice((1, 2))
    sizes = [rng.choice((5, 6, 7, 7, 7, 8, 9)) for _ in range(rng.randint(2, 14))]
    while sum(sizes) > 52 * packs - 2:
        sizes.pop()
    dealt = iter(rng.sample(FULL_PACK * packs, sum(sizes)))
    hands: list[list[PlayingCard]] = []
    own: list[frozenset[Rank]] = []
    for size in sizes:
        hand: list[PlayingCard] = [next(dealt) for _ in range(size)]
        if jokers and rng.random() < 0.2:
            hand[rng.randrange(size)] = JOKER
        ranks = [c.rank for c in hand if isinstance(c, Card)]
        kind = rng.random()
        if kind < 0.5:
            own.append(frozenset({min(ranks, key=ranks.count)}))
        elif kind < 0.6:
            own.append(frozenset({rng.choice(list(Rank))}))
        else:
            own.append(frozenset())
        hands.append(hand)
    return hands, own


def _qualifiers(system: RankingSystem) -> Sequence[int | None]:
    return (None, 8) if DECLARATIONS[system].low else (None,)


@pytest.mark.parametrize("system", list(RankingSystem))
@pytest.mark.parametrize("kind", list(_RULES))
def test_a_showdowns_hands_are_each_ruled_as_alone(system: RankingSystem, kind: str) -> None:
    rule = _RULES[kind]
    rng = random.Random(f"showdowns {system} {kind}")
    for qualifier in _qualifiers(system):
        for _ in range(150):
            hands, own = _showdown(rng, jokers=rule is not None)
            given = [] if rng.random() < 0.3 else own
            ranks = given or [frozenset()] * len(hands)
            ruled = evaluate_hands(hands, system, qualifier=qualifier, wild=rule, wild_ranks=given)
            alone = [
                evaluate_hand(h, system, qualifier=qualifier, wild=rule, wild_ranks=r)
                for h, r in zip(hands, ranks, strict=True)
            ]
            searched = [
                evaluate_by_search(h, system, qualifier=qualifier, wild=rule, wild_ranks=r)
                for h, r in zip(hands, ranks, strict=True)
            ]
            assert ruled == alone == searched, (hands, given, qualifier)
