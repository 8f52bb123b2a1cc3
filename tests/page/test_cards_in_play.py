"""The card picker greys out the cards already in play, as a newcomer on a 360 px phone asked
(he picked A♠ for a second hand and only the referee's refusal told him): a card typed in any
card field of the page, or on the table, is greyed out and cannot be picked again, unless the
deck holds another (two packs: RULES.md §0, a card in play only as often as the deck holds it).
"""

from __future__ import annotations

from urllib.parse import urlencode

from live_page import Page
from phone import fits_the_phone, on_a_phone
from selenium.webdriver.remote.webelement import WebElement


def _pick(page: Page, name: str) -> WebElement:
    """The picker's button for the card named as its label starts (``add A of spades``)."""
    found = [
        button
        for button in page.find_all(".card-picker button.pick")
        if str(button.get_attribute("aria-label")).startswith(name)
    ]
    assert found, name
    return found[0]


def _open_picker(page: Page, field: str) -> None:
    page.driver.find_element("css selector", f"{field} + button.open-picker").click()
    page.wait_for(".card-picker")


def test_cards_typed_for_one_hand_are_greyed_out_for_the_next(page: Page) -> None:
    """Rank hands: Ann's A♠ K♦ typed (as ``a♠ kd``), Bob's picker offers neither (greyed out,
    disabled, said so to a screen reader), and offers the 2♣; picking the 2♣ greys it out at
    once. With two packs typed into the form's deck, the A♠ stays pickable once more."""
    player = on_a_phone(page)
    player.open("/ask/hands/evaluate")
    player.type(page.driver.find_element("id", "f-hands-0-cards"), "a\u2660 kd Qh Jc 9h")
    _open_picker(page, "#f-hands-1-cards")
    ace = _pick(page, "add A of spades")
    assert ace.get_attribute("disabled") is not None
    assert "in-play" in str(ace.get_attribute("class"))
    assert ace.get_attribute("aria-label") == "add A of spades (in play)"
    assert _pick(page, "add K of diamonds").get_attribute("disabled") is not None
    deuce = _pick(page, "add 2 of clubs")
    assert deuce.get_attribute("disabled") is None
    assert "in-play" not in str(deuce.get_attribute("class"))
    player.tap(deuce)
    assert page.driver.find_element("id", "f-hands-1-cards").get_attribute("value") == "2c"
    assert _pick(page, "add 2 of clubs").get_attribute("disabled") is not None
    fits_the_phone(page)

    player.open("/ask/hands/evaluate?" + urlencode({"deck.packs": "2"}))
    player.type(page.driver.find_element("id", "f-hands-0-cards"), "As Kd Qh Jc 9h")
    _open_picker(page, "#f-hands-1-cards")
    ace = _pick(page, "add A of spades")
    assert ace.get_attribute("disabled") is None and "in-play" in str(ace.get_attribute("class"))
    assert ace.get_attribute("aria-label") == (
        "add A of spades (one in play, the deck holds another)"
    )
    player.tap(ace)
    assert _pick(page, "add A of spades").get_attribute("disabled") is not None  # both in play
    fits_the_phone(page)


def test_the_cards_on_the_table_are_greyed_out_for_the_flop(page: Page) -> None:
    """Hold'em: Ann's hole cards were seen (A♠ K♦): the flop's picker greys them out; a card
    nobody saw (``??``) greys nothing."""
    player = on_a_phone(page)
    played = "deal 2 down=??,??\ndeal 1 down=As,Kd\ncall 1 to=2\ncheck 2"
    player.open("/play/texas_holdem?" + urlencode({
        "players": "Ann, Bob", "chips": "100", "stakes.small_blind": "1",
        "stakes.big_blind": "2", "played": played}))  # fmt: skip
    page.wait_for("input[name=card]")
    _open_picker(page, "input[name=card]")
    assert _pick(page, "add A of spades").get_attribute("disabled") is not None
    assert _pick(page, "add K of diamonds").get_attribute("disabled") is not None
    assert _pick(page, "add A of hearts").get_attribute("disabled") is None
    fits_the_phone(page)
