"""``/v1/games``: the catalogue and a smoke test per game through the state endpoint."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient
from hand_notation import request

from service.rules.games.catalog import CATALOG

HANDS = [
    case
    for path in sorted((Path(__file__).parent.parent / "rules" / "hands").glob("*.json"))
    for case in json.loads(path.read_text())["cases"]
]


def test_the_catalogue_lists_every_game_with_its_house_rules(client: FlaskClient) -> None:
    response = client.get("/v1/games")
    assert response.status_code == 200
    games = response.get_json()["games"]
    assert [g["id"] for g in games] == list(CATALOG)
    razz = next(g for g in games if g["id"] == "razz")
    assert razz["rankings"] == {"high_ranking": None, "low_ranking": "ace_to_five",
                                "qualifier": None, "declare": False}  # fmt: skip
    options = {o["name"]: o for o in razz["options"]}
    assert options["big_bets_from_fifth"]["default"] is True
    assert options["showing_tie"]["choices"] == ["suit", "position"]


def test_one_game_describes_its_deal_plan(client: FlaskClient) -> None:
    game = client.get("/v1/games/aces_straights_flushes").get_json()
    assert game["deck"] == {"packs": 1, "jokers": 1, "centre_joker": True, "short": False}
    short = client.get("/v1/games/short_deck_holdem").get_json()
    assert short["deck"]["short"] is True  # Wikipedia, Six-plus hold 'em: 36 cards, six to ace
    deals = [(s["street"], s.get("down_count", 0), s.get("up_count", 0))
             for s in game["plan"] if s["step"] == "deal"]  # fmt: skip
    assert deals == [("third street", 2, 1), ("fourth street", 0, 1), ("fifth street", 0, 1),
                     ("sixth street", 1, 0)]  # fmt: skip
    assert game["wild"]["joker"] == "bug"
    # RULES.md §7: ace-to-five draw's deck holds a joker, in the hands (not the centre).
    lowball = client.get("/v1/games/ace_to_five_draw").get_json()
    assert lowball["deck"] == {"packs": 1, "jokers": 1, "centre_joker": False, "short": False}
    # ...and it plays wild, the lowest card the hand lacks (S3): the catalogue says so, as it
    # says the centre joker of Aces, Straights and Flushes is the bug.
    assert lowball["wild"]["joker"] == "wild"


def test_a_draw_of_no_cards_is_refused_by_the_contract(client: FlaskClient) -> None:
    """RULES.md §7 (draw games): a player who throws nothing stands pat; the contract says a
    draw throws one card or more, so an empty one is refused for its shape, naming the field."""
    body = {
        "dealer": 0, "stakes": {"blinds": [1, 2]},
        "seats": [{"stack": 100}, {"stack": 100}],
        "events": [
            {"type": "deal", "seat": 0, "down": ["2c", "3c", "4c", "5c", "7d"]},
            {"type": "deal", "seat": 1, "down": ["2d", "3d", "4d", "5d", "8h"]},
            {"type": "call", "seat": 0}, {"type": "check", "seat": 1},
            {"type": "draw", "seat": 1, "discards": [], "down": []},
        ],
    }  # fmt: skip
    response = client.post("/v1/games/deuce_to_seven_triple_draw/state", json=body)
    assert response.status_code == 422
    assert list(response.get_json()["errors"]) == ["events.4.discards"]


def test_an_unknown_game_is_a_404_problem(client: FlaskClient) -> None:
    response = client.get("/v1/games/five-card-stud")
    assert response.status_code == 404
    assert response.content_type == "application/problem+json"
    assert client.post("/v1/games/nope/state", json={}).status_code == 404


@pytest.mark.parametrize("case", HANDS, ids=[c["game"] for c in HANDS])
def test_a_whole_hand_of_every_game_through_the_state_endpoint(
    client: FlaskClient, case: dict[str, Any]
) -> None:
    response = client.post(f"/v1/games/{case['game']}/state", json=request(case))
    assert response.status_code == 200, response.get_json()
    body = response.get_json()
    assert body["phase"] == "over"
    assert body["next_events"] == []
    if "carry" in case["expect"]:
        assert body["result"] is None
        assert body["carry"]["amount"] == case["expect"]["carry"]["amount"]
    else:
        back = [s["won"] + s["refunded"] for s in body["result"]["seats"]]
        net = [
            s["stack"] + b - start
            for s, b, start in zip(body["seats"], back, case["stacks"], strict=True)
        ]
        assert net == case["expect"]["net"]
        # The net reported is that change too: a dealer's ante for the table counts (S1).
        assert [s["net"] for s in body["result"]["seats"]] == net
    assert body["explanation"]


def test_an_illegal_event_is_a_422_naming_the_event_and_the_rule(client: FlaskClient) -> None:
    case = next(c for c in HANDS if c["game"] == "seven_card_stud")
    body = request(case)
    body["events"] = [*body["events"][:6], {"type": "complete", "seat": 2, "to": 5}]
    response = client.post("/v1/games/seven_card_stud/state", json=body)
    assert response.status_code == 422
    problem = response.get_json()
    assert problem["rule"] == "betting.turn"
    assert list(problem["errors"]) == ["events.6.seat"]
    assert "seat 1" in problem["detail"]


def test_the_state_lists_the_next_events_with_amounts(client: FlaskClient) -> None:
    body = request(next(c for c in HANDS if c["game"] == "seven_card_stud"))
    body["events"] = body["events"][:6]
    state = client.post("/v1/games/seven_card_stud/state", json=body).get_json()
    assert state["phase"] == "bet"
    assert state["street"] == "third street"
    assert state["to_act"] == 1
    assert state["next_events"] == [
        {"type": "bring_in", "seat": 1, "min_to": 2, "max_to": 2, "all_in": False},
        {"type": "complete", "seat": 1, "min_to": 5, "max_to": 5, "all_in": False},
    ]
    assert state["pot"] == 3
    assert state["seats"][1]["down"] == ["??", "??"]


def test_an_option_of_another_game_is_refused_by_the_contract(client: FlaskClient) -> None:
    """A game's request takes its own house rules: another game's is refused for its shape,
    naming the field and the game's own options."""
    body = request(next(c for c in HANDS if c["game"] == "seven_card_stud")) | {
        "options": {"wild_ranks": ["2"]}
    }
    response = client.post("/v1/games/seven_card_stud/state", json=body)
    assert response.status_code == 422
    problem = response.get_json()
    assert "rule" not in problem
    assert 'there is no field "wild_ranks" here' in problem["errors"]["options.wild_ranks"][0]
    assert '"forced_bring_in"' in problem["errors"]["options.wild_ranks"][0]


def test_each_game_takes_its_own_stakes_and_event_types(client: FlaskClient) -> None:
    """RULES.md §7: a blind game's bet is its big blind, said once in `stakes.blinds` (no
    `small_bet`); five-card draw takes blinds or, dealt with antes alone, the small bet; Old Man
    has no betting (its stakes are the ante). A game's events are the types its hands take:
    hold'em has no bring-in, stud no draw. Each is refused for its shape, naming the field."""
    seats = [{"stack": 100}, {"stack": 100}]

    def refused(game: str, stakes: dict[str, Any], events: list[Any] = ()) -> dict[str, Any]:
        body = {"dealer": 0, "seats": seats, "stakes": stakes, "events": list(events)}
        response = client.post(f"/v1/games/{game}/state", json=body)
        assert response.status_code == 422, (game, stakes, events)
        problem: dict[str, Any] = response.get_json()
        assert "rule" not in problem, problem
        return problem["errors"]

    assert "stakes.small_bet" in refused("texas_holdem", {"blinds": [1, 2], "small_bet": 2})
    assert "stakes.blinds" in refused("omaha", {"small_bet": 2})
    assert "stakes.blinds" in refused("razz", {"bring_in": 1, "small_bet": 2, "blinds": [1, 2]})
    assert "stakes.small_bet" in refused("old_man", {"ante": 1, "small_bet": 2})
    assert "stakes.bring_in" in refused("jacks_or_better", {"bring_in": 1, "small_bet": 2})
    both = refused("five_card_draw", {"ante": 1, "blinds": [1, 2], "small_bet": 2})
    assert both == {"stakes.small_bet": ["leave out this field: with blinds, the big blind is the "
                                         "bet."]}  # fmt: skip
    assert "stakes.blinds" in refused("five_card_draw", {"ante": 1})
    bring_in = refused("texas_holdem", {"blinds": [1, 2]}, [{"type": "bring_in", "seat": 0,
                                                              "to": 1}])  # fmt: skip
    offered, _, got = bring_in["events.0.type"][0].partition("; got")
    assert '"bring_in"' not in offered and '"bring_in"' in got
    draw = refused("razz", {"bring_in": 1, "small_bet": 2}, [{"type": "stand_pat", "seat": 0}])
    assert "events.0.type" in draw
    antes_alone = {"dealer": 0, "seats": seats, "stakes": {"ante": 1, "small_bet": 2}}
    assert client.post("/v1/games/five_card_draw/state", json=antes_alone).status_code == 200
    blinds_alone = {"dealer": 0, "seats": seats, "stakes": {"blinds": [1, 2]}}
    assert client.post("/v1/games/five_card_draw/state", json=blinds_alone).status_code == 200


def test_too_many_events_is_refused_by_the_schema() -> None:
    """The bound is what the default body can hold (RULES.md §0: no fixed event limit below the
    stacks); a service configured for larger bodies still refuses more events than that."""
    from service.api.contract.games import MAX_EVENTS
    from service.app import create_app

    client = create_app({"TESTING": True, "MAX_CONTENT_LENGTH": 1 << 20}).test_client()
    body = request(next(c for c in HANDS if c["game"] == "seven_card_stud")) | {
        "events": [{"type": "check", "seat": 0}] * (MAX_EVENTS + 1)
    }
    response = client.post("/v1/games/seven_card_stud/state", json=body)
    assert response.status_code == 422
    assert "events" in response.get_json()["errors"]


# -- a `game` in place of explicit rankings (RULES.md §4: each game's rankings and wild cards) --


def test_evaluate_takes_a_game_for_its_rankings_and_wild_cards(client: FlaskClient) -> None:
    high_low = client.post(
        "/v1/hands/evaluate",
        json={"game": "seven_card_stud_high_low", "hands": [{"cards": ["As", "2s", "3d", "4h",
                                                                       "5c", "Qh", "7c"]}]},
    ).get_json()  # fmt: skip
    assert (high_low["ranking"], high_low["low"]["ranking"], high_low["low"]["qualifier"]) == (
        "high", "ace_to_five", 8
    )  # fmt: skip
    wild = client.post(
        "/v1/hands/evaluate",
        json={"game": "wild_card_stud", "options": {"wild_ranks": ["J"]},
              "hands": [{"cards": ["Js", "Kd", "Kh", "Ks", "2c"]}]},
    ).get_json()  # fmt: skip
    assert wild["hands"][0]["description"] == "Four of a kind, kings, deuce kicker"


def test_a_game_and_its_explicit_settings_together_are_refused(client: FlaskClient) -> None:
    response = client.post(
        "/v1/hands/evaluate",
        json={"game": "razz", "ranking": "high", "hands": [{"cards": ["As", "2s", "3d", "4h",
                                                                      "5c"]}]},
    )  # fmt: skip
    assert response.status_code == 422
    assert list(response.get_json()["errors"]) == ["ranking"]


def test_settle_takes_a_game_the_steel_wheel_gets_a_quarter(client: FlaskClient) -> None:
    seats = [
        {"contributed": 40, "cards": ["As", "2s", "3s", "4s", "5s"]},
        {"contributed": 40, "cards": ["Ah", "2d", "3c", "4h", "5d"]},
        {"contributed": 40, "cards": ["6h", "7h", "8h", "9h", "Th"]},
    ]
    body = {"game": "seven_card_stud_high_low", "dealer": 2, "seats": seats}
    settled = client.post("/v1/pots/settle", json=body).get_json()
    assert [s["net"] for s in settled["seats"]] == [-10, -10, 20]


def test_elimination_totals_over_http(client: FlaskClient) -> None:
    """RULES.md §1: ace 11 or 1, pictures 10 or 1/2; sevens turned are gone."""
    body = {"cards": ["As", "Kd", "7c", "7h", "2s"], "exposed": ["7"]}
    answer = client.post("/v1/games/elimination/totals", json=body).get_json()
    assert answer["cards_left"] == ["As", "Kd", "2s"]
    assert (answer["high"]["total"], answer["low"]["total"]) == (23, 3.5)
    assert answer["lost_every_card"] is False


_ELIMINATION = json.loads(
    (Path(__file__).parents[1] / "rules" / "hands" / "elimination.json").read_text()
)["cases"]


@pytest.mark.parametrize(
    ("name", "first"),
    [
        # RULES.md §1: survivors declare on their point totals (S0's card values).
        ("failed-pig-low-takes-all", "elimination.values"),
        # RULES.md §1 end c: a player left with no card wins the whole pot at once.
        ("lost-every-card-wins-at-once", "elimination.end"),
    ],
)
def test_an_elimination_result_explains_itself(client: FlaskClient, name: str, first: str) -> None:
    """Elimination's result names the rule that valued the hands, then the pot's rules, as every
    game's result does (it explained nothing)."""
    case = next(case for case in _ELIMINATION if case["name"] == name)
    answer = client.post("/v1/games/elimination/state", json=request(case)).get_json()
    cited = [rule["id"] for rule in answer["result"]["explanation"]]
    assert cited[0] == first
    assert "pots.side-pots" in cited
    assert set(cited) <= {rule["id"] for rule in answer["explanation"]}


def test_a_player_who_lost_every_card_declares_nothing(client: FlaskClient) -> None:
    """RULES.md §1 end c with §0 table stakes (rule elimination.side-pot): seat 1, all in, lost
    every card and has won the main pot; the side pot's players declare for it at once
    (declare_now), and he is neither offered a declaration nor allowed one."""
    case = next(
        case
        for case in _ELIMINATION
        if case["name"] == "all-in-player-loses-every-card-side-pot-declared-at-once"
    )
    body = request(case)
    declared_at = next(i for i, e in enumerate(body["events"]) if e["type"] == "declare")
    body["events"] = body["events"][:declared_at]
    answer = client.post("/v1/games/elimination/state", json=body).get_json()
    assert [(e["type"], e["seat"]) for e in answer["next_events"]] == [
        ("declare", 0),
        ("declare", 2),
    ]
    assert {"elimination.end", "elimination.side-pot"} <= {r["id"] for r in answer["explanation"]}
    body["events"].append({"type": "declare", "seat": 1, "declaration": "high"})
    refused = client.post("/v1/games/elimination/state", json=body)
    assert refused.status_code == 422
    assert "lost every card" in refused.get_json()["errors"][f"events.{declared_at}.seat"][0]


def test_a_player_who_can_win_nothing_more_is_not_asked_to_discard(client: FlaskClient) -> None:
    """Rule elimination.side-pot: seat 2 lost every card on the third reveal and took the pots
    seat 1 (all in for 2, cards unseen) is in; seat 1 can win nothing more, so on the next
    reveal he is not asked to give up cards, and a discard of his is refused saying why."""
    case = next(
        case
        for case in _ELIMINATION
        if case["name"] == "a-player-who-can-win-nothing-more-takes-no-part"
    )
    # Seat 1's cards unseen: he gives up his sevens and his three as a hidden hand, no four.
    gives_up = {
        "reveal 7s": "discard 1 7c 7d",
        "reveal 3h": "discard 1 3c",
        "reveal 4d": "discard 1",
    }
    events = []
    for line in case["events"]:
        events.append(line.replace("7c 7d 3c 8d 8h", "?? ?? ?? ?? ??"))
        if line in gives_up:
            events.append(gives_up[line])
    case = {**case, "events": events}
    body = request(case)
    revealed = next(i for i, e in enumerate(body["events"]) if e.get("card") == "9h")
    body["events"] = body["events"][: revealed + 1]
    answer = client.post("/v1/games/elimination/state", json=body).get_json()
    assert [(e["type"], e["seat"]) for e in answer["next_events"]] == [
        ("discard", 0),
        ("discard", 3),
    ]
    assert [s["lost_every_card_on"] for s in answer["seats"]] == [None, None, 3, None]
    body["events"].append({"type": "discard", "seat": 1, "discards": ["9d"]})
    refused = client.post("/v1/games/elimination/state", json=body)
    assert refused.status_code == 422
    assert "can win no pot still played for" in refused.get_json()["detail"]


def test_elimination_takes_no_big_bet(client: FlaskClient) -> None:
    """RULES.md §1 (S0 names no bet sizes): Elimination bets one amount, the small bet, in every
    round, so a big bet would go unused; the schema refuses it, naming the field."""
    case = next(case for case in _ELIMINATION if case["name"] == "failed-pig-low-takes-all")
    body = request(case)
    body["stakes"] = {**body["stakes"], "big_bet": 2}
    answer = client.post("/v1/games/elimination/state", json=body)
    assert answer.status_code == 422
    assert list(answer.get_json()["errors"]) == ["stakes.big_bet"]


def test_jacks_openers_over_http(client: FlaskClient) -> None:
    """RULES.md §2: two pair of any ranks opens; tens do not."""
    answer = client.post(
        "/v1/games/jacks_or_better/openers", json={"cards": ["2c", "2d", "3h", "3s", "9c"]}
    ).get_json()
    assert answer["may_open"] is True
    assert answer["openers"] == ["2c", "2d", "3h", "3s"]
    tens = client.post(
        "/v1/games/jacks_or_better/openers", json={"cards": ["Tc", "Td", "Ah", "Ks", "9c"]}
    ).get_json()
    assert tens["may_open"] is False


def test_false_openers_over_http(client: FlaskClient) -> None:
    """S1 case c: the callers take their bets back; the opener's chips and the ante stay."""
    body = {
        "opener": 1,
        "found": "showdown",
        "seats": [{"antes": 5, "folded": True}, {"bets": 7}, {"bets": 7, "folded": True}],
    }
    answer = client.post("/v1/games/jacks_or_better/false_openers", json=body).get_json()
    assert answer["case"] == "c"
    assert answer["returned"] == [0, 0, 7]
    assert answer["carried_over"] == 12
    assert answer["explanation"][0]["id"] == "jacks.false-openers-callers-folded"


def test_s1_worked_example_reports_the_dealers_ante_in_his_net(client: FlaskClient) -> None:
    """S1's worked example (RULES.md §2 and its errata): the dealer antes 5 and bets 2, so he put
    in 7 and is down 7, not 2; Player 3 takes the 31 and is up 19, not 18."""
    case = next(c for c in HANDS if c["name"] == "s1-worked-example")
    body = client.post("/v1/games/jacks_or_better/state", json=request(case)).get_json()
    seats = body["result"]["seats"]
    assert [s["contributed"] for s in seats] == [7, 12, 12, 0, 0]
    assert [s["net"] for s in seats] == [-7, -12, 19, 0, 0]
    assert body["pot"] == 31


def test_false_openers_over_http_carry_the_pot_from_earlier_deals(client: FlaskClient) -> None:
    """S1 case b (RULES.md §2): with 10 chips carried from a passed-out deal, 17 pass on."""
    body = {
        "opener": 0,
        "found": "showdown",
        "seats": [{"antes": 5, "bets": 2}, {"folded": True}, {"folded": True}],
        "carried_pot": 10,
    }
    answer = client.post("/v1/games/jacks_or_better/false_openers", json=body).get_json()
    assert answer["case"] == "b"
    assert answer["carried_over"] == 17


def test_a_carried_pot_is_bounded_by_what_the_stacks_can_hold(client: FlaskClient) -> None:
    """RULES.md §2 (passed-out deals, false openers): a pot the service carries over is taken
    back as the next deal's carried pot, however large; only more than ten full stacks hold is
    refused."""
    most = 10 * 10**9
    table = {
        "dealer": 0,
        "stakes": {"ante": 5, "small_bet": 2},
        "seats": [{"stack": 10**9}, {"stack": 10**9}, {"stack": 10**9}],
        "carried_pot": most - 5,
        "events": [
            {"type": "ante", "seat": 0, "amount": 5},
            *({"type": "deal", "seat": s, "down": ["??"] * 5} for s in range(3)),
            *({"type": "check", "seat": s} for s in (1, 2, 0)),
        ],
    }  # fmt: skip
    passed = client.post("/v1/games/jacks_or_better/state", json=table).get_json()
    assert passed["carry"]["amount"] == most
    again = table | {"carried_pot": passed["carry"]["amount"], "events": []}
    assert client.post("/v1/games/jacks_or_better/state", json=again).status_code == 200
    too_many = client.post(
        "/v1/games/jacks_or_better/state", json=again | {"carried_pot": most + 1}
    )
    assert too_many.status_code == 422
    assert "carried_pot" in too_many.get_json()["errors"]


@pytest.mark.parametrize(
    ("path", "body", "field"),
    [
        ("/v1/games/elimination/totals", {"cards": ["As", "As"]}, "cards"),
        ("/v1/games/elimination/totals", {"cards": ["Jk"]}, "cards"),
        ("/v1/games/jacks_or_better/openers", {"cards": ["As", "Kd"]}, "cards"),
        ("/v1/games/jacks_or_better/false_openers",
         {"opener": 0, "found": "showdown", "seats": [{"antes": 5}, {"bets": 2}]}, "seats"),
        ("/v1/games/jacks_or_better/false_openers",
         {"opener": 0, "found": "first_round",
          "seats": [{"bets": 2, "folded": True}, {"bets": 2}]}, "folded"),
        ("/v1/games/jacks_or_better/false_openers",
         {"opener": 0, "found": "showdown",
          "seats": [{"bets": 2, "folded": True}, {"bets": 2, "folded": True}]}, "seats"),
    ],
)  # fmt: skip
def test_game_rulings_refuse_impossible_input(
    client: FlaskClient, path: str, body: dict[str, Any], field: str
) -> None:
    response = client.post(path, json=body)
    assert response.status_code == 422
    assert response.mimetype == "application/problem+json"
    assert field in json.dumps(response.get_json())


def test_describe_says_which_games_take_blinds_rules_md_7(client: FlaskClient) -> None:
    """RULES.md §7: hold'em and the draw games are dealt with blinds (five-card draw may be dealt
    with antes alone); the stud games have none."""
    holdem = client.get("/v1/games/texas_holdem").get_json()["blinds"]
    assert holdem == {"antes_instead": False}
    assert client.get("/v1/games/five_card_draw").get_json()["blinds"]["antes_instead"] is True
    assert client.get("/v1/games/razz").get_json()["blinds"] is None
    for game in client.get("/v1/games").get_json()["games"]:
        has_blinds = "betting.blinds" in game["rules"] or game["id"] in {"texas_holdem", "omaha"}
        assert (game["blinds"] is not None) >= has_blinds, game["id"]


def test_each_game_lists_the_phh_variants_its_hands_are_written_as(client: FlaskClient) -> None:
    """PHH spec, Variants: PHH's eleven variants are games here (hold'em two, by its
    structure); a game lists the codes whose documents the state endpoint reads as its hands."""
    listed = {g["id"]: g["phh_variants"] for g in client.get("/v1/games").get_json()["games"]}
    assert listed["texas_holdem"] == ["FT", "NT"]
    assert listed["razz"] == ["FR"] and listed["badugi"] == ["FB"]
    assert listed["jacks_or_better"] == [] and listed["five_card_draw"] == []
    assert sorted(code for codes in listed.values() for code in codes) == sorted(
        ["F7S", "F7S/8", "FR", "FT", "NT", "NS", "PO", "FO/8", "N2L1D", "F2L3D", "FB"]
    )


def test_the_openers_show_says_how_many_discards_he_shows(client: FlaskClient) -> None:
    """S1 (Jacks or Better): the opener keeps his discards aside and shows them with his hand to
    prove his openers; the showdown's offer says how many, so an app asks for them. The caller,
    whose cards were seen, may still muck his hand (RR The Showdown); the opener may not."""
    case = {
        "game": "jacks_or_better", "dealer": 0, "stakes": {"ante": 1, "small_bet": 2},
        "stacks": [50, 50],
        "events": ["ante 0 1", "deal 0 ?? ?? ?? ?? ?? /", "deal 1 2d 3s 4c 5c Jh /", "check 1",
                   "bet 0 2", "call 1", "draw 1 Jh / 6c", "draw 0 ?? ?? / 5h 7h", "check 0",
                   "check 1"],
    }  # fmt: skip
    answer = client.post("/v1/games/jacks_or_better/state", json=request(case)).get_json()
    opener_shows = {"type": "show", "seat": 0, "down_count": 5, "discards_count": 2}
    assert answer["next_events"] == [opener_shows, {"type": "fold", "seat": 1}]
    shown = {"type": "show", "seat": 0, "down": ["Js", "Jd", "9c", "5h", "7h"],
             "discards": ["Kh", "2c"]}  # fmt: skip
    body = request(case)
    over = client.post(
        "/v1/games/jacks_or_better/state", json=body | {"events": [*body["events"], shown]}
    )
    assert over.get_json()["phase"] == "over", over.get_json()


def test_only_a_game_whose_opener_proves_openers_takes_discards_at_the_show(
    client: FlaskClient,
) -> None:
    """RR The Showdown: a seat shows his down cards; only Jacks or Better's opener shows his
    discards too (S1). Any other game's show refuses them for its shape, naming the field, with
    no rule cited: the contract says it, not a rule after the schema took it."""
    case = {
        "game": "texas_holdem", "dealer": 0, "stakes": {"blinds": [1, 2]}, "stacks": [100, 100],
        "events": ["deal 0 As Ad /", "deal 1 ?? ?? /", "call 0", "check 1",
                   "community 2c", "community 7d", "community 9h", "check 1", "check 0",
                   "community Tc", "check 1", "check 0", "community 3s", "check 1", "check 0"],
    }  # fmt: skip
    body = request(case)
    shown = {"type": "show", "seat": 1, "down": ["Ks", "Kh"], "discards": ["Kd"]}
    refused = client.post(
        "/v1/games/texas_holdem/state", json=body | {"events": [*body["events"], shown]}
    )
    assert refused.status_code == 422, refused.get_json()
    problem = refused.get_json()
    at = len(body["events"])
    assert list(problem["errors"]) == [f"events.{at}.discards"], problem
    assert "rule" not in problem
    alone = {k: v for k, v in shown.items() if k != "discards"}
    plain = client.post(
        "/v1/games/texas_holdem/state", json=body | {"events": [*body["events"], alone]}
    )
    assert plain.status_code == 200, plain.get_json()
    # The contract says so game by game: Jacks or Better's show is the opener's, with discards.
    schemas = client.get("/openapi.json").get_json()["components"]["schemas"]
    takes_discards = {
        name.removesuffix("GameEvent")
        for name, union in schemas.items()
        if name.endswith("GameEvent") and "discriminator" in union
        and "discards" in schemas[union["discriminator"]["mapping"]["show"].rsplit("/", 1)[1]][
            "properties"
        ]
    }  # fmt: skip
    assert takes_discards == {"JacksOrBetter"}
    assert "discards" not in schemas["ShowEvent"]["properties"]


def test_each_plan_step_lists_the_events_it_takes(client: FlaskClient) -> None:
    """RULES.md §7 (hold'em): the flop is dealt to the centre, a `community` event a card,
    while the hand's phase is `deal`; a blind game's table is described without antes."""
    plan = client.get("/v1/games/texas_holdem").get_json()["plan"]
    flop = next(
        step for step in plan if step.get("street") == "the flop" and step["step"] == "deal"
    )
    assert flop["event_types"] == ["community"] and flop["up_count"] == 3
    assert plan[0] == {
        "step": "deal",
        "street": "pre-flop",
        "down_count": 2,
        "event_types": ["deal"],
    }
    betting = {event for step in plan if step["step"] == "bet" for event in step["event_types"]}
    assert {"bet", "raise", "call", "check", "fold"} <= betting and "bring_in" not in betting
    stud = client.get("/v1/games/seven_card_stud").get_json()["plan"]
    assert stud[0] == {"step": "ante", "event_types": ["ante"]}


def test_a_card_to_the_centre_is_sent_without_the_null_seat_it_is_offered_with(
    client: FlaskClient,
) -> None:
    """docs/api.md: a `community` event is the table's: `next_events` offers it with a null
    seat, and it is sent without one; a seat sent with it (null too) is refused, naming the
    field, never ignored."""
    body = {
        "dealer": 0, "stakes": {"blinds": [1, 2]},
        "seats": [{"stack": 100}, {"stack": 100}],
        "events": [
            {"type": "deal", "seat": 1, "down": ["??", "??"]},
            {"type": "deal", "seat": 0, "down": ["??", "??"]},
            {"type": "call", "seat": 0}, {"type": "check", "seat": 1},
        ],
    }  # fmt: skip
    path = "/v1/games/texas_holdem/state"
    offered = client.post(path, json=body).get_json()["next_events"]
    assert offered == [{"type": "community", "seat": None, "remaining": 3}]
    sent = {"type": "community", "card": "2c"}
    answer = client.post(path, json={**body, "events": [*body["events"], sent]})
    assert answer.status_code == 200 and answer.get_json()["community"] == ["2c"]
    for seat in (None, 1):
        with_seat = {**sent, "seat": seat}
        refused = client.post(path, json={**body, "events": [*body["events"], with_seat]})
        assert refused.status_code == 422
        assert list(refused.get_json()["errors"]) == ["events.4.seat"]


@pytest.mark.parametrize(
    ("game", "options", "refused"),
    [
        ("texas_holdem", {}, True),  # no limit by default
        ("texas_holdem", {"structure": "fixed_limit"}, False),
        ("omaha_high_low", {}, False),  # fixed limit by default
        ("omaha_high_low", {"structure": "pot_limit"}, True),
    ],
)
def test_the_contract_takes_a_big_bet_in_fixed_limit_only(
    client: FlaskClient, game: str, options: dict[str, str], refused: bool
) -> None:
    """Rule betting.fixed-limit: pot and no limit have no big bet; a request that names one is
    refused for its shape at `stakes.big_bet`, as the contract says (its `if` on the
    structure), the game's default structure counting where `options` leaves it out."""
    body = {
        "dealer": 0, "seats": [{"stack": 100}, {"stack": 100}],
        "stakes": {"blinds": [1, 2], "big_bet": 4}, "options": options,
    }  # fmt: skip
    answer = client.post(f"/v1/games/{game}/state", json=body)
    if refused:
        assert answer.status_code == 422
        assert list(answer.get_json()["errors"]) == ["stakes.big_bet"]
    else:
        assert answer.status_code == 200


@pytest.mark.parametrize("game", ["texas_holdem", "omaha"])
@pytest.mark.parametrize("structure", ["fixed_limit", "pot_limit", "no_limit"])
def test_complete_in_the_plan_comes_only_in_fixed_limit_as_the_catalogue_says(
    client: FlaskClient, game: str, structure: str
) -> None:
    """The trial read `complete` among no-limit hold'em's and pot-limit Omaha's betting
    event types (RULES.md §0: no completions in big-bet games). The plan lists a step's types
    under any structure and says so; a short all-in is completed in fixed limit only, raised in
    a big-bet game."""
    described = client.get(f"/v1/games/{game}").get_json()
    betting = [step for step in described["plan"] if step["step"] == "bet"]
    assert betting and all("complete" in step["event_types"] for step in betting)
    schemas = client.get("/openapi.json").get_json()["components"]["schemas"]
    said = schemas["PlanStep"]["properties"]["event_types"]["description"]
    assert "under any `structure`" in said and "`complete` only in fixed limit" in said
    down = ["??"] * (4 if game == "omaha" else 2)
    hand = {
        "dealer": 0, "stakes": {"blinds": [2, 4]}, "options": {"structure": structure},
        "seats": [{"stack": 5}, {"stack": 100}, {"stack": 100}],
        "events": [*({"type": "deal", "seat": s, "down": down} for s in (1, 2, 0)),
                   {"type": "raise", "seat": 0, "to": 5}],  # all in, a short raise
    }  # fmt: skip
    state = client.post(f"/v1/games/{game}/state", json=hand).get_json()
    offered = [(e["type"], e.get("min_to")) for e in state["next_events"]]
    if structure == "fixed_limit":
        assert offered == [("fold", None), ("call", 5), ("complete", 8)], state
    else:
        assert offered == [("fold", None), ("call", 5), ("raise", 9)], state
