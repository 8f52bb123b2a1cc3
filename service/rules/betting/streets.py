"""Who acts first and what a bet is, street by street, in draw and stud (RULES.md §2, §4; S3).

Draw: the player at the dealer's left speaks first; after the draw, the opener (or the next
live player clockwise if he has folded). Stud: on third street the bring-in (the lowest up card,
ace high, clubs lowest; in Razz and London lowball the highest, ace low, spades highest); later,
and in the traditional game on every street, the best hand showing (the lowest in Razz and
London lowball), pairs and sets counting but not straights or flushes.

>>> from service.rules.cards import parse_card
>>> up = [[parse_card("9h")], [parse_card("2c")], [parse_card("2d")]]
>>> bring_in_seat(up, low=False)   # the 2♣ is the lowest card
1
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from operator import attrgetter
from typing import Final, cast

from service.rules.betting.terms import HeadsUpRaises, Stakes, Structure
from service.rules.cards import Card, PlayingCard, Rank, Suit
from service.rules.ranking.wild import WildRule

__all__ = [
    "HeadsUpRaises",
    "ShowingTie",
    "StudStreet",
    "best_showing_seat",
    "bring_in_seat",
    "draw_first",
    "shows_a_pair",
    "stud_round",
]


class ShowingTie(StrEnum):
    """How equal hands showing are told apart (RULES.md §4 option ``showing_tie``)."""

    SUIT = "suit"
    POSITION = "position"


def draw_first(dealer: int, live: Sequence[bool], opener: int | None = None) -> int:
    """The first to speak in a draw game: the dealer's left, or after the draw the opener."""
    start = dealer + 1 if opener is None else opener
    return _next_live(start, live)


def bring_in_seat(
    up_cards: Sequence[Sequence[PlayingCard]], *, low: bool, ace_low: bool = True
) -> int:
    """The seat that brings in on third street, by its one up card (its natural rank: a wild
    card brings in as the card it is; a joker, which no stud game deals face up, as an ace)."""

    def badness(seat: int) -> tuple[int, int]:
        shown = up_cards[seat][0]
        card = shown if isinstance(shown, Card) else _BUG_ACE
        if low:  # the highest card brings in: king high, spades highest; the ace low in A-5
            return (_low_rank(card) if ace_low else card.rank, card.suit)
        return (-card.rank, -card.suit)  # the lowest card brings in: ace high, clubs lowest

    seats = [s for s, cards in enumerate(up_cards) if cards]
    return max(seats, key=badness)


def best_showing_seat(
    up_cards: Sequence[Sequence[PlayingCard]],
    *,
    low: bool,
    dealer: int,
    tie: ShowingTie = ShowingTie.SUIT,
    wild: WildRule | None = None,
    ace_low: bool = True,
) -> int:
    """The seat whose up cards make the best hand showing (the lowest in a low game).

    The game's ``wild`` cards showing are part of the hand (they are face up, public): in high
    they join the best group showing (K-K and a wild card show three kings; Old Man's centre
    card, Deuces and Jacks' deuces), in low they are the lowest cards not showing; a bug is an
    ace; and a natural pair of the rule's own rank (Deuces and Jacks and the Man with the Axe's
    sevens) shows better than any other hand. A ``ace_low`` low game plays the ace low (A-5,
    A-6), else high (2-7).
    """
    count, by_suit = len(up_cards), tie == ShowingTie.SUIT
    order = (_low_then_suit if ace_low else _RANK_THEN_SUIT) if low else _RANK_THEN_SUIT
    chosen, best = 0, None
    # One pass over the seats, each weighed once: a stud round opens with this on every street.
    for seat, cards in enumerate(up_cards):
        if not cards:
            continue
        naturals, wilds = _sorted_out(cards, wild)
        strength = _showing_strength(naturals, low=low, wilds=wilds, ace_low=ace_low)
        top_pair = (
            wild is not None
            and wild.natural_pair is not None
            and not low
            and sum(1 for c in naturals if c.rank == wild.natural_pair) >= 2
        )
        # Suit of the highest card: spades first in high; in low the lower suit acts first (S3:
        # 6♣-2 acts before 6♦-2). Then the seat nearest the dealer's left.
        # (A hand showing only wild cards: the highest of them, as the card it is.)
        cards_shown = naturals or [c for c in cards if isinstance(c, Card)]
        top = max(cards_shown, key=order) if cards_shown else None
        suit = 0 if top is None or not by_suit else (-top.suit if low else top.suit)
        key = (top_pair, strength, suit, -((seat - dealer - 1) % count))
        if best is None or key > best:
            chosen, best = seat, key
    return chosen


def shows_a_pair(cards: Sequence[PlayingCard], wild: WildRule | None = None) -> bool:
    """Whether ``cards`` showing hold a pair (a wild card and any other card make one)."""
    if wild is None:  # the common case, weighed for every hand showing at every street
        return len({c.rank for c in cast("Sequence[Card]", cards)}) < len(cards)
    naturals, wilds = _sorted_out(cards, wild)
    return len({c.rank for c in naturals}) + wilds < len(cards) or (wilds > 0 and len(cards) > 1)


_BUG_ACE: Final = Card(Rank.ACE, Suit.CLUBS)
"""A bug showing, as the ace it counts for there (no straight or flush shows): the lowest suit,
so that a natural ace of the same group is the higher card."""


def _sorted_out(cards: Sequence[PlayingCard], wild: WildRule | None) -> tuple[Sequence[Card], int]:
    """The natural cards showing (a bug as an ace) and how many are wild."""
    if wild is None:
        # A game without wild cards deals no joker (a deck's jokers are wild or bugs): every
        # card showing is natural, as the stud games weigh them at every street.
        return cast("Sequence[Card]", cards), 0
    naturals: list[Card] = []
    wilds = 0
    for card in cards:
        kind = wild.kind_of(card)
        if kind is None and isinstance(card, Card):
            naturals.append(card)
        elif kind == "bug":
            naturals.append(_BUG_ACE)
        else:
            wilds += 1
    return naturals, wilds


def _showing_strength(
    cards: Sequence[Card], *, low: bool, wilds: int = 0, ace_low: bool = True
) -> tuple[tuple[int, ...], ...]:
    """Pairs, sets and quads count; straights and flushes do not. Greater is better.

    Each card as the size of its group and its value, the biggest and then highest groups
    first: the sizes compare as the groups' sizes would, then the values as the cards ranked by
    group would. ``wilds`` more cards showing are wild: in high they join the biggest, highest
    group; in low each is the lowest card not showing.
    """
    values: list[int] = [c.rank for c in cards]
    if low and ace_low:
        values = [1 if v == Rank.ACE else v for v in values]
    if wilds and low:
        lowest = range(1 if ace_low else 2, 15)
        values += [v for v in lowest if v not in values][:wilds]
    pairs = sorted([(values.count(v), v) for v in values], reverse=True)
    if wilds and not low:
        count, best = pairs[0] if pairs else (0, int(Rank.ACE))
        pairs[:count] = [(count + wilds, best)] * (count + wilds)  # still the biggest group
    if not pairs:
        return ((), ())
    sizes, ranks = zip(*pairs, strict=True)
    if low:  # the lowest hand is best: as in ace-to-five, no pair, then one pair, two pair,
        # trips, a full house, quads (the bigger groups are worse), then the lower cards first
        return (tuple(-n for n in sizes), tuple(-r for r in ranks))
    return (sizes, ranks)


def _low_rank(card: Card) -> int:
    return 1 if card.rank == Rank.ACE else int(card.rank)


def _low_then_suit(card: Card) -> tuple[int, int]:
    return (_low_rank(card), card.suit)


_RANK_THEN_SUIT: Final[Callable[[Card], tuple[int, int]]] = attrgetter("rank", "suit")
"""The highest card showing, ace high: by rank, then by suit (made in C, unlike a lambda)."""


def _next_live(start: int, live: Sequence[bool]) -> int:
    for k in range(len(live)):
        seat = (start + k) % len(live)
        if live[seat]:
            return seat
    raise ValueError("nobody is live")


@dataclass(frozen=True, kw_only=True, slots=True)
class StudStreet:
    """A fixed-limit stud street and the game's conventions."""

    street: int
    """3 to 7."""
    small_bet: int
    big_bet: int
    bring_in: int | None
    """None: the traditional game, the best hand showing opening every round."""
    low: bool = False
    """Razz and London lowball: the highest card brings in, the lowest hand showing acts first."""
    ace_low: bool = True
    """A low game's ace is low (A-5, A-6), or high (2-7: the ace brings in)."""
    wild: WildRule | None = None
    """The game's wild cards: they show as part of a hand (:func:`best_showing_seat`)."""
    high_low: bool = False
    big_bets_from_fifth: bool = False
    """Only big bets from fifth street: the casino rule, and Razz's doubling at fifth."""
    heads_up_raises: HeadsUpRaises = HeadsUpRaises.UNLIMITED_IF_TWO_AT_START
    showing_tie: ShowingTie = ShowingTie.SUIT
    raise_at_least_last: bool = True
    structure: Structure = Structure.FIXED_LIMIT
    """Pot or no limit: ``small_bet`` is the smallest bet and there is no cap."""
    max_raises: int | None = 3
    """Fixed limit: raises allowed after the bet (S3: three)."""


def stud_round(
    street: StudStreet,
    up_cards: Sequence[Sequence[PlayingCard]],
    live: Sequence[bool],
    dealer: int,
) -> tuple[int, Stakes]:
    """The first seat to act and the stakes of this stud street."""
    showing = [cards if alive else [] for cards, alive in zip(up_cards, live, strict=True)]
    forced = street.street == 3 and street.bring_in is not None
    if forced:
        first = bring_in_seat(showing, low=street.low, ace_low=street.ace_low)
    else:
        first = best_showing_seat(
            showing, low=street.low, dealer=dealer, tie=street.showing_tie, wild=street.wild,
            ace_low=street.ace_low,
        )  # fmt: skip
    if street.structure != Structure.FIXED_LIMIT:
        return first, Stakes(
            structure=street.structure,
            bet=street.small_bet,
            bring_in=street.bring_in if forced else None,
            max_raises=None,
        )
    big_only = street.street >= 5 and street.big_bets_from_fifth
    big_allowed = (  # the open pair is looked for last: most streets are settled before it
        street.street >= 4
        and not street.low
        and not street.high_low
        and not big_only
        and any(shows_a_pair(cards, street.wild) for cards in showing if cards)
    )
    stakes = Stakes(
        structure=Structure.FIXED_LIMIT,
        bet=street.big_bet if big_only else street.small_bet,
        big_bet=street.big_bet if big_allowed else None,
        bring_in=street.bring_in if forced else None,
        max_raises=street.max_raises,
        raise_at_least_last=street.raise_at_least_last,
        heads_up_raises=street.heads_up_raises,
    )
    return first, stakes
