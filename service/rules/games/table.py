"""A game as one table plays it: the declaration, the house rules chosen, the stakes, the seats.

>>> from service.rules.games.catalog import CATALOG
>>> setup = Setup(stacks=(100, 100, 100), dealer=0, ante=1, bring_in=2, small_bet=5)
>>> plan = configure(CATALOG["seven_card_stud_high_low"], setup)
>>> plan.low, plan.qualifier, plan.big_bet
(<RankingSystem.ACE_TO_FIVE: 'ace_to_five'>, 8, 10)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from itertools import pairwise
from types import MappingProxyType
from typing import TYPE_CHECKING, TypeVar

from service.rules.betting.round import check_bet_sizes
from service.rules.betting.terms import Structure
from service.rules.errors import RuleViolation
from service.rules.games.options import HouseRules, OptionValue, with_settings
from service.rules.games.spec import GameOf, GameSpec
from service.rules.pots.showdown import Game
from service.rules.ranking import AnySystem

if TYPE_CHECKING:
    from service.rules.games.kinds import Procedure

R = TypeVar("R", bound=HouseRules)

DECK_CARDS = 52
"""Cards the players can be dealt; a centre joker is never dealt."""


@dataclass(frozen=True, kw_only=True, slots=True)
class Setup:
    """What the table agreed before the deal."""

    stacks: tuple[int, ...]
    """Each seat's chips as the hand starts, clockwise."""
    dealer: int
    ante: int = 0
    bring_in: int | None = None
    small_bet: int = 0
    """The small bet; 0 in a game without betting rounds (Old Man), and left 0 in a blind
    game, whose bet is its big blind (:func:`plan_with`)."""
    big_bet: int | None = None
    """Fixed limit: the big bet; twice the small bet when not given."""
    blinds: tuple[int, ...] = ()
    """Blinds and straddles, in the order they are posted from the button's left: the small
    blind, the big blind, then any straddles (heads-up the button posts the small blind)."""
    options: Mapping[str, OptionValue] = field(default_factory=lambda: MappingProxyType({}))
    carried: int = 0
    """Chips already in the pot from earlier deals (a passed-out deal, forfeited false openers,
    an unwon declare pot); nobody's, and won with the main pot."""
    passed_out_deals: int = 0
    """How many deals in a row were passed out just before this one (Jacks or Better)."""
    carried_matched: bool = True
    """Old Man: whether the carried pot is the losing goes' matches, played without antes (S4),
    rather than a pot nobody matched (everyone folded), which is anted to as any hand is."""


@dataclass(frozen=True, kw_only=True, slots=True)
class Plan:
    """Everything the procedure needs to know about this game at this table."""

    game: GameSpec
    setup: Setup
    house_rules: HouseRules
    """The game's house rules with this table's settings applied."""
    high: AnySystem | None
    low: AnySystem | None
    qualifier: int | None
    showdown_game: Game
    """How the pot engine values hands and shares pots."""
    rules: tuple[str, ...]
    declared: Callable[[Plan], Procedure]
    """The game's declaration, read with this table's typed house rules."""

    def procedure(self) -> Procedure:
        """One hand's steps and the game's own parts, fresh for a new hand."""
        return self.declared(self)

    @property
    def big_bet(self) -> int:
        """The big bet of the fixed-limit structure."""
        return self.setup.big_bet or 2 * self.setup.small_bet


def configure(game: GameOf[R], setup: Setup) -> Plan:
    """The game as this table plays it; an impossible setup is refused with the rule."""
    return plan_with(game, setup, with_settings(game.house_rules, setup.options))


def plan_with(game: GameOf[R], setup: Setup, house_rules: R) -> Plan:
    """The game as this table plays it under ``house_rules``, already typed. A blind game's
    setup may leave out its bet: it is the big blind."""
    if game.blinds and not setup.small_bet and any(setup.blinds):
        setup = replace(setup, small_bet=big_blind(setup.blinds)[1])
    _check_setup(game, setup, house_rules)
    showdown_game = showdown_rules(game, house_rules)

    def declared(plan: Plan) -> Procedure:
        return game.procedure(house_rules, plan)

    return Plan(
        game=game,
        setup=setup,
        house_rules=house_rules,
        high=showdown_game.high,
        low=showdown_game.low,
        qualifier=showdown_game.qualifier,
        showdown_game=showdown_game,
        rules=(*game.rules, *house_rules.cited()),
        declared=declared,
    )


def showdown_rules(game: GameSpec, house_rules: HouseRules) -> Game:
    """How ``game`` values hands and shares pots under these house rules.

    Also what ``game`` means to ``/v1/hands/evaluate`` and ``/v1/pots/settle``.
    """
    declared = Game(
        high=game.high,
        low=game.low,
        qualifier=game.qualifier,
        declare=game.declare,
        wild=game.wild,
        deck=game.deck,
        use=game.use,
        hole=game.hole,
    )
    played = house_rules.showdown(declared)
    return replace(played, qualifier=played.qualifier if played.low is not None else None)


def _check_setup(game: GameSpec, setup: Setup, house_rules: HouseRules) -> None:
    seats = len(setup.stacks)
    if not game.min_players <= seats <= game.max_players:
        raise RuleViolation(
            "games.players",
            f"{game.name} seats {game.min_players} to {game.max_players} players, not {seats}",
            at=(("seats",),),
        )
    if not 0 <= setup.dealer < seats:
        raise RuleViolation(
            "games.players", f"the dealer must be one of the {seats} seats", at=(("dealer",),)
        )
    house_rules.check_table(seats)
    _check_blinds(game, setup)  # first: a blind game's bet is its big blind
    if getattr(house_rules, "structure", None) == Structure.FIXED_LIMIT:
        _check_limit_straddles(setup.blinds, getattr(house_rules, "max_raises", None))
    if not game.big_bet and setup.big_bet is not None:
        raise RuleViolation(
            "betting.amount",
            f"{game.name} bets the small bet in every round: it has no big bet, leave out "
            "stakes.big_bet",
            at=(("stakes", "big_bet"),),
        )
    if game.betting and setup.small_bet < 1:
        raise RuleViolation(
            "betting.amount",
            f"{game.name} has betting rounds: say stakes.small_bet",
            at=(("stakes", "small_bet"),),
        )
    bring_in = house_rules.bring_in_used()
    if bring_in and setup.bring_in is None:
        raise RuleViolation(
            "betting.bring-in",
            "this game is played with a bring-in: say its amount (or set the option "
            "forced_bring_in to false for the traditional game)",
            at=(("stakes", "bring_in"),),
        )
    if not bring_in and setup.bring_in is not None:
        why = "it has none" if bring_in is None else "option forced_bring_in is false"
        raise RuleViolation(
            "betting.bring-in",
            f"{game.name} is played without a bring-in ({why}): leave out stakes.bring_in",
            at=(("stakes", "bring_in"),),
        )
    named = "the big blind" if game.blinds and setup.blinds else "the small bet"
    structure = getattr(house_rules, "structure", None)  # a game of betting rounds has one
    check_bet_sizes(
        setup.small_bet, setup.big_bet, setup.bring_in,
        at=("stakes",), bet_named=named, structure=structure,
    )  # fmt: skip


def _check_limit_straddles(blinds: tuple[int, ...], max_raises: int | None) -> None:
    """In fixed limit a straddle is a blind raise, and a raise there is one bet: each straddle
    is the blind before it and one big blind more (2, 4, 6 over a big blind of 2), and the
    straddles are raises within the cap. A blind equal to the one before is a second big blind
    (a player posting to come in, RR Button and Blind Use), no raise."""
    if len([blind for blind in blinds if blind]) < 3:
        return
    index, big = big_blind(blinds)
    straddles = 0
    for k in range(index + 1, len(blinds)):
        before = blinds[k - 1]
        if blinds[k] == before:
            continue
        straddles += 1
        if blinds[k] != before + big:
            raise RuleViolation(
                "betting.fixed-limit",
                f"in fixed limit a straddle is a raise of one bet: {before + big} over the "
                f"{before} before it (or {before} again, a second big blind), not {blinds[k]}",
                at=(("stakes", "blinds", k),),
            )
        if max_raises is not None and straddles > max_raises:
            raise RuleViolation(
                "betting.cap",
                f"in fixed limit a straddle is a raise: {straddles} straddles pass the cap of "
                f"{max_raises} raises",
                at=(("stakes", "blinds", k),),
            )


def big_blind(blinds: tuple[int, ...]) -> tuple[int, int]:
    """Which of the blinds is the big blind, and its size: the second blind posted, or the only
    one (a seat that posts none, written 0, is not a blind).

    >>> big_blind((1, 2, 4)), big_blind((0, 0, 5)), big_blind((3,))
    ((1, 2), (2, 5), (0, 3))
    """
    posted = [k for k, blind in enumerate(blinds) if blind]
    index = posted[1] if len(posted) > 1 else posted[0]
    return index, blinds[index]


def _check_blinds(game: GameSpec, setup: Setup) -> None:
    """A blind game has its small and big blind, straddles doubling up at most one per seat; a
    game without blinds has none (RR Button and Blind Use)."""
    blinds, seats = setup.blinds, len(setup.stacks)
    if game.blinds and game.antes_instead and not blinds and setup.ante > 0:
        return  # RULES.md §7: five-card draw may be dealt with antes alone
    if not game.blinds:
        if blinds:
            raise RuleViolation(
                "betting.blinds",
                f"{game.name} is played without blinds: leave out stakes.blinds",
                at=(("stakes", "blinds"),),
            )
        return
    # Each way a list of blinds is wrong, said on its own: a player who typed a big blind of 0
    # reads that, not the whole form of the list.
    wrong = (
        f"{game.name} is played with blinds: say them in order from the button's left, the "
        "small blind then the big blind (a single blind is the big blind)"
        if not blinds
        else f"one blind a seat: {len(blinds)} blinds for {seats} seats"
        if len(blinds) > seats
        else "a blind is 0 or more (0 for a seat before the blinds that posts none)"
        if min(blinds) < 0
        else "a 0 is for a seat before the blinds that posts none: the last blind said (the "
        f"big blind, or a straddle) is at least 1, not {blinds[-1]}"
        if blinds[-1] < 1
        else None
    )
    if wrong is not None:
        raise RuleViolation("betting.blinds", wrong, at=(("stakes", "blinds"),))
    _, big = big_blind(blinds)
    if setup.small_bet != big:
        raise RuleViolation(
            "betting.blinds",
            f"the big blind is the game's bet: stakes.small_bet is the big blind, {big}, "
            f"not {setup.small_bet}",
            at=(("stakes", "small_bet"),),
        )
    if any(later < earlier for earlier, later in pairwise(blinds)):
        raise RuleViolation(
            "betting.blinds",
            "each blind is at least the one posted before it: the big blind at least the small "
            "blind, a straddle at least the big blind",
            at=(("stakes", "blinds"),),
        )
