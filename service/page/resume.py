"""A pasted hand history that is not over, continued on the play screen where it stopped.

The play screen keeps a hand in its address: the players, their chips, the stakes, the house
rules, the dealer and the events so far, one per line (:mod:`service.page.hand_address`). A PHH
document says all of these in its own terms; the core's reader (the one ``POST /v1/histories``
replays it with) turns it into the table's setup and the hand's events, which are written here
as the play screen's parameters. The API answers a history with its state only, not with the
setup and events it read, so the page reads the document with the same reader.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from service.page import blinds, stacks
from service.page.catalogue import catalogue, form_value
from service.page.hand_address import PLAYED, PLAYERS, play_link
from service.page.query import write_line
from service.page.schema import Kind
from service.page.state_request import state_question
from service.rules.errors import RuleViolation
from service.rules.games.events import Event
from service.rules.histories.phh_reading import History, read_phh


def _event(event: Event) -> dict[str, Any]:
    """An event as the API's request writes it (its seat counted from 0)."""
    found: dict[str, Any] = {"type": event.type.value}
    if event.seat is not None:
        found["seat"] = event.seat
    for name in ("amount", "to"):
        if getattr(event, name) is not None:
            found[name] = getattr(event, name)
    for name in ("down", "up", "discards"):
        if getattr(event, name):
            found[name] = [str(card) for card in getattr(event, name)]
    for name in ("card", "passed", "discard"):
        if getattr(event, name) is not None:
            found[name] = str(getattr(event, name))
    if event.declaration is not None:
        found["declaration"] = event.declaration.value
    return found


def _chips(stacks_by_seat: tuple[int, ...]) -> dict[str, str]:
    """Everyone's chips as the most players have, and each other player's own.

    >>> _chips((200, 150, 200))
    {'chips': '200', 'chips.2': '150'}
    """
    most = Counter(stacks_by_seat).most_common(1)[0][0]
    found = {stacks.CHIPS: str(most)}
    for seat, stack in enumerate(stacks_by_seat, start=1):
        if stack != most:
            found[stacks.own_key(seat)] = str(stack)
    return found


def _params(history: History) -> dict[str, str]:
    """The play screen's parameters for the hand a history recorded, as far as it goes."""
    game_id = history.plan.game.id
    setup = history.plan.setup
    names = [(name or f"Seat {seat}").replace(",", " ")
             for seat, name in enumerate(history.names, start=1)]  # fmt: skip
    bet = None if setup.blinds else setup.small_bet  # a blind game's bet is its big blind
    stakes: dict[str, str] = {
        f"stakes.{name}": str(value)
        for name, value in (("ante", setup.ante), ("bring_in", setup.bring_in),
                            ("small_bet", bet), ("big_bet", setup.big_bet))
        if value
    }  # fmt: skip
    if setup.blinds:
        stakes["stakes.blinds"] = " ".join(map(str, setup.blinds))
    game = catalogue()[game_id]
    question = state_question(game_id)
    events = (
        next(field for field in question.fields if field.kind is Kind.LINES) if question else None
    )
    return {
        PLAYERS: ", ".join(names),
        **_chips(setup.stacks),
        "dealer": str(setup.dealer + 1),
        **blinds.as_asked(game, stakes),
        **{f"options.{name}": form_value(value) for name, value in setup.options.items()},
        PLAYED: "\n".join(write_line(_event(event), events) for event in history.events),
    }


def continue_link(text: str) -> str:
    """The play screen at the point a history stopped; nothing where the page cannot play its
    game or the document cannot be read (the API has said why)."""
    try:
        history = read_phh(text)
    except RuleViolation:
        return ""
    game_id = history.plan.game.id
    if game_id not in catalogue() or state_question(game_id) is None:
        return ""
    return play_link(game_id, _params(history))
