"""Headless Chromium under Selenium, and what it saw: console errors and requests off the host.

Debian's chromium and chromium-driver (``make browser``) are started by their paths, so that
Selenium Manager never tries to download a browser or a driver. The browser resolves no host
name but 127.0.0.1: a page that asks a CDN for a script fails here, visibly, even on a machine
that could reach one.
"""

from __future__ import annotations

import base64
import json
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.chrome.webdriver import WebDriver

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")

DESKTOP = (1280, 900)


@dataclass(frozen=True)
class Screen:
    """A screen to emulate: its CSS size, pixel ratio and whether it is a phone's."""

    width: int
    height: int
    scale: float = 1.0
    mobile: bool = False


# A common phone held upright (CSS pixels), with the mobile viewport rules (meta viewport) on.
PHONE = Screen(390, 844, scale=2.0, mobile=True)

# The flags this machine needs. Without the background-networking ones Chromium keeps calling
# Google's services at start-up, and the closed network here answers with refused connections.
FLAGS = (
    "--headless=new",
    "--no-sandbox",  # the suite runs as root, where Chromium's sandbox refuses to start
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
    f"--window-size={DESKTOP[0]},{DESKTOP[1]}",
    "--lang=en-US",
)

# Schemes that leave the machine; chrome:, data:, blob: and about: pages do not.
NETWORK_SCHEMES = frozenset({"http", "https", "ws", "wss"})


def missing() -> list[str]:
    """The browser files that are not installed (``make browser`` installs them)."""
    return [str(path) for path in (CHROMIUM, CHROMEDRIVER) if not path.exists()]


def start(user_data_dir: Path) -> WebDriver:
    """A headless Chromium with a fresh profile in ``user_data_dir``, logging what tests check."""
    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for flag in (*FLAGS, f"--user-data-dir={user_data_dir}"):
        options.add_argument(flag)
    # The console (browser) and the DevTools network events (performance) of every page.
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    return webdriver.Chrome(options=options, service=Service(executable_path=str(CHROMEDRIVER)))


def emulate(driver: WebDriver, screen: Screen | None) -> None:
    """Lay pages out for ``screen`` (None: the desktop window the browser started with)."""
    if screen is None:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})
        return
    metrics = {
        "width": screen.width,
        "height": screen.height,
        "deviceScaleFactor": screen.scale,
        "mobile": screen.mobile,
    }
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": screen.mobile})


def console_errors(driver: WebDriver) -> list[str]:
    """The console errors logged since the last call (the log is drained): scripts' errors,
    uncaught exceptions, and resources that failed to load."""
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def requested_urls(driver: WebDriver) -> list[str]:
    """Every URL the browser asked for since the last call (the log is drained), in order."""
    urls = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message["method"] == "Network.requestWillBeSent":
            urls.append(message["params"]["request"]["url"])
        elif message["method"] == "Network.webSocketCreated":
            urls.append(message["params"]["url"])
    return urls


def off_host(urls: list[str], base: str) -> list[str]:
    """The URLs among ``urls`` that go over the network to any host but ``base``'s (and port).

    >>> off_host(["http://127.0.0.1:5/a", "https://cdn.example/x.js", "data:,", "chrome://newtab/"],
    ...          "http://127.0.0.1:5")
    ['https://cdn.example/x.js']
    """
    host = urlsplit(base).netloc
    return [
        url
        for url in urls
        if (parts := urlsplit(url)).scheme in NETWORK_SCHEMES and parts.netloc != host
    ]


def full_page_png(driver: WebDriver) -> bytes:
    """The whole page as a PNG, beyond the viewport (Selenium's own shot stops at its edge)."""
    size = driver.execute_cdp_cmd("Page.getLayoutMetrics", {})["cssContentSize"]
    clip = {"x": 0, "y": 0, "width": size["width"], "height": size["height"], "scale": 1}
    shot = driver.execute_cdp_cmd(
        "Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True, "clip": clip}
    )
    return base64.b64decode(shot["data"])
