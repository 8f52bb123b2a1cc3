"""What a newcomer at a home game still met on a 360 px phone, through Flask's client (the
page is server-made): "who wins" could not be asked without a dealer and chips; Jacks or
Better hid Bet without saying why; "events" in the hand's link; and a stud high-low pot with no
qualifying low said only who took it.
"""

from __future__ import annotations

import html
import re
from urllib.parse import parse_qsl, urlencode, urlsplit

from flask.testing import FlaskClient
from page_text import answer as _answer
from page_text import text as _text

HOLDEM = {"players": "Ann, Bob", "chips": "100", "stakes.small_blind": "1",
          "stakes.big_blind": "2"}  # fmt: skip


def test_who_wins_is_asked_without_a_dealer_or_chips(client: FlaskClient) -> None:
    """Settle a hold'em hand with only the cards typed (Bob folded): the referee says who wins
    with these cards, and says that chips would split a pot; the form no longer marks the
    dealer or the chips required, and says what leaving them empty does."""
    form = client.get("/ask/pots/settle?game=texas_holdem").text
    dealer = re.search(r'<label for="f-dealer">(.*?)</label>', form, re.S)
    assert dealer is not None and "required" not in dealer.group(1)
    assert "Left empty: seat 1 deals (the dealer decides only who gets an odd chip)." in form
    assert "Left empty for every seat: the referee says only who wins with these cards." in form
    query = {
        "ask": "1", "game": "texas_holdem", "board": "Ah 7c 2h Ks 3h",
        "seats.0.name": "Ann", "seats.0.cards": "As Kd",
        "seats.1.name": "Bob", "seats.1.cards": "Qh Qd", "seats.1.folded": "yes",
        "seats.2.name": "Cy", "seats.2.cards": "2c 2d",
    }  # fmt: skip
    said = _answer(client.get("/ask/pots/settle", query_string=query).text)
    assert said.startswith(
        "The ruling No chips were given, so this says who wins with these cards. To split a "
        "pot, give the chips each player put in. Place 1: Cy, Three of a kind, deuces, ace-king "
        "kickers. Place 2: Ann, Two pair, aces and kings, seven kicker."
    ), said
    assert "Bob" not in said.split("The hands")[0]  # folded: not among the hands ranked
    assert "Cy (seat 3): Three of a kind" in said


def test_who_wins_says_each_low_and_a_hand_without_one(client: FlaskClient) -> None:
    """Omaha high-low with the cards alone: the high places, Ann's low, and Bob's hand with no
    qualifying low, each said at its seat."""
    query = {"ask": "1", "game": "omaha_high_low", "board": "3c 4h 8s Ks Jd",
             "seats.0.name": "Ann", "seats.0.cards": "As 2s Kd Qd",
             "seats.1.name": "Bob", "seats.1.cards": "Kh Kc 9d 9h"}  # fmt: skip
    said = _answer(client.get("/ask/pots/settle", query_string=query).text)
    assert (
        "Place 1: Bob, Three of a kind, kings, jack-eight kickers. Place 2: Ann, Pair of kings, "
        "ace-jack-eight kickers. Low, place 1: Ann, Eight-four low, a smooth eight (8-4-3-2-A). "
        "No qualifying low: Bob."
    ) in said, said
    assert "Bob (seat 2) (low): King-nine low, a smooth king (K-9-8-4-3): no qualifying low" in said


def test_a_pot_settled_without_a_dealer_is_dealt_by_seat_1(client: FlaskClient) -> None:
    """Chips given, the dealer left empty: seat 1 deals, so the odd chip of a pot of 5 split
    between Ann and Bob (both play the board's royal flush; Cy folded) goes to Bob, the first
    on the dealer's left (the position rule); with Bob dealing, to Ann."""
    query = {
        "ask": "1",
        "game": "texas_holdem",
        "board": "Ah Kh Qh Jh Th",
        "seats.0.name": "Ann",
        "seats.0.cards": "2c 3d",
        "seats.0.contributed": "2",
        "seats.1.name": "Bob",
        "seats.1.cards": "4c 5d",
        "seats.1.contributed": "2",
        "seats.2.name": "Cy",
        "seats.2.folded": "yes",
        "seats.2.contributed": "1",
    }
    said = _answer(client.get("/ask/pots/settle", query_string=query).text)
    assert (
        "The pot (5 chips) is split: Bob (seat 2) 3, Ann (seat 1) 2, tied with royal flush; "
        "the odd chip to Bob (seat 2), the first of them on the dealer's left." in said
    ), said
    said = _answer(client.get("/ask/pots/settle", query_string={**query, "dealer": "2"}).text)
    assert (
        "The pot (5 chips) is split: Ann (seat 1) 3, Bob (seat 2) 2, tied with royal flush; "
        "the odd chip to Ann (seat 1), the first of them on the dealer's left." in said
    ), said


def test_jacks_or_better_says_why_bet_is_not_offered(client: FlaskClient) -> None:
    """Bob's cards typed as dealt (2♣ 3♦ 4♥ 8♠ 9♣) do not open: the step says Bet is not
    offered and why, with the rule; with his cards unseen, Bet is offered and nothing is
    said."""
    deals = ["ante 1 amount=1", "deal 3 down=??,??,??,??,??", "deal 1 down=??,??,??,??,??"]
    setup = {"players": "Ann, Bob, Cy", "chips": "100", "stakes.ante": "1",
             "stakes.small_bet": "2"}  # fmt: skip
    page = client.get(
        "/play/jacks_or_better",
        query_string={
            **setup,
            "played": "\n".join([deals[0], "deal 2 down=2c,3d,4h,8s,9c", *deals[1:]]),
        },
    ).text
    step = _text(re.search(r'<form method="get" action="/play/jacks_or_better" class="step">'
                           r".*?</form>", page, re.S)[0])  # fmt: skip
    assert step.startswith(
        "Bob to act Bet is not offered: nobody has opened yet, and you need jacks or better to "
        "open; Bob's cards as dealt do not make jacks or better. The rule: Jacks or better to "
        "open. Fold Check"
    ), step
    assert 'href="/rules#jacks.openers"' in page
    unseen = client.get(
        "/play/jacks_or_better",
        query_string={
            **setup,
            "played": "\n".join([deals[0], "deal 2 down=??,??,??,??,??", *deals[1:]]),
        },
    ).text
    assert "Bet is not offered" not in unseen and ">Bet 2</button>" in unseen


def test_a_draw_from_known_cards_asks_which_are_thrown(client: FlaskClient) -> None:
    """Playing Jacks or Better on the phone: Bob's cards typed as dealt, then "Draw 3" sent
    three unseen cards to throw, refused ("Bob holds no unseen card") with nothing to say
    which: the draw step now asks the cards he throws first, and with them the draw is taken,
    as many drawn as typed."""
    played = "\n".join([
        "ante 1 amount=1", "deal 2 down=2c,3d,4h,8s,9c", "deal 3 down=??,??,??,??,??",
        "deal 1 down=??,??,??,??,??", "check 2", "bet 3 to=5", "call 1 to=5", "call 2 to=5",
    ])  # fmt: skip
    setup = {"players": "Ann, Bob, Cy", "chips": "100", "stakes.ante": "1",
             "stakes.small_bet": "5", "stakes.big_bet": "10", "played": played}  # fmt: skip
    page = client.get("/play/jacks_or_better", query_string=setup).text
    step = re.search(r'class="step">.*?</form>', page, re.S)
    assert step is not None
    shown = step.group(0).split("<details")[0]  # what is asked before anything is opened
    assert "Type the cards Bob throws, then press Draw: Bob draws as many." in shown
    assert re.search(r'<label for="[^"]+">Bob: cards thrown</label>', shown), shown
    # One "Draw": the cards typed say how many (no "Draw 3" to match them with).
    assert ">Draw</button>" in shown and ">Draw 3<" not in shown
    drawn = client.get(
        "/play/jacks_or_better",
        query_string=[
            *setup.items(),
            ("add", "draw 2 discards=? down=??"),
            ("discards.2", "2c 3d 4h"),
        ],
    )
    assert drawn.status_code == 303, _text(drawn.text)
    assert (
        "draw 2 discards=2c,3d,4h down=??,??,??"
        in dict(parse_qsl(urlsplit(drawn.headers["Location"]).query))["played"]
    )


def test_the_hands_link_says_the_players_words(client: FlaskClient) -> None:
    """The link to a hand says "as played so far", not "12 events", and its address keeps the
    hand under ``played``; a link of before (``events=``) opens the same hand."""
    played = "deal 2 down=??,??\ndeal 1 down=??,??"
    page = client.get("/play/texas_holdem", query_string={**HOLDEM, "played": played}).text
    link = re.search(r'<a href="([^"]+)" id="share-link">(.*?)</a>', page)
    assert link is not None
    assert _text(link.group(2)) == "Texas hold'em, as played so far"
    assert "events" not in html.unescape(link.group(1))
    assert "event" not in _text(page).split("Why: the rules applied")[0].lower()
    assert dict(parse_qsl(urlsplit(html.unescape(link.group(1))).query))["played"] == played
    old = client.get("/play/texas_holdem?" + urlencode({**HOLDEM, "events": played})).text
    assert _text(old).split("The table")[0] == _text(page).split("The table")[0]
    moved = client.get("/play/texas_holdem", query_string=[
        *{**HOLDEM, "played": played}.items(), ("add", "call 1 to=2")])  # fmt: skip
    assert moved.status_code == 303 and "played=" in moved.headers["Location"]


def test_stud_high_low_says_no_low_qualifies(client: FlaskClient) -> None:
    """Seven-card stud high-low, eight or better: Ann's straight and Bob's kings up, neither
    with five cards of eight or under: the ruling says no low qualifies and the high hand
    takes the whole pot, and each low hand says it does not qualify."""
    played = "\n".join([
        "ante 1 amount=1", "ante 2 amount=1", "deal 1 down=As,Ks up=Qd",
        "deal 2 down=2c,2d up=3c", "bring_in 2 to=4", "call 1 to=4",
        "deal 1 up=Jc", "deal 2 up=3d", "check 2", "check 1",
        "deal 1 up=9h", "deal 2 up=Kh", "check 2", "check 1",
        "deal 1 up=9c", "deal 2 up=Kd", "check 2", "check 1",
        "deal 1 down=Td", "deal 2 down=Qc", "check 2", "check 1",
    ])  # fmt: skip
    setup = {
        "players": "Ann, Bob",
        "chips": "200",
        "dealer": "2",
        "stakes.ante": "1",
        "stakes.bring_in": "4",
        "stakes.small_bet": "10",
        "stakes.big_bet": "20",
    }
    said = _answer(client.get("/play/seven_card_stud_high_low",
                              query_string={**setup, "played": played}).text)  # fmt: skip
    assert said.startswith(
        "The ruling No low qualifies: the high hand takes the whole pot. "
        "The pot (10 chips) goes to Ann with straight, ace high."
    ), said
    assert "Ann (low): Queen-jack low, a rough queen (Q-J-10-9-A): no qualifying low" in said
    assert "Bob (low): Pair of deuces, king-queen-three kickers: no qualifying low" in said
