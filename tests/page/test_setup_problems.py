"""A setup with several things wrong says them all at once, each beside its field: a player
on a phone corrects them in one go, not one a try."""

from __future__ import annotations

import html
import re

from flask.testing import FlaskClient

BLINDS = {"stakes.small_blind": "1", "stakes.big_blind": "2"}


def _problems(page: str) -> dict[str, str]:
    found = re.findall(r'<p class="error" id="([^"]+)-error-1">([^<]*)</p>', page)
    return {field: html.unescape(said) for field, said in found}


def test_every_setup_problem_is_said_at_once(client: FlaskClient) -> None:
    """One player named and chips "lots": both the player count and the chips are said on the
    first try (the chips' problem alone hid the count until it was corrected)."""
    page = client.get(
        "/play/texas_holdem", query_string={"players": "Ann", "chips": "lots", **BLINDS}
    )
    assert page.status_code == 422
    assert _problems(page.text) == {
        "players": "Texas hold'em is played by 2 to 10 players; 1 named.",
        "chips": '"lots" is not a number: type a whole number, 1 or more.',
    }


def test_two_of_one_name_and_a_dealer_out_of_the_seats_are_said_with_the_rest(
    client: FlaskClient,
) -> None:
    """Two Anns, a dealer in seat 5 of 2 and chips "lots": the page's own three problems and
    the chips', together, each in the form's words (seats counted from 1)."""
    query = {"players": "Ann, Ann", "chips": "lots", "dealer": "5", **BLINDS}
    found = _problems(client.get("/play/texas_holdem", query_string=query).text)
    assert set(found) == {"players", "chips", "dealer"}, found
    assert found["players"].startswith("Two players are called Ann")
    assert found["dealer"] == "Choose who deals: one of the 2 players, 1 to 2."
