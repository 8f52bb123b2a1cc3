"""Whole-game replay speed in the core: an Old Man hand (S4's first), a whole Counterbluff
game through the pack and the seven-card stud high-low hand the throughput benchmark sends,
replayed from their events, with the same through the Flask app in process (no network). The
stud hand is also played in pokerkit, the reference, after checking that it pays the same.
A measurement, never a pass/fail.

Run with `.venv/bin/python bench/games.py [seconds]`: seconds per row (3 unless given), in
three rounds; each row prints its median round, per item and per second.

The stud hand is timed in three parts, as the endpoint handles it: parsing (the JSON text
decoded, loaded by the endpoint's schema, turned into the core's plan and events by the
endpoint's own functions), the core call (``replay_hand``, all the ruling), and the whole
request through the test client. Six-handed no-limit hold'em hands are replayed by the core and
played in pokerkit beside it. Its stakes are S3's (ante 0.50, bring-in 2, bets 5 and 10)
counted in half-units, as the example states them: every amount is doubled, all integers.
"""

from __future__ import annotations

import itertools
import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from flask.testing import FlaskClient

ROOT = Path(__file__).parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from counterbluff_games import game  # noqa: E402 - the tests' generator, found above
from hand_notation import core_event, play, request  # noqa: E402
from pokerkit_stud import player  # noqa: E402 - beside this file
from workload import STUD_GAME, STUD_HAND  # noqa: E402

from service.api.contract.games import StateRequestSchema  # noqa: E402
from service.api.views.games import _events, _plan  # noqa: E402 - the endpoint's own parsing
from service.app import create_app  # noqa: E402
from service.rules.games.catalog import CATALOG  # noqa: E402
from service.rules.games.counterbluff import replay_counterbluff  # noqa: E402
from service.rules.games.events import Event, HandState  # noqa: E402
from service.rules.games.house_rules import CounterbluffRules  # noqa: E402
from service.rules.games.options import with_settings  # noqa: E402
from service.rules.games.procedure import replay_hand  # noqa: E402
from service.rules.games.table import Plan, Setup, configure  # noqa: E402

ROUNDS = 3


def _rate(work: Callable[[], object], seconds: float) -> float:
    """Items per second: the median of ``ROUNDS`` rounds sharing ``seconds``."""
    rates = []
    for _ in range(ROUNDS):
        done, start = 0, time.perf_counter()
        while time.perf_counter() - start < seconds / ROUNDS:
            work()
            done += 1
        rates.append(done / (time.perf_counter() - start))
    return statistics.median(rates)


def _parse(text: str, schema: StateRequestSchema) -> tuple[Plan, list[Event]]:
    """The request body to the core's values, as the endpoint does it (JSON, schema, plan)."""
    body = schema.load(json.loads(text))
    return _plan(CATALOG[STUD_GAME], body), _events(body)


def _final_stacks(state: HandState) -> list[int]:
    """Each seat's stack once the result is paid: what it kept, won and had back."""
    assert state.result is not None, "the stud hand has no result"
    settled = state.result.settlement
    return [
        seat.stack + won + refunded
        for seat, won, refunded in zip(state.seats, settled.won, settled.refunded, strict=True)
    ]


def _stud_rows(client: FlaskClient) -> list[tuple[str, Callable[[], object]]]:
    """The stud/8 hand: parsing, the core call, the whole request, and pokerkit."""
    text = json.dumps(STUD_HAND)
    schema = StateRequestSchema()
    plan, events = _parse(text, schema)
    ours = _final_stacks(replay_hand(plan, events))
    url = f"/v1/games/{STUD_GAME}/state"
    answer = client.post(url, data=text, content_type="application/json").get_json()
    assert [s["net"] for s in answer["result"]["seats"]] == [
        after - seat["stack"] for after, seat in zip(ours, STUD_HAND["seats"], strict=True)
    ], "the endpoint and the core settle the stud hand differently"
    # S3 (RULES.md §4): in high-low stud an open pair never allows a big bet, so every bet of
    # the hand is the small bet; pokerkit's fixed limit always doubles from fifth street, so
    # it is given the small bet as its big bet to play the same amounts.
    pokerkit = player(STUD_HAND, big_bet=STUD_HAND["stakes"]["small_bet"])
    theirs = list(pokerkit().stacks)
    assert theirs == ours, f"pokerkit ends with stacks {theirs}, the service pays {ours}"
    return [
        ("stud/8 hand, parse (JSON, schema, plan)", lambda: _parse(text, schema)),
        ("stud/8 hand, core (replay_hand)", lambda: replay_hand(plan, events)),
        ("stud/8 hand, app",
         lambda: client.post(url, data=text, content_type="application/json")),
        ("stud/8 hand, pokerkit", pokerkit),
    ]  # fmt: skip


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    cases = json.loads((ROOT / "tests/rules/hands/old_man.json").read_text())["cases"]
    old_man = cases[0]
    events, _ = game(5, packs=2, lowball=True)
    settings = with_settings(CounterbluffRules(), {"packs": 2, "lowball": True})
    core = [core_event(e) for e in events]
    client = create_app().test_client()
    body = {"dealer": 0, "options": {"packs": 2, "lowball": True}, "events": events}
    rows = [
        ("old man hand, core", lambda: play(old_man)),
        ("old man hand, app", lambda: client.post("/v1/games/old_man/state",
                                                  json=request(old_man))),
        (f"counterbluff game ({len(events)} events), core",
         lambda: replay_counterbluff(0, settings, core)),
        ("counterbluff game, app", lambda: client.post("/v1/games/counterbluff/state",
                                                       json=body)),
    ]  # fmt: skip
    rows += _stud_rows(client)
    rows += _holdem_rows()
    micros = {}
    for name, work in rows:
        rate = _rate(work, seconds)
        micros[name] = 1e6 / rate
        print(f"{name:45s} {micros[name]:9.1f} µs {rate:9.0f} /s")
    pokerkit = micros["stud/8 hand, pokerkit"]
    for name in ("stud/8 hand, core (replay_hand)", "stud/8 hand, app"):
        print(f"{name + ' / pokerkit':45s} {micros[name] / pokerkit:9.2f} x")
    name = "hold'em 6-max no limit, core (replay_hand)"
    print(f"{name + ' / pokerkit':45s} {micros[name] / micros[HOLDEM_POKERKIT]:9.2f} x")


HOLDEM_POKERKIT = "hold'em 6-max no limit, pokerkit"


def _holdem_rows() -> list[tuple[str, Callable[[], object]]]:
    """Six-handed no-limit hold'em: 20 seeded hands of 20 events or more (blinds 50/100, stacks
    of 100 big blinds), replayed by the core and played in pokerkit, each checked to pay the
    same; the figure is per hand."""
    from blind_walks import Walk  # noqa: PLC0415 - the tests' dealer, found above
    from rules.test_blind_games import _paid, _pokerkit  # noqa: PLC0415 - the tests' pokerkit player

    rng = random.Random(3)
    setup = Setup(stacks=(10_000,) * 6, dealer=5, small_bet=100, blinds=(50, 100),
                  options={"structure": "no_limit", "heads_up_raises": "capped"})  # fmt: skip
    walks: list[Walk] = []
    while len(walks) < 20:
        walk = Walk(plan=configure(CATALOG["texas_holdem"], setup), rng=rng)
        paid = _paid(walk.play())
        if len(walk.events) >= 20:
            assert _pokerkit(walk) == paid, "pokerkit pays the hold'em hand differently"
            walks.append(walk)

    ours, theirs = itertools.cycle(walks), itertools.cycle(walks)  # one hand a call, in turn
    return [
        ("hold'em 6-max no limit, core (replay_hand)",
         lambda: replay_hand(*_plan_and_events(next(ours)))),
        (HOLDEM_POKERKIT, lambda: _pokerkit(next(theirs))),
    ]  # fmt: skip


def _plan_and_events(walk: Any) -> tuple[Plan, list[Event]]:
    return walk.plan, walk.events


if __name__ == "__main__":
    main()
