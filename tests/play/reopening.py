"""Who may raise: the betting round as the driver played it, judged by RULES.md §0 "Betting and
all-ins" (RR Betting and raising 3-6, No limit and pot limit 1-3; TDA) apart from the service's
betting engine.

A player who has acted may raise again only when a full bet or raise has been made since, or
when the total he faces over what he last matched is a full raise (half a bet in fixed limit):
an all-in short of that does not reopen the betting. In no limit and pot limit, once it is
reopened he may raise (there is no cap). In fixed limit an all-in bet of less than half a bet
is completed to a full bet, not raised to bet plus all-in. The sizes come from what the service
asked for before each act (the least full bet or raise it offered), so this judges reopening,
not the sizes themselves.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from play.driver import Hand
from play.referee import Broken

_RAISING = ("bet", "raise", "complete")


@dataclass
class Act:
    """One betting act and what was known when it was made."""

    seat: int
    kind: str
    before: int
    """The bet the seat faced (the round's highest total)."""
    to: int
    all_in: bool
    size: int | None
    """The least full bet (fixed limit: the bet) or raise increment then asked for."""
    over_bring_in: int | None = None
    """Stud: the smallest bet, when the act was made over a bring-in nobody had yet completed
    or raised (a bring-in is a forced bet short of a full one); None otherwise."""

    def full(self, fixed: bool, size: int | None, *, strict: bool = False) -> bool:
        """A full bet, raise or completion (RULES.md §0). Fixed limit has one bet a round, so
        one learnt later (``size``) serves; elsewhere an unknown size counts as full unless
        ``strict``."""
        known = self.size if self.size is not None else size if fixed else None
        if self.kind == "complete":  # from no full bet yet: a bring-in or a short all-in bet
            if not self.all_in or known is None:
                return True
            return 2 * self.to >= known if fixed else self.to >= known
        if self.kind not in ("bet", "raise"):
            return False
        if self.over_bring_in is not None and not fixed:
            # Pot and no limit: a bring-in is raised to at least the smallest bet, a full raise
            # however little it adds (RR No-Limit rules 2 and 4).
            return not self.all_in or self.to >= self.over_bring_in
        if known is None:
            return not strict
        step = self.to - self.before
        return 2 * step >= known if fixed else step >= known


@dataclass
class Round:
    """The acts of the betting round under way."""

    street: str | None
    acts: list[Act] = field(default_factory=list)
    size: int | None = None
    bring_in_open: bool = False
    """A bring-in stands that nobody has completed or raised."""
    mixed: bool = False
    """Fixed limit with a small and a big bet both open: which is the bet is not known."""


def _round(hand: Hand, street: str | None) -> Round:
    current = hand.notes.get("round")
    if not isinstance(current, Round) or current.street != street:
        current = hand.notes["round"] = Round(street)
    return current


def note(hand: Hand, state: dict[str, Any], offer: dict[str, Any], event: dict[str, Any]) -> None:
    """Remember an act about to be sent, with the sizes the service asked for before it."""
    rnd = _round(hand, state["street"])
    fixed = hand.option("structure") == "fixed_limit"
    sizes = {  # the least full amount offered (a range's least is one even if its top is all in)
        other["min_to"] - (state["current_bet"] if other["type"] == "raise" else 0)
        for other in state["next_events"]
        if other["type"] in _RAISING and (not other["all_in"] or other["min_to"] < other["max_to"])
    }
    wide = any(o["min_to"] != o["max_to"] for o in state["next_events"] if o["type"] in _RAISING)
    rnd.mixed |= fixed and (len(sizes) > 1 or wide)  # a small and a big bet (an open pair)
    smallest = hand.body["stakes"].get("small_bet", 0)
    if sizes:
        rnd.size = min(sizes)
        if not fixed:
            # Pot and no limit: a full raise is never less than the smallest bet; a bring-in is
            # raised by less only to reach it (RR No-Limit rules 2 and 4).
            rnd.size = max(rnd.size, smallest)
    seat = state["seats"][offer["seat"]]
    everything = seat["in_round"] + seat["stack"]
    kind = event["type"]
    to = event.get("to", offer["min_to"] if kind == "call" else seat["in_round"])
    all_in = kind not in ("fold", "check") and to == everything
    over = smallest if rnd.bring_in_open else None
    act = Act(offer["seat"], kind, state["current_bet"], to, all_in, rnd.size, over)
    rnd.acts.append(act)
    if kind == "bring_in":
        rnd.bring_in_open = True
    elif act.full(fixed, rnd.size, strict=True):
        rnd.bring_in_open = False
    if not fixed and rnd.size is not None and act.full(fixed, rnd.size, strict=True):
        # No limit and pot limit: the next raise is at least this bet or raise (RULES.md §0).
        rnd.size = max(rnd.size, act.to - act.before)


def note_raise(hand: Hand, street: str | None, seat: int, before: int, to: int) -> None:
    """A full raise of a raise war's run."""
    rnd = _round(hand, street)
    rnd.acts.append(Act(seat, "raise", before, to, False, to - before))


def forget(hand: Hand) -> None:
    """The round starts again (Jacks or Better: the opener owned up to false openers)."""
    hand.notes.pop("round", None)


def check(hand: Hand, state: dict[str, Any]) -> None:
    """The seat to act is offered a raise exactly when the round is open to him."""
    seat = state["to_act"]
    rnd = hand.notes.get("round")
    if state["phase"] != "bet":
        forget(hand)
        return
    if not isinstance(rnd, Round) or rnd.street != state["street"] or seat is None or rnd.mixed:
        return
    fixed = hand.option("structure") == "fixed_limit"
    offers = {o["type"]: o for o in state["next_events"] if o["seat"] == seat}
    raising = [o for o in state["next_events"] if o["type"] in _RAISING]
    if fixed and len({o["type"] for o in raising}) < len(raising):
        return  # a small and a big bet or raise on offer (an open pair): which is the bet?
    current, me = state["current_bet"], state["seats"][seat]
    mine = [k for k, act in enumerate(rnd.acts) if act.seat == seat]
    if not mine:
        _completion(rnd, offers, current, fixed)
        return
    last = rnd.acts[mine[-1]]
    since = rnd.acts[mine[-1] + 1 :]
    # A bring-in is a forced bet short of a full one: facing a completion (or, in pot and no
    # limit, a raise to the smallest bet), however made up, he and those who only called him
    # may raise (RR Seven-Card Stud 2-3, Betting and Raising: half a bet all in is a full one).
    forced = last.kind == "bring_in" or (last.kind == "call" and last.over_bring_in is not None)
    faced = current - (0 if forced else max(last.before, last.to))
    total = rnd.size is not None and (2 * faced >= rnd.size if fixed else faced >= rnd.size)
    if "raise" in offers and not (total or any(a.full(fixed, rnd.size) for a in since)):
        raise Broken(
            "offers",
            f"seat {seat} acted ({last.kind} to {last.to}) and since then only all-ins short "
            f"of a full raise ({rnd.size}) raised the bet by {faced}, yet he is offered "
            f"{offers['raise']}",
            what="a raise offered after only short all-ins",
        )
    # Someone else must be able to answer a raise (put in more than the bet).
    answer = any(
        s["status"] == "live" and s["in_round"] + s["stack"] > current
        for k, s in enumerate(state["seats"])
        if k != seat
    )
    strict = total or any(a.full(fixed, rnd.size, strict=True) for a in since)
    able = answer and me["stack"] > current - me["in_round"]
    if not fixed and strict and able and "raise" not in offers:
        raise Broken(
            "offers",
            f"seat {seat} acted ({last.kind} to {last.to}); the bet has since risen by "
            f"{faced}, a full raise ({rnd.size}) in all, yet he is offered {list(offers)}",
            what="no raise offered after short all-ins that make a full raise",
        )


def _completion(rnd: Round, offers: dict[str, Any], current: int, fixed: bool) -> None:
    """Fixed limit: facing only an all-in bet of less than half a bet, a player who has not
    acted completes it to a full bet; he does not raise it to bet plus all-in."""
    if not fixed or rnd.size is None or not 0 < current < rnd.size:
        return
    if any(a.kind == "bring_in" or a.full(fixed, rnd.size, strict=True) for a in rnd.acts):
        return
    short = [a for a in rnd.acts if a.kind == "bet" and a.all_in and 2 * a.to < rnd.size]
    raising = offers.get("raise") or offers.get("complete")
    if short and raising and raising["min_to"] > rnd.size:
        raise Broken(
            "offers",
            f"an all-in bet of {short[0].to} (less than half the bet of {rnd.size}) is "
            f"completed to {rnd.size}, yet the offer is {raising}",
            what="a short all-in bet raised, not completed",
        )
