"""A game as one table plays it: the declaration, the house rules chosen, the stakes, the seats.

>>> from service.rules.games.catalog import CATALOG
>>> setup = Setup(stacks=(100, 100, 100), dealer=0, ante=1, bring_in=2, small_bet=5)
>>> plan = configure(CATALOG["seven_card_stud_hi_lo"], setup)
>>> plan.low, plan.qualifier, plan.big_bet
(<RankingSystem.ACE_TO_FIVE: 'ace_to_five'>, 8, 10)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import TypeVar

from service.rules.betting.round import Stakes, Structure, check_bet_sizes
from service.rules.betting.streets import StudStreet
from service.rules.decks import STANDARD, Deck
from service.rules.errors import RuleViolation
from service.rules.games.catalog import SEVENTH, Family, GameSpec, Street
from service.rules.games.house_rules import (
    BettingRules,
    EnglishStudRules,
    JacksRules,
    StudRules,
)
from service.rules.games.options import HouseRules, OptionValue, with_settings
from service.rules.pots.showdown import Game
from service.rules.ranking import RankingSystem

Rules = TypeVar("Rules", bound=HouseRules)

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
    """The small bet; 0 in a game without betting rounds (Old Man)."""
    big_bet: int | None = None
    """Fixed limit: the big bet; twice the small bet when not given."""
    options: Mapping[str, OptionValue] = field(default_factory=lambda: MappingProxyType({}))
    carried: int = 0
    """Chips already in the pot from earlier deals (a passed-out deal, forfeited false openers,
    an unwon declare pot); nobody's, and won with the main pot."""
    passed_out_deals: int = 0
    """How many deals in a row were passed out just before this one (Jacks or Better)."""


@dataclass(frozen=True, kw_only=True, slots=True)
class Plan:
    """Everything the procedure needs to know about this game at this table."""

    game: GameSpec
    setup: Setup
    house_rules: HouseRules
    """The game's house rules with this table's settings applied."""
    streets: tuple[Street, ...]
    high: RankingSystem | None
    low: RankingSystem | None
    qualifier: int | None
    low_conventions: bool
    showdown_game: Game
    """How the pot engine values hands and shares pots."""
    rules: tuple[str, ...]

    def rules_of(self, kind: type[Rules]) -> Rules:
        """The house rules, as the kind a family's steps read (a stud game's are StudRules)."""
        rules = self.house_rules
        assert isinstance(rules, kind), f"{self.game.id} has {type(rules).__name__}"
        return rules

    def stud_street(self, street: Street) -> StudStreet:
        """The betting conventions and sizes of ``street``."""
        setup, rules = self.setup, self.rules_of(StudRules)
        return StudStreet(
            street=street.number,
            small_bet=setup.small_bet,
            big_bet=self.big_bet,
            bring_in=setup.bring_in if rules.bring_in else None,
            low=self.low_conventions,
            high_low=self.high is not None and self.low is not None,
            big_bets_from_fifth=rules.big_bets_from_fifth,
            heads_up_raises=rules.heads_up_raises,
            showing_tie=rules.showing_tie,
            raise_at_least_last=rules.raise_at_least_last,
            structure=rules.structure,
        )

    def flat_stakes(self, street: Street, *, openers: bool = False) -> Stakes:
        """The stakes of a draw or Elimination round: the small bet, or the big bet after the
        draw."""
        rules = self.rules_of(BettingRules)
        structure = rules.structure
        if structure != Structure.FIXED_LIMIT:
            return Stakes(
                structure=structure,
                bet=self.setup.small_bet,
                max_raises=None,
                openers_required=openers,
            )
        after_draw = self.game.family == Family.DRAW and street.number > 1
        return Stakes(
            structure=structure,
            bet=self.big_bet if after_draw else self.setup.small_bet,
            openers_required=openers,
            heads_up_raises=rules.heads_up_raises,
        )

    @property
    def lowball_game(self) -> Game:
        """A passed-out Jacks or Better deal played as lowball (RULES.md §2 ``play_lowball``)."""
        low = self.rules_of(JacksRules).low_ranking
        return replace(self.showdown_game, high=None, low=low, qualifier=None)

    @property
    def big_bet(self) -> int:
        """The big bet of the fixed-limit structure."""
        return self.setup.big_bet or 2 * self.setup.small_bet


def configure(game: GameSpec, setup: Setup) -> Plan:
    """The game as this table plays it; an impossible setup is refused with the rule."""
    house_rules = with_settings(game.house_rules, setup.options)
    _check_setup(game, setup, house_rules)
    showdown_game = showdown_rules(game, house_rules)
    high, low = showdown_game.high, showdown_game.low
    streets, rules = game.streets, list(game.rules)
    if isinstance(house_rules, EnglishStudRules) and house_rules.seventh_card:
        streets = (*streets[:-1], replace(SEVENTH, name="seventh street"))
        rules.append("stud.english-seventh-card")
    if isinstance(house_rules, EnglishStudRules) and house_rules.exchange_fee:
        rules.append("stud.english-fee")
    return Plan(
        game=game,
        setup=setup,
        house_rules=house_rules,
        streets=streets,
        high=high,
        low=low,
        qualifier=showdown_game.qualifier,
        low_conventions=game.low_conventions or (high is None and low is not None),
        showdown_game=showdown_game,
        rules=tuple(rules),
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
        deck=Deck(jokers=1) if game.centre_joker else STANDARD,
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
    if isinstance(house_rules, EnglishStudRules) and house_rules.seventh_card and seats > 5:
        raise RuleViolation(
            "stud.english-seventh-card",
            f"a seventh card is dealt only with five players or fewer, not {seats}",
            at=(("options", "seventh_card"),),
        )
    if game.betting and setup.small_bet < 1:
        raise RuleViolation(
            "betting.amount",
            f"{game.name} has betting rounds: say stakes.small_bet",
            at=(("stakes", "small_bet"),),
        )
    bring_in = isinstance(house_rules, StudRules) and house_rules.bring_in
    if bring_in and setup.bring_in is None:
        raise RuleViolation(
            "betting.bring-in",
            "this game is played with a bring-in: say its amount (or set the option "
            "bring_in to false for the traditional game)",
            at=(("stakes", "bring_in"),),
        )
    if not bring_in and setup.bring_in is not None:
        why = "option bring_in is false" if isinstance(house_rules, StudRules) else "it has none"
        raise RuleViolation(
            "betting.bring-in",
            f"{game.name} is played without a bring-in ({why}): leave out stakes.bring_in",
            at=(("stakes", "bring_in"),),
        )
    check_bet_sizes(setup.small_bet, setup.big_bet, setup.bring_in, at=("stakes",))
