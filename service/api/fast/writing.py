"""Answers written by a writer compiled once from each response schema.

The response schema names every field of an answer once; :func:`writer` reads them and
generates a function that writes the core's value as that answer's JSON values: each field
from where its source says (:mod:`service.api.contract.sources`: by default the value's
attribute of the field's own name), in the schema's order, by the field's kind (a card as its
text, a list item by item, a nested schema by that schema's own writer). A family's part
(a draw game's opener, Elimination's row, Old Man's dummy hand) is written by the fields
that name its class, chosen by the part's type once. The code is generated (as the request
loaders are, :mod:`.loading`) because a loop over field descriptions reads each field's
settings for every seat of every answer, which costs more than the writing. For the same
reason a list of nested items is written by a loop in its parent's function, each item's code
in line (:mod:`.writing_inline`), not by a call an item; and what several fields read on the
way into the value (a hand's evaluation, its score) is read once (:mod:`.writing_plan`).

The schema stays the contract: with ``VERIFY_COMPILED`` set (the test suite sets it)
:func:`~service.api.fast.answers.json_answer` checks every answer against it (marshmallow's
``dump`` gives the same values, every required field is there and no other).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from typing import Any, Final, Protocol, cast

import marshmallow as ma

from service.api.contract.fields import CardField
from service.api.contract.sources import Source, source_of
from service.api.fast.writing_inline import loop_by_item, loop_by_row
from service.api.fast.writing_plan import (
    Groups,
    Steps,
    card_list,
    cards_text,
    in_writing_order,
    leading,
    read_once,
    steps_of,
    uses_index,
    walk,
    way_of,
)


class Writer(Protocol):
    """A compiled writer: the core's value and the caller's given values (the request's seats,
    the game's id) to the answer's JSON values."""

    def __call__(self, value: Any, given: Mapping[str, Any] = ..., /) -> dict[str, Any]: ...


Entry = tuple[str, str]
"""A field always written: its key's literal and its expression."""

_NO_GIVEN: Final[Mapping[str, Any]] = {}


Compiled = Callable[[Any, Mapping[str, Any], int], dict[str, Any]]
"""A schema's generated function: the value, the given values and the item's index."""

WRITTEN: Final = " written"
"""After a field's name, the given value that holds the field already written (:func:`writer`'s
``written``)."""


@functools.cache
def writer(schema: type[ma.Schema], written: frozenset[str] = frozenset()) -> Writer:
    """The writer of ``schema``'s answers, generated once, when it first writes one: generating
    every answer's writer as the app was imported delayed a fresh server's first answer
    (bench/first_answer.py), for answers a worker may never give.

    The fields named in ``written`` are not written from the value: each is given already
    written, as JSON values (or an ``orjson.Fragment``), under its name and :data:`WRITTEN`
    (``given["seats written"]``); a field so given must be required and written always."""
    compiled: Compiled | None = None

    def write(value: Any, given: Mapping[str, Any] = _NO_GIVEN) -> dict[str, Any]:
        nonlocal compiled
        if compiled is None:
            compiled = item_writer(schema, written)
        return compiled(value, given, 0)

    write.__doc__ = f"{schema.__name__}'s answer to a value."
    return write


@functools.cache
def item_writer(schema: type[ma.Schema], written: frozenset[str] = frozenset()) -> Compiled:
    """``schema``'s generated function itself, ``(value, given, i)``: an item of a list written
    on its own (``i`` its index, where the schema reads it)."""
    generator = _Generator(written)
    name = generator.function(schema())
    exec("\n".join(generator.lines), generator.names)  # the schema's own names, as literals
    return cast("Compiled", generator.names[name])


def source_text(schema: type[ma.Schema], written: frozenset[str] = frozenset()) -> str:
    """The code generated for ``schema`` (to read, and for the tests)."""
    generator = _Generator(written)
    generator.function(schema())
    return "\n".join(generator.lines)


class _Generator:
    """The functions of one writer: one a schema, each calling those of its nested schemas
    or writing their lists in line."""

    def __init__(self, written: frozenset[str] = frozenset()) -> None:
        self.lines: list[str] = []
        self.names: dict[str, Any] = {}
        self._made: dict[type[ma.Schema], str] = {}
        self._written = written
        """The outermost schema's fields given already written."""
        self._lists = 0
        """Lists of cards written so far (each one's names are its own)."""
        self._bound: dict[Steps, str] = {}
        """The ways into the value the function being generated reads once, at its start: the
        names it keeps them by."""
        self._code: dict[str, str] = {}
        """Each function generated, by name."""
        self._loops = 0
        """Lists written by a loop so far (each one's names are its own)."""
        self._before: list[str] = []
        """The statements the field being generated needs before it (its loop)."""

    def name(self, value: Any, prefix: str = "f") -> str:
        """A global name the generated code calls ``value`` by."""
        name = f"{prefix}{len(self.names)}"
        self.names[name] = value
        return name

    def function(self, schema: ma.Schema) -> str:
        """The name of ``schema``'s function ``(value, given, i)``, generated once."""
        kind = type(schema)
        made = self._made.get(kind)
        if made is not None:
            return made
        outermost = not self._made
        name = self._made[kind] = f"write_{kind.__name__}"
        fields = schema.dump_fields
        sources = {field_name: source_of(field.metadata) for field_name, field in fields.items()}
        if outermost and self._written:
            sources = self._given_written(schema, sources)
        sources = in_writing_order(sources)
        outer = self._bound, self._before
        self._bound, self._before = read_once(sources), []
        body = [f"{kept} = {self._path(way[:-1], way[-1:])}" for way, kept in self._bound.items()]
        groups, parts = self._groups(sources)
        body += ["part = value.part", "kind = type(part)"] if parts else []
        body += self._fields(groups, fields, sources)
        code = [f"def {name}(value, given, i):", *_indented(body, 4), "    return out", ""]
        self.lines += code
        self._code[name] = "\n".join(code)
        self._bound, self._before = outer
        return name

    def _fields(
        self, groups: Groups, fields: Mapping[str, ma.fields.Field[Any]], sources: dict[str, Source]
    ) -> list[str]:
        """The statements writing the fields into ``out``: those written always by dict
        displays, the others each under its group's condition."""
        first = leading(groups, fields, sources)
        body: list[str] = []
        made_out = False  # the answer's dict: made by the first display, else empty at first
        display: list[Entry] = []  # written at once, by one dict display
        before: list[str] = []  # what the display's fields need before it
        cards: tuple[str, str] | None = None  # the display's last list of cards: its names
        for condition, members in groups[len(first) :]:
            lines: list[str] = []
            for member in members:
                entry = self._entry(member, fields[member], sources[member])
                needs, self._before = self._before, []
                # A field that reads the answer so far is written after the fields before it.
                reads_out = sources[member].nested_given or sources[member].derive
                if condition is None and isinstance(entry, tuple) and not reads_out:
                    if card_list(fields[member], sources[member]):
                        entry, cards = self._cards(entry, member, fields[member], cards)
                    display.append(entry)
                    before += needs
                    continue
                lines += [*needs, _assignment(entry)] if isinstance(entry, tuple) else entry
            if display and (lines or condition is not None):
                body += [*before, *_display(display, first=not made_out)]
                body += [] if made_out else self._put_first(first, fields, sources)
                made_out, display, before = True, [], []
            elif lines or condition is not None:
                body += [] if made_out else ["out = {}"]
                made_out = True
            if condition is not None:
                body += [f"if {condition}:", *_indented(lines, 4)]
            else:
                body += lines
        if display or not made_out:
            body += [*before, *_display(display, first=not made_out)]
            body += [] if made_out else self._put_first(first, fields, sources)
        return body

    def _path(self, steps: Steps, further: Steps = ()) -> str:
        """The expression of the value's ``steps`` then ``further``: from the longest of the
        ways read once that ``steps`` starts with."""
        for end in range(len(steps), 0, -1):
            kept = self._bound.get(steps[:end])
            if kept is not None:
                return walk(kept, steps[end:] + further)
        return walk("value", steps + further)

    def _given_written(self, schema: ma.Schema, sources: dict[str, Source]) -> dict[str, Source]:
        """``sources`` with the fields given already written read from ``given``."""
        fields = schema.dump_fields
        unknown = self._written - fields.keys()
        if unknown:
            raise ValueError(f"{type(schema).__name__} has no field {sorted(unknown)}")
        for name in self._written:
            source = sources[name]
            if not fields[name].required or source.when is not None or source.part is not None:
                raise ValueError(f"{type(schema).__name__}.{name} is not always written")
            sources[name] = Source(given=name + WRITTEN)
        return sources

    def _groups(self, sources: dict[str, Source]) -> tuple[Groups, dict[type, str]]:
        """The fields in the schema's order, in groups written under one condition (None:
        always), and the parts' classes by name: a family's fields together where the first of
        them is (one check of the part's type for all of them)."""
        groups: Groups = []
        parts: dict[type, str] = {}
        for field_name, source in sources.items():
            if source.part is not None:
                if source.part in parts:
                    continue
                parts[source.part] = self.name(source.part, "part")
                condition: str | None = f"kind is {parts[source.part]}"
                members = [n for n in sources if sources[n].part is source.part]
            else:
                condition = None if source.when is None else self._path(steps_of(source.when))
                members = [field_name]
            if groups and condition is not None and groups[-1][0] == condition:
                groups[-1][1].extend(members)
            else:
                groups.append((condition, members))
        return groups, parts

    def _put_first(
        self, first: Groups, fields: Mapping[str, ma.fields.Field[Any]], sources: dict[str, Source]
    ) -> list[str]:
        """The statements that put the leading fields first in ``out``, where they have a
        value: the last first, each before the answer so far."""
        lines = []
        for _, (name,) in reversed(first):
            found, key, written = self._optional(name, fields[name], sources[name])
            needs, self._before = self._before, []
            put = f"out = {{{key}: {written}, **out}}"
            lines += [f"x = {found}", "if x is not None:", *_indented([*needs, put], 4)]
        return lines

    def _cards(
        self, entry: Entry, name: str, field: ma.fields.Field[Any], last: tuple[str, str] | None
    ) -> tuple[Entry, tuple[str, str]]:
        """A list of cards written by the display, and the names of its cards and its texts:
        where it is the same tuple as the display's last list of cards (a natural hand plays as
        its own best five), that list is written again, not made twice."""
        assert isinstance(field, ma.fields.List)
        self._lists += 1
        cards, texts = f"cards_{self._lists}", f"texts_{self._lists}"
        raw = self._raw(name, source_of(field.metadata))
        if last is None:
            written = f"({texts} := {self._items(field, f'({cards} := {raw})', '', 0)})"
        else:
            last_cards, last_texts = last
            made = self._items(field, cards, "", 0)
            shared = f"{last_texts} if ({cards} := {raw}) is {last_cards} else {made}"
            written = f"({texts} := {shared})"
        return (entry[0], written), (cards, texts)

    def _entry(self, name: str, field: ma.fields.Field[Any], source: Source) -> Entry | list[str]:
        """One field: its key and expression where it is written whenever its group is, else
        the statements that write it into ``out``."""
        key = repr(field.data_key or name)
        if source.when is not None or source.part is not None or field.required:
            raw = self._raw(name, source)
            written = self._kind(field, raw, source)
            if field.allow_none and written != raw:
                written = f"None if (x := {raw}) is None else {self._kind(field, 'x', source)}"
            return key, written
        found, key, written = self._optional(name, field, source)
        needs, self._before = self._before, []  # the loop writing a list: only where there is one
        return [
            f"x = {found}",
            "if x is not None:",
            *_indented([*needs, f"out[{key}] = {written}"], 4),
        ]

    def _optional(
        self, name: str, field: ma.fields.Field[Any], source: Source
    ) -> tuple[str, str, str]:
        """A field not required, left out where there is no value (a seat's name where none
        was given): the expression of its value, its key, and the expression writing ``x``."""
        found = f"given.get({source.given!r})" if source.given else self._raw(name, source)
        return found, repr(field.data_key or name), self._kind(field, "x", source)

    def _raw(self, name: str, source: Source) -> str:
        """The expression of the field's value, before its kind writes it."""
        if source.index:
            raw = "i"
        elif source.given is not None:
            raw = f"given[{source.given!r}]"
        elif source.derive is not None:
            raw = f"{self.name(source.derive)}(out)"
        elif source.part is not None:
            raw = walk("part", way_of(name, source))
        else:
            raw = self._path(way_of(name, source))
        if source.write is not None:
            raw = f"{self.name(source.write)}({raw})"
        return raw

    def _kind(self, field: ma.fields.Field[Any], value: str, source: Source) -> str:
        """The expression writing ``value`` (a name) as the field's kind says."""
        if source.write is not None or source.given is not None:
            return value  # already JSON values
        if isinstance(field, CardField):
            return f"{value}.text"
        given = "out" if source.nested_given == "answer" else "given"
        if isinstance(field, ma.fields.Nested) and isinstance(field.schema, ma.Schema):
            return f"{self.function(field.schema)}({value}, {given}, i)"
        if not isinstance(field, ma.fields.List):
            return value
        inner = field.inner
        if isinstance(inner, ma.fields.Nested) and isinstance(inner.schema, ma.Schema):
            item = self.function(inner.schema)
            if source.rows is not None and source.path == "":
                # By seat, every item written from one value (its columns), in a loop here.
                if field.allow_none:
                    raise ValueError(f"{field.name}: a list written by seat is never null")
                return self._in_line(loop_by_row, item, value, f"given[{source.rows!r}]")
            if source.rows is not None:
                rows = f"given[{source.rows!r}]"
                return (f"[{item}(x, row, j) for j, (row, x) in "
                        f"enumerate(zip({rows}, {value}, strict=True))]")  # fmt: skip
            if not (field.allow_none or inner.allow_none) and item in self._code:  # not recursive
                return self._in_line(
                    loop_by_item, item, value, given, index=uses_index(inner.schema)
                )
        return self._items(field, value, given, 0)

    def _in_line(self, loop: Callable[..., list[str]], item: str, *args: Any, **kw: Any) -> str:
        """The name of a list written by ``loop`` (:mod:`.writing_inline`) before the field
        (:attr:`_before`), each item by ``item``'s code in line, under names of its own."""
        self._loops += 1
        suffix = f"__{self._loops}"
        self._before += loop(self._code[item], suffix, *args, **kw)
        return "items" + suffix

    def _items(self, field: ma.fields.List, value: str, given: str, depth: int) -> str:  # type: ignore[type-arg]
        """The expression writing the list ``value`` item by item (a list of lists: each in
        turn, ``depth`` deep)."""
        inner, each = field.inner, f"item{depth}"
        if isinstance(inner, CardField) and not inner.allow_none:
            return cards_text(value, depth)
        if isinstance(inner, CardField):
            written = f"{each}.text"
        elif isinstance(inner, ma.fields.Nested) and isinstance(inner.schema, ma.Schema):
            written = f"{self.function(inner.schema)}({each}, {given}, 0)"
        elif isinstance(inner, ma.fields.List):
            written = self._items(inner, each, given, depth + 1)
        else:
            return f"list({value})"
        if inner.allow_none:
            written = f"None if {each} is None else {written}"
        return f"[{written} for {each} in {value}]"


def _display(entries: list[Entry], *, first: bool) -> list[str]:
    """Entries written into ``out`` at once: the dict made by a display, or added by one."""
    items = [f"{key}: {value}," for key, value in entries]
    if first and not entries:
        return ["out = {}"]
    if first:
        return ["out = {", *_indented(items, 4), "}"]
    if len(entries) == 1:
        return [_assignment(entries[0])]
    return ["out |= {", *_indented(items, 4), "}"]


def _assignment(entry: Entry) -> str:
    key, value = entry
    return f"out[{key}] = {value}"


def _indented(lines: list[str], spaces: int) -> list[str]:
    return [" " * spaces + line for line in lines]
