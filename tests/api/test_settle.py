"""POST /v1/pots/settle: status codes and bodies (the rules are tested in tests/rules)."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient

URL = "/v1/pots/settle"


def _post(client: FlaskClient, body: Any) -> tuple[int, dict[str, Any]]:
    response = client.post(URL, json=body)
    return response.status_code, response.get_json(force=True)


def test_s1_pot_of_31(client: FlaskClient) -> None:
    from service.api.views.pots import S1_EXAMPLE

    status, body = _post(client, S1_EXAMPLE)
    assert status == 200
    assert [seat["net"] for seat in body["seats"]] == [-7, -12, 19, 0, 0]
    assert body["pots"][0]["amount"] == 31
    assert body["seats"][2]["high"]["description"] == "Straight flush, king high"
    assert body["seats"][0]["high"] is None  # folded: never shown
    assert body["carried_over"] == 0


def test_steel_wheel_gets_a_quarter(client: FlaskClient) -> None:
    from service.api.views.pots import STEEL_WHEEL_EXAMPLE

    status, body = _post(client, STEEL_WHEEL_EXAMPLE)
    assert status == 200
    assert [seat["won"] for seat in body["seats"]] == [30, 30, 60]
    high, low = body["pots"][0]["shares"]
    assert (high["direction"], high["winners"], low["winners"]) == ("high", [2], [0, 1])
    # The two wheels tie for low and share it: the explanation says which rule split it.
    rules = [rule["id"] for rule in body["explanation"]]
    assert {"pots.halves", "showdown.ties"} <= set(rules)


def test_side_pots_refunds_and_odd_chips_are_itemised(client: FlaskClient) -> None:
    status, body = _post(
        client,
        {
            "dealer": 0,
            "seats": [
                {"contributed": 25, "cards": ["As", "Ad", "7c", "7h", "2s"]},
                {"contributed": 100, "cards": ["Ks", "Kd", "Qc", "Jh", "9s"]},
                {"contributed": 60, "cards": ["Ah", "Ac", "7d", "7s", "2h"]},
            ],
        },
    )
    assert status == 200
    main, side = body["pots"]
    assert (main["name"], main["amount"], main["eligible"]) == ("main pot", 75, [0, 1, 2])
    assert main["shares"][0]["payouts"] == [{"seat": 2, "amount": 38}, {"seat": 0, "amount": 37}]
    assert main["shares"][0]["odd_chips"] == [2]
    assert (side["name"], side["amount"], side["eligible"]) == ("side pot 1", 70, [1, 2])
    assert [seat["refunded"] for seat in body["seats"]] == [0, 40, 0]
    assert sum(s["won"] + s["refunded"] for s in body["seats"]) == 185
    rules = [rule["id"] for rule in body["explanation"]]
    assert {"pots.side-pots", "pots.uncalled", "pots.odd-chip-position"} <= set(rules)


def test_declare_game(client: FlaskClient) -> None:
    status, body = _post(
        client,
        {
            "dealer": 0,
            "declare": True,
            "low": {"ranking": "ace_to_five"},
            "seats": [
                {"contributed": 10, "cards": ["As", "2d", "3c", "4h", "5s"], "declaration": "both"},
                {"contributed": 10, "cards": ["Ks", "Qs", "9s", "7s", "2s"], "declaration": "high"},
            ],
        },
    )
    assert status == 200
    assert [seat["won"] for seat in body["seats"]] == [0, 20]
    assert body["pots"][0]["removed"] == [0]


def test_a_live_seat_without_cards_is_a_422(client: FlaskClient) -> None:
    status, body = _post(
        client, {"dealer": 0, "seats": [{"contributed": 10}, {"contributed": 10, "cards": ["As"]}]}
    )
    assert status == 422
    assert body["rule"] == "pots.live-seat"
    assert "seats.0.cards" in body["errors"]


def test_a_declaration_in_a_cards_speak_game_is_a_422(client: FlaskClient) -> None:
    status, body = _post(
        client,
        {
            "dealer": 0,
            "seats": [
                {"contributed": 10, "cards": ["As", "2d", "3c", "4h", "5s"], "declaration": "high"},
                {"contributed": 10, "cards": ["Ks", "Kd", "Kc", "Jh", "9s"]},
            ],
        },
    )
    assert status == 422
    assert (body["rule"], list(body["errors"])) == ("declare.cards-speak", ["seats.0.declaration"])


def test_a_missing_declaration_in_a_declare_game_is_a_422(client: FlaskClient) -> None:
    status, body = _post(
        client,
        {
            "dealer": 0,
            "declare": True,
            "low": {"ranking": "ace_to_five"},
            "seats": [
                {"contributed": 10, "cards": ["As", "2d", "3c", "4h", "5s"], "declaration": "low"},
                {"contributed": 10, "cards": ["Ks", "Kd", "Kc", "Jh", "9s"]},
            ],
        },
    )
    assert status == 422
    assert list(body["errors"]) == ["seats.1.declaration"]


def test_impossible_dealer_and_negative_amounts_are_422(client: FlaskClient) -> None:
    status, body = _post(client, {"dealer": 3, "seats": [{"contributed": 1}, {"contributed": 1}]})
    assert (status, body["rule"]) == (422, "pots.dealer")
    status, body = _post(client, {"dealer": 0, "seats": [{"contributed": -5}]})
    assert status == 422
    assert "seats.0.contributed" in body["errors"]


def test_every_seat_folded_is_a_422(client: FlaskClient) -> None:
    status, body = _post(client, {"dealer": 0, "seats": [{"contributed": 5, "folded": True}] * 2})
    assert (status, body["rule"]) == (422, "pots.live-seat")


_LOW_ONLY_NOBODY_QUALIFIES: dict[str, Any] = {
    "dealer": 0,
    "high_ranking": None,
    "low": {"ranking": "ace_to_five", "qualifier": 8},
    "seats": [
        {"contributed": 10, "cards": ["Kc", "Qd", "9h", "7s", "3c"]},
        {"contributed": 10, "cards": ["Tc", "9d", "8h", "4s", "2c"]},
        {"contributed": 1, "folded": True},
    ],
}


def test_low_only_with_no_qualifying_low_the_live_players_share_it(
    client: FlaskClient,
) -> None:
    """low.no-qualifying-low-split (the house default; RULES.md §0 is silent): the pot of 21 is
    nobody's win, so the two live players share it, the odd chip by position."""
    answer = client.post("/v1/pots/settle", json=_LOW_ONLY_NOBODY_QUALIFIES).get_json()
    (share,) = answer["pots"][0]["shares"]
    assert share["direction"] == "no_qualifying_low"
    assert [s["won"] for s in answer["seats"]] == [10, 11, 0]
    ids = [rule["id"] for rule in answer["explanation"]]
    assert "low.no-qualifying-low-split" in ids and "showdown.ties" not in ids


def test_low_only_with_no_qualifying_low_carried_over_by_option_or_by_game(
    client: FlaskClient,
) -> None:
    """low.no-qualifying-low-carry-over: the pot stays for the next deal; the same through a
    game of the catalogue played low with a qualifier, and a request may not set the option
    beside the game that supplies it."""
    body = _LOW_ONLY_NOBODY_QUALIFIES | {"no_qualifying_low": "carry_over"}
    answer = client.post("/v1/pots/settle", json=body).get_json()
    assert (answer["carried_over"], [s["won"] for s in answer["seats"]]) == (21, [0, 0, 0])
    options = {"play": "low", "qualifier": 8, "no_qualifying_low": "carry_over"}
    by_game = {
        k: v for k, v in body.items() if k not in ("high_ranking", "low", "no_qualifying_low")
    }
    by_game |= {"game": "wild_card_stud", "options": options | {"wild_ranks": []}}
    assert client.post("/v1/pots/settle", json=by_game).get_json()["carried_over"] == 21
    both = by_game | {"no_qualifying_low": "split"}
    response = client.post("/v1/pots/settle", json=both)
    assert response.status_code == 422
    assert "no_qualifying_low" in response.get_json()["errors"]


def test_a_declare_game_whose_lows_all_fail_the_qualifier_is_ruled_not_a_500(
    client: FlaskClient,
) -> None:
    """Every declarer said low and no low qualifies: nobody won, and nobody is a failed pig
    (it divided the pot among no failed pigs, a 500). The pot is shared by the live players,
    or carried over, as ``no_qualifying_low`` says (low.no-qualifying-low-split)."""
    body = {
        "dealer": 0, "declare": True, "failed_pigs": "split",
        "low": {"ranking": "ace_to_five", "qualifier": 8},
        "seats": [
            {"contributed": 10, "cards": ["Kc", "Kd", "Qh", "Js", "9c"], "declaration": "low"},
            {"contributed": 10, "cards": ["Tc", "Td", "8d", "Ah", "Qc"], "declaration": "low"},
        ],
    }  # fmt: skip
    answer = client.post("/v1/pots/settle", json=body).get_json()
    assert [s["won"] for s in answer["seats"]] == [10, 10]
    ids = [rule["id"] for rule in answer["explanation"]]
    assert "low.no-qualifying-low-split" in ids
    assert not any(i.startswith("declare.failed-pigs") for i in ids)
    carried = client.post("/v1/pots/settle", json=body | {"no_qualifying_low": "carry_over"})
    assert carried.get_json()["carried_over"] == 20


def test_a_short_deck_high_share_puts_a_flush_above_a_full_house(client: FlaskClient) -> None:
    """Wikipedia, Six-plus hold 'em, Hand rankings (rule high.short-deck): with `high:
    short_deck` a flush beats a full house, as short-deck hold'em ranks them, and a card below
    the six is refused; with `high: high` the full house takes the pot."""
    seats = [
        {"contributed": 10, "cards": ["Ah", "Th", "Kh", "9h", "6h"]},
        {"contributed": 10, "cards": ["Kc", "Ks", "Kd", "9c", "9s"]},
    ]
    body = {"dealer": 0, "seats": seats, "high_ranking": "short_deck"}
    status, short = _post(client, body)
    assert status == 200
    assert [s["won"] for s in short["seats"]] == [20, 0]
    assert "high.short-deck" in {r["id"] for r in short["explanation"]}
    status, standard = _post(client, body | {"high_ranking": "high"})
    assert status == 200 and [s["won"] for s in standard["seats"]] == [0, 20]
    seats[0]["cards"] = ["Ah", "Th", "Kh", "9h", "5h"]
    status, refused = _post(client, body)
    assert status == 422 and refused["rule"] == "high.short-deck"
    assert "seats.0.cards.4" in refused["errors"]


def test_short_deck_holdem_ranks_trips_over_a_straight_where_the_house_says_so(
    client: FlaskClient,
) -> None:
    """Option trips_beat_straight (rule high.short-deck-trips; Wikipedia, Six-plus hold 'em):
    by default a straight beats three of a kind, as pokerkit and PHH's NS rank it; with the
    option the set of nines takes the pot from A-6-7-8-9."""
    seats = [
        {"contributed": 10, "cards": ["As", "6d"]},
        {"contributed": 10, "cards": ["9c", "9d"]},
    ]
    body = {"game": "short_deck_holdem", "dealer": 0, "seats": seats,
            "board": ["7c", "8h", "9h", "Ks", "Qc"]}  # fmt: skip
    status, default = _post(client, body)
    assert status == 200 and [s["won"] for s in default["seats"]] == [20, 0]
    status, trips = _post(client, body | {"options": {"trips_beat_straight": True}})
    assert status == 200 and [s["won"] for s in trips["seats"]] == [0, 20]
    assert "high.short-deck-trips" in {r["id"] for r in trips["explanation"]}


def test_mucks_at_the_showdown_concede_only_the_pots_others_contest(client: FlaskClient) -> None:
    """Rule games.muck, RR table stakes: seat 1 is all in for 50, seats 0, 2 and 3 put in 70
    each and all throw their hands away at the showdown, seat 2 last. Named in `mucked`, the
    side pot of 60 is seat 2's (its last player) and the main pot of 200 seat 1's; marked
    folded alone, all 260 chips stay in, and seat 1 wins them (folded chips stay in)."""
    seats = [
        {"contributed": 70, "folded": True},
        {"contributed": 50, "cards": ["As", "Ad", "7c", "8d", "2h"]},
        {"contributed": 70, "folded": True},
        {"contributed": 70, "folded": True},
    ]
    status, body = _post(client, {"dealer": 0, "seats": seats, "mucked": [3, 0, 2]})
    assert status == 200, body
    assert [(pot["amount"], pot["eligible"]) for pot in body["pots"]] == [(200, [1]), (60, [2])]
    assert [seat["won"] for seat in body["seats"]] == [0, 200, 60, 0]
    status, body = _post(client, {"dealer": 0, "seats": seats})
    assert [seat["won"] for seat in body["seats"]] == [0, 260, 0, 0]


def test_a_muck_by_a_seat_not_folded_or_named_twice_is_a_422(client: FlaskClient) -> None:
    """A muck is a fold at the showdown: the seat is folded, and mucks once."""
    seats = [
        {"contributed": 10, "folded": True},
        {"contributed": 10, "cards": ["As", "Ad", "7c", "8d", "2h"]},
        {"contributed": 10, "cards": ["Ks", "Kd", "7h", "8c", "2s"]},
    ]
    for mucked, at, said in (([1], "mucked.0", "mark him so"), ([0, 0], "mucked.1", "twice"),
                             ([5], "mucked.0", "none of the 3 seats")):  # fmt: skip
        status, body = _post(client, {"dealer": 0, "seats": seats, "mucked": mucked})
        assert status == 422 and body["rule"] == "games.muck", body
        assert list(body["errors"]) == [at] and said in body["errors"][at][0]


def test_every_seat_mucked_the_last_to_muck_takes_the_pots(client: FlaskClient) -> None:
    """Rule games.muck (a pot whose other players have all thrown their hands away is his)
    and pots.uncontested: all three players throw their hands away at the showdown, seat 0
    last. Nobody contests him: he takes the pot of 30 unshown. With nobody named as mucking,
    three folded seats are still refused under pots.live-seat."""
    seats = [{"contributed": 10, "folded": True} for _ in range(3)]
    status, body = _post(client, {"dealer": 0, "seats": seats, "mucked": [1, 2, 0]})
    assert status == 200, body
    assert [seat["won"] for seat in body["seats"]] == [30, 0, 0]
    assert {"games.muck", "pots.uncontested"} <= {r["id"] for r in body["explanation"]}
    status, body = _post(client, {"dealer": 0, "seats": seats})
    assert status == 422 and body["rule"] == "pots.live-seat", body


def test_an_odd_chip_by_suit_on_a_shared_board_card_goes_by_position(
    client: FlaskClient,
) -> None:
    """Rule pots.odd-chip-suit-winning-hand: both Omaha lows are 7-5-4-3-2 and both play the
    board's 7d as their highest card, the same card: position decides, and seat 1, first
    left of the dealer, takes the low half's odd chip (3 + 1 of 7)."""
    seats = [
        {"contributed": 5, "cards": ["Kc", "Kd", "9h", "9s"]},
        {"contributed": 5, "cards": ["3c", "4c", "Kh", "Ks"]},
        {"contributed": 5, "cards": ["3d", "4d", "Qh", "Qs"]},
    ]
    body = {"game": "omaha_high_low", "dealer": 0, "seats": seats,
            "board": ["2h", "5s", "7d", "Td", "Jc"],
            "options": {"odd_chip": "suit_winning_hand"}}  # fmt: skip
    status, ruled = _post(client, body)
    assert status == 200, ruled
    low = next(s for s in ruled["pots"][0]["shares"] if s["direction"] == "low")
    assert low["winners"] == [1, 2] and low["odd_chips"] == [1]


def test_a_holdem_seat_with_three_cards_beside_the_board_is_refused(client: FlaskClient) -> None:
    """RR Hold'em (rule holdem.deal): each player holds two cards of his own; a seat settled
    with three beside the board is a hand no deal makes, refused at seats.0.cards."""
    seats = [
        {"contributed": 5, "cards": ["As", "Ad", "Kh"]},
        {"contributed": 5, "cards": ["3c", "4c"]},
    ]
    status, body = _post(client, {"game": "texas_holdem", "dealer": 0, "seats": seats,
                                  "board": ["2c", "7d", "9h", "Js", "Qc"]})  # fmt: skip
    assert status == 422 and body["rule"] == "holdem.deal", body
    assert list(body["errors"]) == ["seats.0.cards"]


def test_an_unknown_field_is_refused_naming_every_field_settle_takes(client: FlaskClient) -> None:
    """The trial sent `use` (settle has none) and the refusal listed twelve fields "and 2
    more", hiding `board` and `mucked`: it names them all now."""
    from service.api.contract.pots import SettleRequestSchema

    use = {"hole_count": 2, "board_count": 3}
    seats = [{"contributed": 1, "cards": ["As", "Ks"]}]
    status, body = _post(client, {"dealer": 0, "use": use, "seats": seats})
    assert status == 422
    said = body["errors"]["use"][0]
    names = list(SettleRequestSchema().load_fields)
    assert "board" in names and "mucked" in names
    listed = ", ".join(f'"{name}"' for name in names[:-1]) + f' and "{names[-1]}"'
    assert said == f'there is no field "use" here; the fields are {listed}.'


def test_no_object_of_the_contract_has_more_fields_than_a_refusal_names(
    client: FlaskClient,
) -> None:
    """A refusal cuts its list of fields only beyond a number no schema reaches."""
    from service.api.contract.wording import _MOST_FIELDS

    schemas = client.get("/openapi.json").get_json()["components"]["schemas"]
    most = max(len(schema.get("properties", {})) for schema in schemas.values())
    assert most < _MOST_FIELDS


_OMAHA_BOARD = ["2s", "7s", "9s", "Js", "Kd"]
_OMAHA_SEATS = [
    {"contributed": 10, "cards": ["As", "Ac", "Ad", "Qh"]},  # a flush with one spade: any five
    {"contributed": 10, "cards": ["Kc", "Kh", "3d", "4c"]},  # three kings: two plus three
]


def test_settle_rules_omahas_two_plus_three_only_with_the_game(client: FlaskClient) -> None:
    """docs/api.md: settle has no `use`; without `game` a hand plays any five of its cards and
    the board (seat 0's ace of spades makes a flush), with `game: omaha` exactly two from the
    hand and three from the board (seat 0 has aces, seat 1 three kings)."""
    status, anyhow = _post(client, {"dealer": 0, "board": _OMAHA_BOARD, "seats": _OMAHA_SEATS})
    assert status == 200, anyhow
    assert [seat["won"] for seat in anyhow["seats"]] == [20, 0]
    assert anyhow["seats"][0]["high"]["category"] == "flush"
    status, omaha = _post(
        client, {"game": "omaha", "dealer": 0, "board": _OMAHA_BOARD, "seats": _OMAHA_SEATS}
    )
    assert status == 200, omaha
    assert [seat["won"] for seat in omaha["seats"]] == [0, 20]
    assert [seat["high"]["category"] for seat in omaha["seats"]] == ["one_pair", "three_of_a_kind"]


def test_a_folded_seats_cards_beside_the_board_are_not_held_to_the_deal(
    client: FlaskClient,
) -> None:
    """Rule holdem.deal holds a live hand to its two cards; a folded seat's cards decide
    nothing, so one card shown by a seat that folded is no refusal."""
    seats = [
        {"contributed": 5, "cards": ["As", "Ad"]},
        {"contributed": 5, "cards": ["3c", "4c"]},
        {"contributed": 2, "folded": True, "cards": ["Kh"]},
    ]
    status, body = _post(client, {"game": "texas_holdem", "dealer": 0, "seats": seats,
                                  "board": ["2c", "7d", "9h", "Js", "Qc"]})  # fmt: skip
    assert status == 200, body
    assert [seat["won"] for seat in body["seats"]] == [12, 0, 0]
