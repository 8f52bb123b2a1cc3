"""Who acts first and the cap against pokerkit's fixed-limit stud, stud/8 and Razz; whole
no-limit and pot-limit rounds, all-ins and reopening included, against its hold'em and Omaha.

Where the rules agree the answers must be the same: the bring-in by the lowest up card (the
highest in Razz), the best hand showing (the lowest in Razz) from fourth street, and one bet plus
three raises with more than two players. By design they differ on ties of the hand showing
(pokerkit takes the first seat; our default, RULES.md §4 `showing_tie = suit`, the suit of the
highest card, so tied deals are skipped) and on two players (pokerkit keeps the cap; our
default `heads_up_raises = unlimited_if_two_at_start` lifts it), so those are not compared.
pokerkit does not model fixed limit's half-bet rule for all-ins (RR "Betting and raising" 6;
its short all-ins are raised, never completed), so random all-in rounds are compared in the
big-bet games only, where both follow RR "No limit and pot limit" 3 and TDA on reopening.
They differ on one point: pokerkit lets a player who checked raise an all-in bet smaller than
the minimum bet; RR ("may not subsequently raise an all-in bet that is less than the minimum
bet") does not, so a round is compared only up to such a bet.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from pokerkit import (
    Automation,
    FixedLimitRazz,
    FixedLimitSevenCardStud,
    FixedLimitSevenCardStudHighLowSplitEightOrBetter,
    NoLimitTexasHoldem,
    PotLimitOmahaHoldem,
)

from service.rules.betting.round import (
    Act,
    Betting,
    Legal,
    Move,
    Player,
    RoundState,
    Stakes,
    Structure,
    replay,
)
from service.rules.betting.streets import StudStreet, _showing_strength, stud_round
from service.rules.cards import FULL_PACK, Card, parse_card

AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.CARD_BURNING,
    Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)
GAMES = [
    ("stud", FixedLimitSevenCardStud, False),
    ("stud/8", FixedLimitSevenCardStudHighLowSplitEightOrBetter, False),
    ("razz", FixedLimitRazz, True),
]


def _deal(kind: Any, players: int, rng: random.Random) -> tuple[Any, list[list[Card]]]:
    """Third street dealt: two down and one up to each player; returns the up cards."""
    state = kind.create_state(AUTOMATIONS, True, 1, 2, 5, 10, 500, players)
    cards = rng.sample(FULL_PACK, 3 * players)
    for round_ in range(3):
        for seat in range(players):
            state.deal_hole(str(cards[round_ * players + seat]))
    return state, [[cards[2 * players + seat]] for seat in range(players)]


def _dealable(state: Any, count: int, rng: random.Random) -> list[Card]:
    """Cards pokerkit can still deal (it burns its own), as ours."""
    left = sorted(repr(c) for c in state.get_dealable_cards())
    return [parse_card(c) for c in rng.sample(left, count)]  # type: ignore[misc]


@pytest.mark.parametrize(("name", "kind", "low"), GAMES, ids=[g[0] for g in GAMES])
def test_bring_in_and_fourth_street_opener_agree_with_pokerkit(
    name: str, kind: Any, low: bool
) -> None:
    rng = random.Random(name)
    compared = 0
    for _ in range(150):
        players = rng.randint(2, 8)
        state, up = _deal(kind, players, rng)
        street = StudStreet(
            street=3, small_bet=5, big_bet=10, bring_in=2, low=low, high_low=name == "stud/8"
        )
        first, _ = stud_round(street, up, [True] * players, dealer=players - 1)
        assert first == state.opener_index, up
        state.post_bring_in()
        for _ in range(players - 1):
            state.check_or_call()
        fourth = _dealable(state, players, rng)
        for seat in range(players):
            state.deal_hole(str(fourth[seat]))
            up[seat].append(fourth[seat])
        strengths = [_showing_strength(hand, low=low) for hand in up]
        if strengths.count(max(strengths)) > 1:
            continue  # a tie: the rules differ by design (see the module docstring)
        street = StudStreet(
            street=4, small_bet=5, big_bet=10, bring_in=2, low=low, high_low=name == "stud/8"
        )
        first, _ = stud_round(street, up, [True] * players, dealer=players - 1)
        assert first == state.opener_index, up
        compared += 1
    assert compared > 50


@pytest.mark.parametrize(("name", "kind", "low"), GAMES, ids=[g[0] for g in GAMES])
def test_the_cap_agrees_with_pokerkit(name: str, kind: Any, low: bool) -> None:
    """Third street with three or more players: bring-in, completion, three raises, then the cap."""
    rng = random.Random(f"cap {name}")
    for _ in range(20):
        players = rng.randint(3, 8)
        state, up = _deal(kind, players, rng)
        street = StudStreet(street=3, small_bet=5, big_bet=10, bring_in=2, low=low)
        first, stakes = stud_round(street, up, [True] * players, dealer=players - 1)
        order = [(first + k) % players for k in range(players)]
        acts = [
            Act(seat=order[0], move=Move.BRING_IN, to=2),
            Act(seat=order[1], move=Move.COMPLETE, to=5),
        ]
        state.post_bring_in()
        state.complete_bet_or_raise_to(5)
        for k, to in zip(range(2, 5), (10, 15, 20), strict=True):
            acts.append(Act(seat=order[k % players], move=Move.RAISE, to=to))
            state.complete_bet_or_raise_to(to)
        ours = replay(stakes, [Player(stack=500)] * players, first=first, acts=acts)
        assert state.can_complete_bet_or_raise_to() is False
        assert Move.RAISE not in {m.move for m in ours.legal}
        assert ours.next_seat == state.actor_index


BIG_BET_GAMES = [
    ("no limit hold'em", NoLimitTexasHoldem, Structure.NO_LIMIT),
    ("pot limit Omaha", PotLimitOmahaHoldem, Structure.POT_LIMIT),
]
DEALING = (*AUTOMATIONS, Automation.HOLE_DEALING, Automation.BOARD_DEALING)


def _round_over(state: RoundState, theirs: Any) -> bool:
    """Whether the round is over, as ours and pokerkit's both say; if not, the same seat to act,
    the same amount to call and the same range of bets or raises."""
    assert state.complete == (theirs.street_index != 0 or not theirs.status)
    if state.complete:
        return True
    assert state.next_seat == theirs.actor_index
    call = next(m for m in state.legal if m.move in (Move.CHECK, Move.CALL))
    assert call.min_to - state.put_in[call_seat(state)] == theirs.checking_or_calling_amount
    raise_ = _raise(state)
    assert (raise_ is not None) == theirs.can_complete_bet_or_raise_to(), state
    if raise_ is not None:
        assert raise_.min_to == theirs.min_completion_betting_or_raising_to_amount
        assert raise_.max_to == theirs.max_completion_betting_or_raising_to_amount
    return False


def _mirror(theirs: Any, act: Act) -> None:
    """Take ``act`` in pokerkit's state too."""
    if act.move == Move.FOLD:
        theirs.fold()
    elif act.move in (Move.CHECK, Move.CALL):
        theirs.check_or_call()
    else:
        theirs.complete_bet_or_raise_to(act.to)


def _raise(state: RoundState) -> Legal | None:
    return next((m for m in state.legal if m.move in (Move.BET, Move.RAISE)), None)


def _pick(state: RoundState, rng: random.Random) -> Act:
    """A random legal act, its amount often at the ends of its range (the all-ins)."""
    seat = state.next_seat
    assert seat is not None
    checks = any(m.move == Move.CHECK for m in state.legal)
    choices = [m for m in state.legal if not (m.move == Move.FOLD and checks)]
    legal = rng.choice(choices)
    to = rng.choice([legal.min_to, legal.max_to, rng.randint(legal.min_to, legal.max_to)])
    return Act(seat=seat, move=legal.move, to=to)


@pytest.mark.parametrize(
    ("name", "kind", "structure"), BIG_BET_GAMES, ids=[g[0] for g in BIG_BET_GAMES]
)
def test_big_bet_rounds_agree_with_pokerkit(name: str, kind: Any, structure: Structure) -> None:
    """RR No limit and pot limit 1-3, TDA Re-opening the bet: whose turn, the call, whether a
    raise is open and its smallest and largest amounts, act after act, in random first rounds
    with stacks from one chip up, so that short all-ins (and several of them) come often."""
    rng = random.Random(name)
    compared = 0
    for _ in range(300):
        count = rng.randint(2, 6)
        stacks = [rng.choice([rng.randint(1, 30), rng.randint(1, 400)]) for _ in range(count)]
        bet = rng.randint(2, 20)
        theirs = kind.create_state(DEALING, True, 1, (0, 0), bet, stacks, count)
        stakes = Stakes(structure=structure, bet=bet, max_raises=None)
        players = [Player(stack=s - 1) for s in stacks]  # after an ante of 1
        first = theirs.actor_index if theirs.actor_index is not None else 0
        ours = Betting(stakes, players, first=first, pot_before=count)
        while True:
            state = ours.state()
            if _round_over(state, theirs):
                break
            act = _pick(state, rng)
            ours.act(act)
            if act.move == Move.BET and act.to is not None and act.to < bet:
                break  # an all-in bet under the minimum: the rules part (module docstring)
            _mirror(theirs, act)
            compared += 1
    assert compared > 1000


def call_seat(state: RoundState) -> int:
    assert state.next_seat is not None
    return state.next_seat


@pytest.mark.parametrize("structure", [Structure.NO_LIMIT, Structure.POT_LIMIT])
def test_blind_rounds_of_the_betting_ruling_agree_with_pokerkit(structure: Structure) -> None:
    """`/v1/betting/actions` with `round: blinds` (the ruling's BlindGame) against pokerkit's
    hold'em before the flop: the blinds and a straddle posted from the button's left, short of
    a blind now and then, the first to act after the last of them, then whose turn, the call
    and the raise's range act after act. Three players or more (pokerkit seats heads-up blinds
    its own way, tests/rules/test_phh_button_pokerkit.py), and a straddle's least raise its
    increment, as pokerkit rules it (`straddle_raise: last_increment`). Compared up to the
    first all-in: short stacks are the big-bet test's above, and with blinds the rules part
    where the engine's own pokerkit test steers clear (tests/phh_button_hands.py): a blind
    short of his blind (the others still call the full blind here, rule betting.blinds:
    Wikipedia, Betting in poker, all-in before the deal), the big blind's
    option when nobody is left to answer a raise (betting.nobody-to-answer)."""
    from service.rules.betting.ruling import BlindGame, Question, Seat, rule
    from service.rules.games.blind_rules import StraddleRaise

    kind = NoLimitTexasHoldem if structure == Structure.NO_LIMIT else PotLimitOmahaHoldem
    rng = random.Random(f"blinds {structure}")
    compared = 0
    for _ in range(200):
        count = rng.randint(3, 6)
        big = rng.choice([2, 4, 10])
        blinds = (big // 2, big, *([2 * big] if count > 3 and rng.random() < 0.3 else []))
        stacks = [rng.randint(3 * big, 60 * big) for _ in range(count)]
        theirs = kind.create_state(
            (*DEALING, Automation.BLIND_OR_STRADDLE_POSTING),
            True,
            0,
            blinds + (0,) * (count - len(blinds)),
            big,
            stacks,
            count,
        )
        game = BlindGame(
            dealer=count - 1, blinds=blinds, straddle_raise=StraddleRaise.LAST_INCREMENT
        )
        acts: list[Act] = []
        seats = tuple(Seat(stack=s) for s in stacks)
        while True:
            ruling = rule(Question(structure=structure, seats=seats, blind_game=game,
                                   actions=tuple(acts)))  # fmt: skip
            state = ruling.state
            if _round_over(state, theirs):
                break
            act = _pick(state, rng)
            acts.append(act)
            if act.to is not None and act.to == stacks[act.seat]:
                break  # all in: compared up to here (above)
            _mirror(theirs, act)
            compared += 1
    assert compared > 400
