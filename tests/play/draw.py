"""Jacks or Better (RULES.md §2; S1): the draw, openers proved, false openers, passed-out
deals carried into the next deal, and the lowball play of a passed-out deal.

Hidden hands (``??``) may bet before anyone has opened, as the service cannot see them: when
such a hand lacks openers the opener is a false opener, found at the showdown, or he owns up to
it in the first round. A deal that passes is played on: the next dealer, the carried pot and the
antes the carry names, which must be the antes the next deal asks for.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from play import betting, reopening, showdown
from play.cards import HIDDEN, RANKS, Shoe
from play.driver import MAX_DEALS, Hand
from play.referee import Broken, Referee


class Draw(betting.BettingFamily):
    """Jacks or Better."""

    def setup(self, hand: Hand) -> None:
        rng = hand.rng
        hand.notes["style"] = style = betting.style(hand)
        seats = 2 if style in betting.WARS else hand.players()
        options = hand.house_rules(betting.WAR_RULES if style in betting.WARS else None)
        small = rng.choice([1, 2, 5, rng.randint(1, 20)])
        stakes: dict[str, Any] = {"ante": rng.choice([0, 1, small, 5]), "small_bet": small}
        if rng.random() < 0.5 and hand.fixed_limit(options):
            stakes["big_bet"] = rng.choice([small, 2 * small, 5 * small])
        stacks = betting.table(hand, small_bet=small, seats=seats)
        carried = rng.randint(1, 30) if rng.random() < 0.15 else 0
        hand.body = {
            "dealer": rng.randrange(seats),
            "stakes": stakes,
            "seats": [{"stack": s} for s in stacks],
            "options": options,
            "events": [],
            "carried_pot": carried,
            "passed_out_deals": rng.choice([0, 0, 0, 1, 3]) if carried else 0,
        }
        hand.path = "/v1/games/jacks_or_better/state"
        self._new_deal(hand, sum(stacks) + carried)

    def _new_deal(self, hand: Hand, total: int) -> None:
        hand.shoe = Shoe(hand.rng)
        hand.held, hand.seen = {}, []
        hand.hidden = {s for s in range(hand.seats) if hand.rng.random() < 0.5}
        hand.notes |= {"dealt": {}, "discards": {}, "muck": [], "lowball": False}
        hand.total = total
        small = hand.body["stakes"]["small_bet"]
        hand.bound = betting.bound(hand, small_bet=small, rounds=4, other=4 * hand.seats + 4)

    def weight(self, hand: Hand, offer: dict[str, Any]) -> float:
        if offer["type"] == "false_openers":
            return 0.4  # often enough that each of S1's cases, and Robert's Rules', comes up
        if offer["type"] in ("draw", "stand_pat"):
            return 1.0 if offer["type"] == "draw" else 0.3
        return super().weight(hand, offer)

    def burst(
        self, hand: Hand, offers: list[dict[str, Any]], state: dict[str, Any]
    ) -> list[tuple[dict[str, Any], dict[str, Any]]] | None:
        return betting.burst(hand, offers, state)

    def fill_own(self, hand: Hand, offer: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        kind, seat = offer["type"], offer["seat"]
        if kind == "deal":
            down = hand.deal(seat, offer.get("down_count", 0))
            hand.notes["dealt"][seat] = list(hand.held[seat])
            return {"type": kind, "seat": seat, "down": down, "up": []}
        if kind == "draw":
            return self._draw(hand, seat, offer.get("down_count", 0), state)
        if kind == "show":
            event = {"type": kind, "seat": seat, "down": list(hand.held[seat])}
            if seat == state["opener"] and not hand.notes["lowball"]:
                event["discards"] = list(hand.notes["discards"].get(seat, []))
            return event
        if kind == "false_openers":
            reopening.forget(hand)  # S1: the others take their chips back; the round restarts
        return {"type": kind, "seat": seat}  # stand_pat, false_openers

    def _draw(self, hand: Hand, seat: int, most: int, state: dict[str, Any]) -> dict[str, Any]:
        """Throw some cards and be dealt as many; the discards of everyone but the opener, named
        or not, are shuffled into a new stub when the old one runs out (the service does the
        same)."""
        assert hand.shoe is not None
        rng, held, muck = hand.rng, hand.held[seat], hand.notes["muck"]
        available = min(most, len(hand.shoe.cards) + len(muck))
        if available == 0:
            return {"type": "stand_pat", "seat": seat}
        thrown = rng.sample(held, rng.randint(1, available))
        hidden = seat in hand.hidden
        shown = [HIDDEN if hidden and rng.random() < 0.5 else c for c in thrown]
        if len(thrown) > len(hand.shoe.cards):
            hand.seen = [c for c in hand.seen if c not in muck]
            hand.shoe.shuffle_in(muck)
            muck.clear()
        new = hand.shoe.draw(len(thrown))
        hand.held[seat] = [c for c in held if c not in thrown] + new
        hand.notes["discards"][seat] = thrown
        if seat != state["opener"] or hand.notes["lowball"]:
            muck.extend(thrown)  # named or not, they go into a new stub (RULES.md §7)
        down = [HIDDEN] * len(new) if hidden else new
        return {"type": "draw", "seat": seat, "discards": shown, "down": down}

    def illegal(
        self, hand: Hand, offer: dict[str, Any], event: dict[str, Any], state: dict[str, Any]
    ) -> list[tuple[str, dict[str, Any]]]:
        seat, wrong = event.get("seat"), []
        if event["type"] == "draw" and seat is not None:
            most = hand.option("max_draw")
            if most < 5:
                cards = hand.held[seat][: most + 1]
                wrong.append(
                    (
                        "a draw of more than max_draw",
                        {**event, "discards": cards, "down": ["??"] * len(cards)},
                    )
                )
        opening = state["phase"] == "bet" and state["street"] == "before the draw"
        if opening and state["opener"] is None and seat is not None:
            cards = hand.held.get(seat, [])
            if seat not in hand.hidden and cards and not has_openers(cards):
                wrong.append(
                    (
                        "an opening bet without openers",
                        {"type": "bet", "seat": seat, "to": hand.body["stakes"]["small_bet"]},
                    )
                )
        if state["opener"] is not None and seat is not None and seat != state["opener"]:
            wrong.append(
                (
                    "false openers owned up to by another seat",
                    {"type": "false_openers", "seat": seat},
                )
            )
        return wrong

    def check(self, hand: Hand, state: dict[str, Any]) -> None:
        showdown.during(hand, state)
        betting.check_offers(hand, state)
        if (state["street"] or "").startswith("lowball"):
            hand.notes["lowball"] = True
        due = hand.notes.pop("antes_due", None)
        if due is not None:
            asked = {o["seat"]: o["amount"] for o in state["next_events"] if o["type"] == "ante"}
            if asked != due:
                raise Broken("chips", f"the carry named antes {due}; the next deal asks {asked}")

    def finish(self, referee: Referee, hand: Hand, state: dict[str, Any]) -> bool:
        end = showdown.money(hand, state)
        carry, ruling, opener = state.get("carry"), state["false_openers"], state["opener"]
        if carry and carry["rule"] == "jacks.passed-out":
            hand.counts["passed_out"] += 1
        if hand.notes["lowball"]:
            hand.counts["lowball_deals"] += 1
        if ruling:
            hand.counts["false_openers"] += 1
        if opener is not None and not hand.notes["lowball"]:
            self._openers_proved(hand, state, opener)
        if state["result"] is not None:
            self._winners(referee, hand, state)
        more = hand.counts["deals"] < MAX_DEALS and hand.rng.random() < 0.7
        if carry and min(end) >= 1 and more:
            self._next_deal(hand, state, end)
            return True
        return False

    def _openers_proved(self, hand: Hand, state: dict[str, Any], opener: int) -> None:
        """RULES.md §2: a pot nobody legitimately opened is never awarded to a false opener,
        and an opener who stays to the end without openers is ruled on (cases a and c)."""
        if has_openers(hand.notes["dealt"][opener]) or state["result"] is None:
            return
        won = state["result"]["seats"][opener]["won"]
        stayed = state["seats"][opener]["status"] != "folded"
        if won or (stayed and state["false_openers"] is None):
            raise Broken(
                "winners",
                f"seat {opener} opened without openers "
                f"{hand.notes['dealt'][opener]}, and won {won}, ruling "
                f"{state['false_openers']}",
            )

    def _winners(self, referee: Referee, hand: Hand, state: dict[str, Any]) -> None:
        contested = sorted(
            {
                s
                for pot in state["result"]["pots"]
                if len(pot["eligible"]) > 1
                for s in pot["eligible"]
            }
        )
        if not contested:
            return
        lowball = hand.notes["lowball"]
        rules: dict[str, Any] = {
            "high": None if lowball else "high",
            "low": hand.option("low_ranking") if lowball else None,
            "qualifier": None,
            "wild": None,
            "deck": {"packs": 1, "jokers": 0},
            "board": [],
        }
        values = showdown.evaluate(referee, {s: hand.held[s] for s in contested}, rules)
        showdown.cards_speak(state, values, high=not lowball, low=lowball)

    def _next_deal(self, hand: Hand, state: dict[str, Any], end: list[int]) -> None:
        carry = state["carry"]
        # A deal passed on without a showdown (nobody opened, a false opener's chips) counts as
        # passed out; one whose showdown left chips nobody matched does not.
        passed = min(hand.body["passed_out_deals"] + 1, 100) if state["result"] is None else 0
        if carry["passed_out_deals"] != passed:
            raise Broken("chips", f"{passed} deals passed out in a row, but the carry says {carry}")
        hand.body |= {
            "dealer": carry["next_dealer"],
            "seats": [{"stack": chips} for chips in end],
            "events": [],
            "carried_pot": carry["amount"],
            "passed_out_deals": passed,
        }
        hand.notes["antes_due"] = {
            a["seat"]: min(a["amount"], end[a["seat"]]) for a in carry["antes"]
        }
        self._new_deal(hand, sum(end) + carry["amount"])


def has_openers(cards: list[str]) -> bool:
    """Jacks or better (RULES.md §2): a pair of jacks or better, two pair, or any better hand."""
    counts = Counter(c[0] for c in cards)
    pairs = [r for r, n in counts.items() if n >= 2]
    if len(pairs) >= 2 or max(counts.values()) >= 3:
        return True
    if any(RANKS.index(r) >= RANKS.index("J") for r in pairs):
        return True
    if len(cards) == 5 and len({c[1] for c in cards}) == 1:
        return True
    order = sorted({RANKS.index(r) for r in counts})
    return len(order) == 5 and (order[-1] - order[0] == 4 or order == [0, 1, 2, 3, 12])
