"""An accessibility smoke check of the page a driver shows, for every page test to call.

Not an audit: the few things a screen-reader or keyboard user is lost without and that a page
can be checked for mechanically. The document says its language and has a title; it has exactly
one ``h1``; every image has an ``alt`` (empty for decoration); every form control has a label
(a ``<label>``, ``aria-label`` or ``aria-labelledby``; a placeholder or a title is not one); every
button has a name. The rules are the WCAG 2.2 success criteria 3.1.1 (language of page), 2.4.2
(page titled), 1.3.1 (info and relationships: headings, labels), 1.1.1 (non-text content) and
4.1.2 (name, role, value). Apart, ``unreachable_by_keyboard`` presses Tab through the page and
names every visible control that focus never reaches (2.1.1, keyboard), and
``wider_than_the_screen`` names what makes a page scroll sideways on a phone (1.4.10, reflow).
"""

from __future__ import annotations

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.remote.webdriver import WebDriver

# How the scripts below name an element in a problem: tag, id and a few telling attributes.
_DESCRIBE = """
const describe = (el) => {
  let text = el.tagName.toLowerCase();
  if (el.id) text += "#" + el.id;
  for (const name of ["name", "type", "src", "href", "class"]) {
    const value = el.getAttribute(name);
    if (value) text += `[${name}="${value.slice(0, 40)}"]`;
  }
  return text;
};
"""

# Runs in the page; returns one sentence per problem, naming the element.
_PROBLEMS_SCRIPT = (
    _DESCRIBE
    + """
const problems = [];
const nameFrom = (el) => {
  const aria = (el.getAttribute("aria-label") || "").trim();
  if (aria) return aria;
  const ids = (el.getAttribute("aria-labelledby") || "").split(/\\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent || "").join(" ").trim();
};
if (!(document.documentElement.getAttribute("lang") || "").trim())
  problems.push("the html element has no lang attribute");
if (!document.title.trim()) problems.push("the document has no title");
const h1s = document.querySelectorAll("h1").length;
if (h1s !== 1) problems.push(`the page has ${h1s} h1 elements, not exactly one`);
for (const img of document.querySelectorAll("img, input[type=image]"))
  if (!img.hasAttribute("alt")) problems.push(`${describe(img)} has no alt attribute`);
const unlabelled = ["hidden", "submit", "reset", "button", "image"];
for (const control of document.querySelectorAll("input, select, textarea")) {
  if (control.tagName === "INPUT" && unlabelled.includes(control.type)) continue;
  const labelled = [...(control.labels || [])].some((label) => label.textContent.trim());
  if (!labelled && !nameFrom(control)) problems.push(`${describe(control)} has no label`);
}
const buttons = "button, input[type=submit], input[type=reset], input[type=button], [role=button]";
for (const button of document.querySelectorAll(buttons)) {
  const text = button.tagName === "INPUT" ? button.value : button.textContent;
  const images = [...button.querySelectorAll("img[alt]")].map((img) => img.alt).join("");
  if (!(text || "").trim() && !images.trim() && !nameFrom(button))
    problems.push(`${describe(button)} has no name`);
}
return problems;
"""
)

# The visible controls a person operates (links, form controls, buttons, widgets by role), kept
# on the window so that later scripts can tell which one has the focus.
_CONTROLS_SCRIPT = (
    _DESCRIBE
    + """
const selector = "a[href], button, input:not([type=hidden]), select, textarea, summary, "
  + "[role=button], [role=link], [role=checkbox], [role=radio], [role=tab], [role=option]";
// checkVisibility: not display:none, not visibility:hidden, not in a closed <details> (whose
// contents keep their boxes in Chromium but are skipped by Tab until it is opened).
const shown = (el) => el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true });
window.__controls = [...document.querySelectorAll(selector)]
  .filter((el) => shown(el) && !el.matches(":disabled") && !el.closest("[inert]"));
document.activeElement?.blur();
return window.__controls.map(describe);
"""
)


def accessibility_problems(driver: WebDriver) -> list[str]:
    """What the page the driver shows now fails of the smoke check, one sentence each."""
    problems: list[str] = driver.execute_script(_PROBLEMS_SCRIPT)
    return problems


def assert_accessible(driver: WebDriver) -> None:
    """Fail the test, listing every problem, unless the page passes the smoke check."""
    problems = accessibility_problems(driver)
    assert not problems, f"{driver.current_url} fails the accessibility smoke check:\n" + "\n".join(
        problems
    )


def unreachable_by_keyboard(driver: WebDriver) -> list[str]:
    """The visible controls of the page that pressing Tab from its top never focuses."""
    controls: list[str] = driver.execute_script(_CONTROLS_SCRIPT)
    reached: set[int] = set()
    # Room for a few focusable things that are not controls (a scrolling region, a frame).
    for _ in range(2 * len(controls) + 5):
        if len(reached) == len(controls):
            break
        ActionChains(driver).send_keys(Keys.TAB).perform()
        reached.add(
            driver.execute_script("return window.__controls.indexOf(document.activeElement)")
        )
    return [control for index, control in enumerate(controls) if index not in reached]


# The innermost elements that stick out past the right edge of the viewport.
_WIDE_SCRIPT = (
    _DESCRIBE
    + """
const edge = document.documentElement.clientWidth;
if (document.documentElement.scrollWidth <= edge) return [];
const out = (el) => el.getBoundingClientRect().right > edge + 1;
return [...document.body.querySelectorAll("*")]
  .filter((el) => out(el) && ![...el.children].some(out))
  .map((el) => `${describe(el)} reaches ${Math.round(el.getBoundingClientRect().right)} px`);
"""
)


def wider_than_the_screen(driver: WebDriver) -> list[str]:
    """What sticks out past the screen's right edge, so that the page scrolls sideways."""
    wide: list[str] = driver.execute_script(_WIDE_SCRIPT)
    return wide
