"""The speed shortcuts give exactly what the long ways give.

Each shortcut exists for throughput (issue: production readiness) and keeps the long way beside
it for what it cannot decide; these tests hold the two equal on many inputs, so that a shortcut
can never change a ruling (RULES.md §0: cards speak; the best five among every five).
"""

from __future__ import annotations

import random
import re
from itertools import combinations_with_replacement, product

import pytest

from service.rules import cards
from service.rules.cards import (
    CARD_OR_HIDDEN_PATTERN,
    FULL_PACK,
    HIDDEN,
    JOKER,
    Card,
    Rank,
    Suit,
    parse_card_or_hidden,
)
from service.rules.decks import Deck
from service.rules.errors import RuleViolation
from service.rules.ranking import RankingSystem
from service.rules.ranking import reference as reference_module
from service.rules.ranking.five import DECLARATIONS, score_five, unpacked
from service.rules.ranking.reference import evaluate_by_search
from service.rules.ranking.tables import _best_of_fives, best_score
from service.rules.ranking.wild import JokerRule, WildRule


def _two_pack_hands(rng: random.Random, count: int) -> list[list[Card]]:
    """Hands of 5 to 7 cards from two packs, each holding at least one card twice."""
    hands = []
    while len(hands) < count:
        hand = rng.sample(FULL_PACK * 2, rng.randint(5, 7))
        if len(set(hand)) < len(hand):
            hands.append(hand)
    return hands


@pytest.mark.parametrize("system", list(RankingSystem))
def test_two_pack_hands_use_the_rank_tables_only_where_they_agree(system: RankingSystem) -> None:
    """A hand holding a card twice scores as every five of it would (RULES.md §0 best five)."""
    for hand in _two_pack_hands(random.Random(system.value), 3000):
        assert best_score(hand, system) == _best_of_fives(hand, system), hand


@pytest.mark.parametrize("system", list(RankingSystem))
def test_the_best_five_read_off_the_score_is_the_one_the_search_finds(
    system: RankingSystem, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Same best five, same order, same description, one pack and two."""
    rng = random.Random(7)
    hands = [rng.sample(FULL_PACK, rng.randint(5, 9)) for _ in range(1500)]
    hands += _two_pack_hands(rng, 500)
    quick = [evaluate_by_search(hand, system) for hand in hands]
    monkeypatch.setattr(reference_module, "_read_off", lambda *args: None)
    searched = [evaluate_by_search(hand, system) for hand in hands]
    assert quick == searched


@pytest.mark.parametrize("system", list(RankingSystem))
@pytest.mark.parametrize("jokers", [JokerRule.WILD, JokerRule.BUG])
def test_the_best_five_read_off_with_wild_cards_is_the_one_the_search_finds(
    system: RankingSystem, jokers: JokerRule, monkeypatch: pytest.MonkeyPatch
) -> None:
    """RULES.md §0 wild cards: with deuces and jokers wild (or the bug), the read-off five and
    what each wild card plays as are those the search finds."""
    rng = random.Random(f"{system}{jokers}")
    wild = WildRule(ranks=frozenset({Rank.TWO}), jokers=jokers)
    hands = [[*rng.sample(FULL_PACK, rng.randint(4, 6)), JOKER] for _ in range(300)]
    quick = [evaluate_by_search(hand, system, wild=wild) for hand in hands]
    monkeypatch.setattr(reference_module, "_read_off", lambda *args: None)
    assert quick == [evaluate_by_search(hand, system, wild=wild) for hand in hands]


@pytest.mark.parametrize("system", list(RankingSystem))
def test_a_score_unpacks_to_the_five_card_score_that_made_it(system: RankingSystem) -> None:
    """Every rank multiset, flush or not (five.py's packing, read back by the read-off)."""
    declaration = DECLARATIONS[system]
    for ranks in combinations_with_replacement(range(2, 15), 5):
        for flush in (False, True):  # a flush may hold a pair: two packs, wild cards
            scored = score_five(ranks, flush=flush, declaration=declaration)
            assert unpacked(scored.value, system) == scored, (ranks, flush)


def test_the_notation_table_accepts_exactly_what_the_contract_pattern_accepts() -> None:
    """The card notation (cards.py, RULES.md §0 cards): parsing is one lookup in a table; the
    table and the contract's CARD_OR_HIDDEN_PATTERN agree on every string of up to three
    characters over the notation's alphabet and more."""
    alphabet = "23456789TtJjQqKkAa10cdhsCDHS♣♦♥♠♧♢♡♤?xX "
    for size in (1, 2, 3):
        for letters in product(alphabet, repeat=size):
            text = "".join(letters)
            expected = re.fullmatch(CARD_OR_HIDDEN_PATTERN, text) is not None
            assert _parses(text) == expected, text


def test_the_notation_table_reads_each_spelling_as_its_card() -> None:
    for card in FULL_PACK:
        rank, suit = card.text
        for text in (rank + suit, rank.lower() + suit.upper(), rank + "♣♦♥♠"[card.suit]):
            assert parse_card_or_hidden(text) == card, text
    assert parse_card_or_hidden("10d") == cards.card(Rank.TEN, Suit.DIAMONDS)
    assert parse_card_or_hidden("jK") == JOKER and parse_card_or_hidden("??") == HIDDEN
    # The table without the hidden card, which the fast loaders use where ?? is not allowed.
    assert {t: c for t, c in cards.NOTATION.items() if c is not HIDDEN} == cards.PLAYING_NOTATION


def _parses(text: str) -> bool:
    try:
        parse_card_or_hidden(text)
    except RuleViolation:
        return False
    return True


@pytest.mark.parametrize("deck", [Deck(), Deck(packs=2), Deck(jokers=2), Deck(packs=2, jokers=1)])
def test_the_quick_duplicate_check_never_passes_what_the_full_check_refuses(deck: Deck) -> None:
    """RULES.md §0 cards: a card seen more often than the deck holds it is refused."""
    rng = random.Random(deck.size)
    pool = [*FULL_PACK[:6], JOKER, HIDDEN]
    for _ in range(3000):
        seen = rng.choices(pool, k=rng.randint(0, 9))
        located = [((i,), card) for i, card in enumerate(seen)]
        refused = False
        try:
            deck.check_no_duplicates(located)
        except RuleViolation:
            refused = True
        too_many = any(
            seen.count(card) > deck.copies_of(card) for card in set(seen) if card is not HIDDEN
        )
        assert refused == too_many, seen
