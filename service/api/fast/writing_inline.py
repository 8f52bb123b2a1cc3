"""An item's generated function (:mod:`.writing`) written in line, in a loop of the function
that writes its list: on Python 3.11 a call per item (a showdown's hands) costs about as much as
writing the item, and the item's reads of its list's parent (the columns) are made once.

>>> code = '''def write_Item(value, given, i):
...     value_scores = value.scores
...     out = {'score': value_scores[i], 'name': given['name']}
...     return out'''
>>> before, each = in_line(code, "__1")
>>> before
['value_scores__1 = value__1.scores']
>>> each
["out__1 = {'score': value_scores__1[i__1], 'name': given__1['name']}"]
"""

from __future__ import annotations

import ast
import re


def in_line(function: str, suffix: str) -> tuple[list[str], list[str]]:
    """A generated function's statements as another function's, its own names (its arguments
    ``value``, ``given`` and ``i`` among them) ended by ``suffix``, the item written left in
    ``out`` + suffix: the ways into its value it starts by reading once
    (:func:`.writing_plan.read_once`) that read nothing else but each other, for before the
    loop, and the other statements, for each item."""
    (definition,) = ast.parse(function).body
    assert isinstance(definition, ast.FunctionDef)
    own = {argument.arg for argument in definition.args.args}
    own |= {
        node.id
        for node in ast.walk(definition)
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store)
    }
    for node in ast.walk(definition):
        if isinstance(node, ast.Name) and node.id in own:
            node.id += suffix
    *statements, last = definition.body
    if not (isinstance(last, ast.Return) and ast.unparse(last) == f"return out{suffix}"):
        raise ValueError(f"a generated function ends by returning out: {ast.unparse(last)}")
    known, count = {"value" + suffix}, 0
    renamed = {name + suffix for name in own}
    for statement in statements:
        if not isinstance(statement, ast.Assign) or len(statement.targets) > 1:
            break
        (target,) = statement.targets
        if not isinstance(target, ast.Name) or not target.id.startswith("value_"):
            break
        reads = {node.id for node in ast.walk(statement.value) if isinstance(node, ast.Name)}
        if not reads & renamed <= known:
            break
        known.add(target.id)
        count += 1
    before = [ast.unparse(statement) for statement in statements[:count]]
    each = [line for s in statements[count:] for line in ast.unparse(s).splitlines()]
    return before, each


def loop_by_row(function: str, suffix: str, value: str, rows: str) -> list[str]:
    """The statements writing ``items`` + suffix: an item by row of ``rows``, each written
    by ``function`` in line from ``value`` by its index, its row as its given values; what the
    items read of ``value`` alone (its columns) read once, before the loop."""
    before, each = in_line(function, suffix)
    items = "items" + suffix
    return [
        f"value{suffix} = {value}",
        *before,
        f"{items} = []",
        f"for i{suffix}, given{suffix} in enumerate({rows}):",
        *_indented([*each, f"{items}.append(out{suffix})"]),
    ]


def loop_by_item(function: str, suffix: str, value: str, given: str, *, index: bool) -> list[str]:
    """The statements writing ``items`` + suffix: the list ``value`` item by item, each by
    ``function`` in line with ``given`` as its given values and, if ``index``, its index (else
    0, as an item written by a call is given)."""
    before, each = in_line(function, suffix)
    items = "items" + suffix
    each_item = (
        f"i{suffix}, value{suffix} in enumerate({value})" if index else f"value{suffix} in {value}"
    )
    code = "\n".join([*before, *each])
    return [
        # Only what the items read (most read neither).
        *([f"given{suffix} = {given}"] if re.search(rf"\bgiven{suffix}\b", code) else []),
        *([f"i{suffix} = 0"] if not index and re.search(rf"\bi{suffix}\b", code) else []),
        f"{items} = []",
        f"for {each_item}:",
        *_indented([*before, *each, f"{items}.append(out{suffix})"]),
    ]


def _indented(lines: list[str]) -> list[str]:
    return ["    " + line for line in lines]
