"""What the writer generator (:mod:`.writing`) decides of a schema's fields before it writes
their code: the order the answer writes them in, the ways into the value each field reads and
those read once, the fields put first, the lists of cards written as one where they are the
same tuple."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

import marshmallow as ma

from service.api.contract.fields import CardField
from service.api.contract.sources import Source, source_of


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


Steps = tuple[str, ...]
"""A field's way from the value: attribute names, a tuple's item (``[3]``), and ``[i]``: the
item's own item of a column (the list's parent's sequence with an item per seat or hand)."""

INDEX: Final = "[i]"


def steps_of(path: str, *, column: bool = False) -> Steps:
    """A dotted path's steps: ``ruling.evaluations[i].score`` is ``ruling``, ``evaluations``,
    ``[i]``, ``score``; a digit is a tuple's item; ``column`` adds ``[i]`` at the end."""
    steps: list[str] = []
    for step in filter(None, path.split(".")):
        name, bracket, index = step.partition("[")
        if name:
            steps.append(f"[{name}]" if name.isdigit() else name)
        if bracket:
            steps.append(f"[{index}")
    return (*steps, INDEX) if column else tuple(steps)


def way_of(name: str, source: Source) -> Steps:
    """The way into the value to a field's value."""
    return steps_of(name if source.path is None else source.path, column=source.column)


def read_once(sources: Mapping[str, Source]) -> dict[Steps, str]:
    """The ways into the value read once, at the start, shortest first, with the names they are
    kept by: where two fields or more read each time go the same way, as far as they go
    together (a hand's evaluation, its score, its category), and every column (a loop over the
    items then reads it once)."""
    counts: dict[Steps, int] = {}
    columns: dict[Steps, None] = {}
    # Each condition is read each time, once for the fields under it (they are written together).
    ways = list({steps_of(source.when): None for source in sources.values() if source.when})
    for name, source in sources.items():
        if source.when is not None or source.part or source.given or source.index or source.derive:
            continue
        ways.append(way_of(name, source))
    for way in ways:
        for end in range(1, len(way) + 1):
            counts[way[:end]] = counts.get(way[:end], 0) + 1
            if end < len(way) and way[end] == INDEX:
                columns[way[:end]] = None
    further: dict[Steps, int] = {}  # the most fields one step further goes on with
    for way, count in counts.items():
        if len(way) > 1:
            further[way[:-1]] = max(further.get(way[:-1], 0), count)
    kept = [
        way for way, count in counts.items() if way in columns or further.get(way, 0) < count > 1
    ]
    return {way: "value_" + "_".join(s.strip("[]") for s in way) for way in sorted(kept, key=len)}


def walk(start: str, steps: Steps) -> str:
    """The expression of ``steps`` from the name ``start``."""
    return start + "".join(step if step.startswith("[") else f".{step}" for step in steps)


Groups = list[tuple[str | None, list[str]]]
"""Fields in groups written under one condition (None: always)."""


def leading(
    groups: Groups, fields: Mapping[str, ma.fields.Field[Any]], sources: Mapping[str, Source]
) -> Groups:
    """The groups of the fields left out where they have no value (a hand's name) ahead of the
    first written always, if one of those comes next: the answer is then made by one display
    without them, and remade with them first where they are there (a dict keeps its keys in
    the order they were put in), not made empty and added to."""
    for count, (condition, members) in enumerate(groups):
        name = members[0]
        field, source = fields[name], sources[name]
        written_by_display = (
            condition is None and field.required and not (source.nested_given or source.derive)
        )
        if written_by_display:
            return groups[:count]
        if condition is not None or field.required or len(members) > 1:
            return []
    return []


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


def cards_text(cards: str, depth: int) -> str:
    """The expression writing the list of cards ``cards`` (an expression) as their texts: card
    by card for the lengths most written (a best five, a stud hand's seven, a hold'em hand's
    two, Omaha's and badugi's four), as a comprehension is a call of its own on Python 3.11,
    which costs more than writing the cards. ``depth`` makes the names its own."""
    each, listed, size = f"item{depth}", f"cards{depth}", f"size{depth}"
    written = f"[{each}.text for {each} in {listed}]"
    for length in reversed(_UNROLLED):
        texts = ", ".join(f"{listed}[{n}].text" for n in range(length))
        test = f"({size} := len({listed} := {cards}))" if length == _UNROLLED[0] else size
        written = f"[{texts}] if {test} == {length} else {written}"
    return written


_UNROLLED: Final = (5, 7, 2, 4)
"""The lengths of lists of cards written card by card, the most written first."""


def uses_index(schema: ma.Schema) -> bool:
    """Whether a schema's fields read the item's position in its list."""
    sources = [source_of(field.metadata) for field in schema.dump_fields.values()]
    return any(source.index or source.column or INDEX in (source.path or "") for source in sources)
