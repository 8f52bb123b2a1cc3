"""Random betting rounds played in the core (RULES.md §0 "Betting and all-ins"; RR "Betting and
raising" 3-6, "No limit and pot limit" 1-3, Table stakes; TDA).

Random structures and stakes, stacks down to nothing, random legal actions chosen from the
legal-action list, and now and then an action that was not offered. Whatever happens: every
legal action offered is accepted, at any amount in its range; an action not offered (out of
turn, a wrong amount, a move not listed) is refused with a rule of the rulebook and changes
nothing; every round ends; chips are conserved; nobody puts in more than his stack.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.rules.betting.round import (
    AMOUNT_MOVES,
    Act,
    Betting,
    HeadsUpRaises,
    Legal,
    Move,
    Player,
    RoundState,
    Stakes,
    Structure,
)
from service.rules.errors import RuleViolation
from service.rules.rulebook import RULEBOOK

MOST_ACTS = 3000
"""More than any round can take: each raise adds a chip, and stacks are at most 200."""


@st.composite
def stakes(draw: st.DrawFn) -> Stakes:
    structure = draw(st.sampled_from(Structure))
    bet = draw(st.integers(1, 20))
    fixed = structure == Structure.FIXED_LIMIT
    big = draw(st.none() | st.integers(bet, 3 * bet)) if fixed else None
    bring_in = draw(st.none() | st.integers(1, bet - 1)) if bet > 1 else None
    return Stakes(
        structure=structure,
        bet=bet,
        big_bet=big,
        bring_in=bring_in,
        max_raises=draw(st.none() | st.integers(0, 4)) if fixed else None,
        raise_at_least_last=draw(st.booleans()),
        heads_up_raises=draw(st.sampled_from(HeadsUpRaises)),
        openers_required=bring_in is None and draw(st.booleans()),
    )


@st.composite
def players(draw: st.DrawFn) -> list[Player]:
    count = draw(st.integers(2, 8))
    tiny = st.integers(0, 6)
    return [
        Player(
            stack=draw(tiny | st.integers(0, 200)),
            live=draw(st.booleans()) if seat >= 2 else True,
            has_openers=draw(st.sampled_from([None, True, False])),
        )
        for seat in range(count)
    ]


def _check_chips(state: RoundState, table: list[Player], pot_before: int) -> None:
    assert state.pot == pot_before + sum(state.put_in)  # chips are neither made nor lost
    for seat, put in enumerate(state.put_in):
        assert 0 <= put <= table[seat].stack  # table stakes
        assert put <= state.current_bet


def _check_offers(state: RoundState, table: list[Player]) -> None:
    assert state.next_seat is not None
    assert state.legal, "a seat to act always has something to do"
    seat, put = state.next_seat, state.put_in[state.next_seat]
    for legal in state.legal:
        assert put <= legal.min_to <= legal.max_to <= table[seat].stack
        assert legal.all_in == (legal.max_to == table[seat].stack) or legal.move == Move.FOLD


def _not_offered(legal: tuple[Legal, ...], move: Move, to: int) -> bool:
    return not any(m.move == move and m.min_to <= to <= m.max_to for m in legal)


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    stakes=stakes(),
    table=players(),
    pot_before=st.integers(0, 50),
    first=st.integers(0, 7),
    data=st.data(),
)
def test_random_rounds_keep_every_promise_of_the_legal_list(
    stakes: Stakes, table: list[Player], pot_before: int, first: int, data: st.DataObject
) -> None:
    first %= len(table)
    betting = Betting(stakes, table, first=first, pot_before=pot_before)
    for _ in range(MOST_ACTS):
        state = betting.state()
        _check_chips(state, table, pot_before)
        if state.complete:
            break
        _check_offers(state, table)
        seat = state.next_seat
        assert seat is not None
        kind = data.draw(st.sampled_from(["legal"] * 6 + ["turn", "amount", "move"]))
        if kind == "turn":
            other = (seat + data.draw(st.integers(1, len(table) - 1))) % len(table)
            legal = data.draw(st.sampled_from(state.legal))
            _refused(
                betting, state, Act(seat=other, move=legal.move, to=legal.min_to), "betting.turn"
            )
            continue
        if kind == "amount":
            legal = data.draw(st.sampled_from(state.legal))
            to = data.draw(st.integers(0, 250))
            if _not_offered(state.legal, legal.move, to):
                _refused(betting, state, Act(seat=seat, move=legal.move, to=to), None)
            continue
        if kind == "move":
            move = data.draw(st.sampled_from(Move))
            if all(m.move != move for m in state.legal):
                to = data.draw(st.integers(0, 250))
                _refused(betting, state, Act(seat=seat, move=move, to=to), None)
            continue
        legal = data.draw(st.sampled_from(state.legal))
        to = data.draw(st.integers(legal.min_to, legal.max_to))
        named = to if legal.move in AMOUNT_MOVES or data.draw(st.booleans()) else None
        after = betting.act(Act(seat=seat, move=legal.move, to=named))  # never refused
        assert after.put_in[seat] == (state.put_in[seat] if legal.move == Move.FOLD else to)
        assert all(a >= b for a, b in zip(after.put_in, state.put_in, strict=True))
        assert set(state.folded) <= set(after.folded)
    else:
        raise AssertionError("the round never ended")
    _check_round_over(betting.state(), table)


def _refused(betting: Betting, before: RoundState, act: Act, rule: str | None) -> None:
    try:
        betting.act(act)
    except RuleViolation as violation:
        assert violation.rule in RULEBOOK
        assert rule is None or violation.rule == rule
        assert violation.detail
    else:
        raise AssertionError(f"{act} was not offered, yet taken")
    assert betting.state() == before  # a refused act changes nothing


def _check_round_over(state: RoundState, table: list[Player]) -> None:
    """At the end every live player still able to bet has matched the bet."""
    live = [s for s, p in enumerate(table) if p.live and s not in state.folded]
    if len(live) <= 1:
        return
    for seat in live:
        if state.put_in[seat] < table[seat].stack:  # not all in
            assert state.put_in[seat] == state.current_bet
