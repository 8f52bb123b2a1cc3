"""A hand kept in its address: the play screen's parameters (the players, their chips, the
stakes and house rules, who deals, the hand so far one event a line), read from the query, and
the link that writes them back, so a link or the back button is the hand as it was.

What a pressed button adds is read here too: its lines, each ``name=?`` filled from its field,
the cards typed checked for what a player can correct before anything is sent. Nothing here
asks the API (that is :mod:`service.page.state_request`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final
from urllib.parse import urlencode

from flask import request

from service.page import blinds, declarations, stacks
from service.page import typed as typed_cards
from service.page.query import items_of

PLAYERS: Final = "players"
"""The players' names, in seat order clockwise (``Ann, Bob, Cy``): seat 1 is the first."""
CHIPS: Final = stacks.CHIPS
"""The chips each player starts the hand with, unless he has his own (``chips.2``)."""
EVENTS: Final = "events"
"""The API's field of a hand's events, one per line as the page writes them."""
PLAYED: Final = "played"
"""The play screen's parameter of the hand so far (``events`` in the API's words, which an
older link still uses: read as this)."""
ADD: Final = "add"
"""A pressed button's parameter: the lines it adds to the hand so far."""
TOOK_BACK: Final = "took_back"
"""A take-back's parameter: the lines it took back, for the page it opens to say so. Read
once, never carried on (not a part of the hand)."""
_STRUCTURE: Final = "options.structure"
BIG_BET: Final = "stakes.big_bet"
"""The setup form's big bet: fixed limit's, sent only to a table that plays fixed limit."""


def names_of(params: Mapping[str, str]) -> list[str]:
    """The players typed on one line: split at commas where there are any, else at spaces.

    >>> names_of({"players": "Ann, Bob Smith, Cy"}), names_of({"players": "Ann Bob"})
    (['Ann', 'Bob Smith', 'Cy'], ['Ann', 'Bob'])
    """
    text = params.get(PLAYERS, "").strip()
    if "," in text:
        return [name.strip() for name in text.split(",") if name.strip()]
    return items_of(text)


def play_link(game_id: str, params: Mapping[str, str]) -> str:
    """The play screen's address for a hand: its setup and its events so far."""
    shown = {key: value for key, value in params.items() if value != ""}
    return f"/play/{game_id}?{urlencode(shown)}"


def structure(params: Mapping[str, str], game: Mapping[str, Any]) -> str | None:
    """The betting structure the table chose, or the game's own; None for a game of one."""
    chosen = params.get(_STRUCTURE, "").strip()
    if chosen:
        return chosen
    options = game.get("options") or ()
    return next((str(o["default"]) for o in options if o.get("name") == "structure"), None)


def setup_params() -> dict[str, str]:
    """The setup and the hand so far, as the address carries them: the players, their chips,
    the stakes and house rules, who deals, what the last deal carried, the lines played."""
    keep = (PLAYERS, CHIPS, PLAYED, "dealer", blinds.STRADDLE, *stacks.CARRIED)
    found = {
        key: value
        for key, value in request.args.items(multi=False)
        if key in keep or key.startswith(("stakes.", "options.")) or stacks.is_own(key)
    }
    if EVENTS in request.args and PLAYED not in found:
        found[PLAYED] = request.args[EVENTS]  # a link from before the hand was "played"
    return found


def with_added(params: dict[str, str]) -> tuple[dict[str, str], typed_cards.Wrong]:
    """The hand with the pressed button's events added, each ``name=?`` filled from its field;
    or, when a street's face-up cards are too few or too many, what to correct, and where."""
    lines = [line for line in request.args.getlist(ADD) if line.strip()]
    values = dict(request.args.items(multi=False))
    # A known hand's "Draw": as many cards as typed thrown.
    lines, wrong = typed_cards.sized_draws(lines, values, names_of(params))
    typed, spread_wrong = typed_cards.spread(lines, values)
    wrong = wrong if wrong[0] else spread_wrong
    wrong = wrong if wrong[0] else typed_cards.not_typed_as_cards(lines, typed, names_of(params))
    wrong = wrong if wrong[0] else typed_cards.board_count(lines, typed)
    wrong = wrong if wrong[0] else typed_cards.counted_cards(lines, typed, names_of(params))
    wrong = wrong if wrong[0] else typed_cards.shown_cards(lines, typed, names_of(params))
    wrong = wrong if wrong[0] else declarations.unchosen(lines, values, names_of(params))
    filled = [
        each
        for line in lines
        for each in typed_cards.one_card_each(typed_cards.fill_line(line, typed))
    ]
    filled = _shown_so_far(filled)
    before = params.get(PLAYED, "").rstrip()
    return {**params, PLAYED: "\n".join(filter(None, [before, *filled]))}, wrong


def _shown_so_far(lines: list[str]) -> list[str]:
    """The showdown's hands typed so far: a show whose cards were left empty beside another's
    typed is left for later (the hands are shown one at a time at a table), not refused as
    empty; when none was typed, every show stays, for the refusal to say what is missing.

    >>> _shown_so_far(["show 2 down=Kc,Td,3h,2s", "show 3"])
    ['show 2 down=Kc,Td,3h,2s']
    >>> _shown_so_far(["show 2", "show 3"])
    ['show 2', 'show 3']
    """
    shows = [line for line in lines if line.startswith("show ")]
    typed = [line for line in shows if " down=" in line]
    if not typed or len(typed) == len(shows):
        return lines
    return [line for line in lines if not line.startswith("show ") or " down=" in line]


def dealer_seat(params: Mapping[str, str]) -> int:
    """The dealer's seat as the API counts it (the form says it from 1; the first by default)."""
    said = params.get("dealer", "1").strip()
    return int(said) - 1 if said.isdigit() else 0
