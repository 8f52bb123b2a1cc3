"""Makers of the frozen values a hand makes many of (each seat's state, each seat as a betting
round sees it): the same value as the class makes, at a fraction of the cost.

A frozen dataclass's ``__init__`` sets each field through ``object.__setattr__``, which looks
the field up on the class every time; a hand of hold'em makes a few dozen such values, and
their fields were a tenth of its replay. A maker fills an instance of a plain class with the
very same slots (its *twin*), whose attributes are set as any slot's are, then gives it the
frozen class (``__class__``, which Python allows between classes of the same layout): the
value is the class's own from then on. Calling each slot's descriptor instead cost twice as
much, and a hand's state is made after every request an app sends. It is made only for a
class it can make exactly: frozen, with slots, every field set by ``__init__`` and no
``__post_init__``; it takes every field by keyword, as the class does, defaults included.

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
    twin = _twin(cls)
    scope: dict[str, Any] = {"_new": object.__new__, "_cls": cls, "_twin": twin}
    params_text, body = [], []
    for k, field in enumerate(declared):
        if field.default is MISSING:
            params_text.append(field.name)
        else:
            scope[f"_default{k}"] = field.default
            params_text.append(f"{field.name}=_default{k}")
        if twin is None:
            slot = next(vars(k)[field.name] for k in cls.__mro__ if field.name in vars(k))
            scope[f"_set{k}"] = slot.__set__
            body.append(f"    _set{k}(value, {field.name})")
        else:
            body.append(f"    value.{field.name} = {field.name}")
    source = "\n".join(
        [
            f"def make(*, {', '.join(params_text)}):",
            "    value = _new(_cls if _twin is None else _twin)",
            *body,
            *([] if twin is None else ["    value.__class__ = _cls"]),
            "    return value",
        ]
    )
    exec(source, scope)  # our own source, made of the class's own field names
    made: Callable[..., T] = scope["make"]
    made.__qualname__ = made.__name__ = f"make_{cls.__name__}"
    made.__doc__ = f"``{cls.__name__}(...)``, made without its ``__init__``: {', '.join(names)}."
    return made


def _twin(cls: type) -> type | None:
    """A plain class with ``cls``'s slots, whose instances may be given ``cls`` once filled;
    None if Python does not allow it (a base class with slots of its own: another layout)."""
    twin = type(f"_{cls.__name__}Twin", (), {"__slots__": cls.__dict__["__slots__"]})
    trial: Any = object.__new__(twin)
    try:
        trial.__class__ = cls
    except TypeError:
        return None
    return twin


def fields_of(value: Any) -> dict[str, Any]:
    """A dataclass value's fields by name, the values themselves (``dataclasses.asdict`` would
    copy nested values into dicts): to make a value of a class that extends the value's.

    >>> from service.rules.betting.round import Player
    >>> fields_of(Player(stack=5, live=False))["stack"]
    5
    """
    return {field.name: getattr(value, field.name) for field in fields(value)}
