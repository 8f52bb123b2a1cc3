"""A hand of seven-card stud played against the referee through a generated Python client.

The client is generated from openapi.yaml by openapi-python-client (from PyPI, in the test
extra) into a directory on ``PYTHONPATH`` as the package ``referee_client``; the suite does this
in a temporary directory and runs this program against a live service (``REFEREE_URL``). It
deals from a fixed deck, sends the events so far, and answers the first legal next event
(checking and calling when it may) until the hand is over; any refusal, chips that do not add
up, or face-down cards that are not the referee's record of them end it with an error.
"""

from __future__ import annotations

import os
from typing import Any

from referee_client import Client
from referee_client.api.games import seven_card_stud_state
from referee_client.models import NextEvent, SevenCardStudStateRequest, StateResponse
from referee_client.types import Unset

PREFERRED = ["check", "call", "bring_in", "ante", "deal", "community", "show"]
SEATS = [{"name": "Ann", "stack": 100}, {"name": "Bob", "stack": 100}, {"name": "Cy", "stack": 100}]


class Table:
    """The dealing and the events so far."""

    def __init__(self) -> None:
        self.deck = [rank + suit for suit in "cdhs" for rank in "23456789TJQKA"]
        self.events: list[dict[str, Any]] = []
        self.down: list[list[str]] = [[] for _ in SEATS]

    def deal(self, count: int | Unset) -> list[str]:
        taken = 0 if isinstance(count, Unset) else count
        cards, self.deck = self.deck[:taken], self.deck[taken:]
        return cards

    def answer(self, offer: NextEvent) -> dict[str, Any] | None:
        """The event that answers ``offer``, with its exact amount or card count."""
        kind, seat = offer.type_.value, offer.seat
        if kind == "ante":
            return {"type": kind, "seat": seat, "amount": offer.amount}
        if kind == "deal" and seat is not None:
            hole = self.deal(offer.down_count or 0)
            self.down[seat] += hole
            return {"type": kind, "seat": seat, "down": hole, "up": self.deal(offer.up_count or 0)}
        if kind == "community":
            return {"type": kind, "card": self.deal(1)[0]}
        if kind == "bring_in":
            return {"type": kind, "seat": seat, "to": offer.min_to}
        if kind in ("check", "call"):
            return {"type": kind, "seat": seat}
        if kind == "show" and seat is not None:
            return {"type": kind, "seat": seat, "down": self.down[seat]}
        return None


def state(client: Client, table: Table) -> StateResponse:
    body = SevenCardStudStateRequest.from_dict(
        {
            "dealer": 0,
            "stakes": {"ante": 1, "bring_in": 2, "small_bet": 5, "big_bet": 10},
            "seats": SEATS,
            "events": table.events,
        }
    )
    answer = seven_card_stud_state.sync(client=client, body=body)
    if not isinstance(answer, StateResponse):
        raise SystemExit(f"refused: {answer}")
    return answer


def main() -> None:
    client = Client(base_url=os.environ.get("REFEREE_URL", "http://127.0.0.1:8000"))
    table = Table()
    now = state(client, table)
    while now.phase.value != "over":
        if len(table.events) > 200:
            raise SystemExit("the hand did not end")
        offers = sorted(now.next_events, key=lambda o: PREFERRED.index(o.type_.value)
                        if o.type_.value in PREFERRED else len(PREFERRED))  # fmt: skip
        event = next((e for e in map(table.answer, offers) if e is not None), None)
        if event is None:
            raise SystemExit(f"no event answers {now.next_events}")
        table.events.append(event)
        now = state(client, table)
    if now.result is None:
        raise SystemExit("the hand is over without a result")
    nets = [seat.net for seat in now.result.seats]
    if sum(nets) != 0:
        raise SystemExit(f"the chips do not add up: {nets}")
    # The cards dealt each seat face down are the referee's record of them (the TypeScript
    # example once answered every offer and dealt cards it never sent).
    for seat, (dealt, state_seat) in enumerate(zip(table.down, now.seats, strict=True)):
        if dealt != state_seat.down:
            raise SystemExit(f"seat {seat}: dealt {dealt}, the referee has {state_seat.down}")
    print(f"{len(table.events)} events; nets {nets}")


if __name__ == "__main__":
    main()
