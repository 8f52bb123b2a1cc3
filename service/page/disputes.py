"""A game's disputes, reached from a hand at the table: the procedural disputes (a card
exposed, a misdeal, an action out of turn...), each asked with the game's family chosen where
the dispute asks it, and a way back to the hand (``back``: the hand's own link).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final
from urllib.parse import urlencode, urlsplit

from service.page.questions import Question

DISPUTES: Final = "disputes"
"""The contract's tag of the disputes at the table."""
BACK: Final = "back"
"""The parameter of the hand a dispute was raised from: its play screen's address."""
_FAMILY: Final = "family"


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


def dispute_links(
    questions: Mapping[str, Question], game: Mapping[str, Any], back: str
) -> list[tuple[str, str]]:
    """Each dispute as (title, address): the game's family chosen where the dispute asks which
    (and takes this one), the hand to go back to carried."""
    found = []
    family = str(game.get("family", ""))
    for question in questions.values():
        if question.group != DISPUTES:
            continue
        params: dict[str, str] = {}
        asked = next((field for field in question.fields if field.name == _FAMILY), None)
        if asked is not None and family in asked.choices:
            params[_FAMILY] = family
        if back:
            params[BACK] = back
        query = f"?{urlencode(params)}" if params else ""
        found.append((question.title, f"/ask/{question.slug}{query}"))
    return found
