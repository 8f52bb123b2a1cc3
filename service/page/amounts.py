"""Amounts as a player reads them: chips grouped by thousands, and a history written in dollars
and cents shown in its own units (the API counts it in cents)."""

from __future__ import annotations

from contextvars import ContextVar
from decimal import Decimal
from typing import Final

UNIT: Final[ContextVar[int]] = ContextVar("unit", default=1)
"""Chips to one unit of the amounts shown: 100 while a history written in dollars and cents
is shown, whose amounts the API counts in cents; 1 everywhere else."""


def chips(amount: object, sign: bool = False) -> str:
    """An amount of chips as a player reads it: big ones in groups of three (a tournament's
    5,625,000), small ones as they are; ``sign`` for a net (+6, -125,000). While ``UNIT`` is
    100, in units and cents, as the history wrote it (4850 chips: 48.50).

    >>> chips(5625000), chips(750), chips(-125000, sign=True), chips(6, sign=True), chips("x")
    ('5,625,000', '750', '-125,000', '+6', 'x')
    >>> token = UNIT.set(100)
    >>> chips(4850), chips(-25, sign=True), chips(1200000)
    ('48.50', '-0.25', '12,000.00')
    >>> UNIT.reset(token)
    """
    if not isinstance(amount, int) or isinstance(amount, bool):
        return str(amount)
    unit = UNIT.get()
    if unit > 1:
        places = len(str(unit)) - 1 if str(unit).strip("0") == "1" else 2
        shown = Decimal(amount) / unit
        return f"{shown:+,.{places}f}" if sign else f"{shown:,.{places}f}"
    grouped = f"{amount:+,}" if sign else f"{amount:,}"
    return grouped if abs(amount) >= 10_000 else (f"{amount:+d}" if sign else str(amount))


def chips_words(amount: object) -> str:
    """An amount said with its unit where it is chips (``18 chips``, ``1 chip``); a history's
    amounts in dollars and cents stand alone (``3.50``).

    >>> chips_words(18), chips_words(1), chips_words(12000)
    ('18 chips', '1 chip', '12,000 chips')
    """
    if UNIT.get() > 1 or not isinstance(amount, int):
        return chips(amount)
    return f"{chips(amount)} chip{'' if amount == 1 else 's'}"
