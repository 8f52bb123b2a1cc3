"""The writer generator's lists written in line and its ways into the value read once
(service/api/fast/writing.py, writing_inline.py, writing_plan.py): the same answers as an item
function called per item would write, in a loop of the parent's function, each way that several
fields go read once."""

from __future__ import annotations

from dataclasses import dataclass

import marshmallow as ma

from service.api.contract.sources import Source, source
from service.api.fast.writing import source_text, writer
from service.api.fast.writing_plan import read_once, steps_of, uses_index


@dataclass(frozen=True)
class _Score:
    points: int
    label: str


@dataclass(frozen=True)
class _Table:
    """A value whose columns hold an item per seat."""

    scores: tuple[_Score, ...]
    chips: tuple[int, ...]
    notes: tuple[tuple[str, ...], ...]


class _NoteSchema(ma.Schema):
    text = ma.fields.String(required=True, metadata=source(path=""))
    at = ma.fields.Integer(required=True, metadata=source(index=True))


class _SeatSchema(ma.Schema):
    name = ma.fields.String(metadata=source(given="name"))
    seat = ma.fields.Integer(required=True, metadata=source(index=True))
    points = ma.fields.Integer(required=True, metadata=source(path="scores[i].points"))
    label = ma.fields.String(required=True, metadata=source(path="scores[i].label"))
    chips = ma.fields.Integer(required=True, metadata=source(path="chips", column=True))
    notes = ma.fields.List(
        ma.fields.Nested(_NoteSchema), metadata=source(path="notes[i]", when="notes[i]")
    )


class _TableSchema(ma.Schema):
    seats = ma.fields.List(
        ma.fields.Nested(_SeatSchema), required=True, metadata=source(path="", rows="seats")
    )


_TABLE = _Table(
    scores=(_Score(3, "three"), _Score(5, "five")), chips=(10, 20), notes=(("a", "b"), ())
)
_ROWS = [{"name": "north"}, {}]


def test_a_list_written_by_seat_from_one_values_columns_is_a_loop_in_its_parents_function() -> None:
    answer = writer(_TableSchema)(_TABLE, {"seats": _ROWS})
    assert answer == {
        "seats": [
            {
                "name": "north",
                "seat": 0,
                "points": 3,
                "label": "three",
                "chips": 10,
                "notes": [{"text": "a", "at": 0}, {"text": "b", "at": 1}],
            },
            {"seat": 1, "points": 5, "label": "five", "chips": 20},
        ]
    }
    assert _TableSchema().dump(answer) == answer
    code = source_text(_TableSchema).split("def write__TableSchema")[1]
    # No call an item: each seat, and each of its notes, written in line.
    assert "write__SeatSchema(" not in code
    assert "write__NoteSchema(" not in code
    # The columns are read once, before the loop over the seats; each seat's score once in it.
    loop = code.index("for i__")
    assert code.index("value_chips__") < loop
    assert code.index("value_scores__") < loop
    assert code.count("value_scores_i__2 = ") == 1


def test_the_item_function_is_still_generated_for_a_caller_of_its_own() -> None:
    code = source_text(_TableSchema)
    assert "def write__SeatSchema(value, given, i):" in code


def test_a_path_reads_an_items_own_item_of_a_column_by_its_position() -> None:
    assert steps_of("ruling.evaluations[i].score") == ("ruling", "evaluations", "[i]", "score")
    assert steps_of("pot.0.amount") == ("pot", "[0]", "amount")
    assert steps_of("chips", column=True) == ("chips", "[i]")
    assert uses_index(_SeatSchema())
    assert not uses_index(_TableSchema())


def test_a_way_several_fields_go_is_read_once_as_far_as_they_go_together() -> None:
    """A hand's evaluation and its score are read once; the ruling on the way is not, since
    every field that goes through it goes on to the evaluations, a column read once."""
    sources = {
        "best": Source(path="ruling.evaluations[i].best"),
        "category": Source(path="ruling.evaluations[i].score.category"),
        "name": Source(path="ruling.evaluations[i].score.category.label"),
        "value": Source(path="ruling.evaluations[i].score.value"),
        "place": Source(path="places[i]"),
        "seat": Source(index=True),
        "wild": Source(path="wild[i]", when="wild[i]"),
    }
    assert list(read_once(sources)) == [
        ("wild",),
        ("places",),
        ("ruling", "evaluations"),
        ("ruling", "evaluations", "[i]"),
        ("ruling", "evaluations", "[i]", "score"),
        ("ruling", "evaluations", "[i]", "score", "category"),
    ]


def test_a_nested_list_that_may_be_null_is_still_written_by_its_item_function() -> None:
    class _MaybeNotesSchema(ma.Schema):
        notes = ma.fields.List(
            ma.fields.Nested(_NoteSchema), required=True, allow_none=True, metadata=source()
        )

    @dataclass(frozen=True)
    class _Maybe:
        notes: tuple[str, ...] | None

    write = writer(_MaybeNotesSchema)
    assert write(_Maybe(None)) == {"notes": None}
    assert write(_Maybe(("x",))) == {"notes": [{"text": "x", "at": 0}]}
    assert "write__NoteSchema(" in source_text(_MaybeNotesSchema)


def test_an_optional_list_is_written_only_where_it_has_a_value() -> None:
    class _OptionalSchema(ma.Schema):
        notes = ma.fields.List(ma.fields.Nested(_NoteSchema))

    @dataclass(frozen=True)
    class _Optional:
        notes: tuple[str, ...] | None

    write = writer(_OptionalSchema)
    assert write(_Optional(None)) == {}
    assert write(_Optional(("x", "y"))) == {
        "notes": [{"text": "x", "at": 0}, {"text": "y", "at": 1}]
    }


class _NodeSchema(ma.Schema):
    name = ma.fields.String(required=True)
    # A lambda: the class is not made yet.
    children = ma.fields.List(ma.fields.Nested(lambda: _NodeSchema()), required=True)  # noqa: PLW0108


@dataclass(frozen=True)
class _Node:
    name: str
    children: tuple[_Node, ...] = ()


def test_a_schema_that_nests_itself_writes_its_own_items_by_calls() -> None:
    tree = _Node("root", (_Node("leaf"), _Node("branch", (_Node("twig"),))))
    answer = writer(_NodeSchema)(tree)
    assert answer["children"][1] == {
        "name": "branch",
        "children": [{"name": "twig", "children": []}],
    }
    assert _NodeSchema().dump(answer) == answer
