"""A ruling as a person reads it: the API's JSON answer turned into words, cards and tables.

The page shows what the API answered and nothing else. The ruling's own sentences come first
(``ruling``, ``detail``, a hand's ``description``), then the next steps, then every other field
under its name, with cards drawn with their suit symbols, seats called by their players' names,
and the rules applied quoted with their sources.

>>> card_words("Th")
('10', '♥', 'h', 'ten of hearts')
>>> seat_name(2, ("Ann (seat 1)", "Bob (seat 2)", "Cy (seat 3)"))
'Cy (seat 3)'
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from service.page.amounts import chips, chips_words
from service.page.ranked_words import no_low, ranked_sentences
from service.page.schema import label_of

_CARD: Final = re.compile(r"^([2-9TJQKA])([cdhs])$")
_RANKS: Final = {"T": "10"}
_RANK_WORDS: Final = {
    "2": "two", "3": "three", "4": "four", "5": "five", "6": "six", "7": "seven",
    "8": "eight", "9": "nine", "T": "ten", "J": "jack", "Q": "queen", "K": "king", "A": "ace",
}  # fmt: skip
_SUITS: Final = {
    "c": ("\u2663", "clubs"),
    "d": ("\u2666", "diamonds"),
    "h": ("\u2665", "hearts"),
    "s": ("\u2660", "spades"),
}
HEADLINES: Final = ("ruling", "detail", "reason", "description", "hand", "needs")
"""Fields that are sentences of the ruling itself, shown first, in words."""
_SEAT_FIELDS: Final = frozenset(
    {
        "seat", "to_act", "first_seat", "opener", "folder", "leader", "winner", "winners",
        "eligible", "goers", "losers", "failed_both", "folded", "all_in", "removed",
    }
)  # fmt: skip
_BY_SEAT: Final = frozenset({"matches", "returned", "forfeited", "in_round", "points", "scores"})
"""Lists with one number per seat, in seat order."""
# A hand's strength as a number and its category's id say nothing its description does not.
_SAID_BY_DESCRIPTION: Final = frozenset({"value", "category", "category_name"})
_NOT_SHOWN: Final = frozenset({"explanation", "next_steps", "kind", "next_events"})


def card_words(card: str) -> tuple[str, str, str, str]:
    """A card's rank as printed, its suit symbol, its suit letter and its name in words."""
    if card == "??":
        return "?", "", "", "a card nobody has seen"
    if card == "Jk":
        return "Joker", "", "", "a joker"
    found = _CARD.match(card)
    if found is None:
        return card, "", "", card
    rank, suit = found.groups()
    symbol, suit_name = _SUITS[suit]
    return _RANKS.get(rank, rank), symbol, suit, f"{_RANK_WORDS[rank]} of {suit_name}"


def is_card(value: object) -> bool:
    """A string the API writes for a card."""
    return isinstance(value, str) and (value in ("??", "Jk") or _CARD.match(value) is not None)


def seat_name(seat: int, names: Sequence[str]) -> str:
    """A seat (or a hand) as the players call it: by its player's name where the request gave
    one (:func:`player_names`)."""
    return names[seat] if 0 <= seat < len(names) else f"seat {seat + 1}"


@dataclass(frozen=True, slots=True)
class Node:
    """One piece of the answer as shown: words, cards, a list of named fields, a table, a list."""

    kind: str  # words | cards | fields | table | items | rule
    text: str = ""
    cards: tuple[str, ...] = ()
    pairs: tuple[tuple[str, Node], ...] = ()
    headers: tuple[str, ...] = ()
    rows: tuple[tuple[Node, ...], ...] = ()
    items: tuple[Node, ...] = field(default=())


def _words(text: str) -> Node:
    return Node("words", text=text)


def show(value: Any, name: str, names: Sequence[str]) -> Node:
    """One value of the answer, shown by what it is."""
    if name in _SEAT_FIELDS and isinstance(value, int) and not isinstance(value, bool):
        return _words(seat_name(value, names))
    if isinstance(value, bool):
        return _words("yes" if value else "no")
    if isinstance(value, str):
        if name == "rule":
            return Node("rule", text=value)
        if name == "at" and _PLACE.fullmatch(value):
            return _words(place_words(value, names))
        return Node("cards", cards=(value,)) if is_card(value) else _words(value)
    if isinstance(value, (int, float)):
        return _words(f"{value:g}" if isinstance(value, float) else str(value))
    if isinstance(value, Mapping):
        return fields(value, names)
    if isinstance(value, list):
        return _list(value, name, names)
    return _words("none")


def _list(values: list[Any], name: str, names: Sequence[str]) -> Node:
    if not values:
        return _words("none")
    if all(is_card(value) for value in values):
        return Node("cards", cards=tuple(values))
    if name == "order" and all(isinstance(value, list) for value in values):
        # Places, best first, ties together: [[1], [0, 2]] -> "1st: hand 2; 2nd: hand 1 and hand 3".
        places = (f"{_ordinal(place)}: {_who(group, names)}" for place, group in
                  enumerate(values, start=1))  # fmt: skip
        return _words("; ".join(places))
    if name in _SEAT_FIELDS and all(isinstance(value, int) for value in values):
        return _words(", ".join(seat_name(value, names) for value in values))
    if name in _BY_SEAT and all(isinstance(value, (int, float)) for value in values):
        each = (f"{seat_name(seat, names)}: {value:g}" for seat, value in enumerate(values))
        return _words(", ".join(each))
    if all(isinstance(value, Mapping) for value in values):
        return _table(values, names)
    return Node("items", items=tuple(show(value, name, names) for value in values))


def _table(rows: list[Mapping[str, Any]], names: Sequence[str]) -> Node:
    headers: list[str] = []
    for row in rows:
        headers.extend(key for key in _shown(row) if key not in headers)
    return Node(
        "table",
        headers=tuple(label_of(key) for key in headers),
        rows=tuple(tuple(_cell(row.get(key), key, names) for key in headers) for row in rows),
    )


def _cell(value: Any, key: str, names: Sequence[str]) -> Node:
    if value is None:
        return _words("")
    if isinstance(value, Mapping) and value.get("qualifies") is False:
        return _words(f"no qualifying low ({value.get('description', '')})")
    if isinstance(value, Mapping) and "description" in value:
        # A ranked hand in a table: its words, then the five cards it plays.
        best = value.get("best_five") or value.get("cards") or ()
        return Node("items", items=(_words(str(value["description"])), show(best, key, names)))
    return show(value, key, names)


def _ordinal(place: int) -> str:
    return f"{place}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(place if place < 20 else place % 10, 'th') }"


def _shown(answer: Mapping[str, Any]) -> list[str]:
    hidden = set(_SAID_BY_DESCRIPTION if "description" in answer else ())
    if answer.get("plays_as") == answer.get("best_five"):
        hidden.add("plays_as")  # a natural hand plays as itself: said once, as its best five
    if "rule" in answer:
        hidden.add("case")  # a rulebook's case letter: the rule it names says it in words
    return [key for key in answer if key not in hidden and key not in _NOT_SHOWN]


def fields(answer: Mapping[str, Any], names: Sequence[str]) -> Node:
    """An object's fields under their names, leaving out what is empty or said elsewhere."""
    pairs = tuple(
        (label_of(key), show(answer[key], key, names))
        for key in _shown(answer)
        if answer[key] is not None and key not in HEADLINES
    )
    return Node("fields", pairs=pairs)


def player_names(request: Mapping[str, Any]) -> tuple[str, ...]:
    """How to call each seat of the request (or each hand, where it ranks hands, not seats):
    ``Ann (seat 1)``, or ``seat 1`` where it gave no name: counted from 1, as at the table.

    >>> player_names({"seats": [{"name": "Ann"}, {}]})
    ('Ann (seat 1)', 'seat 2')
    >>> player_names({"hands": [{"cards": []}]})
    ('hand 1',)
    """
    kind = "seat" if "seats" in request else "hand"
    given = request.get("seats") or request.get("hands") or ()
    if not isinstance(given, list):
        return ()
    names = []
    for index, entry in enumerate(given):
        name = entry.get("name") if isinstance(entry, Mapping) else None
        names.append(f"{name} ({kind} {index + 1})" if name else f"{kind} {index + 1}")
    return tuple(names)


def _who(seats: Sequence[int], names: Sequence[str]) -> str:
    return " and ".join(seat_name(seat, names) for seat in seats) or "nobody"


def _hands_by_seat(result: Mapping[str, Any]) -> dict[tuple[int, str], str]:
    """Each seat's hand in words, by seat and direction (high or low), as the result shows it."""
    found = {}
    for seat in result.get("seats") or ():
        if not isinstance(seat, Mapping) or not isinstance(seat.get("seat"), int):
            continue
        for direction in ("high", "low"):
            hand = seat.get(direction)
            if isinstance(hand, Mapping) and hand.get("description"):
                found[(seat["seat"], direction)] = str(hand["description"])
    return found


_SHARE_WORDS: Final = {
    "whole": "the whole pot",
    "failed_pigs": "shared by the failed pigs",
    "no_qualifying_low": "with no qualifying low, shared",
}


def _whole(pot: Mapping[str, Any], share: Mapping[str, Any]) -> bool:
    """The pot's one share is all of it, to the best high or the best low hand, or to the one
    player left: a game of one way (hold'em, razz), not a high-low pot halved or scooped.

    >>> _whole({"amount": 10, "shares": [{"direction": "high", "amount": 10}]},
    ...        {"direction": "high", "amount": 10})
    True
    """
    shares = pot.get("shares") or ()
    return (
        len(shares) == 1
        and share.get("direction") in ("high", "low", "whole")
        and share.get("amount") == pot.get("amount")
    )


def _pot_name(pot: Mapping[str, Any], result: Mapping[str, Any]) -> str:
    """A pot's name as the dealer says it: "The pot" when it is the only one (a "main pot"
    says there are side pots), else its own ("Main pot", "Side pot 1").

    >>> _pot_name({"name": "main pot"}, {"pots": [{}]}), _pot_name({"name": "side pot 1"}, {})
    ('The pot', 'Side pot 1')
    """
    if len(result.get("pots") or ()) == 1 and pot.get("name") == "main pot":
        return "The pot"
    return str(pot["name"]).capitalize()


_ODD_CHIP_REASONS: Final = {
    "pots.odd-chip-position": "the first of them on the dealer's left",
    "pots.odd-chip-suit-all-cards": "the highest card by suit",
    "pots.odd-chip-suit-winning-hand": "the highest card by suit in the winning hand",
}
"""Why a tied share's odd chip went where it did, by the rule the ruling applied."""


def _odd_chip(share: Mapping[str, Any], result: Mapping[str, Any], names: Sequence[str]) -> str:
    """The odd chip of a tied share, whose and why ("; the odd chip to Eve, the first of them
    on the dealer's left"); nothing when the share split evenly.

    >>> rules = {"explanation": [{"id": "pots.odd-chip-position"}]}
    >>> _odd_chip({"odd_chips": [1]}, rules, ["Ann", "Eve"])
    "; the odd chip to Eve, the first of them on the dealer's left"
    >>> _odd_chip({"odd_chips": []}, rules, ["Ann", "Eve"])
    ''
    """
    odd = [seat for seat in share.get("odd_chips") or () if isinstance(seat, int)]
    if not odd:
        return ""
    applied = [str(rule.get("id")) for rule in result.get("explanation") or ()
               if isinstance(rule, Mapping)]  # fmt: skip
    reason = next((_ODD_CHIP_REASONS[rule] for rule in applied if rule in _ODD_CHIP_REASONS), "")
    chip = "the odd chip" if len(odd) == 1 else "an odd chip each"
    return f"; {chip} to {_who(odd, names)}" + (f", {reason}" if reason else "")


def _pot_sentences(
    result: Mapping[str, Any], names: Sequence[str], reasons: Mapping[int, str]
) -> list[str]:
    """Who gets each pot and share; ``reasons``: why a seat won with no hand to rank (an
    Elimination player who lost every card), said once, after the last pot he takes."""
    said = []
    hands = _hands_by_seat(result)
    pots = list(result.get("pots") or ())
    last_won = {
        payout["seat"]: index
        for index, pot in enumerate(pots)
        for share in pot.get("shares") or ()
        for payout in share.get("payouts") or ()
    }
    for index, pot in enumerate(pots):
        for share in pot.get("shares") or ():
            payouts = share.get("payouts") or ()
            paid = ", ".join(
                seat_name(payout["seat"], names)
                + ("" if len(payouts) == 1 else f" {chips(payout['amount'])}")
                for payout in payouts
            )
            held = {hands.get((payout["seat"], share["direction"])) for payout in payouts}
            hand = held.pop() if len(held) == 1 else None
            with_hand = f" with {hand[:1].lower()}{hand[1:]}" if hand else ""
            part = _SHARE_WORDS.get(share["direction"], f"the {share['direction']} share")
            # A pot not split ("the high share" is jargon in hold'em): its winner alone.
            split = "" if _whole(pot, share) else f": {part}, {chips(share['amount'])},"
            # "Side pot 1 of 18" read as the first of eighteen pots: the amount said apart.
            named = f"{_pot_name(pot, result)} ({chips_words(pot['amount'])}){split}"
            if len(payouts) > 1:
                # A tie: said as a split, and whose the odd chip is and why (RR Ties).
                said.append(
                    f"{named} is split: {paid}, tied{with_hand}{_odd_chip(share, result, names)}."
                )
                continue
            said.append(f"{named} goes to {paid or 'nobody'}{with_hand}.")
        # The pot as named above, "the pot" when it is the only one.
        called = "the pot" if _pot_name(pot, result) == "The pot" else f"the {pot['name']}"
        if pot.get("removed"):
            said.append(
                f"{_who(pot['removed'], names)} declared both ways, did not win both, "
                f"and takes no part of {called}."
            )
        if pot.get("carried_over"):
            said.append(f"{chips(pot['carried_over'])} of {called} stays for the next deal.")
        for seat, reason in reasons.items():
            if last_won.get(seat) == index and reason not in said:
                said.append(reason)
    for seat in result.get("seats") or ():
        # Chips put in but never at stake (a bet nobody called, a short all-in's excess, a
        # false opener's callers' bets): the pots leave them out, so the pot said above is
        # less than the pot the table showed; said, or the chips go missing from the words.
        back = seat.get("refunded") if isinstance(seat, Mapping) else None
        if isinstance(back, int) and back > 0:
            said.append(f"{seat_name(seat['seat'], names)} gets {chips(back)} back.")
    for seat in result.get("seats") or ():
        if isinstance(seat, Mapping) and isinstance(seat.get("net"), int):
            net = seat["net"]
            ends = f"ends {chips(net, sign=True)}" if net else "breaks even"
            said.append(f"{seat_name(seat['seat'], names)} {ends}.")
    return said


def _action_words(legal: Mapping[str, Any]) -> str:
    kind = str(legal["type"]).replace("_", " ")
    low, high = legal.get("min_to", 0), legal.get("max_to", 0)
    if kind in ("fold", "check") or not high:
        return kind
    amount = f"to {low}" if low == high else f"to {low} up to {high}"
    return f"{kind} {amount}" + (" (all in)" if legal.get("all_in") else "")


_SEAT_WORD: Final = re.compile(r"\b[Ss]eat (\d+)\b")


def seats_named(sentence: str, names: Sequence[str]) -> str:
    """An API sentence with each ``seat N`` (counted from 0) called as the players call it.

    >>> seats_named("seat 0's high card is the higher hand", ("Ann (seat 1)",))
    "Ann (seat 1)'s high card is the higher hand"
    """
    return _SEAT_WORD.sub(lambda found: seat_name(int(found.group(1)), names), sentence)


def summary(
    answer: Mapping[str, Any], names: Sequence[str], reasons: Mapping[int, str] | None = None
) -> list[str]:
    """The ruling in sentences: who gets what, whose turn and what he may do; ``reasons``:
    why a seat won a pot with no hand to rank, by seat (:func:`_pot_sentences`)."""
    said = [_headline(key, seats_named(str(answer[key]), names)) for key in HEADLINES
            if isinstance(answer.get(key), str)]  # fmt: skip
    if isinstance(answer.get("may_open"), bool):
        said.insert(0, "He may open." if answer["may_open"] else "He may not open.")
    said.extend(_false_openers(answer, names))
    result = answer.get("result")
    result = result if isinstance(result, Mapping) else answer
    said.extend(no_low(result))
    said.extend(_pot_sentences(result, names, reasons or {}))
    said.extend(ranked_sentences(answer, names))
    said.extend(_matching_sentences(answer, names))
    if isinstance(answer.get("phase"), str) and not answer.get("result"):
        street = answer.get("street")
        where = f"{street}, {answer['phase']}" if isinstance(street, str) else answer["phase"]
        said.append(f"Now: {where}. The pot is {chips(answer.get('pot', 0))}.")
    to_act = answer.get("to_act")
    if isinstance(to_act, int) and answer.get("legal"):
        choices = ", ".join(_action_words(legal) for legal in answer["legal"])
        said.append(f"{seat_name(to_act, names)} is to act and may {choices}.")
    elif isinstance(to_act, int):
        said.append(f"{seat_name(to_act, names)} is to act.")
    return [sentence_case(sentence) for sentence in said]


def _false_openers(answer: Mapping[str, Any], names: Sequence[str]) -> list[str]:
    """Jacks or Better's ruling on an opener without openers, first: why his hand is missing
    from the hands ruled, and where his chips go."""
    ruled = answer.get("false_openers")
    if not isinstance(ruled, Mapping) or not isinstance(ruled.get("detail"), str):
        return []
    opener = ruled.get("opener")
    who = seat_name(opener, names) if isinstance(opener, int) else "the opener"
    return [f"{who} opened without openers: {seats_named(ruled['detail'], names)}."]


def _matching_sentences(answer: Mapping[str, Any], names: Sequence[str]) -> list[str]:
    """Old Man's matching (the settlement's and the hand state's, under ``old_man``): each
    part (unless the hand state's result has said the pots), who must match, the next pot."""
    old_man = answer.get("old_man")
    matching = old_man.get("matching") if isinstance(old_man, Mapping) else None
    if not isinstance(matching, Mapping):
        return []
    said: list[str] = []
    parts = () if isinstance(answer.get("result"), Mapping) else matching.get("parts") or ()
    for part in parts:
        paid = ", ".join(
            f"{seat_name(p['seat'], names)} {p['amount']}" for p in part.get("payouts") or ()
        )
        said.append(f"The {part['direction']} part, {part['amount']}: {part['outcome']}"
                    + (f", paid to {paid}." if paid else "."))  # fmt: skip
    matches = matching.get("matches") or []
    transfers = [t for t in matching.get("transfers") or () if isinstance(t, Mapping)]
    for loser in matching.get("losers") or ():
        # Each loser's match, said in chips: his stack falls by it and the next pot holds it;
        # in the last hand he pays the winners instead (the transfers).
        match = matches[loser] if isinstance(loser, int) and loser < len(matches) else None
        who = seat_name(loser, names)
        pays = [
            f"{seat_name(t['payee'], names)} {chips(t['amount'])}"
            for t in transfers
            if t.get("payer") == loser and isinstance(t.get("payee"), int)
        ]
        if pays:
            said.append(f"{who} lost and pays {' and '.join(pays)}.")
        elif isinstance(match, int) and match > 0:
            said.append(f"{who} lost and matches {chips(match)} into the next pot.")
        elif match == 0:
            said.append(f"{who} lost, with nothing left to match.")
        else:
            said.append(f"{who} lost and must match.")
    carry = answer.get("carry")
    if isinstance(carry, Mapping) and isinstance(carry.get("amount"), int):
        said.append(f"The next pot is {carry['amount']}.")
        said += next_antes(carry)
    return said


def next_antes(carry: Mapping[str, Any]) -> list[str]:
    """Whether the next hand antes, where the game says (Old Man: a matched pot is played
    without antes, a pot nobody matched is anted to as any hand).

    >>> next_antes({"carried_pot_matched": True}), next_antes({"amount": 3})
    (['It is matched: the next hand is played without antes.'], [])
    """
    matched = carry.get("carried_pot_matched")
    if matched is True:
        return ["It is matched: the next hand is played without antes."]
    if matched is False:
        return ["Nobody matched it: the next hand antes as usual."]
    return []


def sentence_case(sentence: str) -> str:
    """A sentence as a sentence: a capital first, a stop last.

    >>> sentence_case("seat 2 folded: seat 1 scores 28")
    'Seat 2 folded: seat 1 scores 28.'
    """
    sentence = sentence.strip()
    if not sentence:
        return sentence
    stop = "" if sentence[-1] in ".!?" else "."
    return sentence[:1].upper() + sentence[1:] + stop


def _headline(key: str, text: str) -> str:
    """A one-word field of a ruling as a sentence: ``hand: live`` -> ``The hand is live.``"""
    if " " in text.strip():
        return text
    return f"The {key.replace('_', ' ')} is {text}."


_PLACE: Final = re.compile(r"hands\.(\d+)\.cards\.(\d+)")
"""Where a card is in a request (a wild card's ``at``), as the API writes it."""


def place_words(place: str, names: Sequence[str]) -> str:
    """Where a card is, said as a person says it: the hand by its name, the card counted
    from 1 (``hands.0.cards.3``: "card 4 of Ann").

    >>> place_words("hands.0.cards.3", ("Ann (hand 1)",)), place_words("hands.1.cards.0", ())
    ('card 4 of Ann (hand 1)', 'card 1 of hand 2')
    """
    found = _PLACE.fullmatch(place)
    if found is None:
        return path_words(place)
    hand, card = int(found.group(1)), int(found.group(2))
    who = names[hand] if hand < len(names) else f"hand {hand + 1}"
    return f"card {card + 1} of {who}"


def path_words(path: str) -> str:
    """A field's path in a request as a person says it, counting from 1 as people do:
    ``hands.0.cards.1`` -> ``hand 1, card 2``.

    >>> path_words("hands.0.cards.1")
    'hand 1, card 2'
    >>> path_words("stakes.small_bet")
    'stakes, small bet'
    """
    parts: list[str] = []
    for segment in path.split("."):
        if segment.isdigit() and parts:
            name = parts[-1]
            parts[-1] = f"{name[:-1] if name.endswith('s') else name} {int(segment) + 1}"
        else:
            parts.append(segment.replace("_", " "))
    return ", ".join(parts)
