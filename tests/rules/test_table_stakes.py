"""Table stakes (Robert's Rules of Poker, Section 2, House Policies, Procedures: all games are
table stakes; RULES.md §0, side pots): a player wins from each other player at most what he
put in himself. Two ways a hand once broke it: a hand thrown away at the showdown gave up chips
nobody else could win (rule ``games.muck``), and a player who had already put in more than an
opponent all in for less was still asked to act, so that his fold gave the short stack chips
it never covered.
"""

from __future__ import annotations

from typing import Any

import pytest
import test_showdown_order as showdown_order
from hand_notation import core_event, play, request, setup_of
from phh_hands import pokerkit_replay

from service.rules.games.catalog import CATALOG
from service.rules.games.events import EventType, HandState, Phase
from service.rules.games.table import configure
from service.rules.histories.phh_reading import read_phh
from service.rules.histories.phh_writing import write_phh

HOLDEM: dict[str, Any] = {**showdown_order.HOLDEM, "stacks": [100, 30, 100, 100]}
"""Four-handed hold'em, blinds 1 and 2, seat 1 the short stack."""
DEALT = [line + " /" for line in showdown_order.DEALT]
# Seat 1 all in for 30 before the flop; seats 2, 3 and 0 play on, checking to the river.
SEAT_1_ALL_IN = [
    *DEALT,
    "call 3", "call 0", "raise 1 30", "call 2", "call 3", "call 0",
    "community 2c", "community 7d", "community 9h",
    "check 2", "check 3", "check 0",
    "community Jc",
    "check 2", "check 3", "check 0",
    "community Qs",
]  # fmt: skip


def _over(case: dict[str, Any], lines: list[str]) -> HandState:
    state = play(case, lines)
    assert state.phase == Phase.OVER and state.result is not None
    return state


def test_a_side_pot_whose_other_players_all_mucked_is_the_last_ones() -> None:
    """Seats 2, 3 and 0 bet 10 more each on the river (a side pot of 30), seat 1 shows aces, and
    all three throw their hands away, seat 0 last: once seats 2 and 3 had given up, seat 0 was
    the side pot's only player, so it is his; his muck concedes the main pot of 120 alone.
    Seat 1, all in for 30, wins 30 from each of the four, never the side pot."""
    river = ["bet 2 10", "call 3", "call 0", "show 1 As Ad", "fold 2", "fold 3", "fold 0"]
    state = _over(HOLDEM, [*SEAT_1_ALL_IN, *river])
    settled = state.result.settlement  # type: ignore[union-attr]
    assert [(p.pot.amount, p.pot.eligible) for p in settled.pots] == [(120, (1,)), (30, (0,))]
    assert settled.won == (30, 120, 0, 0)
    assert "games.muck" in state.rules and "pots.uncontested" in state.rules


def test_a_bet_nobody_called_comes_back_to_a_player_who_mucks() -> None:
    """Seat 2 bets 10 on the river and seats 3 and 0 fold: nobody called his 10. He then throws
    his hand away to seat 1's aces: the main pot of 120 is seat 1's, and the 10 comes back to
    seat 2 (TDA Rule 15 B: an uncalled bet is returned), never to the all-in player."""
    river = ["bet 2 10", "fold 3", "fold 0", "show 1 As Ad", "fold 2"]
    settled = _over(HOLDEM, [*SEAT_1_ALL_IN, *river]).result.settlement  # type: ignore[union-attr]
    assert settled.won == (0, 120, 0, 0)
    assert settled.refunded == (0, 0, 10, 0)


def test_a_muck_still_concedes_every_pot_another_player_contests() -> None:
    """The usual muck is unchanged: seat 2 throws his hand away while seat 3 is still in the
    side pot, so both pots go by the hands left (seat 1's aces take the main pot, seat 3 the
    side pot against nobody else)."""
    river = ["bet 2 10", "call 3", "fold 0", "show 1 As Ad", "fold 2", "show 3 Kc Kd"]
    settled = _over(HOLDEM, [*SEAT_1_ALL_IN, *river]).result.settlement  # type: ignore[union-attr]
    assert settled.won == (0, 120, 0, 20)


def test_nobody_acts_over_a_big_blind_all_in_for_less_than_the_small_blind() -> None:
    """Heads-up, blinds 2 and 4, the big blind has 1 chip: the button's small blind of 2
    already covers it. Nobody is left to bet against and nothing more of his could be won, so
    the button is not asked to call or fold (pokerkit asks nothing either): the board is dealt,
    and his extra chip comes back (rule pots.uncalled). Before, his fold handed the big blind
    3 chips for the 1 he had."""
    case = {"game": "texas_holdem", "dealer": 0, "stakes": {"blinds": [2, 4]}, "stacks": [100, 1]}
    dealt = ["deal 1 ?? ?? /", "deal 0 ?? ?? /"]
    state = play(case, dealt)
    assert state.to_act is None
    assert {n.type for n in state.next_events} == {EventType.COMMUNITY}
    board = [f"community {card}" for card in ("3s", "4s", "9h", "Jc", "Kd")]
    settled = _over(case, [*dealt, *board, "show 1 Ah Ad", "show 0 7c 2d"]).result.settlement  # type: ignore[union-attr]
    assert settled.won == (0, 2) and settled.refunded == (1, 0)


def test_a_small_blind_short_of_the_big_one_still_calls_or_folds() -> None:
    """Heads-up, blinds 2 and 4, the big blind all in for 3: the small blind has put in 2, less
    than the 3 he can lose, so he still calls (the full big blind; the chip over 3 comes back)
    or folds (RULES.md §7, button and blinds)."""
    case = {"game": "texas_holdem", "dealer": 0, "stakes": {"blinds": [2, 4]}, "stacks": [100, 3]}
    state = play(case, ["deal 1 ?? ?? /", "deal 0 ?? ?? /"])
    assert state.to_act == 0
    offered = {(n.type, n.max_to) for n in state.next_events}
    assert offered == {(EventType.FOLD, None), (EventType.CALL, 4)}


def test_pokerkit_cannot_settle_a_side_pot_everyone_in_it_mucked() -> None:
    """A named difference from pokerkit, PHH's reference (RULES.md §7: every difference is
    named and tested): written in PHH, the hand whose side pot went to the last of its players
    to muck is one pokerkit cannot finish (its showdown fails an internal check: it expects a
    player left in every pot). Read back here, it ends as the service ruled it (rule
    games.muck), every chip accounted for."""
    river = ["bet 2 10", "call 3", "call 0", "show 1 As Ad", "fold 2", "fold 3", "fold 0"]
    case = HOLDEM | {"events": [*SEAT_1_ALL_IN, *river], "options": {"odd_chip": "position"}}
    plan = configure(CATALOG["texas_holdem"], setup_of(case))
    events = [core_event(e) for e in request(case)["events"]]
    text = write_phh(plan, events, [None] * 4)
    with pytest.raises(AssertionError):
        pokerkit_replay(text)
    read = read_phh(text).state
    assert read.result is not None and read.result.settlement.won == (30, 120, 0, 0)
