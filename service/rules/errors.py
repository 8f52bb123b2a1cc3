"""The one exception the core raises for a situation that cannot happen under the rules."""

from __future__ import annotations

import json

Location = tuple[str | int, ...]
"""Where in the caller's input a problem lies, as a path: ``("hands", 1, "cards", 2)``."""


class RuleViolation(ValueError):
    """The input breaks a rule of the rulebook.

    ``rule`` is the id of the broken rule (see :mod:`service.rules.rulebook`), ``detail`` says what
    is wrong in words a player understands, and ``at`` lists the places in the input involved.
    """

    def __init__(self, rule: str, detail: str, *, at: tuple[Location, ...] = ()) -> None:
        super().__init__(detail)
        self.rule = rule
        self.detail = detail
        self.at = at

    def located(self, location: Location) -> RuleViolation:
        """The same violation, placed at ``location`` when it has no place of its own."""
        if self.at:
            return self
        return RuleViolation(self.rule, self.detail, at=(location,))


def quoted(value: object) -> str:
    """A value a caller sent, as a message quotes it: as JSON writes it (``"10h"``, ``null``,
    ``true``), never as Python would (``'10h'``, ``None``, ``True``).

    >>> quoted("10h"), quoted(None), quoted(True), quoted(3)
    ('"10h"', 'null', 'true', '3')
    """
    try:
        return json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):  # not a JSON value: said by its text, still in quotes
        return json.dumps(str(value), ensure_ascii=False)
