"""axe-core (Deque's accessibility engine, from npm: ``make npm`` installs it from
package-lock.json) run on the page a driver shows: the violations a person relying on a screen
reader, a keyboard or good contrast would meet, by impact.

The script is put into the page by the driver, not by the page itself, so the page's own
Content-Security-Policy (scripts from the service only) stays as it is served.
"""

from __future__ import annotations

from typing import Any

from live_page import ROOT
from selenium.webdriver.remote.webdriver import WebDriver

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
BLOCKING = frozenset({"serious", "critical"})

_RUN = """
const done = arguments[arguments.length - 1];
axe.run(document, {resultTypes: ["violations"]})
  .then((results) => done(results.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.slice(0, 5).map((node) => node.target.join(" ")),
  }))))
  .catch((error) => done([{id: "axe-error", impact: "critical", help: String(error), nodes: []}]));
"""


def violations(driver: WebDriver) -> list[dict[str, Any]]:
    """Every axe-core violation on the page the driver shows now."""
    assert AXE.exists(), f"{AXE} is missing: `make npm` installs axe-core from package-lock.json"
    driver.execute_script(AXE.read_text())
    driver.set_script_timeout(30)
    found: list[dict[str, Any]] = driver.execute_async_script(_RUN)
    return found


def blocking(driver: WebDriver) -> list[str]:
    """The serious and critical violations, one line each, naming the elements."""
    return [
        f"{found['impact']}: {found['id']} ({found['help']}) at {', '.join(found['nodes'])}"
        for found in violations(driver)
        if found["impact"] in BLOCKING
    ]
