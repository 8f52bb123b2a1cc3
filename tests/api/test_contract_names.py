"""One name, one kind of value, across the whole contract (docs/names.md: one spelling per
concept): a field called ``down`` is a list of cards wherever it appears, never a count in one
answer and cards in another event. The contract's property names are collected from every
component, each with the JSON kind of its value; a name with two kinds is two concepts under
one spelling, and the test names it.

The names below are known exceptions, each with why it stands or what it waits for; the list
may only shrink.
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path
from typing import Any, Final

import yaml

COMMITTED: Final = Path(__file__).parents[2] / "openapi.yaml"

KNOWN: Final[dict[str, str]] = {
    # Spelled alike by design: the same concept at two scales.
    "in_round": "a seat's chips this round in the state; each seat's, by seat, in a round",
    "returned": "chips a player takes back; each seat's, by seat, after false openers",
    "antes": "a seat's ante; the next deal's antes, by seat",
    "blinds": "the stakes' blinds; the catalogue's description of a game's blinds",
    "actions": "a betting round's actions; a dispute's, each by its type alone",
    "options": "a request's house rules; the catalogue's list describing them",
    "rules": "a rule's ids where cited; the rulebook's rules themselves",
    "value": "a hand's value; a Counterbluff card's points (a number)",
    "total": "a betting total; Counterbluff's running score (a number)",
    "status": "a problem's HTTP status; a seat's or the service's state",
    "plays_as": "what the best five play as; what one wild card plays as",
    "false_openers": "the false-openers house rule; the ruling on them",
    "old_man": "Old Man's part of a hand; its settle request and answer",
}


def _kind(schema: Any, components: dict[str, Any]) -> str | None:
    """The JSON kind of a property's values: a type, an array of a kind, or a union."""
    if not isinstance(schema, dict):
        return None
    if "$ref" in schema:
        target = components[schema["$ref"].rsplit("/", 1)[-1]]
        return _kind(target, components) or "object"
    branches = schema.get("oneOf") or schema.get("anyOf") or schema.get("allOf")
    if branches and "type" not in schema:  # a typed schema's branches only say what it requires
        kinds = {_kind(branch, components) for branch in branches} - {None, "null"}
        return kinds.pop() if len(kinds) == 1 else "union"
    declared = schema.get("type", "object" if "properties" in schema else None)
    if isinstance(declared, list):
        named = [t for t in declared if t != "null"]
        declared = named[0] if len(named) == 1 else "union"
    if declared == "array":
        return f"array of {_kind(schema.get('items'), components)}"
    if declared == "number":
        return "integer" if schema.get("format") == "int32" else "number"
    return declared if isinstance(declared, str) else None


def _kinds_by_name() -> dict[str, dict[str, set[str]]]:
    components = yaml.safe_load(COMMITTED.read_text())["components"]["schemas"]
    found: dict[str, dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))

    def walk(where: str, schema: Any) -> None:
        if not isinstance(schema, dict):
            return
        for name, inner in (schema.get("properties") or {}).items():
            kind = _kind(inner, components)
            if kind is not None:
                found[name][kind].add(where)
            walk(f"{where}.{name}", inner)
        walk(where, schema.get("items"))
        for key in ("oneOf", "anyOf", "allOf"):
            for branch in schema.get(key, ()):
                walk(where, branch)

    for name, schema in components.items():
        walk(name, schema)
    return found


def test_a_name_means_one_kind_of_value_everywhere() -> None:
    """docs/names.md: one spelling per concept, so one kind of value per spelling."""
    clashes = {
        name: {kind: sorted(where)[:3] for kind, where in kinds.items()}
        for name, kinds in _kinds_by_name().items()
        if len(kinds) > 1 and name not in KNOWN
    }
    assert clashes == {}, "a name with two kinds of value: rename one, or say why in KNOWN"


def test_every_known_exception_still_clashes() -> None:
    """An exception fixed leaves the list (it may only shrink)."""
    kinds = _kinds_by_name()
    healed = sorted(name for name in KNOWN if len(kinds.get(name, {})) <= 1)
    assert healed == [], "no longer two kinds of value: remove from KNOWN"
