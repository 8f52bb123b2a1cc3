"""What a phone player met in Elimination: after "Reveal" the page showed no row and said
nothing of the card turned (the players' kings just vanished), and the ruling named winners
without a word on the declarations or the point totals that decided them."""

from __future__ import annotations

import re
from typing import Final

from flask.testing import FlaskClient
from page_text import answer, text

SETUP: Final = {"players": "Ann, Bob, Cy", "chips": "200", "stakes.ante": "1",
                "stakes.small_bet": "5"}  # fmt: skip
CHECKS: Final = ["check 2", "check 3", "check 1"]
DEALT: Final = [
    "ante 1 amount=1", "ante 2 amount=1", "ante 3 amount=1",
    "deal 1 down=Kc,Kd,2c,3c,4c", "deal 2 down=Ah,2h,3h,4h,Kh", "deal 3 down=As,2s,3s,4s,Js",
    *CHECKS,
]  # fmt: skip
WHOLE: Final = [
    *DEALT, "reveal card=Ks", *CHECKS, "reveal card=9d", *CHECKS, "reveal card=8d", *CHECKS,
    "reveal card=7d", *CHECKS, "reveal card=6d", *CHECKS,
    "declare 1 declaration=high", "declare 2 declaration=low", "declare 3 declaration=both",
]  # fmt: skip


def _page(client: FlaskClient, lines: list[str]) -> str:
    found = client.get("/play/elimination", query_string={**SETUP, "played": "\n".join(lines)})
    assert found.status_code == 200
    return found.text


def test_the_card_turned_is_shown_and_what_it_made_each_player_throw(
    client: FlaskClient,
) -> None:
    """K♠ turned: the row shows it like a board, and the last step says Ann threw her two
    kings and Bob his one; the take-back names the card turned."""
    said = text(_page(client, [*DEALT, "reveal card=Ks"]))
    assert "Row K♠" in said
    assert "Last step: K♠ turned: Ann throws K♣ K♦ and Bob throws K♥." in said
    assert "Take back the card turned" in said


def test_a_rank_nobody_holds_is_said(client: FlaskClient) -> None:
    """9♦ turned with no nine in any hand: said so, the row growing card by card."""
    said = text(_page(client, [*DEALT, "reveal card=Ks", *CHECKS, "reveal card=9d"]))
    assert "Row K♠ 9♦" in said
    assert "Last step: 9♦ turned: nobody holds a nine." in said


def test_the_ruling_lists_each_declaration_and_its_totals(client: FlaskClient) -> None:
    """The ruling lists each survivor's declaration and point totals (a jack counts ½ for
    low), his cards beside them, as the other games list each hand."""
    ruling = answer(_page(client, WHOLE))
    assert "The hands" in ruling
    assert "Ann: declared high: high total 9 (low total 9)" in ruling
    assert "Bob: declared low: low total 10 (high total 20)" in ruling
    assert "Cy: declared both: high total 30, low total 10½" in ruling
    assert "high_total" not in ruling and "low_total" not in ruling
    # The only pot is "the pot" in every sentence, never a "main pot" without side pots.
    assert "Cy declared both ways, did not win both, and takes no part of the pot." in ruling


def _bar(page: str) -> str:
    found = re.search(r'<p class="status".*?</p>', page, flags=re.S)
    assert found
    return text(found.group(0))


def test_the_heading_says_the_step_being_done(client: FlaskClient) -> None:
    """Before the deal the bar says "The deal" (not "After the deal" above a Deal button);
    waiting for a reveal, which card is turned; in the betting, the street as before."""
    antes = DEALT[:3]
    assert "· The deal" in _bar(_page(client, antes))
    assert "After the deal" not in text(_page(client, antes))
    assert "· Turn the first card" in _bar(_page(client, DEALT))
    second = [*DEALT, "reveal card=Ks", *CHECKS]
    assert "· Turn the second card" in _bar(_page(client, second))
    assert "· After the first reveal · Bob to act" in _bar(_page(client, second[:-3]))
