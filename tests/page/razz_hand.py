"""The README's Razz hand (``curl .../v1/games/razz/state``), played on to its end as a table
would: Ann deals; ante 1, bring-in 4, bets 10 and 20; 200 chips each. Bob's K♠ brings in, Cy
calls, Ann folds; Cy bets fourth street and Bob calls; both check on to the showdown, where
Cy's wheel takes the pot of 31."""

from __future__ import annotations

from typing import Final

PLAYERS: Final = "Ann, Bob, Cy"
CHIPS: Final = "200"
STAKES: Final = {"ante": "1", "bring_in": "4", "small_bet": "10", "big_bet": "20"}

UP_CARDS: Final = (
    {"Bob": "Ks", "Cy": "3d", "Ann": "Kh"},  # third street (down cards unseen)
    {"Bob": "8c", "Cy": "5h"},
    {"Bob": "9d", "Cy": "2s"},
    {"Bob": "Tc", "Cy": "7h"},
    {},  # seventh street: down cards only, unseen
)
"""Each street's up cards, by player; down cards nobody saw are left empty."""

ACTIONS: Final = (
    ("Bob", "Bring in 4"), ("Cy", "Call 4"), ("Ann", "Fold"),
    ("Cy", "Bet 10"), ("Bob", "Call 10"),
    ("Cy", "Check"), ("Bob", "Check"),
    ("Cy", "Check"), ("Bob", "Check"),
    ("Cy", "Check"), ("Bob", "Check"),
)  # fmt: skip
"""Each betting action, in order: whose turn the page says it is, and the button pressed."""

SHOWS: Final = {"Bob": "Qc Jd 4c", "Cy": "Ah 4d 6c"}
"""The down cards each player turns up at the showdown."""

BUDGET: Final = {"taps": 33, "keys": 52, "screens": 22}
"""What the hand may cost a player on the page at most (before the page was made for the
table it took 59 taps, 77 keys and 30 screens; with a street's face-up cards in one box it
took 28 taps, but a box typed in seat order gave players each other's cards without a word:
a field a player costs a tap each)."""
