"""S4's first Old Man hand (RULES.md §5; tests/rules/hands/old_man.json) as the play screen
takes it: six players, Ann to Fay, 100 chips each and an ante of 1, Fay dealing. Bob, Eve and
Fay go high; Fay's straight flush beats the old man's trip aces, and Bob and Eve each match
the 18 they contested: the next pot is 36."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Final

import hand_notation

from service.page.query import write_line

CASE: Final = json.loads(
    (Path(__file__).parents[1] / "rules" / "hands" / "old_man.json").read_text()
)["cases"][0]
assert CASE["name"] == "old-man-s4-first-hand"

SETUP: Final = {"players": "Ann, Bob, Cy, Dee, Eve, Fay", "chips": "100", "stakes.ante": "1",
                "dealer": str(CASE["dealer"] + 1)}  # fmt: skip
"""The play screen's setup, seats counted from 1."""


def events(before: str | None = None) -> str:
    """The hand's events as the play screen's lines, up to the first of type ``before`` (all
    of them unless given)."""
    found = hand_notation.request(CASE)["events"]
    if before is not None:
        found = found[: next(i for i, e in enumerate(found) if e["type"] == before)]
    return "\n".join(write_line({**e, "seat": e["seat"] + 1} if "seat" in e else e)
                     for e in found)  # fmt: skip
