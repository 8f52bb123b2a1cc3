"""A hand in progress as the caller sees it: the state the engine's table makes, each seat's
chips, cards and declaration, and the events that may come next."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Final, cast

from service.rules.games.events import HandState, Phase, SeatState
from service.rules.makers import maker
from service.rules.pots.layers import Pot, layer

if TYPE_CHECKING:
    from service.rules.games.engine import Engine

EVERY_SEAT: Final = -1
"""Any seat may have changed since the last state (:attr:`Engine.changed_since_state`)."""
NO_SEAT: Final = -2
"""No seat has changed since the last state."""

# Made without their __init__ (makers): a replay makes them for every seat after every event.
_SEAT_STATE: Final = maker(SeatState)
_HAND_STATE: Final = maker(HandState)


def seat_state(hand: Engine, seat: int) -> SeatState:
    """The seat now: its chips, counting the current betting round, its cards, its
    declaration, its game's own part, and once the hand is over the chips it ends with."""
    betting, procedure = hand.betting, hand.procedure
    put = 0 if betting is None else betting.put[seat]
    stack = hand.stacks[seat] - put
    folded = hand.folded[seat] or (betting is not None and seat in betting.out)
    parts, own = procedure.parts, procedure.seat_wild
    high, low = (None, None) if own is None else own.wild_ranks(hand, seat)
    return _SEAT_STATE(
        stack=stack,
        contributed=hand.contributed[seat] + put + hand.dead_of[seat],
        in_round=put,
        down=tuple(hand.down[seat]),
        up=tuple(hand.up[seat]),
        folded=folded,
        all_in=not folded and stack == 0,
        declaration=hand.declarations[seat],
        high_wild_rank=high.letter if high else None,
        low_wild_rank=low.letter if low else None,
        part=None if parts is None else parts.seat_part(hand, seat),
        ends_with=None if hand.ends_with is None else hand.ends_with[seat],
    )


def _kept_seat(hand: Engine, seat: int) -> SeatState:
    """:func:`seat_state`, or the same value made at the last state if it is equal."""
    made, before = seat_state(hand, seat), hand.seats_made
    return before[seat] if before and before[seat] == made else made


def state_of(hand: Engine) -> HandState:
    """The hand as it stands now.

    A seat equal to what it was at the last call is the very value made then (its
    fields compared, not its identity): a caller that wrote it may reuse what it wrote
    for as long as it holds the value. Where the engine says which seat the events since
    the last call changed (:attr:`Engine.changed_since_state`), only that one is read."""
    betting, procedure = hand.betting, hand.procedure
    parts = procedure.parts
    if parts is None and procedure.seat_wild is None:
        # Asked after every event of a hand an app plays: in a game with no seat parts or
        # seat's own wild ranks, each seat is what seat_state makes, made in one loop.
        stacks, contributed, dead_of = hand.stacks, hand.contributed, hand.dead_of
        down, up, folded, declarations = hand.down, hand.up, hand.folded, hand.declarations
        puts: Sequence[int] = betting.put if betting is not None else (0,) * hand.seats
        out: Collection[int] = betting.out if betting is not None else ()
        before, changed = hand.seats_made, hand.changed_since_state
        hand.changed_since_state = NO_SEAT
        made: list[SeatState | None]
        reading: Sequence[int]
        if before and changed != EVERY_SEAT:
            # The engine says which seat the events since the last state changed, if any: only
            # that one is read again (a six-handed table's seats cost as much as the event).
            made, reading = list(before), () if changed == NO_SEAT else (changed,)
        else:
            made, reading = [None] * hand.seats, range(hand.seats)
        seat_state = _SEAT_STATE
        for seat in reading:
            put = puts[seat]
            stack = stacks[seat] - put
            gone = folded[seat] or seat in out
            chips = contributed[seat] + put + dead_of[seat]
            held, shown, declared = tuple(down[seat]), tuple(up[seat]), declarations[seat]
            last = before[seat] if before else None
            if (
                last is not None
                and last.stack == stack
                and last.contributed == chips
                and last.in_round == put
                and last.folded == gone
                and last.down == held
                and last.up == shown
                and last.declaration == declared
            ):
                # The seat is what it was at the last state, field for field (all_in
                # follows from the stack and the fold; this path has no part or own wild
                # ranks): the same value, kept, so that a writer may keep its answer too.
                made[seat] = last
                continue
            made[seat] = seat_state(
                stack=stack,
                contributed=chips,
                in_round=put,
                down=held,
                up=shown,
                folded=gone,
                all_in=not gone and stack == 0,
                declaration=declared,
            )
        # Every seat is made: each read here, or kept from the last state.
        hand.seats_made = seats = cast("tuple[SeatState, ...]", tuple(made))
        in_round = sum(puts)
        if hand.ends_with is not None:
            # The hand is over: each seat with the chips it deals the next hand with, as
            # seat_state says it (the seats kept for the next call stay without it, as compared).
            seats = tuple(
                replace(seat, ends_with=chips)
                for seat, chips in zip(seats, hand.ends_with, strict=True)
            )
    else:
        seats = tuple(_kept_seat(hand, seat) for seat in range(hand.seats))
        in_round = sum(s.in_round for s in seats)
        hand.seats_made = seats
    pots = _pots(hand, seats)
    # The rules as a tuple made once for each rule added (Engine.rules only grows): the same
    # tuple, so that a caller may keep what it wrote of them by its identity.
    rules = hand.rules_made
    if len(rules) != len(hand.rules):
        rules = hand.rules_made = tuple(hand.rules)
    # Engine.street, pot, to_act and next_events, read in line (asked after every event an
    # app sends); the round's bet and raises read off its table (its whole state is made only
    # when asked for).
    over, step = hand.over, hand.current
    street = None if over else step.street
    return _HAND_STATE(
        phase=hand.phase,
        street=street.name if street else None,
        seats=seats,
        community=tuple(hand.community),
        pot=sum(hand.contributed) + hand.dead + in_round,
        pots=pots,
        to_act=None if over else step.to_act(hand),
        next_events=() if over else tuple(step.next_events(hand)),
        current_bet=0 if betting is None else betting.current,
        raises=0 if betting is None else betting.raises,
        payments=tuple(hand.payments),
        result=hand.result,
        rules=rules,
        carry=hand.carry,
        part=None if parts is None else parts.hand_part(hand),
    )


_POT: Final = maker(Pot)
_ANTE: Final = Phase.ANTE


def _pots(hand: Engine, seats: Sequence[SeatState]) -> tuple[Pot, ...]:
    """The pots in the middle now (:attr:`HandState.pots`): the same tuple as at the last
    state while they are equal, so that a writer may keep what it wrote of them."""
    if hand.over:
        result = hand.result
        return () if result is None else tuple(settled.pot for settled in result.settlement.pots)
    anteing, betting, contributed = hand.phase is _ANTE, hand.betting, hand.contributed
    # What the pots are made of: the chips in before this round, who has folded (before it, or
    # in it: a round's seats out are those folded before it and those that fold in it, so
    # their count says which), the dead chips, the mucks at a showdown. A bet changes none of
    # it, nor does a card: most events leave the pots as they were.
    made_from = (
        anteing,
        hand.dead,
        len(hand.mucked),
        0 if betting is None else len(betting.out),
        tuple(contributed),
        tuple(hand.folded),
    )
    before = hand.pots_made
    if made_from == hand.pots_made_from:
        return before
    hand.pots_made_from = made_from
    live = tuple(seat for seat, made in enumerate(seats) if not made.folded)
    if (
        not hand.procedure.side_pots
        # The antes are layered once all are in: one short is all in for less only then.
        or anteing
        # Most states: two or more live seats have each put in as much (nobody is all in for
        # less, no bet stands uncalled), so every chip is in one pot they all may win.
        or (not hand.mucked and len(live) > 1 and len({contributed[seat] for seat in live}) == 1)
    ):
        amount = sum(contributed) + hand.dead
        if len(before) == 1 and before[0].amount == amount and before[0].eligible == live:
            return before
        pots: tuple[Pot, ...] = (_POT(amount=amount, eligible=live),) if amount else ()
    else:
        _, layered = layer(
            contributions=contributed,
            folded=[made.folded for made in seats],
            dead=hand.dead,
            mucked=hand.mucked,
        )
        pots = tuple(layered)
    if pots == before:
        return before
    hand.pots_made = pots
    return pots
