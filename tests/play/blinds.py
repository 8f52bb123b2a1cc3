"""Hold'em and the draw games dealt with blinds (RULES.md §7): the blinds and straddles posted
from the button, the board, several draws, and the stub reshuffled when it runs out.

The driver deals as a dealer would: hole cards, board cards one at a time, and the draws; when
the stub cannot serve a draw, the named discards and the folded hands' cards are shuffled into a
new stub, never the drawing player's own discards of that draw (the service does the same).
"""

from __future__ import annotations

from typing import Any, Final

from play import betting, histories, showdown
from play.cards import HIDDEN, Shoe
from play.driver import Hand
from play.referee import Referee

GAMES: Final = frozenset(
    {
        "texas_holdem",
        "short_deck_holdem",
        "omaha",
        "omaha_high_low",
        "badugi",
        "five_card_draw",
        "ace_to_five_draw",
        "deuce_to_seven_single_draw",
        "deuce_to_seven_triple_draw",
    }
)
"""The games this family plays: the catalogue's games dealt with blinds."""


class Blinds(betting.BettingFamily):
    """Hold'em and the blind draw games."""

    def setup(self, hand: Hand) -> None:
        rng = hand.rng
        hand.notes["style"] = style = betting.style(hand)
        seats = 2 if style in betting.WARS else hand.players()
        options = hand.house_rules(betting.WAR_RULES if style in betting.WARS else None)
        big = rng.choice([2, 4, 10, rng.randint(2, 20)])
        blinds = [max(1, big // 2), big]
        shape = rng.random()
        if seats > 3 and shape < 0.15:
            blinds.append(2 * big)  # a straddle
        elif shape < 0.2:
            blinds = [big]  # a single blind, the big blind
        elif shape < 0.25:
            blinds = [0] * (seats - 1) + [big]  # a blind on the button alone
        stakes: dict[str, Any] = {"ante": rng.choice([0, 0, 0, 1]), "blinds": blinds}
        if rng.random() < 0.3 and hand.fixed_limit(options):
            stakes["big_bet"] = rng.choice([big, 2 * big])
        stacks = betting.table(hand, small_bet=big, seats=seats)
        hand.body = {
            "dealer": rng.randrange(seats),
            "stakes": stakes,
            "seats": [{"stack": s} for s in stacks],
            "options": options,
            "events": [],
        }
        hand.path = f"/v1/games/{hand.game['id']}/state"
        hand.shoe = Shoe(rng, short=hand.game["deck"].get("short", False))
        if hand.game["deck"]["jokers"]:
            hand.shoe.shuffle_in(["Jk"])
        hand.held, hand.seen = {}, []
        # An app that deals real cards may keep a hand unseen (``??``) until the showdown: its
        # draws then throw and take cards unseen or named (a PHH document says the same).
        hand.hidden = {s for s in range(seats) if rng.random() < 0.3}
        hand.notes |= {"muck": [], "returned": set(), "known": set()}
        hand.total = sum(stacks)
        hand.bound = betting.bound(hand, small_bet=big, rounds=4, other=12 * seats + 8)

    def weight(self, hand: Hand, offer: dict[str, Any]) -> float:
        if offer["type"] in ("draw", "stand_pat"):
            return 1.0 if offer["type"] == "draw" else 0.3
        return super().weight(hand, offer)

    def burst(
        self, hand: Hand, offers: list[dict[str, Any]], state: dict[str, Any]
    ) -> list[tuple[dict[str, Any], dict[str, Any]]] | None:
        return betting.burst(hand, offers, state)

    def fill_own(self, hand: Hand, offer: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        kind, seat = offer["type"], offer.get("seat")
        assert hand.shoe is not None
        if kind == "deal":
            return {
                "type": kind,
                "seat": seat,
                "down": hand.deal(seat, offer.get("down_count", 0)),
                "up": [],
            }
        if kind == "community":
            return {"type": kind, "card": hand.shoe.draw(1)[0]}
        if kind == "draw":
            return self._draw(hand, seat, offer.get("down_count", 0), state)
        if kind == "show":
            return {"type": kind, "seat": seat, "down": list(hand.held[seat])}
        return {"type": kind, "seat": seat}  # stand_pat

    def _draw(self, hand: Hand, seat: int, most: int, state: dict[str, Any]) -> dict[str, Any]:
        assert hand.shoe is not None
        rng, held, muck = hand.rng, hand.held[seat], hand.notes["muck"]
        thrown = rng.sample(held, rng.randint(0, min(most, len(held))))
        if not thrown:
            return {"type": "stand_pat", "seat": seat}
        if len(thrown) > len(hand.shoe.cards):
            # RULES.md §7: the discards and the folded hands, shuffled into a new stub.
            folded = [
                s for s, one in enumerate(state["seats"])
                if one["status"] == "folded" and s not in hand.notes["returned"]
            ]  # fmt: skip
            back = [*muck, *(c for s in folded for c in hand.held.get(s, []))]
            hand.notes["returned"].update(folded)
            if len(thrown) > len(hand.shoe.cards) + len(back):
                return {"type": "stand_pat", "seat": seat}
            hand.seen = [c for c in hand.seen if c not in back]
            hand.shoe.shuffle_in(back)
            muck.clear()
        new = hand.shoe.draw(len(thrown))
        muck.extend(thrown)
        if seat not in hand.hidden:
            hand.held[seat] = [c for c in held if c not in thrown] + new
            return {"type": "draw", "seat": seat, "discards": thrown, "down": new}
        return _unseen_draw(hand, seat, thrown, new)

    def check(self, hand: Hand, state: dict[str, Any]) -> None:
        showdown.during(hand, state)
        betting.check_offers(hand, state)

    def finish(self, referee: Referee, hand: Hand, state: dict[str, Any]) -> bool:
        showdown.money(hand, state)
        histories.read_back(referee, hand, state)
        if state["result"] is None:
            return False
        contested = sorted(
            {s for pot in state["result"]["pots"] if len(pot["eligible"]) > 1
             for s in pot["eligible"]}
        )  # fmt: skip
        if not contested:
            return False
        rankings = hand.game["rankings"]
        high, low = rankings["high_ranking"], rankings["low_ranking"]
        if high == "short_deck" and hand.option("trips_beat_straight"):
            high = "short_deck_trips"  # rule high.short-deck-trips, the house's order
        jokers = hand.game["deck"]["jokers"]
        qualified = any(option["name"] == "qualifier" for option in hand.game["options"])
        rules = {
            "high": high,
            "low": low,
            "qualifier": hand.option("qualifier") if qualified else None,
            "wild": {"joker": "wild"} if jokers else None,
            "deck": {"packs": 1, "jokers": jokers},
            "board": list(state["community"]),
            "use": (
                {"hole_count": 2, "board_count": 3} if hand.game["id"].startswith("omaha") else None
            ),
        }
        held = {s: hand.held[s] for s in contested}
        if hand.game["id"] in _IN_PROCESS:
            values = _badugi(held)
        else:
            values = showdown.evaluate(referee, held, rules)
        showdown.cards_speak(state, values, high=high is not None, low=low is not None)
        return False


def _unseen_draw(hand: Hand, seat: int, thrown: list[str], new: list[str]) -> dict[str, Any]:
    """A draw of a hand the service cannot see: each card thrown named or unseen (one the
    service saw is named: it knows the seat holds it), the cards dealt named or unseen. The
    service throws an unseen or newly named card from the first place it cannot see (RULES.md
    §7; :mod:`service.rules.games.steps.draw`): the true cards are kept in its order, each
    card thrown unseen swapped into that first place, so that the show names each card where
    the service holds it."""
    rng, known, held = hand.rng, hand.notes["known"], list(hand.held[seat])
    sent = [c if c in known or rng.random() < 0.4 else HIDDEN for c in thrown]
    for card in thrown:
        place = held.index(card)
        if card not in known:
            first = next(k for k, c in enumerate(held) if c not in known)
            held[place] = held[first]
            place = first
        del held[place]
    hand.held[seat] = held + new
    dealt = new if rng.random() < 0.5 else [HIDDEN] * len(new)
    if dealt == new:
        known.update(new)
    return {"type": "draw", "seat": seat, "discards": sent, "down": dealt}


_IN_PROCESS: Final = frozenset({"badugi"})
"""Games whose hands a ``POST /v1/hands/evaluate`` request cannot name a ranking for yet (its
``ranking`` takes no badugi): ranked here by the core's evaluator, which its own tests hold to
pokerkit's (tests/rules/test_differential_badugi_omaha.py)."""


def _badugi(held: dict[int, list[str]]) -> dict[int, Any]:
    """Each badugi hand's value, the lowest best (the low side of a showdown value)."""
    from service.rules.cards import parse_card
    from service.rules.ranking import OtherSystem, evaluate_hand

    return {
        seat: showdown.Value(None, evaluate_hand([parse_card(c) for c in cards],
                                                 OtherSystem.BADUGI).value)
        for seat, cards in held.items()
    }  # fmt: skip
