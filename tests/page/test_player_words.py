"""No programmer's name on the page: the rulebook and the contract name a house rule by its
option (``option odd_chip``) and a rule by its id (``rule procedure.string-raise``); the page
says the house rule as the setup form labels it and the rule by its title, wherever it quotes a
rule's sentence, its source or a field's description. Through Flask's client, on the pages a
player meets: the index, every game's page and setup form, every question with its worked
examples answered, the rules, a history, and hands played to their showdown and their end."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from typing import Final
from urllib.parse import urlencode

from flask.testing import FlaskClient

LEAK = re.compile(
    r"\boptions? [a-z]+_[a-z_]*[a-z]\b|\boptions? [a-z]+ ?[=:]|\brules? [a-z_]+(\.[a-z0-9_-]+)+",
    re.I,
)
"""An option by its name (``option max_draw``, ``option packs: two``) or a rule by its id."""
_FOLLOWED: Final = ("/games/", "/play/", "/ask/", "/rules", "/histories")
_HANDS: Final = (
    "/play/deuce_to_seven_triple_draw?" + urlencode({
        "players": "Ann, Bob, Cy", "chips": "200", "stakes.small_blind": "1",
        "stakes.big_blind": "2", "played": "\n".join([
            "deal 2 down=??,??,??,??,??", "deal 3 down=??,??,??,??,??",
            "deal 1 down=??,??,??,??,??", "call 1 to=2", "call 2 to=2", "check 3",
        ])}),
    "/play/omaha_high_low?" + urlencode({
        "players": "Ann, Bob, Cy", "chips": "200", "stakes.small_blind": "1",
        "stakes.big_blind": "2", "options.odd_chip": "suit_all_cards", "played": "\n".join([
            "deal 2 down=??,??,??,??", "deal 3 down=??,??,??,??", "deal 1 down=??,??,??,??",
            "fold 1", "fold 2",
        ])}),
)  # fmt: skip
"""Hands the links do not reach: a draw (the draw's rule says how many a player may draw)
and one over, the odd chip's house rule changed."""


def _text(page: str) -> str:
    """What a person reads: the page without its tags, scripts and styles."""
    page = re.sub(r"<(script|style)\b.*?</\1>", " ", page, flags=re.S)
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", page)).split())


def _pages(client: FlaskClient) -> Iterator[tuple[str, str]]:
    """Each page the links lead to from the index, two taps deep, and the hands."""
    seen: set[str] = set()
    waiting = ["/", *_HANDS]
    depth = dict.fromkeys(waiting, 0)
    while waiting:
        path = waiting.pop(0)
        if path in seen:
            continue
        seen.add(path)
        answer = client.get(path)
        yield path, answer.text
        if depth[path] >= 2:
            continue
        for found in re.findall(r'href="(/[^"#]*)"', answer.text):
            link = html.unescape(found)
            if link.startswith(_FOLLOWED) and link not in depth:
                depth[link] = depth[path] + 1
                waiting.append(link)


def test_no_page_says_an_option_or_a_rule_by_its_programmers_name(client: FlaskClient) -> None:
    """The draw's rule said "up to option max_draw", the odd chip's "(option odd_chip changes
    it)", a dispute's house rule "(rule procedure.out-of-turn-changed)": each is said as the
    house rule the setup form labels ("the house rule “Max draw”") or the rule's title."""
    leaks, read = [], 0
    for path, page in _pages(client):
        read += 1
        said = _text(page)
        leaks += [(path, said[max(0, found.start() - 40) : found.end() + 20])
                  for found in LEAK.finditer(said)]  # fmt: skip
    assert leaks == [], leaks[:10]
    assert read > 100  # the games, their questions, examples and rules were all read
    rules = _text(client.get("/rules").text)
    assert "up to the house's limit (the house rule “Max draw”)" in rules
    assert "(the house rule “Odd chip” changes it)" in rules
    dispute = _text(client.get("/ask/disputes/out_of_turn").text)
    assert "(the rule “" in dispute, dispute
