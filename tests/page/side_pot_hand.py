"""A stud hand on fourth street with a side pot, as the page tests play it: Ed all in for 19 on
third street, Dee folded; Ann bets 10 and Bob calls, Cy to act."""

from __future__ import annotations

from typing import Final
from urllib.parse import urlencode

STUD: Final = "/play/seven_card_stud?" + urlencode(
    {
        "players": "Ann, Bob, Cy, Dee, Ed", "chips": "200", "chips.5": "20", "dealer": "1",
        "stakes.ante": "1", "stakes.bring_in": "4", "stakes.small_bet": "10",
        "stakes.big_bet": "20",
        "played": "\n".join([
            *(f"ante {seat} amount=1" for seat in range(1, 6)),
            "deal 2 down=??,?? up=Kd", "deal 3 down=??,?? up=9h", "deal 4 down=??,?? up=2c",
            "deal 5 down=??,?? up=Ah", "deal 1 down=??,?? up=Qd",
            "bring_in 4 to=4", "complete 5 to=10", "call 1 to=10", "raise 2 to=20",
            "call 3 to=20", "fold 4", "call 5 to=19", "call 1 to=20",
            "deal 2 up=5c", "deal 3 up=9c", "deal 5 up=Ac", "deal 1 up=Jh",
            "bet 1 to=10", "call 2 to=10",
        ]),
    }
)  # fmt: skip
"""The play screen's address of the hand: main pot 85, a side pot of 3 for Ann, Bob and Cy."""
