"""Who acts first when wild cards show, and in deuce-to-seven low stud (rule
``betting.first-to-act``; RULES.md §4 "the best hand showing", §0 wild cards and deuce-to-seven
"ace high only"). A wild card dealt face up is part of the hand showing: it joins the best group
(A♥ and a wild deuce show a pair of aces), a bug (Aces, Straights and Flushes' centre joker)
shows as an ace, and Deuces and Jacks and the Man with the Axe's natural pair of sevens shows
better than any hand. In deuce-to-seven the ace is high: it brings in, and A-3 is the worst low
showing. Low Hole's wild rank is private, so it does not count (its own tests)."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

_DEUCE_TO_SEVEN = {"play": "low", "low_ranking": "deuce_to_seven", "wild_ranks": ["J"]}


def _hand(
    doors: list[str], fourth: list[str], third: list[dict[str, Any]], **setup: Any
) -> dict[str, Any]:
    """Antes of 1, each seat's door card and its fourth-street card; ``third`` is third
    street's betting."""
    seats = range(len(doors))
    return {
        "dealer": len(doors) - 1,
        "stakes": {"ante": 1, "bring_in": 2, "small_bet": 5, "big_bet": 10},
        "seats": [{"stack": 200} for _ in seats],
        **setup,
        "events": [
            *({"type": "ante", "seat": s, "amount": 1} for s in seats),
            *({"type": "deal", "seat": s, "down": ["??", "??"], "up": [doors[s]]} for s in seats),
            *third,
            *({"type": "deal", "seat": s, "up": [card]} for s, card in enumerate(fourth)),
        ],
    }


def _calls(bring_in: int, seats: int) -> list[dict[str, Any]]:
    order = [(bring_in + k) % seats for k in range(seats)]
    return [{"type": "bring_in", "seat": order[0], "to": 2},
            *({"type": "call", "seat": s} for s in order[1:])]  # fmt: skip


def _checks(first: int, seats: int) -> list[dict[str, Any]]:
    return [{"type": "check", "seat": (first + k) % seats} for k in range(seats)]


def _to_act(client: FlaskClient, game: str, body: dict[str, Any]) -> int:
    answer = client.post(f"/v1/games/{game}/state", json=body)
    assert answer.status_code == 200, answer.get_json()
    to_act: int = answer.get_json()["to_act"]
    return to_act


@pytest.mark.parametrize(
    ("game", "body", "first"),
    [
        pytest.param(
            "wild_card_stud",
            _hand(["3c", "Ah", "Ks", "4d"], ["Qd", "2h", "Kh", "5h"], _calls(0, 4)),
            1,
            id="deuces wild: A-2 shows a pair of aces, over K-K",
        ),
        pytest.param(
            "deuces_jacks_axe",
            _hand(["Kc", "Ah", "Qd", "4d"], ["Ks", "Jc", "Qh", "5d"], _checks(1, 4),
                  stakes={"ante": 1, "small_bet": 5, "big_bet": 10}),
            1,
            id="the Axe: A and a wild jack show a pair of aces, over K-K",
        ),
        pytest.param(
            "deuces_jacks_axe",
            _hand(["7c", "Ah", "Qd"], ["7h", "Ad", "3c"], _checks(1, 3),
                  stakes={"ante": 1, "small_bet": 5, "big_bet": 10}),
            0,
            id="the Axe: a natural pair of sevens shows better than aces",
        ),
        pytest.param(
            "aces_straights_flushes",
            _hand(["Kc", "Qd", "As"], ["Kh", "2d", "3h"], _calls(1, 3)),
            2,
            id="the bug in the centre: A-3 and the bug show a pair of aces, over K-K",
        ),
        pytest.param(
            "wild_card_stud",
            _hand(["Kc", "Qd", "As"], ["3d", "Kh", "3h"], _calls(2, 3),
                  options=_DEUCE_TO_SEVEN),
            0,
            id="deuce-to-seven: A-3 is the worst low showing, K-3 the best",
        ),
    ],
)  # fmt: skip
def test_the_best_hand_showing_counts_the_wild_cards_showing(
    client: FlaskClient, game: str, body: dict[str, Any], first: int
) -> None:
    assert _to_act(client, game, body) == first


def test_in_deuce_to_seven_the_ace_brings_in(client: FlaskClient) -> None:
    """K♣, Q♦ and A♠ showing: the highest card brings in, and in deuce-to-seven that is the
    ace (Razz's ace-low convention would make it the K♣)."""
    body = _hand(["Kc", "Qd", "As"], [], [], options=_DEUCE_TO_SEVEN)
    body["events"] = body["events"][:6]  # third street, nobody has acted
    assert _to_act(client, "wild_card_stud", body) == 2


def test_a_wild_card_and_an_up_card_allow_the_big_bet_on_fourth_street(
    client: FlaskClient,
) -> None:
    """RULES.md §4: from fourth street a big bet is allowed when any live hand shows a pair;
    A♥ and a wild deuce show a pair of aces."""
    body = _hand(["3c", "Ah", "Ks", "4d"], ["Qd", "2h", "Kh", "5h"], _calls(0, 4))
    answer = client.post("/v1/games/wild_card_stud/state", json=body).get_json()
    bets = [e for e in answer["next_events"] if e["type"] == "bet"]
    assert [(b["min_to"], b["max_to"]) for b in bets] == [(5, 5), (10, 10)]


def _stud_street(wild: dict[str, Any] | None) -> dict[str, Any]:
    """Fourth street of a fixed-limit stud game asked of the betting endpoint: Q♥ Q♦ against
    A♠ 2♣."""
    return {
        "round": "stud", "structure": "fixed_limit", "street": "fourth street", "dealer": 1,
        "small_bet": 5, "big_bet": 10, "bring_in": 2, "pot": 20, "actions": [],
        "seats": [{"stack": 100, "up": ["Qh", "Qd"]}, {"stack": 100, "up": ["As", "2c"]}],
        "wild": wild,
    }  # fmt: skip


@pytest.mark.parametrize(
    ("wild", "first"),
    [
        (None, 0),  # a pair of queens shows best
        ({"ranks": ["2"]}, 1),  # deuces wild: A♠ and the deuce show a pair of aces
    ],
)
def test_the_betting_ruling_counts_wild_cards_showing(
    client: FlaskClient, wild: dict[str, Any] | None, first: int
) -> None:
    """The betting endpoint's stud street takes the game's wild cards, as the hand's state
    does (RULES.md §4 the best hand showing; §0 wild cards): the open pair speaks first and may
    bet big (RULES.md §4 fixed limit: an open pair on fourth street)."""
    ruled = client.post("/v1/betting/actions", json=_stud_street(wild)).get_json()
    assert ruled["to_act"] == first
    bets = [offer["min_to"] for offer in ruled["legal"] if offer["type"] == "bet"]
    assert bets == [5, 10]


def test_a_joker_showing_without_wild_cards_is_refused_not_a_fault(client: FlaskClient) -> None:
    """RULES.md §0 wild cards: a joker has no rank of its own. A stud street asked of the
    betting ruling with a joker up and no wild cards is refused naming the card (it was a 500);
    given the game's wild cards, it is weighed."""
    body = _stud_street(None)
    body["seats"][1]["up"] = ["Kh", "Jk"]
    refused = client.post("/v1/betting/actions", json=body)
    assert refused.status_code == 422
    problem = refused.get_json()
    assert (problem["rule"], list(problem["errors"])) == ("wild.joker-needs-rule", ["seats.1.up.1"])
    weighed = client.post("/v1/betting/actions", json={**body, "wild": {"ranks": []}})
    assert weighed.status_code == 200  # the joker wild: K♥ and it show a pair of kings
    assert weighed.get_json()["to_act"] == 1
