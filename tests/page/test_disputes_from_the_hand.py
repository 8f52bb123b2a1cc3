"""A dispute raised in the middle of a hand: the play screen links to the game's disputes,
each asked for the game's family, and every page on the way leads back to the hand."""

from __future__ import annotations

import html
import re

from flask.testing import FlaskClient
from page_text import text

HOLDEM = {"players": "Ann, Bob, Cy", "chips": "100", "stakes.small_blind": "1",
          "stakes.big_blind": "2",
          "played": "deal 2 down=??,??\ndeal 3 down=??,??\ndeal 1 down=??,??"}  # fmt: skip


def _href(page: str, link_id: str) -> str:
    found = re.search(rf'<a href="([^"]+)" id="{link_id}">', page)
    assert found, f"no link {link_id}"
    return html.unescape(found.group(1))


def test_a_dispute_is_one_tap_from_the_hand_and_leads_back_to_it(client: FlaskClient) -> None:
    """ "A dispute at the table?" on the hand opens its disputes; the exposed card is asked with
    hold'em's family chosen; its page, asked or not, says "Back to the hand": the hand as it was."""
    hand = client.get("/play/texas_holdem", query_string=HOLDEM).text
    assert "A dispute at the table?" in text(hand)
    share = _href(hand, "share-link")
    listed = client.get(_href(hand, "dispute-link"))
    assert listed.status_code == 200
    assert _href(listed.text, "back-to-hand") == share
    exposed = re.search(r'<a href="(/ask/disputes/exposed_card[^"]*)">', listed.text)
    assert exposed
    asked = client.get(html.unescape(exposed.group(1))).text
    assert _href(asked, "back-to-hand") == share
    assert re.search(r'<option value="board" selected', asked)
    # Asked, the ruling's page still leads back to the hand.
    assert re.search(r'<input type="hidden" name="back" value="([^"]+)">', asked)
    ruled = client.get(
        "/ask/disputes/misdeal", query_string={"back": share, "ask": "1", "cause": "x"}
    ).text
    assert _href(ruled, "back-to-hand") == share


def test_back_never_leads_off_the_site(client: FlaskClient) -> None:
    """A "back" that is not one of this site's hands is not offered."""
    page = client.get("/ask/disputes/misdeal", query_string={"back": "https://example.com/play/x"})
    assert 'id="back-to-hand"' not in page.text


def _value(page: str, field_id: str) -> str:
    found = re.search(rf'<input id="{field_id}" name="[^"]+" value="([^"]*)"', page)
    assert found, f"no field {field_id}"
    return html.unescape(found.group(1))


def test_a_dispute_from_the_hand_starts_with_what_the_hand_says(client: FlaskClient) -> None:
    """No-limit hold'em, Eve facing Dee's raise to 10 over the big blind of 2: "Chips put in
    facing a bet" opens with 10 to call, a full raise of 8 and no limit chosen (not fixed
    limit, the contract's default); a misdeal's form opens with the round's actions so far
    (Dee's raise); the disputes' page says whose figures they are. The
    player can still change each: they are the form's values, nothing more."""
    setup = {"players": "Ann, Bob, Cy, Dee, Eve", "chips": "100", "stakes.small_blind": "1",
             "stakes.big_blind": "2",
             "played": "\n".join([*(f"deal {seat} down=??,??" for seat in (2, 3, 4, 5, 1)),
                                  "raise 4 to=10"])}  # fmt: skip
    hand = client.get("/play/texas_holdem", query_string=setup).text
    listed = client.get(_href(hand, "dispute-link")).text
    assert (
        "From the hand: Eve is to act, with 100 chips behind: 10 to call, and a full raise"
        " is 8." in text(listed)
    )
    found = re.search(r'<a href="(/ask/disputes/string_raise[^"]*)">', listed)
    assert found
    form = client.get(html.unescape(found.group(1))).text
    assert _value(form, "f-to_call") == "10"
    assert _value(form, "f-full_raise") == "8"
    assert re.search(r'<option value="no_limit" selected', form)
    assert _href(form, "back-to-hand") == _href(hand, "share-link")
    # A misdeal: the first betting round's actions so far; a short call: the chips to call.
    misdeal = re.search(r'<a href="(/ask/disputes/misdeal[^"]*)">', listed)
    assert misdeal
    assert _value(client.get(html.unescape(misdeal.group(1))).text, "f-actions") == "raise"
    short = re.search(r'<a href="(/ask/disputes/short_call[^"]*)">', listed)
    assert short
    assert _value(client.get(html.unescape(short.group(1))).text, "f-to_call") == "10"


def test_a_pot_limit_hand_asks_its_chips_disputes_at_no_limit(client: FlaskClient) -> None:
    """Pot-limit hold'em: the chips disputes offer fixed and no limit only, and pot limit's raises
    follow the no-limit rules (the contract's structure says so; RR Pot-Limit rules), so "Chips
    put in facing a bet" opens at no limit, not at the form's default, fixed limit. A form that
    offers pot limit (an exposed card in a draw game) keeps it."""
    setup = {**HOLDEM, "options.structure": "pot_limit"}
    hand = client.get("/play/texas_holdem", query_string=setup).text
    listed = client.get(_href(hand, "dispute-link")).text
    found = re.search(r'<a href="(/ask/disputes/string_raise[^"]*)">', listed)
    assert found
    form = client.get(html.unescape(found.group(1))).text
    assert re.search(r'<option value="no_limit" selected', form)
    draw = {"players": "Ann, Bob, Cy", "chips": "100", "options.structure": "pot_limit",
            "stakes.small_blind": "1", "stakes.big_blind": "2"}  # fmt: skip
    hand = client.get("/play/deuce_to_seven_single_draw", query_string=draw).text
    listed = client.get(_href(hand, "dispute-link")).text
    exposed = re.search(r'<a href="(/ask/disputes/exposed_card[^"]*)">', listed)
    assert exposed
    assert "structure=pot_limit" in html.unescape(exposed.group(1))
