"""A choice a player makes at the table (a declaration: high, low or both), which the play
screen never makes for him: its list starts with nothing chosen, and a step sent with a choice
left unmade is refused in words before the API is asked (a hurried tap would otherwise send the
first choice, "high", as his call)."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Final

from service.page.answer import in_a_list

_ASKED: Final = re.compile(r"^(\w+) (\d+) .*\b(declaration)=\?(?:\s|$)")
"""A button's line that asks a seat's declaration from its field (``declare 2 declaration=?``)."""


def unchosen(
    lines: Sequence[str], values: Mapping[str, str], names: Sequence[str]
) -> tuple[str, str]:
    """What to choose where a step was sent with a declaration left unmade, whose (``names``,
    seats from 1), and those fields (their parameters, separated by spaces), which the page
    marks; or nothing.

    >>> lines = ["declare 1 declaration=?", "declare 2 declaration=?", "declare 3 declaration=?"]
    >>> unchosen(lines, {"declaration.1": "low"}, ["Ann", "Bob", "Cy"])
    ('Choose what Bob and Cy declare: high, low or both.', 'declaration.2 declaration.3')
    >>> unchosen(lines[:1], {"declaration.1": "both"}, ["Ann"])
    ('', '')
    """
    missing = []
    for line in lines:
        found = _ASKED.match(line)
        if found is None:
            continue
        key = f"{found.group(3)}.{found.group(2)}"
        if not values.get(key, "").strip():
            seat = int(found.group(2))
            missing.append((names[seat - 1] if 0 < seat <= len(names) else f"seat {seat}", key))
    if not missing:
        return "", ""
    who = in_a_list([name for name, _ in missing])
    does = "declares" if len(missing) == 1 else "declare"
    return f"Choose what {who} {does}: high, low or both.", " ".join(key for _, key in missing)
