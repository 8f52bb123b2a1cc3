"""Read a PHH document (phh.readthedocs.io) as a table's setup and the events of its hand.

Players are seated in the document's order, p1 at the dealer's left, so the last player is the
dealer; a ``seats`` field that numbers them 1 to n clockwise from any seat puts each back in his
own seat. The antes are posted as the hand starts; every action is then one event
(:mod:`.phh_actions`). Any problem is the rule it breaks at the field or ``actions.<i>`` that
breaks it.

>>> history = read_phh('''
... variant = "FR"
... antes = [1, 1]
... bring_in = 2
... small_bet = 5
... big_bet = 10
... starting_stacks = [50, 60]
... actions = ["d dh p1 ????Kh", "d dh p2 ????3d", "p1 pb", "p2 cbr 5", "p1 f"]
... ''')
>>> history.plan.game.id, history.plan.setup.dealer, [e.type.value for e in history.events]
('razz', 1, ['ante', 'ante', 'deal', 'deal', 'bring_in', 'complete', 'fold'])
>>> history.state.phase.value
'over'
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from service.rules.errors import RuleViolation, quoted
from service.rules.games.catalog import CATALOG
from service.rules.games.events import Event, HandState
from service.rules.games.table import Plan, Setup, configure
from service.rules.games.view import state_of
from service.rules.histories.phh_actions import ActionReader
from service.rules.histories.phh_variants import UNPLAYED, VARIANTS, Variant

REQUIRED: Final = (
    "variant",
    "antes",
    "bring_in",
    "small_bet",
    "big_bet",
    "starting_stacks",
    "actions",
)
OPTIONAL: Final = frozenset(
    {
        "author", "event", "url", "venue", "address", "city", "region", "postal_code",
        "country", "time", "time_zone", "time_zone_abbreviation", "day", "month", "year",
        "hand", "level", "seats", "seat_count", "table", "players", "finishing_stacks",
        "winnings", "currency", "currency_symbol", "ante_trimming_status", "time_limit",
        "time_banks",
    }
)  # fmt: skip
"""The fields PHH defines besides the required ones; only ``players``, ``seats`` and
``ante_trimming_status`` change how the hand is read."""
OTHER_GAMES: Final = ("blinds_or_straddles", "min_bet")
"""Required fields of PHH's button and big-bet variants, never of its stud."""


_SETUP_FIELDS: Final[Mapping[str, str]] = {
    "bring_in": "bring_in",
    "small_bet": "small_bet",
    "big_bet": "big_bet",
    "ante": "antes",
    "seats": "starting_stacks",
    "dealer": "seats",
    "options": "variant",
}
"""Where a problem the table's setup has lies in the document."""


@dataclass(frozen=True, kw_only=True, slots=True)
class History:
    """A PHH hand as one of the service's: its table, its events, and where it stands."""

    variant: Variant
    plan: Plan
    events: tuple[Event, ...]
    names: tuple[str | None, ...]
    """Each seat's player, where the document names him."""
    state: HandState


def read_phh(
    text: str,
    game: str | None = None,
    *,
    max_chips: int | None = None,
    max_name: int | None = None,
) -> History:
    """The hand a PHH document records, replayed as far as its actions go; with ``game``, the
    document must be a hand of that game, with ``max_chips`` no stack or stake may be larger,
    and with ``max_name`` no player's name longer (the caller's limits)."""
    try:
        document = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise _bad(f"the body is not a TOML document: {error}", "body") from None
    except RecursionError:  # arrays nested thousands deep: no hand history is
        raise _bad("the body nests arrays or tables too deep for a hand history", "body") from None
    except ValueError:  # an integer of over 4,300 digits, which Python will not read
        raise _bad("the body holds an integer of more than 4,300 digits", "body") from None
    variant = _variant(document)
    if game is not None and variant.game != game:
        raise RuleViolation(
            "phh.variant",
            f"a {variant.code} hand is a hand of {variant.game}, not of {game}: post it to "
            f"/v1/games/{variant.game}/state",
            at=(("variant",),),
        )
    stacks = _chips(document, "starting_stacks", minimum=1, maximum=max_chips)
    players = len(stacks)
    if players < 2:
        raise _bad("a hand has two players or more, each with a starting stack", "starting_stacks")
    antes = _chips(document, "antes", minimum=0, maximum=max_chips, count=players)
    if len(set(antes)) > 1:
        raise _bad("every player antes the same amount at this service's tables", "antes")
    ante = antes[0] if antes else 0
    if document.get("ante_trimming_status", False) is not True and any(s < ante for s in stacks):
        raise _bad(
            "a player short of the ante wins only as much of the antes as he matched here "
            "(ante_trimming_status true), not all of them",
            "ante_trimming_status",
        )
    order = _seating(document, players)
    plan = _plan(document, variant, order, stacks, ante, max_chips=max_chips)
    names: list[str | None] = [None] * players
    for player, name in enumerate(_strings(document, "players", players)):
        if max_name is not None and len(name) > max_name:
            raise _bad(f"a player's name has at most {max_name} characters", "players", player)
        names[order[player]] = name or None
    reader = ActionReader(plan, order)
    actions = document["actions"]
    if not isinstance(actions, list):
        raise _bad("actions is an array of strings", "actions")
    for index, action in enumerate(actions):
        if not isinstance(action, str):
            raise _bad("each action is a string", "actions", index)
        reader.read(action, ("actions", index))
    reader.forced_bring_in(("actions", max(len(actions) - 1, 0)))
    reader.show_what_was_shown()
    return History(
        variant=variant,
        plan=plan,
        events=tuple(reader.events),
        names=tuple(names),
        state=state_of(reader.hand),
    )


def _bad(detail: str, *where: str | int) -> RuleViolation:
    return RuleViolation("phh.document", detail, at=(where,))


def _variant(document: Mapping[str, Any]) -> Variant:
    for name in document:
        if name in OTHER_GAMES:
            raise _bad(f"{name} belongs to PHH's button games, never to stud", name)
        if name not in REQUIRED and name not in OPTIONAL and not name.startswith("_"):
            raise _bad(
                f"PHH has no field {quoted(name)}; a user-defined field begins with an underscore",
                name,
            )
    for name in REQUIRED:
        if name not in document:
            raise _bad(f"a PHH stud hand needs {name}", name)
    code = document["variant"]
    variant = VARIANTS.get(code) if isinstance(code, str) else None
    if variant is None:
        why = UNPLAYED.get(code) if isinstance(code, str) else None
        played = ", ".join(f"{v.code} ({v.game})" for v in VARIANTS.values())
        raise RuleViolation(
            "phh.variant",
            f"{quoted(code)} is no game of this service{f' ({why})' if why else ''}; "
            f"it plays {played}",
            at=(("variant",),),
        )
    return variant


def _chips(
    document: Mapping[str, Any],
    name: str,
    *,
    minimum: int,
    maximum: int | None = None,
    count: int | None = None,
) -> list[int]:
    values = document[name]
    if not isinstance(values, list) or (count is not None and len(values) != count):
        length = "" if count is None else f" of {count}, one for each player"
        raise _bad(f"{name} is an array{length}", name)
    for index, value in enumerate(values):
        _chip(value, name, index, minimum=minimum, maximum=maximum)
    return values


def _chip(value: object, *where: str | int, minimum: int = 1, maximum: int | None = None) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < minimum:
        raise _bad(f"chips are whole numbers of at least {minimum}, not {quoted(value)}", *where)
    if maximum is not None and value > maximum:
        raise _bad(f"at most {maximum} chips, not {value}", *where)
    return value


def _strings(document: Mapping[str, Any], name: str, count: int) -> list[str]:
    values = document.get(name, [])
    if not isinstance(values, list) or (values and len(values) != count):
        raise _bad(f"{name} is an array of {count}, one for each player", name)
    for index, value in enumerate(values):
        if not isinstance(value, str):
            raise _bad(f"{name} are strings", name, index)
    return values


def _seating(document: Mapping[str, Any], players: int) -> list[int]:
    """Each player's seat: in the document's order, or as ``seats`` numbers them clockwise."""
    seats = document.get("seats")
    if seats is None:
        return list(range(players))
    if not isinstance(seats, list) or len(seats) != players:
        raise _bad(f"seats is an array of {players}, one for each player", "seats")
    if not all(isinstance(s, int) and not isinstance(s, bool) for s in seats):
        raise _bad("seats are whole numbers", "seats")
    if min(seats) < 1 or len(set(seats)) < players:
        raise _bad("seats are numbers from 1, a different one for each player", "seats")
    start = seats[0] - 1
    if sorted(seats) == list(range(1, players + 1)) and all(
        seat - 1 == (start + k) % players for k, seat in enumerate(seats)
    ):
        return [seat - 1 for seat in seats]
    return list(range(players))  # seats numbered with gaps: the players keep their order


def _plan(
    document: Mapping[str, Any],
    variant: Variant,
    order: list[int],
    stacks: list[int],
    ante: int,
    *,
    max_chips: int | None,
) -> Plan:
    stakes = {
        name: _chip(document[name], name, maximum=max_chips)
        for name in ("bring_in", "small_bet", "big_bet")
    }
    by_seat = [0] * len(stacks)
    for player, stack in enumerate(stacks):
        by_seat[order[player]] = stack
    setup = Setup(
        stacks=tuple(by_seat),
        dealer=order[-1],
        ante=ante,
        bring_in=stakes["bring_in"],
        small_bet=stakes["small_bet"],
        big_bet=stakes["big_bet"],
        options=variant.options,
    )
    try:
        return configure(CATALOG[variant.game], setup)
    except RuleViolation as violation:
        places = tuple(
            (_SETUP_FIELDS.get(str(at[-1]), _SETUP_FIELDS.get(str(at[0]), "variant")),)
            for at in violation.at
        )
        raise RuleViolation(violation.rule, violation.detail, at=places) from None
