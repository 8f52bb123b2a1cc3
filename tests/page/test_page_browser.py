"""The page for players in a real browser: a whole stud high-low hand played by typing and
tapping as a person at the table would, a declare split settled, the card picker, a shared
link, a problem beside its field, and every page reachable by keyboard and readable on a phone.

These run against the service under gunicorn in headless Chromium (tests/page/conftest.py); the
fixture fails a test on any console error or any request to another host (the page works
offline). ``make screenshots`` keeps what they saw under docs/screenshots/ for the README.
"""

from __future__ import annotations

from accessibility import assert_accessible, unreachable_by_keyboard, wider_than_the_screen
from live_page import Page
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support.select import Select
from selenium.webdriver.support.wait import WebDriverWait
from stud_hand import DEALS, QUESTION, SETUP, SHOWS


def _type(page: Page, name: str, text: str) -> None:
    field = page.driver.find_element("css selector", f'.question [name="{name}"]')
    if field.tag_name == "select":
        Select(field).select_by_value(text)
    elif field.get_attribute("type") == "checkbox":  # a yes that is no unless ticked
        if field.is_selected() != (text == "yes"):
            field.click()
    else:
        field.clear()
        field.send_keys(text)


def _send(page: Page, button: WebElement) -> str:
    """Press a form's button and read the answer of the page it loads."""
    # A click that starts a navigation can race chromedriver's own check after the click; the
    # click event itself, sent from the page, submits the form as a person's click does.
    page.driver.execute_script("window.leaving = true; arguments[0].click()", button)
    # The new page has no mark of the old one; asking mid-navigation may fail, so ask again.
    WebDriverWait(page.driver, 10, ignored_exceptions=(WebDriverException,)).until(
        lambda driver: driver.execute_script(
            "return !window.leaving && document.readyState === 'complete'"
        )
    )
    return page.wait_for("#answer").text


def _ask(page: Page) -> str:
    return _send(page, page.driver.find_element("css selector", '.question button[name="ask"]'))


def _offered(page: Page) -> list[WebElement]:
    return page.find_all("form.next-event")


def _choose(page: Page, form: WebElement, down: str = "", up: str = "") -> str:
    """Fill an offered event's card fields, as typed at the table, send it, read the answer."""
    for name, cards in (("add.down", down), ("add.up", up)):
        for field in form.find_elements("css selector", f'[name="{name}"]'):
            field.clear()
            field.send_keys(cards)
    return _send(page, form.find_element("css selector", 'button[type="submit"]'))


def test_a_whole_stud_high_low_hand_played_in_the_browser(page: Page) -> None:
    """Seed S3's stakes (ante 1, bring-in 4, bets 10 and 20 in half-units), two players, every
    event chosen from those the referee offers; RULES.md §0: the pot is halved, the wheel takes
    low, kings full take high."""
    page.phone()
    page.open(QUESTION)
    for name, text in SETUP.items():
        _type(page, name, text)
    _ask(page)
    deals = {seat: list(dealt) for seat, dealt in DEALS.items()}
    for _ in range(60):
        offered = _offered(page)
        if not offered:
            break
        button = "button[type='submit']"
        form = next(
            form for form in offered if form.find_element("css selector", button).text != "Fold"
        )
        who = form.find_element("css selector", ".who").text  # "Ann (seat 1)"
        seat = who.split("(seat ")[1].split(")")[0]
        does = form.find_element("css selector", button).text  # "Deal", "Call 4"
        if does == "Deal":
            said = _choose(page, form, *deals[seat].pop(0))
        elif does == "Show":
            said = _choose(page, form, down=SHOWS[seat])
        else:
            said = _choose(page, form)
        assert "No ruling" not in said, said
    said = page.wait_for("#answer").text
    assert "Full house, kings over eights" in said
    assert "the high share" in said and "goes to Bob (seat 2)" in said
    assert "the low share" in said and "goes to Ann (seat 1)" in said
    page.screenshot("hand-phone", full_page=False)


def test_a_declare_split_settled_in_the_browser(page: Page) -> None:
    """RULES.md "Declare high-low": Ann declares both and loses high to Bob's full house, so
    she wins nothing; Bob takes high and Cy low."""
    page.open("/ask/pots/settle")
    # Declaring and the low share are not every pot's: they wait under "More".
    page.driver.find_element("css selector", "form.question > details.more > summary").click()
    _type(page, "dealer", "1")
    _type(page, "declare", "yes")
    low = "details.group:not(.more):has([name='low.ranking']) > summary"  # low's rules, folded
    page.driver.find_element("css selector", low).click()
    _type(page, "low.ranking", "ace_to_five")
    page.driver.find_element("css selector", "button.add-row").click()  # a third seat
    summaries = page.find_all("fieldset.row details.more > summary")
    assert [s.get_attribute("textContent").split(":")[0] for s in summaries] == [
        "More for seat 1", "More for seat 2", "More for seat 3"
    ]  # fmt: skip
    for seat, (name, cards, declaration) in enumerate(
        [
            ("Ann", "As 2s 3d 4h 5c Kd Qh", "both"),
            ("Bob", "Kh Kc Ks 8h 8d 7s 2c", "high"),
            ("Cy", "6h 5h 4d 3c 2h Jc 9s", "low"),
        ]
    ):
        _type(page, f"seats.{seat}.name", name)
        _type(page, f"seats.{seat}.contributed", "30")
        _type(page, f"seats.{seat}.cards", cards)
        more = f"details.more:has([name='seats.{seat}.declaration']) > summary"
        page.driver.find_element("css selector", more).click()
        _type(page, f"seats.{seat}.declaration", declaration)
    said = _ask(page)
    assert "the high share, 45, goes to Bob (seat 2) with full house" in said
    assert "the low share, 45, goes to Cy (seat 3) with " in said
    assert "Ann (seat 1) declared both ways, did not win both" in said


def test_cards_tapped_in_the_picker_and_a_ruling_shared_by_its_link(page: Page) -> None:
    """S1's showdown: the straight flush wins; the link reproduces the ruling."""
    page.open("/ask/hands/evaluate")
    field = page.driver.find_element("id", "f-hands-0-cards")
    page.driver.find_element("css selector", "#f-hands-0-cards + button.open-picker").click()
    for card in ("9 of diamonds", "J of diamonds", "Q of diamonds", "K of diamonds"):
        page.wait_for(f'button[aria-label="add {card}"]').click()
    # The picker works from the keyboard too: the ten of diamonds by Tab and Enter.
    ten = page.driver.find_element("css selector", 'button[aria-label="add 10 of diamonds"]')
    ten.send_keys(Keys.ENTER)
    assert field.get_attribute("value") == "9d Jd Qd Kd Td"
    _type(page, "hands.1.cards", "6c 7h 8s 9c 10c")
    said = _ask(page)
    assert "Place 1: hand 1, Straight flush, king high." in said
    shown = page.find_all("#answer .card")
    assert [card.get_attribute("aria-label") for card in shown[:5]] == [  # the winner first
        "king of diamonds", "queen of diamonds", "jack of diamonds", "ten of diamonds",
        "nine of diamonds",
    ]  # fmt: skip
    page.screenshot("ruling", full_page=False)
    link = page.driver.find_element("id", "share-link").get_attribute("href")
    assert link
    page.open(link.removeprefix(page.base))
    assert page.wait_for("#answer").text == said


def test_a_problem_is_named_beside_its_field(page: Page) -> None:
    page.open("/ask/hands/evaluate")
    _type(page, "hands.0.cards", "As Kd Qx 9c 8c")
    said = _ask(page)
    assert "No ruling" in said and "Hand 1, card 3" in said
    page.driver.find_element("css selector", ".errors a").click()
    focused = page.driver.switch_to.active_element
    assert page.driver.current_url.endswith("#f-hands-0-cards")
    assert "Qx" in page.driver.find_element("id", "f-hands-0-cards").get_attribute("value")
    assert focused is not None
    page.screenshot("problem", full_page=False)


def test_every_page_is_accessible_by_keyboard_and_fits_a_phone(page: Page) -> None:
    page.phone()
    for path in ("/", "/rules", "/ask/pots/settle", "/ask/games/razz/state?ask=1"):
        page.open(path)
        page.wait_for("h1")
        assert_accessible(page.driver)
        assert unreachable_by_keyboard(page.driver) == [], path
        assert wider_than_the_screen(page.driver) == [], path
