"""The code a compiled request loader runs for a mapping's fields (:mod:`.loading`): written
for the schema's fields, as literals, and run by ``exec`` once per schema."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from operator import itemgetter
from typing import Any, Final, NamedTuple, cast

import marshmallow as ma

Convert = Callable[[Any], Any]


class Declined(Exception):
    """Raised inside a compiled loader: this body is for marshmallow to judge."""


def _read_in_place(raw: Any) -> Any:
    """The conversion of a field its mapping's loader reads in its own code: never called."""
    raise AssertionError("read in place")  # pragma: no cover


READ_IN_PLACE: Final = _read_in_place


class Step(NamedTuple):
    """A field as the loader reads it."""

    key: str
    attribute: str
    convert: Convert
    required: bool
    default: Any
    notation: NotationList | None
    """For a list of the service's notation: how to read it in the loader's own code."""


def fields_loader(steps: list[Step], *, strict: bool, many: bool = False) -> Convert:
    """The fields of a mapping (with ``many``, of each mapping of a list) read in turn, as a
    function written for these fields (a loop over them reads each field's settings for every
    field of every hand, which cost more than the reading). It is generated from the steps
    alone: keys and attributes are the schema's own names, written as literals; everything
    else is passed in by name.

    A field is looked for with ``in`` and read by subscript, an empty list or mapping as a
    default is written as a literal, and a list of cards or ranks is read in place: none of
    them is a call, and a hand of a showdown has four fields, most of them absent. Every key
    read is counted, so a strict schema refuses an unknown key by comparing the count with
    the mapping's size. A list of mappings (a showdown's hands) is read in one loop."""
    names: dict[str, Any] = {"Declined": Declined, "itemgetter": itemgetter}
    body = [
        "if type(data) is not dict:",
        "    raise Declined",
        "out = {}",
        "read = 0",
    ]
    for n, (key, attribute, convert, required, default, notation) in enumerate(steps):
        names[f"convert{n}"], names[f"default{n}"] = convert, default
        body.append(f"if {key!r} in data:")
        if notation is None:
            body.append(f"    out[{attribute!r}] = convert{n}(data[{key!r}])")
        else:
            names.update(notation.names(n))
            body += [f"    raw = data[{key!r}]", *indented(notation.lines(n), 4)]
            body.append(f"    out[{attribute!r}] = value")
        body.append("    read += 1")
        if required:
            body += ["else:", "    raise Declined"]
        elif default is not ma.missing:
            value = _LITERALS.get(id(default)) or f"default{n}{'()' if callable(default) else ''}"
            body += ["else:", f"    out[{attribute!r}] = {value}"]
    if strict:
        body += ["if read != len(data):", "    raise Declined"]
    if many:
        lines = [
            "def deserialize(items):",
            "    if type(items) is not list:",
            "        raise Declined",
            "    outs = []",
            "    for data in items:",
            *indented(body, 8),
            "        outs.append(out)",
            "    return outs",
        ]
    else:
        lines = ["def deserialize(data):", *indented(body, 4), "    return out"]
    exec("\n".join(lines), names)  # the schema's own names, as literals (see above)
    return cast("Convert", names["deserialize"])


def indented(lines: list[str], spaces: int) -> list[str]:
    return [" " * spaces + line for line in lines]


_LITERALS: Final[dict[int, str]] = {id(list): "[]", id(dict): "{}"}
"""Defaults made by calling a builtin, written as the literal that makes the same (looked up
by identity: a default need not hash)."""


@dataclass(frozen=True, slots=True)
class NotationList:
    """A list of the service's notation (cards, ranks) with its bounds and no repeats, read as
    one step: the commonest field of a request (every hand's cards, its wild ranks)."""

    table: Mapping[str, Any]
    low: int | float
    high: int | float
    repeats: str | None
    """What a repeat is looked for in: ``raw`` (the strings, where each value has one
    spelling: a string hashes in C, a card in Python), ``value``, or None (repeats allowed)."""

    def names(self, n: int) -> dict[str, Any]:
        """What :meth:`lines` ``n`` reads by name."""
        return {f"table{n}": self.table, f"low{n}": self.low, f"high{n}": self.high}

    def lines(self, n: int) -> list[str]:
        """Code reading the list ``raw`` into ``value``, raising ``Declined`` on any doubt."""
        lines = [
            "if type(raw) is not list:",
            "    raise Declined",
            "size = len(raw)",
            f"if not low{n} <= size <= high{n}:",
            "    raise Declined",
            "try:",
            # One item (a hand's wild rank) cannot repeat; several are read in one call
            # (itemgetter gives them as a tuple).
            f"    value = [table{n}[raw[0]]] if size == 1 else "
            f"[*itemgetter(*raw)(table{n})] if size else []",
            "except (KeyError, TypeError):",
            "    raise Declined from None",
        ]
        if self.repeats is not None:  # a repeat makes a smaller set
            lines += [f"if size > 1 and len(set({self.repeats})) != size:", "    raise Declined"]
        return lines

    def loader(self) -> Convert:
        """The list read by a function of its own (where it is not a field of a mapping)."""
        names: dict[str, Any] = {"Declined": Declined, "itemgetter": itemgetter}
        names.update(self.names(0))
        source = ["def convert(raw):", *indented(self.lines(0), 4), "    return value"]
        exec("\n".join(source), names)  # the same code the mapping's loader holds
        return cast("Convert", names["convert"])
