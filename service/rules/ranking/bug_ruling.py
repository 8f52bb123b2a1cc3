"""The full ruling of a hand holding the bug from the tables, no search (RULES.md §0, the bug).

The bug is a joker that counts as an ace or as any card completing a straight, flush or
straight flush (RR joker rules). Covered, 5 to 7 cards:

- a low system, the bug with at most one other wild card: the bug plays as a fully wild joker
  does for low (RULES.md §0, "the bug in low"), so the ruling is the fully wild one
  (:mod:`.wild_ruling`) citing the bug's rule;
- high, the bug (one or two) and no other wild card: each bug stands for the best of (a) an
  ace, (b) the card a straight lacks, (c) the card a flush or straight flush of its suit lacks,
  in the order the search weighs them (:func:`.wild.best_with_wilds`, the first of equal scores
  kept). The naturals and the stand-ins are then ruled as natural cards (:mod:`.natural`), each
  stand-in giving its five place back to its bug.

Elsewhere (a bug with fully wild cards in high, five of a rank, duplicates not allowed in a
low) :func:`bug_ruling` answers None and the search decides.

>>> from service.rules.cards import parse_card
>>> from service.rules.ranking.wild import JokerRule, WildRule
>>> hand = [parse_card(c) for c in "Jk 9h Th Jh Qh 2c".split()]
>>> ruling = bug_ruling(hand, RankingSystem.HIGH, None, WildRule(jokers=JokerRule.BUG), frozenset())
>>> ruling.description, [(i, str(c)) for i, c in ruling.wild_cards]
('Straight flush, king high', [(0, 'Kh')])
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Final

from service.rules.cards import FULL_PACK, JOKER, Card, PlayingCard, Rank
from service.rules.ranking.five import ACE
from service.rules.ranking.flush_fill import WINDOWS, best_flush_of_suit
from service.rules.ranking.hands import Category, Evaluation, ScoreRuling
from service.rules.ranking.natural import natural_ruling
from service.rules.ranking.reference import NATURAL_PAIR_BONUS
from service.rules.ranking.stand_ins import offsuit
from service.rules.ranking.systems import DECLARATIONS, RankingSystem
from service.rules.ranking.tables import RANK_KEY, RANK_WORDS, SCORE_MASK
from service.rules.ranking.wild import JokerRule, WildRule
from service.rules.ranking.wild_ruling import wild_ruling

_HIGH: Final = RankingSystem.HIGH
_STRAIGHT: Final = Category.STRAIGHT.high_strength
_CATEGORY_SHIFT: Final = 20  # a high score's category above its five four-bit ranks
_SUITS: Final = range(4)
_WINDOW_MASKS: Final = [(window, sum(1 << r for r in window)) for window in WINDOWS]
"""Every straight's ranks (the highest first, the wheel last) with their bits, ``1 << rank``."""


def bug_ruling(
    cards: Sequence[PlayingCard],
    system: RankingSystem,
    qualifier: int | None,
    wild: WildRule,
    wild_ranks: frozenset[Rank],
) -> Evaluation | None:
    """The ruling on 5 to 7 cards holding the bug, or None where this path does not decide it."""
    if not 5 <= len(cards) <= 7 or wild.jokers != JokerRule.BUG or JOKER not in cards:
        return None
    if DECLARATIONS[system].low:
        return _low(cards, system, qualifier, wild, wild_ranks)
    others_wild = bool(wild.ranks or wild.cards or wild_ranks)
    bug_at: list[int] = []
    held: list[Card] = []
    for i, card in enumerate(cards):
        if card is JOKER:
            bug_at.append(i)
        elif isinstance(card, Card) and not (others_wild and wild.kind_of(card, wild_ranks)):
            held.append(card)
        else:
            return None  # a fully wild card beside the bug: the search
    return _high(cards, held, bug_at, wild)


def _low(
    cards: Sequence[PlayingCard],
    system: RankingSystem,
    qualifier: int | None,
    wild: WildRule,
    wild_ranks: frozenset[Rank],
) -> Evaluation | None:
    """The bug in low plays as a fully wild joker does (RULES.md §0): that ruling, its rules
    citing the bug (and full wildness only if another card is fully wild)."""
    ruled = wild_ruling(cards, system, qualifier, _as_wild(wild), wild_ranks)
    if ruled is None:
        return None
    others = any(c is not JOKER and wild.kind_of(c, wild_ranks) for c in cards)
    key = (ruled.score, others)
    score = _LOW_SCORES.get(key)
    if score is None:
        rules = list(ruled.score.rules)
        at = rules.index("wild.fully-wild")
        rules[at : at + 1] = ["wild.fully-wild", "wild.bug"] if others else ["wild.bug"]
        score = replace(ruled.score, rules=tuple(rules))
        _LOW_SCORES[key] = score
    return ruled._replace(score=score)


_LOW_SCORES: Final[dict[tuple[ScoreRuling, bool], ScoreRuling]] = {}
_AS_WILD: Final[dict[WildRule, WildRule]] = {}


def _as_wild(wild: WildRule) -> WildRule:
    """The same rule with jokers fully wild; remembered (a game has one rule)."""
    rule = _AS_WILD.get(wild)
    if rule is None:
        rule = _AS_WILD[wild] = replace(wild, jokers=JokerRule.WILD)
    return rule


def _high(
    cards: Sequence[PlayingCard], held: list[Card], bug_at: list[int], wild: WildRule
) -> Evaluation | None:
    """The bugs' stand-ins as the search chooses them, then the ruling of the cards as they
    play, with the bugs in the best five where their stand-ins are."""
    stand_ins = _stand_ins(held, len(bug_at))
    if stand_ins is None:
        return None
    ruled = natural_ruling([*held, *stand_ins], _HIGH, None)
    if ruled is None:
        return None
    bug_of = dict(zip(stand_ins, bug_at, strict=True))
    natural = wild.natural_pair
    if natural is not None and sum(1 for c in held if c.rank == natural) < 2:
        natural = None
    return Evaluation(
        score=_high_score(ruled.score, wild.may_duplicate, natural),
        best_five=tuple([cards[bug_of[c]] if c in bug_of else c for c in ruled.plays_as]),
        plays_as=ruled.plays_as,
        wild_cards=tuple(zip(bug_at, stand_ins, strict=True)),
    )


def _stand_ins(held: list[Card], bugs: int) -> list[Card] | None:
    """The card each bug stands for, in the order of the bugs: the best of the options the
    search weighs (:func:`.wild.best_with_wilds`), in its order, the first of equal scores
    kept; None for five of a rank (five aces), which the search rules."""
    key = sum(RANK_KEY[c.rank] for c in held)
    as_aces = RANK_WORDS.get(key + bugs * RANK_KEY[ACE])
    if as_aces is None:
        return None
    # (a) Aces, in suits that make no flush.
    best, ranks, suit = as_aces & SCORE_MASK, [ACE] * bugs, -1
    # (b) The ranks a straight lacks, any bug left over an ace; only a best five that is that
    # straight counts (a bug stands for one card, never a pair card as well).
    present = 0
    per_suit = [0] * 4
    for card in held:
        present |= 1 << card.rank
        per_suit[card.suit] += 1
    for window, mask in _WINDOW_MASKS:
        lacking = mask & ~present
        if not lacking or lacking.bit_count() > bugs:
            continue
        taken = [r for r in window if lacking >> r & 1] + [ACE] * (bugs - lacking.bit_count())
        word = RANK_WORDS.get(key + sum(RANK_KEY[r] for r in taken))
        if word is None:
            continue
        value = word & SCORE_MASK  # the high score is the word's lowest field
        if value >> _CATEGORY_SHIFT == _STRAIGHT and value > best:
            best, ranks = value, taken
    # (c) A flush or straight flush of a suit the bugs complete.
    for s in _SUITS:
        if per_suit[s] + bugs >= 5:
            suited = tuple(sorted((c.rank for c in held if c.suit == s), reverse=True))
            value, flush_ranks = best_flush_of_suit(_HIGH, suited, 0, bugs, True)
            if value > best:
                best, ranks, suit = value, flush_ranks, s
    if suit >= 0:
        return [FULL_PACK[(r - 2) * 4 + suit] for r in ranks]
    return offsuit(held, ranks)


_HIGH_SCORES: Final[dict[tuple[ScoreRuling, bool, Rank | None], ScoreRuling]] = {}


def _high_score(natural: ScoreRuling, may_duplicate: bool, pair: Rank | None) -> ScoreRuling:
    """The natural ruling of the cards as they play, with the bug's rules (RULES.md §0) and the
    game's natural pair if held; remembered."""
    key = (natural, may_duplicate, pair)
    score = _HIGH_SCORES.get(key)
    if score is None:
        rules = (*natural.rules, "wild.bug")
        if not may_duplicate:
            rules += ("wild.no-duplicates",)
        value, description = natural.value, natural.description
        if pair is not None:
            value += NATURAL_PAIR_BONUS
            rules += ("wild.natural-pair",)
            description += f" with a natural pair of {pair.plural}, which beats every hand"
        score = _HIGH_SCORES[key] = replace(
            natural, value=value, description=description, rules=rules
        )
    return score
