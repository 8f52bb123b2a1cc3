"""What every problem a person reads must be: in words, naming what is expected, no leaks.

marshmallow's own messages are collected here from marshmallow's classes (every field's
``default_error_messages``, the schema's, every validator's message templates), not copied, so
the list stays true whichever marshmallow is installed.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Iterator
from typing import Any, Final

import marshmallow as ma
import webargs.core

from service.rules.rulebook import RULEBOOK


def _field_classes() -> Iterator[type]:
    found: list[type] = [ma.fields.Field]
    while found:
        kind = found.pop()
        found.extend(kind.__subclasses__())
        yield kind


def framework_messages() -> set[str]:
    """Every message template marshmallow (and webargs) can answer with."""
    messages: set[str] = set()
    for kind in _field_classes():
        for klass in kind.__mro__:
            messages.update(getattr(klass, "default_error_messages", {}).values())
    messages.update(ma.Schema._default_error_messages.values())
    for _, kind in inspect.getmembers(ma.validate, inspect.isclass):
        if issubclass(kind, ma.validate.Validator):
            messages.update(
                value
                for name, value in vars(kind).items()
                if name.startswith(("message", "default_message")) and isinstance(value, str)
            )
    messages.add(webargs.core.Parser.DEFAULT_VALIDATION_MESSAGE)
    return messages


def _template_pattern(template: str) -> str:
    # A placeholder ({min}, {{max}}, {choices}) may stand for anything.
    return ".+".join(re.escape(part) for part in re.split(r"\{+[^{}]*\}+", template))


_FRAMEWORK: Final = re.compile(
    "|".join(
        f"(?:{_template_pattern(t)})"
        # Range's operator words ("greater than") are parts of its messages, not messages.
        for t in framework_messages()
        if not re.fullmatch(r"[a-z ]+", t)
    )
)
_QUOTED: Final = re.compile(r'"(?:[^"\\]|\\.)*"')
_PYTHON: Final = re.compile(
    r"\bNone\b|\b(?:True|False)\b(?! [a-z])"  # Python's constants (not "False openers")
    r"|<\w+\.\w+: [^>]*>"  # an enum's repr: <Street.FOURTH: 4>
    r"|\b[A-Z][a-z]\w*\.[A-Z][A-Z_]+\b"  # an enum member as str() writes it: Street.FOURTH
    r"|'[^' ]*'"  # a string as Python's repr writes it
    r"|\bobject at 0x|\w+\(\w+="  # an object's repr
)
EXPECTS: Final = re.compile(r"\b(give|the fields are|leave out)\b")
"""A validation message says what would be right."""


def framework_wording(text: str) -> str | None:
    """The piece of ``text`` that is marshmallow's own wording, if any."""
    found = _FRAMEWORK.search(text)
    return found.group(0) if found else None


def python_leak(text: str) -> str | None:
    """The piece of ``text`` written as Python would write it (outside quoted values)."""
    found = _PYTHON.search(_QUOTED.sub('""', text))
    return found.group(0) if found else None


def wording_faults(body: dict[str, Any]) -> list[str]:
    """What is wrong with the texts of one problem (an empty list if nothing)."""
    faults = []
    texts = [body.get("detail", ""), body.get("title", "")]
    texts += [m for messages in body.get("errors", {}).values() for m in messages]
    for text in texts:
        if (piece := framework_wording(text)) is not None:
            faults.append(f"marshmallow's wording {piece!r} in {text!r}")
        if (piece := python_leak(text)) is not None:
            faults.append(f"Python's writing {piece!r} in {text!r}")
    rule = body.get("rule")
    if rule is not None:
        if RULEBOOK.get(rule) is None:
            faults.append(f"the rule {rule!r} is not in the rulebook")
        if body.get("type") != f"/v1/rules/{rule}":
            faults.append(f"a rule decides, but the type is {body.get('type')!r}")
    return faults
