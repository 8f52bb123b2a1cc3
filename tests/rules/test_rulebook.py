"""The rulebook: every rule the code cites exists, and every rule says where it comes from."""

from __future__ import annotations

import re
from pathlib import Path

from service.rules.rulebook import RULEBOOK

SERVICE = Path(__file__).parents[2] / "service"
NAMESPACES = {rule_id.split(".")[0] for rule_id in RULEBOOK}
ALTERNATIVES = "|".join(sorted(NAMESPACES))
RULE_LITERAL = re.compile(rf"""["']((?:{ALTERNATIVES})\.[a-z0-9-]+)["']""")


def test_every_rule_id_in_the_code_is_in_the_rulebook() -> None:
    cited = {
        (path.name, match)
        for path in SERVICE.rglob("*.py")
        for match in RULE_LITERAL.findall(path.read_text())
    }
    assert cited, "the code cites rules"
    missing = sorted((name, rule) for name, rule in cited if rule not in RULEBOOK)
    assert not missing


def test_every_rule_has_a_title_a_sentence_and_a_source() -> None:
    for rule_id, rule in RULEBOOK.items():
        assert rule.id == rule_id
        assert re.fullmatch(r"[a-z0-9-]+(\.[a-z0-9-]+)+", rule_id)
        assert rule.title and rule.sentence.endswith(".") and rule.source
