"""PHH's button variants (FT, NT, PO, FO/8, N2L1D, F2L3D, FB) verified both ways against
pokerkit, PHH's reference implementation (RULES.md §7: pokerkit is the oracle).

Hands played at random by this service's engine are written in PHH and replayed by pokerkit
action by action: pokerkit takes every action and ends with the finishing stacks the document
states. Hands played at random by pokerkit, as pokerkit writes them, are read here: the engine
takes every action and pays what pokerkit pays. Blinds, straddles, antes (everyone's and the big
blind's), heads-up play, all-ins and side pots, boards, draws and reshuffled stubs all come up.

The generators (``tests/phh_button_hands.py``) steer clear of the places where the rules differ,
each a ruling of this service with its source, named there and tested elsewhere:

* a short all-in wager: in fixed limit completed to a full bet here (RR Betting and raising 6),
  and in pot and no limit it does not reopen the betting to a player who has acted (TDA 47);
* fixed limit before the first board card or draw: the big blind is the bet, then three raises
  (RR Hold'em), where pokerkit allows four raises over the blind;
* a card thrown in a draw is dealt to an earlier player of the same draw by pokerkit, whose
  players all discard before any is dealt; here each draws in turn (RR Lowball);
* pokerkit 0.7.7 bets its fixed-limit Omaha high-low with pot-limit sizes: its random player
  bets the fixed sizes there.

One difference shows in the payouts and is told apart by ``named_difference``: each pot is split
with its own odd chips here (RULES.md §0), pokerkit splits the pots a hand wins as one.
"""

from __future__ import annotations

import random
import tomllib
from collections import Counter

import pytest
from phh_button_hands import BUTTON_CODES, our_button_hand, pokerkit_button_hand
from phh_hands import pokerkit_replay
from test_phh_pokerkit import named_difference

from service.rules.games.events import HandState
from service.rules.games.procedure import replay_hand
from service.rules.histories.phh_reading import read_phh
from service.rules.histories.phh_writing import write_phh

pytestmark = pytest.mark.slow  # about 38 s of CPU: handed out first (tests/conftest.py)

HANDS = 120


def _finishing(state: HandState, dealer: int) -> list[int]:
    """Each player's chips at the end, p1 (the button's left) first."""
    assert state.result is not None, "the hand is not over"
    settled = state.result.settlement
    count = len(state.seats)
    order = [(dealer + 1 + k) % count for k in range(count)]
    return [state.seats[s].stack + settled.won[s] + settled.refunded[s] for s in order]


@pytest.mark.parametrize("code", BUTTON_CODES)
def test_hands_played_here_replay_in_pokerkit(code: str) -> None:
    """PHH, Actions: every action written is one pokerkit takes, in order, and the finishing
    stacks written are pokerkit's."""
    rng = random.Random(f"ours {code}")
    tally: Counter[str] = Counter()
    for _ in range(HANDS):
        plan, events = our_button_hand(rng, code)
        text = write_phh(plan, events, [None] * len(plan.setup.stacks))
        replayed = pokerkit_replay(text)
        assert not replayed.status, f"pokerkit finds the hand unfinished:\n{text}"
        stated = tomllib.loads(text)["finishing_stacks"]
        if list(replayed.stacks) == stated:
            tally["same"] += 1
            continue
        count = len(plan.setup.stacks)
        order = [(plan.setup.dealer + 1 + k) % count for k in range(count)]
        state = read_phh(text).state
        tally[named_difference(state, order, stated, list(replayed.stacks))] += 1
    assert tally["same"] >= 0.95 * HANDS, tally


@pytest.mark.parametrize("code", BUTTON_CODES)
def test_hands_played_by_pokerkit_are_read_here(code: str) -> None:
    """PHH as pokerkit writes it: every action is an event this service takes, and it pays
    what pokerkit pays."""
    rng = random.Random(f"pokerkit {code}")
    tally: Counter[str] = Counter()
    for _ in range(HANDS):
        text = pokerkit_button_hand(rng, code)
        history = read_phh(text)
        theirs = list(pokerkit_replay(text).stacks)
        dealer = history.plan.setup.dealer
        ours = _finishing(history.state, dealer)
        if ours == theirs:
            tally["same"] += 1
            continue
        count = len(ours)
        order = [(dealer + 1 + k) % count for k in range(count)]
        tally[named_difference(history.state, order, ours, theirs)] += 1
    assert tally["same"] >= 0.95 * HANDS, tally


@pytest.mark.parametrize("code", BUTTON_CODES)
def test_a_written_hand_reads_back_to_the_same_hand(code: str) -> None:
    """Written and read again, a hand has the same table and the same settlement, to the chip,
    and writes the same document again."""
    rng = random.Random(f"round trip {code}")
    for _ in range(30):
        plan, events = our_button_hand(rng, code)
        text = write_phh(plan, events, ["Ann"] + [None] * (len(plan.setup.stacks) - 1))
        history = read_phh(text)
        assert history.plan.setup == plan.setup
        first = replay_hand(plan, events)
        assert history.state.result is not None and first.result is not None
        assert history.state.result.settlement == first.result.settlement
        assert write_phh(history.plan, list(history.events), history.names) == text


def test_decimal_amounts_are_read_exactly_and_written_back_the_same() -> None:
    """PHH spec, numeric fields (online cash games write 0.25): amounts are read as whole units
    of the least power of ten that makes all of them whole, the scale stated, and written back
    at that scale, to the same document."""
    text = (
        'variant = "NT"\nante_trimming_status = true\nantes = [0, 0, 0]\n'
        "blinds_or_straddles = [0.25, 0.5, 0]\nmin_bet = 0.5\n"
        "starting_stacks = [50, 49.75, 50.1]\n"
        'actions = ["d dh p1 AcAd", "d dh p2 7c2d", "d dh p3 KhKd", "p3 cbr 1.5", "p1 cbr 4.05", '
        '"p2 f", "p3 cc", "d db 2c3d4h", "p1 cbr 5", "p3 f"]\n'
    )
    history = read_phh(text)
    assert history.scale == 100
    assert history.plan.setup.blinds == (25, 50)
    assert history.plan.setup.stacks == (5000, 4975, 5010)
    assert _finishing(history.state, history.plan.setup.dealer) == [5000 + 405 + 50, 4925, 4605]
    written = write_phh(history.plan, list(history.events), history.names, scale=history.scale)
    fields = tomllib.loads(written)
    assert fields["blinds_or_straddles"] == [0.25, 0.5, 0]
    assert fields["finishing_stacks"] == [54.55, 49.25, 46.05]
    assert read_phh(written).plan.setup == history.plan.setup
