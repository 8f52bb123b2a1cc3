"""The questions the page can ask: the API's rulings, read from the contract.

Each question is one operation of the API that takes a JSON body: its address on the page, its
question in words, the form its request schema makes and the worked examples the contract
carries (the seeds' examples among them), so the page grows with the API.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from service.page.schema import FormField, Kind, Schema, read_fields

GAME: Final = "game"
"""The path parameter of the whole-hand question, asked as a form field."""

# The order and headings of the page's index, by the contract's tags.
GROUPS: Final = (
    ("pots", "Who wins, and how is the pot split"),
    ("hands", "Rank hands"),
    ("betting", "What may this player do now"),
    ("games", "A whole hand, event by event"),
    ("game-rulings", "Rulings of the home games"),
    ("counterbluff", "Counterbluff"),
    ("disputes", "Disputes at the table"),
)


@dataclass(frozen=True, slots=True)
class Example:
    """A worked example from the contract: its title and the request it sends."""

    key: str
    title: str
    body: dict[str, Any]
    game: str = ""
    """The game a whole-hand example is played in (the path's ``{game}``)."""


@dataclass(frozen=True, slots=True)
class Question:
    """One ruling the page can ask for."""

    slug: str
    path: str
    title: str
    description: str
    group: str
    fields: tuple[FormField, ...]
    examples: tuple[Example, ...]

    def api_path(self, params: dict[str, str]) -> str:
        """The API path to ask, the game filled in from the form where the path names one."""
        return self.path.replace("{game}", params.get(GAME, "").strip() or "-")

    @property
    def body_fields(self) -> tuple[FormField, ...]:
        """The fields of the request body: all but the game a path names."""
        in_path = "{" + GAME + "}" in self.path
        return tuple(field for field in self.fields if not (in_path and field.name == GAME))

    @property
    def plays_events(self) -> bool:
        """A whole game played event by event: the page offers the next events."""
        return any(field.kind is Kind.LINES for field in self.fields)


def _slug(path: str) -> str:
    return path.removeprefix("/v1/").replace("/{game}", "")


def _examples(content: Schema, answers: Schema) -> tuple[Example, ...]:
    if "examples" in content:
        # A whole hand's game is in the path, not the body: its answer names it.
        games = {key: str(answer["value"].get(GAME, "")) for key, answer in answers.items()}
        return tuple(
            Example(key, str(example.get("summary", key)), example["value"], games.get(key, ""))
            for key, example in content["examples"].items()
        )
    if "example" in content:
        return (Example("example", "The contract's example", content["example"]),)
    return ()


def _game_field(operation: Schema, spec: Schema) -> tuple[FormField, ...]:
    for parameter in operation.get("parameters", ()):
        if parameter.get("name") == GAME and parameter.get("in") == "path":
            schema = {**parameter["schema"], "description": parameter.get("description", "")}
            wrapper = {"type": "object", "properties": {GAME: schema}, "required": [GAME]}
            return read_fields(wrapper, spec, "")
    return ()


def read_questions(spec: Schema) -> dict[str, Question]:
    """Every question, by its address on the page, in the order of the index."""
    order = {tag: i for i, (tag, _) in enumerate(GROUPS)}
    found: list[Question] = []
    for path, operations in spec["paths"].items():
        operation = operations.get("post")
        if not isinstance(operation, dict) or "requestBody" not in operation:
            continue
        content = operation["requestBody"]["content"]["application/json"]
        answer = operation["responses"].get("200", {}).get("content", {})
        answers = answer.get("application/json", {}).get("examples", {})
        tag = operation.get("tags", ["other"])[0]
        found.append(
            Question(
                slug=_slug(path),
                path=path,
                title=operation.get("summary", path),
                description=operation.get("description", ""),
                group=tag,
                fields=_game_field(operation, spec) + read_fields(content["schema"], spec, ""),
                examples=_examples(content, answers),
            )
        )
    found.sort(key=lambda question: order.get(question.group, len(order)))
    return {question.slug: question for question in found}
