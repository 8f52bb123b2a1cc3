"""House rules are typed: each game's options are one frozen dataclass (RULES.md: every point
"marked (default) is ours where no source decides; every such point is an option")."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from service.rules.errors import RuleViolation
from service.rules.games.catalog import CATALOG
from service.rules.games.house_rule_choices import Play
from service.rules.games.house_rules import JacksRules, OldManRules, WildStudRules
from service.rules.games.options import OptionKind, options_of, with_settings
from service.rules.games.spec import Family
from service.rules.games.table import Setup, configure
from service.rules.ranking import RankingSystem
from service.rules.rulebook import RULEBOOK

CORE = Path(__file__).parents[2] / "service" / "rules"


def test_a_setting_is_typed_and_a_misspelt_one_refused() -> None:
    rules = with_settings(JacksRules(), {"false_openers": "rr", "max_draw": 3})
    assert rules.false_openers.value == "rr" and rules.max_draw == 3
    with pytest.raises(RuleViolation) as refused:
        with_settings(JacksRules(), {"false_opener": "rr"})
    assert refused.value.rule == "games.option"
    assert "false_openers" in refused.value.detail


@pytest.mark.parametrize(
    ("setting", "value"),
    [("max_draw", 6), ("max_draw", True), ("false_openers", "s2"), ("ante_by", None)],
)
def test_a_value_outside_the_option_is_refused(setting: str, value: object) -> None:
    with pytest.raises(RuleViolation) as refused:
        with_settings(JacksRules(), {setting: value})  # type: ignore[dict-item]
    assert refused.value.rule == "games.option"
    assert refused.value.at == (("options", setting),)


@pytest.mark.parametrize("game", sorted(CATALOG))
def test_every_option_cites_a_rule_of_the_rulebook(game: str) -> None:
    for info in options_of(CATALOG[game].house_rules):
        assert info.rule in RULEBOOK, (game, info.name)
        assert info.description.endswith(".")
        if info.kind == OptionKind.CHOICE:
            assert info.default in info.choices or (info.nullable and info.default is None)


def _attributes_read() -> set[str]:
    """Every ``x.name`` read in the core (a field's declaration is not a read)."""
    read: set[str] = set()
    for path in CORE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load):
                read.add(node.attr)
    return read


def test_no_house_rule_is_silently_ignored() -> None:
    """An option that no step of any game reads would be accepted and change nothing; each one
    is read somewhere in the core (by name, so mypy checks the spelling)."""
    read = _attributes_read()
    declared = {info.name for game in CATALOG.values() for info in options_of(game.house_rules)}
    assert declared - read == set()


def test_wild_card_stud_played_low_ranks_for_low_only() -> None:
    """RULES.md §4 wild cards: "the game may be high, low or high-low"."""
    setup = Setup(
        stacks=(50, 50), dealer=0, ante=1, bring_in=2, small_bet=5,
        options={"play": Play.LOW.value, "low_ranking": "ace_to_six", "wild_ranks": ()},
    )  # fmt: skip
    plan = configure(CATALOG["wild_card_stud"], setup)
    assert (plan.high, plan.low) == (None, RankingSystem.ACE_TO_SIX)
    assert plan.showdown_game.wild is not None and plan.showdown_game.wild.ranks == frozenset()
    assert isinstance(plan.house_rules, WildStudRules)


def test_old_man_has_no_odd_chip_option() -> None:
    """S4 settles odd chips by position among the players a part is divided between (RULES.md
    §5 "odd chips as in section 0"); the matching never read a suit rule, so none is offered."""
    with pytest.raises(RuleViolation) as refused:
        with_settings(OldManRules(), {"odd_chip": "suit_all_cards"})
    assert refused.value.rule == "games.option"


# A game's own rules' prefixes, and the games whose options may cite them.
_OWN_RULES = {
    "elimination": lambda spec: spec.family == Family.ELIMINATION,
    "old_man": lambda spec: spec.family == Family.OLD_MAN,
    "counterbluff": lambda spec: spec.family == Family.COUNTERBLUFF,
    "jacks": lambda spec: spec.id == "jacks_or_better",
    "stud": lambda spec: spec.family == Family.STUD,
}


@pytest.mark.parametrize("game", sorted(CATALOG))
def test_a_game_lists_only_options_of_its_own_rules(game: str) -> None:
    """An option citing one game's rule is that game's (RULES.md's options, section by section):
    Elimination's side-pot option was once listed, and taken without effect, by declare stud."""
    spec = CATALOG[game]
    for found in options_of(spec.house_rules):
        prefix = found.rule.split(".")[0]
        belongs = _OWN_RULES.get(prefix)
        assert belongs is None or belongs(spec), f"{game} lists {found.name} ({found.rule})"
