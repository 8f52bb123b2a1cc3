"""The "Settle a hand" form as a casual player read it on a phone: a programmer's page (the game
menu at "the default", stud first and hold'em mid-list; "settle takes no use", "omaha or
omaha_high_low"; "Folded: the default / yes / no"; examples named "S1", "S3"). Now in a
player's words, the common games first, a box to tick for a yes that is no unless said."""

from __future__ import annotations

import html
import re

from flask.testing import FlaskClient
from page_text import text


def _options(page: str, name: str) -> list[str]:
    found = re.search(rf'<select id="[^"]+" name="{re.escape(name)}".*?</select>', page, re.S)
    assert found, f"no select {name}"
    return [html.unescape(o).strip() for o in re.findall(r"<option[^>]*>([^<]*)", found.group(0))]


def test_the_game_menu_starts_with_the_common_games(client: FlaskClient) -> None:
    """No game first, said as what it does; then hold'em and Omaha, then stud, then draw; the
    home games last."""
    games = _options(client.get("/ask/pots/settle").text, "game")
    assert games[0] == "No game: high hands", games[0]
    assert games[1:4] == ["Texas hold'em", "Omaha", "Omaha high-low, eight or better"], games
    assert games.index("Seven-card stud") < games.index("Five-card draw") < games.index("Old Man")
    assert not any("default" in game for game in games)


def test_the_settle_form_speaks_a_players_words(client: FlaskClient) -> None:
    """No API words in its help, no "the default" anywhere, no seed numbers in its examples;
    a seat's "Folded" is a box to tick."""
    page = client.get("/ask/pots/settle").text
    said = text(page)
    for leak in ("settle takes no use", "omaha_high_low", "the default", "carry_over", "/v1/",
                 "If left empty: false", "S1:", "S3:", '["2"]'):  # fmt: skip
        assert leak not in said, leak
    assert "choose Omaha to play exactly two from the hand and three from the board" in said
    folded = re.search(r'<input type="checkbox" id="f-seats-0-folded" name="seats.0.folded"', page)
    assert folded, "a seat's Folded is no box to tick"
    examples = re.findall(r'<li><a href="/ask/pots/settle\?[^"]+">([^<]+)</a>', page)
    assert [html.unescape(title) for title in examples] == [
        "Five players, three fold: a straight flush wins the pot of 31",
        "High-low, eight or better: two wheels share the low half, a quarter each",
    ]


def test_a_ticked_fold_is_ruled_folded(client: FlaskClient) -> None:
    """The box ticked sends "yes": the folded seat cannot win, though his hand is the best."""
    asked = client.get("/ask/pots/settle", query_string={
        "seats.0.name": "Ann", "seats.0.contributed": "10", "seats.0.cards": "As Ah Ad Ac Kd",
        "seats.0.folded": "yes", "seats.1.name": "Bob", "seats.1.contributed": "10",
        "seats.1.cards": "2c 3d 7h 8s 9c", "ask": "1"})  # fmt: skip
    said = text(asked.text)
    assert "goes to Bob" in said, said[:600]
    assert re.search(r'name="seats.0.folded" value="yes"[^>]* checked', asked.text)
