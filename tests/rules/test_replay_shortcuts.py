"""The hand engine's speed shortcuts rule exactly as the long ways they stand for.

A whole hand is replayed from its first event on every request, so each event must cost little
(bench/games.py). The engine therefore keeps a few things between events instead of working
them out again: the betting round's state between acts, the legal moves already made, the cards
seen so far counted, the seats deciding the pot, the table a betting round began from (read
again only after an event outside the betting), a stud game's openings, and the betting acts made
once for each seat, move and total. These tests replay random hands of every stud game
(tests/stud_walks.py), some ending in an event the rules refuse, once as the engine does and
once with every shortcut replaced by the long way, and hold the two answers equal: the same
state to the last field, or the same refusal with the same rule, words and place (RULES.md §0:
an illegal act is refused, never corrected; §4 the stud procedure). The best hand showing, now
grouped without counting each rank, is held to plain counting.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any
from unittest import mock

from hypothesis import given, settings
from hypothesis import strategies as st
from stud_walks import stud_walk

from service.rules.betting import table as betting_table
from service.rules.betting.round import Act, Betting, Move, Player, Stakes, Structure
from service.rules.betting.streets import ShowingTie, best_showing_seat
from service.rules.betting.terms import Legal, RoundState
from service.rules.cards import FULL_PACK, Card, Rank
from service.rules.errors import Location, RuleViolation
from service.rules.games import stud
from service.rules.games.engine import Engine
from service.rules.games.events import Event, HandState
from service.rules.games.procedure import replay_hand
from service.rules.games.steps import betting as betting_step
from service.rules.games.table import Plan
from service.rules.pots.settle import contested
from service.rules.ranking.wild import WildRule


def _see_every_card_again(hand: Engine, cards: Sequence[tuple[Location, Any]]) -> None:
    """The long way: every card seen so far checked again each time."""
    hand.seen.places.extend(cards)
    hand.procedure.deck.check_no_duplicates(hand.seen.places)
    hand.rules["cards.duplicate"] = None


def _deciding_worked_out(hand: Engine) -> list[int]:
    return sorted(contested(hand.contributed, hand.folded, hand.dead))


def _state_made_again(table: betting_table.Table) -> RoundState:
    table._state = None
    return _table_state(table)


_table_state = betting_table.Table.state


def _legal_made_again(move: Move, min_to: int, max_to: int, all_in: bool = False, /) -> Legal:
    """The long way: every legal move made anew, none looked up."""
    return Legal(move=move, min_to=min_to, max_to=max_to, all_in=all_in)


@contextmanager
def long_ways() -> Iterator[None]:
    """Every shortcut replaced by what it stands for."""
    with (
        # The table a round began from read again before every act, not only after an event
        # outside the betting.
        mock.patch.object(
            Engine, "table_moved", property(lambda _: True, lambda _, __: None), create=True
        ),
        mock.patch.object(Engine, "see", _see_every_card_again),
        mock.patch.object(Engine, "deciding", _deciding_worked_out),
        mock.patch.object(betting_table.Table, "state", _state_made_again),
        mock.patch.object(betting_table, "_legal", _legal_made_again),
        # A stud game's openings made again for every hand, not once for each form of game.
        mock.patch.object(stud, "_openings", stud._openings.__wrapped__),
        # Every betting act made anew, none looked up.
        mock.patch.object(betting_step, "_act", betting_step._act.__wrapped__),
    ):
        yield


def _ruling(plan: Plan, events: list[Event]) -> HandState | tuple[str, str, tuple[Location, ...]]:
    try:
        return replay_hand(plan, events)
    except RuleViolation as violation:
        return (violation.rule, violation.detail, violation.at)


@settings(max_examples=150, deadline=None)
@given(st.randoms(use_true_random=False))
def test_every_stud_hand_is_ruled_as_the_long_ways_rule_it(rng: random.Random) -> None:
    """RULES.md §4 (the stud procedure), §0 (betting, duplicates): the same state or refusal."""
    plan, events = stud_walk(rng)
    quick = _ruling(plan, events)
    with long_ways():
        assert _ruling(plan, events) == quick


@settings(max_examples=60, deadline=None)
@given(st.randoms(use_true_random=False))
def test_the_state_reads_the_engine_as_it_stands(rng: random.Random) -> None:
    """The state made after every event (games/view.py reads the engine's fields in line, as an
    app asks after each event) says what the engine's own methods say: the pot, whose turn,
    the next events, and the round's bet and raises (RULES.md §4, the stud procedure)."""
    plan, events = stud_walk(rng, refusals=False)
    hand = Engine(plan)
    for index, event in enumerate(events):
        hand.apply(event, index)
        state = hand.state()
        betting = hand.betting
        in_round = sum(seat.in_round for seat in state.seats)
        assert state.pot == hand.pot() + in_round
        assert state.to_act == hand.to_act()
        assert state.next_events == tuple(hand.next_events())
        assert state.street == (hand.street.name if hand.street else None)
        if betting is None:
            assert (state.current_bet, state.raises) == (0, 0)
        else:
            assert (state.current_bet, state.raises) == (
                betting.current_bet(),
                betting.raise_count(),
            )


@settings(max_examples=100, deadline=None)
@given(
    stacks=st.lists(st.integers(0, 60), min_size=2, max_size=6),
    picks=st.lists(st.integers(0, 9), max_size=25),
)
def test_what_the_hand_reads_between_acts_is_the_round_state(
    stacks: list[int], picks: list[int]
) -> None:
    """RULES.md §0 betting, RR Betting and raising: the reads the hand engine makes after each
    act (is the round over, each seat's chips in it, who has folded, the rules that shaped the
    legal moves) say what the whole round state says."""
    players = [Player(stack=s, live=s > 0 or i < 2) for i, s in enumerate(stacks)]
    stakes = Stakes(structure=Structure.FIXED_LIMIT, bet=4, bring_in=1)
    betting = Betting(stakes, players, first=0)
    for pick in picks:
        state = betting.state()
        assert betting.complete() == state.complete
        assert betting.rules() == state.rules
        for seat in range(len(players)):
            assert betting.put_in(seat) == state.put_in[seat]
            assert betting.has_folded(seat) == (seat in state.folded)
        if state.next_seat is None:
            break
        legal = state.legal[pick % len(state.legal)]
        to = legal.max_to if pick % 2 or legal.move == Move.FOLD else legal.min_to
        betting.take(Act(seat=state.next_seat, move=legal.move, to=to))


def _strength_by_counting(cards: Sequence[Card], low: bool, wilds: int) -> tuple[object, ...]:
    """The best hand showing the plain way: count each rank, give the wild cards to the biggest,
    highest group, order the groups by size then rank (S3: pairs and sets count, straights and
    flushes do not; in low, as in ace-to-five, smaller groups and then lower cards are better)."""
    values = [1 if low and c.rank == Rank.ACE else int(c.rank) for c in cards]
    counts = Counter(values)
    by_size = sorted(counts.items(), key=lambda item: (item[1], item[0]), reverse=True)
    if wilds and not low:
        counts[by_size[0][0] if by_size else int(Rank.ACE)] += wilds
        by_size = sorted(counts.items(), key=lambda item: (item[1], item[0]), reverse=True)
    elif wilds:  # in low each wild card is the lowest card not showing (ace-to-five)
        for value in [v for v in range(1, 14) if v not in counts][:wilds]:
            counts[value] = 1
        by_size = sorted(counts.items(), key=lambda item: (item[1], item[0]), reverse=True)
    ranks = tuple(v for v, n in by_size for _ in range(n))
    sizes = tuple(sorted(counts.values(), reverse=True))
    if low:  # ace-to-five: the bigger groups are worse (two pair below trips)
        return (tuple(-n for n in sizes), tuple(-r for r in ranks))
    return (sizes, ranks)


def _first_by_counting(
    up: list[list[Card]], low: bool, dealer: int, tie: ShowingTie, wild: frozenset[Rank]
) -> int:
    def key(seat: int) -> tuple[object, ...]:
        cards = up[seat]
        naturals = [c for c in cards if c.rank not in wild]
        top = max(naturals or cards, key=lambda c: (1 if low and c.rank == Rank.ACE else c.rank,
                                                    c.suit))  # fmt: skip
        suit = (-top.suit if low else top.suit) if tie == ShowingTie.SUIT else 0
        strength = _strength_by_counting(naturals, low, len(cards) - len(naturals))
        return (strength, suit, -((seat - dealer - 1) % len(up)))

    return max((s for s, cards in enumerate(up) if cards), key=key)


@settings(max_examples=300, deadline=None)
@given(st.randoms(use_true_random=False))
def test_the_best_hand_showing_is_the_one_counting_finds(rng: random.Random) -> None:
    """S3 and RULES.md §4 (who acts first from fourth street; a wild card showing joins the best
    group in high, and is the lowest card not showing in low): the grouping the engine does finds
    the seat plain counting finds, high and low, with wild ranks, ties by suit or by position,
    folded seats showing nothing."""
    seats, shown = rng.randint(2, 8), rng.randint(1, 5)
    pack = rng.sample(FULL_PACK, seats * shown)
    up = [pack[k * shown : (k + 1) * shown] if rng.random() < 0.8 else [] for k in range(seats)]
    if not any(up):
        up[0] = pack[:shown]
    low, dealer = rng.random() < 0.5, rng.randrange(seats)
    tie = rng.choice(list(ShowingTie))
    wild = frozenset(rng.sample(list(Rank), rng.choice([0, 0, 1, 2])))
    expected = _first_by_counting(up, low, dealer, tie, wild)
    assert best_showing_seat(up, low=low, dealer=dealer, tie=tie, wild=WildRule(ranks=wild)) == (
        expected
    )
