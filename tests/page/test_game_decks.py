"""The page offers only what the chosen game takes: its deck's cards in the card picker (short
deck's sixes to aces), a joker only where the game deals one, ``??`` only where a field takes an
unseen card, and no field the game refuses (a declaration where cards speak, a hand's wild ranks
where the ranking plays none). Each is derived from the catalogue or asked of the API, and the
API refuses what the page no longer offers (``cards.deck``)."""

from __future__ import annotations

from urllib.parse import urlencode

import chromium
from accessibility import wider_than_the_screen
from live_page import Page

NARROW = chromium.Screen(360, 740, scale=2.0, mobile=True)
SHORT_DECK = "/play/short_deck_holdem?" + urlencode(
    {"players": "Ann, Bob", "chips": "100", "stakes.small_blind": "1", "stakes.big_blind": "2",
     "played": "deal 2 down=??,??\ndeal 1 down=??,??\ncall 1 to=2\ncheck 2"}
)  # fmt: skip


def _picked(page: Page, field: str) -> list[str]:
    """Open the card picker of the field ``field`` selects; the names of its buttons."""
    page.driver.find_element("css selector", f"{field} + button.open-picker").click()
    picker = page.wait_for(".card-picker")
    return [
        str(b.get_attribute("aria-label")) for b in picker.find_elements("css selector", "button")
    ]


def test_short_deck_flop_picker_offers_sixes_to_aces_only(page: Page) -> None:
    """Short-deck hold'em is dealt from the 36 cards six to ace: the flop's picker has nine
    cards a suit (on a 360 px phone on two lines of five places, each card with its suit: 5
    cards and 4), no two to five, no joker; its
    placeholder names cards of the deck."""
    chromium.emulate(page.driver, NARROW)
    page.open(SHORT_DECK)
    field = page.wait_for("input[name=card]")
    assert "6" in str(field.get_attribute("placeholder"))
    names = _picked(page, "input[name=card]")
    assert "add 6 of spades" in names and "add A of hearts" in names
    assert not [name for name in names if name.split(" of ")[0][-1] in "2345"], names
    assert "add a joker" not in names
    rows = page.find_all(".card-picker .picker-row[class*='suit-']")
    assert [len(row.find_elements("css selector", "button")) for row in rows] == [9] * 4
    lines = [[b.rect["y"] for b in row.find_elements("css selector", "button")] for row in rows]
    assert [[ys.count(y) for y in sorted(set(ys))] for ys in lines] == [[5, 4]] * 4, lines
    assert wider_than_the_screen(page.driver) == []
    page.driver.find_element("css selector", 'button[aria-label="add A of hearts"]').click()
    page.driver.find_element("css selector", 'button[aria-label="add 7 of clubs"]').click()
    assert field.get_attribute("value") == "Ah 7c"


def test_ranking_short_deck_hands_offers_its_deck_and_no_wild_ranks(page: Page) -> None:
    """Rank hands with short deck chosen: the picker has no card under six and no joker, and
    no hand asks for wild ranks (short deck is ranked without wild cards)."""
    chromium.emulate(page.driver, NARROW)
    page.open("/ask/hands/evaluate?game=short_deck_holdem")
    names = _picked(page, "#f-hands-0-cards")
    assert "add 6 of clubs" in names and "add 5 of clubs" not in names
    assert "add a joker" not in names and "add a card nobody has seen" not in names
    assert not page.find_all('[name$="wild_ranks"]')
    # A five typed anyway: the API's refusal names the deck, beside the field.
    page.driver.find_element("id", "f-hands-0-cards").send_keys("As Ks Qs Js 5s")
    page.driver.find_element("id", "f-hands-1-cards").send_keys("Ah Kh Qh Jh 9h")
    page.driver.execute_script("document.querySelector('.question button[name=ask]').click()")
    refused = page.wait_for("#answer").text
    assert "5s is not in the deck" in refused and "sixes to aces" in refused, refused


def test_a_joker_is_offered_where_the_game_deals_one(page: Page) -> None:
    """California lowball plays with a joker (the catalogue's deck counts none, the API takes
    it): its picker offers the joker; Texas hold'em's does not; with no game chosen, every card
    and the joker the field takes."""
    for game, joker in (("ace_to_five_draw", True), ("texas_holdem", False), ("", True)):
        page.open("/ask/hands/evaluate" + (f"?game={game}" if game else ""))
        names = _picked(page, "#f-hands-0-cards")
        assert ("add a joker" in names) is joker, game
        assert "add 2 of spades" in names


def test_unseen_cards_are_offered_only_where_a_field_takes_them(page: Page) -> None:
    """The deal's down cards may be unseen (``??``); the cards of a hand to rank may not."""
    page.open(SHORT_DECK.split("&played=")[0])
    page.driver.find_element("css selector", "details.more summary").click()
    field = page.wait_for("input[data-cards]")
    assert "add a card nobody has seen" in _picked(page, f"#{field.get_attribute('id')}")
    page.open("/ask/hands/evaluate")
    assert "add a card nobody has seen" not in _picked(page, "#f-hands-0-cards")


def test_settling_a_cards_speak_game_asks_no_declaration(page: Page) -> None:
    """Declarations are for the declare games: Texas hold'em's settle form asks none, seven-card
    stud with declare's does."""
    page.open("/ask/pots/settle?game=texas_holdem")
    page.wait_for("h1")
    assert not page.find_all('[name$="declaration"]')
    page.open("/ask/pots/settle?game=seven_card_stud_declare")
    page.wait_for("h1")
    assert page.find_all('[name="seats.0.declaration"]')
