"""Old Man's own steps as a table takes them (RULES.md §5; S4), in its players' words: the
centre card turned up, one card, wild for every hand; and each player staying in or folding,
one choice that says what staying costs (two boxes, "stay" and "fold", said neither).

A hand is Old Man's where its state has the ``old_man`` block (the dummy hand).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final

from service.page.amounts import chips_words
from service.page.schema import FormField
from service.page.step_parts import UNSEEN, Button, Input, Step, line

CENTRE_CARD: Final = "The centre card"
"""What Old Man's one card in the middle is called where the page shows it (not a board)."""


def is_old_man(body: Mapping[str, Any]) -> bool:
    """The hand is Old Man's: its state has the old man's hand."""
    return isinstance(body.get("old_man"), Mapping)


def centre_card(fields: Sequence[FormField]) -> Step:
    """The centre card turned up: one card, named (a card nobody saw cannot be turned up),
    wild with its whole rank for every hand, the old man's too (RULES.md §5)."""
    takes = next((field.takes for field in fields if field.name.endswith("card")), ())
    card = Input("card", f"{CENTRE_CARD} (one card)", "cards",
                 takes=tuple(t for t in takes if t != UNSEEN), count=1)  # fmt: skip
    note = "Turned up, it is wild, and so is every card of its rank, in every hand."
    return Step(CENTRE_CARD, (line("reveal", None, "card=?"),), (card,),
                (Button("Turn it up", ""),), note=note)  # fmt: skip


def stay_or_fold(offers: Sequence[Mapping[str, Any]], who: str) -> Step:
    """A player's stay or fold, one step: staying costs the chips offered, into the pot;
    folding costs nothing more, and he is out of the hand.

    >>> step = stay_or_fold([{"type": "stay", "seat": 0, "amount": 2},
    ...                      {"type": "fold", "seat": 0}], "Ann")
    >>> step.title, [button.label for button in step.buttons]
    ('Ann: stay in or fold', ['Stay in for 2', 'Fold'])
    >>> step.note[:45], step.note[-28:]
    ('Staying in costs 2 chips more, into the pot; ', 'but Ann is out of this hand.')
    """
    stay = next(offer for offer in offers if offer["type"] == "stay")
    seat, amount = stay.get("seat"), int(stay.get("amount", 0))
    note = (
        f"Staying in costs {chips_words(amount)} more, into the pot; folding costs nothing "
        f"more, but {who} is out of this hand."
    )
    buttons = (
        Button(f"Stay in for {amount}", line("stay", seat, f"amount={amount}")),
        Button("Fold", line("fold", seat), quiet=True),
    )
    return Step(f"{who}: stay in or fold", (), (), buttons, note=note)


def old_man_step(
    body: Mapping[str, Any],
    offers: Sequence[Mapping[str, Any]],
    variants: Mapping[str, Sequence[FormField]],
    who: Callable[[Mapping[str, Any]], str],
) -> Step | None:
    """Old Man's own step where the offers are one, or None: the page's usual steps."""
    if not is_old_man(body):
        return None
    kinds = {str(offer["type"]) for offer in offers}
    if kinds == {"reveal"}:
        return centre_card(variants.get("reveal", ()))
    seats = {offer.get("seat") for offer in offers}
    if kinds == {"stay", "fold"} and len(seats) == 1:
        return stay_or_fold(offers, who(offers[0]))
    return None
