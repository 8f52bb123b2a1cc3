"""The setup of a hand: its form (the players, their chips, the stakes, the house rules, what the
last deal carried), filled in with the game's own example or as the address left it; and what
is wrong with a setup, each problem beside the field to correct: the page's own checks (two
players of one name, too few or too many, who deals) and every refusal the API gives before
the first card, all said at once.

The refusals' words are :mod:`service.page.setup_words`'s; here they are put on the form.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Final

from flask import render_template

from service.page import answer as words
from service.page import blinds, stacks
from service.page.asking import Answer
from service.page.big_bets import stud_big_bet_help
from service.page.catalogue import house_rules, setup_refused
from service.page.hand_address import BIG_BET, CHIPS, PLAYED, names_of, structure
from service.page.query import params_from
from service.page.questions import Question
from service.page.repeated_names import repeated_names
from service.page.schema import FormField
from service.page.setup_words import CARRIED_FIELDS, plainer, players_problem, setup_problems
from service.page.state_request import ask_state

_SEAT_NUMBER: Final = re.compile("[0-9]{1,3}")
"""A seat's number as typed: ASCII digits, few ("²" is a digit to ``str.isdigit``)."""


def example_setup(question: Question) -> dict[str, str]:
    """The stakes and chips of the contract's first example of this game's hand (a worked hand,
    or one as it is dealt), as the form's defaults."""
    for example in question.examples:
        params = params_from(example.body, question.fields)
        found = {key: value for key, value in params.items() if key.startswith("stakes.")}
        stacks = {value for key, value in params.items() if key.endswith(".stack")}
        if len(stacks) == 1:
            found[CHIPS] = stacks.pop()
        return found
    return {}


def checked_setup(game: Mapping[str, Any], params: Mapping[str, str]) -> dict[str, list[str]]:
    """What the page itself finds wrong with a setup, by the form's field: two players of one
    name, too few or too many players, who deals."""
    found: dict[str, list[str]] = {}
    names = names_of(params)
    repeated = repeated_names(names)
    if repeated is not None:
        # The table calls each player by his name ("Ann to act"): two Anns cannot be told apart.
        found["players"] = [repeated[1]]
    elif counted := players_problem(game, names):
        found["players"] = [counted]
    if (dealer := _dealer_problem(params)) is not None:
        found["dealer"] = [dealer]
    return found


def _dealer_problem(params: Mapping[str, str]) -> str | None:
    """What is wrong with who deals, as the page counts the players (from 1), if anything: the
    API counts seats from 0, and its words would name numbers the player never typed.

    >>> _dealer_problem({"players": "Ann, Bob, Cy", "dealer": "4"})
    'Choose who deals: one of the 3 players, 1 to 3.'
    >>> _dealer_problem({"players": "Ann, Bob", "dealer": "2"})
    >>> _dealer_problem({"players": "Ann, Bob", "dealer": "\u00b2"})
    'Choose who deals: one of the 2 players, 1 to 2.'
    """
    said = params.get("dealer")
    count = len(names_of(params))
    if said is None or (_SEAT_NUMBER.fullmatch(said.strip()) and 1 <= int(said) <= count):
        return None
    return f"Choose who deals: one of the {count} players, 1 to {count}."


def with_the_rest(
    game: Mapping[str, Any],
    question: Question,
    params: Mapping[str, str],
    checked: Mapping[str, list[str]],
) -> dict[str, list[str]]:
    """The page's own problems with a setup and, before the first card, every other one the
    API finds (chips typed as words, the stakes): all said at once, not one a try. A field the
    page spoke of is said in its words only (the API counts seats from 0)."""
    if params.get(PLAYED, "").strip():
        return dict(checked)
    # A dealer the page refused is left to the first player, for the API to judge the rest.
    sent = {key: value for key, value in params.items() if key != "dealer" or key not in checked}
    answer, _ = ask_state(game, question, sent)
    found = setup_refusal(game, question, sent, answer) if answer and answer.is_problem else {}
    return {key: said for key, said in found.items() if key not in checked} | dict(checked)


def _stakes(game: Mapping[str, Any], question: Question) -> list[FormField]:
    """The stakes the setup form asks of this game (none it refuses)."""
    stakes = next((field for field in question.fields if field.name == "stakes"), None)
    refused = setup_refused(str(game["id"]), question.path)
    if stakes is None or "stakes" in refused:
        return []
    asked = blinds.setup_fields(
        game, [field for field in stakes.children if field.name not in refused]
    )
    # The contract says when the big bet is bet for every game at once, in its own words.
    stud_help = stud_big_bet_help(game)
    return [
        replace(field, help=stud_help) if stud_help and field.name == BIG_BET else field
        for field in asked
    ]


def setup_page(
    game: Mapping[str, Any],
    question: Question,
    params: Mapping[str, str],
    problems: Mapping[str, list[str]],
) -> str:
    """The setup form of a hand of this game, filled in with ``params``, each of ``problems``
    beside the field to correct (the field's name; ``""`` for the setup as a whole)."""
    refused = setup_refused(str(game["id"]), question.path)
    names = names_of(params)
    house = house_rules(game)
    stakes = _stakes(game, question)
    return render_template(
        "setup.html",
        game=game,
        params=params,
        stakes=stakes,
        # The stakes its summary says: one sent empty (the form sent again after a refusal)
        # is not given, nor said as "ante ," with nothing after it.
        given=[field for field in stakes if params.get(field.name, "").strip()],
        chips="seats.0.stack" not in refused,
        own=list(zip(names, stacks.own_stacks(params, len(names)), strict=True)),
        own_open=any(stacks.is_own(key) for key in params)
        or any(field.startswith("chips-") for field in problems),
        house=house,
        # A refused house rule waits folded away, far below: named above, its section opened.
        house_refused=[rule.label for rule in house if f"f-options-{rule.name}" in problems],
        problems=problems,
        carried=_carried_fields(params, problems, names),
        dealing=_dealing(params, names),
        structure=structure(params, game),
    )


def _dealing(params: Mapping[str, str], names: Sequence[str]) -> str:
    """Who deals, as the last hand passed the deal on ("Bob (seat 2)"), for the setup to say
    beside the names; nothing when the first named deals, as a new table's does.

    >>> _dealing({"dealer": "2"}, ["Ann", "Bob"]), _dealing({"dealer": "1"}, ["Ann", "Bob"])
    ('Bob (seat 2)', '')
    """
    said = params.get("dealer", "1").strip()
    seat = int(said) if _SEAT_NUMBER.fullmatch(said) else 1
    if seat == 1 or not 1 <= seat <= len(names):
        return ""
    return f"{names[seat - 1]} (seat {seat})"


@dataclass(frozen=True)
class CarriedField:
    """A field of the setup form's "From the last deal": a number typed, or one of ``choices``
    (its value and what the player reads)."""

    name: str
    label: str
    choices: tuple[tuple[str, str], ...] | None


def _carried_fields(
    params: Mapping[str, str], problems: Mapping[str, list[str]], names: Sequence[str]
) -> list[CarriedField]:
    """The fields of what the last deal left that the address carries (or a problem names):
    who deals is one of the players, counted from 1; whether the pot was matched, yes or no."""
    choices: dict[str, tuple[tuple[str, str], ...]] = {
        "dealer": tuple((str(number), name) for number, name in enumerate(names, start=1)),
        "carried_pot_matched": (("yes", "yes"), ("no", "no")),
    }
    return [
        CarriedField(name, label, choices.get(name))
        for name, label in CARRIED_FIELDS.items()
        if name in params or name in problems
    ]


def setup_refusal(
    game: Mapping[str, Any], question: Question, params: Mapping[str, str], answer: Answer | None
) -> dict[str, list[str]]:
    """Why the setup was refused, by the setup form's field to correct."""
    if answer is None:
        return {}
    errors = dict(answer.body.get("errors") or {})
    own: dict[str, list[str]] = {}
    for path in list(errors):
        seat, _, field = path.removeprefix("seats.").partition(".")
        if seat.isdigit() and field == "stack" and stacks.own_key(int(seat) + 1) in params:
            # A player's own chips are wrong, not everyone's: said beside his field.
            said = errors.pop(path)
            own[f"chips-{int(seat) + 1}"] = [words.sentence_case(plainer(str(m))) for m in said]
    if own and not errors:
        return own
    body = {**answer.body, "errors": errors} if errors else answer.body
    stakes = _stakes(game, question)
    return setup_problems(body, game, names_of(params), stakes, question.fields) | own
