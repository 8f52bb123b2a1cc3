"""The rules page in a player's words: a house rule by the label the setup form gives it, never
by its option's name (``match_cap``, ``wild_may_duplicate = false``); only the rule of PHH hand
histories names the format's own fields, as a player's pasted document spells them."""

from __future__ import annotations

import re

from flask.testing import FlaskClient
from page_text import text

_PHH_FIELDS = {"starting_stacks", "bring_in", "small_bet", "big_bet", "blinds_or_straddles",
               "min_bet"}  # fmt: skip


def test_the_rules_page_names_no_option(client: FlaskClient) -> None:
    said = text(client.get("/rules").text)
    named = set(re.findall(r"\b[a-z]+(?:_[a-z]+)+\b|`", said))
    assert named <= _PHH_FIELDS, named - _PHH_FIELDS
    assert "the house rule “Match cap”" in said
