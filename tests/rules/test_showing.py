"""Showing and mucking at the showdown (rules ``games.show`` and ``games.muck``; Robert's Rules
of Poker, Section 3, The Showdown, rules 1 and 2; Poker TDA Rules, 2024, Rules 12 and 15): a
seat whose hand decides a pot shows it or throws it away unshown; a hand shown speaks for itself,
so it is neither thrown away after nor shown again."""

from __future__ import annotations

import pytest
from hand_notation import play
from test_showdown_order import HOLDEM, TO_THE_RIVER

from service.rules.errors import RuleViolation
from service.rules.games.events import EventType, Phase

CHECKED_DOWN = [*TO_THE_RIVER, "check 1", "check 2", "check 3", "check 0"]
"""Four hands checked to the showdown; seat 1 shows first."""


def _refused(lines: list[str]) -> RuleViolation:
    with pytest.raises(RuleViolation) as caught:
        play(HOLDEM, lines)
    return caught.value


def test_a_hand_shown_is_not_thrown_away_after() -> None:
    """Cards speak: seat 1's aces, shown, still win; he may not muck them and hand the pot to
    a worse hand, and the showdown no longer offers him a fold."""
    shown = [*CHECKED_DOWN, "show 1 As Ah"]
    state = play(HOLDEM, shown)
    assert state.phase == Phase.SHOW
    folds = [n.seat for n in state.next_events if n.type == EventType.FOLD]
    assert folds == [2, 3, 0]
    violation = _refused([*shown, "fold 1"])
    assert violation.rule == "games.muck"
    assert "has shown his hand" in violation.detail
    over = play(HOLDEM, [*shown, "show 2 3s 4s", "show 3 5s 6d", "show 0 8c 8h"])
    assert over.result is not None
    assert over.result.settlement.won == (0, 8, 0, 0)


def test_a_hand_is_shown_once() -> None:
    """A second show by the same seat is not one the showdown offers: refused, not ignored."""
    violation = _refused([*CHECKED_DOWN, "show 1 As Ah", "show 1 As Ah"])
    assert violation.rule == "games.show"
    assert "has shown already" in violation.detail


def test_a_hand_not_yet_shown_may_still_be_mucked() -> None:
    """RR The Showdown: a seat may throw his hand away unshown and give up his claim."""
    state = play(HOLDEM, [*CHECKED_DOWN, "show 1 As Ah", "fold 2"])
    assert "games.muck" in state.rules and state.seats[2].folded


def test_a_hand_shown_in_part_is_still_to_show() -> None:
    """A show that leaves a card unseen (``??``) has not shown the hand: the seat is still
    offered its show, shows the rest, and the hand ends (it does not wait for ever)."""
    partly = [*CHECKED_DOWN, "show 1 As ??"]
    state = play(HOLDEM, partly)
    assert (EventType.SHOW, 1) in [(n.type, n.seat) for n in state.next_events]
    over = play(HOLDEM, [*partly, "show 1 As Ah", "show 2 3s 4s", "show 3 5s 6d", "show 0 8c 8h"])
    assert over.phase == Phase.OVER
    assert over.result is not None and over.result.settlement.won == (0, 8, 0, 0)


def test_a_show_of_too_few_cards_names_the_cards_the_hand_holds() -> None:
    """Rule games.show: a show names every down card, each seen one in its place. A player
    who typed only the card nobody saw is told which cards his hand holds (the seen ones by
    name), and a hand nobody saw that it may come in any order."""
    partly = [*CHECKED_DOWN, "show 1 As ??"]
    violation = _refused([*partly, "show 1 Ah"])
    assert violation.rule == "games.show"
    assert violation.detail == (
        "seat 1 shows all 2 of his down cards as his hand holds them, As ??, each ?? named"
    )
    violation = _refused([*CHECKED_DOWN, "show 1 As"])
    assert violation.detail == "seat 1 shows all 2 of his down cards (none seen yet: in any order)"


KNOWN = {"deal 1 ?? ??": "deal 1 As Ah", "deal 2 ?? ??": "deal 2 Ks Kh",
         "deal 3 ?? ??": "deal 3 Td Th", "deal 0 ?? ??": "deal 0 Js Jh"}  # fmt: skip
KNOWN_DOWN = [
    next((line.replace(hidden, known) for hidden, known in KNOWN.items()
          if line.startswith(hidden)), line)
    for line in CHECKED_DOWN
]  # fmt: skip
"""Four hands checked down, every hole card sent: aces, kings, tens, jacks (the board is
2c 7d 9h Jc Qs)."""


def test_known_hands_are_ruled_at_once_unless_the_house_has_them_show_or_muck() -> None:
    """Rules games.show and games.muck (RR The Showdown, rule 1: a player must show all his
    cards to win any part of the pot; TDA 2024 Rule 15: a hand mucked at the showdown is dead),
    house option known_hands_show. By default a hand whose cards were all sent speaks at once:
    seat 0's three jacks (with the board's jack) win when the betting ends. With the option the
    four hands still show or muck in turn: the jacks thrown away unshown win nothing, and the
    kings shown take the pot."""
    over = play(HOLDEM, KNOWN_DOWN)
    assert over.result is not None and over.result.settlement.won == (8, 0, 0, 0)
    case = HOLDEM | {"options": {"known_hands_show": True}}
    state = play(case, KNOWN_DOWN)
    assert state.phase == Phase.SHOW and state.result is None
    assert [(n.type, n.seat) for n in state.next_events if n.type == EventType.SHOW] == [
        (EventType.SHOW, seat) for seat in (1, 2, 3, 0)
    ]
    mucked = play(case, [*KNOWN_DOWN, "fold 1", "show 2 Ks Kh", "fold 3", "fold 0"])
    assert mucked.result is not None and mucked.result.settlement.won == (0, 0, 8, 0)
    assert "games.muck" in mucked.rules
    violation = _refused_at(case, [*KNOWN_DOWN, "show 1 As Kh"])
    assert violation.rule == "games.show" and "was seen as Ah, not Kh" in violation.detail


def _refused_at(case: dict[str, object], lines: list[str]) -> RuleViolation:
    with pytest.raises(RuleViolation) as caught:
        play(case, lines)
    return caught.value
