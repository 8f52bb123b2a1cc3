"""All-ins, completions, reopening and exact amounts (RULES.md §0 "Betting and all-ins"; RR
"Betting and raising" 3-6, "No limit and pot limit" 1-3; TDA "Re-opening the bet")."""

from __future__ import annotations

import pytest

from service.rules.betting.round import (
    Act,
    Move,
    Player,
    RoundState,
    Stakes,
    Structure,
    replay,
)
from service.rules.errors import RuleViolation

F, K, C, B, R, CO = Move.FOLD, Move.CHECK, Move.CALL, Move.BET, Move.RAISE, Move.COMPLETE
NO_LIMIT = Stakes(structure=Structure.NO_LIMIT, bet=100)
POT_LIMIT = Stakes(structure=Structure.POT_LIMIT, bet=100)
LIMIT_20 = Stakes(structure=Structure.FIXED_LIMIT, bet=20)


def _play(stakes: Stakes, stacks: list[int], *acts: tuple[int, Move, int | None]) -> RoundState:
    players = [Player(stack=s) for s in stacks]
    return replay(stakes, players, first=0, acts=[Act(seat=s, move=m, to=t) for s, m, t in acts])


def _moves(state: RoundState) -> list[tuple[str, int, int]]:
    return [(m.move.value, m.min_to, m.max_to) for m in state.legal]


def _refusal(stakes: Stakes, stacks: list[int], *acts: tuple[int, Move, int | None]) -> str:
    with pytest.raises(RuleViolation) as raised:
        _play(stakes, stacks, *acts)
    assert raised.value.at == (("actions", len(acts) - 1),)
    return f"{raised.value.rule}: {raised.value.detail}"


# -- 1. several short all-ins together reopen the betting (big-bet games) -----------------------

# TDA, Re-opening the bet, example 1: A opens for 100; B all in for 125; C calls 125; D all in
# for 200; E calls 200. A faces 100 more, a full raise: reopened. C faces 75: not.
TDA_EXAMPLE = ((0, B, 100), (1, R, 125), (2, C, None), (3, R, 200), (4, C, None))
TDA_STACKS = [5000, 125, 5000, 200, 5000]


@pytest.mark.parametrize("stakes", [NO_LIMIT, POT_LIMIT], ids=["no limit", "pot limit"])
def test_tda_several_short_all_ins_reopen_for_the_first_bettor(stakes: Stakes) -> None:
    """RULES.md §0; RR No limit and pot limit 3; TDA Re-opening the bet, example 1."""
    state = _play(stakes, TDA_STACKS, *TDA_EXAMPLE)
    assert state.next_seat == 0
    moves = _moves(state)
    assert moves[:2] == [("fold", 100, 100), ("call", 200, 200)]
    # The smallest raise is the last full one (100) over the 200: to 300.
    # Pot limit: call 100 (the pot is then 850), then raise by the pot: to 1050.
    top = 5000 if stakes.structure == Structure.NO_LIMIT else 1050
    assert moves[2] == ("raise", 300, top)
    assert "betting.reopen" not in state.rules


@pytest.mark.parametrize("stakes", [NO_LIMIT, POT_LIMIT], ids=["no limit", "pot limit"])
def test_tda_a_caller_of_the_first_short_all_in_is_not_reopened(stakes: Stakes) -> None:
    """TDA Re-opening the bet: C matched 125 and faces only 75 more; he may call or fold."""
    state = _play(stakes, TDA_STACKS, *TDA_EXAMPLE, (0, C, None))
    assert state.next_seat == 2
    assert _moves(state) == [("fold", 125, 125), ("call", 200, 200)]
    assert "betting.reopen" in state.rules
    assert _refusal(stakes, TDA_STACKS, *TDA_EXAMPLE, (0, C, None), (2, R, 300)).startswith(
        "betting.reopen: seat 2 may fold or call 200 here, not raise"
    )


def test_short_all_ins_short_of_a_full_raise_together_do_not_reopen() -> None:
    """RR No limit and pot limit 3: 190 over a matched 100 is 90, short of the full 100."""
    state = _play(
        NO_LIMIT, [5000, 125, 5000, 190, 5000], *TDA_EXAMPLE[:3], (3, R, 190), (4, C, None)
    )
    assert state.next_seat == 0
    assert _moves(state) == [("fold", 100, 100), ("call", 190, 190)]


def test_a_short_all_in_bet_does_not_reopen_for_a_player_who_checked() -> None:
    """RULES.md §0: an all-in short of a full bet reopens nothing for a player who has acted;
    a player yet to act may raise by a full bet over it (no completions in big-bet games)."""
    state = _play(NO_LIMIT, [1000, 60, 1000], (0, K, None), (1, B, 60))
    assert _moves(state) == [("fold", 0, 0), ("call", 60, 60), ("raise", 160, 1000)]
    state = _play(NO_LIMIT, [1000, 60, 1000], (0, K, None), (1, B, 60), (2, C, None))
    assert _moves(state) == [("fold", 0, 0), ("call", 60, 60)]


# -- 2. fixed limit: completing a short all-in; half a bet counts as a full one -----------------


def test_fixed_limit_all_in_under_half_a_bet_is_completed_not_raised() -> None:
    """RR Betting and raising 6: facing an all-in of 5 on a 20 round, a player who has not
    acted may fold, call 5 or complete to 20; a raise to 25 is refused."""
    state = _play(LIMIT_20, [100, 5, 100], (0, K, None), (1, B, 5))
    assert (state.next_seat, _moves(state)) == (
        2,
        [("fold", 0, 0), ("call", 5, 5), ("complete", 20, 20)],
    )
    assert "betting.short-all-in" in state.rules
    refusal = _refusal(LIMIT_20, [100, 5, 100], (0, K, None), (1, B, 5), (2, R, 25))
    assert refusal == (
        "betting.short-all-in: seat 2 may fold, call 5 or complete to 20 here, not raise"
    )
    # The completion is the bet, not a raise: it reopens the betting for the player who checked.
    state = _play(LIMIT_20, [100, 5, 100], (0, K, None), (1, B, 5), (2, CO, 20))
    assert state.raises == 0
    assert _moves(state) == [("fold", 0, 0), ("call", 20, 20), ("raise", 40, 40)]


def test_fixed_limit_player_who_acted_only_calls_an_all_in_under_half_a_bet() -> None:
    """RR Betting and raising 6: the bettor faces 5 more (less than half a bet): call or fold."""
    state = _play(LIMIT_20, [100, 25, 100], (0, B, 20), (1, R, 25), (2, C, None))
    assert (state.next_seat, _moves(state)) == (0, [("fold", 20, 20), ("call", 25, 25)])
    assert "betting.reopen" in state.rules


def test_fixed_limit_short_all_in_raise_is_completed_to_a_full_raise() -> None:
    """RR Betting and raising 6: bet 20, all in for 25; the next player completes to 40, which
    counts as the raise it makes up (on the cap); then the bettor may raise again."""
    state = _play(LIMIT_20, [100, 25, 100], (0, B, 20), (1, R, 25))
    assert _moves(state) == [("fold", 0, 0), ("call", 25, 25), ("complete", 40, 40)]
    state = _play(LIMIT_20, [100, 25, 100], (0, B, 20), (1, R, 25), (2, CO, 40))
    assert state.raises == 1
    assert _moves(state) == [("fold", 20, 20), ("call", 40, 40), ("raise", 60, 60)]


def test_fixed_limit_all_in_of_half_a_bet_counts_as_a_full_bet() -> None:
    """RR Betting and raising 6: "raising a 15 all-in bet on a 20 round makes it 35"."""
    state = _play(LIMIT_20, [100, 15, 100], (0, K, None), (1, B, 15))
    assert _moves(state) == [("fold", 0, 0), ("call", 15, 15), ("raise", 35, 35)]
    assert _refusal(LIMIT_20, [100, 15, 100], (0, K, None), (1, B, 15), (2, R, 40)) == (
        "betting.amount: a raise by seat 2 here goes to 35; this one goes to 40"
    )
    # The checker faces 15, at least half a bet: the betting is reopened for him too.
    state = _play(LIMIT_20, [100, 15, 100], (0, K, None), (1, B, 15), (2, C, None))
    assert _moves(state) == [("fold", 0, 0), ("call", 15, 15), ("raise", 35, 35)]


def test_fixed_limit_all_in_raise_of_half_a_bet_reopens_for_the_bettor() -> None:
    """RR Betting and raising 6: bet 20, all in for 30 (half a bet more) is a raise; the bettor
    may raise again, to 50, and the raise counts on the cap."""
    state = _play(LIMIT_20, [100, 30, 100], (0, B, 20), (1, R, 30), (2, C, None))
    assert state.raises == 1
    assert _moves(state) == [("fold", 20, 20), ("call", 30, 30), ("raise", 50, 50)]


def test_fixed_limit_several_short_all_ins_reopen_once_they_make_half_a_bet() -> None:
    """RR Betting and raising 6: "multiple all-in wagers, each too small to qualify as a raise,
    still act as a raise ... if the resulting wager size to a player qualifies": bet 20, all in
    for 27, a call, all in for 34 (a completion all in for less, 14 over the bet): the bettor
    may raise to 54, the caller of 27 (facing 7) may not."""
    stacks = [200, 27, 200, 34, 200]
    acts = ((0, B, 20), (1, R, 27), (2, C, None), (3, CO, 34))
    state = _play(LIMIT_20, stacks, *acts)
    assert (state.next_seat, _moves(state)) == (
        4,
        [("fold", 0, 0), ("call", 34, 34), ("raise", 54, 54)],
    )
    state = _play(LIMIT_20, stacks, *acts, (4, C, None))
    assert (state.next_seat, _moves(state)) == (
        0,
        [("fold", 20, 20), ("call", 34, 34), ("raise", 54, 54)],
    )
    state = _play(LIMIT_20, stacks, *acts, (4, C, None), (0, C, None))
    assert (state.next_seat, _moves(state)) == (2, [("fold", 27, 27), ("call", 34, 34)])


def test_fixed_limit_all_in_for_less_than_the_completion_after_a_bring_in() -> None:
    """S3 (Size of Bets) and RR 6: bring-in 2, bet 10; all in for 4 does not complete the
    bet (less than half), so the next player may still complete to 10; nobody raises."""
    stakes = Stakes(structure=Structure.FIXED_LIMIT, bet=10, bring_in=2)
    state = _play(stakes, [100, 4, 100], (0, Move.BRING_IN, 2), (1, CO, 4))
    assert _moves(state) == [("fold", 0, 0), ("call", 4, 4), ("complete", 10, 10)]
    assert "betting.bring-in" in state.rules


# -- 4. every action is taken as it is, or refused ----------------------------------------------


def test_a_call_that_names_the_wrong_amount_is_refused_with_what_was_legal() -> None:
    """RULES.md §0: a call that names the wrong amount is refused, never taken as a call."""
    stakes = Stakes(structure=Structure.NO_LIMIT, bet=10)
    for wrong in (30, 50):
        assert _refusal(stakes, [500, 500], (0, B, 40), (1, C, wrong)) == (
            f"betting.exact-amount: a call by seat 1 here makes his total 40, not {wrong}"
        )
    assert _play(stakes, [500, 500], (0, B, 40), (1, C, 40)).complete
    # All in for less: the call's total is the whole stack.
    assert _refusal(stakes, [500, 25], (0, B, 40), (1, C, 40)) == (
        "betting.exact-amount: a call by seat 1 here makes his total 25 (all in), not 40"
    )


def test_a_check_or_fold_that_names_an_amount_must_name_the_seat_total() -> None:
    """RULES.md §0: a check puts nothing in; a fold leaves the seat's total where it was."""
    stakes = Stakes(structure=Structure.NO_LIMIT, bet=10)
    assert _refusal(stakes, [500, 500], (0, K, 10)) == (
        "betting.exact-amount: a check by seat 0 here makes his total 0, not 10"
    )
    assert _refusal(stakes, [500, 500, 500], (0, B, 40), (1, R, 80), (2, F, None), (0, F, 0)) == (
        "betting.exact-amount: a fold by seat 0 here makes his total 40, not 0"
    )
    assert _play(stakes, [500, 500, 500], (0, B, 40), (1, R, 80), (2, F, 0), (0, F, 40)).complete


def test_a_bet_without_an_amount_is_refused_not_made_the_minimum() -> None:
    """RULES.md §0: a bet or raise names its total; none is not read as the smallest."""
    assert _refusal(NO_LIMIT, [500, 500], (0, B, None)) == (
        "betting.amount: a bet by seat 0 here goes to 100 to 500 (all in); this one names no total"
    )


def test_a_raise_when_nobody_can_answer_it_is_refused() -> None:
    """RR Table stakes: facing an all-in with every other player all in or folded, a player
    may call or fold; a raise nobody could call is refused."""
    state = _play(NO_LIMIT, [1000, 300, 1000], (0, B, 100), (1, R, 300), (2, F, None))
    assert _moves(state) == [("fold", 100, 100), ("call", 300, 300)]
    assert "betting.nobody-to-answer" in state.rules


@pytest.mark.parametrize(
    ("all_in", "may_raise"), [(7, True), (5, True), (4, False)], ids=["7", "5", "4"]
)
def test_the_bring_in_may_raise_an_all_in_that_counts_as_the_completion(
    all_in: int, may_raise: bool
) -> None:
    """RR Betting and Raising: "an all-in wager of half a bet or more is treated as a full bet,
    and a player may fold, call, or make a full raise"; RR Seven-Card Stud 2-3: a completion of
    the bring-in reopens the betting for him. Bring-in 3, bet 10: all in to 7 (or 5) counts as
    the completion, so the bring-in, facing it after the others call, may raise to 17 (15), as
    the others may (pokerkit agrees); all in to 4 is no completion, and, called, it leaves him
    no option (a bring-in is no live blind): he calls or folds."""
    stakes = Stakes(structure=Structure.FIXED_LIMIT, bet=10, bring_in=3)
    acts = ((0, Move.BRING_IN, 3), (1, CO, all_in), (2, C, None), (3, C, None))
    state = _play(stakes, [100, all_in, 100, 100], *acts)
    assert state.next_seat == 0
    moves = _moves(state)
    assert moves[:2] == [("fold", 3, 3), ("call", all_in, all_in)]
    if may_raise:
        assert moves[2:] == [("raise", all_in + 10, all_in + 10)]
    else:
        assert moves[2:] == []


def test_a_no_limit_bring_in_may_raise_an_all_in_raise_of_a_full_bet() -> None:
    """RR No-Limit rules 2 and 4: a bring-in of 3 raised all in to 12, at least the smallest bet
    (10), is a full raise; facing it, the bring-in may raise again."""
    stakes = Stakes(structure=Structure.NO_LIMIT, bet=10, bring_in=3)
    state = _play(stakes, [100, 12, 100], (0, Move.BRING_IN, 3), (1, R, 12), (2, C, None))
    assert state.next_seat == 0
    assert [m[0] for m in _moves(state)] == ["fold", "call", "raise"]


def test_a_caller_of_the_bring_in_may_raise_an_all_in_completion_too() -> None:
    """RR Betting and Raising (half a bet all in is a full one): bring-in 4, bet 10; seat 1
    calls the bring-in, seat 2 completes all in to 7, which counts as the completion. Both the
    bring-in and his caller may raise it, to 17 (pokerkit agrees); in no limit a caller of a
    bring-in of 3 may raise an all-in raise to 10, the smallest bet."""
    stakes = Stakes(structure=Structure.FIXED_LIMIT, bet=10, bring_in=4)
    acts = ((0, Move.BRING_IN, 4), (1, C, None), (2, CO, 7), (0, C, None))
    state = _play(stakes, [100, 100, 7], *acts)
    assert state.next_seat == 1
    assert _moves(state) == [("fold", 4, 4), ("call", 7, 7), ("raise", 17, 17)]
    no_limit = Stakes(structure=Structure.NO_LIMIT, bet=10, bring_in=3)
    acts = ((0, Move.BRING_IN, 3), (1, C, None), (2, R, 10), (0, C, None))
    state = _play(no_limit, [100, 100, 10], *acts)
    assert state.next_seat == 1
    assert [m[0] for m in _moves(state)] == ["fold", "call", "raise"]
