"""A ruling in sentences, said first on the page: its own words (``ruling``, ``detail``, a hand's
``description``), who gets each pot and share and with what hand, a tie's odd chip and why, the
chips given back and where each player ends; Jacks or Better's opener without openers; Old Man's
matching and the next pot; and whose turn it is, and what he may do.

The rest of the answer is shown field by field under its name (:mod:`service.page.answer`),
its cards and seats named as these sentences name them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from service.page.amounts import chips, chips_words
from service.page.answer import HEADLINES, names_together, seat_name, seats_named, sentence_case
from service.page.ranked_words import no_low, ranked_sentences


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
    """A pot's name as the dealer says it, and as the bar above it does: "The pot" when it is
    the only one (a "main pot" says there are side pots), "Side pot" when there is one, else
    its own ("Main pot", "Side pot 1").

    >>> _pot_name({"name": "main pot"}, {"pots": [{}]}), _pot_name({"name": "side pot 1"}, {})
    ('The pot', 'Side pot 1')
    >>> _pot_name({"name": "side pot 1"}, {"pots": [{}, {}]})
    'Side pot'
    """
    count, name = len(result.get("pots") or ()), pot.get("name")
    if count == 1 and name == "main pot":
        return "The pot"
    if count == 2 and name == "side pot 1":
        return "Side pot"
    return str(name).capitalize()


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
    return f"; {chip} to {names_together(odd, names)}" + (f", {reason}" if reason else "")


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
        named = _pot_name(pot, result)
        called = "the pot" if named == "The pot" else f"the {named.lower()}"
        if pot.get("removed"):
            said.append(
                f"{names_together(pot['removed'], names)} declared both ways, did not win both, "
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


def _headline(key: str, text: str) -> str:
    """A one-word field of a ruling as a sentence: ``hand: live`` -> ``The hand is live.``"""
    if " " in text.strip():
        return text
    return f"The {key.replace('_', ' ')} is {text}."
