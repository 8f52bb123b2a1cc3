"""Cards and their notation: parsed once at the edge, canonical on the way out.

Notation (input): a rank ``2``-``9``, ``T`` (or ``10``), ``J``, ``Q``, ``K``, ``A`` followed by a
suit ``c d h s`` (or ``♣ ♦ ♥ ♠``, or the white symbols ``♧ ♢ ♡ ♤``), in any case; ``Jk`` for a
joker; ``??`` for a card the caller cannot see, only where hidden cards are allowed. Output is
always the canonical two-character form: ``Td``, ``As``, ``Jk``, ``??``.

>>> parse_card("10d")
Card(rank=<Rank.TEN: 10>, suit=<Suit.DIAMONDS: 1>)
>>> str(parse_card("10d")), str(parse_card("a♠")), str(parse_card("jk"))
('Td', 'As', 'Jk')
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import IntEnum
from typing import ClassVar, Final

from service.rules.errors import RuleViolation, quoted


class Suit(IntEnum):
    """Suits in the order used to break ties for acting first and odd chips (RULES.md §0)."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        """The canonical one-letter symbol: ``c``, ``d``, ``h`` or ``s``."""
        return "cdhs"[self]

    @property
    def noun(self) -> str:
        """The English name, lower case."""
        return self.name.lower()


class Rank(IntEnum):
    """Ranks by their high-poker value; the ace is 14 and plays low only where a rule says so."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def letter(self) -> str:
        """The canonical one-character symbol: ``2``-``9``, ``T``, ``J``, ``Q``, ``K``, ``A``."""
        return _RANK_LETTERS[self - 2]

    @property
    def noun(self) -> str:
        """The English name: ``"king"``."""
        return _RANK_NOUNS[self - 2]

    @property
    def plural(self) -> str:
        """The English plural: ``"sixes"``."""
        return _RANK_PLURALS[self - 2]


_RANK_LETTERS: Final = "23456789TJQKA"
_RANK_NOUNS: Final = ("deuce", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                      "jack", "queen", "king", "ace")  # fmt: skip
_RANK_PLURALS: Final = ("deuces", "threes", "fours", "fives", "sixes", "sevens", "eights",
                        "nines", "tens", "jacks", "queens", "kings", "aces")  # fmt: skip


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """A natural card of a standard pack."""

    rank: Rank
    suit: Suit
    # The canonical text, made once: answers write hundreds of cards.
    text: str = field(init=False, repr=False, compare=False)
    # The hash, made once: a ruling hashes its cards many times (counting, table lookups), and
    # the generated hash would build a tuple and hash two enum members every time.
    _hash: int = field(init=False, repr=False, compare=False)
    index: int = field(init=False, repr=False, compare=False)
    """The card's place in a pack sorted by rank, then suit: 0 for the 2c, 51 for the As. Tables
    keyed by card are lists read at this index, which needs no call into Python (a hash does)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "text", self.rank.letter + self.suit.letter)
        object.__setattr__(self, "_hash", hash((self.rank, self.suit)))
        object.__setattr__(self, "index", (self.rank - 2) * 4 + self.suit)

    def __hash__(self) -> int:
        return self._hash

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True, slots=True)
class Joker:
    """A joker. Jokers are indistinguishable; a deck says how many it holds."""

    text: ClassVar[str] = "Jk"

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return "JOKER"


@dataclass(frozen=True, slots=True)
class HiddenCard:
    """A card the caller cannot see (``??``), accepted only where a rule allows it."""

    text: ClassVar[str] = "??"

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return "HIDDEN"


JOKER: Final = Joker()
HIDDEN: Final = HiddenCard()

PlayingCard = Card | Joker
"""A card that can be in a hand: a natural card or a joker."""

SeenOrHidden = Card | Joker | HiddenCard

_RANKS_BY_SYMBOL: Final = {letter: Rank(i + 2) for i, letter in enumerate(_RANK_LETTERS)} | {
    "10": Rank.TEN
}
_SUITS_BY_SYMBOL: Final = {
    "c": Suit.CLUBS, "♣": Suit.CLUBS, "♧": Suit.CLUBS,
    "d": Suit.DIAMONDS, "♦": Suit.DIAMONDS, "♢": Suit.DIAMONDS,
    "h": Suit.HEARTS, "♥": Suit.HEARTS, "♡": Suit.HEARTS,
    "s": Suit.SPADES, "♠": Suit.SPADES, "♤": Suit.SPADES,
}  # fmt: skip

CARD_PATTERN: Final = "^(?:(?:[2-9TtJjQqKkAa]|10)[cdhsCDHS♣♦♥♠♧♢♡♤]|[Jj][Kk])$"
"""The notation as an ECMA-262 regular expression, for the contract (no hidden card)."""

CARD_OR_HIDDEN_PATTERN: Final = CARD_PATTERN[:-2] + "|\\?\\?)$"
"""The notation where a hidden card ``??`` is allowed."""

# Every natural card, built once: parsing hands out these shared instances.
_CARDS: Final = {(rank, suit): Card(rank, suit) for rank in Rank for suit in Suit}
FULL_PACK: Final = tuple(_CARDS.values())
"""The 52 natural cards, deuces first, clubs before diamonds before hearts before spades."""


# The notation, written out: every spelling of every card (any case, letters or symbols), the
# joker and the hidden card. Parsing is one lookup; a test holds this table to CARD_PATTERN.
_JOKERS: Final[dict[str, SeenOrHidden]] = {j + k: JOKER for j in "Jj" for k in "Kk"}
NOTATION: Final[Mapping[str, SeenOrHidden]] = (
    _JOKERS
    | {"??": HIDDEN}
    | {
        rank_text + suit_text: _CARDS[rank, suit]
        for rank_symbol, rank in _RANKS_BY_SYMBOL.items()
        for rank_text in {rank_symbol, rank_symbol.lower()}
        for suit_symbol, suit in _SUITS_BY_SYMBOL.items()
        for suit_text in {suit_symbol, suit_symbol.upper()}
    }
)
"""Each spelling the notation allows, and the card it names (one shared instance per card)."""
PLAYING_NOTATION: Final[Mapping[str, PlayingCard]] = {
    text: parsed for text, parsed in NOTATION.items() if not isinstance(parsed, HiddenCard)
}
"""The notation without the hidden card ``??``."""


def card(rank: Rank, suit: Suit) -> Card:
    """The shared instance of a natural card."""
    return _CARDS[rank, suit]


def parse_card(text: str) -> PlayingCard:
    """Parse one card in the service's notation; a hidden card ``??`` is refused here.

    >>> parse_card("Qh")
    Card(rank=<Rank.QUEEN: 12>, suit=<Suit.HEARTS: 2>)
    """
    parsed = parse_card_or_hidden(text)
    if isinstance(parsed, HiddenCard):
        raise RuleViolation(
            "cards.hidden", 'a hidden card "??" is not allowed here: this ruling needs every card'
        )
    return parsed


def parse_card_or_hidden(text: str) -> SeenOrHidden:
    """Parse one card where a hidden card ``??`` is allowed.

    >>> parse_card_or_hidden("??")
    HIDDEN
    """
    parsed = NOTATION.get(text)
    if parsed is None:
        raise RuleViolation(
            "cards.notation",
            f"{quoted(text)} is not a card: write a rank 2-9, T (or 10), J, Q, K or A followed "
            "by a suit c, d, h or s (or a suit symbol), or Jk for a joker",
        )
    return parsed
