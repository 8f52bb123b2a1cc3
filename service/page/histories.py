"""``/histories``: a hand history pasted as played on a site (PHH, phh.readthedocs.io), and
the referee's ruling on it, shown as the play screen shows a hand.

The text goes to ``POST /v1/histories`` as it was pasted; the game is the one its ``variant``
names. The question is a plain GET (``?phh=...``) like every other on the page, so the address
is the link to the ruling: a form POST would meet the API's rule that every POST body is JSON
or PHH.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping
from typing import Any, Final

from flask import render_template, request
from flask.typing import ResponseReturnValue

from service.api.views.docs import openapi_dict
from service.page import answer as words
from service.page import hand
from service.page.amounts import UNIT
from service.page.asking import Answer, ask
from service.page.catalogue import catalogue
from service.page.resume import continue_link
from service.page.ruling_words import summary
from service.page.state_view import shown_state
from service.page.views import page
from service.rules.rulebook import RULEBOOK

PHH: Final = "application/x-phh+toml"
TEXT: Final = "phh"
"""The parameter that holds the pasted history."""
MOST_IN_ADDRESS: Final = 7000
"""About the longest history an address carries (the server reads request lines of 8190
bytes, and the text grows when written into an address); the page's script says so before
sending a longer one."""


def example() -> str:
    """The contract's example of a hand history (the operation's request example)."""
    operation = openapi_dict()["paths"]["/v1/histories"]["post"]
    return str(operation["requestBody"]["content"][PHH].get("example", ""))


def variants() -> list[tuple[str, str]]:
    """Each PHH variant the referee reads, with the name of the game it plays."""
    found = [
        (str(code), str(game["name"]))
        for game in catalogue().values()
        for code in game.get("phh_variants") or ()
    ]
    return sorted(found)


def _document(text: str) -> dict[str, Any]:
    """The pasted document's fields where it reads as TOML (the API says why where not)."""
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        return {}


def _names(document: Mapping[str, Any]) -> tuple[str, ...]:
    """The players as the history names them (``p1`` first); none where it names none (the
    table then says ``Seat 1``, and so does a refusal).

    >>> _names({"players": ["Ann", "Bob"]}), _names({"starting_stacks": [5, 5]})
    (('Ann', 'Bob'), ())
    """
    given = document.get("players")
    if isinstance(given, list) and all(isinstance(name, str) for name in given):
        return tuple(given)
    return ()


def where(path: str, document: Mapping[str, Any]) -> str:
    """Where in the history a refusal points, as a player finds it: ``actions.27`` ->
    ``action 28 ('p3 cbr 5')``; the whole text for ``body``.

    >>> where("actions.1", {"actions": ["d dh p1 ????", "p1 f"]})
    "action 2 ('p1 f')"
    >>> where("body", {})
    'the text'
    """
    head, _, index = path.partition(".")
    actions = document.get("actions")
    if head == "actions" and index.isdigit() and isinstance(actions, list):
        number = int(index)
        quoted = f" ({actions[number]!r})" if number < len(actions) else ""
        return f"action {number + 1}{quoted}"
    return "the text" if head == "body" else words.path_words(path)


_PLAYER: Final = re.compile(r"\bp(\d+)\b")


def players_named(sentence: str, names: tuple[str, ...]) -> str:
    """A refusal of the history with each player as the history names him: the API speaks of a
    PHH document's players as it does, ``p1`` to ``pn``.

    >>> players_named("it is p2's turn to act, not p3's", ("Ann", "Bob", "Cy"))
    "it is Bob's turn to act, not Cy's"
    >>> players_named("a bet by p3 here", ())
    'a bet by p3 here'
    """

    def named(found: re.Match[str]) -> str:
        number = int(found[1])
        return names[number - 1] if 1 <= number <= len(names) else found[0]

    return _PLAYER.sub(named, sentence)


def refusal(answer: Answer, document: Mapping[str, Any]) -> dict[str, Any]:
    """A refused history in words: each place and what is wrong there, and the rule."""
    names = _names(document)
    errors = answer.body.get("errors") or {}
    said = [
        (where(str(path), document), players_named(str(message), names))
        for path, messages in errors.items()
        for message in messages
    ]
    if not said:
        said = [("", players_named(str(answer.body.get("detail", "")), names))]
    return {
        "wrong": said,
        "rule": RULEBOOK.get(str(answer.body.get("rule", ""))),
        # A site's own text (PokerStars', say) is what a player most often has: not PHH.
        "not_phh": not document and any(path == "body" for path in errors),
    }


def names_of(state: Mapping[str, Any]) -> tuple[str, ...]:
    """The seats' names as the table shows them."""
    return tuple(player.name for player in state["players"])


def next_words(body: Mapping[str, Any]) -> list[str]:
    """What the hand offers next, by player, as the play screen's buttons say it:
    ``Cy may: fold, call 4, complete to 10.``"""
    names = hand.seat_names(body)
    by_seat: dict[str, list[str]] = {}
    for offer in body.get("next_events") or ():
        seat = offer.get("seat")
        who = names[seat] if isinstance(seat, int) and seat < len(names) else "The dealer"
        by_seat.setdefault(who, []).append(hand.offer_words(offer, body).lower())
    return [f"{who} may: {', '.join(said)}." for who, said in by_seat.items()]


@page.get("/histories")
def history() -> ResponseReturnValue:
    """The box to paste a hand history in, and once sent, the ruling or what is wrong."""
    text = request.args.get(TEXT, "")
    shown: dict[str, Any] = {"text": text, "example": example(), "variants": variants(),
                             "most": MOST_IN_ADDRESS, "marks": {}}  # fmt: skip
    if not text.strip():
        return render_template("history.html", **shown)
    answer = ask("POST", "/v1/histories", text=text, content_type=PHH)
    if answer.is_problem:
        return render_template(
            "history.html", **shown, problem=refusal(answer, _document(text))
        ), 422
    body = answer.body
    game = catalogue().get(str(body.get("game")), {"name": str(body.get("game", ""))})
    scale = int(body.get("scale") or 1)
    # The API counts a history written in dollars and cents in cents: the page shows each
    # amount as the history wrote it (48.50, not 4850 chips).
    unit = UNIT.set(scale)
    try:
        state = shown_state(body, game.get("plan") or ())
        now = [] if state["ended"] else [*summary(body, names_of(state)), *next_words(body)]
        resume = "" if state["ended"] else continue_link(text)
        return render_template(
            "history.html", **shown, **state, game=game, now=now, scale=scale, resume=resume
        )
    finally:
        UNIT.reset(unit)
