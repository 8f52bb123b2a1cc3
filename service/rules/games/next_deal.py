"""What a deal leaves to the next one, in every game alike: the chips that stay in the pot, who
deals next and who antes (the hand state's ``carry``).

A deal leaves chips when nobody opened or a false opener's chips stay (Jacks or Better: RULES.md
§2, S1), when nobody can win a pot at the showdown (every declarer a failed both, no qualifying
low under ``no_qualifying_low = carry_over``, chips no live player matched: RULES.md §0, §2), and
in Old Man when the losing goes' matches and the parts the old man kept make the next pot
(RULES.md §5), or everyone folded there. The next deal's antes are read off the game's own
declaration, dealt for the next deal with the chips each seat ends with: the steps that will ask
for them, so that a game's ante rules are written once.

Seats keep this hand's numbers. A seat left without chips is out of the next deal (table
stakes, RULES.md §0): he antes nothing and never deals it; the caller seats the others.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Final

from service.rules.games.events import Carry
from service.rules.games.options import has_option
from service.rules.games.steps.antes import Antes
from service.rules.games.table import Plan

if TYPE_CHECKING:
    from service.rules.games.engine import Engine

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


def carry_to_next_deal(
    plan: Plan,
    amount: int,
    reason: str,
    rule: str,
    ends: Sequence[int],
    *,
    passed: bool = False,
    matched: bool = False,
) -> Carry:
    """The deal ends with ``amount`` in the pot for the next one, for ``reason`` under ``rule``,
    each seat ending with ``ends`` chips; ``passed``: nobody legitimately opened (S1's passed
    deal, and the false openers' cases b, c and f: RULES.md §2), which counts among the deals
    passed in a row that some of Jacks or Better's ante rules read; ``matched``: the pot is
    Old Man's losing goes' matches, played without antes (RULES.md §5), where a pot nobody
    matched is anted to as any.

    >>> from service.rules.games.draw import JACKS_OR_BETTER
    >>> from service.rules.games.table import Setup, configure
    >>> setup = Setup(stacks=(40, 40, 40), dealer=0, ante=3, small_bet=2)
    >>> plan = configure(JACKS_OR_BETTER, setup)
    >>> passed = carry_to_next_deal(plan, 3, "nobody opened", "jacks.passed-out", (37, 0, 40),
    ...                             passed=True)
    >>> passed.next_dealer, passed.antes, passed.passed_out_deals  # seat 1 is out of chips
    (2, ((2, 3),), 1)
    """
    setup = plan.setup
    count = len(ends)
    # The deal passes to the left, to the next seat still playing.
    dealer = next(
        (seat for k in range(1, count + 1) if ends[seat := (setup.dealer + k) % count] > 0),
        (setup.dealer + 1) % count,
    )
    following = replace(
        setup,
        stacks=tuple(ends),
        dealer=dealer,
        carried=amount,
        passed_out_deals=setup.passed_out_deals + 1 if passed else 0,
        carried_matched=matched,
    )
    antes = tuple(
        (seat, owed)
        for step in plan.declared(replace(plan, setup=following)).steps
        if isinstance(step, Antes)
        for seat in step.due
        if (owed := step.owed(setup.ante, ends[seat])) > 0
    )
    # Only a game whose house rules read the count (option passed_out) is told it, and only
    # one whose antes read whether the pot is matched (option matched_pot_antes) that.
    counted = has_option(plan.house_rules, "passed_out")
    matching = has_option(plan.house_rules, "matched_pot_antes")
    return Carry(
        amount=amount,
        next_dealer=dealer,
        antes=antes,
        reason=reason,
        rule=rule,
        # As a request takes them (no more than MOST_PASSED_OUT): more change no ante.
        passed_out_deals=min(following.passed_out_deals, MOST_PASSED_OUT) if counted else None,
        carried_pot_matched=matched if matching else None,
    )


def chips_after(hand: Engine) -> list[int]:
    """Each seat's chips once the hand is over: what is behind him (a bet of a round still open
    is in the pot) and what the result pays him back."""
    betting = hand.betting
    ends = [stack - (betting.put[s] if betting else 0) for s, stack in enumerate(hand.stacks)]
    if hand.result is not None:
        settled = hand.result.settlement
        ends = [e + w + r for e, w, r in zip(ends, settled.won, settled.refunded, strict=True)]
    return ends


def settlement_carry(hand: Engine) -> Carry | None:
    """What the hand's settlement leaves to the next deal: the chips of every pot nobody won,
    under the rule that kept the first of them; None when every chip was won."""
    assert hand.result is not None, "settled"
    settlement = hand.result.settlement
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
    return carry_to_next_deal(
        hand.plan, settlement.carried_over, _CARRIED[rule], rule, chips_after(hand)
    )
