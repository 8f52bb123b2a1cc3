"""The last step taken at the table, in words: what the play screen says happened ("Cy
folded", "Ann raised to 10", "Bob drew 2") and what its take-back undoes ("Take back Cy's
fold"). A mis-tap is seen at once, and the button says what it will put right.

The words are read off the lines the step sent (:func:`service.page.take_back.last_step`
counts them), seats counted from 1 as the play screen writes them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from service.page.answer import card_words
from service.page.query import is_card
from service.page.step_parts import UNSEEN

_BOARD_STREETS: Final = {3: "the flop", 4: "the turn", 5: "the river"}
"""The board's streets by how many cards it holds once they are dealt (hold'em, Omaha)."""


@dataclass(frozen=True, slots=True)
class Said:
    """The last step in words: what happened, and what taking it back undoes."""

    done: str
    """A sentence: ``Cy folded.``"""
    undone: str
    """The take-back button's words: ``Take back Cy's fold``."""

    @property
    def taken_back(self) -> str:
        """What the take-back did, said once it is done: ``Took back Cy's fold.``

        >>> Said("Cy folded.", "Take back Cy's fold").taken_back
        "Took back Cy's fold."
        """
        return f"Took back{self.undone.removeprefix('Take back')}."


_NOTHING: Final = Said("", "Take back")


def _fields(words: Sequence[str]) -> dict[str, str]:
    return {name: value for name, _, value in (word.partition("=") for word in words)}


def _seen(text: str) -> list[str]:
    """The cards typed in a line's field, each as the table prints it (``A♥``, ``10♣``)."""
    return [_printed(card) for card in text.split(",") if card and card != UNSEEN and is_card(card)]


def _printed(card: str) -> str:
    """A card as the table prints it, its suit a symbol: ``K♦``, ``10♣``."""
    rank, symbol, _, _ = card_words(card)
    return rank + symbol if symbol else card


def calling_seat(lines: Sequence[str]) -> int | None:
    """The seat (from 0) of a call that is the hand's last line, whose words need what he
    had in the round before it; None for any other step.

    >>> calling_seat(["call 2 to=2"]), calling_seat(["fold 2"])
    (1, None)
    """
    words = lines[-1].split() if lines else []
    if len(words) > 1 and words[0] == "call" and words[1].isdigit():
        return int(words[1]) - 1
    return None


def said(lines: Sequence[str], taken: int, names: Sequence[str], put_in: int = 0) -> Said:
    """The last ``taken`` lines of the hand (one step) in a player's words; ``put_in``: what
    the player had in the betting round before it (a call says what it added, as its button
    did: "Call 1" for the small blind's call to 2).

    >>> said(["call 2 to=2", "fold 3"], 1, ["Ann", "Bob", "Cy"])
    Said(done='Cy folded.', undone="Take back Cy's fold")
    >>> said(["call 2 to=2"], 1, ["Ann", "Bob"], put_in=1)
    Said(done='Bob called 1.', undone="Take back Bob's call")
    >>> said(["raise 1 to=10"], 1, ["Ann"])
    Said(done='Ann raised to 10.', undone="Take back Ann's raise")
    >>> said(["draw 2 discards=3d,6s down=??,??"], 1, ["Ann", "Bob"])
    Said(done='Bob drew 2, throwing 3♦ 6♠.', undone="Take back Bob's draw")
    >>> c = ["call 2 to=2", "community card=Ah", "community card=7c", "community card=2d"]
    >>> said(c, 3, [])
    Said(done='The flop was dealt: A♥ 7♣ 2♦.', undone='Take back the flop')
    >>> said(["deal 1 down=??,?? up=Kh", "deal 2 down=??,?? up=2c"], 2, ["Ann", "Bob"])
    Said(done='The cards were dealt.', undone='Take back the deal')
    >>> said(["check 1", "show 2 down=As,Kd"], 1, ["Ann", "Bob"])
    Said(done='Bob showed A♠ K♦.', undone="Take back Bob's show")
    >>> said([], 0, [])
    Said(done='', undone='Take back')
    """
    if taken <= 0 or not lines:
        return _NOTHING
    step = list(lines[len(lines) - taken :])
    kind, *words = step[-1].split()
    seat = words[0] if words and words[0].isdigit() else ""
    number = int(seat) if seat else 0
    who = names[number - 1] if 0 < number <= len(names) else (f"Seat {seat}" if seat else "")
    fields = _fields(words[1:] if seat else words)
    if kind == "community":
        cards = " ".join(_printed(line.partition("card=")[2]) for line in step)
        board = sum(line.startswith("community ") for line in lines)
        street = _BOARD_STREETS.get(board, "")
        if street:
            return Said(f"{street.capitalize()} was dealt: {cards}.", f"Take back {street}")
        return Said(f"Board card dealt: {cards}.", "Take back the board card")
    if kind == "reveal" and fields.get("card"):
        # Elimination's row (the play screen says what it made each player throw).
        return Said(f"{_printed(fields['card'])} was turned up.", "Take back the card turned")
    if len(step) > 1 and kind in _TABLE_STEPS:
        done, undone = _TABLE_STEPS[kind]
        return Said(_dealt(step, names) if kind == "deal" else done, f"Take back {undone}")
    if not who:
        return Said("", "Take back the last step")
    done, undone = _one_seat(kind, who, fields, put_in)
    if kind == "stand_pat":  # "Take back Bob's standing pat" read oddly: the deed, said
        return Said(done, f"Take back: {who} stood pat")
    return Said(done, f"Take back {who}'s {undone}")


_TABLE_STEPS: Final = {
    "ante": ("The antes were posted.", "the antes"),
    "deal": ("The cards were dealt.", "the deal"),
    "show": ("The cards were shown.", "the cards shown"),
}
"""A step of the whole table (:data:`service.page.take_back._TOGETHER`), said once."""


def _dealt(step: Sequence[str], names: Sequence[str]) -> str:
    """A deal to every seat, said with the face-down cards typed (whose, which) and whether
    the rest went unseen: a player who typed his cards sees they were taken, and one who
    typed none that nobody's were.

    >>> _dealt(["deal 2 down=As,Kd", "deal 3 down=??,??"], ["Ann", "Bob", "Cy"])
    'The cards were dealt. Typed: Bob A♠ K♦; the rest unseen.'
    >>> _dealt(["deal 2 down=??,??", "deal 1 down=??,??"], ["Ann", "Bob"])
    'The cards were dealt face down, unseen.'
    >>> _dealt(["deal 1 down=??,?? up=Kh", "deal 2 down=??,?? up=2c"], ["Ann", "Bob"])
    'The cards were dealt.'
    """
    typed, unseen, face_up = [], False, False
    for line in step:
        words = line.split()
        seat = words[1] if len(words) > 1 else ""
        fields = _fields(words[2:])
        number = int(seat) if seat.isdigit() else 0
        who = names[number - 1] if 0 < number <= len(names) else f"Seat {seat}"
        if cards := _seen(fields.get("down", "")):
            typed.append(f"{who} {' '.join(cards)}")
        unseen = unseen or UNSEEN in fields.get("down", "").split(",")
        face_up = face_up or bool(fields.get("up"))
    if typed:
        return f"The cards were dealt. Typed: {', '.join(typed)}{'; the rest unseen' * unseen}."
    if unseen and not face_up:
        return "The cards were dealt face down, unseen."
    return "The cards were dealt."


_PLAIN: Final = {
    "fold": ("folded", "fold"),
    "check": ("checked", "check"),
    "stand_pat": ("stood pat", "standing pat"),
    "false_openers": ("owned up to having no openers", "no openers"),
    "go": ("went", "go"),
    "stop": ("stopped", "stop"),
    "exchange": ("exchanged a card", "exchange"),
    "discard": ("threw cards", "discard"),
    "expose": ("turned up a card and passed one", "turn and pass"),
    "lowball": ("laid down the hand", "lowball"),
    "show": ("showed the cards", "show"),
    "ante": ("posted the ante", "ante"),
    "deal": ("was dealt", "deal"),
    "stay": ("stayed", "stay"),
}
"""What one player did, where nothing but the deed is worth saying: ``Cy folded``."""


def _one_seat(kind: str, who: str, fields: dict[str, str], put_in: int) -> tuple[str, str]:
    """One player's step: the sentence, and what the take-back calls it (after ``who's``)."""
    to = fields.get("to", "")
    if kind == "raise" and to:
        return f"{who} raised to {to}.", "raise"
    if kind == "bet" and to:
        return f"{who} bet {to}.", "bet"
    if kind == "call":
        added = int(to) - put_in if to.isdigit() and int(to) > put_in else 0
        return (f"{who} called {added}." if added else f"{who} called."), "call"
    if kind == "complete" and to:
        return f"{who} completed to {to}.", "completion"
    if kind == "bring_in" and to:
        return f"{who} brought it in for {to}.", "bring-in"
    if kind == "draw":
        thrown = fields.get("discards") or fields.get("down") or ""
        count = len([card for card in thrown.split(",") if card])
        seen = _seen(fields.get("discards", ""))
        threw = f", throwing {' '.join(seen)}" if seen else ""
        return f"{who} drew {count}{threw}.", "draw"
    if kind == "declare" and fields.get("declaration"):
        return f"{who} declared {fields['declaration'].replace('_', ' ')}.", "declaration"
    if kind == "show" and _seen(fields.get("down", "")):
        return f"{who} showed {' '.join(_seen(fields['down']))}.", "show"
    if kind == "play" and fields.get("card"):
        return f"{who} played {_printed(fields['card'])}.", "play"
    if kind == "ante" and fields.get("amount"):
        return f"{who} anted {fields['amount']}.", "ante"
    done, undone = _PLAIN.get(kind, (kind.replace("_", " "), kind.replace("_", " ")))
    return f"{who} {done}.", undone
