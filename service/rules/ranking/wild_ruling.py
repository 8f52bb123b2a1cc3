"""The full ruling of a hand with wild cards from the tables: what each wild card stands for
and the best five, derived from the score the joker tables give, never searched.

Covered: one or two fully wild cards (jokers played wild, wild ranks, wild cards, a hand's own
wild ranks) that may stand for a card already held, 5 to 7 cards in all, the natural cards of
one pack or two (not five natural cards of a rank), under every system. The score comes from
:mod:`.joker_tables`; then:

- a flush (high poker): the wild cards take the ranks the flush table gives, in its suit;
- anything else: the best five's ranks are the score's; the wild cards stand for the ranks the
  natural cards lack, highest first in the order the wild cards are held, each in the suit
  least held (so that it makes no flush), and a wild card not needed stands for nothing.

That is exactly what the search decides (:func:`.reference.evaluate_by_search`); the tests hold
the two equal. Other hands (the bug, wild cards that may not duplicate, three or more wild
cards, more than seven cards, five natural cards of a rank) answer None here and the search
decides.

>>> from service.rules.cards import parse_card
>>> from service.rules.ranking.wild import WildRule
>>> hand = [parse_card(c) for c in "Jk 7h 7d 7s 2c".split()]
>>> ruling = wild_ruling(hand, RankingSystem.HIGH, None, WildRule(), frozenset())
>>> ruling.description, [(i, str(c)) for i, c in ruling.wild_cards]
('Four of a kind, sevens, deuce kicker', [(0, '7c')])
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from service.rules.cards import JOKER, Card, PlayingCard, Rank
from service.rules.ranking.five import ACE, LOW_ACE, unpacked
from service.rules.ranking.flush_fill import best_flush_of_suit
from service.rules.ranking.hands import Category, Evaluation
from service.rules.ranking.joker_tables import (
    FLUSH_SUIT_WITH,
    TABLE_WILDS,
    WILD_WORDS,
    wild_scorer,
)
from service.rules.ranking.natural import natural_ruling
from service.rules.ranking.picks import PICKS
from service.rules.ranking.reference import MIN_CARDS
from service.rules.ranking.stand_ins import stand_ins
from service.rules.ranking.systems import RankingSystem
from service.rules.ranking.tables import (
    CODE_AT,
    CODES,
    FLUSH_SUIT,
    PICK_SHIFT,
    RANK_KEY_SHIFT,
    RANK_WORDS,
    SCORE_MASK,
    SUIT_FIELD,
)
from service.rules.ranking.wild import JokerRule, WildRule
from service.rules.ranking.wild_common import common_ruling, common_way_covers
from service.rules.ranking.wild_parts import (
    CARD_AT,
    Placed,
    any_of_ranks,
    completed_flush,
    score_ruling,
    wild_indices,
)

_FLUSHES: Final = (Category.FLUSH, Category.STRAIGHT_FLUSH)


_HIGH: Final = RankingSystem.HIGH


_POSITION_BITS: Final = 4  # nine cards at most


def wild_ruling(
    cards: Sequence[PlayingCard],
    system: RankingSystem,
    qualifier: int | None,
    wild: WildRule,
    wild_ranks: frozenset[Rank],
    *,
    common_tried: bool = False,
) -> Evaluation | None:
    """The ruling on 5 to 7 cards under the wild-card rule ``wild`` (and the hand's own wild
    ranks), or None where the tables do not decide it; ``common_tried`` when the common way
    (:func:`.wild_common.common_rulings`) has already declined the hand."""
    if len(cards) > 7 or not wild.may_duplicate:
        return None
    if not common_tried and common_way_covers(wild):
        quick = common_ruling(cards, system, qualifier, wild, wild_ranks)
        if quick is not None:
            return quick
    # A hand's own wild ranks alone (no game ranks) are taken as they are: no new set to hash.
    ranks = wild.ranks | wild_ranks if wild_ranks and wild.ranks else wild_ranks or wild.ranks
    return _general(cards, system, qualifier, wild, ranks, wild_ranks)


def _general(  # noqa: PLR0917 (wild_ruling's arguments, and the ranks they make)
    cards: Sequence[PlayingCard],
    system: RankingSystem,
    qualifier: int | None,
    wild: WildRule,
    ranks: frozenset[Rank],
    wild_ranks: frozenset[Rank],
) -> Evaluation | None:
    """:func:`wild_ruling` the general way: any of the hands it covers, ``ranks`` wild in
    all (the game's and the hand's own)."""
    wild_at, held = _sorted_out(cards, ranks, wild)
    if not wild_at:
        if wild.natural_pair is not None:
            return None  # rare enough for the search
        return natural_ruling(cards, system, qualifier)
    wilds = len(wild_at)
    if wilds > TABLE_WILDS[-1] or (wild.jokers == JokerRule.BUG and JOKER in cards):
        return None
    codes = [_CODE_AT[c.index] for _, c in held]
    if len(set(codes)) < len(codes):
        value = _score_held_twice(held, codes, wilds, system)
    else:
        value = wild_scorer(system, wilds)(codes)
    if value is None:
        return None
    best = unpacked(value, system)
    if best.category in _FLUSHES:
        found = completed_flush(held, wild_at, system, value, best.order)
    else:
        found = _no_flush(held, codes, wild_at, best.order, system)
    if found is None:
        return None
    five, fills = found
    natural = wild.natural_pair
    if natural is not None and sum(1 for _, c in held if c.rank == natural) < 2:
        natural = None
    chosen = len(cards) > MIN_CARDS
    per_player = bool(wild_ranks) and any_of_ranks(cards, wild_at, wild_ranks)
    ruling = score_ruling(
        system, value, chosen=chosen, qualifier=qualifier, per_player=per_player,
        natural_pair=natural,
    )  # fmt: skip
    return Evaluation(
        score=ruling,
        best_five=tuple([cards[i] for i, _ in five]),
        plays_as=tuple([c for _, c in five]),
        wild_cards=tuple(zip(wild_at, fills, strict=True)),
    )


def _score_held_twice(
    held: list[Placed], codes: list[int], wilds: int, system: RankingSystem
) -> int | None:
    """The best score of natural cards holding a card twice (two packs) and the wild cards, or
    None where five of a rank overflow the rank key.

    The rank key, the picks and the stand-ins need no card to be unique (the earliest of two
    equal cards plays, as in the search); only the high flush tables read a suit's ranks as a
    set, so a flush within reach is scored from its ranks as held, pairs and all.
    """
    total = sum(codes)
    word = WILD_WORDS[wilds].get(total >> RANK_KEY_SHIFT)
    if word is None:
        return None
    suit = FLUSH_SUIT_WITH[wilds][total & SUIT_FIELD] if system == _HIGH else 0
    if not suit:
        return wild_scorer(system, wilds)(codes)
    suited = tuple(sorted((c.rank for _, c in held if 1 << 4 * c.suit == suit), reverse=True))
    flush, _ = best_flush_of_suit(system, suited, wilds, 0, True)
    return max(word & SCORE_MASK, flush)  # the high score is the word's lowest field


def _sorted_out(
    cards: Sequence[PlayingCard], ranks: frozenset[Rank], wild: WildRule
) -> tuple[list[int], list[Placed]]:
    """The positions of the wild cards, and the natural cards with their positions."""
    wild_at: list[int] = []
    held: list[Placed] = []
    indices = wild_indices(ranks, wild.cards) if ranks or wild.cards else frozenset()
    for i, c in enumerate(cards):
        if c is JOKER or c.index in indices:  # type: ignore[union-attr]
            wild_at.append(i)
        else:
            held.append((i, c))  # type: ignore[arg-type]
    return wild_at, held


def _no_flush(
    held: list[Placed],
    codes: list[int],
    wild_at: list[int],
    order: tuple[int, ...],
    system: RankingSystem,
) -> tuple[list[Placed], list[Card | None]] | None:
    """The wild cards take the ranks the natural cards lack, highest first, each in the suit
    least held (the higher suit among equals) of which the hand holds no card of that rank."""
    lacking = [ACE if v == LOW_ACE else v for v in order]
    for _, c in held:
        if c.rank in lacking:
            lacking.remove(c.rank)
    lacking.sort(reverse=True)
    keyed = [code << _POSITION_BITS | 15 - i for code, (i, _) in zip(codes, held, strict=True)]
    coded = list(codes)
    placed = stand_ins(lacking, coded, sum(codes) & SUIT_FIELD)
    assert not isinstance(placed, int)  # may repeat
    fills: list[Card | None] = [CARD_AT[index] for index in placed]
    for index, at in zip(placed, wild_at, strict=False):
        keyed.append(_CODE_AT[index] << _POSITION_BITS | 15 - at)
    fills += [None] * (len(wild_at) - len(fills))
    five = _picked(keyed, sum(coded), order[0], system)
    if five is None:
        return None
    return five, fills


def _picked(keyed: list[int], total: int, top: int, system: RankingSystem) -> list[Placed] | None:
    """The best five of natural cards and stand-ins with no flush, read off the picks: sorted
    high to low by rank, suit, then the earliest position (the search's preference). ``keyed``
    holds each card's code over its position; ``total`` the sum of the codes; ``top`` the
    first rank value of the best five."""
    keyed.sort(reverse=True)
    word = RANK_WORDS.get(total >> RANK_KEY_SHIFT)
    if word is None:
        # Five of a rank overflow its digit of the rank key: five of a kind, the one hand that
        # holds them (the ace is never low in it).
        rank = ACE if top == LOW_ACE else top
        same = _CODE_AT[(rank - 2) * 4] >> RANK_KEY_SHIFT
        pick: Sequence[int] = [
            i for i, k in enumerate(keyed) if k >> _POSITION_BITS >> RANK_KEY_SHIFT == same
        ][:5]
    else:
        pick = PICKS[word >> PICK_SHIFT[system] & 0xFF]
    placed = [(15 - (keyed[i] & 15), _CARD_OF[keyed[i] >> _POSITION_BITS]) for i in pick]
    if FLUSH_SUIT[total & SUIT_FIELD] and len({c.suit for _, c in placed}) == 1:
        return None  # five of one suit where they make no flush: the search checks it
    return placed


_CARD_OF: Final = {code: c for c, code in CODES.items()}


_CODE_AT: Final = CODE_AT
