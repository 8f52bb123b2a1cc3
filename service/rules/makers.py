"""Makers of the frozen values a hand makes many of (each seat's state, each seat as a betting
round sees it): the same value as the class makes, at a fraction of the cost.

A frozen dataclass's ``__init__`` sets each field through ``object.__setattr__``, which looks
the field up on the class every time; a hand of hold'em makes a few dozen such values, and
their fields were a tenth of its replay. A maker sets each slot through the slot's own
descriptor, found once. It is made only for a class it can make exactly: frozen, with slots,
every field set by ``__init__`` and no ``__post_init__``; it takes every field by keyword, as
the class does, defaults included.

>>> from service.rules.betting.round import Player
>>> make = maker(Player)
>>> make(stack=5, live=False) == Player(stack=5, live=False)
True
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import MISSING, fields, is_dataclass
from typing import Any, TypeVar

T = TypeVar("T")


def maker(cls: type[T]) -> Callable[..., T]:
    """A function that makes ``cls(**fields)`` without its ``__init__``; a TypeError for a
    class it cannot make exactly."""
    params = getattr(cls, "__dataclass_params__", None)
    declared = fields(cls) if is_dataclass(cls) else ()
    if (
        params is None
        or not params.frozen
        or "__slots__" not in cls.__dict__
        or hasattr(cls, "__post_init__")
        or not all(f.init and f.default_factory is MISSING for f in declared)
    ):
        raise TypeError(f"no maker for {cls.__name__}: not a plain frozen slotted dataclass")
    names = [f.name for f in declared]
    scope: dict[str, Any] = {"_new": object.__new__, "_cls": cls}
    params_text, body = [], []
    for k, field in enumerate(declared):
        scope[f"_set{k}"] = cls.__dict__[field.name].__set__
        if field.default is MISSING:
            params_text.append(field.name)
        else:
            scope[f"_default{k}"] = field.default
            params_text.append(f"{field.name}=_default{k}")
        body.append(f"    _set{k}(value, {field.name})")
    source = "\n".join(
        [
            f"def make(*, {', '.join(params_text)}):",
            "    value = _new(_cls)",
            *body,
            "    return value",
        ]
    )
    exec(source, scope)  # our own source, made of the class's own field names
    made: Callable[..., T] = scope["make"]
    made.__qualname__ = made.__name__ = f"make_{cls.__name__}"
    made.__doc__ = f"``{cls.__name__}(...)``, made without its ``__init__``: {', '.join(names)}."
    return made


def fields_of(value: Any) -> dict[str, Any]:
    """A dataclass value's fields by name, the values themselves (``dataclasses.asdict`` would
    copy nested values into dicts): to make a value of a class that extends the value's.

    >>> from service.rules.betting.round import Player
    >>> fields_of(Player(stack=5, live=False))["stack"]
    5
    """
    return {field.name: getattr(value, field.name) for field in fields(value)}
