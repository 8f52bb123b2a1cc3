"""The stud high-low hand the page tests play, in the browser and through Flask's client: seed
S3's stakes (ante 1, bring-in 4, bets 10 and 20, in half-units), Ann and Bob, Bob dealing."""

from __future__ import annotations

from typing import Final

QUESTION: Final = "/ask/games/seven_card_stud_high_low/state"
"""The game's own whole-hand question (each game's hand state takes its own house rules)."""

SETUP: Final = {
    "dealer": "2",
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
    "1": (("As 2s", "3d"), ("", "4h"), ("", "5c"), ("", "Qh"), ("7c", "")),
    "2": (("?? ??", "Kc"), ("", "Kd"), ("", "7s"), ("", "8d"), ("??", "")),
}
"""Each seat's deals in order, (down, up), by seat number counted from 1; Bob's down cards
unseen until he shows."""

SHOWS: Final = {"2": "Kh 7d 8h"}
"""The down cards each seat shows at the showdown."""
