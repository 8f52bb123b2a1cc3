"""Rank hands one way or, in a high-low game, both ways: the ruling of ``/v1/hands/evaluate``.

>>> from service.rules.cards import parse_card
>>> from service.rules.decks import STANDARD
>>> hands = [[parse_card(c) for c in h.split()] for h in ("As Ad 7c 7h 2s", "Kc Kh Ks 3d 3c")]
>>> main, low = rankings_of(RankingSystem.HIGH, RankingSystem.ACE_TO_FIVE, 8)
>>> ruling = rank_hands(hands, main, low, deck=STANDARD)
>>> ruling.main.places, ruling.low.unqualified
((2, 1), (0, 1))
>>> [(hand.place, hand.low.place) for hand in ruling.hands]
[(2, None), (1, None)]
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import repeat
from typing import Final, NamedTuple

from service.rules.cards import Card, PlayingCard, Rank
from service.rules.decks import Deck
from service.rules.ranking.compare import HandsRuling, compare_hands
from service.rules.ranking.hands import ScoreRuling
from service.rules.ranking.systems import AnySystem, RankingSystem
from service.rules.ranking.wild import WildRule


@dataclass(frozen=True, kw_only=True, slots=True)
class Ranking:
    """One way to rank the hands: a system and, for a low, the qualifier it must meet."""

    system: AnySystem
    qualifier: int | None = None


@dataclass(frozen=True, kw_only=True, slots=True)
class RankedHands:
    """The hands ranked one way."""

    ranking: Ranking
    ruling: HandsRuling
    places: tuple[int | None, ...]
    """Each hand's place, 1 for the best (tied hands share a place); None for a hand that
    cannot win this way."""
    unqualified: tuple[int, ...] | None
    """The hands that fail the qualifier; None when this way has none."""


class WildCardUse(NamedTuple):
    """A wild card of a hand, where it is among the cards given, and what it plays as."""

    hand: int | None
    """The hand whose own cards hold it; None: it is on the board."""
    position: int
    """Its position among that hand's own cards, or the board's."""
    card: PlayingCard
    plays_as: Card | None
    """The card it stands for; None where the best five needs it not."""


class HandRanking(NamedTuple):
    """One hand ranked one way: its evaluation's ruling, with its own cards, its wild cards by
    where they are, its place and, in a high-low game, its low. A tuple (as
    :class:`~service.rules.ranking.hands.Evaluation` is), made in one call a hand."""

    score: ScoreRuling
    cards: Sequence[PlayingCard]
    """The hand's own cards, as given."""
    best_five: tuple[PlayingCard, ...]
    plays_as: tuple[Card, ...]
    wild_cards: tuple[WildCardUse, ...]
    place: int | None
    """1 for the best (tied hands share a place); None for a hand that cannot win this way."""
    low: HandRanking | None
    """The same hand ranked for low, in a high-low game (the main way's only)."""


@dataclass(frozen=True, kw_only=True, slots=True)
class RankingRuling:
    """The hands ranked the main way and, in a high-low game, for low too."""

    main: RankedHands
    low: RankedHands | None
    rules: tuple[str, ...]
    hands: tuple[HandRanking, ...]
    """Each hand ranked the main way, with its low."""


def rankings_of(
    high: AnySystem | None, low: AnySystem | None, qualifier: int | None
) -> tuple[Ranking, Ranking | None]:
    """A game's ways of ranking: its one ranking (a low-only game with its qualifier), or for a
    high-low game the high, then the low with the qualifier."""
    main = high or low
    assert main is not None  # every game ranks at least one way
    if high is not None and low is not None:
        return Ranking(system=high), Ranking(system=low, qualifier=qualifier)
    return Ranking(system=main, qualifier=None if high else qualifier), None


def rank_hands(
    hands: Sequence[Sequence[PlayingCard]],
    main: Ranking,
    low: Ranking | None = None,
    *,
    deck: Deck,
    wild: WildRule | None = None,
    wild_ranks: Sequence[frozenset[Rank]] = (),
    low_wild_ranks: Sequence[frozenset[Rank] | None] = (),
    board: Sequence[PlayingCard] = (),
    exact: tuple[int, int] | None = None,
) -> RankingRuling:
    """Rank ``hands`` (each hand's own cards) the ``main`` way and, if given, the ``low`` way.

    ``wild_ranks[i]`` are the ranks wild for hand i alone, and ``low_wild_ranks[i]`` those
    for its low where they differ (Low Hole: the lowest hole card for each way; None: the
    same); either may be empty when no hand has any. See
    :func:`service.rules.ranking.compare.compare_hands` for the other arguments. The hands
    are given as parallel sequences, not an object each: a request ranks up to twenty.
    """

    def ranked(ranking: Ranking) -> RankedHands:
        own = wild_ranks
        # A hand's low wild ranks serve every low ranking, the game's only one included.
        if ranking.system != RankingSystem.HIGH and any(r is not None for r in low_wild_ranks):
            own = [
                low_ranks if low_ranks is not None else (wild_ranks[i] if wild_ranks else _NONE)
                for i, low_ranks in enumerate(low_wild_ranks)
            ]
        ruling = compare_hands(
            hands,
            ranking.system,
            deck,
            qualifier=ranking.qualifier,
            wild=wild,
            wild_ranks=own,
            board=board,
            exact=exact,
        )
        places: list[int | None] = [None] * len(hands)
        for place, group in enumerate(ruling.order, start=1):
            for i in group:
                places[i] = place
        return RankedHands(
            ranking=ranking,
            ruling=ruling,
            places=tuple(places),
            unqualified=None if ranking.qualifier is None else ruling.unqualified,
        )

    main_ranked = ranked(main)
    if low is None:
        each = _each_hand(main_ranked, hands, board)
        return RankingRuling(main=main_ranked, low=None, rules=main_ranked.ruling.rules, hands=each)
    low_ranked = ranked(low)
    rules = tuple(dict.fromkeys(main_ranked.ruling.rules + low_ranked.ruling.rules))
    lows = _each_hand(low_ranked, hands, board)
    each = _each_hand(main_ranked, hands, board, lows)
    return RankingRuling(main=main_ranked, low=low_ranked, rules=rules, hands=each)


def _each_hand(
    ranked: RankedHands,
    hands: Sequence[Sequence[PlayingCard]],
    board: Sequence[PlayingCard],
    lows: Sequence[HandRanking] | None = None,
) -> tuple[HandRanking, ...]:
    """Each hand ranked one way, with its low if given. Made column by column, each hand's
    tuple by ``map`` and ``zip`` without a line of Python a hand: the hands of a request are
    ranked in about as many instructions as they are written."""
    scores, best_fives, plays, wild_at = zip(*ranked.ruling.evaluations, strict=True)
    uses: Iterable[tuple[WildCardUse, ...]] = (
        [_wild_uses(i, hands[i], board, at) if at else () for i, at in enumerate(wild_at)]
        if any(wild_at)
        else repeat(())
    )
    columns = (scores, hands, best_fives, plays, uses, ranked.places, lows or repeat(None))
    return tuple(map(_MAKE_HAND, zip(*columns, strict=False)))  # uses and lows may be endless


def _wild_uses(
    hand: int,
    cards: Sequence[PlayingCard],
    board: Sequence[PlayingCard],
    wild_cards: tuple[tuple[int, Card | None], ...],
) -> tuple[WildCardUse, ...]:
    """A hand's wild cards (by position among its own cards, then the board's) by where each
    is. A loop, not a comprehension: one or two cards."""
    size, make = len(cards), _MAKE
    uses = []
    for at, stands_for in wild_cards:
        if at < size:
            uses.append(make(WildCardUse, (hand, at, cards[at], stands_for)))
        else:
            uses.append(make(WildCardUse, (None, at - size, board[at - size], stands_for)))
    return tuple(uses)


_NONE: Final[frozenset[Rank]] = frozenset()
_MAKE: Final = tuple.__new__
"""A named tuple in one call, its fields given in order, all of them."""
_MAKE_HAND: Final = functools.partial(_MAKE, HandRanking)
