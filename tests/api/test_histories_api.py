"""``POST /v1/histories``: one PHH document of any game the service plays, picked by its
``variant`` (PHH spec, Variants), answered as ``POST /v1/games/<game>/state`` answers it."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from flask.testing import FlaskClient
from test_phh_api import DOCUMENT, PHH

REAL = Path(__file__).parents[1] / "rules" / "phh_real"
# An online cash game's hand, in dollars and cents (the PHH dataset's HandHQ sample; see
# tests/rules/test_phh_online.py): the site's winner took the pot.
CENTS = """\
variant = 'NT'
ante_trimming_status = false
antes = [0.25, 0.25, 0.25, 0.25]
blinds_or_straddles = [0.50, 1, 0, 0]
min_bet = 1
starting_stacks = [53, 181.85, 200.30, 205.40]
actions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'd dh p4 ????', 'p3 cbr 2', 'p4 f', \
'p1 f', 'p2 f']
"""


@pytest.mark.parametrize(
    "path",
    ["wsop_2023_43_5/1.phh", "wsop_2023_43_5/30.phh", "wsop_2023_43_5/60.phh",
     "pluribus/30/0.phh"],
)  # fmt: skip
def test_a_real_hand_is_answered_as_its_game_s_state_endpoint_answers_it(
    client: FlaskClient, path: str
) -> None:
    """PHH spec, Variants: the document's variant picks the game; the answer is the state its
    game's own endpoint gives for the same body, the hand over."""
    text = (REAL / path).read_text(encoding="utf-8")
    answer = client.post("/v1/histories", data=text, content_type=PHH)
    assert answer.status_code == 200, answer.get_json()
    state = answer.get_json()
    own = client.post(f"/v1/games/{state['game']}/state", data=text, content_type=PHH)
    assert own.get_json() == state
    assert state["phase"] == "over"
    variant = tomllib.loads(text)["variant"]
    listed = client.get(f"/v1/games/{state['game']}").get_json()["phh_variants"]
    assert variant in listed


def test_decimal_amounts_are_answered_in_whole_chips_with_their_scale(
    client: FlaskClient,
) -> None:
    """PHH spec, numeric fields: amounts of dollars and cents are read exactly as cents, and
    the answer says so (`scale` 100); asked in PHH, the hand comes back in dollars and cents."""
    state = client.post("/v1/histories", data=CENTS, content_type=PHH).get_json()
    assert state["scale"] == 100
    # p1 (the small blind) and p2 (the big blind), each after the ante: 52.25 and 180.60
    assert [seat["stack"] for seat in state["seats"]][:2] == [5225, 18060]
    assert state["result"]["seats"][2]["won"] == 350  # the site's winnings: 3.50
    written = client.post("/v1/histories", data=CENTS, content_type=PHH,
                          headers={"Accept": PHH})  # fmt: skip
    fields = tomllib.loads(written.get_data(as_text=True))
    assert fields["starting_stacks"] == [53, 181.85, 200.30, 205.40]
    assert fields["antes"] == [0.25] * 4


def test_an_illegal_action_is_a_422_naming_it_and_the_rule(client: FlaskClient) -> None:
    """RR Razz (the lowest card showing brings in): a bring-in by the king's opponent is refused
    at ``actions.3``, naming the rule; a whole-chip document's refusal speaks of chips."""
    text = DOCUMENT.replace('"p1 pb"', '"p2 pb"')
    answer = client.post("/v1/histories", data=text, content_type=PHH)
    assert answer.status_code == 422
    problem = answer.get_json()
    assert list(problem["errors"]) == ["actions.3"] and problem["rule"]
    cents = CENTS.replace("'p3 cbr 2'", "'p3 cbr 1.50'")
    refused = client.post("/v1/histories", data=cents, content_type=PHH).get_json()
    assert refused["rule"] == "betting.amount"
    assert "chips of 0.01 of the document's amounts" in refused["detail"]


def test_what_is_not_a_phh_document_of_a_game_here_is_refused(client: FlaskClient) -> None:
    """A JSON body is a 415 (the operation takes PHH alone); a variant no game plays is a 422
    naming `variant` and listing the variants the service reads (rule phh.variant)."""
    as_json = client.post("/v1/histories", json={"variant": "NT"})
    assert as_json.status_code == 415
    assert "application/x-phh+toml" in as_json.get_json()["detail"]
    unknown = client.post("/v1/histories", data=DOCUMENT.replace('"FR"', '"N7S"'),
                          content_type=PHH).get_json()  # fmt: skip
    assert unknown["rule"] == "phh.variant" and list(unknown["errors"]) == ["variant"]
    assert "NS (short_deck_holdem)" in unknown["detail"]
