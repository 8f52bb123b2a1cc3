"""The table paths make each hand's :class:`Evaluation` in one call (:data:`MAKE_EVALUATION`):
it must make exactly what the constructor makes, field for field, and stay immutable."""

from __future__ import annotations

import pytest

from service.rules.cards import parse_card
from service.rules.ranking import RankingSystem, evaluate_hand
from service.rules.ranking.hands import MAKE_EVALUATION, Evaluation


def test_the_factory_sets_every_field_the_class_declares() -> None:
    """A field added to Evaluation must be added to the factory too, or this fails."""
    assert Evaluation._fields == ("score", "best_five", "plays_as", "wild_cards")


def test_the_factory_makes_what_the_constructor_makes() -> None:
    cards = [parse_card(c) for c in ["Kh", "Kd", "5s", "5c", "Ac", "9d", "2s"]]
    ruled = evaluate_hand(cards, RankingSystem.HIGH)
    made = MAKE_EVALUATION(
        Evaluation, (ruled.score, ruled.best_five, ruled.plays_as, ruled.wild_cards)
    )
    built = Evaluation(
        score=ruled.score,
        best_five=ruled.best_five,
        plays_as=ruled.plays_as,
        wild_cards=ruled.wild_cards,
    )
    direct = MAKE_EVALUATION(Evaluation, (ruled.score, ruled.best_five, ruled.plays_as, ()))
    assert made == built == ruled == direct
    assert type(made) is type(direct) is Evaluation
    assert hash(made) == hash(built)
    assert made.description == "Two pair, kings and fives, ace kicker" == made.score.description
    with pytest.raises(AttributeError):
        made.score = ruled.score  # type: ignore[misc]
