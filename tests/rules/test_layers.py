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
                "counterbluff_ruling", "steps.counterbluff", "steps.old_man", "steps.reveal",
                "openers", "holdem", "draw_games",
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


GAMES_DIR = CORE / "games"
ENGINE_MODULES = (
    "engine.py",
    "kinds.py",
    "endings.py",
    *(f"steps/{p.name}" for p in (GAMES_DIR / "steps").glob("*.py")),
)


def _classes(path: Path) -> list[ast.ClassDef]:
    return [n for n in ast.walk(ast.parse(path.read_text())) if isinstance(n, ast.ClassDef)]


def test_every_game_runs_in_the_one_engine() -> None:
    """DESIGN.md, one engine: a game is a declaration of steps. No class in the games extends the
    engine, a step kind or an ending (a game's own procedure is a step kind of its own, not an
    override), and only the engine takes an event (``apply`` on the engine) or walks the events
    (``replay``)."""
    machinery = {node.name for name in ENGINE_MODULES for node in _classes(GAMES_DIR / name)}
    assert {"Engine", "Deal", "BettingRound", "Show"} <= machinery
    extending = sorted(
        f"{path.relative_to(CORE)}: {node.name}({ast.unparse(base)})"
        for path in GAMES_DIR.rglob("*.py")
        for node in _classes(path)
        for base in node.bases
        if ast.unparse(base).split("[")[0].split(".")[-1] in machinery
    )
    assert not extending, f"classes that extend the engine or a step kind: {extending}"
    walkers = sorted(
        f"{_module_name(path)}.{node.name}"
        for path in GAMES_DIR.rglob("*.py")
        for node in ast.walk(ast.parse(path.read_text()))
        if isinstance(node, ast.FunctionDef) and node.name == "replay"
    )
    assert walkers == ["service.rules.games.engine.replay"]


def test_house_rules_are_read_as_typed_never_downcast() -> None:
    """A declaration reads its own game's typed house rules: nothing asks what kind a game's
    house rules are (``isinstance(..., SomethingRules)``, ``rules_of``)."""
    found = sorted(
        f"{path.relative_to(CORE.parent)}:{node.lineno}"
        for path in [*CORE.rglob("*.py"), *(CORE.parent / "api").rglob("*.py")]
        for node in ast.walk(ast.parse(path.read_text()))
        if isinstance(node, ast.Call)
        and (
            (isinstance(node.func, ast.Attribute) and node.func.attr == "rules_of")
            or (
                isinstance(node.func, ast.Name)
                and node.func.id == "isinstance"
                and ast.unparse(node.args[1]).endswith("Rules")
            )
        )
    )
    assert not found, f"house rules downcast at {found}"


def test_no_step_kind_reads_the_phase_of_another() -> None:
    """A step kind knows its own phase only: it never asks the hand which step it is at."""
    found = sorted(
        f"steps/{path.name}:{node.lineno}"
        for path in (GAMES_DIR / "steps").glob("*.py")
        for node in ast.walk(ast.parse(path.read_text()))
        if isinstance(node, ast.Attribute)
        and node.attr in {"phase", "step", "steps", "current"}
        and not (isinstance(node.value, ast.Name) and node.value.id == "self")
    )
    assert not found, f"step kinds that read the hand's step: {found}"
