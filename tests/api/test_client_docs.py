"""The TypeScript client's README shows code that compiles and runs: each of its ``ts`` blocks is
a line-for-line excerpt of clients/typescript/play.ts, which the suite compiles with
`tsc --strict` and runs against a live service (tests/runtime/test_clients.py). A snippet edited
in the README alone, or a change to play.ts the README does not follow, fails here."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).parents[2]
CLIENT = ROOT / "clients" / "typescript"


def _snippets() -> list[str]:
    return re.findall(r"```ts\n(.*?)```", (CLIENT / "README.md").read_text(), re.S)


def test_every_snippet_of_the_typescript_readme_is_in_the_program_it_quotes() -> None:
    program = (CLIENT / "play.ts").read_text()
    snippets = _snippets()
    assert len(snippets) == 3  # JSON-only data, a PHH answer, a PHH body
    for snippet in snippets:
        assert snippet in program, snippet


def test_the_snippets_show_the_three_things_openapi_fetch_needs_for_phh() -> None:
    """The trial's three findings: `data` is a union, a PHH answer needs `parseAs: "text"`, a
    PHH body a `bodySerializer`."""
    joined = "\n".join(_snippets())
    for needed in ("createClient<paths, `${string}/json`>", 'parseAs: "text"',
                   "bodySerializer: (document) => document",
                   '"Content-Type": "application/x-phh+toml"',
                   'Accept: "application/x-phh+toml"'):  # fmt: skip
        assert needed in joined, needed
