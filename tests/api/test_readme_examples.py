"""Every request the README and the documents under docs/ show is answered as they say: a
reader's first call must work. Each ``curl`` of their shell blocks is sent to the app as written
(its path, its content type and its body); it must be answered 200, or the status its comment
gives (``# 422``), and where the comment states figures, they are checked here too.

Two examples had drifted from the contract unseen (the Old Man settlement lacked the seats'
stacks, the Counterbluff score still said ``kind``): a test of the README is what catches that.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient

ROOT = Path(__file__).parents[2]
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]

_BLOCK = re.compile(r"```sh\n(.*?)```", re.S)
_CURL = re.compile(r"^curl -s (?:-X POST )?http://127\.0\.0\.1:8000(\S+)", re.M)
_TYPE = re.compile(r"-H 'Content-Type: ([^']+)'")
_BODY = re.compile(r"-d '(.*?)'", re.S)
_PHH_BODY = re.compile(r"--data-binary ((?:\$'(?:[^'\\]|\\.)*'\\?\n?)+)")
_SEGMENT = re.compile(r"\$'((?:[^'\\]|\\.)*)'")


@dataclass(frozen=True)
class Example:
    document: str
    line: int
    path: str
    content_type: str | None
    body: str | None
    status: int

    def __str__(self) -> str:
        return f"{self.document} line {self.line}: {self.path}"


def _examples() -> list[Example]:
    return [e for document in DOCUMENTS for e in _examples_in(document)]


def _examples_in(document: Path) -> list[Example]:
    text = document.read_text()
    found = []
    for block in _BLOCK.finditer(text):
        commands = list(_CURL.finditer(block.group(1)))
        for i, command in enumerate(commands):
            end = commands[i + 1].start() if i + 1 < len(commands) else len(block.group(1))
            words = block.group(1)[command.start() : end]
            typed = _TYPE.search(words)
            body = _BODY.search(words)
            phh = _PHH_BODY.search(words)
            if phh:  # bash's $'...' quoting, segments joined across the line breaks
                raw = "".join(_SEGMENT.findall(phh.group(1)))
                sent: str | None = raw.encode().decode("unicode_escape")
            else:
                sent = body.group(1) if body else None
            comment = re.search(r"^# (\d{3}) ", words, re.M)
            found.append(
                Example(
                    document=str(document.relative_to(ROOT)),
                    line=text[: block.start(1) + command.start()].count("\n") + 1,
                    path=command.group(1),
                    content_type=typed.group(1) if typed else None,
                    body=sent,
                    status=int(comment.group(1)) if comment else 200,
                )
            )
    return found


EXAMPLES = _examples()

# What the examples' comments state, as figures (keyed by path; the README repeats a few of the
# examples of docs/api.md, as written there).
CLAIMS: dict[str, Callable[[Any], bool]] = {
    "/v1/pots/settle": lambda a: [s["won"] for s in a["seats"]] == [30, 30, 60],
    "/v1/games/elimination/totals": lambda a: (a["high"]["total"], a["low"]["total"]) == (23, 3.5),
    "/v1/games/jacks_or_better/false_openers": lambda a: (
        a["case"] == "c" and a["returned"] == [0, 2, 2]
    ),
    "/v1/games/old_man/settle": lambda a: (
        a["seats"][1]["won"] == 18 and a["seats"][0]["matched"] == 18
    ),
    "/v1/games/counterbluff/score": lambda a: a["points"] == [28, 0],
    "/v1/games/counterbluff/state": lambda a: (
        a["to_act"] == 1 and a["scores"] == [0, 0] and a["stock"] == 32
    ),
    "/v1/disputes/out_of_turn": lambda a: a["binding"] is False,
    "/v1/betting/actions": lambda a: (
        (a["to_act"], [m["type"] for m in a["legal"]])
        in ((2, ["fold", "call", "complete"]), (1, ["fold", "call", "raise"]))
    ),
}


def test_the_readme_shows_every_kind_of_call() -> None:
    """The parsing above finds the documents' calls (a change of layout must not empty the test),
    and the README itself shows a few."""
    paths = {e.path for e in EXAMPLES}
    assert len(EXAMPLES) >= 19
    assert set(CLAIMS) <= paths
    assert any(e.content_type == "application/x-phh+toml" and e.body for e in EXAMPLES)
    assert any(e.status == 422 for e in EXAMPLES)
    assert sum(e.document == "README.md" for e in EXAMPLES) >= 4


def test_the_readme_is_read_in_five_minutes() -> None:
    """At most 250 lines: what it is, the two commands, a taste, links. The reference, the
    settings, the names and the figures are under docs/."""
    assert len((ROOT / "README.md").read_text().splitlines()) <= 250


@pytest.mark.parametrize("example", EXAMPLES, ids=str)
def test_a_readme_example_is_answered_as_the_readme_says(
    client: FlaskClient, example: Example
) -> None:
    if example.body is None:
        response = client.get(example.path)
    else:
        response = client.post(
            example.path,
            data=example.body.encode(),
            content_type=example.content_type or "application/x-www-form-urlencoded",
        )
    assert response.status_code == example.status, response.get_data(as_text=True)[:800]
    claim = CLAIMS.get(example.path)
    if claim is not None and example.status == 200:
        assert claim(response.get_json()), response.get_json()
