"""What leaving a field out means, said by the contract wherever it means a value.

A client, and the page that builds its forms from the contract, cannot tell what applies to a
field it leaves out unless the contract says so: the dispute readings said no default, and the
page offered them as "not given". The contract says a default in the field's description
(``Default: `two_acted`.``), not as JSON Schema's ``default`` keyword, which openapi-typescript
reads as "always present" and makes the field required (README, "Names").

What a field's omission means is read here from the code, never from the contract: a house
rule's default from the core's house rules (the table's for disputes, each game's own), any
other field's from the value its schema loads in its place. Every optional field of every
request schema in the contract is held to it, both ways: a meaning unsaid fails, and so does a
default said that is not what omission means.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import marshmallow as ma
import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.api.contract.disputes import DisputeOptionsSchema
from service.api.contract.options import OptionsSchema, options_schema
from service.api.views.docs import openapi_dict
from service.rules.disputes import DISPUTE_RULES
from service.rules.games.catalog import CATALOG
from service.rules.games.options import options_of

_SAID: re.Pattern[str] = re.compile(r"Default: `([^`]*)`\.")
_NONE: Any = object()
"""Leaving the field out means no value at all (absent, none, or worked out from others)."""


def _house_rules() -> dict[type[ma.Schema], dict[str, Any]]:
    """Each schema of house rules in the contract, and each rule's default as the core has it."""
    found: dict[type[ma.Schema], dict[str, Any]] = {
        DisputeOptionsSchema: {o.name: o.default for o in options_of(DISPUTE_RULES)}
    }
    for game_id, game in CATALOG.items():
        found[options_schema(game_id)] = {o.name: o.default for o in options_of(game.house_rules)}
    return found


def _meaning(schema: type[ma.Schema], name: str, field: ma.fields.Field[Any]) -> Any:
    """What leaving ``name`` out of ``schema`` means, as a JSON value; :data:`_NONE` if nothing."""
    house = _house_rules().get(schema)
    if house is not None:
        value = house[name]
    elif schema is OptionsSchema:
        return _NONE  # the options of all games: each game's own default (the catalogue's)
    elif field.load_default is ma.missing:
        return _NONE
    else:
        value = field.load_default() if callable(field.load_default) else field.load_default
    if _empty(value):
        return _NONE
    if isinstance(field, ma.fields.Nested) and field.deserialize({}) == value:
        return _NONE  # an object left out is the object with nothing in it: its fields say it
    return field.serialize("value", {"value": value})


def _empty(value: Any) -> bool:
    """Whether ``value`` says nothing: none, or only empty lists and objects (two seats with
    nothing said of either)."""
    if isinstance(value, dict | list | tuple):
        items = value.values() if isinstance(value, dict) else value
        return all(isinstance(item, dict | list | tuple) and _empty(item) for item in items)
    return value is None


def _reached(node: Any, schemas: dict[str, Any], found: set[str]) -> None:
    """Add to ``found`` every component ``node`` refers to, and every one those refer to."""
    if isinstance(node, dict):
        ref = node.get("$ref", "")
        if ref.startswith("#/components/schemas/") and (name := ref.rsplit("/", 1)[1]) not in found:
            found.add(name)
            _reached(schemas[name], schemas, found)
        for value in node.values():
            _reached(value, schemas, found)
    elif isinstance(node, list):
        for value in node:
            _reached(value, schemas, found)


def _request_fields(
    app: Flask,
) -> Iterator[tuple[type[ma.Schema], str, str, Any, dict[str, Any]]]:
    """Every optional field a request body may hold: its schema and component, its name, what
    leaving it out means, and its property in the contract."""
    with app.app_context():
        document = openapi_dict()
        api = app.extensions["flask-smorest"]["apis"][""]["ext_obj"]
        refs = dict(api.ma_plugin.converter.refs)
    schemas = document["components"]["schemas"]
    requested: set[str] = set()
    for item in document["paths"].values():
        for operation in item.values():
            if isinstance(operation, dict):
                _reached(operation.get("requestBody"), schemas, requested)
    seen = set()
    for key, component in refs.items():
        schema = key[0] if isinstance(key, tuple) else key
        schema = schema if isinstance(schema, type) else type(schema)
        if component not in requested or component in seen:
            continue
        seen.add(component)
        required = set(schemas[component].get("required", ()))
        for name, field in schema().load_fields.items():
            key_name = field.data_key or name
            if key_name in required or field.required:
                continue
            prop = schemas[component]["properties"][key_name]
            yield schema, component, key_name, _meaning(schema, name, field), prop


def _said(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value)


def test_every_optional_field_says_what_leaving_it_out_means(app: Flask) -> None:
    unsaid, untrue, fields, house_rules = [], [], 0, 0
    house = _house_rules()
    for schema, component, name, meaning, prop in _request_fields(app):
        fields += 1
        house_rules += schema in house and meaning is not _NONE
        found = _SAID.search(prop.get("description", ""))
        stated = found.group(1) if found else None
        if meaning is not _NONE and stated is None:
            unsaid.append(f"{component}.{name}: left out means {_said(meaning)!r}")
        elif meaning is not _NONE and stated != _said(meaning):
            untrue.append(f"{component}.{name}: says {stated!r}, left out means {_said(meaning)!r}")
        elif meaning is _NONE and stated is not None:
            untrue.append(f"{component}.{name}: says {stated!r}, left out means nothing")
    assert not unsaid, "the contract does not say what leaving these out means:\n" + "\n".join(
        unsaid
    )
    assert not untrue, "the contract's default is not what leaving these out means:\n" + "\n".join(
        untrue
    )
    # The walk reached the requests' fields and every house rule: the table's and each game's.
    every_rule = sum(1 for rules in house.values() for value in rules.values() if value is not None)
    assert fields > 300
    assert house_rules == every_rule


def _example(app: Flask, path: str) -> dict[str, Any]:
    with app.app_context():
        operation = openapi_dict()["paths"][path]["post"]
    body = operation["requestBody"]["content"]["application/json"]
    return dict(body["examples"]["example"]["value"])


_WITH_OPTIONS: tuple[str, ...] = (
    "exposed_card",
    "misdeal",
    "out_of_turn",
    "string_raise",
    "wrong_number_of_cards",
)


@pytest.mark.parametrize("kind", _WITH_OPTIONS)
def test_the_readings_said_to_apply_are_what_applies(
    app: Flask, client: FlaskClient, kind: str
) -> None:
    """Each dispute's worked example ruled with every reading the contract says is the default,
    given in so many words, is ruled as with none given."""
    path = f"/v1/disputes/{kind}"
    with app.app_context():
        options = openapi_dict()["components"]["schemas"]["DisputeOptions"]["properties"]
    said = {}
    for name, prop in options.items():
        found = _SAID.search(prop["description"])
        assert found, name
        said[name] = found.group(1)
    example = _example(app, path)
    left_out = client.post(path, json=example)
    given = client.post(path, json={**example, "options": said})
    assert left_out.status_code == given.status_code == 200, given.get_json()
    assert left_out.get_json() == given.get_json()


_DECIDES: dict[str, tuple[str, dict[str, Any]]] = {
    "misdeal_cutoff": ("misdeal", {"cause": "two_cards_exposed", "actions": ["bet", "call"]}),
    "out_of_turn_changed": ("out_of_turn", {"type": "check", "facing_bet": False,
                                            "skipped": ["bet"]}),
    "string_raises": ("string_raise", {"to_call": 10, "full_raise": 10, "motions": [10, 10]}),
    "short_hand_before_draw": ("wrong_number_of_cards", {"family": "draw", "held": 4,
                                                         "actions": ["bet", "call"]}),
}  # fmt: skip
"""A situation each dispute reading decides, whichever it is."""


def _readings() -> Iterator[tuple[str, str, bool]]:
    for option in options_of(DISPUTE_RULES):
        for value in option.choices:
            yield option.name, value, value == option.default


@pytest.mark.parametrize(("name", "value", "default"), list(_readings()))
def test_a_ruling_names_the_reading_it_applied(
    client: FlaskClient, name: str, value: str, default: bool
) -> None:
    """The explanation cites the reading the ruling stands on: Robert's Rules' own rule by
    default (the option's ``rule``), and otherwise the rule that names the option's value."""
    kind, situation = _DECIDES[name]
    option = next(o for o in options_of(DISPUTE_RULES) if o.name == name)
    answer = client.post(f"/v1/disputes/{kind}", json={**situation, "options": {name: value}})
    assert answer.status_code == 200, answer.get_json()
    cited = answer.get_json()["explanation"]
    if default:
        assert option.rule in [rule["id"] for rule in cited]
    else:
        assert any(f"option {name} = {value}" in rule["sentence"] for rule in cited), cited


def test_a_misdeal_the_poker_tda_still_allows_names_its_reading(client: FlaskClient) -> None:
    """Two checks: too late under Robert's Rules, but no substantial action under the Poker
    TDA's, so a misdeal. The ruling turns on the reading, and its explanation should say so."""
    situation = {"cause": "two_cards_exposed", "actions": ["check", "check"]}
    body = {**situation, "options": {"misdeal_cutoff": "substantial_action"}}
    answer = client.post("/v1/disputes/misdeal", json=body).get_json()
    assert answer["misdeal"] is True
    assert "procedure.misdeal-substantial-action" in [r["id"] for r in answer["explanation"]]
