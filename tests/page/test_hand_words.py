"""What the play screen says during a hand, where a player at a dealer's-choice night found
it silent or short: why Raise is gone after a check in limit ace-to-five lowball, who shows in
what order at the showdown, a raise of a whole stack said as all in, and the side pots."""

from __future__ import annotations

import re
from typing import Final
from urllib.parse import urlencode

from flask.testing import FlaskClient
from live_page import Page
from page_text import text
from phone import fits_the_phone, on_a_phone

LOWBALL: Final = {"players": "Ann, Bob, Cy", "chips": "100", "stakes.small_blind": "1",
                  "stakes.big_blind": "2"}  # fmt: skip
TO_THE_BET_AFTER_THE_DRAW: Final = [
    "deal 2 down=??,??,??,??,??", "deal 3 down=??,??,??,??,??", "deal 1 down=??,??,??,??,??",
    "call 1 to=2", "call 2 to=2", "check 3",
    "stand_pat 2", "stand_pat 3", "stand_pat 1",
    "check 2", "bet 3 to=4", "call 1 to=4",
]  # fmt: skip
"""Bob checks after the draw, Cy bets and Ann calls: Bob may call or fold, not raise."""


def _step(page: str) -> str:
    found = re.search(r'<form method="get" action="/play/[^"]+" class="step">(.*?)</form>',
                      page, re.S)  # fmt: skip
    assert found, "no step on the page"
    return text(found.group(1))


def test_raise_gone_after_a_check_in_limit_lowball_is_said(client: FlaskClient) -> None:
    """No check-raise in limit ace-to-five lowball (rule betting.check): beside Bob's Call and
    Fold, the reason Raise is not there, and the rule."""
    query = {**LOWBALL, "played": "\n".join(TO_THE_BET_AFTER_THE_DRAW)}
    page = client.get("/play/ace_to_five_draw", query_string=query).text
    step = _step(page)
    assert "Raise" not in step.replace("No raise", "")
    assert "No raise: Bob checked earlier in this round" in step
    assert "this game has no check-raise" in step
    assert 'href="/rules#betting.check"' in page


def test_with_check_raising_allowed_nothing_is_said(client: FlaskClient) -> None:
    """The house rule check_raise on: Raise is offered, and no note says otherwise."""
    query = {**LOWBALL, "options.check_raise": "yes",
             "played": "\n".join(TO_THE_BET_AFTER_THE_DRAW)}  # fmt: skip
    step = _step(client.get("/play/ace_to_five_draw", query_string=query).text)
    assert "Raise to" in step and "No raise" not in step


def test_the_showdown_names_every_hand_due_in_order(client: FlaskClient) -> None:
    """Five-card draw checked round after the draw: Bob (the dealer's left) shows first, then
    Cy, whose cards were typed in at the deal, then Ann: every hand due, in order."""
    lines = [
        "deal 2 down=??,??,??,??,??", "deal 3 down=2c,3c,4d,5h,7s", "deal 1 down=??,??,??,??,??",
        "call 1 to=2", "call 2 to=2", "check 3", "stand_pat 2", "stand_pat 3", "stand_pat 1",
        "check 2", "check 3", "check 1",
    ]  # fmt: skip
    query = {**LOWBALL, "played": "\n".join(lines)}
    page = client.get("/play/five_card_draw", query_string=query).text
    assert "<h2>Show the cards: Bob first, then Cy (already typed in) and Ann</h2>" in page


def test_a_raise_of_the_whole_stack_says_all_in(page: Page) -> None:
    """On a phone, Ann (40 chips) types 40 into the raise box: the button reads "Raise to 40
    (all in)", as a call of every chip says "(all in)"; 39 reads without it."""
    on_a_phone(page)
    dealt = "\n".join(f"deal {seat} down=??,??" for seat in (2, 3, 1))
    query = {"players": "Ann, Bob, Cy", "chips": "100", "chips.1": "40",
             "stakes.small_blind": "1", "stakes.big_blind": "2", "played": dealt}  # fmt: skip
    page.open(f"/play/texas_holdem?{urlencode(query)}")
    amount = page.wait_for("input[data-amount]")
    button = page.wait_for("button[data-for]")
    assert button.text == "Raise to 4"
    for typed, said in (("40", "Raise to 40 (all in)"), ("39", "Raise to 39")):
        amount.clear()
        amount.send_keys(typed)
        assert button.text == said
    fits_the_phone(page)


def test_the_last_step_says_cards_as_the_table_shows_them(client: FlaskClient) -> None:
    """The last step says the cards typed with suit symbols, as the table shows them ("Typed:
    Cy 2♣ 3♣ 4♦ 5♥ 7♠", not "2c 3c"); a player standing pat is taken back as "Take back: Bob
    stood pat" (it said "Take back Bob's standing pat")."""
    dealt = ["deal 2 down=??,??,??,??,??", "deal 3 down=2c,3c,4d,5h,7s",
             "deal 1 down=??,??,??,??,??"]  # fmt: skip
    page = client.get("/play/five_card_draw", query_string={**LOWBALL, "played": "\n".join(dealt)})
    said = text(page.text)
    assert "Typed: Cy 2♣ 3♣ 4♦ 5♥ 7♠; the rest unseen." in said, said
    pat = [*dealt, "call 1 to=2", "call 2 to=2", "check 3", "stand_pat 2"]
    page = client.get("/play/five_card_draw", query_string={**LOWBALL, "played": "\n".join(pat)})
    said = text(page.text)
    assert "Last step: Bob stood pat." in said and "Take back: Bob stood pat" in said, said
