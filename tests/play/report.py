"""Many hands in a row: each game in turn, a tally per game, and each failure written out with
its seed, game and house rules and the request body that shows it, ready to POST."""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Final

from flask.testing import FlaskClient

from play import blinds
from play.counterbluff import Counterbluff
from play.draw import Draw
from play.driver import INVARIANTS, Family, Hand, play
from play.elimination import Elimination
from play.old_man import OldMan
from play.referee import Broken, Referee
from play.stud import Stud

FAMILIES: Final[dict[str, Family]] = {
    "stud": Stud(),
    "draw": Draw(),
    "elimination": Elimination(),
    "old_man": OldMan(),
    "counterbluff": Counterbluff(),
}
BLINDS: Final = blinds.Blinds()
"""The games dealt with blinds, whatever their family: hold'em and the blind draw games."""
"""Each family of the catalogue and what plays it."""
COUNTS: Final = {
    "all_ins": "all-ins",
    "side_pots": "side pots",
    "histories": "PHH read back",
    "passed_out": "passed out",
    "false_openers": "false openers",
    "lowball_deals": "lowball deals",
    "matches": "matches",
    "lowball_calls": "lowball calls",
    "lost_every_card": "lost every card",
    "side_pot_played_on": "side pot played on",
    "illegal": "illegal refused",
}
"""What the tally counts, and its column."""


@dataclass(frozen=True)
class Failure:
    """A hand that broke an invariant, and the request that shows it."""

    seed: str
    game: str
    invariant: str
    detail: str
    path: str
    body: dict[str, Any]
    what: str
    """A short name for failures of its kind."""

    @property
    def kind(self) -> tuple[str, str, str]:
        """Failures alike: the same game, invariant and short name."""
        return (self.game, self.invariant, self.what)

    def __str__(self) -> str:
        options = json.dumps(self.body.get("options", {}))
        seed, index = self.seed.rsplit("-", 1)
        return (
            f"hand {self.seed} of {self.game} (options {options}) broke {self.invariant}: "
            f"{self.detail}\nplay it again: make soak SEED={seed} FIRST={index} HANDS=1 "
            f"GAMES={self.game}\nPOST {self.path}\n{json.dumps(self.body)}"
        )


@dataclass
class Tally:
    """One game's hands: how many, their events, what happened, what broke."""

    hands: int = 0
    events: int = 0
    longest: int = 0
    """The most events one hand took (a raise war's, say)."""
    counts: Counter[str] = field(default_factory=Counter)
    failures: Counter[str] = field(default_factory=Counter)


def play_one(
    referee: Referee, game: str, seed: str, notes: dict[str, Any] | None = None
) -> tuple[Hand, list[Failure]]:
    """Play the hand of ``seed`` (the same seed plays the same hand); what broke. ``notes``
    tell the families what to do (``{"style": "deep war"}``)."""
    spec = referee.catalogue[game]
    hand = Hand(seed=seed, game=spec, rng=random.Random(seed), notes=dict(notes or {}))
    referee.mismatches = []
    broken = []
    try:
        family = BLINDS if game in blinds.GAMES else FAMILIES[spec["family"]]
        play(referee, family, hand)
    except Broken as stopped:
        broken.append(stopped)
    failures = []
    firsts = {m.what: m for m in reversed(referee.mismatches)}  # the first of each kind
    for one in [*reversed(firsts.values()), *broken]:
        body = one.body if one.body is not None else hand.body
        failures.append(Failure(seed, game, one.invariant, one.detail, hand.path, body, one.what))
    return hand, failures


def run(
    client: FlaskClient,
    seed: int,
    hands: int,
    games: list[str] | None = None,
    *,
    first: int = 0,
    notes: dict[str, Any] | None = None,
    on_failure: Callable[[Failure], None] | None = None,
) -> tuple[dict[str, Tally], list[Failure]]:
    """Play ``hands`` hands, the games in turn; hand ``i`` has the seed ``"<seed>-<i>"``."""
    referee = Referee(client)
    ids = games or list(referee.catalogue)
    tallies = {game: Tally() for game in ids}
    failures = []
    for index in range(first, first + hands):
        game = ids[index % len(ids)]
        hand, broken = play_one(referee, game, f"{seed}-{index}", notes)
        tally = tallies[game]
        tally.hands += 1
        events = hand.events_played + (len(hand.events) if broken else 0)
        tally.events += events
        tally.longest = max(tally.longest, events)
        tally.counts.update(hand.counts)
        for failure in broken:
            tally.failures[failure.invariant] += 1
            failures.append(failure)
            if on_failure:
                on_failure(failure)
    return tallies, failures


def table(tallies: dict[str, Tally]) -> str:
    """The tally as a table: one row per game, and the failures by invariant."""
    columns = ["game", "hands", "events", "longest", *COUNTS.values(), "failures"]
    rows = []
    for game, tally in tallies.items():
        broken = ", ".join(f"{n} {i}" for i in INVARIANTS if (n := tally.failures[i])) or "-"
        rows.append(
            [
                game,
                str(tally.hands),
                str(tally.events),
                str(tally.longest),
                *(str(tally.counts[k]) for k in COUNTS),
                broken,
            ]
        )
    widths = [max(len(r[k]) for r in [columns, *rows]) for k in range(len(columns))]
    lines = [
        "  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)) for row in [columns, *rows]
    ]
    return "\n".join(lines)
