"""What the table says in words that only "Why" said before: the betting capped, beside the
buttons it leaves (a casual player on a 360 px phone found Raise gone without a word); and two
things new from the service, in a player's words: the house rule known_hands_show, and a card
exposed on the deal of hold'em or Omaha (family ``board``)."""

from __future__ import annotations

from urllib.parse import urlencode

from flask.testing import FlaskClient
from live_page import Page
from page_text import text
from phone import fits_the_phone, on_a_phone
from selenium.webdriver.support.select import Select

DEALT = "deal 2 down=??,??\ndeal 3 down=??,??\ndeal 1 down=??,??"
LIMIT = {"players": "Ann, Bob, Cy", "chips": "200", "stakes.blinds": "1 2",
         "options.structure": "fixed_limit"}  # fmt: skip
CAPPED = "No more raises: the betting is capped at a bet and three raises."


def _step(client: FlaskClient, played: str) -> str:
    page = client.get("/play/texas_holdem?" + urlencode({**LIMIT, "played": played})).text
    start = page.index('<form method="get" action="/play/texas_holdem" class="step">')
    return text(page[start : page.index("</form>", start)])


def test_a_capped_round_says_why_raise_is_gone(client: FlaskClient) -> None:
    """Limit hold'em, the big blind's bet and three raises: Ann may fold or call, and the step
    says why she may not raise, with the rule; one raise earlier, Raise is there and no word."""
    capped = _step(client, f"{DEALT}\nraise 1 to=4\nraise 2 to=6\nraise 3 to=8")
    assert f"{CAPPED} The rule: The cap." in capped, capped
    assert "Call 4" in capped and "Raise" not in capped, capped
    open_ = _step(client, f"{DEALT}\nraise 1 to=4")
    assert "Raise to 6" in open_ and "capped" not in open_, open_


def test_known_hands_show_is_a_house_rule_in_words(client: FlaskClient) -> None:
    """Each game the catalogue gives the house rule known_hands_show asks it on its setup form
    by a player's label, said yes or no, its help without the API's words."""
    games = [g["id"] for g in client.get("/v1/games").json["games"]
             if any(o["name"] == "known_hands_show" for o in g["options"])]  # fmt: skip
    assert {"seven_card_stud", "texas_holdem", "omaha", "deuce_to_seven_triple_draw"} <= set(games)
    for game in games:
        setup = text(client.get(f"/play/{game}").text)
        assert "Known hands still show in turn no (usual) yes" in setup, game
        for leak in ("known_hands_show", "False:", "were all sent"):
            assert leak not in setup, (game, leak)


def test_a_holdem_card_exposed_on_the_deal_is_ruled_on_a_phone(page: Page) -> None:
    """Hold'em: the dealer turns up the fifth card off the deck. On a 360 px phone the player
    chooses "Hold'em or Omaha", says which card it was, and reads the ruling: no misdeal, the
    card is replaced and burned."""
    player = on_a_phone(page)
    player.open("/ask/disputes/exposed_card")
    family = page.driver.find_element("id", "f-family")
    said = [option.text for option in Select(family).options]
    assert said == ["choose", "Stud", "Draw (five-card draw, lowball, badugi)",
                    "Hold'em or Omaha"], said  # fmt: skip
    player.choose(family, "board")
    # Which card it was is asked at once, not under "More" (every such question needs it).
    player.type(page.driver.find_element("id", "f-deal_order"), "5")
    fits_the_phone(page)
    player.go(player.button("Ask the referee"))
    ruling = page.wait_for("#answer").text
    assert "No misdeal" in ruling and "used as the first burn card" in ruling, ruling
    fits_the_phone(page)
