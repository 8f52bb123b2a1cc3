"""Illegal events, each made from the legal one about to be sent: out of turn, a seat not at the
table, a wrong amount, a card seen already, another phase's event, an event after the end, and
impossible setups. Each must be refused with a 4xx problem naming its rule, and the hand then
goes on with the legal event."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from play.cards import named
from play.contract import event_types
from play.referee import Broken, Referee

if TYPE_CHECKING:
    from play.driver import Family, Hand

PHASE_EVENTS: Final = {
    "ante": {"ante"},
    "deal": {"deal", "community"},
    "bet": {"bring_in", "complete", "bet", "raise", "call", "check", "fold", "false_openers"},
    "exchange": {"exchange", "stand_pat"},
    "draw": {"draw", "stand_pat"},
    "reveal": {"reveal"},
    "discard": {"discard"},
    "expose": {"expose"},
    "stay": {"stay", "fold"},
    "declare": {"declare"},
    "go": {"go", "stop"},
    "play": {"play", "fold", "lowball"},
    "lowball": {"lowball", "fold"},
    "show": {"show", "old_man", "fold"},  # a fold at the showdown is a muck (RR The Showdown)
}
"""The events each phase can take, whoever sends them: anything else is out of its phase."""


def try_illegal(
    referee: Referee,
    family: Family,
    hand: Hand,
    taken: tuple[dict[str, Any], dict[str, Any]],
    state: dict[str, Any],
) -> None:
    """An illegal event made from the legal one about to be sent: it must be refused."""
    offer, event = taken
    candidates = _illegal(hand, offer, event, state, family)
    candidates += family.illegal(hand, offer, event, state)
    if candidates:
        what, wrong = hand.rng.choice(candidates)
        _must_refuse(referee, hand, what, wrong)


def try_wrong_setup(referee: Referee, family: Family, hand: Hand) -> None:
    """Too many players, another game's house rule, or the family's own impossible setup."""
    wrong = family.illegal_setups(hand)
    stranger = "bring_in" if family.counterbluff else "packs"
    options = {**hand.body["options"], stranger: True if family.counterbluff else 2}
    wrong.append(("another game's house rule", {**hand.body, "options": options}, "options"))
    crowd = hand.seat_range()[1] + 1
    if not family.counterbluff and crowd <= 10:
        seats = [{"stack": 20}] * crowd
        wrong.append((f"{crowd} players", {**hand.body, "seats": seats}, "seats"))
    what, body, where = hand.rng.choice(wrong)
    answer = referee.post(hand.path, hand.template, body)
    fault = referee.refusal_fault(answer, where)
    if fault and where == "options":  # refused by the contract: the option is not the game's
        fault = referee.contract_refusal_fault(answer, where) and fault
    if fault:
        raise Broken("setup", f"{what}: {fault}", body, f"{what}: {fault.split(' (')[0]}")
    hand.counts["illegal"] += 1


def try_after_the_end(referee: Referee, family: Family, hand: Hand) -> None:
    """Any event once the hand is over (games.hand-over)."""
    kinds = ["fold", "play"] if family.counterbluff else ["fold", "check", "declare", "go"]
    stranger = _STRANGERS[hand.rng.choice(kinds)](hand.rng.randrange(hand.seats), hand)
    _must_refuse(referee, hand, "an event after the end", stranger)


def _must_refuse(referee: Referee, hand: Hand, what: str, wrong: dict[str, Any]) -> None:
    body = {**hand.body, "events": [*hand.events, wrong]}
    answer = referee.post(hand.path, hand.template, body)
    where = f"events.{len(hand.events)}"
    if wrong["type"] in event_types(hand.template or hand.path):
        fault = referee.refusal_fault(answer, where)
    else:  # a type the game's contract does not list: refused for its shape, by the contract
        fault = referee.contract_refusal_fault(answer, where)
    if fault:
        rule = (answer.body or {}).get("rule") if answer.status != 200 else None
        kind = f"{what}, {wrong['type']}: {fault.split(' (')[0].split(':')[0]} {rule or ''}"
        raise Broken("illegal", f"{what} {wrong}: {fault}", body, kind.strip())
    hand.counts["illegal"] += 1


def _illegal(
    hand: Hand, offer: dict[str, Any], event: dict[str, Any], state: dict[str, Any], family: Family
) -> list[tuple[str, dict[str, Any]]]:
    """Out of turn, a seat not at the table, a wrong amount, a card seen already, another
    phase's event: each that can be made from the legal event."""
    rng, out = hand.rng, []
    seat = event.get("seat")
    if seat is not None and event["type"] != "show":
        offered = {o["seat"] for o in state["next_events"]}
        others = [s for s in range(hand.seats) if s not in offered]
        if others:
            out.append(("out of turn", {**event, "seat": rng.choice(others)}))
        if not family.counterbluff and hand.seats < 10:
            out.append(("a seat not at the table", {**event, "seat": hand.seats}))
    if "to" in event:
        # Outside every offer of the kind: a small and a big bet are two offers.
        alike = [o for o in state["next_events"] if o["type"] == event["type"]] or [offer]
        above = max(o["max_to"] for o in alike) + rng.randint(1, 3)
        wrong = rng.choice([above, offer["min_to"] - 1])
        if wrong >= 0 and not any(o["min_to"] <= wrong <= o["max_to"] for o in alike):
            out.append(("a wrong amount", {**event, "to": wrong}))
    if "amount" in event:
        out.append(("a wrong amount", {**event, "amount": event["amount"] + 1}))
    # A card seen already, but not one of the seat's own (he may play or show those).
    own = {*hand.held.get(seat if seat is not None else -1, ()), *named(event)}
    seen = [c for c in hand.seen if c not in own]
    if seen and not (family.counterbluff and hand.option("packs") == 2):
        out += [("a card seen already", e) for e in _with_a_seen_card(event, rng, seen)]
    foreign = [t for t in _STRANGERS if t not in PHASE_EVENTS.get(state["phase"], ())]
    # Each game's contract lists its own event types: another game's type is refused by the
    # schema (:func:`_must_refuse`), a type of the game's in the wrong phase by a rule.
    if foreign:
        kind = rng.choice(foreign)
        stranger = _STRANGERS[kind](seat or 0, hand)
        out.append((f"an event of another phase ({state['phase']})", stranger))
    return out


def _with_a_seen_card(
    event: dict[str, Any], rng: random.Random, seen: list[str]
) -> list[dict[str, Any]]:
    card, out = rng.choice(seen), []
    for name in ("card", "passed"):
        if name in event:
            out.append({**event, name: card})
    for name in ("down", "up"):
        if event.get(name):
            cards = list(event[name])
            cards[rng.randrange(len(cards))] = card
            out.append({**event, name: cards})
    return out


_STRANGERS: Final[dict[str, Callable[[int, Hand], dict[str, Any]]]] = {
    "declare": lambda s, h: {"type": "declare", "seat": s, "declaration": "both"},
    "check": lambda s, h: {"type": "check", "seat": s},
    "stand_pat": lambda s, h: {"type": "stand_pat", "seat": s},
    "go": lambda s, h: {"type": "go", "seat": s},
    "reveal": lambda s, h: {"type": "reveal", "card": (h.shoe and h.shoe.peek()) or "2c"},
    "expose": lambda s, h: {"type": "expose", "seat": s, "card": "As", "passed": "Ks"},
    "deal": lambda s, h: {
        "type": "deal",
        "seat": s,
        "down": ["??"] * (10 if h.path.endswith("counterbluff/state") else 1),
    },
    "draw": lambda s, h: {"type": "draw", "seat": s, "down": ["??"]},
    "play": lambda s, h: {"type": "play", "seat": s, "card": "2c"},
    "fold": lambda s, h: {"type": "fold", "seat": s},
    "lowball": lambda s, h: {"type": "lowball", "seat": s, "down": ["??"] * 5},
}
"""Events to send out of their phase, each with what its type needs."""
