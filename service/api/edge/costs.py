"""What a request will cost, checked before the work starts.

The schemas bound every list, but a few operations multiply their sizes: the best five of a hand
that must use exactly h of its own cards and b of the board's is the best of C(own, h) x
C(board, b) fives, each searched again for every wild card, and again for the low half. Each
such operation has a cost model here: an estimate, in five-card evaluations, made from the
loaded request, and a budget. A request over it is refused with 422 before any evaluation,
naming the fields that make it costly; every request within it is answered in well under half a
second of server time (``tests/runtime/test_costs.py`` sends the costliest shapes).

The budget is a service limit, not a rule of poker: the problem cites no rule id.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from math import comb
from typing import Any, Final

from werkzeug.exceptions import UnprocessableEntity

from service.api.contract.options import game_rules
from service.rules.ranking.evaluate import MAX_CARDS
from service.rules.ranking.wild import WildRule

BUDGET: Final = 30_000
"""Five-card evaluations a request may need: about 0.2 s of one core here (7 µs each)."""

WILD_FACTOR: Final = 10
"""A five searched for its wild cards costs up to ten plain ones (measured: 72 µs against 7)."""
NO_DUPLICATE_FACTOR: Final = 20
"""And up to twenty when a wild card may not stand for a card already held (119 µs)."""


@dataclass(frozen=True, slots=True)
class Estimate:
    """A request's cost and the fields that make it."""

    units: int
    fields: tuple[str, ...]


class TooCostly(UnprocessableEntity):
    """422: the request is valid but would cost more than any request may."""

    def __init__(self, estimate: Estimate) -> None:
        message = (
            f"This request needs about {estimate.units:,} five-card evaluations; the limit is "
            f"{BUDGET:,} per request. Send fewer hands, fewer cards, or split the request."
        )
        super().__init__(message)
        self.data = {
            "messages": {"json": {field: [message] for field in estimate.fields}},
            "limit": "cost",
        }


@dataclass(frozen=True, slots=True)
class _Showdown:
    """What decides the cost of ranking the seats: the wild rule and how many halves."""

    wild: WildRule | None
    halves: int


def _showdown(request: Mapping[str, Any], *, low: bool) -> _Showdown:
    game = game_rules(dict(request)) if request.get("game") is not None else None
    if game is not None:
        return _Showdown(game.wild, 2 if game.high is not None and game.low is not None else 1)
    return _Showdown(request.get("wild"), 2 if low else 1)


_NO_WILD_RULE: Final = WildRule()
"""The rule a hand's own wild ranks are looked up with where the request has no wild rule."""


def _factor(rule: _Showdown, cards: Sequence[Any], extra_ranks: Sequence[Any]) -> int:
    """How many plain fives one five of these cards costs: a five with a card the core calls
    wild (:meth:`~service.rules.ranking.wild.WildRule.kind_of`) is searched for it."""
    wild = rule.wild
    if wild is None and not extra_ranks:
        return 1  # no card can be wild: the plain evaluation
    asked = wild or _NO_WILD_RULE
    extra = frozenset(extra_ranks)
    if not any(asked.kind_of(card, extra) for card in cards):
        return 1
    return WILD_FACTOR if wild is None or wild.may_duplicate else NO_DUPLICATE_FACTOR


_FIVES_OF: Final = [comb(n, 5) for n in range(MAX_CARDS * 2)]
"""The fives of n cards, for the n of every usual request (a hand and the board)."""


def _fives(own: int, board: int, use: Mapping[str, int] | None) -> int:
    if use is None:
        return comb(own + board, 5) if own + board >= 5 else 0
    return comb(own, use["hole_count"]) * comb(board, use["board_count"])


def seats_cost(
    seats: Sequence[Mapping[str, Any]],
    board: Sequence[Any],
    rule: _Showdown,
    use: Mapping[str, int] | None = None,
) -> int:
    """Five-card evaluations to rank every seat: its fives, times the wild-card search, times
    the halves (high and low)."""
    if (
        rule.wild is None
        and use is None
        and not any(seat.get("wild_ranks") or seat.get("low_wild_ranks") for seat in seats)
    ):
        # No card can be wild: the plain evaluation, counted without looking at the cards.
        plain = 0
        for seat in seats:
            cards = len(seat.get("cards", ())) + len(board)
            plain += _FIVES_OF[cards] if cards < len(_FIVES_OF) else comb(cards, 5)
        return rule.halves * plain
    units = 0
    for seat in seats:
        own = seat.get("cards", ())
        extra = [*(seat.get("wild_ranks") or ()), *(seat.get("low_wild_ranks") or ())]
        fives = _fives(len(own), len(board), use)
        units += fives * rule.halves * _factor(rule, [*own, *board], extra)
    return units


def evaluate_cost(request: Mapping[str, Any]) -> Estimate:
    """``/v1/hands/evaluate``.

    >>> from service.rules.cards import parse_card
    >>> hand = {"cards": [parse_card(c) for c in ("As", "Kd", "Qh", "Jc", "Tc", "9c")]}
    >>> evaluate_cost({"hands": [hand], "board": [], "use": None, "game": None}).units
    6
    """
    rule = _showdown(request, low=request.get("low") is not None)
    use = request.get("use")
    board = request.get("board") or ()
    units = seats_cost(request.get("hands", ()), board, rule, use)
    return Estimate(units, _sent("hands", board, use))


def settle_cost(request: Mapping[str, Any]) -> Estimate:
    """``/v1/pots/settle``: every seat's hand, for high and low."""
    rule = _showdown(request, low=request.get("low") is not None)
    board = request.get("board") or ()
    units = seats_cost(request.get("seats", ()), board, rule)
    return Estimate(units, _sent("seats", board))


def _sent(hands: str, board: Sequence[Any], use: object = None) -> tuple[str, ...]:
    """The fields a refused cost names: the hands, and the board and ``use`` where sent."""
    return (hands, *(("board",) if board else ()), *(("use",) if use is not None else ()))


COST_MODELS: Final[dict[tuple[str, str], Callable[[Mapping[str, Any]], Estimate]]] = {
    ("hands", "evaluate"): evaluate_cost,
    ("pots", "settle_pots"): settle_cost,
}
"""Each costly operation's model, by endpoint: (blueprint, view)."""


_MOST_PER_FIVE: Final = 2 * max(WILD_FACTOR, NO_DUPLICATE_FACTOR)
"""The most a five of a seat can cost: searched for wild cards the costliest way, both halves."""


def _at_most(seats: Sequence[Mapping[str, Any]], board: Sequence[Any]) -> int:
    """A bound on :func:`seats_cost` for any rule without ``use``: every five of every seat at
    the costliest. Counted without a look at a card, a wild rank or the game."""
    fives = 0
    shared, known = len(board), len(_FIVES_OF)
    for seat in seats:
        cards = len(seat.get("cards", ())) + shared
        fives += _FIVES_OF[cards] if cards < known else comb(cards, 5)
    return _MOST_PER_FIVE * fives


def _seats_bound(seats_field: str) -> Callable[[Mapping[str, Any]], int | None]:
    def bound(request: Mapping[str, Any]) -> int | None:
        if request.get("use") is not None:
            return None  # exact counts: C(own, h) x C(board, b) may exceed C(own + board, 5)
        return _at_most(request.get(seats_field, ()), request.get("board") or ())

    return bound


BOUNDS: Final[dict[tuple[str, str], Callable[[Mapping[str, Any]], int | None]]] = {
    ("hands", "evaluate"): _seats_bound("hands"),
    ("pots", "settle_pots"): _seats_bound("seats"),
}
"""A cheap bound on each model's estimate (None: no bound): a request within budget at its
bound is within it, so the model (which looks at every card where one can be wild) runs only
for requests near or over the budget."""


def check_cost(endpoint: str | None, request: Any) -> None:
    """Refuse ``request`` with :class:`TooCostly` if its operation's model puts it over budget."""
    blueprint, _, view = (endpoint or "").partition(".")
    model = COST_MODELS.get((blueprint, view))
    # A loaded body is a dict: the abstract class's check (a call into Python) only otherwise.
    if model is None or not (type(request) is dict or isinstance(request, Mapping)):
        return
    at_most = BOUNDS[blueprint, view](request)
    if at_most is not None and at_most <= BUDGET:
        return
    estimate = model(request)
    if estimate.units > BUDGET:
        raise TooCostly(estimate)
