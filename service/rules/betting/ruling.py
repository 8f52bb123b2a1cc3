"""A betting round as a caller describes it, and the ruling on it (``/v1/betting/actions``).

The caller gives the structure and stakes, the seats, who acts first (a seat, or a stud or draw
street, or the blinds of a blind game's first round, from which the rules find it) and the
actions so far; the ruling says where the round stands and, for a proposed action, whether it is
legal and why not.

>>> from service.rules.betting.round import Move
>>> question = Question(structure=Structure.NO_LIMIT, bet=10, first=0,
...                     seats=(Seat(stack=100), Seat(stack=100)),
...                     actions=(Act(seat=0, move=Move.BET, to=10),),
...                     proposed=Act(seat=1, move=Move.RAISE, to=15))
>>> ruling = rule(question)
>>> ruling.state.next_seat, ruling.proposed.allowed, ruling.proposed.rule
(1, False, 'betting.amount')
>>> ruling.proposed.reason
'a raise by seat 1 here goes to 20 to 100 (all in); this one goes to 15'

Before the flop of a blind game, the blinds are posted from the button's left and the first to
act is the seat after the last of them; the big blind is the bet (RR Button and Blind Use):

>>> blinds = BlindGame(dealer=0, blinds=(1, 2))
>>> ruling = rule(Question(structure=Structure.NO_LIMIT, blind_game=blinds,
...                        seats=(Seat(stack=100), Seat(stack=100), Seat(stack=100))))
>>> ruling.first_seat, ruling.state.put_in, ruling.state.current_bet
(0, (0, 1, 2), 2)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Final

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
from service.rules.games.blind_rules import FIXED_LIMIT_BLINDS, BlindGameRules, StraddleRaise
from service.rules.games.blind_steps import blinds_opening
from service.rules.games.spec import Family, GameOf
from service.rules.games.steps.betting import blind_seats
from service.rules.games.table import Plan, Setup, plan_with
from service.rules.ranking.wild import WildRule, refuse_jokers

if TYPE_CHECKING:
    from service.rules.games.kinds import Procedure

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
    big_bet: int | None = None
    """Fixed limit: the big bet (required there); pot and no limit have none."""
    bring_in: int | None = None
    low: bool = False
    high_low: bool = False
    big_bets_from_fifth: bool = False
    showing_tie: ShowingTie = ShowingTie.SUIT
    wild: WildRule | None = None
    """The game's wild cards: they count in the best hand showing."""


@dataclass(frozen=True, kw_only=True, slots=True)
class DrawGame:
    """A draw round: the rules find who speaks first."""

    dealer: int
    opener: int | None = None
    jacks_or_better: bool = False


@dataclass(frozen=True, kw_only=True, slots=True)
class BlindGame:
    """The first round of a game dealt with blinds: the rules find who posts each blind, who
    acts first and the bet (the big blind)."""

    dealer: int
    """The button."""
    blinds: tuple[int, ...]
    """The small blind, the big blind, then any straddles, in the order they are posted from
    the button's left (heads-up the button posts the small blind); 0 for a seat that posts
    none."""
    straddle_raise: StraddleRaise = StraddleRaise.STRADDLE
    """Pot and no limit: the least raise over a straddle."""


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
    blind_game: BlindGame | None = None
    actions: tuple[Act, ...] = ()
    proposed: Act | None = None


@dataclass(frozen=True, kw_only=True, slots=True)
class Verdict:
    """Whether a proposed action is legal, and if not the rule it breaks and why."""

    allowed: bool
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
            verdict = Verdict(allowed=True)
        except RuleViolation as violation:
            verdict = Verdict(allowed=False, rule=violation.rule, reason=violation.detail)
            rules.append(violation.rule)
    if state.complete:
        rules.append("betting.round-over")
    return Ruling(
        first_seat=first, state=state, proposed=verdict, rules=tuple(dict.fromkeys(rules))
    )


def _setup(question: Question) -> tuple[Stakes, list[Player], int, list[str]]:
    """The round's stakes, players and first seat, from the question or its game block."""
    live = [not s.folded for s in question.seats]
    given = [name for name in _OPENINGS if getattr(question, name) is not None]
    if len(given) != 1:
        raise RuleViolation(
            "betting.first-to-act",
            "say who acts first with exactly one of a first seat, a stud street, a draw round "
            "or the blinds",
            at=(("round",),),
        )
    if question.stud is not None:
        return _stud_setup(question, question.stud, live)
    if question.blind_game is not None:
        return _blind_setup(question, question.blind_game)
    if question.bet is None:
        raise RuleViolation("betting.amount", "say the round's `bet`", at=(("bet",),))
    check_bet_sizes(question.bet, question.big_bet, question.bring_in, structure=question.structure)
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


_OPENINGS = ("first", "stud", "draw", "blind_game")
"""The ways a question says who acts first: exactly one of them."""


def _no_hand(rules: BlindGameRules, plan: Plan) -> Procedure:
    """A blind game's first round is ruled here on its own, never a hand of it."""
    raise NotImplementedError("a betting round alone deals no hand")


BLIND_GAME: Final = GameOf(
    id="blind_game",
    name="A blind game",
    summary="Any game dealt with blinds from the button (hold'em, Omaha, the draw games), as "
    "its first betting round sees it: its table, its blinds and its betting house rules.",
    family=Family.BOARD,
    house_rules=FIXED_LIMIT_BLINDS,
    procedure=_no_hand,
    max_players=10,
    blinds=True,
    rules=("betting.blinds",),
)
"""What every game dealt with blinds declares of its first round: its table is checked and
planned as theirs (:func:`~service.rules.games.table.plan_with`), by the same rules, without
reaching into any one game."""


def _blind_setup(
    question: Question, game: BlindGame
) -> tuple[Stakes, list[Player], int, list[str]]:
    """The first round of a blind game, opened as the games open it: the table and its blinds
    checked as a blind game's setup is (:data:`BLIND_GAME`), the blinds posted from the button's
    left, the stakes those of every blind game's first round, the first to act the seat after
    the last blind (RR Button and Blind Use)."""
    for name in ("bet", "big_bet", "bring_in"):
        if getattr(question, name) is not None:
            raise RuleViolation(
                "betting.blinds",
                f"the big blind is the bet of a blind game's first round: leave out `{name}`",
                at=((name,),),
            )
    rules = BlindGameRules(
        structure=question.structure,
        heads_up_raises=question.heads_up_raises,
        straddle_raise=game.straddle_raise,
    )
    stacks = tuple(s.stack for s in question.seats)
    setup = Setup(stacks=stacks, dealer=game.dealer, blinds=game.blinds)  # the bet: the big blind
    try:
        plan = plan_with(BLIND_GAME, setup, rules)
    except RuleViolation as violation:
        # A game's words for its setup, said of this round: its `blinds`, not a game's.
        detail = violation.detail.removeprefix(f"{BLIND_GAME.name} is played with blinds: ")
        raise RuleViolation(violation.rule, detail, at=(("blinds",),)) from None
    stakes = blinds_opening(rules, plan).stakes
    if question.structure == Structure.FIXED_LIMIT:
        stakes = replace(stakes, max_raises=question.max_raises)
    seats = blind_seats(len(stacks), game.dealer, game.blinds)
    posted = [0] * len(stacks)
    for seat, blind in zip(seats, game.blinds, strict=True):
        posted[seat] = blind
    live = [not s.folded for s in question.seats]
    players = [
        Player(stack=s.stack, live=alive) for s, alive in zip(question.seats, live, strict=True)
    ]
    first = draw_first(seats[-1], live)
    return (
        replace(stakes, blinds=tuple(posted)),
        players,
        first,
        ["betting.blinds", "betting.first-to-act"],
    )


def _stud_setup(
    question: Question, stud: StudGame, live: list[bool]
) -> tuple[Stakes, list[Player], int, list[str]]:
    for name in ("bet", "big_bet", "bring_in"):
        if getattr(question, name) is not None:
            raise RuleViolation(
                "betting.stud-limits",
                f"a stud street's bets are its `small_bet` and `big_bet`, not `{name}`",
                at=((name,),),
            )
    if any(alive and not s.up_cards for s, alive in zip(question.seats, live, strict=True)):
        raise RuleViolation(
            "betting.first-to-act", "in stud every live seat shows its up cards", at=(("seats",),)
        )
    if stud.wild is None:
        for seat, shown in enumerate(question.seats):
            why = "give the game's wild cards (wild) to weigh a hand showing one"
            refuse_jokers(shown.up_cards, why, at=("seats", seat, "up"))
    big_bet = stud.big_bet
    if big_bet is None:
        # Fixed limit: twice the small bet, as a game's stakes default it; pot and no limit:
        # the small bet is the smallest, and there is no other.
        fixed = question.structure == Structure.FIXED_LIMIT
        big_bet = 2 * stud.small_bet if fixed else stud.small_bet
    check_bet_sizes(stud.small_bet, big_bet, stud.bring_in)
    street = StudStreet(
        street=stud.street, small_bet=stud.small_bet, big_bet=big_bet,
        bring_in=stud.bring_in, low=stud.low, high_low=stud.high_low,
        big_bets_from_fifth=stud.big_bets_from_fifth, showing_tie=stud.showing_tie,
        wild=stud.wild, heads_up_raises=question.heads_up_raises,
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
    # A round's game block is said in the request beside the round's other fields.
    for game in (question.stud, question.draw, question.blind_game):
        if game is not None:
            named.append((("dealer",), game.dealer))
    if question.draw is not None:
        named.append((("opener",), question.draw.opener))
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
