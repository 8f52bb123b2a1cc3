"""Where a rule comes from: the public documents the rulebook cites, and how a citation reads.

Every rule's source names a document a player can look up: a game's write-up by its title and the
section or passage that decides, Robert's Rules of Poker by section (with the rule number where
the cardroom edition's number is known, else the gist of the rule), or the Poker TDA rules by the
rule's name. Where no source decides, the source says in words that the service decided, names
the house-rule option that changes it, and points to the closest public source.

>>> cite(Document.SEVEN_CARD_STUD, "Razz")
'pagat.com, Seven Card Stud: Razz'
>>> roberts_rules(TIES, "rule 5")
"Robert's Rules of Poker (Bob Ciaffone): Section 3 (General Poker Rules), Ties, rule 5"
>>> house_default("an exact tie scores nothing", option="ties").split(": ", 1)[1]
'an exact tie scores nothing (option ties changes it)'
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final


class Document(StrEnum):
    """A public document the rulebook cites, by the title a player can look it up by."""

    ELIMINATION = "pagat.com, Elimination (Arthur Buderick's game)"
    JACKS_OR_BETTER = "poker.tj, Jacks or Better (Other versions of draw poker)"
    COUNTERBLUFF = "David Parlett, Counterbluff (Original Card Games by David Parlett)"
    SEVEN_CARD_STUD = "pagat.com, Seven Card Stud"
    LOWBALL = "Wikipedia, Lowball (poker)"
    OLD_MAN = "Fun Home Poker Game Rules \u2013 \u2018Old Man\u2019"
    ROBERTS_RULES = "Robert's Rules of Poker (Bob Ciaffone)"
    TDA = "Poker TDA Rules (Poker Tournament Directors Association)"
    PHH = "Poker Hand History (PHH) file format specification (phh.readthedocs.io)"


# Sections of Robert's Rules of Poker, numbered as in its cardroom edition's table of contents.
HOUSE_POLICIES: Final = "Section 2 (House Policies)"
GENERAL: Final = "Section 3 (General Poker Rules)"
BETTING_AND_RAISING: Final = f"{GENERAL}, Betting and Raising"
SHOWDOWN: Final = f"{GENERAL}, The Showdown"
TIES: Final = f"{GENERAL}, Ties"
MISDEALS: Final = f"{GENERAL}, Misdeals"
IRREGULARITIES: Final = f"{GENERAL}, Irregularities"
DEAD_HANDS: Final = f"{GENERAL}, Dead Hands"
BUTTON: Final = "Section 4 (Button and Blind Use)"
HOLDEM: Final = "Section 5 (Hold'em)"
OMAHA: Final = "Section 6 (Omaha)"
STUD: Final = "Section 8 (Seven-Card Stud)"
RAZZ: Final = "Section 9 (Razz)"
STUD_HIGH_LOW: Final = "Section 10 (Seven-Card Stud High-Low)"
ACE_TO_FIVE: Final = "Section 11 (Lowball), Ace-to-Five Lowball"
DEUCE_TO_SEVEN: Final = "Section 11 (Lowball), Deuce-to-Seven Lowball"
DRAW_HIGH: Final = "Section 12 (Draw High)"
JACKS_OR_BETTER: Final = f"{DRAW_HIGH}, Jacks-or-Better"
JOKER: Final = f"{DRAW_HIGH}, The Joker"
NO_LIMIT: Final = "Section 14 (No-Limit and Pot-Limit)"
TABLE_STAKES: Final = f"{HOUSE_POLICIES}, all games are table stakes"

HOUSE_PREFIX: Final = "House rule (default of this service, no source decides)"


def cite(document: Document, passage: str = "") -> str:
    """One citation: the document, then the section or passage of it that decides."""
    return f"{document.value}: {passage}" if passage else document.value


def roberts_rules(section: str, detail: str = "") -> str:
    """Robert's Rules of Poker by section, then the rule number or the gist of the rule."""
    return cite(Document.ROBERTS_RULES, f"{section}, {detail}" if detail else section)


def tda(rule_name: str) -> str:
    """The Poker TDA rules by the rule's name (its number changes from one edition to the next)."""
    return cite(Document.TDA, rule_name)


def house_default(decision: str, *, option: str = "", closest: str = "") -> str:
    """A decision of this service where no source decides, with the option that changes it and
    the closest public source."""
    text = f"{HOUSE_PREFIX}: {decision}"
    if option:
        text += f" (option {option} changes it)"
    if closest:
        text += f". Closest public source: {closest}"
    return text


def house_option(option: str, *, closest: str) -> str:
    """A reading that no source gives, offered as a house-rule option, with the closest source."""
    return f"House rule of this service, option {option}. Closest public source: {closest}"


def chosen_by(option: str) -> str:
    """A public source's reading that a house-rule option selects instead of the default."""
    return f"chosen by the house-rule option {option}"


def sources(*citations: str) -> str:
    """Several citations, most decisive first."""
    return "; ".join(citations)
