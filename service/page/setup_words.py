"""A refusal on the play screen in the player's words: a refused setup said in the setup form's
words, beside the field to correct; a refused step said above the table.

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
from service.page.asking import Answer
from service.page.blinds import BIG_BLIND, SMALL_BLIND, takes_blinds
from service.page.catalogue import house_rules
from service.page.refusals import field_at, reworded
from service.page.schema import FormField
from service.page.step_parts import ALL, BOARD, UP

PLAYERS: Final = "players"
CHIPS: Final = "chips"
STAKES: Final = "stakes"
OPTIONS: Final = "options"
"""The house rules: each refused one said beside its field, named (it waits folded away)."""
_EVENTS: Final = "events"
"""The API's field of a hand's events: a refused step's problem points into it."""
GENERAL: Final = ""
"""A problem of no field of the form: said above it."""


def plainer(message: str) -> str:
    """An API message in a player's words (:func:`service.page.refusals.reworded`): what was
    typed and what to type, not its type.

    >>> plainer('give a whole number from 1 to 1,000,000,000; got the string "abc".')
    '"abc" is not a number: type a whole number, 1 or more.'
    >>> plainer("give a whole number; this field is required.")
    'It is empty: type a whole number.'
    """
    return reworded(message, None)


CARRIED_FIELDS: Final = {
    "dealer": "Deals",
    "carried_pot": "Pot carried in",
    "passed_out_deals": "Deals passed out in a row before this one",
    "carried_pot_matched": "The pot carried in was matched (no antes this deal)",
}
"""What a deal holds of the deals before it (who deals, the pot carried in), each with its
label: a next-hand link sets them, and the setup form shows each one it carries, where a
problem with it is said."""


def field_of(path: str, game: Mapping[str, Any]) -> str:
    """The setup form's field a refused path was typed in (its id), or GENERAL.

    >>> blind = {"blinds": {"antes_instead": False}}
    >>> [field_of(p, blind) for p in ("seats", "seats.1.stack", "stakes.small_bet", "dealer")]
    ['players', 'chips', 'f-stakes-big_blind', 'dealer']
    >>> field_of("stakes.bring_in", {}), field_of("options.qualifier", {})
    ('f-stakes-bring_in', 'f-options-qualifier')
    """
    parts = path.split(".")
    if parts[0] == OPTIONS and len(parts) == 2:
        return f"f-options-{parts[1]}"  # a house rule, under "House rules"
    if parts[0] == "seats":
        return CHIPS if parts[-1] == "stack" else PLAYERS
    if path in CARRIED_FIELDS:
        return path  # the form shows it, under "From the last deal"
    if parts[0] != STAKES:
        return GENERAL
    if len(parts) == 1:
        return STAKES
    if takes_blinds(game) and parts[1] in ("small_bet", "blinds"):
        # The form's big blind is sent as the bet and the last blind; its small blind first.
        first = parts[1] == "blinds" and parts[2:] == ["0"]
        return "f-" + (SMALL_BLIND if first else BIG_BLIND).replace(".", "-")
    return f"f-stakes-{parts[1]}"


def players_wanted(game: Mapping[str, Any], named: int) -> str:
    """How many players the game takes, said against how many were named.

    >>> players_wanted({"name": "Razz", "players": {"min": 2, "max": 8}}, 1)
    'Razz is played by 2 to 8 players; 1 named.'
    """
    players = game.get("players") or {}
    least, most = players.get("min"), players.get("max")
    count = least if least == most else f"{least} to {most}"
    return f"{game['name']} is played by {count} players; {named} named."


def players_problem(game: Mapping[str, Any], names: Sequence[str]) -> str:
    """What is wrong with the number of players named, as the game's catalogue counts them,
    if anything: the page says it at once, with whatever else the setup gets wrong (the API
    checks the count only once every field reads right).

    >>> razz = {"name": "Razz", "players": {"min": 2, "max": 8}}
    >>> players_problem(razz, ["Ann"]), players_problem(razz, ["Ann", "Bob"])
    ('Razz is played by 2 to 8 players; 1 named.', '')
    """
    players = game.get("players") or {}
    least, most = players.get("min"), players.get("max")
    if not isinstance(least, int) or not isinstance(most, int):
        return ""
    return "" if least <= len(names) <= most else players_wanted(game, len(names))


def setup_problems(
    answer_body: Mapping[str, Any],
    game: Mapping[str, Any],
    names: Sequence[str],
    stakes: Sequence[FormField],
    fields: Sequence[FormField] = (),
) -> dict[str, list[str]]:
    """Each problem of a refused setup by the form's field it belongs to, once each; a house
    rule's named as the form labels it (``fields``: the request's, which say what each takes,
    none for no qualifier)."""
    found: dict[str, list[str]] = {}
    house = {f"{OPTIONS}.{rule.name}": rule.label for rule in house_rules(game)}

    def say(field: str, message: str) -> None:
        # One problem a field: a blind typed once is sent twice (as a blind and as the bet).
        if field == GENERAL or not found.get(field):
            found.setdefault(field, []).append(words.sentence_case(message))

    players = game.get("players") or {}
    for path, messages in (answer_body.get("errors") or {}).items():
        field = field_of(str(path), game)
        for message in messages:
            if field == PLAYERS and str(path) == "seats" and players:
                say(field, players_wanted(game, len(names)))
            elif field == STAKES:
                labels = ", ".join(stake.label.lower() for stake in stakes)
                say(field, f"Fill in the stakes ({labels})." if labels else plainer(message))
            elif str(path) in house:
                said = reworded(str(message), field_at(str(path), fields))
                say(field, f"{house[str(path)]}: {said}")
            else:
                say(field, words.seats_named(plainer(str(message)), tuple(names)))
    if not found:
        detail = str(answer_body.get("detail") or answer_body.get("title") or "")
        say(GENERAL, words.seats_named(plainer(detail), tuple(names)))
    return found


_SEAT_LIST: Final = re.compile(r"\b[Ss]eats ((?:\d+, )*\d+ and \d+)\b")
"""Several seats in one of the API's sentences, counted from 0: ``seats 0, 1 and 3``."""


def seat_lists_named(sentence: str, names: Sequence[str]) -> str:
    """An API sentence with each list of seats (``seats 0, 1 and 3``, counted from 0) called
    as the players call them; a single seat is :func:`words.seats_named`'s.

    >>> seat_lists_named("it still waits for seats 0, 1 and 3", ("Ann", "Bob", "Cy"))
    'it still waits for Ann, Bob and seat 4'
    """

    def named(found: re.Match[str]) -> str:
        said = [words.seat_name(int(seat), names) for seat in re.findall(r"\d+", found[1])]
        return f"{', '.join(said[:-1])} and {said[-1]}"

    return _SEAT_LIST.sub(named, sentence)


def step_refusal(answer: Answer | None, names: Sequence[str], lines: Sequence[str] = ()) -> str:
    """Why the API refused the step just taken, in its own words, seats counted from 1; a
    problem the API names at several of the hand's ``lines`` (the events sent, one a line: a
    card seen twice) says whose they are."""
    if answer is None:
        return ""
    errors = answer.body.get("errors") or {}
    places: dict[str, list[str]] = {}
    for path, found in errors.items():
        for message in found:
            # Each card of a street is an event, and a card seen twice is named at both
            # places: one problem may be said of several; once, where it is first named.
            places.setdefault(message, []).append(path)
    said = []
    for message, paths in places.items():
        named = words.seats_named(seat_lists_named(plainer(message), names), names)
        sentence = f"{_where(paths[0])}{named}"
        holders = list(dict.fromkeys(filter(None, (_whose(p, lines, names) for p in paths))))
        if len(holders) > 1:
            sentence = f"{sentence.rstrip('.')} ({' and '.join(holders)})"
        said.append(words.sentence_case(sentence))
    detail = str(answer.body.get("detail", answer.body.get("title", "")))
    return " ".join(said) or words.seats_named(seat_lists_named(plainer(detail), names), names)


def step_fields(answer: Answer | None, lines: Sequence[str], first: int) -> frozenset[str]:
    """The play screen's fields a refused step's problem points at, by their parameters
    (``down.2``, ``card``): those of the lines just sent (from ``first``), by each event's field
    and seat. A card seen twice is also named where it was dealt before, a field the screen no
    longer shows: only the one just typed is marked.

    >>> said = {"events.0.down.4": ["Ks appears twice"], "events.2.down.0": ["Ks appears twice"]}
    >>> lines = ["deal 2 down=8s,Ks", "check 2", "draw 2 discards=8s down=Ks"]
    >>> sorted(step_fields(Answer(422, {"errors": said}), lines, 2))
    ['down.2']
    >>> board = Answer(422, {"errors": {"events.1.card": ["Ks appears twice"]}})
    >>> sorted(step_fields(board, ["deal 1 down=Ks", "community card=Ks"], 1))
    ['card']
    """
    if answer is None:
        return frozenset()
    found = set()
    for path in answer.body.get("errors") or {}:
        parts = str(path).split(".")
        if len(parts) < 3 or parts[0] != _EVENTS or not parts[1].isdigit():
            continue
        index, field = int(parts[1]), parts[2]
        said = lines[index].split() if first <= index < len(lines) else []
        if not said:
            continue
        if said[0] == BOARD:
            found.add("card")  # the street's board cards, typed in one field
        elif len(said) > 1 and said[1].isdigit():
            found.add(f"{field}.{said[1]}")
            if field == UP:
                found.add(f"{UP}.{ALL}")  # a street's face-up cards, typed in one field
    return frozenset(found)


def _whose(path: str, lines: Sequence[str], names: Sequence[str]) -> str:
    """Whose cards a refusal's path points at, by the event's line: a player's or the board's.

    >>> _whose("events.1.down.0", ["deal 1 down=Ah,Kh", "deal 2 down=Ah,7c"], ["Ann", "Bob"])
    "Bob's cards"
    >>> _whose("events.0.card", ["community card=Ah"], ["Ann"]), _whose("stakes", [], [])
    ('the board', '')
    """
    parts = path.split(".")
    if len(parts) < 3 or parts[0] != _EVENTS or not parts[1].isdigit():
        return ""
    index = int(parts[1])
    said = lines[index].split() if index < len(lines) else []
    if said and said[0] in ("community", "reveal"):
        return "the board"
    if len(said) > 1 and said[1].isdigit() and 0 < int(said[1]) <= len(names):
        return f"{names[int(said[1]) - 1]}'s cards"
    return ""


_FIELD_WORDS: Final = {
    "to": "the amount", "amount": "the amount", "discards": "the cards thrown",
    "down": "the cards", "up": "the face-up cards",
}  # fmt: skip
"""An event's field as a player calls it, where a refusal points at it. A single card is not:
the message names the card, and a card seen twice is pointed at where it was first dealt
(the board's), which is not where the player just typed it."""


def _where(path: str) -> str:
    """Where a refusal points, as the player reads it: the step just taken needs no number
    (``events.22.to`` -> ``the amount: ``), and a card needs none: the API's message names it
    (``events.4.up.1``: ``3d appears twice``), nor an event's type (the step just taken).

    >>> [_where(f"events.{path}") for path in ("22.to", "4.up.1", "3.type", "3.card")]
    ['the amount: ', '', '', '']
    """
    if path.split(".", 1)[0] == _EVENTS:
        field = path.split(".")[2:]
        if not field or field[-1].isdigit() or field in (["type"], ["card"]):
            return ""
        said = _FIELD_WORDS.get(field[0], words.path_words(".".join(field)))
        return f"{said}: "
    return f"{words.path_words(path)}: "
