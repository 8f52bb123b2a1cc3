"""A refused setup said in the setup form's words, beside the field to correct.

The API names what it refused by the request's paths (``seats``, ``seats.1.stack``,
``stakes.small_bet``) in a programmer's words ("give a list of 2 to 10 objects"); the setup form
asks for players, chips each and the stakes (a blind game's small and big blind). So each
problem goes to the field the player typed it in, said as the form says it, once.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any, Final

from service.page import answer as words
from service.page.blinds import BIG_BLIND, SMALL_BLIND, takes_blinds
from service.page.schema import FormField

PLAYERS: Final = "players"
CHIPS: Final = "chips"
STAKES: Final = "stakes"
GENERAL: Final = ""
"""A problem of no field of the form: said above it."""

_GOT: Final = re.compile(r"got the (?:string|number) ")


def plainer(message: str) -> str:
    """An API message in a player's words: what was typed, not its type.

    >>> plainer('give a whole number from 1 to 1,000,000,000; got the string "abc".')
    'give a whole number from 1 to 1,000,000,000; got "abc".'
    >>> plainer("give a whole number; this field is required.")
    'give a whole number; it is empty.'
    """
    return _GOT.sub("got ", message).replace("this field is required", "it is empty")


def field_of(path: str, game: Mapping[str, Any]) -> str:
    """The setup form's field a refused path was typed in (its id), or GENERAL.

    >>> blind = {"blinds": {"antes_instead": False}}
    >>> [field_of(p, blind) for p in ("seats", "seats.1.stack", "stakes.small_bet", "dealer")]
    ['players', 'chips', 'f-stakes-big_blind', '']
    >>> field_of("stakes.bring_in", {})
    'f-stakes-bring_in'
    """
    parts = path.split(".")
    if parts[0] == "seats":
        return CHIPS if parts[-1] == "stack" else PLAYERS
    if parts[0] != STAKES:
        return GENERAL
    if len(parts) == 1:
        return STAKES
    if takes_blinds(game) and parts[1] in ("small_bet", "blinds"):
        # The form's big blind is sent as the bet and the last blind; its small blind first.
        first = parts[1] == "blinds" and parts[2:] == ["0"]
        return "f-" + (SMALL_BLIND if first else BIG_BLIND).replace(".", "-")
    return f"f-stakes-{parts[1]}"


def setup_problems(
    answer_body: Mapping[str, Any],
    game: Mapping[str, Any],
    names: Sequence[str],
    stakes: Sequence[FormField],
) -> dict[str, list[str]]:
    """Each problem of a refused setup by the form's field it belongs to, once each."""
    found: dict[str, list[str]] = {}

    def say(field: str, message: str) -> None:
        # One problem a field: a blind typed once is sent twice (as a blind and as the bet).
        if field == GENERAL or not found.get(field):
            found.setdefault(field, []).append(words.sentence_case(message))

    players = game.get("players") or {}
    for path, messages in (answer_body.get("errors") or {}).items():
        field = field_of(str(path), game)
        for message in messages:
            if field == PLAYERS and str(path) == "seats" and players:
                least, most = players.get("min"), players.get("max")
                count = least if least == most else f"{least} to {most}"
                say(field, f"{game['name']} is played by {count} players; {len(names)} named.")
            elif field == STAKES:
                labels = ", ".join(stake.label.lower() for stake in stakes)
                say(field, f"Fill in the stakes ({labels})." if labels else plainer(message))
            else:
                say(field, plainer(words.seats_named(str(message), tuple(names))))
    if not found:
        detail = str(answer_body.get("detail") or answer_body.get("title") or "")
        say(GENERAL, plainer(words.seats_named(detail, tuple(names))))
    return found
