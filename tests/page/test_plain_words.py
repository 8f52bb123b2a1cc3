"""What a casual player read on a 360 px phone that was not in his words, each checked where
he met it: a ranked hand's wild cards unmarked ("Five of a kind, aces" over two deuces); a
dispute's form asking what the game's family never takes; the request's names in a form's
help ("hole_count") and in a ruling's figures ("hands.0.cards.3")."""

from __future__ import annotations

import re
from urllib.parse import urlencode

from flask.testing import FlaskClient
from live_page import Page
from page_text import text
from phone import fits_the_phone, on_a_phone
from side_pot_hand import STUD

from service.page.catalogue import questions

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


def _asked(page: Page) -> list[str]:
    """The fields the question form shows, by their names."""
    return [
        str(field.get_attribute("name"))
        for field in page.find_all("form.question .field input, form.question .field select")
        if field.is_displayed()
    ]


def test_the_exposed_card_form_asks_only_what_the_family_takes(page: Page) -> None:
    """Raised from a stud hand, "A card exposed on the deal" asked the draw games' fields too
    ("Deal order", "Game", "Card"), which the contract refuses for stud. Now it asks what the
    chosen family takes, and changes as the family is changed; the stud ruling is given."""
    player = on_a_phone(page)
    player.open(STUD)
    player.go(page.wait_for("#dispute-link"))
    player.go(player.link("A card exposed on the deal"))
    assert _asked(page) == ["family", "card_number"], _asked(page)
    more = page.driver.find_element("css selector", "form.question details.more > summary")
    assert more.text == "More: exposed by, earlier exposed", more.text
    fits_the_phone(page)
    family = page.driver.find_element("name", "family")
    player.choose(family, "draw")
    assert _asked(page) == ["family", "deal_order", "game", "card"], _asked(page)
    player.choose(family, "board")
    assert _asked(page) == ["family", "deal_order"], _asked(page)
    player.choose(family, "stud")
    player.type(page.driver.find_element("name", "card_number"), "2")
    player.go(player.button("Ask the referee"))
    ruling = page.wait_for("#answer").text
    assert "No misdeal: the exposed hole card plays as an up card." in ruling, ruling
    fits_the_phone(page)


def test_the_ranking_form_and_its_figures_speak_a_players_words(page: Page) -> None:
    """The ranking form's help said "With use (Omaha), at least hole_count of them, and the
    board at least board_count cards"; "Every figure of the ruling" placed a wild card at
    "hands.0.cards.3". Now: the cards each hand and the board must hold, in words; the card
    by its hand's name and its place, counted from 1."""
    player = on_a_phone(page)
    player.open("/ask/hands/evaluate")
    said = page.wait_for("#f-hands-0-cards-help").text
    assert "(Omaha: two and three), at least that many of each" in said, said
    assert not any(word in said for word in ("hole_count", "board_count", "use (")), said
    fits_the_phone(page)
    player.open(WILD_RANKED)
    figures = page.wait_for("details.full")
    player.tap(figures.find_element("tag name", "summary"))
    shown = " ".join(figures.text.split())
    assert "hands.0" not in shown and "hands.1" not in shown, shown
    assert "card 3 of Ann (hand 1) 2♠ A♠ card 4 of Ann (hand 1) 2♣ A♠" in shown, shown
    labels = {
        cell.get_attribute("data-label") for cell in figures.find_elements("css selector", "td")
    }
    assert "Which card" in labels and "At" not in labels, labels
    fits_the_phone(page)


def test_no_question_form_shows_the_requests_names(client: FlaskClient) -> None:
    """Every question's form, as a player reads it: no name of a field or a choice as the
    request spells it (max_raises, fixed_limit, seven_card_stud_high_low), no code marks."""
    with client.application.test_request_context("/"):
        slugs = list(questions())
    for slug in slugs:
        said = text(client.get(f"/ask/{slug}").text)
        named = re.findall(r"\b[a-z]+(?:_[a-z]+)+\b|`", said)
        assert not named, (slug, named)


def test_a_fixed_limit_house_rule_is_not_offered_in_no_limit(client: FlaskClient) -> None:
    """No-limit hold'em's house rules do not offer the raises cap ("Max raises... Usually: 3"),
    which only fixed limit has: hidden and not sent; chosen fixed limit, it is offered. The
    straddle's rule names no library a player never heard of."""
    no_limit = client.get("/play/texas_holdem").text
    cap = re.search(r'<div class="field" data-structures="fixed_limit"( hidden)?>\s*<label '
                    r'for="f-options-max_raises"', no_limit)  # fmt: skip
    assert cap and cap.group(1) == " hidden"
    assert re.search(r'id="f-options-max_raises"[^>]* disabled', no_limit)
    fixed = client.get("/play/texas_holdem", query_string={"options.structure": "fixed_limit"})
    assert re.search(r'data-structures="fixed_limit">\s*<label for="f-options-max_raises"',
                     fixed.text)  # fmt: skip
    assert "pokerkit" not in text(no_limit) and "only a blind raise" in text(no_limit)


def test_the_fixed_limit_cap_follows_the_structure_chosen(page: Page) -> None:
    """On the setup, choosing fixed limit shows the raises cap; no limit again hides it."""
    player = on_a_phone(page)
    player.open("/play/texas_holdem")
    page.driver.execute_script("document.querySelector('details.house').open = true")
    cap = page.find_all("#f-options-max_raises")[0]
    assert not cap.is_displayed()
    player.choose(page.wait_for("#f-options-structure"), "fixed_limit")
    assert cap.is_displayed() and cap.is_enabled()
    player.choose(page.wait_for("#f-options-structure"), "pot_limit")
    assert not cap.is_displayed() and not cap.is_enabled()
