"""What the end of a hand offers for the next one, besides the same game again: dealer's choice
(the next hand as another game, the players, their chips and the button carried, the game's
own setup still asked) and a rebuy (a player who went bust given chips again).

A rebuy is said on the ended hand's address as ``rebuy.3=100`` (seat 3, counted from 1 as the
page counts seats): the page answers it with the next deal, that player back in his seat.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from service.page import stacks

REBUY: Final = "rebuy"
"""The parameter of a busted player's rebuy: ``rebuy.3`` holds seat 3's new chips."""
CARRIED_TO_ANOTHER_GAME: Final = ("players", stacks.CHIPS, "dealer")
"""What a next hand as another game keeps of the following deal: who plays, in which seats,
with what chips, and who deals (with each player's own chips, ``chips.2``). Stakes, house
rules and a pot carried in are the game's own: its setup asks them again."""
AS_ANOTHER_GAME: Final = "another_game"
"""The rebuy form's parameter saying the next hand is the game chosen beside it (``game``),
not this one again: the chips bought back in go into that game's setup."""
_WHOLE_NUMBER: Final = re.compile("[0-9]{1,9}")


def for_another_game(following: Mapping[str, str]) -> dict[str, str]:
    """The following deal's players, chips and dealer, without this game's stakes, house rules
    or carried pot.

    >>> for_another_game({"players": "Ann, Cy", "chips": "200", "chips.2": "190",
    ...                   "dealer": "2", "stakes.ante": "1", "carried_pot": "6"})
    {'players': 'Ann, Cy', 'chips': '200', 'chips.2': '190', 'dealer': '2'}
    """
    return {
        key: value
        for key, value in following.items()
        if key in CARRIED_TO_ANOTHER_GAME or stacks.is_own(key)
    }


def other_games(
    games: Sequence[Mapping[str, Any]], current: str, count: int, with_chips: bool
) -> list[tuple[str, str]]:
    """The games the next hand may be dealt as instead, as (id, name), by name: those that seat
    this many players and play for chips as this one does (Counterbluff's points do not carry
    to a game of chips, nor chips to it).

    >>> games = [{"id": "razz", "name": "Razz", "players": {"min": 2, "max": 8}, "chips": True},
    ...          {"id": "old_man", "name": "Old Man", "players": {"min": 2, "max": 4},
    ...           "chips": True},
    ...          {"id": "counterbluff", "name": "Counterbluff", "players": {"min": 2, "max": 2},
    ...           "chips": False}]
    >>> other_games(games, "razz", 5, True), other_games(games, "razz", 3, True)
    ([], [('old_man', 'Old Man')])
    """
    found = []
    for game in games:
        seats = game.get("players") or {}
        fits = int(seats.get("min", 2)) <= count <= int(seats.get("max", count))
        if game["id"] != current and fits and bool(game.get("chips")) == with_chips:
            found.append((str(game["id"]), str(game["name"])))
    return sorted(found, key=lambda game: game[1])


@dataclass(frozen=True, slots=True)
class Rebuy:
    """A player with no chips left, who may be given chips again before the next deal."""

    seat: int
    """His seat, counted from 1."""
    name: str

    @property
    def key(self) -> str:
        """His rebuy's parameter: ``rebuy.3``."""
        return f"{REBUY}.{self.seat}"


def busted(names: Sequence[str], ended: Sequence[int | None]) -> list[Rebuy]:
    """The players the hand left without chips, each of whom may buy back in.

    >>> busted(["Ann", "Bob", "Cy"], [210, 0, 190])
    [Rebuy(seat=2, name='Bob')]
    """
    return [
        Rebuy(seat, name)
        for seat, (name, stack) in enumerate(zip(names, ended, strict=False), start=1)
        if stack == 0
    ]


def rebuys(params: Mapping[str, str], out: Sequence[Rebuy]) -> tuple[dict[int, int], list[str]]:
    """The chips each busted player is given again (by seat, from 1), and what is wrong with
    any typed (not a whole number of chips); a field left empty: he sits out.

    >>> out = [Rebuy(2, "Bob"), Rebuy(3, "Cy")]
    >>> rebuys({"rebuy.2": "100", "rebuy.3": ""}, out)
    ({2: 100}, [])
    >>> given, wrong = rebuys({"rebuy.2": "lots", "rebuy.3": "0"}, out)
    >>> given, wrong[0]
    ({}, "Bob's chips to buy back in: a whole number of chips, like 100.")
    >>> wrong[1]
    "Cy's chips to buy back in: more than none (or leave it empty: he sits out)."
    """
    given: dict[int, int] = {}
    wrong: list[str] = []
    for player in out:
        typed = params.get(player.key, "").strip()
        if not typed:
            continue
        if not _WHOLE_NUMBER.fullmatch(typed):
            wrong.append(
                f"{player.name}'s chips to buy back in: a whole number of chips, like 100."
            )
        elif int(typed) == 0:
            wrong.append(
                f"{player.name}'s chips to buy back in: more than none "
                "(or leave it empty: he sits out)."
            )
        else:
            given[player.seat] = int(typed)
    return given, wrong


def with_rebuys(ended: Sequence[int | None], given: Mapping[int, int]) -> list[int | None]:
    """Each player's chips for the next deal: what he ended with, or what he bought back in for.

    >>> with_rebuys([210, 0, 0], {3: 100})
    [210, 0, 100]
    """
    return [given.get(seat, stack) for seat, stack in enumerate(ended, start=1)]


def asks_rebuy(params: Mapping[str, str]) -> bool:
    """The address asks for the next deal with rebuys (the rebuy form was sent).

    >>> asks_rebuy({"rebuy.3": "100"}), asks_rebuy({"chips.3": "100"})
    (True, False)
    """
    return any(key.startswith(REBUY + ".") for key in params)
