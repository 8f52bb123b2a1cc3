"""Whole hands of every game played at random through the HTTP API: the hand engines' safety net.

Each game gets its share of at least 2,000 seeded hands per run; every invariant of
:mod:`play.driver` is checked on each (RULES.md throughout: offered events accepted, illegal ones
refused naming their rule, hands that end, chips conserved, winners as ``/v1/hands/evaluate``
ranks them, raises offered as RULES.md §0 "Betting and all-ins" allows, answers that match
``openapi.yaml``). A failure names the hand's seed, its game and house rules, the command that
plays it again, and the request body that shows it, ready to POST.
"""

from __future__ import annotations

from typing import Final

import pytest
from flask import Flask

from play.report import Tally, run, table
from service.app import create_app

pytestmark = pytest.mark.slow  # about 54 s of CPU: handed out first (tests/conftest.py)

SEED: Final = 2024
HANDS_PER_GAME: Final = 150
COUNTERBLUFF_GAMES: Final = 50
"""Counterbluff's hands are whole games, of about seven hands each."""
GAMES: Final = [
    "seven_card_stud", "seven_card_stud_high_low", "seven_card_stud_declare", "razz",
    "london_lowball", "wild_card_stud", "low_hole", "english_stud", "aces_straights_flushes",
    "deuces_jacks_axe", "jacks_or_better", "elimination", "old_man", "counterbluff",
    "texas_holdem", "short_deck_holdem", "omaha", "omaha_high_low", "five_card_draw",
    "ace_to_five_draw",
    "deuce_to_seven_single_draw", "deuce_to_seven_triple_draw", "badugi",
]  # fmt: skip
HAPPENS: Final = {
    "jacks_or_better": ("all_ins", "side_pots", "passed_out", "false_openers", "lowball_deals"),
    "elimination": ("all_ins", "side_pots", "lost_every_card", "side_pot_played_on"),
    "old_man": ("matches",),
    "counterbluff": ("lowball_calls",),
}
"""What each game's hands must have made happen (the others: all-ins and side pots)."""


@pytest.fixture(scope="module")
def quick_app() -> Flask:
    """The app without ``VERIFY_COMPILED``: this many requests would take twice as long, and
    tests/api/test_loading.py holds the compiled loaders equal to marshmallow's."""
    app: Flask = create_app({"TESTING": True})
    return app


def _failed(tallies: dict[str, Tally], failures: list[object]) -> str:
    shown = "\n\n".join(str(f) for f in failures[:3])
    return f"{len(failures)} failures\n{table(tallies)}\n\n{shown}"


def test_every_game_of_the_catalogue_is_played(quick_app: Flask) -> None:
    catalogue = quick_app.test_client().get("/v1/games").get_json()["games"]
    assert [g["id"] for g in catalogue] == GAMES


@pytest.mark.parametrize("game", GAMES)
def test_random_hands_keep_every_invariant(quick_app: Flask, game: str) -> None:
    """RULES.md §0-§5: seeded random hands of one game, every invariant on every answer."""
    hands = COUNTERBLUFF_GAMES if game == "counterbluff" else HANDS_PER_GAME
    first = GAMES.index(game) * HANDS_PER_GAME
    tallies, failures = run(quick_app.test_client(), SEED, hands, [game], first=first)
    assert not failures, _failed(tallies, list(failures))
    tally = tallies[game]
    assert tally.hands == hands
    assert tally.counts["illegal"] > 0
    for wanted in HAPPENS.get(game, ("all_ins", "side_pots")):
        assert tally.counts[wanted] > 0, f"no hand of {game} had {wanted}\n{table(tallies)}"


def test_a_heads_up_raise_war_runs_past_six_hundred_events(quick_app: Flask) -> None:
    """RULES.md §0 Betting and all-ins: an unlimited heads-up raise war is legal and ends only
    when a player calls, folds or is all in, so no event limit may cut it short."""
    client, notes = quick_app.test_client(), {"style": "deep war"}
    tallies, failures = run(client, SEED, 2, ["seven_card_stud", "jacks_or_better"], notes=notes)
    assert not failures, _failed(tallies, list(failures))
    assert tallies["seven_card_stud"].longest > 600, table(tallies)
