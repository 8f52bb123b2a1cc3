"""The links a casual player taps on their own, measured on a 360 px phone: "A dispute at the
table?", "Back to the hand" and the rules' links under "Why" were 19 px tall; a thumb needs
40 and more (WCAG 2.5.5 asks 44, as the buttons are)."""

from __future__ import annotations

from live_page import Page
from phone import fits_the_phone, on_a_phone
from selenium.webdriver.remote.webelement import WebElement
from side_pot_hand import STUD

THUMB = 40


def _tapped_anywhere(page: Page, link: WebElement) -> bool:
    """The link is what a tap finds at its top, middle and bottom edge, its whole height."""
    return bool(
        page.driver.execute_script(
            """
            const link = arguments[0];
            link.scrollIntoView({block: "center"});
            const box = link.getClientRects()[0];
            return [box.top + 1, box.top + box.height / 2, box.bottom - 1].every(y => {
                const found = document.elementFromPoint(box.left + 4, y);
                return found === link || link.contains(found);
            });
            """,
            link,
        )
    )


def test_the_hands_own_links_are_a_thumbs_target(page: Page) -> None:
    """On the play screen: the dispute link 44 px tall; each rule under "Why" 40 px, tapped
    at its edges too (the words under it do not take the tap), the list no longer for it."""
    player = on_a_phone(page)
    player.open(STUD)
    dispute = page.wait_for("#dispute-link")
    assert dispute.rect["height"] >= THUMB + 4, dispute.rect
    why = page.driver.find_element("css selector", "details.why")
    player.tap(why.find_element("tag name", "summary"))
    rules = why.find_elements("css selector", "ol.rules > li > a")
    assert len(rules) > 3
    for link in rules:
        assert link.rect["height"] >= THUMB, (link.text, link.rect)
        assert _tapped_anywhere(page, link), link.text
    # Taller to tap in their padding, they take no more room: the list is as long as without.
    tall, plain = page.driver.execute_script(
        "const height = () => arguments[0].getBoundingClientRect().height, tall = height();"
        "const links = [...arguments[0].querySelectorAll('ol.rules > li > a')];"
        "links.forEach(a => a.style.padding = '0');"
        "const plain = height();"
        "links.forEach(a => a.style.padding = '');"
        "return [tall, plain];",
        why,
    )
    assert tall == plain, (tall, plain)
    fits_the_phone(page)


def test_back_to_the_hand_is_a_thumbs_target(page: Page) -> None:
    """From the hand to its disputes and into one: "Back to the hand" 44 px tall on both."""
    player = on_a_phone(page)
    player.open(STUD)
    player.go(page.wait_for("#dispute-link"))
    back = page.wait_for("#back-to-hand")
    assert back.rect["height"] >= THUMB + 4, back.rect
    fits_the_phone(page)
    player.go(page.driver.find_elements("css selector", "ul.questions a")[0])
    back = page.wait_for("#back-to-hand")
    assert back.rect["height"] >= THUMB + 4, back.rect
    fits_the_phone(page)
    player.go(back)
    assert page.wait_for("#status").text.startswith("Main pot 85")


def test_a_yes_box_is_a_thumbs_target(page: Page) -> None:
    """The chips dispute's "Single chip" box was 24 px: a thumb needs 40."""
    on_a_phone(page).open("/ask/disputes/string_raise")
    page.driver.execute_script("document.querySelectorAll('details').forEach(d => d.open = true)")
    box = page.wait_for("#f-single_chip")
    assert box.rect["height"] >= THUMB and box.rect["width"] >= THUMB, box.rect
    fits_the_phone(page)
