"""The rulebook: every rule the code cites exists, and every rule says where it comes from."""

from __future__ import annotations

import re
from dataclasses import fields
from pathlib import Path

from service.rules.disputes import DisputeRules
from service.rules.games.house_rules import HouseRules
from service.rules.rulebook import RULEBOOK
from service.rules.rulebook.sources import HOUSE_PREFIX, Document

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
        # The topic is spelled like a game id (``old_man``), the rule after it in kebab-case.
        assert re.fullmatch(r"[a-z][a-z0-9_]*(\.[a-z0-9-]+)+", rule_id)
        assert rule.title and rule.sentence.endswith(".") and rule.source


# -- every rule cites a public source a player can look up (DESIGN.md, the rulebook) --

HOUSE_TEXTS = (HOUSE_PREFIX, "House rule of this service", "chosen by the house-rule option ")
NOT_A_PUBLIC_SOURCE = re.compile(
    r"RULES|DESIGN|\.md\b|\bS[0-4]\b|(?i:\bseeds?\b)|\bRR\b|\bTDA\b|(?i:\bhouse:)|§"
)


def _without_document_titles(source: str) -> str:
    for document in Document:
        source = source.replace(document.value, "")
    return source


def _house_rule_options() -> set[str]:
    kinds: list[type[HouseRules]] = [HouseRules, DisputeRules]
    names: set[str] = set()
    while kinds:
        kind = kinds.pop()
        names |= {field.name for field in fields(kind)}
        kinds += kind.__subclasses__()
    return names


def test_no_source_names_a_file_of_ours_or_a_bare_seed_key() -> None:
    """No rule cites RULES.md, DESIGN.md, any .md file, a seed key (S0..S4), "seed", or the
    bare abbreviations RR and TDA: a player can look none of them up."""
    offenders = {
        rule_id: rule.source
        for rule_id, rule in RULEBOOK.items()
        if NOT_A_PUBLIC_SOURCE.search(_without_document_titles(rule.source))
    }
    assert not offenders


def test_every_source_names_a_public_document() -> None:
    """Each rule names at least one public document (a game's write-up, Robert's Rules of Poker
    or the Poker TDA rules), and each of its citations is either one of those documents or says
    in words that the house decided."""
    for rule_id, rule in RULEBOOK.items():
        assert any(document.value in rule.source for document in Document), rule_id
        for citation in rule.source.split("; "):
            assert citation.startswith((*Document, *HOUSE_TEXTS)), (rule_id, citation)


def test_a_house_rule_names_a_real_option_or_a_public_source_beside_it() -> None:
    """A house decision says which option changes it (an option some game has), or sits beside
    the public source it departs from; e.g. the Old Man tie names old_man_tie and the
    write-up."""
    options = _house_rule_options()
    for rule_id, rule in RULEBOOK.items():
        for named in re.findall(r"\boption ([a-z_]+)", rule.source):
            assert named in options, (rule_id, named)
    old_man_tie = RULEBOOK["old_man.old-man-tie"].source
    assert old_man_tie.startswith(HOUSE_PREFIX)
    assert "option old_man_tie" in old_man_tie
    assert Document.OLD_MAN.value in old_man_tie


def test_a_seed_rule_cites_its_write_up_by_title_and_section() -> None:
    """The seeds are cited by their own titles and headings: Razz by pagat's Seven Card Stud,
    false openers by the Jacks or Better write-up, the doubled pack by Parlett's Counterbluff."""
    assert RULEBOOK["stud.razz"].source.startswith("pagat.com, Seven Card Stud: Razz")
    assert RULEBOOK["jacks.false-openers-uncalled"].source.startswith(
        f"{Document.JACKS_OR_BETTER.value}: False openers"
    )
    assert RULEBOOK["counterbluff.identical-cards"].source == (
        f"{Document.COUNTERBLUFF.value}: Special rule for doubled pack"
    )
    assert (
        "Betting and Raising, an all-in wager of half a bet or more is treated as a full bet"
        in (RULEBOOK["betting.short-all-in"].source)
    )
