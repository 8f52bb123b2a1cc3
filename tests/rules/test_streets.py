"""Who acts first, and the bet sizes, street by street (RULES.md §2, §4; S1; S3)."""

from __future__ import annotations

from itertools import combinations

from service.rules.betting.round import Act, Move, Player, replay
from service.rules.betting.streets import (
    HeadsUpRaises,
    ShowingTie,
    StudStreet,
    best_showing_seat,
    bring_in_seat,
    draw_first,
    stud_round,
)
from service.rules.cards import Card, parse_card


def _up(*hands: str) -> list[list[Card]]:
    return [[parse_card(c) for c in hand.split()] for hand in hands]  # type: ignore[misc]


def test_draw_starts_at_the_dealers_left_and_after_the_draw_with_the_opener() -> None:
    """RULES.md §2; S1: the opener speaks first after the draw, or the next live player."""
    live = [True] * 5
    assert draw_first(4, live) == 0
    assert draw_first(0, live, opener=0) == 0
    assert draw_first(0, [False, True, True, False, False], opener=0) == 1


def test_bring_in_is_the_lowest_up_card_ace_high_clubs_lowest() -> None:
    """RULES.md §4: the lowest up card brings in; ties by suit, 2♣ lowest."""
    assert bring_in_seat(_up("As", "2d", "2c", "Kh"), low=False) == 2


def test_razz_bring_in_is_the_highest_up_card_ace_low_spades_highest() -> None:
    """RULES.md §4: in Razz the highest card brings in; K♠ is the worst door card."""
    assert bring_in_seat(_up("Kh", "As", "Ks", "Qd"), low=True) == 2


def test_best_hand_showing_pairs_count_straights_do_not() -> None:
    """S3: 3-3-3 beats 7-7-8, which beats A-K-Q."""
    up = _up("Ah Kh Qh", "7c 7d 8s", "3c 3d 3s")
    assert best_showing_seat(up, low=False, dealer=0) == 2
    assert best_showing_seat(up[:2], low=False, dealer=0) == 1


def test_showing_ties_by_suit_or_by_position() -> None:
    """S3: ties by the suit of the highest card (spades high); option position: dealer's left."""
    up = _up("Kh 7c", "Ks 7d", "2c 3d")
    assert best_showing_seat(up, low=False, dealer=0) == 1
    assert best_showing_seat(up, low=False, dealer=1, tie=ShowingTie.POSITION) == 0


def test_razz_lowest_hand_showing_and_its_tie() -> None:
    """RULES.md §4 (the seed's lost suit symbols): 6♦-2 against 6♣-2, the 6♣ hand acts first."""
    up = _up("6d 2h", "6c 2s", "Kd Qc", "3c 3d")
    assert best_showing_seat(up, low=True, dealer=0) == 1


def test_stud_third_street_brings_in_with_small_bets_and_a_cap() -> None:
    street = StudStreet(street=3, small_bet=10, big_bet=20, bring_in=4)
    first, stakes = stud_round(street, _up("9h", "2c", "Kd"), [True] * 3, dealer=0)
    assert (first, stakes.bet, stakes.bring_in, stakes.big_bet, stakes.max_raises) == (
        1,
        10,
        4,
        None,
        3,
    )


def test_fourth_street_open_pair_allows_a_big_bet_but_not_in_high_low() -> None:
    """RULES.md §4: a big bet is allowed once a live hand shows a pair; never in hi-lo or low."""
    up = _up("9h 9c", "2c 5d", "Kd 4h")
    _, stakes = stud_round(
        StudStreet(street=4, small_bet=10, big_bet=20, bring_in=4), up, [True] * 3, 0
    )
    assert (stakes.bet, stakes.big_bet) == (10, 20)
    high_low = StudStreet(street=4, small_bet=10, big_bet=20, bring_in=4, high_low=True)
    assert stud_round(high_low, up, [True] * 3, 0)[1].big_bet is None
    folded_pair = stud_round(
        StudStreet(street=4, small_bet=10, big_bet=20, bring_in=4), up, [False, True, True], 0
    )
    assert folded_pair[1].big_bet is None


def test_big_bets_from_fifth_and_razz_doubling() -> None:
    """RULES.md §4: option big_bets_from_fifth (the casino rule); Razz doubles at fifth."""
    up = _up("9h 3c 4d", "2c 5d 7s", "Kd 4h 8c")
    casino = StudStreet(street=5, small_bet=10, big_bet=20, bring_in=4, big_bets_from_fifth=True)
    assert stud_round(casino, up, [True] * 3, 0)[1].bet == 20
    home = StudStreet(street=5, small_bet=10, big_bet=20, bring_in=4)
    assert stud_round(home, up, [True] * 3, 0)[1].bet == 10


def test_traditional_stud_best_showing_opens_third_street() -> None:
    """RULES.md §4: with no bring-in the best hand showing opens every round."""
    street = StudStreet(street=3, small_bet=10, big_bet=20, bring_in=None)
    first, stakes = stud_round(street, _up("9h", "Ac", "Kd"), [True] * 3, dealer=0)
    assert (first, stakes.bring_in) == (1, None)


def _can_raise_after_the_cap(street: StudStreet, live: list[bool], *, fold: bool = False) -> bool:
    """Third street: bring-in, completion and three raises; whether a fourth raise is legal.
    With ``fold`` the third player folds to the completion first."""
    up = _up("9h", "2c", "Kd")
    first, stakes = stud_round(street, up, live, 0)
    players = [Player(stack=500, live=alive) for alive in live]
    order = [s for s in (first, (first + 1) % 3, (first + 2) % 3) if live[s]]
    acts = [
        Act(seat=order[0], move=Move.BRING_IN, to=4),
        Act(seat=order[1], move=Move.COMPLETE, to=10),
    ]
    if fold:
        acts.append(Act(seat=order[2], move=Move.FOLD))
        order = order[:2]
    for k, to in enumerate((20, 30, 40)):
        acts.append(Act(seat=order[(k + 2) % len(order)], move=Move.RAISE, to=to))
    state = replay(stakes, players, first=first, acts=acts)
    return Move.RAISE in {m.move for m in state.legal}


def test_heads_up_raises_option() -> None:
    """RULES.md §4 option heads_up_raises; RR Betting and raising 3-4; S3 (Size of Bets)."""
    default = StudStreet(street=3, small_bet=10, big_bet=20, bring_in=4)
    assert _can_raise_after_the_cap(default, [True, True, False])  # two at the start
    assert not _can_raise_after_the_cap(default, [True] * 3)
    assert not _can_raise_after_the_cap(default, [True] * 3, fold=True)  # three at the start
    capped = StudStreet(
        street=3, small_bet=10, big_bet=20, bring_in=4, heads_up_raises=HeadsUpRaises.CAPPED
    )
    assert not _can_raise_after_the_cap(capped, [True, True, False])
    lifted = StudStreet(
        street=3,
        small_bet=10,
        big_bet=20,
        bring_in=4,
        heads_up_raises=HeadsUpRaises.UNLIMITED_WHEN_HEADS_UP,
    )
    assert not _can_raise_after_the_cap(lifted, [True] * 3)
    assert _can_raise_after_the_cap(lifted, [True] * 3, fold=True)  # heads up before the cap


_LOW_PATTERNS = ("no pair", "one pair", "two pair", "trips", "quads")
"""Four cards showing, from the lowest (best) hand to the highest, as ace-to-five ranks them."""


def _showing(pattern: str, ranks: list[str]) -> str:
    """Four up cards of ``pattern`` made from distinct ``ranks``, suits chosen to never repeat."""
    a, b, c, d = ranks
    shape = {"no pair": [a, b, c, d], "one pair": [a, a, b, c], "two pair": [a, a, b, b],
             "trips": [a, a, a, b], "quads": [a, a, a, a]}[pattern]  # fmt: skip
    used: dict[str, int] = {}
    cards = []
    for rank in shape:
        cards.append(rank + "cdhs"[used.get(rank, 0)])
        used[rank] = used.get(rank, 0) + 1
    return " ".join(cards)


def test_razz_lowest_hand_showing_ranks_the_groups_as_ace_to_five_does() -> None:
    """RULES.md §4 and S3 (Razz: from fourth street the lowest hand showing bets first), ranked
    as ace-to-five ranks a hand: no pair, then one pair, two pair, trips, quads. Two pair is a
    lower hand than trips (3-3-4-4 acts before 2-2-2-K), whatever the ranks: every pattern
    against every worse one, over many rank choices."""
    names = "A23456789TJQK"
    for shift in range(13):
        lows = [names[(shift + k) % 13] for k in range(4)]
        highs = [names[(shift + 5 + k) % 13] for k in range(4)]
        for better, worse in combinations(_LOW_PATTERNS, 2):
            # the better pattern with the higher ranks still acts first, in either seat
            up = _up(_showing(better, highs), _showing(worse, lows))
            assert best_showing_seat(up, low=True, dealer=0) == 0, (better, worse, up)
            assert best_showing_seat(up[::-1], low=True, dealer=0) == 1, (better, worse, up)
    assert best_showing_seat(_up("3c 3d 4h 4s", "2c 2d 2h Ks"), low=True, dealer=0) == 0
