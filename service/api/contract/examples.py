"""Worked hands for the docs page, each replayed by the service when the contract is built."""

from __future__ import annotations

from typing import Any, Final

from service.rules.betting.terms import Structure
from service.rules.games.catalog import GameSpec


def _deal(seat: int, down: list[str], up: list[str]) -> dict[str, Any]:
    return {"type": "deal", "seat": seat, "down": down, "up": up}


def _act(kind: str, seat: int, to: int | None = None) -> dict[str, Any]:
    return {"type": kind, "seat": seat} | ({"to": to} if to is not None else {})


# S3's fixed-limit structure (ante 0.50, bring-in 2, bets 5 and 10), counted in half-units.
S3_STAKES: Final = {"ante": 1, "bring_in": 4, "small_bet": 10, "big_bet": 20}
THREE_SEATS: Final = [
    {"name": "Ann", "stack": 200},
    {"name": "Bob", "stack": 200},
    {"name": "Cy", "stack": 200},
]

# Stud high-low, eight or better, from the antes to the payout: Ann's wheel takes low, Bob's
# kings full take high and the odd chip (RULES.md §0: the odd chip between halves goes high).
# In a high-low game a pair showing allows no big bet (RULES.md §4): the hand names none.
STUD_HIGH_LOW_HAND: Final = {
    "dealer": 2,
    "stakes": {name: chips for name, chips in S3_STAKES.items() if name != "big_bet"},
    "seats": THREE_SEATS,
    "events": [
        {"type": "ante", "seat": 0, "amount": 1},
        {"type": "ante", "seat": 1, "amount": 1},
        {"type": "ante", "seat": 2, "amount": 1},
        _deal(0, ["As", "2s"], ["3d"]),
        _deal(1, ["??", "??"], ["Kc"]),
        _deal(2, ["??", "??"], ["9h"]),
        _act("bring_in", 0, 4), _act("complete", 1, 10), _act("call", 2), _act("call", 0),
        _deal(0, [], ["4h"]), _deal(1, [], ["Kd"]), _deal(2, [], ["9c"]),
        _act("bet", 1, 10), _act("call", 2), _act("call", 0),
        _deal(0, [], ["5c"]), _deal(1, [], ["7s"]), _deal(2, [], ["2h"]),
        _act("bet", 1, 10), _act("fold", 2), _act("raise", 0, 20), _act("call", 1),
        _deal(0, [], ["Qh"]), _deal(1, [], ["8d"]),
        _act("check", 1), _act("bet", 0, 10), _act("call", 1),
        _deal(0, ["7c"], []), _deal(1, ["??"], []),
        _act("check", 1), _act("bet", 0, 10), _act("call", 1),
        {"type": "show", "seat": 1, "down": ["Kh", "7d", "8h"]},
    ],
}  # fmt: skip

# Razz third street: the K♠ is the highest up card and brings in.
RAZZ_THIRD_STREET: Final = {
    "dealer": 0,
    "stakes": S3_STAKES,
    "seats": THREE_SEATS,
    "events": [
        {"type": "ante", "seat": 0, "amount": 1},
        {"type": "ante", "seat": 1, "amount": 1},
        {"type": "ante", "seat": 2, "amount": 1},
        _deal(1, ["??", "??"], ["Ks"]),
        _deal(2, ["??", "??"], ["3d"]),
        _deal(0, ["??", "??"], ["Kh"]),
        _act("bring_in", 1, 4),
    ],
}

EXAMPLES: Final[dict[str, tuple[str, str, dict[str, Any]]]] = {
    "stud_high_low": (
        "Seven-card stud high-low from the antes to the payout (game seven_card_stud_high_low)",
        "seven_card_stud_high_low",
        STUD_HIGH_LOW_HAND,
    ),
    "razz_third_street": (
        "Razz third street after the bring-in (game razz)",
        "razz",
        RAZZ_THIRD_STREET,
    ),
}
"""Example name: (summary, game id, request)."""


def opening(game: GameSpec) -> dict[str, Any]:
    """A hand of ``game`` before its first event, at stakes it is commonly played for: the
    example of each game's state operation, and the stakes the page's setup form starts from.

    Blind games post blinds of 1 and 2 (the big blind is the game's bet); stud games an ante, a
    bring-in and S3's proportions of bets; the others an ante and a bet, or (Old Man, no
    betting) an ante alone.
    """
    if game.blinds:
        stakes: dict[str, Any] = {"blinds": [1, 2]}
    elif not game.betting:
        stakes = {"ante": 1}
    elif game.house_rules.bring_in_used():
        stakes = {"ante": 1, "bring_in": 2, "small_bet": 5, "big_bet": 10}
    else:
        stakes = {"ante": 1, "small_bet": 5, "big_bet": 10}
    structure = getattr(game.house_rules, "structure", Structure.FIXED_LIMIT)
    if structure != Structure.FIXED_LIMIT or not game.big_bet:
        # Pot and no limit have none (betting.fixed-limit), nor has Elimination (one bet).
        stakes.pop("big_bet", None)
    seats = THREE_SEATS[: max(game.min_players, 3)]
    return {"dealer": 0, "stakes": stakes, "seats": seats}
