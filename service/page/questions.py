"""The questions the page can ask: the API's rulings, read from the contract.

Each question is one operation of the API that takes a JSON body: its address on the page, its
question in words, the form its request schema makes and the worked examples the contract
carries, each titled by its summary, so the page grows with the API.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Final

from service.page.schema import FormField, Kind, Schema, read_fields

GAME: Final = "game"
"""The field of a question that takes a game (rank hands, settle a pot), and a game's id in a
question's path (``/v1/games/razz/state``)."""
_GAME_PATH: Final = re.compile(r"^/v1/games/(?P<game>[a-z0-9_]+)/")

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
    """The game the example is played in, where its answer names one."""


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

    @property
    def game(self) -> str:
        """The game this question is about, where its path names one (each game's whole hand,
        its own rulings): ``razz`` for ``/v1/games/razz/state``."""
        found = _GAME_PATH.match(self.path)
        return found.group(GAME) if found else ""

    @property
    def takes_game(self) -> bool:
        """The question asks which game (rank hands, settle a pot): a field of its form."""
        return any(field.name == GAME for field in self.fields)

    @property
    def plays_events(self) -> bool:
        """A whole game played event by event: the page offers the next events."""
        return any(field.kind is Kind.LINES for field in self.fields)


def _slug(path: str) -> str:
    return path.removeprefix("/v1/")


def example_title(summary: str) -> str:
    """A worked example's title: the contract's summary, which says what the example shows
    ("Jacks or Better: a pair of jacks opens"), begun with a capital, without the game's id a
    summary names for programmers ("(game razz)"): its name is there already.

    >>> example_title("a pair of jacks opens")
    'A pair of jacks opens'
    >>> example_title("Razz from the antes to the payout (game razz)")
    'Razz from the antes to the payout'
    """
    summary = re.sub(r"\s*\(game [a-z0-9_]+\)", "", summary)
    return summary[:1].upper() + summary[1:]


def _examples(path: str, content: Schema, answers: Schema) -> tuple[Example, ...]:
    if "examples" in content:
        # A whole hand's game is in the path, not the body: its answer names it.
        games = {key: str(answer["value"].get(GAME, "")) for key, answer in answers.items()}
        return tuple(
            Example(
                key,
                example_title(str(example.get("summary", key))),
                example["value"],
                games.get(key, ""),
            )
            for key, example in content["examples"].items()
        )
    if "example" in content:
        return (Example("example", "The contract's example", content["example"]),)
    return ()


def read_questions(spec: Schema) -> dict[str, Question]:
    """Every question, by its address on the page, in the order of the index."""
    order = {tag: i for i, (tag, _) in enumerate(GROUPS)}
    found: list[Question] = []
    for path, operations in spec["paths"].items():
        operation = operations.get("post")
        if not isinstance(operation, dict) or "requestBody" not in operation:
            continue
        bodies = operation["requestBody"]["content"]
        if "application/json" not in bodies:
            continue  # a hand history's text (POST /v1/histories) is a program's question
        content = bodies["application/json"]
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
                fields=read_fields(content["schema"], spec, ""),
                examples=_examples(path, content, answers),
            )
        )
    found.sort(key=lambda question: order.get(question.group, len(order)))
    return {question.slug: question for question in found}
