"""Old Man (RULES.md §5; S4): the expose and pass, staying in, the wild centre card, go or
stop, and the matching, with chips followed past the end of the hand: every seat ends with his
stack, what he won, less his match and what he paid in the last hand; with the next pot that is
every chip that went in (table stakes: a match is at most the chips the loser has). A matched
pot is played on as the next hand's carried pot."""

from __future__ import annotations

from typing import Any

from play import showdown
from play.cards import Shoe
from play.driver import MAX_DEALS, Family, Hand
from play.referee import Broken, Referee

_DECLARATIONS = ("high", "low", "both")
_WAYS = {"high": ("high", "both"), "low": ("low", "both")}


class OldMan(Family):
    """Old Man."""

    def setup(self, hand: Hand) -> None:
        rng = hand.rng
        seats = hand.players()
        ante = rng.choice([0, 1, 1, 2, 5])
        unit = max(ante, 1)
        stacks = [
            rng.randint(1, 3 * unit) if rng.random() < 0.3 else rng.randint(unit, 25 * unit)
            for _ in range(seats)
        ]
        carried = rng.randint(1, 20 * unit) if rng.random() < 0.15 else 0
        hand.body = {
            "dealer": rng.randrange(seats),
            "stakes": {"ante": ante},
            "seats": [{"stack": s} for s in stacks],
            "options": hand.house_rules(),
            "events": [],
            "carried_pot": carried,
        }
        hand.path = "/v1/games/old_man/state"
        self._new_deal(hand, sum(stacks) + carried)

    def _new_deal(self, hand: Hand, total: int) -> None:
        hand.shoe = shoe = Shoe(hand.rng)
        hand.held, hand.seen = {}, []
        hand.notes |= {"centre": shoe.draw(1)[0], "old_man": shoe.draw(6)}
        hand.hidden = {s for s in range(hand.seats) if hand.rng.random() < 0.3}
        hand.total = total
        hand.bound = 12 * hand.seats + 10

    def weight(self, hand: Hand, offer: dict[str, Any]) -> float:
        return {"fold": 0.25, "go": 0.6, "stop": 0.4}.get(offer["type"], 1.0)

    def fill(self, hand: Hand, offer: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        kind, seat = offer["type"], offer["seat"]
        assert hand.shoe is not None
        if kind in ("ante", "stay"):
            return {"type": kind, "seat": seat, "amount": offer["amount"]}
        if kind == "deal":
            down = hand.deal(seat, offer.get("down_count", 0))
            return {
                "type": kind,
                "seat": seat,
                "down": down,
                "up": hand.shoe.draw(offer.get("up_count", 0)),
            }
        if kind == "expose":
            card, passed = hand.rng.sample(hand.held[seat], 2)
            hand.held[seat] = [c for c in hand.held[seat] if c not in (card, passed)]
            return {"type": kind, "seat": seat, "card": card, "passed": passed}
        if kind == "reveal":
            return {"type": kind, "card": hand.notes["centre"]}
        if kind == "declare":
            return {"type": kind, "seat": seat, "declaration": hand.rng.choice(_DECLARATIONS)}
        if kind == "show":
            return {"type": kind, "seat": seat, "down": list(hand.held[seat])}
        if kind == "old_man":
            return {"type": kind, "down": list(hand.notes["old_man"])}
        return {"type": kind, "seat": seat}  # fold, go, stop

    def illegal(
        self, hand: Hand, offer: dict[str, Any], event: dict[str, Any], state: dict[str, Any]
    ) -> list[tuple[str, dict[str, Any]]]:
        if event["type"] == "expose":
            return [("the same card turned up and passed", {**event, "passed": event["card"]})]
        return []

    def check(self, hand: Hand, state: dict[str, Any]) -> None:
        showdown.during(hand, state)
        for offer in state["next_events"]:
            if offer["type"] == "stay" and offer["amount"] > state["seats"][offer["seat"]]["stack"]:
                raise Broken("offers", f"{offer}: seat {offer['seat']} cannot pay it")

    def finish(self, referee: Referee, hand: Hand, state: dict[str, Any]) -> bool:
        if state["result"] is None:
            end = showdown.money(hand, state)  # everyone folded: the pot stays (old_man.unwon)
            next_pot = state["carry"]["amount"]
        else:
            end, next_pot = self._money(hand, state)
            self._winners(referee, hand, state)
        more = hand.counts["deals"] < MAX_DEALS and hand.rng.random() < 0.6
        if next_pot and min(end) >= 1 and more:
            hand.body |= {
                "seats": [{"stack": chips} for chips in end],
                "events": [],
                "carried_pot": next_pot,
            }
            self._new_deal(hand, sum(end) + next_pot)
            return True
        return False

    def _money(self, hand: Hand, state: dict[str, Any]) -> tuple[list[int], int]:
        """Chips after the matching: stack + won - match - paid + received, never below zero;
        a folded seat is never paid; with the next pot, every chip that went in."""
        matching = state["old_man"]["matching"]
        end = [
            s["stack"] + r["won"] + r["refunded"] - m
            for s, r, m in zip(
                state["seats"], state["result"]["seats"], matching["matches"], strict=True
            )
        ]
        for transfer in matching["transfers"]:
            end[transfer["payer"]] -= transfer["amount"]
            end[transfer["payee"]] += transfer["amount"]
        for seat, out in enumerate(state["seats"]):
            paid = state["result"]["seats"][seat]["won"] + sum(
                t["amount"] for t in matching["transfers"] if t["payee"] == seat
            )
            if out["status"] == "folded" and paid:
                raise Broken("chips", f"folded seat {seat} is paid {paid}")
        if any(matching["matches"]) or matching["transfers"]:
            hand.counts["matches"] = 1
        # The next pot, said as every game's (the state's carry): the matches, and a part nobody
        # won; played without antes when a go matched it, anted to as any hand when nobody did
        # (RULES.md §5; S4: "when the pot is matched there is no anteing").
        carry = state.get("carry")
        next_pot = carry["amount"] if carry else 0
        if next_pot != sum(matching["matches"]) + state["result"]["carried_over"]:
            raise Broken("chips", f"next pot {carry}: matches {matching['matches']} and "
                         f"{state['result']['carried_over']} left")  # fmt: skip
        if carry and carry["carried_pot_matched"] != any(matching["matches"]):
            raise Broken("chips", f"the next pot is matched only if a go matched: {carry}")
        if carry and carry["carried_pot_matched"] and carry["antes"]:
            raise Broken("chips", f"a matched pot is played without antes: {carry}")
        if min(end) < 0 or sum(end) + next_pot != hand.total:
            raise Broken(
                "chips",
                f"seats end with {end} after matches {matching['matches']} and "
                f"transfers {matching['transfers']}, next pot {next_pot}: "
                f"{hand.total} went in",
            )
        showdown.said_ends_with(state, end)
        return end, next_pot

    def _winners(self, referee: Referee, hand: Hand, state: dict[str, Any]) -> None:
        """Each part to the best go that way if he beats the old man, else as RULES.md §5 says
        (shared by its stoppers if nobody went, else it stays)."""
        seats = state["seats"]
        live = [s for s, seat in enumerate(seats) if seat["status"] != "folded"]
        goes = [s for s in live if seats[s]["going"]]
        centre = hand.notes["centre"]
        rules = {
            "high": "high",
            "low": "ace_to_five",
            "qualifier": None,
            "board": [centre],
            "deck": {"packs": 1, "jokers": 0},
            "wild": {"ranks": [centre[0]], "may_duplicate": hand.option("wild_may_duplicate")},
        }
        hands = {s: [*hand.held[s], *seats[s]["up"]] for s in goes}
        hands[-1] = list(hand.notes["old_man"])
        values = showdown.evaluate(referee, hands, rules)
        old = values.pop(-1)
        declared = {s: seats[s]["declaration"] for s in live}
        matching = state["old_man"]["matching"]
        failed = {
            s
            for s in goes
            if declared[s] == "both"
            and not self._wins_both(
                s, goes=goes, declared=declared, values=values, old=old, hand=hand
            )
        }
        if failed != set(matching["failed_both"]):
            raise Broken(
                "winners",
                f"failed both {matching['failed_both']}; values {values}, "
                f"old man {old} say {sorted(failed)}",
            )
        expectations, losers = {}, set(failed)
        for part in matching["parts"]:
            way = part["direction"]
            went = [s for s in goes if declared[s] in _WAYS[way] and s not in failed]
            if went:
                best = max(getattr(values[s], way) for s in went)
                top = {s for s in went if getattr(values[s], way) == best}
                won = self._beats(best, getattr(old, way), hand)
                expected = ("won", top) if won else ("unwon", set())
                losers |= set(went) - expected[1]
            else:
                stoppers = {s for s in live if declared[s] in _WAYS[way] and not seats[s]["going"]}
                expected = ("shared", stoppers) if stoppers else ("unwon", set())
            expectations[way] = expected
        for part in matching["parts"]:
            way, expected = part["direction"], expectations[part["direction"]]
            if expected[0] == "unwon" and hand.option("last_hand") and set(live) - losers:
                # RULES.md §5: in the last hand it is divided among the players still in the
                # hand who did not lose a go (with none of them, it can only stay).
                expected = ("divided", set(live) - losers)
            if (part["outcome"], set(part["winners"])) != expected:
                raise Broken(
                    "winners",
                    f"the {way} part is {part['outcome']} to "
                    f"{part['winners']}; values {values}, old man {old} say {expected}",
                )

    def _beats(self, mine: float | None, old: float | None, hand: Hand) -> bool:
        assert mine is not None and old is not None
        return mine > old or (mine == old and hand.option("old_man_tie") == "player")

    def _wins_both(
        self,
        seat: int,
        *,
        goes: list[int],
        declared: dict[int, str],
        values: dict[int, showdown.Value],
        old: showdown.Value,
        hand: Hand,
    ) -> bool:
        for way, declarations in _WAYS.items():
            mine = getattr(values[seat], way)
            rivals = [
                getattr(values[s], way) for s in goes if s != seat and declared[s] in declarations
            ]
            if any(r >= mine for r in rivals) or not self._beats(mine, getattr(old, way), hand):
                return False
        return True
