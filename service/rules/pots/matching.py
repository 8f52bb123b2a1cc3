"""Matching pots: Old Man's settlement (RULES.md §5; S4).

The pot is contested by the players who *go*. Declarations decide the parts: half to high and
half to low (an odd chip to high), or the whole pot one way when nobody declared the other. A go
wins his part only if he is the best go that way **and** beats the old man's hand; a ``both`` go
must win both ways or he wins nothing. A go who loses matches the pot he contested (his part, or
the whole pot if he declared both or everyone went one way), up to ``match_cap`` and never more
than the chips he has behind (table stakes). A part nobody went for is shared by its declarers
who stopped; a part the old man kept stays for the next hand, whose pot is that and the matches.
In the last hand losers pay the winners instead, and a part nobody won is divided among the
players still in who did not lose a go. A folded player is never paid. Chips are conserved:
what the players end with plus the next pot is what they started with.

Values are comparable numbers, greater is better (low values too), as in the rest of the pot
engine; the old man is valued the same way.

>>> rule = MatchRule(dealer=0, seats=3, old_man_high=5)
>>> seats = [Declarer(seat=0, declaration=Declaration.HIGH, go=True, high=9, stack=50),
...          Declarer(seat=1, declaration=Declaration.HIGH, go=True, high=7, stack=10),
...          Declarer(seat=2, declaration=Declaration.HIGH, stack=50)]
>>> result = settle_matching([6, 6, 6], [False] * 3, seats, rule)
>>> result.settlement.won, result.matches, result.next_pot
((18, 0, 0), (0, 10, 0), 10)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
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
    """Nobody (left) went that way: its declarers who stopped share it."""
    DIVIDED = "divided"
    """The last hand: nobody won it, so the players still in who lost no go divide it."""
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
    stack: int
    """The chips he has behind: the most he can match or pay (table stakes)."""


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
    def label(self) -> str:
        """The part's name in a settlement: ``whole``, ``high`` or ``low``."""
        return "whole" if self.whole else self.direction.value

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

    @property
    def paid(self) -> tuple[int, ...]:
        """Each seat's chips paid out of his stack: his match, or in the last hand what he
        paid the winners."""
        paid = list(self.matches)
        for transfer in self.transfers:
            paid[transfer.payer] += transfer.amount
        return tuple(paid)

    def ends_with(self, stacks: Sequence[int]) -> tuple[int, ...]:
        """Each seat's chips after the settlement, from the ``stacks`` behind before it: what he
        won or was paid, less what he matched (table stakes)."""
        won, paid, received = self.settlement.won, self.paid, self.received
        return tuple(
            stack + w + r - p for stack, w, r, p in zip(stacks, won, received, paid, strict=True)
        )

    @property
    def received(self) -> tuple[int, ...]:
        """Each seat's chips received from losers in the last hand."""
        received = [0] * len(self.matches)
        for transfer in self.transfers:
            received[transfer.payee] += transfer.amount
        return tuple(received)


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
        rules += ["declare.both-must-win", "old_man.both-go", "declare.failed-both-removed"]
    parts = [
        _part(direction, amount, whole, declarers, goers, failed, rule)
        for direction, amount, whole in _parts(pot, declarers)
    ]
    rules += ["old_man.halves" if len(parts) == 2 else "old_man.one-way", "old_man.go-stop"]
    rules += [part.rule for part in parts]
    if any(part.rule == "old_man.old-man-tie" for part in parts):
        rules.append("old_man.beat-old-man")
    # A go who took no part lost, to a player or to the old man; a failed both takes none.
    losers = tuple(sorted(g.seat for g in goers if not any(g.seat in p.winners for p in parts)))
    owed = [0] * rule.seats
    for seat in losers:
        owed[seat], limits = _match(next(d for d in declarers if d.seat == seat), parts, rule)
        rules += limits
    if losers:
        rules.append("old_man.last-hand" if rule.last_hand else "old_man.match")
    transfers: tuple[Transfer, ...] = ()
    matches = tuple(owed)
    if rule.last_hand:
        parts = [_divide_in_last_hand(part, declarers, losers, rule) for part in parts]
        rules += [part.rule for part in parts if part.rule == "old_man.last-hand-divided"]
        transfers = _transfers(owed, parts, declarers, rule)
        matches = (0,) * rule.seats
    shares = [part.share for part in parts if part.share]
    if any(share.odd_chips for share in shares):
        rules.append("pots.odd-chip-position")
    unwon = sum(p.amount for p in parts if p.outcome == PartOutcome.UNWON)
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
    assert all(won[s] == 0 for s, out in enumerate(folded) if out), "a folded seat is never paid"
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
    """Settle one part among the goes that way; a failed both is removed first (RULES.md §0
    declare rule 3), so the part he failed to win goes on as if he had not gone."""
    went = [g for g in goers if _way(g, direction)]
    contending = [g for g in went if g.seat not in failed]
    outcome, winners, why = PartOutcome.UNWON, [], "old_man.beat-old-man"
    if not contending:
        # Nobody (left) went this way: its declarers who stopped share it (RULES.md §5).
        winners = [d.seat for d in declarers if _way(d, direction) and not d.go]
        outcome = PartOutcome.SHARED if winners else PartOutcome.UNWON
        why = "old_man.nobody-goes" if winners else "old_man.unwon"
    else:
        best = max(_value(g, direction) for g in contending)
        old_man = rule.old_man_high if direction == Declaration.HIGH else rule.old_man_low
        if best == old_man:
            why = "old_man.old-man-tie"
        if _beats_old_man(best, direction, rule):
            outcome = PartOutcome.WON
            winners = [g.seat for g in contending if _value(g, direction) == best]
    part = Part(
        direction=direction,
        amount=amount,
        whole=whole,
        outcome=outcome,
        goers=tuple(g.seat for g in went),
        share=None,
        rule=why,
    )
    return replace(part, share=_share(part.label, amount, winners, rule)) if winners else part


def _share(label: str, amount: int, seats: Sequence[int], rule: MatchRule) -> Share:
    """Equal shares, odd chips by position from the dealer's left (RULES.md §0)."""
    split = SplitRule(high=True, low=False, dealer=rule.dealer, seats=rule.seats)
    return divide(label, amount, [Contender(seat=s) for s in seats], split, high=True)


def _match(declarer: Declarer, parts: Sequence[Part], rule: MatchRule) -> tuple[int, list[str]]:
    """What a losing go matches, and the limits that applied: the pot he contested (the whole
    pot for a both or when it went one way, else his half), at most ``match_cap`` and at most
    the chips he has behind (RULES.md §0 table stakes, §5)."""
    if declarer.declaration == Declaration.BOTH:
        contested = sum(p.amount for p in parts)
    else:
        contested = next(p.amount for p in parts if _way(declarer, p.direction))
    capped = contested if rule.match_cap is None else min(contested, rule.match_cap)
    owed = min(capped, declarer.stack)
    limits = ["old_man.match-cap"] if capped < contested else []
    if owed < capped:
        limits.append("old_man.table-stakes")
    return owed, limits


def _divide_in_last_hand(
    part: Part, declarers: Sequence[Declarer], losers: Sequence[int], rule: MatchRule
) -> Part:
    """The last hand: a part nobody won is divided evenly among the players still in who did
    not lose a go (S4, RULES.md §5). With nobody to take it, it stays in the pot."""
    if part.outcome != PartOutcome.UNWON:
        return part
    takers = [d.seat for d in declarers if d.seat not in losers]
    if not takers:
        return replace(part, rule="old_man.last-hand-divided")
    return replace(
        part,
        outcome=PartOutcome.DIVIDED,
        share=_share(part.label, part.amount, takers, rule),
        rule="old_man.last-hand-divided",
    )


def _transfers(
    owed: Sequence[int], parts: Sequence[Part], declarers: Sequence[Declarer], rule: MatchRule
) -> tuple[Transfer, ...]:
    """The last hand: each loser pays his match to the winners of the parts he contested,
    shared evenly; with no winner there (the old man kept it) he pays nothing."""
    transfers = []
    for declarer in declarers:
        amount = owed[declarer.seat]
        if not amount:
            continue
        contested = [p for p in parts if _way(declarer, p.direction)]
        payees = sorted({w for p in contested if p.outcome == PartOutcome.WON for w in p.winners})
        if not payees:
            continue
        share = _share("paid", amount, payees, rule)
        transfers += [Transfer(payer=declarer.seat, payee=s, amount=a) for s, a in share.payouts]
    return tuple(transfers)
