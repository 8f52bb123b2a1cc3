"""Elimination (RULES.md §1; S0): the row and the stock turned a card at a time, hidden hands
giving up their cards of each new rank, and the declaration settled on point totals, rechecked
with ``POST /v1/games/elimination/totals``. Seats: 2 to 9, as RULES.md allows."""

from __future__ import annotations

from typing import Any

from play import betting, showdown
from play.cards import HIDDEN, Shoe
from play.driver import Hand
from play.referee import Broken, Referee

_DECLARATIONS = ("high", "low", "both")


class Elimination(betting.BettingFamily):
    """Elimination."""

    def setup(self, hand: Hand) -> None:
        rng = hand.rng
        hand.notes["style"] = betting.style(hand)
        if hand.notes["style"] in betting.WARS:
            hand.notes["style"] = (
                "loose"  # a war needs two players; most Elimination tables have more
            )
        seats = hand.players()
        small = rng.choice([1, 2, 5, rng.randint(1, 20)])
        stakes: dict[str, Any] = {"ante": rng.choice([0, 1, small]), "small_bet": small}
        options = hand.house_rules()  # one bet in every round: no big bet (RULES.md §1)
        stacks = betting.table(hand, small_bet=small, seats=seats)
        carried = rng.randint(1, 30) if rng.random() < 0.1 else 0
        hand.body = {
            "dealer": rng.randrange(seats),
            "stakes": stakes,
            "seats": [{"stack": s} for s in stacks],
            "options": options,
            "events": [],
            "carried_pot": carried,
        }
        hand.path = "/v1/games/elimination/state"
        hand.shoe = Shoe(rng)
        hand.notes |= {"row": hand.shoe.draw(5), "dealt": {}}
        if rng.random() < 0.3:
            self._stack_the_deal(hand, stacks, stakes["ante"] + rng.randint(1, 2 * small))
            hand.body["seats"] = [{"stack": s} for s in stacks]
        hand.hidden = {s for s in range(seats) if rng.random() < 0.3}
        hand.total = sum(stacks) + carried
        hand.bound = betting.bound(hand, small_bet=small, rounds=6, other=8 * seats + 60)

    @staticmethod
    def _stack_the_deal(hand: Hand, stacks: list[int], short: int) -> None:
        """A short stack dealt only the row's first ranks, so that he loses every card early,
        most often all in for less than the others (rule elimination.side-pot): one hand in
        several, as random deals hardly ever make it."""
        assert hand.shoe is not None
        seat = hand.rng.randrange(len(stacks))
        stacks[seat] = min(stacks[seat], short)
        wanted, cards = [], hand.shoe.cards
        for rank in dict.fromkeys(card[0] for card in hand.notes["row"]):
            wanted += [card for card in cards if card[0] == rank]
            if len(wanted) >= 5:
                break
        if len(wanted) < 5:
            return
        for card in wanted[:5]:
            cards.remove(card)
        hand.notes["stacked"] = seat, wanted[:5]

    def fill_own(self, hand: Hand, offer: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        kind, seat = offer["type"], offer["seat"]
        assert hand.shoe is not None
        if kind == "deal" and hand.notes.get("stacked", (None,))[0] == seat:
            _, cards = hand.notes["stacked"]
            hand.held[seat] = list(cards)
            hand.notes["dealt"][seat] = list(cards)
            down = [HIDDEN] * len(cards) if seat in hand.hidden else list(cards)
            return {"type": kind, "seat": seat, "down": down, "up": []}
        if kind == "deal":
            down = hand.deal(seat, offer.get("down_count", 0))
            hand.notes["dealt"][seat] = list(hand.held[seat])
            return {"type": kind, "seat": seat, "down": down, "up": []}
        if kind == "reveal":
            row = hand.notes["row"]
            if not row and not hand.shoe.cards:
                raise Broken("offers", "a reveal is offered with the row and the stock used up")
            return {"type": kind, "card": row.pop(0) if row else hand.shoe.draw(1)[0]}
        if kind == "discard":
            gone = [c for c in hand.held[seat] if c[0] == offer["rank"]]
            hand.held[seat] = [c for c in hand.held[seat] if c not in gone]
            return {"type": kind, "seat": seat, "discards": gone}
        if kind == "declare":
            return {"type": kind, "seat": seat, "declaration": hand.rng.choice(_DECLARATIONS)}
        return {"type": kind, "seat": seat, "down": list(hand.held[seat])}  # show

    def illegal(
        self, hand: Hand, offer: dict[str, Any], event: dict[str, Any], state: dict[str, Any]
    ) -> list[tuple[str, dict[str, Any]]]:
        if event["type"] == "discard":
            other = next((c for c in hand.held[event["seat"]] if c[0] != offer["rank"]), None)
            if other:
                return [("a discard of another rank", {**event, "discards": [other]})]
        return []

    def check(self, hand: Hand, state: dict[str, Any]) -> None:
        showdown.during(hand, state)
        betting.check_offers(hand, state)
        up = {card[0] for card in state["row"]}
        for seat in set(hand.held) - hand.hidden:
            # Seen hands give up their cards of a rank turned up at once (S0).
            hand.held[seat] = [c for c in hand.held[seat] if c[0] not in up]
            if state["seats"][seat]["down"] != hand.held[seat]:
                raise Broken(
                    "winners",
                    f"seat {seat} holds {hand.held[seat]}, not {state['seats'][seat]['down']}",
                )
        # Who lost every card, and on which reveal (the ranks turned so far): the first to do
        # so takes every pot he is in (RULES.md §1 end c).
        emptied = hand.notes.setdefault("emptied", {})
        for seat in hand.notes["dealt"]:
            if not hand.held[seat] and state["seats"][seat]["status"] != "folded":
                emptied.setdefault(seat, len(up))  # the reveal: the ranks turned so far
                hand.counts["lost_every_card"] = 1
        for seat, said in enumerate(state["seats"]):
            # A seat the state says lost every card did so on the reveal it names (an excused
            # seat's cards may go too, with no claim: the state names none for it).
            on = said.get("lost_every_card_on")
            if on is not None and emptied.get(seat) != on:
                raise Broken(
                    "winners",
                    f"seat {seat} lost every card on reveal {emptied.get(seat)}, the state "
                    f"says {on}",
                )
        if emptied and state["phase"] in ("bet", "declare", "show"):
            self._only_pots_to_play_for(state, set(emptied))

    @staticmethod
    def _only_pots_to_play_for(state: dict[str, Any], emptied: set[int]) -> None:
        """Once a player has lost every card (rule elimination.side-pot), the hand goes on only
        for a pot he is not in with two players or more, and asks only its players."""
        playing = {
            s
            for pot in state["pots"]
            if len(pot["eligible"]) > 1 and not emptied & set(pot["eligible"])
            for s in pot["eligible"]
        }
        asked = {
            offer["seat"]
            for offer in state["next_events"]
            if offer["type"] in ("declare", "discard", "show")
        }
        if not playing or not asked <= playing:
            raise Broken(
                "offers",
                f"seats {sorted(emptied)} lost every card; pots still played for: "
                f"{sorted(playing)}; the hand is at {state['phase']} asking {sorted(asked)}",
            )

    def finish(self, referee: Referee, hand: Hand, state: dict[str, Any]) -> bool:
        showdown.money(hand, state)
        contested = sorted(
            {
                s
                for pot in state["result"]["pots"]
                if len(pot["eligible"]) > 1
                for s in pot["eligible"]
            }
        )
        if not contested:
            return False
        # RULES.md §1 (c): a live player who lost every card takes every pot he is in, the
        # first to lose them before a later one; a side pot he is not in is declared for by its
        # players, played on or at once (option empty_hand_side_pot).
        emptied = hand.notes.get("emptied", {})
        if "elimination.side-pot" in {rule["id"] for rule in state["result"]["explanation"]}:
            hand.counts["side_pot_played_on"] = 1
        rest = []
        for pot in state["result"]["pots"]:
            waves = {s: emptied[s] for s in pot["eligible"] if s in emptied}
            if not waves:
                rest.append(pot)
                continue
            first = {s for s, wave in waves.items() if wave == min(waves.values())}
            if showdown.shares_of(pot) != {"whole": first}:
                raise Broken(
                    "winners",
                    f"{pot['name']} shares {showdown.shares_of(pot)}: {sorted(first)} lost every "
                    "card first",
                )
        declaring = sorted({s for pot in rest if len(pot["eligible"]) > 1 for s in pot["eligible"]})
        exposed = sorted({card[0] for card in state["row"]})
        values = {s: self._totals(referee, hand, state, s, exposed) for s in declaring}
        declarations = {s: state["seats"][s]["declaration"] for s in declaring}
        rested = {**state, "result": {**state["result"], "pots": rest}}
        showdown.declared(rested, values, declarations, hand.option("failed_pigs"))
        return False

    def _totals(
        self, referee: Referee, hand: Hand, state: dict[str, Any], seat: int, exposed: list[str]
    ) -> showdown.Value:
        """The seat's totals by the totals ruling, which must agree with the state's."""
        body = {"cards": hand.notes["dealt"][seat], "exposed": exposed}
        ruled = referee.ruling("/v1/games/elimination/totals", body, "winners")
        high = ruled["high"]["total"] if ruled["high"] else None
        low = ruled["low"]["total"] if ruled["low"] else None
        said = state["seats"][seat]
        if sorted(ruled["cards_left"]) != sorted(hand.held[seat]) or (high, low) != (
            said["high_total"],
            said["low_total"],
        ):
            raise Broken(
                "winners",
                f"seat {seat}: the totals ruling on {body} gives {high}, "
                f"{low}; the state says {said['high_total']}, {said['low_total']}",
            )
        return showdown.Value(high, None if low is None else -low)
