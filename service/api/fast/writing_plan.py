"""What the writer generator (:mod:`.writing`) decides of a schema's fields before it writes
their code: the order the answer writes them in, the value's attributes read once, the lists of
cards written as one where they are the same tuple."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import marshmallow as ma

from service.api.contract.fields import CardField
from service.api.contract.sources import Source


def in_writing_order(sources: dict[str, Source]) -> dict[str, Source]:
    """``sources`` in the order the answer writes them: the schema's, each field that says
    ``after`` another moved to right after it (after those moved there before it)."""
    moved = {name: source.after for name, source in sources.items() if source.after is not None}
    if not moved:
        return sources
    order = [name for name in sources if name not in moved]
    while moved:
        placed = [name for name, after in moved.items() if after in order]
        if not placed:
            raise ValueError(f"no field to write {sorted(moved)} after: {sorted(moved.values())}")
        for name in placed:
            at = order.index(moved.pop(name)) + 1
            while at < len(order) and sources[order[at]].after == sources[name].after:
                at += 1  # after those moved there before it, in the schema's order
            order.insert(at, name)
    return {name: sources[name] for name in order}


def shared_steps(sources: Mapping[str, Source]) -> frozenset[str]:
    """The value's attributes that two fields or more written always read further into (a
    hand's score: its category, description and value): each read once, at the start."""
    counts: dict[str, int] = {}
    for name, source in sources.items():
        if source.part or source.when or source.given or source.index or source.derive:
            continue
        steps = [step for step in (name if source.path is None else source.path).split(".") if step]
        if len(steps) > 1 and not steps[0].isdigit():
            counts[steps[0]] = counts.get(steps[0], 0) + 1
    return frozenset(step for step, count in counts.items() if count > 1)


def card_list(field: ma.fields.Field[Any], source: Source) -> bool:
    """Whether a field is a list of cards written from the value as it is (no function, not
    given already written, never null)."""
    plain = source.write is None and source.given is None and not source.index
    return (
        plain
        and not field.allow_none
        and isinstance(field, ma.fields.List)
        and isinstance(field.inner, CardField)
        and not field.inner.allow_none
    )
