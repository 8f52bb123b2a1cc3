"""Wild cards: what a hand is worth when some of its cards may stand for others (RULES.md §0).

Wildness belongs to the game, never to the card:
- fully wild (a wild rank such as deuces, a specific card such as the K♦, a joker played wild,
  a rank wild for one player only): any rank and suit; by default even a card already held
  (``may_duplicate``), so five of a kind and double-ace flushes exist;
- the bug (a joker in Aces, Straights and Flushes): an ace, or any card that completes a
  straight, flush or straight flush; in a flush, the highest card of the suit not present.

The search is over ranks, not cards: suits matter only to flushes, so the best hand is the best
of (a) the wild cards taking ranks, in suits that make no flush, (b) a bug completing a straight,
and (c) every flush the wild cards can complete. For (a) the best five holds some naturals and
at most five wild cards; for every choice of naturals a table gives the best ranks for the wild
cards, so a hand of nine is at most a few hundred lookups, whatever its number of wild cards.

>>> from service.rules.cards import parse_card
>>> hand = [parse_card(c) for c in "Jk 7h 7d 7s 2c".split()]
>>> value, plays_as = best_with_wilds(hand, RankingSystem.HIGH, WildRule())
>>> {i: str(c) for i, c in plays_as.items()}
{0: '7c'}
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cache, lru_cache
from itertools import combinations, combinations_with_replacement
from typing import Final

from service.rules.cards import Card, Joker, PlayingCard, Rank, Suit
from service.rules.errors import RuleViolation
from service.rules.ranking import table_build
from service.rules.ranking.five import ACE, score_five, unpacked
from service.rules.ranking.flush_fill import WINDOWS, best_flush_of_suit
from service.rules.ranking.hands import Category
from service.rules.ranking.systems import DECLARATIONS, RankingSystem
from service.rules.ranking.tables import _FILE, RANK_KEY, RANK_TABLES, rank_multiset_score

RANKS: Final = tuple(range(2, 15))
_NO_CARDS: Final = (0,) * 13


class JokerRule(StrEnum):
    """How jokers play."""

    WILD = "wild"
    BUG = "bug"


@dataclass(frozen=True, kw_only=True, slots=True)
class WildRule:
    """Which cards are wild in a game, and how."""

    ranks: frozenset[Rank] = field(default_factory=frozenset)
    cards: frozenset[Card] = field(default_factory=frozenset)
    jokers: JokerRule = JokerRule.WILD
    may_duplicate: bool = True
    """A wild card may stand for a card already held (RULES.md §0 default)."""
    natural_pair: Rank | None = None
    """A natural pair of this rank beats every hand (Deuces and Jacks and the Man with the Axe)."""

    def kind_of(self, card: PlayingCard, extra_ranks: frozenset[Rank] = frozenset()) -> str | None:
        """``"wild"``, ``"bug"`` or None (natural) for one card of a hand."""
        if isinstance(card, Joker):
            return self.jokers.value
        if card.rank in self.ranks or card.rank in extra_ranks or card in self.cards:
            return "wild"
        return None


def refuse_jokers(cards: Sequence[PlayingCard], why: str, at: tuple[str | int, ...] = ()) -> None:
    """Refuse a joker among ``cards`` where no wild-card rule is given: it has no rank of its
    own (RULES.md §0 wild cards); ``why`` says what to do instead, ``at`` where the cards are."""
    for position, card in enumerate(cards):
        if not isinstance(card, Card):
            raise RuleViolation(
                "wild.joker-needs-rule",
                f"a joker has no rank of its own: {why}",
                at=((*at, position),),
            )


def best_with_wilds(
    cards: Sequence[PlayingCard],
    system: RankingSystem,
    rule: WildRule,
    extra_ranks: frozenset[Rank] = frozenset(),
) -> tuple[int, dict[int, Card]]:
    """The best score of ``cards`` and, by position, the card each wild card stands for.

    A wild card the best five does not need is left out of the answer.
    """
    kinds = [rule.kind_of(c, extra_ranks) for c in cards]
    held = [c for c, kind in zip(cards, kinds, strict=True) if kind is None and isinstance(c, Card)]
    # In a low ranking the bug plays as a fully wild joker does (RULES.md §0; RR joker rules).
    low = DECLARATIONS[system].low
    wild_at = [i for i, kind in enumerate(kinds) if kind == "wild" or (low and kind == "bug")]
    bug_at = [i for i, kind in enumerate(kinds) if kind == "bug" and not low]
    value, fill = max(
        _options(held, len(wild_at), len(bug_at), system, rule.may_duplicate),
        key=lambda option: option[0],
    )
    return value, {i: card for i, card in zip(wild_at + bug_at, fill, strict=True) if card}


Filling = tuple[int, list[Card | None]]
"""A score and the card each wild card (fully wild first, then bugs) stands for, if needed."""


def _options(
    held: list[Card], wilds: int, bugs: int, system: RankingSystem, may_duplicate: bool
) -> list[Filling]:
    """Candidate fillings of the wild cards, each with its score."""
    declaration = DECLARATIONS[system]
    counts = _counts(held)
    ranked: list[tuple[int, list[int | None]]] = []
    # (a) Suits that make no flush: a bug plays as an ace, fully wild cards take the best ranks.
    naturals = tuple(sorted((*(c.rank for c in held), *[ACE] * bugs), reverse=True))
    value, ranks = _best_completion(system, naturals, counts, wilds, 5 if may_duplicate else 4)
    ranked.append((value, [*ranks, *[ACE] * bugs]))
    # (b) A bug may complete a straight instead, the fully wild cards filling the rest of it.
    if bugs and declaration.straights_and_flushes_count and not declaration.low:
        ranked.extend(_bug_straights(system, held, wilds, bugs, may_duplicate))
    options: list[Filling] = [(value, _offsuit(held, ranks)) for value, ranks in ranked]
    # (c) The wild cards may complete a flush (high only: in a low a flush only hurts).
    if declaration.straights_and_flushes_count and not declaration.low:
        for suit in Suit:
            suited = tuple(sorted((c.rank for c in held if c.suit == suit), reverse=True))
            if len(suited) + wilds + bugs >= 5:
                value, flush = best_flush_of_suit(system, suited, wilds, bugs, may_duplicate)
                cards: list[Card | None] = [Card(Rank(r), suit) for r in flush]
                options.append((value, cards))
    return options


def _bug_straights(
    system: RankingSystem, held: list[Card], wilds: int, bugs: int, may_duplicate: bool
) -> list[tuple[int, list[int | None]]]:
    """Each straight the bugs complete, with the fully wild cards taking the best ranks around
    them: the ranks of the wild cards, then of the bugs.

    A bug stands for one card only (RULES.md §0): here a rank the straight lacks, never a pair
    card. So an option counts only when its best five is a straight; when the wild cards make
    more, a bug taking a rank already made (a pair card) is no straight card, and the same hand
    with the bug as an ace is found in (a).
    """
    counts = _counts(held)
    found: list[tuple[int, list[int | None]]] = []
    for window in WINDOWS:
        missing = [r for r in window if counts[r - 2] == 0]
        if not missing or len(missing) > bugs + wilds:
            continue
        taken = missing[:bugs]
        bug_ranks = taken + [ACE] * (bugs - len(taken))
        if not wilds:
            value = _rank_value(system, _plus(counts, bug_ranks))
            ranks: list[int | None] = []
        else:
            naturals = tuple(sorted((*(c.rank for c in held), *bug_ranks), reverse=True))
            value, ranks = _best_completion(
                system, naturals, _plus(counts, bug_ranks), wilds, 5 if may_duplicate else 4
            )
        if unpacked(value, system).category == Category.STRAIGHT:
            found.append((value, [*ranks, *bug_ranks]))
    return found


def _best_completion(
    system: RankingSystem,
    naturals: tuple[int, ...],
    counts: tuple[int, ...],
    wilds: int,
    cap: int,
) -> tuple[int, list[int | None]]:
    """The best five of ``naturals`` (ranks, highest first) and ``wilds`` wild cards, suits
    making no flush, and the rank each wild card takes (None: not needed).

    The five holds some of the naturals and some wild cards: for every choice of naturals the
    best ranks for the wild cards are in a table.
    """
    best: tuple[int, tuple[int, ...], tuple[int, ...]] | None = None
    for used in range(min(wilds, 5), -1, -1):
        if 5 - used > len(naturals):
            continue
        completions = _completions(system, used, cap)
        for chosen in set(combinations(naturals, 5 - used)):
            value, ranks = completions[chosen] if used else (_five_value(system, chosen), ())
            if best is None or value > best[0]:
                best = (value, chosen, ranks)
    assert best is not None  # five cards in all
    value, chosen, ranks = best
    # A wild card standing for a rank of which a natural card lies unused gives way to it, so
    # that without duplicates no wild card stands for a card held.
    spare = [n - chosen.count(r) for r, n in zip(RANKS, counts, strict=True)]
    needed: list[int | None] = []
    for rank in ranks:
        if spare[rank - 2] > 0:
            spare[rank - 2] -= 1
        else:
            needed.append(rank)
    # The ranks needed go to the wild cards in the order they are held, highest first, the
    # others stand for nothing: the same answer whichever naturals the search met first.
    return value, needed + [None] * (wilds - len(needed))


@cache
def _completions(
    system: RankingSystem, used: int, cap: int
) -> dict[tuple[int, ...], tuple[int, tuple[int, ...]]]:
    """For every 5 - ``used`` natural ranks (highest first), the best five they make with
    ``used`` wild cards, and the ranks those take (no rank more than ``cap`` times): read from
    the table file (:mod:`.table_build` makes it), or made here without one."""
    chosen = combinations_with_replacement(RANKS[::-1], 5 - used)
    name = f"completions.{system}.{cap}.{used}"
    if f"{name}.value" not in _FILE:
        return dict(zip(chosen, table_build.completions(system, used, cap), strict=True))
    best = zip(_FILE[f"{name}.value"], _FILE[f"{name}.ranks"], strict=True)
    return {
        ranks: (value, tuple(packed >> 4 * i & 0xF for i in range(used)))
        for ranks, (value, packed) in zip(chosen, best, strict=True)
    }


def _five_value(system: RankingSystem, five: tuple[int, ...]) -> int:
    """The score of five ranks with suits that make no flush."""
    # Five of one rank overflows its base-5 digit into a key no five-card multiset has.
    value = RANK_TABLES[system].get(sum(RANK_KEY[r] for r in five))
    if value is None:
        return score_five(five, flush=False, declaration=DECLARATIONS[system]).value
    return value


def _counts(cards: Sequence[Card]) -> tuple[int, ...]:
    return _plus(_NO_CARDS, [c.rank for c in cards])


def _plus(counts: tuple[int, ...], ranks: Sequence[int]) -> tuple[int, ...]:
    added = list(counts)
    for r in ranks:
        added[r - 2] += 1
    return tuple(added)


def _minus(counts: tuple[int, ...], rank: int) -> tuple[int, ...]:
    fewer = list(counts)
    fewer[rank - 2] -= 1
    return tuple(fewer)


@lru_cache(maxsize=1 << 16)
def _rank_value(system: RankingSystem, counts: tuple[int, ...]) -> int:
    """Best score of a rank multiset with suits that make no flush: its best five."""
    table_score = rank_multiset_score(system, counts)
    if table_score is not None:
        return table_score
    if sum(counts) > 7:
        # The best five of more than seven cards is the best five of some seven of them.
        return max(_rank_value(system, _minus(counts, r)) for r in RANKS if counts[r - 2])
    ranks = [r for r, n in zip(RANKS, counts, strict=True) for _ in range(n)]
    declaration = DECLARATIONS[system]
    return max(
        score_five(five, flush=False, declaration=declaration).value
        for five in set(combinations(ranks, 5))
    )


def _offsuit(held: list[Card], ranks: Sequence[int | None]) -> list[Card | None]:
    """Cards of these ranks in the suits least held, so that they make no flush, duplicating a
    card held only when all four are (which only a rule allowing duplicates lets happen)."""
    taken = set(held)
    per_suit = {s: sum(1 for c in held if c.suit == s) for s in Suit}
    chosen: list[Card | None] = []
    for r in ranks:
        if r is None:
            chosen.append(None)
            continue
        suits = sorted(Suit, key=lambda s: (per_suit[s], -s))
        fresh = [s for s in suits if Card(Rank(r), s) not in taken]
        suit = fresh[0] if fresh else suits[0]
        card = Card(Rank(r), suit)
        taken.add(card)
        per_suit[suit] += 1
        chosen.append(card)
    return chosen
