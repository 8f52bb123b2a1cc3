"""A pasted hand history that is not over, continued on the play screen: every whole hand of
``tests/rules/hands`` whose game PHH writes, cut after each of a few events and written as a
history, opens on the play screen with the pot, the stacks and whose turn the history's own
ruling says (through Flask's client: the browser test is in ``test_casual_table.py``)."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest
from flask.testing import FlaskClient
from hand_notation import core_event, request, setup_of

from service.page.amounts import chips
from service.rules.errors import RuleViolation
from service.rules.games.catalog import CATALOG
from service.rules.games.table import configure
from service.rules.histories.phh_variants import variants_of
from service.rules.histories.phh_writing import write_phh

HANDS = Path(__file__).parents[1] / "rules" / "hands"
PHH = "application/x-phh+toml"


def _histories() -> list[tuple[str, str]]:
    """(name, PHH text) of each hand PHH writes, cut after a third, a half and all but one of
    its events."""
    found = []
    for path in sorted(HANDS.glob("*.json")):
        for case in json.loads(path.read_text())["cases"]:
            if not variants_of(case["game"]):
                continue
            setup = setup_of(case)
            plan = configure(CATALOG[case["game"]], setup)
            events = [core_event(event) for event in request(case)["events"]]
            names = [f"P{seat + 1}" for seat in range(len(setup.stacks))]
            for cut in sorted({len(events) // 3, len(events) // 2, len(events) - 1}):
                try:
                    text = write_phh(plan, events[:cut], names)
                except RuleViolation:
                    continue  # a hand PHH cannot write (a stud big bet on an open pair)
                found.append((f"{case['name']}@{cut}", text))
    return found


def _status(page: str) -> str:
    found = re.search(r'<p class="status" id="status">(.*?)</p>', page, re.S)
    assert found, page[:2000]
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", found.group(1))).split())


@pytest.mark.parametrize(("name", "text"), _histories(), ids=lambda value: str(value)[:40])
def test_a_history_cut_short_continues_where_it_stopped(
    client: FlaskClient, name: str, text: str
) -> None:
    history = client.get("/histories", query_string={"phh": text})
    assert history.status_code == 200, name
    ruled = client.post("/v1/histories", data=text, content_type=PHH).json
    assert ruled is not None
    link = re.search(r'href="([^"]+)" id="continue"', history.text)
    if not ruled["next_events"]:
        assert link is None, name
        return
    assert link, name
    played = client.get(html.unescape(link.group(1)))
    assert played.status_code == 200, (name, played.text[:3000])
    status = _status(played.text)
    # One pot is the pot; more are each said, the main pot first.
    pot = "Main pot" if len(ruled["pots"]) > 1 else f"Pot {chips(ruled['pot'])}"
    assert status.startswith(pot), (name, status)
    for seat in ruled["seats"]:
        assert f"{seat['name']} " in status and f" {chips(seat['stack'])}" in status, (name, status)
    to_act = ruled["to_act"]
    if to_act is not None:
        assert f"{ruled['seats'][to_act]['name']} to act" in status, (name, status)
