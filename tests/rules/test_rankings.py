"""Hands ranked one way or both ways in the core (RULES.md §0 and §4; S3): a game's rankings,
each hand's place, the qualifier, and a hand's own wild ranks for low (Low Hole)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from service.rules.cards import Card, PlayingCard, Rank, Suit, parse_card
from service.rules.decks import STANDARD
from service.rules.ranking import RankingSystem
from service.rules.ranking.rankings import Ranking, rank_hands, rankings_of
from service.rules.ranking.wild import WildRule


def _hand(text: str) -> list[PlayingCard]:
    return [parse_card(c) for c in text.split()]


_HIGH_LOW = [
    _hand("Ah 2c 4d 5s 8h Kc Kd"),
    _hand("3h 3s 3d 9c Tc 7s 6h"),
    _hand("2h 3c 4s 6d 7c Qs Qh"),
]


def test_rankings_of_a_high_low_game_rules_md_4_high_then_qualified_low() -> None:
    """RULES.md §4 (S3): a high-low game ranks high with no qualifier, then low with its
    eight-or-better qualifier; a low-only game (razz) keeps its qualifier on its one ranking."""
    assert rankings_of(RankingSystem.HIGH, RankingSystem.ACE_TO_FIVE, 8) == (
        Ranking(system=RankingSystem.HIGH),
        Ranking(system=RankingSystem.ACE_TO_FIVE, qualifier=8),
    )
    assert rankings_of(None, RankingSystem.ACE_TO_FIVE, 8) == (
        Ranking(system=RankingSystem.ACE_TO_FIVE, qualifier=8),
        None,
    )
    assert rankings_of(RankingSystem.HIGH, None, None) == (Ranking(system=RankingSystem.HIGH), None)


def test_seven_card_stud_high_low_rules_md_4_eight_or_better() -> None:
    """RULES.md §4 (S3): the trips win high; the seven-six wins low, the eight-low second; the
    trips make no eight-or-better low and cannot win low; the high way has no qualifier and no
    unqualified list."""
    main, low = rankings_of(RankingSystem.HIGH, RankingSystem.ACE_TO_FIVE, 8)
    ruling = rank_hands(_HIGH_LOW, main, low, deck=STANDARD)
    assert ruling.places == (2, 1, 3)
    assert ruling.unqualified is None
    assert ruling.low is not None
    assert ruling.low.places == (2, None, 1)
    assert ruling.low.unqualified == (1,)
    assert ruling.rules[0] == "cards.duplicate"
    assert len(set(ruling.rules)) == len(ruling.rules)


def test_low_hole_rules_md_4_a_hand_s_own_low_wild_rank() -> None:
    """RULES.md §4 (Low Hole, S3): a rank wild for a hand's low only makes its low better and
    leaves its high alone."""
    plain = _hand("Kc 2d 4h 6s 8c")
    wild_low = _hand("Kd 2c 4d 6h 8d")
    main = Ranking(system=RankingSystem.HIGH)
    low = Ranking(system=RankingSystem.ACE_TO_FIVE)
    ruling = rank_hands(
        [plain, wild_low], main, low, deck=STANDARD, low_wild_ranks=[None, frozenset({Rank.KING})]
    )
    assert ruling.places == (1, 1)
    assert ruling.low is not None
    assert ruling.low.places == (2, 1)


_CARDS = [Card(rank=r, suit=s) for r in Rank for s in Suit]


@given(st.permutations(_CARDS).map(lambda deck: deck[:15]))
def test_places_follow_the_order_for_both_ways(cards: list[Card]) -> None:
    """RULES.md §0: every hand that can win has a place, ties share one, and the winners hold
    place 1, both ways."""
    hands = [cards[k : k + 5] for k in (0, 5, 10)]
    main, low = rankings_of(RankingSystem.HIGH, RankingSystem.ACE_TO_FIVE, 8)
    ruling = rank_hands(hands, main, low, deck=STANDARD)
    for ranked in (ruling, ruling.low):
        assert ranked is not None
        for place, group in enumerate(ranked.ruling.order, start=1):
            assert all(ranked.places[i] == place for i in group)
        assert {i for i, p in enumerate(ranked.places) if p == 1} == set(ranked.ruling.winners)
        unqualified = set(ranked.unqualified or ())
        assert all((p is None) == (i in unqualified) for i, p in enumerate(ranked.places))


def test_low_hole_played_low_only_uses_the_hands_low_wild_ranks() -> None:
    """RULES.md §4 Low Hole: an ace in the hole makes aces wild for low. In a game played for
    low only, the hand's low wild ranks are the ones that count, not its high ones."""
    ruling = rank_hands(
        [_hand("Ac 9d 9s Kh Qh Jc 8c")],
        Ranking(system=RankingSystem.ACE_TO_FIVE),
        deck=STANDARD,
        wild_ranks=[frozenset({Rank.NINE})],
        low_wild_ranks=[frozenset({Rank.ACE})],
    )
    best = ruling.ruling.evaluations[0]
    # Aces wild (the low ones): the ace is the wild card and the nines are natural, so the hand
    # is Q-J-9-8-A; with the high side's nines wild it would have been J-8-3-2-A.
    assert [position for position, _ in best.wild_cards] == [0]
    assert best.description.startswith("Queen-jack low")


def test_low_hole_a_hand_without_low_wild_ranks_keeps_its_own_for_low() -> None:
    """RULES.md §4 Low Hole: a hand's low wild ranks replace its wild ranks for low only where
    it has some; beside a hand that has, another keeps its own wild ranks for low."""
    kings_wild = _hand("Kd 2c 4d 6h 8d")
    queens_wild_low = _hand("Qc 3d 5h 7s 9c")
    main, low = rankings_of(RankingSystem.HIGH, RankingSystem.ACE_TO_FIVE, None)
    ruling = rank_hands(
        [kings_wild, queens_wild_low],
        main,
        low,
        deck=STANDARD,
        wild_ranks=[frozenset({Rank.KING}), frozenset()],
        low_wild_ranks=[None, frozenset({Rank.QUEEN})],
    )
    assert ruling.low is not None
    lows = [e.description for e in ruling.low.ruling.evaluations]
    assert lows[0].startswith("Eight-six low"), lows  # the king is an ace: 8-6-4-2-A
    assert lows[1].startswith("Nine-seven low"), lows  # the queen is an ace: 9-7-5-3-A
    assert ruling.low.places == (1, 2)


def test_each_hands_wild_cards_are_given_where_they_are_rules_md_0_wild_cards() -> None:
    """RULES.md §0 Wild cards: each wild card of a hand is named by where it is (the hand's own
    cards by position, or the board's) with what it plays as; a hand without one has none.
    Both ways hold the hands' own cards."""
    board = _hand("2d")
    hands = [_hand("Ah 2c 4d 5s 8h Kc"), _hand("3h 3s 3d 9c Tc 7s")]
    main, low = rankings_of(RankingSystem.HIGH, RankingSystem.ACE_TO_FIVE, 8)
    ruling = rank_hands(
        hands, main, low, deck=STANDARD, wild=WildRule(ranks=frozenset({Rank.TWO})), board=board
    )
    assert ruling.low is not None
    assert ruling.hands is ruling.low.hands is hands
    first, second = ruling.wild_cards
    assert [(hand, position, card) for hand, position, card, _ in first] == [
        (0, 1, parse_card("2c")),
        (None, 0, parse_card("2d")),
    ]
    assert all(plays_as is not None for *_, plays_as in first)
    assert [(hand, position) for hand, position, _, _ in second] == [(None, 0)]
    natural = rank_hands(hands[1:], main, deck=STANDARD)
    assert list(natural.wild_cards) == [()]
