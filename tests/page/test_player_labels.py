"""Words a player uses, not the contract's: a dispute asks "What was done" and "Which game"
(not "Type" and "Family"); a house rule's description says no where the contract says false; the
heads-up cap says the start of what (the betting round)."""

from __future__ import annotations

import re

from flask.testing import FlaskClient
from page_text import text


def _labels(page: str) -> list[str]:
    return [text(label) for label in re.findall(r"<label for=[^>]*>(.*?)</label>", page, re.S)]


def test_dispute_forms_ask_in_a_players_words(client: FlaskClient) -> None:
    """Out of turn asks what was done; an exposed card and a wrong number of cards, which game."""
    assert "What was done (required)" in _labels(client.get("/ask/disputes/out_of_turn").text)
    for dispute in ("exposed_card", "wrong_number_of_cards"):
        labels = _labels(client.get(f"/ask/disputes/{dispute}").text)
        assert "Which game (required)" in labels, dispute
        assert not {"Type (required)", "Family (required)"} & set(labels), dispute


def test_house_rules_say_yes_or_no_and_the_betting_round(client: FlaskClient) -> None:
    """Ace-to-five lowball's house rules, on its page and its setup form: check-raise says
    "no, as Robert's Rules play limit ace-to-five lowball"; the heads-up cap, "unlimited if two
    players started the betting round"."""
    for path in ("/games/ace_to_five_draw", "/play/ace_to_five_draw"):
        said = text(client.get(path).text)
        assert "(a check-raise); no, as Robert's Rules play limit ace-to-five lowball" in said
        assert "false" not in said.lower().replace("false opener", ""), path
        assert "unlimited if two players started the betting round" in said, path
        assert "if two at start" not in said, path
