"""The explanation every ruling carries: the rules applied, in order, each with its sentence."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Final

import marshmallow as ma

from service.rules.rulebook import RULEBOOK


class RuleSchema(ma.Schema):
    """One rule of the rulebook."""

    id = ma.fields.String(required=True, metadata={"example": "high.wheel"})
    title = ma.fields.String(required=True, metadata={"example": "The ace-low straight"})
    sentence = ma.fields.String(required=True)
    source = ma.fields.String(
        required=True,
        metadata={
            "description": "Where the rule comes from, as a player can look it up: a "
            "published write-up of the game by title and section, Robert's Rules of Poker, the "
            "Poker TDA rules, or a house rule of this service with the option that changes it."
        },
    )


def _dumped() -> dict[str, Any]:
    # The rulebook never changes: dump each rule once, not on every request, by one schema
    # (a schema made per rule was 178 schemas copying their fields at the server's start).
    schema = RuleSchema()
    return {rule_id: schema.dump(rule) for rule_id, rule in RULEBOOK.items()}


_DUMPED: Final = _dumped()


def explain(rule_ids: Iterable[str]) -> list[dict[str, Any]]:
    """The rules with these ids, in order, as the ``explanation`` of a ruling."""
    return [_DUMPED[rule_id] for rule_id in rule_ids]
