"""POST /v1/betting/actions: status codes and bodies (the rules are tested in tests/rules)."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

pytestmark = pytest.mark.slow  # about 12 s of CPU: handed out first (tests/conftest.py)

URL = "/v1/betting/actions"


def _post(client: FlaskClient, body: Any) -> tuple[int, dict[str, Any]]:
    response = client.post(URL, json=body)
    return response.status_code, response.get_json(force=True)


def test_the_example_lists_the_legal_actions_and_judges_the_proposal(client: FlaskClient) -> None:
    from service.api.views.betting import EXAMPLE

    status, body = _post(client, EXAMPLE)
    assert status == 200
    assert body["to_act"] == 0
    assert [(m["type"], m.get("min_to"), m.get("max_to")) for m in body["legal"]] == [
        ("fold", None, None),
        ("call", 10, 10),
        ("raise", 15, 15),
    ]
    assert body["first_seat"] == 0  # the opener speaks first after the draw
    assert body["pot"] == 26
    assert body["proposed"]["allowed"] is False
    assert body["proposed"]["rule"] == "betting.amount"


def test_an_illegal_action_in_the_log_is_a_422_naming_it(client: FlaskClient) -> None:
    status, body = _post(
        client,
        {
            "round": "seat",
            "structure": "no_limit",
            "bet": 10,
            "first": 0,
            "seats": [{"stack": 100}, {"stack": 100}],
            "actions": [{"seat": 0, "type": "bet", "to": 10}, {"seat": 1, "type": "check"}],
        },
    )
    assert status == 422
    assert (body["rule"], list(body["errors"])) == ("betting.check", ["actions.1"])


def test_a_seat_not_at_the_table_is_a_422(client: FlaskClient) -> None:
    status, body = _post(
        client,
        {
            "round": "seat",
            "structure": "no_limit",
            "bet": 10,
            "first": 5,
            "seats": [{"stack": 1}, {"stack": 1}],
        },
    )
    assert status == 422
    assert list(body["errors"]) == ["first"]


def test_a_complete_round(client: FlaskClient) -> None:
    status, body = _post(
        client,
        {
            "round": "seat",
            "structure": "pot_limit",
            "bet": 2,
            "pot": 10,
            "first": 1,
            "seats": [{"stack": 50}, {"stack": 50}],
            "actions": [{"seat": 1, "type": "bet", "to": 10}, {"seat": 0, "type": "call"}],
        },
    )
    assert status == 200
    assert (body["round_over"], body["to_act"], body["legal"], body["pot"]) == (True, None, [], 30)
    assert "betting.round-over" in [rule["id"] for rule in body["explanation"]]


def test_stud_finds_the_bring_in_and_the_stakes(client: FlaskClient) -> None:
    from service.api.views.betting import STUD_EXAMPLE

    status, body = _post(client, STUD_EXAMPLE)
    assert status == 200
    assert (body["first_seat"], body["to_act"]) == (1, 2)
    assert [(m["type"], m.get("min_to"), m.get("max_to")) for m in body["legal"]] == [
        ("fold", None, None),
        ("call", 4, 4),
        ("complete", 10, 10),
    ]


def test_a_bring_in_of_the_small_bet_or_more_is_refused_saying_the_rule(
    client: FlaskClient,
) -> None:
    """RULES.md §4 (S3): the bring-in is less than the small bet. The refusal said the
    opposite of what was sent ("the bring-in (15) is less than the small bet (10)")."""
    from service.api.views.betting import STUD_EXAMPLE

    status, body = _post(client, STUD_EXAMPLE | {"bring_in": 15, "small_bet": 10})
    assert status == 422 and body["rule"] == "betting.bring-in"
    assert body["errors"]["bring_in"] == [
        "the bring-in must be less than the small bet (10): 15 is not; send at most 9"
    ]
    game = {"dealer": 0, "stakes": {"ante": 1, "bring_in": 15, "small_bet": 10, "big_bet": 20},
            "seats": [{"stack": 100}, {"stack": 100}]}  # fmt: skip
    state = client.post("/v1/games/seven_card_stud/state", json=game).get_json()
    assert state["errors"]["stakes.bring_in"] == body["errors"]["bring_in"]


def test_jacks_or_better_before_the_draw(client: FlaskClient) -> None:
    body_in = {
        "round": "draw",
        "structure": "fixed_limit",
        "bet": 2,
        "dealer": 0,
        "jacks_or_better": True,
        "seats": [
            {"stack": 50, "cards": ["Kc", "Kh", "4s", "4c", "9h"]},
            {"stack": 50, "cards": ["6c", "7h", "8s", "9c", "Jh"]},
            {"stack": 50, "cards": ["??", "??", "??", "??", "??"]},
        ],
    }
    status, body = _post(client, body_in)
    assert status == 200
    assert body["first_seat"] == 1
    assert {m["type"] for m in body["legal"]} == {"fold", "check"}
    body_in["actions"] = [{"seat": 1, "type": "check"}]
    status, body = _post(client, body_in)
    bet = next(m for m in body["legal"] if m["type"] == "bet")
    assert bet["requires_openers"] is True
    body_in["actions"] = [{"seat": 1, "type": "bet", "to": 2}]
    status, body = _post(client, body_in)
    assert (status, body["rule"]) == (422, "jacks.openers")


def test_a_draw_round_of_two_has_no_cap_by_default(client: FlaskClient) -> None:
    """RULES.md §4 heads_up_raises = unlimited_if_two_at_start (default); `capped` keeps it."""
    body_in: dict[str, Any] = {
        "round": "draw",
        "structure": "fixed_limit",
        "bet": 2,
        "dealer": 0,
        "seats": [{"stack": 50}, {"stack": 50}, {"stack": 50, "folded": True}],
        "actions": [
            {"seat": 1, "type": "bet", "to": 2},
            {"seat": 0, "type": "raise", "to": 4},
            {"seat": 1, "type": "raise", "to": 6},
            {"seat": 0, "type": "raise", "to": 8},
        ],
    }
    status, body = _post(client, body_in)
    assert status == 200
    assert "raise" in {m["type"] for m in body["legal"]}
    body_in["heads_up_raises"] = "capped"
    status, body = _post(client, body_in)
    assert "raise" not in {m["type"] for m in body["legal"]}


def _raise_war(structure: str, count: int) -> dict[str, Any]:
    actions = [{"seat": 0, "type": "bet", "to": 2}]
    actions += [{"seat": k % 2, "type": "raise", "to": 2 + 2 * k} for k in range(1, count)]
    return {
        "round": "seat",
        "structure": structure,
        "bet": 2,
        "first": 0,
        "seats": [{"stack": 10**6}, {"stack": 10**6}],
        "actions": actions,
    }


def test_a_heads_up_raise_war_is_cut_short_only_by_the_stacks(client: FlaskClient) -> None:
    """RULES.md §0 Heads-up and RR Betting and raising 4: a fixed-limit round two players
    started has no cap (heads_up_raises default unlimited_if_two_at_start), and no count of
    actions below what a body can hold refuses a long raise war."""
    status, body = _post(client, _raise_war("fixed_limit", 1200))
    assert status == 200, body
    assert (body["to_act"], body["current_bet"], body["raises"]) == (0, 2400, 1199)
    assert [(m["type"], m.get("min_to")) for m in body["legal"]] == [
        ("fold", None), ("call", 2400), ("raise", 2402)
    ]  # fmt: skip


def test_the_contract_states_the_action_bound_a_body_can_reach(client: FlaskClient) -> None:
    """The bound on actions is what the largest body can hold, and the contract says so."""
    from service.api.contract.betting import MAX_ACTIONS
    from service.settings import DEFAULTS

    shortest = len('{"seat":0,"type":"call"},')
    assert MAX_ACTIONS * shortest >= DEFAULTS["MAX_CONTENT_LENGTH"]
    schemas = client.get("/openapi.json").get_json()["components"]["schemas"]
    for kind in ("RoundRequest", "FirstSeatRound", "DrawRound", "StudRound", "BlindRound"):
        actions = schemas[kind]["properties"]["actions"]
        assert actions["maxItems"] == MAX_ACTIONS
        assert str(MAX_ACTIONS) in actions["description"]


def test_a_heads_up_round_given_by_first_seat_is_capped_only_if_the_house_says_so(
    client: FlaskClient,
) -> None:
    """RULES.md §4 option heads_up_raises: the cap applies to a round of two players only with
    `capped` (RR tournaments); bet and three raises, then call or fold."""
    body_in = _raise_war("fixed_limit", 4)
    status, body = _post(client, body_in)
    assert "raise" in {m["type"] for m in body["legal"]}
    body_in["heads_up_raises"] = "capped"
    status, body = _post(client, body_in)
    assert status == 200
    assert [m["type"] for m in body["legal"]] == ["fold", "call"]
    assert "betting.cap" in [rule["id"] for rule in body["explanation"]]


def test_stud_honours_raise_at_least_last_false(client: FlaskClient) -> None:
    """S3 (Size of Bets): without the rule that each raise is at least the last, a small raise
    may answer a big bet; with it (the default), only a big raise."""
    body_in: dict[str, Any] = {
        "round": "stud",
        "structure": "fixed_limit",
        "street": "fourth street",
        "dealer": 0,
        "small_bet": 5,
        "big_bet": 10,
        "bring_in": 2,
        "seats": [
            {"stack": 100, "up": ["9h", "9c"]},
            {"stack": 100, "up": ["2c", "Kd"]},
            {"stack": 100, "up": ["3d", "7s"]},
        ],
        "actions": [{"seat": 0, "type": "bet", "to": 10}],
    }
    status, body = _post(client, body_in)
    assert status == 200
    raises = [(m["min_to"], m["max_to"]) for m in body["legal"] if m["type"] == "raise"]
    assert raises == [(20, 20)]
    body_in["raise_at_least_last"] = False
    status, body = _post(client, body_in)
    raises = [(m["min_to"], m["max_to"]) for m in body["legal"] if m["type"] == "raise"]
    assert raises == [(15, 15), (20, 20)]


def test_a_call_naming_the_wrong_amount_is_a_422_saying_what_was_legal(
    client: FlaskClient,
) -> None:
    """RULES.md §0: a call that names the wrong amount is refused, never taken as a call."""
    status, body = _post(
        client,
        {
            "round": "seat",
            "structure": "no_limit",
            "bet": 10,
            "first": 0,
            "seats": [{"stack": 100}, {"stack": 100}],
            "actions": [
                {"seat": 0, "type": "bet", "to": 30},
                {"seat": 1, "type": "call", "to": 20},
            ],
        },
    )
    assert status == 422
    assert (body["rule"], list(body["errors"])) == ("betting.exact-amount", ["actions.1"])
    assert "makes his total 30, not 20" in body["detail"]


_SEAT: dict[str, Any] = {
    "round": "seat", "structure": "no_limit", "first": 0, "bet": 10,
    "seats": [{"stack": 100}, {"stack": 100}],
}  # fmt: skip
_DRAW: dict[str, Any] = {
    "round": "draw", "structure": "fixed_limit", "dealer": 0, "bet": 2,
    "seats": [{"stack": 9}, {"stack": 9}],
}  # fmt: skip
_STUD: dict[str, Any] = {
    "round": "stud", "structure": "fixed_limit", "street": "fourth street", "dealer": 0,
    "small_bet": 5, "big_bet": 10, "seats": [{"stack": 50, "up": ["9h", "9c"]},
                                             {"stack": 50, "up": ["2c", "Kd"]}],
}  # fmt: skip
_BLINDS: dict[str, Any] = {
    "round": "blinds", "structure": "no_limit", "dealer": 0, "blinds": [1, 2],
    "seats": [{"stack": 100}, {"stack": 100}, {"stack": 100}],
}  # fmt: skip


def _contract_accepts(client: FlaskClient, body: dict[str, Any]) -> bool:
    """Whether the served contract's request schema takes ``body``."""
    import jsonschema

    contract = client.get("/openapi.json").get_json()
    schema = {"$ref": "#/components/schemas/RoundRequest", "components": contract["components"]}
    return bool(jsonschema.Draft202012Validator(schema).is_valid(body))


def test_the_round_says_who_acts_first_and_so_which_fields_it_takes(client: FlaskClient) -> None:
    """`round` is the request's discriminator: each kind is a component of its own, and the
    contract says it as oneOf them with a discriminator on `round`."""
    schemas = client.get("/openapi.json").get_json()["components"]["schemas"]
    request = schemas["RoundRequest"]
    mapping = {
        "seat": "FirstSeatRound", "draw": "DrawRound", "stud": "StudRound", "blinds": "BlindRound"
    }  # fmt: skip
    assert request["discriminator"] == {
        "propertyName": "round",
        "mapping": {k: f"#/components/schemas/{v}" for k, v in mapping.items()},
    }
    assert len(request["oneOf"]) == 4
    required = {kind: set(schemas[name]["required"]) for kind, name in mapping.items()}
    assert required == {
        "seat": {"round", "structure", "seats", "first", "bet"},
        "draw": {"round", "structure", "seats", "dealer", "bet"},
        "stud": {"round", "structure", "seats", "dealer", "street", "small_bet"},
        "blinds": {"round", "structure", "seats", "dealer", "blinds"},
    }


@pytest.mark.parametrize(
    ("body", "field"),
    [
        # another kind's field is unknown, never ignored
        ({**_STUD, "bet": 10}, "bet"),
        ({**_STUD, "first": 0}, "first"),
        ({**_DRAW, "first": 0}, "first"),
        ({**_DRAW, "big_bet": 10}, "big_bet"),
        ({**_BLINDS, "bet": 2}, "bet"),
        ({**_BLINDS, "seats": [{"stack": 100, "folded": True}, {"stack": 100}]}, "seats.0.folded"),
        ({**_SEAT, "dealer": 0}, "dealer"),
        ({**_SEAT, "seats": [{"stack": 100, "up": ["As"]}, {"stack": 100}]}, "seats.0.up"),
        (
            {**_STUD, "seats": [{"stack": 9, "up": ["As"], "cards": ["As"]}, {"stack": 9}]},
            "seats.0.cards",
        ),
        ({**_DRAW, "seats": [{"stack": 9, "up": ["As"]}, {"stack": 9}]}, "seats.0.up"),
        # a fixed-limit option with pot or no limit, a big-bet one in fixed limit
        ({**_SEAT, "max_raises": 4}, "max_raises"),
        ({**_SEAT, "heads_up_raises": "capped"}, "heads_up_raises"),
        ({**_SEAT, "raise_at_least_last": False}, "raise_at_least_last"),
        ({**_SEAT, "big_bet": 20}, "big_bet"),
        (
            {**_SEAT, "structure": "fixed_limit", "raise_at_least_last": False},
            "raise_at_least_last",
        ),
        ({**_BLINDS, "max_raises": None}, "max_raises"),
        ({**_BLINDS, "structure": "fixed_limit", "straddle_raise": "straddle"}, "straddle_raise"),
        ({**_STUD, "structure": "pot_limit"}, "big_bet"),
        ({**_STUD, "structure": "no_limit", "big_bet": None, "high_low": True}, "big_bet"),
        # a hand in a draw round only for Jacks or Better
        (
            {
                **_DRAW,
                "seats": [{"stack": 9, "cards": ["As", "Ks", "Qs", "Js", "9h"]}, {"stack": 9}],
            },
            "seats.0.cards",
        ),
        # no round, or one the contract does not know
        ({k: v for k, v in _SEAT.items() if k != "round"}, "round"),
        ({**_SEAT, "round": "first"}, "round"),
    ],
)
def test_a_field_the_round_does_not_take_is_refused_by_the_contract_and_the_service(
    client: FlaskClient, body: dict[str, Any], field: str
) -> None:
    """The contract and the service refuse the same bodies, naming the field: a 422 without a
    rule of poker, since the schema says it."""
    assert not _contract_accepts(client, body), body
    status, answer = _post(client, body)
    assert status == 422, answer
    assert field in answer["errors"], answer["errors"]
    assert "rule" not in answer


def test_a_stud_street_s_big_bet_is_twice_the_small_bet_unless_given(
    client: FlaskClient,
) -> None:
    """RULES.md §4 fixed limit (S3's 5 and 10): a stud street asked without its big bet has the
    one a game's stakes default to, twice the small bet; the open pair of nines allows it."""
    without = {name: value for name, value in _STUD.items() if name != "big_bet"}
    status, answer = _post(client, {**without, "actions": []})
    assert status == 200, answer
    bets = sorted(offer["min_to"] for offer in answer["legal"] if offer["type"] == "bet")
    assert bets == [5, 10]


@pytest.mark.parametrize(
    "body",
    [
        _SEAT,
        _DRAW,
        _STUD,
        _BLINDS,
        {
            **_SEAT,
            "structure": "fixed_limit",
            "max_raises": None,
            "big_bet": 20,
            "raise_at_least_last": False,
            "heads_up_raises": "capped",
        },
        {**_STUD, "structure": "no_limit", "big_bet": None} | {"big_bet": 5},
        {**_BLINDS, "structure": "fixed_limit", "max_raises": 4},
        {**_BLINDS, "straddle_raise": "last_increment", "blinds": [1, 2, 4]},
        {
            **_DRAW,
            "jacks_or_better": True,
            "seats": [{"stack": 9, "cards": ["??"] * 5}, {"stack": 9, "cards": ["??"] * 5}],
        },
    ],
)
def test_every_kind_the_contract_takes_is_ruled(client: FlaskClient, body: dict[str, Any]) -> None:
    body = {k: v for k, v in body.items() if v is not None}
    if body["round"] == "stud" and body["structure"] != "fixed_limit":
        body.pop("big_bet")
    assert _contract_accepts(client, body), body
    status, answer = _post(client, body)
    assert status == 200, answer


def test_a_blind_round_posts_the_blinds_and_the_big_blind_is_the_bet(client: FlaskClient) -> None:
    """RR Button and Blind Use: the small blind left of the button, the big blind next, the
    first to act after the big blind; a blind is live, so the big blind may raise a call."""
    from service.api.views.betting import BLINDS_EXAMPLE

    status, body = _post(client, BLINDS_EXAMPLE)
    assert status == 200
    assert (body["first_seat"], body["to_act"], body["in_round"]) == (0, 1, [6, 1, 2])
    assert [(m["type"], m.get("min_to"), m.get("max_to")) for m in body["legal"]] == [
        ("fold", None, None), ("call", 6, 6), ("raise", 10, 100)
    ]  # fmt: skip
    assert "betting.blinds" in [rule["id"] for rule in body["explanation"]]
    calls = [{"seat": 0, "type": "call"}, {"seat": 1, "type": "call"}]
    status, body = _post(client, {**BLINDS_EXAMPLE, "actions": calls})
    assert (body["to_act"], body["current_bet"]) == (2, 2)
    assert [m["type"] for m in body["legal"]] == ["fold", "check", "raise"]


def test_heads_up_the_button_posts_the_small_blind_and_acts_first(client: FlaskClient) -> None:
    body_in = {**_BLINDS, "dealer": 1, "seats": [{"stack": 100}, {"stack": 100}]}
    status, body = _post(client, body_in)
    assert status == 200
    assert (body["first_seat"], body["in_round"]) == (1, [2, 1])


def test_a_straddle_is_posted_and_the_seat_after_it_acts_first(client: FlaskClient) -> None:
    seats = [{"stack": 100}] * 5
    status, body = _post(client, {**_BLINDS, "blinds": [1, 2, 4], "seats": seats})
    assert status == 200
    assert (body["first_seat"], body["current_bet"], body["in_round"]) == (4, 4, [0, 1, 2, 4, 0])
    raise_to = next(m for m in body["legal"] if m["type"] == "raise")["min_to"]
    assert raise_to == 8  # the straddle plays as the big blind (straddle_raise: straddle)
    body_in = {**_BLINDS, "blinds": [1, 2, 4], "seats": seats, "straddle_raise": "last_increment"}
    raise_to = next(m for m in _post(client, body_in)[1]["legal"] if m["type"] == "raise")
    assert raise_to["min_to"] == 6  # only the straddle's raise over the big blind


@pytest.mark.parametrize(
    ("blinds", "said"),
    [
        ([2, 1], "each blind is at least the one posted before it"),
        ([1, 0], "the last blind said (the big blind, or a straddle) is at least 1, not 0"),
        ([1, 1, 2, 4], "one blind a seat: 4 blinds for 3 seats"),
    ],
)
def test_impossible_blinds_are_refused_as_a_blind_game_refuses_them(
    client: FlaskClient, blinds: list[int], said: str
) -> None:
    """The same rule, in the same words, as the blinds of a game's setup (`betting.blinds`)."""
    status, body = _post(client, {**_BLINDS, "blinds": blinds})
    assert (status, body["rule"], list(body["errors"])) == (422, "betting.blinds", ["blinds"])
    assert said in body["errors"]["blinds"][0]
    assert "hold'em" not in body["errors"]["blinds"][0]
    game = {"dealer": 0, "stakes": {"blinds": blinds}, "seats": [{"stack": 100}] * 3}
    state = client.post("/v1/games/texas_holdem/state", json=game).get_json()
    assert state["rule"] == "betting.blinds"
    assert body["errors"]["blinds"][0] in state["errors"]["stakes.blinds"][0]


def test_an_old_body_without_a_round_is_refused_saying_what_to_give(client: FlaskClient) -> None:
    """The request of before `round` (who acts first said by `first`, `stud` or `draw`) is
    refused, naming `round` and its values: nothing of it is read another way."""
    old = {"structure": "no_limit", "bet": 10, "first": 0, "seats": [{"stack": 100}] * 2}
    status, body = _post(client, old)
    assert status == 422
    assert body["errors"] == {
        "round": ['give one of "stud", "draw", "blinds" or "seat"; this field is required.']
    }


def test_an_action_taken_names_its_total_and_a_proposal_may_ask_it(client: FlaskClient) -> None:
    """RULES.md §0 (a named total is checked, never guessed): a raise taken without `to` is
    refused by the schema, at `actions.0.to`, as the state endpoint's raise event is (the
    contract says so with an `if` on the action's type); a raise only proposed may leave it
    out, and the verdict says the totals it may make."""
    table = {
        "round": "blinds", "structure": "no_limit", "dealer": 0, "blinds": [1, 2],
        "seats": [{"stack": 50}, {"stack": 50}],
    }  # fmt: skip
    status, body = _post(client, {**table, "actions": [{"seat": 0, "type": "raise"}]})
    assert status == 422 and list(body["errors"]) == ["actions.0.to"], body
    assert "rule" not in body
    status, body = _post(client, {**table, "actions": [], "proposed": {"seat": 0, "type": "raise"}})
    assert status == 200, body
    assert body["proposed"]["allowed"] is False and "4 to 50" in body["proposed"]["reason"]


_FIXED_BLINDS: dict[str, Any] = {**_BLINDS, "structure": "fixed_limit"}
_STUD_AFTER_BRING_IN: list[dict[str, Any]] = [{"seat": 1, "type": "bring_in", "to": 4}]


@pytest.mark.parametrize(
    ("body", "raises"),
    [
        pytest.param({**_BLINDS, "actions": []}, 0, id="the big blind"),
        pytest.param({**_BLINDS, "blinds": [1, 2, 4], "seats": [{"stack": 100}] * 4}, 1,
                     id="a straddle"),
        pytest.param({"round": "seat", "structure": "no_limit", "first": 0, "bet": 10,
                      "seats": [{"stack": 100}, {"stack": 100}],
                      "actions": [{"seat": 0, "type": "bet", "to": 10}]}, 0, id="a bet"),
        pytest.param({"round": "seat", "structure": "no_limit", "first": 0, "bet": 10,
                      "seats": [{"stack": 100}, {"stack": 15}, {"stack": 100}],
                      "actions": [{"seat": 0, "type": "bet", "to": 10},
                                  {"seat": 1, "type": "raise", "to": 15}]}, 0,
                     id="a short all-in"),
        pytest.param({"round": "seat", "structure": "fixed_limit", "first": 0, "bet": 10,
                      "seats": [{"stack": 100}, {"stack": 15}, {"stack": 100}],
                      "actions": [{"seat": 0, "type": "bet", "to": 10},
                                  {"seat": 1, "type": "raise", "to": 15}]}, 1,
                     id="a fixed-limit all-in of half a bet"),
        pytest.param({"actions": _STUD_AFTER_BRING_IN}, 0, id="a bring-in"),
        pytest.param({"actions": [*_STUD_AFTER_BRING_IN, {"seat": 2, "type": "complete",
                                                          "to": 10}]}, 0, id="its completion"),
        pytest.param({"actions": [*_STUD_AFTER_BRING_IN, {"seat": 2, "type": "complete", "to": 10},
                                  {"seat": 3, "type": "raise", "to": 20}]}, 1,
                     id="a raise of the completion"),
    ],
)  # fmt: skip
def test_raises_counts_full_raises_over_the_rounds_bet_as_its_description_says(
    client: FlaskClient, body: dict[str, Any], raises: int
) -> None:
    """The contract's `raises` said "bets and raises", one more than it counts after a bet;
    it counts what the cap counts (RR: a bet and three raises), as the glossary now says."""
    from service.api.views.betting import STUD_EXAMPLE

    status, answer = _post(client, body if "round" in body else {**STUD_EXAMPLE, **body})
    assert status == 200, answer
    assert answer["raises"] == raises


def test_a_capped_fixed_limit_round_shows_three_raises_in_both_answers(
    client: FlaskClient,
) -> None:
    """The trial's case: deuce-to-seven triple draw, the big blind 2 raised to 4, 6 and 8 is
    capped at a bet and three raises; both endpoints say 3, and the description says why."""
    raised = [{"seat": 0, "type": "raise", "to": 4}, {"seat": 1, "type": "raise", "to": 6},
              {"seat": 2, "type": "raise", "to": 8}]  # fmt: skip
    status, answer = _post(client, {**_FIXED_BLINDS, "actions": raised})
    assert status == 200, answer
    assert (answer["raises"], [m["type"] for m in answer["legal"]]) == (3, ["fold", "call"])
    hand = {
        "dealer": 0, "stakes": {"blinds": [1, 2]}, "seats": [{"stack": 100}] * 3,
        "events": [*({"type": "deal", "seat": s, "down": ["??"] * 5} for s in (1, 2, 0)),
                   *raised],
    }  # fmt: skip
    state = client.post("/v1/games/deuce_to_seven_triple_draw/state", json=hand).get_json()
    assert state["raises"] == 3, state
    assert "call" in [e["type"] for e in state["next_events"]]
    assert "raise" not in [e["type"] for e in state["next_events"]]
    described = client.get("/openapi.json").get_json()["components"]["schemas"]
    for schema in ("RoundResponse", "StateResponse"):
        text = described[schema]["properties"]["raises"]["description"]
        assert text.startswith("Full raises over the round's bet") and "a bet and three" in text
