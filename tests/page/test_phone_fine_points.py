"""Fine points a phone player met at 360 px: the card picker's second line under the first, not
under the suit's symbol; a draw's two card boxes level and its button saying how many it draws;
a raise typed below the least said in the page's words, on the button and in the message."""

from __future__ import annotations

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
