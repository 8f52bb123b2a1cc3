"""Random hands of PHH's button variants (hold'em, Omaha, the blind draw games), played by this
service's engine or by pokerkit's, for the PHH checks both ways.

Both sides avoid the situations in which the rules of this service and of pokerkit are known to
differ before a hand ends, each named where it is avoided: a short all-in wager in fixed limit
(here completed to a full bet; pokerkit raises over it), a wager nobody can call (here the round
is over), and a blind or big blind ante short of the whole amount (here the others call the
full blind, rule betting.blinds: Wikipedia, Betting in poker; pokerkit the chips posted).
"""

from __future__ import annotations

import random
import warnings
from typing import Any

from blind_walks import Walk
from phh_hands import AUTOMATIONS, _our_move
from pokerkit import (
    Automation,
    FixedLimitBadugi,
    FixedLimitDeuceToSevenLowballTripleDraw,
    FixedLimitOmahaHoldemHighLowSplitEightOrBetter,
    FixedLimitTexasHoldem,
    HandHistory,
    Mode,
    NoLimitDeuceToSevenLowballSingleDraw,
    NoLimitShortDeckHoldem,
    NoLimitTexasHoldem,
    PotLimitOmahaHoldem,
    State,
)

from service.rules.cards import FULL_PACK
from service.rules.games.catalog import CATALOG
from service.rules.games.events import BETTING_MOVES, Event, EventType
from service.rules.games.table import Plan, Setup, configure
from service.rules.histories.phh_variants import VARIANTS

BUTTON_CODES = ("FT", "NT", "NS", "PO", "FO/8", "N2L1D", "F2L3D", "FB")
POKERKIT_GAMES: dict[str, Any] = {
    "FT": FixedLimitTexasHoldem,
    "NT": NoLimitTexasHoldem,
    "NS": NoLimitShortDeckHoldem,
    "PO": PotLimitOmahaHoldem,
    "FO/8": FixedLimitOmahaHoldemHighLowSplitEightOrBetter,
    "N2L1D": NoLimitDeuceToSevenLowballSingleDraw,
    "F2L3D": FixedLimitDeuceToSevenLowballTripleDraw,
    "FB": FixedLimitBadugi,
}
_DRAWS = ("N2L1D", "F2L3D", "FB")
_AUTOMATIONS = (
    *AUTOMATIONS,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.RUNOUT_COUNT_SELECTION,  # one board, always
)


def _stakes(rng: random.Random, code: str) -> dict[str, Any]:
    """Seats, blinds (a straddle now and then in pot and no limit), antes (everyone's or the big
    blind's), and stacks that always cover the blinds and antes, short ones among them."""
    players = rng.randint(2, 3 if code in _DRAWS else 6)  # three draws of four need reshuffles
    big = rng.choice([2, 4, 10])
    blinds = [big // 2, big]
    fixed = VARIANTS[code].fixed_limit
    if not fixed and players > 3 and rng.random() < 0.25:
        blinds.append(2 * big)
    elif code == "NS" and players > 2 and rng.random() < 0.5:
        blinds = [0] * (players - 1) + [big]  # short deck's usual blind: the button's alone
    ante = rng.choice([0, 0, 1, big])
    by_big_blind = ante > 0 and rng.random() < 0.5
    least = max(blinds) + ante + 1
    stacks = [rng.choice([least, rng.randint(least, 10 * big), rng.randint(20, 200) * big])
              for _ in range(players)]  # fmt: skip
    blinds += [0] * (players - len(blinds))
    antes = [0] * players
    if by_big_blind:
        # The big blind's, heads-up too (PHH writes the big blind second), or the button's
        # where his blind is the only one.
        antes[1 if blinds[0] else blinds.index(big)] = ante
    else:
        antes = [ante] * players
    return {"stacks": stacks, "blinds": blinds, "antes": antes, "big": big, "fixed": fixed}


def our_button_hand(rng: random.Random, code: str) -> tuple[Plan, list[Event]]:
    """A whole hand of ``code`` played at random by this service's engine."""
    stakes = _stakes(rng, code)
    variant = VARIANTS[code]
    options: dict[str, Any] = dict(variant.options)
    blinds = list(stakes["blinds"])
    while blinds and not blinds[-1]:
        blinds.pop()
    if sum(1 for blind in blinds if blind) > 2:
        options["straddle_raise"] = "last_increment"
    by_big_blind = len(set(stakes["antes"])) > 1
    if by_big_blind:
        options |= {"big_blind_ante": True, "short_big_blind": "ante_first"}
    players = len(stakes["stacks"])
    setup = Setup(
        stacks=tuple(stakes["stacks"]),
        dealer=rng.randrange(players),
        ante=max(stakes["antes"]),
        small_bet=stakes["big"],
        big_bet=2 * stakes["big"] if stakes["fixed"] else None,
        blinds=tuple(blinds),
        options=options,
    )
    walk = Walk(plan=configure(CATALOG[variant.game], setup), rng=rng)
    for _ in range(400):
        offers = list(walk.hand.state().next_events)
        if not offers:
            return walk.plan, walk.events
        # A fold offered beside a betting move is the round's; alone, a muck at the showdown.
        if any(o.type in BETTING_MOVES and o.type != EventType.FOLD for o in offers):
            event = _our_move(rng, walk.hand, offers)
            if event.type == EventType.FOLD and event.seat is not None:
                walk.muck += walk.held.get(event.seat, [])
            walk.send(event)
        else:
            walk.step(offers)
    raise AssertionError("the hand did not end")


def pokerkit_button_hand(rng: random.Random, code: str) -> str:
    """A whole hand of ``code`` played at random by pokerkit, as pokerkit writes it in PHH;
    every hand is shown at the showdown."""
    stakes = _stakes(rng, code)
    bets = (stakes["big"], 2 * stakes["big"]) if stakes["fixed"] else (stakes["big"],)
    game = POKERKIT_GAMES[code](
        # A big blind ante is dead money: pokerkit trims it to nothing when antes are trimmed.
        _AUTOMATIONS,
        len(set(stakes["antes"])) == 1,
        stakes["antes"],
        stakes["blinds"],
        *bets,
        mode=Mode.CASH_GAME,
    )
    state = game(stakes["stacks"], len(stakes["stacks"]))
    deck = deck_all(code)
    rng.shuffle(deck)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # pokerkit warns of moves it finds pointless
        while state.status:
            if state.can_deal_hole():
                dealee = state.hole_dealee_index
                assert dealee is not None
                count = len(state.hole_dealing_statuses[dealee])
                state.deal_hole(_cards(rng, state, deck, count, code))
            elif state.can_deal_board():
                state.deal_board(_cards(rng, state, deck, state.board_dealing_count, code))
            elif state.can_stand_pat_or_discard():
                actor = state.stand_patter_or_discarder_index
                assert actor is not None
                held = [repr(c) for c in state.hole_cards[actor]]
                state.stand_pat_or_discard("".join(rng.sample(held, rng.randint(0, len(held)))))
            elif state.can_show_or_muck_hole_cards():
                state.show_or_muck_hole_cards(True)
            elif state.actor_index is not None:
                _pokerkit_move(rng, state, code)
            else:
                raise AssertionError(f"pokerkit is stuck: {state}")
    trimmed = len(set(stakes["antes"])) == 1
    return HandHistory.from_game_state(game, state, ante_trimming_status=trimmed).dumps()


def _cards(rng: random.Random, state: State, deck: list[str], count: int, code: str) -> str:
    """``count`` cards from the shuffled pack; once it is through, the cards no player holds
    (earlier discards and folded hands, reshuffled), in an order of this generator's."""
    if len(deck) < count:
        # The stub is through: every card no player holds, but this draw's discards. Named
        # difference: PHH has everyone discard before any is dealt, so pokerkit may deal one
        # player a card a later player threw in the same draw; here each draws in turn (RR
        # Lowball), and that card is still in the later player's hand.
        thrown = {repr(c) for cards in state.discarded_cards for c in cards} | {
            repr(c) for op in state.operations[-len(state.player_indices) * 2 :]
            for c in getattr(op, "discarded_cards", ())
        }  # fmt: skip
        held = {repr(c) for cards in state.hole_cards for c in cards} | thrown  # repr: "Ac"
        deck[:] = sorted(c for c in deck_all(code) if c not in held)
        rng.shuffle(deck)
    chosen, deck[:] = deck[:count], deck[count:]
    return "".join(chosen)


def deck_all(code: str) -> list[str]:
    """Every card of the variant's pack (short deck's: the sixes to the aces)."""
    deck = CATALOG[VARIANTS[code].game].deck
    return [str(c) for c in FULL_PACK if deck.copies_of(c)]


def _pokerkit_move(rng: random.Random, state: State, code: str) -> None:
    actor = state.actor_index
    assert actor is not None
    moves = []
    if state.can_fold() and state.checking_or_calling_amount:
        moves.append(("f", 0.15))
    if state.can_check_or_call():
        moves.append(("cc", 1.0))
    others = [
        i for i in state.player_indices if i != actor and state.statuses[i] and state.stacks[i]
    ]
    full = _full_raise(state, code)
    wager = state.can_complete_bet_or_raise_to() and others and full is not None
    if wager and state.stacks[actor] + state.bets[actor] >= (full or 0):  # never a short all-in
        moves.append(("cbr", 0.6))
    move = rng.choices([m for m, _ in moves], [w for _, w in moves])[0]
    if move == "f":
        state.fold()
    elif move == "cc":
        state.check_or_call()
    else:
        high = state.max_completion_betting_or_raising_to_amount
        assert high is not None and full is not None
        if VARIANTS[code].fixed_limit:
            state.complete_bet_or_raise_to(full)
        else:
            state.complete_bet_or_raise_to(rng.choice([full, high, rng.randint(full, high)]))


def _full_raise(state: State, code: str) -> int | None:
    """The total a full bet or raise comes to now, or None where this service's fixed limit
    allows none. pokerkit 0.7.7 deals its fixed-limit Omaha
    high-low with pot-limit sizes (the class mixes in ``PotLimitPokerMixin``): there the fixed
    sizes are chosen here, the small bet before the turn and the big bet from it."""
    street = state.street
    assert street is not None
    if VARIANTS[code].fixed_limit:
        # Named difference: before the first board card or draw the big blind is the bet here
        # (RR Hold'em, a bet and three raises); pokerkit allows four raises over it.
        cap = 3 if (state.street_index or 0) == 0 else 4
        if state.completion_betting_or_raising_count >= cap:
            return None
    if code == "FO/8":
        return max(state.bets) + street.min_completion_betting_or_raising_amount
    return max(state.bets) + max(
        state.completion_betting_or_raising_amount, street.min_completion_betting_or_raising_amount
    )
