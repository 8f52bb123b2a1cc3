"""What the page offers once a game is chosen: the cards of its deck, and only the fields the
game takes.

A card picker lists the cards a game's deck holds (short-deck hold'em's sixes to aces), a joker
only where the game takes one, and ``??`` only where the field takes a card nobody saw. The deck
is the catalogue's (``GET /v1/games``) read by the core's :class:`~service.rules.decks.Deck`;
what the catalogue does not say (a joker in a game with no joker in the centre, wild ranks a
ranking cannot play) the API is asked once per game and app.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Final

from markupsafe import Markup, escape

from service.page.asking import ask
from service.page.catalogue import catalogue, remember
from service.rules.cards import Card, Rank, Suit
from service.rules.decks import Deck

ALL_RANKS: Final = "AKQJT98765432"
"""Every rank, as the picker lists them (the ace first)."""
JOKER: Final = "Jk"
HIDDEN: Final = "??"
_RANK_OF: Final = {rank.letter: rank for rank in Rank}


@dataclass(frozen=True, slots=True)
class GameCards:
    """The cards a game is dealt from: its ranks (highest first) and whether it has a joker."""

    ranks: str = ALL_RANKS
    jokers: bool = True
    packs: int = 1
    """How many of each card the deck holds (two packs: two): a card in play that many times
    is no longer offered by the picker."""

    def example(self, count: int = 2, avoiding: Collection[str] = ()) -> str:
        """``count`` cards of this deck as a placeholder shows them, as many as the field
        takes (the turn one, the flop three): ``Ks 2d``, ``Ks 6d`` in short deck; none of
        ``avoiding`` (cards in play: an example is a card that could still come).

        >>> GameCards().example(), GameCards().example(1), GameCards().example(3)
        ('Ks 2d', 'Ks', 'Ks 2d 8h')
        >>> GameCards(ranks="AKQJT9876").example(5)
        'Ks 6d 10h Jc 8s'
        >>> GameCards().example(2, avoiding={"Ks", "8h"})
        '2d Jc'
        """
        ranks = self.ranks
        picks = [1 if len(ranks) > 1 else 0, -1, len(ranks) // 2, 3, -3, 2, -2, 4, -4, 0]
        spread = [f"{ranks[at % len(ranks)]}{'sdhc'[n % 4]}" for n, at in enumerate(picks)]
        every = [f"{rank}{suit}" for rank in ranks for suit in "sdhc"]
        cards = [card for card in dict.fromkeys([*spread, *every]) if card not in avoiding]
        return spelled(cards[: max(count, 1)])


def spelled(cards: Iterable[str]) -> str:
    """Cards as a placeholder shows them, a ten as players write it.

    >>> spelled(["Ts", "2d"])
    '10s 2d'
    """
    return " ".join(cards).replace("T", "10")


ANY_DECK: Final = GameCards()
"""No game chosen: every card, and the joker where the field takes one."""


def _deck(game: Mapping[str, Any]) -> Deck:
    said = game.get("deck") or {}
    return Deck(
        packs=int(said.get("packs", 1)),
        jokers=int(said.get("jokers", 0)),
        short=bool(said.get("short", False)),
    )


def _probe(game_id: str, ranks: str, **hand: Any) -> dict[str, Any]:
    """The API's answer to ranking two hands of ``game_id``'s deck, the first with ``hand``'s
    fields: a problem's errors, or nothing where it took them."""
    top = [f"{rank}{suit}" for rank in ranks[:4] for suit in "sh"]
    board = [f"{rank}d" for rank in ranks[:3]]
    own = _hole(game_id)
    body = {
        "game": game_id,
        "hands": [{"cards": top[0 : 2 * own : 2], **hand}, {"cards": top[1 : 2 * own : 2]}],
        "board": board,
    }
    answer = ask("POST", "/v1/hands/evaluate", body)
    return dict(answer.body.get("errors") or {}) if answer.is_problem else {}


def _hole(game_id: str) -> int:
    """How many cards of its own a hand of the game holds beside a board: a board game's
    first deal (two in hold'em, four in Omaha), which the API holds it to; four elsewhere."""
    plan = (catalogue().get(game_id) or {}).get("plan") or ()
    if not any("community" in (step.get("event_types") or ()) for step in plan):
        return 4
    dealt = next((step.get("down_count") for step in plan if step.get("step") == "deal"), None)
    return dealt if isinstance(dealt, int) and 1 < dealt <= 4 else 4


def game_cards(game_id: str) -> GameCards:
    """The cards of a game's deck (every card where no game is chosen, or it is unknown)."""
    game = catalogue().get(game_id)
    if game is None:
        return ANY_DECK

    def find() -> GameCards:
        deck = _deck(game)
        ranks = "".join(
            letter for letter in ALL_RANKS if deck.copies_of(Card(rank=_RANK_OF[letter],
                                                                   suit=Suit.SPADES))
        )  # fmt: skip
        # A game may deal a joker the catalogue's deck does not count (California lowball's,
        # which plays as the bug in the hand, not in the centre): the API says if it takes one.
        jokers = deck.jokers > 0 or not _probe(game_id, ranks, cards=[JOKER, *[
            f"{rank}s" for rank in ranks[:3]]])  # fmt: skip
        return GameCards(ranks=ranks, jokers=jokers, packs=deck.packs)

    found: GameCards = remember(f"cards:{game_id}", find)
    return found


def refused_fields(game_id: str) -> frozenset[str]:
    """The fields of a hand or a seat that a chosen game refuses, by their own names: a
    declaration in a game where cards speak (the catalogue's ``rankings.declare``), a hand's
    wild ranks where the game's ranking plays no wild card (the API says so, once)."""
    game = catalogue().get(game_id)
    if game is None:
        return frozenset()

    def find() -> frozenset[str]:
        refused = set()
        if not (game.get("rankings") or {}).get("declare"):
            refused.add("declaration")
        ranks = game_cards(game_id).ranks
        errors = _probe(game_id, ranks, wild_ranks=[ranks[0]])
        if any(path in ("wild", "hands.0.wild_ranks") for path in errors):
            refused |= {"wild_ranks", "low_wild_ranks"}
        return frozenset(refused)

    found: frozenset[str] = remember(f"refused-fields:{game_id}", find)
    return found


def card_attributes(
    cards: GameCards,
    takes: tuple[str, ...],
    placeholder: str = "",
    in_play: str = "",
    count: int = 2,
) -> Markup:
    """A card field's attributes for the picker: the ranks it offers (``data-cards``), the
    joker and ``??`` where both the field and the game take them (``data-extra``), how many of
    each card the deck holds (``data-copies``) and the cards already on the table
    (``data-in-play``), which the picker greys out, and a placeholder of cards the game is
    dealt, as many as the field takes (``count``)."""
    extra = [card for card in takes if card != JOKER or cards.jokers]
    on_table = f' data-in-play="{escape(in_play)}"' if in_play else ""
    return Markup(
        f'data-cards="{escape(cards.ranks)}" data-extra="{escape(" ".join(extra))}" '
        f'data-copies="{cards.packs}"{on_table} '
        f'placeholder="{escape(placeholder or cards.example(count))}"'
    )


def in_play_without(on_table: str, own: tuple[str, ...]) -> str:
    """The cards on the table but a player's own that a field names (each once): the cards he
    throws at the draw are his to pick.

    >>> in_play_without("As Kd 2c", ("Kd",))
    'As 2c'
    """
    found = on_table.split()
    for card in own:
        if card in found:
            found.remove(card)
    return " ".join(found)


def cards_on_table(body: Mapping[str, Any]) -> str:
    """The cards a hand's state shows in play, seen by the table: each seat's (down, up, a
    Counterbluff hand and row, and those thrown at the draw, which no one is dealt again) and
    the board; not a card nobody saw.

    >>> cards_on_table({"seats": [{"down": ["As", "??"], "up": ["Kd"]}], "community": ["2c"]})
    'As Kd 2c'
    """
    found = [
        str(card)
        for seat in body.get("seats") or ()
        if isinstance(seat, Mapping)
        for part in ("down", "up", "cards", "row", "discards")
        for card in seat.get(part) or ()
    ]
    found.extend(str(card) for card in body.get("community") or ())
    return " ".join(card for card in found if card != HIDDEN)
