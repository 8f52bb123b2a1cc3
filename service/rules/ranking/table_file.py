"""The file the lookup tables are read from: named arrays of integers, compressed.

Layout: zlib over one JSON line (each array's name, type code and length, in order) and the
arrays' items little-endian, one after another. Written by ``make tables``
(:mod:`.table_build`), read once per server, before gunicorn forks its workers.

>>> from array import array
>>> tables = {"keys": array("I", [5, 25]), "picks": array("B", [0, 1, 2, 3, 4])}
>>> loads(dumps(tables)) == tables
True
"""

from __future__ import annotations

import json
import sys
import zlib
from array import array
from pathlib import Path
from typing import Final

TABLE_FILE: Final = Path(__file__).with_name("tables.bin")
"""The committed file, in the package beside this module."""

Arrays = dict[str, "array[int]"]


def dumps(tables: Arrays) -> bytes:
    """The file's bytes for ``tables`` (the same bytes for the same tables)."""
    header = [[name, items.typecode, len(items)] for name, items in tables.items()]
    body = [json.dumps(header).encode() + b"\n"]
    for items in tables.values():
        copy = array(items.typecode, items)
        if sys.byteorder != "little":
            copy.byteswap()
        body.append(copy.tobytes())
    return zlib.compress(b"".join(body), 9)


def loads(data: bytes) -> Arrays:
    """The named arrays of a file's bytes."""
    raw = zlib.decompress(data)
    line_end = raw.index(b"\n")
    offset = line_end + 1
    tables: Arrays = {}
    for name, typecode, length in json.loads(raw[:line_end]):
        items = array(typecode)
        size = items.itemsize * length
        items.frombytes(raw[offset : offset + size])
        if sys.byteorder != "little":
            items.byteswap()
        tables[name] = items
        offset += size
    return tables


def read(path: Path = TABLE_FILE) -> Arrays | None:
    """The tables in ``path``, or None when there is no such file (a checkout before
    ``make tables``: the tables are then built in process, as slowly as the first time)."""
    try:
        return loads(path.read_bytes())
    except FileNotFoundError:
        return None
