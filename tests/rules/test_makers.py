"""The makers of frozen values (service.rules.makers.py) make exactly what each class
makes, for every value the hand engine makes with one, and refuse a class they cannot make."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

import pytest

from service.rules.betting.round import Player, Stakes
from service.rules.cards import Card
from service.rules.games.events import Event, HandState, NextEvent, SeatState
from service.rules.makers import maker
from service.rules.pots.settle import Settlement
from service.rules.pots.shares import SplitRule
from service.rules.pots.showdown import Showdown


def _distinct(cls: type) -> dict[str, Any]:
    """A value for each field, none equal to another or to a default."""
    return {f.name: (f"value {k}",) for k, f in enumerate(fields(cls))}


MADE = [SeatState, HandState, Player, Stakes, SplitRule, Settlement, Showdown, NextEvent, Event]
"""Every class the core makes with a maker."""


@pytest.mark.parametrize("cls", MADE, ids=lambda c: c.__name__)
def test_a_maker_makes_what_the_class_makes(cls: type) -> None:
    given = _distinct(cls)
    made = maker(cls)(**given)
    assert type(made) is cls
    assert made == cls(**given)
    assert {f.name: getattr(made, f.name) for f in fields(cls)} == given
    with pytest.raises(AttributeError):
        made.__setattr__(fields(cls)[0].name, 1)  # still frozen


def test_a_maker_fills_the_defaults_the_class_fills() -> None:
    assert maker(Player)(stack=3) == Player(stack=3)
    with pytest.raises(TypeError):
        maker(Player)(3)  # by keyword only, as the class
    with pytest.raises(TypeError):
        maker(Player)(live=True)  # a field without a default is needed


@dataclass(frozen=True, kw_only=True, slots=True)
class _Base:
    a: int


@dataclass(frozen=True, kw_only=True, slots=True)
class _Derived(_Base):
    b: int = 2


def test_a_class_whose_slots_are_not_all_its_own_is_made_exactly_too() -> None:
    """Its instances cannot be filled as a plain class's (another layout): the maker sets each
    slot through its descriptor instead."""
    made = maker(_Derived)(a=1)
    assert type(made) is _Derived
    assert made == _Derived(a=1)
    with pytest.raises(AttributeError):
        made.__setattr__("b", 3)


@dataclass(kw_only=True, slots=True)
class _Mutable:
    n: int


@dataclass(frozen=True, kw_only=True)
class _NoSlots:
    n: int


@pytest.mark.parametrize("cls", [Card, _Mutable, _NoSlots, int], ids=lambda c: c.__name__)
def test_no_maker_for_a_class_it_cannot_make_exactly(cls: type) -> None:
    with pytest.raises(TypeError, match="no maker"):
        maker(cls)
