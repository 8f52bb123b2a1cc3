"""Build every lookup table from the one five-card scorer, and write them to the table file.

``make tables`` writes them into the generated module :mod:`.table_data`
(:func:`.table_file.source`), and the test suite checks that the committed module is exactly
what it writes. The tables (by name in the file):

- ``keys``: every multiset of 5 to 7 ranks with at most four of a rank, by its base-5 rank key;
  ``score.<system>``: its best score with no flush; ``pick.<system>``: the number of its pick,
  the positions of that best five in the hand sorted high to low (:mod:`.picks`), whose five
  positions each are listed in ``picks``;
- ``flush.high``: the best high flush or straight flush of each 13-bit mask of one suit's ranks;
  ``flush5.<system>``: the score of each five-card flush in a low that counts flushes;
- ``suits.<w>``: for every suit field (four 4-bit counts), the suit whose cards and ``w`` wild
  cards make five, as its field value, or 0;
- ``wild<w>.keys`` and ``wild<w>.<system>``: the best score without a flush of natural ranks
  and ``w`` fully wild cards that may duplicate, 5 to 7 cards in all (:mod:`.joker_tables`);
  ``wildflush<w>.high``: the best high flush they complete, by 13-bit mask;
- ``completions.<system>.<cap>.<used>``: for every 5 - ``used`` natural ranks (in the order
  ``combinations_with_replacement`` gives them, highest first), the best five they make with
  ``used`` wild cards taking no rank more than ``cap`` times: its score (``.value``) and the
  ranks the wild cards take, four bits each (``.ranks``): the search's table (:mod:`.wild`).
"""

from __future__ import annotations

from array import array
from collections.abc import Iterable
from itertools import combinations, combinations_with_replacement
from typing import Final

from service.rules.ranking.five import score_five, unpacked
from service.rules.ranking.flush_fill import WINDOWS, best_flush_of_suit
from service.rules.ranking.systems import DECLARATIONS, RankingSystem
from service.rules.ranking.table_file import Arrays

RANKS: Final = range(2, 15)
RANK_KEY: Final[dict[int, int]] = {r: 5 ** (r - 2) for r in RANKS}
TABLE_SIZES: Final[tuple[int, int, int]] = (5, 6, 7)
WILD_COUNTS: Final = (1, 2)
FLUSH_COUNTING_LOWS: Final = (RankingSystem.ACE_TO_SIX, RankingSystem.DEUCE_TO_SEVEN)


def multisets(size: int) -> list[tuple[tuple[int, ...], int]]:
    """Every multiset of ``size`` ranks with at most four of a rank, with its rank key."""
    found: list[tuple[tuple[int, ...], int]] = []

    def extend(lowest: int, ranks: tuple[int, ...], key: int) -> None:
        if len(ranks) == size:
            found.append((ranks, key))
            return
        for rank in range(lowest, 15):
            for count in range(1, min(4, size - len(ranks)) + 1):
                extend(rank + 1, ranks + (rank,) * count, key + RANK_KEY[rank] * count)

    extend(2, (), 0)
    return found


def rank_tables() -> dict[RankingSystem, dict[int, int]]:
    """For each system, the best non-flush score of every rank multiset of 5, 6 and 7 cards.

    Five cards are scored; a larger multiset is worth its best multiset one card smaller.
    """
    tables: dict[RankingSystem, dict[int, int]] = {system: {} for system in RankingSystem}
    for ranks, key in multisets(5):
        for system, table in tables.items():
            table[key] = score_five(ranks, flush=False, declaration=DECLARATIONS[system]).value
    for size in TABLE_SIZES[1:]:
        for ranks, key in multisets(size):
            smaller = [key - RANK_KEY[r] for r in set(ranks)]
            for table in tables.values():
                table[key] = max(map(table.__getitem__, smaller))
    return tables


def pick(ranks: tuple[int, ...], order: tuple[int, ...]) -> tuple[int, ...]:
    """Positions in ``ranks`` sorted high to low of the five rank values ``order``."""
    descending = sorted(ranks, reverse=True)
    taken: dict[int, int] = {}
    positions = []
    for value in order:
        rank = 14 if value == 1 else value
        positions.append(descending.index(rank) + taken.get(rank, 0))
        taken[rank] = taken.get(rank, 0) + 1
    return tuple(positions)


def _high_flushes() -> list[int]:
    declaration = DECLARATIONS[RankingSystem.HIGH]
    table = [0] * (1 << 13)
    for mask in range(1 << 13):
        ranks = [r for r in RANKS if mask >> (r - 2) & 1]
        if len(ranks) >= 5:
            present = set(ranks)
            fives = [tuple(w) for w in WINDOWS if present.issuperset(w)] + [tuple(ranks[-5:])]
            table[mask] = max(
                score_five(five, flush=True, declaration=declaration).value for five in fives
            )
    return table


def _five_card_flushes(system: RankingSystem) -> list[int]:
    declaration = DECLARATIONS[system]
    table = [0] * (1 << 13)
    for ranks in combinations(RANKS, 5):
        mask = sum(1 << (r - 2) for r in ranks)
        table[mask] = score_five(ranks, flush=True, declaration=declaration).value
    return table


def _flush_suits(wilds: int) -> list[int]:
    # Two suits never both can: five of one suit and five of another need ten cards, or with
    # wild cards 4 + 4 > 7 - 1 and 3 + 3 > 7 - 2.
    return [
        next((1 << (4 * s) for s in range(4) if ((field >> (4 * s)) & 0xF) + wilds >= 5), 0)
        for field in range(1 << 16)
    ]


def _wild_table(system: RankingSystem, smaller: dict[int, int], wilds: int) -> dict[int, int]:
    """Best non-flush score of every natural rank multiset completed by ``wilds`` wild cards to
    five, six or seven cards: a wild card takes the rank that helps most, or makes five of a
    kind; ``smaller`` is the table for one wild card fewer (the rank tables for none)."""
    declaration = DECLARATIONS[system]
    five_of = {r: score_five((r,) * 5, flush=False, declaration=declaration).value for r in RANKS}
    table: dict[int, int] = {}
    for size in range(max(5 - wilds, 1), 8 - wilds):
        for ranks, key in multisets(size):
            best = max(smaller[key + RANK_KEY[r]] for r in RANKS if ranks.count(r) < 4)
            for r in set(ranks):
                if ranks.count(r) + wilds >= 5:
                    best = max(best, five_of[r])
            table[key] = best
    return table


def _wild_flushes(wilds: int) -> list[int]:
    table = [0] * (1 << 13)
    for mask in range(1 << 13):
        if mask.bit_count() + wilds >= 5:
            suited = tuple(r for r in range(14, 1, -1) if mask >> (r - 2) & 1)
            table[mask] = best_flush_of_suit(RankingSystem.HIGH, suited, wilds, 0, True)[0]
    return table


CAPS: Final = (4, 5)
"""A wild card may take a rank held four times (5: duplicates allowed) or not (4)."""
USED: Final = range(1, 6)


def completions(system: RankingSystem, used: int, cap: int) -> list[tuple[int, tuple[int, ...]]]:
    """For every 5 - ``used`` natural ranks, highest first, in the order
    ``combinations_with_replacement`` gives them: the best five they make with ``used`` wild
    cards (suits making no flush), and the ranks those take (no rank more than ``cap`` times)."""
    declaration = DECLARATIONS[system]
    descending = RANKS[::-1]
    fills = list(combinations_with_replacement(descending, used))
    scored: dict[tuple[int, ...], int] = {}
    found = []
    for chosen in combinations_with_replacement(descending, 5 - used):
        best: tuple[int, tuple[int, ...]] = (-1, ())
        for ranks in fills:
            five = chosen + ranks
            if cap < 5 and any(five.count(r) > cap for r in ranks):
                continue
            same = tuple(sorted(five))
            value = scored.get(same)
            if value is None:
                value = scored[same] = score_five(five, flush=False, declaration=declaration).value
            if value > best[0]:
                best = (value, ranks)
        found.append(best)
    return found


def _ints(typecode: str, values: Iterable[int]) -> array[int]:
    return array(typecode, values)


def build() -> Arrays:
    """Every table, by its name in the file."""
    tables = rank_tables()
    keys = sorted(tables[RankingSystem.HIGH])
    numbers: dict[tuple[int, ...], int] = {}
    by_key = {key: ranks for size in TABLE_SIZES for ranks, key in multisets(size)}
    arrays: Arrays = {"keys": _ints("I", keys)}
    for system in RankingSystem:
        scores = [tables[system][key] for key in keys]
        picked = [
            pick(by_key[k], unpacked(s, system).order) for k, s in zip(keys, scores, strict=True)
        ]
        arrays[f"score.{system}"] = _ints("I", scores)
        arrays[f"pick.{system}"] = _ints("B", [numbers.setdefault(p, len(numbers)) for p in picked])
    arrays["picks"] = _ints("B", (i for positions in numbers for i in positions))
    arrays["flush.high"] = _ints("I", _high_flushes())
    for system in FLUSH_COUNTING_LOWS:
        arrays[f"flush5.{system}"] = _ints("I", _five_card_flushes(system))
    for wilds in (0, *WILD_COUNTS):
        arrays[f"suits.{wilds}"] = _ints("H", _flush_suits(wilds))
    smaller: dict[RankingSystem, dict[int, int]] = tables
    for wilds in WILD_COUNTS:
        wild = {system: _wild_table(system, smaller[system], wilds) for system in RankingSystem}
        wild_keys = sorted(wild[RankingSystem.HIGH])
        arrays[f"wild{wilds}.keys"] = _ints("I", wild_keys)
        for system in RankingSystem:
            arrays[f"wild{wilds}.{system}"] = _ints("I", (wild[system][k] for k in wild_keys))
        arrays[f"wildflush{wilds}.high"] = _ints("I", _wild_flushes(wilds))
        smaller = wild
    for system in RankingSystem:
        for cap in CAPS:
            for used in USED:
                best = completions(system, used, cap)
                name = f"completions.{system}.{cap}.{used}"
                arrays[f"{name}.value"] = _ints("I", (value for value, _ in best))
                arrays[f"{name}.ranks"] = _ints("I", (pack_ranks(ranks) for _, ranks in best))
    return arrays


def pack_ranks(ranks: tuple[int, ...]) -> int:
    """Ranks four bits each, the first lowest."""
    return sum(r << 4 * i for i, r in enumerate(ranks))
