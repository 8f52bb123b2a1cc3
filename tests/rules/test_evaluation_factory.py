"""The table paths make each hand's :class:`Evaluation` with :func:`evaluation`, which sets its
slots directly: it must make exactly what the dataclass's own constructor makes, field for
field, and stay frozen."""

from __future__ import annotations

import dataclasses

import pytest

from service.rules.cards import parse_card
from service.rules.ranking import RankingSystem, evaluate_hand
from service.rules.ranking.hands import Evaluation, evaluation


def test_the_factory_sets_every_field_the_dataclass_declares() -> None:
    """A field added to Evaluation must be added to the factory too, or this fails."""
    names = tuple(field.name for field in dataclasses.fields(Evaluation))
    assert names == ("score", "best_five", "plays_as", "wild_cards")


def test_the_factory_makes_what_the_constructor_makes() -> None:
    cards = [parse_card(c) for c in ["Kh", "Kd", "5s", "5c", "Ac", "9d", "2s"]]
    ruled = evaluate_hand(cards, RankingSystem.HIGH)
    made = evaluation(ruled.score, ruled.best_five, ruled.plays_as, ruled.wild_cards)
    built = Evaluation(
        score=ruled.score,
        best_five=ruled.best_five,
        plays_as=ruled.plays_as,
        wild_cards=ruled.wild_cards,
    )
    assert made == built == ruled
    assert type(made) is Evaluation
    assert hash(made) == hash(built)
    assert evaluation(ruled.score, ruled.best_five, ruled.plays_as).wild_cards == ()
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.score = ruled.score  # type: ignore[misc]
