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
        (4, "??,??,??,??,??"),
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


STUD = "/play/seven_card_stud?"
STUD_SETUP = {"players": "Hal, Jo", "chips": "200", "stakes.ante": "1", "stakes.bring_in": "4",
              "stakes.small_bet": "10", "stakes.big_bet": "20", "dealer": "2"}  # fmt: skip
STUD_TO_THE_SHOWDOWN = "\n".join(
    [
        "ante 1 amount=1", "ante 2 amount=1",
        "deal 2 down=??,?? up=Ks", "deal 1 down=7c,8c up=3d", "bring_in 1 to=4", "call 2 to=4",
        "deal 2 up=8d", "deal 1 up=2c", "check 2", "check 1",
        "deal 2 up=9h", "deal 1 up=4s", "check 2", "check 1",
        "deal 2 up=Jc", "deal 1 up=6h", "check 2", "check 1",
        "deal 2 down=??", "deal 1 down=??", "check 2", "check 1",
    ]
)  # fmt: skip
"""A stud hand at its showdown: Hal's two first down cards (7c 8c) were typed as dealt, his
seventh card nobody saw; Jo's down cards all unseen."""


def test_the_stud_showdown_asks_only_the_cards_nobody_has_seen(page: Page) -> None:
    """Hal's 7c 8c were typed at the deal: the showdown asks only his seventh card, saying
    the two it knows, and the hand is ruled with the three in the order dealt. Jo, whose
    down cards nobody saw, is asked all three."""
    player = on_a_phone(page)
    player.open(STUD + urlencode({**STUD_SETUP, "played": STUD_TO_THE_SHOWDOWN}))
    fields = {
        str(field.accessible_name): field for field in page.find_all("form.step input[data-cards]")
    }
    assert set(fields) == {"Jo: 3 cards shown", "Hal: 1 card not yet seen (7c 8c typed already)"}
    fits_the_phone(page)
    player.type(fields["Jo: 3 cards shown"], "Kh 7d 8h")
    player.type(fields["Hal: 1 card not yet seen (7c 8c typed already)"], "5d")
    player.go(player.button("Show the cards"))
    ruling = page.wait_for("#answer").text
    assert "goes to Hal with straight, eight high" in ruling, ruling
    held = page.driver.find_elements("css selector", "ul.seats li")[0].text.split()
    assert held[held.index("chips") + 1 :][:3] == ["7♣", "8♣", "5♦"], held


def test_a_known_hands_draw_is_the_cards_typed_and_one_button(page: Page) -> None:
    """Ann's cards were typed as dealt: her draw asks the cards she throws, the new cards
    beside them (not folded away), and one "Draw" that draws as many as typed (and says how
    many as they are typed), no "Draw 2" beside it to match them with; the picker for the cards
    thrown offers her five cards alone. Cy's hand, which nobody sees, is drawn by count."""
    player = on_a_phone(page)
    betting = "\n".join([DEALT, "raise 4 to=4", "fold 1", "call 2 to=4", "call 3 to=4"])
    player.open(TRIPLE_DRAW + urlencode({"players": "Dave, Ann, Bob, Cy", "chips": "200",
                                         **BLINDS, "played": betting}))  # fmt: skip
    step = page.wait_for("form.step")
    assert step.find_element("tag name", "h2").text == "Ann's draw"
    thrown, drawn = step.find_elements("css selector", "input[data-cards]")
    assert thrown.accessible_name == "Ann: cards thrown" and thrown.is_displayed()
    assert drawn.is_displayed(), "the new cards' field is folded away"
    buttons = [b.text for b in step.find_elements("tag name", "button") if b.is_displayed()]
    assert "Draw" in buttons and "Draw 2" not in buttons, buttons
    player.tap(step.find_element("css selector", "button.open-picker"))
    offered = [b.get_attribute("data-card") for b in page.find_all(".card-picker button[data-card]")
               if b.is_displayed()]  # fmt: skip
    assert sorted(offered) == sorted(["7s", "5d", "4c", "3h", "9d"]), offered
    fits_the_phone(page)
    player.type(thrown, "9d")
    player.go(player.button("Draw 1"))  # the one button, saying the count as cards are typed
    assert _last(page) == "Last step: Ann drew 1, throwing 9♦.", _last(page)
    player.type(page.wait_for("input[name='discards.3']"), "Kd Qs")
    player.go(player.button("Draw 2"))
    assert _last(page) == "Last step: Bob drew 2, throwing K♦ Q♠.", _last(page)
    step = page.wait_for("form.step")
    assert step.find_element("tag name", "h2").text == "How many cards does Cy draw?"
    assert player.button("Draw 2")


def test_each_players_face_up_card_has_its_own_field(page: Page) -> None:
    """Stud's third street: one face-up field a player, named ("Ivy: 1 card face up"), in the
    order dealt; each card typed in a player's field is his (one box for all, typed in seat
    order, gave players each other's cards without a word)."""
    player = on_a_phone(page)
    setup = {**STUD_SETUP, "players": "Hal, Ivy, Jo", "dealer": "3",
             "played": "ante 1 amount=1\nante 2 amount=1\nante 3 amount=1"}  # fmt: skip
    player.open(STUD + urlencode(setup))
    fields = [f for f in page.find_all("form.step input[data-cards]") if f.is_displayed()]
    labels = [str(field.accessible_name) for field in fields]
    assert labels == ["Hal: 1 card face up", "Ivy: 1 card face up", "Jo: 1 card face up"], labels
    fits_the_phone(page)
    for field, card in zip(fields, ("9c", "5h", "Kc"), strict=True):
        player.type(field, card)
    player.go(player.button("Deal"))
    seats = [" ".join(li.text.split()) for li in page.find_all("ul.seats li")]
    assert [seat.split()[0] for seat in seats] == ["Hal", "Ivy", "Jo"]
    assert [seat.split()[-1] for seat in seats] == ["9♣", "5♥", "K♣"], seats


def test_the_link_to_a_hand_over_says_the_whole_hand(page: Page) -> None:
    """Once the hand is over its link is "the whole hand", not "as played so far"."""
    player = on_a_phone(page)
    over = "\n".join([DEALT, "fold 4", "fold 1", "fold 2"])
    player.open(TRIPLE_DRAW + urlencode({"players": "Dave, Ann, Bob, Cy", "chips": "200",
                                         **BLINDS, "played": over}))  # fmt: skip
    page.wait_for("#answer")
    link = page.driver.find_element("id", "share-link").text
    assert link == "Deuce-to-seven triple draw, the whole hand", link
