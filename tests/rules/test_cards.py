"""Card notation and decks (DESIGN.md card notation; RULES.md §0 Cards)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from service.rules.cards import (
    FULL_PACK,
    HIDDEN,
    JOKER,
    Card,
    Rank,
    SeenOrHidden,
    Suit,
    parse_card,
    parse_card_or_hidden,
)
from service.rules.decks import SHORT_DECK, STANDARD, TWO_PACKS, Deck, SeenCards, deck_of
from service.rules.errors import Location, RuleViolation


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("As", "As"), ("as", "As"), ("AS", "As"), ("a♠", "As"), ("A♤", "As"),
        ("Td", "Td"), ("10d", "Td"), ("10♦", "Td"), ("t♢", "Td"),
        ("2c", "2c"), ("2♣", "2c"), ("qh", "Qh"), ("Q♥", "Qh"), ("K♡", "Kh"), ("j♧", "Jc"),
        ("Jk", "Jk"), ("jk", "Jk"), ("JK", "Jk"),
    ],
)  # fmt: skip
def test_notation_is_parsed_in_any_case_and_written_canonically(text: str, canonical: str) -> None:
    """cards.notation: rank then suit, any case, suit letters or symbols; Jk is a joker."""
    assert str(parse_card(text)) == canonical


@pytest.mark.parametrize("text", ["", "A", "1s", "11d", "Ax", "AsK", " As", "As ", "Joker", "0c"])
def test_anything_else_is_not_a_card(text: str) -> None:
    with pytest.raises(RuleViolation) as raised:
        parse_card(text)
    assert raised.value.rule == "cards.notation"


def test_hidden_card_only_where_allowed() -> None:
    """cards.hidden: ?? stands for a card nobody can see, accepted only where allowed."""
    assert parse_card_or_hidden("??") is HIDDEN
    with pytest.raises(RuleViolation) as raised:
        parse_card("??")
    assert raised.value.rule == "cards.hidden"


def test_the_pack_has_52_distinct_cards_ordered_by_rank_then_suit() -> None:
    assert len(set(FULL_PACK)) == 52
    assert FULL_PACK[0] == Card(Rank.TWO, Suit.CLUBS)
    assert FULL_PACK[-1] == Card(Rank.ACE, Suit.SPADES)
    assert [str(parse_card(str(c))) for c in FULL_PACK] == [str(c) for c in FULL_PACK]


def test_suit_order_clubs_diamonds_hearts_spades() -> None:
    """RULES.md §0 Cards: clubs < diamonds < hearts < spades."""
    assert Suit.CLUBS < Suit.DIAMONDS < Suit.HEARTS < Suit.SPADES


def test_deck_sizes() -> None:
    """cards.deck: 52, 52 plus jokers, and two packs (104)."""
    assert STANDARD.size == 52
    assert Deck(jokers=2).size == 54
    assert TWO_PACKS.size == 104
    assert TWO_PACKS.describe() == "two packs (104 cards)"
    assert Deck(jokers=1).describe() == "one pack and one joker (53 cards)"


@pytest.mark.parametrize(("packs", "jokers"), [(0, 0), (3, 0), (1, -1), (1, 5)])
def test_impossible_decks_are_refused(packs: int, jokers: int) -> None:
    with pytest.raises(RuleViolation) as raised:
        Deck(packs=packs, jokers=jokers)
    assert raised.value.rule == "cards.deck"


def _located(*cards: str) -> list[tuple[Location, SeenOrHidden]]:
    return [(("cards", i), parse_card_or_hidden(c)) for i, c in enumerate(cards)]


def test_one_pack_duplicate_is_refused_naming_the_card_and_both_places() -> None:
    """cards.duplicate: one pack holds each card once."""
    with pytest.raises(RuleViolation) as raised:
        STANDARD.check_no_duplicates(_located("As", "Kd", "as"))
    assert raised.value.rule == "cards.duplicate"
    assert "As appears twice" in raised.value.detail
    assert raised.value.at == (("cards", 0), ("cards", 2))


def test_two_packs_allow_two_copies_but_not_a_third() -> None:
    """cards.duplicate: two packs hold each card twice; a third copy is refused."""
    TWO_PACKS.check_no_duplicates(_located("As", "as", "Kd", "Kd"))
    with pytest.raises(RuleViolation) as raised:
        TWO_PACKS.check_no_duplicates(_located("As", "Kd", "as", "A♠"))
    assert "a third As" in raised.value.detail
    assert raised.value.at == (("cards", 0), ("cards", 2), ("cards", 3))


@pytest.mark.parametrize("deck", [STANDARD, TWO_PACKS, Deck(packs=2, jokers=2)])
def test_the_decks_quick_check_agrees_with_counting_every_card(deck: Deck) -> None:
    """cards.duplicate: ``Deck.holds``, the quick check a showdown makes before naming places,
    says yes exactly when no card is seen more often than the deck holds it (natural cards by
    their index, jokers by the deck's count, hidden cards never), on random lists of cards."""
    rng = random.Random(f"holds {deck}")
    for _ in range(5_000):
        # Now and then more cards than a showdown holds, and runs of one card.
        size = rng.choice((rng.randint(0, 60), rng.randint(0, 300)))
        cards: list[SeenOrHidden] = [rng.choice(FULL_PACK) for _ in range(size)]
        cards += [rng.choice(FULL_PACK)] * rng.choice((0, 0, 2, 3))
        cards += [JOKER] * rng.choice((0, 0, 1, 2, 3)) + [HIDDEN] * rng.choice((0, 2))
        rng.shuffle(cards)
        counts = Counter(c for c in cards if isinstance(c, Card))
        held = max(counts.values(), default=0) <= deck.packs and cards.count(JOKER) <= deck.jokers
        assert deck.holds(cards) == held, cards
        # The same cards given as a board and hands.
        cuts = sorted(rng.randint(0, len(cards)) for _ in range(rng.randint(0, 5)))
        groups = [cards[a:b] for a, b in zip([0, *cuts], [*cuts, len(cards)], strict=True)]
        assert deck.holds(*groups) == held, groups


def test_jokers_count_against_the_deck() -> None:
    """cards.duplicate: a joker only as many times as the deck has jokers; cards.deck: none in a
    deck without."""
    Deck(jokers=2).check_no_duplicates(_located("Jk", "jk"))
    with pytest.raises(RuleViolation, match="holds no jokers") as refused:
        STANDARD.check_no_duplicates(_located("Jk"))
    assert refused.value.rule == "cards.deck"
    with pytest.raises(RuleViolation, match="three jokers appear, but the deck holds only 2"):
        Deck(jokers=2).check_no_duplicates(_located("Jk", "Jk", "Jk"))


def test_hidden_cards_never_count_as_duplicates() -> None:
    STANDARD.check_no_duplicates(_located("??", "??", "As"))


def test_joker_parses_to_the_shared_joker() -> None:
    assert parse_card("jk") is JOKER


def test_seen_cards_refuse_a_card_seen_twice_across_events_naming_both_places() -> None:
    """RULES.md §0 (a card seen twice): counted as the hand goes, the second sighting of the
    ace of spades is refused with both places, even events apart; an unseen card never counts."""
    seen = SeenCards(STANDARD)
    seen.see([(("events", 0, "down", 0), parse_card("As")), (("events", 0, "down", 1), HIDDEN)])
    seen.see([(("events", 1, "up", 0), parse_card("Kd")), (("events", 1, "down", 0), HIDDEN)])
    with pytest.raises(RuleViolation) as refused:
        seen.see([(("events", 2, "up", 0), parse_card("as"))])
    assert refused.value.rule == "cards.duplicate"
    assert refused.value.at == (("events", 0, "down", 0), ("events", 2, "up", 0))


def test_a_card_gathered_back_into_the_stub_may_be_seen_again() -> None:
    """Robert's Rules (draw: the discards shuffled into a new stub when it runs short): a
    forgotten discard may be dealt again, once; a second copy is still refused."""
    seen = SeenCards(STANDARD)
    seen.see([(("events", 0, "discards", 0), parse_card("7c"))])
    seen.forget(parse_card("7c"))
    seen.see([(("events", 5, "down", 0), parse_card("7c"))])
    with pytest.raises(RuleViolation):
        seen.see([(("events", 6, "down", 0), parse_card("7c"))])


def test_a_deck_named_twice_is_one_shared_deck_and_a_bad_one_is_refused_each_time() -> None:
    """cards.deck: ``deck_of`` gives the constructor's deck, one instance per kind; a deck
    that cannot be is refused as the constructor refuses it, every time it is named."""
    assert deck_of(2, 1) == Deck(packs=2, jokers=1)
    assert deck_of(2, 1) is deck_of(2, 1)
    for _ in range(2):
        with pytest.raises(RuleViolation, match="1 or 2 packs, not 3"):
            deck_of(3, 0)


def test_a_short_deck_holds_the_sixes_to_the_aces_only() -> None:
    """RULES.md §7, short-deck hold'em: 36 cards, six to ace; a two to five is not in the deck
    (rule ``cards.deck``), and each card it holds appears once."""
    assert SHORT_DECK.size == 36
    six, five = parse_card("6c"), parse_card("5c")
    assert (SHORT_DECK.copies_of(six), SHORT_DECK.copies_of(five)) == (1, 0)
    assert SHORT_DECK.holds([six, parse_card("As")]) and not SHORT_DECK.holds([five])
    with pytest.raises(RuleViolation) as refused:
        SHORT_DECK.check_no_duplicates([(("board", 0), six), (("board", 1), five)])
    assert (refused.value.rule, refused.value.at) == ("cards.deck", (("board", 1),))
    with pytest.raises(RuleViolation) as twice:
        SHORT_DECK.check_no_duplicates([(("board", 0), six), (("board", 1), six)])
    assert twice.value.rule == "cards.duplicate"
