"""The session's browser on the live service, as a page test drives it (the ``page`` fixture).

Open a path, wait for what a person would see, act, read; ``phone()`` lays pages out as on a
phone; ``screenshot(name)`` keeps a picture for the README when screenshots are asked for; and
``problems()`` lists the console errors and requests to other hosts so far.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from pathlib import Path

import chromium
from selenium.webdriver.chrome.webdriver import WebDriver
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support import expected_conditions
from selenium.webdriver.support.wait import WebDriverWait

# The runtime tests' gunicorn helper, shared (it is imported there as `live_server` too).
sys.path.insert(0, str(Path(__file__).parents[1] / "runtime"))
from live_server import ROOT, Live, live_service

__all__ = ["ROOT", "SCREENSHOTS", "Live", "Page", "live_service"]

SCREENSHOTS = ROOT / "docs" / "screenshots"
WAIT_SECONDS = 10.0


@dataclass
class Page:
    """The session's browser on the live service, for one test."""

    driver: WebDriver
    base: str
    screenshots: Path | None
    urls: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    def open(self, path: str) -> None:
        """Load ``path`` of the service (``/docs``) and wait for its load event."""
        self.driver.get(self.base + path)

    def wait_for(self, css: str, seconds: float = WAIT_SECONDS) -> WebElement:
        """The first element ``css`` selects, once it is visible."""
        wait = WebDriverWait(self.driver, seconds)
        visible = expected_conditions.visibility_of_element_located(("css selector", css))
        found = wait.until(visible, f"nothing visible matches {css!r} after {seconds} s")
        assert isinstance(found, WebElement)
        return found

    def find_all(self, css: str) -> list[WebElement]:
        """Every element ``css`` selects now."""
        return self.driver.find_elements("css selector", css)

    def phone(self) -> None:
        """Lay pages out on a phone's screen (390 × 844 CSS pixels, touch) from now on."""
        chromium.emulate(self.driver, chromium.PHONE)

    def desktop(self) -> None:
        """Back to the desktop window (1280 × 900)."""
        chromium.emulate(self.driver, None)

    def screenshot(self, name: str, *, full_page: bool = True) -> Path | None:
        """Save the page as ``docs/screenshots/NAME.png`` when screenshots are asked for."""
        if self.screenshots is None:
            return None
        self.screenshots.mkdir(parents=True, exist_ok=True)
        path = self.screenshots / f"{name}.png"
        if full_page:
            path.write_bytes(chromium.full_page_png(self.driver))
        else:
            self.driver.save_screenshot(str(path))
        return path

    def keep(self, stem: Path) -> Path:
        """Save what the browser shows as ``STEM.png`` (the whole page) and ``STEM.html``."""
        Path(f"{stem}.png").write_bytes(chromium.full_page_png(self.driver))
        Path(f"{stem}.html").write_text(self.driver.page_source)
        return stem

    def requests(self) -> list[str]:
        """Every URL the browser asked for during this test, in order."""
        self._drain()
        return list(self.urls)

    def problems(self) -> list[str]:
        """The console errors and the requests to other hosts during this test."""
        self._drain()
        errors = [f"console error: {message}" for message in self.errors]
        away = [f"request off the host: {url}" for url in chromium.off_host(self.urls, self.base)]
        return errors + away

    def assert_clean(self) -> None:
        """Fail on any console error or request to another host during this test."""
        problems = self.problems()
        assert not problems, "\n".join(problems)

    def forget(self) -> None:
        """Forget what the browser logged so far (after a test provoked errors on purpose)."""
        self._drain()
        self.urls.clear()
        self.errors.clear()

    def _drain(self) -> None:
        # Both logs are emptied by reading them: keep what they held for the whole test.
        self.urls.extend(chromium.requested_urls(self.driver))
        self.errors.extend(chromium.console_errors(self.driver))

    def reset(self) -> None:
        """A blank tab at desktop size, no storage for the service, nothing logged."""
        self.desktop()
        self.driver.get("about:blank")
        self.driver.execute_cdp_cmd(
            "Storage.clearDataForOrigin", {"origin": self.base, "storageTypes": "all"}
        )
        self.forget()
