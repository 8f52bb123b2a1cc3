"""Whole games of Counterbluff for tests: a seeded shuffle, random legal play, and the score
every hand must make, worked out here with treys as the independent judge of poker hands.

The engine never sees the stock's order; this module deals from it, a card at a time, and says
which cards each player drew (RULES.md §3; S2).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from treys import Card as TreysCard
from treys import Evaluator

_EVALUATOR = Evaluator()
RANKS = "23456789TJQKA"
SUITS = "cdhs"


def _strength(cards: list[str]) -> int:
    """Greater is better (treys counts 1 as the best hand)."""
    return -_EVALUATOR.evaluate([], [TreysCard.new(c[0] + c[1]) for c in cards])


@dataclass
class Expected:
    """What the game must come to."""

    scores: list[int] = field(default_factory=lambda: [0, 0])
    hands: int = 0
    kinds: list[str] = field(default_factory=list)


def game(
    seed: int, *, packs: int = 1, lowball: bool = False
) -> tuple[list[dict[str, Any]], Expected]:
    """The events of one whole game, dealer 0, and the result they must give."""
    rng = random.Random(seed)
    stock = [r + s for r in RANKS for s in SUITS] * packs
    rng.shuffle(stock)
    events: list[dict[str, Any]] = []
    held: list[list[str]] = [[], []]
    for seat in (0, 1):
        held[seat] = [stock.pop() for _ in range(10)]
        events.append({"type": "deal", "seat": seat, "down": list(held[seat])})
    expected = Expected()
    leader = 1
    while stock or min(len(h) for h in held) >= 5:
        rows: list[list[str]] = [[], []]
        points = [0, 0]
        if lowball and rng.random() < 0.2 and min(len(set(h)) for h in held) >= 5:
            kind, scorer, next_leader = _lowball(rng, leader, held, events, points)
        else:
            kind, scorer = _hand(rng, leader, held=held, rows=rows, events=events, points=points)
            next_leader = leader if scorer is None else scorer
        expected.scores = [a + b for a, b in zip(expected.scores, points, strict=True)]
        expected.hands += 1
        expected.kinds.append(kind)
        first = leader if scorer is None else scorer
        drawn: list[list[str]] = [[], []]
        while stock and any(len(held[s]) + len(drawn[s]) < 10 for s in (0, 1)):
            for seat in (first, 1 - first):
                if stock and len(held[seat]) + len(drawn[seat]) < 10:
                    drawn[seat].append(stock.pop())
        for seat in (first, 1 - first):
            if drawn[seat]:
                events.append({"type": "draw", "seat": seat, "down": drawn[seat]})
                held[seat] += drawn[seat]
        leader = next_leader
        if not stock and min(len(h) for h in held) < 5:
            break
    return events, expected


def _hand(
    rng: random.Random,
    leader: int,
    *,
    held: list[list[str]],
    rows: list[list[str]],
    events: list[dict[str, Any]],
    points: list[int],
) -> tuple[str, int | None]:
    seat = leader
    while True:
        playable = [c for c in held[seat] if c not in rows[seat]]
        if rows[seat] and (not playable or rng.random() < 0.08):
            events.append({"type": "fold", "seat": seat})
            points[1 - seat] = sum(range(1, len(rows[0]) + len(rows[1]) + 1))
            return "fold", 1 - seat
        card = rng.choice(playable)
        held[seat].remove(card)
        rows[seat].append(card)
        events.append({"type": "play", "seat": seat, "card": card})
        if len(rows[0]) == len(rows[1]) == 5:
            a, b = _strength(rows[0]), _strength(rows[1])
            if a == b:
                return "showdown", None
            winner = int(b > a)
            points[winner] = 55
            return "showdown", winner
        seat = 1 - seat


def _lay(rng: random.Random, seat: int, held: list[list[str]]) -> list[str]:
    distinct = list(dict.fromkeys(held[seat]))
    cards = rng.sample(distinct, 5)
    for card in cards:
        held[seat].remove(card)
    return cards


def _lowball(
    rng: random.Random,
    caller: int,
    held: list[list[str]],
    events: list[dict[str, Any]],
    points: list[int],
) -> tuple[str, int | None, int]:
    """A Lowball call and its answer; the scorer leads next (the caller after a tie)."""
    other = 1 - caller
    up = rng.random() < 0.5
    mine = _lay(rng, caller, held)
    events.append({"type": "lowball", "seat": caller, ("up" if up else "down"): mine})
    reply = rng.choice(["fold", "up", "down"])
    if reply == "fold":
        events.append({"type": "fold", "seat": other})
        points[caller] = 15
        return "lowball", caller, caller
    theirs = _lay(rng, other, held)
    events.append({"type": "lowball", "seat": other, reply: theirs})
    if reply == "down":
        points[caller] = 30 if up else 5
        return "lowball", caller, caller
    a, b = _strength(mine), _strength(theirs)
    if a == b:
        return "lowball", None, caller
    lower = caller if a < b else other
    points[lower] = 30
    return "lowball", lower, lower
