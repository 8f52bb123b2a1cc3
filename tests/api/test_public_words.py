"""What users read names public sources, never this project's own files (the rulebook's
sources are public documents, tests/rules/test_rulebook_sources.py): the contract, the
catalogue, the rulebook and the user docs do not cite the seed documents by their numbers
(S1, S3), which only this project's maintainers can look up."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from flask.testing import FlaskClient

SEED_NUMBER = re.compile(r"\bS[0-9]\b")
ROOT = Path(__file__).parents[2]


@pytest.mark.parametrize("path", ["/openapi.json", "/v1/games", "/v1/rules"])
def test_what_the_service_serves_cites_no_seed_number(client: FlaskClient, path: str) -> None:
    text = client.get(path).get_data(as_text=True)
    assert [m.group(0) for m in SEED_NUMBER.finditer(text)] == [], path


@pytest.mark.parametrize(
    "doc", ["README.md", "docs/api.md", "clients/python/README.md", "clients/typescript/README.md"]
)
def test_the_user_docs_cite_no_seed_number(doc: str) -> None:
    lines = (ROOT / doc).read_text().splitlines()
    found = [f"{doc}:{n}: {line}" for n, line in enumerate(lines, 1) if SEED_NUMBER.search(line)]
    assert found == []
