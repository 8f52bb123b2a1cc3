"""The play screen through Flask's client: every game starts from its setup form, a step the
API refuses is said in the player's words and changes nothing, take-back undoes the last step, and
a browser's 404 and 405 are pages while API clients keep problem+json.
"""

from __future__ import annotations

import html
import re
from pathlib import Path
from urllib.parse import parse_qsl, urlsplit

import hand_notation
import old_man_hand
import pytest
import razz_hand
from flask.testing import FlaskClient

from service.page import stacks
from service.page.query import write_line

SMALL_STAKES = {"chips": "100", "stakes.ante": "1", "stakes.bring_in": "1",
                "stakes.small_bet": "2", "stakes.big_bet": "4", "stakes.blinds": "1 2",
                "stakes.small_blind": "1", "stakes.big_blind": "2"}  # fmt: skip
HANDS = Path(__file__).parents[1] / "rules" / "hands"
BROWSER = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"


def _setup_query(client: FlaskClient, game: str, players: str) -> dict[str, str]:
    """The setup form as a player sends it: the names typed, every prefilled value kept, an
    empty stake given a small amount (but the bet of a deal with antes alone, beside blinds, and
    a big bet, which left empty is twice the bet), as the form's help says."""
    form = client.get(f"/play/{game}").text
    query = {"players": players}
    for name, value in re.findall(r'<input id="[^"]+" name="([^"]+)" value="([^"]*)"', form):
        if name == "stakes.big_bet" and not value:
            continue
        if name == "chips" or name.startswith("stakes."):
            query[name] = html.unescape(value) or SMALL_STAKES[name]
    if "stakes.big_blind" in query:  # five-card draw's bet is for a deal with antes alone
        query.pop("stakes.small_bet", None)
    return query


def _games(client: FlaskClient) -> list[str]:
    listed = client.get("/v1/games").json
    assert listed is not None  # the API answers JSON; mypy cannot know it
    return [str(game["id"]) for game in listed["games"]]


def test_every_game_starts_from_its_setup_form(client: FlaskClient) -> None:
    """Each game's page offers a hand; its setup asks only what the game takes (no bring-in in
    Jacks or Better, no chips or stakes in Counterbluff); started, it offers a first step."""
    for game in _games(client):
        page = client.get(f"/games/{game}")
        assert page.status_code == 200, game
        assert f'href="/play/{game}"' in page.text, game
        players = "Ann, Bob" if game == "counterbluff" else "Ann, Bob, Cy"
        started = client.get(f"/play/{game}", query_string=_setup_query(client, game, players))
        assert started.status_code == 200, (game, started.text[-800:])
        assert 'class="step"' in started.text, game
    assert 'name="stakes.bring_in"' not in client.get("/play/jacks_or_better").text
    counterbluff = client.get("/play/counterbluff").text
    assert 'name="chips"' not in counterbluff and 'name="stakes.' not in counterbluff


def _razz(events: str = "") -> list[tuple[str, str]]:
    """The README's Razz hand with these events, as the play screen's parameters."""
    query = {"players": razz_hand.PLAYERS, "chips": razz_hand.CHIPS}
    query |= {f"stakes.{name}": value for name, value in razz_hand.STAKES.items()}
    return list({**query, "played": events}.items())


ANTES = "ante 1 amount=1\nante 2 amount=1\nante 3 amount=1"
THIRD = [("add", f"deal {seat} down=??2 up=?1") for seat in (1, 2, 3)]


def test_a_street_dealt_at_once_in_the_order_dealt(client: FlaskClient) -> None:
    """Each player's face-up card in his own field, the fields in the order dealt (from the
    dealer's left); one field for all, typed in seat order, gave players each other's cards."""
    page = client.get("/play/razz", query_string=_razz(ANTES)).text
    labels = re.findall(r'<label for="[^"]+">([^<]*face up)</label>', page)
    assert labels == ["Bob: 1 card face up", "Cy: 1 card face up", "Ann: 1 card face up"]
    assert "Face-up cards as dealt" not in page
    typed = [("up.2", "kh"), ("up.3", "ks"), ("up.1", "3D")]
    sent = client.get("/play/razz", query_string=[*_razz(ANTES), *THIRD, *typed])
    assert sent.status_code == 303
    events = dict(parse_qsl(urlsplit(sent.headers["Location"]).query))["played"]
    assert events.splitlines()[3:] == [
        "deal 1 down=??,?? up=3d", "deal 2 down=??,?? up=Kh", "deal 3 down=??,?? up=Ks"
    ]  # fmt: skip


def test_a_refused_step_is_said_in_words_and_changes_nothing(client: FlaskClient) -> None:
    """The same card twice: the API's rule, the player's names, the typed cards kept."""
    twice = [("up.1", "Ks"), ("up.2", "Ks"), ("up.3", "3d")]
    refused = client.get("/play/razz", query_string=[*_razz(ANTES), *THIRD, *twice])
    assert refused.status_code == 422
    said = html.unescape(refused.text)
    assert "Not allowed:" in said and "Ks" in said
    assert 'name="up.3" value="3d"' in said  # kept, to correct one card
    assert "Cy: 1 card face up" in said  # the same step again


def test_the_buttons_say_their_amounts_and_take_back_is_beside_them(client: FlaskClient) -> None:
    dealt = ANTES + "\ndeal 1 down=??,?? up=Kh\ndeal 2 down=??,?? up=Ks\ndeal 3 down=??,?? up=3d"
    page = client.get("/play/razz", query_string=_razz(dealt)).text
    step = re.search(
        r'<form method="get" action="/play/razz" class="step">(.*?)</form>', page, re.S
    )
    assert step
    buttons = re.findall(r"<button [^>]*>([^<]+)</button>", step.group(1))
    assert buttons == ["Bring in 4", "Complete to 10"]
    assert 'id="undo"' in step.group(1)
    undo = re.search(r'href="([^"]+)" id="undo"', step.group(1))
    assert undo
    kept = dict(parse_qsl(urlsplit(html.unescape(undo.group(1))).query))["played"]
    # The street dealt to every seat was one step: taken back whole, not its last card.
    assert kept.splitlines() == ANTES.splitlines()


def test_a_lowball_call_is_offered_face_up_and_face_down(client: FlaskClient) -> None:
    """S2 (Counterbluff), "Lowball option": the leader lays five cards face up or face down,
    his choice; each way is a step of its own that says which it is."""
    dealt = "deal 2 down=2c,3c,4c,5c,7d,9h,Th,Jh,Qh,Kh\ndeal 1 down=" + ",".join(["??"] * 10)
    query = {"players": "Ann, Bob", "options.lowball": "yes", "played": dealt}
    page = client.get("/play/counterbluff", query_string=query).text
    steps = re.findall(
        r'<form method="get" action="/play/counterbluff" class="step">(.*?)</form>', page, re.S
    )
    said = [" ".join(html.unescape(re.sub(r"<[^>]+>", " ", step)).split()) for step in steps]
    assert [s for s in said if "lowball" in s.lower()] == [
        "Bob: lowball, face up 5 cards face up Lowball face up",
        "Bob: lowball, face down 5 cards face down Lowball face down",
    ], said
    sent = [re.findall(r'name="add" value="([^"]+)"', step) for step in steps]
    assert ["lowball 2 up=?5"] in sent and ["lowball 2 down=?5"] in sent


@pytest.mark.parametrize(("typed", "said"), [("true", "yes"), ("FALSE", "no"), ("No", "no")])
def test_a_yes_or_no_typed_into_the_address_reads_as_the_api_spells_it(
    client: FlaskClient, typed: str, said: str
) -> None:
    """An option's yes or no typed into a page's address as the API spells it (``true``,
    ``false``, any case) is the same setup as the form's ``yes`` or ``no``: a link an app
    writes from its own request opens the same hand."""
    dealt = "deal 2 down=2c,3c,4c,5c,7d,9h,Th,Jh,Qh,Kh\ndeal 1 down=" + ",".join(["??"] * 10)

    def page(lowball: str) -> str:
        query = {"players": "Ann, Bob", "options.lowball": lowball, "played": dealt}
        return client.get("/play/counterbluff", query_string=query).text

    typed_page = page(typed)
    assert "give true or false" not in typed_page
    # The same page, but for the links and fields that carry the option on as it was typed.
    carried = typed_page.replace(f"lowball={typed}", f"lowball={said}")
    carried = carried.replace(f"lowball%3D{typed}", f"lowball%3D{said}")  # the dispute's back
    assert carried.replace(f'value="{typed}"', f'value="{said}"') == page(said)


@pytest.mark.parametrize(
    ("method", "path", "status"), [("GET", "/no-such-page", 404), ("PUT", "/rules", 405)]
)
def test_a_browser_gets_a_page_and_a_client_a_problem(
    client: FlaskClient, method: str, path: str, status: int
) -> None:
    page = client.open(path, method=method, headers={"Accept": BROWSER})
    assert page.status_code == status and page.mimetype == "text/html"
    assert "<h1>" in page.text and 'href="/"' in page.text
    problem = client.open(path, method=method, headers={"Accept": "*/*"})
    assert problem.status_code == status and problem.mimetype == "application/problem+json"
    api = client.open("/v1/no-such-thing", method="GET", headers={"Accept": "application/json"})
    assert api.mimetype == "application/problem+json"


def test_seats_are_counted_from_one_on_the_page(client: FlaskClient) -> None:
    """The API counts seats from 0; a person types and reads them from 1."""
    page = client.get(
        "/ask/pots/settle",
        query_string={
            "dealer": "2",
            "seats.0.name": "Ann",
            "seats.0.contributed": "5",
            "seats.0.cards": "As Kd Qh Jc 9s",
            "seats.1.name": "Bob",
            "seats.1.contributed": "5",
            "seats.1.cards": "2c 3d 4h 5s 7c",
            "ask": "1",
        },
    ).text
    said = html.unescape(page)
    assert "goes to Ann (seat 1)" in said and "seat 0" not in said
    assert "<legend>Seat 1</legend>" in said and "<legend>Seat 0</legend>" not in said


def test_after_the_ruling_the_next_hand_is_dealt_by_the_next_player(client: FlaskClient) -> None:
    """The same players, chips and stakes; the deal passes to the left; no events yet."""
    folded = ANTES + "\ndeal 1 down=??,?? up=Kh\ndeal 2 down=??,?? up=Ks\ndeal 3 down=??,?? up=3d"
    folded += "\nbring_in 2 to=4\nfold 3\nfold 1"
    page = client.get("/play/razz", query_string=_razz(folded)).text
    assert "The ruling" in page
    found = re.search(r'href="([^"]+)" id="next-hand"', page)
    assert found
    following = dict(parse_qsl(urlsplit(html.unescape(found.group(1))).query))
    assert following["dealer"] == "2" and "played" not in following
    assert following["players"] == razz_hand.PLAYERS
    assert "Bob deals" in client.get(html.unescape(found.group(1))).text


def test_a_street_taken_back_comes_back_with_its_cards_typed(client: FlaskClient) -> None:
    """Take back right after a street is dealt: the deal step comes back with the face-up
    cards it sent, each in its player's field, to correct one card, not all typed again."""
    dealt = ANTES + "\ndeal 1 down=??,?? up=Kh\ndeal 2 down=??,?? up=Ks\ndeal 3 down=??,?? up=3d"
    page = client.get("/play/razz", query_string=_razz(dealt)).text
    undo = re.search(r'href="([^"]+)" id="undo"', page)
    assert undo
    again = client.get(html.unescape(undo.group(1)))
    assert again.status_code == 200
    assert re.search(r'name="up\.2" value="Ks"', again.text), again.text
    # A step that sent no cards (a bet) comes back as it was: nothing typed in.
    betting = client.get("/play/razz", query_string=_razz(dealt + "\nbring_in 3 to=4")).text
    undo_bet = re.search(r'href="([^"]+)" id="undo"', betting)
    assert undo_bet and "up.all" not in html.unescape(undo_bet.group(1))


def test_down_cards_taken_back_are_shown_in_their_opened_section(client: FlaskClient) -> None:
    """Take back a street whose down cards were typed: they come back in their fields, and
    the folded "Down cards" section holding them is opened (a player saw them vanish)."""
    dealt = ANTES + "\ndeal 1 down=As,2d up=Kh\ndeal 2 down=??,?? up=Ks\ndeal 3 down=??,?? up=3d"
    page = client.get("/play/razz", query_string=_razz(dealt)).text
    undo = re.search(r'href="([^"]+)" id="undo"', page)
    assert undo
    again = client.get(html.unescape(undo.group(1))).text
    assert re.search(r'name="down\.1" value="As 2d"', again)
    opened = re.search(
        r'<details class="more" open><summary>[^<]*</summary>(.*?)</details>', again, re.S
    )
    assert opened and 'name="down.1"' in opened.group(1)


def test_the_flop_is_one_field_and_the_board_is_on_the_table(client: FlaskClient) -> None:
    """Hold'em's board: the API takes a card an event, a player deals the flop at once; the
    three cards typed in one field are three events, and the board shows above the stacks."""
    query = {"players": "Ann, Bob, Cy", "chips": "200", "stakes.blinds": "1 2",
             "stakes.small_bet": "2", "played": "\n".join([
                 "deal 2 down=??,??", "deal 3 down=??,??", "deal 1 down=??,??",
                 "call 1 to=2", "call 2 to=2", "check 3"])}  # fmt: skip
    flop = client.get("/play/texas_holdem", query_string=query).text
    assert "<h2>Deal the flop</h2>" in flop and "3 board cards, face up" in flop
    assert 'value="community card=?3" formnovalidate>Deal the flop</button>' in flop
    flop_cards = {"add": "community card=?3", "card": "ah 7c 2d"}
    dealt = client.get("/play/texas_holdem", query_string={**query, **flop_cards})
    assert dealt.status_code == 303
    events = dict(parse_qsl(urlsplit(dealt.headers["Location"]).query))["played"]
    assert events.endswith("community card=Ah\ncommunity card=7c\ncommunity card=2d")
    table = client.get(dealt.headers["Location"]).text
    assert 'class="board">Board <span class="cards">' in table
    assert 'aria-label="seven of clubs"' in table and "Bob</strong> to act" in table


def _setup_names(page: str) -> list[str]:
    return re.findall(r'<input id="[^"]+" name="(stakes\.[a-z_]+)"', page)


def test_a_blind_game_asks_its_blinds_not_a_small_bet(client: FlaskClient) -> None:
    """Hold'em and Omaha are dealt with blinds, the big blind the game's bet (betting.blinds):
    the setup asks the small and the big blind, filled in from the game's example, and no
    small bet nor list of blinds; a fixed-limit draw game asks its big bet too, and five-card
    draw, which may be dealt with antes alone, the bet for that."""
    for game in ("texas_holdem", "omaha"):
        page = client.get(f"/play/{game}").text
        assert _setup_names(page) == ["stakes.small_blind", "stakes.big_blind", "stakes.ante"]
        assert 'name="stakes.small_blind" value="1"' in page
        assert 'name="stakes.big_blind" value="2"' in page
    assert "stakes.big_bet" in _setup_names(client.get("/play/badugi").text)
    assert "stakes.small_bet" not in _setup_names(client.get("/play/badugi").text)
    assert "stakes.small_bet" in _setup_names(client.get("/play/five_card_draw").text)
    assert "stakes.small_blind" not in _setup_names(client.get("/play/razz").text)


def _marks(page: str) -> dict[str, list[str]]:
    """Each seat's marks in the table's list, by player."""
    table = page.split('<ul class="seats">', 1)[1].split("</ul>", 1)[0]
    seats = re.findall(r"<strong>(\w+)</strong>(.*?)</li>", table, re.S)
    return {name: re.findall(r'<span class="mark">([^<]+)</span>', rest) for name, rest in seats}


def test_the_button_and_the_blinds_are_marked_at_their_seats(client: FlaskClient) -> None:
    """RR Button and Blind Use: the blinds are posted from the button's left, heads-up the
    button posts the small blind; the table says who is where, and the status line too."""
    query = {"players": "Ann, Bob, Cy", "chips": "200", "stakes.small_blind": "1",
             "stakes.big_blind": "2"}  # fmt: skip
    page = client.get("/play/texas_holdem", query_string=query).text
    assert _marks(page) == {"Ann": ["button"], "Bob": ["small blind 1"], "Cy": ["big blind 2"]}
    assert '<abbr class="mark" title="big blind 2">BB</abbr>' in page
    dealt = {**query, "played": "deal 2 down=??,??"}
    assert _marks(client.get("/play/texas_holdem", query_string=dealt).text)["Cy"] == [
        "big blind 2"
    ]
    heads_up = {**query, "players": "Ann, Bob", "dealer": "2"}
    page = client.get("/play/texas_holdem", query_string=heads_up).text
    assert _marks(page) == {"Ann": ["big blind 2"], "Bob": ["button", "small blind 1"]}
    assert _marks(client.get("/play/razz", query_string=_razz()).text) == {
        "Ann": [], "Bob": [], "Cy": []
    }  # fmt: skip


def test_cards_typed_for_a_draw_of_another_count_are_said_not_sent(client: FlaskClient) -> None:
    """Three cards typed as thrown under "Draw 2" are no draw of two: the page says so beside
    the step, and the hand is as it was (they were sent as a draw of three, unsaid)."""
    deals = [f"deal {seat} down=??,??,??,??" for seat in (2, 3, 1)]
    events = "\n".join([*deals, "call 1 to=2", "call 2 to=2", "check 3"])
    setup = {"players": "Ann, Bob, Cy", "chips": "100", "stakes.small_blind": "1",
             "stakes.big_blind": "2", "played": events}  # fmt: skip
    page = client.get("/play/badugi", query_string=setup).text
    assert 'value="draw 2 discards=??2 down=??2"' in page
    typed = {**setup, "add": "draw 2 discards=??2 down=??2", "discards.2": "3d 6s Th"}
    answer = client.get("/play/badugi", query_string=typed)
    said = " ".join(html.unescape(re.sub(r"<[^>]+>", " ", answer.text)).split())
    assert "Not allowed: Give 2 cards thrown; 3 given." in said, said
    assert "How many cards does Bob draw?" in said
    assert "draw 2 discards=3d" not in html.unescape(answer.text)


def _old_man_page(client: FlaskClient, before: str | None = None) -> str:
    """The play screen of S4's first Old Man hand (:mod:`old_man_hand`), up to the first event
    of type ``before`` (all of it unless given)."""
    setup = {**old_man_hand.SETUP, "played": old_man_hand.events(before)}
    return client.get("/play/old_man", query_string=setup).text


def test_old_mans_pot_everyone_folded_is_anted_to_next_hand(client: FlaskClient) -> None:
    """RULES.md §5 and S4 ("when the pot is matched there is no anteing"): everyone folds at
    the first stay, nobody matched the 6 left, and the screen says the next hand antes; the
    next-hand link says the pot is not matched."""
    body = hand_notation.request(old_man_hand.CASE)
    body["events"] = body["events"][:18]  # antes, the deal, each seat's exposing and passing
    while (to_act := client.post("/v1/games/old_man/state", json=body).json["to_act"]) is not None:
        body["events"].append({"type": "fold", "seat": to_act})
    lines = "\n".join(write_line({**e, "seat": e["seat"] + 1}) for e in body["events"])
    page = client.get("/play/old_man", query_string={**old_man_hand.SETUP, "played": lines}).text
    said = " ".join(html.unescape(re.sub(r"<[^>]+>", " ", page)).split())
    assert "The pot of 6 stays for the next deal" in said, said
    assert "Nobody matched it: the next hand antes as usual." in said, said
    link = re.search(r'href="([^"]+)" id="next-hand"', page)
    assert link, "no next deal"
    following = dict(parse_qsl(urlsplit(html.unescape(link.group(1))).query))
    assert (following["carried_pot"], following["carried_pot_matched"]) == ("6", "no")


def test_old_mans_next_deal_plays_for_the_matched_pot(client: FlaskClient) -> None:
    """RULES.md §5 (Old Man, S4's first hand): the two goes who lost to Seat 5 each match the
    18 they contested, and the matches are the next pot. The table after the hand and the next
    deal hold each loser's chips less his match, and the next deal plays for the pot of 36:
    what the players end with plus the next pot is what they started with."""
    page = _old_man_page(client)
    link = re.search(r'href="([^"]+)" id="next-hand"', page)
    assert link, "no next deal"
    following = dict(parse_qsl(urlsplit(html.unescape(link.group(1))).query))
    assert (following["carried_pot"], following["carried_pot_matched"]) == ("36", "yes")
    chips = [int(stacks.stack_of(following, seat)) for seat in range(1, 7)]
    assert chips == [96, 96 - 18, 99, 99, 96 - 18, 96 + 18]
    assert sum(chips) + 36 == 600
    said = " ".join(html.unescape(re.sub(r"<[^>]+>", " ", page)).split())
    assert "Bob 78" in said, said
    assert "It is matched: the next hand is played without antes." in said, said  # S4
    # The hand every go had to beat is among the hands shown.
    assert "The old man (high): Three of a kind, aces, eight-six kickers" in said, said


def test_a_step_that_costs_chips_says_how_many(client: FlaskClient) -> None:
    """RULES.md §5 (Old Man): staying in costs one more ante; the button says so ("Stay in
    for 1"), as a call says its chips."""
    page = _old_man_page(client, before="stay")
    assert re.findall(r"<button [^>]*>([^<]+)</button>", page)[:2] == ["Stay in for 1", "Fold"]


def test_a_card_seen_twice_is_said_once(client: FlaskClient) -> None:
    """RULES.md §0 (one pack holds each card once): the ace of hearts dealt to Bob and turned
    on the flop is refused in one sentence, not once for each place the API names, saying
    whose cards hold it."""
    dealt = "deal 2 down=Ah,Kd\ndeal 3 down=Qs,Js\ndeal 1 down=2c,3c\ncall 1 to=2\ncall 2 to=2"
    setup = {"players": "Ann, Bob, Cy", "chips": "200", "stakes.small_blind": "1",
             "stakes.big_blind": "2", "played": dealt + "\ncheck 3"}  # fmt: skip
    flop = {"add": "community card=?3", "card": "Ah 7c 2d"}
    page = client.get("/play/texas_holdem", query_string={**setup, **flop})
    refused = re.search(r'id="refused"><p>(.*?)</p>', page.text, re.S)
    assert refused, page.text
    said = html.unescape(re.sub(r"<[^>]+>", "", refused.group(1)))
    assert said == (
        "Not allowed: Ah appears twice, but a one-pack deck holds only one (Bob's cards and "
        "the board). The rule: No card twice."
    ), said


def test_a_game_for_two_says_two_players(client: FlaskClient) -> None:
    """S2 (Counterbluff) is a game for two: its setup says "2 players", not "2 to 2"."""
    page = client.get("/play/counterbluff", query_string={"players": "Ann, Bob, Cy"}).text
    said = " ".join(html.unescape(re.sub(r"<[^>]+>", " ", page)).split())
    assert "Counterbluff is played by 2 players; 3 named." in said, said
    assert "2 players, names separated" in said and "2 to 2" not in said


def test_old_mans_expose_says_which_card_is_turned_and_which_passed(client: FlaskClient) -> None:
    """RULES.md §5 (Old Man): each player turns up one card and passes one to the right; the
    fields say so, not "Card" and "Passed"."""
    page = _old_man_page(client, before="expose")
    labels = re.findall(r'<label for="[^"]+">([^<]*)</label>', page)
    assert labels[:2] == ["Ann: Card turned up", "Ann: Card passed to the right"], labels


def test_the_table_shows_what_each_player_declared(client: FlaskClient) -> None:
    """RULES.md §5 (Old Man, S4's first hand): once declared, each player's high or low is on
    the table beside his chips, where the go-or-stop step is taken."""
    page = _old_man_page(client, before="stop")
    table = page[page.index('id="table-title"') :]
    said = " ".join(html.unescape(re.sub(r"<[^>]+>", " ", table)).split())
    assert "Ann seat 1 96 chips, declared high" in said, said
    assert "Cy seat 3 99 chips (folded) ?" in said, said


_TRIPLE_DRAW_TO_THE_SHOWDOWN = "\n".join(
    [
        "deal 2 down=??,??,??,??,??", "deal 3 down=??,??,??,??,??", "deal 1 down=??,??,??,??,??",
        "call 1 to=2", "call 2 to=2", "check 3",
        "draw 2 discards=Kh,Qh down=7c,5d", "draw 3 discards=?? down=??", "stand_pat 1",
        "bet 2 to=2", "raise 3 to=4", "fold 1", "call 2 to=4",
        "draw 2 discards=?? down=??", "stand_pat 3", "check 2", "bet 3 to=4", "call 2 to=4",
        "draw 2 discards=?? down=??", "stand_pat 3", "check 2", "check 3",
    ]
)  # fmt: skip
"""A 2-7 triple draw hand at its showdown: Bob's 7c and 5d were seen as he drew them."""


def test_a_hand_is_shown_in_any_order_and_sent_as_dealt(client: FlaskClient) -> None:
    """RR The Showdown, rule 1: a player shows all his cards, laid down in any order. The API
    takes them in the order dealt (rule games.show: each card seen in its place), so the page
    lays out the cards typed: those seen in their places, the others in the order typed."""
    setup = {"players": "Ann, Bob, Cy", "chips": "200", "stakes.small_blind": "1",
             "stakes.big_blind": "2", "played": _TRIPLE_DRAW_TO_THE_SHOWDOWN}  # fmt: skip
    shown = [("add", "show 2 down=?5"), ("add", "show 3 down=?5"),
             ("down.2", "2d 3s 4h 5d 7c"), ("down.3", "9c 8d 6h 4s 3c")]  # fmt: skip
    answer = client.get("/play/deuce_to_seven_triple_draw", query_string=[*setup.items(), *shown])
    assert answer.status_code == 303, html.unescape(answer.text)[-600:]
    played = dict(parse_qsl(urlsplit(answer.headers["Location"]).query))["played"]
    bob = next(line for line in played.splitlines() if line.startswith("show 2"))
    assert bob == "show 2 down=2d,7c,5d,3s,4h"  # 7c and 5d where they were dealt
    ruled = html.unescape(client.get(answer.headers["Location"]).text)
    assert "goes to Bob with seven-five low" in ruled


@pytest.mark.parametrize(
    ("carried", "field", "said"),
    [
        ({"dealer": "9"}, "dealer", "Choose who deals: one of the 3 players, 1 to 3."),
        ({"dealer": "0"}, "dealer", "Choose who deals: one of the 3 players, 1 to 3."),
        ({"carried_pot": "x"}, "carried_pot", '"x" is not a number'),
        ({"carried_pot": "12", "carried_pot_matched": "1"}, "carried_pot_matched", "yes or no"),
    ],
)
def test_a_next_deal_link_gone_wrong_shows_the_field_to_correct(
    client: FlaskClient, carried: dict[str, str], field: str, said: str
) -> None:
    """What a deal holds of the last one (who deals, the pot carried in: RULES.md §5's carried
    pot, S1's passed-out deals) comes in the next-hand link; a value gone wrong there (typed in
    the address) is shown in its own field under "From the last deal", with what is wrong
    beside it, and counted as the player counts (the first player deals: 1), never the API's
    seat numbers."""
    setup = {"players": "Ann, Bob, Cy", "chips": "100", "stakes.ante": "1"}
    page = client.get("/play/old_man", query_string={**setup, **carried})
    assert page.status_code == 422
    text = html.unescape(page.text)
    assert "From the last deal" in text
    assert f'name="{field}"' in text and 'aria-invalid="true"' in text
    errors = re.findall(rf'<p class="error" id="{field}-error-\d+">([^<]*)</p>', text)
    assert errors and said in errors[0], errors
    every = " ".join(re.findall(r'<p class="error"[^>]*>([^<]*)</p>', text))
    assert "0 to 9" not in every and "-1" not in every  # never the API's seat numbers


def _four_handed_triple_draw(typed: dict[int, str]) -> str:
    """A 2-7 triple draw hand to its showdown, everyone standing pat: Cy bets the last round,
    Dee raises, and all call, so Dee shows first, then Ann, Bob and Cy; ``typed``: the cards
    the host typed in at the deal, by seat counted from 1 (the others dealt unseen)."""
    deals = [f"deal {seat} down={typed.get(seat, '??,??,??,??,??')}" for seat in (2, 3, 4, 1)]
    pat = [f"stand_pat {seat}" for seat in (2, 3, 4, 1)]
    checks = [f"check {seat}" for seat in (2, 3, 4, 1)]
    return "\n".join([
        *deals, "call 4 to=2", "call 1 to=2", "call 2 to=2", "check 3",
        *pat, *checks, *pat, *checks, *pat,
        "check 2", "bet 3 to=4", "raise 4 to=8", "call 1 to=8", "call 2 to=8", "call 3 to=8",
    ])  # fmt: skip


@pytest.mark.parametrize(
    ("typed", "title", "asked"),
    [
        ({2: "2d,3d,4h,5s,7c", 4: "8c,6d,5h,4s,2c"},
         "Show the cards: Dee first (already typed in), then Ann, Bob (already typed in) and Cy",
         ["Ann", "Cy"]),
        ({1: "2d,3d,4h,5s,7c", 4: "8c,6d,5h,4s,2c"},
         "Show the cards: Dee first (already typed in), then Ann (already typed in), Bob and Cy",
         ["Bob", "Cy"]),
        ({2: "2d,3d,4h,5s,7c"},
         "Show the cards: Dee first, then Ann, Bob (already typed in) and Cy",
         ["Dee", "Ann", "Cy"]),
    ],
)  # fmt: skip
def test_the_showdown_names_who_shows_first_though_the_cards_are_known(
    client: FlaskClient, typed: dict[int, str], title: str, asked: list[str]
) -> None:
    """RR The Showdown: the last to bet or raise shows first (Dee raised the last round). The
    API asks to show only the hands it does not know, so the page's title says who shows
    first at the table from the order it offers to give up unshown, known hands included,
    and every hand due after him (a hand left out of the order was shown late at the table);
    the fields are asked for the hands not known, in showing order."""
    setup = {"players": "Ann, Bob, Cy, Dee", "chips": "200", "stakes.small_blind": "1",
             "stakes.big_blind": "2", "played": _four_handed_triple_draw(typed)}  # fmt: skip
    page = html.unescape(client.get("/play/deuce_to_seven_triple_draw", query_string=setup).text)
    headings = re.findall(r"<h2>([^<]*)</h2>", page)
    assert title in headings, headings
    labels = re.findall(r'<label for="[^"]+">([^:<]*): 5 cards shown</label>', page)
    assert labels == asked, labels


def test_the_table_says_the_house_rules_played_other_than_usual(client: FlaskClient) -> None:
    """Omaha high-low started pot limit with nine or better: the table's name says how the
    game is usually played (fixed limit, eight or better), so a line under it says what this
    table changed, as the setup form labels it; a house rule left as usual is not said, and a
    game played as usual has no such line."""
    setup = {"players": "Ann, Bob, Cy", "chips": "200", "stakes.small_blind": "1",
             "stakes.big_blind": "2", "options.structure": "pot_limit",
             "options.qualifier": "9", "options.odd_chip": "position"}  # fmt: skip
    page = html.unescape(client.get("/play/omaha_high_low", query_string=setup).text)
    said = re.search(r'<p class="house-rules" id="house-rules">([^<]*)</p>', page)
    assert said is not None and said[1] == "House rules: structure: pot limit; qualifier: 9"
    assert page.index('id="house-rules"') < page.index('id="status"')
    played = {**setup, "played": "deal 2 down=??,??,??,??"}  # still said once a card is out
    page = html.unescape(client.get("/play/omaha_high_low", query_string=played).text)
    assert "House rules: structure: pot limit; qualifier: 9" in page
    usual = {key: value for key, value in setup.items() if not key.startswith("options.")}
    assert 'id="house-rules"' not in client.get("/play/omaha_high_low", query_string=usual).text
    lowball = {"players": "Ann, Bob", "options.lowball": "TRUE"}  # as the API spells it
    page = html.unescape(client.get("/play/counterbluff", query_string=lowball).text)
    assert "House rules: lowball: yes" in page


def test_a_board_fields_example_is_as_many_cards_as_it_takes(client: FlaskClient) -> None:
    """The flop's field shows three cards as its example, the turn's one (both said "Ks 2d",
    two cards, a size the board is never dealt); a showdown's field, five for a draw hand
    nobody saw, three for Bob's, whose 7c 5d were seen as he drew them."""
    setup = {"players": "Ann, Bob", "chips": "100", "stakes.small_blind": "1",
             "stakes.big_blind": "2"}  # fmt: skip
    preflop = ["deal 2 down=??,??", "deal 1 down=??,??", "call 1 to=2", "check 2"]
    flop = [*preflop, "community card=Ah", "community card=7c", "community card=2d"]
    for played, shown in ((preflop, "Ks 2d 8h"), ([*flop, "check 2", "check 1"], "Ks")):
        query = {**setup, "played": "\n".join(played)}
        page = client.get("/play/texas_holdem", query_string=query).text
        placeholder = re.search(r'<input id="[^"]+" name="card"[^>]*placeholder="([^"]*)"', page)
        assert placeholder is not None and placeholder[1] == shown, (shown, placeholder)
    setup |= {"players": "Ann, Bob, Cy", "played": _TRIPLE_DRAW_TO_THE_SHOWDOWN}
    page = client.get("/play/deuce_to_seven_triple_draw", query_string=setup).text
    shows = re.findall(r'name="down\.\d"[^>]*placeholder="([^"]*)"', page)
    assert [len(found.split()) for found in shows] == [3, 5], shows


def test_the_stakes_summary_leaves_out_a_stake_sent_empty(client: FlaskClient) -> None:
    """After a refusal the form comes back with the stakes as sent: one left empty (Razz's
    ante) is not in the summary ("ante , bring in 1"), the others are, each with its amount."""
    setup = {"players": "Ann", "chips": "200", "stakes.ante": "", "stakes.bring_in": "1",
             "stakes.small_bet": "2", "stakes.big_bet": "4"}  # fmt: skip
    page = html.unescape(client.get("/play/razz", query_string=setup).text)
    said = re.search(r'<span class="stakes-summary">([^<]*)</span>', page)
    assert said is not None and said[1] == "bring in 1, small bet 2, big bet 4", said


def test_a_house_rule_read_from_a_source_is_said_by_its_source(client: FlaskClient) -> None:
    """Jacks or Better's false openers house rule (RULES.md §2: S1's six cases, or Robert's
    Rules' case d): its choices are said as the classic reading and Robert's Rules, not by
    their codes ("s1 (usual)", "rr"); the odd chip's suit rules say whose cards count."""
    form = html.unescape(client.get("/play/jacks_or_better").text)
    assert '<option value="">the classic reading (usual)</option>' in form
    assert '<option value="rr">Robert\'s Rules</option>' in form
    stud = html.unescape(client.get("/play/seven_card_stud").text)
    assert "by suit, of the winning hand" in stud


def test_a_player_without_chips_is_told_to_sit_out_the_next_hand(client: FlaskClient) -> None:
    """Table stakes (RR House Policies): Cy, all in for 5, loses to Ann's aces and has no chips
    left; the next deal leaves him out, and the ruling says so beside "Deal the next hand" (a
    phone player saw him vanish without a word)."""
    lines = ["deal 2 down=Kc,Kd", "deal 3 down=2c,7d", "deal 1 down=As,Ad",
             "raise 1 to=5", "call 2 to=5", "call 3 to=5",
             "community card=9h", "community card=Jc", "community card=Qs", "check 2", "check 1",
             "community card=3h", "check 2", "check 1",
             "community card=4s", "check 2", "check 1"]  # fmt: skip
    query = {"players": "Ann, Bob, Cy", "chips": "100", "chips.3": "5", "stakes.blinds": "1 2",
             "stakes.small_bet": "2", "played": "\n".join(lines)}  # fmt: skip
    page = html.unescape(client.get("/play/texas_holdem", query_string=query).text)
    said = re.search(r'<p id="sitting-out">(.*?)</p>', page)
    assert said and said.group(1) == "Cy has no chips left and sits out the next hand."
    following = re.search(r'href="([^"]+)" id="next-hand"', page)
    assert following and "Cy" not in dict(parse_qsl(urlsplit(following.group(1)).query))["players"]


def test_a_known_hand_shows_in_turn_without_typing_its_cards_again(client: FlaskClient) -> None:
    """House rule known_hands_show (rules games.show, games.muck): every hole card typed at the
    deal, the showdown still asks each hand to show or give up, one at a time. Bob's show
    sends the cards typed at the deal and asks for nothing (it sent a show with no cards,
    refused as empty); then Ann's, and the ruling follows: Ann's aces beat Bob's kings."""
    played = "\n".join([
        "deal 2 down=Ks,Kh", "deal 1 down=As,Ad", "call 1 to=2", "check 2",
        "community card=2c", "community card=7d", "community card=9h", "check 2", "check 1",
        "community card=Jc", "check 2", "check 1", "community card=Qs", "check 2", "check 1",
    ])  # fmt: skip
    setup = {
        "players": "Ann, Bob", "chips": "100", "stakes.small_blind": "1",
        "stakes.big_blind": "2", "played": played, "options.known_hands_show": "true",
    }  # fmt: skip
    step = client.get("/play/texas_holdem", query_string=setup).text
    assert re.findall(r'name="add" value="(show [^"]*)"', step) == ["show 2 down=Ks,Kh"]
    assert "not yet seen" not in step
    step = client.get(
        "/play/texas_holdem", query_string=[*setup.items(), ("add", "show 2 down=Ks,Kh")],
        follow_redirects=True,
    ).text  # fmt: skip
    assert re.findall(r'name="add" value="(show [^"]*)"', step) == ["show 1 down=As,Ad"]
    ruled = client.get(
        "/play/texas_holdem",
        query_string=[*{**setup, "played": f"{played}\nshow 2 down=Ks,Kh"}.items(),
                      ("add", "show 1 down=As,Ad")],
        follow_redirects=True,
    )  # fmt: skip
    assert 'id="refused"' not in ruled.text
    assert "goes to Ann with pair of aces" in html.unescape(ruled.text)


def test_one_hole_card_typed_of_two_leaves_the_other_unseen(client: FlaskClient) -> None:
    """RULES.md §4 (stud: two down, one up on third street; a card nobody saw is ``??``): a
    player who saw one of Cy's hole cards types it alone under 'Down cards, if anyone saw
    them'; the other is unseen, and the street is dealt (it was refused: '2 down and 1 up, not
    1 down and 1 up', naming neither Cy nor ??)."""
    antes = "ante 2 amount=1\nante 3 amount=1\nante 1 amount=1"
    setup = {"players": "Ann, Bob, Cy", "chips": "100", "stakes.ante": "1",
             "stakes.bring_in": "2", "stakes.small_bet": "5", "played": antes}  # fmt: skip
    step = client.get("/play/seven_card_stud", query_string=setup).text
    adds = re.findall(r'name="add" value="([^"]*)"', step)
    typed = [("down.3", "8s"), ("up.1", "2d"), ("up.2", "Kh"), ("up.3", "Jc")]
    dealt = client.get(
        "/play/seven_card_stud",
        query_string=[*setup.items(), *(("add", a) for a in adds), *typed],
    )
    assert dealt.status_code == 303, dealt.text[:300]
    played = dict(parse_qsl(urlsplit(dealt.headers["Location"]).query))["played"]
    assert "deal 3 down=8s,?? up=Jc" in played.splitlines()


def test_hands_show_one_at_a_time_when_only_one_is_typed(client: FlaskClient) -> None:
    """Rule games.show (RR The Showdown: hands are shown in turn): at a badugi showdown of two
    unseen hands, the player types Bob's cards alone and presses Show: Bob's hand is shown and
    Cy's is asked next (it was refused as empty)."""
    events = [
        "deal 2 down=??,??,??,?? up=", "deal 3 down=??,??,??,?? up=",
        "deal 1 down=??,??,??,?? up=", "call 1 to=2", "call 2 to=2", "check 3",
        *(["stand_pat 2", "stand_pat 3", "stand_pat 1", "check 2", "check 3", "check 1"] * 3),
    ]  # fmt: skip
    setup = {"players": "Ann, Bob, Cy", "chips": "100", "stakes.small_blind": "1",
             "stakes.big_blind": "2", "played": "\n".join(events)}  # fmt: skip
    step = client.get("/play/badugi", query_string=setup).text
    shows = re.findall(r'name="add" value="(show [^"]*)"', step)
    assert len(shows) == 3, shows
    shown = client.get(
        "/play/badugi",
        query_string=[*setup.items(), *(("add", s) for s in shows), ("down.1", "Kc Td 3h 2s")],
    )
    assert shown.status_code == 303, html.unescape(shown.text)[:500]
    played = dict(parse_qsl(urlsplit(shown.headers["Location"]).query))["played"]
    assert played.splitlines()[-1] == "show 1 down=Kc,Td,3h,2s"
