"""The writers of the answers several operations give: a hand shown at a showdown, a settlement,
a legal next event, a family's part of a hand or a seat, a false-openers ruling, the old man's
hand. Each answer is written here once, whichever operation gives it; the response schemas hold
each writer to its contract under ``VERIFY_COMPILED``."""

from __future__ import annotations

from typing import Any, Final

from service.api.contract.explanation import explain
from service.rules.games.draw import DrawPart, DrawSeatPart
from service.rules.games.elimination import EliminationPart, EliminationSeatPart
from service.rules.games.events import EventType, HandPart, NextEvent, SeatPart
from service.rules.games.false_openers import Ruling
from service.rules.games.old_man import GoOrStop, OldManResult
from service.rules.games.points import as_points
from service.rules.pots.showdown import Showdown
from service.rules.ranking import Evaluation


def shown_hand(evaluation: Evaluation | None) -> dict[str, Any] | None:
    if evaluation is None:
        return None
    shown: dict[str, Any] = {
        "best_five": [str(c) for c in evaluation.best_five],
        "category": evaluation.category.value,
        "description": evaluation.description,
        "value": evaluation.value,
    }
    if evaluation.qualifies is not None:
        shown["qualifies"] = evaluation.qualifies
    return shown


def settlement_answer(seats_in: list[dict[str, Any]], result: Showdown) -> dict[str, Any]:
    """The settlement as the API answers it; ``seats_in`` give each seat's name and chips in."""
    settlement = result.settlement
    contributions = [seat["contributed"] for seat in seats_in]
    pots = [
        {
            "name": "main pot" if index == 0 else f"side pot {index}",
            "amount": settled.pot.amount,
            "eligible": list(settled.pot.eligible),
            "shares": [
                {
                    "direction": share.direction,
                    "amount": share.amount,
                    "winners": list(share.winners),
                    "payouts": [{"seat": s, "amount": a} for s, a in share.payouts],
                    "odd_chips": list(share.odd_chips),
                }
                for share in settled.split.shares
            ],
            "carried_over": settled.split.carried_over,
            "removed": list(settled.split.removed),
        }
        for index, settled in enumerate(settlement.pots)
    ]
    seats = []
    for index, seat in enumerate(seats_in):
        out: dict[str, Any] = {"seat": index}
        if "name" in seat:
            out["name"] = seat["name"]
        out |= {
            "contributed": seat["contributed"],
            "won": settlement.won[index],
            "refunded": settlement.refunded[index],
            "net": settlement.net(contributions)[index],
            "high": shown_hand(result.highs[index]),
            "low": shown_hand(result.lows[index]),
        }
        seats.append(out)
    return {
        "pots": pots,
        "seats": seats,
        "carried_over": settlement.carried_over,
        "explanation": explain(result.rules),
    }


def hand_part(part: HandPart | None) -> dict[str, Any]:
    """What the hand has that only its game's family has."""
    if isinstance(part, DrawPart):
        ruling = part.false_openers
        return {
            "opener": part.opener,
            "false_openers": None if ruling is None else false_openers_answer(ruling),
        }
    if isinstance(part, EliminationPart):
        return {"row": [str(c) for c in part.row]}
    if isinstance(part, OldManResult):
        return {"old_man": old_man_answer(part)}
    return {}


def seat_part(part: SeatPart | None) -> dict[str, Any]:
    """What a seat has that only its game's family has."""
    if isinstance(part, DrawSeatPart):
        return {"discards": [str(c) for c in part.discards]}
    if isinstance(part, GoOrStop):
        return {"going": part.going}
    if isinstance(part, EliminationSeatPart):
        high, low = part.high_total, part.low_total
        return {
            "eliminated": [str(c) for c in part.eliminated],
            "high_total": None if high is None else as_points(high),
            "low_total": None if low is None else as_points(low),
        }
    return {}


def false_openers_answer(ruling: Ruling) -> dict[str, Any]:
    """A false-openers ruling as the API answers it."""
    return {
        "case": ruling.case.value,
        "rule": ruling.rule,
        "opener": ruling.opener,
        "returned": list(ruling.returned),
        "forfeited": list(ruling.forfeited),
        "carried_over": ruling.carried_over,
        "pot_plays": ruling.pot_plays,
        "detail": ruling.detail,
    }


def old_man_answer(old_man: OldManResult) -> dict[str, Any]:
    """The old man's hand and the matching as the API answers them."""
    matching = old_man.matching
    return {
        "cards": [str(c) for c in old_man.cards],
        "high": shown_hand(old_man.high),
        "low": shown_hand(old_man.low),
        "matching": None if matching is None else {
            "parts": [
                {
                    "direction": part.direction.value,
                    "amount": part.amount,
                    "whole": part.whole,
                    "outcome": part.outcome.value,
                    "goers": list(part.goers),
                    "winners": list(part.winners),
                    "payouts": [{"seat": s, "amount": a} for s, a in part.payouts],
                    "rule": part.rule,
                }
                for part in matching.parts
            ],
            "failed_both": list(matching.failed_both),
            "losers": list(matching.losers),
            "matches": list(matching.matches),
            "transfers": [
                {"payer": t.payer, "payee": t.payee, "amount": t.amount}
                for t in matching.transfers
            ],
            "next_pot": matching.next_pot,
        },
    }  # fmt: skip


_EVENT_TYPES: Final = {kind: kind.value for kind in EventType}


def next_event(event: NextEvent) -> dict[str, Any]:
    """A legal next event as the API answers it."""
    kind = _EVENT_TYPES[event.type]  # a dict's read: an enum's value is a property's call
    if event.min_to is not None and event.amount is None and not event.down and not event.up:
        # A bet, call or fold with its totals: every legal move of a betting round, asked after
        # each event of a hand an app plays. The same keys, in the order written below.
        out: dict[str, Any] = {"type": kind, "seat": event.seat, "min_to": event.min_to,
                               "max_to": event.max_to, "all_in": event.all_in}  # fmt: skip
        if event.rank is not None:
            out["rank"] = event.rank
        return out
    out = {"type": kind, "seat": event.seat}
    if event.amount is not None:
        out["amount"] = event.amount
    if event.min_to is not None:
        out |= {"min_to": event.min_to, "max_to": event.max_to, "all_in": event.all_in}
    if event.down or event.up:
        out |= {"down": event.down, "up": event.up}
    if event.rank is not None:
        out["rank"] = event.rank
    return out
