"""Betting rounds: turns, legal moves with exact amounts, and the first illegal act (RULES.md §2,
§4; S1; S3; RR)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.rules.betting.round import (
    Act,
    Betting,
    HeadsUpRaises,
    Move,
    Player,
    RoundState,
    Stakes,
    Structure,
    replay,
)
from service.rules.errors import RuleViolation

F, K, C, B, R, BI, CO = (
    Move.FOLD, Move.CHECK, Move.CALL, Move.BET, Move.RAISE, Move.BRING_IN, Move.COMPLETE,
)  # fmt: skip


def _acts(*acts: tuple[int, Move, int] | tuple[int, Move]) -> list[Act]:
    return [Act(seat=a[0], move=a[1], to=a[2] if len(a) > 2 else None) for a in acts]  # type: ignore[misc]


def _legal(state: RoundState) -> dict[str, tuple[int, int]]:
    return {m.move.value: (m.min_to, m.max_to) for m in state.legal}


def _refused(rule: str, stakes: Stakes, players: list[Player], first: int, *acts: tuple) -> None:  # type: ignore[type-arg]
    with pytest.raises(RuleViolation) as raised:
        replay(stakes, players, first=first, acts=_acts(*acts))
    assert raised.value.rule == rule
    assert raised.value.at == (("actions", len(acts) - 1),)


FIVE = [Player(stack=100) for _ in range(5)]


def test_s1_worked_betting_before_and_after_the_draw() -> None:
    """S1: limit 2 before the draw and 5 after; the dealer (seat 0) opens last; pot of 31."""
    before = Stakes(structure=Structure.FIXED_LIMIT, bet=2)
    first_round = replay(
        before, FIVE, first=1, pot_before=5,
        acts=_acts((1, K), (2, K), (3, K), (4, K), (0, B, 2), (1, C), (2, C), (3, F), (4, F)),
    )  # fmt: skip
    assert first_round.complete
    assert first_round.pot == 11
    after = Stakes(structure=Structure.FIXED_LIMIT, bet=5)
    players = [Player(stack=98, live=True), Player(stack=98), Player(stack=98)] + [
        Player(stack=100, live=False)
    ] * 2
    # After the draw the opener (the dealer) speaks first.
    second_round = replay(
        after, players, first=0, pot_before=11,
        acts=_acts((0, K), (1, B, 5), (2, R, 10), (0, F), (1, C)),
    )  # fmt: skip
    assert second_round.complete
    assert second_round.pot == 31


def test_s3_fixed_limit_third_street_bring_in_completion_and_cap() -> None:
    """S3: bring-in 2, small bet 5 (here in units of 50 cents: 4 and 10); completing is not a
    raise, so after it three raises are allowed; then the cap."""
    stakes = Stakes(structure=Structure.FIXED_LIMIT, bet=10, bring_in=4)
    players = [Player(stack=200) for _ in range(4)]
    state = replay(stakes, players, first=2, acts=[])
    assert _legal(state) == {"bring_in": (4, 4), "complete": (10, 10)}
    state = replay(stakes, players, first=2, acts=_acts((2, BI, 4)))
    assert _legal(state) == {"fold": (0, 0), "call": (4, 4), "complete": (10, 10)}
    state = replay(
        stakes, players, first=2,
        acts=_acts((2, BI, 4), (3, CO, 10), (0, R, 20), (1, R, 30), (2, R, 40)),
    )  # fmt: skip
    assert state.raises == 3
    # Capped. Seat 3 has 10 in: a fold leaves his total at 10 (`to` is the total after the act).
    assert _legal(state) == {"fold": (10, 10), "call": (40, 40)}


def test_no_raise_before_the_bring_in_is_completed() -> None:
    stakes = Stakes(structure=Structure.FIXED_LIMIT, bet=10, bring_in=4)
    _refused("betting.bring-in", stakes, [Player(stack=99)] * 3, 0, (0, BI, 4), (1, R, 14))


def test_fourth_street_big_bet_with_an_open_pair() -> None:
    """RULES.md §4: with an open pair anyone may bet small or big, nothing between (RULES.md §0:
    a bet of the wrong size is refused); after a big bet, big raises."""
    stakes = Stakes(structure=Structure.FIXED_LIMIT, bet=10, big_bet=20)
    players = [Player(stack=200) for _ in range(3)]
    bets = [m for m in replay(stakes, players, first=0, acts=[]).legal if m.move == B]
    assert [(m.min_to, m.max_to) for m in bets] == [(10, 10), (20, 20)]
    _refused("betting.amount", stakes, players, 0, (0, B, 15))
    state = replay(stakes, players, first=0, acts=_acts((0, B, 20)))
    assert _legal(state)["raise"] == (40, 40)


def test_no_limit_minimum_raise_is_the_last_full_raise() -> None:
    stakes = Stakes(structure=Structure.NO_LIMIT, bet=10)
    players = [Player(stack=1000) for _ in range(3)]
    state = replay(stakes, players, first=0, acts=_acts((0, B, 10), (1, R, 35)))
    assert _legal(state)["raise"] == (60, 1000)
    _refused("betting.amount", stakes, players, 0, (0, B, 10), (1, R, 15))


def test_a_short_all_in_does_not_reopen_the_betting() -> None:
    """betting.reopen (RR): the first bettor may only call or fold."""
    stakes = Stakes(structure=Structure.NO_LIMIT, bet=10)
    players = [Player(stack=1000), Player(stack=1000), Player(stack=130)]
    state = replay(stakes, players, first=0, acts=_acts((0, B, 100), (1, C), (2, R, 130)))
    assert state.next_seat == 0
    assert set(_legal(state)) == {"fold", "call"}
    _refused("betting.reopen", stakes, players, 0, (0, B, 100), (1, C), (2, R, 130), (0, R, 300))


def test_pot_limit_largest_bet_and_raise() -> None:
    """Pot limit: a bet up to the pot; a raise that calls, then raises by the pot then."""
    stakes = Stakes(structure=Structure.POT_LIMIT, bet=10)
    players = [Player(stack=1000) for _ in range(3)]
    assert _legal(replay(stakes, players, first=0, acts=[], pot_before=30))["bet"] == (10, 30)
    state = replay(stakes, players, first=0, acts=_acts((0, B, 30)), pot_before=30)
    # Seat 1 calls 30 (pot 90), then raises 90: to 120.
    assert _legal(state)["raise"] == (60, 120)


def test_table_stakes_call_all_in_for_less() -> None:
    stakes = Stakes(structure=Structure.NO_LIMIT, bet=10)
    state = replay(stakes, [Player(stack=500), Player(stack=40)], first=0, acts=_acts((0, B, 100)))
    assert _legal(state) == {"fold": (0, 0), "call": (40, 40)}
    done = replay(
        stakes, [Player(stack=500), Player(stack=40)], first=0, acts=_acts((0, B, 100), (1, C))
    )
    assert done.complete
    assert done.all_in == (1,)


def test_acting_out_of_turn_checking_a_bet_and_acting_after_the_round() -> None:
    stakes = Stakes(structure=Structure.FIXED_LIMIT, bet=2)
    _refused("betting.turn", stakes, FIVE, 1, (2, K))
    _refused("betting.check", stakes, FIVE, 1, (1, B, 2), (2, K))
    _refused("betting.amount", stakes, FIVE, 1, (1, B, 3))
    _refused("betting.round-over", stakes, FIVE[:2], 0, (0, K), (1, K), (0, B, 2))


def test_fixed_limit_cap_and_heads_up() -> None:
    """betting.cap: one bet and three raises; unlimited when the caller says so (heads up)."""
    capped = Stakes(structure=Structure.FIXED_LIMIT, bet=2)
    players = [Player(stack=100), Player(stack=100), Player(stack=100)]
    acts = ((0, B, 2), (1, R, 4), (2, R, 6), (0, R, 8))
    assert "raise" not in _legal(replay(capped, players, first=0, acts=_acts(*acts)))
    _refused("betting.cap", capped, players, 0, *acts, (1, R, 10))
    open_ended = Stakes(structure=Structure.FIXED_LIMIT, bet=2, max_raises=None)
    assert "raise" in _legal(
        replay(open_ended, players[:2], first=0, acts=_acts(*acts[:2], (0, R, 6), (1, R, 8)))
    )


def test_folds_to_one_player_end_the_round() -> None:
    stakes = Stakes(structure=Structure.NO_LIMIT, bet=10)
    state = replay(stakes, [Player(stack=100)] * 3, first=0, acts=_acts((0, B, 10), (1, F), (2, F)))
    assert state.complete
    assert state.folded == (1, 2)


def test_jacks_or_better_without_openers_only_check_or_fold() -> None:
    """jacks.openers (RULES.md §2; S1): until someone opens, only a hand with openers may bet."""
    stakes = Stakes(structure=Structure.FIXED_LIMIT, bet=2, openers_required=True)
    players = [
        Player(stack=50, has_openers=True),
        Player(stack=50, has_openers=False),
        Player(stack=50, has_openers=None),
    ]
    state = replay(stakes, players, first=1, acts=[])
    assert set(_legal(state)) == {"fold", "check"}
    state = replay(stakes, players, first=1, acts=_acts((1, K)))
    hidden_bet = next(m for m in state.legal if m.move == Move.BET)
    assert hidden_bet.requires_openers
    _refused("jacks.openers", stakes, players, 1, (1, B, 2))
    opened = replay(stakes, players, first=1, acts=_acts((1, K), (2, K), (0, B, 2)))
    assert "raise" in _legal(opened)  # once opened, anyone may raise with anything


def test_the_cap_lifts_when_heads_up_if_the_house_says_so() -> None:
    stakes = Stakes(
        structure=Structure.FIXED_LIMIT,
        bet=2,
        heads_up_raises=HeadsUpRaises.UNLIMITED_WHEN_HEADS_UP,
    )
    players = [Player(stack=100)] * 3
    state = replay(
        stakes, players, first=0, acts=_acts((0, B, 2), (1, R, 4), (2, F), (0, R, 6), (1, R, 8))
    )
    assert "raise" in _legal(state)


_STRUCTURES = st.sampled_from(
    [
        Stakes(structure=Structure.FIXED_LIMIT, bet=10),
        Stakes(structure=Structure.FIXED_LIMIT, bet=10, big_bet=20, bring_in=3),
        Stakes(structure=Structure.POT_LIMIT, bet=10),
        Stakes(structure=Structure.NO_LIMIT, bet=10),
        Stakes(structure=Structure.FIXED_LIMIT, bet=10, openers_required=True),
    ]
)


@settings(max_examples=400)
@given(
    stakes=_STRUCTURES,
    stacks=st.lists(st.integers(min_value=0, max_value=120), min_size=2, max_size=6),
    choices=st.lists(st.tuples(st.integers(0, 9), st.integers(0, 200)), max_size=30),
)
def test_a_round_taken_act_by_act_is_the_round_replayed(
    stakes: Stakes, stacks: list[int], choices: list[tuple[int, int]]
) -> None:
    """The betting rules of RULES.md §2 and §4 and RR (fixed limit with bring-in and big bet, pot
    and no limit, openers), applied one act at a time as the hand engine applies them
    (``Betting``): after any acts, legal or refused, the round stands exactly where replaying
    the accepted acts leaves it."""
    players = [Player(stack=s, live=s > 0 or i < 2) for i, s in enumerate(stacks)]
    betting = Betting(stakes, players, first=1 % len(players))
    accepted: list[Act] = []
    for pick, amount in choices:
        state = betting.state()
        if state.next_seat is None:
            break
        # Mostly a legal move; sometimes an act that must be refused (wrong seat or amount).
        legal = state.legal[pick % len(state.legal)]
        seat = state.next_seat if pick < 8 else (state.next_seat + 1) % len(players)
        to = legal.min_to + amount % (legal.max_to - legal.min_to + 1) if pick < 9 else amount
        act = Act(seat=seat, move=legal.move, to=to)
        try:
            after = betting.act(act)
        except RuleViolation:
            assert betting.state() == state  # a refused act changes nothing
            continue
        accepted.append(act)
        assert after == replay(stakes, players, first=1 % len(players), acts=accepted)
