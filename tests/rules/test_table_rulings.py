"""The full ruling from the tables is exactly the ruling the search gives (RULES.md §0: cards
speak, the best five among every five; S3 for the names of lows).

The search (:func:`service.rules.ranking.reference.evaluate_by_search`, itself held to trying
every five by ``test_shortcuts``) is the oracle: best five and its order, what each card plays
as, category, description, value (ties included), rules and qualifier, on random hands of every
ranking system, one pack and two, 5 to 9 cards, with and without a qualifier, and with every
kind of wild card. The tables must also really answer the hands they claim, or these tests would
compare the search with itself.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path
from typing import Final

import pytest

from service.rules.cards import FULL_PACK, JOKER, Card, PlayingCard, Rank, Suit, card, parse_card
from service.rules.ranking import RankingSystem, evaluate_hand, table_data
from service.rules.ranking.five import score_ranks
from service.rules.ranking.natural import natural_ruling
from service.rules.ranking.picks import pick_of
from service.rules.ranking.reference import evaluate_by_search
from service.rules.ranking.systems import DECLARATIONS
from service.rules.ranking.table_build import build, multisets
from service.rules.ranking.table_file import source
from service.rules.ranking.tables import FROM_MODULE, RANK_TABLES, TABLE_SIZES
from service.rules.ranking.wild import JokerRule, WildRule
from service.rules.ranking.wild_common import common_ruling
from service.rules.ranking.wild_ruling import wild_ruling

HANDS = 6_000
"""Random hands per system and qualifier (about 50,000 in all, a few seconds)."""


def _hands(seed: str, count: int) -> list[list[Card]]:
    rng = random.Random(seed)
    hands = []
    for i in range(count):
        packs = 2 if i % 4 == 0 else 1
        hands.append(rng.sample(FULL_PACK * packs, rng.randint(5, 9)))
    return hands


def _qualifiers(system: RankingSystem) -> Sequence[int | None]:
    return (None, 8) if DECLARATIONS[system].low else (None,)


@pytest.mark.parametrize("system", list(RankingSystem))
def test_the_tables_rule_every_natural_hand_as_the_search_does(system: RankingSystem) -> None:
    for qualifier in _qualifiers(system):
        for hand in _hands(f"{system}{qualifier}", HANDS):
            fast = evaluate_hand(hand, system, qualifier=qualifier)
            assert fast == evaluate_by_search(hand, system, qualifier=qualifier), hand


@pytest.mark.parametrize("system", list(RankingSystem))
def test_a_flush_holding_a_card_twice_is_ruled_as_the_search_does(system: RankingSystem) -> None:
    """high.flush with two packs (RULES.md §0; Counterbluff's 104 cards): five or more cards of
    a suit, one of them held twice, with and without a wild card; a flush outranks the pair it
    holds and compares from the top."""
    rng = random.Random(f"paired flushes {system}")
    answered = 0
    for _ in range(1_500):
        suit = rng.choice(list(Suit))
        suited = rng.sample([c for c in FULL_PACK if c.suit == suit], rng.randint(3, 5))
        hand: list[PlayingCard] = [*suited, rng.choice(suited)]
        hand += rng.sample(FULL_PACK * 2, rng.randint(max(5, len(hand)), 7) - len(hand))
        if rng.random() < 0.3:
            hand[-1] = JOKER
        rng.shuffle(hand)
        rule = WildRule() if JOKER in hand else None
        fast = evaluate_hand(hand, system, wild=rule)
        assert fast == evaluate_by_search(hand, system, wild=rule), hand
        tables = (
            wild_ruling(hand, system, None, rule, frozenset())
            if rule
            else natural_ruling(hand, system, None)
        )
        answered += tables is not None
    # A low that counts flushes leaves some five-of-a-suit hands to the search; the others none.
    counts_flushes = DECLARATIONS[system].low and DECLARATIONS[system].straights_and_flushes_count
    assert answered >= (600 if counts_flushes else 1_500)


@pytest.mark.parametrize("system", list(RankingSystem))
def test_tied_hands_tie_from_the_tables_as_from_the_search(system: RankingSystem) -> None:
    """showdown.ties: hands that differ only in suits get one value and one description."""
    rng = random.Random(system.value)
    for _ in range(2_000):
        hand = rng.sample(FULL_PACK, 7)
        shifted = [Card(c.rank, type(c.suit)((c.suit + 1) % 4)) for c in hand]
        one, other = evaluate_hand(hand, system), evaluate_hand(shifted, system)
        assert (one.value, one.description) == (other.value, other.description), hand


@pytest.mark.parametrize("system", list(RankingSystem))
def test_the_tables_answer_every_hand_they_cover(system: RankingSystem) -> None:
    """5 to 7 cards of one pack or two (a high flush may hold a pair) answer from the tables,
    except five cards of a rank and, in a low that counts flushes, some hands with five of one
    suit whose best five without a flush is itself one suit."""
    counts_flushes = DECLARATIONS[system].straights_and_flushes_count and system.value != "high"
    flush_suits = answered_flush_suits = 0
    for hand in _hands(f"covered {system}", 3_000):
        if len(hand) > 7 or max(sum(c.rank == r for c in hand) for r in Rank) >= 5:
            continue
        answered = natural_ruling(hand, system, None) is not None
        if counts_flushes and max(sum(c.suit == s for c in hand) for s in Suit) >= 5:
            flush_suits += 1
            answered_flush_suits += answered
        else:
            assert answered, hand
    assert answered_flush_suits >= flush_suits // 2


@pytest.mark.parametrize("system", list(RankingSystem))
def test_every_pick_scores_what_its_multiset_scores(system: RankingSystem) -> None:
    """Exhaustive over every rank multiset of 5 to 7 cards: the five a pick takes from the
    ranks sorted high to low are ranks of the hand and score the table's best (hands.best-five)."""
    table = RANK_TABLES[system]
    for size in TABLE_SIZES:
        for ranks, key in multisets(size):
            descending = sorted(ranks, reverse=True)
            pick = pick_of(key, system)
            assert len(set(pick)) == 5
            five = tuple(descending[i] for i in pick)
            assert score_ranks(five, False, system).value == table[key], ranks


_WILD_RULES: Final = {
    "jokers wild": WildRule(),
    "deuces wild": WildRule(ranks=frozenset({Rank.TWO})),
    "the man with the axe": WildRule(cards=frozenset({card(Rank.KING, Suit.DIAMONDS)})),
    "deuces and a natural pair of sevens": WildRule(
        ranks=frozenset({Rank.TWO}), natural_pair=Rank.SEVEN
    ),
    "the bug, jacks wild": WildRule(jokers=JokerRule.BUG, ranks=frozenset({Rank.JACK})),
    "no duplicates": WildRule(may_duplicate=False),
}


def _wild_hands(seed: str, count: int) -> list[tuple[list[PlayingCard], frozenset[Rank]]]:
    """Hands of 5 to 9 cards with up to two jokers, a third of them with a wild rank of their
    own (Low Hole), a third of them dealt from two packs (a natural card may be held twice)."""
    rng = random.Random(seed)
    hands = []
    for i in range(count):
        size, jokers = rng.randint(5, 9), rng.choice((0, 1, 1, 2, 2))
        pack = FULL_PACK * (2 if i % 3 == 1 else 1)
        hand: list[PlayingCard] = [*rng.sample(pack, size - jokers), *[JOKER] * jokers]
        rng.shuffle(hand)
        own = frozenset({Rank(rng.randint(2, 14))}) if i % 3 == 0 else frozenset()
        hands.append((hand, own))
    return hands


@pytest.mark.parametrize("system", list(RankingSystem))
@pytest.mark.parametrize("kind", list(_WILD_RULES))
def test_the_tables_rule_hands_with_wild_cards_as_the_search_does(
    system: RankingSystem, kind: str
) -> None:
    """RULES.md §0 wild cards (jokers, wild ranks, a wild card, the bug, per-player wild ranks,
    duplicates or not, the natural pair): same best five, same stand-ins, same words."""
    rule = _WILD_RULES[kind]
    for qualifier in _qualifiers(system):
        for hand, own in _wild_hands(f"{system}{kind}{qualifier}", 700):
            fast = evaluate_hand(hand, system, qualifier=qualifier, wild=rule, wild_ranks=own)
            searched = evaluate_by_search(
                hand, system, qualifier=qualifier, wild=rule, wild_ranks=own
            )
            assert fast == searched, (hand, own)


@pytest.mark.parametrize("system", list(RankingSystem))
def test_the_tables_answer_every_hand_with_one_or_two_jokers_they_cover(
    system: RankingSystem,
) -> None:
    """5 to 7 cards with one or two fully wild jokers answer from the tables, except a low
    that counts flushes facing five natural cards of one suit."""
    declaration = DECLARATIONS[system]
    counts_flushes = declaration.low and declaration.straights_and_flushes_count
    rng = random.Random(f"jokers covered {system}")
    for _ in range(3_000):
        jokers, size = rng.choice((1, 2)), rng.randint(5, 7)
        naturals = rng.sample(FULL_PACK, size - jokers)
        five_of_a_suit = max(sum(c.suit == s for c in naturals) for s in Suit) >= 5
        answered = wild_ruling(
            [*naturals, *[JOKER] * jokers], system, None, WildRule(), frozenset()
        )
        assert (answered is not None) == (not (counts_flushes and five_of_a_suit)), naturals


@pytest.mark.parametrize("system", list(RankingSystem))
def test_the_tables_answer_two_pack_hands_with_wild_cards(system: RankingSystem) -> None:
    """Natural cards dealt from two packs (a card held twice, a flush holding a pair) with one
    or two fully wild cards answer from the tables, as one pack's do, unless five natural cards
    share a rank; the rulings are the search's."""
    declaration = DECLARATIONS[system]
    counts_flushes = declaration.low and declaration.straights_and_flushes_count
    rng = random.Random(f"two packs covered {system}")
    held_twice = 0
    for _ in range(3_000):
        jokers, size = rng.choice((1, 2)), rng.randint(5, 7)
        naturals = rng.sample(FULL_PACK * 2, size - jokers)
        held_twice += len(set(naturals)) < len(naturals)
        hand = [*naturals, *[JOKER] * jokers]
        answered = wild_ruling(hand, system, None, WildRule(), frozenset())
        five_of_a_suit = max(sum(c.suit == s for c in naturals) for s in Suit) >= 5
        five_of_a_rank = max(sum(c.rank == r for c in naturals) for r in Rank) >= 5
        if not (five_of_a_rank or (counts_flushes and five_of_a_suit)):
            assert answered is not None, naturals
        if answered is not None:
            assert answered == evaluate_by_search(hand, system, wild=WildRule()), hand
    assert held_twice >= 150  # about 8% of these hands hold a card twice


@pytest.mark.parametrize("system", list(RankingSystem))
def test_the_common_way_rules_most_wild_hands_as_the_search_does(system: RankingSystem) -> None:
    """RULES.md §0 wild cards: the short way for the commonest hands (one or two wild cards,
    5 to 7 cards, a hand's own wild rank or jokers, one pack or two) gives the search's ruling
    whenever it answers, and it answers nearly all of them (else the general way's tests
    would be testing it)."""
    rng = random.Random(f"common way {system}")
    answered = covered = 0
    for i in range(3_000):
        size, jokers = rng.randint(5, 7), rng.choice((0, 1, 2))
        hand: list[PlayingCard] = [*rng.sample(FULL_PACK * (1 + i % 2), size - jokers)]
        hand += [JOKER] * jokers
        rng.shuffle(hand)
        natural_ranks = [c.rank for c in hand if c is not JOKER]
        own = frozenset({min(natural_ranks, key=natural_ranks.count)}) if i % 3 else frozenset()
        qualifier = rng.choice(_qualifiers(system))
        rule = WildRule(ranks=frozenset({Rank.TWO})) if i % 5 == 0 else WildRule()
        ranks = rule.ranks | own
        quick = common_ruling(hand, system, qualifier, rule, own)
        wilds = sum(c is JOKER or c.rank in ranks for c in hand)  # type: ignore[union-attr]
        covered += 0 < wilds <= 2
        if quick is not None:
            answered += 1
            searched = evaluate_by_search(
                hand, system, qualifier=qualifier, wild=rule, wild_ranks=own
            )
            assert quick == searched, (hand, own, qualifier)
    assert answered >= 0.97 * covered >= 1_500  # of the hands with one or two wild cards


@pytest.mark.parametrize("system", list(RankingSystem))
@pytest.mark.parametrize(
    "hand",
    [
        "Ac Ad Ah Jk 5c",
        "Ac Ad Jk Jk 5c 9d",
        "7c 7d 7h 7s Jk Kd",
        "Ac As Ad Ah Jk 2c 3c",
        "7c 7c 7d 7h Jk Kd",
        "Tc Tc Jc 4c Jk 8s 8s",
    ],
)
def test_five_of_a_kind_and_aces_with_jokers_read_off_as_the_search_does(
    system: RankingSystem, hand: str
) -> None:
    """high.five-of-a-kind (RULES.md §0): five of a rank overflow the rank key, the ace plays
    low in two systems, and two packs put a card twice in a hand (a flush may hold a pair); the
    tables' ruling still matches the search's."""
    cards = [parse_card(c) for c in hand.split()]
    assert wild_ruling(cards, system, None, WildRule(), frozenset()) is not None
    fast = evaluate_hand(cards, system, wild=WildRule())
    assert fast == evaluate_by_search(cards, system, wild=WildRule())


@pytest.mark.slow
def test_the_committed_table_module_is_what_make_tables_writes() -> None:
    """The tables the service reads (service/rules/ranking/table_data.py) are exactly the ones
    the scorer builds: regenerate them with `make tables`."""
    written = Path(table_data.__file__).read_text()
    assert written == source(build()), "run `make tables` and commit table_data.py"


def test_the_tables_in_use_are_the_committed_ones() -> None:
    """A server decodes the generated module; building in process is only for a checkout
    without it."""
    assert FROM_MODULE
