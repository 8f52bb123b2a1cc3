"""What the table says in words that only "Why" said before: the betting capped, beside the
buttons it leaves (a casual player on a 360 px phone found Raise gone without a word)."""

from __future__ import annotations

from urllib.parse import urlencode

from flask.testing import FlaskClient
from page_text import text

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
