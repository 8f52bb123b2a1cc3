"""Rank several hands against each other: the showdown ruling of ``/v1/hands/evaluate``.

>>> from service.rules.cards import parse_card
>>> from service.rules.ranking.systems import RankingSystem
>>> from service.rules.decks import STANDARD
>>> hands = [[parse_card(c) for c in h.split()] for h in ("As Ad 7c 7h 2s", "Kc Kh Ks 3d 3c")]
>>> ruling = compare_hands(hands, RankingSystem.HIGH, STANDARD)
>>> ruling.order, [e.description for e in ruling.evaluations]
(((1,), (0,)), ['Two pair, aces and sevens, deuce kicker', 'Full house, kings over threes'])
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import suppress
from dataclasses import dataclass
from typing import Final

from service.rules.cards import PlayingCard, Rank
from service.rules.decks import Deck
from service.rules.errors import RuleViolation
from service.rules.ranking.evaluate import evaluate_hand, evaluate_hands
from service.rules.ranking.exact import best_exact
from service.rules.ranking.hands import Evaluation, order_by_value
from service.rules.ranking.systems import AnySystem
from service.rules.ranking.wild import WildRule

_NO_RANKS: Final[frozenset[Rank]] = frozenset()


@dataclass(frozen=True, kw_only=True, slots=True)
class HandsRuling:
    """Each hand's evaluation and the order of the hands, best first, ties grouped."""

    evaluations: tuple[Evaluation, ...]
    order: tuple[tuple[int, ...], ...]
    """Positions of the hands that can win, best group first; a group of several is a tie."""
    unqualified: tuple[int, ...]
    """Positions of lows that fail the qualifier: they cannot win this way."""
    rules: tuple[str, ...]
    """Every rule applied, in the order first applied."""

    @property
    def winners(self) -> tuple[int, ...]:
        """The best hand or hands; none when no low qualifies."""
        return self.order[0] if self.order else ()


def compare_hands(
    hands: Sequence[Sequence[PlayingCard]],
    system: AnySystem,
    deck: Deck,
    *,
    qualifier: int | None = None,
    wild: WildRule | None = None,
    wild_ranks: Sequence[frozenset[Rank]] = (),
    board: Sequence[PlayingCard] = (),
    exact: tuple[int, int] | None = None,
) -> HandsRuling:
    """Evaluate every hand under ``system`` and order them; cards must fit in ``deck``.

    ``wild`` is the game's wild-card rule and ``wild_ranks[i]`` the ranks wild for hand i only;
    ``board`` holds cards every hand shares (a centre card), counted once against the deck;
    ``exact`` = (h, b) makes every best five use exactly h of a hand's own cards and b of the
    board's (two and three in Omaha).
    A violation names its places as ``("hands", i, "cards", j)``, the shape of the request.
    """
    if not deck.holds(board, *hands):
        deck.check_no_duplicates(
            [(("board", j), c) for j, c in enumerate(board)]
            + [
                (("hands", i, "cards", j), c)
                for i, hand in enumerate(hands)
                for j, c in enumerate(hand)
            ]
        )
    # Most requests give no hand wild ranks of its own: one test, not one per hand.
    extras = wild_ranks if any(wild_ranks) else ()
    evaluations = None
    if exact is None and not board:
        # A violation is ruled again hand by hand below, to name the hand at fault.
        with suppress(RuleViolation):
            evaluations = evaluate_hands(
                hands, system, qualifier=qualifier, wild=wild, wild_ranks=extras
            )
    if evaluations is None:
        evaluations = _each(
            hands, system, qualifier=qualifier, wild=wild, extras=extras, board=board, exact=exact
        )
    return _ruling(evaluations)


def _each(
    hands: Sequence[Sequence[PlayingCard]],
    system: AnySystem,
    *,
    qualifier: int | None,
    wild: WildRule | None,
    extras: Sequence[frozenset[Rank]],
    board: Sequence[PlayingCard],
    exact: tuple[int, int] | None,
) -> list[Evaluation]:
    """Each hand's evaluation in turn, with the board and ``exact``; a violation in one hand
    names its places in the request."""
    evaluations = []
    for i, hand in enumerate(hands):
        try:
            extra = extras[i] if i < len(extras) else _NO_RANKS
            if exact is None:
                seat = [*hand, *board] if board else hand
                evaluations.append(
                    evaluate_hand(seat, system, qualifier=qualifier, wild=wild, wild_ranks=extra)
                )
            else:
                evaluations.append(
                    best_exact(
                        hand, board, exact, system, qualifier=qualifier, wild=wild, wild_ranks=extra
                    )
                )
        except RuleViolation as violation:
            places = tuple(_place(i, at, len(hand)) for at in violation.at) or (("hands", i),)
            raise RuleViolation(violation.rule, violation.detail, at=places) from None
    return evaluations


def _ruling(evaluations: list[Evaluation]) -> HandsRuling:
    """The hands put in order, and every rule applied."""
    # Each score read once, in one loop (its fields, not the evaluation's properties): values,
    # whether a low failed its qualifier, and the rules of each score (hands of one score share
    # the same tuple, so few are met).
    values = []
    failed = False
    applied: dict[tuple[str, ...], None] = {}
    for evaluation in evaluations:
        score = evaluation.score
        values.append(score.value)
        if score.qualifies is False:
            failed = True
        applied[score.rules] = None
    unqualified: tuple[int, ...] = ()
    if failed:
        scores = [evaluation.score for evaluation in evaluations]
        unqualified = tuple(i for i, score in enumerate(scores) if score.qualifies is False)
        contenders = [i for i, score in enumerate(scores) if score.qualifies is not False]
        groups = order_by_value([values[i] for i in contenders])
        order = tuple(tuple(contenders[j] for j in group) for group in groups)
    elif len(set(values)) == len(values):  # no two hands tie: each its own group
        order = tuple(zip(sorted(range(len(values)), key=values.__getitem__, reverse=True)))
    else:
        order = tuple(map(tuple, order_by_value(values)))
    rules = ["cards.duplicate"]
    for each in applied:
        rules.extend(each)
    if len(values) > 1:
        rules.append("cards.suits-never-decide")
    if len(order) < len(values) - len(unqualified):
        rules.append("showdown.ties")
    return HandsRuling(
        evaluations=tuple(evaluations),
        order=order,
        unqualified=unqualified,
        rules=tuple(dict.fromkeys(rules)),
    )


def _place(hand: int, at: tuple[str | int, ...], size: int) -> tuple[str | int, ...]:
    """Where a problem in one hand (its own ``size`` cards, then the board) lies in the request."""
    if at and isinstance(at[0], str):
        return at  # already a place in the request, such as ("qualifier",)
    if at and isinstance(at[0], int) and at[0] >= size:
        return ("board", at[0] - size, *at[1:])
    return ("hands", hand, "cards", *at)
