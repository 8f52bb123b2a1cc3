"""Decks: what cards exist, how many copies of each, and the duplicate check.

>>> from service.rules.cards import JOKER, parse_card
>>> TWO_PACKS.copies_of(parse_card("As")), STANDARD.copies_of(JOKER)
(2, 0)
>>> STANDARD.check_no_duplicates([(("hands", 0, "cards", 0), parse_card("As")),
...                               (("hands", 1, "cards", 3), parse_card("as"))])
Traceback (most recent call last):
...
service.rules.errors.RuleViolation: As appears twice, but a one-pack deck holds only one
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from service.rules.cards import (
    HIDDEN,
    JOKER,
    Card,
    HiddenCard,
    Joker,
    PlayingCard,
    Rank,
    SeenOrHidden,
)
from service.rules.errors import Location, RuleViolation

MAX_PACKS: Final = 2
MAX_JOKERS: Final = 4

_COUNT_WORDS: Final = ("no", "one", "two", "three", "four", "five")
_JOKER_TEXT: Final = JOKER.text


@dataclass(frozen=True, kw_only=True, slots=True)
class Deck:
    """A deck of ``packs`` standard 52-card packs plus ``jokers`` jokers; a short deck's packs
    hold the sixes to the aces only (36 cards, as short-deck hold'em deals)."""

    packs: int = 1
    jokers: int = 0
    short: bool = False

    def __post_init__(self) -> None:
        if not 1 <= self.packs <= MAX_PACKS:
            raise RuleViolation("cards.deck", f"a deck has 1 or 2 packs, not {self.packs}")
        if not 0 <= self.jokers <= MAX_JOKERS:
            raise RuleViolation("cards.deck", f"a deck has 0 to 4 jokers, not {self.jokers}")

    @property
    def size(self) -> int:
        """How many cards the deck holds."""
        return (36 if self.short else 52) * self.packs + self.jokers

    def copies_of(self, card: PlayingCard) -> int:
        """How many copies of ``card`` the deck holds."""
        if isinstance(card, Joker):
            return self.jokers
        return 0 if self.short and card.rank < Rank.SIX else self.packs

    def describe(self) -> str:
        """The deck in words: ``"two packs (104 cards)"``."""
        packs = "one pack" if self.packs == 1 else "two packs"
        packs = packs.replace("pack", "short pack") if self.short else packs
        jokers = "" if not self.jokers else f" and {_plural(self.jokers, 'joker')}"
        ranks = ", sixes to aces" if self.short else ""
        return f"{packs}{jokers} ({self.size} cards{ranks})"

    def check_no_duplicates(self, located: Iterable[tuple[Location, SeenOrHidden]]) -> None:
        """Reject a card seen more often than the deck holds it, naming the card and its places.

        Hidden cards are never duplicates of anything: they may be any card still unseen.
        """
        located = list(located)
        if self.holds([seen for _, seen in located]):
            return
        for where, seen in located:
            if not isinstance(seen, HiddenCard) and not self.copies_of(seen):
                raise _not_in(seen, where, self)
        places: dict[PlayingCard, list[Location]] = {}
        for where, seen in located:
            if isinstance(seen, HiddenCard):
                continue
            found = places.setdefault(seen, [])
            found.append(where)
            if len(found) > self.copies_of(seen):
                raise _duplicate(seen, found, self)

    def holds(self, *groups: Sequence[SeenOrHidden]) -> bool:
        """Whether the deck holds every card of ``groups`` (a board, each hand) as often as it
        is seen: the quick check that a caller with many cards makes before naming their
        places for :meth:`check_no_duplicates`."""
        if self.short and any(
            isinstance(c, Card) and c.rank < Rank.SIX for group in groups for c in group
        ):
            return False
        try:
            indices = [c.index for group in groups for c in group]  # type: ignore[union-attr]
        except AttributeError:
            pass  # a joker or a hidden card: counted by text below
        else:
            # Natural cards alone, by index; from one pack, each seen once.
            if self.packs == 1:
                return len(set(indices)) == len(indices)
            indices.sort()
            return not _repeats_more_than(bytes(indices), self.packs)
        # Counted by text, which names a card exactly and hashes without a call into Python.
        texts = [c.text for group in groups for c in group]
        once = set(texts)
        if len(once) == len(texts):
            # The usual case, each card seen once: held unless it is a joker the deck lacks.
            return self.jokers > 0 or JOKER.text not in once
        counts = Counter(texts)
        counts.pop(HIDDEN.text, None)
        jokers = counts.pop(JOKER.text, 0)
        return jokers <= self.jokers and max(counts.values(), default=0) <= self.packs


def _repeats_more_than(ordered: bytes, times: int) -> bool:
    """Whether a byte of ``ordered`` (sorted) is there more than ``times`` times: whether some
    byte equals the one ``times`` places on.

    Counting 98 cards in a dictionary costs more than ranking a few hands, so the bytes are
    compared all at once, as two integers: XOR leaves a zero byte exactly where a byte equals
    the one ``times`` on, and ``(v - 0x0101…) & ~v & 0x8080…`` is nonzero exactly when ``v``
    has a zero byte (a byte borrows only below the lowest zero byte, and sets its high bit
    only where it was zero)."""
    width = len(ordered) - times
    if width <= 0:
        return False
    paired = _FROM_BYTES(ordered[times:], "little") ^ _FROM_BYTES(ordered[:width], "little")
    ones = _ONES.get(width) or _ones(width)
    return bool((paired - ones) & ~paired & ones << 7)


_FROM_BYTES: Final = int.from_bytes


def _ones(width: int) -> int:
    """0x0101…01 of ``width`` bytes, remembered in :data:`_ONES` for the widths requests meet
    (a few hundred cards at most: the schemas bound them)."""
    ones = int.from_bytes(b"\x01" * width, "little")
    if width <= 1024:
        _ONES[width] = ones
    return ones


_ONES: Final[dict[int, int]] = {}


class SeenCards:
    """Every card seen so far in a hand or game, with where it was seen: the one place a card
    seen more often than the deck holds it is caught (RULES.md §0, a card seen twice).

    Each new card is counted as it comes, so a long hand costs the same per card; only when a
    count goes over does the whole check run, to name every place the card was seen.
    """

    def __init__(self, deck: Deck) -> None:
        self.deck = deck
        self.places: list[tuple[Location, SeenOrHidden]] = []
        self._counts: dict[str, int] = {}
        self._ask_every_card = deck.short

    def see(self, cards: Iterable[tuple[Location, SeenOrHidden]]) -> None:
        """Cards now dealt, played or shown; refused if one is seen too often."""
        places = self.places
        start = len(places)
        places += cards
        counts, duplicate, every = self._counts, False, self._ask_every_card
        for _, card in places[start:]:
            text = card.text
            seen = counts[text] = counts.get(text, 0) + 1
            # A full deck holds every natural card at least once, so it is asked only from a
            # card's second sighting on (and for a joker); a short deck lacks the twos to
            # fives, so it is asked on the first.
            if (seen > 1 or every or text == _JOKER_TEXT) and not isinstance(card, HiddenCard):
                duplicate = duplicate or seen > self.deck.copies_of(card)
        if duplicate:
            self.deck.check_no_duplicates(places)

    def forget(self, card: PlayingCard) -> None:
        """A card gathered back into the stub (a reshuffled discard) may be seen again."""
        where = next(k for k, (_, c) in enumerate(self.places) if c == card)
        del self.places[where]
        self._counts[card.text] -= 1


STANDARD: Final = Deck()
"""52 cards: one pack, no jokers."""
TWO_PACKS: Final = Deck(packs=2)
SHORT_DECK: Final = Deck(short=True)
"""The 36 cards from six to ace (short-deck hold'em)."""
"""104 cards, as in two-pack Counterbluff."""


@functools.cache
def deck_of(packs: int, jokers: int) -> Deck:
    """``Deck(packs=packs, jokers=jokers)``, one shared instance of each (a deck never changes,
    and a request names one: looked up, not built and checked again). A deck that cannot be
    raises as the constructor does, and is not kept."""
    return Deck(packs=packs, jokers=jokers)


def _not_in(seen: PlayingCard, where: Location, deck: Deck) -> RuleViolation:
    """A card the deck does not hold at all: a joker in a deck without, a five in a short deck."""
    lacks = "no jokers" if isinstance(seen, Joker) else "no twos to fives"
    return RuleViolation(
        "cards.deck", f"{seen} is not in the deck: {deck.describe()} holds {lacks}", at=(where,)
    )


def _duplicate(seen: PlayingCard, found: list[Location], deck: Deck) -> RuleViolation:
    if isinstance(seen, Joker):
        detail = f"{_plural(len(found), 'joker')} appear, but the deck holds only {deck.jokers}"
    elif deck.packs == 1:
        detail = f"{seen} appears twice, but a one-pack deck holds only one"
    else:
        detail = f"a third {seen} appears, but a two-pack deck holds only two"
    return RuleViolation("cards.duplicate", detail, at=tuple(found))


def _plural(count: int, noun: str) -> str:
    word = _COUNT_WORDS[count] if count < len(_COUNT_WORDS) else str(count)
    return f"{word} {noun}{'s' if count != 1 else ''}"
