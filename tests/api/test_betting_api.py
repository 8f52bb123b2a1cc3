"""POST /v1/betting/actions: status codes and bodies (the rules are tested in tests/rules)."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient

URL = "/v1/betting/actions"


def _post(client: FlaskClient, body: Any) -> tuple[int, dict[str, Any]]:
    response = client.post(URL, json=body)
    return response.status_code, response.get_json(force=True)


def test_the_example_lists_the_legal_actions_and_judges_the_proposal(client: FlaskClient) -> None:
    from service.api.views.betting import EXAMPLE

    status, body = _post(client, EXAMPLE)
    assert status == 200
    assert body["to_act"] == 0
    assert [(m["type"], m["min_to"], m["max_to"]) for m in body["legal"]] == [
        ("fold", 0, 0),
        ("call", 10, 10),
        ("raise", 15, 15),
    ]
    assert body["first_seat"] == 0  # the opener speaks first after the draw
    assert body["pot"] == 26
    assert body["proposed"]["legal"] is False
    assert body["proposed"]["rule"] == "betting.amount"


def test_an_illegal_action_in_the_log_is_a_422_naming_it(client: FlaskClient) -> None:
    status, body = _post(
        client,
        {
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
        {"structure": "no_limit", "bet": 10, "first": 5, "seats": [{"stack": 1}, {"stack": 1}]},
    )
    assert status == 422
    assert list(body["errors"]) == ["first"]


def test_a_complete_round(client: FlaskClient) -> None:
    status, body = _post(
        client,
        {
            "structure": "pot_limit",
            "bet": 2,
            "pot": 10,
            "first": 1,
            "seats": [{"stack": 50}, {"stack": 50}],
            "actions": [{"seat": 1, "type": "bet", "to": 10}, {"seat": 0, "type": "call"}],
        },
    )
    assert status == 200
    assert (body["complete"], body["to_act"], body["legal"], body["pot"]) == (True, None, [], 30)
    assert "betting.round-over" in [rule["id"] for rule in body["explanation"]]


def test_stud_finds_the_bring_in_and_the_stakes(client: FlaskClient) -> None:
    from service.api.views.betting import STUD_EXAMPLE

    status, body = _post(client, STUD_EXAMPLE)
    assert status == 200
    assert (body["first_seat"], body["to_act"]) == (1, 2)
    assert [(m["type"], m["min_to"], m["max_to"]) for m in body["legal"]] == [
        ("fold", 0, 0),
        ("call", 4, 4),
        ("complete", 10, 10),
    ]


def test_a_bring_in_of_the_small_bet_or_more_is_refused_saying_the_rule(
    client: FlaskClient,
) -> None:
    """RULES.md §4 (S3): the bring-in is less than the small bet. The refusal said the
    opposite of what was sent ("the bring-in (15) is less than the small bet (10)")."""
    from service.api.views.betting import STUD_EXAMPLE

    stud = STUD_EXAMPLE["stud"] | {"bring_in": 15, "small_bet": 10}
    status, body = _post(client, STUD_EXAMPLE | {"stud": stud})
    assert status == 422 and body["rule"] == "betting.bring-in"
    assert body["errors"]["stud.bring_in"] == [
        "the bring-in is less than the small bet: 15 is not less than 10"
    ]
    game = {"dealer": 0, "stakes": {"ante": 1, "bring_in": 15, "small_bet": 10, "big_bet": 20},
            "seats": [{"stack": 100}, {"stack": 100}]}  # fmt: skip
    state = client.post("/v1/games/seven_card_stud/state", json=game).get_json()
    assert state["errors"]["stakes.bring_in"] == body["errors"]["stud.bring_in"]


def test_jacks_or_better_before_the_draw(client: FlaskClient) -> None:
    body_in = {
        "structure": "fixed_limit",
        "bet": 2,
        "draw": {"dealer": 0, "jacks_or_better": True},
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


def test_who_acts_first_must_be_said_once(client: FlaskClient) -> None:
    status, body = _post(
        client, {"structure": "no_limit", "bet": 10, "seats": [{"stack": 1}, {"stack": 1}]}
    )
    assert (status, body["rule"]) == (422, "betting.first-to-act")


def test_a_draw_round_of_two_has_no_cap_by_default(client: FlaskClient) -> None:
    """RULES.md §4 heads_up_raises = unlimited_if_two_at_start (default); `capped` keeps it."""
    body_in: dict[str, Any] = {
        "structure": "fixed_limit",
        "bet": 2,
        "draw": {"dealer": 0},
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
    assert [(m["type"], m["min_to"]) for m in body["legal"]] == [
        ("fold", 2398), ("call", 2400), ("raise", 2402)
    ]  # fmt: skip


def test_the_contract_states_the_action_bound_a_body_can_reach(client: FlaskClient) -> None:
    """The bound on actions is what the largest body can hold, and the contract says so."""
    from service.api.contract.betting import MAX_ACTIONS
    from service.settings import DEFAULTS

    shortest = len('{"seat":0,"type":"call"},')
    assert MAX_ACTIONS * shortest >= DEFAULTS["MAX_CONTENT_LENGTH"]
    contract = client.get("/openapi.json").get_json()
    actions = contract["components"]["schemas"]["RoundRequest"]["properties"]["actions"]
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
        "structure": "fixed_limit",
        "stud": {
            "street": "fourth street",
            "dealer": 0,
            "small_bet": 5,
            "big_bet": 10,
            "bring_in": 2,
        },
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


def test_stud_bets_are_given_once(client: FlaskClient) -> None:
    """`stud` gives the street's bets: a top-level `bet` beside it is refused, not ignored."""
    from service.api.views.betting import STUD_EXAMPLE

    status, body = _post(client, {**STUD_EXAMPLE, "bet": 10})
    assert (status, body["rule"], list(body["errors"])) == (422, "betting.stud-limits", ["bet"])


def test_the_contract_refuses_two_ways_of_saying_who_acts_first(client: FlaskClient) -> None:
    """`first`, `stud` and `draw` each say who acts first: the contract takes exactly one of
    them (``oneOf``), so two together, or none, are refused by the contract itself."""
    import jsonschema

    schemas = client.get("/openapi.json").get_json()["components"]["schemas"]
    exclusive = {"type": "object", "oneOf": schemas["RoundRequest"]["oneOf"]}
    stud = {"street": "third street", "dealer": 0, "small_bet": 10, "big_bet": 20, "bring_in": 4}
    given = {"first": 0, "stud": stud, "draw": {"dealer": 0}}
    for left_out in given:
        both = {k: v for k, v in given.items() if k != left_out}
        assert not jsonschema.Draft202012Validator(exclusive).is_valid(both), both
        body = {"structure": "fixed_limit", "bet": 10, "seats": [{"stack": 100}] * 2, **both}
        response = client.post("/v1/betting/actions", json=body)
        assert response.status_code == 422
        assert response.get_json()["rule"] == "betting.first-to-act"
    for alone, value in given.items():
        assert jsonschema.Draft202012Validator(exclusive).is_valid({alone: value})
    assert not jsonschema.Draft202012Validator(exclusive).is_valid({})
