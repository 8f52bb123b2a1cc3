"""A betting round as a caller describes it, and the ruling on it (``/v1/betting/actions``).

The caller gives the structure and stakes, the seats, who acts first (a seat, or a stud or draw
street from which the rules find it) and the actions so far; the ruling says where the round
stands and, for a proposed action, whether it is legal and why not.

>>> from service.rules.betting.round import Move
>>> question = Question(structure=Structure.NO_LIMIT, bet=10, first=0,
...                     seats=(Seat(stack=100), Seat(stack=100)),
...                     actions=(Act(seat=0, move=Move.BET, to=10),),
...                     proposed=Act(seat=1, move=Move.RAISE, to=15))
>>> ruling = rule(question)
>>> ruling.state.next_seat, ruling.proposed.legal, ruling.proposed.rule
(1, False, 'betting.amount')
>>> ruling.proposed.reason
'a raise by seat 1 here goes to 20 to 100 (all in); this one goes to 15'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from service.rules.betting.openers import has_openers
from service.rules.betting.round import (
    Act,
    Betting,
    HeadsUpRaises,
    Player,
    RoundState,
    Stakes,
    Structure,
    check_bet_sizes,
)
from service.rules.betting.streets import ShowingTie, StudStreet, draw_first, stud_round
from service.rules.cards import Card, SeenOrHidden
from service.rules.errors import Location, RuleViolation

BASIC_RULES = ("betting.turn", "betting.move", "betting.amount", "betting.table-stakes")
"""What every ruling on a round applies."""


@dataclass(frozen=True, kw_only=True, slots=True)
class Seat:
    """A seat as the round starts."""

    stack: int
    folded: bool = False
    up_cards: tuple[Card, ...] = ()
    """Stud: the face-up cards, in the order dealt."""
    cards: tuple[SeenOrHidden, ...] = ()
    """Draw under an opening requirement: the hand, hidden cards where unseen."""


@dataclass(frozen=True, kw_only=True, slots=True)
class StudGame:
    """A stud street: the rules find who acts first and the bet sizes."""

    street: int
    dealer: int
    small_bet: int
    big_bet: int
    bring_in: int | None = None
    low: bool = False
    high_low: bool = False
    big_bets_from_fifth: bool = False
    showing_tie: ShowingTie = ShowingTie.SUIT


@dataclass(frozen=True, kw_only=True, slots=True)
class DrawGame:
    """A draw round: the rules find who speaks first."""

    dealer: int
    opener: int | None = None
    jacks_or_better: bool = False


@dataclass(frozen=True, kw_only=True, slots=True)
class Question:
    """A betting round so far, as the caller describes it."""

    structure: Structure
    seats: tuple[Seat, ...]
    bet: int | None = None
    big_bet: int | None = None
    bring_in: int | None = None
    max_raises: int | None = 3
    raise_at_least_last: bool = True
    heads_up_raises: HeadsUpRaises = HeadsUpRaises.UNLIMITED_IF_TWO_AT_START
    pot: int = 0
    first: int | None = None
    stud: StudGame | None = None
    draw: DrawGame | None = None
    actions: tuple[Act, ...] = ()
    proposed: Act | None = None


@dataclass(frozen=True, kw_only=True, slots=True)
class Verdict:
    """Whether a proposed action is legal, and if not the rule it breaks and why."""

    legal: bool
    rule: str | None = None
    reason: str | None = None


@dataclass(frozen=True, kw_only=True, slots=True)
class Ruling:
    """Where the round stands."""

    first_seat: int
    state: RoundState
    proposed: Verdict | None
    rules: tuple[str, ...]
    """The rule ids applied, in order."""


def rule(question: Question) -> Ruling:
    """Replay the actions and judge the proposed one; the first illegal action is refused with
    the rule it breaks, at ``("actions", i)``."""
    _check_seats(question)
    stakes, players, first, game_rules = _setup(question)
    betting = Betting(stakes, players, first=first, pot_before=question.pot)
    for index, act in enumerate(question.actions):
        try:
            betting.take(act)
        except RuleViolation as violation:
            raise violation.located(("actions", index)) from None
    state = betting.state()
    rules = [*game_rules, *BASIC_RULES, *state.rules]
    verdict = None
    if question.proposed is not None:
        try:
            betting.take(question.proposed)
            verdict = Verdict(legal=True)
        except RuleViolation as violation:
            verdict = Verdict(legal=False, rule=violation.rule, reason=violation.detail)
            rules.append(violation.rule)
    if state.complete:
        rules.append("betting.round-over")
    return Ruling(
        first_seat=first, state=state, proposed=verdict, rules=tuple(dict.fromkeys(rules))
    )


def _setup(question: Question) -> tuple[Stakes, list[Player], int, list[str]]:
    """The round's stakes, players and first seat, from the question or its game block."""
    live = [not s.folded for s in question.seats]
    given = [name for name in ("first", "stud", "draw") if getattr(question, name) is not None]
    if len(given) != 1:
        raise RuleViolation(
            "betting.first-to-act",
            "say who acts first with exactly one of `first`, `stud` or `draw`",
            at=tuple((name,) for name in given) or (("first",),),
        )
    if question.stud is not None:
        return _stud_setup(question, question.stud, live)
    if question.bet is None:
        raise RuleViolation("betting.amount", "say the round's `bet`", at=(("bet",),))
    check_bet_sizes(question.bet, question.big_bet, question.bring_in)
    if question.big_bet is not None and question.structure != Structure.FIXED_LIMIT:
        raise RuleViolation(
            "betting.amount",
            f"a big bet belongs to fixed limit, not {question.structure.value.replace('_', ' ')}",
            at=(("big_bet",),),
        )
    draw = question.draw
    stakes = Stakes(
        structure=question.structure,
        bet=question.bet,
        big_bet=question.big_bet,
        bring_in=question.bring_in,
        max_raises=question.max_raises if question.structure == Structure.FIXED_LIMIT else None,
        raise_at_least_last=question.raise_at_least_last,
        heads_up_raises=question.heads_up_raises,
        openers_required=draw is not None and draw.jacks_or_better,
    )
    players = [
        Player(stack=s.stack, live=alive, has_openers=_openers(s.cards) if draw else None)
        for s, alive in zip(question.seats, live, strict=True)
    ]
    if draw is None:
        assert question.first is not None
        return stakes, players, question.first, []
    first = draw_first(draw.dealer, live, opener=draw.opener)
    rules = ["betting.first-to-act"] + (["jacks.openers"] if draw.jacks_or_better else [])
    return stakes, players, first, rules


def _stud_setup(
    question: Question, stud: StudGame, live: list[bool]
) -> tuple[Stakes, list[Player], int, list[str]]:
    for name in ("bet", "big_bet", "bring_in"):
        if getattr(question, name) is not None:
            raise RuleViolation(
                "betting.stud-limits",
                f"`stud` gives the street's bets: say them there, not in `{name}`",
                at=((name,),),
            )
    if any(alive and not s.up_cards for s, alive in zip(question.seats, live, strict=True)):
        raise RuleViolation(
            "betting.first-to-act", "in stud every live seat shows its up cards", at=(("seats",),)
        )
    check_bet_sizes(stud.small_bet, stud.big_bet, stud.bring_in, at=("stud",))
    street = StudStreet(
        street=stud.street, small_bet=stud.small_bet, big_bet=stud.big_bet,
        bring_in=stud.bring_in, low=stud.low, high_low=stud.high_low,
        big_bets_from_fifth=stud.big_bets_from_fifth, showing_tie=stud.showing_tie,
        heads_up_raises=question.heads_up_raises,
        raise_at_least_last=question.raise_at_least_last,
        max_raises=question.max_raises, structure=question.structure,
    )  # fmt: skip
    up = [s.up_cards for s in question.seats]
    first, stakes = stud_round(street, up, live, stud.dealer)
    players = [Player(stack=s.stack, live=not s.folded) for s in question.seats]
    return stakes, players, first, ["betting.first-to-act", "betting.stud-limits"]


def _check_seats(question: Question) -> None:
    """Every seat named is at the table, and somebody has not folded."""
    count = len(question.seats)
    named: list[tuple[Location, int | None]] = [(("first",), question.first)]
    for block, game in (("stud", question.stud), ("draw", question.draw)):
        if game is not None:
            named.append(((block, "dealer"), game.dealer))
    if question.draw is not None:
        named.append((("draw", "opener"), question.draw.opener))
    named += [(("actions", i, "seat"), a.seat) for i, a in enumerate(question.actions)]
    if question.proposed is not None:
        named.append((("proposed", "seat"), question.proposed.seat))
    for place, seat in named:
        if seat is not None and seat >= count:
            detail = f"there is no seat {seat} at this table of {count}"
            raise RuleViolation("betting.turn", detail, at=(place,))
    if all(s.folded for s in question.seats):
        raise RuleViolation("betting.turn", "every seat has folded", at=(("seats",),))


def _openers(cards: Sequence[SeenOrHidden]) -> bool | None:
    """Whether a draw hand may open; None when it is not given or not all seen."""
    seen = [c for c in cards if isinstance(c, Card)]
    if len(cards) != 5 or len(seen) != 5:
        return None
    return has_openers(seen)
