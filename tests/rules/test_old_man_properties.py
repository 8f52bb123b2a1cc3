"""Properties of every Old Man settlement (RULES.md §0 table stakes, §5; S4), on generated
tables: random declarations, go or stop, folds, stacks down to nothing, match_cap, the last
hand, and values drawn from a narrow range so that goes tie each other and the old man."""

from __future__ import annotations

from dataclasses import dataclass

from hypothesis import given, settings
from hypothesis import strategies as st

from service.rules.pots.matching import (
    Declarer,
    MatchRule,
    MatchSettlement,
    OldManTie,
    PartOutcome,
    settle_matching,
)
from service.rules.pots.shares import Declaration

values = st.integers(0, 4)
stacks = st.one_of(st.just(0), st.integers(1, 5), st.integers(0, 300))


@dataclass(frozen=True)
class Table:
    """A generated showdown: who is still in, the pot and the house rules."""

    declarers: list[Declarer]
    folded: list[bool]
    contributions: list[int]
    dead: int
    rule: MatchRule

    @property
    def pot(self) -> int:
        return sum(self.contributions) + self.dead


@st.composite
def tables(draw: st.DrawFn) -> Table:
    count = draw(st.integers(2, 7))
    declarers, folded = [], []
    for seat in range(count):
        out = draw(st.booleans())
        folded.append(out)
        if out:
            continue
        declarers.append(
            Declarer(
                seat=seat,
                declaration=draw(st.sampled_from(list(Declaration))),
                go=draw(st.booleans()),
                high=draw(values),
                low=draw(values),
                stack=draw(stacks),
            )
        )
    rule = MatchRule(
        dealer=draw(st.integers(0, count - 1)),
        seats=count,
        old_man_high=draw(values),
        old_man_low=draw(values),
        old_man_tie=draw(st.sampled_from(list(OldManTie))),
        match_cap=draw(st.none() | st.integers(1, 60)),
        last_hand=draw(st.booleans()),
    )
    contributions = draw(st.lists(st.integers(0, 40), min_size=count, max_size=count))
    return Table(declarers, folded, contributions, draw(st.integers(0, 200)), rule)


def ends(table: Table, result: MatchSettlement) -> dict[int, int]:
    """Each player still in: his chips behind after the settlement."""
    won, paid, received = result.settlement.won, result.paid, result.received
    return {d.seat: d.stack + won[d.seat] + received[d.seat] - paid[d.seat]
            for d in table.declarers}  # fmt: skip


@settings(max_examples=200)
@given(tables())
def test_old_man_table_stakes_rules_s5_every_settlement_conserves_chips(table: Table) -> None:
    """RULES.md §5: what the players end with plus the next pot equals what they started with;
    nobody pays more than he has behind, so nobody ends below zero."""
    result = settle_matching(
        table.contributions, table.folded, table.declarers, table.rule, dead=table.dead
    )
    after = ends(table, result)
    assert sum(after.values()) + result.next_pot == sum(d.stack for d in table.declarers) + (
        table.pot
    )
    assert all(chips >= 0 for chips in after.values())
    assert sum(result.settlement.won) + result.settlement.carried_over == table.pot
    for part in result.parts:
        assert sum(chips for _, chips in part.payouts) == (part.amount if part.share else 0)
    if table.rule.last_hand:
        assert result.matches == (0,) * table.rule.seats
        assert result.next_pot == result.settlement.carried_over


@settings(max_examples=200)
@given(tables())
def test_old_man_table_stakes_rules_s5_no_folded_seat_and_no_losing_go_is_paid(
    table: Table,
) -> None:
    """RULES.md §5: a folded player is never paid, in any part, in any hand, the last included;
    a player who lost a go gets nothing; only losing goes match or pay."""
    result = settle_matching(
        table.contributions, table.folded, table.declarers, table.rule, dead=table.dead
    )
    unpaid = {s for s, out in enumerate(table.folded) if out} | set(result.losers)
    for seat in unpaid:
        assert result.settlement.won[seat] == 0
        assert result.received[seat] == 0
    assert {s for s, chips in enumerate(result.paid) if chips} <= set(result.losers)
    assert set(result.failed_both) <= set(result.losers)
    for part in result.parts:
        assert not set(part.winners) & unpaid
        if part.outcome in (PartOutcome.WON, PartOutcome.SHARED, PartOutcome.DIVIDED):
            assert part.winners
        if part.outcome == PartOutcome.DIVIDED:
            assert table.rule.last_hand
