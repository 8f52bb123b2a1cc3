"""Matching pots: Old Man's settlement (RULES.md §5; S4).

The pot is contested by the players who *go*. Declarations decide the parts: half to high and
half to low (an odd chip to high), or the whole pot one way when nobody declared the other. A go
wins his part only if he is the best go that way **and** beats the old man's hand; a go who
loses matches the pot he contested (his part, or the whole pot if he declared both), up to
``match_cap``. A part nobody went for is shared by its declarers; a part the old man kept stays
for the next hand, whose pot is that and the matches. In the last hand losers pay the winners
instead, and a part the old man kept is divided among everyone at the table.

Values are comparable numbers, greater is better (low values too), as in the rest of the pot
engine; the old man is valued the same way.

>>> rule = MatchRule(dealer=0, seats=3, old_man_high=5)
>>> seats = [Declarer(seat=0, declaration=Declaration.HIGH, go=True, high=9),
...          Declarer(seat=1, declaration=Declaration.HIGH, go=True, high=7),
...          Declarer(seat=2, declaration=Declaration.HIGH)]
>>> result = settle_matching([6, 6, 6], [False] * 3, seats, rule)
>>> result.settlement.won, result.matches, result.next_pot
((18, 0, 0), (0, 18, 0), 18)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from service.rules.pots.layers import Pot
from service.rules.pots.settle import SettledPot, Settlement
from service.rules.pots.shares import Contender, Declaration, PotSplit, Share, SplitRule, divide


class OldManTie(StrEnum):
    """Who wins when the best go ties the old man (RULES.md §5 option ``old_man_tie``)."""

    OLD_MAN = "old_man"
    PLAYER = "player"


class PartOutcome(StrEnum):
    """How a part of the pot ended."""

    WON = "won"
    """The best go beat the other goes and the old man."""
    SHARED = "shared"
    """Nobody went that way: its declarers share it."""
    UNWON = "unwon"
    """The old man was best, or nobody could take it: it stays for the next hand."""


@dataclass(frozen=True, kw_only=True, slots=True)
class Declarer:
    """A player still in at the declaration."""

    seat: int
    declaration: Declaration
    go: bool = False
    high: int | None = None
    """His high value when he goes for high (greater is better)."""
    low: int | None = None
    """His low value when he goes for low (greater is better)."""


@dataclass(frozen=True, kw_only=True, slots=True)
class MatchRule:
    """The table's house rules for matching, and the old man's hand."""

    dealer: int
    seats: int
    old_man_high: int | None = None
    old_man_low: int | None = None
    old_man_tie: OldManTie = OldManTie.OLD_MAN
    match_cap: int | None = None
    last_hand: bool = False


@dataclass(frozen=True, kw_only=True, slots=True)
class Part:
    """One part of the pot: high, low, or the whole pot one way."""

    direction: Declaration
    amount: int
    whole: bool
    """Nobody declared the other way, so this part is the whole pot."""
    outcome: PartOutcome
    goers: tuple[int, ...]
    share: Share | None
    """Who took the part and each one's chips, odd chips included; None when it is unwon."""
    rule: str

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats that took the part."""
        return self.share.winners if self.share else ()

    @property
    def payouts(self) -> tuple[tuple[int, int], ...]:
        """(seat, chips) for each winner."""
        return self.share.payouts if self.share else ()


@dataclass(frozen=True, kw_only=True, slots=True)
class Transfer:
    """The last hand: a losing go pays a winner directly."""

    payer: int
    payee: int
    amount: int


@dataclass(frozen=True, kw_only=True, slots=True)
class MatchSettlement:
    """Old Man's settlement of one hand."""

    settlement: Settlement
    """The pot as the pot engine reports every settlement: shares, winnings, carried over."""
    parts: tuple[Part, ...]
    failed_both: tuple[int, ...]
    """Goes who declared both and did not win both ways."""
    losers: tuple[int, ...]
    matches: tuple[int, ...]
    """Each seat's match, paid into the next pot (none in the last hand)."""
    transfers: tuple[Transfer, ...]
    """The last hand: what each loser pays each winner."""
    next_pot: int
    """The next hand's pot: the matches and any part the old man kept."""
    rules: tuple[str, ...]


def settle_matching(
    contributions: Sequence[int],
    folded: Sequence[bool],
    declarers: Sequence[Declarer],
    rule: MatchRule,
    *,
    dead: int = 0,
) -> MatchSettlement:
    """Settle an Old Man pot: ``declarers`` are the seats still in (RULES.md §5)."""
    pot = sum(contributions) + dead
    rules: list[str] = []
    goers = [d for d in declarers if d.go]
    failed = tuple(d.seat for d in goers if d.declaration == Declaration.BOTH and not _wins_both(
        d, goers, rule))  # fmt: skip
    if failed:
        rules += ["declare.both-must-win", "declare.failed-both-removed"]
    parts = [
        _part(direction, amount, whole, declarers, goers, failed, rule)
        for direction, amount, whole in _parts(pot, declarers)
    ]
    rules += ["oldman.halves" if len(parts) == 2 else "oldman.one-way", "oldman.go-stop"]
    rules += [part.rule for part in parts]
    if any(part.rule == "oldman.old-man-tie" for part in parts):
        rules.append("oldman.beat-old-man")
    losers = tuple(sorted(
        {s for part in parts if part.outcome != PartOutcome.SHARED
         for s in part.goers if s not in part.winners} | set(failed)
    ))  # fmt: skip
    owed = [0] * rule.seats
    by_seat = {d.seat: d for d in declarers}
    for seat in losers:
        contested = pot if by_seat[seat].declaration == Declaration.BOTH else next(
            p.amount for p in parts if seat in p.goers)  # fmt: skip
        owed[seat] = contested if rule.match_cap is None else min(contested, rule.match_cap)
        if rule.match_cap is not None and contested > rule.match_cap:
            rules.append("oldman.match-cap")
    if losers:
        rules.append("oldman.last-hand" if rule.last_hand else "oldman.match")
    shares = [part.share for part in parts if part.share]
    unwon = sum(p.amount for p in parts if p.outcome == PartOutcome.UNWON)
    transfers: tuple[Transfer, ...] = ()
    matches = tuple(owed)
    if rule.last_hand:
        transfers = _transfers(owed, parts, by_seat, rule)
        matches = (0,) * rule.seats
        if unwon:
            everyone = [Contender(seat=s) for s in range(rule.seats)]
            shares.append(divide("divided", unwon, everyone, _split(rule), high=True))
            rules.append("oldman.last-hand-divided")
            unwon = 0
    if any(share.odd_chips for share in shares):
        rules.append("pots.odd-chip-position")
    won = [0] * rule.seats
    for share in shares:
        for seat, chips in share.payouts:
            won[seat] += chips
    live = tuple(s for s, out in enumerate(folded) if not out)
    settlement = Settlement(
        pots=(
            SettledPot(
                pot=Pot(amount=pot, eligible=live),
                split=PotSplit(
                    shares=tuple(shares), carried_over=unwon, removed=failed, rules=tuple(rules)
                ),
            ),
        ),
        won=tuple(won),
        refunded=(0,) * rule.seats,
        carried_over=unwon,
        rules=tuple(dict.fromkeys(rules)),
    )
    assert sum(won) + unwon == pot, "chips are conserved"
    return MatchSettlement(
        settlement=settlement,
        parts=tuple(parts),
        failed_both=failed,
        losers=losers,
        matches=matches,
        transfers=transfers,
        next_pot=unwon + sum(matches),
        rules=settlement.rules,
    )


def _parts(pot: int, declarers: Sequence[Declarer]) -> list[tuple[Declaration, int, bool]]:
    """Halves when both ways were declared (the odd chip to high), else the whole pot one way."""
    ways = {d.declaration for d in declarers}
    high = bool(ways & {Declaration.HIGH, Declaration.BOTH})
    low = bool(ways & {Declaration.LOW, Declaration.BOTH})
    if high and low:
        return [(Declaration.HIGH, pot - pot // 2, False), (Declaration.LOW, pot // 2, False)]
    return [(Declaration.HIGH if high else Declaration.LOW, pot, True)]


def _way(declarer: Declarer, direction: Declaration) -> bool:
    return declarer.declaration in (direction, Declaration.BOTH)


def _value(declarer: Declarer, direction: Declaration) -> int:
    value = declarer.high if direction == Declaration.HIGH else declarer.low
    return -1 if value is None else value


def _beats_old_man(value: int, direction: Declaration, rule: MatchRule) -> bool:
    old_man = rule.old_man_high if direction == Declaration.HIGH else rule.old_man_low
    if old_man is None:
        return True
    return value > old_man or (value == old_man and rule.old_man_tie == OldManTie.PLAYER)


def _wins_both(pig: Declarer, goers: Sequence[Declarer], rule: MatchRule) -> bool:
    """A both must beat every other go both ways, strictly, and the old man both ways."""
    for direction in (Declaration.HIGH, Declaration.LOW):
        mine = _value(pig, direction)
        rivals = [g for g in goers if g.seat != pig.seat and _way(g, direction)]
        if any(_value(g, direction) >= mine for g in rivals):
            return False
        if not _beats_old_man(mine, direction, rule):
            return False
    return True


def _part(  # noqa: PLR0917 - one call site, read beside it
    direction: Declaration,
    amount: int,
    whole: bool,
    declarers: Sequence[Declarer],
    goers: Sequence[Declarer],
    failed: tuple[int, ...],
    rule: MatchRule,
) -> Part:
    went = [g for g in goers if _way(g, direction)]
    contending = [g for g in went if g.seat not in failed]
    outcome, winners, why = PartOutcome.UNWON, [], "oldman.beat-old-man"
    if not contending:
        # Nobody (left) went this way: its declarers who stopped share it (RULES.md §5).
        winners = [d.seat for d in declarers if _way(d, direction) and not d.go]
        outcome = PartOutcome.SHARED if winners else PartOutcome.UNWON
        why = "oldman.nobody-goes" if winners else "oldman.unwon"
    else:
        best = max(_value(g, direction) for g in contending)
        old_man = rule.old_man_high if direction == Declaration.HIGH else rule.old_man_low
        if best == old_man:
            why = "oldman.old-man-tie"
        if _beats_old_man(best, direction, rule):
            outcome = PartOutcome.WON
            winners = [g.seat for g in contending if _value(g, direction) == best]
    share = None
    if winners:
        label = "whole" if whole else direction.value
        contenders = [Contender(seat=s) for s in winners]
        share = divide(label, amount, contenders, _split(rule), high=True)
    return Part(
        direction=direction,
        amount=amount,
        whole=whole,
        outcome=outcome,
        goers=tuple(g.seat for g in went),
        share=share,
        rule=why,
    )


def _split(rule: MatchRule) -> SplitRule:
    """Equal shares, odd chips by position from the dealer's left."""
    return SplitRule(high=True, low=False, dealer=rule.dealer, seats=rule.seats)


def _transfers(
    owed: Sequence[int], parts: Sequence[Part], by_seat: dict[int, Declarer], rule: MatchRule
) -> tuple[Transfer, ...]:
    """The last hand: each loser pays his match to the winners of the parts he contested,
    shared evenly; with no winner there (the old man kept it) he pays nothing."""
    transfers = []
    for seat, amount in enumerate(owed):
        if not amount:
            continue
        contested = [p for p in parts if _way(by_seat[seat], p.direction)]
        payees = sorted({w for p in contested if p.outcome == PartOutcome.WON for w in p.winners})
        if not payees:
            continue
        share = divide("paid", amount, [Contender(seat=s) for s in payees], _split(rule),
                       high=True)  # fmt: skip
        transfers += [Transfer(payer=seat, payee=s, amount=a) for s, a in share.payouts]
    return tuple(transfers)
