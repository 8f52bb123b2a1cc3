"""Ranking systems and the evaluator that serves them all."""

from service.rules.ranking.evaluate import evaluate_hand
from service.rules.ranking.hands import Category, Evaluation, RankingSystem, order_by_value

__all__ = ["Category", "Evaluation", "RankingSystem", "evaluate_hand", "order_by_value"]
