"""Two players of one name are refused, before anything is asked: the table calls each player
by his name ("Ann to act", "Ann wins 20"), and two Anns in a ruling cannot be told apart. The
API takes a name as a label and rules nothing by it, so it is the page's to refuse, with the
name repeated and the seats that share it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from service.page.asking import Answer


def repeated_names(names: Sequence[str], noun: str = "player") -> tuple[int, str] | None:
    """The first name given twice (the index of its second use) and why it is refused: the page
    calls each player by his name ("Ann to act"), so two Anns cannot be told apart.

    >>> print(*repeated_names(["Ann", "Bob", "ann"]))  # doctest: +NORMALIZE_WHITESPACE
    2 Two players are called Ann (seats 1 and 3): give each a name of his own,
    such as Ann and Ann2.
    >>> repeated_names(["Ann", "Bob"]) is None
    True
    """
    seen: dict[str, int] = {}
    for index, given in enumerate(names):
        key = " ".join(given.split()).casefold()
        if not key:
            continue
        if key in seen:
            first = seen[key]
            name = names[first].strip()
            kind, own = (
                ("seats", "each a name of his own")
                if noun == "player"
                else (f"{noun}s", f"each {noun} its own name")
            )
            said = (
                f"Two {noun}s are called {name} ({kind} {first + 1} and {index + 1}): "
                f"give {own}, such as {name} and {name}2."
            )
            return index, said
        seen[key] = index
    return None


def rows_named(body: Mapping[str, Any]) -> tuple[str, str, list[str]] | None:
    """The request's list of named rows (its seats, or the hands it ranks), its row noun and
    the names given (empty where none): where two rows may not share a name."""
    for key, noun in (("seats", "player"), ("hands", "hand")):
        rows = body.get(key)
        if isinstance(rows, list):
            return key, noun, [str(row.get("name") or "") if isinstance(row, Mapping) else ""
                               for row in rows]  # fmt: skip
    return None


def repeated_name(body: Mapping[str, Any]) -> Answer | None:
    """The page's own refusal of two seats (or hands) of one name, before anything is asked:
    the ruling calls each by his name, and two Anns in it cannot be told apart."""
    rows = rows_named(body)
    repeated = repeated_names(rows[2], rows[1]) if rows else None
    if rows is None or repeated is None:
        return None
    index, said = repeated
    problem = {"type": "about:blank", "title": "Unprocessable Content", "status": 422,
               "detail": said, "errors": {f"{rows[0]}.{index}.name": [said]}}  # fmt: skip
    return Answer(422, problem)
