"""From cards to the pot engine: each contested seat's hands valued under the game's rankings.

Only the seats whose hands decide a pot are valued; a seat that wins uncontested never shows.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace
from typing import Final

from service.rules.cards import Card, PlayingCard, Rank
from service.rules.decks import STANDARD, Deck
from service.rules.errors import RuleViolation
from service.rules.makers import maker
from service.rules.pots.layers import layer
from service.rules.pots.settle import Settlement, contested_in, settle_layers
from service.rules.pots.shares import (
    Contender,
    Declaration,
    FailedPigs,
    NoQualifyingLow,
    OddChipRule,
    SplitRule,
)
from service.rules.ranking import AnySystem, Evaluation, RankingSystem, evaluate_hand
from service.rules.ranking.exact import best_exact
from service.rules.ranking.hands import Category
from service.rules.ranking.hole import Hole, check_hole
from service.rules.ranking.systems import DECLARATIONS, OtherSystem
from service.rules.ranking.wild import WildRule


@dataclass(frozen=True, kw_only=True, slots=True)
class SeatAtShowdown:
    """What the caller says of one seat at the end of a hand."""

    contributed: int
    folded: bool = False
    cards: tuple[PlayingCard, ...] = ()
    declaration: Declaration | None = None
    high_wild_ranks: frozenset[Rank] = frozenset()
    """Ranks wild for this seat only, for high (Low Hole)."""
    low_wild_ranks: frozenset[Rank] = frozenset()
    """Ranks wild for this seat only, for low (Low Hole: an ace in the hole is wild low only)."""


@dataclass(frozen=True, kw_only=True, slots=True)
class SeatsAtShowdown:
    """Every seat at the end of a hand, one column per field of :class:`SeatAtShowdown`, seats
    clockwise: what the hand engine hands over, one value for the table rather than one a seat."""

    contributed: Sequence[int]
    folded: Sequence[bool]
    cards: Sequence[tuple[PlayingCard, ...]]
    declarations: Sequence[Declaration | None]
    high_wild_ranks: Sequence[frozenset[Rank]]
    low_wild_ranks: Sequence[frozenset[Rank]]
    mucked: Sequence[int] = ()
    """The seats (also ``folded``) that threw their hands away at the showdown, in that order:
    each concedes only the pots another player still contests (:func:`~.layers.layer`)."""


def columns(seats: Sequence[SeatAtShowdown]) -> SeatsAtShowdown:
    """The seats as columns."""
    return SeatsAtShowdown(
        contributed=[s.contributed for s in seats],
        folded=[s.folded for s in seats],
        cards=[s.cards for s in seats],
        declarations=[s.declaration for s in seats],
        high_wild_ranks=[s.high_wild_ranks for s in seats],
        low_wild_ranks=[s.low_wild_ranks for s in seats],
    )


@dataclass(frozen=True, kw_only=True, slots=True)
class Game:
    """How a game values hands and shares pots."""

    high: AnySystem | None = RankingSystem.HIGH
    low: AnySystem | None = None
    qualifier: int | None = None
    declare: bool = False
    wild: WildRule | None = None
    deck: Deck = STANDARD
    odd_chip: OddChipRule = OddChipRule.POSITION
    failed_pigs: FailedPigs = FailedPigs.CARRY_OVER
    no_qualifying_low: NoQualifyingLow = NoQualifyingLow.SPLIT
    carry_unmatched: bool = False
    """Folded chips no live seat matched stay in the pot for the next deal, instead of going
    to the top pot: Jacks or Better's, where they can only be a dead false opener's bets, which
    nobody legitimately opened and no all-in player matched (RULES.md §2)."""
    use: tuple[int, int] | None = None
    """Omaha: exactly this many of a hand's own cards and of the board play (two and three)."""
    hole: Hole | None = None
    """A board game's own cards: beside a board, each hand holds exactly so many."""


@dataclass(frozen=True, kw_only=True, slots=True)
class Showdown:
    """The settlement, and the hands that decided it (by seat; None for a seat unshown)."""

    settlement: Settlement
    highs: tuple[Evaluation | None, ...]
    lows: tuple[Evaluation | None, ...]
    rules: tuple[str, ...]


# Made once a hand, without their __init__ (service.rules.makers).
_SPLIT_RULE: Final = maker(SplitRule)
_SHOWDOWN: Final = maker(Showdown)


def showdown(
    seats: Sequence[SeatAtShowdown],
    board: Sequence[PlayingCard],
    game: Game,
    dealer: int,
    *,
    dead: int = 0,
    mucked: Sequence[int] = (),
) -> Showdown:
    """Value the contested hands and settle every pot; seats are clockwise, ``dealer`` one.

    ``dead`` chips in the pot are nobody's (carried from an earlier deal); ``mucked``: the
    seats (folded) that threw their hands away at the showdown, in that order.
    """
    return showdown_of(replace(columns(seats), mucked=mucked), board, game, dealer, dead=dead)


def showdown_of(
    seats: SeatsAtShowdown,
    board: Sequence[PlayingCard],
    game: Game,
    dealer: int,
    *,
    dead: int = 0,
) -> Showdown:
    """:func:`showdown`, the seats given as columns."""
    _check(seats, board, game, dealer)
    contributions, folded = list(seats.contributed), list(seats.folded)
    count = len(contributions)
    rule = _SPLIT_RULE(
        high=game.high is not None,
        low=game.low is not None,
        declare=game.declare,
        odd_chip=game.odd_chip,
        failed_pigs=game.failed_pigs,
        no_qualifying_low=game.no_qualifying_low,
        dealer=dealer,
        seats=count,
    )
    layers = layer(
        contributions=contributions,
        folded=folded,
        dead=dead,
        carry_unmatched=game.carry_unmatched,
        mucked=seats.mucked,
    )
    deciding = contested_in(layers[1])
    # A seat that mucked may still be a pot's last player: it takes that pot unshown.
    kept: Collection[int] = (
        {seat for pot in layers[1] for seat in pot.eligible} if seats.mucked else ()
    )
    highs: list[Evaluation | None] = [None] * count
    lows: list[Evaluation | None] = [None] * count
    contenders = []
    for index in range(count):
        if folded[index]:
            if index in kept:
                contenders.append(Contender(seat=index, declaration=seats.declarations[index]))
            continue
        declaration = seats.declarations[index]
        if index not in deciding:
            contenders.append(Contender(seat=index, declaration=declaration))
            continue
        if game.declare and declaration is None:
            raise RuleViolation(
                "declare.cards-speak",
                "in a declare game every live player whose hand decides a pot declares",
                at=(("seats", index, "declaration"),),
            )
        own = seats.cards[index]
        if not own:
            raise RuleViolation(
                "pots.live-seat",
                "this live seat's hand decides a pot, so its cards are needed",
                at=(("seats", index, "cards"),),
            )
        high_wild, low_wild = seats.high_wild_ranks[index], seats.low_wild_ranks[index]
        if game.use is not None:
            highs[index] = _exact(own, board, game.high, None, game, high_wild)
            lows[index] = _exact(own, board, game.low, game.qualifier, game, low_wild)
        else:
            cards = [*own, *board]
            highs[index] = _value(cards, game.high, None, game, index, high_wild)
            lows[index] = _value(cards, game.low, game.qualifier, game, index, low_wild)
        contenders.append(
            _contender(index, own, declaration, highs[index], lows[index], game.odd_chip)
        )
    settlement = settle_layers(contributions, folded, layers, contenders, rule, dead=dead)
    rules = ["cards.duplicate", *(["games.muck"] if seats.mucked else [])]
    for evaluation in [*highs, *lows]:
        if evaluation:
            rules.extend(evaluation.rules)
    rules.extend(settlement.rules)
    return _SHOWDOWN(
        settlement=settlement,
        highs=tuple(highs),
        lows=tuple(lows),
        rules=tuple(dict.fromkeys(rules)),
    )


def _check_mucked(seats: SeatsAtShowdown) -> None:
    """Each seat that mucked is one of the seats, folded (a muck is a fold), and mucked once."""
    count = len(seats.contributed)
    for k, seat in enumerate(seats.mucked):
        if not 0 <= seat < count:
            detail = f"seat {seat} is none of the {count} seats"
        elif not seats.folded[seat]:
            detail = f"seat {seat} threw his hand away, so he is folded: mark him so"
        elif seat in seats.mucked[:k]:
            detail = f"seat {seat} mucked once: he is named twice"
        else:
            continue
        raise RuleViolation("games.muck", detail, at=(("mucked", k),))


def _check(seats: SeatsAtShowdown, board: Sequence[PlayingCard], game: Game, dealer: int) -> None:
    count = len(seats.contributed)
    if not 0 <= dealer < count:
        raise RuleViolation(
            "pots.dealer", f"the dealer must be one of the {count} seats", at=(("dealer",),)
        )
    if game.high is None and game.low is None:
        raise RuleViolation(
            "pots.shares", "a pot is won high, low or both: name at least one", at=(("high",),)
        )
    if game.declare and (game.high is None or game.low is None):
        raise RuleViolation(
            "declare.cards-speak", "declaring needs a high and a low ranking", at=(("declare",),)
        )
    for index, declaration in enumerate(seats.declarations):
        if declaration is not None and not game.declare:
            raise RuleViolation(
                "declare.cards-speak",
                "this game is cards speak: nobody declares",
                at=(("seats", index, "declaration"),),
            )
    _check_mucked(seats)
    # A folded seat's cards decide nothing: only a live hand is held to the game's own cards.
    live = [() if out else cards for cards, out in zip(seats.cards, seats.folded, strict=True)]
    check_hole(live, board, game.hole, "seats")
    if game.deck.holds(board, *seats.cards):
        return  # the usual case: the places are named only to report a duplicate
    game.deck.check_no_duplicates(
        [(("board", j), c) for j, c in enumerate(board)]
        + [
            (("seats", i, "cards", j), c)
            for i, cards in enumerate(seats.cards)
            for j, c in enumerate(cards)
        ]
    )


def _exact(  # noqa: PLR0917 - one call site, read beside it
    hand: Sequence[PlayingCard],
    board: Sequence[PlayingCard],
    system: AnySystem | None,
    qualifier: int | None,
    game: Game,
    wild_ranks: frozenset[Rank],
) -> Evaluation | None:
    """The best hand of exactly ``game.use`` own and board cards (Omaha, RR)."""
    if system is None or game.use is None:
        return None
    return best_exact(
        hand, board, game.use, system, qualifier=qualifier, wild=game.wild, wild_ranks=wild_ranks
    )


def _value(  # noqa: PLR0917 - one call site, read beside it
    cards: list[PlayingCard],
    system: AnySystem | None,
    qualifier: int | None,
    game: Game,
    seat: int,
    wild_ranks: frozenset[Rank],
) -> Evaluation | None:
    if system is None:
        return None
    try:
        return evaluate_hand(
            cards, system, qualifier=qualifier, wild=game.wild, wild_ranks=wild_ranks
        )
    except RuleViolation as violation:
        places = tuple(("seats", seat, "cards", *at) for at in violation.at) or (
            ("seats", seat, "cards"),
        )
        raise RuleViolation(violation.rule, violation.detail, at=places) from None


def _contender(  # noqa: PLR0917 - one call site, read beside it
    seat: int,
    cards: tuple[PlayingCard, ...],
    declaration: Declaration | None,
    high: Evaluation | None,
    low: Evaluation | None,
    odd_chip: OddChipRule,
) -> Contender:
    high_key = low_key = 0  # by position, the default, no card gives an odd chip
    if odd_chip != OddChipRule.POSITION:
        naturals = [c for c in cards if isinstance(c, Card)]
        high_key = _chip_key(naturals, high, odd_chip, low_side=False)
        low_key = _chip_key(naturals, low, odd_chip, low_side=True)
    return Contender(
        seat=seat,
        high=high.value if high else None,
        low=low.value if low and low.qualifies is not False else None,
        declaration=declaration,
        high_chip_key=high_key,
        low_chip_key=low_key,
    )


_STRAIGHTS: Final = frozenset({Category.STRAIGHT, Category.STRAIGHT_FLUSH})


def _lowness(system: AnySystem | None, low_side: bool) -> tuple[bool, bool]:
    """Whether the lowest hand wins under ``system`` (the suit-by-all-cards rule then looks
    for the lowest card, RR Ties rule 5) and whether its ace is the lowest card, as the system
    declares them; badugi is a low, its ace low; short deck a high. With no hand, the side of
    the pot says."""
    if isinstance(system, RankingSystem):
        declared = DECLARATIONS[system]
        return declared.low, declared.ace_low
    if system is None:
        return low_side, low_side
    return (True, True) if system == OtherSystem.BADUGI else (False, False)


def _chip_key(
    naturals: list[Card], hand: Evaluation | None, odd_chip: OddChipRule, *, low_side: bool
) -> int:
    """Under a suit rule, a greater key takes the odd chip (RULES.md §0 odd chips). A card is
    ranked as the hand's own ranking ranks it: an ace is low in an ace-to-five low or badugi
    (6-4-3-2-A's highest card is its six), and in a wheel (5-4-3-2-A's is its five). A wild
    card has no suit of its own: only the hand's natural cards count."""
    lowest_wins, ace_low = _lowness(hand.system if hand is not None else None, low_side)

    def by_suit(c: Card, ace_is_low: bool = ace_low) -> int:
        return (1 if ace_is_low and c.rank == Rank.ACE else int(c.rank)) * 4 + c.suit

    if odd_chip == OddChipRule.SUIT_WINNING_HAND and hand is not None:
        played = hand.plays_as
        wheel = (
            hand.category in _STRAIGHTS and played[-1].rank == Rank.ACE != played[0].rank
        )  # the ace below the straight's other cards
        natural = [c for given, c in zip(hand.best_five, played, strict=False) if given == c]
        return max((by_suit(c, ace_low or wheel) for c in natural), default=0)
    if odd_chip == OddChipRule.SUIT_ALL_CARDS and naturals:
        if not lowest_wins:
            return max(by_suit(c) for c in naturals)
        return -min(by_suit(c) for c in naturals)
    return 0
