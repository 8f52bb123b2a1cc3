"""A worker's memory under sustained random load: how far its caches grow, and where they stop.

Run with ``.venv/bin/python bench/memory.py [requests] [seed]`` (20,000 and 1 unless given).
Sends random ``/v1/hands/evaluate`` requests in process, as a worker would serve them: every
ranking system, one or two packs, up to four jokers (wild or the bug), wild ranks, wild cards
that may not duplicate, a low half. Prints the process's RSS every 5,000 requests beside the size
of each cache under ``service/rules/ranking``. A measurement, not a test; ``bench/startup.py``
gives a worker's memory once ready and after a few hundred requests.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

from service.app import create_app
from service.rules.ranking import describe, five, flush_fill, wild

RANKS = list("23456789TJQKA")
PACK = [rank + suit for rank in RANKS for suit in "cdhs"]
SYSTEMS = ["high", "ace_to_five", "ace_to_six", "deuce_to_seven"]
CACHES = {
    "fives": five._score_sorted,  # private caches: measured here, not used
    "scores unpacked": five.unpacked,
    "descriptions": describe._described,
    "rank multisets": wild._rank_value,
    "wild flushes": flush_fill.best_flush_of_suit,
    "completion tables": wild._completions,
}


def _rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def _request(rng: random.Random) -> dict[str, Any]:
    packs, jokers = rng.choice([1, 2]), rng.choice([0, 0, 1, 2, 4])
    deck = PACK * packs + ["Jk"] * jokers
    rng.shuffle(deck)
    size, hands = rng.choice([5, 6, 7, 8, 9]), rng.randint(2, 6)
    wild_rule: dict[str, Any] = {}
    if rng.random() < 0.6:
        wild_rule["ranks"] = rng.sample(RANKS, rng.randint(1, 3))
    if jokers:
        wild_rule["jokers"] = rng.choice(["wild", "bug"])
    if rng.random() < 0.3:
        wild_rule["may_duplicate"] = False
    body: dict[str, Any] = {
        "deck": {"packs": packs, "jokers": jokers},
        "ranking": rng.choice(SYSTEMS),
        "hands": [{"cards": deck[k * size : (k + 1) * size]} for k in range(hands)],
    }
    if wild_rule:
        body["wild"] = wild_rule
    if rng.random() < 0.3:
        body["low"] = {"ranking": rng.choice(SYSTEMS[1:]), "qualifier": 8}
    return body


def main(requests: int = 20_000, seed: int = 1) -> None:
    client = create_app({"TESTING": True}).test_client()
    rng = random.Random(seed)
    print(f"{requests:,} random evaluate requests, seed {seed}; RSS once the app is made "
          f"{_rss_mb():.1f} MB")  # fmt: skip
    for done in range(1, requests + 1):
        client.post("/v1/hands/evaluate", json=_request(rng))
        if done % 5000 == 0 or done == requests:
            sizes = ", ".join(f"{n} {c.cache_info().currsize:,}" for n, c in CACHES.items())
            print(f"  {done:>7,} requests: RSS {_rss_mb():6.1f} MB; cached: {sizes}")


if __name__ == "__main__":
    numbers = [int(a) for a in sys.argv[1:3]]
    main(*numbers)
