"""Counterbluff's rules one by one, and whole games against an independent scorer (RULES.md §3;
S2)."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from counterbluff_games import game
from hand_notation import core_event

from service.rules.cards import parse_card
from service.rules.errors import RuleViolation
from service.rules.games.counterbluff import (
    Counterbluff,
    CounterbluffState,
    replay_counterbluff,
)
from service.rules.games.counterbluff_rules import CounterbluffRules, FourOfAKind, Ties
from service.rules.games.counterbluff_scoring import (
    HAND,
    LowballReply,
    fold,
    fold_refusal,
    lowball,
    showdown,
)
from service.rules.games.counterbluff_scoring import triangular as score_for
from service.rules.games.events import EventType, Phase
from service.rules.games.options import with_settings

A = ["As", "Ks", "Qs", "Js", "9s", "2h", "3h", "4h", "5h", "7c"]
B = ["Ad", "Kd", "Qd", "Jd", "9d", "2c", "3c", "4c", "5c", "7d"]
DEAL = [{"type": "deal", "seat": 0, "down": A}, {"type": "deal", "seat": 1, "down": B}]


def cards(text: str) -> list[Any]:
    return [parse_card(c) for c in text.split()]


def run(events: list[dict[str, Any]], **options: Any) -> CounterbluffState:
    settings = with_settings(CounterbluffRules(), options)
    return replay_counterbluff(0, settings, [core_event(e) for e in events])


def refused(events: list[dict[str, Any]], **options: Any) -> RuleViolation:
    with pytest.raises(RuleViolation) as caught:
        run(events, **options)
    return caught.value


def plays(*moves: tuple[int, str]) -> list[dict[str, Any]]:
    return [{"type": "play", "seat": s, "card": c} for s, c in moves]


@pytest.mark.parametrize(
    ("packs", "with_lowball"), [(1, False), (1, True), (2, True)], ids=["one", "lowball", "two"]
)
@pytest.mark.parametrize("seed", range(25))
def test_counterbluff_whole_games_agree_with_an_independent_scorer(
    seed: int, packs: int, with_lowball: bool
) -> None:
    """From the deal to the end of the pack: every score, with treys judging the showdowns."""
    events, expected = game(seed, packs=packs, lowball=with_lowball)
    state = run(events, packs=packs, lowball=with_lowball)
    assert state.phase == Phase.OVER
    assert list(state.scores) == expected.scores
    assert [h.ended_by for h in state.hands] == expected.kinds
    assert state.stock == 0
    assert min(len(h) for h in state.held) < 5
    winner = None if expected.scores[0] == expected.scores[1] else int(
        expected.scores[1] > expected.scores[0])  # fmt: skip
    assert state.winner == winner


def test_counterbluff_score_is_triangular_s2_table() -> None:
    """S2's table (its 6 lost): 2→3, 3→6, 4→10, 5→15, 6→21, 7→28, 8→36, 9→45, 10→55."""
    table = {2: 3, 3: 6, 4: 10, 5: 15, 6: 21, 7: 28, 8: 36, 9: 45, 10: 55}
    assert {n: score_for(n) for n in table} == table


def test_counterbluff_play_the_non_dealer_leads_and_turns_alternate() -> None:
    state = run(DEAL)
    assert (state.phase, state.to_act, state.leader) == (Phase.PLAY, 1, 1)
    assert refused([*DEAL, *plays((0, "As"))]).rule == "counterbluff.play"
    assert refused([*DEAL, *plays((1, "As"))]).rule == "counterbluff.play"  # not his card


def test_counterbluff_fold_only_after_playing_a_card() -> None:
    """The earliest fold is the leader's second turn; the other scores every card played."""
    assert EventType.FOLD not in {n.type for n in run(DEAL).next_events}
    assert refused([*DEAL, {"type": "fold", "seat": 1}]).rule == "counterbluff.fold"
    state = run([*DEAL, *plays((1, "Ad"), (0, "As")), {"type": "fold", "seat": 1}])
    assert state.scores == (3, 0)
    assert state.hands[0].ended_by == "fold"
    assert fold(1, 0, [4, 3]).points == (28, 0)


@pytest.mark.parametrize(
    ("leader", "folder", "played", "rule"),
    [
        (0, 1, (1, 0), "counterbluff.fold"),  # before he has played a card
        (0, 0, (1, 0), "counterbluff.fold"),  # the leader again before the other has played
        (1, 0, (1, 1), "counterbluff.fold"),  # out of turn: seat 1 leads, so is to play
        (0, 0, (5, 5), "counterbluff.showdown"),  # both completed five: the showdown decides
        (1, 0, (2, 1), "counterbluff.play"),  # the non-leader cannot be a card ahead
        (0, 1, (3, 1), "counterbluff.play"),  # nor the leader two ahead
    ],
)
def test_counterbluff_fold_patterns_that_cannot_happen_s2(
    leader: int, folder: int, played: tuple[int, int], rule: str
) -> None:
    """S2 and RULES.md §3: the players alternate from the leader; a player folds only on his own
    turn, after playing a card, so the earliest fold is the leader's second turn."""
    with pytest.raises(RuleViolation) as caught:
        fold(folder, leader, played)
    assert caught.value.rule == rule


def _fold_patterns_by_play() -> set[tuple[int, int, tuple[int, int]]]:
    """Every (leader, folder, cards played) a real hand reaches: play alternately from the
    leader; whoever is to play and has played a card may fold instead."""
    reached = set()
    for leader in (0, 1):
        played = [0, 0]
        seat = leader
        while played != [HAND, HAND]:
            if played[seat]:
                reached.add((leader, seat, (played[0], played[1])))
            played[seat] += 1
            seat = 1 - seat
    return reached


def test_counterbluff_fold_is_allowed_exactly_where_a_hand_can_reach_it() -> None:
    """S2 and RULES.md §3, every pattern: the scorer's check accepts a fold exactly when
    alternate play from the leader reaches it with the folder to play and a card down."""
    reachable = _fold_patterns_by_play()
    for leader in (0, 1):
        for folder in (0, 1):
            for played in itertools.product(range(HAND + 1), repeat=2):
                allowed = fold_refusal(folder, leader, played) is None
                assert allowed == ((leader, folder, played) in reachable), (leader, folder, played)
    assert (0, 0, (1, 1)) in reachable  # the earliest fold: the leader's second turn
    assert fold(0, 0, (1, 1)).points == (0, 3)


def test_counterbluff_game_offers_a_fold_exactly_when_the_scorer_allows_it() -> None:
    """S2: the whole game and the scorer judge a fold by one rule; after each play of a hand
    the fold is offered to the player to move once he has played a card."""
    moves = [(1, "Ad"), (0, "As"), (1, "Kd"), (0, "Ks"), (1, "Qd"), (0, "Qs"), (1, "Jd"),
             (0, "Js"), (1, "2c")]  # fmt: skip
    for cut in range(len(moves) + 1):
        state = run([*DEAL, *plays(*moves[:cut])])
        offered = EventType.FOLD in {n.type for n in state.next_events}
        played = (len(state.rows[0]), len(state.rows[1]))
        assert offered == (fold_refusal(state.to_act or 0, state.leader, played) is None)
        assert offered == (cut >= 2)


def test_counterbluff_showdown_the_higher_hand_scores_55_and_leads() -> None:
    moves = [(1, "Ad"), (0, "As"), (1, "Kd"), (0, "Ks"), (1, "Qd"), (0, "Qs"), (1, "Jd"),
             (0, "Js"), (1, "2c"), (0, "9s")]  # fmt: skip
    state = run([*DEAL, *plays(*moves)])
    assert state.scores == (55, 0)  # a flush beats ace-high
    assert state.leader == 0
    assert state.phase == Phase.DRAW
    assert [(n.seat, n.down_count) for n in state.next_events] == [(0, 5)]  # the winner draws first


def test_counterbluff_refill_a_card_at_a_time_scorer_first_when_the_stock_is_short() -> None:
    assert run(DEAL).stock == 32
    # Alternate draws: with 3 left and 5 and 5 wanted, the scorer gets 2 and the other 1.
    table = Counterbluff(CounterbluffRules(), dealer=0)
    table.held = [[parse_card("2c")] * 5, [parse_card("3c")] * 5]
    table.stock = 3
    assert table._refill_counts(1) == [(1, 2), (0, 1)]


def test_counterbluff_four_of_a_kind_and_ties_as_options() -> None:
    quads = cards("As Ad Ac Ah 2c")
    straight_flush = cards("Ks Qs Js Ts 9s")
    assert showdown([quads, straight_flush], CounterbluffRules()).winner == 1
    placed = CounterbluffRules(four_of_a_kind=FourOfAKind.ABOVE_STRAIGHT_FLUSH)
    assert showdown([quads, straight_flush], placed).winner == 0
    same = [cards("Ks Qd Jc 9h 7s"), cards("Kd Qs Jh 9c 7d")]
    assert showdown(same, CounterbluffRules()).points == (0, 0)
    assert showdown(same, CounterbluffRules(ties=Ties.BOTH_SCORE)).points == (55, 55)
    assert showdown(same, CounterbluffRules()).rule == "counterbluff.tie"


def test_counterbluff_tie_the_leader_leads_again() -> None:
    a = ["Ks", "Qd", "Jc", "9h", "7s", "2h", "3h", "4h", "5h", "6c"]
    b = ["Kd", "Qs", "Jh", "9c", "7d", "2c", "3c", "4c", "5c", "6d"]
    deal = [{"type": "deal", "seat": 0, "down": a}, {"type": "deal", "seat": 1, "down": b}]
    moves = [(1, "Kd"), (0, "Ks"), (1, "Qs"), (0, "Qd"), (1, "Jh"), (0, "Jc"), (1, "9c"),
             (0, "9h"), (1, "7d"), (0, "7s")]  # fmt: skip
    state = run([*deal, *plays(*moves)])
    assert state.scores == (0, 0)
    assert state.leader == 1
    assert state.next_events[0].seat == 1  # the leader draws first too


def test_counterbluff_identical_cards_with_two_packs() -> None:
    a = ["As", "As", *A[2:]]
    deal = [{"type": "deal", "seat": 0, "down": a}, {"type": "deal", "seat": 1, "down": B}]
    twice = [*deal, *plays((1, "Ad"), (0, "As"), (1, "Kd"), (0, "As"))]
    assert refused(twice, packs=2).rule == "counterbluff.identical-cards"
    b = ["As", *B[1:]]
    deal = [{"type": "deal", "seat": 0, "down": A}, {"type": "deal", "seat": 1, "down": b}]
    state = run([*deal, *plays((1, "As"), (0, "As"))], packs=2)  # his opponent's duplicate
    assert state.rows[0] == state.rows[1]
    assert refused([*deal, *plays((1, "As"), (0, "As"))]).rule == "cards.duplicate"


def test_counterbluff_lowball_three_outcomes() -> None:
    """S2: opponent folds, 15 to the caller; both face up, 30 to the lower-ranking hand; the
    opponent face down, 30 to the caller if he was face up, else 5."""
    low, high = cards("7c 5d 4h 3s 2c"), cards("As Ad Kc Kh 2d")
    assert lowball(0, True, low, LowballReply.FOLD, None, CounterbluffRules()).points == (15, 0)
    assert lowball(0, True, low, LowballReply.FACE_UP, high, CounterbluffRules()).points == (30, 0)
    assert lowball(1, True, high, LowballReply.FACE_UP, low, CounterbluffRules()).points == (30, 0)
    assert lowball(0, True, None, LowballReply.FACE_DOWN, None, CounterbluffRules()).points == (
        30,
        0,
    )
    assert lowball(0, False, None, LowballReply.FACE_DOWN, None, CounterbluffRules()).points == (
        5,
        0,
    )


def test_counterbluff_lowball_in_a_game_and_who_leads_after() -> None:
    call = {"type": "lowball", "seat": 1, "up": ["7d", "5c", "4c", "3c", "2c"]}
    assert refused([*DEAL, call]).rule == "counterbluff.lowball"  # the option is off
    late = [*DEAL, *plays((1, "Ad"), (0, "As")), call]
    assert refused(late, lowball=True).rule == "counterbluff.lowball"  # not before a card
    reply = {"type": "lowball", "seat": 0, "up": ["As", "Ks", "Qs", "Js", "9s"]}
    # S2 (Counterbluff), "Lowball option": five cards laid face up or face down, his choice; both
    # are offered, to the caller and to the one who answers (or folds).
    laid = [
        (n.type.value, n.seat, n.up_count, n.down_count)
        for n in run(DEAL, lowball=True).next_events
    ]
    assert laid[-2:] == [("lowball", 1, 5, None), ("lowball", 1, None, 5)]
    called = run([*DEAL, call], lowball=True).next_events
    assert [(n.type.value, n.seat, n.up_count, n.down_count) for n in called] == [
        ("lowball", 0, 5, None),
        ("lowball", 0, None, 5),
        ("fold", 0, None, None),
    ]
    state = run([*DEAL, call, reply], lowball=True)
    assert state.scores == (0, 30)  # seven-high beats nothing: it is the lower-ranking hand
    assert state.leader == 1
    folded = run([*DEAL, call, {"type": "fold", "seat": 0}], lowball=True)
    assert folded.scores == (0, 15)
    caller_leads = run([*DEAL, call, reply], lowball=True, lowball_leader="caller")
    assert caller_leads.leader == 1
    blind = {"type": "lowball", "seat": 1, "down": ["??"] * 5}
    deal = [DEAL[0], {"type": "deal", "seat": 1, "down": ["??"] * 10}]
    state = run([*deal, blind, reply], lowball=True)
    assert (state.phase, state.to_act) == (Phase.SHOW, 1)  # a face-up answer: he shows
    shown = run([*deal, blind, reply, {"type": "show", "seat": 1, "down": B[5:]}], lowball=True)
    assert shown.scores[1] == 30


def test_counterbluff_end_when_the_stock_is_out_and_a_hand_is_short() -> None:
    events, expected = game(7)
    state = run(events)
    assert state.phase == Phase.OVER
    assert "counterbluff.end" in state.rules
    assert refused([*events, {"type": "play", "seat": 0, "card": "2c"}]).rule == "games.hand-over"
    assert sum(expected.scores) == sum(state.scores)
