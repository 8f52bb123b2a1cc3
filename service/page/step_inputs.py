"""An offered event's fields as a step's inputs: what each field asks (so many cards face down, a
card turned up, a choice, a number), said for the player it is for; the ``name=?`` parts of the
event's line that the inputs fill in; and what an offer fixes that nobody chooses (an ante's
amount, a call's total).

A showdown asks only the cards nobody has seen, those typed at the deal said beside them; an
event of the player's own face-down cards offers those alone. How the events are grouped into
steps is :mod:`service.page.hand`'s.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from service.page.offers import spelled
from service.page.schema import FormField, Item, Kind
from service.page.step_parts import UNSEEN, Input, key, label

FACE: Final = {"up": "face up", "down": "face down"}
"""How a list of an event's cards lies, by its name."""


def _card_count(count: int, name: str, kind: str = "") -> str:
    """What a card field holds: ``2 cards face down``; at the showdown ``2 cards shown``
    (cards dealt face down are turned up there: "face down" would say the opposite)."""
    where = FACE.get(name, name.replace("_", " "))
    if kind == "show":
        where = "thrown at the draw, shown to prove his openers" if name == "discards" else "shown"
    return f"{count} card{'s' if count != 1 else ''} {where}"


def _still_unseen(count: int, known: Sequence[str]) -> str:
    """What a showdown's field asks where some of the hand was typed at the deal: the cards
    nobody saw, the known ones said beside them.

    >>> _still_unseen(1, ["7c", "8c"])
    '1 card not yet seen (7c 8c typed already)'
    """
    cards = f"{count} card{'s' if count != 1 else ''}"
    return f"{cards} not yet seen ({' '.join(known)} typed already)"


_EVENT_FIELDS: Final = {
    ("expose", "card"): "Card turned up",
    ("expose", "passed"): "Card passed to the right",
}
"""A field whose name says too little where its event is not said beside it (RULES.md §5:
Old Man's players each turn up one card and pass one to the right)."""


def offer_inputs(
    offer: Mapping[str, Any], fields: Sequence[FormField], who: str, held: Sequence[str] = ()
) -> tuple[list[str], list[Input]]:
    """The ``name=?`` parts of an offer's line and the inputs that fill them in; ``held``:
    the seat's down cards as the table knows them, of which the showdown asks only those
    nobody saw (the others were typed at the deal; :func:`service.page.typed.in_dealt_order`
    puts them back in their places)."""
    kind, seat = str(offer["type"]), offer.get("seat")
    parts, inputs = [], []
    prefix = f"{who}: " if who else ""
    for field in fields:
        name = field.name.rsplit(".", 1)[-1]
        if name in ("seat", "to", "amount"):
            continue
        count = offer.get(f"{name}_count")  # a next event sizes its event's lists
        if isinstance(count, int) and field.item is Item.CARD:
            if count == 0:
                continue
            unseen = kind == "deal" and name == "down"
            known = [card for card in held if card != UNSEEN]
            partly = kind == "show" and name == "down" and bool(known) and len(held) == count
            if partly:
                count -= len(known)  # only the cards nobody has seen yet are asked
                if count == 0:
                    # Every card typed at the deal (the house rule known_hands_show has such
                    # a hand show in turn): the show sends them as they are, asking nothing.
                    parts.append(f"{name}={','.join(known)}")
                    continue
            parts.append(f"{name}={'??' if unseen else '?'}{count}")
            said = prefix + _card_count(count, name, kind)
            if partly:
                said = prefix + _still_unseen(count, known)
            inputs.append(Input(key(name, seat), said, "cards", folded=unseen,
                                takes=field.takes, count=count))  # fmt: skip
        elif field.required:
            parts.append(f"{name}=?")
            said = prefix + _EVENT_FIELDS.get((kind, name), label(name))
            if field.kind is Kind.CHOICE:
                inputs.append(Input(key(name, seat), said, "choice", choices=field.choices))
            elif field.item is Item.CARD:
                inputs.append(_one_card(kind, key(name, seat), said, field, held=held,
                                        nth=len(inputs)))  # fmt: skip
            else:
                inputs.append(Input(key(name, seat), said, "number"))
    return parts, inputs


FROM_OWN_DOWN_CARDS: Final = frozenset({"expose"})
"""Events whose cards are the seat's own face-down cards (RULES.md §5: Old Man's players each
turn up one of theirs and pass another)."""


def _one_card(
    kind: str, name: str, said: str, field: FormField, *, held: Sequence[str] = (), nth: int = 0
) -> Input:
    """A field of one card (a list of them where the contract says so); where the event's
    cards are the seat's own face-down cards (``held``, as the table knows them), the picker
    offers those alone once the table knows them all (it greyed them out as in play, and
    offered every other card), its example one of them (``nth`` field of the event), and
    never "??": a card turned up is named.

    >>> card = FormField("card", "Card", Kind.TEXT, item=Item.CARD, takes=("??",))
    >>> bob = _one_card("expose", "card.2", "Bob: Card turned up", card, held=["6s", "Tc"])
    >>> bob.own, bob.only_own, bob.hint, bob.takes, bob.count
    (('6s', 'Tc'), True, 'e.g. 6s', (), 1)
    >>> _one_card("expose", "passed.1", "Ann", card, held=["??", "Kc"], nth=1).only_own
    False
    >>> _one_card("reveal", "card", "Card", card).takes
    ('??',)
    """
    count = 1 if field.kind is Kind.TEXT else 0
    if kind not in FROM_OWN_DOWN_CARDS:
        return Input(name, said, "cards", takes=field.takes, count=count)
    own = tuple(card for card in held if card != UNSEEN)
    hint = f"e.g. {spelled([own[nth % len(own)]])}" if own else ""
    return Input(name, said, "cards", takes=tuple(t for t in field.takes if t != UNSEEN),
                 count=count, own=own, only_own=bool(own) and len(own) == len(held),
                 hint=hint)  # fmt: skip


def fixed_parts(offer: Mapping[str, Any], fields: Sequence[FormField]) -> list[str]:
    """What an offer fixes and nobody chooses, where its event says it: an ante's amount, a
    call's total (an exchange's fee is the API's to say, not the event's)."""
    takes = {field.name.rsplit(".", 1)[-1] for field in fields}
    if isinstance(offer.get("amount"), int) and "amount" in takes:
        return [f"amount={offer['amount']}"]
    same = "min_to" in offer and offer["min_to"] == offer.get("max_to")
    if same and offer["max_to"] and "to" in takes:
        return [f"to={offer['max_to']}"]
    return []
