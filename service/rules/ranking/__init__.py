"""Ranking systems and the evaluator that serves them all."""

from service.rules.ranking.evaluate import evaluate_hand
from service.rules.ranking.hands import Category, Evaluation, order_by_value
from service.rules.ranking.systems import RankingSystem

__all__ = ["Category", "Evaluation", "RankingSystem", "evaluate_hand", "order_by_value"]
