"""Elimination hands in which a player loses every card, as the play screen takes them: the
phone trial's hand with every card typed, and the golden hands of
``tests/rules/hands/elimination.json`` (the other players' cards unseen, each discard a step)
cut where a test looks at the page."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Final
from urllib.parse import urlencode

import hand_notation

from service.page.query import write_line

CASES: Final = {
    case["name"]: case
    for case in json.loads(
        (Path(__file__).parents[1] / "rules" / "hands" / "elimination.json").read_text()
    )["cases"]
}
NAMES: Final = ("Ann", "Bob", "Cy", "Dee", "Eve")

TYPED_SETUP: Final = {"players": "Ann, Bob, Cy", "chips": "100", "chips.2": "2", "dealer": "1",
                      "stakes.ante": "1", "stakes.small_bet": "2"}  # fmt: skip
"""The phone trial's table: Bob all in for 2, Ann dealing."""
TYPED_TO_BOBS_LAST_CARD: Final = (
    "ante 1 amount=1", "ante 2 amount=1", "ante 3 amount=1",
    "deal 1 down=As,Ks,Qs,Js,9s", "deal 2 down=7c,7d,3c,3d,4h", "deal 3 down=2c,5c,6c,8c,9c",
    "bet 2 to=1", "raise 3 to=3", "call 1",
    "reveal card=7s", "check 3", "check 1", "reveal card=3h", "check 3", "check 1",
    "reveal card=4d",
)  # fmt: skip
"""Every card typed: Bob throws his sevens, his threes, then his 4♥, his last card."""
TYPED_PLAYED_ON: Final = (
    *TYPED_TO_BOBS_LAST_CARD, "check 3", "check 1", "reveal card=2h", "bet 3 to=2", "call 1",
    "reveal card=Td", "check 3", "check 1",
    "declare 1 declaration=high", "declare 3 declaration=low",
)  # fmt: skip
"""Ann and Cy play on for the side pot to the end: Ann high, Cy low."""
DECLARE_NOW: Final = {"options.empty_hand_side_pot": "declare_now"}


def typed(lines: tuple[str, ...], **more: str) -> str:
    """The phone trial's hand on the play screen, played as ``lines``."""
    return "/play/elimination?" + urlencode({**TYPED_SETUP, **more, "played": "\n".join(lines)})


def golden(name: str, through: str | None = None, then: int = 0) -> str:
    """A golden hand on the play screen, its seats named Ann, Bob, Cy...: every event, or those
    up to the one written ``through`` (in the golden file's notation) and ``then`` more."""
    case = CASES[name]
    lines = list(case["events"])
    events = hand_notation.request(case)["events"]
    if through is not None:
        events = events[: lines.index(through) + 1 + then]
    stacks = case["stacks"]
    setup = {
        "players": ", ".join(NAMES[: len(stacks)]),
        "chips": str(stacks[0]),
        **{f"chips.{seat}": str(chips) for seat, chips in enumerate(stacks[1:], start=2)},
        "dealer": str(case["dealer"] + 1),
        **{f"stakes.{stake}": str(amount) for stake, amount in case["stakes"].items()},
        **{f"options.{name}": str(value) for name, value in case.get("options", {}).items()},
        "played": "\n".join(
            write_line({**event, "seat": event["seat"] + 1} if "seat" in event else event)
            for event in events
        ),
    }
    return "/play/elimination?" + urlencode(setup)
