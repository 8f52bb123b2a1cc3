"""The phone trial's Elimination hands on a 360 px phone in a real browser: a player all in for
less loses every card (RULES.md §1, rule elimination.side-pot). The last step says whose pot
it is and who plays on, or declares at once; the bar marks the pots decided; the ruling says
why a winner holds no card; and none of it makes the page scroll sideways or crowds the bar."""

from __future__ import annotations

from elimination_hands import DECLARE_NOW, TYPED_TO_BOBS_LAST_CARD, golden, typed
from live_page import Page
from phone import NARROW, fits_the_phone, on_a_phone


def _words(page: Page, css: str) -> str:
    return " ".join(page.wait_for(css).text.split())


def test_bobs_last_card_on_a_phone(page: Page) -> None:
    """Bob throws his 4♥, his last card: the screen says the main pot is his and Ann and Cy
    play on for the side pot, the bar marks the main pot Bob's, and all of it fits."""
    on_a_phone(page).open(typed(TYPED_TO_BOBS_LAST_CARD))
    assert _words(page, "#last-step") == (
        "Last step: 4♦ turned: Bob throws 4♥. Bob has lost every card and takes the main pot "
        "(6). Ann and Cy play on for the side pot (4)."
    )
    assert _words(page, "#status").startswith("Main pot 6 (Bob's) · Side pot 4 (Ann, Cy)")
    fits_the_phone(page)


def test_declared_at_once_on_a_phone(page: Page) -> None:
    """Under the house rule to declare at once: the house rule in words, the reason above the
    Declare form, all within the screen's width."""
    on_a_phone(page).open(typed(TYPED_TO_BOBS_LAST_CARD, **DECLARE_NOW))
    assert _words(page, "#house-rules") == (
        "House rules: side pot when a player loses every card: its players declare for it at once"
    )
    assert _words(page, "#last-step").endswith("Ann and Cy declare for the side pot (4) now.")
    fits_the_phone(page)


def test_three_pots_ruling_on_a_phone(page: Page) -> None:
    """Three pots, two won by losing every card: the bar says whose each is in no more than a
    quarter of the screen; the ruling says when each winner lost his cards."""
    on_a_phone(page).open(golden("three-pots-the-first-to-lose-every-card-takes-his-first"))
    bar = _words(page, "#status")
    assert bar.startswith(
        "Main pot 8 (Bob's) · Side pot 1: 9 (Cy's) · Side pot 2: 8 (Ann, Dee) · hand over"
    ), bar
    assert page.wait_for("#status").rect["height"] <= NARROW.height / 4
    ruling = _words(page, "#answer")
    assert "Bob lost every card on the third reveal." in ruling, ruling
    assert "Cy lost every card on the fourth reveal." in ruling, ruling
    fits_the_phone(page)
