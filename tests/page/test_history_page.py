"""``/histories``: a hand history pasted as PHH text (phh.readthedocs.io), ruled on and shown as
the play screen shows a hand (the pot, the ruling with its payouts and hands, the table, why); a
broken one refused beside the box, saying where and the rule. Real hands: WSOP 2023's (the PHH
dataset, tests/rules/phh_real) and an online cash game's in dollars and cents."""

from __future__ import annotations

from pathlib import Path

import chromium
from accessibility import assert_accessible, unreachable_by_keyboard, wider_than_the_screen
from axe import blocking
from casual_player import CasualPlayer
from live_page import Page

NARROW = chromium.Screen(360, 740, scale=2.0, mobile=True)
REAL = Path(__file__).parents[1] / "rules" / "phh_real"
# Hand 60 of WSOP 2023 event 43, day 5: deuce-to-seven triple draw (F2L3D); Brian Rast's
# seven-six low takes the pot of 5,625,000 from Talal Shakerchi's worse seven-six.
WSOP = (REAL / "wsop_2023_43_5" / "60.phh").read_text(encoding="utf-8")
CENTS = """\
variant = 'NT'
ante_trimming_status = false
antes = [0.25, 0.25, 0.25, 0.25]
blinds_or_straddles = [0.50, 1, 0, 0]
min_bet = 1
starting_stacks = [53, 181.85, 200.30, 205.40]
actions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'd dh p4 ????', 'p3 cbr 2', 'p4 f', \
'p1 f', 'p2 f']
"""


def _paste(player: CasualPlayer, text: str) -> None:
    """Paste the text in the box (as a paste: one tap, no typing) and send it."""
    box = player.page.wait_for("#phh")
    player.page.driver.execute_script("arguments[0].value = arguments[1]", box, text)
    player.taps += 1
    player.go(player.button("Read the history"))


def test_a_real_history_pasted_on_a_phone_is_ruled_in_words(page: Page) -> None:
    """From the index, the link to paste a history; WSOP hand 60 pasted: the ruling, on the first
    screen, says who takes the pot with which hand, the payouts (a tournament's chips grouped
    by thousands), the players' cards; nothing scrolls sideways."""
    chromium.emulate(page.driver, NARROW)
    player = CasualPlayer(page)
    player.open("/")
    player.go(page.driver.find_element("id", "paste-history"))
    assert_accessible(page.driver)
    _paste(player, WSOP)
    answer = page.wait_for("#answer")
    assert answer.rect["y"] < 740, "the ruling is not on the first screen after sending"
    ruling = answer.text
    assert "goes to Brian Rast with seven-six low (7-6-4-3-2" in ruling, ruling
    # grouped: a big amount
    assert "Brian Rast wins 5,625,000, 2,875,000 more than put in" in ruling, ruling
    assert "Deuce-to-seven triple draw" in page.wait_for("#hand-title").text
    assert "hand over" in page.driver.find_element("id", "status").text
    assert "Talal Shakerchi" in page.driver.find_element("css selector", "ul.seats").text
    assert page.driver.find_element("id", "phh").get_attribute("value").startswith("variant")
    assert blocking(page.driver) == [] and wider_than_the_screen(page.driver) == []
    assert_accessible(page.driver)
    page.screenshot("history-ruling", full_page=False)


def test_a_broken_history_is_refused_beside_the_box(page: Page) -> None:
    """A bet of 5 where the limit's bet is 500,000: refused at that action, quoted, the bettor
    by name, the rule; text that is not TOML at all: refused as not a PHH document."""
    chromium.emulate(page.driver, NARROW)
    player = CasualPlayer(page)
    player.open("/histories")
    _paste(player, WSOP.replace("'p2 cc', 'p3 cbr 500000'", "'p2 cc', 'p3 cbr 5'"))
    problem = page.wait_for("#phh-problem")
    said = problem.text
    assert "Action 28 ('p3 cbr 5')" in said and "Brian Rast" in said, said
    assert "Bet sizes" in said, said
    assert not page.find_all("#not-phh")  # it is PHH: what is wrong is its action
    box = page.driver.find_element("id", "phh")
    assert box.get_attribute("aria-invalid") == "true"
    assert "phh-problem" in str(box.get_attribute("aria-describedby"))
    # Beside the box: the refusal starts within a screen of the box's top, above the button.
    top = page.driver.execute_script(
        "const y = (e) => e.getBoundingClientRect().top; return y(arguments[1]) - y(arguments[0])",
        box, problem)  # fmt: skip
    assert 0 < top < 740
    assert problem.rect["y"] < player.button("Read the history").rect["y"]
    assert blocking(page.driver) == [] and wider_than_the_screen(page.driver) == []
    page.screenshot("history-refused", full_page=False)
    page.forget()  # the refusal's 422 is logged as a failed load
    # A site's own text, as a player copies it from the site: not PHH, and said so.
    _paste(player, "PokerStars Hand #1: Hold'em No Limit ($0.01/$0.02)\nSeat 1: Ann ($2 in chips)")
    said = page.wait_for("#phh-problem").text
    assert "not a TOML document" in said and "A hand history in PHH" in said, said
    assert "This is not PHH text" in page.driver.find_element("id", "not-phh").text
    page.forget()


def test_a_history_in_cents_and_one_stopped_part_way(page: Page) -> None:
    """A cash game's history in dollars and cents: every amount as the history writes it
    (the pot 3.50, not 350 chips; Seat 3 ends with 202.55), said so once, each net said once; the
    contract's example, stopped on third street: the hand is not over, whose turn and what he
    may do, said as the play screen's buttons say it."""
    player = CasualPlayer(page)
    chromium.emulate(page.driver, NARROW)
    player.open("/histories")
    _paste(player, CENTS)
    assert (
        page.wait_for("#scale").text == "Amounts as the history writes them, in dollars and cents."
    )
    ruling = page.wait_for("#answer").text
    assert "The pot (3.50) goes to Seat 3." in ruling
    assert "Seat 3 wins 3.50, 2.25 more than put in" in ruling
    assert "350" not in ruling and "ends" not in ruling, ruling
    seats = page.driver.find_element("css selector", "ul.seats").text
    assert "202.55" in seats and "chips" not in seats, seats  # 200.30 at the start, +2.25
    assert "Seat 3 202.55" in page.driver.find_element("id", "status").text
    player.open("/histories")
    player.go(page.driver.find_element("id", "example"))
    said = page.wait_for("#answer").text
    assert "The hand is not over" in said and "may: fold, call 4" in said, said
    assert unreachable_by_keyboard(page.driver) == []


def test_a_history_too_long_for_an_address_is_said_before_sending(page: Page) -> None:
    """The text travels in the address: one too long for it is said beside the box, not sent."""
    page.open("/histories")
    box = page.wait_for("#phh")
    page.driver.execute_script("arguments[0].value = arguments[1]", box, WSOP * 8)
    page.driver.find_element("id", "read").click()
    assert page.wait_for("#phh-too-long").is_displayed()
    assert page.driver.current_url.endswith("/histories")
