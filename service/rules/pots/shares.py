"""Splitting one pot: high, low, high-low cards speak or declare, and the odd chips (RULES.md §0).

The engine works on comparable values (greater is better), never on cards, so any game's way of
valuing a hand (poker rankings, Elimination's point totals) settles through the same code.

>>> seats = [Contender(seat=0, high=9, low=None), Contender(seat=1, high=5, low=3)]
>>> split = SplitRule(high=True, low=True, dealer=0, seats=2)
>>> [(s.direction, s.payouts) for s in split_pot(15, (0, 1), seats, split).shares]
[('high', ((0, 8),)), ('low', ((1, 7),))]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Final


class Declaration(StrEnum):
    """Which way a player declares in a declare game."""

    HIGH = "high"
    LOW = "low"
    BOTH = "both"


class OddChipRule(StrEnum):
    """Who gets an odd chip between tied winners."""

    POSITION = "position"
    SUIT_ALL_CARDS = "suit_all_cards"
    SUIT_WINNING_HAND = "suit_winning_hand"


class FailedPigs(StrEnum):
    """What happens to a pot when every declarer is a failed ``both``."""

    CARRY_OVER = "carry_over"
    SPLIT = "split"


class NoQualifyingLow(StrEnum):
    """What happens to a pot of a game played for low only when no hand in it qualifies."""

    SPLIT = "split"
    CARRY_OVER = "carry_over"


@dataclass(frozen=True, kw_only=True, slots=True)
class Contender:
    """A live seat at the showdown, as the pot engine sees it."""

    seat: int
    high: int | None = None
    """Its high value (greater is better); None where the game has no high share."""
    low: int | None = None
    """Its low value (greater is better); None without a qualifying low."""
    declaration: Declaration | None = None
    high_chip_key: int = 0
    """Under a suit rule, a greater key takes an odd chip between tied high winners."""
    low_chip_key: int = 0
    outright: int | None = None
    """A claim that takes every pot the seat is in, ahead of any hand (Elimination's player who
    lost every card): between two such claims the greater wins, equal ones share; None for a
    seat whose hand decides."""


@dataclass(frozen=True, kw_only=True, slots=True)
class SplitRule:
    """How pots are shared in this game, and the odd-chip options."""

    high: bool
    low: bool
    declare: bool = False
    odd_chip: OddChipRule = OddChipRule.POSITION
    failed_pigs: FailedPigs = FailedPigs.CARRY_OVER
    no_qualifying_low: NoQualifyingLow = NoQualifyingLow.SPLIT
    dealer: int
    seats: int


@dataclass(frozen=True, kw_only=True, slots=True)
class Share:
    """One part of a pot and who won it."""

    direction: str
    """``high``, ``low``, ``whole`` (one way took it all), ``failed_pigs`` or
    ``no_qualifying_low`` (a low-only pot no hand qualified for, shared)."""
    amount: int
    winners: tuple[int, ...]
    payouts: tuple[tuple[int, int], ...]
    """(seat, chips) for each winner, in odd-chip order."""
    odd_chips: tuple[int, ...] = ()
    """Seats that got one odd chip of this share."""


@dataclass(frozen=True, kw_only=True, slots=True)
class PotSplit:
    """How one pot was shared."""

    shares: tuple[Share, ...]
    carried_over: int = 0
    """Chips that stay in the pot for the next deal."""
    removed: tuple[int, ...] = ()
    """Failed ``both`` declarers, removed before the halves were settled."""
    rules: tuple[str, ...] = field(default=())


TIES: Final = "showdown.ties"
"""The rule applied whenever tied hands share a part of a pot (RULES.md §0 Split pots)."""
_NOT_TIES: Final = frozenset({"failed_pigs", "no_qualifying_low"})


def split_pot(
    amount: int, eligible: Sequence[int], contenders: Sequence[Contender], rule: SplitRule
) -> PotSplit:
    """Share ``amount`` among the ``eligible`` seats (``contenders`` indexed by seat).

    Its rules name every rule applied: the tie rule too, whenever tied hands share a part
    (a quartered pot's tied lows, a scoop by identical hands).
    """
    split = _split(amount, eligible, contenders, rule)
    # Failed pigs sharing a pot under the option, or players sharing a low-only pot nobody
    # qualified for, are not tied hands: their own rule says why.
    tied = any(len(s.winners) > 1 and s.direction not in _NOT_TIES for s in split.shares)
    if tied and TIES not in split.rules:
        return replace(split, rules=(*split.rules, TIES))
    return split


def _split(
    amount: int, eligible: Sequence[int], contenders: Sequence[Contender], rule: SplitRule
) -> PotSplit:
    by_seat = {c.seat: c for c in contenders}
    live = [by_seat[s] for s in eligible]
    if len(live) == 1:
        return PotSplit(
            shares=(divide("whole", amount, [live[0]], rule, high=True),),
            rules=("pots.uncontested",),
        )
    claims = [c for c in live if c.outright is not None]
    if claims:
        top = max(c.outright for c in claims if c.outright is not None)
        winners = [c for c in claims if c.outright == top]
        return PotSplit(shares=(divide("whole", amount, winners, rule, high=True),))
    if rule.declare:
        return _declare(amount, live, rule)
    if rule.high and not rule.low:
        return PotSplit(shares=(divide("high", amount, _best(live, high=True), rule, high=True),))
    if rule.low and not rule.high:
        if all(c.low is None for c in live):
            return _no_qualifying_low(amount, live, rule)
        return PotSplit(shares=(divide("low", amount, _best(live, high=False), rule, high=False),))
    return _cards_speak(amount, live, rule)


def _no_qualifying_low(amount: int, live: list[Contender], rule: SplitRule) -> PotSplit:
    """A game played for low only, and no hand in this pot qualifies: nobody won it, so its
    live players share it equally, the odd chips by position (no hand won them by its suit), or
    it stays for the next deal (option ``no_qualifying_low``; RULES.md is silent)."""
    if rule.no_qualifying_low == NoQualifyingLow.CARRY_OVER:
        return PotSplit(shares=(), carried_over=amount, rules=("low.no-qualifying-low-carry-over",))
    by_position = replace(rule, odd_chip=OddChipRule.POSITION)
    share = divide("no_qualifying_low", amount, live, by_position, high=False)
    return PotSplit(shares=(share,), rules=("low.no-qualifying-low-split",))


def _cards_speak(amount: int, live: list[Contender], rule: SplitRule) -> PotSplit:
    high_winners = _best(live, high=True)
    lows = [c for c in live if c.low is not None]
    if not lows:
        share = divide("high", amount, high_winners, rule, high=True)
        return PotSplit(shares=(share,), rules=("low.no-qualifying-low",))
    low_winners = _best(lows, high=False)
    if {c.seat for c in high_winners} == {c.seat for c in low_winners}:
        share = divide("whole", amount, high_winners, rule, high=True)
        return PotSplit(shares=(share,), rules=("pots.scoop",))
    return PotSplit(shares=_halves(amount, high_winners, low_winners, rule), rules=("pots.halves",))


def _declare(amount: int, live: list[Contender], rule: SplitRule) -> PotSplit:
    """RULES.md §0 Declare high-low, rules 1 to 5."""
    highs = [c for c in live if c.declaration in (Declaration.HIGH, Declaration.BOTH)]
    lows = [c for c in live if c.declaration in (Declaration.LOW, Declaration.BOTH)]
    failed = tuple(
        c.seat
        for c in live
        if c.declaration == Declaration.BOTH
        and not (_beats_all(c, highs, high=True) and _beats_all(c, lows, high=False))
    )
    rules = ["declare.each-way"]
    if any(c.declaration == Declaration.BOTH for c in live):
        rules.append("declare.both-must-win")
    if failed:
        rules.append("declare.failed-both-removed")
    highs = [c for c in highs if c.seat not in failed]
    lows = [c for c in lows if c.seat not in failed and c.low is not None]
    if highs and lows:
        high_winners, low_winners = _best(highs, high=True), _best(lows, high=False)
        if {c.seat for c in high_winners} == {c.seat for c in low_winners}:
            shares: tuple[Share, ...] = (
                divide("whole", amount, high_winners, rule, high=True),
            )  # a successful both
        else:
            shares = _halves(amount, high_winners, low_winners, rule)
        return PotSplit(shares=shares, removed=failed, rules=tuple(rules))
    if highs or lows:
        rules.append("declare.one-way")
        side = highs or lows
        share = divide("whole", amount, _best(side, high=bool(highs)), rule, high=bool(highs))
        return PotSplit(shares=(share,), removed=failed, rules=tuple(rules))
    if len(failed) < len(live):
        # Someone declared low alone and no such low qualifies: nobody won the pot, as in a
        # game played for low only; a failed both still takes no part of it.
        rest = [c for c in live if c.seat not in failed]
        split = _no_qualifying_low(amount, rest, rule)
        return replace(split, removed=failed, rules=(*rules, *split.rules))
    if rule.failed_pigs == FailedPigs.SPLIT:
        rules.append("declare.failed-pigs-split")
        pigs = [c for c in live if c.seat in failed]
        share = divide("failed_pigs", amount, pigs, rule, high=True)
        return PotSplit(shares=(share,), removed=failed, rules=tuple(rules))
    rules.append("declare.failed-pigs-carry-over")
    return PotSplit(shares=(), carried_over=amount, removed=failed, rules=tuple(rules))


def _beats_all(player: Contender, rivals: list[Contender], *, high: bool) -> bool:
    """Strictly better than every other rival one way: a tie loses (RULES.md §0 declare 2)."""
    mine = player.high if high else player.low
    if mine is None:
        return False
    for rival in rivals:
        theirs = rival.high if high else rival.low
        if rival.seat != player.seat and theirs is not None and theirs >= mine:
            return False
    return True


def _best(contenders: list[Contender], *, high: bool) -> list[Contender]:
    values = [-1 if v is None else v for v in (c.high if high else c.low for c in contenders)]
    top = max(values)
    return [c for c, v in zip(contenders, values, strict=True) if v == top]


def _halves(
    amount: int, high_winners: list[Contender], low_winners: list[Contender], rule: SplitRule
) -> tuple[Share, ...]:
    """Half to high, half to low; an odd chip between the halves goes to high (S3, RR, TDA)."""
    low_half = amount // 2
    return (
        divide("high", amount - low_half, high_winners, rule, high=True),
        divide("low", low_half, low_winners, rule, high=False),
    )


def divide(
    direction: str, amount: int, winners: list[Contender], rule: SplitRule, *, high: bool
) -> Share:
    """Equal parts; the odd chips one each to the first winners in odd-chip order.

    Also how Old Man shares a part nobody went for, or a last hand's unwon pot.
    """
    if len(winners) == 1:  # the usual share: one winner, nothing to order, no odd chip
        seat = winners[0].seat
        return Share(direction=direction, amount=amount, winners=(seat,), payouts=((seat, amount),))
    ordered = sorted(winners, key=lambda c: _odd_chip_order(c, rule, high=high))
    part, odd = divmod(amount, len(ordered))
    payouts = tuple((c.seat, part + (1 if i < odd else 0)) for i, c in enumerate(ordered))
    return Share(
        direction=direction,
        amount=amount,
        winners=tuple(sorted(c.seat for c in winners)),
        payouts=payouts,
        odd_chips=tuple(c.seat for c in ordered[:odd]),
    )


def _odd_chip_order(contender: Contender, rule: SplitRule, *, high: bool) -> tuple[int, int]:
    """Sort key: the first gets the first odd chip."""
    clockwise = (contender.seat - rule.dealer - 1) % rule.seats
    if rule.odd_chip == OddChipRule.POSITION:
        return (0, clockwise)
    key = contender.high_chip_key if high else contender.low_chip_key
    return (-key, clockwise)
