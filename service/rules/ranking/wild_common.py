"""The ruling of the commonest hands with wild cards, with as little work as a natural hand's.

One or two fully wild cards (jokers played wild, wild ranks, a hand's own wild ranks) among
5 to 7 cards: the natural cards are read by index, and what the wild cards stand for and which
five play are known from the natural cards' ranks alone (remembered by rank key), except the
stand-ins' suits; the hand with its stand-ins is then sorted and picked as a natural hand
(:mod:`.natural`); a flush the wild cards complete is read off its suit. A showdown's hands
are ruled in one loop (:func:`common_rulings`). A hand this does not vouch for (five of a
rank, a stand-in that must repeat a held card, a wild card the best five does not need, a
natural pair that beats all) answers None, and :mod:`.wild_ruling`'s general way rules it.
Both give exactly the search's ruling.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from operator import itemgetter
from typing import Final

from service.rules.cards import FULL_PACK, JOKER, Card, PlayingCard, Rank
from service.rules.ranking.five import ACE, LOW_ACE, unpacked
from service.rules.ranking.flush_fill import best_flush_of_suit
from service.rules.ranking.hands import MAKE_EVALUATION, Evaluation, ScoreRuling
from service.rules.ranking.joker_tables import (
    FLUSH_SUIT_WITH,
    TABLE_WILDS,
    WILD_WORDS,
)
from service.rules.ranking.natural import PICKERS
from service.rules.ranking.reference import MIN_CARDS
from service.rules.ranking.stand_ins import stand_ins
from service.rules.ranking.systems import DECLARATIONS, RankingSystem
from service.rules.ranking.tables import (
    _FILE,
    CODE_AT,
    FLUSH_SUIT,
    PICK_SHIFT,
    RANK_KEY,
    RANK_KEY_SHIFT,
    RANK_WORDS,
    SCORE_MASK,
    SCORE_SHIFT,
    SUIT_FIELD,
)
from service.rules.ranking.wild import JokerRule, WildRule
from service.rules.ranking.wild_parts import (
    CARD_AT,
    score_ruling,
    wild_indices,
)

_CODE_AT: Final = CODE_AT


def common_way_covers(wild: WildRule) -> bool:
    """Whether the common way rules hands under ``wild``: jokers played wild, wild cards that
    may stand for a held card, no natural pair that beats all."""
    return wild.jokers is _JOKERS_WILD and wild.may_duplicate and wild.natural_pair is None


def common_ruling(
    cards: Sequence[PlayingCard],
    system: RankingSystem,
    qualifier: int | None,
    wild: WildRule,
    wild_ranks: frozenset[Rank],
) -> Evaluation | None:
    """The ruling of 5 to 7 cards with one or two fully wild cards under ``wild`` (jokers
    played wild, wild cards that may repeat a held card, no natural pair) and the hand's own
    ``wild_ranks``, or None for the general way."""
    return common_rulings([cards], system, qualifier, wild, (wild_ranks,))[0]


def common_rulings(  # noqa: PLR0912, PLR0915 - one loop, as the docstring says
    hands: Sequence[Sequence[PlayingCard]],
    system: RankingSystem,
    qualifier: int | None,
    wild: WildRule,
    wild_ranks: Sequence[frozenset[Rank]],
) -> list[Evaluation | None]:
    """:func:`common_ruling` of each hand, ``wild_ranks[i]`` wild for hand i alone (none if
    empty), None for a hand the general way rules. One loop over a showdown's hands, written
    out: a call per hand, or per step of a hand, would cost a tenth of the ruling."""
    tables = _TABLES[system]
    high, rulings = tables.high, tables.rulings
    tag = tables.slot << 2  # the system's part of a key in _KNOWN
    low_counts_flushes = tables.low_counts_flushes
    game_ranks, game_cards = wild.ranks, wild.cards
    known_of, pack, new = _KNOWN.get, CARD_AT, MAKE_EVALUATION
    qualified = qualifier or 0
    own: frozenset[Rank] = _NO_RANKS
    codes_at = codes_with_wilds(game_ranks, game_cards)
    # The codes remembered by the wild ranks alone (where the game names no wild cards), read
    # here before a call: the hands of a Low Hole showdown each name their own.
    by_ranks: dict[object, list[int]] = {} if game_cards else _WILD_CODES
    found: list[Evaluation | None] = []
    for n, cards in enumerate(hands):
        size = len(cards)
        if wild_ranks and wild_ranks[n] is not own:
            # A hand's own wild ranks alone (no game ranks) are taken as they are: no new set
            # to hash.
            own = wild_ranks[n]
            ranks = game_ranks | own if own and game_ranks else own or game_ranks
            codes_at = by_ranks.get(ranks) or codes_with_wilds(ranks, game_cards)
        if not MIN_CARDS <= size <= 7:
            found.append(None)
            continue
        try:
            indices = [c.index for c in cards]  # type: ignore[union-attr]
        except AttributeError:
            indices = [_JOKER_AT if c is JOKER else c.index for c in cards]  # type: ignore[union-attr]
        coded: list[int] = [*itemgetter(*indices)(codes_at)]  # five to seven: a tuple
        wilds = coded.count(0)
        if not 0 < wilds <= 2:
            found.append(None)
            continue
        total = sum(coded)
        key = total >> RANK_KEY_SHIFT
        known = known_of(key << 4 | tag | wilds) or _known(indices, coded, key, wilds, system)
        if known is None:
            found.append(None)
            continue
        value, stand_in_ranks, pick = known
        at = coded.index(0)
        wild_at = [at] if wilds == 1 else [at, coded.index(0, at + 1)]
        per_player = False  # whether a wild card is wild by the hand's own ranks
        if own:
            for i in wild_at:  # not any_of_ranks: a call per hand
                card = cards[i]
                if card is not JOKER and card.rank in own:  # type: ignore[union-attr]
                    per_player = True
        ruled = (size > MIN_CARDS) << 7 | per_player << 6 | qualified
        suit = FLUSH_SUIT_WITH[wilds][total & SUIT_FIELD] if high else 0
        if suit:
            flush = _flush_in_reach(cards, coded, wilds, suit)
            if flush > value:
                found.append(_flush_ruling(cards, coded, wild_at, ruled | flush << 8, suit))
                continue
        elif low_counts_flushes and FLUSH_SUIT[total & SUIT_FIELD]:
            found.append(None)  # five natural cards of a suit in a low
            continue
        placed = stand_ins(stand_in_ranks, coded, total & SUIT_FIELD, False)
        if (
            isinstance(placed, int)
            or len(placed) < wilds
            # The stand-ins' codes (appended to ``coded``) added to the hand's: not a new sum.
            or FLUSH_SUIT[total + coded[size] + (coded[size + 1] if wilds == 2 else 0) & SUIT_FIELD]
        ):
            # A stand-in repeating a held card (REPEATS, an int), a wild card not needed, or five
            # of a suit: the general way.
            found.append(None)
            continue
        # Sorted and picked as a natural hand, each wild card replaced by its stand-in (a card
        # the hand does not hold); then each wild card put back in its stand-in's place. (Read
        # by index, not zipped: zip's keyword call costs as much as the rest of the step.)
        first = placed[0]
        indices[at] = first
        if wilds == 2:
            indices[wild_at[1]] = placed[1]
        five = PICKERS[pick](sorted(indices, reverse=True))
        plays_as: tuple[Card, ...] = itemgetter(*five)(pack)  # one call, a tuple of five
        best: list[PlayingCard] = list(plays_as)
        best[five.index(first)] = cards[at]
        stands_for: tuple[tuple[int, Card | None], ...] = ((at, pack[first]),)
        if wilds == 2:
            second_at, second = wild_at[1], placed[1]
            best[five.index(second)] = cards[second_at]
            stands_for += ((second_at, pack[second]),)
        ruled |= value << 8
        ruling = rulings.get(ruled) or _new_ruling(system, ruled)
        found.append(new(Evaluation, (ruling, tuple(best), plays_as, stands_for)))
    return found


def _new_ruling(system: RankingSystem, index: int) -> ScoreRuling:
    """The ruling of a score (and whether it was chosen, wild by the hand's own ranks, and its
    qualifier), as :func:`common_ruling` indexes it; remembered there."""
    ruling = score_ruling(
        system, index >> 8, chosen=bool(index >> 7 & 1), qualifier=index & 0x3F or None,
        per_player=bool(index >> 6 & 1), natural_pair=None,
    )  # fmt: skip
    _TABLES[system].rulings[index] = ruling
    return ruling


def _flush_in_reach(cards: Sequence[PlayingCard], coded: list[int], wilds: int, suit: int) -> int:
    """The best high flush the natural cards (``coded`` 0 for a wild card) and the wild cards
    complete in ``suit`` (its suit field value, :data:`.joker_tables.FLUSH_SUIT_WITH`)."""
    of_suit = suit.bit_length() - 1 >> 2
    mask = 0  # the suit's ranks, a bit each (the deuce lowest), as the flush tables read them
    held: list[int] = []
    # A loop reading the cards' slots: arithmetic on their codes (of several digits) costs more.
    for at, card in enumerate(cards):
        if coded[at] and card.suit == of_suit:  # type: ignore[union-attr]
            rank: int = card.rank  # type: ignore[union-attr]
            mask |= 1 << rank - 2
            held.append(rank)
    if mask.bit_count() == len(held):  # no card of the suit held twice: its ranks are a set
        return int(_WILD_FLUSHES[wilds][mask])
    # A card held twice (two packs): the flush tables read a suit's ranks as a set, so the
    # flush is scored from its ranks as held, pairs and all.
    held.sort(reverse=True)
    return best_flush_of_suit(_HIGH, tuple(held), wilds, 0, True)[0]


def _flush_ruling(
    cards: Sequence[PlayingCard], coded: list[int], wild_at: list[int], ruled: int, suit: int
) -> Evaluation | None:
    """The ruling of a high hand whose wild cards complete the flush in ``suit`` (its suit
    field value): ``ruled`` indexes its score ruling (:func:`_new_ruling`); ``coded`` holds
    each card's code, 0 for a wild card.

    The five are read off by rank: each rank's card is the one held, or the wild card
    standing for it. The cards of a rank held more than once (a card from each of two packs,
    or a wild card standing for a held card, as a wild card may) play in the order of their
    positions, as the search orders them (:func:`.wild_parts.completed_flush`)."""
    of_suit = suit.bit_length() - 1 >> 2
    position_of: dict[int, int] = {}  # the cards of the suit: rank to (first) position
    repeats: dict[int, list[int]] | None = None  # a rank's positions, where it has several
    held: list[int] = []  # the ranks of the suit's natural cards
    # A loop, not a comprehension (about seven cards), reading the cards' slots: arithmetic
    # on their codes (of several digits) costs more.
    for at, card in enumerate(cards):
        if coded[at] and card.suit == of_suit:  # type: ignore[union-attr]
            rank: int = card.rank  # type: ignore[union-attr]
            held.append(rank)
            if rank in position_of:
                repeats = repeats or {}
                repeats.setdefault(rank, [position_of[rank]]).append(at)
            else:
                position_of[rank] = at
    value = ruled >> 8
    held.sort(reverse=True)
    flush_value, fill_ranks = best_flush_of_suit(_HIGH, tuple(held), len(wild_at), 0, True)
    if flush_value != value:
        return None  # not the table's flush: the general way
    for k, at in enumerate(wild_at):
        fill = fill_ranks[k]
        if fill in position_of:
            repeats = repeats or {}
            repeats.setdefault(fill, [position_of[fill]]).append(at)
        else:
            position_of[fill] = at
    order = unpacked(value, _HIGH).order
    ranks = order if order[-1] != LOW_ACE else (*order[:-1], ACE)  # the wheel's ace plays low
    positions = itemgetter(*ranks)(position_of)
    if repeats is not None:
        for repeated, found_at in repeats.items():
            taken = iter(sorted(found_at))
            positions = [
                next(taken) if r == repeated else p for r, p in zip(ranks, positions, strict=True)
            ]
    in_suit = _SUITED[of_suit]
    stands_for: tuple[tuple[int, Card | None], ...] = tuple(
        [(at, in_suit[fill_ranks[k]]) for k, at in enumerate(wild_at)]
    )
    ruling = _TABLES[_HIGH].rulings.get(ruled) or _new_ruling(_HIGH, ruled)
    five = (itemgetter(*positions)(cards), itemgetter(*ranks)(in_suit))
    return MAKE_EVALUATION(Evaluation, (ruling, *five, stands_for))


_SUITED: Final[list[dict[int, Card]]] = [
    {rank: CARD_AT[(rank - 2) * 4 + suit] for rank in range(2, 15)} for suit in range(4)
]
"""Each suit's cards by rank."""


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


_NO_RANKS: Final[frozenset[Rank]] = frozenset()
_JOKERS_WILD: Final = JokerRule.WILD

_JOKER_AT: Final = len(FULL_PACK)
"""The index a joker is read as here: after every card's."""


_HIGH: Final = RankingSystem.HIGH
