"""Ranking systems and the evaluator that serves them all."""

from service.rules.ranking.evaluate import evaluate_hand
from service.rules.ranking.hands import Category, Evaluation, order_by_value
from service.rules.ranking.systems import (
    ALL_SYSTEMS,
    AnySystem,
    OtherSystem,
    RankingSystem,
    system_named,
)

__all__ = [
    "ALL_SYSTEMS",
    "AnySystem",
    "Category",
    "Evaluation",
    "OtherSystem",
    "RankingSystem",
    "evaluate_hand",
    "order_by_value",
    "system_named",
]
