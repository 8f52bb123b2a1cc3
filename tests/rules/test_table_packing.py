"""The packed words the tables are read into at start-up are exactly a word made field by field
from the committed module's columns: the fast packing (strided byte copies into 16-byte words)
is only a faster way to the same integers."""

from __future__ import annotations

import random
from array import array
from pathlib import Path

from service.rules.ranking import table_data
from service.rules.ranking.joker_tables import TABLE_WILDS, WILD_WORDS
from service.rules.ranking.systems import RankingSystem
from service.rules.ranking.table_file import Arrays, decode
from service.rules.ranking.tables import (
    PICK_BITS,
    PICK_SHIFT,
    RANK_WORDS,
    SCORE_BITS,
    SCORE_SHIFT,
    packed_words,
)


def _committed() -> Arrays:
    """The module's arrays as a fresh server decodes them (the server's copy drops its text)."""
    namespace: dict[str, bytes] = {}
    exec(Path(table_data.__file__).read_text(), namespace)
    return decode(namespace["DATA"])


def _word(values: list[tuple[int, int]]) -> int:
    word = 0
    for value, offset in values:
        word |= value << offset
    return word


def test_the_natural_words_are_each_multiset_s_fields_placed_one_by_one() -> None:
    tables = _committed()
    expected = {
        key: _word(
            [(tables[f"score.{s}"][i], SCORE_SHIFT[s]) for s in RankingSystem]
            + [(tables[f"pick.{s}"][i], PICK_SHIFT[s]) for s in RankingSystem]
        )
        for i, key in enumerate(tables["keys"])
    }
    assert expected == RANK_WORDS


def test_the_wild_card_words_are_each_multiset_s_scores_placed_one_by_one() -> None:
    tables = _committed()
    for wilds in TABLE_WILDS:
        keys = tables[f"wild{wilds}.keys"]
        expected = {
            key: _word([(tables[f"wild{wilds}.{s}"][i], SCORE_SHIFT[s]) for s in RankingSystem])
            for i, key in enumerate(keys)
        }
        assert expected == WILD_WORDS[wilds]


def test_packing_places_every_byte_of_every_field_on_random_columns() -> None:
    rng = random.Random(35)
    count = 1_000
    columns = [
        (array("B", (rng.randrange(1 << 8) for _ in range(count))), 0, 8),
        (array("H", (rng.randrange(1 << 16) for _ in range(count))), 8, 16),
        (array("I", (rng.randrange(1 << 24) for _ in range(count))), 24, 24),
        (array("I", (rng.randrange(1 << 32) for _ in range(count))), 56, 32),
        (array("Q", (rng.randrange(1 << 40) for _ in range(count))), 88, 40),
    ]
    expected = [_word([(column[i], offset) for column, offset, _ in columns]) for i in range(count)]
    assert packed_words(columns) == expected


def test_every_score_and_pick_fits_its_field() -> None:
    """Packing keeps a field's width of each item: a score of 1 << 24 or more, or a pick number
    of 256 or more, would lose its high bits."""
    tables = _committed()
    for name, items in tables.items():
        if name.startswith(("score.", "wild1.", "wild2.")) and not name.endswith(".keys"):
            assert max(items) < 1 << SCORE_BITS, name
        elif name.startswith("pick."):
            assert max(items) < 1 << PICK_BITS, name
