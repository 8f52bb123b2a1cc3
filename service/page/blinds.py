"""The blinds of a blind game as the players say them: the setup form asks the small blind and
the big blind (the big blind is the game's bet, so it asks no "small bet"), and the table marks
the button and the blinds at their seats.

The API takes the blinds as one list (``stakes.blinds``, from the button's left), the big blind
being the bet: the form's two numbers are written as that list. Which seat posts which blind is
the core's rule (:func:`~service.rules.games.steps.betting.blind_seats`), not the page's.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Final

from service.page.query import items_of, short_name
from service.page.schema import FormField, Kind
from service.rules.games.steps.betting import blind_seats
from service.rules.games.table import big_blind

SMALL_BLIND: Final = "stakes.small_blind"
BIG_BLIND: Final = "stakes.big_blind"
_BLINDS: Final = "stakes.blinds"
STRADDLE: Final = "straddle"
"""A straddle put in for the hand being dealt, one hand at a time: a voluntary blind, not a
stake of the table (the next deal leaves it out)."""
_BET: Final = "stakes.small_bet"

_ASKED: Final = (
    FormField(
        name=SMALL_BLIND,
        label="Small blind",
        kind=Kind.NUMBER,
        help="Posted by the player on the dealer's left (with two players, by the dealer). "
        "Leave it empty for a game with a big blind only.",
    ),
    FormField(
        name=BIG_BLIND,
        label="Big blind",
        kind=Kind.NUMBER,
        help="Posted by the next player. It is also the least bet and raise (in fixed limit, "
        "the small bet).",
    ),
)


def takes_blinds(game: Mapping[str, Any]) -> bool:
    """The game is dealt with blinds (hold'em, Omaha, the draw games but Jacks or Better)."""
    return bool(game.get("blinds"))


def _default(game: Mapping[str, Any], option: str) -> object:
    return next((o.get("default") for o in game.get("options") or () if o["name"] == option), None)


def setup_fields(game: Mapping[str, Any], stakes: Sequence[FormField]) -> list[FormField]:
    """The stakes the setup form asks: a blind game's small and big blind in place of the list
    of blinds and the bet; the big bet only where the game is usually fixed limit; the bet only
    where it may be dealt with antes and no blinds."""
    if not takes_blinds(game):
        return list(stakes)
    asked = list(_ASKED)
    for field in stakes:
        name = short_name(field)
        if name == "small_bet" and game["blinds"].get("antes_instead"):
            help = "Dealt with antes and no blinds only: the bet (with blinds, the big blind)."
            asked.append(replace(field, label="Bet, with antes only", help=help))
        elif name == "big_bet" and _default(game, "structure") == "fixed_limit":
            asked.append(replace(field, help="If left empty: twice the big blind."))
        elif name not in ("blinds", "small_bet", "big_bet"):
            asked.append(field)
    return asked


def as_asked(game: Mapping[str, Any], stakes: Mapping[str, str]) -> dict[str, str]:
    """Stakes as the API takes them (an example's) as the setup form asks them: a blind game's
    small and big blind.

    >>> blind_game = {"blinds": {"antes_instead": False}}
    >>> as_asked(blind_game, {"stakes.blinds": "1 2", "stakes.small_bet": "2"})
    {'stakes.small_blind': '1', 'stakes.big_blind': '2'}
    """
    found = dict(stakes)
    blinds = items_of(found.get(_BLINDS, ""))
    if not takes_blinds(game) or len(blinds) != 2:
        return found
    del found[_BLINDS]
    found.pop(_BET, None)
    found[SMALL_BLIND], found[BIG_BLIND] = blinds
    return found


def as_sent(params: Mapping[str, str]) -> dict[str, str]:
    """The form's parameters with the small and big blind written as the API takes them: the
    blinds in order. Without a big blind, none are sent (a game dealt with antes alone, or a
    form to correct).

    >>> as_sent({"stakes.small_blind": "", "stakes.big_blind": "4", "dealer": "1"})
    {'dealer': '1', 'stakes.blinds': '0 4'}
    >>> as_sent({"stakes.small_blind": "1", "stakes.big_blind": "2", "straddle": "4"})
    {'stakes.blinds': '1 2 4'}
    """
    found = dict(params)
    small = found.pop(SMALL_BLIND, "").strip()
    big = found.pop(BIG_BLIND, "").strip()
    straddle = found.pop(STRADDLE, "").strip()
    if big:
        found[_BLINDS] = f"{small or 0} {big}"  # 0: the seat before the big blind posts none
    if straddle and found.get(_BLINDS, "").strip():
        found[_BLINDS] = f"{found[_BLINDS].strip()} {straddle}"  # after the big blind
    return found


def without_straddles(params: Mapping[str, str]) -> dict[str, str]:
    """The stakes for the next deal: a straddle is for one hand only, so neither the hand's
    straddle nor one written into the list of blinds (``stakes.blinds=1 2 4``) goes on.

    >>> without_straddles({"stakes.blinds": "1 2 4", "straddle": "4", "chips": "100"})
    {'stakes.blinds': '1 2', 'chips': '100'}
    >>> without_straddles({"stakes.blinds": "0 0 5"})
    {'stakes.blinds': '0 0 5'}
    """
    found = {key: value for key, value in params.items() if key != STRADDLE}
    amounts = items_of(found.get(_BLINDS, ""))
    if len(amounts) > 2 and all(amount.isdigit() for amount in amounts):
        big, _ = big_blind(tuple(int(amount) for amount in amounts))
        found[_BLINDS] = " ".join(amounts[: big + 1])
    return found


def straddler(game: Mapping[str, Any], sent: Mapping[str, str], seats: int) -> int | None:
    """The seat that may straddle the hand being dealt (the next after the big blind), or None
    where there is none to offer: no blinds, a straddle already put in, or no seat left for one.

    >>> game = {"blinds": {"antes_instead": False}}
    >>> straddler(game, {"dealer": "1", "stakes.blinds": "1 2"}, 4)
    3
    >>> straddler(game, {"dealer": "1", "stakes.blinds": "1 2"}, 2)
    """
    said = sent.get("dealer", "1").strip()
    amounts = items_of(sent.get(_BLINDS, ""))
    if not takes_blinds(game) or not said.isdigit() or not 0 < int(said) <= seats:
        return None
    if len(amounts) != 2 or not all(amount.isdigit() for amount in amounts) or seats < 3:
        return None
    posting = blind_seats(seats, int(said) - 1, (*(int(a) for a in amounts), 0))
    return posting[-1]


@dataclass(frozen=True, slots=True)
class Mark:
    """What a seat is at a blind game's table: the button, or a blind it posts."""

    kind: str
    """``button``, ``small blind``, ``big blind`` or ``straddle``."""
    amount: int | None = None

    @property
    def words(self) -> str:
        """As the table list says it: ``big blind 2``."""
        return self.kind if self.amount is None else f"{self.kind} {self.amount}"

    @property
    def short(self) -> str:
        """As the status line, a phone's top line, says it: ``BB``."""
        return _SHORT.get(self.kind, self.kind)


_SHORT: Final = {"button": "D", "small blind": "SB", "big blind": "BB"}
Marks = dict[int, tuple[Mark, ...]]
"""What each seat is at the table, by seat (0 first)."""


def seat_marks(
    game: Mapping[str, Any], sent: Mapping[str, str], seats: int
) -> dict[int, tuple[Mark, ...]]:
    """What each seat is at a blind game's table, by seat (0 first): the button, the small
    blind, the big blind, a straddle, from the stakes sent and the dealer.

    >>> game = {"blinds": {"antes_instead": False}}
    >>> marks = seat_marks(game, {"dealer": "1", "stakes.blinds": "1 2"}, 3)
    >>> {seat: [mark.words for mark in found] for seat, found in marks.items()}
    {0: ['button'], 1: ['small blind 1'], 2: ['big blind 2']}
    >>> marks = seat_marks(game, {"dealer": "2", "stakes.blinds": "1 2"}, 2)
    >>> {seat: [mark.short for mark in found] for seat, found in marks.items()}
    {1: ['D', 'SB'], 0: ['BB']}
    """
    said = sent.get("dealer", "1").strip()
    amounts = items_of(sent.get(_BLINDS, ""))
    if not takes_blinds(game) or not said.isdigit() or not 0 < int(said) <= seats:
        return {}
    dealer = int(said) - 1
    marks: dict[int, tuple[Mark, ...]] = {dealer: (Mark("button"),)}
    if not amounts or not all(amount.isdigit() for amount in amounts) or len(amounts) > seats:
        return marks
    blinds = tuple(int(amount) for amount in amounts)
    if not any(blinds):
        return marks
    big, _ = big_blind(blinds)
    posting = zip(blind_seats(seats, dealer, blinds), blinds, strict=True)
    for index, (seat, amount) in enumerate(posting):
        if amount:
            kind = "small blind" if index < big else "big blind" if index == big else "straddle"
            marks[seat] = (*marks.get(seat, ()), Mark(kind, amount))
    return marks


def posting_words(
    marks: Mapping[int, tuple[Mark, ...]], names: Sequence[str], stacks: Sequence[int | None]
) -> str:
    """Who posts which blind, as the dealer says it before the first cards: ``Bob posts the
    small blind (1), Cy the big blind (2)``; a player short of his blind posts all he has.

    >>> marks = {0: (Mark("button"),), 1: (Mark("small blind", 1),), 2: (Mark("big blind", 2),)}
    >>> posting_words(marks, ("Ann", "Bob", "Cy"), (200, 200, 1))
    'Bob posts the small blind (1), Cy the big blind (all in, 1)'
    >>> posting_words({0: (Mark("button"),)}, ("Ann", "Bob"), (9, 9))
    ''
    """
    said: list[str] = []
    for seat in sorted(marks, key=lambda seat: _posting_order(marks[seat])):
        for mark in marks[seat]:
            if mark.amount is None or not 0 <= seat < len(names):
                continue
            stack = stacks[seat] if seat < len(stacks) else None
            amount = f"{mark.amount}"
            if stack is not None and stack <= mark.amount:
                amount = f"all in, {stack}"
            verb = "posts " if not said else ""
            said.append(f"{names[seat]} {verb}the {mark.kind} ({amount})")
    return ", ".join(said)


def _posting_order(marks: tuple[Mark, ...]) -> int:
    """The small blind first, then the big blind, then any straddle."""
    order = ("small blind", "big blind", "straddle")
    return min((order.index(mark.kind) for mark in marks if mark.kind in order), default=9)
