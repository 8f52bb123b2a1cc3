"""Random stud hands for the PHH checks: played by this service's engine, or by pokerkit's.

Both sides avoid the two situations in which the fixed-limit rules of this service and of
pokerkit are known to differ before a hand ends, each checked by a test of its own in
``tests/rules/test_phh.py``: a short all-in wager (RR "Betting and raising" 6: here a short
all-in is completed to a full bet; pokerkit only raises over it), and a wager by the one player
left with chips (this service lets him bet, and the uncalled chips come back; pokerkit refuses).
Big bets on fourth street, which this service allows on an open pair and PHH's F7S does not,
are left in: the writer refuses them, and the test says so.
"""

from __future__ import annotations

import random
import warnings
from typing import Any

from pokerkit import (
    Automation,
    FixedLimitRazz,
    FixedLimitSevenCardStud,
    FixedLimitSevenCardStudHighLowSplitEightOrBetter,
    HandHistory,
    Mode,
    State,
)
from pokerkit.notation import parse_action

from service.rules.cards import FULL_PACK, HIDDEN, Card, SeenOrHidden
from service.rules.games.catalog import CATALOG
from service.rules.games.events import Event, EventType, Phase
from service.rules.games.procedure import new_hand
from service.rules.games.table import Plan, Setup, configure
from service.rules.histories.phh_variants import VARIANTS

POKERKIT_GAMES: dict[str, Any] = {
    "F7S": FixedLimitSevenCardStud,
    "F7S/8": FixedLimitSevenCardStudHighLowSplitEightOrBetter,
    "FR": FixedLimitRazz,
}

_WAGERS = (EventType.BRING_IN, EventType.COMPLETE, EventType.BET, EventType.RAISE)
_CALM = (EventType.BRING_IN, EventType.CHECK, EventType.CALL)
_WEIGHTS = {
    EventType.FOLD: 0.15,
    EventType.CHECK: 1.0,
    EventType.CALL: 1.0,
    EventType.BET: 0.6,
    EventType.RAISE: 0.4,
    EventType.COMPLETE: 0.5,
    EventType.BRING_IN: 1.0,
}


def _stakes(rng: random.Random, players: int) -> dict[str, Any]:
    small = rng.choice([2, 4, 10])
    stacks = [
        rng.choice(
            [rng.randint(1, 3 * small), rng.randint(small, 30 * small), rng.randint(10, 80) * small]
        )
        for _ in range(players)
    ]
    return {
        "stacks": stacks,
        "ante": rng.choice([0, 1, small // 2]),
        "bring_in": small // 2,
        "small_bet": small,
        "big_bet": 2 * small,
    }


# -- hands played by this service's engine -----------------------------------------------------


def our_hand(
    rng: random.Random, code: str, players: int | None = None, *, calm: bool = False
) -> tuple[Plan, list[Event]]:
    """A whole hand of ``code``'s game played at random (``calm``: deep stacks, every bet
    called, nobody folding); some down cards are dealt unseen (``??``) and shown at the
    showdown."""
    players = players or rng.randint(2, 6)
    stakes = _stakes(rng, players)
    if calm:
        stakes["stacks"] = [100 * stakes["small_bet"]] * players
    setup = Setup(
        stacks=tuple(stakes["stacks"]),
        dealer=rng.randrange(players),
        ante=stakes["ante"],
        bring_in=stakes["bring_in"],
        small_bet=stakes["small_bet"],
        big_bet=stakes["big_bet"],
        options=VARIANTS[code].options,
    )
    plan = configure(CATALOG[VARIANTS[code].game], setup)
    hand = new_hand(plan)
    deck = list(FULL_PACK)
    rng.shuffle(deck)
    unseen: dict[tuple[int, int], Card] = {}
    events: list[Event] = []

    def apply(event: Event) -> None:
        hand.apply(event, len(events))
        events.append(event)

    while hand.phase != Phase.OVER and (offered := hand.next_events()):
        first = offered[0]
        if first.type == EventType.ANTE:
            for due in offered:
                apply(Event(type=EventType.ANTE, seat=due.seat, amount=due.amount))
        elif first.type == EventType.DEAL:
            # Dealt clockwise from the dealer's left, as PHH deals from p1.
            due = min(offered, key=lambda e: ((e.seat or 0) - setup.dealer - 1) % players)
            seat = due.seat or 0
            down: list[SeenOrHidden] = []
            for _ in range(due.down_count or 0):
                card = deck.pop()
                if rng.random() < 0.2:
                    unseen[seat, len(hand.down[seat]) + len(down)] = card
                    card = HIDDEN  # type: ignore[assignment]
                down.append(card)
            up = tuple(deck.pop() for _ in range(due.up_count or 0))
            apply(Event(type=EventType.DEAL, seat=seat, down=tuple(down), up=up))
        elif first.type == EventType.SHOW:
            seat = first.seat or 0
            shown = tuple(unseen.get((seat, k), c) for k, c in enumerate(hand.down[seat]))
            apply(Event(type=EventType.SHOW, seat=seat, down=shown))
        elif first.type == EventType.COMMUNITY:
            apply(Event(type=EventType.COMMUNITY, card=deck.pop()))
        else:
            if calm:
                offered = [e for e in offered if e.type in _CALM] or offered
            apply(_our_move(rng, hand, offered))
    return plan, events


def _our_move(rng: random.Random, hand: Any, offered: list[Any]) -> Event:
    seat = offered[0].seat
    others_with_chips = [
        s for s in hand.live() if s != seat and hand.stacks[s] - hand.in_round(s) > 0
    ]
    choices = []
    for move in offered:
        if move.type in _WAGERS and move.type != EventType.BRING_IN:
            if move.all_in and move.max_to == move.min_to and move.min_to < _full(hand, move):
                continue  # a short all-in wager
            if not others_with_chips:
                continue  # a wager nobody can call
        choices.append(move)
    move = rng.choices(choices, [_WEIGHTS[m.type] for m in choices])[0]
    to = None
    if move.type in _WAGERS:
        to = rng.choice([move.min_to, move.max_to])
        if move.all_in and to == move.max_to and to < _full(hand, move):
            to = move.min_to
    return Event(type=move.type, seat=seat, to=to)


def _full(hand: Any, move: Any) -> int:
    """What a full wager of this kind comes to: a small or big bet over the bet to match."""
    round_ = hand.round
    stakes = hand.stakes
    return int(round_.current_bet + stakes.bet) if move.type != EventType.COMPLETE else stakes.bet


# -- hands played by pokerkit -----------------------------------------------------------------

AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.CARD_BURNING,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)


def pokerkit_hand(rng: random.Random, code: str) -> str:
    """A whole hand of ``code`` played at random by pokerkit, as pokerkit writes it in PHH;
    every hand is shown at the showdown."""
    players = rng.randint(2, 6)
    stakes = _stakes(rng, players)
    game = POKERKIT_GAMES[code](
        AUTOMATIONS,
        True,  # a player short of the ante wins only what he matched, as here
        stakes["ante"],
        stakes["bring_in"],
        stakes["small_bet"],
        stakes["big_bet"],
        mode=Mode.CASH_GAME,
    )
    state = game(stakes["stacks"], players)
    deck = [str(c) for c in FULL_PACK]
    rng.shuffle(deck)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # pokerkit warns of moves it finds pointless
        while state.status:
            if state.can_deal_hole():
                count = len(state.street.hole_dealing_statuses)
                state.deal_hole("".join(deck.pop() for _ in range(count)))
            elif state.can_show_or_muck_hole_cards():
                state.show_or_muck_hole_cards(True)
            elif state.actor_index is not None:
                _pokerkit_move(rng, state)
            else:
                raise AssertionError(f"pokerkit is stuck: {state}")
    return HandHistory.from_game_state(game, state, ante_trimming_status=True).dumps()


def _pokerkit_move(rng: random.Random, state: State) -> None:
    actor = state.actor_index
    assert actor is not None
    moves = []
    if state.can_post_bring_in():
        moves.append(("pb", 1.0))
    if state.can_fold() and state.checking_or_calling_amount:
        moves.append(("f", 0.15))
    if state.can_check_or_call():
        moves.append(("cc", 1.0))
    if state.can_complete_bet_or_raise_to():
        street = state.street
        assert street is not None
        full = max(
            state.completion_betting_or_raising_amount,
            street.min_completion_betting_or_raising_amount,
        )
        if not state.completion_status:
            full += max(state.bets)
        if state.stacks[actor] + state.bets[actor] >= full:  # never a short all-in wager
            moves.append(("cbr", 0.6))
    move = rng.choices([m for m, _ in moves], [w for _, w in moves])[0]
    if move == "pb":
        state.post_bring_in()
    elif move == "f":
        state.fold()
    elif move == "cc":
        state.check_or_call()
    else:
        state.complete_bet_or_raise_to()


def pokerkit_replay(text: str) -> State:
    """pokerkit's reading of a PHH document, one action at a time: every action must be one it
    accepts as it comes (no repair), and it burns the cards it burns itself."""
    history = HandHistory.loads(text)
    state = history.create_state()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for index, action in enumerate(history.actions):
            while state.can_burn_card():
                state.burn_card("??")
            try:
                parse_action(state, action)
            except ValueError as error:
                raise PokerkitRefused(index, action, str(error)) from None
    return state


class PokerkitRefused(Exception):
    """pokerkit refused an action of a PHH document."""

    def __init__(self, index: int, action: str, why: str) -> None:
        super().__init__(f"actions.{index} {action!r}: {why}")
        self.index = index
        self.action = action
        self.why = why
