"""The page tests' fixtures: the service under gunicorn and one headless Chromium, both for the
whole session, and ``page``: that browser for one test, on the live service.

A test opens a path, acts, asserts what a person sees; afterwards the fixture fails it on any
console error and on any request to another host (the pages work offline). ``page.phone()``
lays pages out as on a phone; ``page.screenshot(name)`` writes ``docs/screenshots/NAME.png``
only under ``SCREENSHOTS=1`` (``make screenshots``), so the suite never changes the tree. When
a test fails, what the browser showed is kept (a PNG and the HTML) and the report says where.
"""

from __future__ import annotations

import os
import re
from collections.abc import Generator, Iterator

import chromium
import pytest
from live_page import SCREENSHOTS, Live, Page, live_service
from selenium.webdriver.chrome.webdriver import WebDriver

BROWSER_FIXTURES = frozenset({"page", "chromium_driver", "live"})
FAILED = pytest.StashKey[bool]()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item,
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    """Note on the test whether its call failed, for the page fixture's teardown."""
    report = yield
    if report.when == "call" and report.failed:
        item.stash[FAILED] = True
    return report


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """A test in a real browser starts a server and Chromium: slow, like the runtime tests."""
    for item in items:
        if BROWSER_FIXTURES & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.slow)


@pytest.fixture(scope="session")
def live(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Live]:
    """The service from this working tree under gunicorn with its committed configuration."""
    with live_service(tmp_path_factory.mktemp("page-server"), WORKERS="1") as server:
        yield server


@pytest.fixture(scope="session")
def chromium_driver(tmp_path_factory: pytest.TempPathFactory) -> Iterator[WebDriver]:
    """One headless Chromium for the session, with a fresh profile."""
    if absent := chromium.missing():
        pytest.fail(f"{', '.join(absent)} missing: `make browser` installs Chromium and its driver")
    driver = chromium.start(tmp_path_factory.mktemp("chromium-profile"))
    yield driver
    driver.quit()


@pytest.fixture
def page(
    live: Live,
    chromium_driver: WebDriver,
    request: pytest.FixtureRequest,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[Page]:
    """The browser for this test; fails it afterwards on console errors or off-host requests."""
    wanted = os.environ.get("SCREENSHOTS", "") not in ("", "0")
    page = Page(chromium_driver, live.base, SCREENSHOTS if wanted else None)
    page.reset()
    yield page
    try:
        if request.node.stash.get(FAILED, False):
            keep_what_was_seen(page, request, tmp_path_factory)
        page.assert_clean()
    finally:
        page.reset()


def keep_what_was_seen(
    page: Page, request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> None:
    """Save the failed test's last page (PNG and HTML) and name the files in its report."""
    folder = tmp_path_factory.getbasetemp() / "page-failures"
    folder.mkdir(exist_ok=True)
    stem = page.keep(folder / re.sub(r"[^\w-]+", "_", request.node.name))
    shown = f"{page.driver.current_url} as the browser showed it: {stem}.png and .html"
    request.node.add_report_section("teardown", "browser", shown)
