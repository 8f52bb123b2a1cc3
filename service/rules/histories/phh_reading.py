"""Read a PHH document (phh.readthedocs.io) as a table's setup and the events of its hand.

Players are seated in the document's order, p1 at the dealer's left, so the last player is the
dealer; a ``seats`` field that numbers them 1 to n clockwise from any seat puts each back in his
own seat. The antes are posted as the hand starts; every action is then one event, its kind (a
check or a call; a completion, bet or raise) read off the hand as it stands. Any problem is the
rule it breaks at the field or ``actions.<i>`` that breaks it.

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
from typing import Any, Final

from service.rules.cards import Card, HiddenCard, SeenOrHidden, parse_card_or_hidden
from service.rules.errors import Location, RuleViolation
from service.rules.games.catalog import CATALOG
from service.rules.games.events import Event, EventType, HandState, Phase
from service.rules.games.procedure import HANDS
from service.rules.games.table import Plan, Setup, configure
from service.rules.games.view import state_of
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

_CARDS: Final = re.compile(r"(?:[2-9TJQKA][cdhs]|\?\?)+")
_PLAYER: Final = re.compile(r"p([1-9][0-9]*)")
_AMOUNT: Final = re.compile(r"[0-9]+")

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


def read_phh(text: str, game: str | None = None) -> History:
    """The hand a PHH document records, replayed as far as its actions go; with ``game``, the
    document must be a hand of that game."""
    try:
        document = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise _bad(f"the body is not a TOML document: {error}", "body") from None
    variant = _variant(document)
    if game is not None and variant.game != game:
        raise RuleViolation(
            "phh.variant",
            f"a {variant.code} hand is a hand of {variant.game}, not of {game}: post it to "
            f"/v1/games/{variant.game}/state",
            at=(("variant",),),
        )
    stacks = _chips(document, "starting_stacks", minimum=1)
    players = len(stacks)
    antes = _chips(document, "antes", minimum=0, count=players)
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
    plan = _plan(document, variant, order, stacks, ante)
    names: list[str | None] = [None] * players
    for player, name in enumerate(_strings(document, "players", players)):
        names[order[player]] = name or None
    reader = _Reader(plan, order)
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
                f"PHH has no field {name!r}; a user-defined field begins with an underscore",
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
            f"{code!r} is no game of this service{f' ({why})' if why else ''}; it plays {played}",
            at=(("variant",),),
        )
    return variant


def _chips(
    document: Mapping[str, Any], name: str, *, minimum: int, count: int | None = None
) -> list[int]:
    values = document[name]
    if not isinstance(values, list) or (count is not None and len(values) != count):
        length = "" if count is None else f" of {count}, one for each player"
        raise _bad(f"{name} is an array{length}", name)
    for index, value in enumerate(values):
        if not isinstance(value, int) or isinstance(value, bool) or value < minimum:
            raise _bad(f"chips are whole numbers of at least {minimum}, not {value!r}", name, index)
    return values


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
    start = seats[0] - 1
    if sorted(seats) == list(range(1, players + 1)) and all(
        seat - 1 == (start + k) % players for k, seat in enumerate(seats)
    ):
        return [seat - 1 for seat in seats]
    return list(range(players))  # seats numbered with gaps: the players keep their order


def _plan(
    document: Mapping[str, Any], variant: Variant, order: list[int], stacks: list[int], ante: int
) -> Plan:
    stakes = {name: _chips({name: [document[name]]}, name, minimum=1)[0]
              for name in ("bring_in", "small_bet", "big_bet")}  # fmt: skip
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


class _Reader:
    """Turns the document's actions into events, applied to the hand as they come."""

    def __init__(self, plan: Plan, order: Sequence[int]) -> None:
        self.hand = HANDS[plan.game.family](plan)
        self.hand.start()
        self.order = order
        self.events: list[Event] = []
        self.dealt: list[list[tuple[bool, SeenOrHidden]]] = [[] for _ in order]
        """Each seat's cards in the order dealt, and whether each is a down card."""
        self.shown: dict[int, tuple[tuple[SeenOrHidden, ...], Location]] = {}
        """Down cards a player showed that the hand has not yet asked for."""
        for due in self.hand.next_events():
            if due.type == EventType.ANTE:  # posted by everyone as the hand starts
                self.apply(Event(type=EventType.ANTE, seat=due.seat, amount=due.amount), ("antes",))

    def forced_bring_in(self, where: Location) -> None:
        """The bring-in of a player left alone with chips, every other live player all in on
        the antes: PHH has no betting round then; here he still brings in, and the chips
        nobody can call come back to him."""
        hand = self.hand
        due = [e for e in hand.next_events() if e.type == EventType.BRING_IN]
        if due and due[0].seat is not None and self._alone_with_chips(due[0].seat):
            self.apply(Event(type=EventType.BRING_IN, seat=due[0].seat, to=due[0].min_to), where)

    def apply(self, event: Event, where: Location) -> None:
        """Apply one event; a rule it breaks is placed at the action it came from."""
        try:
            self.hand.apply(event, len(self.events))
        except RuleViolation as violation:
            raise RuleViolation(violation.rule, violation.detail, at=(where,)) from None
        self.events.append(event)

    def read(self, action: str, where: Location) -> None:
        """One action, as the event it is."""
        words = action.split("#", 1)[0].split()
        match words:
            case []:
                return  # a no-op, or a commentary alone
            case ["d", "dh", player, cards]:
                self.forced_bring_in(where)
                self._deal(self._seat(player, where), _cards(cards, where), where)
            case ["d", "db", cards]:
                self._community(_cards(cards, where), where)
            case [player, "pb"]:
                self._bring_in(self._seat(player, where), where)
            case [player, "cbr", amount] if _AMOUNT.fullmatch(amount):
                self._raise(self._seat(player, where), int(amount), where)
            case [player, "cc"]:
                self._check_or_call(self._seat(player, where), where)
            case [player, "f"]:
                self.apply(Event(type=EventType.FOLD, seat=self._seat(player, where)), where)
            case [player, "sm", cards]:
                self.forced_bring_in(where)
                self._show(self._seat(player, where), cards, where)
            case [_, "sm"]:
                raise _refused("a muck: the showdown is settled with every live hand shown", where)
            case [_, "sd", *_]:
                raise _refused("a discard belongs to PHH's draw variants, not to stud", where)
            case _:
                raise _refused(f"{action!r} is not a PHH action this game has", where)
        self.show_what_was_shown()

    def _seat(self, player: str, where: Location) -> int:
        found = _PLAYER.fullmatch(player)
        if found is None or int(found[1]) > len(self.order):
            raise _refused(f"{player!r} is none of p1 to p{len(self.order)}", where)
        return self.order[int(found[1]) - 1]

    def _deal(self, seat: int, cards: list[SeenOrHidden], where: Location) -> None:
        street = self.hand.street
        down_count = street.down if street is not None else len(cards)
        down, up = cards[:down_count], cards[down_count:]
        if any(isinstance(c, HiddenCard) for c in up):
            raise _refused("an up card is dealt face up: it cannot be unknown (??)", where)
        self.apply(
            Event(type=EventType.DEAL, seat=seat, down=tuple(down),
                  up=tuple(c for c in up if isinstance(c, Card))),
            where,
        )  # fmt: skip
        self.dealt[seat] += [(True, c) for c in down] + [(False, c) for c in up]

    def _community(self, cards: list[SeenOrHidden], where: Location) -> None:
        if len(cards) != 1:
            raise _refused("a stud game's community card comes alone", where)
        self.apply(Event(type=EventType.COMMUNITY, card=cards[0]), where)

    def _bring_in(self, seat: int, where: Location) -> None:
        due = [e.min_to for e in self.hand.next_events() if e.type == EventType.BRING_IN]
        to = due[0] if due else self.hand.plan.setup.bring_in
        self.apply(Event(type=EventType.BRING_IN, seat=seat, to=to), where)

    def _check_or_call(self, seat: int, where: Location) -> None:
        hand = self.hand
        if hand.to_act() is None and self._alone_with_chips(seat):
            # PHH's round waits for a last check from a player left alone with chips, every
            # other live player all in; here that round is already over.
            return
        free = any(e.type == EventType.CHECK for e in hand.next_events())
        kind = EventType.CHECK if free else EventType.CALL
        self.apply(Event(type=kind, seat=seat), where)

    def _alone_with_chips(self, seat: int) -> bool:
        hand = self.hand
        live = hand.live()
        with_chips = [s for s in live if hand.stacks[s] - hand.in_round(s) > 0]
        return len(live) > 1 and with_chips == [seat]

    def _raise(self, seat: int, to: int, where: Location) -> None:
        """A completion, bet or raise to ``to``: whichever of them the hand offers now."""
        offered = [
            e
            for e in self.hand.next_events()
            if e.type in (EventType.COMPLETE, EventType.BET, EventType.RAISE)
        ]
        fits = [e for e in offered if (e.min_to or 0) <= to <= (e.max_to or 0)]
        if fits or offered:
            kind = (fits or offered)[0].type
        else:  # nothing offered: the hand refuses it with the rule
            round_ = self.hand.round
            kind = EventType.RAISE if round_ is not None and round_.current_bet else EventType.BET
        self.apply(Event(type=kind, seat=seat, to=to), where)

    def _show(self, seat: int, text: str, where: Location) -> None:
        dealt = self.dealt[seat]
        shown = [c for _, c in dealt] if text == "-" else _cards(text, where)
        if len(shown) != len(dealt):
            raise RuleViolation(
                "games.show",
                f"p{self.order.index(seat) + 1} holds {len(dealt)} cards: show them all, in "
                "the order dealt (?? for one kept face down)",
                at=(where,),
            )
        down: list[SeenOrHidden] = []
        for k, ((is_down, was), now) in enumerate(zip(dealt, shown, strict=True)):
            if not isinstance(was, HiddenCard) and not isinstance(now, HiddenCard) and was != now:
                raise RuleViolation(
                    "games.show", f"card {k + 1} was dealt as {was}, not {now}", at=(where,)
                )
            if is_down:
                down.append(now if isinstance(was, HiddenCard) else was)
        if down != [c for is_down, c in dealt if is_down]:  # something newly seen
            self.shown[seat] = (tuple(down), where)

    def show_what_was_shown(self) -> None:
        """Give the hand the down cards players showed, once its showdown asks for them."""
        while self.hand.phase == Phase.SHOW:
            asked = [e.seat for e in self.hand.next_events() if e.type == EventType.SHOW]
            ready = [seat for seat in asked if seat in self.shown]
            if not ready:
                return
            down, where = self.shown.pop(ready[0])
            self.apply(Event(type=EventType.SHOW, seat=ready[0], down=down), where)


def _cards(text: str, where: Location) -> list[SeenOrHidden]:
    if not _CARDS.fullmatch(text):
        raise _refused(
            f"{text!r} is not PHH card notation: a rank 2-9, T, J, Q, K or A and a suit c, d, "
            "h or s for each card, or ?? for an unknown one",
            where,
        )
    return [parse_card_or_hidden(text[k : k + 2]) for k in range(0, len(text), 2)]


def _refused(detail: str, where: Location) -> RuleViolation:
    return RuleViolation("phh.actions", detail, at=(where,))
