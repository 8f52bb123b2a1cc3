"""What a player met on a 360x740 phone, through Flask's client (the page is server-made): a
refused deal or draw left the cards to correct folded away; a draw from known cards, the
cards thrown left empty, said only "Bob holds no unseen card"; a required yes or no offered
"the default", which was refused; cards typed without spaces were counted as one;
during a draw the header named the betting round before it; the stud big bet's help spoke of
"S3's home rule" and "option big_bets_from_fifth"; a player who folded without paying was
"Dee +0".
"""

from __future__ import annotations

import re
from typing import Final
from urllib.parse import parse_qsl, urlsplit

from flask import Flask
from flask.testing import FlaskClient
from page_text import text

from service.page.catalogue import questions

HOLDEM = {"players": "Ann, Bob", "chips": "200", "stakes.small_blind": "1",
          "stakes.big_blind": "2"}  # fmt: skip
DRAW = {"players": "Ann, Bob, Cy", "chips": "100", "stakes.small_blind": "1",
        "stakes.big_blind": "2"}  # fmt: skip
BOB_KNOWN = "\n".join([
    "deal 2 down=2c,3d,4h,8s,Ks", "deal 3 down=??,??,??,??,??", "deal 1 down=??,??,??,??,??",
    "call 1 to=2", "call 2 to=2", "check 3",
])  # fmt: skip
"""Five-card draw before the draw, Bob's cards typed as dealt: Bob is to draw."""


def _folded(page: str) -> str:
    """The step's section of fields that opens (``<details class="more">``), as sent."""
    found = re.search(r'<details class="more".*?</details>', page, re.S)
    assert found is not None, text(page)
    return found.group(0)


def _marked(page: str) -> list[str]:
    """The fields marked as the ones the refusal names, by their names."""
    return re.findall(r'name="([^"]+)"[^>]*aria-invalid="true"', page)


def test_a_card_typed_twice_opens_the_cards_to_correct(client: FlaskClient) -> None:
    """Hold'em: As typed for both players, "Post the blinds and deal" is refused, and the
    "Down cards" the player typed come back open with both fields marked, not closed; in a
    draw, a card drawn that Bob holds marks the cards drawn, not the cards thrown."""
    deal = [("add", "deal 2 down=??2"), ("add", "deal 1 down=??2"),
            ("down.2", "As Kd"), ("down.1", "As Qh")]  # fmt: skip
    refused = client.get("/play/texas_holdem", query_string=[*HOLDEM.items(), *deal])
    assert refused.status_code == 422
    assert "Not allowed: As appears twice" in text(refused.text)
    folded = _folded(refused.text)
    assert folded.startswith('<details class="more" open>'), folded
    assert _marked(refused.text) == ["down.2", "down.1"]
    assert 'value="As Kd"' in folded and 'aria-describedby="refused"' in folded
    # Nothing refused: the section stays folded, nothing marked.
    fresh = client.get("/play/texas_holdem", query_string=HOLDEM).text
    assert _folded(fresh).startswith('<details class="more">') and _marked(fresh) == []

    draw = [("add", "draw 2 discards=? down=??"), ("discards.2", "2c 3d 4h"),
            ("down.2", "Ks Qd Jc")]  # fmt: skip
    refused = client.get(
        "/play/five_card_draw", query_string=[*DRAW.items(), ("played", BOB_KNOWN), *draw]
    )
    assert refused.status_code == 422
    assert "Not allowed: Ks appears twice" in text(refused.text)
    # Bob's cards known: his new cards are asked beside those thrown, never folded away.
    assert "<details" not in refused.text.split('class="step"')[1].split("</form>")[0]
    assert _marked(refused.text) == ["down.2"]


def test_a_count_refused_before_sending_opens_its_field(client: FlaskClient) -> None:
    """Badugi, Bob's cards unseen: three cards typed as thrown under "Draw 2" are said before
    anything is sent, and the folded field they were typed in is shown open and marked."""
    deals = [f"deal {seat} down=??,??,??,??" for seat in (2, 3, 1)]
    played = "\n".join([*deals, "call 1 to=2", "call 2 to=2", "check 3"])
    query = [*DRAW.items(), ("played", played), ("add", "draw 2 discards=??2 down=??2"),
             ("discards.2", "3d 6s Th")]  # fmt: skip
    refused = client.get("/play/badugi", query_string=query)
    assert "Not allowed: Give 2 cards thrown; 3 given." in text(refused.text)
    assert _folded(refused.text).startswith('<details class="more" open>')
    assert _marked(refused.text) == ["discards.2"]


def test_a_draw_from_known_cards_asks_for_the_cards_thrown(client: FlaskClient) -> None:
    """Bob's cards known, "cards thrown" left empty, "Draw" pressed: the page asks for the
    cards Bob throws (his field marked) before anything is sent; typed, the draw is taken,
    three drawn for the three typed."""
    page = client.get("/play/five_card_draw", query_string={**DRAW, "played": BOB_KNOWN}).text
    draw = re.search(r'value="([^"]+)" formnovalidate[^>]*>Draw<', page)
    assert draw is not None, text(page)
    query = [*DRAW.items(), ("played", BOB_KNOWN), ("add", draw.group(1))]
    refused = client.get("/play/five_card_draw", query_string=[*query, ("discards.2", "")])
    assert refused.status_code == 422
    said = text(refused.text)
    assert "Not allowed: Type the cards Bob throws, or press Stand pat." in said, said
    assert "unseen card." not in said and _marked(refused.text) == ["discards.2"]
    drawn = client.get("/play/five_card_draw", query_string=[*query, ("discards.2", "2c 3d 4h")])
    assert drawn.status_code == 303, text(drawn.text)
    played = dict(parse_qsl(urlsplit(drawn.headers["Location"]).query))["played"]
    assert played.endswith("draw 2 discards=2c,3d,4h down=??,??,??")


_REQUIRED_SELECT: Final = re.compile(
    r'<label for="([^"]+)">[^<]*<span class="required">\(required\)</span></label>\s*'
    r'<select[^>]*>\s*(?:<!--.*?-->\s*)?<option value="">([^<]*)</option>',
    re.S,
)


def test_a_required_choice_offers_no_default(client: FlaskClient, app: Flask) -> None:
    """On "An action out of turn", "Facing bet" is required, and its first choice said "the
    default", refused as "Facing bet: Choose yes or no."; it now says "choose", as every
    required choice of every form does."""
    form = client.get("/ask/disputes/out_of_turn").text
    assert ("f-facing_bet", "choose") in _REQUIRED_SELECT.findall(form)
    said = text(client.get("/ask/disputes/out_of_turn?ask=1&type=call").text)
    assert "Facing bet: Choose yes or no." in said and "the default" not in said.split("More")[0]
    asked = client.get("/ask/disputes/out_of_turn?ask=1&type=call&facing_bet=yes")
    assert "No ruling" not in text(asked.text)
    with app.app_context():
        slugs = list(questions())
    for slug in slugs:
        for field, first in _REQUIRED_SELECT.findall(client.get(f"/ask/{slug}").text):
            assert first == "choose", (slug, field, first)


FLOP = "deal 2 down=??,??\ndeal 1 down=??,??\ncall 1 to=2\ncheck 2"


def test_cards_typed_together_are_read_apart(client: FlaskClient) -> None:
    """At the flop, "2s3h7c" was "Give 3 board cards; 1 given": cards typed together, each a
    rank and then a suit (10h a ten), are dealt apart; what cannot be read apart says to
    separate the cards with spaces, and every word that is no card is named, not the last."""
    query = [*HOLDEM.items(), ("played", FLOP), ("add", "community card=?3")]

    def flop(typed: str) -> tuple[int, str]:
        answer = client.get("/play/texas_holdem", query_string=[*query, ("card", typed)])
        if answer.status_code == 303:
            played = dict(parse_qsl(urlsplit(answer.headers["Location"]).query))["played"]
            return 303, " ".join(line.split("=")[1] for line in played.splitlines()[4:])
        refused = re.search(r'<div class="problem".*?</div>', answer.text, re.S)
        assert refused is not None, text(answer.text)
        return answer.status_code, text(refused.group(0))

    assert flop("2s3h7c") == (303, "2s 3h 7c")
    assert flop("10hJd,q♠") == (303, "Th Jd Qs")
    assert flop("2s3h7") == (422, (
        'Not allowed: On the board, "2s3h7" is not one card: separate the cards with spaces, '
        "each a rank (2 to 10, J, Q, K or A) and then a suit (c, d, h or s), such as 2s 3h 7c."
    ))  # fmt: skip
    assert flop("A\u2660 1h 7") == (422, (
        'Not allowed: On the board, "1h" and "7" are not cards: type each card as a rank (2 to '
        "10, J, Q, K or A) and then a suit (c, d, h or s), separated by spaces, such as As 10h 7c."
    ))  # fmt: skip
    # The forms read them apart too: a hand typed together is ranked.
    ranked = client.get("/ask/hands/evaluate?ask=1&hands.0.cards=AsKdQhJc9h").text
    assert "The ruling Place 1: hand 1, High card, ace-king-queen-jack-nine." in text(ranked)


def _status(page: str) -> str:
    found = re.search(r'<p class="status".*?</p>', page, re.S)
    assert found is not None, text(page)
    return text(found.group(0))


def test_the_header_names_the_draw_being_taken(client: FlaskClient) -> None:
    """The header said "Before the draw" over "How many cards does Bob draw?", and "After the
    first draw" over the second draw: it now names the draw being taken."""
    page = client.get("/play/five_card_draw", query_string={**DRAW, "played": BOB_KNOWN}).text
    assert _status(page).startswith("Pot 6 · The draw · Bob to act"), _status(page)
    assert "<title>Five-card draw, the draw ·" in page
    drawn = [f"draw {seat} discards=?? down=??" for seat in (2, 3, 1)]
    after = "\n".join([BOB_KNOWN.replace("2c,3d,4h,8s,Ks", "??,??,??,??,??"), *drawn])
    page = client.get("/play/five_card_draw", query_string={**DRAW, "played": after}).text
    assert _status(page).startswith("Pot 6 · After the draw · Bob to act"), _status(page)
    deals = [f"deal {seat} down=??,??,??,??" for seat in (2, 3, 1)]
    first = "\n".join([*deals, "call 1 to=2", "call 2 to=2", "check 3"])
    page = client.get("/play/badugi", query_string={**DRAW, "played": first}).text
    assert _status(page).startswith("Pot 6 · The first draw · Bob to act"), _status(page)
    second = "\n".join([first, *drawn, "check 2", "check 3", "check 1"])
    page = client.get("/play/badugi", query_string={**DRAW, "played": second}).text
    assert _status(page).startswith("Pot 6 · The second draw · Bob to act"), _status(page)
    assert "How many cards does Bob draw?" in text(page)


def _big_bet_help(client: FlaskClient, game: str) -> tuple[str, list[str]]:
    """The setup form's help beside "Big bet", and the house rules' labels on the form."""
    form = client.get(f"/play/{game}").text
    found = re.search(r'<small id="f-stakes-big_bet-help">(.*?)</small>', form, re.S)
    assert found is not None, game
    labels = re.findall(r'<label for="f-options-[^"]+">([^<]+)</label>', form)
    return text(found.group(1)), labels


def test_the_stud_big_bet_is_said_in_a_players_words(client: FlaskClient) -> None:
    """Beside "Big bet", each stud game says when the page plays a big bet (RULES.md §4) and
    the house rule that changes it, by its label on the same form; no source's code name, no
    option's name."""
    said = {game: _big_bet_help(client, game) for game in
            ("seven_card_stud", "seven_card_stud_high_low", "razz")}  # fmt: skip
    for game, (help, labels) in said.items():
        assert "S3" not in help and "big_bets_from_fifth" not in help and "option" not in help
        assert '"Big bets from fifth"' in help and "Big bets from fifth" in labels, game
    assert said["seven_card_stud"][0].endswith(
        "Every bet is a small bet until a player still in shows a pair face up: from fourth "
        "street on, that lets anyone bet or raise the big bet. To bet big from fifth street on, "
        'as casinos do, set the house rule "Big bets from fifth" to yes.'
    )
    # Said so that it stays true when the player changes the house rule on the same form.
    assert (
        'Unless the house rule "Big bets from fifth" is set to yes, the big bet is never bet: '
        "in a high-low game" in said["seven_card_stud_high_low"][0]
    )
    assert said["razz"][0].endswith(
        "Small bets on third and fourth street, then every bet is a big bet, while the house "
        'rule "Big bets from fifth" is yes, as it is unless you change it; in a low game a pair '
        "showing changes nothing. Set to no, every bet is a small bet."
    )


def test_a_player_who_paid_nothing_breaks_even(client: FlaskClient) -> None:
    """Five-card draw: Dee folds first, Ann too, Bob folds his small blind to Cy's big blind.
    The payouts said "Dee +0"; they say it as the ruling's sentences do: "Dee breaks even"."""
    deals = [f"deal {seat} down=??,??,??,??,??" for seat in (2, 3, 4, 1)]
    played = "\n".join([*deals, "fold 4", "fold 1", "fold 2"])
    setup = {**DRAW, "players": "Ann, Bob, Cy, Dee", "played": played}
    page = client.get("/play/five_card_draw", query_string=setup).text
    found = re.search(r'<ul class="payouts">.*?</ul>', page, re.S)
    assert found is not None, text(page)
    payouts = text(found.group(0))
    said = "Cy wins 2, 1 more than put in Ann breaks even Dee breaks even Bob loses 1"
    assert payouts == said, payouts
