"""Who wins with these cards: the settle question asked without chips.

Settling a pot needs the chips each player put in (who gets how much) and the dealer (who gets
an odd chip). A player at the table often wants less: who wins with these cards. So where the
settle form is sent with no chips given for any seat (and nobody declares: a declaration only
decides a pot), the page asks that plain question instead: the seats still in, each a hand with
its cards, ranked under the same game or rankings and board (``POST /v1/hands/evaluate``), and
says so above the ruling. A problem with the hands is said at the seat it was typed in.

>>> asked = plain_question("/v1/pots/settle", {"game": "razz", "seats": [
...     {"name": "Ann", "cards": ["As"]}, {"name": "Bob", "folded": True}, {"cards": ["Kd"]}]})
>>> asked.body, asked.seats
({'game': 'razz', 'hands': [{'name': 'Ann', 'cards': ['As']}, {'cards': ['Kd']}]}, (0, 2))
>>> asked.path_of("hands.1.cards.0"), asked.path_of("board.2")
('seats.2.cards.0', 'board.2')
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Final

from service.page.asking import Answer, ask
from service.page.schema import FormField

SETTLE: Final = "/v1/pots/settle"
RANK: Final = "/v1/hands/evaluate"
_SAME: Final = ("game", "options", "deck", "wild", "board")
"""What the settle request and the ranking request both take, alike."""
_HAND: Final = re.compile(r"^hands\.(\d+)(?=\.|$)")
NOTE: Final = (
    "No chips were given, so this says who wins with these cards. To split a pot, give the "
    "chips each player put in."
)


@dataclass(frozen=True, slots=True)
class PlainQuestion:
    """The ranking request that asks who wins, and the seat each of its hands is."""

    body: dict[str, Any]
    seats: tuple[int, ...]

    def path_of(self, path: str) -> str:
        """A problem's path in the ranking request, as the settle form's (``hands.1`` is the
        second seat still in)."""
        found = _HAND.match(path)
        if found is not None and int(found.group(1)) < len(self.seats):
            return f"seats.{self.seats[int(found.group(1))]}{path[found.end() :]}"
        if path == "hands":
            return "seats"
        return {"ranking": "high_ranking", "qualifier": "low.qualifier"}.get(path, path)

    def names(self, seat_names: Sequence[str]) -> tuple[str, ...]:
        """Each hand called as its seat is (``Ann (seat 1)``, ``seat 3``)."""
        return tuple(
            seat_names[seat] if seat < len(seat_names) else f"seat {seat + 1}"
            for seat in self.seats
        )


def _rankings(body: Mapping[str, Any]) -> dict[str, Any]:
    """The settle request's rankings as the ranking request takes them: a low-only pot (high
    ranking none) is ranked by its low ranking alone."""
    low = body.get("low")
    if "high_ranking" in body and body["high_ranking"] is None:
        if not isinstance(low, Mapping):
            return {}
        found = {"ranking": low.get("ranking")}
        if "qualifier" in low:
            found["qualifier"] = low["qualifier"]
        return found
    found = {"ranking": body["high_ranking"]} if "high_ranking" in body else {}
    return found | ({"low": low} if low is not None else {})


def plain_question(path: str, body: Mapping[str, Any]) -> PlainQuestion | None:
    """The ranking request for a settle request sent without chips; None for any other."""
    seats = body.get("seats")
    if path != SETTLE or not isinstance(seats, list) or not seats or body.get("declare"):
        return None
    if any(not isinstance(seat, Mapping) for seat in seats):
        return None
    if any("contributed" in seat or "declaration" in seat for seat in seats):
        return None  # chips to share, or a declaration that decides a pot: settle it
    hands, kept = [], []
    for index, seat in enumerate(seats):
        if seat.get("folded") or not seat.get("cards"):
            continue  # a folded hand, or one nobody typed, cannot win
        named = {"name": seat["name"]} if seat.get("name") else {}
        hands.append({**named, "cards": seat["cards"]})
        kept.append(index)
    if not hands:
        return None
    same = {key: body[key] for key in _SAME if key in body}
    return PlainQuestion({**same, **_rankings(body), "hands": hands}, tuple(kept))


_DEALER_DEFAULT: Final = " Left empty: seat 1 deals (the dealer decides only who gets an odd chip)."
_CHIPS_LEFT_EMPTY: Final = (
    " Left empty for every seat: the referee says only who wins with these cards."
)


_THROWN_AWAY: Final = (
    "The players who threw their hands away at the showdown without showing them, counted "
    "from 1, in the order they did (such a player has folded: no need to mark it). A player "
    "who did so still takes a side pot once everyone else in it has thrown theirs away, and "
    "gets back a bet nobody called. A player who folded during the betting is not listed here."
)


_WILD_FIELDS: Final = {
    ("wild", "ranks"): "Ranks wild in every hand: 2 for deuces wild. Type the ranks separated "
    "by spaces: 2 to 9, T, J, Q, K, A.",
    ("wild", "cards"): "Single wild cards, such as the man with the axe, Kd. A joker is set "
    "under Joker, not here.",
    ("wild", "may_duplicate"): "A wild card may stand for a card the hand already holds.",
}
"""The wild cards' fields by their path in the form, written as parts: a path such as
wild.ranks would read as a rule's id to the rulebook's check of the ids the code cites."""

_IN_A_PLAYERS_WORDS: Final = {
    **{".".join(path): said for path, said in _WILD_FIELDS.items()},
    "game": "The game decides how the hands rank, whether a low half is played, the wild "
    "cards and the deck. With no game, the hands rank high unless you set it under More.",
    "board": "The cards on the table that every hand shares (hold'em, Omaha). With no game "
    "chosen, each hand plays its best five of its own cards and these; choose Omaha to play "
    "exactly two from the hand and three from the board.",
    "high_ranking": "How the high half ranks the hands: high, as in hold'em or stud; short "
    "deck's ranking; or none for a game played for low only.",
    "failed_pigs": "A declare game in which everyone who declared both fails: the pot stays "
    "for the next deal, or they share it.",
    "no_qualifying_low": "A game played for low only, when no hand qualifies: the players "
    "still in share the pot, or it stays for the next deal.",
}
"""The settle form's help that the contract writes for programmers (``settle takes no use``,
``omaha_high_low``, a JSON list), in a player's words."""


def settle_form(fields: tuple[FormField, ...]) -> tuple[FormField, ...]:
    """The settle form's fields with the dealer and the chips no longer required, each saying
    what leaving it empty does (:func:`with_defaults`, :func:`plain_question`), and its help
    in a player's words."""

    def optional(field: FormField) -> FormField:
        if field.name in _IN_A_PLAYERS_WORDS:
            field = replace(field, help=_IN_A_PLAYERS_WORDS[field.name])
        if field.children and field.name != "seats":
            return replace(field, children=tuple(optional(child) for child in field.children))
        if field.name == "dealer":
            return replace(field, required=False, help=field.help + _DEALER_DEFAULT)
        if field.name == "contributed":
            return replace(field, required=False, help=field.help + _CHIPS_LEFT_EMPTY)
        if field.name == "seats":
            return replace(field, children=tuple(optional(child) for child in field.children))
        if field.name == "mucked":
            return replace(field, help=_THROWN_AWAY)
        return field

    return tuple(optional(field) for field in fields)


def with_defaults(path: str, body: Mapping[str, Any]) -> dict[str, Any]:
    """A settle request with the dealer the form left empty: seat 1, as the play screen's first
    player deals; and each player listed as having thrown his hand away folded."""
    body = dict(body)
    if path == SETTLE and "dealer" not in body:
        body["dealer"] = 0
    mucked, seats = body.get("mucked"), body.get("seats")
    if path == SETTLE and isinstance(mucked, list) and isinstance(seats, list):
        # A player listed as having thrown his hand away has folded: the form asks it once.
        body["seats"] = [
            {**seat, "folded": True} if index in mucked and isinstance(seat, Mapping) else seat
            for index, seat in enumerate(seats)
        ]
    return body


def ask_plainly(path: str, body: dict[str, Any], plain: PlainQuestion | None) -> Answer:
    """The API's answer to a question's request; a settlement without chips asked as who wins
    with these cards (``plain``), its problems said at the seats they were typed in."""
    if plain is None:
        return ask("POST", path, with_defaults(path, body))
    answer = ask("POST", RANK, plain.body)
    if not answer.is_problem or not answer.body.get("errors"):
        return answer
    errors: dict[str, list[str]] = {}
    for found, said in answer.body["errors"].items():
        errors.setdefault(plain.path_of(str(found)), []).extend(said)
    return Answer(answer.status, {**answer.body, "errors": errors})
