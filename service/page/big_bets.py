"""When a fixed-limit stud game's big bet is bet, as the setup form says it beside "Big bet".

The API's description of the big bet covers every game at once, in its own words ("S3's home
rule", "option big_bets_from_fifth"). A player setting up one game needs that game's rule as the
page will play it (RULES.md §4: from fourth street a pair showing lets anyone bet big, never in a
high-low or low game; the house rule "Big bets from fifth" makes every bet big from fifth street
on), and the house rule that changes it, by its label on the form.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from service.page.catalogue import house_rules

FROM_FIFTH: Final = "big_bets_from_fifth"
"""The house rule that makes every bet big from fifth street on."""


def stud_big_bet_help(game: Mapping[str, Any]) -> str | None:
    """The big bet's help for a stud game that has the house rule, by its default and its hands
    (high, high-low, low); None for any other game.

    >>> stud = {"family": "stud", "rankings": {"high_ranking": "high", "low_ranking": None},
    ...         "options": [{"name": FROM_FIFTH, "kind": "boolean", "default": False}]}
    >>> print(stud_big_bet_help(stud))  # doctest: +NORMALIZE_WHITESPACE
    Fixed limit: the big bet. If left empty: twice the small bet. Every bet is a small bet until
    a player still in shows a pair face up: from fourth street on, that lets anyone bet or raise
    the big bet. To bet big from fifth street on, as casinos do, set the house rule "Big bets
    from fifth" to yes.
    """
    rule = next((rule for rule in house_rules(game) if rule.name == FROM_FIFTH), None)
    if game.get("family") != "stud" or rule is None:
        return None
    rankings = game.get("rankings") or {}
    high, low = rankings.get("high_ranking"), rankings.get("low_ranking")
    named = f'the house rule "{rule.label}"'
    said = "Fixed limit: the big bet. If left empty: twice the small bet. "
    if high and not low and rule.default == "yes":
        return (
            f"{said}Small bets on third street; on fourth street a pair showing face up lets "
            "anyone bet or raise the big bet; from fifth street on every bet is a big bet, "
            f"while {named} is yes, as it is unless you change it. Set to no, big bets come "
            "only with a pair showing."
        )
    if high and not low:
        return (
            f"{said}Every bet is a small bet until a player still in shows a pair face up: from "
            "fourth street on, that lets anyone bet or raise the big bet. To bet big from fifth "
            f"street on, as casinos do, set {named} to yes."
        )
    kind = "high-low" if high else "low"
    if rule.default == "yes":
        return (
            f"{said}Small bets on third and fourth street, then every bet is a big bet, while "
            f"{named} is yes, as it is unless you change it; in a {kind} game a pair showing "
            "changes nothing. Set to no, every bet is a small bet."
        )
    return (
        f"{said}Unless {named} is set to yes, the big bet is never bet: in a {kind} game a pair "
        "showing does not allow it, so every bet is a small bet. Set to yes, every bet from "
        "fifth street on is a big bet, as casinos play it."
    )
