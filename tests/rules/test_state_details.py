"""The parts of a hand's state only some games have, read from the replayed hand in the core:
a draw game's opener and discards (RULES.md §2; S1), Elimination's row and totals (RULES.md §1;
S0), Old Man's go or stop (RULES.md §5; S4); a stud game has none of them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from hand_notation import play

from service.rules.games.catalog import CATALOG
from service.rules.games.state_details import details_of

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
    details = details_of(CATALOG["jacks_or_better"], state)
    assert details.draw is not None
    assert details.draw.opener == 0
    assert details.draw.false_openers is None
    assert details.elimination is None
    assert all(seat.draw is not None and seat.draw.discards == () for seat in details.seats)
    assert all(seat.old_man is None and seat.elimination is None for seat in details.seats)


def test_elimination_rules_md_1_the_row_and_each_seat_s_totals() -> None:
    """RULES.md §1 (S0): a seven turned up eliminates seat 0's two sevens; his totals are As Kd
    2s: 23 high and 3½ low, in half-points 46 and 7."""
    case = _case("elimination.json", "failed-pig-low-takes-all")
    lines: list[str] = case["events"]
    state = play(case, lines[: lines.index("reveal 7s") + 1])
    details = details_of(CATALOG[case["game"]], state)
    assert details.elimination is not None
    assert [str(c) for c in details.elimination.row] == ["7s"]
    assert details.draw is None
    seat = details.seats[0].elimination
    assert seat is not None
    assert [str(c) for c in seat.eliminated] == ["7c", "7h"]
    assert (seat.high_total, seat.low_total) == (46, 7)


def test_old_man_rules_md_5_each_seat_s_go_or_stop() -> None:
    """RULES.md §5 (S4's first hand): Jim stops, Eric goes; the others have not said yet."""
    case = _case("old_man.json", "old-man-s4-first-hand")
    lines: list[str] = case["events"]
    state = play(case, lines[: lines.index("go 1") + 1])
    details = details_of(CATALOG["old_man"], state)
    goes = [seat.old_man.going if seat.old_man else "absent" for seat in details.seats]
    assert goes[:2] == [False, True]
    assert set(goes[2:]) <= {None, False}  # folded seats or seats yet to say
    assert details.draw is None and details.elimination is None


def test_seven_card_stud_has_none_of_these_parts() -> None:
    """A stud game (RULES.md §4) has no opener, row, totals, discards or go."""
    table = {"game": "seven_card_stud", "dealer": 0, "stacks": [50, 50],
             "stakes": {"ante": 1, "bring_in": 2, "small_bet": 5}}  # fmt: skip
    state = play(table, ["ante 0 1", "ante 1 1", "deal 0 As Kd / 7c", "deal 1 2s 3d / 4h"])
    details = details_of(CATALOG["seven_card_stud"], state)
    assert details.draw is None and details.elimination is None
    assert all(seat == type(seat)() for seat in details.seats)
