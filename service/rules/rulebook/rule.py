"""One rule the service can cite."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, kw_only=True, slots=True)
class Rule:
    """One rule the service can cite: its id, a title, the sentence and where it comes from.

    ``source`` names the public documents that decide the rule (see
    :mod:`service.rules.rulebook.sources`), never a file of this project.
    """

    id: str
    title: str
    sentence: str
    source: str
