"""The core stays pure: ``service/rules`` imports no web framework, no API code, and does no I/O.

DESIGN.md "Layers": the rules are decided in the core and only translated by the API, so the
core must be usable (and testable) without Flask, marshmallow or werkzeug. Read from the source
with :mod:`ast`, so an import inside a function counts as much as one at the top.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

CORE = Path(__file__).parents[2] / "service" / "rules"

FORBIDDEN = (
    "flask",
    "flask_smorest",
    "flask_swagger_ui",
    "marshmallow",
    "werkzeug",
    "apispec",
    "gunicorn",
    "service.api",
    "service.app",
    "service.wsgi",
    "service.settings",
    # I/O: the core answers from its arguments alone.
    "socket",
    "subprocess",
    "urllib",
    "http",
    "requests",
    "logging",
)

IO_CALLS = frozenset({"open", "print", "input"})


def _imports(tree: ast.AST) -> list[tuple[int, str]]:
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append((node.lineno, node.module))
    return found


def _forbidden(module: str) -> bool:
    return any(module == name or module.startswith(name + ".") for name in FORBIDDEN)


MODULES = sorted(CORE.rglob("*.py"))


def test_the_core_has_modules() -> None:
    assert len(MODULES) > 20


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(CORE)))
def test_core_module_imports_no_framework_and_does_no_io(path: Path) -> None:
    tree = ast.parse(path.read_text(), filename=str(path))
    bad = [f"line {line}: import {module}" for line, module in _imports(tree) if _forbidden(module)]
    bad += [
        f"line {node.lineno}: {node.func.id}()"
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in IO_CALLS
    ]
    assert not bad, f"{path.relative_to(CORE)} reaches outside the core: {bad}"


def test_the_check_sees_a_forbidden_import() -> None:
    """The checker itself: an import of Flask inside a function is caught."""
    tree = ast.parse("def f():\n    from flask import request\n    import werkzeug.exceptions\n")
    assert [m for _, m in _imports(tree) if _forbidden(m)] == ["flask", "werkzeug.exceptions"]
    assert not _forbidden("flasky") and not _forbidden("service.rules.api_names")


# -- shared machinery and the games --------------------------------------------------------

GAME_MODULES = frozenset(
    {
        *(
            f"service.rules.games.{name}"
            for name in (
                "stud", "draw", "false_openers", "jacks_rulings", "elimination", "points",
                "old_man", "old_man_settlement", "counterbluff", "counterbluff_scoring",
                "counterbluff_ruling",
            )
        ),
        "service.rules.pots.matching",
    }
)  # fmt: skip
"""A game's own steps and rulings: what only one game (or family) does."""

REGISTRY = frozenset(
    f"service.rules.games.{name}" for name in ("catalog", "house_rules", "procedure")
)
"""Modules that name every game (the catalogue, its house rules, the dispatch): they import
games by design."""


def _module_name(path: Path) -> str:
    return ".".join(path.relative_to(CORE.parents[1]).with_suffix("").parts)


def test_shared_machinery_imports_no_game_module() -> None:
    """DESIGN.md: a game is a declaration plus its own steps; the machinery every game shares
    (cards, ranking, betting, pots, the hand engine) never reaches into one game's module."""
    found = set()
    for path in MODULES:
        name = _module_name(path)
        if name in GAME_MODULES or name in REGISTRY or ".rulebook" in name:
            continue
        tree = ast.parse(path.read_text())
        found |= {(name, module) for _, module in _imports(tree) if module in GAME_MODULES}
    assert not found, f"shared modules that import a game's own module: {sorted(found)}"


def test_every_game_module_named_exists() -> None:
    names = {_module_name(path) for path in MODULES}
    assert names >= GAME_MODULES | REGISTRY


def test_every_game_runs_in_the_one_engine() -> None:
    """DESIGN.md, one engine: every family's hand and Counterbluff's game are procedures of
    :mod:`service.rules.games.engine`, and only the engine takes an event (``apply``) or walks
    the events (``replay``); a game declares its steps and handlers, nothing more."""
    from service.rules.games.counterbluff import CounterbluffGame
    from service.rules.games.engine import Procedure
    from service.rules.games.procedure import HANDS

    assert all(issubclass(hand, Procedure) for hand in HANDS.values())
    assert issubclass(CounterbluffGame, Procedure)
    takers = sorted(
        f"{_module_name(path)}.{node.name}"
        for path in MODULES
        if path.parent.name == "games"
        for node in ast.walk(ast.parse(path.read_text()))
        if isinstance(node, ast.FunctionDef) and node.name in {"apply", "replay"}
    )
    assert takers == [
        "service.rules.games.engine.apply",
        "service.rules.games.engine.replay",
    ]
