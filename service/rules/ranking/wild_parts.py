"""What the two ways of ruling hands with wild cards share (:mod:`.wild_common` for the
commonest hands, :mod:`.wild_ruling` for the rest): the words of a score with wild cards, the
flush wild cards complete, the suits least held, and which cards are wild."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from service.rules.cards import FULL_PACK, JOKER, Card, PlayingCard, Rank
from service.rules.ranking.describe import describe, named_category
from service.rules.ranking.five import ACE, LOW_ACE, unpacked
from service.rules.ranking.flush_fill import best_flush_of_suit
from service.rules.ranking.hands import ScoreRuling
from service.rules.ranking.natural import low_qualification
from service.rules.ranking.reference import NATURAL_PAIR_BONUS, rules_of
from service.rules.ranking.systems import DECLARATIONS, RankingSystem

Placed = tuple[int, Card]
"""A card that plays, with the position in the hand of the card it came from."""


CARD_AT: Final = FULL_PACK
"""The card of rank r and suit s is ``CARD_AT[(r - 2) * 4 + s]``."""


_RULINGS: Final[dict[tuple[object, ...], ScoreRuling]] = {}
"""Score rulings with wild cards, by system, score, and what else the words depend on."""


def score_ruling(
    system: RankingSystem,
    value: int,
    *,
    chosen: bool,
    qualifier: int | None,
    per_player: bool,
    natural_pair: Rank | None,
) -> ScoreRuling:
    """The ruling of the score with fully wild cards: the wild-card rules applied (the hand's
    own wild ranks among them if ``per_player``) and ``natural_pair`` if the hand holds one
    (RULES.md §0 wild cards). Remembered, as for natural hands."""
    index = (system, value, chosen, qualifier, per_player, natural_pair)
    ruling = _RULINGS.get(index)
    if ruling is None:
        best = unpacked(value, system)
        rules = (*rules_of(system, chosen, best.category, best.order[0]), "wild.fully-wild")
        if per_player:
            rules += ("wild.per-player",)
        if DECLARATIONS[system].low:
            rules += ("wild.in-low",)
        description = describe(system, best.category, best.order)
        score = value
        if natural_pair is not None:
            score += NATURAL_PAIR_BONUS
            rules += ("wild.natural-pair",)
            description += f" with a natural pair of {natural_pair.plural}, which beats every hand"
        qualifies, cited = low_qualification(best, qualifier)
        rules += cited
        ruling = ScoreRuling(
            system=system,
            value=score,
            category=named_category(system, best.category),
            description=description,
            rules=rules,
            qualifies=qualifies,
        )
        _RULINGS[index] = ruling
    return ruling


def completed_flush(
    held: list[Placed],
    wild_at: list[int],
    system: RankingSystem,
    value: int,
    order: tuple[int, ...],
) -> tuple[list[Placed], list[Card | None]] | None:
    """A flush the wild cards complete: they take the flush table's ranks in its suit; each of
    the five is the card of its rank in that suit held earliest."""
    wilds = len(wild_at)
    per_suit = [0] * 4
    for _, c in held:
        per_suit[c.suit] += 1
    suit = next(s for s in range(4) if per_suit[s] + wilds >= 5)
    playing = [p for p in held if p[1].suit == suit]
    suited = tuple(sorted([c.rank for _, c in playing], reverse=True))
    flush_value, flush_ranks = best_flush_of_suit(system, suited, wilds, 0, True)
    if flush_value != value:
        return None  # not this table's flush: leave it to the search
    fills: list[Card | None] = [CARD_AT[(r - 2) * 4 + suit] for r in flush_ranks]
    for k, at in enumerate(wild_at):  # as many fills as wild cards, none None
        playing.append((at, fills[k]))  # type: ignore[arg-type]
    playing.sort()  # by position: no two cards share one
    by_rank: dict[int, list[Placed]] = {}
    for placed in playing:
        by_rank.setdefault(placed[1].rank, []).append(placed)
    five = [by_rank[ACE if v == LOW_ACE else v].pop(0) for v in order]
    return five, fills


def _position(placed: Placed) -> int:
    return placed[0]


_RANK_INDICES: Final = {r: frozenset(c.index for c in FULL_PACK if c.rank == r) for r in Rank}


def wild_indices(ranks: frozenset[Rank], cards: frozenset[Card]) -> frozenset[int]:
    """The indices (:attr:`Card.index`) of the cards of these ranks and these cards: a card is
    looked up without hashing it in Python. Remembered: a game has one set, a hand a few."""
    # Most sets are of ranks alone (a game's, a hand's own): keyed by the ranks' set itself,
    # whose hash is kept with it, rather than by a new pair hashed per hand.
    key: object = (ranks, cards) if cards else ranks
    indices = _INDICES.get(key)
    if indices is None:
        indices = frozenset().union(*(_RANK_INDICES[r] for r in ranks), (c.index for c in cards))
        if len(_INDICES) >= 4096:
            _INDICES.clear()  # a bound: requests may name any sets of ranks and cards
        _INDICES[key] = indices
    return indices


_INDICES: Final[dict[object, frozenset[int]]] = {}


def any_of_ranks(cards: Sequence[PlayingCard], wild_at: list[int], ranks: frozenset[Rank]) -> bool:
    """Whether a wild card is wild by one of ``ranks`` (a joker has no rank)."""
    for i in wild_at:
        card = cards[i]
        if card is not JOKER and card.rank in ranks:  # type: ignore[union-attr]
            return True
    return False
