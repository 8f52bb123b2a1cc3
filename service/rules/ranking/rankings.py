"""Rank hands one way or, in a high-low game, both ways: the ruling of ``/v1/hands/evaluate``.

>>> from service.rules.cards import parse_card
>>> from service.rules.decks import STANDARD
>>> hands = [[parse_card(c) for c in h.split()] for h in ("As Ad 7c 7h 2s", "Kc Kh Ks 3d 3c")]
>>> main, low = rankings_of(RankingSystem.HIGH, RankingSystem.ACE_TO_FIVE, 8)
>>> ranked = rank_hands(hands, main, low, deck=STANDARD)
>>> ranked.places, ranked.low.places, ranked.low.unqualified
((2, 1), (None, None), (0, 1))
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from operator import itemgetter
from typing import Final, TypeAlias

from service.rules.cards import Card, PlayingCard, Rank
from service.rules.decks import Deck
from service.rules.ranking.compare import HandsRuling, compare_hands
from service.rules.ranking.hands import Evaluation
from service.rules.ranking.hole import Hole, check_hole
from service.rules.ranking.systems import AnySystem, RankingSystem
from service.rules.ranking.wild import WildRule


@dataclass(frozen=True, kw_only=True, slots=True)
class Ranking:
    """One way to rank the hands: a system and, for a low, the qualifier it must meet."""

    system: AnySystem
    qualifier: int | None = None


WildCardUse: TypeAlias = tuple[int | None, int, PlayingCard, Card | None]
"""A wild card of a hand: the hand whose own cards hold it (None: the board), its position among
those cards (or the board's), the card, and the card it plays as (None: the best five needs it
not). A plain tuple: a named one costs about five times as much to make (1,700 instructions
against 360), and a showdown with wild cards has one or more a hand."""


@dataclass(frozen=True, kw_only=True, slots=True)
class RankedHands:
    """The hands ranked one way: each hand's evaluation, place, own cards and wild cards, a
    sequence each (a request ranks up to twenty), and for the main way of a high-low game the
    same hands ranked for low."""

    ranking: Ranking
    ruling: HandsRuling
    places: tuple[int | None, ...]
    """Each hand's place, 1 for the best (tied hands share a place); None for a hand that
    cannot win this way."""
    unqualified: tuple[int, ...] | None
    """The hands that fail the qualifier; None when this way has none."""
    hands: Sequence[Sequence[PlayingCard]]
    """Each hand's own cards, as given."""
    wild_cards: Sequence[Sequence[WildCardUse]]
    """Each hand's wild cards, where they are (none: empty)."""
    rules: tuple[str, ...]
    """Every rule applied, in the order first applied: this way's, then its low's."""
    low: RankedHands | None = None
    """The same hands ranked for low: the main way's, in a high-low game."""


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
    hole: Hole | None = None,
) -> RankedHands:
    """Rank ``hands`` (each hand's own cards) the ``main`` way and, if given, the ``low`` way
    (the main way's ``low``).

    ``wild_ranks[i]`` are the ranks wild for hand i alone, and ``low_wild_ranks[i]`` those
    for its low where they differ (Low Hole: the lowest hole card for each way; None: the
    same); either may be empty when no hand has any. See
    :func:`service.rules.ranking.compare.compare_hands` for the other arguments. The hands
    are given as parallel sequences, not an object each: a request ranks up to twenty.
    ``hole``: a board game's own cards, each hand's count beside the board (:mod:`.hole`).
    """
    check_hole(hands, board, hole, "hands")

    def ruled(ranking: Ranking) -> HandsRuling:
        own = wild_ranks
        # A hand's low wild ranks serve every low ranking, the game's only one included.
        if ranking.system != RankingSystem.HIGH and any(r is not None for r in low_wild_ranks):
            own = [
                low_ranks if low_ranks is not None else (wild_ranks[i] if wild_ranks else _NONE)
                for i, low_ranks in enumerate(low_wild_ranks)
            ]
        return compare_hands(
            hands,
            ranking.system,
            deck,
            qualifier=ranking.qualifier,
            wild=wild,
            wild_ranks=own,
            board=board,
            exact=exact,
        )

    def ranked(ranking: Ranking, ruling: HandsRuling, low: RankedHands | None) -> RankedHands:
        places: list[int | None] = [None] * len(hands)
        for place, group in enumerate(ruling.order, start=1):
            for i in group:
                places[i] = place
        evaluations = ruling.evaluations
        return RankedHands(
            ranking=ranking,
            ruling=ruling,
            places=tuple(places),
            unqualified=None if ranking.qualifier is None else ruling.unqualified,
            hands=hands,
            wild_cards=(
                _wild_uses(evaluations, hands, board)
                if any(map(_WILD_CARDS, evaluations))
                else ((),) * len(evaluations)
            ),
            rules=ruling.rules if low is None else tuple(dict.fromkeys(ruling.rules + low.rules)),
            low=low,
        )

    main_ruling = ruled(main)  # first: a request wrong both ways is refused the main way's way
    return ranked(main, main_ruling, None if low is None else ranked(low, ruled(low), None))


def _wild_uses(
    evaluations: Sequence[Evaluation],
    hands: Sequence[Sequence[PlayingCard]],
    board: Sequence[PlayingCard],
) -> list[Sequence[WildCardUse]]:
    """Each hand's wild cards, from their positions among its own cards then the board's. One
    loop over the hands, not a call a hand: most have one or two wild cards."""
    column: list[Sequence[WildCardUse]] = []
    for i, (_, _, _, wild_cards) in enumerate(evaluations):
        if not wild_cards:
            column.append(())
            continue
        cards = hands[i]
        size = len(cards)
        uses: list[WildCardUse] = []
        for at, stands_for in wild_cards:
            if at < size:
                uses.append((i, at, cards[at], stands_for))
            else:
                uses.append((None, at - size, board[at - size], stands_for))
        column.append(uses)
    return column


_NONE: Final[frozenset[Rank]] = frozenset()
_WILD_CARDS: Final = itemgetter(3)
"""An evaluation's wild cards (its fourth field), read in C for every hand at once."""
