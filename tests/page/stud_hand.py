"""The stud high-low hand the page tests play, in the browser and through Flask's client: seed
S3's stakes (ante 1, bring-in 4, bets 10 and 20, in half-units), Ann and Bob, Bob dealing."""

from __future__ import annotations

from typing import Final

SETUP: Final = {
    "game": "seven_card_stud_hi_lo",
    "dealer": "1",
    "stakes.ante": "1",
    "stakes.bring_in": "4",
    "stakes.small_bet": "10",
    "stakes.big_bet": "20",
    "seats.0.name": "Ann",
    "seats.0.stack": "200",
    "seats.1.name": "Bob",
    "seats.1.stack": "200",
}
"""The form's fields, as a person fills them in."""

DEALS: Final = {
    "0": (("As 2s", "3d"), ("", "4h"), ("", "5c"), ("", "Qh"), ("7c", "")),
    "1": (("?? ??", "Kc"), ("", "Kd"), ("", "7s"), ("", "8d"), ("??", "")),
}
"""Each seat's deals in order, (down, up); Bob's down cards unseen until he shows."""

SHOWS: Final = {"1": "Kh 7d 8h"}
"""The down cards each seat shows at the showdown."""
