"""The rulebook's and the contract's names for programmers, said on the page in a player's words.

A rule's sentence, its source and a field's description name a house rule by its option
(``option odd_chip``, ``option failed_pigs = split``) and another rule by its id
(``rule procedure.string-raise``): exact for a programmer, who sets the option by that name,
and noise for a player, who sees the house rule on the setup form by its label ("Odd chip")
and a rule by its title. The API's texts stay as they are; the page says them here.

>>> print(player_words("An odd chip goes by position (option odd_chip changes it)."))
An odd chip goes by position (the house rule “Odd chip” changes it).
>>> print(player_words("House option burn_cards: the dealer burns one card."))
The house rule “Burn cards”: the dealer burns one card.
>>> print(player_words("they share the pot (option failed_pigs = split)"))
they share the pot (the house rule “Failed pigs” set to “split”)
"""

from __future__ import annotations

import re
from typing import Final

from service.rules.rulebook import RULEBOOK

_NAME: Final = r"(?:[a-z]+(?:_[a-z]+)+|[a-z]+(?=[:=)]| =|$))"
"""An option's name: snake case, or one word where nothing but its value or a stop follows
(``option packs: two packs``; not ``an option the game does not have``)."""
_ITEM: Final = rf"{_NAME}(?: = [a-z_]+)?(?: \([^)]*\))?"
_OPTIONS: Final = re.compile(
    rf"(?P<the>\b[Tt]he )?(?P<house>\b[Hh]ouse(?:-rule)? )?\b(?P<word>[Oo]ptions?) "
    rf"(?P<items>{_ITEM}(?:(?:, | and ){_ITEM})*)"
)
_EACH: Final = re.compile(rf"(?P<name>{_NAME})(?: = (?P<value>[a-z_]+))?(?P<note> \([^)]*\))?")
_RULE: Final = re.compile(r"\b(?P<word>[Rr]ule) (?P<id>[a-z_]+(?:\.[a-z0-9_-]+)+)")
_VALUES: Final = {"true": "yes", "false": "no"}


_LABELS: Final = {
    "known_hands_show": "Known hands still show in turn",
    "empty_hand_side_pot": "Side pot when a player loses every card",
}
"""House rules whose names, read as words, say too little to a player."""


def house_rule_label(name: str) -> str:
    """An option's name as the setup form labels its house rule: ``odd_chip`` -> ``Odd chip``.

    >>> house_rule_label("known_hands_show")
    'Known hands still show in turn'
    """
    return _LABELS.get(name) or name.replace("_", " ").capitalize()


def _house_rule(found: re.Match[str]) -> str:
    """One house rule by its label, and the value it is set to: the house rule “Odd chip” set
    to “suit all cards”."""
    said = f"“{house_rule_label(found['name'])}”"
    if found["value"]:
        value = found["value"]
        said += f" set to “{_VALUES.get(value, value.replace('_', ' '))}”"
    return said + (found["note"] or "")


def _house_rules(found: re.Match[str]) -> str:
    """``option odd_chip``, ``house options a and b`` as the house rules the form labels."""
    each = [_house_rule(item) for item in _EACH.finditer(found["items"])]
    if len(each) == 1:
        said = f"the house rule {each[0]}"
    else:
        said = f"the house rules {', '.join(each[:-1])} and {each[-1]}"
    first = found["the"] or found["house"] or found["word"]
    return said[:1].upper() + said[1:] if first[:1].isupper() else said


def _rule(found: re.Match[str]) -> str:
    """``rule pots.odd-chip-position`` as the rule's title, as the rules page lists it."""
    rule = RULEBOOK.get(found["id"])
    title = rule.title if rule is not None else house_rule_label(found["id"].rsplit(".")[-1])
    return f"{'T' if found['word'][0] == 'R' else 't'}he rule “{title}”"


def player_words(text: str) -> str:
    """A text of the rulebook or the contract with its options and rule ids in a player's
    words: each option as the house rule the setup form labels, each rule by its title.

    >>> print(player_words("up to option max_draw, and is dealt as many"))
    up to the house rule “Max draw”, and is dealt as many
    >>> print(player_words("Or the Poker TDA. (rule procedure.string-raise)"))
    Or the Poker TDA. (the rule “No string raises”)
    >>> print(player_words("the options big_bets_from_fifth, showing_tie (position) and bring_in."))
    the house rules “Big bets from fifth”, “Showing tie” (position) and “Bring in”.
    >>> print(player_words("an option the game does not have cannot be set"))
    an option the game does not have cannot be set
    """
    return _RULE.sub(_rule, _OPTIONS.sub(_house_rules, text))
