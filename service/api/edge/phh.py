"""PHH on the state endpoint: a hand history (phh.readthedocs.io) as the body, and the state
answered as one.

Each game's ``POST /v1/games/<game>/state`` takes ``Content-Type: application/x-phh+toml``
with a PHH document as the body, in place of the JSON setup and events, and answers the same
JSON state.
With ``Accept: application/x-phh+toml`` it answers the hand so far as a PHH document instead,
whichever body it was sent. The reading and writing are the core's
(:mod:`service.rules.histories`); this module only moves text in and out.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from flask import Response, request
from werkzeug.datastructures import MIMEAccept
from werkzeug.http import parse_accept_header

from service.api.contract.fields import MAX_CHIPS, MAX_NAME
from service.rules.errors import RuleViolation
from service.rules.games.events import Event
from service.rules.games.table import Plan
from service.rules.histories.phh_reading import History, read_phh
from service.rules.histories.phh_variants import VARIANTS
from service.rules.histories.phh_writing import write_phh
from service.settings import DEFAULTS

PHH: Final = "application/x-phh+toml"
"""The media type of a PHH document: TOML, which is UTF-8 text."""
STATE_ENDPOINT: Final = "games.game_state"
"""The view that reads and writes PHH: every game's state operation, one path a game."""
HISTORIES_ENDPOINT: Final = "histories.read_history"
"""``POST /v1/histories``: a PHH document of any game, picked by its ``variant``."""

_JSON: Final = "application/json"
EXAMPLE: Final = """\
variant = "FR"
antes = [1, 1, 1]
bring_in = 4
small_bet = 10
big_bet = 20
starting_stacks = [200, 200, 200]
actions = ["d dh p1 ????Ks", "d dh p2 ????3d", "d dh p3 ????Kh", "p1 pb"]
players = ["Bob", "Cy", "Ann"]
"""
EXAMPLE_GAME: Final = "razz"
"""The game whose operation shows the example (variant FR: razz)."""

COMPONENTS: Final[dict[str, dict[str, Any]]] = {
    "PhhHand": {
        "type": "string",
        "maxLength": DEFAULTS["MAX_CONTENT_LENGTH"],
        "description": "A hand in the Poker Hand History format (PHH, TOML): "
        + ", ".join(f"{v.code} for {v.game}" for v in VARIANTS.values())
        + ". p1 sits at the dealer's left (or `seats` numbers the players "
        "clockwise); antes are posted as the hand starts; ?? is an unseen down "
        "card. A field or action the game cannot honour is a 422 naming it "
        "(`variant`, `antes`, `actions.<i>`) and the rule.",
    },
    "PhhHandSoFar": {
        "type": "string",
        "description": "With `Accept: application/x-phh+toml`: the hand so "
        "far as a PHH document, written only for a table played as the "
        "variant is (a 422 names the option that differs).",
    },
}
"""The PHH body and answer as components: every game's state operation refers to them."""

DOC: Final[dict[str, Any]] = {
    "requestBody": {
        # Required: with no body there is no hand to read (a 415 naming the media type).
        "required": True,
        "content": {PHH: {"schema": {"$ref": "#/components/schemas/PhhHand"}, "example": EXAMPLE}},
    },
    "responses": {
        200: {"content": {PHH: {"schema": {"$ref": "#/components/schemas/PhhHandSoFar"}}}}
    },
}
"""The PHH body and answer in the operation's contract, beside the JSON ones."""


def takes_phh_body() -> bool:
    """Whether this request sends a PHH document to an operation that reads one."""
    return request.endpoint in (STATE_ENDPOINT, HISTORIES_ENDPOINT) and request.mimetype == PHH


def wants_phh_body() -> bool:
    """Whether this request's operation takes a PHH document alone (``POST /v1/histories``)."""
    return request.endpoint == HISTORIES_ENDPOINT


def game_of_phh_body() -> str | None:
    """The game whose state a PHH body asks for, if the body is a PHH document."""
    if request.endpoint != STATE_ENDPOINT or request.mimetype != PHH:
        return None
    return (request.view_args or {}).get("game")


def bare_accept(header: str) -> MIMEAccept:
    """An ``Accept`` header's media ranges with their weights, other parameters left out: a
    ``charset=utf-8`` (which many HTTP clients add) does not narrow a range, since what this
    service answers has none (werkzeug would match ``application/json; charset=utf-8`` to
    nothing it offers)."""
    ranges = parse_accept_header(header, MIMEAccept)
    return MIMEAccept([(value.partition(";")[0].strip(), weight) for value, weight in ranges])


def wants_phh() -> bool:
    """Whether the caller asks for the answer in PHH rather than JSON."""
    header = request.headers.get("Accept")
    return header is not None and bare_accept(header).best_match([_JSON, PHH]) == PHH


def read_body(game: str | None) -> History:
    """The PHH document of the body, as a hand of ``game`` (None: of the game its ``variant``
    names)."""
    try:
        text = request.get_data(cache=True).decode("utf-8")
    except UnicodeDecodeError:
        raise RuleViolation(
            "phh.document", "a PHH document is UTF-8 text", at=(("body",),)
        ) from None
    return read_phh(text, game, max_chips=MAX_CHIPS, max_name=MAX_NAME)


def answer(
    plan: Plan, events: Sequence[Event], names: Sequence[str | None], scale: int = 1
) -> Response:
    """The hand so far as a PHH document, its amounts in units of ``scale`` chips (a document
    read in cents is written back in dollars and cents)."""
    response = Response(write_phh(plan, events, names, scale=scale), mimetype=PHH)
    # A ruling like the JSON ones: never cached, never sniffed into something that runs.
    response.headers["Cache-Control"] = "no-store"
    response.headers["X-Content-Type-Options"] = "nosniff"
    return response
