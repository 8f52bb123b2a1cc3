"""House-rule options: each declared once, with its kind, allowed values and the rule it sets.

A game lists the options it has and its own default for each; a caller may set any of them.
An option the game does not have, or a value outside its range, is refused (``games.option``).

>>> settings = resolve({"showing_tie": "suit", "bring_in": True}, {"bring_in": False})
>>> settings["bring_in"], settings["showing_tie"]
(False, 'suit')
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType
from typing import Final

from service.rules.betting.round import Structure
from service.rules.betting.streets import HeadsUpRaises, ShowingTie
from service.rules.cards import Rank
from service.rules.errors import RuleViolation
from service.rules.games.false_openers import FalseOpenersRule
from service.rules.pots.matching import OldManTie
from service.rules.pots.shares import FailedPigs, OddChipRule
from service.rules.ranking import RankingSystem

OptionValue = bool | int | str | tuple[Rank, ...] | None
"""A setting: a flag, a number of chips or antes, a choice by name, or wild ranks."""


class OptionKind(StrEnum):
    """What sort of value an option takes."""

    BOOLEAN = "boolean"
    INTEGER = "integer"
    CHOICE = "choice"
    RANKS = "ranks"


class AnteBy(StrEnum):
    """Who antes in a draw game (S1: the dealer antes for the table)."""

    DEALER = "dealer"
    EVERYONE = "everyone"


class PassedOut(StrEnum):
    """What happens when nobody opens (RULES.md §2 option ``passed_out``)."""

    NEW_DEALER_ANTES = "new_dealer_antes"
    EVERYONE_ANTES = "everyone_antes"
    PLAY_LOWBALL = "play_lowball"


class MatchedPotAntes(StrEnum):
    """Old Man: what a hand played for a matched pot costs (RULES.md §5)."""

    NONE = "none"
    """S4's second hand: no antes at all, to start or to stay in."""
    TO_STAY = "to_stay"
    """No opening ante, but staying in still costs one ante and then two."""


class Ties(StrEnum):
    """An exact tie at a showdown or a face-up Lowball (Counterbluff, RULES.md §3)."""

    NO_SCORE = "no_score"
    BOTH_SCORE = "both_score"


class FourOfAKind(StrEnum):
    """Where four of a kind ranks; S2's list of combinations leaves it out."""

    STANDARD = "standard"
    """Between a full house and a straight flush, as in all poker."""
    ABOVE_STRAIGHT_FLUSH = "above_straight_flush"


class LowballLeader(StrEnum):
    """Who leads after a Lowball call (RULES.md §3 option ``lowball_leader``)."""

    SCORER = "scorer"
    CALLER = "caller"


class Play(StrEnum):
    """Which way a game with a choice is played (RULES.md §4: high, low or high-low)."""

    HIGH = "high"
    LOW = "low"
    HIGH_LOW = "high_low"


@dataclass(frozen=True, kw_only=True, slots=True)
class Option:
    """One house rule."""

    name: str
    kind: OptionKind
    description: str
    rule: str
    choices: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    nullable: bool = False


def _choice(name: str, values: type[StrEnum], description: str, rule: str) -> Option:
    return Option(
        name=name,
        kind=OptionKind.CHOICE,
        choices=tuple(v.value for v in values),
        description=description,
        rule=rule,
    )


OPTIONS: Final = MappingProxyType(
    {
        option.name: option
        for option in (
            Option(
                name="bring_in", kind=OptionKind.BOOLEAN, rule="betting.bring-in",
                description="A forced bring-in on third street (the casino rule); false: the "
                "traditional game, in which the best hand showing opens every street.",
            ),
            _choice("structure", Structure, "How much may be bet.", "betting.amount"),
            _choice("showing_tie", ShowingTie,
                    "Equal hands showing: the suit of the highest card, or the first from the "
                    "dealer's left.", "betting.first-to-act"),
            _choice("heads_up_raises", HeadsUpRaises,
                    "The cap with two players.", "betting.cap"),
            Option(
                name="raise_at_least_last", kind=OptionKind.BOOLEAN, rule="betting.stud-limits",
                description="After a big bet, only big raises.",
            ),
            Option(
                name="big_bets_from_fifth", kind=OptionKind.BOOLEAN, rule="betting.stud-limits",
                description="Only big bets from fifth street (the casino rule; Razz doubles "
                "its limits at fifth).",
            ),
            Option(
                name="burn_cards", kind=OptionKind.BOOLEAN, rule="stud.burn-cards",
                description="The dealer burns a card before each street.",
            ),
            _choice("odd_chip", OddChipRule,
                    "Who gets an odd chip between tied hands.", "pots.odd-chip-position"),
            _choice("failed_pigs", FailedPigs,
                    "When every declarer is a failed both: the pot stays for the next deal, or "
                    "they share it.", "declare.failed-pigs-carry-over"),
            Option(
                name="qualifier", kind=OptionKind.INTEGER, minimum=5, maximum=13, nullable=True,
                rule="low.qualifier",
                description="A low must be this or better to win (8: eight-or-better); null "
                "for no qualifier.",
            ),
            Option(
                name="wild_ranks", kind=OptionKind.RANKS, rule="stud.wild-ranks",
                description="The ranks the players agree are wild.",
            ),
            Option(
                name="wild_may_duplicate", kind=OptionKind.BOOLEAN, rule="wild.no-duplicates",
                description="A wild card may stand for a card already in the hand.",
            ),
            _choice("play", Play, "Play for high, for low, or high-low cards speak.",
                    "stud.wild-ranks"),
            Option(
                name="low_ranking", kind=OptionKind.CHOICE, rule="low.ace-to-five",
                choices=tuple(s.value for s in RankingSystem if s != RankingSystem.HIGH),
                description="How low hands rank when the game is played low or high-low.",
            ),
            Option(
                name="seventh_card", kind=OptionKind.BOOLEAN, rule="stud.english-seventh-card",
                description="A seventh card, face down, with five players or fewer.",
            ),
            Option(
                name="exchange_fee", kind=OptionKind.INTEGER, minimum=0, maximum=10**9,
                rule="stud.english-fee",
                description="Chips paid to the pot for each exchange; not a bet.",
            ),
            _choice("ante_by", AnteBy,
                    "Who antes: the dealer for the table (S1), or every player.", "draw.ante"),
            _choice("passed_out", PassedOut,
                    "Nobody opens: the deal passes and the new dealer antes again (S1); every "
                    "player antes again; or the hands are kept and played as lowball.",
                    "jacks.passed-out"),
            _choice("false_openers", FalseOpenersRule,
                    "A false opener owning up in the first round: S1's reading (the others take "
                    "their chips back) or Robert's Rules' (the pot plays).",
                    "jacks.false-openers-admitted"),
            Option(
                name="max_draw", kind=OptionKind.INTEGER, minimum=1, maximum=5,
                rule="draw.draw",
                description="The most cards a player may draw.",
            ),
            Option(
                name="match_cap", kind=OptionKind.INTEGER, minimum=1, maximum=10**9,
                nullable=True, rule="oldman.match-cap",
                description="The most a losing go matches; null for no cap.",
            ),
            Option(
                name="last_hand", kind=OptionKind.BOOLEAN, rule="oldman.last-hand",
                description="The last hand of the game: losing goes pay the winners instead of "
                "matching, and a part nobody wins is divided among the players still in who "
                "lost no go.",
            ),
            _choice("old_man_tie", OldManTie,
                    "A go who ties the old man's hand: loses (the old man wins ties) or wins.",
                    "oldman.old-man-tie"),
            _choice("matched_pot_antes", MatchedPotAntes,
                    "A hand played for a carried (matched) pot: no antes at all, or only the "
                    "antes to stay in.", "oldman.matched-pot"),
            Option(
                name="packs", kind=OptionKind.INTEGER, minimum=1, maximum=2,
                rule="counterbluff.identical-cards",
                description="One pack, or two shuffled together (104 cards).",
            ),
            Option(
                name="lowball", kind=OptionKind.BOOLEAN, rule="counterbluff.lowball",
                description="The Lowball option: the leader may lay five cards for Lowball.",
            ),
            _choice("ties", Ties,
                    "Two equal hands at a showdown or a face-up Lowball: nobody scores, or "
                    "both do.", "counterbluff.tie"),
            _choice("four_of_a_kind", FourOfAKind,
                    "Where four of a kind ranks (S2's list leaves it out): between a full house "
                    "and a straight flush, or above a straight flush.",
                    "counterbluff.four-of-a-kind"),
            _choice("lowball_leader", LowballLeader,
                    "Who leads after a Lowball call: the player who scored (the caller if "
                    "nobody did), or always the caller.", "counterbluff.lowball-leader"),
            Option(
                name="wild_card_payment", kind=OptionKind.INTEGER, minimum=0, maximum=100,
                rule="stud.axe-payments",
                description="Antes paid for each wild card dealt face up.",
            ),
            Option(
                name="seven_payment", kind=OptionKind.INTEGER, minimum=0, maximum=100,
                rule="stud.axe-payments",
                description="Antes paid for each seven dealt face up.",
            ),
        )
    }
)  # fmt: skip


def resolve(
    defaults: Mapping[str, OptionValue], given: Mapping[str, OptionValue]
) -> Mapping[str, OptionValue]:
    """The game's defaults with the caller's settings applied, each checked."""
    settings = dict(defaults)
    for name, value in given.items():
        if name not in defaults:
            offered = ", ".join(sorted(defaults)) or "none"
            raise RuleViolation(
                "games.option",
                f"this game has no option {name!r}; its options are: {offered}",
                at=(("options", name),),
            )
        _check(OPTIONS[name], value)
        settings[name] = value
    return MappingProxyType(settings)


def _check(option: Option, value: OptionValue) -> None:
    """Refuse a value the option does not allow (the API's schema normally catches these)."""
    where = (("options", option.name),)
    if value is None:
        ok = option.nullable
    elif option.kind == OptionKind.BOOLEAN:
        ok = isinstance(value, bool)
    elif option.kind == OptionKind.INTEGER:
        ok = (
            isinstance(value, int)
            and not isinstance(value, bool)
            and (option.minimum is None or value >= option.minimum)
            and (option.maximum is None or value <= option.maximum)
        )
    elif option.kind == OptionKind.CHOICE:
        ok = isinstance(value, str) and value in option.choices
    else:
        ok = isinstance(value, tuple) and all(isinstance(r, Rank) for r in value)
    if not ok:
        raise RuleViolation("games.option", f"{value!r} is not a value of {option.name}", at=where)


def flag(settings: Mapping[str, OptionValue], name: str) -> bool:
    """A boolean setting; False when the game does not have it."""
    return settings.get(name) is True


def number(settings: Mapping[str, OptionValue], name: str) -> int:
    """An integer setting; 0 when the game does not have it or it is null."""
    value = settings.get(name)
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def ranks(settings: Mapping[str, OptionValue], name: str) -> tuple[Rank, ...]:
    """A ranks setting; empty when the game does not have it."""
    value = settings.get(name)
    return value if isinstance(value, tuple) else ()


def choice(settings: Mapping[str, OptionValue], name: str, default: str = "") -> str:
    """A choice setting by name; ``default`` when the game does not have it."""
    value = settings.get(name)
    return value if isinstance(value, str) else default
