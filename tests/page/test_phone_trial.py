"""What a casual player reported after a hand on a 360 px phone, each checked where he met it:
the last step said in words and named on its take-back (a mis-tapped fold seen at once)."""

from __future__ import annotations

from urllib.parse import urlencode

from live_page import Page
from phone import fits_the_phone, on_a_phone

BLINDS = {"stakes.small_blind": "1", "stakes.big_blind": "2"}
TRIPLE_DRAW = "/play/deuce_to_seven_triple_draw?"
DEALT = "\n".join(
    f"deal {seat} down={cards}"
    for seat, cards in (
        (2, "7s,5d,4c,3h,9d"),
        (3, "8h,6c,2d,Kd,Qs"),
        (4, "2h,4h,7c,8d,5c"),
        (1, "9c,Tc,2s,3d,3s"),
    )
)


def _last(page: Page) -> str:
    return " ".join(page.wait_for("#last-step").text.split())


def test_a_mistapped_fold_is_said_and_its_take_back_names_it(page: Page) -> None:
    """Cy taps Fold instead of Raise: the screen says "Cy folded", the take-back button says
    "Take back Cy's fold" and, pressed, gives Cy his turn again. A call says what it added,
    as its button did; a raise says what to."""
    player = on_a_phone(page)
    setup = {"players": "Dave, Ann, Bob, Cy", "chips": "200", **BLINDS, "played": DEALT}
    player.open(TRIPLE_DRAW + urlencode(setup))
    player.go(player.button("Fold"))  # Cy, first to act
    assert _last(page) == "Last step: Cy folded.", _last(page)
    undo = page.driver.find_element("id", "undo")
    assert undo.text == "Take back Cy's fold", undo.text
    fits_the_phone(page)
    player.go(undo)
    assert "Cy to act" in page.wait_for("#status").text
    player.go(player.button("Raise to 4"))
    assert _last(page) == "Last step: Cy raised to 4.", _last(page)
    player.go(player.button("Fold"))  # Dave
    player.go(player.button("Call 3"))  # Ann, the small blind, had 1 in
    assert _last(page) == "Last step: Ann called 3.", _last(page)
    assert page.driver.find_element("id", "undo").text == "Take back Ann's call"
