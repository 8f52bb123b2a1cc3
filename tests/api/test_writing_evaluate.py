"""The evaluate answer's writer (generated from EvaluateResponseSchema) and the generator's ways
it needs: a field written after another (``source(after=...)``), the lists of cards of one
item that are the same tuple written once, a leading field left out where it has no value put
first after the answer's one display, and the hands written in line from the core's columns."""

from __future__ import annotations

from typing import Any

import marshmallow as ma

from service.api.contract.fields import CardField
from service.api.contract.hands import EvaluateRequestSchema, EvaluateResponseSchema
from service.api.contract.sources import source
from service.api.fast.writing import source_text, writer
from service.rules.cards import parse_card
from service.rules.ranking.rankings import rank_hands, rankings_of
from service.rules.ranking.systems import RankingSystem


class _HandSchema(ma.Schema):
    name = ma.fields.String(metadata=source(given="name"))
    best = ma.fields.List(CardField(), required=True)
    count = ma.fields.Integer(required=True)
    plays = ma.fields.List(CardField(), required=True, metadata=source(after="best"))


class _Hand:
    def __init__(self, best: tuple[Any, ...], plays: tuple[Any, ...]) -> None:
        self.best, self.plays, self.count = best, plays, len(best)


def _cards(text: str) -> tuple[Any, ...]:
    return tuple(parse_card(card) for card in text.split())


def test_a_field_said_to_follow_another_is_written_after_it_and_the_schema_keeps_its_order() -> (
    None
):
    five = _cards("As Kd 7c 7h 2s")
    answer = writer(_HandSchema)(_Hand(five, five))
    assert list(answer) == ["best", "plays", "count"]
    assert list(_HandSchema().dump_fields) == ["name", "best", "count", "plays"]


def test_a_leading_field_left_out_without_a_value_is_put_first_where_it_has_one() -> None:
    five = _cards("As Kd 7c 7h 2s")
    answer = writer(_HandSchema)(_Hand(five, five), {"name": "seat 1"})
    assert list(answer) == ["name", "best", "plays", "count"]
    assert "out = {}" not in source_text(_HandSchema)


def test_cards_of_one_tuple_are_written_once_and_others_each_as_they_are() -> None:
    five, other = _cards("As Kd 7c 7h 2s"), _cards("Ah Kd 7c 7h 2s")
    same = writer(_HandSchema)(_Hand(five, five))
    assert same["plays"] is same["best"]
    assert same["best"] == ["As", "Kd", "7c", "7h", "2s"]
    wild = writer(_HandSchema)(_Hand(five, other))
    assert wild["plays"] == ["Ah", "Kd", "7c", "7h", "2s"]
    assert wild["best"] == ["As", "Kd", "7c", "7h", "2s"]
    seven = _cards("As Kd 7c 7h 2s 3d 4d")
    assert writer(_HandSchema)(_Hand(seven, five))["best"] == [c.text for c in seven]


def test_the_evaluate_writer_names_every_field_once() -> None:
    """The evaluate answer is generated from its schema: each of its fields written once."""
    code = source_text(EvaluateResponseSchema).split("def write_EvaluateResponseSchema")[1]
    for name in EvaluateResponseSchema().dump_fields:
        assert code.count(f"out[{name!r}]") + code.count(f"{name!r}: ") == 1, name


def test_the_evaluate_writer_writes_each_hand_in_line_from_the_rulings_columns() -> None:
    """No call a hand or a wild card: the hands are a loop in the answer's function, each read
    from the ruling's sequences by its position (the evaluations and places read once)."""
    code = source_text(EvaluateResponseSchema).split("def write_EvaluateResponseSchema")[1]
    assert "write_EvaluationSchema(" not in code
    assert "write_WildUseSchema(" not in code
    loop = code.index("for i__")
    assert code.index(".ruling.evaluations\n") < loop
    assert code.index(".places\n") < loop


def test_the_evaluate_answer_is_its_schemas_dump_of_itself() -> None:
    request = EvaluateRequestSchema().load(
        {
            "ranking": "high",
            "low": {"ranking": "ace_to_five", "qualifier": 8},
            "wild": {"ranks": ["2"]},
            "board": ["2d"],
            "hands": [
                {"name": "one", "cards": ["Ah", "2c", "4d", "5s", "8h", "Kc"]},
                {"cards": ["3h", "3s", "3d", "9c", "Tc", "7s"]},
            ],
        }
    )
    main, low = rankings_of(RankingSystem.HIGH, RankingSystem.ACE_TO_FIVE, 8)
    ruling = rank_hands(
        [hand["cards"] for hand in request["hands"]],
        main,
        low,
        deck=request["deck"],
        wild=request["wild"],
        board=request["board"],
    )
    answer = writer(EvaluateResponseSchema)(ruling, {"hands": request["hands"]})
    assert EvaluateResponseSchema().dump(answer) == answer
    first, second = answer["hands"]
    assert list(first)[:4] == ["name", "cards", "best_five", "plays_as"]
    assert "name" not in second
    assert [use["at"] for use in first["wild_cards"]] == ["hands.0.cards.1", "board.0"]
    assert first["low"]["place"] == 1
