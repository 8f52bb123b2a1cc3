"""A step's typed cards, as the play screen sends them: a street's face-up cards typed in one
field spread to the seats in the order dealt, the board's cards one event each, and each
``name=?`` of a button's line filled from its field (:mod:`service.page.hand` makes the steps).

The page decides nothing here but how many cards a field it drew asked for: the API judges
the cards.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Final

from service.page.query import card_spelling, cards_of, is_card
from service.page.refusals import not_cards
from service.page.step_parts import ALL, BOARD, DRAW, UNSEEN, UP

Wrong = tuple[str, str]
"""What is wrong with a step's typed cards, and the field they were typed in (its parameter:
``card``, ``up.all``, ``discards.2``), which the page marks and shows open; or ``RIGHT``."""
RIGHT: Final[Wrong] = ("", "")


def one_card_each(line: str) -> list[str]:
    """A board line with several cards as the API takes it: one ``community`` event a card.

    >>> one_card_each("community card=Ah,Kd,7c")
    ['community card=Ah', 'community card=Kd', 'community card=7c']
    >>> one_card_each("call 2 to=4")
    ['call 2 to=4']
    """
    kind, _, rest = line.partition(" card=")
    if kind != BOARD or not rest:
        return [line]
    return [f"{BOARD} card={card}" for card in rest.split(",")]


def spread(lines: Sequence[str], values: Mapping[str, str]) -> tuple[dict[str, str], Wrong]:
    """A street's face-up cards typed in one field, given out seat by seat in the order of the
    lines (the order of the deal); or what is wrong with how many there are.

    >>> spread(["deal 2 up=?1", "deal 3 up=?1"], {"up.all": "Ks 3d"})[0]["up.3"]
    '3d'
    >>> spread(["deal 2 up=?1", "deal 3 up=?1"], {"up.all": "Ks"})[1]
    ('Give 2 face-up cards, in the order dealt; 1 given.', 'up.all')
    """
    typed = cards_of(values.get(f"{UP}.{ALL}", ""))
    found = dict(values)
    wanted = []
    for line in lines:
        needs = re.search(rf"\b{UP}=\?(\d+)", line)
        words = line.split()
        if needs and len(words) > 1:
            wanted.append((words[1], int(needs.group(1))))
    if f"{UP}.{ALL}" not in values or not wanted:
        return found, RIGHT
    total = sum(count for _, count in wanted)
    if len(typed) != total:
        said = f"Give {total} face-up cards, in the order dealt; {len(typed)} given."
        return found, (said, f"{UP}.{ALL}")
    for seat, count in wanted:
        found[f"{UP}.{seat}"], typed = " ".join(typed[:count]), typed[count:]
    return found, RIGHT


def board_count(lines: Sequence[str], values: Mapping[str, str]) -> Wrong:
    """What is wrong with how many board cards were typed for a street (the flop is three),
    or nothing: a flop of two would deal two and wait, one of four would meet the betting.

    >>> board_count(["community card=?3"], {"card": "Ah 7c"})
    ('Give 3 board cards, as turned up; 2 given.', 'card')
    >>> board_count(["community card=?1"], {"card": "Ks"})
    ('', '')
    """
    for line in lines:
        wanted = re.fullmatch(rf"{BOARD} card=\?(\d+)", line.strip())
        typed = cards_of(values.get("card", ""))
        if wanted and len(typed) != int(wanted.group(1)):
            count = int(wanted.group(1))
            cards = f"{count} board card{'s' if count != 1 else ''}"
            return f"Give {cards}, as turned up; {len(typed)} given.", "card"
    return RIGHT


def sized_draws(
    lines: Sequence[str], values: Mapping[str, str], names: Sequence[str] = ()
) -> tuple[list[str], Wrong]:
    """A draw sent by its "Draw" button (``discards=? down=??``: a known hand's), sized by the
    cards typed as thrown: as many drawn, unseen unless typed; or, none typed, what to type
    (the player called by his name, ``names`` from seat 1).

    >>> sized_draws(["draw 2 discards=? down=??"], {"discards.2": "3d 6s"})
    (['draw 2 discards=?2 down=??2'], ('', ''))
    >>> sized_draws(["draw 2 discards=? down=??"], {"discards.2": ""}, ["Ann", "Bob"])[1]
    ('Type the cards Bob throws, or press Stand pat.', 'discards.2')
    >>> sized_draws(["call 2 to=4"], {})
    (['call 2 to=4'], ('', ''))
    """
    sized = []
    for line in lines:
        kind, seat, asked = _asked(line)
        words = [word for word, _ in asked]
        if kind != DRAW or "discards=?" not in words or "down=??" not in words:
            sized.append(line)
            continue
        key = f"discards.{seat}" if seat else "discards"
        count = len(cards_of(values.get(key, "")))
        if not count:
            number = int(seat) if seat else 0
            who = names[number - 1] if 0 < number <= len(names) else "the player"
            return list(lines), (f"Type the cards {who} throws, or press Stand pat.", key)
        resized = {"discards=?": f"discards=?{count}", "down=??": f"down=??{count}"}
        sized.append(" ".join([kind, *([seat] if seat else []),
                               *(resized.get(word, word) for word in words)]))  # fmt: skip
    return sized, RIGHT


_COUNTED: Final = {"discards": "cards thrown", "down": "cards drawn"}
"""What a draw's two fields hold, in a player's words."""
_DOES: Final = {"discards": ("throws", "thrown"), "down": ("draws", "drawn")}
"""What a player does with a draw's cards, in a sentence about him."""


def counted_cards(
    lines: Sequence[str], values: Mapping[str, str], names: Sequence[str] = ()
) -> Wrong:
    """What is wrong with the cards typed for a draw's button, which says how many (``Draw
    2``: two thrown, two drawn), or nothing: three cards typed under "Draw 2" are no draw of
    two, and the API would take them as a draw of three. Cards that must be typed (``?2``:
    the player's cards are all known, none unseen to throw) and were not are asked for, the
    player called by his name (``names``, seats from 1).

    >>> counted_cards(["draw 1 discards=??2 down=??2"], {"discards.1": "3d 6s Th"})
    ('Give 2 cards thrown; 3 given.', 'discards.1')
    >>> counted_cards(["draw 1 discards=??2 down=??2"], {"down.1": "Qs 8h"})
    ('', '')
    >>> counted_cards(["draw 2 discards=?3 down=??3"], {"discards.2": ""}, ["Ann", "Bob"])
    ('Type the 3 cards Bob throws: his cards are known, so none is thrown unseen.', 'discards.2')
    """
    for line in lines:
        kind, seat, asked = _asked(line)
        for word, key in asked:
            name, _, value = word.partition("=")
            typed = cards_of(values.get(key, "")) if key and kind == DRAW else []
            wanted = re.fullmatch(r"\?\??(\d+)", value)
            if key is None or kind != DRAW or wanted is None:
                continue
            count = wanted.group(1)
            if typed and len(typed) != int(count):
                said = _COUNTED.get(name, f"cards for {name}")
                if name == "down":  # as many drawn as thrown, or none typed: drawn unseen
                    said += ", as many as thrown, or leave them empty (drawn unseen)"
                return f"Give {count} {said}; {len(typed)} given.", key
            if not typed and not value.startswith("??"):
                number = int(seat) if seat else 0
                who = names[number - 1] if 0 < number <= len(names) else "the player"
                does, done = _DOES.get(name, ("gives", "given"))
                cards = f"{count} cards" if count != "1" else "card"
                said = f"Type the {cards} {who} {does}: his cards are known, so none is {done}"
                return f"{said} unseen.", key
    return RIGHT


def shown_cards(
    lines: Sequence[str], values: Mapping[str, str], names: Sequence[str] = ()
) -> Wrong:
    """What to type where the showdown's Show was pressed with none of the cards asked typed
    (the API would only say the cards are empty, "up to 7 cards"), the first hand asked named
    (``names``, seats from 1); nothing once any hand's cards are typed (the hands typed are
    shown, the others asked next).

    >>> shown_cards(["show 2 down=?2", "show 3 down=?2"], {"down.2": ""}, ["Ann", "Bob", "Cy"])
    ('Type the 2 cards Bob shows, or press Give up without showing.', 'down.2')
    >>> shown_cards(["show 2 down=?2", "show 3 down=?2"], {"down.3": "As Kd"})
    ('', '')
    """
    asked = []
    for line in lines:
        kind, seat, words = _asked(line)
        for word, key in words:
            wanted = re.fullmatch(r"down=\?(\d+)", word)
            if kind == _SHOW and key and wanted:
                if cards_of(values.get(key, "")):
                    return RIGHT
                asked.append((seat, int(wanted.group(1)), key))
    if not asked:
        return RIGHT
    seat, count, key = asked[0]
    number = int(seat) if seat else 0
    who = names[number - 1] if 0 < number <= len(names) else "the player"
    cards = f"{count} cards" if count != 1 else "card"
    return f"Type the {cards} {who} shows, or press Give up without showing.", key


_CARD_FIELDS: Final = frozenset({"card", "up", "down", "discards", "passed", "cards", "row"})
"""The fields of a button's line that take cards (an amount is a number, never a rank)."""


def _whose(key: str, names: Sequence[str]) -> str:
    """Whose cards a card field holds, for a message about it: ``In Cy's cards``, ``On the
    board``; nothing where no one's (the face-up cards of every player at once).

    >>> print(_whose("down.4", ["Dave", "Ann", "Bob", "Cy"]), _whose("card", []), sep=" | ")
    In Cy's cards | On the board
    >>> print(_whose("up.2", []))
    In seat 2's cards
    """
    name, _, rest = key.partition(".")
    seat = rest.split(".")[0]
    if seat.isdigit():
        number = int(seat)
        who = names[number - 1] if 0 < number <= len(names) else f"seat {number}"
        return f"In {who}'s cards"
    return "On the board" if name in ("card", BOARD) else ""


def not_typed_as_cards(
    lines: Sequence[str], values: Mapping[str, str], names: Sequence[str] = ()
) -> Wrong:
    """What is wrong with what was typed in a card field that is no card (``1h``, a rank
    without its suit: ``A-2-3-4-6``, ``K``), each one named, and whose field it is (the
    player, by his name from ``names``, seats from 1; or the board), or nothing: said before
    the count of cards (``A-K-Q`` is one word, not three cards), and the page never guesses a
    suit (:mod:`service.page.refusals`). Whether the deck holds the card is the API's to say.

    >>> print(not_typed_as_cards(["community card=?3"], {"card": "A-K-Q"})[0][:50])
    On the board, "A-K-Q" gives ranks without suits: t
    >>> print(not_typed_as_cards(["deal 2 down=?5"], {"down.2": "jj"}, ["Ann", "Bob"])[0][:43])
    In Bob's cards, "jj" gives ranks without su
    >>> print(not_typed_as_cards(["community card=?3"], {"card": "A\u2660 1h 7"})[0][:40])
    On the board, "1h" and "7" are not cards
    >>> not_typed_as_cards(["raise 1 to=?raise"], {"to.1.raise": "10"})
    ('', '')
    """
    keys = {f"{UP}.{ALL}"}
    for line in lines:
        keys |= {key for word, key in _asked(line)[2] if key and word.split("=")[0] in _CARD_FIELDS}
    for key in sorted(keys):
        wrong = [item for item in cards_of(values.get(key, "")) if not is_card(item)]
        if wrong:
            whose = _whose(key, names)
            return (f"{whose}, {not_cards(wrong)}" if whose else not_cards(wrong)), key
    return RIGHT


def _asked(line: str) -> tuple[str, str, list[tuple[str, str | None]]]:
    """A button's line read: its kind, its seat (empty if none), and each word after them with
    the field it is filled from (``name=?``: ``name.seat``, and a range's kind of bet), or None
    for a word sent as it is."""
    kind, *words = line.split() or [""]
    seat = words[0] if words and words[0].isdigit() else ""
    asked: list[tuple[str, str | None]] = []
    for word in words[1 if seat else 0 :]:
        name, _, value = word.partition("=")
        if not value.startswith("?"):
            asked.append((word, None))
            continue
        key = name if not seat else f"{name}.{seat}"
        tail = value.lstrip("?")
        if not tail.isdigit() and tail:
            key += f".{tail}"  # a range's amount: one field per kind of bet
        asked.append((word, key))
    return kind, seat, asked


def fill_line(line: str, values: Mapping[str, str]) -> str:
    """A line with each ``name=?`` filled in from the form's fields; a field left empty leaves
    its part out (the API then says what is missing), except down cards nobody saw: those
    left out of a field of them are unseen, the cards typed first.

    >>> fill_line("deal 2 down=??2 up=?1", {"up.2": "ks"})
    'deal 2 down=??,?? up=Ks'
    >>> fill_line("deal 2 down=??2 up=?1", {"down.2": "8s", "up.2": "ks"})
    'deal 2 down=8s,?? up=Ks'
    >>> fill_line("raise 3 to=?raise", {"to.3.raise": "35"})
    'raise 3 to=35'
    """
    kind, seat, asked = _asked(line)
    out = [kind, *([seat] if seat else [])]
    for word, key in asked:
        if key is None:
            out.append(word)
            continue
        name, _, value = word.partition("=")
        tail = value.lstrip("?")
        typed = cards_of(values.get(key, ""))
        if value.startswith("??") and tail.isdigit() and len(typed) < int(tail):
            typed += [UNSEEN] * (int(tail) - len(typed))  # one hole card seen, one not
        if typed:
            out.append(f"{name}={','.join(card_spelling(item) for item in typed)}")
    return " ".join(out)


def in_dealt_order(line: str, held: Sequence[str]) -> str:
    """A ``show`` line's cards laid out as they were dealt: a player lays his hand down in any
    order, and the API takes it in the order dealt, each card already seen in its place
    (``held``: the seat's down cards as the table shows them, ``??`` where unseen). The cards
    typed that were seen take their places, the others fill the unseen ones in the order typed.
    Only the unseen ones typed (the showdown asks no more), they fill the unseen places in the
    order typed, the seen ones kept. Any other line, or cards that are not as many or lack one
    seen, stay as typed: the API says what is wrong.

    >>> in_dealt_order("show 2 down=4h,7c,5d,3s,2d", ["7c", "5d", "??", "??", "??"])
    'show 2 down=7c,5d,4h,3s,2d'
    >>> in_dealt_order("show 2 down=4h,3s", ["7c", "??"])
    'show 2 down=4h,3s'
    >>> in_dealt_order("show 1 down=7c,jk", ["Jk", "??"])
    'show 1 down=Jk,7c'
    >>> in_dealt_order("show 1 down=Qs", ["7c", "8c", "??"])
    'show 1 down=7c,8c,Qs'
    >>> in_dealt_order("call 2 to=4", [])
    'call 2 to=4'
    """
    words = line.split()
    place = next((k for k, word in enumerate(words) if word.startswith(_DOWN)), None)
    if not words or words[0] != _SHOW or place is None:
        return line
    typed = words[place].removeprefix(_DOWN).split(",")
    seen = [card for card in held if card != UNSEEN]
    if seen and len(typed) == len(held) - len(seen):
        rest = list(typed)
        words[place] = _DOWN + ",".join(card if card != UNSEEN else rest.pop(0) for card in held)
        return " ".join(words)
    # Compared in one spelling: a joker may be typed jk or JK.
    if len(typed) != len(held) or not Counter(map(str.lower, seen)) <= Counter(
        map(str.lower, typed)
    ):
        return line
    rest = list(typed)
    for card in seen:
        rest.pop([each.lower() for each in rest].index(card.lower()))
    laid = [card if card != UNSEEN else rest.pop(0) for card in held]
    words[place] = _DOWN + ",".join(laid)
    return " ".join(words)


_SHOW: Final = "show"
_DOWN: Final = "down="
