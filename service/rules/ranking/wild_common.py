"""The ruling of the commonest hands with wild cards, with as little work as a natural hand's.

One or two fully wild cards (jokers played wild, wild ranks, a hand's own wild ranks) among
5 to 7 cards: the natural cards are read by index, and what the wild cards stand for and which
five play are known from the natural cards' ranks alone (remembered by rank key), except the
stand-ins' suits; the hand with its stand-ins is then sorted and picked as a natural hand
(:mod:`.natural`). A hand this does not vouch for (a flush holding a pair, five of a rank, a
stand-in that must repeat a held card, a natural pair that beats all) answers None, and
:mod:`.wild_ruling`'s general way rules it. Both give exactly the search's ruling.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final, cast

from service.rules.cards import FULL_PACK, JOKER, Card, PlayingCard, Rank
from service.rules.ranking.five import ACE, LOW_ACE, unpacked
from service.rules.ranking.flush_fill import best_flush_of_suit
from service.rules.ranking.hands import Evaluation, ScoreRuling, evaluation
from service.rules.ranking.joker_tables import (
    FLUSH_SUIT_WITH,
    TABLE_WILDS,
    WILD_WORDS,
)
from service.rules.ranking.natural import _INDEX, PICKERS
from service.rules.ranking.reference import MIN_CARDS
from service.rules.ranking.stand_ins import REPEATS, stand_ins
from service.rules.ranking.systems import DECLARATIONS, RankingSystem
from service.rules.ranking.tables import (
    _FILE,
    CODE_AT,
    FLUSH_SUIT,
    PICK_SHIFT,
    RANK_BITS_SHIFT,
    RANK_KEY,
    RANK_KEY_SHIFT,
    RANK_WORDS,
    SCORE_MASK,
    SCORE_SHIFT,
    SUIT_FIELD,
    suit_mask,
)
from service.rules.ranking.wild_parts import (
    CARD_AT,
    any_of_ranks,
    completed_flush,
    score_ruling,
    wild_indices,
)

_CODE_AT: Final = CODE_AT


def common_ruling(
    cards: Sequence[PlayingCard],
    system: RankingSystem,
    qualifier: int | None,
    codes_at: list[int],
    wild_ranks: frozenset[Rank],
) -> Evaluation | None:
    """The ruling of 5 to 7 cards with one or two fully wild cards, or None for the general
    way; ``codes_at`` gives each card's code by index, 0 for a wild card
    (:func:`codes_with_wilds`), and ``wild_ranks`` are the hand's own wild ranks."""
    try:
        indices = list(map(_INDEX, cards))
    except AttributeError:
        indices = [_JOKER_AT if c is JOKER else c.index for c in cards]  # type: ignore[union-attr]
    coded = list(map(codes_at.__getitem__, indices))
    wilds = coded.count(0)
    if not 0 < wilds <= 2:
        return None
    total = sum(coded)
    tables = _TABLES[system]
    key = total >> RANK_KEY_SHIFT
    known = _KNOWN.get(key << 4 | tables.slot << 2 | wilds) or _known(
        indices, coded, key, wilds, system
    )
    if known is None:
        return None
    value, stand_in_ranks, pick = known
    wild_at = [coded.index(0)]
    if wilds == 2:
        wild_at.append(coded.index(0, wild_at[0] + 1))
    per_player = bool(wild_ranks) and any_of_ranks(cards, wild_at, wild_ranks)
    chosen = len(cards) > MIN_CARDS
    if tables.high and FLUSH_SUIT_WITH[wilds][total & SUIT_FIELD]:
        flush = _flush_in_reach(coded, total, wilds)
        if flush > value:
            return _flush_ruling(
                cards, coded, wild_at, flush, qualifier=qualifier, chosen=chosen,
                per_player=per_player,
            )  # fmt: skip
    elif tables.low_counts_flushes and FLUSH_SUIT[total & SUIT_FIELD]:
        return None  # five natural cards of a suit in a low
    placed = stand_ins(stand_in_ranks, coded, total & SUIT_FIELD, False)
    if placed is REPEATS or FLUSH_SUIT[sum(coded) & SUIT_FIELD]:
        return None  # a stand-in repeating a held card, or five of a suit: the general way
    assert not isinstance(placed, int)
    fills: list[Card | None] = [None] * wilds  # a wild card not needed stands for nothing
    for n, index in enumerate(placed):
        indices[wild_at[n]] = index
        fills[n] = CARD_AT[index]
    for at in wild_at[len(placed) :]:
        indices[at] = -1  # sorts last, out of the best five
    # Sorted and picked as a natural hand: each stand-in is a card the hand does not hold.
    five = PICKERS[pick](sorted(indices, reverse=True))
    plays_as = tuple(map(CARD_AT.__getitem__, five))
    best_five: tuple[PlayingCard, ...] = plays_as
    if placed:
        best: list[PlayingCard] = list(plays_as)
        for at, index in zip(wild_at, placed, strict=False):
            best[five.index(index)] = cards[at]
        best_five = tuple(best)
    index = value << 8 | chosen << 7 | per_player << 6 | (qualifier or 0)
    ruling = tables.rulings.get(index) or _new_ruling(system, index)
    return evaluation(ruling, best_five, plays_as, tuple(zip(wild_at, fills, strict=True)))


def _new_ruling(system: RankingSystem, index: int) -> ScoreRuling:
    """The ruling of a score (and whether it was chosen, wild by the hand's own ranks, and its
    qualifier), as :func:`common_ruling` indexes it; remembered there."""
    ruling = score_ruling(
        system, index >> 8, chosen=bool(index >> 7 & 1), qualifier=index & 0x3F or None,
        per_player=bool(index >> 6 & 1), natural_pair=None,
    )  # fmt: skip
    _TABLES[system].rulings[index] = ruling
    return ruling


def _flush_in_reach(coded: list[int], total: int, wilds: int) -> int:
    """The best high flush the natural cards (codes, 0 for a wild card; ``total`` their sum)
    and the wild cards complete, or 0."""
    suit = FLUSH_SUIT_WITH[wilds][total & SUIT_FIELD]
    if not suit:
        return 0
    if len(set(coded)) > len(coded) - wilds:  # every natural card different
        return int(_WILD_FLUSHES[wilds][suit_mask(coded, suit)])
    # A card held twice (two packs): the flush tables read a suit's ranks as a set, so the
    # flush is scored from its ranks as held, pairs and all.
    suited = sorted(
        (code >> RANK_BITS_SHIFT & 0x1FFF).bit_length() + 1  # its one rank bit, deuce lowest
        for code in coded
        if code & SUIT_FIELD == suit
    )
    return best_flush_of_suit(_HIGH, tuple(reversed(suited)), wilds, 0, True)[0]


def _flush_ruling(
    cards: Sequence[PlayingCard],
    coded: list[int],
    wild_at: list[int],
    value: int,
    *,
    qualifier: int | None,
    chosen: bool,
    per_player: bool,
) -> Evaluation | None:
    """The ruling of a high hand whose wild cards complete the flush scoring ``value``;
    ``coded`` holds each card's code, 0 for a wild card."""
    held = [(i, cast("Card", cards[i])) for i, code in enumerate(coded) if code]
    found = completed_flush(held, wild_at, _HIGH, value, unpacked(value, _HIGH).order)
    if found is None:
        return None
    five, fills = found
    return Evaluation(
        score=score_ruling(
            _HIGH,
            value,
            chosen=chosen,
            qualifier=qualifier,
            per_player=per_player,
            natural_pair=None,
        ),
        best_five=tuple([cards[i] for i, _ in five]),
        plays_as=tuple([c for _, c in five]),
        wild_cards=tuple(zip(wild_at, fills, strict=True)),
    )


def codes_with_wilds(ranks: frozenset[Rank], cards: frozenset[Card]) -> list[int]:
    """Each card's code by index (:data:`.tables.CODE_AT`), 0 for the cards of these ranks,
    these cards and the joker (at index 52). Remembered, as :func:`wild_indices`."""
    key: object = (ranks, cards) if cards else ranks
    codes = _WILD_CODES.get(key)
    if codes is None:
        wild = wild_indices(ranks, cards)
        codes = [0 if i in wild else code for i, code in enumerate(_CODE_AT)] + [0]
        if len(_WILD_CODES) >= 4096:
            _WILD_CODES.clear()  # a bound: requests may name any sets of ranks and cards
        _WILD_CODES[key] = codes
    return codes


_WILD_CODES: Final[dict[object, list[int]]] = {}


Known = tuple[int, tuple[int, ...], int]
"""The best score, the ranks the wild cards stand for, and the pick of the best five."""


def _known(
    indices: list[int], coded: list[int], key: int, wilds: int, system: RankingSystem
) -> Known | None:
    """For natural cards of rank key ``key`` and ``wilds`` wild cards: the best score without
    a flush, the ranks the wild cards stand for (those the best five has and the natural cards
    lack, highest first), and the pick of the best five from the hand with its stand-ins
    (:mod:`.picks`). They depend on the rank key alone: remembered, in a bounded table. None
    for five of a rank, which the general way reads."""
    word = WILD_WORDS[wilds].get(key)
    if word is None:
        return None
    value = word >> SCORE_SHIFT[system] & SCORE_MASK
    lacking = [ACE if v == LOW_ACE else v for v in unpacked(value, system).order]
    for index, code in zip(indices, coded, strict=True):
        if code and index // 4 + 2 in lacking:
            lacking.remove(index // 4 + 2)
    lacking.sort(reverse=True)
    filled = RANK_WORDS.get(key + sum(RANK_KEY[r] for r in lacking))
    if filled is None:
        return None  # five of a kind
    known = (value, tuple(lacking), filled >> PICK_SHIFT[system] & 0xFF)
    if len(_KNOWN) >= _MOST_KNOWN:
        _KNOWN.clear()
    _KNOWN[key << 4 | _TABLES[system].slot << 2 | wilds] = known
    return known


_KNOWN: Final[dict[int, Known]] = {}
""":func:`_known`'s answers, by rank key, system and number of wild cards."""
_MOST_KNOWN: Final = 1 << 15
"""The bound of :data:`_KNOWN`: about 25,000 rank keys of 3 to 6 natural cards, for each system
and number of wild cards; a few megabytes at most."""


@dataclass(frozen=True, slots=True)
class _SystemTables:
    """What :func:`common_ruling` reads of one system, found with one lookup."""

    slot: int
    high: bool
    """High poker: a flush the wild cards complete may play."""
    low_counts_flushes: bool
    rulings: dict[int, ScoreRuling]
    """The score rulings, by score and what else the words depend on."""


_TABLES: Final = {
    s: _SystemTables(
        slot=slot,
        high=s == RankingSystem.HIGH,
        low_counts_flushes=DECLARATIONS[s].low and DECLARATIONS[s].straights_and_flushes_count,
        rulings={},
    )
    for slot, s in enumerate(RankingSystem)
}


_WILD_FLUSHES: Final = {wilds: _FILE[f"wildflush{wilds}.high"] for wilds in TABLE_WILDS}


_JOKER_AT: Final = len(FULL_PACK)
"""The index a joker is read as here: after every card's."""


_HIGH: Final = RankingSystem.HIGH
