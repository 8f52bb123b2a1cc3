"""Old Man at the table on a 360 px phone, as a casual player reported it (RULES.md §5; S4's
first hand, :mod:`old_man_hand`), each checked where he met it."""

from __future__ import annotations

from urllib.parse import urlencode

import old_man_hand
from live_page import Page
from phone import fits_the_phone, on_a_phone


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
