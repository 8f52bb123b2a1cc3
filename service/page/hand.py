"""A hand at the table, as the play screen shows it: who has what, and the next step in few taps.

The API offers the legal next events one by one (``next_events``); a person at the table thinks
in steps: "everyone antes", "deal third street", "Cy calls 4". So the offers are grouped:

- the same event for several seats at once (the antes, a street's cards, the showdown's cards):
  one form, a row of card fields per seat, one button;
- the betting choices of the seat to act: one button each, saying its amount ("Call 4",
  "Raise to 20"), a number and a slider where the amount is the player's to choose;
- a street's board cards (hold'em's flop): one field, one button, though the API takes an
  event a card;
- anything else (an exchange, a declaration, a go or stop): a small form each.

Every button sends lines of events (:mod:`service.page.query`), seats counted from 1, with
``name=?`` where a field of the form fills the value in (:func:`service.page.typed.fill_line`;
the fields an event asks are :mod:`service.page.step_inputs`'s).
The page decides nothing: what it offers is what the API offered, and what it sends the API
judges.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Final

from service.page.amounts import chips
from service.page.betting_notes import betting_note
from service.page.offers import ANY_DECK, GameCards, cards_on_table
from service.page.old_man_steps import old_man_step
from service.page.schema import FormField
from service.page.step_inputs import FACE, FROM_OWN_DOWN_CARDS, fixed_parts, offer_inputs
from service.page.step_parts import (
    BOARD,
    DRAW,
    Button,
    Input,
    Step,
    key,
    label,
    line,
)
from service.page.table_steps import apart, board_step, draw_offer, draw_step, show_in_turn

_VERBS: Final = {
    "bring_in": "Bring in",
    "complete": "Complete to",
    "bet": "Bet",
    "raise": "Raise to",
    "call": "Call",
}
_TOGETHER: Final = {
    "ante": "Post the antes",
    "deal": "Deal",
    "show": "Show the cards",
    "blind": "Post the blinds",
}


@dataclass(frozen=True, slots=True)
class Player:
    """One seat in the status table: its name, chips, cards and whether it is to act."""

    number: int
    name: str
    stack: int | None
    """None in a game played without chips (Counterbluff scores points)."""
    in_round: int
    score: int | None
    """Points, in a game that scores them (Counterbluff)."""
    down: tuple[str, ...]
    up: tuple[str, ...]
    status: str
    to_act: bool
    declaration: str | None = None
    """High, low or both, once declared (a declare game, Old Man)."""


def seat_names(body: Mapping[str, Any]) -> tuple[str, ...]:
    """Each seat by its player's name, or ``Seat 3`` where it has none."""
    return tuple(
        str(seat.get("name") or f"Seat {index + 1}")
        for index, seat in enumerate(body.get("seats") or ())
    )


def players(body: Mapping[str, Any]) -> tuple[Player, ...]:
    """The seats of a state answer, for the status table."""
    to_act = body.get("to_act")
    names = seat_names(body)
    return tuple(
        Player(
            number=index + 1,
            name=names[index],
            stack=int(seat["stack"]) if isinstance(seat.get("stack"), int) else None,
            in_round=int(seat.get("in_round", 0)),
            score=int(seat["score"]) if isinstance(seat.get("score"), int) else None,
            # Counterbluff's cards in hand are held as down cards, its row is laid face up.
            down=tuple(seat.get("down") or seat.get("cards") or ()),
            up=tuple(seat.get("up") or seat.get("row") or ()),
            status=str(seat.get("status", "")),
            to_act=index == to_act,
            declaration=str(seat["declaration"]) if seat.get("declaration") else None,
        )
        for index, seat in enumerate(body.get("seats") or ())
    )


def _down_cards(body: Mapping[str, Any], seat: object) -> tuple[str, ...]:
    """A seat's down cards as the table knows them (``??`` for one nobody saw)."""
    seats = body.get("seats") or ()
    if isinstance(seat, int) and 0 <= seat < len(seats):
        return tuple(str(card) for card in seats[seat].get("down") or ())
    return ()


def _in_round(body: Mapping[str, Any], seat: object) -> int:
    """What a seat has put in this betting round so far (a call says what it adds to it)."""
    seats = body.get("seats") or ()
    if isinstance(seat, int) and 0 <= seat < len(seats):
        return int(seats[seat].get("in_round", 0))
    return 0


def _whole_stack(body: Mapping[str, Any], seat: object) -> int | None:
    """The total a seat's bet reaches when he puts in every chip he has (what he has in this
    round and what is behind him), or None where the answer does not say his chips."""
    seats = body.get("seats") or ()
    if not isinstance(seat, int) or not 0 <= seat < len(seats):
        return None
    stack = seats[seat].get("stack")
    return _in_round(body, seat) + stack if isinstance(stack, int) else None


def offer_words(offer: Mapping[str, Any], body: Mapping[str, Any]) -> str:
    """What an offered event does, as its button says it: ``Call 4``, ``Raise to between 20
    and 199``, ``Ante 1``, ``Deal``."""
    if "min_to" in offer:
        button = _action(offer, _in_round(body, offer.get("seat")))
        if button.amount is not None:
            low, high = chips(button.amount.low), chips(button.amount.high)
            return f"{button.verb} between {low} and {high}"
        return button.label
    if isinstance(offer.get("amount"), int):
        return f"{label(str(offer['type']))} {chips(offer['amount'])}"
    return label(str(offer["type"]))


def _action(offer: Mapping[str, Any], in_round: int, whole_stack: int | None = None) -> Button:
    """A betting choice as a button that says what it does: ``Call 4``, ``Raise to 20``; a bet
    the player sizes says "(all in)" once it reaches ``whole_stack`` (every chip he has).

    >>> offer = {"type": "raise", "seat": 0, "min_to": 8, "max_to": 40}
    >>> button = _action(offer, 0, 40)
    >>> button.label, button.all_in_at
    ('Raise to 8', 40)
    >>> _action(offer, 0, 100).all_in_at
    """
    kind, seat = str(offer["type"]), offer.get("seat")
    low, high = int(offer.get("min_to", 0)), int(offer.get("max_to", 0))
    all_in = " (all in)" if offer.get("all_in") else ""
    verb = _VERBS.get(kind, label(kind))
    if kind in ("fold", "check") or not high:
        return Button(label(kind), line(kind, seat), quiet=kind == "fold")
    if low == high:
        shown = high - in_round if kind == "call" else high
        return Button(f"{verb} {chips(shown)}{all_in}", line(kind, seat, f"to={high}"))
    amount = Input(key("to", seat) + f".{kind}", f"{verb} (from {low} to {high})", "number",
                   low=low, high=high, value=str(low))  # fmt: skip
    all_in_at = high if whole_stack == high else None  # the top of the range is all he has
    return Button(f"{verb} {low}", line(kind, seat, f"to=?{kind}"), verb=verb, amount=amount,
                  all_in_at=all_in_at)  # fmt: skip


def show_order(
    offers: Sequence[Mapping[str, Any]], who: Callable[[Mapping[str, Any]], str]
) -> tuple[tuple[str, bool], ...]:
    """At the showdown, every hand due to show in the order they show, each with whether its
    cards are already known (typed in at the deal): the API offers to show only the hands it
    does not know, first the one that shows first (RR The Showdown: the last to bet or raise),
    and to give up unshown every hand still in, in showing order, known ones too.

    >>> offers = [{"type": "show", "seat": 2}, {"type": "fold", "seat": 0},
    ...           {"type": "fold", "seat": 2}, {"type": "fold", "seat": 1}]
    >>> show_order(offers, lambda offer: "Ann Bob Cy".split()[offer["seat"]])
    (('Ann', True), ('Cy', False), ('Bob', True))
    """
    asked = [offer.get("seat") for offer in offers if offer["type"] == "show"]
    folds = [offer for offer in offers if offer["type"] == "fold"]
    if not folds:
        return tuple((who(offer), False) for offer in offers if offer["type"] == "show")
    return tuple((who(offer), offer.get("seat") not in asked) for offer in folds if who(offer))


def _said_in_order(said: str, order: Sequence[tuple[str, bool]]) -> str:
    """The showdown's heading: every hand due, in showing order, the known ones said so.

    >>> _said_in_order("Show the cards", [("Ann", True), ("Ed", False), ("Cy", False)])
    'Show the cards: Ann first (already typed in), then Ed and Cy'
    >>> _said_in_order("Show the cards", [("Bob", False)])
    'Show the cards: Bob'
    """
    named = [f"{name} (already typed in)" if known else name for name, known in order]
    if len(named) == 1:
        return f"{said}: {named[0]}"
    first, known = order[0]
    rest = named[1:]
    then = rest[0] if len(rest) == 1 else ", ".join(rest[:-1]) + " and " + rest[-1]
    return f"{said}: {first} first{' (already typed in)' if known else ''}, then {then}"


def steps(
    body: Mapping[str, Any],
    variants: Mapping[str, Sequence[FormField]],
    street: str,
    dealer: int = -1,
    *,
    order: Sequence[tuple[str, bool]] = (),
    shows_in_turn: bool = False,
    cards: GameCards = ANY_DECK,
) -> list[Step]:
    """The next events the API offers, as the steps a person takes at the table; the same
    event for several seats in the order the dealer goes round, from his left. ``order``: at
    the showdown, every hand due to show, in showing order (:func:`show_order`);
    ``shows_in_turn``: the house has every hand show or give up in turn, one at a time;
    ``cards``: the game's deck, of which a draw's examples are."""
    offers = [offer for offer in body.get("next_events") or () if isinstance(offer, Mapping)]
    if not offers:
        return []
    names = seat_names(body)
    count = max(len(names), 1)

    def round_from_left(offer: Mapping[str, Any]) -> int:
        seat = offer.get("seat")
        return (int(seat) - dealer - 1) % count if isinstance(seat, int) else 0

    if any(offer["type"] != "show" and offer["type"] != "fold" for offer in offers):
        offers.sort(key=round_from_left)  # the showdown keeps the API's order: who shows first

    def who(offer: Mapping[str, Any]) -> str:
        seat = offer.get("seat")
        return "" if seat is None else names[int(seat)] if int(seat) < len(names) else ""

    kinds = {str(offer["type"]) for offer in offers}
    if shows_in_turn and "show" in kinds and kinds <= {"show", "fold"}:
        return [_due_to_show(body, offers, variants.get("show", ()), who)]
    kept, quiet = apart(offers, who)
    if quiet:
        order = show_order(offers, who) if "show" in kinds else ()
        return [
            *steps(
                {**body, "next_events": kept}, variants, street, dealer, order=order, cards=cards
            ),
            *quiet,
        ]
    if draw := draw_offer(offers):
        held = _down_cards(body, draw.get("seat"))
        in_play = cards_on_table(body).split()
        return [draw_step(draw, who(draw), variants.get(DRAW, ()), held, cards=cards,
                          in_play=in_play)]  # fmt: skip
    if kinds == {BOARD} and len(offers) == 1:
        return [board_step(offers[0], street, variants.get(BOARD, ()))]
    seats = [offer.get("seat") for offer in offers]
    # A betting move comes with its totals; a fold, which puts nothing in, without.
    betting = (
        any("min_to" in offer for offer in offers)
        and all("min_to" in offer or offer["type"] == "fold" for offer in offers)
        and len(set(seats)) == 1
    )
    if betting:
        seat = seats[0]
        buttons = tuple(
            _action(offer, _in_round(body, seat), _whole_stack(body, seat)) for offer in offers
        )
        note, rule = betting_note(body, kinds, who(offers[0]))
        return [Step(f"{who(offers[0])} to act", (), (), buttons, note=note, rule=rule)]
    if (own := old_man_step(body, offers, variants, who)) is not None:
        return [own]
    if len(kinds) == 1 and len(set(seats)) == len(seats):
        kind = kinds.pop()
        return [
            _together(
                kind,
                offers,
                variants.get(kind, ()),
                who,
                street,
                order=order,
                held_by=lambda seat: _down_cards(body, seat),
            )
        ]
    found = []
    for offer in offers:
        kind = str(offer["type"])
        parts, inputs = offer_inputs(offer, variants.get(kind, ()), "")
        sent = line(kind, offer.get("seat"), *fixed_parts(offer, variants.get(kind, ())), *parts)
        title = f"{who(offer)}: {label(kind).lower()}" if who(offer) else label(kind)
        button = label(kind)
        if isinstance(offer.get("amount"), int) and offer["amount"]:
            button += f" {chips(offer['amount'])}"  # what it costs: Old Man's "Stay 2"
        if sum(o["type"] == kind and o.get("seat") == offer.get("seat") for o in offers) > 1:
            # The same event offered two ways (a Lowball hand laid face up or face down): each
            # step says its own way.
            way = next((FACE[n] for n in FACE if isinstance(offer.get(f"{n}_count"), int)), "")
            title, button = (f"{title}, {way}", f"{button} {way}") if way else (title, button)
        found.append(Step(title, (), tuple(inputs), (Button(button, sent),)))
    return found


def _due_to_show(
    body: Mapping[str, Any],
    offers: Sequence[Mapping[str, Any]],
    fields: Sequence[FormField],
    who: Callable[[Mapping[str, Any]], str],
) -> Step:
    """The showdown's next hand, where hands show in turn: the first ``show`` offered is the
    seat due (the API offers them in showing order, RR The Showdown), the others after him."""
    shows = [offer for offer in offers if offer["type"] == "show"]
    due, seat = shows[0], shows[0].get("seat")
    parts, inputs = offer_inputs(due, fields, who(due), _down_cards(body, seat))
    sent = line("show", seat, *fixed_parts(due, fields), *parts)
    # Every hand still in is offered a show until it is shown or given up: as many shows as
    # hands in, and nobody has shown yet.
    still_in = [each for each in body.get("seats") or () if each.get("status") != "folded"]
    # He may give up only where the API offers it (not when every hand is tabled, all in).
    may_fold = any(offer["type"] == "fold" and offer.get("seat") == seat for offer in offers)
    give_up = line("fold", seat) if may_fold else None
    return show_in_turn(who(due), [who(offer) for offer in shows[1:]], inputs,
                        (sent, give_up), first=len(shows) >= len(still_in))  # fmt: skip


def _together(
    kind: str,
    offers: Sequence[Mapping[str, Any]],
    fields: Sequence[FormField],
    who: Callable[[Mapping[str, Any]], str],
    street: str,
    *,
    order: Sequence[tuple[str, bool]] = (),
    held_by: Callable[[object], Sequence[str]] = lambda seat: (),
) -> Step:
    """One event for several seats (or one), as one step: the antes posted, a street dealt,
    the cards shown (``order``: every hand due to show, in the order they show, and whether
    its cards are known;
    ``held_by``: a seat's down cards as the table knows them, of which only the unseen are
    asked)."""
    lines, inputs = [], []
    for offer in offers:
        held = held_by(offer.get("seat")) if kind == "show" or kind in FROM_OWN_DOWN_CARDS else ()
        parts, needed = offer_inputs(offer, fields, who(offer), held)
        lines.append(line(kind, offer.get("seat"), *fixed_parts(offer, fields), *parts))
        inputs.extend(needed)
    # A street's face-up cards: one field a player, in the order dealt (one field for all,
    # typed in seat order by mistake, gave players each other's cards without a word).
    amounts = {offer.get("amount") for offer in offers}
    said = _TOGETHER.get(kind, label(kind))
    single = next(iter(amounts)) if len(offers) == 1 else None
    if len(offers) == 1 and who(offers[0]) and isinstance(single, int):
        said = f"{who(offers[0])}: {label(kind).lower()} {single}"  # "Ann: ante 1"
    elif len(offers) == 1 and who(offers[0]) and kind not in ("deal", "show"):
        said = f"{who(offers[0])}: {said.lower()}"
    elif len(amounts) == 1 and isinstance(next(iter(amounts)), int):
        said += f": {next(iter(amounts))} each" if len(offers) > 1 else f": {amounts.pop()}"
    title = f"{street.capitalize()}: {said.lower()}" if kind == "deal" and street else said
    if kind == "deal" and street.endswith("deal"):
        title = street.capitalize()  # Old Man's "the deal", not "The deal: deal"
    if kind == "show" and who(offers[0]):
        # The last to bet or raise shows first, though the page may know his cards: the table
        # waits for him, not for the first field on the form, and every hand due is named.
        title = _said_in_order(said, order or [(who(offer), False) for offer in offers])
    # A step with nothing to fill in is its button alone: no heading saying it again.
    step = Step(title if inputs else "", tuple(lines), tuple(inputs), (Button(said, ""),))
    if any(not each.folded for each in inputs) and any(each.folded for each in inputs):
        # A stud street's face-up cards are asked openly, its face-down ones folded away.
        return replace(step, seen=("Type the face-down cards too, if you know them",
                                   step.seen[1]))  # fmt: skip
    return step
