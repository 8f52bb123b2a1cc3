"""False openers played out (RULES.md §2, S1 cases a-f, option ``false_openers``): random hands
of Jacks or Better in which a player opens without openers, each steered into one of S1's cases
under each reading, checked after every event.

- A hand never stalls: until it is over some event is offered, and every event offered is
  accepted when sent.
- No chip is created or lost: stacks, the pot and at the end the payouts or the carried pot add
  up to the chips the hand started with; nobody goes below zero; each seat's net (what it got
  back less what it put in) is the change in its stack, so a dealer's ante for the table counts.
- A pot nobody legitimately opened is never awarded to a false opener.
- Table stakes (RULES.md §0, §2): nobody takes from the pots more than he matched, his own
  chips, from each other seat as much as he put in himself, and the dead money; so a side pot
  that only false openers contest is never awarded to an all-in player who did not match it.
"""

from __future__ import annotations

import copy
import random
from typing import Final

import pytest
from hypothesis import HealthCheck, assume, event, given, settings
from hypothesis import strategies as st

from service.rules.betting.openers import has_openers
from service.rules.cards import Card, HiddenCard, Rank, SeenOrHidden, Suit
from service.rules.games.catalog import CATALOG
from service.rules.games.draw import DrawPart
from service.rules.games.engine import Engine
from service.rules.games.events import Event, EventType, HandState, NextEvent, Phase
from service.rules.games.false_openers import Case, FalseOpenersRule
from service.rules.games.table import Setup, configure
from service.rules.games.view import state_of

pytestmark = pytest.mark.slow  # about 17 s of CPU: handed out first (tests/conftest.py)

_DECK: Final = [Card(rank=rank, suit=suit) for rank in Rank for suit in Suit]
_HIDDEN: Final = HiddenCard()
_BETS: Final = (EventType.BET, EventType.RAISE, EventType.COMPLETE)
"""The wagers an offer names an amount for: completing a short all-in bet is one (RR)."""


class Walk:
    """One hand played event by event, with every seat's true cards known to the walk."""

    def __init__(  # noqa: PLR0917 - the walk's whole setting, from one strategy
        self,
        hand: Engine,
        dealt: list[list[Card]],
        hidden: list[bool],
        stock: list[Card],
        rng: random.Random,
        false_opener: int,
    ) -> None:
        self.hand, self.dealt, self.hidden, self.stock = hand, dealt, hidden, stock
        self.rng, self.false_opener = rng, false_opener
        self.start = sum(hand.plan.setup.stacks) + hand.plan.setup.carried
        self.held = [list(cards) for cards in dealt]
        self.thrown: list[list[Card]] = [[] for _ in dealt]
        self.openers: set[int] = set()
        self.owned_up: set[int] = set()
        self.events = 0

    def __repr__(self) -> str:
        setup = self.hand.plan.setup
        hands = [" ".join(map(str, cards)) + (" (hidden)" if h else "")
                 for cards, h in zip(self.dealt, self.hidden, strict=True)]  # fmt: skip
        return f"Walk({setup!r}, hands={hands}, false_opener={self.false_opener})"

    @property
    def state(self) -> HandState:
        return state_of(self.hand)

    def send(self, offer: NextEvent, to: int | None = None) -> HandState:
        """Send an event the hand offered; it must be accepted."""
        event = self._event(offer, to)
        self.hand.apply(event, self.events)  # a refusal fails the test
        self.events += 1
        if event.type == EventType.FALSE_OPENERS:
            assert offer.seat is not None
            self.owned_up.add(offer.seat)
        state = self.state
        if state.part_as(DrawPart).opener is not None:
            self.openers.add(state.part_as(DrawPart).opener)
        self.check(state)
        return state

    def try_every_offer(self, state: HandState) -> None:
        """Each event offered now is accepted, tried on a copy of the hand."""
        plan = self.hand.plan
        for offer in state.next_events:
            trial = copy.deepcopy(self, memo={id(plan): plan})  # the plan is immutable
            trial.send(offer)

    def _event(self, offer: NextEvent, to: int | None) -> Event:
        kind, seat = offer.type, offer.seat
        if kind == EventType.DEAL:
            assert seat is not None
            cards: tuple[SeenOrHidden, ...] = (
                (_HIDDEN,) * 5 if self.hidden[seat] else tuple(self.dealt[seat])
            )
            return Event(type=kind, seat=seat, down=cards)
        if kind == EventType.ANTE:
            return Event(type=kind, seat=seat, amount=offer.amount)
        if kind in _BETS:
            assert offer.min_to is not None
            assert offer.max_to is not None
            chosen = to if to is not None else self.rng.randint(offer.min_to, offer.max_to)
            return Event(type=kind, seat=seat, to=chosen)
        if kind == EventType.DRAW:
            assert seat is not None
            return self._draw(seat)
        if kind == EventType.SHOW:
            assert seat is not None
            # Only the opener shows discards: the next event counts them (S1).
            thrown = tuple(self.thrown[seat]) if offer.discards_count else ()
            return Event(type=kind, seat=seat, down=tuple(self.held[seat]), discards=thrown)
        return Event(type=kind, seat=seat)

    def _draw(self, seat: int) -> Event:
        count = self.rng.randint(1, 3)
        thrown = self.rng.sample(self.held[seat], count)
        drawn = [self.stock.pop() for _ in range(count)]
        self.held[seat] = [c for c in self.held[seat] if c not in thrown] + drawn
        self.thrown[seat] = thrown
        if self.hidden[seat]:
            return Event(
                type=EventType.DRAW, seat=seat, discards=(_HIDDEN,) * count, down=(_HIDDEN,) * count
            )
        return Event(type=EventType.DRAW, seat=seat, discards=tuple(thrown), down=tuple(drawn))

    def check(self, state: HandState) -> None:
        """Chips conserved, nobody below zero, a legal next event until the hand is over."""
        stacks = [s.stack for s in state.seats]
        assert min(stacks) >= 0
        assert all(s.contributed >= 0 for s in state.seats)
        if state.phase != Phase.OVER:
            assert state.next_events, "the hand stalls: nothing may come next"
            assert sum(stacks) + state.pot == self.start
            return
        assert not state.next_events
        ruling = state.part_as(DrawPart).false_openers
        event(f"ends in case {ruling.case.value if ruling else '-'}, {len(self.owned_up)} owned up")
        settled = state.result.settlement if state.result is not None else None
        back = [0] * len(stacks)
        if settled is not None:
            back = [w + r for w, r in zip(settled.won, settled.refunded, strict=True)]
            assert sum(stacks) + sum(back) + settled.carried_over == self.start
            # What stays is the next deal's pot, said once for every game (the state's carry).
            left = None if state.carry is None else state.carry.amount
            assert left == (settled.carried_over or None), (state.carry, settled.carried_over)
        else:
            assert state.carry is not None
            assert sum(stacks) + state.carry.amount == self.start
            assert ruling is None or ruling.carried_over == state.carry.amount
        if settled is not None:
            self.check_matched(back)
        if settled is not None and ruling is not None and ruling.case == Case.DEAD_HAND:
            # The ruling says so exactly when chips no live hand matched are carried.
            said = "no live hand matched" in ruling.detail
            assert said == (settled.carried_over > 0), (ruling.detail, settled)
        for seat, start in enumerate(self.stacks_at_start):
            # A seat's net is the change in its stack: what it put in shows in contributed.
            assert back[seat] - state.seats[seat].contributed == stacks[seat] + back[seat] - start
        if not self.legitimately_opened(state):
            for seat in {*self.false_openers(), *self.owned_up}:
                assert back[seat] == 0, f"false opener {seat} was awarded a pot nobody opened"

    def check_matched(self, back: list[int]) -> None:
        """Table stakes: each seat gets back at most his own chips, as much from each other
        seat as he put in himself, and the dead money (carried, a dealer's ante for the table,
        forfeited bets) that every live seat may win."""
        put = self.hand.contributed
        for seat, chips in enumerate(back):
            matched = sum(min(other, put[seat]) for other in put) + self.hand.dead
            assert chips <= matched, f"seat {seat} got {chips} back but matched only {matched}"

    @property
    def stacks_at_start(self) -> tuple[int, ...]:
        return self.hand.plan.setup.stacks

    def false_openers(self) -> set[int]:
        return {s for s in self.openers if not has_openers(self.dealt[s])}

    def legitimately_opened(self, state: HandState) -> bool:
        """The pot was opened by a seat that held openers and did not own up."""
        last = state.part_as(DrawPart).opener
        return last is not None and last not in self.owned_up and has_openers(self.dealt[last])


@st.composite
def walks(draw: st.DrawFn, reading: FalseOpenersRule, *, deep: bool) -> Walk:
    """A table of 2-5 with one hidden hand that lacks openers, the false opener."""
    seats = draw(st.integers(2, 5))
    deck = draw(st.permutations(_DECK))
    dealt = [list(deck[5 * k : 5 * k + 5]) for k in range(seats)]
    without = [s for s in range(seats) if not has_openers(dealt[s])]
    assume(without)
    false_opener = draw(st.sampled_from(without))
    hidden = [s == false_opener or draw(st.booleans()) for s in range(seats)]
    small = draw(st.integers(1, 4))
    # Deep stacks keep a steered case what it is; shallow ones bring all-ins in.
    least = 40 * small if deep else 1
    stacks = tuple(draw(st.lists(st.integers(least, 60 * small), min_size=seats, max_size=seats)))
    structure = draw(st.sampled_from(["fixed_limit", "fixed_limit", "no_limit"]))
    setup = Setup(
        stacks=stacks,
        dealer=draw(st.integers(0, seats - 1)),
        ante=draw(st.integers(0, 5)),
        small_bet=small,
        # A big bet only in fixed limit (rule betting.fixed-limit).
        big_bet=draw(st.sampled_from([None, 3 * small])) if structure == "fixed_limit" else None,
        carried=draw(st.sampled_from([0, 7, 10**10])),
        options={
            "false_openers": reading.value,
            "ante_by": draw(st.sampled_from(["dealer", "everyone"])),
            "structure": structure,
        },
    )
    hand = Engine(configure(CATALOG["jacks_or_better"], setup))
    return Walk(
        hand=hand,
        dealt=dealt,
        hidden=hidden,
        stock=list(deck[5 * seats :]),
        rng=random.Random(draw(st.integers(0, 2**32))),
        false_opener=false_opener,
    )


def _offered(state: HandState, *kinds: EventType) -> NextEvent | None:
    return next((e for e in state.next_events if e.type in kinds), None)


def _any(
    walk: Walk, state: HandState, *, never: tuple[EventType, ...] = (), owning_up: bool = False
) -> NextEvent:
    """A random offered event, apart from those ``never`` to be chosen when others exist; never
    owning up to false openers unless ``owning_up``."""
    if not owning_up:
        never = (*never, EventType.FALSE_OPENERS)
    choices = [e for e in state.next_events if e.type not in never] or list(state.next_events)
    return walk.rng.choice(choices)


def _deal_and_open(walk: Walk) -> HandState:
    """Antes and the deal; everyone checks round to the false opener, who opens."""
    state = walk.state
    while state.phase not in (Phase.BET, Phase.OVER):
        state = walk.send(state.next_events[0])
    while state.part_as(DrawPart).opener is None:
        if state.phase != Phase.BET:
            assume(False)  # the round ended before he could open (he checked or was all in)
        offer = state.next_events
        turn = offer[0].seat
        if turn == walk.false_opener:
            bet = _offered(state, EventType.BET)
            assume(bet is not None)
            assert bet is not None
            state = walk.send(bet, bet.min_to)  # the least bet, so that he is not all in
        else:
            state = walk.send(_offered(state, EventType.CHECK) or offer[0])
    return state


def _play_out(walk: Walk, state: HandState, policy: str) -> HandState:
    """Play to the end: ``policy`` steers the others (``stay``, ``fold``, ``any``)."""
    for _ in range(400):
        if state.phase == Phase.OVER:
            return state
        if state.phase == Phase.BET and state.to_act != walk.false_opener:
            if policy == "fold":
                state = walk.send(_offered(state, EventType.FOLD) or state.next_events[0])
                continue
            if policy == "stay":
                state = walk.send(_any(walk, state, never=(EventType.FOLD, *_BETS)))
                continue
        if state.phase == Phase.SHOW and policy == "stay":  # to the showdown: none mucks
            state = walk.send(_any(walk, state, never=(EventType.FOLD,)))
            continue
        if state.phase == Phase.BET:  # the false opener: he keeps betting, never owns up
            offer = _offered(state, *_BETS, EventType.CALL, EventType.CHECK)
            state = walk.send(offer, offer.min_to) if offer else walk.send(_any(walk, state))
            continue
        state = walk.send(_any(walk, state))
    raise AssertionError("the hand did not end")


def _admit(walk: Walk, state: HandState) -> HandState:
    """Others act at random; at a random moment before the round ends he owns up."""
    while True:
        owning_up = _offered(state, EventType.FALSE_OPENERS)
        if owning_up is not None and walk.rng.random() < 0.5:
            return walk.send(owning_up)
        if state.phase != Phase.BET or state.part_as(DrawPart).opener != walk.false_opener:
            assume(False)  # the round was over before he owned up
        state = walk.send(_any(walk, state))


_RUNS: Final = settings(
    max_examples=100, deadline=None, suppress_health_check=[HealthCheck.filter_too_much]
)


@pytest.mark.parametrize("reading", list(FalseOpenersRule))
@_RUNS
@given(data=st.data())
def test_s1_case_a_the_false_opener_in_the_showdown_has_a_dead_hand(
    reading: FalseOpenersRule, data: st.DataObject
) -> None:
    """S1 case a (RULES.md §2): the others stay to the showdown; his hand is dead."""
    walk = data.draw(walks(reading, deep=True))
    state = _play_out(walk, _deal_and_open(walk), "stay")
    assert state.part_as(DrawPart).false_openers is not None
    assert state.part_as(DrawPart).false_openers.case == Case.DEAD_HAND
    assert state.result is not None
    assert state.result.settlement.won[walk.false_opener] == 0


@pytest.mark.parametrize("reading", list(FalseOpenersRule))
@_RUNS
@given(data=st.data())
def test_s1_case_b_an_uncalled_false_opener_forfeits_the_pot_to_the_next_deal(
    reading: FalseOpenersRule, data: st.DataObject
) -> None:
    """S1 case b (RULES.md §2): everyone folds to his bet; the whole pot is carried."""
    walk = data.draw(walks(reading, deep=True))
    state = _play_out(walk, _deal_and_open(walk), "fold")
    assert state.part_as(DrawPart).false_openers is not None
    assert state.part_as(DrawPart).false_openers.case == Case.UNCALLED
    assert state.carry is not None
    assert state.carry.amount == state.pot  # every chip in the pot, his bet too
    for seat, start in enumerate(walk.stacks_at_start):
        if seat != walk.false_opener:  # nobody else bet: only an ante of his is in the pot
            assert state.seats[seat].stack + state.seats[seat].contributed == start
            assert state.seats[seat].contributed == walk.hand.antes[seat]


@pytest.mark.parametrize("reading", list(FalseOpenersRule))
@_RUNS
@given(data=st.data())
def test_s1_case_c_callers_who_fold_get_their_bets_back(
    reading: FalseOpenersRule, data: st.DataObject
) -> None:
    """S1 case c (RULES.md §2): others call, then fold to his bet after the draw; every bet but
    his goes back to its maker's stack, his stay in the carried pot with the antes."""
    walk = data.draw(walks(reading, deep=True))
    state = _deal_and_open(walk)
    caller = _offered(state, EventType.CALL)
    assert caller is not None
    state = walk.send(caller)
    while state.phase == Phase.BET and state.street == "before the draw":
        stay = [EventType.CALL, EventType.CHECK] if state.to_act != walk.false_opener else []
        offer = _offered(state, *stay, EventType.CALL, EventType.CHECK)
        state = walk.send(offer or state.next_events[0])
    state = _play_out(walk, state, "fold")
    assert state.part_as(DrawPart).false_openers is not None
    assert state.part_as(DrawPart).false_openers.case == Case.CALLERS_FOLDED
    assert state.carry is not None
    for seat, start in enumerate(walk.stacks_at_start):
        if seat != walk.false_opener:  # every bet back: only an ante of his is in the pot
            assert state.seats[seat].stack + state.seats[seat].contributed == start
            assert state.seats[seat].contributed == walk.hand.antes[seat]


@_RUNS
@given(data=st.data())
def test_s1_cases_d_and_e_a_new_opener_and_the_false_opener_in_only_with_new_chips(
    data: st.DataObject,
) -> None:
    """S1 cases d and e (RULES.md §2): he owns up; the others' chips come back; a seat with
    openers (or a hidden hand) opens; he stays in only with new chips."""
    walk = data.draw(walks(FalseOpenersRule.S1, deep=True))
    state = _admit(walk, _deal_and_open(walk))
    assert state.part_as(DrawPart).false_openers is not None
    assert state.part_as(DrawPart).false_openers.case == Case.ADMITTED
    for seat, start in enumerate(walk.stacks_at_start):
        if seat != walk.false_opener:
            assert state.seats[seat].stack + state.seats[seat].contributed == start
    while state.phase == Phase.BET and state.part_as(DrawPart).opener is None:
        bet = _offered(state, EventType.BET)
        state = walk.send(bet or _offered(state, EventType.CHECK) or state.next_events[0])
    assume(state.part_as(DrawPart).opener is not None)
    assert state.part_as(DrawPart).false_openers is not None
    assert state.part_as(DrawPart).false_openers.case == Case.REOPENED
    _play_out(walk, state, "any")


@_RUNS
@given(data=st.data())
def test_s1_cases_d_and_f_nobody_opens_and_the_deal_passes(data: st.DataObject) -> None:
    """S1 cases d and f (RULES.md §2): he owns up and nobody opens, whether all check or all
    but one fold: the deal passes with his chips in the pot, and nobody wins it."""
    walk = data.draw(walks(FalseOpenersRule.S1, deep=False))
    state = _admit(walk, _deal_and_open(walk))
    while state.phase == Phase.BET:
        offer = [e for e in state.next_events if e.type in (EventType.CHECK, EventType.FOLD)]
        state = walk.send(walk.rng.choice(offer))
    assert state.phase == Phase.OVER
    assert state.carry is not None
    assert state.part_as(DrawPart).false_openers is not None
    assert state.part_as(DrawPart).false_openers.case == Case.NOBODY_OPENS


@_RUNS
@given(data=st.data())
def test_rr_reading_the_pot_plays_against_a_dead_hand(data: st.DataObject) -> None:
    """RULES.md §2 option false_openers = rr: he owns up, his hand is dead and the pot plays;
    if everyone folds to him, S1's cases b and c settle it."""
    walk = data.draw(walks(FalseOpenersRule.RR, deep=False))
    state = _admit(walk, _deal_and_open(walk))
    while state.phase != Phase.OVER:
        state = walk.send(_any(walk, state, owning_up=True))
    if state.carry is not None and state.result is None:  # passed on without a showdown
        assert state.part_as(DrawPart).false_openers is not None
        assert state.part_as(DrawPart).false_openers.case in (Case.UNCALLED, Case.CALLERS_FOLDED)


@pytest.mark.parametrize("reading", list(FalseOpenersRule))
@_RUNS
@given(data=st.data())
def test_any_hand_with_a_false_opener_ends_with_every_chip_accounted_for(
    reading: FalseOpenersRule, data: st.DataObject
) -> None:
    """Every case a-f, unsteered after the opening, with small stacks and all-ins; at every
    step each event offered is tried and accepted."""
    walk = data.draw(walks(reading, deep=False))
    state = _deal_and_open(walk)
    while state.phase != Phase.OVER:
        walk.try_every_offer(state)
        state = walk.send(_any(walk, state, owning_up=True))


@_RUNS
@given(data=st.data())
def test_two_false_openers_award_nobody_more_than_he_matched(data: st.DataObject) -> None:
    """RULES.md §2, two false openers in one deal (S1 cases d, e, then a-c): he owns up, a
    second player without openers reopens, and the hand plays out with small stacks and
    all-ins. Nobody legitimately opened: neither false opener is awarded a chip, an all-in
    player takes only what he matched, and a side pot only false openers contest stays for the
    next deal (checked after every event, with chips conserved)."""
    walk = data.draw(walks(FalseOpenersRule.S1, deep=False))
    state = _admit(walk, _deal_and_open(walk))
    while state.phase == Phase.BET and state.part_as(DrawPart).opener is None:
        seat, bet = state.to_act, _offered(state, EventType.BET)
        if bet is not None and seat is not None and not has_openers(walk.dealt[seat]):
            assert bet.min_to is not None
            assert bet.max_to is not None
            state = walk.send(bet, walk.rng.randint(bet.min_to, bet.max_to))
        else:  # a player with openers does not open: the next opener is a false one too
            state = walk.send(_offered(state, EventType.CHECK) or state.next_events[0])
    assume(state.part_as(DrawPart).opener is not None)
    state = _play_out(walk, state, "any")
    assert not walk.legitimately_opened(state)
    event(f"all in at the end: {sum(s.all_in for s in state.seats)}")
