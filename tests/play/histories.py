"""A hand history the service writes, it reads back (PHH spec; RULES.md §7: PHH is how hands
are exchanged): every hand of a game PHH has a variant for, once over, is asked for in PHH
(``Accept: application/x-phh+toml``), and the document sent to ``POST /v1/histories`` gives the
same result, to the chip. A table PHH cannot write (a house rule its variant fixes otherwise)
is refused with a problem naming the rule; nothing the service wrote is refused."""

from __future__ import annotations

from typing import Any, Final

from flask.testing import FlaskClient

from play.driver import Hand
from play.referee import Broken, Referee

PHH: Final = "application/x-phh+toml"


def read_back(referee: Referee, hand: Hand, state: dict[str, Any]) -> None:
    """The finished hand in PHH, read back to the same chips each seat ends with."""
    client = referee.client
    if not isinstance(client, FlaskClient):
        return  # a client that records or replays an app's requests: JSON bodies only
    written = client.post(hand.path, json=hand.body, headers={"Accept": PHH})
    if written.status_code >= 500:
        raise Broken("server", f"{written.status_code} writing the hand in PHH", hand.body)
    if written.status_code != 200:
        problem = written.get_json(silent=True) or {}
        if not str(problem.get("rule", "")).startswith("phh."):
            raise Broken("contract", f"a hand not written in PHH without a PHH rule: {problem}")
        return  # a table PHH has no variant for
    document = written.get_data(as_text=True)
    read = client.post("/v1/histories", data=document, content_type=PHH)
    answer = read.get_json(silent=True) or {}
    if read.status_code != 200:
        raise Broken(
            "offered",
            f"the service's own PHH is refused: {answer}\n{document}",
            hand.body,
            what=f"its own PHH refused: {answer.get('rule')} {answer.get('title')}",
        )
    ends = [seat.get("ends_with") for seat in state["seats"]]
    again = [seat.get("ends_with") for seat in answer["seats"]]
    if again != ends:
        raise Broken("chips", f"its PHH read back ends with {again}, the hand with {ends}")
    hand.counts["histories"] = 1
