"""The seven-card stud family (RULES.md §4; S3): stakes, deals, exchanges, and the showdown
rechecked with ``POST /v1/hands/evaluate`` under the game's rankings and wild cards as the
catalogue and the chosen house rules describe them (Low Hole's wild ranks worked out here)."""

from __future__ import annotations

from typing import Any

from play import betting, histories, showdown
from play.cards import HIDDEN, RANKS, Shoe
from play.driver import Hand
from play.referee import Broken, Referee

_DECLARATIONS = ("high", "low", "both")
_ACE_LOW = ("ace_to_five", "ace_to_six")


class Stud(betting.BettingFamily):
    """Every game of the seven-card stud family."""

    def setup(self, hand: Hand) -> None:
        rng = hand.rng
        hand.notes["style"] = style = betting.style(hand)
        seats = 2 if style in betting.WARS else hand.players()
        options = hand.house_rules(betting.WAR_RULES if style in betting.WARS else None)
        if options.get("seventh_card") and seats > 5:
            del options["seventh_card"]  # refused with five or more: tried as an illegal setup
        hand.body = {"dealer": rng.randrange(seats), "options": options, "events": []}
        small = rng.choice([2, 2, 5, 10, rng.randint(2, 20)])
        stakes: dict[str, Any] = {
            "ante": rng.choice([0, 1, 1, small // 2, small]),
            "small_bet": small,
        }
        if hand.option("forced_bring_in"):
            stakes["bring_in"] = rng.randint(1, small - 1)
        if rng.random() < 0.4 and hand.fixed_limit(options):
            stakes["big_bet"] = rng.choice([small, 2 * small, 3 * small])
        stacks = betting.table(hand, small_bet=small, seats=seats)
        carried = rng.randint(1, 40) if rng.random() < 0.1 else 0
        hand.body |= {
            "stakes": stakes,
            "seats": [
                {"stack": s} | ({"name": f"P{i}"} if i % 2 else {}) for i, s in enumerate(stacks)
            ],
            "carried_pot": carried,
        }
        hand.path = f"/v1/games/{hand.game['id']}/state"
        hand.shoe = Shoe(rng)
        hand.hidden = {s for s in range(seats) if rng.random() < 0.3}
        hand.total = sum(stacks) + carried
        hand.bound = betting.bound(hand, small_bet=small, rounds=5, other=12 * seats + 4)

    def burst(
        self, hand: Hand, offers: list[dict[str, Any]], state: dict[str, Any]
    ) -> list[tuple[dict[str, Any], dict[str, Any]]] | None:
        return betting.burst(hand, offers, state)

    def fill_own(self, hand: Hand, offer: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        kind, seat = offer["type"], offer["seat"]
        assert hand.shoe is not None
        if kind == "deal":
            down = hand.deal(seat, offer.get("down_count", 0))
            return {
                "type": kind,
                "seat": seat,
                "down": down,
                "up": hand.shoe.draw(offer.get("up_count", 0)),
            }
        if kind == "community":
            return {"type": kind, "card": hand.shoe.draw(1)[0]}
        if kind == "exchange":
            return self._exchange(hand, seat, state)
        if kind == "declare":
            return {"type": kind, "seat": seat, "declaration": hand.rng.choice(_DECLARATIONS)}
        if kind == "show":
            return {"type": kind, "seat": seat, "down": list(hand.held[seat])}
        return {"type": kind, "seat": seat}  # stand_pat

    def _exchange(self, hand: Hand, seat: int, state: dict[str, Any]) -> dict[str, Any]:
        """An up card for a new up card, or a down card for a new down card (RULES.md §4)."""
        assert hand.shoe is not None
        up, held = state["seats"][seat]["up"], hand.held[seat]
        new = hand.shoe.draw(1)[0]
        which = hand.rng.randrange(len(up) + len(held))
        if which < len(up):
            return {"type": "exchange", "seat": seat, "discard": up[which], "card": new}
        index = which - len(up)
        hidden = seat in hand.hidden
        thrown, held[index] = held[index], new
        return {
            "type": "exchange",
            "seat": seat,
            "discard": HIDDEN if hidden else thrown,
            "card": HIDDEN if hidden else new,
        }

    def illegal(
        self, hand: Hand, offer: dict[str, Any], event: dict[str, Any], state: dict[str, Any]
    ) -> list[tuple[str, dict[str, Any]]]:
        assert hand.shoe is not None
        extra = hand.shoe.peek()
        if event["type"] == "deal" and extra:
            return [("an eighth card", {**event, "up": [*event["up"], extra]})]
        if event["type"] == "exchange" and extra:
            return [("an exchange of a card not held", {**event, "discard": extra})]
        return []

    def illegal_setups(self, hand: Hand) -> list[tuple[str, dict[str, Any], str]]:
        wrong = []
        if "seventh_card" in {o["name"] for o in hand.game["options"]}:
            seats = [{"stack": 50}] * 6
            options = {**hand.body["options"], "seventh_card": True}
            wrong.append(
                (
                    "a seventh card with six players",
                    {**hand.body, "seats": seats, "options": options},
                    "options",
                )
            )
        stakes = dict(hand.body["stakes"])
        if "bring_in" in stakes:
            stakes["bring_in"] = stakes["small_bet"]
            wrong.append(
                ("a bring-in as big as the small bet", {**hand.body, "stakes": stakes}, "stakes")
            )
        return wrong

    def check(self, hand: Hand, state: dict[str, Any]) -> None:
        showdown.during(hand, state)
        betting.check_offers(hand, state)

    def finish(self, referee: Referee, hand: Hand, state: dict[str, Any]) -> bool:
        showdown.money(hand, state)
        histories.read_back(referee, hand, state)
        live = [s for s, seat in enumerate(state["seats"]) if seat["status"] != "folded"]
        for seat in live:
            if [c for c in state["seats"][seat]["down"] if c != HIDDEN] and (
                state["seats"][seat]["down"] != hand.held[seat]
            ):
                raise Broken(
                    "winners",
                    f"seat {seat} holds {hand.held[seat]}, not {state['seats'][seat]['down']}",
                )
        contested = {
            s
            for pot in state["result"]["pots"]
            if len(pot["eligible"]) > 1
            for s in pot["eligible"]
        }
        if not contested:
            return False
        rules = rankings(hand, state)
        hands = {s: [*hand.held[s], *state["seats"][s]["up"]] for s in sorted(contested)}
        wild = (
            low_hole(hand, rules, contested, state)
            if hand.game["wild"] and (hand.game["wild"]["per_player"])
            else None
        )
        values = showdown.evaluate(referee, hands, rules, wild)
        if hand.game["rankings"]["declare"]:
            declarations = {s: state["seats"][s]["declaration"] for s in contested}
            showdown.declared(state, values, declarations, hand.option("failed_pigs"))
        else:
            showdown.cards_speak(
                state,
                values,
                high=bool(rules["high"]),
                low=bool(rules["low"]),
                no_qualifying_low=_option_or(hand, "no_qualifying_low", "split"),
            )
        return False


def _option_or(hand: Hand, name: str, default: str) -> str:
    """A house rule of this game, or ``default`` where the game has no such option."""
    if any(o["name"] == name for o in hand.game["options"]):
        return str(hand.option(name))
    return default


def rankings(hand: Hand, state: dict[str, Any]) -> dict[str, Any]:
    """How hands rank at this table: the catalogue's rankings and wild cards, with the house
    rules that change them (``play``, ``low_ranking``, ``qualifier``, ``wild_ranks``,
    ``wild_may_duplicate``), as each option's description says."""
    game, names = hand.game, {o["name"] for o in hand.game["options"]}
    high, low = game["rankings"]["high_ranking"], game["rankings"]["low_ranking"]
    qualifier = game["rankings"]["qualifier"]
    if "play" in names:
        play = hand.option("play")
        high = None if play == "low" else "high"
        low = None if play == "high" else hand.option("low_ranking")
    if "qualifier" in names:
        qualifier = hand.option("qualifier")
    wild = None
    if game["wild"]:
        spec = game["wild"]
        wild = {
            "ranks": hand.option("wild_ranks") if "wild_ranks" in names else spec["ranks"],
            "cards": spec["cards"],
            "joker": spec["joker"] or "wild",
            "may_duplicate": spec["may_duplicate"],
            "natural_pair": spec["natural_pair"],
        }
        if "wild_may_duplicate" in names:
            wild["may_duplicate"] = hand.option("wild_may_duplicate")
    centre = ["Jk"] if game["deck"]["centre_joker"] else []
    return {
        "high": high,
        "low": low,
        "qualifier": qualifier if low else None,
        "wild": wild,
        "deck": {"packs": 1, "jokers": game["deck"]["jokers"]},
        "board": [*state["community"], *centre],
    }


def low_hole(
    hand: Hand, rules: dict[str, Any], seats: set[int], state: dict[str, Any]
) -> dict[int, tuple[str | None, str | None]]:
    """Low Hole (RULES.md §4): the rank of each player's lowest down card is wild for him; with
    ace-to-five or ace-to-six low an ace in the hole is wild for low only, and the high side
    takes the lowest other hole card (none when there is none). Checked against the state's
    own report of them."""
    wild = {}
    for seat in seats:
        hole = [c[0] for c in hand.held[seat]]
        high: str | None = min(hole, key=RANKS.index)
        ace_low = rules["low"] in _ACE_LOW and "A" in hole
        low = "A" if ace_low else high
        if ace_low and high == "A":
            high = None  # nothing but aces in the hole: aces are wild for low only (S3)
        mine = (high if rules["high"] else None, low if rules["low"] else None)
        said = state["seats"][seat]
        if mine != (said.get("high_wild_rank"), said.get("low_wild_rank")):
            raise Broken(
                "winners",
                f"seat {seat}'s hole {hand.held[seat]} makes {mine} wild, "
                f"not {(said.get('high_wild_rank'), said.get('low_wild_rank'))}",
            )
        wild[seat] = mine
    return wild
