"""A draw game's draws stay on the table: how many each player took at each draw, on his
seat, long after the "Last step" line has moved on (at a draw table, half of what a player
knows of another's hand)."""

from __future__ import annotations

import re
from typing import Final

from flask.testing import FlaskClient
from page_text import text

TRIPLE_DRAW: Final = {"players": "Ann, Bob, Cy", "chips": "100", "stakes.small_blind": "1",
                      "stakes.big_blind": "2"}  # fmt: skip
FIRST_DRAW_AND_A_BET: Final = [
    "deal 2 down=2c,3d,4h,8s,Kc", "deal 3 down=??,??,??,??,??", "deal 1 down=??,??,??,??,??",
    "call 1 to=2", "call 2 to=2", "check 3",
    "draw 2 discards=Kc down=7d", "stand_pat 3", "draw 1 discards=??,?? down=??,??",
    "check 2",
]  # fmt: skip
"""The first draw of deuce-to-seven triple draw: Bob took 1, Cy stood pat, Ann took 2; then
Bob checked, so the last step says nothing of the draw."""


def _seat(page: str, number: int) -> str:
    found = re.search(rf'<span class="draws" id="draws-{number}">([^<]*)</span>', page)
    return found.group(1) if found else ""


def test_each_players_draws_so_far_are_on_his_seat(client: FlaskClient) -> None:
    """After the first draw and a check, Bob's seat says he drew 1, Cy's that he stood pat,
    Ann's that she drew 2; after the second draw, each seat says both, in order."""
    query = {**TRIPLE_DRAW, "played": "\n".join(FIRST_DRAW_AND_A_BET)}
    page = client.get("/play/deuce_to_seven_triple_draw", query_string=query).text
    assert "Last step: Bob checked." in text(page)
    assert (_seat(page, 2), _seat(page, 3), _seat(page, 1)) == ("drew 1", "stood pat", "drew 2")
    second = [*FIRST_DRAW_AND_A_BET, "check 3", "check 1",
              "stand_pat 2", "draw 3 down=?? discards=??", "stand_pat 1"]  # fmt: skip
    query = {**TRIPLE_DRAW, "played": "\n".join(second)}
    page = client.get("/play/deuce_to_seven_triple_draw", query_string=query).text
    assert (_seat(page, 2), _seat(page, 3), _seat(page, 1)) == (
        "drew 1, stood pat",
        "stood pat, drew 1",
        "drew 2, stood pat",
    )


def test_a_game_without_a_draw_says_no_draws(client: FlaskClient) -> None:
    """Hold'em has no draw: no seat says one."""
    query = {**TRIPLE_DRAW, "played": "deal 2 down=??,??\ndeal 3 down=??,??\ndeal 1 down=??,??"}
    page = client.get("/play/texas_holdem", query_string=query).text
    assert 'class="draws"' not in page
