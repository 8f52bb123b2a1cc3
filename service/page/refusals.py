"""A refusal as a player reads it: what is wrong, in his words, and what to do about it.

The API says what a refused field takes in one shape, written for programmers as much as for
players (``service/api/contract/wording.py``): ``give <what the field takes>; got <what was
sent>.``, with JSON's words in it ("a list of 1 to 20 objects, each with the field ...",
``["As", "Kd"]``, seats counted from 0). The page says each one here, in one place, by the field
refused (the form's field the path names: its label, whether it takes cards, a seat or a
choice) and by what the player typed; where it points is said by the form's labels and the
players' names (``Ann (seat 1), card 3``), not the request's path. A message the rules wrote
(a card seen twice, a bet out of turn) is already a player's sentence: only its code marks go.

Ranks typed without suits (``A-2-3-4-6``) are refused, never completed: a card room never
guesses a card, and a suit the page picked could make a flush or a card seen twice that the
table never had. The refusal says exactly how to type them.

>>> print(reworded('give a card: rank 2-9, T, J, Q, K or A, then suit c, d, h or s, such as '
...     '"As" or "Td"; "Jk" for a joker; got the string "A-2-3-4-6".', None))
... # doctest: +NORMALIZE_WHITESPACE
"A-2-3-4-6" gives ranks without suits: type each card as its rank and then its suit,
separated by spaces, such as As 2d 3c 4h 6s for these ranks in mixed suits.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from service.page.answer import seats_named
from service.page.asking import Answer
from service.page.schema import FormField, Item, Kind, label_of, plain

_SHAPE: Final = re.compile(
    r"^give (?P<wants>.+?)(?:, or leave the field out)?; "
    r"(?:got (?P<got>.+)|this field is required)\.$",
    re.S,
)
"""The API's one shape of a refused value (``refusal`` in the contract's wording)."""
_RANK: Final = r"(?:10|[2-9tjqka])"
_ONE_RANK: Final = re.compile(rf"^{_RANK}$", re.I)
_RANKS: Final = re.compile(rf"^{_RANK}(?:[-/.,\s]?{_RANK})+$", re.I)
_EACH_RANK: Final = re.compile(_RANK, re.I)
_CARD_FIRST: Final = re.compile(rf"^{_RANK}[cdhs\u2663\u2666\u2665\u2660].", re.I)
"""A card and more typed together: several cards, not separated."""
_COUNTED: Final = re.compile(r"^a list of (?P<count>.+?) (?P<noun>cards|objects|whole numbers)\b")
_LOTS: Final = 1_000_000
"""A bound at least this high is the API's guard against nonsense, not a limit a player meets:
it is left unsaid (``0 or more``, not ``from 0 to 1,000,000,000``)."""
_HOW_CARDS: Final = "its rank and then its suit, such as As or 10h"


@dataclass(frozen=True, slots=True)
class Typed:
    """What the player sent, as the API's message quotes it back."""

    text: str = ""
    """A string or a number as typed; empty for nothing."""
    count: int | None = None
    """How many items, where a list was sent."""


def _typed(got: str | None) -> Typed:
    """``the string "x"``, ``the number 3``, ``a list of 4 items`` read back.

    >>> _typed('the string "A"'), _typed("a list of 4 items"), _typed(None)
    (Typed(text='A', count=None), Typed(text='', count=4), Typed(text='', count=None))
    """
    if got is None or got in ("null", "nothing", "an empty string"):
        return Typed()
    if got.startswith("the string "):
        try:
            return Typed(text=str(json.loads(got.removeprefix("the string "))))
        except ValueError:
            return Typed(text=got.removeprefix("the string ").strip('"'))
    if got.startswith("the number "):
        return Typed(text=got.removeprefix("the number "))
    if got == "an empty list":
        return Typed(count=0)
    counted = re.fullmatch(r"a list of ([\d,]+) items?", got)
    if counted:
        return Typed(count=int(counted.group(1).replace(",", "")))
    return Typed(text=got)


def not_a_card(text: str, takes: Sequence[str] = ()) -> str:
    """Why ``text`` is no card, and how to type one: a rank alone lacks its suit; ranks run
    together lack all their suits; anything else, how a card is written.

    >>> print(not_a_card("A"))  # doctest: +NORMALIZE_WHITESPACE
    "A" has no suit: type the rank and then the suit, one of Ac, Ad, Ah or As
    (clubs, diamonds, hearts, spades).
    >>> print(not_a_card("Ax", ("Jk",)))  # doctest: +NORMALIZE_WHITESPACE
    "Ax" is not a card: type a rank (2 to 10, J, Q, K or A) and then a suit (c, d, h or s),
    such as As or 10h; Jk for a joker.
    >>> print(not_a_card("2s3h7"))  # doctest: +NORMALIZE_WHITESPACE
    "2s3h7" is not one card: separate the cards with spaces, each a rank (2 to 10, J, Q, K
    or A) and then a suit (c, d, h or s), such as 2s 3h 7c.
    """
    if _ONE_RANK.match(text):
        rank = text.upper()
        each = ", ".join(f"{rank}{suit}" for suit in "cdh")
        return (
            f'"{text}" has no suit: type the rank and then the suit, one of {each} or {rank}s '
            "(clubs, diamonds, hearts, spades)."
        )
    if _RANKS.match(text):
        ranks = [rank.upper() for rank in _EACH_RANK.findall(text)]
        example = " ".join(f"{rank}{'sdch'[i % 4]}" for i, rank in enumerate(ranks))
        return (
            f'"{text}" gives ranks without suits: type each card as its rank and then its '
            f"suit, separated by spaces, such as {example} for these ranks in mixed suits."
        )
    if _CARD_FIRST.match(text):
        return (
            f'"{text}" is not one card: separate the cards with spaces, each a rank (2 to 10, '
            "J, Q, K or A) and then a suit (c, d, h or s), such as 2s 3h 7c."
        )
    extra = "".join(
        said for card, said in (("Jk", "; Jk for a joker"), ("??", "; ?? for a card nobody saw"))
        if card in takes
    )  # fmt: skip
    return (
        f'"{text}" is not a card: type a rank (2 to 10, J, Q, K or A) and then a suit '
        f"(c, d, h or s), such as As or 10h{extra}."
    )


def not_cards(texts: Sequence[str]) -> str:
    """Why each of ``texts`` (typed in one field) is no card, all named at once: a player who
    corrects one and is then told of the next has been told too little.

    >>> print(not_cards(["1h", "7"]))  # doctest: +NORMALIZE_WHITESPACE
    "1h" and "7" are not cards: type each card as a rank (2 to 10, J, Q, K or A) and then a
    suit (c, d, h or s), separated by spaces, such as As 10h 7c.
    >>> print(not_cards(["A", "K"]))  # doctest: +NORMALIZE_WHITESPACE
    "A K" gives ranks without suits: type each card as its rank and then its suit, separated
    by spaces, such as As Kd for these ranks in mixed suits.
    """
    if len(texts) == 1:
        return not_a_card(texts[0])
    if all(_ONE_RANK.match(text) for text in texts):
        return not_a_card(" ".join(texts))
    named = ", ".join(f'"{text}"' for text in texts[:-1]) + f' and "{texts[-1]}"'
    return (
        f"{named} are not cards: type each card as a rank (2 to 10, J, Q, K or A) and then a "
        "suit (c, d, h or s), separated by spaces, such as As 10h 7c."
    )


def _count_words(count: str) -> str:
    """``exactly 5`` -> ``5``; ``1 to 20`` stays."""
    return count.removeprefix("exactly ")


def _bounds(wants: str, seat: bool) -> str:
    """The range of a number in words, a seat's counted from 1 as the form counts it, a bound
    no player meets left out: ``from 0 to 1,000,000,000`` -> ``0 or more``.

    >>> _bounds("a whole number from 0 to 9", True)
    'from 1 to 10'
    >>> _bounds("a whole number from 1 to 1,000,000,000", False)
    '1 or more'
    """
    numbers = [int(found.replace(",", "")) for found in re.findall(r"\d[\d,]*", wants)]
    if seat:
        numbers = [number + 1 for number in numbers]
    if len(numbers) == 2 and "from" in wants:
        low, high = numbers
        return f"{low} or more" if high >= _LOTS else f"from {low} to {high}"
    if numbers and "at least" in wants:
        return f"{numbers[0]} or more"
    if numbers and "at most" in wants and numbers[0] < _LOTS:
        return f"{numbers[0]} or less"
    return ""


def _number(wants: str, typed: Typed, field: FormField | None) -> str:
    seat = field is not None and field.seat_index
    bounds = _bounds(wants, seat)
    comma = "" if bounds.startswith("from") else ","
    what = f"the seat's number{comma} {bounds}" if seat else f"a whole number{comma} {bounds}"
    what = what.rstrip(", ")
    if field is not None and field.nullable:
        what += ", or none"  # the form takes "none" for a value that may be left unset
    if not typed.text:
        return f"It is empty: type {what}."
    sent = typed.text
    if seat and re.fullmatch(r"-?\d+", sent):
        sent = str(int(sent) + 1)  # the page sent the seat counted from 0
    if re.fullmatch(r"-?[\d.]+", sent):
        return f"{sent} is out of range: type {what}."
    return f'"{sent}" is not a number: type {what}.'


def _fields_named(wants: str) -> str:
    """The fields an object's message names as required, as the form labels them."""
    head = wants.split(", and optionally", 1)[0]
    names = re.findall(r'"([^"]+)"', head) if "with the field" in head else []
    return ", ".join(label_of(name).lower() for name in names)


def _generic(wants: str) -> str:
    """What a field takes, its JSON said as a player writes it: ``["As", "Kd"]`` -> ``As Kd``,
    ``null`` -> none, a bound nobody meets left out."""
    said = re.sub(
        r"\[((?:\"[^\"]*\"(?:, )?)+)\]",
        lambda found: found.group(1).replace('"', "").replace(",", ""),
        wants,
    )
    said = re.sub(r", each with (the|any of the) fields? .*$", "", said)
    said = re.sub(r" from (\d[\d,]*) to \d[\d,]{8,}", r", \1 or more", said)
    return plain(said)


def _counted_list(wants: str, counted: re.Match[str], typed: Typed, field: FormField | None) -> str:
    """A list of so many cards, rows or numbers: how many, and how many were given."""
    count = _count_words(counted["count"])
    if counted["noun"] == "cards":
        if typed.count is None and not typed.text:
            return f"It is empty: type {count} cards separated by spaces, each {_HOW_CARDS}."
        given = "none" if not typed.count else str(typed.count)
        return f"Type {count} cards, separated by spaces; {given} given."
    if counted["noun"] == "objects":
        noun = field.label.lower() if field is not None else "rows"
        given = f"{typed.count} filled in" if typed.count else "none filled in"
        return f"Fill in {count} {noun}; {given}."
    bounds = _bounds(wants.split("numbers", 1)[1], False)  # whole numbers, typed on one line
    each = f", each {bounds}" if bounds else ""
    return f"Type {count} whole numbers{each}, separated by spaces."


def _not_a_choice(wants: str, typed: Typed, field: FormField | None) -> str:
    """A word that is none of a field's choices. A list shows its choices; a field typed as
    words (a dispute's actions: ``bet call``) shows none, so the refusal names them.

    >>> skipped = FormField(name="skipped", label="Skipped", kind=Kind.LIST, choices=("bet",))
    >>> _not_a_choice('one of "check", "call" or "stand_pat"', Typed(text="Cy"), skipped)
    '"Cy" is not one of: check, call, stand_pat.'
    >>> _not_a_choice('one of "check" or "call"', Typed(), skipped)
    'It is empty: type one of: check, call.'
    >>> _not_a_choice('one of "fixed_limit" or "pot_limit"', Typed(text="x"), None)
    '"x" is not one of: fixed limit, pot limit.'
    """
    said = re.findall(r'"([^"]*)"', wants) or (list(field.choices) if field is not None else [])
    if (field is not None and field.kind is Kind.CHOICE) or not said:
        if not typed.text:
            return "It is empty: choose one from the list."
        return f'"{typed.text}" is not one of the choices: choose one from the list.'
    if field is None or field.kind is not Kind.LIST:
        said = [word.replace("_", " ") for word in said]  # as a list of choices shows them
    if re.search(r"\bnull\b", wants):
        said.append("none")
    if not typed.text:
        return f"It is empty: type one of: {', '.join(said)}."
    return f'"{typed.text}" is not one of: {", ".join(said)}.'


def reworded(message: str, field: FormField | None) -> str:
    """One of the API's messages about a field, as a player reads it: what is wrong in his
    terms, and what to do. A message not in the API's shape of a refused value is the rules'
    own sentence: kept, its code marks out."""
    found = _SHAPE.match(message.strip())
    if found is None:
        return plain(message)
    wants, typed = found["wants"], _typed(found["got"])
    takes = field.takes if field is not None else ()
    if wants.startswith("a card"):
        if not typed.text:
            return f"It is empty: type a card, {_HOW_CARDS}."
        return not_a_card(typed.text, takes)
    if wants.startswith("a rank"):
        said = f'"{typed.text}" is not a rank' if typed.text else "It is empty"
        return f"{said}: type a rank, 2 to 10, J, Q, K or A (no suit)."
    counted = _COUNTED.match(wants)
    if counted:
        return _counted_list(wants, counted, typed, field)
    if wants.startswith(("a whole number", "a number")):
        return _number(wants, typed, field)
    if wants.startswith("one of "):
        return _not_a_choice(wants, typed, field)
    if wants == "true or false":
        return "Choose yes or no."
    if wants.startswith("an object"):
        needed = _fields_named(wants)
        label = field.label.lower() if field is not None else "this part"
        return f"Fill in the {needed}." if needed else f"Fill in the {label}."
    if not typed.text and typed.count is None:
        return f"It is empty: give {_generic(wants)}."
    sent = f'"{typed.text}"' if typed.text else f"{typed.count} given"
    return f"Give {_generic(wants)}; {sent} will not do."


def field_at(path: str, fields: Sequence[FormField]) -> FormField | None:
    """The form's field a problem's path points at (``seats.0.cards.2``: the seat's cards), or
    None where the form has none."""
    found: FormField | None = None
    here: Sequence[FormField] = fields
    for segment in path.split("."):
        if segment.isdigit():
            continue
        found = next((f for f in here if f.name.rsplit(".", 1)[-1] == segment), None)
        if found is None:
            return None
        here = found.children
    return found


def place(path: str, fields: Sequence[FormField], names: Sequence[str]) -> str:
    """Where a problem points, as the form labels it and the players are called: ``seats.0.
    contributed`` -> ``Ann (seat 1), chips put in``; ``board.1`` -> ``Board, card 2``.

    >>> cards = FormField(name="cards", label="Cards", kind=Kind.LIST, item=Item.CARD)
    >>> seats = FormField(name="seats", label="Seats", kind=Kind.ROWS, children=(cards,))
    >>> place("seats.1.cards.2", (seats,), ("Ann (seat 1)", "Bob (seat 2)"))
    'Bob (seat 2), card 3'
    >>> place("dealer", (), ())
    'Dealer'
    """
    parts: list[str] = []
    here: Sequence[FormField] = fields
    current: FormField | None = None
    segments = path.split(".")
    for at, segment in enumerate(segments):
        if segment.isdigit():
            index = int(segment)
            if current is not None and current.kind is Kind.ROWS:
                row = current.label[:-1] if current.label.endswith("s") else current.label
                named = current.name in ("seats", "hands") and index < len(names)
                parts.append(names[index] if named else f"{row.lower()} {index + 1}")
            elif current is not None and current.item is Item.CARD:
                parts.append(f"card {index + 1}")
            elif current is not None and current.kind is Kind.LINES:
                parts.append(f"line {index + 1}")  # the hand so far: a step a line
                here, current = (), None  # its fields are the step's: named as they are
                continue
            else:
                parts.append(f"item {index + 1}")
            continue
        current = next((f for f in here if f.name.rsplit(".", 1)[-1] == segment), None)
        if current is None:
            if segment != "type":  # a step's type: the line says which step it is
                parts.append(label_of(segment).lower())
            here = ()
            continue
        here = current.children
        if current.kind is Kind.ROWS and at + 1 < len(segments):
            continue  # the row's own name says it: "Ann (seat 1)"
        if current.item is Item.CARD and current.name.rsplit(".", 1)[-1] == "cards" and parts:
            continue  # "Ann (seat 1), card 3": the cards are the seat's
        parts.append(current.label.lower())
    said = ", ".join(parts) or "the question"
    return said[:1].upper() + said[1:]


def plain_errors(
    errors: Mapping[str, Sequence[str]], fields: Sequence[FormField], names: Sequence[str]
) -> dict[str, list[str]]:
    """A problem's messages by field, each in a player's words, each seat called by its name,
    each said once."""
    found: dict[str, list[str]] = {}
    for path, messages in _words_together(_suitless_together(errors), fields).items():
        said = found.setdefault(str(path), [])
        for message in messages:
            plain_message = seats_named(reworded(str(message), field_at(str(path), fields)), names)
            if plain_message not in said:
                said.append(plain_message)
    return found


def _suitless_together(errors: Mapping[str, Sequence[str]]) -> dict[str, Sequence[str]]:
    """The messages with the cards of one list all typed without suits (``A 2 3 4 6``) said
    once, at the list: five times "has no suit" says less than once "ranks without suits"."""
    lists: dict[str, list[str]] = {}
    for path, messages in errors.items():
        head, _, index = str(path).rpartition(".")
        found = _SHAPE.match(messages[0].strip()) if index.isdigit() and messages else None
        if found is not None and found["wants"].startswith("a card"):
            typed = _typed(found["got"]).text
            if typed and _ONE_RANK.match(typed):
                lists.setdefault(head, []).append(typed)
    together = {head: " ".join(ranks) for head, ranks in lists.items() if len(ranks) > 1}
    if not together:
        return dict(errors)
    kept: dict[str, Sequence[str]] = {}
    for path, messages in errors.items():
        head = str(path).rpartition(".")[0]
        if head in together:
            if head not in kept:
                kept[head] = [not_a_card(together[head])]
            continue
        kept[str(path)] = messages
    return kept


_ACTIONS: Final = frozenset({"bet", "call", "check", "complete", "fold", "raise"})
"""A list whose every choice is one of these takes what players did, said as actions."""


def _words_together(
    errors: Mapping[str, Sequence[str]], fields: Sequence[FormField]
) -> dict[str, Sequence[str]]:
    """The words of one list typed as none of its choices (a dispute's actions: ``he checked``)
    said once, at the list, with what to type instead: "item 1", "item 2" and "is not one of"
    are no player's words.

    >>> skipped = FormField(name="skipped", label="Skipped", kind=Kind.LIST,
    ...                     choices=("check", "call", "fold"))
    >>> said = 'give one of "check", "call" or "fold"; got the string "{}".'
    >>> errors = {"skipped.0": [said.format("he")], "skipped.1": [said.format("checked")]}
    >>> _words_together(errors, [skipped])
    {'skipped': ['"he" and "checked" are not actions: type each one as check, call or fold, \
separated by spaces, such as "check call".']}
    """
    wrong: dict[str, list[str]] = {}
    offered: dict[str, list[str]] = {}  # the choices in the API's order: a player's own
    for path, messages in errors.items():
        head, _, index = str(path).rpartition(".")
        field = field_at(head, fields) if index.isdigit() else None
        if field is None or field.kind is not Kind.LIST or not field.choices:
            continue
        found = _SHAPE.match(messages[0].strip()) if messages else None
        if found is None or not found["wants"].startswith("one of "):
            continue
        wrong.setdefault(head, []).append(_typed(found["got"]).text)
        offered[head] = re.findall(r'"([^"]*)"', found["wants"]) or list(field.choices)
    if not wrong:
        return dict(errors)
    kept: dict[str, Sequence[str]] = {}
    for path, messages in errors.items():
        head = str(path).rpartition(".")[0]
        if head not in wrong:
            kept[str(path)] = messages
        elif head not in kept:
            kept[head] = [_not_these_words(wrong[head], offered[head])]
    return kept


def _not_these_words(typed: Sequence[str], choices: Sequence[str]) -> str:
    """Words typed in a list that takes only ``choices``, and what to type instead."""
    quoted = [f'"{word}"' for word in typed if word]
    what = "actions" if set(choices) <= _ACTIONS else "among the choices"
    if not quoted:
        said = "A word is empty"
    elif len(quoted) == 1:
        said = f"{quoted[0]} is not {'an action' if what == 'actions' else what}"
    else:
        said = f"{', '.join(quoted[:-1])} and {quoted[-1]} are not {what}"
    said_choices = [choice.replace("_", " ") for choice in choices]
    one_of = (
        f"{', '.join(said_choices[:-1])} or {said_choices[-1]}"
        if len(said_choices) > 1
        else "".join(said_choices)
    )
    example = " ".join(choices[:2])
    return f'{said}: type each one as {one_of}, separated by spaces, such as "{example}".'


def field_errors(
    fields: Sequence[FormField], answer: Answer | None, names: Sequence[str]
) -> dict[str, list[str]]:
    """A refused question's messages by field, in a player's words; none for a ruling."""
    if answer is None or not answer.is_problem:
        return {}
    return plain_errors(answer.body.get("errors") or {}, fields, names)


def places(
    fields: Sequence[FormField], errors: Mapping[str, object], names: Sequence[str]
) -> dict[str, str]:
    """Where each message of :func:`field_errors` points, as the form labels it (``Ann (seat
    1), card 3``), not by the request's path."""
    return {str(path): place(str(path), fields, names) for path in errors}


def problem_detail(answer: Answer | None, names: Sequence[str]) -> str:
    """A refusal's sentence where it names no field, in a player's words, each seat called as
    people call it."""
    if answer is None or not answer.is_problem:
        return ""
    return seats_named(reworded(str(answer.body.get("detail", "")), None), names)
