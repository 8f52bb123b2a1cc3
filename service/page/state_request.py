"""The play screen's question to the API: which of the contract's questions plays a game's hand,
the hand's address written as that question's body, and the API's answer for the hand so far.

The page keeps nothing but the address, so each page of a hand (the setup form, the table, the
next deal) asks the API for the state afresh, through here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from service.page import blinds, stacks
from service.page import typed as typed_cards
from service.page.asking import Answer, ask
from service.page.catalogue import questions
from service.page.hand_address import (
    ADD,
    BIG_BET,
    CHIPS,
    EVENTS,
    PLAYED,
    PLAYERS,
    names_of,
    structure,
)
from service.page.query import LineProblem, body_from
from service.page.questions import Question

_FIXED_LIMIT: Final = "fixed_limit"


def state_question(game_id: str) -> Question | None:
    """The question that plays a hand of this game, event by event: the game's own hand state
    (each game's takes its own house rules; Counterbluff's its own events), if it has one."""
    question = questions().get(f"games/{game_id}/state")
    return question if question is not None and question.plays_events else None


def request_params(params: Mapping[str, str], game: Mapping[str, Any]) -> dict[str, str]:
    """The state request's form parameters, the players written as seats and the blinds as
    the API takes them."""
    skipped = (PLAYERS, CHIPS, ADD, PLAYED)
    sent = blinds.as_sent(stacks.without_own(params))
    found = {key: value for key, value in sent.items() if key not in skipped}
    if structure(params, game) not in (None, _FIXED_LIMIT):
        # The form's big bet is fixed limit's (its help says so): a table that plays pot or
        # no limit has none, so the field is not sent (a player who changed the structure
        # after filling it in is not refused for it).
        found.pop(BIG_BET, None)
    if params.get(PLAYED):
        found[EVENTS] = params[PLAYED]
    found.setdefault("dealer", "1")  # the first player named deals, as the setup form says
    for index, name in enumerate(names_of(params)):
        found[f"seats.{index}.name"] = name
        if stack := stacks.stack_of(params, index + 1):
            found[f"seats.{index}.stack"] = stack
    return found


def ask_state(
    game: Mapping[str, Any], question: Question, params: Mapping[str, str]
) -> tuple[Answer | None, str]:
    """The API's answer for the hand so far, or the line the page could not read."""
    try:
        body = body_from(request_params(params, game), question.fields)
    except LineProblem as problem:
        return None, f"Line {problem.line} of the hand so far: {problem.message}."
    seats, names = body.get("seats") or [], names_of(params)
    if seats and len(names) > len(seats):
        # More players than a form shows rows: each one is sent, for the API to say how many
        # the game takes, never dropped unsaid.
        body["seats"] = [*seats, *({**seats[-1], "name": name} for name in names[len(seats) :])]
    return ask("POST", question.path, body), ""


def shown_as_dealt(
    game: Mapping[str, Any], question: Question, params: Mapping[str, str], added: dict[str, str]
) -> dict[str, str]:
    """The hand with the ``show`` lines just added laid out as the cards were dealt
    (:func:`typed_cards.in_dealt_order`), each seat's down cards read off the hand before them:
    a player types his cards in any order, as he lays them down."""
    before = params.get(PLAYED, "").rstrip().splitlines()
    lines = added[PLAYED].splitlines()
    new = lines[len(before) :]
    if not any(line.startswith("show ") for line in new):
        return added
    answer, _ = ask_state(game, question, params)
    if answer is None or answer.is_problem:
        return added
    seats = answer.body.get("seats") or []

    def held(line: str) -> list[str]:
        words = line.split()
        seat = int(words[1]) - 1 if len(words) > 1 and words[1].isdigit() else -1
        found = seats[seat].get("down") if 0 <= seat < len(seats) else None
        return [str(card) for card in found] if isinstance(found, list) else []

    laid = [typed_cards.in_dealt_order(line, held(line)) for line in new]
    return {**added, PLAYED: "\n".join([*before, *laid])}
