"""A compact way to write a hand's events in golden case files, one line per event.

    ante 0 1            deal 0 As 2s / 3d     deal 1 / Kd        deal 0 7c /
    bring_in 0 4        complete 1 10         call 2   check 1   fold 2
    bet 1 10            raise 0 20            community Qs
    exchange 0 3c Th    stand_pat 1           declare 0 both     show 1 Kh 7d 8h
    draw 2 Ts 4c / Td 9s                      reveal Qs          discard 3 Qh
    false_openers 1     show 0 Ks Kh 8d 8c 5h / 9h
    expose 0 Ks 4c      stay 0 1              go 1    stop 2     old_man 2d 3d 6h 8s Ad Ac

In ``deal`` the cards before ``/`` are dealt down and those after it up; in ``draw`` the cards
before ``/`` are thrown and those after it dealt; in ``show`` the cards after ``/`` are the
opener's discards; ``expose`` names the card turned up, then the card passed to the right.
Each line becomes the JSON event the API takes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from service.rules.cards import parse_card_or_hidden
from service.rules.games.catalog import CATALOG
from service.rules.games.events import Event, EventType, HandState
from service.rules.games.procedure import replay_hand
from service.rules.games.table import Setup, configure
from service.rules.pots.shares import Declaration


def _split(words: list[str], before: str, after: str) -> dict[str, Any]:
    slash = words.index("/")
    return {before: words[:slash], after: words[slash + 1 :]}


def _show(words: list[str]) -> dict[str, Any]:
    return _split(words, "down", "discards") if "/" in words else {"down": words}


_FIELDS: dict[str, Callable[[list[str]], dict[str, Any]]] = {
    "ante": lambda w: {"amount": int(w[0])},
    "stay": lambda w: {"amount": int(w[0])},
    **dict.fromkeys(("bring_in", "complete", "bet", "raise"), lambda w: {"to": int(w[0])}),
    "deal": lambda w: _split(w, "down", "up"),
    "draw": lambda w: _split(w, "discards", "down"),
    "exchange": lambda w: {"discard": w[0], "card": w[1]},
    "expose": lambda w: {"card": w[0], "passed": w[1]},
    "declare": lambda w: {"declaration": w[0]},
    "discard": lambda w: {"discards": w},
    "show": _show,
}
"""What follows the seat in each kind of line."""


def event(line: str) -> dict[str, Any]:
    """One line of notation as an API event."""
    kind, *words = line.split()
    if kind in ("community", "reveal"):
        return {"type": kind, "card": words[0]}
    if kind == "old_man":
        return {"type": kind, "down": words}
    out: dict[str, Any] = {"type": kind, "seat": int(words[0])}
    fields = _FIELDS.get(kind)
    return out | fields(words[1:]) if fields else out


def request(case: dict[str, Any]) -> dict[str, Any]:
    """A golden case as the body of ``POST /v1/games/{game}/state``."""
    body: dict[str, Any] = {
        "dealer": case["dealer"],
        "stakes": case["stakes"],
        "seats": [{"stack": stack} for stack in case["stacks"]],
        "events": [event(line) for line in case["events"]],
    }
    if "options" in case:
        body["options"] = case["options"]
    for name in ("carried_pot", "passed_out_deals"):
        if name in case:
            body[name] = case[name]
    return body


def core_event(event: dict[str, Any]) -> Event:
    """An API event as the core's."""
    card = event.get("card")
    discard = event.get("discard")
    passed = event.get("passed")
    declaration = event.get("declaration")
    return Event(
        type=EventType(event["type"]),
        seat=event.get("seat"),
        amount=event.get("amount"),
        to=event.get("to"),
        down=tuple(parse_card_or_hidden(c) for c in event.get("down", [])),
        up=tuple(parse_card_or_hidden(c) for c in event.get("up", [])),
        card=parse_card_or_hidden(card) if card else None,
        discard=parse_card_or_hidden(discard) if discard else None,
        passed=parse_card_or_hidden(passed) if passed else None,
        discards=tuple(parse_card_or_hidden(c) for c in event.get("discards", [])),
        declaration=Declaration(declaration) if declaration else None,
    )


def play(case: dict[str, Any], events: list[str] | None = None) -> HandState:
    """Replay a case (or the given lines of it) in the core."""
    body = request(case if events is None else case | {"events": events})
    return play_events(case, body["events"])


def play_events(case: dict[str, Any], events: list[dict[str, Any]]) -> HandState:
    """Replay a case's table with ``events`` given as the API's JSON events."""
    setup = setup_of(case)
    plan = configure(CATALOG[case["game"]], setup)
    return replay_hand(plan, [core_event(e) for e in events])


def setup_of(case: dict[str, Any]) -> Setup:
    """A case's table as the core takes it."""
    stakes = case["stakes"]
    return Setup(
        stacks=tuple(case["stacks"]),
        dealer=case["dealer"],
        ante=stakes.get("ante", 0),
        bring_in=stakes.get("bring_in"),
        small_bet=stakes.get("small_bet", 0),  # a blind game's is its big blind
        big_bet=stakes.get("big_bet"),
        blinds=tuple(stakes.get("blinds", ())),
        options=case.get("options", {}),
        carried=case.get("carried_pot", 0),
        passed_out_deals=case.get("passed_out_deals", 0),
    )
