"""What a casual player read on a 360 px phone that was not in his words, each checked where
he met it: a ranked hand's wild cards unmarked ("Five of a kind, aces" over two deuces)."""

from __future__ import annotations

from urllib.parse import urlencode

from live_page import Page
from phone import fits_the_phone, on_a_phone

WILD_RANKED = "/ask/hands/evaluate?" + urlencode(
    {
        "game": "wild_card_stud",
        "hands.0.name": "Ann", "hands.0.cards": "Ac Ad 2s 2c Ah",
        "hands.1.name": "Bob", "hands.1.cards": "As Ks Qs Js 2d",
        "ask": "1",
    }
)  # fmt: skip
"""Deuces wild: Ann's two deuces make five aces, Bob's makes a royal flush."""


def test_a_ranked_hands_wild_cards_are_marked_and_say_what_they_play_as(page: Page) -> None:
    """Ann's five of a kind showed 2♠ 2♣ A♥ A♦ A♣, the deuces unmarked. Now each wild card is
    marked and says what it plays as, to the eye and to a screen reader; natural cards not."""
    on_a_phone(page).open(WILD_RANKED)
    hands = [" ".join(item.text.split()) for item in page.wait_for("ul.hands").find_elements(
        "css selector", "li")]  # fmt: skip
    assert hands == [
        "Ann (hand 1): Five of a kind, aces 2♠ wild, as A♠ 2♣ wild, as A♠ A♥ A♦ A♣",
        "Bob (hand 2): Royal flush A♠ K♠ Q♠ J♠ 2♦ wild, as 10♠",
    ], hands
    wild = page.find_all("ul.hands .card.wild")
    assert [card.get_attribute("aria-label") for card in wild] == [
        "two of spades, wild, as the ace of spades",
        "two of clubs, wild, as the ace of spades",
        "two of diamonds, wild, as the ten of spades",
    ]
    assert len(page.find_all("ul.hands .card")) == 10
    fits_the_phone(page)
