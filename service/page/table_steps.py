"""Steps a table takes its own way, not one per event the API offers: a player's draw as a
count of cards, a street's board cards in one field, and the choices set apart as quiet steps
under the step of the table (giving up unshown at the showdown, owning up to false openers).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from service.page.offers import ANY_DECK, GameCards, spelled
from service.page.schema import FormField
from service.page.step_parts import (
    BOARD,
    DRAW,
    FALSE_OPENERS,
    STAND_PAT,
    UNSEEN,
    Button,
    Input,
    Step,
    key,
    line,
)


def apart(
    offers: Sequence[Mapping[str, Any]], who: Callable[[Mapping[str, Any]], str]
) -> tuple[list[Mapping[str, Any]], list[Step]]:
    """The offers a step of the table takes, and those set apart as quiet steps of their own
    under it: at the showdown a player may give up unshown instead (a muck: RR The Showdown,
    a hand thrown away gives up its claim); in Jacks or Better the opener may own up at any
    time that he had no openers, while the betting stays the buttons of the player to act."""
    kinds = {str(offer["type"]) for offer in offers}
    if "show" in kinds and "fold" in kinds:
        apart, title, label = (
            "fold",
            "{} may give up instead, without showing",
            "Give up without showing",
        )
    elif FALSE_OPENERS in kinds and len(kinds) > 1:
        apart, title, label = (
            FALSE_OPENERS,
            "{} opened without jacks or better?",
            "He had no openers",
        )
    else:
        return list(offers), []
    quiet = [
        Step(title.format(who(offer) or "A player"), (), (),
             (Button(label, line(apart, offer.get("seat")), quiet=True),))
        for offer in offers if offer["type"] == apart
    ]  # fmt: skip
    return [offer for offer in offers if offer["type"] != apart], quiet


def draw_offer(offers: Sequence[Mapping[str, Any]]) -> Mapping[str, Any] | None:
    """The draw of one player who may draw up to some cards or stand pat, or None."""
    kinds = {str(offer["type"]) for offer in offers}
    if kinds != {DRAW, STAND_PAT} or len({offer.get("seat") for offer in offers}) != 1:
        return None
    draw = next(offer for offer in offers if offer["type"] == DRAW)
    return draw if isinstance(draw.get("down_count"), int) and draw["down_count"] > 0 else None


def _examples(
    known: Sequence[str], cards: GameCards, in_play: Sequence[str], most: int
) -> tuple[str, str]:
    """The placeholders of a draw's fields, each said as an example: cards thrown from his
    own hand where any of it is known (a card he does not hold could never be thrown), and
    cards drawn that are not in play; two of each, or as many as he may draw.

    >>> _examples(["2c", "3d", "4h", "8s", "Ks"], GameCards(), ["2c", "3d", "4h", "8s", "Ks"], 5)
    ('e.g. 8s Ks', 'e.g. 2d 8h')
    >>> _examples([], GameCards(), [], 3)
    ('e.g. Ks 2d', 'e.g. 8h Jc')
    """
    count = min(2, most)
    thrown = list(known[-count:]) or cards.example(count, avoiding=in_play).split()
    drawn = cards.example(count, avoiding={*in_play, *thrown})
    return f"e.g. {spelled(thrown)}", f"e.g. {drawn}"


def draw_step(
    offer: Mapping[str, Any],
    who: str,
    fields: Sequence[FormField],
    held: Sequence[str] = (),
    *,
    cards: GameCards = ANY_DECK,
    in_play: Sequence[str] = (),
) -> Step:
    """A player's draw as he says it at the table. A hand nobody sees is drawn by count, "two
    cards" (a button for each count, and stand pat), the cards thrown and drawn unseen unless
    someone saw them (then typed under a heading that opens). Where his cards were typed as
    dealt (``held``), the cards he throws are his to name and decide the count: no card of
    his is unseen, so "three unseen cards" could not be thrown (``draw.draw``); the fields
    are asked first, the cards drawn beside them, and one "Draw" button sends as many as
    were typed (``discards=?``: :func:`service.page.typed.sized_draws`). The fields' examples
    are his own cards and cards still to come (``cards``: the game's deck; ``in_play``: the
    cards on the table)."""
    seat, most = offer.get("seat"), int(offer["down_count"])
    takes = next((field.takes for field in fields if field.name == "discards"), ())
    prefix = f"{who}: " if who else ""
    known = [card for card in held if card != UNSEEN]
    stand = Button("Stand pat (draw none)", line(STAND_PAT, seat))
    throw_example, draw_example = _examples(known, cards, in_play, most)
    if held and UNSEEN not in held:
        # Every card of his known: none of them is unseen, so the cards thrown are typed.
        thrown = Input(key("discards", seat), f"{prefix}cards thrown", "cards", takes=takes,
                       own=tuple(known), count=most, only_own=True,
                       hint=throw_example)  # fmt: skip
        drawn = Input(key("down", seat), f"{prefix}new cards, if seen (left empty: unseen)",
                      "cards", takes=takes, count=most, hint=draw_example)  # fmt: skip
        draw = Button("Draw", line(DRAW, seat, "discards=?", "down=??"), counts=thrown.name)
        name = who or "The player"
        note = f"Type the cards {name} throws, then press Draw: {name} draws as many."
        title = f"{who}'s draw" if who else "The draw"
        return Step(title, (), (thrown, drawn), (draw, stand), note=note)
    thrown = Input(key("discards", seat), f"{prefix}cards thrown", "cards", folded=True,
                   takes=takes, own=tuple(known), hint=throw_example)  # fmt: skip
    drawn = Input(key("down", seat), f"{prefix}cards drawn", "cards", folded=True, takes=takes,
                  hint=draw_example)  # fmt: skip
    buttons = tuple(
        Button(f"Draw {count}", line(DRAW, seat, f"discards=??{count}", f"down=??{count}"))
        for count in range(1, most + 1)
    )
    title = f"How many cards does {who} draw?" if who else "How many cards are drawn?"
    seen = (
        "Type the cards thrown and drawn, if you know them",
        "Left empty, they are thrown and drawn unseen.",
    )
    return Step(title, (), (thrown, drawn), (*buttons, stand), seen=seen)


def board_step(offer: Mapping[str, Any], street: str, fields: Sequence[FormField]) -> Step:
    """A street's board cards in one field and one button (the flop is three cards), though
    the API takes a ``community`` event per card (:func:`service.page.typed.one_card_each`)."""
    count = int(offer.get("remaining") or 1)
    said = f"Deal {street}" if street else "Deal the board"
    label = f"{count} board card{'s' if count != 1 else ''}, face up"
    # A board card is turned face up for the whole table: never one nobody saw ("??").
    takes = tuple(
        card for field in fields if field.name == "card" for card in field.takes if card != UNSEEN
    )
    return Step(
        said,
        (),
        (Input("card", label, "cards", takes=takes, count=count),),
        (Button(said, f"{BOARD} card=?{count}"),),
    )


def show_in_turn(
    who: str,
    after: Sequence[str],
    inputs: Sequence[Input],
    lines: tuple[str, str | None],
    *,
    first: bool,
) -> Step:
    """The showdown one hand at a time (house rule known_hands_show: every hand shows or gives
    up in turn, known or not): the player due to show, his hand's unseen cards asked if any,
    a button to show and a quieter one to give up; ``after``: who shows after him, in turn;
    ``lines``: what showing and giving up send (no giving up where the hand may not be thrown
    away: face up for all-ins); ``first``: nobody has shown yet."""
    show, give_up = lines
    name = who or "The next player"
    when = "first" if first else "next" if after else "last"
    note = f"Then {', then '.join(after)}: one hand at a time." if after else ""
    buttons = (Button(f"Show {who}'s cards" if who else "Show the cards", show),) + (
        (Button("Give up without showing", give_up, quiet=True),) if give_up else ()
    )
    return Step(f"{name} shows {when}", (), tuple(inputs), buttons, note=note,
                rule="showdown.order" if note else "")  # fmt: skip
