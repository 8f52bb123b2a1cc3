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

import re
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any, Final

from service.rules.errors import RuleViolation, quoted
from service.rules.games.catalog import CATALOG
from service.rules.games.events import Event, HandState
from service.rules.games.table import Plan, Setup, big_blind, configure
from service.rules.games.view import state_of
from service.rules.histories.phh_actions import ActionReader
from service.rules.histories.phh_variants import UNPLAYED, VARIANTS, Variant

COMMON: Final = ("variant", "antes", "starting_stacks", "actions")
"""The fields every PHH hand has."""
STAKES: Final = {
    "stud": ("bring_in", "small_bet", "big_bet"),
    "fixed": ("blinds_or_straddles", "small_bet", "big_bet"),
    "big_bet": ("blinds_or_straddles", "min_bet"),
}
"""The stakes' fields of PHH's stud, its fixed-limit button games, and its pot- and no-limit
ones."""
REQUIRED: Final = frozenset(COMMON).union(*STAKES.values())
MOST_DECIMALS: Final = 6
"""Decimal places an amount may have (online cash games write 0.25): read exactly, as whole
units of 10^-places."""
_CBR: Final = re.compile(r"\bcbr\s+(\S+)")
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


_SETUP_FIELDS: Final[Mapping[str, str]] = {
    "bring_in": "bring_in",
    "small_bet": "small_bet",
    "big_bet": "big_bet",
    "ante": "antes",
    "seats": "starting_stacks",
    "dealer": "seats",
    "blinds": "blinds_or_straddles",
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
    scale: int
    """Chips to one unit of the document's amounts: 100 when it writes 0.25 (25 chips here),
    1 when every amount is whole."""
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
        document = tomllib.loads(text, parse_float=Decimal)
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
    chips = _Chips(document, variant, max_chips)
    stacks = chips.list("starting_stacks", minimum=1)
    players = len(stacks)
    if players < 2:
        raise _bad("a hand has two players or more, each with a starting stack", "starting_stacks")
    antes = chips.list("antes", minimum=0, count=players)
    blinds = chips.list("blinds_or_straddles", minimum=0, count=players) if variant.button else []
    ante, big_blind_ante = _ante(antes, blinds)
    if document.get("ante_trimming_status", False) is not True and any(s < ante for s in stacks):
        raise _bad(
            "a player short of the ante wins only as much of the antes as he matched here "
            "(ante_trimming_status true), not all of them",
            "ante_trimming_status",
        )
    order = _seating(document, players)
    plan = _plan(
        variant, order, chips, stacks=stacks, ante=ante, blinds=blinds,
        big_blind_ante=big_blind_ante,
    )  # fmt: skip
    names: list[str | None] = [None] * players
    for player, name in enumerate(_strings(document, "players", players)):
        if max_name is not None and len(name) > max_name:
            raise _bad(f"a player's name has at most {max_name} characters", "players", player)
        names[order[player]] = name or None
    reader = _read_actions(document["actions"], ActionReader(plan, order, scale=chips.scale))
    return History(
        variant=variant,
        plan=plan,
        events=tuple(reader.events),
        names=tuple(names),
        scale=chips.scale,
        state=state_of(reader.hand),
    )


def _read_actions(actions: object, reader: ActionReader) -> ActionReader:
    """Every action applied in turn; a refusal in a document of decimal amounts says what one
    chip of the ruling is in the document's units."""
    if not isinstance(actions, list):
        raise _bad("actions is an array of strings", "actions")
    try:
        for index, action in enumerate(actions):
            if not isinstance(action, str):
                raise _bad("each action is a string", "actions", index)
            reader.read(action, ("actions", index))
        reader.finish(("actions", max(len(actions) - 1, 0)))
    except RuleViolation as violation:
        detail = in_players(violation.detail, reader.order)
        if reader.scale != 1:
            unit = Decimal(1) / reader.scale
            detail = f"{detail} (in chips of {unit} of the document's amounts)"
        raise RuleViolation(violation.rule, detail, at=violation.at) from None
    return reader


_SEAT: Final = re.compile(r"\b[Ss]eat (\d+)\b")


def in_players(detail: str, order: Sequence[int]) -> str:
    """A ruling's words said in the document's players: "a raise by seat 1" is "a raise by p2"
    when p2 sits in seat 1. The engine counts its seats from 0; a PHH document names p1 to pn,
    and the seats it sits them in need not be in that order (its ``seats`` field)."""
    player = {seat: index + 1 for index, seat in enumerate(order)}

    def named(match: re.Match[str]) -> str:
        seat = int(match[1])
        return f"p{player[seat]}" if seat in player else match[0]

    return _SEAT.sub(named, detail)


def _bad(detail: str, *where: str | int) -> RuleViolation:
    return RuleViolation("phh.document", detail, at=(where,))


def _kind(variant: Variant) -> str:
    """Which stakes' fields the variant has (a key of :data:`STAKES`)."""
    if not variant.button:
        return "stud"
    return "fixed" if variant.fixed_limit else "big_bet"


def _variant(document: Mapping[str, Any]) -> Variant:
    for name in document:
        if name not in REQUIRED and name not in OPTIONAL and not name.startswith("_"):
            raise _bad(
                f"PHH has no field {quoted(name)}; a user-defined field begins with an underscore",
                name,
            )
    if "variant" not in document:
        raise _bad("a PHH hand needs variant", "variant")
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
    needed = (*COMMON, *STAKES[_kind(variant)])
    for name in needed:
        if name not in document:
            raise _bad(f"a PHH {variant.code} hand needs {name}", name)
    for name in REQUIRED - set(needed):
        if name in document:
            raise _bad(f"{name} belongs to other PHH variants, never to {variant.code}", name)
    return variant


class _Chips:
    """The document's amounts as whole chips: each times :attr:`scale`, the least power of ten
    that makes every amount of the document whole."""

    def __init__(self, document: Mapping[str, Any], variant: Variant, maximum: int | None):
        self.document = document
        self.maximum = maximum
        # Each amount with where it is, so that one with too many decimals is named there.
        amounts: list[tuple[object, tuple[str | int, ...]]] = []
        for name in (*COMMON, *STAKES[_kind(variant)]):
            value = document.get(name)
            if isinstance(value, list):
                amounts += [(item, (name, k)) for k, item in enumerate(value)]
            else:
                amounts.append((value, (name,)))
        actions = document.get("actions")
        for k, action in enumerate(actions if isinstance(actions, list) else []):
            if isinstance(action, str):
                found = _CBR.findall(action.split("#", 1)[0])
                amounts += [(_decimal(m), ("actions", k)) for m in found]
        places = 0
        for amount, where in amounts:
            if isinstance(amount, Decimal):
                places = max(places, _places(amount))
                if places > MOST_DECIMALS:
                    raise _bad(f"amounts have at most {MOST_DECIMALS} decimal places", *where)
        self.scale = 10**places

    def one(self, name: str, *where: str | int, minimum: int = 1) -> int:
        """One amount of the document, in chips."""
        value = self.document[name] if not where else self.document[name][where[0]]
        return self.chips(value, name, *where, minimum=minimum)

    def chips(self, value: object, *where: str | int, minimum: int = 1) -> int:
        """An amount in chips; refused unless a number of at least ``minimum``."""
        if isinstance(value, bool) or not isinstance(value, int | Decimal):
            raise _bad(f"amounts are numbers, not {quoted(value)}", *where)
        if isinstance(value, Decimal) and not value.is_finite():
            raise _bad(f"amounts are numbers, not {value}", *where)
        chips = int(value * self.scale)
        if chips < minimum or chips != value * self.scale:
            least = Decimal(minimum) / self.scale
            raise _bad(f"amounts are at least {least}, not {quoted(value)}", *where)
        if self.maximum is not None and chips > self.maximum:
            raise _bad(f"at most {self.maximum} chips, not {chips}", *where)
        return chips

    def list(self, name: str, *, minimum: int, count: int | None = None) -> list[int]:
        """An array of amounts (one for each player, given ``count``)."""
        values = self.document[name]
        if not isinstance(values, list) or (count is not None and len(values) != count):
            length = "" if count is None else f" of {count}, one for each player"
            raise _bad(f"{name} is an array{length}", name)
        return [self.chips(v, name, k, minimum=minimum) for k, v in enumerate(values)]


def _decimal(text: str) -> Decimal | None:
    """An action's amount as a number, if it is one (the action reader refuses it otherwise)."""
    try:
        return Decimal(text) if len(text) <= 40 else None
    except ArithmeticError:
        return None


def _places(amount: Decimal) -> int:
    """Decimal places an amount needs: 2 for 0.25, 0 for 2.00."""
    if not amount.is_finite():
        return 0
    exponent = amount.normalize().as_tuple().exponent
    return max(0, -exponent) if isinstance(exponent, int) else 0


def _ante(antes: list[int], blinds: list[int]) -> tuple[int, bool]:
    """The table's ante, and whether the big blind pays it for the table (TDA RP-11): PHH writes
    the antes by player, all the same or the big blind's alone."""
    if len(set(antes)) <= 1:
        return (antes[0] if antes else 0), False
    posted = [amount for amount in antes if amount]
    if blinds and any(blinds) and len(posted) == 1:
        index, _ = big_blind(tuple(blinds))
        if antes[index]:
            return antes[index], True
    raise _bad(
        "every player antes the same amount, or the big blind alone antes for the table, at "
        "this service's tables",
        "antes",
    )


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
    variant: Variant,
    order: list[int],
    chips: _Chips,
    *,
    stacks: list[int],
    ante: int,
    blinds: list[int],
    big_blind_ante: bool,
) -> Plan:
    by_seat = [0] * len(stacks)
    for player, stack in enumerate(stacks):
        by_seat[order[player]] = stack
    options = dict(variant.options)
    if variant.button:
        while blinds and not blinds[-1]:
            blinds = blinds[:-1]  # the players after the last blind or straddle post none
        if sum(1 for blind in blinds if blind) > 2:
            options["straddle_raise"] = "last_increment"
        if big_blind_ante:
            options |= {"big_blind_ante": True, "short_big_blind": "ante_first"}
    bet = "min_bet" if variant.button and not variant.fixed_limit else "small_bet"
    setup = Setup(
        stacks=tuple(by_seat),
        dealer=order[-1],
        ante=ante,
        bring_in=None if variant.button else chips.one("bring_in"),
        small_bet=chips.one(bet),
        big_bet=chips.one("big_bet") if "big_bet" in STAKES[_kind(variant)] else None,
        blinds=tuple(blinds),
        options=options,
    )
    places = {**_SETUP_FIELDS, "small_bet": bet}
    try:
        return configure(CATALOG[variant.game], setup)
    except RuleViolation as violation:
        where = tuple(
            (places.get(str(at[-1]), places.get(str(at[0]), "variant")),) for at in violation.at
        )
        # The table's words name the JSON request's stakes; the document's fields are PHH's.
        detail = re.sub(r"\bstakes\.(\w+)", lambda m: places.get(m[1], m[0]), violation.detail)
        raise RuleViolation(violation.rule, detail, at=where) from None
