"""Rank hands one way or, in a high-low game, both ways: the ruling of ``/v1/hands/evaluate``.

>>> from service.rules.cards import parse_card
>>> from service.rules.decks import STANDARD
>>> hands = [[parse_card(c) for c in h.split()] for h in ("As Ad 7c 7h 2s", "Kc Kh Ks 3d 3c")]
>>> main, low = rankings_of(RankingSystem.HIGH, RankingSystem.ACE_TO_FIVE, 8)
>>> ruling = rank_hands(hands, main, low, deck=STANDARD)
>>> ruling.main.places, ruling.low.unqualified
((2, 1), (0, 1))
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from service.rules.cards import PlayingCard, Rank
from service.rules.decks import Deck
from service.rules.ranking.compare import HandsRuling, compare_hands
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


@dataclass(frozen=True, kw_only=True, slots=True)
class RankingRuling:
    """The hands ranked the main way and, in a high-low game, for low too."""

    main: RankedHands
    low: RankedHands | None
    rules: tuple[str, ...]


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
        return RankingRuling(main=main_ranked, low=None, rules=main_ranked.ruling.rules)
    low_ranked = ranked(low)
    rules = tuple(dict.fromkeys(main_ranked.ruling.rules + low_ranked.ruling.rules))
    return RankingRuling(main=main_ranked, low=low_ranked, rules=rules)


_NONE: Final[frozenset[Rank]] = frozenset()
