"""The full ruling of eight or nine natural cards from the tables: no five is searched.

The best five of eight or nine cards is the best five of one of their seven-card subsets, and
the rank tables score any seven in one lookup (:mod:`.tables`): a hand's rank key less the
dropped cards' keys. Only distinct drops are looked up (a rank dropped, or two), so a hand of
nine costs at most 36 lookups where the search scores 126 fives. A suit holding five or more
cards adds, in high poker, the best flush of that suit (:mod:`.flush_fill`).

The best five is then read off the score as the search does (:mod:`.reference`): for each rank
value in the order the score compares, the card of that rank in the highest suit not yet taken;
a flush takes the cards of its suit. Every word of the ruling depends on the score alone
(:func:`.natural.score_ruling`). Where a case is awkward the answer is None and the search
decides: five cards of a rank (two packs), in a low that counts flushes a best five that is
itself of one suit, and a wild-card rule's natural pair held.

>>> from service.rules.cards import parse_card
>>> hand = [parse_card(c) for c in "5c Kd 5s Kh Ac 9d 2s 9h Qc".split()]
>>> ruling = eight_or_nine_ruling(hand, RankingSystem.HIGH, None)
>>> ruling.description, " ".join(map(str, ruling.best_five))
('Two pair, kings and nines, ace kicker', 'Kh Kd 9h 9d Ac')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from service.rules.cards import Card, PlayingCard, Rank
from service.rules.ranking.five import ACE, LOW_ACE, unpacked
from service.rules.ranking.flush_fill import best_flush_of_suit
from service.rules.ranking.hands import Evaluation
from service.rules.ranking.natural import score_ruling
from service.rules.ranking.reference import PER_PLAYER_ONLY
from service.rules.ranking.systems import DECLARATIONS, RankingSystem
from service.rules.ranking.tables import (
    CODE_AT,
    FLUSH_SUIT,
    RANK_KEY_SHIFT,
    RANK_WORDS,
    SCORE_MASK,
    SCORE_SHIFT,
    SUIT_FIELD,
)
from service.rules.ranking.wild import WildRule

SIZES: Final = (8, 9)
"""The hand sizes this path rules; the tables themselves hold 5 to 7 cards."""
_HIGH: Final = RankingSystem.HIGH


def eight_or_nine_ruling(
    cards: Sequence[PlayingCard],
    system: RankingSystem,
    qualifier: int | None,
    wild: WildRule | None = None,
    wild_ranks: frozenset[Rank] = frozenset(),
) -> Evaluation | None:
    """The ruling on 8 or 9 cards none of which is wild under ``wild`` and ``wild_ranks``, or
    None where this path does not decide it."""
    if len(cards) not in SIZES:
        return None
    naturals = _naturals(cards, wild, wild_ranks)
    if naturals is None:
        return None
    codes = [CODE_AT[c.index] for c in naturals]
    total = sum(codes)
    key_of = [code >> RANK_KEY_SHIFT for code in codes]
    if len(set(codes)) < len(codes) and _five_of_a_rank(naturals):
        return None  # two packs: five of a rank overflow a digit of the rank key
    score = _best_without_flush(total >> RANK_KEY_SHIFT, key_of, SCORE_SHIFT[system])
    # Indices order cards as the search prefers them: by rank, then the highest suit.
    ordered = sorted(naturals, key=_index, reverse=True)
    suit_field = FLUSH_SUIT[total & SUIT_FIELD]
    suits_count = DECLARATIONS[system].straights_and_flushes_count
    if suit_field and system == _HIGH:
        suit = (suit_field.bit_length() - 1) // 4
        suited = [c for c in ordered if c.suit == suit]
        flush, _ = best_flush_of_suit(_HIGH, tuple(c.rank for c in suited), 0, 0, True)
        if flush > score:
            return _ruled(system, flush, _read_off(suited, flush, system), qualifier)
    five = _read_off(ordered, score, system)
    if suits_count and suit_field and len({c.suit for c in five}) == 1:
        # Five of one suit where the score is no flush: other cards of its ranks may avoid
        # the flush (a low that counts it), which the search finds.
        return None
    return _ruled(system, score, five, qualifier)


def _naturals(
    cards: Sequence[PlayingCard], wild: WildRule | None, wild_ranks: frozenset[Rank]
) -> list[Card] | None:
    """The cards, when none is wild and no natural pair changes the ruling; else None."""
    # A hand's own wild ranks alone are fully wild under the defaults, as in the search.
    rule = (wild or PER_PLAYER_ONLY) if wild_ranks else wild
    naturals = []
    for card in cards:
        if not isinstance(card, Card) or (rule is not None and rule.kind_of(card, wild_ranks)):
            return None  # a joker or a wild card: the wild-card rulings' business
        naturals.append(card)
    pair = rule and rule.natural_pair
    if pair is not None and sum(1 for c in naturals if c.rank == pair) >= 2:
        return None  # the natural pair beats every hand: rare enough for the search
    return naturals


def _index(card: Card) -> int:
    return card.index


def _five_of_a_rank(cards: Sequence[Card]) -> bool:
    held: dict[int, int] = {}
    for card in cards:
        held[card.rank] = held.get(card.rank, 0) + 1
    return max(held.values()) >= 5


def _best_without_flush(key: int, key_of: list[int], shift: int) -> int:
    """The best score with no flush among the seven-card subsets: the hand's rank key less
    one or two cards' keys, each distinct drop looked up once."""
    drops = set(key_of)
    if len(key_of) == 9:
        drops = {a + b for i, a in enumerate(key_of) for b in key_of[i + 1 :]}
    words = RANK_WORDS
    return max(words[key - drop] >> shift & SCORE_MASK for drop in drops)


def _read_off(ordered: list[Card], score: int, system: RankingSystem) -> tuple[Card, ...]:
    """The five that make ``score``, in the order it compares them: for each rank value the
    first card of that rank in ``ordered`` not yet taken."""
    by_rank: dict[int, list[Card]] = {}
    for card in ordered:
        by_rank.setdefault(card.rank, []).append(card)
    return tuple(
        by_rank[ACE if value == LOW_ACE else value].pop(0)
        for value in unpacked(score, system).order
    )


def _ruled(
    system: RankingSystem, score: int, five: tuple[Card, ...], qualifier: int | None
) -> Evaluation:
    return Evaluation(
        score=score_ruling(system, score, True, qualifier), best_five=five, plays_as=five
    )
