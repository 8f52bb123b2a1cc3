"""The programmers' page, ``/docs`` (Swagger UI from the package), in a real browser: it loads
from the service alone, shows every operation of the committed contract, and calls the API.

DESIGN.md, Runtime: "Interactive docs at /docs, served from local files, no CDN".
"""

from __future__ import annotations

from typing import Any

import yaml
from live_page import ROOT, Page

HTTP_METHODS = frozenset({"get", "put", "post", "delete", "patch", "head", "options", "trace"})


def contract_operations() -> set[tuple[str, str]]:
    """Every (METHOD, path) of the committed openapi.yaml."""
    document: dict[str, Any] = yaml.safe_load((ROOT / "openapi.yaml").read_text())
    return {
        (method.upper(), path)
        for path, item in document["paths"].items()
        for method in item
        if method in HTTP_METHODS
    }


def shown_operations(page: Page) -> set[tuple[str, str]]:
    """Every (METHOD, path) Swagger UI lists."""
    page.wait_for(".opblock")
    return {
        (
            block.find_element("css selector", ".opblock-summary-method").text,
            block.find_element("css selector", ".opblock-summary-path").get_attribute("data-path"),
        )
        for block in page.find_all(".opblock")
    }


def test_docs_show_every_operation_of_the_contract_from_the_host_alone(page: Page) -> None:
    page.open("/docs/")
    page.wait_for("h1.title")
    assert page.driver.title == "Poker rules referee"
    assert shown_operations(page) == contract_operations()
    # The page's script, styles and contract came from the service; the fixture fails the test
    # on any request elsewhere and on any console error.
    assert f"{page.base}/openapi.json" in page.requests()
    page.screenshot("api-docs", full_page=False)


def test_the_docs_page_calls_the_service(page: Page) -> None:
    page.open("/docs/")
    page.wait_for("#operations-health-getHealth").click()  # tag "health", operationId "getHealth"
    # The docs open with "Try it out" on (service/api/views/docs.py): Execute is there at once.
    page.wait_for("#operations-health-getHealth .execute").click()
    status = page.wait_for(
        "#operations-health-getHealth .live-responses-table tr.response .response-col_status"
    )
    body = page.wait_for("#operations-health-getHealth .live-responses-table .microlight")
    assert status.text == "200"
    assert '"status": "ok"' in body.text
