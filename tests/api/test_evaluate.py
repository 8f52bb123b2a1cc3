"""POST /v1/hands/evaluate: status codes and bodies (the rules are tested in tests/rules)."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

URL = "/v1/hands/evaluate"


def _post(client: FlaskClient, body: Any) -> tuple[int, dict[str, Any]]:
    response = client.post(URL, json=body)
    return response.status_code, response.get_json(force=True)


def test_two_hands_are_ranked_and_ordered(client: FlaskClient) -> None:
    status, body = _post(
        client,
        {
            "hands": [
                {"name": "alice", "cards": ["As", "Ad", "7c", "7h", "2s", "9d", "Jc"]},
                {"name": "bob", "cards": ["Kc", "Kh", "Ks", "5d", "5c", "2d", "3h"]},
            ]
        },
    )
    assert status == 200
    alice, bob = body["hands"]
    assert alice["name"] == "alice"
    assert alice["description"] == "Two pair, aces and sevens, jack kicker"
    assert alice["best_five"] == ["As", "Ad", "7h", "7c", "Jc"]
    assert bob["category"] == "full_house"
    assert bob["category_name"] == "Full house"
    assert bob["description"] == "Full house, kings over fives"
    assert bob["value"] > alice["value"]
    assert (bob["place"], alice["place"]) == (1, 2)
    assert body["order"] == [[1], [0]]
    assert body["winners"] == [1]
    assert body["ranking"] == "high"
    rules = [rule["id"] for rule in body["explanation"]]
    assert "high.categories" in rules
    assert all(rule["sentence"] and rule["source"] for rule in body["explanation"])


def test_ties_share_a_place_and_the_explanation_says_so(client: FlaskClient) -> None:
    status, body = _post(
        client,
        {
            "hands": [
                {"cards": ["As", "Ks", "Qs", "Js", "9d"]},
                {"cards": ["Ah", "Kh", "Qh", "Jh", "9c"]},
            ]
        },
    )
    assert status == 200
    assert body["order"] == [[0, 1]]
    assert body["winners"] == [0, 1]
    assert [h["place"] for h in body["hands"]] == [1, 1]
    assert "showdown.ties" in [rule["id"] for rule in body["explanation"]]


def test_cards_have_one_spelling(client: FlaskClient) -> None:
    """The contract spells each card one way, so that `uniqueItems` means unique cards: other
    spellings (any case, 10, suit symbols) are refused, each naming its field."""
    status, body = _post(client, {"hands": [{"cards": ["As", "Td", "Kh", "Qh", "Jc"]}]})
    assert status == 200
    assert body["hands"][0]["cards"] == ["As", "Td", "Kh", "Qh", "Jc"]
    assert body["hands"][0]["description"] == "Straight, ace high"
    status, body = _post(client, {"hands": [{"cards": ["a♠", "10d", "kH", "Q♥", "jk"]}]})
    assert status == 422
    assert set(body["errors"]) == {f"hands.0.cards.{i}" for i in range(5)}


def test_a_duplicate_card_is_a_422_naming_the_rule_and_both_places(client: FlaskClient) -> None:
    status, body = _post(
        client,
        {
            "hands": [
                {"cards": ["As", "Kd", "Qh", "Jc", "9s"]},
                {"cards": ["As", "2d", "3c", "4h", "5s"]},
            ]
        },
    )
    assert status == 422
    assert body["rule"] == "cards.duplicate"
    assert body["type"] == "/v1/rules/cards.duplicate"
    assert set(body["errors"]) == {"hands.0.cards.0", "hands.1.cards.0"}
    assert "As appears twice" in body["detail"]


def test_two_packs_allow_a_second_copy_but_not_a_third(client: FlaskClient) -> None:
    hands = [{"cards": ["As", "Kd", "Qh", "Jc", "9s"]}, {"cards": ["As", "2d", "3c", "4h", "5s"]}]
    status, _ = _post(client, {"deck": {"packs": 2}, "hands": hands})
    assert status == 200
    hands.append({"cards": ["As", "2c", "3d", "4s", "5h"]})
    status, body = _post(client, {"deck": {"packs": 2}, "hands": hands})
    assert status == 422
    assert body["rule"] == "cards.duplicate"
    assert "a third As" in body["detail"]


def test_a_joker_without_a_wild_rule_is_a_422(client: FlaskClient) -> None:
    status, body = _post(
        client, {"deck": {"jokers": 1}, "hands": [{"cards": ["As", "Kd", "Qh", "Jc", "Jk"]}]}
    )
    assert status == 422
    assert body["rule"] == "wild.joker-needs-rule"
    assert list(body["errors"]) == ["hands.0.cards.4"]


def test_a_joker_not_in_the_deck_is_not_in_the_deck(client: FlaskClient) -> None:
    """RULES.md §0 (cards.deck): a joker where the deck has none is a card the deck does not
    hold, not a card seen twice."""
    status, body = _post(client, {"hands": [{"cards": ["As", "Kd", "Qh", "Jc", "Jk"]}]})
    assert status == 422
    assert body["rule"] == "cards.deck"
    assert list(body["errors"]) == ["hands.0.cards.4"]
    assert "holds no jokers" in body["detail"]


def test_a_malformed_card_names_the_field(client: FlaskClient) -> None:
    status, body = _post(client, {"hands": [{"cards": ["As", "Kd", "Qh", "Jc", "1x"]}]})
    assert status == 422
    assert list(body["errors"]) == ["hands.0.cards.4"]
    assert "a card: rank 2-9, T, J, Q, K or A, then suit c, d, h or s" in body["detail"]
    assert body["detail"].endswith('got the string "1x".')


def test_hidden_cards_cannot_be_ranked(client: FlaskClient) -> None:
    status, body = _post(client, {"hands": [{"cards": ["As", "Kd", "Qh", "Jc", "??"]}]})
    assert status == 422
    assert "hands.0.cards.4" in body["errors"]


def test_hand_sizes_and_counts_are_bounded(client: FlaskClient) -> None:
    status, body = _post(client, {"hands": [{"cards": ["As", "Kd", "Qh", "Jc"]}]})
    assert status == 422
    assert (body["rule"], list(body["errors"])) == ("hands.size", ["hands.0"])
    status, body = _post(client, {"hands": [{"cards": ["As"] * 10}]})
    assert status == 422
    assert "hands.0.cards" in body["errors"]
    status, body = _post(client, {"hands": [{"cards": ["As", "Kd", "Qh", "Jc", "9s"]}] * 21})
    assert status == 422
    assert "hands" in body["errors"]


def test_unknown_fields_and_wrong_types_are_named(client: FlaskClient) -> None:
    status, body = _post(client, {"hands": "As Kd", "extra": 1, "ranking": "razz"})
    assert status == 422
    assert set(body["errors"]) == {"hands", "extra", "ranking"}


def test_the_showdown_example_in_the_contract_works(client: FlaskClient) -> None:
    from service.api.views.hands import SHOWDOWN_EXAMPLE

    status, body = _post(client, SHOWDOWN_EXAMPLE)
    assert status == 200
    assert body["hands"][2]["description"] == "Straight flush, king high"
    assert body["order"] == [[2], [1], [0]]


def test_high_and_low_in_one_call(client: FlaskClient) -> None:
    """RULES.md §0: high and low each choose their own five; eight-or-better qualifier."""
    from service.api.views.hands import HIGH_LOW_EXAMPLE

    status, body = _post(client, HIGH_LOW_EXAMPLE)
    assert status == 200
    assert body["winners"] == [1]
    assert body["hands"][1]["description"] == "Three of a kind, threes, ten-nine kickers"
    assert body["low"] == {
        "ranking": "ace_to_five",
        "qualifier": 8,
        "order": [[2], [0]],
        "winners": [2],
        "unqualified": [1],
    }
    seat1, seat2, seat3 = (hand["low"] for hand in body["hands"])
    assert seat3["description"] == "Seven-six low (7-6-4-3-2)"
    assert seat3["best_five"] == ["7c", "6d", "4s", "3c", "2h"]
    assert seat1["description"] == "Eight-five low, a smooth eight (8-5-4-2-A)"
    assert (seat2["qualifies"], seat2["place"]) == (False, None)
    assert "low.no-qualifying-low" in [rule["id"] for rule in body["explanation"]]


def test_a_low_ranking_on_its_own(client: FlaskClient) -> None:
    status, body = _post(
        client,
        {
            "ranking": "deuce_to_seven",
            "hands": [
                {"cards": ["7c", "5d", "4h", "3s", "2c"]},
                {"cards": ["As", "2d", "3h", "4c", "5s"]},
            ],
        },
    )
    assert status == 200
    assert [h["description"] for h in body["hands"]] == [
        "Seven-five low (7-5-4-3-2, #1)",
        "Ace-five low, a smooth ace (A-5-4-3-2, #785)",
    ]
    assert body["winners"] == [0]


def test_no_qualifying_low_leaves_no_winner(client: FlaskClient) -> None:
    status, body = _post(
        client,
        {
            "ranking": "ace_to_five",
            "qualifier": 8,
            "hands": [
                {"cards": ["9c", "5d", "4h", "3s", "2c"]},
                {"cards": ["As", "Ad", "3h", "4c", "5s"]},
            ],
        },
    )
    assert status == 200
    assert (body["winners"], body["order"], body["unqualified"]) == ([], [], [0, 1])


def test_a_qualifier_with_a_high_ranking_is_a_422(client: FlaskClient) -> None:
    status, body = _post(
        client, {"qualifier": 8, "hands": [{"cards": ["9c", "5d", "4h", "3s", "2c"]}]}
    )
    assert status == 422
    assert body["rule"] == "low.qualifier"
    assert list(body["errors"]) == ["qualifier"]


def test_wild_cards_say_what_they_stand_for(client: FlaskClient) -> None:
    """RULES.md §5 erratum: the old man's wild sevens make an ace-high flush (S4, second hand)."""
    status, body = _post(
        client,
        {
            "wild": {"ranks": ["7"], "may_duplicate": False},
            "board": ["7c"],
            "hands": [{"name": "old man", "cards": ["2d", "4d", "7d", "8s", "9h", "Td"]}],
        },
    )
    assert status == 200
    hand = body["hands"][0]
    assert hand["description"] == "Flush, ace-king-ten-four-deuce"
    assert hand["best_five"] == ["7d", "7c", "Td", "4d", "2d"]
    assert hand["plays_as"] == ["Ad", "Kd", "Td", "4d", "2d"]
    assert hand["wild_cards"] == [
        {"at": "hands.0.cards.2", "card": "7d", "plays_as": "Ad"},
        {"at": "board.0", "card": "7c", "plays_as": "Kd"},
    ]
    rules = [rule["id"] for rule in body["explanation"]]
    assert {"wild.fully-wild", "wild.no-duplicates"} <= set(rules)


def test_a_joker_plays_high_and_low_in_one_call(client: FlaskClient) -> None:
    """S3 Lowball: Burt's joker is a seven for high and an ace for low."""
    status, body = _post(
        client,
        {
            "deck": {"jokers": 1},
            "wild": {"joker": "wild"},
            "low": {"ranking": "ace_to_five"},
            "hands": [
                {"name": "Alice", "cards": ["6c", "5d", "4h", "3s", "2c"]},
                {"name": "Burt", "cards": ["Jk", "6h", "5s", "4d", "3c"]},
            ],
        },
    )
    assert status == 200
    burt = body["hands"][1]
    assert burt["wild_cards"][0]["plays_as"][0] == "7"
    assert burt["low"]["wild_cards"][0]["plays_as"][0] == "A"
    assert body["winners"] == [1]
    assert body["low"]["winners"] == [1]


def test_exact_hole_and_board_counts(client: FlaskClient) -> None:
    status, body = _post(
        client,
        {
            "board": ["2s", "7d", "9c", "Kh", "Qd"],
            "use": {"hole_count": 2, "board_count": 3},
            "hands": [{"cards": ["As", "3s", "5s", "8s"]}],
        },
    )
    assert status == 200
    assert body["hands"][0]["category"] == "high_card"
    status, body = _post(
        client,
        {
            "board": ["2s", "7d"],
            "use": {"hole_count": 2, "board_count": 3},
            "hands": [{"cards": ["As", "3s", "5s"]}],
        },
    )
    assert status == 422
    assert body["rule"] == "hands.exact-counts"


def test_a_joker_listed_as_a_wild_card_is_refused(client: FlaskClient) -> None:
    status, body = _post(
        client, {"wild": {"cards": ["Jk"]}, "hands": [{"cards": ["As", "Kd", "Qh", "Jc", "9s"]}]}
    )
    assert status == 422
    assert list(body["errors"]) == ["wild.cards.0"]


_OWN_DEUCE = {"cards": ["2c", "9d", "9h", "7s", "3c"], "wild_ranks": ["2"]}


@pytest.mark.parametrize(
    "body",
    [
        {"hands": [_OWN_DEUCE]},
        {"wild": {}, "hands": [_OWN_DEUCE]},
        {"wild": {"ranks": ["2"]}, "hands": [{"cards": _OWN_DEUCE["cards"]}]},
        {"low": {"ranking": "ace_to_five"}, "hands": [_OWN_DEUCE]},
        {"board": ["2c"], "hands": [{"cards": ["9d", "9h", "7s", "3c"], "wild_ranks": ["2"]}]},
        {"deck": {"packs": 2}, "hands": [_OWN_DEUCE, {"cards": ["Ks", "Kd", "Qs", "Jh", "4c"]}]},
    ],
    ids=["alone", "empty-wild", "game-wide", "with-low", "board", "two-hands"],
)
def test_a_hands_own_wild_ranks_apply_under_every_request_shape(
    client: FlaskClient, body: dict[str, Any]
) -> None:
    """wild.per-player (RULES.md §0; S3 Low Hole): the hand's own deuce is wild whether or not
    the request has a `wild` block: 9-9 and the deuce are three nines."""
    status, answer = _post(client, body)
    assert status == 200, answer
    hand = answer["hands"][0]
    assert hand["description"] == "Three of a kind, nines, seven-three kickers"
    assert hand["wild_cards"][0]["plays_as"][0] == "9"
    assert "wild.fully-wild" in {rule["id"] for rule in answer["explanation"]}


def test_a_low_is_no_pair_in_the_answer_and_the_contract(client: FlaskClient) -> None:
    """low.names (RULES.md §0; S3 Lowball): a deuce-to-seven 7-5-4-3-2 is "no pair", a suited
    one a flush; the contract's enum of categories lists no_pair."""
    status, body = _post(
        client,
        {
            "ranking": "deuce_to_seven",
            "hands": [
                {"cards": ["7c", "5d", "4h", "3c", "2c"]},
                {"cards": ["7s", "5s", "4s", "3s", "2s"]},
            ],
        },
    )
    assert status == 200
    assert [(h["category"], h["category_name"]) for h in body["hands"]] == [
        ("no_pair", "No pair"),
        ("flush", "Flush"),
    ]
    assert "low.names" in {rule["id"] for rule in body["explanation"]}
    contract = client.get("/openapi.json").get_json()
    ranked = contract["components"]["schemas"]["Ranked"]["properties"]["category"]
    assert ranked["$ref"] == "#/components/schemas/Category"
    assert "no_pair" in contract["components"]["schemas"]["Category"]["enum"]


def test_a_game_s_exact_use_applies_when_the_game_is_named(client: FlaskClient) -> None:
    """RR Omaha (hands.exact-counts): naming the game ranks as the game does, with exactly two
    of each hand's own cards and three of the board, as if `use` said so; three aces from two
    in the hand and one on the board, not a full house from three in the hand."""
    hands = [{"cards": ["As", "Ah", "Kd", "Qd"]}, {"cards": ["9s", "8s", "7c", "6c"]}]
    board = ["Ks", "7s", "2h", "5d", "Ad"]
    named = client.post(
        "/v1/hands/evaluate", json={"game": "omaha", "hands": hands, "board": board}
    )
    used = client.post(
        "/v1/hands/evaluate",
        json={"hands": hands, "board": board, "use": {"hole_count": 2, "board_count": 3}},
    )
    assert named.status_code == used.status_code == 200
    assert [h["description"] for h in named.json["hands"]] == [
        h["description"] for h in used.json["hands"]
    ]
    assert named.json["hands"][0]["category"] == "three_of_a_kind"


def test_a_game_s_own_ranking_is_named_in_the_answer(client: FlaskClient) -> None:
    """RULES.md §7 Badugi: a badugi game's hands are ranked as badugi, and the answer says so."""
    hands = [{"cards": ["Ac", "2d", "3h", "4s"]}, {"cards": ["5c", "6d", "7h", "8h"]}]
    answer = client.post("/v1/hands/evaluate", json={"game": "badugi", "hands": hands})
    assert answer.status_code == 200
    assert answer.json["ranking"] == "badugi"
    assert answer.json["winners"] == [0]


def test_badugi_ranked_by_name_rules_md_7() -> None:
    """RULES.md §7 Badugi ranking: more cards playing beats fewer (any four-card badugi beats
    any three-card hand); among as many, the highest card decides, lowest wins; aces low. Named
    as `ranking`, without a game."""
    from service.app import create_app

    client = create_app({"VERIFY_COMPILED": True}).test_client()
    hands = [
        {"cards": ["Kc", "Qd", "Jh", "Ts"]},  # a four-card badugi, king high
        {"cards": ["As", "2s", "3d", "4h"]},  # two spades: three cards play, 4-3-A
        {"cards": ["Ac", "2d", "3h", "4s"]},  # the best badugi
    ]
    answer = client.post("/v1/hands/evaluate", json={"ranking": "badugi", "hands": hands})
    assert answer.status_code == 200, answer.json
    assert answer.json["ranking"] == "badugi"
    assert answer.json["order"] == [[2], [0], [1]]


def test_short_deck_ranked_by_name_a_flush_beats_a_full_house_rules_md_7() -> None:
    """RULES.md §7 short deck: 36 cards, a flush above a full house."""
    from service.app import create_app

    client = create_app({"VERIFY_COMPILED": True}).test_client()
    hands = [{"cards": ["Kc", "Kd", "Kh", "9s", "9c"]}, {"cards": ["Ah", "Qh", "Th", "8h", "7h"]}]
    answer = client.post("/v1/hands/evaluate", json={"ranking": "short_deck", "hands": hands})
    assert answer.status_code == 200, answer.json
    assert answer.json["ranking"] == "short_deck"
    assert answer.json["winners"] == [1]


@pytest.mark.parametrize(
    ("game", "hands", "rule", "at"),
    [
        ("texas_holdem", [["As", "Ad", "Kc", "Kd"], ["3c", "4c"]], "holdem.deal", "hands.0.cards"),
        ("short_deck_holdem", [["As", "Ad"], ["Tc"]], "holdem.deal", "hands.1.cards"),
        ("omaha", [["As", "Ad", "Kc"], ["3c", "4c", "6d", "6h"]], "omaha.deal", "hands.0.cards"),
    ],
)
def test_a_board_games_hand_holds_its_own_cards_beside_the_board(
    client: FlaskClient, game: str, hands: list[list[str]], rule: str, at: str
) -> None:
    """RR Hold'em and Omaha (rules holdem.deal, omaha.deal): a player is dealt two cards down,
    four in Omaha. Beside a board, four cards of a hold'em hand or three of an Omaha hand are
    a hand no deal makes: refused, naming the hand, not ranked as best five of what was sent.
    Without a board, the cards may be the player's and the board's together."""
    board = ["7c", "8d", "9h", "Js", "Qc"]
    status, body = _post(client, {"game": game, "board": board,
                                  "hands": [{"cards": cards} for cards in hands]})  # fmt: skip
    assert status == 422 and body["rule"] == rule, body
    assert list(body["errors"]) == [at]
    together = {"game": "texas_holdem", "hands": [{"cards": ["As", "Ad", *board]}]}
    status, body = _post(client, together)
    assert status == 200, body


_DECK = [rank + suit for suit in "cdhs" for rank in "23456789TJQKA"]


def _sized(own: int, board: int, **fields: Any) -> dict[str, Any]:
    """One hand of ``own`` cards beside a board of ``board``, no card twice."""
    return {"hands": [{"cards": _DECK[:own]}], "board": _DECK[20 : 20 + board], **fields}


_OMAHA_USE = {"use": {"hole_count": 2, "board_count": 3}}


@pytest.mark.parametrize(
    ("own", "board", "fields", "refused_by"),
    [
        (4, 0, {}, "hands.size"),  # high: 5 to 9 with the board
        (5, 0, {}, None),
        (2, 3, {}, None),
        (5, 5, {}, "hands.size"),
        (3, 0, {"ranking": "badugi"}, "badugi.ranking"),  # badugi: 4 to 9
        (4, 0, {"ranking": "badugi"}, None),
        (4, 5, {"ranking": "badugi"}, None),
        (4, 6, {"ranking": "badugi"}, "badugi.ranking"),
        (4, 5, {"game": "omaha"}, None),  # Omaha: two of the hand's and three of the board's
        (4, 2, {"game": "omaha"}, "hands.exact-counts"),
        (6, 5, _OMAHA_USE, None),  # with `use`, more than 9 in all
        (1, 5, _OMAHA_USE, "hands.exact-counts"),
    ],
)  # fmt: skip
def test_the_card_counts_the_docs_give_are_the_ones_evaluate_takes(
    client: FlaskClient, own: int, board: int, fields: dict[str, Any], refused_by: str | None
) -> None:
    """README and docs/api.md said "5 to 9 cards each", wrong for badugi (4 to 9) and for
    Omaha (its four beside the board); they give these bounds now, as the contract's `cards`."""
    status, body = _post(client, _sized(own, board, **fields))
    assert (status, body.get("rule")) == ((200, None) if refused_by is None else (422, refused_by))


def test_the_docs_and_the_contract_say_badugis_and_omahas_counts(client: FlaskClient) -> None:
    from pathlib import Path

    root = Path(__file__).parents[2]
    for document in ("README.md", "docs/api.md"):
        text = (root / document).read_text()
        assert "5 to 9 cards each;" not in text, document
        assert "4 to 9" in text and "Omaha" in text, document
    schemas = client.get("/openapi.json").get_json()["components"]["schemas"]
    said = schemas["HandIn"]["properties"]["cards"]["description"]
    assert "badugi: 4 to 9" in said and "`hole_count`" in said
