"""The page tests' own tools catch what they are for: each kind of accessibility defect, console
errors, requests off the host, a page that is not laid out for a phone; and screenshots are
written only when asked for.

Each check is shown a small page (a data: URL) that has exactly one defect, and must name it.
"""

from __future__ import annotations

import struct
from pathlib import Path
from urllib.parse import quote

import pytest
from accessibility import accessibility_problems, unreachable_by_keyboard, wider_than_the_screen
from live_page import Page
from selenium.webdriver.support.wait import WebDriverWait

SOUND_BODY = """
<h1>Who wins the pot</h1>
<img src="data:," alt="Ace of spades">
<img src="data:," alt="">
<label for="cards">Cards</label> <input id="cards" name="cards">
<label>Game <select name="game"><option>Razz</option></select></label>
<textarea aria-label="Notes"></textarea>
<span id="seat-label">Seat</span> <input name="seat" type="number" aria-labelledby="seat-label">
<input type="hidden" name="token"> <input type="submit" value="Rule">
<button>Share</button> <button aria-label="Close">×</button>
<button><img src="data:," alt="Clear"></button>
"""


def sound_page(body: str = SOUND_BODY, lang: str = ' lang="en"', title: str = "Referee") -> str:
    return f"<!doctype html><html{lang}><head><title>{title}</title></head><body>{body}</body>"


def show(page: Page, html: str) -> None:
    """Load ``html`` as a page of its own (a data: URL: no request to any host)."""
    page.driver.get("data:text/html;charset=utf-8," + quote(html))


def test_a_sound_page_passes_the_accessibility_smoke_check(page: Page) -> None:
    show(page, sound_page())
    assert accessibility_problems(page.driver) == []


DEFECTS = {
    "no lang": (sound_page(lang=""), "the html element has no lang attribute"),
    "empty lang": (sound_page(lang=' lang=" "'), "the html element has no lang attribute"),
    "no title": (sound_page(title=""), "the document has no title"),
    "no h1": (sound_page(SOUND_BODY.replace("h1>", "h2>")), "the page has 0 h1 elements"),
    "two h1": (sound_page(SOUND_BODY + "<h1>Again</h1>"), "the page has 2 h1 elements"),
    "image without alt": (
        sound_page(SOUND_BODY + '<img src="data:,">'),
        'src="data:,"] has no alt',
    ),
    "input without label": (
        sound_page(SOUND_BODY + '<input name="bet">'),
        'name="bet"] has no label',
    ),
    "placeholder is no label": (
        sound_page(SOUND_BODY + '<input name="bet" placeholder="Bet">'),
        'name="bet"] has no label',
    ),
    "empty label": (
        sound_page(SOUND_BODY + '<label for="x"> </label><input id="x">'),
        "input#x has no label",
    ),
    "labelledby nothing": (
        sound_page(SOUND_BODY + '<select id="s" aria-labelledby="missing"></select>'),
        "select#s has no label",
    ),
    "textarea without label": (
        sound_page(SOUND_BODY + '<textarea id="t"></textarea>'),
        "textarea#t has no label",
    ),
    "button without name": (
        sound_page(SOUND_BODY + '<button id="b"><svg></svg></button>'),
        "button#b has no name",
    ),
}


@pytest.mark.parametrize(("html", "problem"), DEFECTS.values(), ids=DEFECTS.keys())
def test_the_accessibility_smoke_check_names_each_defect(
    page: Page, html: str, problem: str
) -> None:
    show(page, html)
    problems = accessibility_problems(page.driver)
    assert len(problems) == 1, problems
    assert problem in problems[0]


def test_every_control_of_a_sound_page_is_reached_with_tab(page: Page) -> None:
    hidden = """<button style="display: none">Hidden</button> <button disabled>Off</button>
    <fieldset disabled><legend>Off too</legend><input aria-label="Ante"></fieldset>
    <details><summary>House rules</summary><input aria-label="Cap"></details>"""
    show(page, sound_page(SOUND_BODY + '<a href="#rules">Rules</a>' + hidden))
    assert unreachable_by_keyboard(page.driver) == []


@pytest.mark.parametrize(
    ("control", "unreached"),
    [
        ('<div role="button" id="deal">Deal</div>', "div#deal"),
        ('<button id="fold" tabindex="-1">Fold</button>', "button#fold"),
        ('<a id="rule">A link without href is no link</a><a role="link" id="r">R</a>', "a#r"),
    ],
    ids=["a div made a button", "a button taken out of the tab order", "a link with no href"],
)
def test_a_control_that_tab_never_reaches_is_named(
    page: Page, control: str, unreached: str
) -> None:
    show(page, sound_page(SOUND_BODY + control))
    unreachable = unreachable_by_keyboard(page.driver)
    assert len(unreachable) == 1, unreachable
    assert unreachable[0].startswith(unreached)


def test_console_errors_are_problems(page: Page) -> None:
    show(page, sound_page("<script>console.error('no pot'); null.pot;</script>"))
    problems = page.problems()
    assert any("no pot" in problem for problem in problems), problems
    assert any("Cannot read properties of null" in problem for problem in problems), problems
    page.forget()  # provoked on purpose: the fixture's own check must not fail this test


def test_requests_to_other_hosts_are_problems(page: Page) -> None:
    # A stylesheet from a CDN, and a script's call to an API elsewhere.
    body = """<link rel="stylesheet" href="https://cdn.example.com/cards.css">
    <script>fetch("http://api.example.org/rules").catch(() => {});</script>"""
    show(page, sound_page(body + SOUND_BODY))
    elsewhere = ["https://cdn.example.com/cards.css", "http://api.example.org/rules"]
    WebDriverWait(page.driver, 10).until(lambda _: set(elsewhere) <= set(page.requests()))
    away = [problem for problem in page.problems() if problem.startswith("request off the host")]
    assert sorted(away) == sorted(f"request off the host: {url}" for url in elsewhere)
    page.forget()


def test_the_service_itself_is_on_the_host(page: Page) -> None:
    page.open("/v1/health")
    assert page.requests() == [f"{page.base}/v1/health"]
    assert page.problems() == []


@pytest.mark.parametrize(
    ("viewport", "layout_width"),
    [('<meta name="viewport" content="width=device-width, initial-scale=1">', 390), ("", 980)],
    ids=["with a viewport tag", "without one"],
)
def test_the_phone_lays_out_a_page_as_a_phone_does(
    page: Page, viewport: str, layout_width: int
) -> None:
    # Without the viewport tag a phone lays the page out 980 px wide and shrinks it: unreadable.
    page.phone()
    show(page, sound_page(viewport + SOUND_BODY))
    assert page.driver.execute_script("return window.innerWidth") == layout_width
    page.desktop()
    assert page.driver.execute_script("return window.innerWidth") == 1280


def test_what_makes_a_phone_scroll_sideways_is_named(page: Page) -> None:
    viewport = '<meta name="viewport" content="width=device-width, initial-scale=1">'
    page.phone()
    show(page, sound_page(viewport + SOUND_BODY))
    assert wider_than_the_screen(page.driver) == []
    table = (
        '<table id="pots"><tr><td style="white-space: nowrap">' + "Ks " * 100 + "</td></tr></table>"
    )
    show(page, sound_page(viewport + SOUND_BODY + table))
    wide = wider_than_the_screen(page.driver)
    assert len(wide) == 1 and wide[0].startswith("td reaches"), wide


def png_size(path: Path) -> tuple[int, int]:
    """A PNG's width and height, from its header chunk."""
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_screenshots_are_written_only_when_asked_for(page: Page, tmp_path: Path) -> None:
    show(page, sound_page('<meta name="viewport" content="width=device-width">' + SOUND_BODY))
    page.screenshots = None  # as in the suite, without SCREENSHOTS=1
    assert page.screenshot("anything") is None
    page.screenshots = tmp_path / "screenshots"
    page.phone()
    assert page.screenshot("phone", full_page=False) == tmp_path / "screenshots" / "phone.png"
    assert png_size(tmp_path / "screenshots" / "phone.png") == (390 * 2, 844 * 2)
    page.driver.execute_script("document.body.style.height = '3000px'")
    page.screenshot("phone-whole")
    assert png_size(tmp_path / "screenshots" / "phone-whole.png")[1] >= 3000 * 2


def test_a_page_is_kept_as_a_picture_and_html(page: Page, tmp_path: Path) -> None:
    # What the page fixture does after a failed test (the report names the two files).
    show(page, sound_page())
    page.keep(tmp_path / "failed")
    assert png_size(tmp_path / "failed.png")[0] == 1280
    assert "<h1>Who wins the pot</h1>" in (tmp_path / "failed.html").read_text()
