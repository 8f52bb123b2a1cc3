"""A short Texas hold'em hand, no limit, as a table would play it on the page: Ann deals; blinds
1 and 2, asked as the small and the big blind; 200 chips each. Bob and Cy post the blinds with the
deal, everyone sees the flop for 2, Ann bets it and Bob calls, Cy folds; the turn and the river
are checked, and Ann's two pair take the pot of 10 from Bob's pair of queens."""

from __future__ import annotations

from typing import Final

PLAYERS: Final = "Ann, Bob, Cy"
CHIPS: Final = "200"
STAKES: Final = {"small_blind": "1", "big_blind": "2"}

BOARD: Final = ("Ah 7c 2d", "Ks", "3h")
"""The flop, the turn and the river, as turned up."""

ACTIONS: Final = (
    ("Ann", "Call 2"), ("Bob", "Call 1"), ("Cy", "Check"),
    ("Bob", "Check"), ("Cy", "Check"), ("Ann", "Bet 2"), ("Bob", "Call 2"), ("Cy", "Fold"),
    ("Bob", "Check"), ("Ann", "Check"),
    ("Bob", "Check"), ("Ann", "Check"),
)  # fmt: skip
"""Each betting action, in order: whose turn the page says it is, and the button pressed."""

SHOWS: Final = {"Ann": "As Kd", "Bob": "Qh Qd"}
"""The hole cards each player still in turns up at the showdown (nobody saw them dealt)."""

BUDGET: Final = {"taps": 29, "keys": 41, "screens": 21}
"""What the hand may cost a player on the page at most: what it cost when the flop first took
one field (before, each board card was a field, a button and a screen of its own)."""
