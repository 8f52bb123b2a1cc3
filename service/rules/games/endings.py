"""How a hand played for chips ends when no game says otherwise: once all but one have folded,
or after the last step, the pots are settled by the cards (RULES.md §0)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.rules.pots.showdown import Game

if TYPE_CHECKING:
    from service.rules.games.engine import Engine


class CardsSpeak:
    """The pots settled by the cards, each hand valued as the game values hands."""

    def __init__(self, game: Game) -> None:
        self.game = game

    def ends_early(self, hand: Engine) -> bool:
        return hand.folded.count(False) <= 1

    def one_left(self, hand: Engine) -> None:
        self.finish(hand)

    def finish(self, hand: Engine) -> None:
        hand.settle(self.game)
