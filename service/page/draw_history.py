"""Each player's draws so far in a draw game, as the table remembers them: "drew 1, stood pat".

At a draw table everyone watches how many cards each player takes: it is half of what a player
knows of another's hand. The state answers what each holds now; how many he drew at each draw
is in the hand's lines (one a step, seats counted from 1, as :mod:`service.page.query` writes
them), read here in order.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from service.page.step_parts import DRAW, STAND_PAT


def _count(words: Sequence[str]) -> int:
    """How many cards a draw's line took: as many as it threw (or, thrown unseen, as it was
    dealt)."""
    fields = {name: value for name, _, value in (word.partition("=") for word in words)}
    thrown = fields.get("discards") or fields.get("down") or ""
    return len([card for card in thrown.split(",") if card])


def draws_by_seat(lines: Sequence[str]) -> dict[int, str]:
    """Each seat's draws so far, by its number from 1, in a player's words; a seat that has
    not drawn is not named.

    >>> lines = ["deal 1 down=??,??,??,??,??", "draw 2 discards=3d down=??", "stand_pat 3",
    ...          "check 2", "draw 2 discards=3d,6s down=??,??", "stand_pat 2"]
    >>> draws_by_seat(lines)
    {2: 'drew 1, drew 2, stood pat', 3: 'stood pat'}
    >>> draws_by_seat(["draw 1 down=??,??,??"]), draws_by_seat(["call 1"])
    ({1: 'drew 3'}, {})
    """
    found: dict[int, list[str]] = {}
    for line in lines:
        kind, *words = line.split()
        if kind not in (DRAW, STAND_PAT) or not words or not words[0].isdigit():
            continue
        said = "stood pat" if kind == STAND_PAT else f"drew {_count(words[1:])}"
        found.setdefault(int(words[0]), []).append(said)
    return {seat: ", ".join(said) for seat, said in found.items()}


def draws_shown(plan: Sequence[Mapping[str, Any]], lines: Sequence[str]) -> dict[int, str]:
    """The draws beside each seat in a game whose plan has a draw (Counterbluff's refill from
    the stock is no draw a player watches); none in another game.

    >>> draws_shown([{"step": "draw"}], ["stand_pat 1"]), draws_shown([], ["draw 1 down=??"])
    ({1: 'stood pat'}, {})
    """
    drawn = any(step.get("step") == DRAW for step in plan)
    return draws_by_seat(lines) if drawn else {}
