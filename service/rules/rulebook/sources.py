"""Where a rule comes from: the public documents the rulebook cites, and how a citation reads.

Every rule's source names a document a player can look up: a game's write-up by its title and the
section or passage that decides, Robert's Rules of Poker by section and subsection (with the rule
number only where every published edition numbers it alike, else the rule's own words), or the
Poker TDA Rules by the number and title the 2024 edition gives them. Where no source decides, the
source says in words that the service decided, names the house-rule option that changes it, and
points to the closest public source. docs/sources.md tells a player where to find each document.

>>> cite(Document.SEVEN_CARD_STUD, "Razz")
'pagat.com, Seven Card Stud: Razz'
>>> roberts_rules(TIES, "rule 5")
"Robert's Rules of Poker (Bob Ciaffone): Section 3 (General Poker Rules), Ties, rule 5"
>>> tda(TdaRule.ACTION_OUT_OF_TURN).split(": ", 1)[1]
'2024 edition, Rule 53: Action Out of Turn (OOT)'
>>> house_default("an exact tie scores nothing", option="ties").split(": ", 1)[1]
'an exact tie scores nothing (option ties changes it)'
"""

from __future__ import annotations

from enum import Enum, StrEnum
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
    BADUGI = "Wikipedia, Badugi"
    SHORT_DECK = "Wikipedia, Six-plus hold 'em"
    BETTING = "Wikipedia, Betting in poker"


WHERE_TO_FIND: Final[dict[Document, tuple[str, str]]] = {
    Document.ROBERTS_RULES: (
        "The author's site (version 11), reprinted section by section at poker.com",
        "https://poker.com/rules-of-poker/",
    ),
    Document.TDA: ("The Poker TDA's site: Rules, the 2024 longform", "https://www.pokertda.com"),
    Document.SEVEN_CARD_STUD: ("pagat.com: Poker, Seven Card Stud", "https://www.pagat.com"),
    Document.ELIMINATION: ("pagat.com: Poker, Variations, Elimination", "https://www.pagat.com"),
    Document.JACKS_OR_BETTER: ("poker.tj, the page \u201cOther versions of draw poker\u201d", ""),
    Document.COUNTERBLUFF: ("David Parlett's website, Original Card Games: Counterbluff", ""),
    Document.OLD_MAN: ("A public web page: search its title", ""),
    Document.LOWBALL: ("Wikipedia", "https://en.wikipedia.org/wiki/Lowball_(poker)"),
    Document.PHH: ("Read the Docs", "https://phh.readthedocs.io"),
    Document.BADUGI: ("Wikipedia", "https://en.wikipedia.org/wiki/Badugi"),
    Document.SHORT_DECK: ("Wikipedia", "https://en.wikipedia.org/wiki/Six-plus_hold_%27em"),
    Document.BETTING: ("Wikipedia", "https://en.wikipedia.org/wiki/Betting_in_poker"),
}
"""Where a player finds each document: in words, and its public address where it has one."""


# Sections of Robert's Rules of Poker, numbered and named as in its table of contents (the
# numbering is the same in every edition since version 5), with the subsections the rulebook cites.
HOUSE_POLICIES: Final = "Section 2 (House Policies)"
GENERAL: Final = "Section 3 (General Poker Rules)"
BETTING_AND_RAISING: Final = f"{GENERAL}, Betting and Raising"
MISDEALS: Final = f"{GENERAL}, Misdeals"
DEAD_HANDS: Final = f"{GENERAL}, Dead Hands"
IRREGULARITIES: Final = f"{GENERAL}, Irregularities"
SHOWDOWN: Final = f"{GENERAL}, The Showdown"
TIES: Final = f"{GENERAL}, Ties"
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
TABLE_STAKES: Final = f"{HOUSE_POLICIES}, Procedures, all games are table stakes"

ROBERTS_SECTIONS: Final = (
    HOUSE_POLICIES,
    GENERAL,
    BETTING_AND_RAISING,
    MISDEALS,
    DEAD_HANDS,
    IRREGULARITIES,
    SHOWDOWN,
    TIES,
    BUTTON,
    HOLDEM,
    OMAHA,
    STUD,
    RAZZ,
    STUD_HIGH_LOW,
    ACE_TO_FIVE,
    DEUCE_TO_SEVEN,
    DRAW_HIGH,
    JACKS_OR_BETTER,
    JOKER,
    NO_LIMIT,
    TABLE_STAKES,
)
"""Every section of Robert's Rules of Poker a citation may name."""

TDA_EDITION: Final = "2024 edition"


class TdaRule(Enum):
    """A rule of the Poker TDA Rules, by its number and title in the 2024 edition (the numbers
    change from one edition to the next, so a citation names the edition)."""

    DECLARATIONS_CARDS_SPEAK = (12, "Declarations. Cards Speak at Showdown")
    TABLING_CARDS = (13, "Tabling Cards & Killing Winning Hands")
    SHOWDOWN_AND_DISCARDING = (15, "Showdown and Discarding Irregularities")
    FACE_UP_FOR_ALL_INS = (16, "Face Up for All-Ins")
    SHOWDOWN_ORDER = (17, "Non All-In Showdowns and Showdown Order")
    AWARDING_ODD_CHIPS = (20, "Awarding Odd Chips")
    SIDE_POTS = (21, "Side Pots")
    MISDEALS = (35, "Misdeals and Fouled Decks")
    SUBSTANTIAL_ACTION = (36, "Substantial Action (SA)")
    METHODS_OF_BETTING = (40, "Methods of Betting: Verbal and Chips")
    METHODS_OF_RAISING = (42, "Methods of Raising")
    RAISE_AMOUNTS = (43, "Raise Amounts")
    OVERSIZED_CHIP = (44, "Oversized Chip Betting (Overchips)")
    MULTIPLE_CHIP = (45, "Multiple Chip Betting")
    REOPENING_THE_BET = (47, "Re-Opening the Bet")
    ALLOWABLE_RAISES = (48, "Number of Allowable Raises")
    ACTING_IN_TURN = (50, "Acting in Turn")
    BINDING_DECLARATIONS = (51, "Binding Declarations / Undercalls in Turn")
    ACTION_OUT_OF_TURN = (53, "Action Out of Turn (OOT)")
    STRING_BETS = (56, "String Bets and Raises")
    NON_STANDARD_FOLDS = (58, "Non-Standard Folds")
    STUD_DEALING = ("RP-10", "Tournament Stud Dealing Procedures")
    BIG_BLIND_ANTE = ("RP-11", "Big Blind Ante")

    @property
    def number(self) -> int | str:
        """The rule's number (an int), or a recommended procedure's (RP-n)."""
        number: int | str = self.value[0]
        return number

    @property
    def title(self) -> str:
        """The rule's title as the edition prints it."""
        title: str = self.value[1]
        return title

    @property
    def label(self) -> str:
        """How a citation names it: Rule 53: Action Out of Turn (OOT), or RP-10: ..."""
        prefix = f"Rule {self.number}" if isinstance(self.number, int) else str(self.number)
        return f"{prefix}: {self.title}"


HOUSE_PREFIX: Final = "House rule (default of this service, no source decides)"


def cite(document: Document, passage: str = "") -> str:
    """One citation: the document, then the section or passage of it that decides."""
    return f"{document.value}: {passage}" if passage else document.value


def roberts_rules(section: str, detail: str = "") -> str:
    """Robert's Rules of Poker by section, then the rule number or the rule's own words."""
    if section not in ROBERTS_SECTIONS:
        raise ValueError(f"not a section of Robert's Rules of Poker: {section}")
    return cite(Document.ROBERTS_RULES, f"{section}, {detail}" if detail else section)


def tda(rule: TdaRule, detail: str = "") -> str:
    """The Poker TDA Rules by edition, rule number and title, then what in it decides."""
    passage = f"{TDA_EDITION}, {rule.label}"
    return cite(Document.TDA, f"{passage} ({detail})" if detail else passage)


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
