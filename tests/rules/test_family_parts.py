"""The parts of a hand's state only one family of games has, read from the replayed hand in the
core:
a draw game's opener and discards (RULES.md §2; S1), Elimination's row and totals (RULES.md §1;
S0), Old Man's go or stop and dummy hand (RULES.md §5; S4); a stud game has none of them.
Each family declares its parts itself (the state every game shares names none of them)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hand_notation import play

from service.rules.games.draw import DrawPart, DrawSeatPart
from service.rules.games.elimination import EliminationPart, EliminationSeatPart
from service.rules.games.old_man import GoOrStop, OldManResult

_HANDS = Path(__file__).parent / "hands"


def _case(file: str, name: str | None = None) -> dict[str, Any]:
    cases: list[dict[str, Any]] = json.loads((_HANDS / file).read_text())["cases"]
    return next(c for c in cases if name is None or c["name"] == name)


def test_jacks_or_better_rules_md_2_the_opener_and_each_seat_s_discards() -> None:
    """RULES.md §2 (S1): a draw game's state names the opener and keeps each seat's discards;
    it has no Elimination row and no go or stop."""
    table = {
        "game": "jacks_or_better",
        "dealer": 2,
        "stakes": {"ante": 3, "small_bet": 2, "big_bet": 4},
        "stacks": [50, 50, 50],
    }
    deal = ["ante 2 3", "deal 0 Jc Jd 7c 5d 2h /", "deal 1 Qc Qd 7h 5s 3c /",
            "deal 2 9c 9d 8h 6s 2c /"]  # fmt: skip
    state = play(table, [*deal, "bet 0 2", "call 1", "call 2"])
    draw = state.part_as(DrawPart)
    assert draw.opener == 0
    assert draw.false_openers is None
    assert all(seat.part_as(DrawSeatPart).discards == () for seat in state.seats)


def test_elimination_rules_md_1_the_row_and_each_seat_s_totals() -> None:
    """RULES.md §1 (S0): a seven turned up eliminates seat 0's two sevens; his totals are As Kd
    2s: 23 high and 3½ low, in half-points 46 and 7."""
    case = _case("elimination.json", "failed-pig-low-takes-all")
    lines: list[str] = case["events"]
    state = play(case, lines[: lines.index("reveal 7s") + 1])
    assert [str(c) for c in state.part_as(EliminationPart).row] == ["7s"]
    seat = state.seats[0].part_as(EliminationSeatPart)
    assert [str(c) for c in seat.eliminated] == ["7c", "7h"]
    assert (seat.high_total, seat.low_total) == (46, 7)


def test_old_man_rules_md_5_each_seat_s_go_or_stop() -> None:
    """RULES.md §5 (S4's first hand): Jim stops, Eric goes; the others have not said yet."""
    case = _case("old_man.json", "old-man-s4-first-hand")
    lines: list[str] = case["events"]
    state = play(case, lines[: lines.index("go 1") + 1])
    goes = [seat.part_as(GoOrStop).going for seat in state.seats]
    assert goes[:2] == [False, True]
    assert set(goes[2:]) <= {None, False}  # folded seats or seats yet to say
    old_man = state.part_as(OldManResult)
    assert [str(c) for c in old_man.cards] == ["??"] * 6  # unseen until the end
    assert old_man.matching is None


def test_seven_card_stud_has_none_of_these_parts() -> None:
    """A stud game (RULES.md §4) has no opener, row, totals, discards or go."""
    table = {"game": "seven_card_stud", "dealer": 0, "stacks": [50, 50],
             "stakes": {"ante": 1, "bring_in": 2, "small_bet": 5}}  # fmt: skip
    state = play(table, ["ante 0 1", "ante 1 1", "deal 0 As Kd / 7c", "deal 1 2s 3d / 4h"])
    assert state.part is None
    assert all(seat.part is None for seat in state.seats)


def test_asking_for_a_part_the_game_has_not_is_a_type_error() -> None:
    """A caller that asks a stud hand for a draw game's opener has a bug, not a ruling."""
    table = {"game": "seven_card_stud", "dealer": 0, "stacks": [50, 50],
             "stakes": {"ante": 1, "bring_in": 2, "small_bet": 5}}  # fmt: skip
    state = play(table, ["ante 0 1", "ante 1 1"])
    with pytest.raises(TypeError, match="DrawPart"):
        state.part_as(DrawPart)
    with pytest.raises(TypeError, match="GoOrStop"):
        state.seats[0].part_as(GoOrStop)
