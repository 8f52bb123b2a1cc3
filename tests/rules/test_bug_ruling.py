"""Hands holding the bug are ruled from the tables exactly as the search rules them.

RULES.md §0, wild cards, "the bug" (RR joker rules): a joker that counts as an ace, or as any
card completing a straight, flush or straight flush; in a flush the highest card of its suit not
present. RULES.md §0, "the bug in a low system": it plays as a fully wild joker does for low (the
lowest card that does not pair the hand, and in ace-to-six and deuce-to-seven makes no straight
or flush). The search (:func:`service.rules.ranking.reference.evaluate_by_search`) is the oracle:
best five, what each card plays as, what each bug stands for, category, description, value,
rules and qualifier. The table path must also really answer the hands it claims.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from service.rules.cards import FULL_PACK, JOKER, Card, PlayingCard, Rank, Suit, parse_card
from service.rules.ranking import RankingSystem, evaluate_hand
from service.rules.ranking.bug_ruling import bug_ruling
from service.rules.ranking.hands import Category
from service.rules.ranking.reference import evaluate_by_search
from service.rules.ranking.systems import DECLARATIONS
from service.rules.ranking.wild import JokerRule, WildRule

SYSTEMS = list(RankingSystem)
THE_BUG = WildRule(jokers=JokerRule.BUG)
RULES = {
    "the bug": THE_BUG,
    "the bug, deuces wild": WildRule(jokers=JokerRule.BUG, ranks=frozenset({Rank.TWO})),
    "the bug, no duplicates": WildRule(jokers=JokerRule.BUG, may_duplicate=False),
    "the bug, a natural pair of sevens": WildRule(jokers=JokerRule.BUG, natural_pair=Rank.SEVEN),
}


def _qualifiers(system: RankingSystem) -> Sequence[int | None]:
    return (None, 8, 7) if DECLARATIONS[system].low else (None,)


def _held_as_search_rules(
    hand: Sequence[PlayingCard],
    system: RankingSystem,
    qualifier: int | None = None,
    wild: WildRule = THE_BUG,
    own: frozenset[Rank] = frozenset(),
) -> bool:
    """Whether the table path answered; asserts its answer (and the entry point's) is the
    search's."""
    searched = evaluate_by_search(hand, system, qualifier=qualifier, wild=wild, wild_ranks=own)
    fast = evaluate_hand(hand, system, qualifier=qualifier, wild=wild, wild_ranks=own)
    assert fast == searched, (hand, own)
    ruled = bug_ruling(hand, system, qualifier, wild, own)
    if ruled is not None:
        assert ruled == searched, (hand, own)
    return ruled is not None


def _naturals(hand: Sequence[PlayingCard]) -> list[Card]:
    return [c for c in hand if isinstance(c, Card)]


def _five_of_a_suit(cards: Sequence[Card]) -> bool:
    return max(sum(c.suit == s for c in cards) for s in Suit) >= 5


@pytest.mark.parametrize("system", SYSTEMS)
@pytest.mark.parametrize("kind", list(RULES))
def test_random_hands_with_the_bug_are_ruled_as_the_search_does(
    system: RankingSystem, kind: str
) -> None:
    """5 to 7 cards, one bug or two, a third from two packs, a fifth with a wild rank of their
    own (Low Hole), qualifiers 8 and 7 in the lows, beside deuces wild, no duplicates and a
    natural pair."""
    wild = RULES[kind]
    for qualifier in _qualifiers(system):
        rng = random.Random(f"bug {system} {kind} {qualifier}")
        for i in range(600):
            bugs = 2 if i % 4 == 0 else 1
            pack = FULL_PACK * (2 if i % 3 == 0 else 1)
            hand: list[PlayingCard] = [*rng.sample(pack, rng.randint(5, 7) - bugs)]
            hand += [JOKER] * bugs
            rng.shuffle(hand)
            own = frozenset({Rank(rng.randint(2, 14))}) if i % 5 == 0 else frozenset()
            _held_as_search_rules(hand, system, qualifier, wild, own)


@pytest.mark.parametrize("system", SYSTEMS)
def test_the_tables_answer_the_common_hands_with_the_bug(system: RankingSystem) -> None:
    """One pack, one bug and no other wild card: every hand is answered from the tables,
    except four natural aces in high (five aces, the search's) and, in a low that counts
    flushes, five natural cards of one suit."""
    declaration = DECLARATIONS[system]
    counts_flushes_in_low = declaration.low and declaration.straights_and_flushes_count
    rng = random.Random(f"bug covered {system}")
    for _ in range(1_500):
        hand: list[PlayingCard] = [*rng.sample(FULL_PACK, rng.randint(4, 6)), JOKER]
        rng.shuffle(hand)
        naturals = _naturals(hand)
        four_aces = sum(c.rank == Rank.ACE for c in naturals) == 4
        declined = (not declaration.low and four_aces) or (
            counts_flushes_in_low and _five_of_a_suit(naturals)
        )
        assert bug_ruling(hand, system, None, THE_BUG, frozenset()) is not None or declined
        # Two bugs in high, the lows with the bug beside one fully wild card.
        two: list[PlayingCard] = [*hand[:-1], JOKER]
        if not declaration.low and not four_aces and sum(c.rank == 14 for c in naturals) < 3:
            assert bug_ruling(two, system, None, THE_BUG, frozenset()) is not None, two


def _cards(text: str) -> list[PlayingCard]:
    return [parse_card(c) for c in text.split()]


@pytest.mark.parametrize(
    ("hand", "system", "description", "stands_for"),
    [
        # RULES.md §0 the bug: a card completing a straight, flush or straight flush.
        ("Jk Ah Kd Qc Js", "high", "Straight, ace high", "Ts"),
        ("Jk 9h Th Jh Qh 2c", "high", "Straight flush, king high", "Kh"),
        ("Jk 2c 3d 4h 5s 9c", "high", "Straight, six high", "6s"),
        # In a flush, the highest card of its suit not present.
        ("Jk Ac Kc 7c 4c 9d", "high", "Flush, ace-king-queen-seven-four", "Qc"),
        # Otherwise an ace.
        ("Jk As Kd 7h 4c", "high", "Pair of aces, king-seven-four kickers", "Ah"),
        ("Jk Ac Ad Ah 5c 9d", "high", "Four of a kind, aces, nine kicker", "As"),
        # RULES.md §0 the bug in low: as a fully wild joker, the lowest card that does not pair
        # the hand, and in ace-to-six and deuce-to-seven makes no straight or flush.
        ("Jk 5c 4d 3h 2s", "ace_to_five", "Wheel (5-4-3-2-A)", "As"),
        ("Jk 5c 4d 3h 2s Kd", "ace_to_six", "Seven-five low (7-5-4-3-2)", "7s"),
        ("Jk 5h 4h 3h 2h", "deuce_to_seven", "Seven-five low (7-5-4-3-2, #1)", "7s"),
    ],
)
def test_the_bug_stands_for_the_card_the_rulebook_names(
    hand: str, system: str, description: str, stands_for: str
) -> None:
    """Concrete rulings of RULES.md §0 "the bug" and "the bug in a low system" (RR joker
    rules), each answered from the tables and equal to the search's."""
    cards = _cards(hand)
    ruling = bug_ruling(cards, RankingSystem(system), None, THE_BUG, frozenset())
    assert ruling is not None
    assert ruling.description == description
    assert [str(c) for _, c in ruling.wild_cards] == [stands_for]
    assert "wild.bug" in ruling.rules and "wild.fully-wild" not in ruling.rules
    assert ruling == evaluate_by_search(cards, RankingSystem(system), wild=THE_BUG)


@pytest.mark.parametrize("system", SYSTEMS)
def test_four_aces_and_the_bug_are_five_aces_ruled_by_the_search(system: RankingSystem) -> None:
    """RULES.md §0 the bug: four aces plus the bug is five aces, the top hand (RR). Five of a
    rank overflow the rank key, so high leaves it to the search; the entry point still says
    five aces."""
    cards = _cards("Jk Ac Ad Ah As 9c")
    if system == RankingSystem.HIGH:
        assert bug_ruling(cards, system, None, THE_BUG, frozenset()) is None
        assert evaluate_hand(cards, system, wild=THE_BUG).category == Category.FIVE_OF_A_KIND
    _held_as_search_rules(cards, system)


@pytest.mark.parametrize("system", SYSTEMS)
@pytest.mark.parametrize(
    "hand",
    [
        "Jk 2c 3c 4c 5c",  # the bug makes the steel wheel's neighbour, or pairs in low
        "Jk Jk 2c 3c 4c 5c",  # two bugs: a straight flush seven high
        "Jk Ac 2d 3h 4s 7c",  # a wheel in high, the ace to avoid in the lows
        "Jk Kh Kd Kc 9h 8h 7h",  # four kings or a straight flush: the search's weighing
        "Jk Ah Kh Qh Jh 5c 5d",  # the royal flush beside a pair
        "Jk Ac Ac Kc Qc 2d 3d",  # two packs: a flush holding a pair
        "Jk 7c 7d 7h 7s Kd Kh",  # four sevens: the bug an ace kicker, or the natural pair
        "Jk 8c 6d 5h 4s 3c 2d",  # eight-or-better lows and a seven-low straight in the way
        "Jk Jk 7c 7d Ah Kh Qh",  # two bugs: trips, a flush or a straight
    ],
)
def test_adversarial_hands_with_the_bug_are_ruled_as_the_search_does(
    system: RankingSystem, hand: str
) -> None:
    """RULES.md §0 the bug (RR joker rules) and the bug in low: wheels, straight flushes beside
    four of a kind, two packs, two bugs, qualifiers 8 and 7, and the natural-pair rule."""
    cards = _cards(hand)
    for qualifier in _qualifiers(system):
        for wild in RULES.values():
            _held_as_search_rules(cards, system, qualifier, wild)
