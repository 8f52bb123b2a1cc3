"""Old Man's showdown settled on its own, for players settling a point at the table: who wins
which part, who matches what, and the next pot (RULES.md §5; S4).

The whole hand replayed event by event settles the same way (:mod:`service.rules.games.old_man`);
this ruling starts from the showdown: the pot, the centre card, the old man's six cards and every
seat's declaration, go or stop, and cards.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from service.rules.cards import Card
from service.rules.decks import STANDARD
from service.rules.errors import Location, RuleViolation
from service.rules.games.events import Carry
from service.rules.games.old_man import (
    OLD_MAN,
    OLD_MAN_CARDS,
    OldManResult,
    OldManSeat,
    matched_pot_carry,
    settle_old_man,
)
from service.rules.games.options import OptionValue, with_settings
from service.rules.games.table import Setup, configure
from service.rules.pots.matching import MatchSettlement
from service.rules.pots.shares import Declaration
from service.rules.ranking import Evaluation


@dataclass(frozen=True, kw_only=True, slots=True)
class OldManSeatOutcome:
    """One seat's hands and chips after the settlement."""

    declaration: Declaration | None
    go: bool
    high: Evaluation | None
    low: Evaluation | None
    won: int
    """Taken from the pot: a part won, shared or, in the last hand, divided."""
    matched: int
    """Paid out of his stack into the next pot (or, in the last hand, to the winners)."""
    received: int
    """The last hand: paid to him by losing goes."""
    ends_with: int
    """His chips after the settlement: stack + won + received - matched."""


@dataclass(frozen=True, kw_only=True, slots=True)
class OldManSettlement:
    """The ruling on an Old Man showdown."""

    seats: tuple[OldManSeatOutcome, ...]
    old_man: OldManResult
    matching: MatchSettlement
    carried_over: int
    """Parts the old man kept, left in the pot."""
    carry: Carry | None
    """The next hand's pot (the matches and the parts the old man kept), its dealer and its
    antes (none: a matched pot); None when nothing is left for it."""
    rules: tuple[str, ...]


def rule_on_old_man(
    seats: Sequence[OldManSeat],
    centre: Card,
    old_man: Sequence[Card],
    *,
    dealer: int,
    pot: int,
    options: Mapping[str, OptionValue],
) -> OldManSettlement:
    """Settle a showdown of ``pot`` chips, ``dealer`` dealing, under the house rules
    ``options``. A go declares and shows six cards, and when anybody goes the old man's six
    cards are given; no card appears twice."""
    # The table is checked as a hand's would be (seats, dealer), and the options as this game's.
    plan = configure(OLD_MAN, Setup(stacks=(1,) * len(seats), dealer=dealer, options=options))
    settings = with_settings(OLD_MAN.house_rules, options)
    _check(seats, centre, old_man)
    showdown, result = settle_old_man(
        seats, centre, old_man, settings, [0] * len(seats), dealer=dealer, dead=pot
    )
    assert result.matching is not None  # settle_old_man always matches
    paid, received = result.matching.paid, result.matching.received
    won = showdown.settlement.won
    stacks = [seat.stack for seat in seats]
    ends = result.matching.ends_with(stacks)
    outcomes = tuple(
        OldManSeatOutcome(
            declaration=seat.declaration,
            go=seat.go,
            high=showdown.highs[index],
            low=showdown.lows[index],
            won=won[index],
            matched=paid[index],
            received=received[index],
            ends_with=ends[index],
        )
        for index, seat in enumerate(seats)
    )
    return OldManSettlement(
        seats=outcomes,
        old_man=result,
        matching=result.matching,
        carried_over=showdown.settlement.carried_over,
        carry=matched_pot_carry(plan, result.matching, stacks),
        rules=("old_man.centre-wild", *showdown.rules),
    )


def _check(seats: Sequence[OldManSeat], centre: Card, old_man: Sequence[Card]) -> None:
    cards: list[tuple[Location, Card]] = [
        (("centre",), centre),
        *((("old_man", k), c) for k, c in enumerate(old_man)),
    ]
    for index, seat in enumerate(seats):
        cards += [(("seats", index, "cards", k), c) for k, c in enumerate(seat.cards)]
        if seat.go and (seat.declaration is None or len(seat.cards) != OLD_MAN_CARDS):
            why = (
                "declares high, low or both" if seat.declaration is None else "shows his six cards"
            )
            raise RuleViolation(
                "old_man.go-stop", f"seat {index} goes, so he {why}", at=(("seats", index),)
            )
    STANDARD.check_no_duplicates(cards)
    if any(seat.go for seat in seats) and len(old_man) != OLD_MAN_CARDS:
        raise RuleViolation(
            "old_man.beat-old-man",
            "somebody goes, so the old man's six cards are turned up: give all six",
            at=(("old_man",),),
        )
