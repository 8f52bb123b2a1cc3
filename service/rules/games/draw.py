"""Jacks or Better's own steps (RULES.md §2; S1).

The opening requirement in the first round; the draw, in turn from the dealer's left, with the
opener's discards kept aside; the opener first after the draw; the opener proving his openers at
the end, even when he folded or won uncontested; passed-out deals under option ``passed_out``;
false openers, owned up to in the first round or found at the end (S1's six cases).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import ClassVar

from service.rules.betting.openers import has_openers
from service.rules.betting.round import Player
from service.rules.betting.streets import draw_first
from service.rules.cards import Card, HiddenCard, Rank, SeenOrHidden
from service.rules.errors import RuleViolation
from service.rules.games.catalog import Street
from service.rules.games.engine import Handler, missing, seat_of
from service.rules.games.events import (
    BETTING_MOVES,
    Event,
    EventType,
    HandPart,
    NextEvent,
    Phase,
    SeatPart,
)
from service.rules.games.false_openers import (
    Case,
    FalseOpenersRule,
    Found,
    Ruling,
    SeatChips,
    rule_on,
)
from service.rules.games.hand import Hand, Step
from service.rules.games.house_rules import AnteBy, JacksRules, PassedOut
from service.rules.games.table import Plan
from service.rules.pots.showdown import Game

_LOWBALL = (
    Street(number=1, name="lowball: before the draw"),
    Street(number=2, name="lowball: after the draw"),
)


@dataclass(frozen=True, kw_only=True, slots=True)
class DrawSeatPart(SeatPart):
    """A seat in a draw game."""

    discards: tuple[SeenOrHidden, ...]
    """The opener's discards, kept aside face down to prove his openers (S1)."""


@dataclass(frozen=True, kw_only=True, slots=True)
class DrawPart(HandPart):
    """A draw game's hand: who opened, and the ruling on false openers if any."""

    opener: int | None
    false_openers: Ruling | None


class DrawHand(Hand):
    """A hand of Jacks or Better."""

    EXPECTED: ClassVar[Mapping[Phase, frozenset[EventType]]] = {
        **Hand.EXPECTED,
        Phase.BET: frozenset({*BETTING_MOVES, EventType.FALSE_OPENERS}),
        Phase.DRAW: frozenset({EventType.DRAW, EventType.STAND_PAT}),
    }

    def __init__(self, plan: Plan) -> None:
        super().__init__(plan)
        count = self.seats
        self.opener: int | None = None
        self.false_openers: Ruling | None = None
        self.discards: list[list[SeenOrHidden]] = [[] for _ in range(count)]
        self.drawn = [0] * count
        self.draw_order: list[int] = []
        self.muck: list[Card] = []
        """Named discards of players other than the opener: reshuffled if the stub runs out."""
        self.lowball = False
        self.owned_up: list[int] = []
        """S1 case d: the seats that owned up to false openers this deal, in order."""
        self.admitted: list[SeatChips] = []
        """Everyone's chips when the last of them owned up."""
        self.admitted_carried = 0
        """The nobody's chips already in the pot when he owned up."""
        self.table_ante = 0
        """The dealer's ante for the table, in the pot as dead money."""
        self.dead_hands: set[int] = set()
        """Robert's Rules: a false opener's hand is dead; he folds in his turn."""
        self.forfeit = [0] * count
        """Each seat's chips among the dead money: the dealer's ante for the table, a false
        opener's forfeited bets. Still his contribution (RULES.md §2)."""

    @staticmethod
    def steps_of(plan: Plan) -> tuple[Step, ...]:
        """Antes; the deal; betting; the draw; betting; the showdown."""
        steps = [Step(phase=Phase.ANTE)] if plan.setup.ante else []
        for street in plan.streets:
            if street.down:
                steps.append(Step(phase=Phase.DEAL, street=street))
            steps.append(Step(phase=Phase.BET, street=street))
            if street.number in plan.game.draws_after:
                steps.append(Step(phase=Phase.DRAW, street=street))
        steps.append(Step(phase=Phase.SHOW))
        return tuple(steps)

    def handlers(self) -> dict[EventType, Handler]:
        """The draw and owning up to false openers besides the shared events."""
        return super().handlers() | {
            EventType.DRAW: self._draw,
            EventType.STAND_PAT: self._draw,
            EventType.FALSE_OPENERS: self._admit,
        }

    # -- antes and passed-out deals ------------------------------------------------------------

    def ante_due(self) -> list[int]:
        """The dealer antes for the table (S1), unless every player does."""
        everyone = self.plan.rules_of(JacksRules).ante_by == AnteBy.EVERYONE or (
            self.plan.setup.passed_out_deals > 0
            and self.plan.rules_of(JacksRules).passed_out == PassedOut.EVERYONE_ANTES
        )
        return list(range(self.seats)) if everyone else [self.plan.setup.dealer]

    def _ante(self, event: Event, index: int) -> None:
        """A dealer's ante for the table plays as dead money, so that it can never come back to
        him as an uncalled bet; it is still his contribution (RULES.md §2)."""
        super()._ante(event, index)
        if len(self.ante_due()) == 1:
            seat = seat_of(event)
            paid = self.antes[seat]
            self.contributed[seat] -= paid
            self._forfeit(seat, paid)
            self.table_ante = paid

    def _forfeit(self, seat: int, chips: int) -> None:
        """``chips`` of ``seat``'s, already out of his stack, become dead money in the pot."""
        self.dead += chips
        self.forfeit[seat] += chips

    def dead_money_of(self, seat: int) -> int:
        """The seat's chips that play as dead money."""
        return self.forfeit[seat]

    def next_antes(self) -> tuple[tuple[int, int], ...]:
        """After a passed-out deal: the new dealer antes (S1), or everyone does."""
        ante, dealer = self.plan.setup.ante, (self.plan.setup.dealer + 1) % self.seats
        everyone = (
            self.plan.rules_of(JacksRules).ante_by == AnteBy.EVERYONE
            or self.plan.rules_of(JacksRules).passed_out == PassedOut.EVERYONE_ANTES
        )
        seats = range(self.seats) if everyone else [dealer]
        return tuple((s, ante) for s in seats) if ante else ()

    # -- betting -------------------------------------------------------------------------------

    def _start_round(self, street: Street) -> None:
        live = [not f for f in self.folded]
        dealer = self.plan.setup.dealer
        first = draw_first(dealer, live, None if street.number == 1 else self.opener)
        openers = self.plan.game.openers and street.number == 1 and not self.lowball
        self._open_round(first, self.plan.flat_stakes(street, openers=openers))
        self.rules.update(dict.fromkeys(("betting.first-to-act", "betting.amount")))
        if openers:
            self.rules["jacks.openers"] = None

    def players(self) -> list[Player]:
        """Under the opening requirement the engine knows who may open, where it can see."""
        players = super().players()
        if not self._opening_round():
            return players
        return [replace(p, has_openers=self._may_open(seat)) for seat, p in enumerate(players)]

    def _opening_round(self) -> bool:
        """The first round of a deal played under the opening requirement."""
        return self.plan.game.openers and not self.lowball and self.street == self.plan.streets[0]

    def _may_open(self, seat: int) -> bool | None:
        """Whether the seat holds openers; None while that depends on cards nobody has seen."""
        if seat in self.owned_up:
            return False  # S1 case e: he may stay in only by calling or raising
        cards = self.down[seat]
        if visibly_opens(cards):
            return True
        return False if all(isinstance(c, Card) for c in cards) else None

    def _bet(self, event: Event, index: int) -> None:
        seat = seat_of(event)
        if seat in self.dead_hands and event.type != EventType.FOLD:
            raise RuleViolation(
                "jacks.false-openers-rr",
                f"seat {seat}'s hand is dead (false openers): he may only fold",
                at=(("type",),),
            )
        super()._bet(event, index)
        if event.type == EventType.BET and self.street is not None and self.street.number == 1:
            if self.opener is None:
                self.opener = seat
                self.rules["jacks.show-openers"] = None
            if self.owned_up and self.opener == seat:
                self._rule(
                    rule_on(
                        self.admitted, self.owned_up[-1], Found.FIRST_ROUND,
                        reopened_by=seat, reopening_decided=True, carried=self.admitted_carried,
                    )
                )  # fmt: skip

    def _end_step(self) -> None:
        phase, street = self.phase, self.street
        opened = self.round is not None and self.round.current_bet > 0
        super()._end_step()
        if phase != Phase.BET or street is None or street.number != 1 or self.lowball:
            return
        for seat in self.dead_hands:
            self.folded[seat] = True
        if self.dead_hands and not self.live():
            self._dead_opener_alone()
        elif self.owned_up and self.opener is None:
            self._nobody_reopened()
        elif not opened and len(self.live()) >= 2:
            self._passed_out()

    def _passed_out(self) -> None:
        """Nobody opened (RULES.md §2): the deal passes, or the hands are played as lowball."""
        if self.plan.rules_of(JacksRules).passed_out == PassedOut.PLAY_LOWBALL:
            self.lowball = True
            self.steps = [
                *self.steps[: self.step + 1],
                Step(phase=Phase.BET, street=_LOWBALL[0]),
                Step(phase=Phase.DRAW, street=_LOWBALL[0]),
                Step(phase=Phase.BET, street=_LOWBALL[1]),
                Step(phase=Phase.SHOW),
            ]
            self.rules["jacks.passed-out"] = None
            return
        self._pass_to_next_deal(
            self.pot(), "nobody opened: the deal passes to the left", "jacks.passed-out"
        )

    def _nobody_reopened(self) -> None:
        """S1 case f: after a false opener owned up, nobody opened (all checked, or all but
        one folded): the deal passes with his chips in the pot. The pot is never won unopened,
        least of all by him (RULES.md §2)."""
        ruling = rule_on(
            self.admitted, self.owned_up[-1], Found.FIRST_ROUND,
            reopening_decided=True, carried=self.admitted_carried,
        )  # fmt: skip
        # The others took their chips back when he owned up: nothing more comes back now.
        self._rule(ruling)
        self._pass_to_next_deal(ruling.carried_over, ruling.detail, ruling.rule)

    def _dead_opener_alone(self) -> None:
        """Robert's Rules' reading: every other player folded to the dead false opener. He
        cannot win the pot (RULES.md §2); as in S1's cases b and c, an uncalled bet of his is
        forfeit and the others' bets go back, and the pot passes to the next deal."""
        opener = next(iter(self.dead_hands))
        seats = [replace(chips, folded=seat != opener) for seat, chips in enumerate(self._chips())]
        self._pass_with(rule_on(seats, opener, Found.SHOWDOWN, carried=self._nobodys()))

    def _admit(self, event: Event, _index: int) -> None:
        """The opener owns up to false openers before the first round's bets are equalised."""
        seat = seat_of(event)
        self._check_admission(seat)
        reading = self.plan.rules_of(JacksRules).false_openers
        chips, carried = self._chips(), self._nobodys()
        self._rule(rule_on(chips, seat, Found.FIRST_ROUND, reading=reading, carried=carried))
        if reading == FalseOpenersRule.RR:
            self.dead_hands.add(seat)
            return
        # S1 case d: the others take their chips back (the round starts again without them);
        # his stay in the pot, forfeit; the right to open passes round from his left.
        assert self.round is not None
        assert self.street is not None
        self.admitted, self.admitted_carried = chips, carried
        self.owned_up.append(seat)
        put = self.round.put_in[seat]
        self.stacks[seat] -= put
        self._forfeit(seat, put)
        for folded in self.round.folded:
            self.folded[folded] = True  # a fold stands: his cards are in the muck
        if self.stacks[seat] == 0:
            self.folded[seat] = True  # he can stay in only with new chips, and has none
        self.opener = None
        live = [not f for f in self.folded]
        first = draw_first(seat, live)
        self._open_round(first, self.plan.flat_stakes(self.street, openers=True))

    def _check_admission(self, seat: int) -> None:
        street = self.street
        if self.lowball or street is None or street.number != 1 or seat != self.opener:
            raise RuleViolation(
                "jacks.false-openers-admitted",
                f"only the opener, during the first betting round, can own up to false openers; "
                f"seat {seat} did not open this round",
                at=(("seat",),),
            )
        if seat in self.dead_hands or (self.round is not None and seat in self.round.folded):
            raise RuleViolation(
                "jacks.false-openers-admitted",
                f"seat {seat} is out of the hand already",
                at=(("seat",),),
            )
        if visibly_opens(self.down[seat]):
            raise RuleViolation(
                "jacks.false-openers-admitted",
                f"seat {seat}'s cards are known and hold openers: he opened legitimately",
                at=(("seat",),),
            )

    def _rule(self, ruling: Ruling) -> None:
        self.false_openers = ruling
        self.rules[ruling.rule] = None

    def _pass_with(self, ruling: Ruling) -> None:
        """The deal passes under ``ruling``: each chip returned goes back to its owner's stack,
        every other chip in the pot is carried to the next deal (RULES.md §2)."""
        self._rule(ruling)
        for seat, back in enumerate(ruling.returned):
            self.contributed[seat] -= back
            self.stacks[seat] += back
        assert ruling.carried_over == self.pot(), "no chip created or lost"
        self._pass_to_next_deal(ruling.carried_over, ruling.detail, ruling.rule)

    def _nobodys(self) -> int:
        """Dead money that is no seat's ante: carried from earlier deals, or forfeited."""
        return self.dead - self.table_ante

    def _chips(self) -> list[SeatChips]:
        """Each seat's antes and bets so far, the current round included; chips he forfeited
        earlier are nobody's now."""
        return [
            SeatChips(
                antes=self.antes[s],
                bets=self.contributed[s]
                + self.in_round(s)
                - (0 if self.table_ante else self.antes[s]),
                folded=self.folded[s] or (self.round is not None and s in self.round.folded),
            )
            for s in range(self.seats)
        ]

    # -- the draw ------------------------------------------------------------------------------

    def _start_step(self) -> None:
        super()._start_step()
        if self.phase == Phase.DRAW:
            dealer = self.plan.setup.dealer
            order = [(dealer + 1 + k) % self.seats for k in range(self.seats)]
            self.draw_order = [s for s in order if not self.folded[s]]
            self.rules["draw.draw"] = None

    def _step_done(self) -> bool:
        if self.phase == Phase.DRAW:
            return not self.draw_order
        return super()._step_done()

    def to_act(self) -> int | None:
        """The draw is taken in turn too."""
        if self.phase == Phase.DRAW and self.draw_order:
            return self.draw_order[0]
        return super().to_act()

    def _draw(self, event: Event, index: int) -> None:
        seat = seat_of(event)
        turn = self.draw_order[0]
        if seat != turn:
            raise RuleViolation(
                "draw.draw",
                f"it is seat {turn}'s turn to draw or stand pat, not seat {seat}'s",
                at=(("seat",),),
            )
        if event.type == EventType.DRAW:
            self._replace_cards(seat, event, index)
        self.draw_order.pop(0)

    def _replace_cards(self, seat: int, event: Event, index: int) -> None:
        most = self.plan.rules_of(JacksRules).max_draw
        if not event.discards:
            raise missing(event, "discards")
        if len(event.discards) > most:
            raise RuleViolation(
                "draw.draw", f"a player draws at most {most} cards", at=(("discards",),)
            )
        if len(event.down) != len(event.discards):
            raise RuleViolation(
                "draw.draw",
                f"seat {seat} threw {len(event.discards)} and is dealt as many, not "
                f"{len(event.down)}",
                at=(("down",),),
            )
        hand = list(self.down[seat])
        for k, card in enumerate(event.discards):
            hand.remove(self._held(seat, hand, card, ("discards", k), index))
        self._reshuffle_if_short(seat, len(event.down))
        self.see([(("events", index, "down", k), c) for k, c in enumerate(event.down)])
        self.down[seat] = [*hand, *event.down]
        self.drawn[seat] = len(event.down)
        self.discards[seat] = list(event.discards)
        self.cards_dealt += len(event.down)
        if seat != self.opener or self.lowball:
            self.muck.extend(c for c in event.discards if isinstance(c, Card))

    def _held(
        self,
        seat: int,
        hand: list[SeenOrHidden],
        card: SeenOrHidden,
        at: tuple[str, int],
        index: int,
    ) -> SeenOrHidden:
        """The card of ``hand`` that ``card`` throws: itself, or an unseen card it names."""
        if card in hand and isinstance(card, Card):
            return card
        unseen = next((c for c in hand if isinstance(c, HiddenCard)), None)
        if unseen is None:
            named = (
                "does not hold " + str(card) if isinstance(card, Card) else "holds no unseen card"
            )
            raise RuleViolation("draw.draw", f"seat {seat} {named}", at=(at,))
        if isinstance(card, Card):
            self.see([(("events", index, *at), card)])
        return unseen

    def _reshuffle_if_short(self, seat: int, wanted: int) -> None:
        """The stub cannot serve the draw: the discards so far are shuffled into a new stub."""
        if wanted <= self.stub():
            return
        if wanted > self.stub() + len(self.muck):
            raise RuleViolation(
                "draw.stub",
                f"seat {seat} draws {wanted} but only {self.stub()} cards and "
                f"{len(self.muck)} reshuffled discards are left",
                at=(("down",),),
            )
        for card in self.muck:
            self.seen.forget(card)
        self.cards_dealt -= len(self.muck)
        self.muck = []
        self.rules["draw.stub"] = None

    # -- the end: proving openers, false openers, lowball ----------------------------------------

    def original(self, seat: int) -> list[SeenOrHidden]:
        """The five cards the seat was dealt: those it kept and those it threw."""
        held = self.down[seat]
        return [*held[: len(held) - self.drawn[seat]], *self.discards[seat]]

    def _proof_due(self) -> bool:
        """Whether an opener must prove openers: never in a lowball deal, nor once he has owned
        up to false openers (his hand is dead under Robert's Rules)."""
        return self.opener is not None and not self.lowball and self.opener not in self.dead_hands

    def to_show(self) -> list[int]:
        """The hands that decide the pot, and the opener's openers."""
        seats = super().to_show()
        if self._proof_due() and self.opener not in seats:
            assert self.opener is not None
            seats = sorted([*seats, self.opener])
        return seats

    def hidden(self, seat: int) -> bool:
        """The opener's discards are shown too."""
        kept_aside = self.discards[seat] if seat == self.opener and self._proof_due() else []
        return super().hidden(seat) or any(isinstance(c, HiddenCard) for c in kept_aside)

    def _show(self, event: Event, index: int) -> None:
        seat = seat_of(event)
        super()._show(event, index)
        if seat != self.opener or not self._proof_due():
            return
        aside = self.discards[seat]
        if len(event.discards) != len(aside):
            raise RuleViolation(
                "jacks.show-openers",
                f"the opener shows his {len(aside)} discards with his hand to prove his openers",
                at=(("discards",),),
            )
        for k, (was, shown) in enumerate(zip(aside, event.discards, strict=True)):
            if isinstance(shown, HiddenCard) or (isinstance(was, Card) and was != shown):
                raise RuleViolation(
                    "jacks.show-openers",
                    f"the opener's discard {k + 1} was {was}, not {shown}",
                    at=(("discards", k),),
                )
        self.see(
            [
                (("events", index, "discards", k), shown)
                for k, (was, shown) in enumerate(zip(aside, event.discards, strict=True))
                if isinstance(was, HiddenCard)
            ]
        )
        self.discards[seat] = list(event.discards)

    def _one_left(self) -> None:
        show = len(self.steps) - 1
        if self._proof_due() and self.hidden_openers() and self.step != show:
            self.step = show
            self._start_step()
            return
        self._finish()

    def hidden_openers(self) -> bool:
        """Whether the opener's dealt hand is still unseen."""
        assert self.opener is not None
        return any(isinstance(c, HiddenCard) for c in self.original(self.opener))

    def _finish(self) -> None:
        if self.lowball:
            self._settle(self.plan.lowball_game, dead_hands=())
            return
        opener = self.opener
        if opener is None or not self._proof_due() or self._proved(opener):
            super()._finish()
            return
        # He did not hold openers (RULES.md §2, S1 cases a-c). Nobody legitimately opened, so
        # every false opener's hand is dead: his, and that of anyone who owned up earlier and
        # stayed in with new chips.
        false = {opener, *self.owned_up}
        seats = [
            replace(chips, folded=seat != opener and (chips.folded or seat in false))
            for seat, chips in enumerate(self._chips())
        ]
        ruling = rule_on(seats, opener, Found.SHOWDOWN, carried=self._nobodys())
        if ruling.case != Case.DEAD_HAND:
            self._pass_with(ruling)
            return
        self._rule(ruling)
        self._settle(self.plan.showdown_game, dead_hands=tuple(sorted(false)))

    def _settle(self, game: Game, dead_hands: Sequence[int]) -> None:
        """Chips no live hand matched stay in the pot for the next deal (RULES.md §2): in Jacks
        they can only be a dead false opener's bets, or a side pot only false openers contest,
        and an all-in player wins only what he matched."""
        super()._settle(replace(game, carry_unmatched=True), dead_hands)

    def _proved(self, opener: int) -> bool:
        """Whether the opener's dealt hand, shown, holds openers."""
        return has_openers([c for c in self.original(opener) if isinstance(c, Card)])

    # -- the state -----------------------------------------------------------------------------

    def seat_part(self, seat: int) -> DrawSeatPart:
        """The discards kept aside."""
        return DrawSeatPart(discards=tuple(self.discards[seat]))

    def hand_part(self) -> DrawPart:
        """The opener, and the ruling on false openers."""
        return DrawPart(opener=self.opener, false_openers=self.false_openers)

    def next_events(self) -> list[NextEvent]:
        """The draw, and the opener's right to own up to false openers."""
        if self.phase == Phase.DRAW and self.draw_order:
            seat = self.draw_order[0]
            most = self.plan.rules_of(JacksRules).max_draw
            return [
                NextEvent(type=EventType.DRAW, seat=seat, down=most),
                NextEvent(type=EventType.STAND_PAT, seat=seat),
            ]
        events = super().next_events()
        if self.round is not None and self.round.next_seat in self.dead_hands:
            return [e for e in events if e.type == EventType.FOLD]
        opener = self.opener
        if (
            self.phase == Phase.BET
            and self.round is not None
            and opener is not None
            and self._opening_round()
            and opener not in self.round.folded
            and opener not in self.dead_hands
            and not visibly_opens(self.down[opener])
        ):
            events.append(NextEvent(type=EventType.FALSE_OPENERS, seat=opener))
        return events


def visibly_opens(cards: Sequence[SeenOrHidden]) -> bool:
    """Whether the cards seen of a dealt hand make openers whatever the unseen ones are: all five
    seen and jacks or better, or among those seen a pair of jacks or better, two pair or trips.

    >>> from service.rules.cards import parse_card_or_hidden
    >>> visibly_opens([parse_card_or_hidden(c) for c in "Qc Qd ?? ?? ??".split()])
    True
    >>> visibly_opens([parse_card_or_hidden(c) for c in "Tc Td ?? ?? ??".split()])
    False
    """
    seen = [c for c in cards if isinstance(c, Card)]
    if len(seen) == len(cards) == 5:
        return has_openers(seen)
    counts = Counter(c.rank for c in seen)
    pairs = [rank for rank, n in counts.items() if n >= 2]
    return (
        len(pairs) >= 2
        or any(n >= 3 for n in counts.values())
        or max(pairs, default=0) >= Rank.JACK
    )
