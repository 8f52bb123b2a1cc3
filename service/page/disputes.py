"""A game's disputes, reached from a hand at the table: the procedural disputes (a card
exposed, a misdeal, an action out of turn...), each asked with the game's family chosen where
the dispute asks it, what the hand already says filled in (:mod:`service.page.dispute_facts`:
the structure, the chips to call, a full raise), and a way back to the hand (``back``: the
hand's own link).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final
from urllib.parse import urlencode, urlsplit

from service.page.questions import Question
from service.page.schema import Kind, refused_here

DISPUTES: Final = "disputes"
"""The contract's tag of the disputes at the table."""
BACK: Final = "back"
"""The parameter of the hand a dispute was raised from: its play screen's address."""
_FAMILY: Final = "family"
_GAME: Final = "game"
FACTS: Final = ("structure", "street", "actions", "to_call", "full_raise", "player", "had")
"""The parameters of the disputes' page that carry what the hand says (its facts)."""


def hand_link(said: str) -> str:
    """The hand to go back to, if ``said`` is a play screen's address on this site; nothing
    otherwise (a link elsewhere is never offered as "back to the hand").

    >>> hand_link("/play/razz?players=Ann%2C+Bob"), hand_link("https://example.com/play/x")
    ('/play/razz?players=Ann%2C+Bob', '')
    >>> hand_link("//example.com/play/x"), hand_link("/ask/disputes/misdeal")
    ('', '')
    """
    parts = urlsplit(said)
    local = not parts.scheme and not parts.netloc and not said.startswith("//")
    return said if local and parts.path.startswith("/play/") else ""


_FOLLOWS: Final = {"pot_limit": "no_limit"}
"""A hand's choice a dispute's form may not offer, and the choice whose rules it follows there."""


def dispute_links(
    questions: Mapping[str, Question],
    game: Mapping[str, Any],
    back: str,
    facts: Mapping[str, str] | None = None,
) -> list[tuple[str, str]]:
    """Each dispute as (title, address): the game's family chosen where the dispute asks which
    (and takes this one), each field the hand's ``facts`` fill (and the dispute takes, with the
    family chosen) filled in, the hand to go back to carried."""
    found = []
    known = {_FAMILY: str(game.get("family", "")), _GAME: str(game.get("id", "")), **(facts or {})}
    for question in questions.values():
        if question.group != DISPUTES:
            continue
        params: dict[str, str] = {}
        for field in question.fields:
            value = known.get(field.name, "")
            if field.choices and value not in field.choices:
                # A form without the hand's own choice takes the one its rules follow: pot
                # limit's raises are no limit's (the chips dispute's structure says so).
                value = _FOLLOWS.get(value, value)
            # A list's words (a round's actions) are each one of its choices.
            said = value.split() if field.kind is Kind.LIST else [value]
            if value and (not field.choices or all(word in field.choices for word in said)):
                params[field.name] = value
        # A field the family refuses (a draw game's structure in hold'em) is left out.
        for field in question.fields:
            if field.name in params and field.name != _FAMILY and refused_here(field, params):
                del params[field.name]
        if back:
            params[BACK] = back
        query = f"?{urlencode(params)}" if params else ""
        found.append((question.title, f"/ask/{question.slug}{query}"))
    return found
