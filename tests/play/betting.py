"""Betting for the families with chips: stakes, stacks, moves at random, offers checked.

Stacks are short and uneven so that all-ins and side pots are common; now and then two deep
stacks meet heads up in a raise war (RULES.md §0: an unlimited heads-up raise war is legal and
ends only when a player calls, folds or is all in, so no event limit may cut it short).
"""

from __future__ import annotations

from typing import Any, Final

from play import reopening
from play.driver import Family, Hand
from play.referee import Broken

MOVES: Final = frozenset({"bring_in", "complete", "bet", "raise", "call", "check", "fold"})
WARS: Final = ("war", "deep war")
WAR_RULES: Final = {"structure": "fixed_limit", "heads_up_raises": "unlimited_if_two_at_start"}
"""A war's house rules: fixed limit, the cap lifted with two players, so a war raises on."""
_WEIGHTS: Final = {
    "calm": {"fold": 0.3, "check": 1.0, "call": 1.0, "bet": 0.5, "raise": 0.3, "complete": 0.4},
    "loose": {"fold": 0.3, "check": 0.6, "call": 1.0, "bet": 1.0, "raise": 1.0, "complete": 1.0},
    "war": {"fold": 0.0, "check": 0.05, "call": 0.02, "bet": 1.0, "raise": 1.0, "complete": 1.0},
    "deep war": {"fold": 0.0, "check": 0.0, "call": 0.0, "bet": 1.0, "raise": 1.0, "complete": 1.0},
}


def table(hand: Hand, *, small_bet: int, seats: int) -> list[int]:
    """Each seat's stack, short and uneven; a raise war's two deep stacks (seven hundred bets
    deep in a deep one: past the six hundred events a body once had room for)."""
    rng = hand.rng
    if hand.notes["style"] in WARS:
        depth = 700 if hand.notes["style"] == "deep war" else rng.randint(20, 120)
        return [depth * small_bet + rng.randint(0, small_bet) for _ in range(seats)]
    stacks = []
    for _ in range(seats):
        roll = rng.random()
        if roll < 0.3:
            stacks.append(rng.randint(1, 2 * small_bet))
        elif roll < 0.85:
            stacks.append(rng.randint(small_bet, 15 * small_bet))
        else:
            stacks.append(rng.randint(15 * small_bet, 60 * small_bet))
    return stacks


def style(hand: Hand) -> str:
    """How the table bets this hand (unless the hand was told): mostly calm, sometimes loose,
    rarely a raise war, very rarely a deep one."""
    told = hand.notes.get("style")
    if isinstance(told, str):
        return told
    return hand.rng.choices(["calm", "loose", "war", "deep war"], [0.62, 0.35, 0.027, 0.003])[0]


def bound(hand: Hand, *, small_bet: int, rounds: int, other: int) -> int:
    """The most events a hand can take: every raise of at least a bet (an all-in for less at
    most once a seat), each answered by every other seat, plus the rest of the procedure."""
    seats = hand.seats
    raises = hand.total // small_bet + seats * rounds
    return other + rounds * seats * 2 + raises * seats


def weight(hand: Hand, offer: dict[str, Any]) -> float:
    return _WEIGHTS[hand.notes["style"]].get(offer["type"], 1.0)


def fill(hand: Hand, offer: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
    """A move with an amount in the offered range: the least, the most, or between."""
    event = {"type": offer["type"], "seat": offer["seat"]}
    kind, rng = offer["type"], hand.rng
    if kind == "call" and rng.random() < 0.7:
        event["to"] = offer["min_to"]
    elif kind not in ("fold", "check", "call"):
        low, high = offer["min_to"], offer["max_to"]
        roll = rng.random()
        event["to"] = low if roll < 0.45 else high if roll < 0.75 else rng.randint(low, high)
    reopening.note(hand, state, offer, event)
    return event


def check_offers(hand: Hand, state: dict[str, Any]) -> None:
    """Every offered move is the seat to act's, a live seat's, and within table stakes."""
    seats = state["seats"]
    if any(s["status"] == "all_in" for s in seats):
        hand.counts["all_ins"] = 1
    for offer in state["next_events"]:
        if offer["type"] not in MOVES:
            continue
        if state["phase"] == "show" and offer["type"] == "fold":
            # RR The Showdown: a seat still in the hand may muck instead (a fold there).
            if seats[offer["seat"]]["status"] == "folded":
                raise Broken("offers", f"{offer}: a muck offered to a folded seat")
            continue
        seat = seats[offer["seat"]]
        if offer["seat"] != state["to_act"] or seat["status"] != "live":
            raise Broken(
                "offers",
                f"{offer} offered to seat {offer['seat']} ({seat['status']}), "
                f"to act: {state['to_act']}",
            )
        if offer["type"] == "fold" and "min_to" in offer:
            raise Broken("offers", f"{offer}: a fold puts nothing in, so it has no totals")
        if offer["type"] in ("fold", "check"):
            continue
        everything = seat["in_round"] + seat["stack"]
        if not offer["min_to"] <= offer["max_to"] <= everything:
            raise Broken(
                "offers", f"{offer}: seat {offer['seat']} has {everything} in all this round"
            )
        if offer["all_in"] != (offer["max_to"] == everything):
            raise Broken("offers", f"{offer}: all_in is wrong with {everything} in all this round")
        if offer["type"] == "call" and offer["min_to"] != min(state["current_bet"], everything):
            raise Broken("offers", f"{offer}: the bet is {state['current_bet']}")
    reopening.check(hand, state)


def burst(
    hand: Hand, offers: list[dict[str, Any]], state: dict[str, Any]
) -> list[tuple[dict[str, Any], dict[str, Any]]] | None:
    """A raise war's next raises, sent as one run: heads up with the cap lifted, each raise is
    the same fixed increment while neither player is all in (RULES.md §0, §4
    ``heads_up_raises``), so the run needs no state between its raises."""
    if hand.notes["style"] not in WARS:
        return None
    offer = next((o for o in offers if o["type"] in ("bet", "raise")), None)
    live = [s for s, seat in enumerate(state["seats"]) if seat["status"] != "folded"]
    if offer is None or offer["min_to"] != offer["max_to"] or len(live) != 2:
        return None
    seats = state["seats"]
    top = {s: seats[s]["in_round"] + seats[s]["stack"] for s in live}
    step = offer["min_to"] - state["current_bet"]
    seat, to, kind = offer["seat"], offer["min_to"], offer["type"]
    run: list[tuple[dict[str, Any], dict[str, Any]]] = []
    before = state["current_bet"]
    while len(run) < 24 and to < top[seat]:
        move = {"type": kind, "seat": seat, "min_to": to, "max_to": to, "all_in": False}
        run.append((move, {"type": kind, "seat": seat, "to": to}))
        reopening.note_raise(hand, state["street"], seat, before, to)
        seat, before, to, kind = live[1 - live.index(seat)], to, to + step, "raise"
    return run if len(run) > 1 else None


class BettingFamily(Family):
    """A family with chips: its betting moves and antes are weighed and filled alike."""

    def weight(self, hand: Hand, offer: dict[str, Any]) -> float:
        return weight(hand, offer)

    def fill(self, hand: Hand, offer: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        if offer["type"] in MOVES:
            return fill(hand, offer, state)
        if offer["type"] == "ante":
            return {"type": "ante", "seat": offer["seat"], "amount": offer["amount"]}
        return self.fill_own(hand, offer, state)

    def fill_own(self, hand: Hand, offer: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        """The family's own events (deals, draws, reveals) as events."""
        raise NotImplementedError
