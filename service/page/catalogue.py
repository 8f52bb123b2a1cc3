"""What the page reads once per app: the questions of the contract and the games the API knows.

Both come from the service itself (its OpenAPI document, ``GET /v1/games``), so a game, a house
rule or a question added to the API appears on the page without a change here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Final

from flask import current_app

from service.api.views.docs import openapi_dict
from service.page.asking import ask
from service.page.questions import Question, read_questions
from service.page.schema import plain


def remember(key: str, make: Callable[[], Any]) -> Any:
    """A value the page reads once per app (the contract, the catalogue), kept with the app."""
    store: dict[str, Any] = current_app.extensions.setdefault("page", {})
    if key not in store:
        store[key] = make()
    return store[key]


def questions() -> dict[str, Question]:
    """The questions, read once per app from its own contract."""
    found: dict[str, Question] = remember("questions", lambda: read_questions(openapi_dict()))
    return found


def catalogue() -> dict[str, dict[str, Any]]:
    """Every game as ``GET /v1/games`` describes it (its name, its house rules), by id."""
    games: dict[str, dict[str, Any]] = remember(
        "catalogue",
        lambda: {str(game["id"]): game for game in ask("GET", "/v1/games").body["games"]},
    )
    return games


def game_names() -> dict[str, str]:
    """Each game's name by its id."""
    return {game_id: str(game["name"]) for game_id, game in catalogue().items()}


_PROBE_STAKES: Final = {"ante": 1, "bring_in": 1, "small_bet": 2, "big_bet": 4, "blinds": [1, 2]}
"""Stakes any game with such stakes accepts, to find which ones a game takes at all."""


def setup_refused(game_id: str, path: str) -> frozenset[str]:
    """The parts of a hand's setup a game does not take (``stakes.bring_in`` in Jacks or Better,
    ``stakes`` and ``seats.0.stack`` in Counterbluff), as the API says when they are sent: the
    setup form leaves them out. Asked once per game and app."""

    def probe() -> frozenset[str]:
        body: dict[str, Any] = {
            "dealer": 0,
            "seats": [{"name": "A", "stack": 100}, {"name": "B", "stack": 100}],
            "stakes": dict(_PROBE_STAKES),
        }
        refused: set[str] = set()
        for _ in range(4):  # each round leaves out what the last one refused
            answer = ask("POST", path, body)
            found = {str(key) for key in answer.body.get("errors") or {}} - refused
            if not answer.is_problem or not found:
                break
            refused |= found
            for key in found:
                head, _, tail = key.partition(".")
                if not tail and head in body:
                    del body[head]
                elif head == "stakes" and isinstance(body.get("stakes"), dict):
                    body["stakes"].pop(tail, None)
                elif head == "seats":
                    for seat in body["seats"]:
                        seat.pop(tail.rpartition(".")[2], None)
        return frozenset(refused)

    found: frozenset[str] = remember(f"refused:{game_id}", probe)
    return found


def value_words(value: object) -> str:
    """A house rule's value as a person says it: ``fixed_limit`` -> ``fixed limit``.

    >>> [value_words(value) for value in ("fixed_limit", True, None, 8)]
    ['fixed limit', 'yes', 'none', '8']
    """
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list):
        return ", ".join(value_words(item) for item in value) or "none"
    return str(value).replace("_", " ")


def form_value(value: object) -> str:
    """A value as the form sends it: ``yes``, ``none``, ``2 J`` for a list of ranks."""
    if isinstance(value, bool) or value is None:
        return value_words(value)
    if isinstance(value, list):
        return " ".join(map(str, value))
    return str(value)


@dataclass(frozen=True, slots=True)
class HouseRule:
    """One house rule of a game, in words: its name, what it decides, its default, its choices."""

    name: str
    label: str
    help: str
    default: str
    """The default as the form sends it (``yes``, ``fixed_limit``)."""
    choices: tuple[tuple[str, str], ...]
    """Each value the form may send, with its words; none where a value is typed."""
    rule: str

    @property
    def default_words(self) -> str:
        """The default as a person says it."""
        return dict(self.choices).get(self.default, self.default.replace("_", " "))


def house_rules(game: Mapping[str, Any]) -> tuple[HouseRule, ...]:
    """A game's house rules as the catalogue lists them, each said in words."""
    found = []
    for option in game.get("options") or ():
        default = option.get("default")
        choices: tuple[tuple[str, str], ...] = ()
        if option.get("kind") == "boolean":
            choices = (("yes", "yes"), ("no", "no"))
        elif option.get("choices"):
            values = [str(choice) for choice in option["choices"]]
            choices = tuple((value, value_words(value)) for value in values)
            if option.get("nullable"):
                choices += (("none", "none"),)
        name = str(option["name"])
        found.append(
            HouseRule(
                name=name,
                label=name.replace("_", " ").capitalize(),
                help=plain(str(option.get("description", ""))),
                default=form_value(default),
                choices=choices,
                rule=str(option.get("rule", "")),
            )
        )
    return tuple(found)
