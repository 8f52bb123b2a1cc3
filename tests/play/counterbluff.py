"""Counterbluff (RULES.md §3; S2), a whole game for two through its own state endpoint: cards
played to rows, folds, Lowball calls and their replies, refills from the stock until the pack is
through. Points instead of chips: each hand's score is its rule's (a fold scores the triangular
number of the cards played; a showdown the higher row by ``POST /v1/hands/evaluate``, with four
of a kind where option ``four_of_a_kind`` puts it), and the scores add up."""

from __future__ import annotations

from typing import Any, Final

from play.cards import HIDDEN, Shoe
from play.driver import Family, Hand
from play.referee import Broken, Referee

_LOWBALL_POINTS: Final = {15, 30, 5}


class Counterbluff(Family):
    """Counterbluff."""

    counterbluff = True

    def setup(self, hand: Hand) -> None:
        rng = hand.rng
        options = hand.house_rules()
        if rng.random() < 0.5:
            options["lowball"] = True  # make Lowball calls common
        hand.body = {"dealer": rng.randrange(2), "options": options, "events": []}
        if rng.random() < 0.5:
            hand.body["seats"] = [{"name": "North"}, {"name": "South"}]
        hand.path = hand.template = "/v1/games/counterbluff/state"
        packs = hand.option("packs")
        hand.shoe = Shoe(rng, packs)
        hand.hidden = {rng.randrange(2)} if rng.random() < 0.4 else set()
        hand.notes["laid"] = {}
        hand.bound = 3 * 52 * packs + 20

    def weight(self, hand: Hand, offer: dict[str, Any]) -> float:
        return {"fold": 0.12, "lowball": 0.3}.get(offer["type"], 1.0)

    def fill(self, hand: Hand, offer: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        kind, seat = offer["type"], offer["seat"]
        held = hand.held.setdefault(seat, [])
        if kind in ("deal", "draw"):
            return {"type": kind, "seat": seat, "down": hand.deal(seat, offer.get("down_count", 0))}
        row = state["seats"][seat]["row"]
        distinct = list(dict.fromkeys(c for c in held if c not in row))
        if kind == "lowball" and len(distinct) >= 5:
            return self._lay(hand, seat, held, distinct)
        if kind == "show":
            return {"type": kind, "seat": seat, "down": hand.notes["laid"][seat]}
        if distinct and state["phase"] == "play":
            card = hand.rng.choice(distinct)  # never a card identical to one in his own row
            held.remove(card)
            return {"type": "play", "seat": seat, "card": card}
        return {"type": "fold", "seat": seat}

    def _lay(self, hand: Hand, seat: int, held: list[str], distinct: list[str]) -> dict[str, Any]:
        """A Lowball call or reply: five different cards, face up or face down, at random (the
        driver checks that the offers give the shape chosen)."""
        laid = hand.rng.sample(distinct, 5)
        for card in laid:
            held.remove(card)
        hand.notes["laid"][seat] = laid
        if hand.rng.random() < 0.5:
            return {"type": "lowball", "seat": seat, "up": laid}
        down = [HIDDEN] * 5 if seat in hand.hidden else laid
        return {"type": "lowball", "seat": seat, "down": down}

    def illegal(
        self, hand: Hand, offer: dict[str, Any], event: dict[str, Any], state: dict[str, Any]
    ) -> list[tuple[str, dict[str, Any]]]:
        seat, wrong = event.get("seat"), []
        if event["type"] == "play":
            mine = state["seats"][seat]["row"]
            if mine and hand.option("packs") == 2:
                wrong.append(("an identical card to his own row", {**event, "card": mine[0]}))
            if not any(state["seats"][s]["row"] for s in (0, 1)):
                wrong.append(("a fold before playing a card", {"type": "fold", "seat": seat}))
        if event["type"] == "lowball" and "up" in event:
            wrong.append(("a Lowball hand of four", {**event, "up": event["up"][:4]}))
        return wrong

    def check(self, hand: Hand, state: dict[str, Any]) -> None:
        scored = [sum(h["points"][s] for h in state["hands"]) for s in (0, 1)]
        if scored != state["scores"]:
            raise Broken("winners", f"the hands score {scored}; the scores say {state['scores']}")
        for seat in set(hand.held) - hand.hidden:
            if sorted(state["seats"][seat]["cards"]) != sorted(hand.held[seat]):
                raise Broken(
                    "winners",
                    f"seat {seat} holds {hand.held[seat]}, not {state['seats'][seat]['hand']}",
                )

    def finish(self, referee: Referee, hand: Hand, state: dict[str, Any]) -> bool:
        held = [len(seat["cards"]) for seat in state["seats"]]
        if state["stock"] or min(held) >= 5:
            raise Broken("ends", f"over with {state['stock']} cards in stock, hands of {held}")
        scores = state["scores"]
        best = None if scores[0] == scores[1] else int(scores[1] > scores[0])
        if state["winner"] != best:
            raise Broken("winners", f"scores {scores}, winner {state['winner']}")
        for record in state["hands"]:
            if record["ended_by"] == "lowball":
                hand.counts["lowball_calls"] += 1
                if not set(record["points"]) <= _LOWBALL_POINTS | {0}:
                    raise Broken("winners", f"a Lowball call scores {record['points']}")
            elif record["ended_by"] == "fold":
                cards = sum(len(row) for row in record["rows"])
                if sorted(record["points"]) != [0, cards * (cards + 1) // 2]:
                    raise Broken("winners", f"a fold after {cards} cards scores {record['points']}")
            else:
                self._showdown(referee, hand, record)
        return False

    def _showdown(self, referee: Referee, hand: Hand, record: dict[str, Any]) -> None:
        """The higher row scores 55 (RULES.md §3); a tie scores nothing, or both, by option."""
        body = {
            "hands": [{"cards": row} for row in record["rows"]],
            "deck": {"packs": hand.option("packs")},
        }
        ruled = referee.ruling("/v1/hands/evaluate", body, "winners")["hands"]
        keys = [_key(h, hand.option("four_of_a_kind")) for h in ruled]
        expected: tuple[int | None, list[int]]
        if keys[0] == keys[1]:
            each = 55 if hand.option("ties") == "both_score" else 0
            expected = (None, [each, each])
        else:
            winner = int(keys[1] > keys[0])
            expected = (winner, [55 * (winner == 0), 55 * (winner == 1)])
        if (record["winner"], record["points"]) != expected:
            raise Broken(
                "winners",
                f"rows {record['rows']} ({[h['description'] for h in ruled]}) "
                f"score {record['points']}, not {expected[1]}",
            )


def _key(ruled: dict[str, Any], four_of_a_kind: str) -> tuple[int, int]:
    """Four of a kind above a straight flush when the option says so (S2 leaves it out)."""
    if four_of_a_kind == "above_straight_flush" and ruled["category"] == "four_of_a_kind":
        return (1, ruled["value"])
    return (0, ruled["value"])
