"""Jacks or Better's openers (RULES.md §2; S1): who opened, the opening requirement, false
openers owned up to or found at the end (S1's six cases), passed-out deals (option
``passed_out``), and the opener proving his openers at the showdown. It is the one part of a deal
that only Jacks or Better has; the declaration (:mod:`service.rules.games.draw`) gives it to the
steps that need it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Final

from service.rules.betting.openers import visibly_opens
from service.rules.betting.round import Player, Stakes
from service.rules.betting.streets import draw_first
from service.rules.cards import Card, SeenOrHidden
from service.rules.errors import RuleViolation
from service.rules.games.event_fields import seat_of
from service.rules.games.events import Event, EventType, HandPart, NextEvent
from service.rules.games.false_openers import (
    Case,
    FalseOpenersRule,
    Found,
    Ruling,
    SeatChips,
    rule_on,
)
from service.rules.games.house_rule_choices import PassedOut
from service.rules.games.house_rules import JacksRules
from service.rules.games.openers_showdown import ProvingOpeners
from service.rules.games.spec import Street
from service.rules.games.steps.betting import WITHOUT_BRING_IN, BettingRound, flat_stakes
from service.rules.games.steps.draw import Draw
from service.rules.games.steps.show import Show
from service.rules.pots.showdown import Game

if TYPE_CHECKING:
    from service.rules.games.engine import Engine
    from service.rules.games.table import Plan

BEFORE_THE_DRAW: Final = Street(number=1, name="before the draw", down=5)
AFTER_THE_DRAW: Final = Street(number=2, name="after the draw")
_LOWBALL: Final = (
    Street(number=1, name="lowball: before the draw"),
    Street(number=2, name="lowball: after the draw"),
)


@dataclass(frozen=True, kw_only=True, slots=True)
class DrawPart(HandPart):
    """A draw game's hand: who opened, and the ruling on false openers if any."""

    opener: int | None
    false_openers: Ruling | None


class OpenerFirst:
    """A draw round's opener: left of the dealer before the draw, the opener after it (S1)."""

    moves = WITHOUT_BRING_IN

    def __init__(self, openers: Openers) -> None:
        self.openers = openers

    def open(self, hand: Engine, street: Street) -> tuple[int, Stakes]:
        openers = self.openers
        live = [not f for f in hand.folded]
        opener = None if street.number == 1 else openers.opener
        required = street.number == 1 and not openers.lowball
        hand.cite("betting.first-to-act", "betting.amount")
        if required:
            hand.cite("jacks.openers")
        first = draw_first(hand.plan.setup.dealer, live, opener)
        return first, flat_stakes(
            openers.settings, hand.plan, big=street.number > 1, openers=required
        )


class Openers(ProvingOpeners):
    """What only Jacks or Better keeps across a deal's steps: who opened, the draw's discards,
    false openers, and a passed-out deal played as lowball.

    It is the first round's companion (the opening requirement, owning up), the draw's record
    (the opener's discards are kept aside), the showdown's companion (he shows them), the
    hand's ending (a false opener's ruling), and the hand's parts (:class:`DrawPart`).
    """

    round_events: Final = frozenset({EventType.FALSE_OPENERS})
    showdown_events: Final = frozenset[EventType]()

    def __init__(self, rules: JacksRules, plan: Plan) -> None:
        count = len(plan.setup.stacks)
        self.settings = rules
        self.plan = plan
        self.game = replace(plan.showdown_game, carry_unmatched=True)
        """How the pots are settled: chips no live hand matched (a dead false opener's bets, a
        side pot only false openers contest) stay for the next deal (RULES.md §2)."""
        self.opener: int | None = None
        self.false_openers: Ruling | None = None
        self.discards: list[list[SeenOrHidden]] = [[] for _ in range(count)]
        self.drawn = [0] * count
        self.lowball = False
        self.owned_up: list[int] = []
        """S1 case d: the seats that owned up to false openers this deal, in order."""
        self.admitted: list[SeatChips] = []
        """Everyone's chips when the last of them owned up."""
        self.admitted_carried = 0
        """The nobody's chips already in the pot when he owned up."""
        self.antes_dead = False
        """Whether every ante is the pot's dead money, not its seat's stake: once a false opener
        has owned up (S1 case d), as a dealer's ante for the table always is."""
        self.dead_hands: set[int] = set()
        """Robert's Rules: a false opener's hand is dead; he folds in his turn."""

    @property
    def opening(self) -> OpenerFirst:
        """Who opens each round."""
        return OpenerFirst(self)

    def _first_round(self, hand: Engine) -> bool:
        """The first round of a deal played under the opening requirement."""
        return not self.lowball and hand.street == BEFORE_THE_DRAW

    @staticmethod
    def _round_one(hand: Engine) -> bool:
        """A first round before the draw, the opening requirement's or a lowball deal's."""
        street = hand.street
        return street is not None and street.number == 1

    # -- the first round: the opening requirement, owning up -------------------------------------

    def players(self, hand: Engine, players: list[Player]) -> list[Player]:
        """Under the opening requirement the engine knows who may open, where it can see."""
        if not self._first_round(hand):
            return players
        return [replace(p, has_openers=self._may_open(hand, s)) for s, p in enumerate(players)]

    def _may_open(self, hand: Engine, seat: int) -> bool | None:
        """Whether the seat holds openers; None while that depends on cards nobody has seen."""
        if seat in self.owned_up:
            return False  # S1 case e: he may stay in only by calling or raising
        cards = hand.down[seat]
        if visibly_opens(cards):
            return True
        return False if all(isinstance(c, Card) for c in cards) else None

    def before_bet(self, hand: Engine, event: Event) -> None:
        seat = seat_of(event)
        if seat in self.dead_hands and event.type != EventType.FOLD:
            raise RuleViolation(
                "jacks.false-openers-rr",
                f"seat {seat}'s hand is dead (false openers): he may only fold",
                at=(("type",),),
            )

    def after_bet(self, hand: Engine, event: Event) -> None:
        seat = seat_of(event)
        if event.type != EventType.BET or not self._round_one(hand):
            return
        if self.opener is None:
            self.opener = seat
            hand.cite("jacks.show-openers")
        if self.owned_up and self.opener == seat:
            self._rule(
                hand,
                rule_on(
                    self.admitted, self.owned_up[-1], Found.FIRST_ROUND,
                    reopened_by=seat, reopening_decided=True, carried=self.admitted_carried,
                ),
            )  # fmt: skip

    def take_in_round(self, hand: Engine, round_: BettingRound, event: Event, _index: int) -> None:
        """The opener owns up to false openers before the first round's bets are equalised."""
        seat = seat_of(event)
        self._check_admission(hand, seat)
        reading = self.settings.false_openers
        chips, carried = self._chips(hand), self._nobodys(hand)
        ruling = rule_on(chips, seat, Found.FIRST_ROUND, reading=reading, carried=carried)
        self._rule(hand, ruling)
        if reading == FalseOpenersRule.RR:
            self.dead_hands.add(seat)
            return
        # S1 case d: the others take their chips back (the round starts again without them);
        # his stay in the pot, forfeit; the right to open passes round from his left.
        current = hand.round
        assert current is not None
        self.admitted, self.admitted_carried = chips, carried
        self.owned_up.append(seat)
        put = current.put_in[seat]
        hand.stacks[seat] -= put
        hand.forfeit_chips(seat, put)
        if not (hand.table_ante or self.antes_dead):
            # His ante is among the earlier chips that stay forfeit (case e), as the ruling
            # counts them: no longer his, so never handed back to him as a bet nobody called.
            # Every ante becomes the pot's dead money with it, as a dealer's ante for the table
            # is: he plays with new chips for a pot whose antes are everyone's, not for a part
            # of it above the others' antes.
            self.antes_dead = True
            for each, ante in enumerate(hand.antes):
                hand.contributed[each] -= ante
                hand.forfeit_chips(each, ante)
        for folded in current.folded:
            hand.folded[folded] = True  # a fold stands: his cards are in the muck
        if hand.stacks[seat] == 0:
            hand.folded[seat] = True  # he can stay in only with new chips, and has none
        self.opener = None
        live = [not f for f in hand.folded]
        required = flat_stakes(self.settings, hand.plan, big=False, openers=True)
        round_.restart(hand, draw_first(seat, live), required)

    def _check_admission(self, hand: Engine, seat: int) -> None:
        if self.lowball or not self._round_one(hand) or seat != self.opener:
            raise RuleViolation(
                "jacks.false-openers-admitted",
                f"only the opener, during the first betting round, can own up to false openers; "
                f"seat {seat} did not open this round",
                at=(("seat",),),
            )
        current = hand.round
        if seat in self.dead_hands or (current is not None and seat in current.folded):
            raise RuleViolation(
                "jacks.false-openers-admitted",
                f"seat {seat} is out of the hand already",
                at=(("seat",),),
            )
        if visibly_opens(hand.down[seat]):
            raise RuleViolation(
                "jacks.false-openers-admitted",
                f"seat {seat}'s cards are known and hold openers: he opened legitimately",
                at=(("seat",),),
            )

    def round_next_events(self, hand: Engine, events: list[NextEvent]) -> list[NextEvent]:
        """A dead hand may only fold; the opener may own up to false openers."""
        current = hand.round
        if current is not None and current.next_seat in self.dead_hands:
            return [e for e in events if e.type == EventType.FOLD]
        opener = self.opener
        if (
            current is not None
            and opener is not None
            and self._first_round(hand)
            and opener not in current.folded
            and opener not in self.dead_hands
            and not visibly_opens(hand.down[opener])
        ):
            events.append(NextEvent(type=EventType.FALSE_OPENERS, seat=opener))
        return events

    def round_over(self, hand: Engine, opened: bool) -> None:
        """The first round is over: a dead hand folds; a deal nobody (re)opened passes."""
        if self.lowball or not self._round_one(hand):
            return
        for seat in self.dead_hands:
            hand.folded[seat] = True
        if self.dead_hands and not hand.live():
            self._dead_opener_alone(hand)
        elif self.owned_up and self.opener is None:
            self._nobody_reopened(hand)
        elif not opened and len(hand.live()) >= 2:
            self._passed_out(hand)

    def _passed_out(self, hand: Engine) -> None:
        """Nobody opened (RULES.md §2): the deal passes, or the hands are played as lowball."""
        if self.settings.passed_out == PassedOut.PLAY_LOWBALL:
            self.lowball = True
            first, last = _LOWBALL
            hand.insert_next(
                [
                    BettingRound(first, self.opening, self),
                    Draw(first, most=self.settings.max_draw, record=self),
                    BettingRound(last, self.opening, self),
                    Show(self),
                ]
            )
            hand.cite("jacks.passed-out")
            return
        hand.pass_to_next_deal(
            hand.pot(), "nobody opened: the deal passes to the left", "jacks.passed-out",
            passed=True,
        )  # fmt: skip

    def _nobody_reopened(self, hand: Engine) -> None:
        """S1 case f: after a false opener owned up, nobody opened (all checked, or all but
        one folded): the deal passes with his chips in the pot. The pot is never won unopened,
        least of all by him (RULES.md §2)."""
        ruling = rule_on(
            self.admitted, self.owned_up[-1], Found.FIRST_ROUND,
            reopening_decided=True, carried=self.admitted_carried,
        )  # fmt: skip
        # The others took their chips back when he owned up: nothing more comes back now.
        self._rule(hand, ruling)
        hand.pass_to_next_deal(ruling.carried_over, ruling.detail, ruling.rule, passed=True)

    def _dead_opener_alone(self, hand: Engine) -> None:
        """Robert's Rules' reading: every other player folded to the dead false opener. He
        cannot win the pot (RULES.md §2); as in S1's cases b and c, an uncalled bet of his is
        forfeit and the others' bets go back, and the pot passes to the next deal."""
        opener = next(iter(self.dead_hands))
        seats = [replace(chips, folded=s != opener) for s, chips in enumerate(self._chips(hand))]
        self._pass_with(hand, rule_on(seats, opener, Found.SHOWDOWN, carried=self._nobodys(hand)))

    def _rule(self, hand: Engine, ruling: Ruling) -> None:
        before = self.false_openers
        if before is not None:
            # Every chip forfeit this deal stays dead, a second false opener's and the first's
            # (RULES.md §2, two false openers): each ruling restates its own opener's forfeit.
            forfeited = tuple(map(max, before.forfeited, ruling.forfeited))
            ruling = replace(ruling, forfeited=forfeited)
        self.false_openers = ruling
        hand.cite(ruling.rule)

    def _pass_with(self, hand: Engine, ruling: Ruling) -> None:
        """The deal passes under ``ruling``: each chip returned goes back to its owner's stack,
        every other chip in the pot is carried to the next deal (RULES.md §2)."""
        self._rule(hand, ruling)
        for seat, back in enumerate(ruling.returned):
            hand.contributed[seat] -= back
            hand.stacks[seat] += back
        assert ruling.carried_over == hand.pot(), "no chip created or lost"
        hand.pass_to_next_deal(ruling.carried_over, ruling.detail, ruling.rule, passed=True)

    def _nobodys(self, hand: Engine) -> int:
        """Dead money that is no seat's ante: carried from earlier deals, or forfeited (the
        antes made dead when a false opener owned up are still each seat's own ante here)."""
        return hand.dead - hand.table_ante - (sum(hand.antes) if self.antes_dead else 0)

    def _chips(self, hand: Engine) -> list[SeatChips]:
        """Each seat's antes and bets so far, the current round included; chips he forfeited
        earlier are nobody's now."""
        current = hand.round
        return [
            SeatChips(
                antes=hand.antes[s],
                bets=hand.contributed[s]
                + hand.in_round(s)
                - (0 if hand.table_ante or self.antes_dead else hand.antes[s]),
                folded=hand.folded[s] or (current is not None and s in current.folded),
            )
            for s in range(hand.seats)
        ]

    # -- the draw ------------------------------------------------------------------------------

    def drew(self, seat: int, discards: Sequence[SeenOrHidden], drawn: int) -> None:
        self.drawn[seat] = drawn
        self.discards[seat] = list(discards)

    def mucked(self, seat: int) -> bool:
        """The opener's discards are kept aside to prove his openers (S1)."""
        return seat != self.opener or self.lowball

    # -- the end ---------------------------------------------------------------------------------

    def ends_early(self, hand: Engine) -> bool:
        return hand.folded.count(False) <= 1

    def one_left(self, hand: Engine) -> None:
        """Everyone else folded: the opener still proves his openers before the pot is his."""
        show = len(hand.steps) - 1
        if self._proof_due() and self._hidden_openers(hand) and hand.step != show:
            hand.jump_to(show)
            return
        self.finish(hand)

    def finish(self, hand: Engine) -> None:
        if self.lowball:
            hand.settle(self.lowball_game)
            return
        opener = self.opener
        if opener is None or not self._proof_due() or self._proved(hand, opener):
            hand.settle(self.game)
            return
        # He did not hold openers (RULES.md §2, S1 cases a-c). Nobody legitimately opened, so
        # every false opener's hand is dead: his, and that of anyone who owned up earlier and
        # stayed in with new chips.
        false = {opener, *self.owned_up}
        seats = [
            replace(chips, folded=seat != opener and (chips.folded or seat in false))
            for seat, chips in enumerate(self._chips(hand))
        ]
        ruling = rule_on(seats, opener, Found.SHOWDOWN, carried=self._nobodys(hand))
        if ruling.case != Case.DEAD_HAND:
            self._pass_with(hand, ruling)
            return
        self._rule(hand, ruling)
        hand.settle(self.game, dead_hands=tuple(sorted(false)))

    @property
    def lowball_game(self) -> Game:
        """A passed-out deal played as lowball (RULES.md §2 ``play_lowball``)."""
        low = self.settings.low_ranking
        return replace(self.game, high=None, low=low, qualifier=None)

    # -- the state -------------------------------------------------------------------------------

    def hand_part(self, hand: Engine) -> DrawPart:
        """The opener, and the ruling on false openers."""
        return DrawPart(opener=self.opener, false_openers=self.false_openers)
