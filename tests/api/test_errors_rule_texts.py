"""The texts of rule violations quote what a caller sent as JSON does, never as Python does.

A rule's text is built in the core, far from the problem that carries it, from values of any
type: a ``{value!r}`` there writes ``'10h'``, ``None`` or ``<Street.FOURTH: 4>`` to a person.
Every f-string in the core that converts with ``!r`` is found here; only the texts of errors no
caller reads (a programming error: TypeError, AssertionError) may keep one.
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Final

import service.rules
from service.rules.errors import quoted

CORE: Final = Path(service.rules.__file__).parent
INTERNAL_ERRORS: Final = frozenset({"TypeError", "AssertionError", "NotImplementedError"})


def _reprs_in_texts(tree: ast.AST) -> list[int]:
    """Lines of f-strings with ``!r`` outside the texts of internal errors."""
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    lines = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.FormattedValue) and node.conversion == ord("r")):
            continue
        above: ast.AST | None = node
        while above is not None and not isinstance(above, ast.Call):
            above = parents.get(above)
        called = above.func if isinstance(above, ast.Call) else None
        if not (isinstance(called, ast.Name) and called.id in INTERNAL_ERRORS):
            lines.append(node.lineno)
    return lines


def test_no_rule_text_writes_a_value_as_python_does() -> None:
    found = {
        str(path.relative_to(CORE)): lines
        for path in sorted(CORE.rglob("*.py"))
        if (lines := _reprs_in_texts(ast.parse(path.read_text(encoding="utf-8"))))
    }
    assert not found, f"use service.rules.errors.quoted, not !r: {found}"


def test_the_check_finds_a_repr() -> None:
    tree = ast.parse('raise RuleViolation("x", f"{card!r} is not a card")\nTypeError(f"{t!r}")')
    assert _reprs_in_texts(tree) == [1]


def test_values_are_quoted_as_json_writes_them() -> None:
    assert [quoted(v) for v in ("10h", None, True, 3, ["As"])] == [
        '"10h"',
        "null",
        "true",
        "3",
        '["As"]',
    ]
