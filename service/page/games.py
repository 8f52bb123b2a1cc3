"""The games a player picks from: ``/`` lists them by family, then the questions any game can
meet (disputes, betting); ``/games/<game>`` says what can be asked about one game (play a hand,
rank hands, settle a pot, its own rulings), its house rules and its rules; and
``/games/<game>/disputes`` the disputes at the table raised from a hand of it, with the hand's
link to go back to.

These pages come before a hand and outside it: each is read from the catalogue and the
contract's questions, and none plays a hand (that is ``/play/<game>``, :mod:`service.page.play`).
"""

from __future__ import annotations

from typing import Any, Final
from urllib.parse import urlencode

from flask import render_template, request
from flask.typing import ResponseReturnValue

from service.page import dispute_facts, disputes
from service.page.catalogue import catalogue, house_rules, questions
from service.page.questions import GAME, GROUPS
from service.page.state_request import state_question
from service.page.views import page
from service.rules.rulebook import RULEBOOK


def game_questions(game_id: str) -> list[tuple[str, str]]:
    """What a player can ask about one game, as (title, address): the game's own rulings, then
    the questions that take a game (rank hands, settle a pot), each with the game chosen."""
    plays = state_question(game_id)
    found = []
    for question in questions().values():
        # The hand itself is played from the game's page ("Play a hand"), not asked as a form.
        if question.game == game_id and question != plays:
            found.append((question.title, f"/ask/{question.slug}"))
    for question in questions().values():
        if question.takes_game:
            found.append((question.title, f"/ask/{question.slug}?{urlencode({GAME: game_id})}"))
    return found


_HEADINGS: Final = {"board": "Hold'em and Omaha"}
"""A family's heading where "<family> games" would mislead (board games are another pastime)."""


def game_families() -> list[tuple[str, list[dict[str, Any]]]]:
    """The games by family (the stud games together), the smaller families first, each
    family's games by name; a family of one game goes with the others under one heading."""
    families: dict[str, list[dict[str, Any]]] = {}
    for game in sorted(catalogue().values(), key=lambda game: str(game["name"])):
        families.setdefault(str(game.get("family", "")), []).append(game)
    # The smaller families first: on a phone the stud family's ten games would push the others
    # screens down.
    shared = sorted(
        ((_HEADINGS.get(family, family.capitalize() + " games"), found)
         for family, found in families.items() if len(found) > 1),
        key=lambda named: (len(named[1]), named[0]),
    )  # fmt: skip
    alone = [found[0] for found in families.values() if len(found) == 1]
    return shared + ([("Other games", alone)] if alone else [])


@page.get("/")
def index() -> str:
    """The games by name first; then the questions any game can meet (disputes, betting)."""
    games = game_families()
    claimed = {question.slug for question in questions().values() if question.game}
    groups = [
        (tag, title, [q for q in questions().values() if q.group == tag and q.slug not in claimed])
        for tag, title in GROUPS
    ]
    return render_template("index.html", games=games, groups=groups)


@page.get("/games/<game_id>")
def game_page(game_id: str) -> ResponseReturnValue:
    """One game: play a hand, its questions, its house rules and its rules."""
    game = catalogue().get(game_id)
    if game is None:
        return render_template("missing.html", what="game", slug=game_id), 404
    rules = [RULEBOOK[rule] for rule in game.get("rules") or () if rule in RULEBOOK]
    return render_template(
        "game.html",
        game=game,
        plays=state_question(game_id) is not None,
        asks=game_questions(game_id),
        house=house_rules(game),
        rules=rules,
    )


@page.get("/games/<game_id>/disputes")
def game_disputes(game_id: str) -> ResponseReturnValue:
    """The disputes at the table, raised from a hand of this game: each asked for its family,
    and the hand's own link to go back to it."""
    game = catalogue().get(game_id)
    if game is None:
        return render_template("missing.html", what="game", slug=game_id), 404
    back = disputes.hand_link(request.args.get(disputes.BACK, ""))
    # What the hand said when the dispute was raised, each form to start with it.
    facts = {name: request.args.get(name, "").strip() for name in disputes.FACTS}
    facts = {name: value for name, value in facts.items() if value}
    found = disputes.dispute_links(questions(), game, back, facts)
    return render_template(
        "disputes.html",
        game=game,
        disputes=found,
        back=back,
        facts=dispute_facts.facts_said(facts) if back else "",
    )
