"""PHH actions as the events of a hand, applied to it as they come (PHH spec, Actions).

Each action is one event, its kind (a check or a call; a completion, bet or raise) read off the
hand as it stands; a flop of three board cards is three ``community`` events, and a draw's
discard (``sd``) and the cards dealt for it (``d dh``) are one ``draw`` event, or ``stand_pat``
for a discard of none. A player who mucks at the showdown (``sm`` without cards) folds there.
Places where PHH's procedure and this service's part are bridged here, each with its reason:
PHH's round waits for a last check by a player left alone with chips (here the round is over);
PHH has no betting round when everyone else is all in on the antes (here that player still
brings in, and gets it back); PHH shows hands before an all-in runout, where the showdown here
asks for unseen cards once all are dealt; and PHH has every player discard before the dealer
deals any of them, where here each draws in turn.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal, InvalidOperation
from typing import Final

from service.rules.cards import HiddenCard, SeenOrHidden, parse_card_or_hidden
from service.rules.errors import Location, RuleViolation, quoted
from service.rules.games.events import Event, EventType, Phase
from service.rules.games.procedure import new_hand
from service.rules.games.spec import Family
from service.rules.games.table import Plan

_CARDS: Final = re.compile(r"(?:[2-9TJQKA][cdhs]|\?\?)+")
_PLAYER: Final = re.compile(r"p([1-9][0-9]{0,2})")
"""A player: p1, p2, ... (three digits at most: no table seats more)."""
_AMOUNT: Final = re.compile(r"[0-9]{1,18}(?:\.[0-9]{1,18})?")
"""An amount: eighteen digits at most, more than any stack, and as many decimals (longer is
refused, not read: Python refuses to read an int of over 4,300 digits, and the refusal was a
500)."""


def _chips(amount: str, scale: int, where: Location) -> int:
    """The chips an action names: the amount times the document's scale."""
    if _AMOUNT.fullmatch(amount):
        try:
            chips = Decimal(amount) * scale
        except InvalidOperation:  # pragma: no cover - the pattern admits only numbers
            chips = Decimal(-1)
        if chips == int(chips):
            return int(chips)
    if amount.isdigit():
        raise _refused(f"{len(amount):,} digits are more chips than any stack", where)
    raise _refused(f"{quoted(amount)} is not an amount of chips", where)


_SHAPES: Final = {
    "pb": "pb posts the bring-in and takes no amount (the document's bring_in is it)",
    "cc": "cc checks or calls and takes no amount",
    "f": "f folds and takes no amount",
    "cbr": "cbr completes, bets or raises to a total: name the total",
    "dh": "d dh deals a player his cards: d dh p1 AsKs",
    "db": "d db deals the board's cards: d db AsKsQs",
}
"""What each PHH action takes, said when an action has the wrong words for it (PHH spec,
Actions)."""


class ActionReader:
    """Turns the document's actions into events, applied to the hand as they come."""

    def __init__(self, plan: Plan, order: Sequence[int], *, scale: int = 1) -> None:
        self.hand = new_hand(plan)
        self.order = order
        self.scale = scale
        self.stud = plan.game.family == Family.STUD
        self.events: list[Event] = []
        self.drawing: list[tuple[int, tuple[SeenOrHidden, ...], tuple[SeenOrHidden, ...] | None]]
        self.drawing = []
        """Discards in the order made, each with the cards dealt for it once they are (PHH
        deals only after everyone has discarded); applied in turn as each is complete."""

        self.dealt: list[list[tuple[bool, SeenOrHidden]]] = [[] for _ in order]
        """Each seat's cards in the order dealt, and whether each is a down card."""
        self.shown: dict[int, tuple[tuple[SeenOrHidden, ...], Location]] = {}
        """Down cards a player showed that the hand has not yet asked for."""
        self.mucked: dict[int, Location] = {}
        """Players who mucked before the board was run out, all in: pokerkit's showdown comes
        then, this hand's once the board is dealt, where each muck is applied."""
        for due in self.hand.next_events():
            if due.type == EventType.ANTE:  # posted by everyone as the hand starts
                self.apply(Event(type=EventType.ANTE, seat=due.seat, amount=due.amount), ("antes",))

    def finish(self, where: Location) -> None:
        """The document is read: a bring-in PHH leaves out, and what was shown or mucked."""
        self.forced_bring_in(where)
        self.show_what_was_shown()
        for seat, mucked_at in list(self.mucked.items()):
            # A muck the showdown never asked for (his cards were known: cards speak): ruled
            # as one written after the board is, taken only if his hand won nothing.
            del self.mucked[seat]
            if self.hand.phase == Phase.OVER:
                self._muck(seat, mucked_at)

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
                self._dealt(self._seat(player, where), _cards(cards, where), where)
            case ["d", "db", cards]:
                self._community(_cards(cards, where), where)
            case [player, "pb"]:
                self._bring_in(self._seat(player, where), where)
            case [player, "cbr", amount]:
                self._raise(self._seat(player, where), _chips(amount, self.scale, where), where)
            case [player, "cc"]:
                self._check_or_call(self._seat(player, where), where)
            case [player, "f"]:
                self.apply(Event(type=EventType.FOLD, seat=self._seat(player, where)), where)
            case [player, "sm", cards]:
                self.forced_bring_in(where)
                self._show(self._seat(player, where), cards, where)
            case [player, "sm"]:
                self._muck(self._seat(player, where), where)
            case [player, "sd", *thrown] if len(thrown) <= 1:
                self._discard(self._seat(player, where), thrown, where)
            case [_, "pb" | "cc" | "f", *_] | [_, "cbr"] | ["d", "dh" | "db", *_]:
                raise _refused(f"{quoted(action)}: {_SHAPES[words[1]]}", where)
            case _:
                raise _refused(f"{quoted(action)} is not a PHH action this game has", where)
        self.show_what_was_shown()

    def _dealt(self, seat: int, cards: list[SeenOrHidden], where: Location) -> None:
        """Cards dealt to a player: for his discard, or a deal."""
        self.forced_bring_in(where)
        if any(s == seat and dealt is None for s, _, dealt in self.drawing):
            self._drawn(seat, tuple(cards), where)
        else:
            self._deal(seat, cards, where)

    def _muck(self, seat: int, where: Location) -> None:
        """A hand thrown away unshown at the showdown (RR The Showdown): a fold there."""
        self.forced_bring_in(where)
        self.show_what_was_shown()
        hand = self.hand
        if hand.phase == Phase.OVER and hand.result is not None:
            if hand.folded[seat]:
                raise RuleViolation(
                    "games.muck",
                    f"p{self.order.index(seat) + 1} has no hand to muck: it was folded or "
                    "mucked before",
                    at=(where,),
                )
            # The hand was ruled without him: every other player of each pot he was in threw
            # his hand away (he kept them unshown, rule games.muck), or his cards were known
            # (cards speak). His muck changes nothing unless he won a pot another contested.
            won_contested = any(
                len(settled.pot.eligible) > 1
                and any(s == seat for share in settled.split.shares for s, _ in share.payouts)
                for settled in hand.result.settlement.pots
            )
            if not won_contested:
                return
            raise RuleViolation(
                "games.muck",
                f"p{self.order.index(seat) + 1}'s cards were known and won a pot: the hand was "
                "ruled before this muck, as cards speak here",
                at=(where,),
            )
        if hand.phase != Phase.SHOW:
            if not self._before_the_runout():
                raise _refused("a player mucks his hand only at the showdown", where)
            self.mucked[seat] = where
            return
        self.apply(Event(type=EventType.FOLD, seat=seat), where)

    def _before_the_runout(self) -> bool:
        """Whether a button game's players are all in but one, with only board cards to come:
        PHH (as pokerkit) shows or mucks their hands then, before the rest of the board."""
        hand = self.hand
        live = hand.live()
        with_chips = sum(1 for s in live if hand.stacks[s] > hand.in_round(s))
        draws_left = any(s.phase == Phase.DRAW for s in hand.steps[hand.step :])
        return not self.stud and len(live) > 1 and with_chips <= 1 and not draws_left

    def _discard(self, seat: int, thrown: list[str], where: Location) -> None:
        """A discard (``sd``), or standing pat (``sd`` alone), applied in its turn."""
        if self.hand.phase != Phase.DRAW:
            raise _refused("a discard (sd) comes in a draw, and this is none", where)
        cards = tuple(_cards(thrown[0], where)) if thrown else ()
        self.drawing.append((seat, cards, None if cards else ()))
        self._draw_in_turn(where)

    def _drawn(self, seat: int, cards: tuple[SeenOrHidden, ...], where: Location) -> None:
        """The cards dealt for a seat's discard."""
        k = next(k for k, (s, _, dealt) in enumerate(self.drawing) if s == seat and dealt is None)
        self.drawing[k] = (seat, self.drawing[k][1], cards)
        self._draw_in_turn(where)

    def _draw_in_turn(self, where: Location) -> None:
        """Apply each draw whose cards are all dealt, in the order discarded."""
        while self.drawing and self.drawing[0][2] is not None:
            seat, thrown, dealt = self.drawing.pop(0)
            if not thrown:
                self.apply(Event(type=EventType.STAND_PAT, seat=seat), where)
            else:
                self.apply(Event(type=EventType.DRAW, seat=seat, discards=thrown,
                                 down=dealt or ()), where)  # fmt: skip

    def _seat(self, player: str, where: Location) -> int:
        found = _PLAYER.fullmatch(player)
        if found is None or int(found[1]) > len(self.order):
            raise _refused(f"{quoted(player)} is none of p1 to p{len(self.order)}", where)
        return self.order[int(found[1]) - 1]

    def _deal(self, seat: int, cards: list[SeenOrHidden], where: Location) -> None:
        street = self.hand.street
        down_count = street.down if street is not None else len(cards)
        down, up = cards[:down_count], cards[down_count:]
        self.apply(
            Event(type=EventType.DEAL, seat=seat, down=tuple(down),
                  up=tuple(up)),
            where,
        )  # fmt: skip
        self.dealt[seat] += [(True, c) for c in down] + [(False, c) for c in up]

    def _community(self, cards: list[SeenOrHidden], where: Location) -> None:
        if self.stud and len(cards) != 1:
            raise _refused("a stud game's community card comes alone", where)
        for card in cards:
            self.apply(Event(type=EventType.COMMUNITY, card=card), where)

    def _bring_in(self, seat: int, where: Location) -> None:
        due = [e.min_to for e in self.hand.next_events() if e.type == EventType.BRING_IN]
        to = due[0] if due else self.hand.plan.setup.bring_in
        self.apply(Event(type=EventType.BRING_IN, seat=seat, to=to), where)

    def _check_or_call(self, seat: int, where: Location) -> None:
        hand = self.hand
        over = hand.phase != Phase.BET or hand.to_act() is None
        if over and self._alone_with_chips(seat):
            # PHH's round waits for a last check from a player left alone with chips, every
            # other live player all in; here that round is already over (and the hand may be
            # at its next step: a draw, in turn, has a player to act).
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
        if not fits:
            # All in for no more than the bring-in, written as a completion (pokerkit's cbr):
            # the bring-in is all the hand offers him.
            fits = [
                e
                for e in self.hand.next_events()
                if e.type == EventType.BRING_IN and e.min_to == to and e.all_in
            ]
        if fits or offered:
            kind = (fits or offered)[0].type
        else:  # nothing offered: the hand refuses it with the rule
            round_ = self.hand.round
            kind = EventType.RAISE if round_ is not None and round_.current_bet else EventType.BET
        self.apply(Event(type=kind, seat=seat, to=to), where)

    def _held(self, seat: int) -> list[tuple[bool, SeenOrHidden]]:
        """The seat's cards as PHH shows them: stud's in the order dealt, up cards among them;
        a button game's as he holds them (a draw's new cards after the ones he kept)."""
        if self.stud:
            return self.dealt[seat]
        return [(True, card) for card in self.hand.down[seat]]

    def _show(self, seat: int, text: str, where: Location) -> None:
        dealt = self._held(seat)
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
            offers = self.hand.next_events()
            asked = [e.seat for e in offers if e.type == EventType.SHOW]
            ready = [seat for seat in asked if seat in self.shown]
            if ready:
                down, where = self.shown.pop(ready[0])
                self.apply(Event(type=EventType.SHOW, seat=ready[0], down=down), where)
                continue
            # The mucks in the order written: the last of a pot's players to muck keeps it.
            offered = {e.seat for e in offers if e.type == EventType.FOLD}
            mucking = [seat for seat in self.mucked if seat in offered]
            if not mucking:
                return
            self.apply(Event(type=EventType.FOLD, seat=mucking[0]), self.mucked.pop(mucking[0]))


def _cards(text: str, where: Location) -> list[SeenOrHidden]:
    if not _CARDS.fullmatch(text):
        raise _refused(
            f"{quoted(text)} is not PHH card notation: a rank 2-9, T, J, Q, K or A and a suit "
            "c, d, h or s for each card, or ?? for an unknown one",
            where,
        )
    return [parse_card_or_hidden(text[k : k + 2]) for k in range(0, len(text), 2)]


def _refused(detail: str, where: Location) -> RuleViolation:
    return RuleViolation("phh.actions", detail, at=(where,))
