"""Refusals as a casual player reads them (a newcomer's report on a 360 px phone: "give a list
of 1 to 20 objects..."): every refusal a form can show says what is wrong in the player's terms
(the seat's name, the card typed) and what to do, the rule still named where one is broken;
ranks typed without suits are refused with how to type a card, never completed; and two
players of one name are refused, naming it. Through Flask's client: the page is server-made.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from urllib.parse import urlencode

from flask import Flask
from flask.testing import FlaskClient

from service.page.schema import FormField, Kind
from service.page.views import questions

JARGON = re.compile(
    r"\bgive (a|an|one|true)\b|\bgot the\b|this field is required|\bobjects?\b|\bnull\b|`|"
    r"\[\"|\btrue or false\b|\bindex\b|\boptionally\b|\bfield \"|1,000,000,000"
)
"""The API's words for programmers, which no refusal on the page may show a player."""


def _text(fragment: str) -> str:
    said = html.unescape(re.sub(r"<[^>]+>", " ", fragment))
    return re.sub(r" ([:;,.])", r"\1", re.sub(r"\s+", " ", said)).strip()


def _refusals(page: str) -> list[str]:
    """Each refusal the answer shows: a field's message with where it points, or the detail."""
    found = re.findall(r'<ul class="errors">(.*?)</ul>', page, flags=re.S)
    items = [_text(item) for block in found for item in block.split("</li>") if _text(item)]
    return items + [_text(p) for p in re.findall(r'<p class="detail">(.*?)</p>', page, re.S)]


def _leaves(fields: tuple[FormField, ...], prefix: str = "") -> Iterator[str]:
    """Every field a person types or picks in, by its parameter (a list's first row)."""
    for field in fields:
        path = f"{prefix}.{field.name.rsplit('.', 1)[-1]}" if prefix else field.name
        if field.kind is Kind.GROUP:
            yield from _leaves(field.children, path)
        elif field.kind is Kind.ROWS:
            yield from _leaves(field.children, f"{path}.0")
        elif field.kind is not Kind.LINES:
            yield path


def test_every_refusal_a_form_can_show_is_in_a_players_words(
    client: FlaskClient, app: Flask
) -> None:
    """Every question asked empty, and with each of its fields filled with "x" in turn: each
    refusal shown says where in the form's words and what to type, none in the API's words
    for programmers (how many "objects", JSON's lists, "got the string", a bound of a
    billion, a seat counted from 0)."""
    with app.app_context():
        asked = list(questions().values())
    shown = 0
    for question in asked:
        for path in ["", *_leaves(question.fields)]:
            query = {"ask": "1", **({path: "x"} if path else {})}
            page = client.get(f"/ask/{question.slug}", query_string=query).text
            for said in _refusals(page):
                shown += 1
                assert not JARGON.search(said), (question.slug, path, said)
    assert shown > 150  # every kind of field of every question was refused at least once


def test_a_refusal_names_the_seat_and_the_card_and_says_what_to_type(
    client: FlaskClient,
) -> None:
    """Settle: the dealer typed as seat 12 of 10, Bob's chips as "ten", Bob's card "Qx": each
    is said at Bob's name, with what to type; the dealer is counted from 1 as the form asks."""
    query = {
        "ask": "1", "dealer": "12",
        "seats.0.name": "Ann", "seats.0.contributed": "10", "seats.0.cards": "As Kd",
        "seats.1.name": "Bob", "seats.1.contributed": "ten", "seats.1.cards": "Qx Qd",
    }  # fmt: skip
    said = _refusals(client.get("/ask/pots/settle", query_string=query).text)
    assert "Dealer: 12 is out of range: type the seat's number from 1 to 10." in said, said
    assert 'Bob (seat 2), chips put in: "ten" is not a number: type a whole number, 0 or more.' in (
        said
    ), said
    assert (
        'Bob (seat 2), card 1: "Qx" is not a card: type a rank (2 to 10, J, Q, K or A) and then '
        "a suit (c, d, h or s), such as As or 10h; Jk for a joker." in said
    ), said


def test_a_broken_rule_is_said_with_the_rule_on_the_form_and_at_the_table(
    client: FlaskClient,
) -> None:
    """A card seen twice: the form names the rule (its id in the link); so does the table's
    refusal of a flop with a card already dealt."""
    page = client.get(
        "/ask/hands/evaluate",
        query_string={
            "ask": "1",
            "hands.0.cards": "As Kd Qh Jc 9h",
            "hands.1.cards": "As 2d 3c 4h 6s",
        },
    ).text
    assert "As appears twice, but a one-pack deck holds only one" in _text(page)
    assert 'The rule: <a href="/rules#cards.duplicate">No card twice</a>' in page
    played = "deal 2 down=??,??\ndeal 1 down=As,Kd\ncall 1 to=2\ncheck 2"
    setup = {"players": "Ann, Bob", "chips": "100", "stakes.small_blind": "1",
             "stakes.big_blind": "2", "played": played}  # fmt: skip
    table = client.get("/play/texas_holdem", query_string=[
        *setup.items(), ("add", "community card=?3"), ("card", "Ah Kd 7c")])  # fmt: skip
    assert table.status_code == 422
    refused = _text(re.search(r'<div class="problem".*?</div>', table.text, re.S)[0])
    assert refused == (
        "Not allowed: Kd appears twice, but a one-pack deck holds only one (Ann's cards and "
        "the board). The rule: No card twice."
    ), refused
    assert 'href="/rules#cards.duplicate"' in table.text


def test_ranks_without_suits_are_refused_with_how_to_type_a_card(client: FlaskClient) -> None:
    """A low hand typed as ranks ("A-2-3-4-6", or "A 2 3 4 6"): the referee never guesses a
    suit (a guessed suit could make a flush or a card seen twice), so it is refused once, at
    the hand, saying to type each card with its suit, and how; at the table a flop typed as
    "A-K-Q" is refused the same way before anything is sent, and the hand is as it was."""
    page = client.get("/ask/hands/evaluate", query_string={
        "ask": "1", "ranking": "ace_to_five", "hands.0.cards": "A-2-3-4-6",
        "hands.1.cards": "A 2 3 4 6"}).text  # fmt: skip
    said = _refusals(page)
    how = (
        "gives ranks without suits: type each card as its rank and then its suit, separated "
        "by spaces, such as As 2d 3c 4h 6s for these ranks in mixed suits."
    )
    assert said == [f'Hand 1, card 1: "A-2-3-4-6" {how}', f'Hand 2: "A 2 3 4 6" {how}'], said
    assert not re.search(r'class="headline"', page)  # no ruling on guessed cards
    played = "deal 2 down=??,??\ndeal 1 down=??,??\ncall 1 to=2\ncheck 2"
    setup = {"players": "Ann, Bob", "chips": "100", "stakes.small_blind": "1",
             "stakes.big_blind": "2", "played": played}  # fmt: skip
    table = client.get("/play/texas_holdem", query_string=[
        *setup.items(), ("add", "community card=?3"), ("card", "A-K-Q")])  # fmt: skip
    assert table.status_code == 422
    assert 'On the board, "A-K-Q" gives ranks without suits: type each card as its rank' in (
        _text(table.text)
    )
    assert "Pot 4 · The flop" in _text(table.text)  # nothing dealt
    one = client.get("/play/texas_holdem", query_string=[
        *setup.items(), ("add", "community card=?3"), ("card", "Ah K 7c")])  # fmt: skip
    assert '"K" has no suit: type the rank and then the suit, one of Kc, Kd, Kh or Ks' in (
        _text(one.text)
    )


def test_two_players_of_one_name_are_refused_naming_it(client: FlaskClient) -> None:
    """The setup "Ann, Bob, ann" is refused beside the players, naming Ann and the seats, and
    no hand starts; the settle form's second Ann is refused at her seat, the API not asked."""
    setup = {"players": "Ann, Bob, ann", "chips": "100", "stakes.small_blind": "1",
             "stakes.big_blind": "2"}  # fmt: skip
    refused = client.get("/play/texas_holdem?" + urlencode(setup))
    assert refused.status_code == 422
    said = re.search(r'<p class="error" id="players-error-1">(.*?)</p>', refused.text)
    assert said is not None, refused.text
    assert _text(said.group(1)) == (
        "Two players are called Ann (seats 1 and 3): give each a name of his own, such as Ann "
        "and Ann2."
    )
    assert 'class="step"' not in refused.text
    page = client.get("/ask/pots/settle", query_string={
        "ask": "1", "seats.0.name": "Ann", "seats.0.cards": "As Kd",
        "seats.1.name": "Ann ", "seats.1.cards": "Qh Qd"}).text  # fmt: skip
    assert _refusals(page) == [
        "Ann (seat 2), name: Two players are called Ann (seats 1 and 2): give each a name of his "
        "own, such as Ann and Ann2."
    ], _refusals(page)
    assert 'href="#f-seats-1-name"' in page
    hands = client.get("/ask/hands/evaluate", query_string={
        "ask": "1", "hands.0.name": "Bob", "hands.0.cards": "As Kd Qh Jc 9h",
        "hands.1.name": "Bob", "hands.1.cards": "2s 3d 4c 5h 7s"}).text  # fmt: skip
    assert _refusals(hands)[0].endswith(
        "Two hands are called Bob (hands 1 and 2): give each hand its own name, such as Bob "
        "and Bob2."
    ), _refusals(hands)


def test_a_card_dealt_twice_says_whose_cards_hold_it(client: FlaskClient) -> None:
    """Rule cards.duplicate (RR Irregularities: a deck holds each card once): the API names
    every place the card was dealt; the page says whose cards those are, so that the player
    knows which to correct."""
    setup = [("players", "Ann, Bob, Cy"), ("chips", "200"),
             ("stakes.small_blind", "1"), ("stakes.big_blind", "2")]  # fmt: skip
    form = client.get(f"/play/texas_holdem?{urlencode(setup)}").text
    adds = [("add", line) for line in re.findall(r'name="add" value="([^"]*)"', form)]
    typed = [("down.2", "Ah Kh"), ("down.3", "Ah 7c")]
    page = client.get(f"/play/texas_holdem?{urlencode([*setup, *adds, *typed])}")
    assert page.status_code == 422
    assert "Ah appears twice, but a one-pack deck holds only one (Bob's cards and Cy's cards)" in (
        _text(page.text)
    )


def test_a_list_of_choices_typed_as_words_says_its_choices(client: FlaskClient, app: Flask) -> None:
    """A field typed as words shows no list, so neither its help nor its refusal may say
    "choose one from the list": the help says what to type, a word none of the choices is
    refused naming them. An action out of turn: "Cy bets 10" under Skipped is refused once, its
    words named, saying to type check, call, bet, raise or fold for each; "Bet Call" (a phone's
    capital) is taken."""
    with app.app_context():
        found = [
            (question, field)
            for question in questions().values()
            for field in question.fields
            if field.kind is Kind.LIST and field.choices
        ]
    assert len(found) >= 4, [field.name for _, field in found]  # actions, skipped, ranks
    for question, field in found:
        page = client.get(f"/ask/{question.slug}", query_string={"ask": "1", field.name: "x"})
        help_said = _text(re.search(rf'<small id="f-{field.name}-help">(.*?)</small>',
                                    page.text, re.S)[1])  # fmt: skip
        assert f"Type one or more of {', '.join(field.choices)}" in help_said, help_said
        refused = [said for said in _refusals(page.text) if '"x"' in said]
        assert refused, (question.slug, field.name, _refusals(page.text))
        for said in refused:
            assert "from the list" not in said, said
            assert field.choices[0] in said and field.choices[-1] in said, said
    asked = {"ask": "1", "type": "check", "facing_bet": "no", "skipped": "Cy bets 10"}
    said = _refusals(client.get("/ask/disputes/out_of_turn", query_string=asked).text)
    # Said once, at the list, as a player says it: no "item 2", no "is not one of:".
    assert said == [
        'Skipped: "Cy", "bets" and "10" are not actions: type each one as check, call, bet, '
        'raise or fold, separated by spaces, such as "check call".'
    ], said
    asked["skipped"] = "Bet Call"
    ruled = client.get("/ask/disputes/out_of_turn", query_string=asked).text
    assert "The ruling" in ruled and not _refusals(ruled), _refusals(ruled)


def test_a_card_typo_names_whose_cards_it_is_in(client: FlaskClient) -> None:
    """The 360 px trial: "jj" typed in Cy's down cards at the deal was refused without saying
    whose field it was (the message sits at the top, the field a screen below): it names Cy."""
    setup = {"players": "Dave, Ann, Bob, Cy", "chips": "200", "stakes.small_blind": "1",
             "stakes.big_blind": "2"}  # fmt: skip
    deal = [("add", "deal 2 down=??5"), ("add", "deal 3 down=??5"), ("add", "deal 4 down=??5"),
            ("add", "deal 1 down=??5"), ("down.4", "jj")]  # fmt: skip
    table = client.get("/play/deuce_to_seven_triple_draw", query_string=[*setup.items(), *deal])
    assert table.status_code == 422
    assert 'Not allowed: In Cy\'s cards, "jj" gives ranks without suits' in _text(table.text)


def test_a_step_waiting_for_several_seats_names_the_players(client: FlaskClient) -> None:
    """A deal pressed before the antes (an old screen's button, after the back button): the
    refusal names the players it waits for, never "seats 0, 1 and 2" counted from 0."""
    query = {"players": "Ann, Bob, Cy", "chips": "100", "stakes.ante": "1",
             "stakes.small_blind": "1", "stakes.big_blind": "2",
             "played": "deal 2 down=??,??\ndeal 3 down=??,??\ndeal 1 down=??,??"}  # fmt: skip
    page = client.get("/play/texas_holdem", query_string=query).text
    said = _text(page)
    assert "it still waits for Ann, Bob and Cy" in said, said
    assert "seats 0" not in said
