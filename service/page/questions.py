"""The questions the page can ask: the API's rulings, read from the contract.

Each question is one operation of the API that takes a JSON body: its address on the page, its
question in words, the form its request schema makes and the worked examples the contract
carries (the seeds' examples among them), so the page grows with the API.
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


_TITLES: Final = {
    ("/v1/pots/settle", "s1_pot_of_31"): "Five players, three fold: a straight flush wins the "
    "pot of 31",
    ("/v1/pots/settle", "steel_wheel"): "High-low, eight or better: two wheels share the low "
    "half, a quarter each",
    ("/v1/hands/evaluate", "showdown"): "Three hands at the showdown: straight flush, "
    "straight, two pair",
    ("/v1/betting/actions", "draw"): "After the draw: the opener faces a bet and a raise",
    ("/v1/games/elimination/totals", "example"): "A seven and a queen turned up: the sevens go",
    ("/v1/games/jacks_or_better/openers", "example"): "A pair of jacks opens",
    ("/v1/games/jacks_or_better/false_openers", "example"): "False openers after the others "
    "called, then folded",
    ("/v1/games/old_man/settle", "example"): "Ashley's flush beats the old man; Eric and "
    "Bottoms match",
    ("/v1/games/counterbluff/state", "example"): "The deal, then a card from each player",
    ("/v1/games/counterbluff/score", "example"): "A fold after four and three cards played "
    "scores 28",
}
"""Worked examples the contract names by the seed document they come from (``S1: ...``, a
programmer's reference), named by what they show."""
_SEED_MARK: Final = re.compile(r"^S\d+(?:'s)?(?:,[^:]*)?: ")


def example_title(path: str, key: str, summary: str) -> str:
    """A worked example's title as a player reads it: what it shows, not its seed's number.

    >>> example_title("/v1/pots/settle", "s1_pot_of_31", "S1: Player 3 wins")
    'Five players, three fold: a straight flush wins the pot of 31'
    >>> example_title("/v1/x", "new", "S5: the bug plays as an ace")
    'The bug plays as an ace'
    """
    if (path, key) in _TITLES:
        return _TITLES[path, key]
    title = _SEED_MARK.sub("", summary)
    return title[:1].upper() + title[1:]


def _examples(path: str, content: Schema, answers: Schema) -> tuple[Example, ...]:
    if "examples" in content:
        # A whole hand's game is in the path, not the body: its answer names it.
        games = {key: str(answer["value"].get(GAME, "")) for key, answer in answers.items()}
        return tuple(
            Example(
                key,
                example_title(path, key, str(example.get("summary", key))),
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
