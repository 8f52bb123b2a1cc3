"""Fine points a phone player met at 360 px: the card picker's second line under the first, not
under the suit's symbol; a draw's two card boxes level and its button saying how many it draws;
a raise typed below the least said in the page's words, on the button and in the message."""

from __future__ import annotations

from urllib.parse import urlencode

from live_page import Page
from phone import fits_the_phone, on_a_phone

BLINDS = {"stakes.small_blind": "1", "stakes.big_blind": "2"}


def test_a_suits_second_line_of_cards_starts_under_its_first(page: Page) -> None:
    """Each suit's 13 cards on two lines, the 8 under the ace (no place of its own for the
    suit's symbol, which put the 8 under it); each card shows its suit."""
    player = on_a_phone(page)
    player.open("/ask/hands/evaluate")
    player.tap(page.driver.find_element("css selector", "#f-hands-0-cards + button.open-picker"))
    for row in page.find_all(".card-picker .picker-row[class*='suit-']"):
        buttons = row.find_elements("css selector", "button.pick")
        lines = sorted({button.rect["y"] for button in buttons})
        assert len(lines) == 2, lines
        first = [b for b in buttons if b.rect["y"] == lines[0]]
        second = [b for b in buttons if b.rect["y"] == lines[1]]
        assert (len(first), len(second)) == (7, 6)
        assert second[0].rect["x"] == first[0].rect["x"], "the 8 under the ace"
        symbol = row.find_element("css selector", ".suit-symbol")
        assert not symbol.is_displayed()
        assert all(button.text.endswith(symbol.text) for button in buttons), [
            button.text for button in buttons
        ]
        assert all(b.rect["width"] >= 44 and b.rect["height"] >= 44 for b in buttons)
    fits_the_phone(page)


def test_a_draws_boxes_are_level_and_its_button_says_how_many(page: Page) -> None:
    """Deuce-to-seven triple draw, Bob's cards typed at the deal: "cards thrown" and "new
    cards, if seen (left empty: unseen)" side by side, their boxes at one height; the Draw
    button says "Draw 1", then "Draw 2", as the cards thrown are typed."""
    played = [
        "deal 2 down=2c,3d,4h,8s,Kc", "deal 3 down=??,??,??,??,??", "deal 1 down=??,??,??,??,??",
        "call 1 to=2", "call 2 to=2", "check 3",
    ]  # fmt: skip
    query = {"players": "Ann, Bob, Cy", "chips": "100", **BLINDS, "played": "\n".join(played)}
    player = on_a_phone(page)
    player.open("/play/deuce_to_seven_triple_draw?" + urlencode(query))
    thrown = page.wait_for('input[name="discards.2"]')
    drawn = page.driver.find_element("css selector", 'input[name="down.2"]')
    assert thrown.rect["y"] == drawn.rect["y"], (thrown.rect, drawn.rect)
    draw = player.button("Draw")
    player.type(thrown, "Kc")
    assert draw.text == "Draw 1"
    player.type(thrown, "Kc 8s")
    assert draw.text == "Draw 2"
    fits_the_phone(page)


def test_a_raise_below_the_least_says_the_least_in_words(page: Page) -> None:
    """No-limit hold'em, Ann to act facing the big blind of 2: typing 3 in the raise box, the
    button says "Raise to at least 4", not "Raise to 3", and the message the browser shows
    on pressing it is the page's, not "Value must be greater than or equal to 4"."""
    query = {"players": "Ann, Bob, Cy", "chips": "200", **BLINDS,
             "played": "deal 2 down=??,??\ndeal 3 down=??,??\ndeal 1 down=??,??"}  # fmt: skip
    player = on_a_phone(page)
    player.open("/play/texas_holdem?" + urlencode(query))
    box = page.wait_for('input[type="number"][data-amount]')
    player.type(box, "3")
    player.button("Raise to at least 4")
    said = page.driver.execute_script("return arguments[0].validationMessage", box)
    assert said == "Raise to at least 4: type 4 to 200 (200 is all in).", said
    player.type(box, "12")
    player.button("Raise to 12")
    assert page.driver.execute_script("return arguments[0].validationMessage", box) == ""
