"""What a phone player read once a hand was over: the bar said "Pot 30" while the ruling said
the main pot was 20 and Ann got 10 back; a winner's line said "Ann wins 20, +10"; a pot the only
one was called the "Main pot"."""

from __future__ import annotations

import re
from typing import Final

from flask.testing import FlaskClient
from page_text import text

BOB_SHORT: Final = {
    "players": "Ann, Bob", "chips": "100", "chips.2": "10", "stakes.small_blind": "1",
    "stakes.big_blind": "2", "options.structure": "no_limit",
    "played": "\n".join([
        "deal 2 down=Kc,Kd", "deal 1 down=As,Ad", "raise 1 to=20", "call 2 to=10",
        "community card=9h", "community card=Jc", "community card=Qs", "community card=3h",
        "community card=4s",
    ]),
}  # fmt: skip
"""Ann raises to 20, Bob calls all in for 10: 10 of Ann's raise is called by nobody."""


def _ended(client: FlaskClient) -> str:
    found = client.get("/play/texas_holdem", query_string=BOB_SHORT)
    assert found.status_code == 200
    return found.text


def _bar(page: str) -> str:
    found = re.search(r'<p class="status".*?</p>', page, flags=re.S)
    assert found
    return text(found.group(0))


def test_the_bar_says_the_pot_the_ruling_settled(client: FlaskClient) -> None:
    """Once the hand is over the bar says the pot of 20 the ruling gives Ann and the 10 she
    takes back, never "Pot 30" beside a ruling of 20."""
    bar = _bar(_ended(client))
    assert bar.startswith("Pot 20 · 10 back to Ann")
    assert "Pot 30" not in bar


def test_each_players_result_is_said_in_words(client: FlaskClient) -> None:
    """The payouts say what a player won against what he put in ("Ann wins 20, 10 more than
    put in", "Bob loses 10"), not "+10" and "-10"; the only pot is "The pot", not the "Main pot"
    of a table with side pots."""
    ended = _ended(client)
    paid = text(re.search(r'<ul class="payouts">.*?</ul>', ended, flags=re.S).group(0))  # type: ignore[union-attr]
    assert paid == "Ann wins 20, 10 more than put in Bob loses 10", paid
    assert "The pot (20 chips) goes to Ann" in text(ended) and "Main pot" not in text(ended)
