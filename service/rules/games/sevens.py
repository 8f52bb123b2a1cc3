"""Limit ace-to-five lowball's sevens rule (Robert's Rules of Poker, Ace-to-Five Lowball): a seven
or better must be bet after the draw. Checked, and the best hand, it wins no action after the
draw: that action is void, and the hand wins the pot as it stood before the draw. A seven or
better that only calls an all-in bet of less than half a bet wins that bet, but a player who
overcalled it and lost gets his call back; completing to a full bet fulfils every obligation.

The rule is judged once the hands are known, at the showdown: the pots are settled without the
chips it voids, and those go back to their owners among their refunds.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Final

from service.rules.betting.terms import Move
from service.rules.cards import HiddenCard
from service.rules.games.endings import CardsSpeak
from service.rules.ranking import RankingSystem, evaluate_hand
from service.rules.ranking.hands import Evaluation

if TYPE_CHECKING:
    from service.rules.games.engine import Engine
    from service.rules.pots.showdown import Game

SEVENS: Final = "lowball.sevens"
_SEVEN: Final = 7


class SevensRule:
    """The pots settled by the cards (:class:`CardsSpeak`), without what the sevens rule
    voids; the voided chips go back to their owners among their refunds."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.cards_speak = CardsSpeak(game)

    def ends_early(self, hand: Engine) -> bool:
        """Whether one hand is left: as cards speak."""
        return self.cards_speak.ends_early(hand)

    def one_left(self, hand: Engine) -> None:
        """One hand left: after the showdown's mucks, the sevens rule still judges the hand
        that won (a loser who throws his hand away concedes, as one who shows and loses)."""
        if hand.mucked:
            self.finish(hand)
        else:
            self.cards_speak.one_left(hand)

    def finish(self, hand: Engine) -> None:
        """The pots settled, after the sevens rule has voided what it voids."""
        void = voided_after_the_draw(hand, _lows(hand, self.game))
        if any(void):
            hand.cite(SEVENS)
        hand.settle(self.game, void=void)


def _lows(hand: Engine, game: Game) -> dict[int, Evaluation | None]:
    """Each live hand's ace-to-five low, None for a hand not all seen: valued here, since the
    pots do not value a hand nobody contests (the last left after the others' mucks)."""
    lows: dict[int, Evaluation | None] = {}
    for seat in hand.live():
        held = [*hand.down[seat], *hand.up[seat]]
        known = [card for card in held if not isinstance(card, HiddenCard)]
        lows[seat] = (
            # An N-or-better qualifier of seven says which lows are sevens or better.
            evaluate_hand(known, RankingSystem.ACE_TO_FIVE, qualifier=_SEVEN, wild=game.wild)
            if len(known) == len(held)
            else None
        )
    return lows


def voided_after_the_draw(hand: Engine, lows: Mapping[int, Evaluation | None]) -> list[int]:
    """The chips each seat put in after the draw that the sevens rule voids (all nought where
    it does not apply).

    The best hand is judged among the hands that acted after the draw: a player all in before
    it is in no pot the later action made, and one who threw his hand away at the showdown
    conceded. Tied best hands are all sevens or none; if any of them passed a seven (checked,
    and never bet or raised after), the action after the draw is void for all: RR is silent on
    ties, and a checked seven may win none of it.
    """
    put, acts = hand.round_put, hand.acts
    nothing = [0] * hand.seats
    acted = {act.seat for act in acts}
    live = list(lows)
    if put is None or any(lows[s] is None for s in live):
        return nothing  # a hand nobody has seen: the rule cannot be judged
    valued = {s: low for s in live if s in acted and (low := lows[s]) is not None}
    conceded = [s for s in hand.mucked if s in acted]
    if not valued or len(valued) + len(conceded) < 2:
        return nothing
    best = max(low.value for low in valued.values())
    sevens = [s for s, low in valued.items() if low.value == best and low.qualifies]
    if not sevens:
        return nothing
    moves = {seat: [act.move for act in acts if act.seat == seat] for seat in sevens}
    if any(_passed(moves[seat]) for seat in sevens):
        return list(put)  # every chip put in after the draw goes back
    short = _short_all_in(hand)
    if short is not None and all(set(moves[s]) == {Move.CALL} for s in sevens):
        bettor, amount = short
        if max(put) <= amount:  # nobody went past the short bet: each had only to complete it
            return [0 if s == bettor or s in sevens else put[s] for s in range(hand.seats)]
    return nothing


def _passed(moves: Sequence[Move]) -> bool:
    """Whether a seat checked and never bet, raised or completed afterwards (a house that
    allows check-raises lets a seven be bet that way)."""
    if Move.CHECK not in moves:
        return False
    after = moves[moves.index(Move.CHECK) :]
    return not any(move in _BETS for move in after)


_BETS: Final = frozenset({Move.BET, Move.RAISE, Move.COMPLETE})


def _short_all_in(hand: Engine) -> tuple[int, int] | None:
    """The round's opening bet, if it was an all-in of less than half a bet (RR's half-bet
    rule, :mod:`service.rules.betting.table`): its seat and its amount."""
    stakes = hand.stakes
    first = next((act for act in hand.acts if act.move == Move.BET), None)
    if stakes is None or first is None or first.to is None:
        return None
    return (first.seat, first.to) if 2 * first.to < stakes.bet else None
