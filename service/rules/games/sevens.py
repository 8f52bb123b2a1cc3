"""Limit ace-to-five lowball's sevens rule (Robert's Rules of Poker, Ace-to-Five Lowball): a seven
or better must be bet after the draw. Checked, and the best hand, it wins no action after the
draw: that action is void, and the hand wins the pot as it stood before the draw. A seven or
better that only calls an all-in bet of less than half a bet wins that bet, but a player who
overcalled it and lost gets his call back; completing to a full bet fulfils every obligation.

The rule is judged once the hands are known, at the showdown: the pots are worked out as the
cards would settle them, and where the rule voids chips they go back before the settlement.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from service.rules.betting.terms import Move
from service.rules.games.endings import CardsSpeak
from service.rules.ranking import RankingSystem
from service.rules.ranking.five import unpacked
from service.rules.ranking.hands import Evaluation
from service.rules.ranking.natural import low_qualification

if TYPE_CHECKING:
    from service.rules.games.engine import Engine
    from service.rules.pots.showdown import Game

SEVENS: Final = "lowball.sevens"
_SEVEN: Final = 7


def seven_or_better(low: Evaluation | None) -> bool:
    """Whether an ace-to-five low is a seven or better: five different ranks, none above seven
    (the joker as the card it plays as)."""
    if low is None:
        return False
    return bool(low_qualification(unpacked(low.value, RankingSystem.ACE_TO_FIVE), _SEVEN)[0])


class SevensRule:
    """The pots settled by the cards (:class:`CardsSpeak`), after the sevens rule has voided
    what it voids."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.cards_speak = CardsSpeak(game)

    def ends_early(self, hand: Engine) -> bool:
        return self.cards_speak.ends_early(hand)

    def one_left(self, hand: Engine) -> None:
        self.cards_speak.one_left(hand)

    def finish(self, hand: Engine) -> None:
        void = voided_after_the_draw(hand, hand.showdown_now(self.game).lows)
        if any(void):
            hand.give_back(void)
            hand.cite(SEVENS)
        self.cards_speak.finish(hand)


def voided_after_the_draw(hand: Engine, lows: Sequence[Evaluation | None]) -> list[int]:
    """The chips each seat gets back under the sevens rule (none where it does not apply),
    from the last betting round (after the draw) and the hands as they are valued. The best
    hand is the best of those that acted after the draw: a player all in before it is in no
    pot the action after the draw made."""
    put, acts = hand.round_put, hand.acts
    nothing = [0] * hand.seats
    acted = {act.seat for act in acts}
    valued = {s: low for s in hand.live() if s in acted and (low := lows[s]) is not None}
    if put is None or len(valued) < 2 or any(lows[s] is None for s in hand.live()):
        return nothing  # a hand nobody has seen: the rule cannot be judged
    best = max(low.value for low in valued.values())
    sevens = [s for s, low in valued.items() if low.value == best and seven_or_better(low)]
    for seat in sevens:
        moves = [act.move for act in acts if act.seat == seat]
        if Move.CHECK in moves:
            return list(put)  # every chip put in after the draw goes back
        short = _short_all_in(hand)
        if short is not None and moves and all(move == Move.CALL for move in moves):
            bettor, amount = short
            if max(put) <= amount:  # nobody went past it: he had only to complete it
                keep = {seat, bettor, *sevens}
                return [0 if s in keep else put[s] for s in range(hand.seats)]
    return nothing


def _short_all_in(hand: Engine) -> tuple[int, int] | None:
    """The round's opening bet, if it was an all-in of less than half a bet: its seat and its
    amount."""
    stakes = hand.stakes
    first = next((act for act in hand.acts if act.move == Move.BET), None)
    if stakes is None or first is None or first.to is None:
        return None
    return (first.seat, first.to) if 2 * first.to < stakes.bet else None
