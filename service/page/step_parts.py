"""The parts of a play screen's step: the fields it asks, its buttons, and the lines of events
they send (seats counted from 1, ``name=?`` filled from a field); and the names of the events and
fields the steps speak of. Shared by :mod:`service.page.hand`, which groups the API's offers into
steps, and :mod:`service.page.table_steps`, the steps a table takes its own way.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

UP: Final = "up"
"""The field of an event's face-up cards (a stud street's)."""
UP_COUNT: Final = "up_count"
"""A next deal's number of face-up cards: the size of its event's ``up``."""
BOARD: Final = "community"
"""The event of one board card, dealt to every hand (hold'em's flop, turn and river)."""
DRAW: Final = "draw"
"""A player's draw: the cards he throws (``discards``) and those dealt him for them (``down``)."""
STAND_PAT: Final = "stand_pat"
FALSE_OPENERS: Final = "false_openers"
"""Jacks or Better: the opener says he had no openers."""
ALL: Final = "all"
"""The field of a street's face-up cards for every seat at once (``up.all``)."""
UNSEEN: Final = "??"
"""A down card nobody at the table saw: a down card field left empty is dealt as this."""


@dataclass(frozen=True, slots=True)
class Input:
    """A field a step still needs: its parameter name, its label and what it takes."""

    name: str
    label: str
    kind: str  # cards | choice | number
    hint: str = ""
    """Cards: the field's placeholder where the deck's own example would mislead (a draw's
    cards thrown, from the player's own hand)."""
    choices: tuple[str, ...] = ()
    low: int | None = None
    high: int | None = None
    value: str = ""
    folded: bool = False
    """Rarely needed (a down card somebody saw): kept under a heading that opens."""
    takes: tuple[str, ...] = ()
    """Cards: what the event's field takes besides the 52 (``Jk``, ``??``)."""
    count: int = 0
    """Cards: how many the field takes (the turn one, the flop three), where it is known."""
    own: tuple[str, ...] = ()
    """Cards: the player's own cards the field names (those he throws at the draw), which the
    picker offers though they are on the table."""
    only_own: bool = False
    """Cards: the picker offers his own cards alone (he throws only cards he holds)."""


@dataclass(frozen=True, slots=True)
class Button:
    """One button of a step: its words and the line it sends (``call 3 to=4``)."""

    label: str
    line: str
    verb: str = ""
    """Where the amount is chosen: the words before it, which a script keeps up to date."""
    amount: Input | None = None
    quiet: bool = False
    """A fold: drawn plainer than the choices that keep the player in."""
    all_in_at: int | None = None
    """Where the amount is chosen: the total that is every chip the player has, at which the
    button says "(all in)" as the others do."""
    counts: str = ""
    """A draw sized by the cards typed: the field (its parameter) whose cards the button
    counts, saying "Draw 2" as they are typed."""


@dataclass(frozen=True, slots=True)
class Step:
    """The next step of the hand: a title, the fields it needs, and its buttons."""

    title: str
    lines: tuple[str, ...]
    """Sent together with the pressed button's line (a whole street's deal), or nothing."""
    inputs: tuple[Input, ...]
    buttons: tuple[Button, ...]
    note: str = ""
    """What the step does besides its title, said under it (the blinds a deal posts)."""
    rule: str = ""
    """The rule the note gives as its reason (its id), linked after it."""
    seen: tuple[str, str] = (
        "Type the cards dealt, if you know them",
        "Left empty, they are dealt face down, unseen; each hand is typed when it is shown.",
    )
    """The heading of the rarely needed card fields, and what leaving them empty does: the
    heading says what is in them, for a player who would not open "Down cards" to find out
    that the deal can be typed."""


def line(kind: str, seat: object, *parts: str) -> str:
    """An event's line as the play screen sends it, its seat counted from 1."""
    head = kind if seat is None else f"{kind} {int(str(seat)) + 1}"
    return " ".join((head, *parts))


def key(name: str, seat: object) -> str:
    """The parameter of a seat's field (``up.2``), or the table's (``card``)."""
    return name if seat is None else f"{name}.{int(str(seat)) + 1}"


def label(name: str) -> str:
    """A field or an event as a label says it: ``stand_pat`` -> ``Stand pat``."""
    words = name.replace("_", " ")
    return words[:1].upper() + words[1:]
