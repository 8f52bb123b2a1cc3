"""Write a hand's events as a PHH document (phh.readthedocs.io), the format pokerkit reads.

p1 is the player at the dealer's left and the ``seats`` field keeps each player's seat, so the
document reads back to the same table. The antes are PHH's to post; every other event is one
action. Once the hand is over, each live hand at the showdown is shown (``sm``) with its cards in
the order dealt, and ``finishing_stacks`` says what everyone ends with.

>>> from service.rules.games.catalog import CATALOG
>>> from service.rules.games.events import EventType as T
>>> from service.rules.games.table import Setup, configure
>>> from service.rules.cards import HIDDEN, parse_card
>>> from service.rules.histories.phh_variants import VARIANTS
>>> setup = Setup(stacks=(50, 60), dealer=1, ante=1, bring_in=2, small_bet=5, big_bet=10,
...               options=VARIANTS["FR"].options)
>>> plan = configure(CATALOG["razz"], setup)
>>> events = [Event(type=T.ANTE, seat=0, amount=1), Event(type=T.ANTE, seat=1, amount=1),
...           Event(type=T.DEAL, seat=0, down=(HIDDEN, HIDDEN), up=(parse_card("Kh"),)),
...           Event(type=T.DEAL, seat=1, down=(HIDDEN, HIDDEN), up=(parse_card("3d"),)),
...           Event(type=T.BRING_IN, seat=0, to=2), Event(type=T.FOLD, seat=1)]
>>> print(write_phh(plan, events, ("Ann", None)), end="")
variant = "FR"
ante_trimming_status = true
antes = [1, 1]
bring_in = 2
small_bet = 5
big_bet = 10
starting_stacks = [50, 60]
actions = ["d dh p1 ????Kh", "d dh p2 ????3d", "p1 pb", "p2 f"]
seats = [1, 2]
players = ["Ann", ""]
finishing_stacks = [51, 59]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from decimal import Decimal
from typing import Final

from service.rules.cards import HiddenCard, SeenOrHidden
from service.rules.errors import RuleViolation
from service.rules.games.events import BETTING_MOVES, Event, EventType, HandState, Phase
from service.rules.games.procedure import new_hand, replay_hand
from service.rules.games.steps.show import showing_order
from service.rules.games.table import Plan, big_blind, configure
from service.rules.games.view import state_of
from service.rules.histories.phh_reading import read_phh
from service.rules.histories.phh_variants import (
    Variant,
    check_played_as,
    variants_of,
    wanted_options,
)

_RAISES: Final = frozenset({EventType.COMPLETE, EventType.BET, EventType.RAISE})
_CHECK_OR_CALL: Final = frozenset({EventType.CHECK, EventType.CALL})


def _alike_under_variant(plan: Plan, events: Sequence[Event], refused: RuleViolation) -> Plan:
    """The same table under the variant's house rules, where the table's differ from them only
    in options this hand never put to the test; else ``refused`` (the options named). A hand
    of three players that was never heads-up is the same hand whether heads-up raises are
    capped or not: every event is taken alike, every chip stands alike and the same events
    may come next (two up cards showing alike, broken by suit here and by position in the
    variant, would make another seat the next to act)."""
    if not all(path[:1] == ("options",) and path != ("options", "structure")
               for path in refused.at):  # fmt: skip
        raise refused  # no variant plays this game, or this structure
    played = str(getattr(plan.house_rules, "structure", ""))
    variant = next(v for v in variants_of(plan.game.id) if v.options["structure"] == played)
    options = {**plan.setup.options, **wanted_options(variant, plan)}
    try:
        as_variant = configure(plan.game, replace(plan.setup, options=options))
        alike = _standing(replay_hand(plan, events)) == _standing(replay_hand(as_variant, events))
    except RuleViolation:
        alike = False
    if not alike:
        raise refused
    return as_variant


def _standing(state: HandState) -> tuple[object, ...]:
    """Where the hand stands: every chip (:func:`_chips`), who has folded, and what may come
    next, by whom and for how much (a hand not over reads on from there)."""
    folds = tuple(seat.folded for seat in state.seats)
    return _chips(state), folds, state.to_act, state.next_events


def _chips(state: HandState) -> tuple[object, ...]:
    """Where every chip is: behind, in the pot, and at the end won, paid back or carried."""
    settled = None if state.result is None else state.result.settlement
    return (
        tuple((seat.stack, seat.contributed, seat.ends_with) for seat in state.seats),
        state.pot,
        None if settled is None else (settled.won, settled.refunded, settled.carried_over),
        state.carry,
    )


def write_phh(
    plan: Plan, events: Sequence[Event], names: Sequence[str | None], *, scale: int = 1
) -> str:
    """The hand ``events`` record, so far as they go, as a PHH document.

    The events are replayed as the state endpoint replays them: the first illegal one is
    refused at ``events.<i>``. With ``scale``, every amount is written as that many chips to
    one unit (100: 25 chips are written 0.25), as a document read at that scale was.

    A table whose house rules are not the variant's is written only if the hand plays alike
    under the variant's (:func:`_alike_under_variant`); else the refusal names every option to
    set. Every document is read back before it is given, and one that would not read back to
    where the hand stands is refused, saying why: PHH shows every hand still in before cards
    dealt face to face, so a hand known from the deal and thrown away after them reads
    otherwise.
    """
    try:
        variant = check_played_as(plan)
    except RuleViolation as differ:
        plan = _alike_under_variant(plan, events, differ)
        variant = check_played_as(plan)
    text, state, mucked = _written(plan, variant, events, names, scale)
    # The state written is where the hand stands (under the variant's options too: alike, so
    # a document that reads otherwise does so for what PHH cannot say, not for the options).
    misread = _misread(text, state)
    if misread is None:
        return text
    if mucked and state.result is not None:
        said = ("PHH shows every hand still in once the betting is over, and a hand thrown "
                "away after that reads otherwise")  # fmt: skip
    else:
        said = f"read back, its document {misread}"
    raise RuleViolation(
        "phh.actions",
        f"this hand cannot be written in PHH as it was played: {said}",
        at=(("events",),),
    )


def _misread(text: str, state: HandState) -> str | None:
    """How the document reads back otherwise than the hand stands; None if it does not.

    A finished hand reads back to the same chips: behind, in the pot, won, paid back and
    carried (a hand known from the deal that lost and was thrown away unshown reads as shown:
    PHH's reader rules it with the rest, and it wins nothing either way). A hand in progress
    reads back to the same chips behind and in the pot: PHH deals a draw's cards once everyone
    has drawn and shows the hands once the last has shown, so whose turn it is mid-draw or
    mid-showdown is the reader's to work out when the rest comes."""
    try:
        read = read_phh(text).state
    except RuleViolation as refused:
        return f"is refused ({refused.rule}: {refused.detail})"
    for seat, (was, now) in enumerate(zip(state.seats, read.seats, strict=True)):
        if (was.stack, was.contributed) != (now.stack, now.contributed):
            return (f"leaves seat {seat} {now.stack} behind and {now.contributed} in the pot, "
                    f"not {was.stack} and {was.contributed}")  # fmt: skip
    if state.result is None or _chips(read) == _chips(state):
        return None
    return "settles the hand otherwise"


def _written(
    plan: Plan, variant: Variant, events: Sequence[Event], names: Sequence[str | None], scale: int
) -> tuple[str, HandState, bool]:
    """:func:`write_phh` for a table that plays ``variant``'s house rules, the hand's state as
    the writer replayed it, and whether a hand was thrown away at the showdown."""
    setup, count = plan.setup, len(plan.setup.stacks)
    for seat, name in enumerate(names):
        if name and any(0xD800 <= ord(char) <= 0xDFFF for char in name):
            raise RuleViolation(
                "phh.document",
                "a PHH document is UTF-8 text: a name cannot hold a lone surrogate",
                at=(("seats", seat, "name"),),
            )
    order = [(setup.dealer + 1 + k) % count for k in range(count)]
    writer = _Writer(variant, plan, order, scale)
    for index, event in enumerate(events):
        writer.write(event, index)
    state = state_of(writer.hand)
    amount = writer.amount
    fields: list[tuple[str, object]] = [
        ("variant", variant.code),
        # A player short of the ante wins only what he matched: the antes are trimmed. A big
        # blind ante is dead money, never trimmed to what the others put in.
        ("ante_trimming_status", not getattr(plan.house_rules, "big_blind_ante", False)),
        ("antes", [amount(a) for a in _antes(plan, count)]),
        *_stakes(plan, variant, amount),
        ("starting_stacks", [amount(setup.stacks[s]) for s in order]),
        ("actions", writer.with_showdown(state)),
        ("seats", [s + 1 for s in order]),
    ]
    if any(names):
        fields.append(("players", [names[s] or "" for s in order]))
    if state.result is not None:
        settlement = state.result.settlement
        fields.append(
            (
                "finishing_stacks",
                [
                    amount(state.seats[s].stack + settlement.won[s] + settlement.refunded[s])
                    for s in order
                ],
            )
        )
    text = "".join(f"{name} = {_toml(value)}\n" for name, value in fields)
    return text, state, bool(writer.mucked)


def _antes(plan: Plan, count: int) -> list[int]:
    """Each player's ante, p1 first: everyone's, or the big blind's alone for the table."""
    setup = plan.setup
    if not getattr(plan.house_rules, "big_blind_ante", False) or not setup.blinds:
        return [setup.ante] * count
    index, _ = big_blind(setup.blinds)
    return [setup.ante if k == index else 0 for k in range(count)]


def _stakes(
    plan: Plan, variant: Variant, amount: Callable[[int], int | Decimal]
) -> list[tuple[str, object]]:
    """The stakes' fields: stud's bring-in and bets, or the blinds (p1 first, heads-up the big
    blind first as PHH writes them) and the bets."""
    setup = plan.setup
    if not variant.button:
        return [("bring_in", amount(setup.bring_in or 0)), ("small_bet", amount(setup.small_bet)),
                ("big_bet", amount(plan.big_bet))]  # fmt: skip
    count = len(setup.stacks)
    blinds = [amount(b) for b in (*setup.blinds, *[0] * (count - len(setup.blinds)))]
    fields: list[tuple[str, object]] = [("blinds_or_straddles", blinds)]
    if variant.fixed_limit:
        return [*fields, ("small_bet", amount(setup.small_bet)), ("big_bet", amount(plan.big_bet))]
    return [*fields, ("min_bet", amount(setup.small_bet))]


class _Writer:
    """Replays the events and turns each into its PHH action, keeping each seat's cards in the
    order dealt and noting where PHH's showdown comes."""

    def __init__(self, variant: Variant, plan: Plan, order: Sequence[int], scale: int) -> None:
        self.variant = variant
        self.scale = scale
        self.stud = not variant.button
        self.board: list[str] = []
        """Board cards dealt since the last action that was not one: written as one."""
        self.dealt_for_draw: list[tuple[int, int, int]] = []
        """The cards dealt for this draw's discards: PHH deals them once all have discarded."""
        self.mucked: list[int] = []
        """Seats that threw their hands away at the showdown."""
        self.plan = plan
        self.order = order
        self.hand = new_hand(plan)
        self.player = {seat: f"p{k + 1}" for k, seat in enumerate(order)}
        self.actions: list[str | tuple[int, int, int]] = []
        """PHH actions; a deal is (seat, first card, cards), written once every card dealt is
        as well known as it will be (a down card seen at the showdown was dealt as itself)."""
        self.dealt: list[list[tuple[bool, SeenOrHidden]]] = [[] for _ in order]
        """Each seat's cards in the order dealt, a draw's too: (down or not, the card)."""
        self.held: list[list[int]] = [[] for _ in order]
        """Each seat's down cards as the engine holds them, as places in ``dealt``: a draw
        throws them as the engine does (:mod:`~service.rules.games.steps.draw`), so that a hand
        shown at the end names the cards it was dealt, and a card thrown unseen stays so."""
        self.street = 0
        """Cards a player holds on this street: 3 on third street, 7 on seventh."""
        self.bet = 0
        """The bet to match in this street's betting round."""
        self.acted: set[int] = set()
        """Seats that have acted since the round's last bet, raise or completion."""
        self.showdown: tuple[int, list[int]] | None = None
        """Where PHH's showdown comes among the actions, and how many cards each seat then
        holds."""

    def amount(self, chips: int) -> int | Decimal:
        """Chips as the document writes them: whole, or in units of ``scale`` chips."""
        if chips % self.scale == 0:
            return chips // self.scale
        return Decimal(chips) / self.scale

    def write(self, event: Event, index: int) -> None:
        """Apply one event and write its action (an ante, PHH's to post, as none)."""
        step = self.hand.step
        phase = self.hand.phase
        try:
            self.hand.apply(event, index)
        except RuleViolation as violation:
            places = tuple(("events", index, *at) for at in violation.at) or (("events", index),)
            raise RuleViolation(violation.rule, violation.detail, at=places) from None
        if phase == Phase.SHOW and event.type == EventType.FOLD and event.seat is not None:
            self.mucked.append(event.seat)
        else:
            self._write(event, index)
        if self.board and (self.hand.step != step or self.hand.over):
            self.actions.append("d db " + "".join(self.board))  # a street's board cards
            self.board = []
        if self.dealt_for_draw and (self.hand.step != step or self.hand.over):
            self.actions += self.dealt_for_draw
            self.dealt_for_draw = []
        passed = self.hand.steps[step : None if self.hand.over else self.hand.step]
        if any(s.phase == Phase.BET for s in passed):
            if event.type in BETTING_MOVES:
                self._last_checks(event)
            self.acted = set()
            if self.showdown is None:
                self._note_showdown()

    def _write(self, event: Event, index: int) -> None:
        kind, seat = event.type, event.seat
        who = self.player[seat] if seat is not None else "d"
        if kind == EventType.ANTE or self._write_cards(event, who):
            return
        if kind == EventType.BRING_IN and seat is not None:
            self.bet = event.to or 0
            self.acted.add(seat)
            if self._alone_with_chips(seat):
                return  # nobody can call it: PHH has no betting round, and no bring-in
            self.actions.append(f"{who} pb")
        elif kind in _RAISES and event.to is not None and seat is not None:
            if self._alone_with_chips(seat):
                raise RuleViolation(
                    "phh.variant",
                    f"seat {seat} {kind.value}s with every other live player all in: PHH "
                    "has no betting round then, so the hand cannot be written in PHH",
                    at=(("events", index),),
                )
            self._check_size(event.to, index)
            self.bet = max(self.bet, event.to)
            self.acted = {seat}
            self.actions.append(f"{who} cbr {self.amount(event.to)}")
        elif kind in _CHECK_OR_CALL and seat is not None:
            self.acted.add(seat)
            self.actions.append(f"{who} cc")
        elif kind == EventType.FOLD and seat is not None:
            self.acted.add(seat)
            self.actions.append(f"{who} f")
        else:
            raise RuleViolation(
                "phh.actions", f"PHH has no action for a {kind.value}", at=(("events", index),)
            )

    def _write_cards(self, event: Event, who: str) -> bool:
        """Write a deal, a board card, a draw or a show; whether the event was one."""
        kind, seat = event.type, event.seat
        if kind == EventType.DEAL and seat is not None:
            first = len(self.dealt[seat])
            self.dealt[seat] += [(True, c) for c in event.down] + [(False, c) for c in event.up]
            self.held[seat] += range(first, first + len(event.down))
            if len(self.dealt[seat]) > self.street:
                self.street, self.bet = len(self.dealt[seat]), 0
            self.actions.append((seat, first, len(self.dealt[seat]) - first))
        elif kind == EventType.COMMUNITY:
            self.board.append(str(event.card))
            if self.stud:
                self.actions.append("d db " + self.board.pop())
        elif kind == EventType.STAND_PAT:
            self.actions.append(f"{who} sd")
        elif kind == EventType.DRAW and seat is not None:
            self.actions.append(f"{who} sd {''.join(map(str, event.discards))}")
            self._throw(seat, event.discards)
            first = len(self.dealt[seat])
            self.dealt[seat] += [(True, c) for c in event.down]
            self.held[seat] += range(first, first + len(event.down))
            self.dealt_for_draw.append((seat, first, len(event.down)))
        elif kind == EventType.SHOW and seat is not None:
            # The hand shown is the one held: each card names the one dealt in its place.
            dealt = self.dealt[seat]
            for place, card in zip(self.held[seat], event.down, strict=True):
                dealt[place] = (True, card)
        else:
            return False
        return True

    def _throw(self, seat: int, discards: Sequence[SeenOrHidden]) -> None:
        """The discards out of the seat's held cards, as the engine takes them: a card held
        as itself, else (a card unseen, or one it names) the first unseen card held, which a
        named discard names as dealt."""
        dealt, held = self.dealt[seat], self.held[seat]
        for card in discards:
            place = next(
                (p for p in held if dealt[p][1] == card and not isinstance(card, HiddenCard)),
                None,
            )
            if place is None:
                place = next(p for p in held if isinstance(dealt[p][1], HiddenCard))
                dealt[place] = (True, card)
            held.remove(place)

    def _check_size(self, to: int, index: int) -> None:
        """PHH's stud bets small on fourth street, open pair or not."""
        small = self.plan.setup.small_bet
        if (
            self.stud
            and self.street == 4
            and not self.variant.big_bet_on_fourth
            and to - self.bet > small
        ):
            raise RuleViolation(
                "phh.variant",
                f"PHH's {self.variant.code} bets and raises {small} on fourth street, open pair "
                f"or not: this one, to {to}, cannot be written in PHH",
                at=(("events", index, "to"),),
            )

    def _last_checks(self, last: Event) -> None:
        """PHH's betting round ends only when everyone with chips has acted since the last bet:
        a player left alone with chips, every other live player all in, still checks, where
        this service's round is over with nobody left to bet against."""
        hand, count = self.hand, len(self.order)
        if len(hand.live()) < 2 or last.seat is None:
            return
        for k in range(1, count + 1):
            seat = (last.seat + k) % count
            if not hand.folded[seat] and hand.stacks[seat] > 0 and seat not in self.acted:
                self.actions.append(f"{self.player[seat]} cc")

    def _alone_with_chips(self, seat: int) -> bool:
        hand = self.hand
        live = hand.live()
        others = [s for s in live if s != seat and hand.stacks[s] - hand.in_round(s) > 0]
        return len(live) > 1 and not others

    def _note_showdown(self) -> None:
        """A betting round has ended: the showdown comes now if at most one live player has
        chips left to bet (the rest of the cards are then dealt face to face), or once the last
        round is over."""
        hand = self.hand
        live = hand.live()
        if len(live) < 2:
            return
        betting_left = sum(1 for s in live if hand.stacks[s] > 0) > 1
        last_round = hand.over or all(s.phase != Phase.BET for s in hand.steps[hand.step :])
        draws_left = any(s.phase == Phase.DRAW for s in hand.steps[hand.step :])
        if (betting_left or draws_left) and not last_round:
            return  # PHH shows hands early only before board cards, never before a draw
        self.showdown = (len(self.actions), [len(cards) for cards in self.dealt])

    def with_showdown(self, state: HandState) -> list[str]:
        """The actions, with every live hand shown where PHH's showdown comes, once a showdown
        has settled the hand: when all but one live player are all in, the cards held then are
        shown before the rest are dealt, and the whole hands again at the end."""
        actions = [a if isinstance(a, str) else self._deal(*a) for a in self.actions]
        if self.board:
            actions.append("d db " + "".join(self.board))
        if self.showdown is None or state.result is None:
            return actions
        # The mucks first, in the order they were made (the last of a pot's players to muck
        # keeps it; a hand known from the deal and mucked after the others showed would come
        # once the hand is ruled), then the hands shown in the order the showdown takes them
        # (the last to bet or raise first, RR The Showdown; TDA Rule 17), whether the hand
        # asked for them or their cards were known. Who wins what is the same either way.
        shown = showing_order(self.hand, [s for s in self.order if not state.seats[s].folded])
        live = [*self.mucked, *shown]
        at, held = self.showdown
        final = [
            *(f"{self.player[s]} sm" for s in self.mucked),
            *(f"{self.player[s]} sm {self._shown(s)}" for s in shown),
        ]
        if at == len(actions):
            return actions + final
        if not self.stud:  # pokerkit takes a button game's hands shown once, before the runout
            return actions[:at] + final + actions[at:]
        early = [f"{self.player[s]} sm {self._cards(s, 0, held[s])}" for s in live]
        return actions[:at] + early + actions[at:] + final

    def _shown(self, seat: int) -> str:
        """The seat's whole hand: stud's cards in the order dealt, a button game's as held."""
        if self.stud:
            return self._cards(seat, 0, len(self.dealt[seat]))
        return "".join(map(str, self.hand.down[seat]))

    def _deal(self, seat: int, first: int, count: int) -> str:
        return f"d dh {self.player[seat]} {self._cards(seat, first, count)}"

    def _cards(self, seat: int, first: int, count: int) -> str:
        return "".join(str(card) for _, card in self.dealt[seat][first : first + count])


def _toml(value: object) -> str:
    """A TOML value: the few kinds a PHH document holds."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | Decimal):
        return str(value)
    if isinstance(value, str):
        return _toml_string(value)
    if isinstance(value, list):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    raise TypeError(f"no TOML for {value!r}")


_ESCAPES: Final = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f",
                   "\r": "\\r"}  # fmt: skip


def _toml_string(text: str) -> str:
    """A TOML basic string: quotes, backslashes and control characters escaped."""
    out = []
    for char in text:
        if char in _ESCAPES:
            out.append(_ESCAPES[char])
        elif ord(char) < 0x20 or ord(char) == 0x7F:
            out.append(f"\\u{ord(char):04X}")
        else:
            out.append(char)
    return '"' + "".join(out) + '"'
