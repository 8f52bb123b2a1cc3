"""Settling a hand: refunds, side pots, each pot's shares, and every seat's payout.

Seats are numbered clockwise from 0; the dealer is one of them. Payouts, refunds and carried-over
chips always add up to the contributions.

>>> rule = SplitRule(high=True, low=False, dealer=0, seats=3)
>>> contenders = [Contender(seat=0, high=5), Contender(seat=1, high=9), Contender(seat=2, high=7)]
>>> result = settle([100, 300, 50], [False, False, False], contenders, rule)
>>> result.won, result.refunded
((0, 250, 0), (0, 200, 0))
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from service.rules.errors import RuleViolation
from service.rules.makers import maker
from service.rules.pots.layers import Pot, layer
from service.rules.pots.shares import Contender, OddChipRule, PotSplit, SplitRule, split_pot

UNMATCHED: Final = "pots.unmatched-carry-over"
"""The rule that carries chips no live seat matched to the next deal, where a game says so."""

_ODD_CHIP_RULES = {
    OddChipRule.POSITION: "pots.odd-chip-position",
    OddChipRule.SUIT_ALL_CARDS: "pots.odd-chip-suit-all-cards",
    OddChipRule.SUIT_WINNING_HAND: "pots.odd-chip-suit-winning-hand",
}


@dataclass(frozen=True, kw_only=True, slots=True)
class SettledPot:
    """One pot and how it was shared."""

    pot: Pot
    split: PotSplit


@dataclass(frozen=True, kw_only=True, slots=True)
class Settlement:
    """The whole settlement of a hand."""

    pots: tuple[SettledPot, ...]
    won: tuple[int, ...]
    """Chips each seat wins from the pots."""
    refunded: tuple[int, ...]
    """Chips each seat gets back uncalled (or voided by a game's own rule, the sevens rule)."""
    carried_over: int
    """Chips left in the pot for the next deal."""
    rules: tuple[str, ...]

    def net(self, contributions: Sequence[int]) -> tuple[int, ...]:
        """Each seat's result: what it gets back less what it put in."""
        return tuple(
            w + r - c for w, r, c in zip(self.won, self.refunded, contributions, strict=True)
        )


Layers = tuple[tuple[int, int] | None, list[Pot]]
"""What :func:`~service.rules.pots.layers.layer` makes of the contributions: the uncalled
excess, if any, and the pots."""


_SETTLEMENT: Final = maker(Settlement)
"""A settlement, made once a hand without its ``__init__`` (:mod:`service.rules.makers`)."""


def contested(contributions: Sequence[int], folded: Sequence[bool], dead: int = 0) -> set[int]:
    """The seats whose hands decide something: live seats in a pot with another live seat."""
    _, pots = layer(contributions=contributions, folded=folded, dead=dead)
    return contested_in(pots)


def contested_in(pots: Sequence[Pot]) -> set[int]:
    """:func:`contested`, from pots already layered."""
    return {seat for pot in pots if len(pot.eligible) > 1 for seat in pot.eligible}


def settle(
    contributions: Sequence[int],
    folded: Sequence[bool],
    contenders: Sequence[Contender],
    rule: SplitRule,
    *,
    dead: int = 0,
    carry_unmatched: bool = False,
) -> Settlement:
    """Settle the pots; ``contenders`` must cover every contested seat.

    ``dead`` chips (nobody's: carried from an earlier deal) are won with the main pot. With
    ``carry_unmatched``, folded chips no live seat matched stay for the next deal
    (:func:`~service.rules.pots.layers.layer`).
    """
    layers = layer(
        contributions=contributions, folded=folded, dead=dead, carry_unmatched=carry_unmatched
    )
    return settle_layers(contributions, folded, layers, contenders, rule, dead=dead)


def settle_layers(
    contributions: Sequence[int],
    folded: Sequence[bool],
    layers: Layers,
    contenders: Sequence[Contender],
    rule: SplitRule,
    *,
    dead: int = 0,
) -> Settlement:
    """:func:`settle`, with the contributions already layered: a showdown layers them once to
    find the contested seats and settles from the same pots."""
    if any(c < 0 for c in contributions):
        raise RuleViolation("pots.contributions", "a seat cannot put in a negative amount")
    refund, pots = layers
    if all(folded) and not any(pot.eligible for pot in pots):
        # Every seat folded and none is left to keep a pot: a seat that mucked last keeps the
        # pots nobody else claims (the layers name him), a hand folded in the betting never.
        raise RuleViolation("pots.live-seat", "every seat has folded: somebody must be live")
    won = [0] * len(contributions)
    refunded = [0] * len(contributions)
    rules = ["pots.side-pots"]
    if refund:
        refunded[refund[0]] += refund[1]
        rules.append("pots.uncalled")
    if any(out and c for out, c in zip(folded, contributions, strict=True)):
        rules.append("pots.folded-chips")
    settled = []
    carried = 0
    for pot in pots:
        if pot.eligible:
            split = split_pot(pot.amount, pot.eligible, contenders, rule)
        else:  # chips no live seat matched: nobody can win them
            split = PotSplit(shares=(), carried_over=pot.amount, rules=(UNMATCHED,))
        settled.append(SettledPot(pot=pot, split=split))
        carried += split.carried_over
        for share in split.shares:
            for seat, chips in share.payouts:
                won[seat] += chips
        rules.extend(split.rules)
        if any(share.odd_chips for share in split.shares):
            rules.append(_ODD_CHIP_RULES[rule.odd_chip])
        if {"high", "low"} <= {share.direction for share in split.shares} and pot.amount % 2:
            rules.append("pots.odd-chip-to-high")
    assert sum(won) + sum(refunded) + carried == sum(contributions) + dead, "chips are conserved"
    return _SETTLEMENT(
        pots=tuple(settled),
        won=tuple(won),
        refunded=tuple(refunded),
        carried_over=carried,
        rules=tuple(dict.fromkeys(rules)),
    )
