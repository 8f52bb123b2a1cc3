"""The page for players, through its forms: every question asks exactly what the API takes, every
worked example is settled from the page alone, and a ruling's link reproduces it.

These drive the page's HTML with Flask's client; tests/page/test_browser*.py drive it in Chromium.
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from flask import Flask
from flask.testing import FlaskClient
from hand_notation import request
from page_text import answer as _answer
from stud_hand import DEALS, QUESTION, SETUP, SHOWS

from service.page.query import body_from, params_from
from service.page.questions import Question
from service.page.rule_names import player_words
from service.page.ruling_words import summary
from service.page.views import questions
from service.rules.rulebook import RULEBOOK


def _questions(app: Flask) -> dict[str, Question]:
    with app.app_context():
        return questions()


def _normal(value: Any) -> Any:
    """A request as the API reads it: empty lists are the same as lists left out."""
    if isinstance(value, dict):
        return {key: _normal(item) for key, item in value.items() if item != []}
    if isinstance(value, list):
        return [_normal(item) for item in value]
    return value


def test_every_question_of_the_contract_is_on_the_page(client: FlaskClient, app: Flask) -> None:
    index = client.get("/")
    assert index.status_code == 200 and index.mimetype == "text/html"
    found = _questions(app)
    # Every operation a form can ask: a JSON body (a PHH document is a program's question).
    operations = {
        path
        for path, ops in client.get("/openapi.json").json["paths"].items()
        if "application/json" in ops.get("post", {}).get("requestBody", {}).get("content", {})
    }
    assert {question.path for question in found.values()} == operations
    games = re.findall(r'href="(/games/[a-z_]+)"', index.text)
    pages = index.text + "".join(client.get(game).text for game in games)
    for question in found.values():
        # From the index or a game's page; a game's whole hand from its page's "Play a hand".
        hand = question.slug == f"games/{question.game}/state"
        reached = f'href="/ask/{question.slug}' in pages or (
            hand and f'href="/play/{question.game}"' in pages
        )
        assert reached, question.slug
        form = client.get(f"/ask/{question.slug}")
        assert form.status_code == 200, question.slug
        assert "<form" in form.text


def test_a_form_asks_exactly_the_request_of_each_worked_example(app: Flask) -> None:
    """Every example of the contract, written as the page's form and read back, is the same
    request: the page can ask anything the API takes."""
    for question in _questions(app).values():
        for example in question.examples:
            params = params_from(example.body, question.fields)
            assert _normal(body_from(params, question.fields)) == _normal(example.body), (
                question.slug,
                example.key,
            )


def test_every_worked_example_gets_its_ruling_on_the_page(client: FlaskClient, app: Flask) -> None:
    """The seeds' worked examples (S0-S4, in the contract) are settled from the page alone."""
    for question in _questions(app).values():
        page = client.get(f"/ask/{question.slug}").text
        links = [html.unescape(href) for href in re.findall(r'href="(/ask/[^"]+ask=1[^"]*)"', page)]
        assert len(links) == len(question.examples), question.slug
        for href in links:
            answer = client.get(href)
            assert answer.status_code == 200
            assert "The ruling" in answer.text and 'class="problem"' not in answer.text, href


def test_worked_examples_are_titled_as_the_contract_says(client: FlaskClient, app: Flask) -> None:
    """The contract's example summaries say what each example shows: each question's worked
    examples are titled by them, none by a title of the page's own (but a game's id)."""
    spec = client.get("/openapi.json").get_json()
    for question in _questions(app).values():
        content = spec["paths"][question.path]["post"]["requestBody"]["content"]
        summaries = [str(example["summary"]) for example in
                     content["application/json"].get("examples", {}).values()]  # fmt: skip
        if not summaries:
            continue
        page = client.get(f"/ask/{question.slug}").text
        shown = re.findall(r'<li><a href="/ask/[^"]+ask=1[^"]*">([^<]+)</a></li>', page)
        # The game's id a summary names for programmers ("(game razz)") is not a player's word.
        summaries = [re.sub(r"\s*\(game [a-z0-9_]+\)", "", summary) for summary in summaries]
        expected = [summary[:1].upper() + summary[1:] for summary in summaries]
        assert [html.unescape(title) for title in shown] == expected, question.slug


def _example_link(client: FlaskClient, slug: str, title: str) -> str:
    page = client.get(f"/ask/{slug}").text
    for href, said in re.findall(r'<a href="(/ask/[^"]+)">([^<]+)</a>', page):
        if title in html.unescape(said):
            return html.unescape(href)
    raise AssertionError(f"no example {title!r} on /ask/{slug}")


def test_s1_pot_of_31_in_words(client: FlaskClient) -> None:
    """Seed S1 (Jacks or Better, the showdown): Player 3's straight flush wins the pot of 31,
    a profit of 19; the losers' nets are their contributions."""
    said = _answer(
        client.get(_example_link(client, "pots/settle", "a straight flush wins the pot of 31")).text
    )
    assert "The pot (31 chips) goes to Player 3 (seat 3) with straight flush, king high." in said
    assert "Player 3 (seat 3) ends +19." in said
    assert "Player 1 (seat 1) ends -7." in said
    assert "Straight flush, king high" in said
    assert "K♦ Q♦ J♦ 10♦ 9♦" in said  # the cards as a player reads them
    assert "Side pots" in said and "Robert's Rules of Poker" in said  # the rules, quoted


def test_a_stud_high_low_hand_is_settled_half_and_half(client: FlaskClient) -> None:
    """RULES.md §0 and seed S3: the wheel takes low (71), kings full take high and the odd chip
    (72)."""
    link = _example_link(client, "games/seven_card_stud_high_low/state", "high-low")
    said = _answer(client.get(link).text)
    assert "the high share, 72, goes to Bob (seat 2) with full house, kings over eights." in said
    assert "the low share, 71, goes to Ann (seat 1) with wheel (5-4-3-2-A)." in said
    assert "Wheel (5-4-3-2-A)" in said
    assert "no qualifying low (Two pair, eights and sevens, king kicker)" in said


def test_the_share_link_reproduces_the_ruling(client: FlaskClient) -> None:
    first = client.get(
        _example_link(client, "betting/actions", "the opener faces a bet and a raise")
    )
    share = re.search(r'href="([^"]+)" id="share-link"', first.text)
    assert share
    again = client.get(html.unescape(share.group(1)))
    assert _answer(again.text) == _answer(first.text)
    assert "Player 1 (seat 1) is to act and may fold, call to 10, raise to 15." in _answer(
        first.text
    )


def _next_event_forms(page: str) -> list[tuple[str, dict[str, str]]]:
    """Each offered next event: its button's words and the parameters its form sends."""
    forms = []
    for form in re.findall(r'<form method="get"[^>]*class="next-event">(.*?)</form>', page, re.S):
        params = {
            html.unescape(name): html.unescape(value)
            for name, value in re.findall(r'name="([^"]+)" value="([^"]*)"', form)
        }
        button = re.search(r"<button[^>]*>(.*?)</button>", form, re.S)
        assert button
        forms.append((html.unescape(button.group(1)).strip(), params))
    return forms


def _play(
    client: FlaskClient,
    start: str,
    deals: dict[str, list[tuple[str, str]]],
    shows: dict[str, str],
) -> str:
    """Play a hand on the page: the first next event offered but a fold, each deal's down and up
    cards from ``deals`` (by seat, in order), the cards shown from ``shows``, until the page
    offers nothing more."""
    page = client.get(start).text
    for _ in range(80):
        assert 'class="problem"' not in page, _answer(page)
        forms = _next_event_forms(page)
        if not forms:
            return page
        _, params = next(form for form in forms if not form[1]["add"].startswith("fold"))
        kind, *seat = params["add"].split()
        if kind == "deal":
            params["add.down"], params["add.up"] = deals[seat[0]].pop(0)
        elif kind == "show":
            params["add.down"] = shows[seat[0]]
        answer = client.get(urlsplit(start).path, query_string=params)
        assert answer.status_code == 303
        page = client.get(answer.headers["Location"]).text
    raise AssertionError("the hand did not end in 80 events")


def test_a_whole_stud_high_low_hand_played_on_the_page(client: FlaskClient) -> None:
    """Seed S3's stakes, played event by event through the next events the page offers (the
    first one each time: check or call, never a fold), to the showdown and the payout."""
    query = {**SETUP, "ask": "1"}
    start = f"{QUESTION}?" + "&".join(f"{k}={v}" for k, v in query.items())
    deals = {seat: list(dealt) for seat, dealt in DEALS.items()}
    page = _play(client, start, deals, SHOWS)
    said = _answer(page)
    assert "Full house, kings over eights" in said and "Wheel (5-4-3-2-A)" in said
    assert re.search(r"the high share, \d+, goes to Bob \(seat 2\)", said)
    assert re.search(r"the low share, \d+, goes to Ann \(seat 1\)", said)


@pytest.mark.parametrize(
    ("query", "shown"),
    [
        ("cards=As+Kd&ask=1", "hands"),  # a required field left out
        ("hands.0.cards=As+Xx+Kd&ask=1", "hands.0.cards"),  # a card that does not exist
        ("hands.0.cards=As+As+Kd+Qd+Jd&ask=1", "cards.duplicate"),  # a rule broken
    ],
)
def test_a_problem_is_shown_in_words_beside_its_field(
    client: FlaskClient, query: str, shown: str
) -> None:
    page = client.get(f"/ask/hands/evaluate?{query}").text
    said = _answer(page)
    assert said.startswith("No ruling:")
    assert shown in page
    assert "None" not in said


def test_an_unreadable_event_line_is_named_by_its_line(client: FlaskClient) -> None:
    page = client.get(
        "/ask/games/razz/state",
        query_string={"events": "ante 0 amount=1\nshuffle 1", "ask": "1"},
    ).text
    assert "The hand so far, line 2: 'shuffle' is not a step of this hand" in _answer(page)


def test_the_rules_page_quotes_every_rule_with_its_public_source(client: FlaskClient) -> None:
    """Each rule with its source, an option or a rule named in it said in a player's words."""
    page = html.unescape(client.get("/rules").text)
    for rule in RULEBOOK.values():
        assert f'id="{rule.id}"' in page
        assert player_words(rule.source) in page, rule.id


def test_the_page_needs_no_other_host(client: FlaskClient) -> None:
    """Offline: every script, style and image the page loads is the service's own (links a
    player may follow to a rule's public source are the only addresses elsewhere)."""
    settle = _example_link(client, "pots/settle", "a straight flush wins the pot of 31")
    for path in ("/", "/rules", settle):
        answer = client.get(path)
        assert "'self'" in answer.headers["Content-Security-Policy"]
        loaded = re.findall(
            r'<(?:script|img)[^>]*\bsrc="([^"]+)"|<link[^>]*\bhref="([^"]+)"', answer.text
        )
        for ref in (src or href for src, href in loaded):
            assert not urlsplit(html.unescape(ref)).netloc, ref
        for ref in re.findall(r'<a [^>]*href="([^"]+)"', answer.text):
            assert not urlsplit(html.unescape(ref)).netloc or path == "/rules", ref


DECLARE_SPLIT = {
    "dealer": "1",
    "declare": "yes",
    "low.ranking": "ace_to_five",
    "seats.0.name": "Ann",
    "seats.0.contributed": "30",
    "seats.0.cards": "As 2s 3d 4h 5c Kd Qh",
    "seats.0.declaration": "both",
    "seats.1.name": "Bob",
    "seats.1.contributed": "30",
    "seats.1.cards": "Kh Kc Ks 8h 8d 7s 2c",
    "seats.1.declaration": "high",
    "seats.2.name": "Cy",
    "seats.2.contributed": "30",
    "seats.2.cards": "6h 5h 4d 3c 2h Jc 9s",
    "seats.2.declaration": "low",
    "ask": "1",
}


def test_a_declare_split_where_both_ways_fails(client: FlaskClient) -> None:
    """RULES.md "Declare high-low" (S0, S3): a player who declares both must win both ways, or
    he wins nothing; Ann's wheel is beaten for high by Bob's full house, so high goes to Bob
    and low to Cy's 6-5-4-3-2, half each."""
    said = _answer(client.get("/ask/pots/settle", query_string=DECLARE_SPLIT).text)
    high = "the high share, 45, goes to Bob (seat 2) with full house, kings over eights."
    low = "the low share, 45, goes to Cy (seat 3) with six-five low (6-5-4-3-2)."
    assert f"The pot (90 chips): {high}" in said and f"The pot (90 chips): {low}" in said
    assert "Ann (seat 1) ends -30." in said
    assert "Ann (seat 1) declared both ways, did not win both, and takes no part" in said


def test_cards_typed_as_players_write_them(client: FlaskClient) -> None:
    """RULES.md §0 card notation: the API takes one spelling; the page reads 10 for T, suit
    symbols and any case, so `As Kd 10h` typed at the table is the card the API knows."""
    typed = {"hands.0.cards": "a♠ K♠ q♠ J♠ 10♠", "hands.1.cards": "2c 2d 2h 9s 10h", "ask": "1"}
    said = _answer(client.get("/ask/hands/evaluate", query_string=typed).text)
    assert "Place 1: hand 1, Royal flush." in said
    assert "Place 2: hand 2, Three of a kind, deuces, ten-nine kickers." in said
    assert "A♠ K♠ Q♠ J♠ 10♠" in said


# Each kind of problem a person can meet on the page: what to type, and the words they read.
PAGE_PROBLEMS = [
    ("hands/evaluate", {}, "Hands: Fill in 1 to 20 hands; none filled in."),  # left out
    ("hands/evaluate", {"hands.0.cards": "As Kd Qx 9c 8c"},
     'Hand 1, card 3: "Qx" is not a card: type a rank (2 to 10, J, Q, K or A) and then a suit'),
    ("hands/evaluate", {"hands.0.cards": "As " * 10},
     "Hand 1: Type 1 to 9 cards, separated by spaces; 10 given."),  # too many
    ("hands/evaluate", {"hands.0.cards": "As Kd Qd 9c 8c", "qualifier": "eight"},
     'Qualifier: "eight" is not a number: type a whole number from 5 to 14.'),
    ("hands/evaluate", {"hands.0.cards": "As Kd Qd 9c 8c", "qualifier": "99"},
     "Qualifier: 99 is out of range: type a whole number from 5 to 14."),
    ("hands/evaluate", {"hands.0.cards": "As Kd Qd 9c 8c", "ranking": "lowest"},
     'Ranking: "lowest" is not one of the choices: choose one from the list.'),
    ("hands/evaluate", {"hands.0.cards": "As As Qd 9c 8c"}, "No card twice"),  # a rule broken
    ("games/razz/state", {"dealer": "1", "seats.0.stack": "50",
                     "seats.1.stack": "50", "stakes.small_bet": "2", "stakes.bring_in": "1",
                     "events": "call 2"},
     "The hand so far, line 1: the hand is at its deal step"),  # a rule broken
]  # fmt: skip


@pytest.mark.parametrize(("slug", "typed", "shown"), PAGE_PROBLEMS)
def test_each_kind_of_problem_reads_in_words_on_the_page(
    client: FlaskClient, slug: str, typed: dict[str, str], shown: str
) -> None:
    """Issue: errors a person understands; the page shows the API's problem in words, each
    field named as a person says it, beside its input."""
    from api.wording_checks import framework_wording, python_leak

    page = client.get(f"/ask/{slug}", query_string={**typed, "ask": "1"}).text
    said = _answer(page)
    assert said.startswith("No ruling:"), said
    assert shown in said, said
    assert framework_wording(said) is None and python_leak(said) is None, said


def test_a_counterbluff_showdown_is_entered_one_row_per_line(client: FlaskClient) -> None:
    """S2 (Counterbluff, scoring): at a showdown the better row scores; each player's five
    cards are typed on a line of their own."""
    # A showdown is scored from the rows alone: the contract takes no `leader` with it.
    typed = {"ended_by": "showdown", "rows": "As Kd Qc Jh 9s\n2c 3d 4h 5s 7c", "ask": "1"}
    said = _answer(client.get("/ask/games/counterbluff/score", query_string=typed).text)
    assert "seat 1: 55, seat 2: 0" in said


def test_a_link_to_the_whole_hand_of_every_game_finds_the_games_own(client: FlaskClient) -> None:
    """A whole hand was asked once for every game (``/ask/games/state?game=razz``); each game's
    is its own now, and an old link goes there with the rest of its question, or to the games
    when it names none."""
    moved = client.get("/ask/games/state", query_string={"game": "razz", "dealer": "2"})
    assert moved.status_code == 301
    assert moved.headers["Location"] == "/ask/games/razz/state?dealer=2"
    assert client.get("/ask/games/state").headers["Location"] == "/"
    unknown = client.get("/ask/games/state", query_string={"game": "nope"})
    assert unknown.status_code == 404 and "No such game" in unknown.text


def test_the_openers_ruling_says_yes_or_no_first(client: FlaskClient) -> None:
    """S1 (Jacks or Better): a pair of tens does not open."""
    said = _answer(client.get("/ask/games/jacks_or_better/openers?cards=Tc+Th+8c+7h+2s&ask=1").text)
    assert said.startswith("The ruling He may not open. Pair of tens")


def test_amounts_nobody_chooses_are_not_asked(client: FlaskClient) -> None:
    """A fold, a check, a call and a bring-in have one total: the page does not ask for it."""
    page = client.get(_example_link(client, "games/razz/state", "Razz")).text
    for title, params in _next_event_forms(page):
        if title.startswith(("Fold", "Call", "Check")):
            assert "add.to" not in params, title


def test_numbers_by_seat_are_named_by_seat(client: FlaskClient) -> None:
    """S4's worked hand: Eric and Bottoms each match the 18 they lost, which makes the next
    pot 36 (the matching is said from the answer's `old_man`, as the hand state has it)."""
    said = _answer(
        client.get(
            _example_link(client, "games/old_man/settle", "Ashley's flush beats the old man")
        ).text
    )
    assert "Eric (seat 2): 18" in said and "Bottoms (seat 5): 18" in said
    assert "The next pot is 36." in said


def test_the_rules_page_says_where_to_find_every_document(client: FlaskClient) -> None:
    """Issue: rules a player can check; every document a rule cites is listed with where to
    find it."""
    from service.rules.rulebook.sources import Document

    page = html.unescape(client.get("/rules").text)
    for document in Document:
        assert f"<dt>{document.value}</dt>" in page


def test_a_games_whole_hand_asks_its_own_house_rules(client: FlaskClient) -> None:
    """Each game has its own house rules (GET /v1/games/{game}), the only ones its hand state
    takes; the form offers those alone, each with its default named."""
    razz = client.get("/v1/games/razz").json["options"]
    page = client.get("/ask/games/razz/state").text
    assert sorted(re.findall(r'name="options\.([a-z_]+)"', page)) == sorted(
        option["name"] for option in razz
    )
    assert "fixed limit (usual)" in page and "the default" not in page


def test_an_old_man_hand_at_its_end_says_who_must_match(client: FlaskClient) -> None:
    """S4's first hand played to its end through the hand state: the page's words for it say
    who lost his go and what he matches (his chips fall by it), and the next pot (RULES.md
    §5), without saying the pot a second time as a matching part."""
    hands = Path(__file__).parents[1] / "rules" / "hands" / "old_man.json"
    case = json.loads(hands.read_text())["cases"][0]
    assert case["name"] == "old-man-s4-first-hand"
    body = client.post("/v1/games/old_man/state", json=request(case)).get_json()
    said = summary(body, [f"P{seat}" for seat in range(len(body["seats"]))])
    assert "P1 lost and matches 18 into the next pot." in said
    assert "P4 lost and matches 18 into the next pot." in said
    assert "The next pot is 36." in said
    assert not [sentence for sentence in said if sentence.startswith("The high part")]


def test_the_games_are_grouped_under_headings_a_player_reads_as_poker(client: FlaskClient) -> None:
    """The front page groups the games by the catalogue's `family`: hold'em and Omaha (family
    `board`) under their own names, not "Board games"."""
    page = html.unescape(client.get("/").text)
    headings = re.findall(r"<h3[^>]*>(.*?)</h3>", page)
    assert headings[:4] == ["Hold'em and Omaha", "Draw games", "Stud games", "Other games"]


def test_an_old_man_last_hand_says_what_each_loser_pays(client: FlaskClient) -> None:
    """RULES.md §5 (S4's last hand): the losers pay the winner what they would have matched,
    and nothing goes into a next pot: the page says who pays whom, not that a loser had
    nothing left to match."""
    first_hand = {
        "dealer": 5, "pot": 18, "centre": "5s", "old_man": ["2d", "3d", "6h", "8s", "Ad", "Ac"],
        "seats": [
            {"declaration": "high", "stack": 96},
            {"declaration": "high", "go": True, "stack": 96,
             "cards": ["6d", "Ah", "6c", "9c", "6s", "2s"]},
            {"stack": 99}, {"stack": 99},
            {"declaration": "high", "go": True, "stack": 96,
             "cards": ["3s", "2c", "Jh", "3h", "Jc", "Qs"]},
            {"declaration": "high", "go": True, "stack": 96,
             "cards": ["7h", "4h", "Qh", "8h", "5h", "4c"]},
        ],
        "options": {"last_hand": True},
    }  # fmt: skip
    body = client.post("/v1/games/old_man/settle", json=first_hand).get_json()
    said = summary(body, [f"P{seat}" for seat in range(6)])
    assert "P1 lost and pays P5 18." in said and "P4 lost and pays P5 18." in said
    assert not [sentence for sentence in said if "nothing left to match" in sentence]


def test_chips_nobody_matched_are_said_to_come_back(client: FlaskClient) -> None:
    """RULES.md §0 (side pots: chips nobody can match are returned): heads-up, the big blind
    all in for 3 of 4 and the small blind calling the full big blind, the pot at stake is 6;
    the page says the small blind's extra chip comes back, or the table's pot of 7 and the
    ruling's pot of 6 would not add up."""
    body = {
        "dealer": 0, "stakes": {"blinds": [2, 4]},
        "seats": [{"name": "Ann", "stack": 100}, {"name": "Bob", "stack": 3}],
        "events": [
            {"type": "deal", "seat": 1, "down": ["Ah", "Ad"]},
            {"type": "deal", "seat": 0, "down": ["7c", "2d"]},
            {"type": "call", "seat": 0},
            *({"type": "community", "card": card} for card in ("3s", "4s", "9h", "Jc", "Kd")),
        ],
    }  # fmt: skip
    answer = client.post("/v1/games/texas_holdem/state", json=body).get_json()
    said = summary(answer, ["Ann", "Bob"])
    assert said[:2] == [
        "The pot (6 chips) goes to Bob with pair of aces, king-jack-nine kickers.",
        "Ann gets 1 back.",
    ]


def test_seats_thrown_away_unshown_are_counted_from_1(client: FlaskClient) -> None:
    """Rule games.muck, on the settle form: a player lists the seats that threw their hands
    away as he counts them (from 1, in the order they did: 4, 1, then 3), and need not also
    mark them folded. Seat 2, all in for 50, takes the main pot; seat 3, the last of the side
    pot's players to give up, takes it."""
    query = (
        "/ask/pots/settle?game=texas_holdem&dealer=1&ask=1&seats.0.contributed=70"
        "&seats.1.contributed=50&seats.1.cards=As+Ad+7c+8d+2h"
        "&seats.2.contributed=70&seats.3.contributed=70&mucked=4+1+3"
    )
    text = html.unescape(client.get(query).get_data(as_text=True))
    assert "Main pot (200 chips) goes to seat 2." in text
    # One side pot: "Side pot", as the bar says it (the pot engine numbers it all the same).
    assert "Side pot (60 chips) goes to seat 3." in text


def test_a_false_openers_ruling_says_why_the_openers_hand_is_missing(client: FlaskClient) -> None:
    """S1 case a (RULES.md §2; rule jacks.false-openers-dead-hand): the opener shows a hand
    without openers at the showdown; the ruling says so first, in the players' names, before
    the pot his hand is left out of (a phone player saw only "the pot goes to Dee")."""
    table = {"game": "jacks_or_better", "dealer": 2, "stakes": {"ante": 3, "small_bet": 2},
             "stacks": [50, 50, 50], "events": [
                 "ante 2 3", "deal 0 ?? ?? ?? ?? ?? /", "deal 1 Qc Qd 7h 5s 3c /",
                 "deal 2 9c 9d 8h 6s 2c /", "bet 0 2", "call 1", "fold 2", "stand_pat 0",
                 "stand_pat 1", "check 0", "check 1", "show 0 9s 9h Kc 7c 2h"]}  # fmt: skip
    answer = client.post("/v1/games/jacks_or_better/state", json=request(table))
    assert answer.status_code == 200, answer.get_json()
    said = summary(answer.get_json(), ("Ann", "Bob", "Cy"))
    assert said[0].startswith("Ann opened without openers: Ann's hand is dead"), said
