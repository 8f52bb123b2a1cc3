"""House rules are typed: each game's options are one frozen dataclass (RULES.md: every default
"marked (default) is ours where no source decides; every such point is an option")."""

from __future__ import annotations

import pytest

from service.rules.errors import RuleViolation
from service.rules.games.catalog import CATALOG
from service.rules.games.house_rules import (
    LONDON_LOWBALL,
    RAZZ,
    AxeRules,
    CounterbluffRules,
    DeclareStudRules,
    EliminationRules,
    EnglishStudRules,
    HighLowStudRules,
    HouseRules,
    JacksRules,
    LowHoleRules,
    OldManRules,
    StudRules,
    WildStudRules,
    options_of,
    with_settings,
)

TYPED: dict[str, HouseRules] = {
    "seven-card-stud": StudRules(),
    "seven-card-stud-hi-lo": HighLowStudRules(),
    "seven-card-stud-declare": DeclareStudRules(),
    "razz": RAZZ,
    "london-lowball": LONDON_LOWBALL,
    "wild-card-stud": WildStudRules(),
    "low-hole": LowHoleRules(),
    "english-stud": EnglishStudRules(),
    "aces-straights-flushes": StudRules(),
    "deuces-jacks-axe": AxeRules(),
    "jacks-or-better": JacksRules(),
    "elimination": EliminationRules(),
    "old-man": OldManRules(),
    "counterbluff": CounterbluffRules(),
}


def test_every_game_has_typed_house_rules() -> None:
    assert set(TYPED) == set(CATALOG)


@pytest.mark.parametrize("game", sorted(CATALOG))
def test_typed_rules_declare_the_catalogue_options_and_defaults(game: str) -> None:
    typed = {info.name: info.default for info in options_of(TYPED[game])}
    assert typed == dict(CATALOG[game].options)


def test_a_setting_is_typed_and_a_misspelt_one_refused() -> None:
    rules = with_settings(JacksRules(), {"false_openers": "rr", "max_draw": 3})
    assert rules.false_openers.value == "rr" and rules.max_draw == 3
    with pytest.raises(RuleViolation) as refused:
        with_settings(JacksRules(), {"false_opener": "rr"})
    assert refused.value.rule == "games.option"


@pytest.mark.parametrize(
    ("setting", "value"),
    [("max_draw", 6), ("max_draw", True), ("false_openers", "s2"), ("ante_by", None)],
)
def test_a_value_outside_the_option_is_refused(setting: str, value: object) -> None:
    with pytest.raises(RuleViolation) as refused:
        with_settings(JacksRules(), {setting: value})  # type: ignore[dict-item]
    assert refused.value.rule == "games.option"
    assert refused.value.at == (("options", setting),)
