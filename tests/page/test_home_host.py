"""What a player hosting a home game met on a 360 px phone: with the house rule "known hands
still show in turn", "Show the cards" showed every hand at once and never said who shows first;
the first deal's typed cards waited under "Down cards, if anyone saw them", which nobody opens;
a draw's example cards were not the player's own; a take-back did not say, once pressed, what
it took back.
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

HOLDEM: Final = {"players": "Ann, Bob, Cy", "chips": "200", "stakes.small_blind": "1",
                 "stakes.big_blind": "2"}  # fmt: skip
IN_TURN: Final = {**HOLDEM, "options.known_hands_show": "yes"}


def _to_the_river(bob: str, cy: str, ann: str) -> str:
    """Hold'em to its showdown, each hand dealt as given (``??,??`` unseen): Cy bets the flop,
    the turn and the river are checked round, so Bob (first to act on the river) shows first
    (RR The Showdown, rule 7), then Cy, then Ann."""
    return "\n".join([
        f"deal 2 down={bob}", f"deal 3 down={cy}", f"deal 1 down={ann}",
        "call 1 to=2", "call 2 to=2", "check 3",
        "community card=Ah", "community card=7c", "community card=2d",
        "check 2", "bet 3 to=2", "call 1 to=2", "call 2 to=2",
        "community card=Ks", "check 2", "check 3", "check 1",
        "community card=3h", "check 2", "check 3", "check 1",
    ])  # fmt: skip


def _step(page: str) -> tuple[str, list[str], list[str]]:
    """The play screen's first step: its heading, the lines its buttons send, its card fields'
    labels."""
    form = re.search(r'<form method="get" action="/play/[^"]+" class="step">.*?</form>', page, re.S)
    assert form is not None, text(page)
    heading = re.search(r"<h2>([^<]*)</h2>", form[0])
    adds = re.findall(r'<button type="submit" name="add" value="([^"]*)"', form[0])
    labels = re.findall(r'<label for="[^"]+">([^<]*)</label>', form[0])
    return (
        html.unescape(heading[1]) if heading else "",
        [html.unescape(add) for add in adds],
        [html.unescape(label) for label in labels],
    )


def _played(location: str) -> str:
    return dict(parse_qsl(urlsplit(location).query))["played"]


def test_the_hands_show_one_at_a_time_in_showing_order(client: FlaskClient) -> None:
    """House rule known_hands_show (rules games.show, showdown.order): the river checked round,
    Bob shows first, then Cy, then Ann, each asked alone by name, with a button to show and
    one to give up; Bob's hand, typed at the deal, shows without typing; Cy's, unseen, asks
    Cy's two cards alone; each show is its own step, taken back alone."""
    played = _to_the_river("As,Kd", "??,??", "2c,3c")
    query = {**IN_TURN, "played": played}
    page = client.get("/play/texas_holdem", query_string=query).text
    assert _step(page) == ("Bob shows first", ["show 2 down=As,Kd", "fold 2"], [])
    said = text(page)
    assert "Then Cy, then Ann: one hand at a time." in said, said
    assert "Show Bob's cards" in said and "may give up instead" not in said
    shown = client.get("/play/texas_holdem", query_string={**query, "add": "show 2 down=As,Kd"})
    assert shown.status_code == 303
    assert _played(shown.headers["Location"]) == f"{played}\nshow 2 down=As,Kd"

    query["played"] = f"{played}\nshow 2 down=As,Kd"
    page = client.get("/play/texas_holdem", query_string=query).text
    assert _step(page) == ("Cy shows next", ["show 3 down=?2", "fold 3"], ["Cy: 2 cards shown"])
    said = text(page)
    assert "Last step: Bob showed A♠ K♦." in said and "Then Ann: one hand at a time." in said
    undo = re.search(r'<a class="undo" href="([^"]+)" id="undo">([^<]*)</a>', page)
    assert undo is not None and html.unescape(undo[2]) == "Take back Bob's show"
    assert _played(html.unescape(undo[1])) == played  # Bob's show alone

    cy = {**query, "add": "show 3 down=?2", "down.3": "Qh Qd"}
    shown = client.get("/play/texas_holdem", query_string=cy)
    assert shown.status_code == 303, text(shown.text)
    query["played"] = _played(shown.headers["Location"])
    page = client.get("/play/texas_holdem", query_string=query).text
    assert _step(page) == ("Ann shows last", ["show 1 down=2c,3c", "fold 1"], [])
    assert "one hand at a time" not in text(page)
    ruled = client.get("/play/texas_holdem", query_string={**query, "add": "fold 1"},
                       follow_redirects=True)  # fmt: skip
    assert "goes to Bob with two pair" in text(ruled.text), text(ruled.text)[:600]


def test_show_pressed_with_no_cards_typed_says_whose_to_type(client: FlaskClient) -> None:
    """Show pressed before typing the hand asked: the page says whose cards to type, and how
    many, or to give up (the API's words were "It is empty: type up to 7 cards"), and marks
    the field; with or without the house rule."""
    played = _to_the_river("??,??", "??,??", "??,??")
    together = ["show 2 down=?2", "show 3 down=?2", "show 1 down=?2"]
    for setup, adds in ((IN_TURN, together[:1]), (HOLDEM, together)):
        query = [*setup.items(), ("played", played), *(("add", add) for add in adds)]
        refused = client.get("/play/texas_holdem", query_string=[*query, ("down.2", "")])
        assert refused.status_code == 422
        said = text(refused.text)
        assert "Not allowed: Type the 2 cards Bob shows, or press Give up without showing." in said
        assert re.search(r'name="down\.2"[^>]*aria-invalid="true"', refused.text)


def test_without_the_house_rule_the_showdown_is_asked_as_before(client: FlaskClient) -> None:
    """The usual showdown (cards speak): the hands typed at the deal are ruled at once, and
    unseen hands are asked together, the first to show named."""
    known = {**HOLDEM, "played": _to_the_river("As,Kd", "Qh,Qd", "2c,3c")}
    assert "goes to Bob" in text(client.get("/play/texas_holdem", query_string=known).text)
    unseen = {**HOLDEM, "played": _to_the_river("??,??", "??,??", "??,??")}
    heading, adds, _ = _step(client.get("/play/texas_holdem", query_string=unseen).text)
    assert heading == "Show the cards: Bob first, then Cy and Ann" and adds == [], (heading, adds)


DRAW: Final = {"players": "Ann, Bob, Cy", "chips": "100", "stakes.small_blind": "1",
               "stakes.big_blind": "2"}  # fmt: skip
BOB_HOLDS: Final = ("2c", "3d", "4h", "8s", "Ks")


def _before_the_draw(bob: str) -> str:
    """Five-card draw before the draw, Bob's cards dealt as given: Bob is to draw."""
    unseen = "??,??,??,??,??"
    deals = [f"deal 2 down={bob}", f"deal 3 down={unseen}", f"deal 1 down={unseen}"]
    return "\n".join([*deals, "call 1 to=2", "call 2 to=2", "check 3"])


def _examples(page: str) -> dict[str, list[str]]:
    """Each draw field's placeholder, by the field's name: the words and cards it shows."""
    found = re.findall(r'name="((?:discards|down)\.\d)"[^>]*placeholder="([^"]*)"', page)
    return {name: html.unescape(shown).split() for name, shown in found}


def test_a_draws_example_cards_are_the_players_own_or_plainly_an_example(
    client: FlaskClient,
) -> None:
    """Five-card draw, Bob's cards typed as dealt: the cards thrown show two of his own as
    their example, the new cards two that are not on the table, each said as an example
    ("e.g."); his hand unseen, both examples are plainly examples, of cards not in play."""
    query = {**DRAW, "played": _before_the_draw(",".join(BOB_HOLDS))}
    examples = _examples(client.get("/play/five_card_draw", query_string=query).text)
    thrown, drawn = examples["discards.2"], examples["down.2"]
    assert thrown[0] == "e.g." and len(thrown) == 3 and set(thrown[1:]) <= set(BOB_HOLDS), thrown
    assert drawn[0] == "e.g." and len(drawn) == 3 and not set(drawn) & set(BOB_HOLDS), drawn

    query = {**DRAW, "played": _before_the_draw("??,??,??,??,??")}
    examples = _examples(client.get("/play/five_card_draw", query_string=query).text)
    thrown, drawn = examples["discards.2"], examples["down.2"]
    assert thrown[0] == "e.g." and drawn[0] == "e.g." and not set(thrown) & set(drawn[1:])


def test_a_take_back_says_what_it_took_back(client: FlaskClient) -> None:
    """The take-back said beforehand what it would take back ("Take back Cy's fold"), and
    nothing afterwards: the page it opens says "Took back Cy's fold.", once (the next step's
    form does not carry it on); the flop's says "Took back the flop."."""
    played = "deal 2 down=??,??\ndeal 3 down=??,??\ndeal 1 down=??,??\ncall 1 to=2\nfold 2"
    page = client.get("/play/texas_holdem", query_string={**HOLDEM, "played": played}).text
    undo = re.search(r'<a class="undo" href="([^"]+)" id="undo">([^<]*)</a>', page)
    assert undo is not None and html.unescape(undo[2]) == "Take back Bob's fold"
    back = client.get(html.unescape(undo[1])).text
    said = text(back)
    assert "Took back Bob's fold. Last step: Ann called 2." in said, said
    assert "took_back" not in " ".join(re.findall(r'<input type="hidden" name="([^"]+)"', back))
    following = client.get(html.unescape(undo[1]) + "&" + urlencode({"add": "call 2 to=2"}),
                           follow_redirects=True)  # fmt: skip
    assert "Took back" not in text(following.text)

    flop = f"{played}\ncheck 3\ncommunity card=Ah\ncommunity card=7c\ncommunity card=2d"
    page = client.get("/play/texas_holdem", query_string={**HOLDEM, "played": flop}).text
    undo = re.search(r'<a class="undo" href="([^"]+)" id="undo">([^<]*)</a>', page)
    assert undo is not None and html.unescape(undo[2]) == "Take back the flop"
    assert "Took back the flop." in text(client.get(html.unescape(undo[1])).text)


def test_the_deal_says_before_dealing_that_its_cards_can_be_typed(page: Page) -> None:
    """Hold'em's first step on a phone: on the first screen, above "Post the blinds and deal",
    a heading says the cards dealt can be typed; opened, a field for each player. Bob's typed,
    the deal says so ("Typed: Bob As Kd; the rest unseen") and the table shows his cards; taken
    back, and dealt again with nothing typed, it says the cards went face down, unseen."""
    player = on_a_phone(page)
    player.open("/play/texas_holdem?" + urlencode(HOLDEM))
    summary = page.wait_for("form.step details.more > summary")
    button = player.button("Post the blinds and deal")
    assert summary.text == "Type the cards dealt, if you know them", summary.text
    assert summary.rect["y"] < button.rect["y"] < 740, (summary.rect, button.rect)
    fits_the_phone(page)
    player.tap(summary)
    fields = {f.accessible_name: f for f in page.find_all("form.step input[data-cards]")}
    assert list(fields) == [f"{name}: 2 cards face down" for name in ("Bob", "Cy", "Ann")]
    assert "unseen" in page.driver.find_element("css selector", "form.step .help").text
    player.type(fields["Bob: 2 cards face down"], "As Kd")
    player.go(player.button("Post the blinds and deal"))
    said = page.wait_for("#last-step").text
    assert said == "Last step: The cards were dealt. Typed: Bob A♠ K♦; the rest unseen.", said
    seats = page.driver.find_element("css selector", "ul.seats").text
    assert "A♠" in seats and "K♦" in seats, seats
    player.go(page.driver.find_element("id", "undo"))
    assert page.wait_for("#took-back").text == "Took back the deal."
    # The deal comes back as it was sent, Bob's cards in their field, to correct or clear.
    bob = page.driver.find_element("css selector", "input[name='down.2']")
    assert bob.is_displayed() and bob.get_attribute("value") == "As Kd"
    player.type(bob, "")
    player.go(player.button("Post the blinds and deal"))
    said = page.wait_for("#last-step").text
    assert said == "Last step: The cards were dealt face down, unseen.", said


def test_a_phone_player_shows_in_turn_and_takes_a_show_back(page: Page) -> None:
    """On a phone, the house rule on: the showdown names who shows first and offers his
    show alone; shown, the next player is named; the take-back then says what it took back,
    and Bob is due again."""
    player = on_a_phone(page)
    played = _to_the_river("As,Kd", "Qh,Qd", "2c,3c")
    player.open("/play/texas_holdem?" + urlencode({**IN_TURN, "played": played}))
    assert page.wait_for("form.step h2").text == "Bob shows first"
    fits_the_phone(page)
    player.go(player.button("Show Bob's cards"))
    assert page.wait_for("form.step h2").text == "Cy shows next"
    assert page.wait_for("#last-step").text == "Last step: Bob showed A♠ K♦."
    undo = page.driver.find_element("id", "undo")
    assert undo.text == "Take back Bob's show"
    player.go(undo)
    assert page.wait_for("#took-back").text == "Took back Bob's show."
    assert page.wait_for("form.step h2").text == "Bob shows first"
    fits_the_phone(page)
