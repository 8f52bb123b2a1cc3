"""The last touches to the generated contract: what the marshmallow schemas say only as a whole.

apispec writes one JSON Schema per marshmallow schema, field by field. What a schema says about
its fields together (``dependentRequired``, ``dependentSchemas``) it declares in a classmethod
``json_schema_extra``, merged here into its component, so that the contract states every
combination the loader refuses. A property without a description of its own gets its name's
meaning from the glossary (:mod:`.glossary`). A value set used in several places (a card, a
rank, a ranking system, a game id...) is one named component (:data:`VALUE_SETS`) that every use
refers to, so that a generated client has one type for it. Components nothing refers to are
dropped.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Mapping
from typing import Any, Final

from service.api.contract.betting import STUD_STREETS
from service.api.contract.fields import (
    NATURAL_CARD_PATTERN,
    PLAYING_CARD_PATTERN,
    RANK_LETTERS,
    SEEN_OR_HIDDEN_PATTERN,
)
from service.api.contract.games import PLAYED_BY_EVENTS
from service.api.contract.glossary import GLOSSARY
from service.api.contract.options import RANKED_GAMES, every_option
from service.rules.betting.streets import ShowingTie
from service.rules.betting.terms import HeadsUpRaises, Move, Structure
from service.rules.disputes.deal import FIRST_ROUND_MOVES
from service.rules.disputes.ruling import CardFate, ExposedBy, Family, HandStatus
from service.rules.disputes.showdown import CALLABLE
from service.rules.disputes.wagers import OUT_OF_TURN_MOVES
from service.rules.games.catalog import CATALOG
from service.rules.games.counterbluff_scoring import LowballReply
from service.rules.games.events import EventType, Phase
from service.rules.games.false_openers import FalseOpenersRule
from service.rules.games.options import OptionKind
from service.rules.pots.shares import Declaration, FailedPigs, NoQualifyingLow, OddChipRule
from service.rules.ranking import ALL_SYSTEMS, Category, RankingSystem
from service.rules.ranking.wild import JokerRule


def _enum(description: str, values: list[str]) -> dict[str, Any]:
    return {"type": "string", "enum": values, "description": description}


def _card(description: str, pattern: str) -> dict[str, Any]:
    return {"type": "string", "pattern": pattern, "maxLength": 3, "description": description,
            "example": "As"}  # fmt: skip


VALUE_SETS: Final[dict[str, dict[str, Any]]] = {
    "Card": _card("A card: rank 2-9, T, J, Q, K or A, then suit c, d, h or s (As, Td); Jk for "
                  "a joker.", PLAYING_CARD_PATTERN),
    "NaturalCard": _card("A card of the 52 (no joker): rank then suit (As, Td).",
                         NATURAL_CARD_PATTERN),
    "CardOrHidden": _card("A card (As, Td, Jk), or ?? for a card nobody can see.",
                          SEEN_OR_HIDDEN_PATTERN),
    "Rank": _enum("A rank, one letter: 2-9, T, J, Q, K, A.", list(RANK_LETTERS)),
    "RankingSystem": _enum("A ranking system.", [s.value for s in RankingSystem]),
    "AnyRankingSystem": _enum(
        "A ranking system a ruling may be made under: the four of RankingSystem, or a game's own "
        "(badugi, short-deck high).",
        [s.value for s in ALL_SYSTEMS],
    ),
    "LowRankingSystem": _enum(
        "A low ranking system.", [s.value for s in RankingSystem if s != RankingSystem.HIGH]
    ),
    "Category": _enum("A hand's category, one word for a kind of hand under every ranking, but "
                      "that an unpaired low is `no_pair` (high poker's `high_card`), as is "
                      "every badugi.",
                      [c.value for c in Category]),
    "Declaration": _enum("What a seat plays for.", [d.value for d in Declaration]),
    "GameId": _enum("A game of `GET /v1/games`.", list(CATALOG)),
    "RankedGameId": _enum("A game whose showdown ranks hands (all but Elimination).",
                          RANKED_GAMES),
    "PlayedGameId": _enum("A game played event by event through `POST /v1/games/{game}/state` "
                          "(all but Counterbluff, which has its own).", PLAYED_BY_EVENTS),
    "EventType": _enum("The type of a hand's event.", [t.value for t in EventType]),
    "Phase": _enum("What a hand is doing.", [p.value for p in Phase]),
    "BettingAction": _enum("A betting action.", [m.value for m in Move]),
    "BettingStructure": _enum("A betting structure.", [s.value for s in Structure]),
    "ShowingTie": _enum("How a tie for the best hand showing is broken.",
                        [t.value for t in ShowingTie]),
    "HeadsUpRaises": _enum("When the cap on raises lifts for two players.",
                           [h.value for h in HeadsUpRaises]),
    "FalseOpenersReading": _enum("Whose reading of false openers' case d applies: the Jacks "
                                 "or Better write-up's (poker.tj) or Robert's Rules'.",
                                 [r.value for r in FalseOpenersRule]),
    "FalseOpenersCase": _enum("The case of the false-openers rule (the Jacks or Better "
                              "write-up, poker.tj: cases a-f).",
                              list("abcdef")),
    "CounterbluffHandEnd": _enum("How a hand of Counterbluff ended.",
                                 ["showdown", "fold", "lowball"]),
    "LowballReply": _enum("The reply to a Lowball call: fold, or play the hand face down or up.",
                          [r.value for r in LowballReply]),
    "JokerRule": _enum("How jokers play.", [j.value for j in JokerRule]),
    "OddChipRule": _enum("Who gets an odd chip.", [o.value for o in OddChipRule]),
    # Failed pigs and a low-only pot with no qualifying low offer the same two choices: one
    # value set, each field saying which pot it is about.
    "UnwonPot": _enum("What happens to a pot nobody wins: it stays for the next deal "
                      "(carry_over), or its players share it (split).",
                      [f.value for f in FailedPigs]),
    "StudStreet": _enum("A street of seven-card stud, by its name.", list(STUD_STREETS)),
    "DisputeFamily": _enum("The family of the game a dispute arose in.", [f.value for f in Family]),
    "ExposedBy": _enum("Who exposed the card.", [e.value for e in ExposedBy]),
    "CardFate": _enum("What becomes of a card in dispute: it plays, is replaced, or the hand is "
                      "redealt.", [c.value for c in CardFate]),
    "HandStatus": _enum("Whether a hand is live or dead.", [h.value for h in HandStatus]),
    "ActionInTurn": _enum("An action a player takes in turn (every betting action but the "
                          "bring-in).", sorted(m.value for m in FIRST_ROUND_MOVES)),
    "ActionOutOfTurn": _enum("An action a player may take out of turn.",
                             sorted(m.value for m in OUT_OF_TURN_MOVES)),
    "NaturalCategory": _enum("A category a hand without wild cards can make.",
                             [c.value for c in CALLABLE]),
}  # fmt: skip
"""The value sets named in the contract, each used wherever its exact values appear."""


def _house_rule_value_sets(known: Mapping[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """A value set for each house rule of choices no other set has: the rule appears in every
    game's options and in the options of all games, and a client gets one type for it."""
    taken = {frozenset(v["enum"]) for v in known.values() if "enum" in v}
    found: dict[str, dict[str, Any]] = {}
    for name, option in sorted(every_option().items()):
        if option.kind != OptionKind.CHOICE or frozenset(option.choices) in taken:
            continue
        taken.add(frozenset(option.choices))
        title = "".join(part.title() for part in name.split("_"))
        found[title] = _enum(f"The choices of the house rule `{name}`.", list(option.choices))
    return found


VALUE_SETS.update(_house_rule_value_sets(VALUE_SETS))


def finish(document: dict[str, Any], refs: Mapping[Any, str]) -> dict[str, Any]:
    """``document`` (apispec's) with every schema's extra keywords, and without unused
    components; ``refs`` is apispec's map of schema keys (the class first) to component names.

    apispec's document shares its dicts with the spec: the finishing works on a copy, so that
    every call finishes the same document.
    """
    document = copy.deepcopy(document)
    schemas = document.get("components", {}).get("schemas", {})
    for key, name in refs.items():
        extra = getattr(key[0], "json_schema_extra", None)
        if extra is not None and name in schemas:
            schemas[name].update(extra())
    for schema in schemas.values():
        for field, prop in (schema.get("properties") or {}).items():
            if isinstance(prop, dict) and "description" not in prop and field in GLOSSARY:
                prop["description"] = GLOSSARY[field]
    for schema in schemas.values():
        for prop in (schema.get("properties") or {}).values():
            _state_default(prop)
    _name_value_sets(document)
    schemas.update(VALUE_SETS)
    _drop_unused(document)
    return document


def _state_default(prop: dict[str, Any]) -> None:
    """Say a property's default in its description instead of ``default``: generators read
    ``default`` as "always present" and make the field required in the request."""
    if "default" not in prop:
        return
    default = prop.pop("default")
    if default in ([], {}) or default is None:
        return  # left out means none: nothing to say
    said = json.dumps(default) if not isinstance(default, str) else default
    described = prop.get("description", "").rstrip()
    prop["description"] = f"{described} Default: `{said}`.".lstrip()


def _signature(node: dict[str, Any]) -> tuple[str, Any] | None:
    """What identifies a value set in a schema: its enum's values, or its pattern."""
    if "enum" in node:
        return "enum", frozenset(v for v in node["enum"] if v is not None)
    if "pattern" in node:
        return "pattern", node["pattern"]
    return None


_BY_SIGNATURE: Final = {_signature(schema): name for name, schema in VALUE_SETS.items()}
if len(_BY_SIGNATURE) != len(VALUE_SETS):  # two names for one value set: fields would get either
    raise ValueError("two value sets of the contract have the same values; give them one name")
if {n.value for n in NoQualifyingLow} != {f.value for f in FailedPigs}:
    raise ValueError("NoQualifyingLow's values are no longer UnwonPot's: name them apart")


def _named(node: Any) -> Any:
    """``node`` with every value set in it replaced by a reference to its component."""
    if isinstance(node, list):
        return [_named(item) for item in node]
    if not isinstance(node, dict):
        return node
    if len(node.get("enum", ())) == 1:  # a tag: one value is a constant, not a value set
        node = {k: v for k, v in node.items() if k != "enum"} | {"const": node["enum"][0]}
    name = _BY_SIGNATURE.get(_signature(node)) if "$ref" not in node else None
    if name is None:
        return {k: v if k in ("example", "examples") else _named(v) for k, v in node.items()}
    ref: dict[str, Any] = {"$ref": f"#/components/schemas/{name}"}
    nullable = None in node.get("enum", ()) or "null" in (node.get("type") or ())
    named = {"anyOf": [ref, {"type": "null"}]} if nullable else ref
    if "description" in node and node["description"] != VALUE_SETS[name]["description"]:
        named["description"] = node["description"]
    return named


def _name_value_sets(document: dict[str, Any]) -> None:
    document["paths"] = _named(document["paths"])
    schemas = document["components"]["schemas"]
    for name in list(schemas):
        schemas[name] = _named(schemas[name])


def _drop_unused(document: dict[str, Any]) -> None:
    """Remove components no operation reaches (flask-smorest registers its pagination schema
    whether or not an operation pages)."""
    components = document.get("components", {})
    while True:
        text = json.dumps(document)
        unused = [
            (kind, name)
            for kind, items in components.items()
            if isinstance(items, dict)
            for name in items
            if text.count(f'"#/components/{kind}/{name}"') == 0
        ]
        if not unused:
            return
        for kind, name in unused:
            del components[kind][name]
