"""The full ruling by search: the oracle the tables' ruling (:mod:`.evaluate`) is held to, and
the way for the hands the tables do not cover.

The best five is found among every five of the cards, so high and low each choose their own
(cards speak, RULES.md §0). Its score is the number the lookup tables give; the tests hold the
two to it. Wild cards are first given the cards they stand for (:mod:`.wild`).

>>> from service.rules.cards import parse_card
>>> hand = [parse_card(c) for c in "As Ks Qs Js Ts".split()]
>>> evaluate_by_search(hand, RankingSystem.HIGH).description
'Royal flush'
>>> low = evaluate_by_search([parse_card(c) for c in "8h 6c 3d 2s Ac Kd Kh".split()],
...                     RankingSystem.ACE_TO_FIVE, qualifier=8)
>>> low.description, low.qualifies, " ".join(str(c) for c in low.best_five)
('Eight-six low, a smooth eight (8-6-3-2-A)', True, '8h 6c 3d 2s Ac')
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import combinations
from typing import Final, cast

from service.rules.cards import Card, PlayingCard, Rank
from service.rules.errors import RuleViolation
from service.rules.ranking.describe import describe, named_category
from service.rules.ranking.five import ACE, LOW_ACE, FiveScore, score_ranks, unpacked
from service.rules.ranking.hands import Category, Evaluation, ScoreRuling
from service.rules.ranking.systems import DECLARATIONS, RankingSystem
from service.rules.ranking.tables import best_score
from service.rules.ranking.wild import WildRule, best_with_wilds, refuse_jokers

MIN_CARDS: Final = 5
MAX_CARDS: Final = 9
QUALIFIERS: Final = range(5, 15)
"""N in an N-or-better qualifier: a no-pair low with no card above N (the ace counts 14 in
deuce-to-seven)."""
NATURAL_PAIR_BONUS: Final = 1 << 25
"""Added to the score of a hand holding the game's natural pair: above every other hand."""

_FLUSHES: Final = (Category.FLUSH, Category.STRAIGHT_FLUSH)
PER_PLAYER_ONLY: Final = WildRule()
"""The rule for a hand whose only wild cards are its own ranks: fully wild, the defaults."""

Placed = tuple[int, Card]
"""A card that plays, with the position in the hand of the card it came from."""


def evaluate_by_search(
    cards: Sequence[PlayingCard],
    system: RankingSystem,
    *,
    qualifier: int | None = None,
    wild: WildRule | None = None,
    wild_ranks: frozenset[Rank] = frozenset(),
) -> Evaluation:
    """Evaluate 5 to 9 cards under ``system``.

    ``qualifier`` N applies an N-or-better low; ``wild`` says which cards are wild in the game
    and ``wild_ranks`` adds ranks wild for this hand only. A joker needs a wild-card rule.
    """
    check_hand(cards, system, qualifier, wild)
    if wild is None and wild_ranks:
        # A hand's own wild ranks (Low Hole) apply in a game with no other wild card: they are
        # fully wild under the defaults (RULES.md §0). A joker still needs the game's rule.
        wild = PER_PLAYER_ONLY
    if wild is None:
        # No card is wild, and _check has seen that each is a natural card.
        playing: list[Placed] = list(enumerate(cast("Sequence[Card]", cards)))
        wild_cards: tuple[tuple[int, Card | None], ...] = ()
    else:
        playing, wild_cards = _plays_as(cards, system, wild, wild_ranks)
    best, five = _best_five(playing, system)
    value = best.value
    rules = rules_of(system, len(cards) > MIN_CARDS, best.category, best.order[0])
    description = describe(system, best.category, best.order)
    if wild is not None:
        rules += tuple(wild_rules(cards, system, wild, wild_ranks, wild_cards))
        natural = wild.natural_pair
        if natural and sum(is_natural(c, natural, wild, wild_ranks) for c in cards) >= 2:
            value += NATURAL_PAIR_BONUS
            rules += ("wild.natural-pair",)
            description += f" with a natural pair of {natural.plural}, which beats every hand"
    qualifies = None
    if qualifier is not None:
        qualifies = best.category == Category.HIGH_CARD and best.order[0] <= qualifier
        rules += ("low.qualifier" if qualifies else "low.no-qualifying-low",)
    return Evaluation(
        score=ScoreRuling(
            system=system,
            value=value,
            category=named_category(system, best.category),
            description=description,
            rules=rules,
            qualifies=qualifies,
        ),
        best_five=tuple([cards[i] for i, _ in five]),
        plays_as=tuple([card for _, card in five]),
        wild_cards=wild_cards,
    )


def check_hand(
    cards: Sequence[PlayingCard],
    system: RankingSystem,
    qualifier: int | None,
    wild: WildRule | None,
) -> None:
    if not MIN_CARDS <= len(cards) <= MAX_CARDS:
        raise RuleViolation(
            "hands.size", f"a hand is ranked from 5 to 9 cards; this one has {len(cards)}"
        )
    if qualifier is not None and not DECLARATIONS[system].low:
        raise RuleViolation(
            "low.qualifier",
            "a qualifier applies to a low ranking, not to high",
            at=(("qualifier",),),
        )
    if wild is None:
        refuse_jokers(cards, "it can be ranked only under a wild-card rule")


def _plays_as(
    cards: Sequence[PlayingCard],
    system: RankingSystem,
    wild: WildRule | None,
    wild_ranks: frozenset[Rank],
) -> tuple[list[Placed], tuple[tuple[int, Card | None], ...]]:
    """The cards as they play, and each wild card with the card it stands for."""
    wild_at = [i for i, c in enumerate(cards) if wild and wild.kind_of(c, wild_ranks)]
    if not wild_at:
        return [(i, c) for i, c in enumerate(cards) if isinstance(c, Card)], ()
    assert wild is not None
    _, stands_for = best_with_wilds(cards, system, wild, wild_ranks)
    playing = [(i, c) for i, c in enumerate(cards) if i not in wild_at and isinstance(c, Card)]
    playing += sorted(stands_for.items())
    return playing, tuple((i, stands_for.get(i)) for i in wild_at)


def _best_five(playing: list[Placed], system: RankingSystem) -> tuple[FiveScore, list[Placed]]:
    """The best five and its cards in the order they compare."""
    # The tables know the best score at once; the first five that makes it is the one shown.
    target = best_score([c for _, c in playing], system)
    found = _read_off(playing, target, system)
    if found is not None:
        return found
    # Highest cards first, so that among equal fives the choice does not depend on input order.
    ordered = sorted(playing, key=lambda p: (p[1].rank, *_preference(p)), reverse=True)
    for five in combinations(ordered, 5):
        ranks = tuple(c.rank for _, c in five)
        scored = score_ranks(ranks, len({c.suit for _, c in five}) == 1, system)
        if scored.value == target:
            return scored, _in_order(five, scored.order)
    raise AssertionError("the tables and the scorer disagree")  # the tests hold them equal


def _preference(placed: Placed) -> tuple[int, int]:
    """Among cards of one rank, the one the search above meets first: the highest suit, then
    the earliest in the hand."""
    return placed[1].suit, -placed[0]


def _read_off(
    playing: list[Placed], target: int, system: RankingSystem
) -> tuple[FiveScore, list[Placed]] | None:
    """The five the search above would find, read off the score instead, or None.

    A score holds the five ranks in the order they compare. Taking for each the card of that
    rank the search meets first gives the first five in the search's order with those ranks.
    Where suits count and the five are, or must be, of one suit, it may not make the score (a
    flush of other cards, a low that must not be a flush): then it is scored, and None if it
    falls short.
    """
    best = unpacked(target, system)
    by_rank: dict[int, list[Placed]] = {}
    for placed in playing:
        by_rank.setdefault(placed[1].rank, []).append(placed)
    five = []
    for value in best.order:
        left = by_rank.get(ACE if value == LOW_ACE else value)
        if not left:
            return None
        if len(left) == 1:
            five.append(left.pop())
        else:
            first = max(left, key=_preference)
            left.remove(first)
            five.append(first)
    if DECLARATIONS[system].straights_and_flushes_count:
        one_suit = len({c.suit for _, c in five}) == 1
        if one_suit or best.category in _FLUSHES:
            scored = score_ranks(tuple(c.rank for _, c in five), one_suit, system)
            return (scored, five) if scored.value == target else None
    # Otherwise suits play no part, and the five ranks make the score.
    return best, five


def _in_order(five: Sequence[Placed], order: Sequence[int]) -> list[Placed]:
    """The cards of ``five`` arranged as ``order`` lists their rank values."""
    left = list(five)
    arranged = []
    for value in order:
        rank = ACE if value == LOW_ACE else value
        placed = next(p for p in left if p[1].rank == rank)
        left.remove(placed)
        arranged.append(placed)
    return arranged


def is_natural(card: PlayingCard, rank: Rank, wild: WildRule, extra: frozenset[Rank]) -> bool:
    return isinstance(card, Card) and card.rank == rank and not wild.kind_of(card, extra)


def wild_rules(
    cards: Sequence[PlayingCard],
    system: RankingSystem,
    wild: WildRule,
    wild_ranks: frozenset[Rank],
    wild_cards: tuple[tuple[int, Card | None], ...],
) -> list[str]:
    kinds = {wild.kind_of(cards[i], wild_ranks) for i, _ in wild_cards}
    rules = ["wild.fully-wild"] if "wild" in kinds else []
    if "bug" in kinds:
        rules.append("wild.bug")
    if any(isinstance(c, Card) and c.rank in wild_ranks for c in cards):
        rules.append("wild.per-player")
    if wild_cards and DECLARATIONS[system].low:
        rules.append("wild.in-low")
    if wild_cards and not wild.may_duplicate:
        rules.append("wild.no-duplicates")
    return rules


@lru_cache(maxsize=1024)  # a few hundred combinations of the arguments exist
def rules_of(system: RankingSystem, chosen: bool, category: Category, top: int) -> tuple[str, ...]:
    """The rules a best five of ``category`` with ``top`` its first rank value applies;
    ``chosen`` when it was chosen from more than five cards."""
    rules = ["hands.best-five"] if chosen else []
    rules.append(DECLARATIONS[system].rule)
    if system == RankingSystem.HIGH:
        if category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH) and top == 5:
            rules.append("high.wheel")
        if category == Category.FIVE_OF_A_KIND:
            rules.append("high.five-of-a-kind")
        elif category not in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
            rules.append("high.kickers")
    else:
        rules.append("low.compare")
        if category == Category.HIGH_CARD:
            rules.append("low.names")
    return tuple(rules)
