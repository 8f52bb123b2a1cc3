"""What a phone trial at 360 px met in Elimination when a player all in for less lost his last
card (RULES.md §1, rule elimination.side-pot): the page said only "4♦ turned: Bob throws 4♥"
and the betting went on under a bar listing every pot as still open; with the house rule to
declare at once it jumped to a Declare form; the ruling gave Bob the main pot with no reason
and "The hands" left him out; the house rule read "empty hand side pot: declare now". Now the
page says whose pots are decided and who plays on, marks them on the bar, says at the ruling
when the winner lost his cards, and names the house rule in a player's words. (Through Flask's
client; the phone itself is ``test_lost_every_card_phone.py``.)"""

from __future__ import annotations

import re

from elimination_hands import (
    DECLARE_NOW,
    TYPED_PLAYED_ON,
    TYPED_TO_BOBS_LAST_CARD,
    golden,
    typed,
)
from flask.testing import FlaskClient
from page_text import answer, text

SIDE_POT_PLAYED_ON = "all-in-player-loses-every-card-side-pot-plays-on"
THREE_POTS = "three-pots-the-first-to-lose-every-card-takes-his-first"
NOTHING_MORE = "a-player-who-can-win-nothing-more-takes-no-part"
LAST_POT_FOLDED = "the-last-pot-uncontested-the-hand-ends"


def _page(client: FlaskClient, path: str) -> str:
    found = client.get(path)
    assert found.status_code == 200, found.text[-2000:]
    return found.text


def _part(page: str, pattern: str) -> str:
    found = re.search(pattern, page, flags=re.S)
    return text(found.group(0)) if found else ""


def _bar(page: str) -> str:
    return _part(page, r'<p class="status".*?</p>')


def _last_step(page: str) -> str:
    return _part(page, r'<p class="last-step" id="last-step">.*?</p>')


def test_the_reveal_that_takes_his_last_card_says_whose_pot_and_who_plays_on(
    client: FlaskClient,
) -> None:
    """S0: a player who loses every card wins the pot at once; Bob, all in for 2, takes the
    main pot he matched, and the betting goes on: the last step says why, in players' words."""
    page = _page(client, typed(TYPED_TO_BOBS_LAST_CARD))
    assert _last_step(page) == (
        "Last step: 4♦ turned: Bob throws 4♥. Bob has lost every card and takes the main pot "
        "(6). Ann and Cy play on for the side pot (4)."
    )
    assert _bar(page).startswith(
        "Main pot 6 (Bob's) · Side pot 4 (Ann, Cy) · After the third reveal · Cy to act"
    ), _bar(page)


def test_with_cards_unseen_it_is_said_once_the_last_discard_is_in(client: FlaskClient) -> None:
    """Ann's and Cy's cards unseen: Bob's pot is not decided until both have discarded (the
    referee waits for them), so only the last discard says it; the next reveal does not say
    it again, and the bar still marks the main pot Bob's."""
    waiting = _page(client, golden(SIDE_POT_PLAYED_ON, through="reveal 4d", then=1))
    assert "lost every card" not in text(waiting)
    assert _last_step(waiting) == "Last step: Ann threw cards."
    decided = _page(client, golden(SIDE_POT_PLAYED_ON, through="reveal 4d", then=2))
    assert _last_step(decided) == (
        "Last step: Cy threw cards. Bob has lost every card and takes the main pot (6). Ann "
        "and Cy play on for the side pot (4)."
    )
    later = _page(client, golden(SIDE_POT_PLAYED_ON, through="reveal 2h", then=2))
    assert "lost every card" not in _last_step(later), _last_step(later)
    assert _bar(later).startswith("Main pot 6 (Bob's) · Side pot 4 (Ann, Cy)"), _bar(later)


def test_declared_at_once_the_declare_form_says_why(client: FlaskClient) -> None:
    """Under the house rule to declare at once, the page goes from Bob's 4♥ to the Declare
    form: the last step says Ann and Cy declare for the side pot now."""
    page = _page(client, typed(TYPED_TO_BOBS_LAST_CARD, **DECLARE_NOW))
    assert _last_step(page) == (
        "Last step: 4♦ turned: Bob throws 4♥. Bob has lost every card and takes the main pot "
        "(6). Ann and Cy declare for the side pot (4) now."
    )
    assert "Ann: Declaration" in text(page) and "Cy: Declaration" in text(page)
    assert _bar(page).startswith("Main pot 6 (Bob's) · Side pot 4 (Ann, Cy)"), _bar(page)


def test_a_pot_won_by_losing_every_card_is_marked_whose_on_the_bar(client: FlaskClient) -> None:
    """Three pots: Bob takes the main pot on the third reveal, Cy the first side pot on the
    fourth (Bob is not in it); the bar marks each pot whose it is, and says who may win the
    one still played for."""
    before = _page(client, golden(THREE_POTS, through="reveal 9h"))
    assert _bar(before).startswith(
        "Main pot 8 (Bob's) · Side pot 1: 9 (Ann, Cy, Dee) · Side pot 2: 8 (Ann, Dee)"
    ), _bar(before)
    page = _page(client, golden(THREE_POTS, through="reveal 9h", then=2))
    assert _bar(page).startswith(
        "Main pot 8 (Bob's) · Side pot 1: 9 (Cy's) · Side pot 2: 8 (Ann, Dee) · After the "
        "fourth reveal"
    ), _bar(page)
    assert _last_step(page) == (
        "Last step: Ann threw cards. Cy has lost every card and takes side pot 1 (9). Ann and "
        "Dee play on for side pot 2 (8)."
    )


def test_a_player_who_can_win_nothing_more_is_said(client: FlaskClient) -> None:
    """Cy, all in for 5, loses every card and takes both pots he is in; Bob, all in for 2 with
    two cards left, is in the main pot only: he can win nothing more, and is not asked to
    discard or declare."""
    page = _page(client, golden(NOTHING_MORE, through="reveal 4d", then=2))
    assert _last_step(page) == (
        "Last step: Ann threw cards. Cy has lost every card and takes the main pot (8) and "
        "side pot 1 (9). Ann and Dee play on for side pot 2 (4); Bob can win nothing more."
    )
    bar = _bar(page)
    assert bar.startswith("Main pot 8 (Cy's) · Side pot 1: 9 (Cy's) · Side pot 2: 4"), bar


def test_the_ruling_says_when_the_winner_with_no_card_lost_them(client: FlaskClient) -> None:
    """The ruling gives Bob the main pot and says why (his cards are gone, not missing); "The
    hands" lists him with the reveal, before the declarers; the bar marks his pot."""
    page = _page(client, typed(TYPED_PLAYED_ON))
    ruling = answer(page)
    assert (
        "Main pot (6 chips) goes to Bob. Bob lost every card on the third reveal. Side pot ("
    ) in ruling, ruling
    assert "The hands Bob: lost every card on the third reveal Ann: declared high" in ruling
    assert _bar(page).startswith("Main pot 6 (Bob's) · Side pot 8 (Ann, Cy) · hand over")


def test_each_winner_with_no_card_is_said_after_his_pots(client: FlaskClient) -> None:
    """Three pots: Bob's reason after the main pot, Cy's after the first side pot; each in
    "The hands" with his own reveal. Cy, who took both pots he was in when the last pot was
    left to Dee, is said once, after the last of them."""
    ruling = answer(_page(client, golden(THREE_POTS)))
    assert (
        "Main pot (8 chips) goes to Bob. Bob lost every card on the third reveal. Side pot 1 "
        "(9 chips) goes to Cy. Cy lost every card on the fourth reveal. Side pot 2"
    ) in ruling, ruling
    assert "Bob: lost every card on the third reveal Cy: lost every card on the fourth" in ruling
    folded = answer(_page(client, golden(LAST_POT_FOLDED)))
    assert (
        "Main pot (8 chips) goes to Cy. Side pot 1 (9 chips) goes to Cy. Cy lost every card on "
        "the third reveal. Side pot 2 (4 chips) goes to Dee."
    ) in folded, folded
    assert folded.count("lost every card on") == 2  # the ruling's sentence and "The hands"


def test_the_whole_pot_won_at_once_says_why(client: FlaskClient) -> None:
    """S0's own case, one pot: the hand ends when Ann loses her last card; the last step and
    the ruling say so."""
    page = _page(client, golden("lost-every-card-wins-at-once"))
    assert _last_step(page).endswith("Ann has lost every card and takes the pot (16).")
    assert "The pot (16 chips) goes to Ann. Ann lost every card on the second reveal." in answer(
        page
    )
    assert _bar(page).startswith("Pot 16 · hand over"), _bar(page)


def test_the_side_pot_house_rule_is_named_in_a_players_words(client: FlaskClient) -> None:
    """The house rule read "empty hand side pot: declare now": its label says which side pot,
    its choices who plays for it and how, on the play screen, the setup form and the game's
    page, and where the rules applied name it."""
    page = text(_page(client, typed(TYPED_TO_BOBS_LAST_CARD, **DECLARE_NOW)))
    house = "House rules: side pot when a player loses every card: its players declare for it"
    assert f"{house} at once" in page
    assert "the house rule “Side pot when a player loses every card”" in page
    setup = text(_page(client, "/play/elimination"))
    assert (
        "Side pot when a player loses every card its players play on for it (usual) its "
        "players declare for it at once"
    ) in setup
    rules = text(_page(client, "/games/elimination"))
    assert "Unless agreed otherwise: its players play on for it." in rules
    for said in (page, setup, rules):
        assert "empty hand" not in said.lower() and "declare now" not in said
