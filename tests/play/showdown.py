"""The end of a hand with chips: every chip accounted for, and each pot's winners rechecked.

Chips (RULES.md §0: chips are always conserved): what the seats end with, plus what stays in
the pot for the next deal, is what they started with plus the pot carried in; nobody ends below
zero; a folded seat is never paid, but one that mucked at the showdown keeps a pot nobody else
is left in; and nobody wins from another more than he staked himself (table stakes). Winners:
each pot's shares agree with the hands' values from ``POST /v1/hands/evaluate`` (or
Elimination's totals): cards speak, or the declare rules of RULES.md §0 (a ``both`` must win
both ways outright; failed ones are removed).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from play.driver import Hand
from play.referee import Broken, Referee

_WAYS = {"high": ("high", "both"), "low": ("low", "both")}


@dataclass(frozen=True)
class Value:
    """A seat's hand, greater is better; ``low`` is None when it does not qualify."""

    high: float | None
    low: float | None


def money(hand: Hand, state: dict[str, Any]) -> list[int]:
    """Check the chips at the end of a deal; each seat's chips afterwards."""
    result, carry = state["result"], state.get("carry")
    left = carry["amount"] if carry else 0
    # What no pot paid is the next deal's pot, said once for every game: the carry.
    if (carry is None and result is None) or (result and left != result["carried_over"]):
        raise Broken("chips", f"a hand over left {carry} for the next deal, its result {result}")
    back = [0] * hand.seats
    if result is not None:
        back = _paid_back(hand, state, result)
    elif state["pots"]:
        # No hand won (a deal passed out): its chips are the next deal's, the carry, alone.
        raise Broken("pots", f"a deal with no result shows pots {state['pots']}")
    end = [s["stack"] + b for s, b in zip(state["seats"], back, strict=True)]
    if min(end) < 0 or sum(end) + left != hand.total:
        raise Broken(
            "chips", f"seats end with {end} and {left} stays in the pot: {hand.total} went in"
        )
    said_ends_with(state, end)
    if result is not None and len(result["pots"]) > 1:
        hand.counts["side_pots"] = 1
    return end


def _paid_back(hand: Hand, state: dict[str, Any], result: dict[str, Any]) -> list[int]:
    """Check a result's pots, shares and payouts; the chips each seat gets back."""
    paid, back = [0] * hand.seats, [0] * hand.seats
    for pot in result["pots"]:
        shares = sum(share["amount"] for share in pot["shares"])
        if shares + pot["carried_over"] != pot["amount"]:
            raise Broken("chips", f"{pot['name']} of {pot['amount']} pays out {shares}")
        for share in pot["shares"]:
            if sum(p["amount"] for p in share["payouts"]) != share["amount"]:
                raise Broken("chips", f"a share of {share['amount']} pays {share['payouts']}")
            for payout in share["payouts"]:
                paid[payout["seat"]] += payout["amount"]
    for seat, out in enumerate(result["seats"]):
        if out["won"] != paid[seat]:
            raise Broken("chips", f"seat {seat} won {out['won']} but the pots pay {paid[seat]}")
        if out["won"] and state["seats"][seat]["status"] == "folded":
            _mucked_and_alone(hand, result, seat)
        back[seat] = out["won"] + out["refunded"]
    _only_stakes_come_back(hand, state)
    _table_stakes(hand, state)
    _pots_are_the_results(state, result)
    _result_explains_itself(state, result)
    return back


def _pots_are_the_results(state: dict[str, Any], result: dict[str, Any]) -> None:
    """The hand over shows its result's pots as its pots in the middle."""
    shown = [(pot["amount"], pot["eligible"]) for pot in state["pots"]]
    if shown != [(pot["amount"], pot["eligible"]) for pot in result["pots"]]:
        raise Broken("pots", f"the hand over shows pots {shown}, its result {result['pots']}")


def _result_explains_itself(state: dict[str, Any], result: dict[str, Any]) -> None:
    """A result names the rules that settled it (every ruling explains itself, DESIGN.md), and
    each is among the rules the hand cites."""
    cited = [rule["id"] for rule in result["explanation"]]
    hand = {rule["id"] for rule in state["explanation"]}
    if not cited or not set(cited) <= hand:
        raise Broken("explained", f"the result cites {cited}, the hand {sorted(hand)}")


def said_ends_with(state: dict[str, Any], end: list[int]) -> None:
    """The chips each seat ends with, as the answer says them once for every game (each seat's
    ``ends_with``), are those counted here from its stacks, results, matches and transfers."""
    said = [seat.get("ends_with") for seat in state["seats"]]
    if said != end:
        raise Broken("chips", f"the seats' ends_with {said}, counted {end}")


def _mucked_and_alone(hand: Hand, result: dict[str, Any], seat: int) -> None:
    """A folded seat paid: only one that threw its hand away at the showdown, and only pots
    nobody else is left in (rule games.muck: a muck concedes the pots others contest)."""
    paying = [
        p for p in result["pots"] for s in p["shares"] for o in s["payouts"] if o["seat"] == seat
    ]
    if seat not in hand.mucked or any(p["eligible"] != [seat] for p in paying):
        raise Broken("chips", f"folded seat {seat} is paid {result['seats'][seat]['won']}")


def _table_stakes(hand: Hand, state: dict[str, Any]) -> None:
    """RR Table Stakes: a seat wins from each other seat at most what it staked itself, besides
    the chips that are nobody's stake (a pot carried in, payments to the pot): what it gets,
    won and refunded, is at most the sum over every seat of the lesser of the two stakes, and
    those chips."""
    if state.get("false_openers") or any(e["type"] == "false_openers" for e in hand.events):
        return  # a false opener's forfeit and dead hand: RULES.md §2's own properties
    result, bets = state["result"], _stakes(state)
    in_pots = sum(p["amount"] for p in result["pots"]) + sum(s["refunded"] for s in result["seats"])
    nobodys = in_pots - sum(bets)
    for seat, out in enumerate(result["seats"]):
        most = sum(min(bets[seat], other) for other in bets) + nobodys
        if out["won"] + out["refunded"] > most:
            raise Broken(
                "chips",
                f"seat {seat} staked {bets[seat]} and gets {out['won'] + out['refunded']}, more "
                f"than table stakes allow ({most}; stakes {bets})",
            )


def _stakes(state: dict[str, Any]) -> list[int]:
    """What each seat staked: its bets and its own ante, not what it paid to the pot (an ante
    for the whole table, a wild card's payment, an exchange fee, Old Man's stays), nor a false
    opener's forfeit."""
    seats = state["seats"]
    bets = [s["contributed"] for s in seats]
    antes = [p for p in state["payments"] if p["rule"] == "games.ante"]
    for_the_table = len({p["seat"] for p in antes}) == 1
    for payment in state["payments"]:
        if payment["rule"] != "games.ante" or for_the_table:
            bets[payment["seat"]] -= payment["amount"]
    false_openers = state.get("false_openers")
    for seat, forfeit in enumerate(false_openers["forfeited"] if false_openers else ()):
        bets[seat] -= forfeit  # a false opener's forfeited chips are dead (RULES.md §2)
    return bets


def _only_stakes_come_back(hand: Hand, state: dict[str, Any]) -> None:
    """RULES.md §0 and §4: what goes back is the uncalled excess of what a seat *staked*, its
    bets and its own ante (a short ante stakes less, and wins less). Chips paid to the pot are
    the pot's: an ante one seat puts in for the whole table (the big blind's ante, Jacks or
    Better's dealer's ante), the Axe's payments for wild cards and sevens, an exchange fee, Old
    Man's stays, a false opener's forfeited bets. Never more comes back than the seat staked
    beyond every other seat."""
    if any(e["type"] == "false_openers" for e in hand.events):
        # An opener who owned up forfeited his chips by a ruling a later one replaces in the
        # answer; RULES.md §2's rulings have properties of their own.
        return
    bets = _stakes(state)
    # Limit lowball's sevens rule voids the action after the draw: what a seat put in then,
    # called or not, comes back among its refund, never more than it staked.
    voided = "lowball.sevens" in {rule["id"] for rule in state.get("explanation") or ()}
    for seat, out in enumerate(state["result"]["seats"]):
        uncalled = bets[seat] - max(b for other, b in enumerate(bets) if other != seat)
        if out["refunded"] > (bets[seat] if voided else max(0, uncalled)):
            raise Broken(
                "chips",
                f"seat {seat} gets {out['refunded']} back, more than the {max(0, uncalled)} "
                f"it staked beyond the others (stakes {bets}, payments {state['payments']})",
            )


def during(hand: Hand, state: dict[str, Any]) -> None:
    """Mid-hand: no stack below zero, and the stacks and the pot hold every chip; the pots in
    the middle hold it too (:func:`_pots_in_the_middle`)."""
    stacks = [s["stack"] for s in state["seats"]]
    if min(stacks) < 0 or sum(stacks) + state["pot"] != hand.total:
        raise Broken("chips", f"stacks {stacks} and pot {state['pot']}: {hand.total} went in")
    if state["phase"] != "over":  # the hand over shows its result's pots (money), if any
        # One seat's ante for the whole table (the dealer's in Jacks or Better, S1; the big
        # blind's) is the pot's, not his stake.
        named = {o["name"] for o in hand.game["options"]}
        dealer_antes = ("ante_by" in named and hand.option("ante_by") == "dealer") or (
            "big_blind_ante" in named and bool(hand.option("big_blind_ante"))
        )
        # Old Man's pot is matched, one pot whoever stays: no bet of his comes back.
        layered = hand.game["family"] != "old_man"
        # A false opener who owned up in the first round (S1's cases d to f) leaves his ante
        # forfeit, and every ante is then the pot's dead money (RULES.md §2).
        owned_up = "jacks.false-openers-admitted" in {r["id"] for r in state["explanation"]}
        antes_dead = owned_up and not dealer_antes and hand.option("false_openers") != "rr"
        _pots_in_the_middle(
            state, hand.mucked, dealer_antes=dealer_antes, layered=layered, antes_dead=antes_dead
        )


_LIVE_PAYMENTS = frozenset({"games.ante", "old_man.stay"})
"""Payments that are a seat's live chips, as bets are (the others are the pot's)."""


def _pots_in_the_middle(
    state: dict[str, Any],
    mucked: set[int],
    *,
    dealer_antes: bool = False,
    layered: bool = True,
    antes_dead: bool = False,
) -> None:
    """RULES.md §0 (side pots), as a dealer sees them between rounds: the pots hold every chip
    of the rounds played but a bet nobody could call (the one seat put in most, beyond the
    next most); the main pot may be won by every live seat, each side pot by fewer of them
    (nested: a side pot's players are all in the pot before it); a folded seat wins none. In
    a showdown where hands are thrown away (``known_hands_show``) a pot's last player keeps it,
    so only the chips are checked then."""
    seats, pots = state["seats"], state["pots"]
    in_round = sum(seat["in_round"] for seat in seats)
    collected = [seat["contributed"] - seat["in_round"] for seat in seats]
    antes = [0] * len(seats)
    for payment in state["payments"] if antes_dead else ():
        if payment["rule"] == "games.ante":
            antes[payment["seat"]] += payment["amount"]
    false_openers = state.get("false_openers")
    forfeited = false_openers["forfeited"] if false_openers else [0] * len(seats)
    for seat, forfeit in enumerate(forfeited):
        # A false opener's forfeited chips are dead (RULES.md §2), and every ante when one has
        # owned up (a forfeit counts his own).
        collected[seat] -= max(forfeit, antes[seat])
    live = [i for i, seat in enumerate(seats) if seat["status"] != "folded"]
    held = sum(pot["amount"] for pot in pots)
    # Who may have a bet back: a live seat, or one that threw his hand away at the showdown.
    showing = state["phase"] == "show"
    owners = sorted({*live, *mucked})
    top = max((collected[i] for i in owners), default=0)
    others = [c for i, c in enumerate(collected) if i not in owners or c != top]
    excess = top - max(others, default=0) if [collected[i] for i in owners].count(top) == 1 else 0
    # A seat's contribution counts its payments to the pot (the Axe's, an exchange fee), which
    # are nobody's in the pots: the excess of a bet may be that much more. Without them it is
    # exact, but while the antes come in (they make one pot until all are in).
    paid = [0] * len(seats)
    for payment in state["payments"]:
        if payment["rule"] not in _LIVE_PAYMENTS or dealer_antes:
            paid[payment["seat"]] += payment["amount"]
    outside = state["pot"] - in_round - held
    exact = layered and not (false_openers or any(paid)) and state["phase"] != "ante"
    if (exact and outside != max(excess, 0)) or not 0 <= outside <= max(excess, 0) + max(paid):
        raise Broken(
            "pots",
            f"pots {pots} and {in_round} in the round hold {held + in_round} of the pot "
            f"{state['pot']} (uncalled: {'' if exact else 'at most '}{max(excess, 0)})",
        )
    if showing or any(pot["amount"] <= 0 for pot in pots):
        if any(pot["amount"] <= 0 for pot in pots):
            raise Broken("pots", f"a pot of no chips: {pots}")
        return
    before = set(live)
    for pot in pots:
        eligible = set(pot["eligible"])
        if pot["name"] == "main pot" and eligible != before:
            raise Broken("pots", f"the main pot {pot} is not every live seat's ({live})")
        if not eligible < before and pot["name"] != "main pot":
            raise Broken("pots", f"{pot['name']} {pot} is not a part of the pot before's")
        before = eligible


def evaluate(
    referee: Referee,
    hands: Mapping[int, list[str]],
    rules: dict[str, Any],
    wild_ranks: Mapping[int, tuple[str | None, str | None]] | None = None,
) -> dict[int, Value]:
    """Each hand's high and low value from ``POST /v1/hands/evaluate`` under ``rules`` (its
    ``high``, ``low``, ``qualifier``, ``wild``, ``deck``, ``board``)."""
    high, low = rules["high"], rules["low"]
    # What is none is left out: the contract takes no null for "not given".
    qualified = {"qualifier": rules["qualifier"]} if rules["qualifier"] is not None else {}
    body: dict[str, Any] = {"board": rules["board"], "deck": rules["deck"]}
    if rules["wild"] is not None:
        body["wild"] = rules["wild"]
    if rules.get("use"):
        body["use"] = rules["use"]  # Omaha: two own cards and three of the board
    if high:
        body["ranking"] = high
        if low:
            body["low"] = {"ranking": low, **qualified}
    else:
        body |= {"ranking": low, **qualified}
    body["hands"] = []
    for seat, cards in hands.items():
        entry: dict[str, Any] = {"name": str(seat), "cards": cards}
        high_wild, low_wild = (wild_ranks or {}).get(seat, (None, None))
        if not high:  # the ranking asked for is the low one: its wild rank is the hand's own
            high_wild, low_wild = low_wild, None
        if high_wild or low_wild:
            entry["wild_ranks"] = [high_wild] if high_wild else []
            if low_wild:
                entry["low_wild_ranks"] = [low_wild]
        body["hands"].append(entry)
    answer = referee.ruling("/v1/hands/evaluate", body, "winners")
    values = {}
    unqualified = answer.get("unqualified") or []
    for index, (seat, ruled) in enumerate(zip(hands, answer["hands"], strict=True)):
        if high:
            low_ruled = ruled.get("low")
            low_value = (
                low_ruled["value"] if low_ruled and low_ruled.get("qualifies", True) else None
            )
            values[seat] = Value(ruled["value"], low_value)
        else:
            values[seat] = Value(None, None if index in unqualified else ruled["value"])
    return values


def _best(values: Mapping[int, Value], seats: list[int], way: str) -> set[int]:
    scored = {s: getattr(values[s], way) for s in seats if getattr(values[s], way) is not None}
    top = max(scored.values(), default=None)
    return {s for s, v in scored.items() if v == top}


def _eligible(pot: dict[str, Any], values: Mapping[int, Value]) -> list[int]:
    """The pot's eligible seats, each of them one that showed a hand (never a folded seat)."""
    strangers = [s for s in pot["eligible"] if s not in values]
    if strangers and len(pot["eligible"]) > 1:
        raise Broken("winners", f"{pot['name']} counts seats {strangers}, out of the hand")
    return [s for s in pot["eligible"] if s in values]


def shares_of(pot: dict[str, Any]) -> dict[str, set[int]]:
    return {share["direction"]: set(share["winners"]) for share in pot["shares"]}


def cards_speak(  # noqa: PLR0912 - one branch per way a pot can be shared
    state: dict[str, Any],
    values: Mapping[int, Value],
    *,
    high: bool,
    low: bool,
    no_qualifying_low: str = "split",
) -> None:
    """Each pot goes to the best hands among its eligible seats (RULES.md §0: high, low, or
    halves with a qualifier; with no qualifying low, high takes the pot). Played for low only,
    a pot no hand qualifies for is shared by its live players or carried over, as the house
    rule ``no_qualifying_low`` says."""
    for pot in state["result"]["pots"]:
        eligible = _eligible(pot, values)
        shares = shares_of(pot)
        if not pot["eligible"]:
            # RULES.md §2: chips no live hand matched (a dead false opener's bet) stay in the
            # pot for the next deal.
            expected = {}
            if pot["carried_over"] != pot["amount"]:
                raise Broken("winners", f"{pot['name']}: nobody may win it, yet not carried")
        elif len(pot["eligible"]) == 1:
            expected = {"whole": set(pot["eligible"])}
        else:
            best_high = _best(values, eligible, "high") if high else set()
            best_low = _best(values, eligible, "low") if low else set()
            if high and best_low and best_low == best_high:
                expected = {"whole": best_high}
            elif high and best_low:
                expected = {"high": best_high, "low": best_low}
            elif high:
                expected = {"high": best_high}
            elif best_low:
                expected = {"low": best_low}
            elif no_qualifying_low == "split":
                expected = {"no_qualifying_low": set(pot["eligible"])}
            else:
                expected = {}
                if pot["carried_over"] != pot["amount"]:
                    raise Broken("winners", f"{pot['name']}: nobody qualifies, yet not carried")
        if shares != expected:
            raise Broken(
                "winners",
                f"{pot['name']} shares {shares}; the hands' values {dict(values)} say {expected}",
            )


def declared(
    state: dict[str, Any],
    values: Mapping[int, Value],
    declarations: Mapping[int, str],
    failed_pigs: str,
) -> None:
    """Each pot settled by the declare rules of RULES.md §0 (rules 1 to 5)."""
    for pot in state["result"]["pots"]:
        eligible = _eligible(pot, values)
        if len(pot["eligible"]) == 1:
            expected, removed = {"whole": set(pot["eligible"])}, set()
        else:
            ways = {way: [s for s in eligible if declarations[s] in _WAYS[way]] for way in _WAYS}
            removed = {
                s for s in eligible if declarations[s] == "both" and not _wins_both(s, values, ways)
            }
            best = {
                way: _best(values, [s for s in seats if s not in removed], way)
                for way, seats in ways.items()
            }
            expected = _declare_shares(best, removed, failed_pigs)
        if shares_of(pot) != expected or set(pot["removed"]) != removed:
            raise Broken(
                "winners",
                f"{pot['name']} shares {shares_of(pot)}, removes {pot['removed']}; declarations "
                f"{dict(declarations)} and values {dict(values)} say {expected}, removing "
                f"{sorted(removed)}",
            )


def _wins_both(seat: int, values: Mapping[int, Value], ways: dict[str, list[int]]) -> bool:
    for way, seats in ways.items():
        mine = getattr(values[seat], way)
        rivals = [getattr(values[s], way) for s in seats if s != seat]
        if mine is None or any(r is not None and r >= mine for r in rivals):
            return False
    return True


def _declare_shares(
    best: dict[str, set[int]], removed: set[int], failed_pigs: str
) -> dict[str, set[int]]:
    high, low = best["high"], best["low"]
    if high and low:
        return {"whole": high} if high == low else {"high": high, "low": low}
    if high or low:
        return {"whole": high or low}
    return {"failed_pigs": removed} if failed_pigs == "split" else {}
