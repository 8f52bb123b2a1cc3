"""A casual player at the table, on a phone: taps links and buttons, types a few words, and
counts what it cost (taps, keys typed, screens loaded), so a test can hold the page to a budget.

What counts: a tap is a press on a link, a button or a field (a choice from a list is two: open
it, pick); typing costs one key per character besides the tap on the field; a screen is a page
loaded. Scrolling is not counted.
"""

from __future__ import annotations

from dataclasses import dataclass

from live_page import Page
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support.select import Select
from selenium.webdriver.support.wait import WebDriverWait


@dataclass
class CasualPlayer:
    """The browser as a person uses it, with what each action costs counted."""

    page: Page
    taps: int = 0
    keys: int = 0
    screens: int = 0

    def open(self, path: str) -> None:
        """Open an address (typed once, or a bookmark): the first screen."""
        self.page.open(path)
        self.screens += 1

    def go(self, element: WebElement) -> None:
        """Tap a link or a button that loads the next screen, and wait for it."""
        # A click that starts a navigation can race chromedriver's own check after the click;
        # the click event sent from the page does what a person's tap does.
        self.page.driver.execute_script("window.leaving = true; arguments[0].click()", element)
        WebDriverWait(self.page.driver, 10, ignored_exceptions=(WebDriverException,)).until(
            lambda driver: driver.execute_script(
                "return !window.leaving && document.readyState === 'complete'"
            )
        )
        self.taps += 1
        self.screens += 1

    def tap(self, element: WebElement) -> None:
        """Tap something that changes the screen in place (a picker's card, a fold)."""
        element.click()
        self.taps += 1

    def type(self, field: WebElement, text: str) -> None:
        """Tap a field and type into it."""
        field.clear()
        field.send_keys(text)
        self.taps += 1
        self.keys += len(text)

    def choose(self, field: WebElement, value: str) -> None:
        """Open a list and pick a choice."""
        Select(field).select_by_value(value)
        self.taps += 2

    def link(self, text: str) -> WebElement:
        """The link that says ``text``."""
        return self.page.driver.find_element("link text", text)

    def button(self, text: str) -> WebElement:
        """The visible button that says exactly ``text``."""
        found = [
            button
            for button in self.page.find_all("button")
            if button.is_displayed() and button.text.strip() == text
        ]
        shown = [button.text for button in self.page.find_all("button") if button.is_displayed()]
        assert found, f"no button says {text!r}; the buttons say {shown}"
        return found[0]

    def said(self) -> str:
        """What the screen says now."""
        return str(self.page.driver.find_element("css selector", "main").text)

    def __str__(self) -> str:
        return f"{self.taps} taps, {self.keys} keys typed, {self.screens} screens"
