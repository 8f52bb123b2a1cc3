"""The driver: plays random legal hands through the HTTP API and checks every invariant.

A hand: a game, a seeded number of seats (the extremes often), short and uneven stacks, a random
choice of house rules, a seeded shuffled shoe (the service never shuffles: the caller deals).
Then, until the hand is over: ask the state, take one of the offered ``next_events`` at random
(the game's family fills in cards and amounts), and now and then first send an illegal event,
which must be refused with a 4xx problem naming its rule. Invariants are checked on every answer
and at the end; a broken one stops the hand with the request body that shows it.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Final

from play import illegal
from play.cards import HIDDEN, RANKS, Shoe, named
from play.contract import event_types
from play.referee import Broken, Referee

INVARIANTS: Final = (
    "setup",  # a setup the rulebook allows is refused, or an impossible one accepted
    "offered",  # an offered event is refused
    "illegal",  # an illegal event is accepted, or refused without a problem naming its rule
    "ends",  # the hand stalls, or runs past its bound of events
    "offers",  # an offered amount breaks table stakes, or the turn is not the offered seat's
    "chips",  # chips created or lost, a stack below zero, a folded seat paid
    "winners",  # the winners disagree with /v1/hands/evaluate (or Elimination's totals)
    "explained",  # a result explains nothing, or cites a rule the hand's explanation does not
    "contract",  # an answer does not match its schema in openapi.yaml
    "server",  # a 5xx
)
ILLEGAL_RATE: Final = 0.05
"""How often an illegal event is tried before the legal one."""
SIMULTANEOUS: Final = frozenset(
    {"ante", "deal", "declare", "expose", "go", "stop", "discard", "show", "old_man"}
)
"""Events every listed seat makes in any order: a batch of them goes in one request."""
MAX_DEALS: Final = 4
"""A passed-out deal or a matched pot is played on for at most this many deals in all."""
RULEBOOK_PLAYERS: Final = {"elimination": (2, 9)}
"""Seat counts RULES.md allows beyond the catalogue's (§1: Elimination takes 2 to 9)."""


@dataclass
class Hand:
    """One hand as the driver plays it: the request so far and the truth behind its ``??``."""

    seed: str
    game: dict[str, Any]
    rng: random.Random
    path: str = ""
    template: str = ""
    """The contract's path of ``path`` where they differ; empty: the path itself (each game's
    hand state is an operation of its own)."""
    body: dict[str, Any] = field(default_factory=dict)
    shoe: Shoe | None = None
    held: dict[int, list[str]] = field(default_factory=dict)
    """Each seat's down cards, truly, in the order the service holds them."""
    hidden: set[int] = field(default_factory=set)
    """Seats whose down cards are sent as ``??``."""
    seen: list[str] = field(default_factory=list)
    """Named cards the service has seen this deal."""
    total: int = 0
    """Chips at the table, carried pot included: what every deal must conserve."""
    bound: int = 0
    notes: dict[str, Any] = field(default_factory=dict)
    counts: Counter[str] = field(default_factory=Counter)
    events_played: int = 0
    mucked: set[int] = field(default_factory=set)
    """Seats that threw their hands away at the showdown this deal."""

    @property
    def events(self) -> list[dict[str, Any]]:
        events: list[dict[str, Any]] = self.body["events"]
        return events

    @property
    def seats(self) -> int:
        return len(self.body.get("seats", ({}, {})))  # Counterbluff's two by default

    def option(self, name: str) -> Any:
        """A house rule as this table plays it: its setting, else the game's default."""
        if name in self.body.get("options", {}):
            return self.body["options"][name]
        return next(o["default"] for o in self.game["options"] if o["name"] == name)

    def fixed_limit(self, options: dict[str, Any]) -> bool:
        """Whether a table of these house rules plays fixed limit (a game of one structure
        does): only then may its stakes name a big bet (rule betting.fixed-limit)."""
        default = next(
            (o["default"] for o in self.game["options"] if o["name"] == "structure"), None
        )
        return options.get("structure", default) in (None, "fixed_limit")

    def deal(self, seat: int, count: int) -> list[str]:
        """Down cards to ``seat``: remembered, and sent as ``??`` when his hand is hidden."""
        assert self.shoe is not None
        cards = self.shoe.draw(count)
        self.held.setdefault(seat, []).extend(cards)
        return [HIDDEN] * count if seat in self.hidden else cards

    def seat_range(self) -> tuple[int, int]:
        """The seat counts the game allows: the catalogue's, or RULES.md's where wider."""
        low, high = self.game["players"]["min"], self.game["players"]["max"]
        rule_low, rule_high = RULEBOOK_PLAYERS.get(self.game["id"], (low, high))
        return min(low, rule_low), max(high, rule_high)

    def players(self) -> int:
        """A seat count the game allows, the extremes often."""
        low, high = self.seat_range()
        roll = self.rng.random()
        # Small tables are cheaper to replay; every count still comes up.
        return low if roll < 0.35 else high if roll < 0.47 else self.rng.randint(low, high)

    def house_rules(self, fixed: dict[str, Any] | None = None) -> dict[str, Any]:
        """A random combination of the game's options, each value one it allows, with the
        ``fixed`` settings over them."""
        chosen: dict[str, Any] = {}
        for option in self.game["options"]:
            if self.rng.random() < 0.5:
                chosen[option["name"]] = option_value(option, self.rng)
        chosen |= fixed or {}
        # An option of another betting structure than the one played is refused (the catalogue
        # lists each option's `structures`): left out, as an app would.
        options = {option["name"]: option for option in self.game["options"]}
        structure = chosen.get("structure", options.get("structure", {}).get("default"))
        return {
            name: value
            for name, value in chosen.items()
            if structure in options[name].get("structures", [structure])
        }


def option_value(option: dict[str, Any], rng: random.Random) -> Any:
    """Any value the option allows, its bounds often."""
    if option["nullable"] and rng.random() < 0.25:
        return None
    kind = option["kind"]
    if kind == "boolean":
        return rng.random() < 0.5
    if kind == "choice":
        return rng.choice(option["choices"])
    if kind == "ranks":
        return rng.sample([*RANKS], rng.randint(0, 3))
    low, high = option["minimum"], option["maximum"]
    return rng.choice([low, high, rng.randint(low, min(high, low + 6))])


class Family:
    """What a game family does for the driver; the defaults serve every family with a state."""

    counterbluff = False

    def setup(self, hand: Hand) -> None:
        """Fill ``hand.body`` (setup and no events), the shoe, the total, the bound."""
        raise NotImplementedError

    def weight(self, hand: Hand, offer: dict[str, Any]) -> float:
        """How likely the offer is taken."""
        return 1.0

    def burst(
        self, hand: Hand, offers: list[dict[str, Any]], state: dict[str, Any]
    ) -> list[tuple[dict[str, Any], dict[str, Any]]] | None:
        """A run of events whose legality follows from the rules (a heads-up raise war), sent
        in one request; None to take one offer."""
        return None

    def fill(self, hand: Hand, offer: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        """The offer as an event, with cards from the shoe and an amount in the offered range."""
        raise NotImplementedError

    def illegal(
        self, hand: Hand, offer: dict[str, Any], event: dict[str, Any], state: dict[str, Any]
    ) -> list[tuple[str, dict[str, Any]]]:
        """The family's own illegal events beside the driver's: (what is wrong, the event)."""
        return []

    def illegal_setups(self, hand: Hand) -> list[tuple[str, dict[str, Any], str]]:
        """The family's own impossible setups: (what is wrong, the body, the field named)."""
        return []

    def check(self, hand: Hand, state: dict[str, Any]) -> None:
        """Invariants of every answer."""

    def finish(self, referee: Referee, hand: Hand, state: dict[str, Any]) -> bool:
        """Invariants at the end; True when the family has set up a next deal to play on."""
        return False


def play(referee: Referee, family: Family, hand: Hand) -> None:
    """Play ``hand`` to its end (and any deal it carries into); raise :class:`Broken`."""
    family.setup(hand)
    if hand.rng.random() < ILLEGAL_RATE:
        illegal.try_wrong_setup(referee, family, hand)
    while True:
        hand.mucked = set()  # a deal of its own
        answer = referee.post(hand.path, hand.template, hand.body)
        if answer.status != 200:
            problem = answer.body or {}
            raise Broken(
                "setup",
                f"a legal setup is refused: {problem}",
                what=f"a legal setup refused: {problem.get('rule')} {problem.get('title')}",
            )
        state = answer.body
        family.check(hand, state)
        while state["phase"] != "over":
            if len(hand.events) >= hand.bound:
                raise Broken("ends", f"not over after {len(hand.events)} events")
            offers = state["next_events"]
            if not offers:
                raise Broken("ends", f"stalled at phase {state['phase']}: no next event")
            unlisted = {o["type"] for o in offers} - event_types(hand.template or hand.path)
            if unlisted:  # an app could not send it: the game's contract does not list it
                raise Broken("contract", f"offered {sorted(unlisted)}, types its request lacks")
            batch = _choose(family, hand, offers, state)
            for _, event in batch:
                _offered(event, offers)
            if hand.rng.random() < ILLEGAL_RATE:
                illegal.try_illegal(referee, family, hand, batch[0], state)
            hand.events.extend(event for _, event in batch)
            _note_mucks(hand, state, [event for _, event in batch])
            answer = referee.post(hand.path, hand.template, hand.body)
            if answer.status != 200:
                taken = [event for _, event in batch]
                problem = answer.body or {}
                what = f"{taken[0]['type']} refused: {problem.get('rule')} {problem.get('title')}"
                raise Broken("offered", f"offered {taken} refused: {problem}", what=what)
            hand.seen += [card for _, event in batch for card in named(event)]
            state = answer.body
            family.check(hand, state)
        hand.events_played += len(hand.events)
        hand.counts["deals"] += 1
        if hand.rng.random() < ILLEGAL_RATE:
            illegal.try_after_the_end(referee, family, hand)
        if not family.finish(referee, hand, state):
            return


def _note_mucks(hand: Hand, state: dict[str, Any], events: list[dict[str, Any]]) -> None:
    """The seats that fold at the showdown: they throw their hands away (RR The Showdown)."""
    if state["phase"] == "show":
        hand.mucked |= {event["seat"] for event in events if event["type"] == "fold"}


def _choose(
    family: Family, hand: Hand, offers: list[dict[str, Any]], state: dict[str, Any]
) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """Some seats' simultaneous events, or one offer, each filled in."""
    rng = hand.rng
    run = family.burst(hand, offers, state)
    if run:
        return run
    if all(o["type"] in SIMULTANEOUS for o in offers):
        groups: dict[Any, list[dict[str, Any]]] = {}
        for offer in offers:
            groups.setdefault(offer["seat"], []).append(offer)
        picks = [rng.choice(group) for group in groups.values()]
        rng.shuffle(picks)
        picks = picks if rng.random() < 0.9 else picks[: rng.randint(1, len(picks))]
        return [(o, family.fill(hand, o, state)) for o in picks]
    weights = [family.weight(hand, o) for o in offers]
    offer = rng.choices(offers, weights if sum(weights) else None)[0]
    return [(offer, family.fill(hand, offer, state))]


_SIZED: Final = ("down", "up")
"""The card lists of an event that a next event sizes (``down_count``, ``up_count``)."""


def _offered(event: dict[str, Any], offers: list[dict[str, Any]]) -> None:
    """The event a family made is a shape some offer of its type and seat gives: each card list
    it holds is one that offer counts, that many cards (a draw's ``down`` at most that many).
    A family may play what the rules allow its own way (a Lowball hand laid face up or face
    down at random): a shape no offer gives fails here, so that the offers name every shape the
    rules allow. (A draw offered may be played as ``stand_pat``, a draw of none.)"""
    kind = "draw" if event["type"] == "stand_pat" else event["type"]
    mine = [o for o in offers if o["type"] == kind and o.get("seat") == event.get("seat")]
    if not mine or kind != event["type"]:
        return  # none of its type: the answer says whether it may come now
    if not any(_fits(offer, event) for offer in mine):
        raise Broken("offers", f"{event} is a shape none of {mine} gives")


def _fits(offer: dict[str, Any], event: dict[str, Any]) -> bool:
    for name in _SIZED:
        count, held = offer.get(f"{name}_count"), event.get(name) or []
        if count is None:
            if held:
                return False
        elif not (len(held) <= count if event["type"] == "draw" else len(held) == count):
            return False
    return True
