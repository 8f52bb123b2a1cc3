"""The full ruling of a natural hand from the tables: score, best five and words, no search.

The rank tables give the score (:mod:`.tables`) and the picks the best five (:mod:`.picks`);
everything else a ruling says (category, description, rules, qualifier) depends on the score
alone, so it is made once per score and remembered. The ruling is exactly the one the search
gives (:func:`.reference.evaluate_by_search`); the tests hold the two equal.

Covered: 5 to 7 cards of one or two packs under any system. Where five cards share a suit, high
poker also weighs the best flush of that suit (from two packs it may hold a pair), and a low
that counts flushes takes the pick unless its five are of one suit: a flush scores worse than
the same ranks without one, so the best five without a flush is the best. Elsewhere (a pick of
one suit in such a low, five cards of a rank, more than seven cards) :func:`natural_ruling`
answers None and the search decides.

>>> from service.rules.cards import parse_card
>>> hand = [parse_card(c) for c in "5c Kd 5s Kh Ac 9d 2s".split()]
>>> ruling = natural_ruling(hand, RankingSystem.HIGH, None)
>>> ruling.description, " ".join(map(str, ruling.best_five))
('Two pair, kings and fives, ace kicker', 'Kh Kd 5s 5c Ac')
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from operator import attrgetter, itemgetter
from typing import Final, cast

from service.rules.cards import Card, PlayingCard
from service.rules.ranking.describe import describe, named_category
from service.rules.ranking.five import ACE, LOW_ACE, FiveScore, unpacked
from service.rules.ranking.flush_fill import best_flush_of_suit
from service.rules.ranking.hands import MAKE_EVALUATION, Category, Evaluation, ScoreRuling
from service.rules.ranking.picks import PICKS
from service.rules.ranking.reference import MIN_CARDS, rules_of
from service.rules.ranking.systems import DECLARATIONS, RankingSystem
from service.rules.ranking.tables import (
    _HIGH_FLUSHES,
    CODE_AT,
    CODES,
    FLUSH_SUIT,
    PICK_SHIFT,
    RANK_KEY_SHIFT,
    RANK_TABLES,
    RANK_WORDS,
    SCORE_MASK,
    SCORE_SHIFT,
    SUIT_FIELD,
)

# A card's index and code; a joker has no index and raises AttributeError, which sends its hand
# elsewhere.
_INDEX: Final = cast("Callable[[PlayingCard], int]", attrgetter("index"))
PICKERS: Final = [itemgetter(*pick) for pick in PICKS]
"""For each pick, the function that takes its five from a hand sorted high to low."""
_HIGH: Final = RankingSystem.HIGH


_SCORES: Final[dict[RankingSystem, dict[int, ScoreRuling]]] = {s: {} for s in RankingSystem}


def low_qualification(
    best: FiveScore, qualifier: int | None
) -> tuple[bool | None, tuple[str, ...]]:
    """Whether a low qualifies under an N-or-better qualifier (five different ranks, none above
    N, rule ``low.qualifier``), and the rule the ruling cites; ``None`` with no qualifier."""
    if qualifier is None:
        return None, ()
    qualifies = best.category == Category.HIGH_CARD and best.order[0] <= qualifier
    return qualifies, ("low.qualifier" if qualifies else "low.no-qualifying-low",)


def score_ruling(
    system: RankingSystem, score: int, chosen: bool, qualifier: int | None
) -> ScoreRuling:
    """The ruling of a best five scoring ``score``; ``chosen`` when it was chosen from more
    than five cards; ``qualifier`` N for an N-or-better low. Remembered: a system has a few
    thousand scores."""
    index = score << 5 | chosen << 4 | (qualifier or 0)
    ruling = _SCORES[system].get(index)
    if ruling is None:
        best = unpacked(score, system)
        rules = rules_of(system, chosen, best.category, best.order[0])
        qualifies, cited = low_qualification(best, qualifier)
        rules += cited
        ruling = ScoreRuling(
            system=system,
            value=score,
            category=named_category(system, best.category),
            description=describe(system, best.category, best.order),
            rules=rules,
            qualifies=qualifies,
        )
        _SCORES[system][index] = ruling
    return ruling


@dataclass(frozen=True, slots=True)
class _SystemTables:
    """One system's tables, found with one lookup (an enum member hashes slowly)."""

    score_shift: int
    pick_shift: int
    rulings: dict[int, ScoreRuling]
    suits_count: bool


_SYSTEMS: Final = {
    s: _SystemTables(
        SCORE_SHIFT[s], PICK_SHIFT[s], _SCORES[s], DECLARATIONS[s].straights_and_flushes_count
    )
    for s in RankingSystem
}


def natural_ruling(
    cards: Sequence[PlayingCard], system: RankingSystem, qualifier: int | None
) -> Evaluation | None:
    """The ruling on 5 to 7 natural cards, or None where the tables do not decide it."""
    return natural_rulings([cards], system, qualifier)[0]


def natural_rulings(
    hands: Iterable[Sequence[PlayingCard]], system: RankingSystem, qualifier: int | None
) -> list[Evaluation | None]:
    """:func:`natural_ruling` of each hand, in one loop (a showdown's hands, without a call
    per hand)."""
    tables = _SYSTEMS[system]
    pick_shift, score_shift, rulings = tables.pick_shift, tables.score_shift, tables.rulings
    flushes_count = tables.suits_count
    high = system == _HIGH
    words, flush_suit, pickers = RANK_WORDS, FLUSH_SUIT, PICKERS
    index, code_at, new = _INDEX, CODE_AT, MAKE_EVALUATION
    qualified = qualifier or 0
    found: list[Evaluation | None] = []
    for cards in hands:
        if len(cards) > 7:
            found.append(None)
            continue
        try:
            codes: list[int] = [code_at[c.index] for c in cards]  # type: ignore[union-attr]
            total = sum(codes)
        except AttributeError:
            found.append(None)  # a joker: the wild-card rulings' business
            continue
        key = total >> RANK_KEY_SHIFT
        # Indices order cards as the search prefers them: by rank, then suit.
        ordered: list[Card] = sorted(cards, key=index, reverse=True)  # type: ignore[arg-type]
        chosen = len(ordered) > MIN_CARDS
        suit = flush_suit[total & SUIT_FIELD]
        if suit and flushes_count and high:
            flush = _high_flush(ordered, suit, key)
            if flush is not None:
                score, five = flush
                flushed = score_ruling(system, score, chosen, qualifier)
                found.append(new(Evaluation, (flushed, five, five, ())))
                continue
        word = words.get(key)
        if word is None:
            found.append(None)  # a rank more than four times (two packs): its digit overflowed
            continue
        five = pickers[word >> pick_shift & 0xFF](ordered)
        if suit and flushes_count and len({c.suit for c in five}) == 1:
            # A low that counts flushes: the pick is the best five unless it is itself a
            # flush; then other cards of its ranks may avoid one, which the search finds.
            found.append(None)
            continue
        score = word >> score_shift & SCORE_MASK
        ruling = rulings.get(score << 5 | chosen << 4 | qualified)
        if ruling is None:
            ruling = score_ruling(system, score, chosen, qualifier)
        found.append(new(Evaluation, (ruling, five, five, ())))
    return found


def _high_flush(cards: list[Card], suit: int, key: int) -> tuple[int, tuple[Card, ...]] | None:
    """The best flush of the cards with five of ``suit`` (a suit field value), and its cards in
    the order they compare; None when pairing beats it (the picks decide then).

    From two packs the suit may hold a card twice: a flush outranks the pair it holds and
    compares from the top (:func:`.five.score_five`), so its ranks are scored as held."""
    suited = [c for c in cards if CODES[c] & SUIT_FIELD == suit]
    by_rank: dict[int, Card] = {c.rank: c for c in suited}
    if len(by_rank) == len(suited):
        score = _HIGH_FLUSHES[sum(1 << (r - 2) for r in by_rank)]
    else:
        score, _ = best_flush_of_suit(_HIGH, tuple(c.rank for c in suited), 0, 0, True)
    if score < RANK_TABLES[_HIGH][key]:
        return None
    order = unpacked(score, _HIGH).order
    return score, tuple(by_rank[ACE if v == LOW_ACE else v] for v in order)
