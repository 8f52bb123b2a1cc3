"""The pinned bar while a hand is played, as a casual player reported it on a 360 px phone: it
said only "Pot 84" with a player all in for less, and ten players' chips took a fifth of the
screen. Now it says the main pot and each side pot with who may win it, each player's bet in
this round, and the players who folded together, in no more room than before."""

from __future__ import annotations

from urllib.parse import urlencode

from live_page import Page
from phone import NARROW, fits_the_phone, on_a_phone
from side_pot_hand import STUD

TEN = "Annabelle, Bobby, Cynthia, Deirdre, Edward, Frankie, Georgina, Harold, Isabella, Jonathan"
DEALT = "\n".join(f"deal {seat} down=??,??" for seat in (2, 3, 4, 5, 6, 7, 8, 9, 10, 1))
TEN_SETUP = {"players": TEN, "chips": "200", "chips.2": "30", "chips.5": "50",
             "stakes.small_blind": "1", "stakes.big_blind": "2"}  # fmt: skip
ON_THE_FLOP = "\n".join([
    DEALT, "raise 4 to=40", "call 5 to=40", "fold 6", "call 7 to=40", "fold 8", "call 9 to=40",
    "fold 10", "call 1 to=40", "call 2 to=30", "call 3 to=40",
    "community card=Ah", "community card=7c", "community card=2d",
    "bet 3 to=20", "call 4 to=20", "call 5 to=10",
])  # fmt: skip
"""Ten at a hold'em table: Bobby all in for 30 before the flop, Edward all in for 10 more on
it, three players folded, bets in front of Cynthia, Deirdre and Edward."""


def _bar(page: Page) -> str:
    return " ".join(page.wait_for("#status").text.split())


def test_the_bar_says_each_pot_and_who_may_win_it_and_the_rounds_bets(page: Page) -> None:
    """Ed is all in for less on third street: the bar says "Main pot 85 · Side pot 3 (Ann,
    Bob, Cy)", not "Pot 105"; Ann's and Bob's bets of this round beside them, as chips in
    front of them; Ed all in; Dee, who folded, at the end with his chips."""
    on_a_phone(page).open(STUD)
    bar = _bar(page)
    assert bar.startswith("Main pot 85 · Side pot 3 (Ann, Bob, Cy) · Fourth street"), bar
    assert "Ann 169 (bet 10) · Bob 169 (bet 10) · Cy 179 · Ed 0 (all in)" in bar, bar
    assert bar.endswith("Folded: Dee 195"), bar
    assert "Pot 105" not in bar
    fits_the_phone(page)


def test_one_pot_is_still_the_pot(page: Page) -> None:
    """Nobody all in: one pot, said as before ("Pot 3", every chip put in), the blinds as the
    bets in front of the blinds."""
    on_a_phone(page).open("/play/texas_holdem?" + urlencode({**TEN_SETUP, "played": DEALT}))
    bar = _bar(page)
    assert bar.startswith("Pot 3 · Pre-flop · Deirdre to act"), bar
    assert "Bobby SB 29 (bet 1) · Cynthia BB 198 (bet 2) · Deirdre 200" in bar, bar
    assert "Main pot" not in bar


def test_ten_players_bar_takes_no_more_of_a_phone_than_before(page: Page) -> None:
    """At 360 px, ten players before the flop took 145 px, a fifth of the screen: now less.
    On the flop, with a side pot, the board, three bets and three folds, it took 200 px when
    it said less; now it says more in no more than a quarter of the screen."""
    on_a_phone(page).open("/play/texas_holdem?" + urlencode({**TEN_SETUP, "played": DEALT}))
    height = page.wait_for("#status").rect["height"]
    assert height <= NARROW.height / 5, height
    fits_the_phone(page)
    on_a_phone(page).open("/play/texas_holdem?" + urlencode({**TEN_SETUP, "played": ON_THE_FLOP}))
    bar = _bar(page)
    assert bar.startswith("Main pot 210 · Side pot 60 (all but Bobby) · The flop"), bar
    assert "Edward 0 (bet 10, all in)" in bar and bar.endswith(
        "Folded: Frankie 200, Harold 200, Jonathan 200"
    ), bar
    height = page.wait_for("#status").rect["height"]
    assert height <= NARROW.height / 4, height
    fits_the_phone(page)
