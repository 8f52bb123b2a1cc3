"""The one entry point that evaluates a hand under any ranking system, wild cards included.

The ruling comes from the tables where they decide it (:mod:`.natural`, :mod:`.wild_ruling`,
:mod:`.eight_or_nine`, :mod:`.wild_eight_or_nine`, :mod:`.bug_ruling`), else from the search
(:mod:`.reference`), which is also the oracle the tests hold the tables' rulings to: both give
exactly the same ruling, so which one answered never shows.

>>> from service.rules.cards import parse_card
>>> hand = [parse_card(c) for c in "As Ks Qs Js Ts".split()]
>>> evaluate_hand(hand, RankingSystem.HIGH).description
'Royal flush'
>>> low = evaluate_hand([parse_card(c) for c in "8h 6c 3d 2s Ac Kd Kh".split()],
...                     RankingSystem.ACE_TO_FIVE, qualifier=8)
>>> low.description, low.qualifies, " ".join(str(c) for c in low.best_five)
('Eight-six low, a smooth eight (8-6-3-2-A)', True, '8h 6c 3d 2s Ac')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from service.rules.cards import PlayingCard, Rank
from service.rules.ranking.badugi import evaluate_badugi, refuse_wild_or_qualifier
from service.rules.ranking.bug_ruling import bug_ruling
from service.rules.ranking.eight_or_nine import eight_or_nine_ruling
from service.rules.ranking.hands import Evaluation
from service.rules.ranking.natural import natural_ruling, natural_rulings
from service.rules.ranking.reference import (
    MAX_CARDS,
    MIN_CARDS,
    NATURAL_PAIR_BONUS,
    PER_PLAYER_ONLY,
    QUALIFIERS,
    check_hand,
    evaluate_by_search,
)
from service.rules.ranking.short_deck import evaluate_short_deck
from service.rules.ranking.systems import AnySystem, OtherSystem, RankingSystem
from service.rules.ranking.wild import WildRule
from service.rules.ranking.wild_common import common_rulings, common_way_covers
from service.rules.ranking.wild_eight_or_nine import wild_eight_or_nine_ruling
from service.rules.ranking.wild_ruling import wild_ruling


def evaluate_hand(
    cards: Sequence[PlayingCard],
    system: AnySystem,
    *,
    qualifier: int | None = None,
    wild: WildRule | None = None,
    wild_ranks: frozenset[Rank] = frozenset(),
) -> Evaluation:
    """Evaluate 5 to 9 cards under ``system`` (badugi: 4 to 9; short deck: sixes to aces).

    ``qualifier`` N applies an N-or-better low; ``wild`` says which cards are wild in the game
    and ``wild_ranks`` adds ranks wild for this hand only. A joker needs a wild-card rule.
    """
    if isinstance(system, OtherSystem):
        return _other_ruling(cards, system, qualifier, wild, wild_ranks)
    return _table_ruling(cards, system, qualifier, wild, wild_ranks) or evaluate_by_search(
        cards, system, qualifier=qualifier, wild=wild, wild_ranks=wild_ranks
    )


def evaluate_hands(
    hands: Sequence[Sequence[PlayingCard]],
    system: AnySystem,
    *,
    qualifier: int | None = None,
    wild: WildRule | None = None,
    wild_ranks: Sequence[frozenset[Rank]] = (),
) -> list[Evaluation]:
    """:func:`evaluate_hand` for each of ``hands``, ``wild_ranks[i]`` wild for hand i (none
    if empty): the rulings of a showdown, without a call per hand through the keywords."""
    if isinstance(system, OtherSystem):
        own = wild_ranks or [_NO_RANKS] * len(hands)
        return [
            _other_ruling(cards, system, qualifier, wild, ranks)
            for cards, ranks in zip(hands, own, strict=True)
        ]
    if wild is None and not wild_ranks and (qualifier is None or system != RankingSystem.HIGH):
        found = natural_rulings(hands, system, qualifier)
        if all(found):  # every hand ruled (an Evaluation is true, None false)
            return found  # type: ignore[return-value]
        return [
            ruled or evaluate_hand(cards, system, qualifier=qualifier)
            for ruled, cards in zip(found, hands, strict=True)
        ]
    own = wild_ranks or [_NO_RANKS] * len(hands)
    rule = wild or PER_PLAYER_ONLY
    common = common_way_covers(rule) and (qualifier is None or system != RankingSystem.HIGH)
    ruled_commonly: list[Evaluation | None] = (
        common_rulings(hands, system, qualifier, rule, wild_ranks)
        if common
        else [None] * len(hands)
    )
    # A hand the common way declines (under 2% of hands) goes the way evaluate_hand goes.
    return [
        ruled
        or _table_ruling(cards, system, qualifier, wild, ranks, common_tried=common)
        or evaluate_by_search(cards, system, qualifier=qualifier, wild=wild, wild_ranks=ranks)
        for ruled, cards, ranks in zip(ruled_commonly, hands, own, strict=True)
    ]


def _other_ruling(
    cards: Sequence[PlayingCard],
    system: OtherSystem,
    qualifier: int | None,
    wild: WildRule | None,
    wild_ranks: frozenset[Rank],
) -> Evaluation:
    """The ruling of a system with an evaluator of its own (badugi, short deck: no qualifier,
    no wild cards)."""
    refuse_wild_or_qualifier(system, qualifier=qualifier, wild=wild, wild_ranks=wild_ranks)
    if system != OtherSystem.BADUGI:
        return evaluate_short_deck(cards, system)
    return evaluate_badugi(cards)


def _table_ruling(
    cards: Sequence[PlayingCard],
    system: RankingSystem,
    qualifier: int | None,
    wild: WildRule | None,
    wild_ranks: frozenset[Rank],
    *,
    common_tried: bool = False,
) -> Evaluation | None:
    """The ruling from the tables, or None where they do not decide it (the search does);
    ``common_tried`` when the common way for wild cards has already declined the hand."""
    if len(cards) < MIN_CARDS or (qualifier is not None and system == RankingSystem.HIGH):
        return None
    if wild is None and not wild_ranks:
        ruled = natural_ruling(cards, system, qualifier)
    else:
        rule = wild or PER_PLAYER_ONLY
        ruled = wild_ruling(cards, system, qualifier, rule, wild_ranks, common_tried=common_tried)
    if ruled is not None:
        return ruled
    if len(cards) > 7:
        ruled = eight_or_nine_ruling(cards, system, qualifier, wild, wild_ranks)
        if ruled is None and (wild is not None or wild_ranks):
            rule = wild or PER_PLAYER_ONLY
            ruled = wild_eight_or_nine_ruling(cards, system, qualifier, rule, wild_ranks)
        return ruled
    return None if wild is None else bug_ruling(cards, system, qualifier, wild, wild_ranks)


_NO_RANKS: Final[frozenset[Rank]] = frozenset()


__all__ = [
    "MAX_CARDS",
    "MIN_CARDS",
    "NATURAL_PAIR_BONUS",
    "QUALIFIERS",
    "check_hand",
    "evaluate_hand",
    "evaluate_hands",
]
