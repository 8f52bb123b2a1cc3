"""Elimination (RULES.md §1; S0): five cards each and a row of five face down.

After the first betting round the row is turned a card at a time; a rank already up is covered
by cards from the stock until a new rank shows, and every player discards his cards of that rank
(:mod:`service.rules.games.steps.reveal`). A betting round from the dealer's left follows each
new rank. The hand ends when the sixth round is over, when one player is left, or when a live
player has lost every card (he wins the whole pot at once; two at once share it). Survivors
declare low, high or both on their point totals.

A player all in for less who loses every card wins every pot he is in; a side pot he is not in
is played on by its players, or declared for at once (option ``empty_hand_side_pot``): his
claim is kept (:attr:`EliminationRow.emptied`) and settled with theirs at the end.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Final

from service.rules.cards import Card, Rank
from service.rules.errors import RuleViolation
from service.rules.games.events import Event, EventType, HandPart, NextEvent, SeatPart
from service.rules.games.house_rule_choices import EmptyHandSidePot
from service.rules.games.house_rules import EliminationRules
from service.rules.games.kinds import Procedure, Step
from service.rules.games.points import as_points, totals
from service.rules.games.spec import Family, GameOf, Street
from service.rules.games.steps.antes import Antes
from service.rules.games.steps.betting import BettingRound, LeftOfDealer, flat_stakes
from service.rules.games.steps.deal import Deal
from service.rules.games.steps.declare import Declare
from service.rules.games.steps.reveal import Discard, Reveal
from service.rules.games.steps.show import Show
from service.rules.pots.layers import layer
from service.rules.pots.settle import contested_in, settle
from service.rules.pots.shares import Contender, SplitRule
from service.rules.pots.showdown import Showdown

if TYPE_CHECKING:
    from service.rules.games.engine import Engine
    from service.rules.games.table import Plan

ROW: Final = 5
_REVEALS: Final = ("first", "second", "third", "fourth", "fifth")
AFTER_THE_DEAL: Final = Street(number=1, name="after the deal", down=5)
AFTER_EACH_REVEAL: Final = tuple(
    Street(number=k + 2, name=f"after the {nth} reveal") for k, nth in enumerate(_REVEALS)
)


@dataclass(frozen=True, kw_only=True, slots=True)
class EliminationSeatPart(SeatPart):
    """A seat at Elimination."""

    eliminated: tuple[Card, ...]
    """The cards given up to the ranks turned."""
    high_total: int | None = None
    """The best high total so far, in half-points; None while the hand is hidden or once every
    card is gone."""
    low_total: int | None = None
    lost_every_card_on: int | None = None
    """The reveal (1: the first new rank turned) on which the seat lost its last card: it then
    takes every pot it is in, before anyone who lost his on a later reveal; None while it holds
    a card."""

    @property
    def high_points(self) -> float | int | None:
        """The best high total as the players say it (8.5), or None."""
        return None if self.high_total is None else as_points(self.high_total)

    @property
    def low_points(self) -> float | int | None:
        """The best low total as the players say it, or None."""
        return None if self.low_total is None else as_points(self.low_total)


@dataclass(frozen=True, kw_only=True, slots=True)
class EliminationPart(HandPart):
    """Elimination's hand: the cards turned up so far, in order (row cards and stock cards)."""

    row: tuple[Card, ...]


def elimination_hand(rules: EliminationRules, plan: Plan) -> Procedure:
    """A hand of Elimination."""
    setup = plan.setup
    row = EliminationRow(rules, plan)
    opening = LeftOfDealer(flat_stakes(rules, plan))
    steps: list[Step] = [Antes(tuple(range(len(setup.stacks))))] if setup.ante else []
    steps += [
        Deal(AFTER_THE_DEAL, set_aside=ROW, cite=("elimination.reveal",), rule="games.procedure"),
        BettingRound(AFTER_THE_DEAL, opening),
    ]
    for street in AFTER_EACH_REVEAL:
        steps += [Reveal(street, row), Discard(street, row), BettingRound(street, opening)]
    row.declare_at = len(steps)
    steps += [Declare(row.excused), Show(row)]
    return Procedure(steps=steps, ending=row, rules=("games.procedure", *plan.rules), parts=row)


class EliminationRow:
    """What only Elimination keeps across a hand's steps: the cards turned, the ranks up, each
    seat's eliminated cards; and how the hand ends, on point totals."""

    showdown_events: Final = frozenset[EventType]()

    def why_not_muck(self, hand: Engine, seat: int) -> str | None:
        """Every hand at Elimination's showdown is scored (its points): shown, never mucked."""
        return "shows his hand: every hand at Elimination's showdown is scored"

    def __init__(self, rules: EliminationRules, plan: Plan) -> None:
        seats = len(plan.setup.stacks)
        self.settings = rules
        self.row_left = ROW
        self.turned: list[Card] = []
        self.ranks: list[Rank] = []
        self.eliminated: list[list[Card]] = [[] for _ in range(seats)]
        self.declare_at = 0
        self.emptied: dict[int, int] = {}
        """Live seats that lost every card, each with the reveal it happened on (1: the first
        new rank): each wins every pot he is in, an earlier one before a later one, and those
        of one reveal share."""

    def lost_every_card(self, hand: Engine, *, after_reveal: bool) -> None:
        """A live player with no card left wins every pot he is in at once; two share them.
        The hand ends, unless a side pot he is not in has players to contest it
        (option ``empty_hand_side_pot``)."""
        if after_reveal and any(hand.hidden(s) for s in self.discarding(hand)):
            return  # wait for the hidden hands' discards
        emptied = self.emptied
        # A seat excused (it can win nothing more) may see its seen cards go too: no claim.
        winners = [s for s in self.discarding(hand) if not hand.down[s] and s not in emptied]
        if not winners:
            return
        emptied.update(dict.fromkeys(winners, len(self.ranks)))
        if self._contesting(hand):
            hand.cite("elimination.end", "elimination.side-pot")
            if self.settings.empty_hand_side_pot is EmptyHandSidePot.DECLARE_NOW:
                hand.pass_over_to(self.declare_at)
            return
        contenders = [self._claim(s) or Contender(seat=s) for s in hand.live()]
        self._settle_on(hand, contenders, declare=False, why=("elimination.end",))

    def _contesting(self, hand: Engine) -> set[int]:
        """The seats in a pot still to play for: two players or more, and nobody in it who lost
        every card (whose it is already)."""
        emptied = self.emptied
        put_in = [c + hand.in_round(s) for s, c in enumerate(hand.contributed)]
        _, pots = layer(contributions=put_in, folded=hand.folded, dead=hand.dead)
        return contested_in([pot for pot in pots if emptied.keys().isdisjoint(pot.eligible)])

    def discarding(self, hand: Engine) -> list[int]:
        """The live seats that still give up their cards of each rank turned: all of them,
        but those excused (:meth:`excused`)."""
        excused = self.excused(hand)
        return [s for s in hand.live() if s not in excused]

    def _claim(self, seat: int) -> Contender | None:
        """The seat's claim if it lost every card: every pot it is in, the earliest first."""
        wave = self.emptied.get(seat)
        return None if wave is None else Contender(seat=seat, outright=-wave)

    def excused(self, hand: Engine) -> dict[int, str]:
        """Who takes no more part: a player who lost every card (the pots he is in are his, or
        an earlier one's), and a player all in whose every pot is so decided (he can win
        nothing more)."""
        emptied = self.emptied
        if not emptied:
            return {}
        contesting = self._contesting(hand)
        return {
            seat: (
                "lost every card: the pots he is in are decided, and he takes no more part"
                if seat in emptied
                else "can win no pot still played for (each pot he is in goes to a player who "
                "lost every card): he takes no more part"
            )
            for seat in hand.live()
            if seat in emptied or seat not in contesting
        }

    # -- the showdown ----------------------------------------------------------------------------

    def to_show(self, hand: Engine) -> list[int]:
        """The hands that decide a pot: none in a pot a player who lost every card is in."""
        return sorted(self._contesting(hand)) if self.emptied else hand.deciding()

    def hidden(self, hand: Engine, seat: int) -> bool:
        return hand.hidden(seat)

    def shown(self, hand: Engine, event: Event, _index: int) -> None:
        """A hand shown holds no card of a rank turned up: it was to be given up."""
        assert event.seat is not None
        for k, card in enumerate(hand.down[event.seat]):
            if isinstance(card, Card) and card.rank in self.ranks:
                raise RuleViolation(
                    "elimination.reveal",
                    f"{card} is of a rank turned up ({card.rank.plural}): it was to be given up",
                    at=(("down", k),),
                )

    def take_at_showdown(self, hand: Engine, event: Event, index: int) -> None:
        raise AssertionError("Elimination's showdown takes only shows")

    def showdown_done(self, hand: Engine) -> bool:
        return True

    def showdown_next_events(self, hand: Engine, events: list[NextEvent]) -> list[NextEvent]:
        return events

    # -- the end ---------------------------------------------------------------------------------

    def ends_early(self, hand: Engine) -> bool:
        """One player is left; or, once a player has lost every card, no pot is left to play
        for (each is his, or has one player)."""
        if self.emptied:
            return not self._contesting(hand)
        return hand.folded.count(False) <= 1

    def one_left(self, hand: Engine) -> None:
        self.finish(hand)

    def finish(self, hand: Engine) -> None:
        """The survivors' declarations settled on their point totals (RULES.md §1, §0)."""
        contenders = []
        deciding = hand.deciding()
        for seat in hand.live():
            claim = self._claim(seat)
            if claim is not None:
                contenders.append(claim)
                continue
            contender = Contender(seat=seat, declaration=hand.declarations[seat])
            if seat in deciding:
                held = totals([c for c in hand.down[seat] if isinstance(c, Card)], self.ranks)
                # Lower is better for low: the pot engine wants greater-is-better.
                low = None if held.low is None else -held.low
                contender = replace(contender, high=held.high, low=low)
            contenders.append(contender)
        contested = bool(self._contesting(hand)) if self.emptied else len(hand.live()) > 1
        # One left takes the pot uncontested: his points decide nothing.
        why = ("elimination.values",) if contested else ()
        if self.emptied:  # a side pot was played on without the player who lost every card
            why = ("elimination.end", "elimination.side-pot", *why)
        self._settle_on(hand, contenders, declare=contested, why=why)

    def _settle_on(
        self, hand: Engine, contenders: list[Contender], *, declare: bool, why: tuple[str, ...]
    ) -> None:
        """Settle the pot on ``contenders``; ``why``: the rule that valued them (the points, or
        a hand with no card left; none for a pot uncontested), the result's explanation
        first."""
        rules = self.settings
        rule = SplitRule(
            high=True,
            low=declare,
            declare=declare,
            odd_chip=rules.odd_chip,
            failed_pigs=rules.failed_pigs,
            dealer=hand.plan.setup.dealer,
            seats=hand.seats,
        )
        settlement = settle(hand.contributed, hand.folded, contenders, rule, dead=hand.dead)
        blank = (None,) * hand.seats
        # No poker hand is ranked: the result's hands are none, and it is explained by the rule
        # that valued the seats and the pot's split.
        cited = (*why, *settlement.rules)
        hand.result = Showdown(settlement=settlement, highs=blank, lows=blank, rules=cited)
        hand.cite(*why, "games.hand-over", *settlement.rules)
        hand.end_hand()

    # -- the state -------------------------------------------------------------------------------

    def hand_part(self, hand: Engine) -> EliminationPart:
        """Every card turned up, in order."""
        return EliminationPart(row=tuple(self.turned))

    def seat_part(self, hand: Engine, seat: int) -> EliminationSeatPart:
        """The cards given up, and the best totals once the hand is known."""
        eliminated = tuple(self.eliminated[seat])
        if hand.hidden(seat):
            return EliminationSeatPart(eliminated=eliminated)
        held = totals([c for c in hand.down[seat] if isinstance(c, Card)], self.ranks)
        return EliminationSeatPart(
            eliminated=eliminated,
            high_total=held.high,
            low_total=held.low,
            lost_every_card_on=self.emptied.get(seat),
        )


ELIMINATION: Final = GameOf(
    id="elimination",
    name="Elimination",
    summary="Five cards each and a row of five; each rank turned up is discarded by "
    "everyone; survivors declare for the highest or lowest point total.",
    family=Family.ELIMINATION,
    # S0's "around 5 to 8 players" is advice: nine hands of five and the row leave a stock of
    # two, and a stock that runs out only ends the reveals (RULES.md §1).
    min_players=2,
    max_players=9,
    high=None,
    declare=True,
    big_bet=False,  # S0 names no sizes: every round is bet at the one bet, the small bet
    house_rules=EliminationRules(),
    procedure=elimination_hand,
    rules=("elimination.values", "elimination.reveal", "elimination.declare"),
)
