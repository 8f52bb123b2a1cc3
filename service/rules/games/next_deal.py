"""What a deal leaves to the next one, in every game alike: the chips that stay in the pot, who
deals next and who antes (the hand state's ``carry``).

A deal leaves chips when nobody opened or a false opener's chips stay (Jacks or Better: RULES.md
§2, S1), when nobody can win a pot at the showdown (every declarer a failed both, no qualifying
low under ``no_qualifying_low = carry_over``, chips no live player matched: RULES.md §0, §2), and
in Old Man when the losing goes' matches and the parts the old man kept make the next pot
(RULES.md §5). The next deal's antes are read off the game's own declaration, dealt for the next
deal: the steps that will ask for them, so that a game's ante rules are written once.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from service.rules.games.events import Carry
from service.rules.games.options import options_of
from service.rules.games.steps.antes import Antes
from service.rules.games.table import Plan
from service.rules.pots.matching import MatchSettlement
from service.rules.pots.settle import Settlement

MOST_PASSED_OUT: Final = 100
"""The most deals passed out in a row a request counts."""

_CARRIED: Final = {
    "declare.failed-pigs-carry-over": "every declarer failed both ways: the pot stays for the "
    "next deal",
    "low.no-qualifying-low-carry-over": "no hand qualifies for low: the pot stays for the next "
    "deal",
    "pots.unmatched-carry-over": "chips no live player matched are won by nobody: they stay "
    "for the next deal",
}
"""Why a showdown left chips in the pot, by the rule its pot engine applied."""


def carry(plan: Plan, amount: int, reason: str, rule: str, *, passed: bool = False) -> Carry:
    """The deal ends with ``amount`` in the pot for the next one, for ``reason`` under ``rule``;
    ``passed``: the deal was passed out (it counts among the deals passed in a row, which some
    of Jacks or Better's ante rules read)."""
    setup = plan.setup
    following = replace(
        setup,
        dealer=(setup.dealer + 1) % len(setup.stacks),
        carried=amount,
        passed_out_deals=setup.passed_out_deals + 1 if passed else 0,
    )
    steps = plan.declared(replace(plan, setup=following)).steps
    antes = tuple(
        (seat, setup.ante) for step in steps if isinstance(step, Antes) for seat in step.due
    )
    counted = any(option.name == "passed_out" for option in options_of(plan.house_rules))
    return Carry(
        amount=amount,
        next_dealer=following.dealer,
        antes=antes,
        reason=reason,
        rule=rule,
        # As a request takes them (no more than MOST_PASSED_OUT): more change no ante.
        passed_out_deals=min(following.passed_out_deals, MOST_PASSED_OUT) if counted else None,
    )


def settlement_carry(plan: Plan, settlement: Settlement) -> Carry | None:
    """What a showdown's settlement leaves to the next deal: the chips of every pot nobody won,
    under the rule that kept the first of them; None when every chip was won."""
    if not settlement.carried_over:
        return None
    rule = next(
        (
            rule
            for settled in settlement.pots
            if settled.split.carried_over
            for rule in settled.split.rules
            if rule in _CARRIED
        ),
        None,
    )
    assert rule is not None, "a pot left in the pot says by which rule"
    return carry(plan, settlement.carried_over, _CARRIED[rule], rule)


def matched_pot_carry(plan: Plan, matching: MatchSettlement) -> Carry | None:
    """Old Man: the next hand's pot, the losing goes' matches and any part the old man kept
    (RULES.md §5), played without antes; None when nothing is left for it (the last hand)."""
    if not matching.next_pot:
        return None
    kept = matching.settlement.carried_over
    if not any(matching.matches):
        return carry(plan, kept, "a part nobody won stays for the next hand", "old_man.unwon")
    reason = "the losing goes' matches" + (" and the part nobody won" if kept else "")
    return carry(plan, matching.next_pot, f"{reason} make the next pot", "old_man.matched-pot")
