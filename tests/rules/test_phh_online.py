"""Hands of a real online cash game, read as the service reads every PHH document: amounts in
dollars and cents, antes of a quarter, hands nobody saw, a showdown of unseen cards, and a pot
the site raked.

The four documents are hands 1, 2, 6 and 18 of the public PHH dataset's HandHQ file
``data/handhq/ABS-2009-07-01_2009-07-23_100NLH_OBFU/1/abs NLH handhq_1-OBFUSCATED.phhs``
(github.com/uoftcprg/phh-dataset, MIT licence, Copyright (c) 2023 University of Toronto Computer
Poker Research Group; players' names obfuscated by the dataset), with the fields the reading
needs and the dataset's ``winnings`` (what each player took from the pot). The site's rake is no
rule of a home game: the service pays the whole pot, so a raked pot pays here a little more than
the site did, and to the same player.
"""

from __future__ import annotations

import tomllib
from decimal import Decimal

from service.rules.games.events import EventType, Phase
from service.rules.histories.phh_reading import History, read_phh

_HEAD = "variant = 'NT'\nante_trimming_status = false\nmin_bet = 1\n"
HAND_1 = _HEAD + (
    "antes = [0, 0, 0]\nblinds_or_straddles = [0.50, 1, 0]\n"
    "starting_stacks = [200.30, 81.60, 197]\n"
    "actions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'p3 f', 'p1 cbr 3.00', 'p2 f']\n"
    "venue = 'Absolute Poker'\ntime = 00:00:09\nday = 1\nmonth = 7\nyear = 2009\n"
    "seats = [6, 3, 5]\ntable = 'INDIANA ST'\nwinnings = [2, 0, 0]\ncurrency_symbol = '$'\n"
    "time_zone_abbreviation = 'ET'\n"
)
HAND_2 = _HEAD + (
    "antes = [0, 0, 0, 0, 0]\nblinds_or_straddles = [0.50, 1, 0, 0, 0]\n"
    "starting_stacks = [247.10, 14.60, 200, 96.50, 55.50]\n"
    "actions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'd dh p4 ????', 'd dh p5 ????', "
    "'p3 cc', 'p4 f', 'p5 f', 'p1 cc', 'p2 cc', 'd db 9s7h2c', 'p1 cc', 'p2 cc', 'p3 cc', "
    "'d db 9d', 'p1 cc', 'p2 cc', 'p3 cc', 'd db 9c', 'p1 cc', 'p2 cc', 'p3 cc', "
    "'p1 sm 8dAs', 'p2 sm ????', 'p3 sm ????']\n"
    "seats = [5, 1, 2, 3, 4]\n"
)
HAND_6 = _HEAD + (
    "antes = [0.25, 0.25, 0.25, 0.25]\nblinds_or_straddles = [0.50, 1, 0, 0]\n"
    "starting_stacks = [53, 181.85, 200.30, 205.40]\n"
    "actions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'd dh p4 ????', 'p3 cbr 2', "
    "'p4 f', 'p1 f', 'p2 f']\n"
    "winnings = [0, 0, 3.50, 0]\n"
)
HAND_18 = _HEAD + (
    "antes = [0.25, 0.25, 0.25, 0.25, 0.25]\nblinds_or_straddles = [0.50, 1, 0, 0, 0]\n"
    "starting_stacks = [137.29, 113.30, 190.32, 225.80, 45.60]\n"
    "actions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'd dh p4 ????', 'd dh p5 ????', "
    "'p3 cc', 'p4 f', 'p5 f', 'p1 cc', 'p2 cc', 'd db Kc6hJc', 'p1 cc', 'p2 cc', "
    "'p3 cbr 4.25', 'p1 f', 'p2 cc', 'd db 3s', 'p2 cc', 'p3 cbr 8', 'p2 cc', 'd db 4d', "
    "'p2 cc', 'p3 cbr 10', 'p2 f']\n"
    "winnings = [0, 0, 26.85, 0, 0]\n"
)


def _taken(history: History) -> list[Decimal]:
    """What each player (p1 first) took from the pot, in dollars: PHH's ``winnings``."""
    state, setup = history.state, history.plan.setup
    assert state.result is not None
    count = len(setup.stacks)
    order = [(setup.dealer + 1 + k) % count for k in range(count)]
    return [Decimal(state.result.settlement.won[s]) / history.scale for s in order]


def _winnings(text: str) -> list[Decimal]:
    return [Decimal(str(w)) for w in tomllib.loads(text, parse_float=Decimal)["winnings"]]


def test_cents_are_read_exactly_and_an_unraked_pot_pays_what_the_site_paid() -> None:
    """PHH spec, numeric fields: 200.30 and 0.25 read as whole cents (scale 100; 3.00 and 0.50
    as dimes, scale 10, where no amount needs cents); no flop, no rake: the same winnings."""
    one, six = read_phh(HAND_1), read_phh(HAND_6)
    assert one.scale == 10 and one.plan.setup.stacks == (2003, 816, 1970)
    assert six.scale == 100 and six.plan.setup.ante == 25
    assert _taken(one) == _winnings(HAND_1)
    assert _taken(six) == _winnings(HAND_6)


def test_a_raked_pot_goes_whole_to_the_player_the_site_paid() -> None:
    """RULES.md §0 (chips are conserved: a home game's pot is the players', nobody rakes it):
    the site kept 1.90 of a 28.75 pot; the service pays the whole pot to the same player."""
    history = read_phh(HAND_18)
    ours, theirs = _taken(history), _winnings(HAND_18)
    assert [bool(x) for x in ours] == [bool(x) for x in theirs]
    assert ours[2] == Decimal("28.75") and ours[2] - theirs[2] == Decimal("1.90")


def test_a_showdown_of_unseen_cards_waits_for_them() -> None:
    """PHH ``sm ????`` (shown, but the record has no cards): the hand is not ruled; the state
    asks those players to show, as it asks for any down card the showdown needs."""
    state = read_phh(HAND_2).state
    assert state.phase == Phase.SHOW and state.result is None
    assert {e.type for e in state.next_events} >= {EventType.SHOW}
