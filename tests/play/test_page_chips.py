"""What the play screen shows after a hand and carries to the next deal keeps every chip: random
whole hands of every game of the catalogue, played through the HTTP API by the tests' driver
(:mod:`play.driver`), each finished hand's state read as the page reads it
(:mod:`service.page.state_view`). The players' chips once paid (an Old Man loser's match out of
his) plus the pot carried to the next deal are the chips the hand started with, and its carried
pot (RULES.md §0: chips are never created or lost; §5: what the players end with plus the next
pot equals what they started with). The page once dropped Old Man's next pot and its matches.
"""

from __future__ import annotations

import json
from typing import Any, Final

from flask.testing import FlaskClient

from play.report import run
from service.app import create_app
from service.page.state_view import carried, paid

SEED: Final = 41
HANDS_PER_GAME: Final = 6
CARRYING: Final = ("old_man", "seven_card_stud_declare")
"""The games whose pot may stay for the next deal when the hand is played out (Old Man's
matches, a declare pot of failed pigs), played more: 40 hands more a seed of
:data:`CARRY_SEEDS`, until each has carried a pot (a declare pot of failed pigs is rare)."""
CARRY_SEEDS: Final = (43, 44, 45, 46, 47)


class _LastRequests:
    """A test client that keeps each hand's last state request (a new setup: a new hand)."""

    def __init__(self, client: FlaskClient) -> None:
        self.client = client
        self.last: dict[str, tuple[str, dict[str, Any]]] = {}

    def get(self, path: str) -> Any:
        return self.client.get(path)

    def post(self, path: str, json: dict[str, Any]) -> Any:
        answer = self.client.post(path, json=json)
        if path.endswith("/state") and answer.status_code == 200:
            setup = _dumps({key: value for key, value in json.items() if key != "events"})
            self.last[path + setup] = (path, _dumps(json))  # type: ignore[assignment]
        return answer


def _dumps(value: Any) -> str:
    return json.dumps(value, sort_keys=True)


def test_the_chips_after_a_hand_and_the_next_pot_are_the_chips_it_started_with() -> None:
    client = create_app({"TESTING": True}).test_client()
    recorder = _LastRequests(client)
    games = [g["id"] for g in client.get("/v1/games").get_json()["games"]]
    _, failures = run(recorder, SEED, HANDS_PER_GAME * len(games), games)  # type: ignore[arg-type]
    assert not failures, failures[0]
    for seed in CARRY_SEEDS:
        _, failures = run(recorder, seed, 40, list(CARRYING))  # type: ignore[arg-type]
        assert not failures, failures[0]
        checked, carrying = _replayed(client, recorder)
        if all(carrying.get(game) for game in ("jacks_or_better", *CARRYING)):
            break
    missing = set(games) - set(checked) - {"counterbluff"}
    assert not missing, f"no finished hand of {sorted(missing)}"
    # Each way a pot stays for the next deal met: nobody opened, matches, failed pigs.
    assert all(carrying.get(game) for game in ("jacks_or_better", *CARRYING)), carrying


def _replayed(
    client: FlaskClient, recorder: _LastRequests
) -> tuple[dict[str, int], dict[str, int]]:
    """Each hand's last request asked again: its chips after the hand are checked; how many
    finished hands of each game were checked, and how many of them carried a pot."""
    checked: dict[str, int] = {}
    carrying: dict[str, int] = {}
    for path, text in recorder.last.values():
        body = json.loads(text)
        answer = client.post(path, json=body).get_json()
        if answer.get("result") is None and answer.get("carry") is None:
            continue  # not over: the driver's last request of a hand it left unfinished
        players = paid(answer)
        if any(player.stack is None for player in players):
            continue  # Counterbluff's points: no chips
        started = sum(seat["stack"] for seat in body["seats"]) + body.get("carried_pot", 0)
        carry = carried(answer)
        after = sum(player.stack or 0 for player in players)
        after += 0 if carry is None else int(carry["amount"])
        assert after == started, (path, body, answer.get("old_man"), answer.get("carry"))
        game = path.split("/")[-2]
        checked[game] = checked.get(game, 0) + 1
        carrying[game] = carrying.get(game, 0) + (carry is not None)
    return checked, carrying
