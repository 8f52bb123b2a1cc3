"""Every rule's source is a public document a player can look up, cited in a form the document has.

Sources: the rulebook's citation forms (service.rules.rulebook.sources); Robert's Rules of Poker's
table of contents (sections 1 to 16); the Poker TDA Rules, 2024 edition (rule numbers and titles).
"""

from __future__ import annotations

import re

import pytest

from service.rules.rulebook import RULEBOOK
from service.rules.rulebook.sources import (
    HOUSE_PREFIX,
    ROBERTS_SECTIONS,
    TDA_EDITION,
    Document,
    TdaRule,
    roberts_rules,
)

# A file or key of this project: a player has none of them.
PROJECT_FILE = re.compile(r"RULES\.md|DESIGN\.md|\.md\b|\.py\b|\bS[0-4]\b")
ROBERTS = f"{Document.ROBERTS_RULES.value}: "
TDA = f"{Document.TDA.value}: "


def _citations() -> list[tuple[str, str]]:
    """Every single citation of every rule, including those named as the closest source."""
    found = []
    for rule_id, rule in RULEBOOK.items():
        for citation in rule.source.split("; "):
            found.append((rule_id, citation))
            if "Closest public source: " in citation:
                found.append((rule_id, citation.split("Closest public source: ", 1)[1]))
    return found


def _passages(document_prefix: str) -> list[tuple[str, str]]:
    return [
        (rule_id, citation.removeprefix(document_prefix))
        for rule_id, citation in _citations()
        if citation.startswith(document_prefix)
    ]


def test_no_source_names_a_file_or_key_of_the_project() -> None:
    """RULES.md, DESIGN.md, any .md or .py file, and the seed keys S0..S4 are the project's."""
    offenders = {
        rule_id: rule.source
        for rule_id, rule in RULEBOOK.items()
        if PROJECT_FILE.search(rule.source)
    }
    assert not offenders


def test_every_citation_is_a_public_document_or_says_the_house_decided() -> None:
    for rule_id, citation in _citations():
        public = citation.startswith(tuple(f"{document.value}" for document in Document))
        assert public or citation.startswith(("House rule", "chosen by the house-rule option ")), (
            rule_id,
            citation,
        )
    for rule_id, rule in RULEBOOK.items():
        assert any(document.value in rule.source for document in Document), rule_id


def test_every_roberts_rules_citation_names_a_known_section() -> None:
    """A Robert's Rules citation starts with one of the sections the table of contents lists,
    then optionally the rule's words, never a section of its own invention."""
    passages = _passages(ROBERTS)
    assert len(passages) > 50
    unknown = [
        (rule_id, passage)
        for rule_id, passage in passages
        if not any(
            passage == section or passage.startswith(f"{section}, ") for section in ROBERTS_SECTIONS
        )
    ]
    assert not unknown


def test_robert_sections_are_numbered_as_the_table_of_contents() -> None:
    """Sections 2 to 14 of the table of contents, by the numbers the rulebook uses."""
    contents = {
        2: "House Policies",
        3: "General Poker Rules",
        4: "Button and Blind Use",
        5: "Hold'em",
        6: "Omaha",
        8: "Seven-Card Stud",
        9: "Razz",
        10: "Seven-Card Stud High-Low",
        11: "Lowball",
        12: "Draw High",
        14: "No-Limit and Pot-Limit",
    }
    for section in ROBERTS_SECTIONS:
        number, name = re.fullmatch(r"Section (\d+) \(([^)]+)\).*", section).groups()  # type: ignore[union-attr]
        assert contents[int(number)] == name, section


def test_an_unknown_section_is_refused() -> None:
    with pytest.raises(ValueError, match="not a section"):
        roberts_rules("Section 3 (The Showdown)")


def test_every_tda_citation_names_a_2024_rule_by_number_and_title() -> None:
    """A TDA citation names the edition, then a rule whose number and title agree with the 2024
    edition, e.g. Rule 53: Action Out of Turn (OOT)."""
    passages = _passages(TDA)
    assert passages
    labels = {rule.label for rule in TdaRule}
    for rule_id, passage in passages:
        assert passage.startswith(f"{TDA_EDITION}, "), (rule_id, passage)
        named = passage.removeprefix(f"{TDA_EDITION}, ")
        assert any(named == label or named.startswith(f"{label} (") for label in labels), (
            rule_id,
            passage,
        )


@pytest.mark.parametrize(
    ("rule", "number", "title"),
    [
        (TdaRule.AWARDING_ODD_CHIPS, 20, "Awarding Odd Chips"),
        (TdaRule.SIDE_POTS, 21, "Side Pots"),
        (TdaRule.MISDEALS, 35, "Misdeals and Fouled Decks"),
        (TdaRule.SUBSTANTIAL_ACTION, 36, "Substantial Action (SA)"),
        (TdaRule.RAISE_AMOUNTS, 43, "Raise Amounts"),
        (TdaRule.REOPENING_THE_BET, 47, "Re-Opening the Bet"),
        (TdaRule.ACTION_OUT_OF_TURN, 53, "Action Out of Turn (OOT)"),
        (TdaRule.STRING_BETS, 56, "String Bets and Raises"),
    ],
)
def test_tda_rules_have_their_2024_numbers(rule: TdaRule, number: int, title: str) -> None:
    """Poker TDA Rules, 2024 edition: the numbers and titles as printed (numbers move between
    editions, which is why a citation names its edition)."""
    assert (rule.number, rule.title) == (number, title)


def test_the_disputes_cite_the_rules_that_decide_them() -> None:
    """The home-game disputes name the TDA rule and the Robert's Rules subsection that rule on
    them: action out of turn (TDA Rule 53), substantial action (Rule 36), cards speak (Rule 12),
    string raises (Rule 56), misdeals (Robert's Rules, Misdeals)."""
    expected = {
        "procedure.out-of-turn": "Rule 53: Action Out of Turn (OOT)",
        "procedure.misdeal-substantial-action": "Rule 36: Substantial Action (SA)",
        "procedure.cards-speak": "Rule 12: Declarations. Cards Speak at Showdown",
        "procedure.string-raise": "Rule 56: String Bets and Raises",
        "procedure.misdeal": "Section 3 (General Poker Rules), Misdeals",
        "pots.odd-chip-suit-winning-hand": "Rule 20: Awarding Odd Chips",
    }
    for rule_id, citation in expected.items():
        assert citation in RULEBOOK[rule_id].source, rule_id


def test_a_house_decision_never_poses_as_a_citation() -> None:
    """Where the house decides, the source says so first; it never starts with a document."""
    for rule_id, citation in _citations():
        if HOUSE_PREFIX in citation:
            assert citation.startswith(HOUSE_PREFIX), (rule_id, citation)
