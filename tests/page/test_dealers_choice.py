"""What a casual player hosting a dealer's-choice night met on a 360 px phone: "Deal the next
hand" dealt only the same game again (to switch, five names retyped in the new dealer's order,
each player's chips too, every hand); a straddle was had only by editing the link, and then it
stayed on for every hand after; a player gone bust could not buy back in.
"""

from __future__ import annotations

import html
import re
from typing import Final
from urllib.parse import parse_qsl, urlencode, urlsplit

from flask.testing import FlaskClient
from live_page import Page
from page_text import text
from phone import fits_the_phone, on_a_phone

HOLDEM: Final = {"players": "Ann, Bob, Cy", "chips": "100", "chips.3": "5",
                 "stakes.small_blind": "1", "stakes.big_blind": "2"}  # fmt: skip
CY_BUSTS: Final = "\n".join([
    "deal 2 down=Kc,Kd", "deal 3 down=2c,7d", "deal 1 down=As,Ad",
    "raise 1 to=5", "call 2 to=5", "call 3 to=5",
    "community card=9h", "community card=Jc", "community card=Qs", "check 2", "check 1",
    "community card=3h", "check 2", "check 1", "community card=4s", "check 2", "check 1",
])  # fmt: skip
"""Cy, all in for his 5 chips, loses to Ann's aces: Ann ends with 110, Bob 95, Cy none."""


def form(page: str, marked: str) -> tuple[str, dict[str, str]]:
    """The first form of the page marked so (``id="rebuy"``, ``class="step"``) as a browser
    sends it untouched: its action, and each field's value (a select's chosen option, else its
    first); the lines its buttons send (``add``) left for the test to say."""
    found = re.search(rf'<form method="get" action="([^"]+)"[^>]* {marked}>(.*?)</form>',
                      page, flags=re.S)  # fmt: skip
    assert found, f"no form {marked} on the page"
    action, inside = found.groups()
    fields = {
        html.unescape(name): html.unescape(value)
        for name, value in re.findall(r'<input[^>]* name="([^"]+)" value="([^"]*)"', inside)
        if name != "add"
    }
    for name, options in re.findall(r'<select[^>]* name="([^"]+)"[^>]*>(.*?)</select>', inside,
                                    flags=re.S):  # fmt: skip
        chosen = re.search(r'<option value="([^"]*)" selected', options) or re.search(
            r'<option value="([^"]*)"', options
        )
        fields[name] = html.unescape(chosen.group(1)) if chosen else ""
    return action, fields


def _ended(client: FlaskClient) -> str:
    page = client.get("/play/texas_holdem", query_string={**HOLDEM, "played": CY_BUSTS})
    assert page.status_code == 200
    return page.text


def test_the_next_hand_may_be_dealt_as_another_game(client: FlaskClient) -> None:
    """Dealer's choice: at the end of the hold'em hand, "Or deal the next hand as another game"
    offers the other games; Razz chosen, its setup comes with the players who still have chips,
    their chips after the hand and the button moved on to Bob; only Razz's stakes are its own.
    Started as it is, Bob deals Razz, Ann with 110 and Bob with 95."""
    ended = _ended(client)
    # Cy went bust: the other game is chosen in the buy-back form, left empty (he sits out).
    action, fields = form(ended, 'id="rebuy"')
    assert "Or deal the next hand as another game" in text(ended)
    assert '<option value="razz">Razz</option>' in ended
    assert '<option value="texas_holdem">' not in ended  # the same game: "Deal the next hand"
    sent = client.get(action, query_string={**fields, "game": "razz", "another_game": "yes"})
    assert sent.status_code == 303
    setup = client.get(sent.headers["Location"])
    assert setup.status_code == 200
    _, asked = form(setup.text, 'id="setup"')
    assert asked["players"] == "Ann, Bob" and asked["dealer"] == "2"
    assert (asked["chips.1"], asked["chips.2"]) == ("110", "95")
    assert "stakes.small_blind" not in asked and asked["stakes.bring_in"]  # Razz's own stakes
    started = text(client.get("/play/razz", query_string=asked).text)
    assert "Bob deals" in started
    assert "Ann 110" in started and "Bob 95" in started


def test_a_game_for_fewer_players_is_not_offered(client: FlaskClient) -> None:
    """Counterbluff is for two, and plays for points: never offered after a hand of chips."""
    assert '<option value="counterbluff">' not in _ended(client)


FIVE: Final = {"players": "Ann, Bob, Cy, Dee, Eve", "chips": "100", "chips.3": "5",
               "chips.5": "5", "stakes.small_blind": "1", "stakes.big_blind": "2"}  # fmt: skip
CY_AND_EVE_BUST: Final = "\n".join([
    "deal 2 down=Kc,Kd", "deal 3 down=2c,7d", "deal 4 down=3c,8d", "deal 5 down=2d,7c",
    "deal 1 down=As,Ad", "fold 4", "raise 5 to=5", "call 1 to=5", "call 2 to=5", "call 3 to=5",
    "community card=9h", "community card=Jc", "community card=Qs", "check 2", "check 1",
    "community card=3h", "check 2", "check 1", "community card=4s", "check 2", "check 1",
])  # fmt: skip
"""Cy and Eve, each all in for 5, lose to Ann's aces; Dee folded: only Cy and Eve are bust."""


def test_buy_backs_go_into_the_next_hand_as_another_game(client: FlaskClient) -> None:
    """Dealer's choice night: Cy and Eve went bust and buy back in for 200 each; the next hand
    chosen as Razz, its setup has all five back in their seats, Cy and Eve with 200, the deal
    moved on to Bob, and the setup says Bob deals (not "the first one deals")."""
    ended = client.get("/play/texas_holdem", query_string={**FIVE, "played": CY_AND_EVE_BUST})
    assert ended.status_code == 200
    action, fields = form(ended.text, 'id="rebuy"')
    assert 'name="another_game" value="yes" id="deal-another">Set up the next hand<' in ended.text
    chosen = {**fields, "rebuy.3": "200", "rebuy.5": "200", "game": "razz", "another_game": "yes"}
    sent = client.get(action, query_string=chosen)
    assert sent.status_code == 303 and sent.headers["Location"].startswith("/play?")
    setup = client.get(sent.headers["Location"]).text
    _, asked = form(setup, 'id="setup"')
    assert asked["players"] == "Ann, Bob, Cy, Dee, Eve" and asked["dealer"] == "2"
    assert (asked["chips.3"], asked["chips.5"]) == ("200", "200")
    said = text(setup)
    assert "Bob (seat 2) deals" in said and "The first one deals" not in said
    started = text(client.get("/play/razz", query_string=asked).text)
    assert "Cy 200" in started and "Eve 200" in started and "Bob deals" in started


def test_retyped_names_keep_their_carried_chips(page: Page) -> None:
    """On the next hand's setup, the names cleared and typed again in the same order keep each
    player's carried chips, and who deals stays Bob (the list and the words beside the names)."""
    player = on_a_phone(page)
    carried = {"game": "razz", "players": "Ann, Bob, Cy", "chips": "100", "chips.1": "110",
               "chips.3": "200", "dealer": "2"}  # fmt: skip
    player.open(f"/play?{urlencode(carried)}")
    names = page.wait_for("#players")
    player.type(names, "")
    player.type(names, "Ann, Bob, Cy, Dee")
    assert page.wait_for("#chips-1").get_attribute("value") == "110"
    assert page.wait_for("#chips-3").get_attribute("value") == "200"
    assert page.wait_for("#chips-4").get_attribute("value") == ""
    assert page.wait_for("#dealing").text == "Bob (seat 2) deals"
    player.type(names, "Bob, Cy, Ann")
    assert page.wait_for("#chips-3").get_attribute("value") == "110"  # Ann's, in seat 3 now
    assert page.find_all("#dealer")[0].get_attribute("value") == "1"  # folded away
    assert page.wait_for("#dealing").text == "Bob (seat 1) deals"
    fits_the_phone(page)


def test_a_player_gone_bust_buys_back_in(client: FlaskClient) -> None:
    """Cy went bust: beside "sits out the next hand", his rebuy. Given 100, the next deal has
    him back in his seat with 100, Ann and Bob with what they ended with, Bob dealing."""
    ended = _ended(client)
    assert "Cy has no chips left and sits out the next hand." in text(ended)
    action, fields = form(ended, 'id="rebuy"')
    assert fields["rebuy.3"] == ""
    assert "Deal the next hand with Cy back in" in text(ended)
    dealt = client.get(action, query_string={**fields, "rebuy.3": "100"})
    assert dealt.status_code == 303
    following = dict(parse_qsl(urlsplit(dealt.headers["Location"]).query))
    assert following["players"] == "Ann, Bob, Cy" and following["dealer"] == "2"
    table = text(client.get(dealt.headers["Location"]).text)
    assert "Ann 110" in table and "Bob 95" in table and "Cy 100" in table


def test_a_rebuy_that_is_no_number_is_said(client: FlaskClient) -> None:
    """A rebuy typed as words is refused in words, the hand as it ended, the typing kept."""
    action, fields = form(_ended(client), 'id="rebuy"')
    refused = client.get(action, query_string={**fields, "rebuy.3": "lots"})
    assert refused.status_code == 422
    assert "Cy's chips to buy back in: a whole number of chips, like 100." in text(refused.text)
    assert form(refused.text, 'id="rebuy"')[1]["rebuy.3"] == "lots"


FOUR: Final = {"players": "Ann, Bob, Cy, Dee", "chips": "100", "stakes.small_blind": "1",
               "stakes.big_blind": "2"}  # fmt: skip
FIRST_DEAL: Final = [("add", f"deal {seat} down=??2") for seat in (2, 3, 4, 1)]


def test_a_straddle_is_offered_with_the_deal_for_this_hand_only(client: FlaskClient) -> None:
    """Beside "Post the blinds and deal", Dee (after the big blind) may straddle; put in for 4,
    the table marks it, Ann acts first facing 4; once the hand is over, the next deal has the
    small and big blind only, and offers the straddle again (to Ann, now after the blinds)."""
    first = client.get("/play/texas_holdem", query_string=FOUR).text
    action, fields = form(first, 'class="step"')
    assert fields["straddle"] == ""
    assert "Straddle by Dee (optional)" in text(first)
    assert "Dee may straddle, for this hand only: at least the big blind." in text(first)
    dealt = client.get(action, query_string=[*{**fields, "straddle": "4"}.items(), *FIRST_DEAL])
    assert dealt.status_code == 303
    table = client.get(dealt.headers["Location"]).text
    assert '<span class="mark">straddle 4</span>' in table
    assert "Ann to act" in text(table) and ">Call 4<" in table
    folded = dict(parse_qsl(urlsplit(dealt.headers["Location"]).query))
    folded["played"] += "\nfold 1\nfold 2\nfold 3"
    ended = client.get("/play/texas_holdem", query_string=folded).text
    following = re.search(r'href="([^"]+)" id="next-hand"', ended)
    assert following
    query = dict(parse_qsl(urlsplit(html.unescape(following.group(1))).query))
    assert "straddle" not in query and "stakes.blinds" not in query
    again = text(client.get(html.unescape(following.group(1))).text)
    assert "Straddle by Ann (optional)" in again and "straddle 4" not in again


def test_a_straddle_written_into_the_blinds_is_not_carried_on(client: FlaskClient) -> None:
    """A link that says the blinds as the API takes them, a straddle after them (1 2 4): that
    hand is straddled, the next deal is not."""
    dealt = "\n".join(f"deal {seat} down=??,??" for seat in (2, 3, 4, 1))
    query = {
        "players": "Ann, Bob, Cy, Dee",
        "chips": "100",
        "stakes.blinds": "1 2 4",
        "stakes.small_bet": "2",
        "played": dealt + "\nfold 1\nfold 2\nfold 3",
    }
    ended = client.get("/play/texas_holdem", query_string=query).text
    following = re.search(r'href="([^"]+)" id="next-hand"', ended)
    assert following
    assert (
        dict(parse_qsl(urlsplit(html.unescape(following.group(1))).query))["stakes.blinds"] == "1 2"
    )


def test_a_straddle_under_the_big_blind_is_refused_and_kept_typed(client: FlaskClient) -> None:
    """A straddle of 1 beside a big blind of 2: refused in words, the deal not made, the 1 left
    in its field to correct."""
    first = client.get("/play/texas_holdem", query_string=FOUR).text
    action, fields = form(first, 'class="step"')
    refused = client.get(action, query_string=[*{**fields, "straddle": "1"}.items(), *FIRST_DEAL])
    assert refused.status_code == 422
    said = text(refused.text)
    assert "Not allowed: The straddle of 1: each blind is at least the one posted" in said
    assert "a straddle at least the big blind." in said
    assert form(refused.text, 'class="step"')[1]["straddle"] == "1"
    assert re.search(r'name="straddle" value="1"[^>]* aria-invalid="true"', refused.text)


def test_dealers_choice_on_a_phone(page: Page) -> None:
    """On a 360 px phone: the end of the hand, with Cy's rebuy and the other games, fits the
    screen and passes axe; Omaha chosen, its setup opens with Ann and Bob, their chips after
    the hand, and Bob dealing, and starts as it is."""
    player = on_a_phone(page)
    player.open(f"/play/texas_holdem?{urlencode({**HOLDEM, 'played': CY_BUSTS})}")
    fits_the_phone(page)
    page.screenshot("dealers-choice-end-of-hand")
    player.choose(page.wait_for("#next-game"), "omaha")
    player.go(player.button("Set up the next hand"))
    assert page.wait_for("#players").get_attribute("value") == "Ann, Bob"
    fits_the_phone(page)
    player.go(player.button("Start the hand"))
    said = player.said()
    assert said.startswith("Omaha") and "Ann BB 110 · Bob D SB 95" in said  # Bob's button
    assert player.taps <= 5 and player.keys == 0, player


def test_after_a_rebuy_the_hand_may_still_be_another_game(client: FlaskClient) -> None:
    """Cy bought back in: before the first card, "Or deal this hand as another game" carries
    Ann, Bob and Cy with their chips and the same dealer into Razz's setup."""
    action, fields = form(_ended(client), 'id="rebuy"')
    dealt = client.get(action, query_string={**fields, "rebuy.3": "100"})
    before_the_deal = client.get(dealt.headers["Location"]).text
    assert "Or deal this hand as another game" in text(before_the_deal)
    action, carried = form(before_the_deal, 'id="another-game"')
    setup = client.get(action, query_string={**carried, "game": "razz"}).text
    _, asked = form(setup, 'id="setup"')
    assert asked["players"] == "Ann, Bob, Cy" and asked["dealer"] == "2"
    assert (asked["chips.1"], asked["chips.2"], asked["chips.3"]) == ("110", "95", "")


def test_a_hand_under_way_offers_no_other_game(client: FlaskClient) -> None:
    """Once the cards are dealt the hand is this game's: no other game offered mid-hand."""
    dealt = {**HOLDEM, "played": "deal 2 down=??,??\ndeal 3 down=??,??\ndeal 1 down=??,??"}
    assert 'id="another-game"' not in client.get("/play/texas_holdem", query_string=dealt).text
