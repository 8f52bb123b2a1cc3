"""Old Man at the table on a 360 px phone, as a casual player reported it (RULES.md §5; S4's
first hand, :mod:`old_man_hand`), each checked where he met it."""

from __future__ import annotations

from urllib.parse import urlencode

import old_man_hand
from live_page import Page
from phone import fits_the_phone, on_a_phone
from selenium.webdriver.support.select import Select


def _open(page: Page, before: str | None = None) -> None:
    """The hand up to the first event of type ``before`` (all of it unless given)."""
    played = old_man_hand.events(before)
    on_a_phone(page).open("/play/old_man?" + urlencode({**old_man_hand.SETUP, "played": played}))


def _offered(page: Page) -> tuple[list[str], list[str]]:
    """The picker's cards a player can tap, and those shown greyed out (in play)."""
    shown = [b for b in page.find_all(".card-picker button[data-card]") if b.is_displayed()]
    return (
        [str(b.get_attribute("data-card")) for b in shown if b.is_enabled()],
        [str(b.get_attribute("data-card")) for b in shown if not b.is_enabled()],
    )


def test_the_card_turned_up_is_picked_from_the_players_own_face_down_cards(page: Page) -> None:
    """Bob holds 6s Tc 6d face down: "Pick cards" under "Bob: Card turned up" offers those
    three alone (it greyed them out and offered every other card); once he turns up the 6s,
    his card passed is the Tc or the 6d, the 6s greyed out."""
    _open(page, before="expose")
    turned = page.wait_for("input[name='card.2']")
    assert turned.accessible_name == "Bob: Card turned up"
    assert turned.get_attribute("placeholder") == "e.g. 6s"
    player = on_a_phone(page)
    player.tap(turned.find_element("xpath", "following-sibling::button[1]"))
    offered, greyed = _offered(page)
    assert sorted(offered) == ["6d", "6s", "Tc"] and greyed == [], (offered, greyed)
    fits_the_phone(page)
    player.tap(page.driver.find_element("css selector", ".card-picker button[data-card='6s']"))
    assert turned.get_attribute("value") == "6s"
    passed = page.driver.find_element("css selector", "input[name='passed.2']")
    player.tap(passed.find_element("xpath", "following-sibling::button[1]"))
    offered, greyed = _offered(page)
    assert sorted(offered) == ["6d", "Tc"] and greyed == ["6s"], (offered, greyed)
    # Ann's face-down cards nobody saw: her picker offers any card not in play.
    ann = page.driver.find_element("css selector", "input[name='card.1']")
    player.tap(ann.find_element("xpath", "following-sibling::button[1]"))
    offered, greyed = _offered(page)
    assert len(offered) > 20 and "6c" in greyed, (offered, greyed)


def test_each_declaration_starts_unmade_and_declare_waits_for_every_one(page: Page) -> None:
    """The declarations started at "high": a hurried tap on Declare recorded four highs. Now
    each list starts with nothing chosen; Declare is not sent until each is chosen (the list
    says the choices); sent anyway, the page says whose is missing, keeps Ann's, marks the
    others; once all are chosen, the table says who declared what."""
    _open(page, before="declare")
    player = on_a_phone(page)
    lists = page.find_all("form.step select")
    names = [select.get_attribute("name") for select in lists]
    assert names == ["declaration.1", "declaration.2", "declaration.5", "declaration.6"], names
    assert all(select.get_attribute("value") == "" for select in lists)
    assert Select(lists[0]).first_selected_option.text == "Choose: high, low or both"
    fits_the_phone(page)
    address = page.driver.current_url
    player.tap(player.button("Declare"))
    assert page.driver.current_url == address, "sent with nothing declared"
    said = page.driver.execute_script("return arguments[0].validationMessage", lists[0])
    assert said == "Choose high, low or both.", said
    # Sent without the browser's check (an old browser): refused in words, Ann's call kept.
    player.choose(page.driver.find_element("name", "declaration.1"), "low")
    page.driver.execute_script("arguments[0].form.noValidate = true", lists[0])
    player.go(player.button("Declare"))
    refused = page.wait_for("#refused").text
    assert "Choose what Bob, Eve and Fay declare: high, low or both." in refused, refused
    assert Select(page.driver.find_element("name", "declaration.1")).first_selected_option.text == (
        "low"
    )
    marked = [s.get_attribute("name") for s in page.find_all("select[aria-invalid='true']")]
    assert marked == ["declaration.2", "declaration.5", "declaration.6"], marked
    page.forget()  # the refused step is answered 422, which the browser logs
    for name, call in (("declaration.2", "high"), ("declaration.5", "both"),
                       ("declaration.6", "high")):  # fmt: skip
        player.choose(page.driver.find_element("name", name), call)
    player.go(player.button("Declare"))
    seats = page.wait_for("ul.seats").text
    assert "declared low" in seats and "declared both" in seats, seats
    fits_the_phone(page)


def test_a_losing_gos_match_is_said_with_his_net(page: Page) -> None:
    """Bob and Eve went and lost to Fay's straight flush: the ruling's list said "Bob -4" while
    his chips went from 100 to 78, the 18 he matched into the next pot unsaid there. Now it
    says the match and what he lost in all, as the bar's chips show it."""
    _open(page)
    paid = [" ".join(item.text.split()) for item in page.find_all("ul.payouts li")]
    assert paid[0] == "Fay wins 18, 14 more than put in", paid
    assert "Bob loses 4, and matches 18 into the next pot (-22 in all)" in paid, paid
    assert "Eve loses 4, and matches 18 into the next pot (-22 in all)" in paid, paid
    assert "Ann loses 4" in paid and "Cy loses 1" in paid, paid
    bar = " ".join(page.wait_for("#status").text.split())
    assert "Bob 78" in bar and "Eve 78" in bar, bar
    fits_the_phone(page)


def _step(page: Page) -> str:
    return " ".join(page.wait_for("form.step").text.split())


def test_the_deal_the_centre_card_and_the_stays_say_what_they_are(page: Page) -> None:
    """The deal's heading said "The deal: deal"; the centre card was a "Reveal" of a "Card"
    whose example was two cards; "stay" and "fold" were two boxes, neither saying what
    staying costs. Now: "The deal"; "The centre card", one card, wild with its rank; one
    box, "stay in or fold", saying what staying costs, and the second stay costs two."""
    _open(page, before="deal")
    assert page.wait_for("form.step h2").text == "The deal"
    _open(page, before="stay")
    step = _step(page)
    assert step.startswith(
        "Ann: stay in or fold Staying in costs 1 chip more, into the pot; "
        "folding costs nothing more, but Ann is out of this hand."
    ), step
    assert len(page.find_all("form.step")) == 1
    player = on_a_phone(page)
    assert player.button("Stay in for 1") and player.button("Fold")
    fits_the_phone(page)
    _open(page, before="reveal")
    assert page.wait_for("form.step h2").text == "The centre card"
    assert "wild, and so is every card of its rank, in every hand" in _step(page)
    card = page.driver.find_element("css selector", "form.step input[data-cards]")
    assert card.accessible_name == "The centre card (one card)"
    assert card.get_attribute("placeholder") == "Ks", card.get_attribute("placeholder")
    fits_the_phone(page)
    player = on_a_phone(page)
    player.type(card, "5s")
    player.go(player.button("Turn it up"))
    bar = " ".join(page.wait_for("#status").text.split())
    assert "The centre card (wild) 5♠" in bar and "Board" not in bar, bar
    played = old_man_hand.events("declare").splitlines()[:-1]  # every second stay but Fay's
    on_a_phone(page).open(
        "/play/old_man?" + urlencode({**old_man_hand.SETUP, "played": "\n".join(played)})
    )
    assert "Staying in costs 2 chips more" in _step(page), _step(page)
    assert on_a_phone(page).button("Stay in for 2")


def test_the_next_hand_says_who_deals_it(page: Page) -> None:
    """The hand over, its button says who deals the next hand; the next hand, played for the
    matched pot without antes, says it too, from its first step (it said only "The deal")."""
    _open(page)
    player = on_a_phone(page)
    button = page.wait_for("#next-hand")
    assert button.text == "Deal the next hand (Ann deals)", button.text
    player.go(button)
    bar = " ".join(page.wait_for("#status").text.split())
    assert bar.startswith("Pot 36 · The deal · Ann deals"), bar
    assert page.wait_for("form.step h2").text == "The deal"
    fits_the_phone(page)
