"""Badugi: four cards, of which only those of different ranks and different suits play
(RULES.md §7).

A hand keeps the most cards it can that share no rank and no suit; more cards playing beats
fewer, and among hands with as many playing the highest card is compared first, then the next,
the lowest winning; the ace is low. So 4-3-2-A of four suits is the best hand and any four-card
badugi beats every three-card hand.

The value packs the number of cards playing above their ranks turned over (four bits each, the
highest first), so that, as in every system, a greater value is a better hand. From more than
four cards (a board, or the five cards of a split game) the best badugi any of them make plays:
cards speak, as a best five does in the five-card systems.

>>> from service.rules.cards import parse_card
>>> ruling = evaluate_badugi([parse_card(c) for c in "Kc 4d 4h 2s".split()])
>>> ruling.description, " ".join(map(str, ruling.best_five))
('Three-card king (K-4-2)', 'Kc 4h 2s')
>>> badugi = evaluate_badugi([parse_card(c) for c in "7c 4d 3h As".split()])
>>> badugi.description, badugi.value > ruling.value
('Seven-high badugi (7-4-3-A)', True)
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import combinations
from typing import Final

from service.rules.cards import Card, PlayingCard, Rank
from service.rules.errors import RuleViolation
from service.rules.ranking.hands import MAKE_EVALUATION, Category, Evaluation, ScoreRuling
from service.rules.ranking.systems import OtherSystem

PLAYING: Final = 4
"""The most cards that play."""
MIN_CARDS: Final = 4
MAX_CARDS: Final = 9
_BADUGI: Final = OtherSystem.BADUGI
_COUNT_SHIFT: Final = 16


def _low_value(card: Card) -> int:
    """The card's rank with the ace low: 1 to 13."""
    return 1 if card.rank == Rank.ACE else int(card.rank)


def _preference(card: Card) -> tuple[int, int]:
    return _low_value(card), card.suit


# For n cards, every set of positions that may play, the largest first: a hand takes the best
# of the largest sets that share no rank and no suit.
_SUBSETS: Final = {
    n: tuple(tuple(combinations(range(n), size)) for size in range(min(PLAYING, n), 0, -1))
    for n in range(1, MAX_CARDS + 1)
}


def evaluate_badugi(cards: Sequence[PlayingCard]) -> Evaluation:
    """The badugi ruling on 4 to 9 natural cards: the cards that play, highest first."""
    check_badugi(cards)
    # Sorted, so that of equal hands the one shown does not depend on the order given.
    naturals: list[Card] = sorted(cards, key=_preference, reverse=True)  # type: ignore[arg-type]
    lows = [_low_value(c) for c in naturals]
    rank_bits = [1 << v for v in lows]
    suit_bits = [1 << c.suit for c in naturals]
    best_key = -1
    best: tuple[int, ...] = ()
    for same_size in _SUBSETS[len(naturals)]:
        for subset in same_size:
            ranks = suits = 0
            for i in subset:
                ranks |= rank_bits[i]
                suits |= suit_bits[i]
            if ranks.bit_count() != len(subset) or suits.bit_count() != len(subset):
                continue  # two cards of a rank or of a suit: not every card of it plays
            key = _key(sorted((lows[i] for i in subset), reverse=True))
            if key > best_key:
                best_key, best = key, subset
        if best:
            break  # more cards playing beats fewer: no smaller set can do better
    playing = tuple(sorted((naturals[i] for i in best), key=_low_value, reverse=True))
    return MAKE_EVALUATION(
        Evaluation, (_score_ruling(best_key, len(naturals) > len(best)), playing, playing, ())
    )


def _key(descending: Sequence[int]) -> int:
    """The value of cards that play with these low values, highest first: their number, then
    each rank turned over (a lower card is a greater digit)."""
    key = len(descending)
    for place in range(PLAYING):
        key = key << 4 | (14 - descending[place] if place < len(descending) else 0)
    return key


def check_badugi(cards: Sequence[PlayingCard]) -> None:
    """Refuse what badugi cannot rank: fewer than four or more than nine cards, a joker."""
    if not MIN_CARDS <= len(cards) <= MAX_CARDS:
        raise RuleViolation(
            "badugi.ranking",
            f"a badugi hand is ranked from 4 to 9 cards; this one has {len(cards)}",
        )
    for position, card in enumerate(cards):
        if not isinstance(card, Card):
            raise RuleViolation(
                "badugi.ranking", "badugi is ranked without wild cards", at=((position,),)
            )


def refuse_wild_or_qualifier(
    system: OtherSystem, *, qualifier: int | None, wild: object, wild_ranks: object
) -> None:
    """Badugi and short deck have no qualifier and no wild cards: a request that gives them
    is refused."""
    name, rule = _REFUSED[system]
    if qualifier is not None:
        raise RuleViolation(
            "low.qualifier",
            f"a qualifier applies to a five-card low, not to {name}",
            at=(("qualifier",),),
        )
    if wild is not None or wild_ranks:
        raise RuleViolation(rule, f"{name} is ranked without wild cards", at=(("wild",),))


_REFUSED: Final = {
    OtherSystem.BADUGI: ("badugi", "badugi.ranking"),
    OtherSystem.SHORT_DECK: ("short deck", "high.short-deck"),
    OtherSystem.SHORT_DECK_TRIPS: ("short deck", "high.short-deck"),
}


# Remembered: badugi has 1,820 values (715 four-card, 286 three-card, 78 two, 13 one), each
# with and without a card left out.
@lru_cache(maxsize=4096)
def _score_ruling(key: int, dropped: bool) -> ScoreRuling:
    count = key >> _COUNT_SHIFT
    values = [14 - (key >> shift & 0xF) for shift in (12, 8, 4, 0)][:count]
    rules = ("badugi.ranking", "badugi.cards-that-play") if dropped else ("badugi.ranking",)
    return ScoreRuling(
        system=_BADUGI,
        value=key,
        category=Category.NO_PAIR,
        description=describe_badugi(values),
        rules=rules,
    )


_NOUNS: Final = {1: "ace"} | {v: Rank(v).noun for v in range(2, 14)}
_SYMBOLS: Final = {1: "A", 10: "10"} | {v: Rank(v).letter for v in range(2, 14) if v != 10}
_COUNTS: Final = {1: "One", 2: "Two", 3: "Three"}


def describe_badugi(values: Sequence[int]) -> str:
    """A badugi as players say it, by its top card and the whole run: ``"Seven-high badugi
    (7-4-3-A)"``, ``"Three-card king (K-4-2)"``; ``values`` highest first, the ace 1."""
    run = "-".join(_SYMBOLS[v] for v in values)
    top = _NOUNS[values[0]]
    if len(values) == PLAYING:
        return f"{top.capitalize()}-high badugi ({run})"
    return f"{_COUNTS[len(values)]}-card {top} ({run})"


__all__ = ["MAX_CARDS", "MIN_CARDS", "check_badugi", "evaluate_badugi", "refuse_wild_or_qualifier"]
