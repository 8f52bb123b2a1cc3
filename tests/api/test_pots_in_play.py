"""The pots in the middle while a hand is played (the state's ``pots``; rule ``pots.side-pots``,
RULES.md §0 table stakes; Robert's Rules of Poker, Section 3, rule 9: a player all in "is
entitled to win only the amount of the pot he contributed to"): the chips of the rounds played,
a side pot for each player all in for less, this round's bets in front of the players
(``in_round``) until the round ends, and a bet nobody could call in no pot.

Random play holds every state of every game to the same (``tests/play/showdown.py``:
``_pots_in_the_middle``); these are the rulings an app shows, checked to the chip."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient


def _state(client: FlaskClient, game: str, body: dict[str, Any]) -> dict[str, Any]:
    response = client.post(f"/v1/games/{game}/state", json=body)
    assert response.status_code == 200, response.get_json()
    answer: dict[str, Any] = response.get_json()
    return answer


def _pots(answer: dict[str, Any]) -> list[tuple[str, int, list[int]]]:
    return [(pot["name"], pot["amount"], pot["eligible"]) for pot in answer["pots"]]


_DEALT = [
    {"type": "deal", "seat": 0, "down": ["As", "Ad"]},
    {"type": "deal", "seat": 1, "down": ["Ks", "Kd"]},
    {"type": "deal", "seat": 2, "down": ["Qs", "Qd"]},
]
_SHORT_STACK = {
    "dealer": 0,
    "stakes": {"blinds": [1, 2]},
    "seats": [{"stack": 100}, {"stack": 30}, {"stack": 200}],
}


def test_a_player_all_in_for_less_makes_a_side_pot_once_the_round_is_over(
    client: FlaskClient,
) -> None:
    """Ann raises to 50, Bob calls all in for 30, Cy calls 50: while the round lasts the bets
    are in front of the players; once it is over the main pot is 90 (30 from each, Bob's to
    win) and the side pot 40 (Ann's and Cy's 20 more)."""
    events = [*_DEALT, {"type": "raise", "seat": 0, "to": 50}, {"type": "call", "seat": 1}]
    betting = _state(client, "texas_holdem", _SHORT_STACK | {"events": events})
    assert betting["pots"] == []
    assert betting["pot"] == sum(seat["in_round"] for seat in betting["seats"]) == 82

    events.append({"type": "call", "seat": 2})
    flop = _state(client, "texas_holdem", _SHORT_STACK | {"events": events})
    assert _pots(flop) == [("main pot", 90, [0, 1, 2]), ("side pot 1", 40, [0, 2])]
    assert flop["pot"] == 130


def test_a_bet_nobody_could_call_is_in_no_pot_and_the_result_gives_it_back(
    client: FlaskClient,
) -> None:
    """Heads up, Ann moves all in for 100 and Bob calls all in for 30: the pot holds 130, but
    only 60 is anybody's to win; Ann's 70 nobody could call goes back to her (rule
    ``pots.uncalled``). At the end the state's pots are the result's."""
    heads_up = {"dealer": 0, "stakes": {"blinds": [1, 2]},
                "seats": [{"stack": 100}, {"stack": 30}]}  # fmt: skip
    events = [
        {"type": "deal", "seat": 0, "down": ["As", "Ad"]},
        {"type": "deal", "seat": 1, "down": ["Ks", "Kd"]},
        {"type": "raise", "seat": 0, "to": 100},
        {"type": "call", "seat": 1},
    ]
    flop = _state(client, "texas_holdem", heads_up | {"events": events})
    assert flop["pot"] == 130
    assert _pots(flop) == [("main pot", 60, [0, 1])]

    board = [{"type": "community", "card": card} for card in ("2c", "7d", "9h", "Th", "3s")]
    over = _state(client, "texas_holdem", heads_up | {"events": events + board})
    result = over["result"]
    assert [(p["name"], p["amount"], p["eligible"]) for p in result["pots"]] == _pots(over)
    assert [seat["refunded"] for seat in result["seats"]] == [70, 0]


def test_antes_make_their_pots_once_every_seat_has_anted(client: FlaskClient) -> None:
    """Seven-card stud, antes of 2, Cy with 1 chip: while the antes come in they are one pot
    every seat may win; once all are in, Cy, all in on his ante, may win 3 of them, and the
    side pot of Ann's and Bob's second chips is theirs."""
    body = {
        "dealer": 0,
        "stakes": {"ante": 2, "bring_in": 1, "small_bet": 4, "big_bet": 8},
        "seats": [{"stack": 50}, {"stack": 50}, {"stack": 1}],
        "events": [
            {"type": "ante", "seat": 0, "amount": 2},
            {"type": "ante", "seat": 2, "amount": 1},
        ],
    }
    anteing = _state(client, "seven_card_stud", body)
    assert _pots(anteing) == [("main pot", 3, [0, 1, 2])]

    body["events"].append({"type": "ante", "seat": 1, "amount": 2})
    anted = _state(client, "seven_card_stud", body)
    assert _pots(anted) == [("main pot", 3, [0, 1, 2]), ("side pot 1", 2, [0, 1])]


def test_a_dealer_all_in_on_his_ante_for_the_table_may_win_the_antes(
    client: FlaskClient,
) -> None:
    """Jacks or Better, the dealer antes for the table (S1) with all he has, 3: the antes are
    dead chips, nobody's, in the main pot every live seat may win (RULES.md §0). His three aces
    win them; the side pot of Bob's and Cy's bets goes to Bob's jacks. Before, the antes went
    into the bettors' pot and the dealer won nothing."""
    body = {
        "dealer": 0,
        "stakes": {"ante": 3, "small_bet": 2},
        "seats": [{"stack": 3}, {"stack": 40}, {"stack": 40}],
        "options": {"ante_by": "dealer"},
        "events": [
            {"type": "ante", "seat": 0, "amount": 3},
            {"type": "deal", "seat": 1, "down": ["Js", "Jd", "4c", "5d", "7h"]},
            {"type": "deal", "seat": 2, "down": ["2s", "3d", "8c", "9d", "Kh"]},
            {"type": "deal", "seat": 0, "down": ["As", "Ad", "Ac", "5s", "7c"]},
            {"type": "bet", "seat": 1, "to": 2},
            {"type": "call", "seat": 2},
            *({"type": "stand_pat", "seat": seat} for seat in (1, 2, 0)),
        ],
    }
    drawn = _state(client, "jacks_or_better", body)
    assert _pots(drawn) == [("main pot", 3, [0, 1, 2]), ("side pot 1", 4, [1, 2])]

    body["events"] += [{"type": "check", "seat": 1}, {"type": "check", "seat": 2}]
    result = _state(client, "jacks_or_better", body)["result"]
    assert [seat["won"] for seat in result["seats"]] == [3, 4, 0]
