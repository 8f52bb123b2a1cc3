"""The best hand made of exactly so many of a hand's own cards and so many of the board's:
Omaha's two and three (RULES.md §7; rule ``hands.exact-counts``), under any ranking system.

The sixty fives of an Omaha hand are scored from the tables' card codes, a few additions and
one lookup each, and only the best is ruled in full; where the codes do not decide (wild cards,
two packs, a flush under a low that counts it) every five is ruled in one batch
(:func:`.evaluate.evaluate_hands`). Either way the first of the best is the one shown, the hand's
cards and the board taken in the order given.

>>> from service.rules.cards import parse_card
>>> from service.rules.ranking.systems import RankingSystem
>>> hole = [parse_card(c) for c in "Ah 7c 8d 9s".split()]
>>> board = [parse_card(c) for c in "Ts Js Qs Ks 2h".split()]
>>> ruling = best_exact(hole, board, OMAHA, RankingSystem.HIGH)
>>> ruling.description   # one spade of the hand makes no flush: two hole cards must play
'Straight, queen high'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache
from itertools import combinations
from typing import Final

from service.rules.cards import PlayingCard, Rank
from service.rules.errors import RuleViolation
from service.rules.ranking.evaluate import evaluate_hands
from service.rules.ranking.hands import Evaluation
from service.rules.ranking.systems import DECLARATIONS, AnySystem, OtherSystem, RankingSystem
from service.rules.ranking.tables import (
    _HIGH_FLUSHES,
    CODE_AT,
    FLUSH_SUIT,
    RANK_BITS_SHIFT,
    RANK_KEY_SHIFT,
    RANK_WORDS,
    SCORE_MASK,
    SCORE_SHIFT,
    SUIT_FIELD,
)
from service.rules.ranking.wild import WildRule

OMAHA: Final = (2, 3)
"""Omaha's use: exactly two of the hole cards and three of the board (RR, Omaha)."""
_NO_RANKS: Final[frozenset[Rank]] = frozenset()
_COUNT_NOUNS: Final = {4: "four", 5: "five"}


def cards_played(system: AnySystem) -> int:
    """How many cards make a hand under ``system``: five, or four in badugi."""
    return 4 if system == OtherSystem.BADUGI else 5


def best_exact(
    hand: Sequence[PlayingCard],
    board: Sequence[PlayingCard],
    exact: tuple[int, int],
    system: AnySystem,
    *,
    qualifier: int | None = None,
    wild: WildRule | None = None,
    wild_ranks: frozenset[Rank] = _NO_RANKS,
) -> Evaluation:
    """The best hand using exactly ``exact[0]`` cards of ``hand`` and ``exact[1]`` of
    ``board``, its wild cards placed among the hand's cards, then the board's."""
    own, shared = exact
    played = cards_played(system)
    if own + shared != played or own > len(hand) or shared > len(board):
        raise RuleViolation(
            "hands.exact-counts",
            f"a best {_COUNT_NOUNS[played]} of {own} of the hand's {len(hand)} cards and "
            f"{shared} of the board's {len(board)} cannot be made",
            at=(("use",),),
        )
    seat = [*hand, *board]
    origins = _origins(len(hand), len(board), own, shared)
    scores = None
    if wild is None and not wild_ranks and isinstance(system, RankingSystem):
        scores = _natural_scores(seat, origins, system)
    if scores is not None:
        at = scores.index(max(scores))  # the first of the best
        origin = origins[at]
        (best,) = evaluate_hands([[seat[i] for i in origin]], system, qualifier=qualifier)
    else:
        found = evaluate_hands(
            [[seat[i] for i in origin] for origin in origins],
            system,
            qualifier=qualifier,
            wild=wild,
            wild_ranks=[wild_ranks] * len(origins) if wild_ranks else (),
        )
        values = [evaluation.score.value for evaluation in found]
        at = values.index(max(values))
        best, origin = found[at], origins[at]
    if best.wild_cards:
        best = best._replace(wild_cards=tuple((origin[i], card) for i, card in best.wild_cards))
    return best._replace(score=replace(best.score, rules=(*best.rules, "hands.exact-counts")))


def _natural_scores(
    seat: Sequence[PlayingCard], origins: Sequence[tuple[int, ...]], system: RankingSystem
) -> list[int] | None:
    """Each five's score read from the card codes (:mod:`.tables`), the value its ruling
    has; None where the codes do not decide: a joker, a card twice (two packs), a flush under
    a low that counts flushes against the hand."""
    if len(set(seat)) < len(seat):
        return None
    try:
        codes = [CODE_AT[c.index] for c in seat]  # type: ignore[union-attr]
    except AttributeError:
        return None  # a joker
    shift, words, flush_suit, flushes = SCORE_SHIFT[system], RANK_WORDS, FLUSH_SUIT, _HIGH_FLUSHES
    suits_count = DECLARATIONS[system].straights_and_flushes_count
    high = system == RankingSystem.HIGH
    scores = []
    for a, b, c, d, e in origins:
        total = codes[a] + codes[b] + codes[c] + codes[d] + codes[e]
        if suits_count and flush_suit[total & SUIT_FIELD]:
            if not high:
                return None
            # Five cards of a suit from one pack: five ranks, a flush or a straight flush.
            scores.append(flushes[total >> RANK_BITS_SHIFT & _RANK_BITS])
        else:
            scores.append(words[total >> RANK_KEY_SHIFT] >> shift & SCORE_MASK)
    return scores


_RANK_BITS: Final = (1 << 13) - 1


@lru_cache(maxsize=256)
def _origins(held: int, shown: int, own: int, shared: int) -> tuple[tuple[int, ...], ...]:
    """Every way to take ``own`` of ``held`` cards and ``shared`` of the ``shown`` after them,
    as positions in the hand followed by the board."""
    return tuple(
        (*mine, *(held + j for j in ours))
        for mine in combinations(range(held), own)
        for ours in combinations(range(shown), shared)
    )


__all__ = ["OMAHA", "best_exact", "cards_played"]
