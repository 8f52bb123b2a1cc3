"""Old Man (RULES.md §5; S4): a home high-low game with a dummy hand.

Antes; three down and two up to each player, a centre card and the old man's six face down.
Each player turns one down card up and passes another face up to the player on his right. From
the best hand showing each player stays in (one ante) or folds; the centre card is turned, wild
with its whole rank for every hand, the old man's included; one more down card; from the best
hand showing each stays in (two antes) or folds. Declarations (high, low, both), then go or
stop, both said at once; the goes and the old man show, and the pot is settled by matching
(:mod:`service.rules.pots.matching`). A hand played for a matched pot costs no antes. The step
kinds only Old Man has are in :mod:`service.rules.games.steps.old_man`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Final

from service.rules.cards import HIDDEN, Card, SeenOrHidden
from service.rules.errors import RuleViolation
from service.rules.games.event_fields import named_card
from service.rules.games.events import Carry, Event, EventType, HandPart, NextEvent, SeatPart
from service.rules.games.house_rule_choices import MatchedPotAntes
from service.rules.games.house_rules import OldManRules
from service.rules.games.kinds import Procedure, Step
from service.rules.games.next_deal import carry_to_next_deal
from service.rules.games.spec import Family, GameOf, Street
from service.rules.games.steps.antes import Antes
from service.rules.games.steps.deal import Deal
from service.rules.games.steps.declare import Declare
from service.rules.games.steps.old_man import CentreCard, ExposeAndPass, SayGoOrStop, Stay
from service.rules.games.steps.show import Show
from service.rules.pots.matching import Declarer, MatchRule, MatchSettlement, settle_matching
from service.rules.pots.shares import Declaration
from service.rules.pots.showdown import Game, Showdown
from service.rules.ranking import Evaluation, RankingSystem, evaluate_hand
from service.rules.ranking.wild import WildRule

if TYPE_CHECKING:
    from service.rules.games.engine import Engine
    from service.rules.games.table import Plan

OLD_MAN_CARDS: Final = 6
_HIGH: Final = (Declaration.HIGH, Declaration.BOTH)
_LOW: Final = (Declaration.LOW, Declaration.BOTH)
THE_DEAL: Final = Street(number=1, name="the deal", down=3, up=2)
THE_LAST_CARD: Final = Street(number=2, name="the last card", down=1)


@dataclass(frozen=True, kw_only=True, slots=True)
class GoOrStop(SeatPart):
    """A seat at Old Man."""

    going: bool | None
    """Go (True) or stop (False), once said."""


@dataclass(frozen=True, kw_only=True, slots=True)
class OldManResult(HandPart):
    """Old Man: the dummy hand, and once the hand is over its values and the matching."""

    cards: tuple[SeenOrHidden, ...]
    """Unseen (``??``) until turned up at the end."""
    high: Evaluation | None
    low: Evaluation | None
    matching: MatchSettlement | None


def old_man_hand(rules: OldManRules, plan: Plan) -> Procedure:
    """Antes (none for a matched pot, the losing goes' matches); the deal, the exposing and
    passing, the first stay; the centre card, the last card, the second stay; declarations; go
    or stop; the show."""
    setup = plan.setup
    dummy = OldMan(rules, plan)
    # S4: "When the pot is matched there is no anteing". A pot nobody matched (everyone
    # folded) is anted to as any hand is: the rule is the exception, and only for a match.
    matched = setup.carried > 0 and setup.carried_matched
    free = matched and rules.matched_pot_antes == MatchedPotAntes.NONE
    cost = 0 if free else setup.ante
    steps: list[Step] = (
        [Antes(tuple(range(len(setup.stacks))))] if setup.ante and not matched else []
    )
    steps += [
        Deal(THE_DEAL, set_aside=1 + OLD_MAN_CARDS, cite=("old_man.deal",), rule="old_man.deal"),
        ExposeAndPass(THE_DEAL),
        Stay(THE_DEAL, dummy, cost=cost, tie=rules.showing_tie),
        CentreCard(THE_LAST_CARD, dummy),
        Deal(THE_LAST_CARD, rule="old_man.deal"),
        Stay(THE_LAST_CARD, dummy, cost=2 * cost, tie=rules.showing_tie),
        Declare(),
        SayGoOrStop(dummy),
        Show(dummy),
    ]
    rules_cited = ("games.procedure", *plan.rules, *(("old_man.matched-pot",) if matched else ()))
    return Procedure(steps=steps, ending=dummy, rules=rules_cited, parts=dummy, side_pots=False)


class OldMan:
    """What only Old Man keeps across a hand's steps: the centre card, each seat's go or stop,
    the old man's hand; and how the hand ends, by matching."""

    showdown_events: Final = frozenset({EventType.OLD_MAN})

    def why_not_muck(self, hand: Engine, seat: int) -> str | None:
        """A go shows his hand: it is ruled against the old man's (RULES.md §5), so it is never
        mucked unseen."""
        return "said go and shows his hand against the old man's"

    def __init__(self, rules: OldManRules, plan: Plan) -> None:
        self.settings = rules
        self.cards: list[SeenOrHidden] = [HIDDEN] * OLD_MAN_CARDS
        self.shown_up = False
        self.centre: Card | None = None
        self.going: list[bool | None] = [None] * len(plan.setup.stacks)
        self.outcome: OldManResult | None = None

    # -- the showdown: only the goes show, and the old man -----------------------------------

    def to_show(self, hand: Engine) -> list[int]:
        """Only the goes show; a stop is out and shows nothing (S4)."""
        return [s for s in hand.live() if self.going[s]]

    def hidden(self, hand: Engine, seat: int) -> bool:
        return hand.hidden(seat)

    def shown(self, hand: Engine, event: Event, index: int) -> None:
        pass

    def take_at_showdown(self, hand: Engine, event: Event, index: int) -> None:
        """The old man's six cards turned up."""
        if self.shown_up:
            raise RuleViolation(
                "old_man.beat-old-man", "the old man's hand is already turned up", at=(("type",),)
            )  # fmt: skip
        why = f"the old man's hand is all {OLD_MAN_CARDS} of his cards, turned up and named"
        if len(event.down) != OLD_MAN_CARDS:
            raise RuleViolation("old_man.beat-old-man", why, at=(("down",),))
        cards: list[SeenOrHidden] = [
            named_card(hand, c, index, ("down", k), rule="old_man.beat-old-man", detail=why)
            for k, c in enumerate(event.down)
        ]
        hand.see([(("events", index, "down", k), c) for k, c in enumerate(cards)])
        self.cards = cards
        self.shown_up = True

    def showdown_done(self, hand: Engine) -> bool:
        return self.shown_up or not self.to_show(hand)

    def showdown_next_events(self, hand: Engine, events: list[NextEvent]) -> list[NextEvent]:
        if not self.shown_up:
            events.append(NextEvent(type=EventType.OLD_MAN, down_count=OLD_MAN_CARDS))
        return events

    # -- the end ---------------------------------------------------------------------------------

    def ends_early(self, hand: Engine) -> bool:
        """A lone player still declares and goes or stops (S4); only nobody left ends it."""
        return not hand.live()

    def one_left(self, hand: Engine) -> None:
        """Everyone folded: the pot stays for the next hand."""
        hand.pass_to_next_deal(
            hand.pot(), "everyone folded: the pot stays for the next hand", "old_man.unwon",
            passed=False,
        )  # fmt: skip

    def finish(self, hand: Engine) -> None:
        """Value the goes and the old man, and settle by matching (RULES.md §5)."""
        assert self.centre is not None
        seats = [
            OldManSeat(
                declaration=None if hand.folded[s] else hand.declarations[s],
                go=bool(self.going[s]),
                cards=tuple(c for c in (*hand.down[s], *hand.up[s]) if isinstance(c, Card)),
                stack=hand.stacks[s],
            )
            for s in range(hand.seats)
        ]
        old_man = tuple(c for c in self.cards if isinstance(c, Card))
        hand.result, self.outcome = settle_old_man(
            seats, self.centre, old_man, self.settings, hand.contributed,
            dealer=hand.plan.setup.dealer, dead=hand.dead,
        )  # fmt: skip
        assert self.outcome.matching is not None  # settle_old_man always matches
        hand.carry = matched_pot_carry(hand.plan, self.outcome.matching, hand.stacks)
        hand.ends_with = self.outcome.matching.ends_with(hand.stacks)
        hand.cite("games.hand-over", *hand.result.rules)
        hand.end_hand()

    # -- the state -------------------------------------------------------------------------------

    def seat_part(self, hand: Engine, seat: int) -> GoOrStop:
        """Go or stop, once said."""
        return GoOrStop(going=self.going[seat])

    def hand_part(self, hand: Engine) -> OldManResult:
        """The old man's hand and the matching, once settled; his unseen cards before."""
        return self.outcome or OldManResult(
            cards=tuple(self.cards), high=None, low=None, matching=None
        )


@dataclass(frozen=True, kw_only=True, slots=True)
class OldManSeat:
    """A seat at Old Man's showdown."""

    declaration: Declaration | None
    """None: not in the hand any more."""
    go: bool = False
    cards: tuple[Card, ...] = ()
    """A go's six cards, down and up; the centre card is added."""
    stack: int
    """The chips he has behind, the pot apart: the most a losing go matches (table stakes)."""


def settle_old_man(
    seats: Sequence[OldManSeat],
    centre: Card,
    old_man: Sequence[Card],
    settings: OldManRules,
    contributions: Sequence[int],
    *,
    dealer: int,
    dead: int = 0,
) -> tuple[Showdown, OldManResult]:
    """Value each go's hand and the old man's with the centre card (its rank wild) and settle
    the pot by matching (RULES.md §5)."""
    game_wild = settings.showdown(OLD_MAN_GAME).wild or WildRule()
    wild = replace(game_wild, ranks=frozenset({centre.rank}))

    def value(cards: Sequence[Card], wanted: bool, system: RankingSystem) -> Evaluation | None:
        return evaluate_hand([*cards, centre], system, wild=wild) if wanted else None

    highs: list[Evaluation | None] = [None] * len(seats)
    lows: list[Evaluation | None] = [None] * len(seats)
    declarers = []
    for index, seat in enumerate(seats):
        if seat.declaration is None:
            continue
        if seat.go:
            highs[index] = value(seat.cards, seat.declaration in _HIGH, RankingSystem.HIGH)
            lows[index] = value(seat.cards, seat.declaration in _LOW, RankingSystem.ACE_TO_FIVE)
        high, low = highs[index], lows[index]
        declarers.append(
            Declarer(
                seat=index,
                declaration=seat.declaration,
                go=seat.go,
                high=high.value if high else None,
                low=low.value if low else None,
                stack=seat.stack,
            )
        )
    shown = bool(old_man)
    old_high = value(old_man, shown, RankingSystem.HIGH)
    old_low = value(old_man, shown, RankingSystem.ACE_TO_FIVE)
    rule = MatchRule(
        dealer=dealer,
        seats=len(seats),
        old_man_high=old_high.value if old_high else None,
        old_man_low=old_low.value if old_low else None,
        old_man_tie=settings.old_man_tie,
        match_cap=settings.match_cap,
        last_hand=settings.last_hand,
    )
    folded = [seat.declaration is None for seat in seats]
    matching = settle_matching(contributions, folded, declarers, rule, dead=dead)
    evaluated = [e.rules for e in [*highs, *lows, old_high, old_low] if e]
    rules = ["cards.duplicate", *(r for group in evaluated for r in group), *matching.rules]
    showdown = Showdown(
        settlement=matching.settlement,
        highs=tuple(highs),
        lows=tuple(lows),
        rules=tuple(dict.fromkeys(rules)),
    )
    return showdown, OldManResult(
        cards=tuple(old_man), high=old_high, low=old_low, matching=matching
    )


def matched_pot_carry(plan: Plan, matching: MatchSettlement, stacks: Sequence[int]) -> Carry | None:
    """Old Man: the next hand's pot, the losing goes' matches and any part the old man kept
    (RULES.md §5), each seat having had ``stacks`` behind before the settlement; None when
    nothing is left for it."""
    if not matching.next_pot:
        return None
    ends = matching.ends_with(stacks)
    kept = matching.settlement.carried_over
    if not any(matching.matches):
        why = "a part nobody won stays for the next hand"
        return carry_to_next_deal(plan, kept, why, "old_man.unwon", ends)
    reason = "the losing goes' matches" + (" and the part nobody won" if kept else "")
    why = f"{reason} make the next pot"
    return carry_to_next_deal(
        plan, matching.next_pot, why, "old_man.matched-pot", ends, matched=True
    )


OLD_MAN: Final = GameOf(
    id="old_man",
    name="Old Man",
    summary="High-low declare with a wild centre card: every go must beat the other goes "
    "and the old man, a dummy hand of six; losing goes match the pot.",
    family=Family.OLD_MAN,
    betting=False,
    max_players=7,
    low=RankingSystem.ACE_TO_FIVE,
    declare=True,
    wild=WildRule(),
    house_rules=OldManRules(),
    procedure=old_man_hand,
    rules=(
        "old_man.deal",
        "old_man.expose-pass",
        "old_man.centre-wild",
        "old_man.go-stop",
        "old_man.beat-old-man",
        "old_man.match",
    ),
)

OLD_MAN_GAME: Final = Game(
    high=RankingSystem.HIGH, low=RankingSystem.ACE_TO_FIVE, declare=True, wild=WildRule()
)
"""How Old Man values hands, before the house rules (wild cards may duplicate, by default)."""
