"""``POST /v1/games/{game}/state`` with PHH: a hand history as the body, the state as one."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient
from pokerkit import HandHistory

PHH = "application/x-phh+toml"

DOCUMENT = """\
variant = "FR"
antes = [1, 1, 1]
bring_in = 4
small_bet = 10
big_bet = 20
starting_stacks = [200, 200, 200]
actions = ["d dh p1 ????Ks", "d dh p2 ????3d", "d dh p3 ????Kh", "p1 pb"]
players = ["Bob", "Cy", "Ann"]
"""

REQUEST: dict[str, Any] = {
    "dealer": 2,
    "stakes": {"ante": 1, "bring_in": 4, "small_bet": 10, "big_bet": 20},
    "options": {"showing_tie": "position", "heads_up_raises": "capped"},
    "seats": [
        {"name": "Bob", "stack": 200},
        {"name": "Cy", "stack": 200},
        {"name": "Ann", "stack": 200},
    ],
    "events": [
        {"type": "ante", "seat": 0, "amount": 1},
        {"type": "ante", "seat": 1, "amount": 1},
        {"type": "ante", "seat": 2, "amount": 1},
        {"type": "deal", "seat": 0, "down": ["??", "??"], "up": ["Ks"]},
        {"type": "deal", "seat": 1, "down": ["??", "??"], "up": ["3d"]},
        {"type": "deal", "seat": 2, "down": ["??", "??"], "up": ["Kh"]},
        {"type": "bring_in", "seat": 0, "to": 4},
    ],
}


def test_a_phh_body_is_answered_as_its_json_twin_is(client: FlaskClient) -> None:
    """The same hand sent as PHH and as JSON gets the same state (RR Razz: the K♠ brings in)."""
    as_phh = client.post("/v1/games/razz/state", data=DOCUMENT, content_type=PHH)
    as_json = client.post("/v1/games/razz/state", json=REQUEST)
    assert as_phh.status_code == 200, as_phh.get_json()
    assert as_phh.mimetype == "application/json"
    assert as_phh.get_json() == as_json.get_json()
    assert as_phh.get_json()["to_act"] == 1


def test_the_state_is_answered_in_phh_on_request(client: FlaskClient) -> None:
    """``Accept: application/x-phh+toml``: the hand so far in PHH, as pokerkit reads it, with
    the seats as they sit; a PHH body so answered comes back with each player's seat."""
    answer = client.post("/v1/games/razz/state", json=REQUEST, headers={"Accept": PHH})
    assert answer.status_code == 200, answer.get_json()
    assert answer.mimetype == PHH
    assert answer.headers["Cache-Control"] == "no-store"
    history = HandHistory.loads(answer.get_data(as_text=True))
    assert history.variant == "FR"
    assert history.actions == ["d dh p1 ????Ks", "d dh p2 ????3d", "d dh p3 ????Kh", "p1 pb"]
    assert history.seats == [1, 2, 3]
    assert history.players == ["Bob", "Cy", "Ann"]
    again = client.post("/v1/games/razz/state", data=DOCUMENT, content_type=PHH,
                        headers={"Accept": PHH})  # fmt: skip
    assert again.get_data(as_text=True) == answer.get_data(as_text=True)


def _problem(client: FlaskClient, game: str, **kwargs: Any) -> tuple[str, list[str]]:
    answer = client.post(f"/v1/games/{game}/state", **kwargs)
    assert answer.status_code == 422, answer.get_data(as_text=True)
    assert answer.mimetype == "application/problem+json"
    body = answer.get_json()
    return body["rule"], sorted(body["errors"])


def test_phh_problems_name_the_field_and_the_rule(client: FlaskClient) -> None:
    """PHH spec, Required Fields and Actions: a document the game cannot play is a 422 naming
    the field or action and the rule, never a 500."""
    assert _problem(client, "seven_card_stud", data=DOCUMENT, content_type=PHH) == (
        "phh.variant", ["variant"])  # fmt: skip
    assert _problem(client, "razz", data="variant = ", content_type=PHH) == (
        "phh.document", ["body"])  # fmt: skip
    assert _problem(client, "razz", data=b"\xff\xfe", content_type=PHH) == (
        "phh.document", ["body"])  # fmt: skip
    rich = DOCUMENT.replace("[200, 200, 200]", "[200, 10000000000, 200]")
    assert _problem(client, "razz", data=rich, content_type=PHH) == (
        "phh.document", ["starting_stacks.1"])  # fmt: skip
    muck = DOCUMENT.replace('"p1 pb"]', '"p1 pb", "p2 sm"]')
    assert _problem(client, "razz", data=muck, content_type=PHH) == ("phh.actions", ["actions.4"])
    wrong = REQUEST | {"events": [*REQUEST["events"], {"type": "call", "seat": 0}]}
    assert _problem(client, "razz", json=wrong, headers={"Accept": PHH}) == (
        "betting.turn", ["events.7.seat"])  # fmt: skip


def test_other_bodies_and_operations_still_take_json_only(client: FlaskClient) -> None:
    assert (
        client.post("/v1/games/razz/state", data="x", content_type="text/plain").status_code == 415
    )
    other = client.post("/v1/pots/settle", data=DOCUMENT, content_type=PHH)
    assert other.status_code == 415


_DIGITS = "9" * 5000


@pytest.mark.parametrize(
    ("document", "rule", "field"),
    [
        ("x = " + "[" * 20000 + "]" * 20000 + "\n" + DOCUMENT, "phh.document", "body"),
        (DOCUMENT + f"seat_count = {_DIGITS}\n", "phh.document", "body"),
        (DOCUMENT.replace('"p1 pb"]', f'"p1 pb", "p2 cbr {_DIGITS}"]'), "phh.actions", "actions.4"),
        (DOCUMENT.replace('"p1 pb"]', f'"p1 pb", "p{_DIGITS} f"]'), "phh.actions", "actions.4"),
        (DOCUMENT.replace("[200, 200, 200]", "[]"), "phh.document", "starting_stacks"),
        (DOCUMENT + "seats = [2, 2, 2]\n", "phh.document", "seats"),
        (DOCUMENT + "seats = [-1, 3, 1]\n", "phh.document", "seats"),
        (DOCUMENT.replace('"Bob"', '"' + "B" * 65 + '"'), "phh.document", "players.0"),
    ],
    ids=[
        "arrays nested 20,000 deep", "an integer of 5,000 digits", "a bet of 5,000 digits",
        "a player of 5,000 digits", "no players", "a seat twice", "a seat below 1",
        "a name over 64 characters",
    ],
)  # fmt: skip
def test_hostile_phh_documents_are_refused_naming_the_field(
    client: FlaskClient, document: str, rule: str, field: str
) -> None:
    """PHH spec, Required Fields: each of these was a 500 (a RecursionError, a ValueError of an
    integer Python will not read, an IndexError) or was taken silently (seats twice, a name the
    JSON body would refuse); each is a 422 naming the field and the rule."""
    assert _problem(client, "razz", data=document, content_type=PHH) == (rule, [field])


_TO_FIFTH: list[dict[str, Any]] = [
    *REQUEST["events"][:3],
    {"type": "deal", "seat": 0, "down": ["??", "??"], "up": ["Ks"]},
    {"type": "deal", "seat": 1, "down": ["??", "??"], "up": ["3d"]},
    {"type": "deal", "seat": 2, "down": ["??", "??"], "up": ["Kh"]},
    {"type": "bring_in", "seat": 1, "to": 4},
    {"type": "call", "seat": 2},
    {"type": "call", "seat": 0},
    *({"type": "deal", "seat": s, "down": [], "up": [c]} for s, c in enumerate(["2c", "7d", "9h"])),
    *({"type": "check", "seat": s} for s in (2, 0, 1)),
    *({"type": "deal", "seat": s, "down": [], "up": [c]} for s, c in enumerate(["4s", "5c", "Jd"])),
]
"""A seven-card stud hand to fifth street, everyone checking fourth: seat 2 is to bet."""


def test_every_option_phh_needs_changed_is_named_in_one_refusal(client: FlaskClient) -> None:
    """PHH's F7S is played as pokerkit plays seven-card stud: big bets from fifth street, the
    cap kept heads up, equal hands showing ordered by position; a table at S3's defaults
    (RULES.md §3) differs in all three. Its bet of 10 on fifth street is a small bet, which
    F7S refuses: the one refusal names every option, so an app sets them in one go. With
    them set, the hand bets 20 there and is written as F7S."""
    small = REQUEST | {"events": [*_TO_FIFTH, {"type": "bet", "seat": 2, "to": 10}]}
    assert _problem(client, "seven_card_stud", json=small | {"options": {}},
                    headers={"Accept": PHH}) == (
        "phh.variant",
        ["options.big_bets_from_fifth", "options.heads_up_raises", "options.showing_tie"],
    )  # fmt: skip
    options = {"big_bets_from_fifth": True, "heads_up_raises": "capped", "showing_tie": "position"}
    big = REQUEST | {"events": [*_TO_FIFTH, {"type": "bet", "seat": 2, "to": 20}]}
    answer = client.post("/v1/games/seven_card_stud/state", json=big | {"options": options},
                         headers={"Accept": PHH})  # fmt: skip
    assert answer.status_code == 200, answer.get_json()
    assert HandHistory.loads(answer.get_data(as_text=True)).variant == "F7S"


def test_a_hand_the_options_never_touched_is_written_at_the_tables_own(
    client: FlaskClient,
) -> None:
    """A three-handed stud hand dealt its fourth street (K-9 showing acts first, with a bet
    of 10 or a check) is played alike whether big bets come from fifth, heads-up raises are
    capped or equal showings go by position: every event taken alike, every chip standing
    alike and the same events to come, so it is written as F7S at the table's own (S3's)
    house rules, and reads back to the same hand. Dealt fifth street, it is not: the bet
    there is 10 at this table and 20 in F7S (the test above)."""
    checked = REQUEST | {"events": _TO_FIFTH[:12], "options": {}}
    answer = client.post("/v1/games/seven_card_stud/state", json=checked, headers={"Accept": PHH})
    assert answer.status_code == 200, answer.get_json()
    text = answer.get_data(as_text=True)
    assert HandHistory.loads(text).variant == "F7S"
    read = client.post("/v1/histories", data=text, content_type=PHH)
    assert read.status_code == 200, read.get_json()
    state = client.post("/v1/games/seven_card_stud/state", json=checked).get_json()
    assert [s["stack"] for s in read.get_json()["seats"]] == [s["stack"] for s in state["seats"]]


def test_a_muck_before_the_runout_reads_back(client: FlaskClient) -> None:
    """PHH shows or mucks all-in hands before the rest of the board, as pokerkit does; this
    service's showdown comes after it. Bob, all in with cards nobody saw, mucks: the document
    written puts his ``sm`` before the board, and read back (``POST /v1/histories``) it is the
    same hand, Ann winning Bob's 50, not a refusal of the service's own document."""
    body = {
        "dealer": 0, "stakes": {"blinds": [1, 2]},
        "seats": [{"name": "Ann", "stack": 50}, {"name": "Bob", "stack": 50}],
        "events": [
            {"type": "deal", "seat": 0, "down": ["As", "Ks"]},
            {"type": "deal", "seat": 1, "down": ["??", "??"]},
            {"type": "raise", "seat": 0, "to": 50}, {"type": "call", "seat": 1},
            *({"type": "community", "card": card} for card in ("2c", "7d", "9h", "Jc", "3s")),
            {"type": "fold", "seat": 1},
        ],
    }  # fmt: skip
    written = client.post("/v1/games/texas_holdem/state", json=body, headers={"Accept": PHH})
    assert written.status_code == 200, written.get_json()
    document = written.get_data(as_text=True)
    actions = HandHistory.loads(document).actions
    assert actions.index("p1 sm") < actions.index("d db 2c7d9h")  # Bob is p1, left of Ann
    read = client.post("/v1/histories", data=document, content_type=PHH)
    assert read.status_code == 200, read.get_json()
    assert [seat["ends_with"] for seat in read.get_json()["seats"]] == [100, 0]
    assert "games.muck" in [rule["id"] for rule in read.get_json()["explanation"]]


def test_a_structure_phh_has_no_variant_for_is_named_alone(client: FlaskClient) -> None:
    """PHH's variants: hold'em is FT (fixed limit) or NT (no limit). A pot-limit table is told
    that, at `options.structure`, not told to set options that apply only once it is changed."""
    body = {
        "dealer": 0, "stakes": {"blinds": [1, 2]}, "options": {"structure": "pot_limit"},
        "seats": [{"stack": 50}, {"stack": 50}], "events": [],
    }  # fmt: skip
    rule, fields = _problem(client, "texas_holdem", json=body, headers={"Accept": PHH})
    assert (rule, fields) == ("phh.variant", ["options.structure"])


def test_a_hand_whose_next_turn_the_options_decide_is_not_written(client: FlaskClient) -> None:
    """Rule betting.first-to-act with showing_tie: on fourth street K-7 shows twice. By suit
    (the table's rule) seat 0's spade king acts first; F7S breaks the tie by position, which
    makes seat 2, first from seat 0's (the dealer's) left, act first. Every chip stands
    alike, but the document would be read on from another seat: refused, naming the options,
    as a hand the options would settle otherwise is."""
    events = [
        *_TO_FIFTH[:9],
        {"type": "deal", "seat": 1, "down": [], "up": ["5c"]},
        {"type": "deal", "seat": 2, "down": [], "up": ["7c"]},
        {"type": "deal", "seat": 0, "down": [], "up": ["7d"]},
    ]
    tied = REQUEST | {"dealer": 0, "events": events, "options": {}}
    assert client.post("/v1/games/seven_card_stud/state", json=tied).get_json()["to_act"] == 0
    assert _problem(client, "seven_card_stud", json=tied, headers={"Accept": PHH})[0] == (
        "phh.variant"
    )


def test_a_known_hand_mucked_after_the_runout_is_not_written(client: FlaskClient) -> None:
    """PHH (as pokerkit) shows every hand still in once the betting is over, before the rest
    of the stud hand is dealt face to face. In this random hand (seven-card stud at F7S's
    options) seat 7's cards were known from the deal, the betting ended with seat 0 all in,
    and at the showdown seat 7 threw his hand away while seat 0's cards were still unseen:
    legal, and ruled. Written in PHH his hand is shown before the last cards and ruled with
    the others, so the document would read to other chips: refused (phh.actions), where it
    was written and then refused by the service's own reader. Played at the game's own house
    rules, which this hand never put to the test, the refusal is the same: it blamed the
    options before (phh.variant), though the hand plays alike under F7S's."""
    case = Path(__file__).parent / "phh_hands" / "known_muck_after_the_runout.json"
    body = json.loads(case.read_text())
    for played in (body, {**body, "options": {}}):
        assert client.post("/v1/games/seven_card_stud/state", json=played).status_code == 200
        assert _problem(client, "seven_card_stud", json=played, headers={"Accept": PHH}) == (
            "phh.actions", ["events"])  # fmt: skip


def _unseen_draw_hand(second: dict[str, Any]) -> dict[str, Any]:
    """Heads-up deuce-to-seven triple draw, both hands dealt unseen: seat 1 draws one card
    unseen or named, then both stand pat twice; seat 1 shows, then seat 0 plays ``second``."""
    deal = [{"type": "deal", "seat": s, "down": ["??"] * 5} for s in (0, 1)]
    draw = {"type": "draw", "seat": 1, "discards": ["??"], "down": ["??"]}
    pat = [{"type": "stand_pat", "seat": s} for s in (1, 0)]
    checks = [{"type": "check", "seat": s} for s in (1, 0)]
    events = [
        *deal, {"type": "call", "seat": 0}, {"type": "check", "seat": 1},
        draw, pat[1], *checks, *pat, *checks, *pat, *checks,
        {"type": "show", "seat": 1, "down": ["2c", "3d", "4h", "5s", "7c"]}, second,
    ]  # fmt: skip
    return {
        "dealer": 0,
        "stakes": {"blinds": [1, 2]},
        "seats": [{"name": "Ann", "stack": 100}, {"name": "Bob", "stack": 100}],
        "events": events,
    }


@pytest.mark.parametrize(
    "second",
    [
        {"type": "show", "seat": 0, "down": ["9c", "9d", "Kh", "Ks", "Ac"]},
        {"type": "fold", "seat": 0},
    ],
)
def test_a_hand_that_drew_unseen_is_written_with_the_cards_it_was_dealt(
    client: FlaskClient, second: dict[str, Any]
) -> None:
    """PHH spec (actions: ``sd`` throws, ``d dh`` deals; a hand's cards written as known at its
    end) and RULES.md §7 (the draw): a hand dealt unseen that throws one card unseen shows, at
    the end, four cards it was dealt and the one it drew. The document deals it ``??`` and the
    four, throws ``??`` and deals the fifth; it read the shown hand as the first deal before,
    and the service's own reader refused it ("p1 holds no unseen card"). Shown or mucked by the
    other hand, it reads back to the same chips, in this service and in pokerkit."""
    body = _unseen_draw_hand(second)
    written = client.post(
        "/v1/games/deuce_to_seven_triple_draw/state", json=body, headers={"Accept": PHH}
    )
    assert written.status_code == 200, written.get_data(as_text=True)
    actions = HandHistory.loads(written.get_data(as_text=True)).actions
    assert actions[1] == "d dh p1 ??2c3d4h5s"  # p1 is seat 1, left of the dealer
    assert actions[4:7] == ["p1 sd ??", "p2 sd", "d dh p1 7c"]
    read = client.post("/v1/histories", data=written.get_data(), content_type=PHH)
    assert read.status_code == 200, read.get_data(as_text=True)
    state = client.post("/v1/games/deuce_to_seven_triple_draw/state", json=body).get_json()
    ends = [seat["ends_with"] for seat in state["seats"]]
    assert [seat["ends_with"] for seat in read.get_json()["seats"]] == ends == [98, 102]
    # pokerkit plays the document to the same stacks (p1 is seat 1).
    assert list(list(HandHistory.loads(written.get_data(as_text=True)))[-1].stacks) == [102, 98]


def test_a_hand_in_progress_is_written_where_phh_can_say_it(client: FlaskClient) -> None:
    """PHH spec (a hand history may stop at any action; a draw's cards are dealt once everyone
    has drawn, the hands shown once the last has shown): a triple-draw hand stopped in the
    middle of a draw, or a hold'em hand in the middle of its showdown, is written, and reads
    back to the same chips (whose turn it is the reader works out when the rest comes). A hand
    stopped between two antes is not: PHH posts every ante at once, so its document would put
    chips in the pot that are not there; the refusal says whose (rule phh.actions)."""
    body = _unseen_draw_hand({"type": "fold", "seat": 0})
    mid_draw = {**body, "events": body["events"][:5]}  # seat 1 drew, seat 0 has not
    written = client.post(
        "/v1/games/deuce_to_seven_triple_draw/state", json=mid_draw, headers={"Accept": PHH}
    )
    assert written.status_code == 200, written.get_data(as_text=True)
    mid_show = {**body, "events": body["events"][:-1]}  # seat 1 shown, seat 0 still to act
    assert (
        client.post(
            "/v1/games/deuce_to_seven_triple_draw/state", json=mid_show, headers={"Accept": PHH}
        ).status_code
        == 200
    )
    antes = {
        "dealer": 0,
        "stakes": {"ante": 1, "bring_in": 2, "small_bet": 5},
        "seats": [{"stack": 50}, {"stack": 50}],
        "events": [{"type": "ante", "seat": 0, "amount": 1}],
    }
    refused = client.post("/v1/games/razz/state", json=antes, headers={"Accept": PHH})
    assert refused.status_code == 422
    problem = refused.get_json()
    assert problem["rule"] == "phh.actions"
    assert "leaves seat 1 49 behind and 1 in the pot, not 50 and 0" in problem["detail"]


def test_a_known_hand_that_lost_and_was_thrown_away_is_written(client: FlaskClient) -> None:
    """House option known_hands_show (rules games.show, games.muck): every hole card sent, the
    losing kings are thrown away unshown at the showdown. PHH's reader rules a hand known from
    the deal with the others, so the document reads back to the same chips: written (it was
    refused as 'a hand thrown away after that reads otherwise'), and pokerkit agrees."""
    hole = {1: ["As", "Ah"], 2: ["Ks", "Kh"], 3: ["Td", "Th"], 0: ["Js", "Jh"]}
    events: list[dict[str, Any]] = [
        {"type": "deal", "seat": s, "down": cards} for s, cards in hole.items()
    ]
    events += [{"type": "call", "seat": 3}, {"type": "call", "seat": 0},
               {"type": "call", "seat": 1}, {"type": "check", "seat": 2}]  # fmt: skip
    for cards in (["2c", "7d", "9h"], ["Jc"], ["Qs"]):
        events += [{"type": "community", "card": c} for c in cards]
        events += [{"type": "check", "seat": s} for s in (1, 2, 3, 0)]
    events += [{"type": "show", "seat": 1, "down": hole[1]}, {"type": "fold", "seat": 2},
               {"type": "show", "seat": 3, "down": hole[3]},
               {"type": "show", "seat": 0, "down": hole[0]}]  # fmt: skip
    body = {
        "dealer": 0,
        "stakes": {"blinds": [1, 2]},
        "seats": [{"stack": 100}] * 4,
        "options": {"known_hands_show": True},
        "events": events,
    }
    written = client.post("/v1/games/texas_holdem/state", json=body, headers={"Accept": PHH})
    assert written.status_code == 200, written.get_data(as_text=True)
    read = client.post("/v1/histories", data=written.get_data(), content_type=PHH)
    assert [seat["ends_with"] for seat in read.get_json()["seats"]] == [106, 98, 98, 98]
    assert list(list(HandHistory.loads(written.get_data(as_text=True)))[-1].stacks) == [
        98, 98, 98, 106]  # fmt: skip
