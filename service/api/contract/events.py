"""A hand's events as the contract reads them: one schema per event type, with its own fields.

Every variant is a component of the contract (``AnteEvent``, ``DealEvent``...), and an event is
``oneOf`` them with a discriminator on ``type`` (:mod:`.unions`). A field an event type does not
take is refused, never ignored; a field that is optional is left out, not sent as null.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cache
from typing import Any, Final

import marshmallow as ma

from service.api.contract.fields import MAX_SEATS, BoundedList, CardField, WholeNumber, chips
from service.api.contract.unions import TaggedUnion, variant
from service.rules.games.events import EventType
from service.rules.pots.shares import Declaration

Fields = dict[str, ma.fields.Field[Any]]


def _tag(kind: EventType) -> ma.fields.Enum[EventType]:
    return ma.fields.Enum(
        EventType,
        by_value=ma.fields.String,
        required=True,
        validate=ma.validate.OneOf([kind]),
        metadata={"description": "The event's type."},
    )


def _seat() -> WholeNumber:
    return WholeNumber(
        required=True,
        validate=ma.validate.Range(0, MAX_SEATS - 1),
        metadata={"description": "The seat the event is for, an index into `seats`."},
    )


def _cards(
    description: str, most: int, *, hidden: bool = True, required: bool = False, least: int = 0
) -> Any:
    return BoundedList(
        CardField(allow_hidden=hidden),
        required=required,
        validate=ma.validate.Length(min=least or None, max=most),
        metadata={"description": description},
    )


def _card(description: str) -> CardField:
    return CardField(allow_hidden=True, required=True, metadata={"description": description})


def _to(*, required: bool) -> WholeNumber:
    said = (
        "The seat's total in this betting round afterwards."
        if required
        else "Optional: the seat's total in this betting round afterwards; when given it must "
        "be the total the action makes, or the event is refused."
    )
    return chips(required=required, metadata={"description": said})


def _betting(required: bool) -> Callable[[], Fields]:
    return lambda: {"seat": _seat(), "to": _to(required=required)}


def _seat_only() -> Fields:
    return {"seat": _seat()}


def _show() -> Fields:
    return {
        "seat": _seat(),
        "down": _cards("All the seat's down cards, in the order dealt.", 7, required=True),
    }


def _show_proving_openers() -> Fields:
    return {
        **_show(),
        "discards": _cards(
            "The opener's discards, kept aside to prove his openers (Jacks or Better); left "
            "out by every other seat, and by the opener of a deal played as lowball.",
            5,
        ),
    }


_OPENERS_SHOW: Final = (
    "A seat's down cards shown at a showdown where the opener proves his openers: the opener "
    "shows his discards too (Jacks or Better).",
    _show_proving_openers,
)
"""The show of a game whose showdown has the opener prove his openers: ``show`` with the
discards he kept aside. Every other game's ``show`` takes the seat's down cards alone, so the
schema refuses discards there rather than the rule (``games.show``)."""


_GAME_EVENTS: Final[dict[EventType, tuple[str, Callable[[], Fields]]]] = {
    EventType.ANTE: (
        "A seat antes.",
        lambda: {
            "seat": _seat(),
            "amount": chips(required=True, metadata={"description": "The chips put in."}),
        },
    ),
    EventType.DEAL: (
        "Cards dealt to a seat: face down, face up, or both.",
        lambda: {
            "seat": _seat(),
            "down": _cards("The cards dealt face down (`??` when unseen); none if left out.", 7),
            "up": _cards("The cards dealt face up; none if left out.", 4, hidden=False),
        },
    ),
    EventType.COMMUNITY: (
        "A card dealt to the centre when the stub runs short.",
        lambda: {
            "card": _card("The card."),
        },
    ),
    EventType.BRING_IN: ("The forced bring-in.", _betting(True)),
    EventType.COMPLETE: ("The bring-in completed to a full bet.", _betting(True)),
    EventType.BET: ("A bet.", _betting(True)),
    EventType.RAISE: ("A raise.", _betting(True)),
    EventType.CALL: ("A call.", _betting(False)),
    EventType.CHECK: ("A check.", _betting(False)),
    EventType.FOLD: ("A fold (Old Man: dropping out before the reveal).", _betting(False)),
    EventType.EXCHANGE: (
        "English Stud: a card given up for a new one.",
        lambda: {
            "seat": _seat(),
            "discard": _card("The card given up."),
            "card": _card("The new card (`??` for a down card unseen)."),
        },
    ),
    EventType.STAND_PAT: ("English Stud or a draw game: no cards exchanged.", _seat_only),
    EventType.DECLARE: (
        "A declaration: high, low or both.",
        lambda: {
            "seat": _seat(),
            "declaration": ma.fields.Enum(
                Declaration,
                by_value=True,
                required=True,
                metadata={"description": "What the seat plays for."},
            ),
        },
    ),
    EventType.SHOW: ("A seat's down cards shown at the showdown.", _show),
    EventType.DRAW: (
        "A draw: cards thrown and cards dealt in their place.",
        lambda: {
            "seat": _seat(),
            "discards": _cards(
                "The cards thrown (`??` when unseen): one or more (a player who throws none "
                "stands pat, the `stand_pat` event). Counterbluff's refill throws none: leave it "
                "out.",
                5,
                least=1,
            ),
            "down": _cards("The cards dealt (`??` when unseen); none if left out.", 5),
        },
    ),
    EventType.REVEAL: (
        "A card turned up: Elimination's row or stock, Old Man's centre.",
        lambda: {
            "card": _card("The card turned up."),
        },
    ),
    EventType.DISCARD: (
        "Elimination: a hidden hand's cards of the rank turned up.",
        lambda: {
            "seat": _seat(),
            "discards": _cards("The cards given up; none if left out.", 5),
        },
    ),
    EventType.FALSE_OPENERS: ("Jacks or Better: the opener owns up to false openers.", _seat_only),
    EventType.EXPOSE: (
        "Old Man: a card turned up and one passed face up to the right.",
        lambda: {
            "seat": _seat(),
            "card": _card("The down card the player turns up himself."),
            "passed": _card("The down card passed face up to the right."),
        },
    ),
    EventType.STAY: (
        "Old Man: the antes paid to stay in.",
        lambda: {
            "seat": _seat(),
            "amount": chips(required=True, metadata={"description": "The chips paid to stay."}),
        },
    ),
    EventType.GO: ("Old Man: the seat goes against the old man.", _seat_only),
    EventType.STOP: ("Old Man: the seat stops.", _seat_only),
    EventType.OLD_MAN: (
        "Old Man: his six cards, turned up when anyone went.",
        lambda: {
            "down": _cards("The old man's six cards.", 6, hidden=False, required=True),
        },
    ),
}


def _component(prefix: str, kind: EventType) -> str:
    return prefix + "".join(part.capitalize() for part in kind.value.split("_")) + "Event"


@cache  # one schema a type, shared by every game's union: the contract names it once
def _game_variant(kind: EventType) -> ma.Schema:
    doc, fields = _GAME_EVENTS[kind]
    return variant(_component("", kind), _tag(kind), fields(), doc)


@cache
def _openers_show() -> ma.Schema:
    doc, fields = _OPENERS_SHOW
    return variant("OpenersShowEvent", _tag(EventType.SHOW), fields(), doc)


def game_event(
    types: Iterable[EventType] = _GAME_EVENTS, *, proving_openers: bool = False, **kwargs: Any
) -> TaggedUnion:
    """One event of a hand, of one of ``types`` (every type a game of the service has, if not
    given): a game's request names the types its hands take. With ``proving_openers`` (a game
    whose showdown has the opener prove his openers) a ``show`` takes his discards too."""
    wanted = set(types)
    return TaggedUnion(
        {
            kind.value: _openers_show()
            if proving_openers and kind == EventType.SHOW
            else _game_variant(kind)
            for kind in _GAME_EVENTS
            if kind in wanted
        },
        **kwargs,
    )


def _counterbluff_seat() -> WholeNumber:
    return WholeNumber(
        required=True,
        validate=ma.validate.Range(0, 1),
        metadata={"description": "The player the event is for: 0 or 1."},
    )


_COUNTERBLUFF_EVENTS: Final[dict[EventType, tuple[str, Callable[[], Fields]]]] = {
    EventType.DEAL: (
        "A player's ten cards.",
        lambda: {
            "seat": _counterbluff_seat(),
            "down": _cards("The ten cards (`??` when unseen).", 10, required=True),
        },
    ),
    EventType.PLAY: (
        "A card played face up.",
        lambda: {
            "seat": _counterbluff_seat(),
            "card": CardField(required=True, metadata={"description": "The card played."}),
        },
    ),
    EventType.FOLD: ("A fold.", lambda: {"seat": _counterbluff_seat()}),
    EventType.LOWBALL: (
        "Lowball: five cards laid, face up or face down.",
        lambda: {
            "seat": _counterbluff_seat(),
            "up": _cards("Five cards laid face up (give these or `down`).", 5, hidden=False),
            "down": _cards("Five cards laid face down (`??` when unseen).", 5),
        },
    ),
    EventType.SHOW: (
        "The caller's face-down hand shown.",
        lambda: {
            "seat": _counterbluff_seat(),
            "down": _cards("The five cards.", 5, required=True),
        },
    ),
    EventType.DRAW: (
        "Cards drawn from the stock.",
        lambda: {
            "seat": _counterbluff_seat(),
            "down": _cards("The cards drawn (`??` when unseen).", 10, required=True),
        },
    ),
}


def counterbluff_event(**kwargs: Any) -> TaggedUnion:
    """One event of a game of Counterbluff, whichever type it is."""
    return TaggedUnion(
        {
            kind.value: variant(_component("Counterbluff", kind), _tag(kind), fields(), doc)
            for kind, (doc, fields) in _COUNTERBLUFF_EVENTS.items()
        },
        **kwargs,
    )
