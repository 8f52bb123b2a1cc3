"""The real hand histories committed under ``phh_real/`` (its README says where they come from
and under which licence): each file read once, with its fields parsed from TOML.

>>> hands = real_hands("wsop_2023_43_5")
>>> len(hands), hands[0].name, hands[0].fields["variant"]
(83, 'wsop_2023_43_5/1.phh', 'NT')
"""

from __future__ import annotations

import tomllib
from collections import Counter
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

FOLDER = Path(__file__).parent / "phh_real"
COLLECTIONS = ("wsop_2023_43_5", "pluribus")


@dataclass(frozen=True, kw_only=True)
class RealHand:
    """One real hand: where it is, its text as published, and its fields."""

    name: str
    """Its path under ``phh_real/``: ``pluribus/30/0.phh``."""
    text: str
    fields: dict[str, Any]

    @property
    def variant(self) -> str:
        """The PHH variant code, such as ``NT`` or ``F7S/8``."""
        return str(self.fields["variant"])


def _order(path: Path) -> tuple[int, ...]:
    """Files in the dataset's order: numbered folders and hands by number."""
    return tuple(int(part.removesuffix(".phh")) for part in path.parts if part[0].isdigit())


@cache
def _all() -> dict[str, tuple[RealHand, ...]]:
    found = {}
    for collection in COLLECTIONS:
        paths = sorted((FOLDER / collection).rglob("*.phh"), key=_order)
        found[collection] = tuple(
            RealHand(
                name=path.relative_to(FOLDER).as_posix(),
                text=path.read_text(encoding="utf-8"),
                fields=tomllib.loads(path.read_text(encoding="utf-8")),
            )
            for path in paths
        )
    return found


def real_hands(collection: str | None = None) -> tuple[RealHand, ...]:
    """Every real hand, or those of one collection (``wsop_2023_43_5`` or ``pluribus``)."""
    if collection is not None:
        return _all()[collection]
    return tuple(hand for hands in _all().values() for hand in hands)


def variant_counts(collection: str | None = None) -> Counter[str]:
    """How many hands of each PHH variant."""
    return Counter(hand.variant for hand in real_hands(collection))
