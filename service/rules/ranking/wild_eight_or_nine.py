"""The full ruling of eight or nine cards holding one or two fully wild cards, from the tables.

The best five of such a hand holds every wild card it needs and at most five naturals, so it is
the best five of all the wild cards and some 7 - w of the naturals: the joker tables score each
such subset in one lookup (:mod:`.joker_tables`), the hand's natural rank key less the dropped
naturals' keys. The best five's ranks are the score's; the wild cards stand for the ranks the
naturals lack, highest first in the order the wild cards are held, each in the suit least held
(the higher among equals) of which no card of that rank is held, and a wild card not needed
stands for nothing: what the search decides (:func:`.wild.best_with_wilds`). The naturals and
the stand-ins are then ruled as natural cards (:mod:`.eight_or_nine`, :mod:`.natural`), each
stand-in giving its place in the best five back to its wild card.

Elsewhere :func:`wild_eight_or_nine_ruling` answers None and the search decides: a high flush
the wild cards complete that beats the rest, five of a rank, the bug, three or more wild
cards, wild cards that may not duplicate.

>>> from service.rules.cards import parse_card
>>> from service.rules.ranking.wild import WildRule
>>> hand = [parse_card(c) for c in "Jk 7h 7d 2s 9c Tc Kd 4h".split()]
>>> ruling = wild_eight_or_nine_ruling(hand, RankingSystem.HIGH, None, WildRule(), frozenset())
>>> ruling.description, [(i, str(c)) for i, c in ruling.wild_cards]
('Three of a kind, sevens, king-ten kickers', [(0, '7s')])
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from service.rules.cards import Card, PlayingCard, Rank
from service.rules.ranking.describe import describe, named_category
from service.rules.ranking.eight_or_nine import eight_or_nine_ruling
from service.rules.ranking.five import ACE, LOW_ACE, unpacked
from service.rules.ranking.flush_fill import best_flush_of_suit
from service.rules.ranking.hands import Evaluation, ScoreRuling
from service.rules.ranking.joker_tables import TABLE_WILDS, WILD_WORDS
from service.rules.ranking.natural import low_qualification, natural_ruling
from service.rules.ranking.reference import NATURAL_PAIR_BONUS, rules_of
from service.rules.ranking.stand_ins import offsuit
from service.rules.ranking.systems import DECLARATIONS, RankingSystem
from service.rules.ranking.tables import RANK_KEY, SCORE_MASK, SCORE_SHIFT
from service.rules.ranking.wild import JokerRule, WildRule

_HIGH: Final = RankingSystem.HIGH
_SUITS: Final = range(4)


def wild_eight_or_nine_ruling(
    cards: Sequence[PlayingCard],
    system: RankingSystem,
    qualifier: int | None,
    wild: WildRule,
    wild_ranks: frozenset[Rank],
) -> Evaluation | None:
    """The ruling on 8 or 9 cards with one or two fully wild cards that may duplicate, or None
    where this path does not decide it."""
    if len(cards) not in (8, 9) or not wild.may_duplicate:
        return None
    sorted_out = _sorted_out(cards, wild, wild_ranks)
    if sorted_out is None:
        return None
    wild_at, held = sorted_out
    wilds = len(wild_at)
    if wilds not in TABLE_WILDS:
        return None
    value = _best_without_flush(held, wilds, system)
    if value is None:
        return None
    if system == _HIGH and _best_flush(held, wilds) > value:
        return None  # a flush the wild cards complete: the search places them
    stand_ins = offsuit(held, _lacking(held, unpacked(value, system).order))
    playing = [*held, *stand_ins]
    if len(playing) > 7:
        ruled = eight_or_nine_ruling(playing, system, None)
    else:
        ruled = natural_ruling(playing, system, None)
    if ruled is None or ruled.value != value:
        return None
    fills: list[Card | None] = [*stand_ins, *[None] * (wilds - len(stand_ins))]
    wild_of = dict(zip(stand_ins, wild_at, strict=False))
    natural = wild.natural_pair
    if natural is not None and sum(1 for c in held if c.rank == natural) < 2:
        natural = None
    per_player = any(c.rank in wild_ranks for c in cards if isinstance(c, Card))
    return Evaluation(
        score=_score_ruling(system, value, qualifier, per_player, natural),
        best_five=tuple([cards[wild_of[c]] if c in wild_of else c for c in ruled.plays_as]),
        plays_as=ruled.plays_as,
        wild_cards=tuple(zip(wild_at, fills, strict=True)),
    )


def _sorted_out(
    cards: Sequence[PlayingCard], wild: WildRule, wild_ranks: frozenset[Rank]
) -> tuple[list[int], list[Card]] | None:
    """The positions of the wild cards and the natural cards; None when a joker is the bug."""
    wild_at: list[int] = []
    held: list[Card] = []
    for i, card in enumerate(cards):
        if not isinstance(card, Card):
            if wild.jokers == JokerRule.BUG:
                return None  # the bug: the search
            wild_at.append(i)
        elif wild.kind_of(card, wild_ranks):
            wild_at.append(i)
        else:
            held.append(card)
    return wild_at, held


def _best_without_flush(held: list[Card], wilds: int, system: RankingSystem) -> int | None:
    """The best score with no flush: every wild card and the best 7 - ``wilds`` naturals, the
    distinct drops looked up once; None for five natural cards of a rank."""
    keys = [RANK_KEY[c.rank] for c in held]
    if max(keys.count(k) for k in set(keys)) >= 5:
        return None
    key, dropping = sum(keys), len(held) - (7 - wilds)
    drops = {0} if dropping == 0 else set(keys)
    if dropping == 2:
        drops = {a + b for i, a in enumerate(keys) for b in keys[i + 1 :]}
    words, shift = WILD_WORDS[wilds], SCORE_SHIFT[system]
    return max(words[key - drop] >> shift & SCORE_MASK for drop in drops)


def _best_flush(held: list[Card], wilds: int) -> int:
    """The best high flush or straight flush the wild cards complete in any suit, or 0."""
    best = 0
    for suit in _SUITS:
        suited = tuple(sorted((c.rank for c in held if c.suit == suit), reverse=True))
        if len(suited) + wilds >= 5:
            best = max(best, best_flush_of_suit(_HIGH, suited, wilds, 0, True)[0])
    return best


def _lacking(held: list[Card], order: tuple[int, ...]) -> list[int]:
    """The ranks of the best five the naturals do not hold, highest first."""
    lacking = [ACE if v == LOW_ACE else v for v in order]
    for card in held:
        if card.rank in lacking:
            lacking.remove(card.rank)
    return sorted(lacking, reverse=True)


_RULINGS: Final[dict[tuple[object, ...], ScoreRuling]] = {}


def _score_ruling(
    system: RankingSystem,
    value: int,
    qualifier: int | None,
    per_player: bool,
    natural_pair: Rank | None,
) -> ScoreRuling:
    """The ruling of a best five chosen from more than five cards with fully wild cards: the
    wild-card rules applied (RULES.md §0) and the natural pair if held. Remembered."""
    index = (system, value, qualifier, per_player, natural_pair)
    ruling = _RULINGS.get(index)
    if ruling is None:
        best = unpacked(value, system)
        rules = (*rules_of(system, True, best.category, best.order[0]), "wild.fully-wild")
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
        ruling = _RULINGS[index] = ScoreRuling(
            system=system,
            value=score,
            category=named_category(system, best.category),
            description=description,
            rules=rules + cited,
            qualifies=qualifies,
        )
    return ruling
