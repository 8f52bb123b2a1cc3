"""Evaluation speed: full rulings as the service makes them, beside treys, phevaluator, eval7 and
pokerkit, on the same random hands, all from card strings.

Run with `make bench` (or `.venv/bin/python bench/evaluate.py [hands]`). A measurement, never a
pass/fail: it prints rates (the best of three passes), ratios, and which of the speed goals the
figures meet on this machine. What is timed for us is exactly what the endpoint runs per hand:
the notation table reads each string (as the request loader does) and ``evaluate_hand`` gives
the full ruling (best five, what each card plays as, category, description, value, rules).
Each library gets strings too and turns them into its own cards inside the timing, as a caller
of it would. The endpoint itself is then called in process (the WSGI app gunicorn serves, JSON
in and out) with batches of 14 seven-card hands, in rounds that alternate with phevaluator on
the same hands, each rate the best of its rounds (``endpoint_rates``, which bench/throughput.py
calls for the one-wild-card figure of issue 35).
"""

from __future__ import annotations

import io
import json
import random
import sys
import time
import warnings
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from phevaluator import evaluate_cards
from pokerkit import RegularLowHand, StandardHighHand, StandardLowHand
from treys import Card as TreysCard
from treys import Evaluator

from service.rules.cards import FULL_PACK, PLAYING_NOTATION
from service.rules.ranking import RankingSystem, evaluate_hand, wild_common
from service.rules.ranking.tables import CODES, SCORERS
from service.rules.ranking.wild import WildRule
from service.wsgi import app

with warnings.catch_warnings():
    # eval7 builds its hand-range parser with pyparsing's deprecated names, at import.
    warnings.simplefilter("ignore", DeprecationWarning)
    import eval7

HIGH = RankingSystem.HIGH
LOWS = [s for s in RankingSystem if s != HIGH]
JOKERS_WILD = WildRule()
BATCH = 14
ROUNDS = 6
"""Rounds of the endpoint's measurements, each kind and phevaluator once a round."""


def _rate(
    evaluate: Callable[[Any], object], hands: Sequence[Any], per: int = 1, passes: int = 3
) -> float:
    """Evaluations per second: the best of ``passes`` passes over ``hands`` (``per`` each)."""
    best = float("inf")
    for _ in range(passes):
        start = time.perf_counter()
        for hand in hands:
            evaluate(hand)
        best = min(best, time.perf_counter() - start)
    return len(hands) * per / best


def _report(title: str, rates: dict[str, float]) -> None:
    ours = next(iter(rates.values()))
    print(title)
    for name, rate in rates.items():
        print(f"  {name:44} {rate:12,.0f} /s   ours is {ours / rate:7.2f}x")


def _ruling(system: RankingSystem, wild: WildRule | None = None) -> Callable[[list[str]], object]:
    notation = PLAYING_NOTATION

    def rule(hand: list[str]) -> object:
        return evaluate_hand([notation[t] for t in hand], system, wild=wild)

    return rule


def _libraries(hands: list[list[str]], few: list[list[str]]) -> dict[str, float]:
    treys = Evaluator()
    new = TreysCard.new
    card7 = eval7.Card
    return {
        "treys (strings in)": _rate(
            lambda h: treys.evaluate([new(h[0]), new(h[1])], [new(t) for t in h[2:]]), hands
        ),
        "phevaluator (strings in)": _rate(lambda h: evaluate_cards(*h), hands),
        "eval7 (strings in)": _rate(lambda h: eval7.evaluate([card7(t) for t in h]), hands),
        "pokerkit (strings in)": _rate(lambda h: StandardHighHand.from_game("".join(h)), few),
    }


def _call(body: bytes) -> bytes:
    """One request to the app gunicorn serves, in process."""
    environ = {
        "REQUEST_METHOD": "POST", "PATH_INFO": "/v1/hands/evaluate", "SERVER_NAME": "bench",
        "SERVER_PORT": "80", "SERVER_PROTOCOL": "HTTP/1.1", "wsgi.url_scheme": "http",
        "wsgi.input": io.BytesIO(body), "wsgi.errors": sys.stderr,
        "CONTENT_TYPE": "application/json", "CONTENT_LENGTH": str(len(body)),
    }  # fmt: skip
    status: list[str] = []
    answer = b"".join(app(environ, lambda s, h, e=None: status.append(s)))
    if not status[0].startswith("200"):
        raise RuntimeError(f"{status[0]}: {answer[:300]!r}")
    return answer


def _batches(rng: random.Random, count: int, **fields: Any) -> list[list[list[str]]]:
    """``count`` deals of 14 seven-card hands from two packs."""
    deck = [str(c) for c in FULL_PACK] * 2
    deals = []
    for _ in range(count):
        dealt = rng.sample(deck, BATCH * 7)
        deals.append([dealt[i : i + 7] for i in range(0, BATCH * 7, 7)])
    return deals


def _wild_rank_of(hand: list[str]) -> str:
    """The rank ``hand`` holds fewest of (most often once): wild for that hand alone."""
    ranks = [t[0] for t in hand]
    return min(ranks, key=ranks.count)


HIGH_KIND = "high"
DEUCE_TO_SEVEN_KIND = "deuce_to_seven"
WILD_KIND = "high, one wild card each (its own wild rank)"
KINDS = (HIGH_KIND, DEUCE_TO_SEVEN_KIND, WILD_KIND)
"""The evaluate requests the endpoint is timed with: natural high, deuce-to-seven low, and high
with one wild card a hand."""


class EndpointRates(NamedTuple):
    """The endpoint's hands a second in process, by kind, beside phevaluator on the same hands."""

    rates: dict[str, float]
    """Each kind asked for, the best of its rounds."""
    phevaluator: float
    """phevaluator on the same seven-card hands (strings in), the best of its rounds."""
    wild_first_pass: float
    """The wild-card bodies once more with the remembered stand-ins forgotten: a new server's
    first pass over them."""


def endpoint_rates(
    rng: random.Random, count: int, kinds: Sequence[str] = KINDS, rounds: int = ROUNDS
) -> EndpointRates:
    """``count`` batches of 14 seven-card hands sent to the evaluate endpoint in process (the WSGI
    app gunicorn serves, JSON in and out) as each of ``kinds``, and the same hands to
    phevaluator: each kind and phevaluator one pass a round, ``rounds`` rounds, each rate the
    best of its rounds (wall clock). Then the wild-card bodies once more, as a new server meets
    them."""
    deals = _batches(rng, count)
    flat = [hand for deal in deals for hand in deal]

    def body(deal: list[list[str]], **extra: Any) -> bytes:
        hands = [{"cards": hand} for hand in deal]
        return json.dumps({"deck": {"packs": 2}, "hands": hands, **extra}).encode()

    wild_bodies = []
    for deal in deals:
        hands = [{"cards": h, "wild_ranks": [_wild_rank_of(h)]} for h in deal]
        wild_bodies.append(json.dumps({"deck": {"packs": 2}, "hands": hands}).encode())
    every_kind = {
        HIGH_KIND: lambda: [body(d) for d in deals],
        DEUCE_TO_SEVEN_KIND: lambda: [body(d, ranking="deuce_to_seven") for d in deals],
        WILD_KIND: lambda: wild_bodies,
    }
    kinds_bodies = {kind: every_kind[kind]() for kind in kinds}
    # Each kind and phevaluator measured in turn, round after round, and each rate the best of
    # its rounds: the ratios then compare passes made under the same conditions of the machine.
    rates = dict.fromkeys(kinds_bodies, 0.0)
    phe = 0.0
    for _ in range(rounds):
        for name, bodies in kinds_bodies.items():
            rates[name] = max(rates[name], _rate(_call, bodies, per=BATCH, passes=1))
        phe = max(phe, _rate(lambda h: evaluate_cards(*h), flat, passes=1))
    # The stand-ins of the wild-card rulings are remembered by rank key as they are met
    # (wild_common._KNOWN): the rounds above read them remembered. Once more, as a
    # new server would meet the same hands, each rank key for the first time.
    wild_common._KNOWN.clear()
    start = time.perf_counter()
    for wild_body in wild_bodies:
        _call(wild_body)
    cold = len(wild_bodies) * BATCH / (time.perf_counter() - start)
    return EndpointRates(rates, phe, cold)


def _endpoint(rng: random.Random, count: int) -> None:
    measured = endpoint_rates(rng, count)
    rates, phe, cold = measured.rates, measured.phevaluator, measured.wild_first_pass
    print(f"POST /v1/hands/evaluate in process, {count:,} batches of {BATCH} seven-card hands")
    for name, rate in rates.items():
        print(f"  {name:44} {rate:12,.0f} hands/s   {rate / phe:5.2f}x phevaluator")
    first = "the same, its first pass on a new server"
    print(f"  {first:44} {cold:12,.0f} hands/s   {cold / phe:5.2f}x")
    print(f"  {'phevaluator on the same hands (strings in)':44} {phe:12,.0f} hands/s")
    _GOALS["endpoint, natural high: >= 0.3x phevaluator"] = rates[HIGH_KIND] >= 0.3 * phe
    _GOALS["endpoint, deuce-to-seven: >= 0.3x phevaluator"] = (
        rates[DEUCE_TO_SEVEN_KIND] >= 0.3 * phe
    )
    _GOALS["endpoint, one wild card: >= 0.2x phevaluator"] = rates[WILD_KIND] >= 0.2 * phe


_GOALS: dict[str, bool] = {}


def main(count: int) -> None:
    rng = random.Random(1)
    hands = [[str(c) for c in rng.sample(FULL_PACK, 7)] for _ in range(count)]
    few = hands[: max(count // 100, 300)]  # pokerkit is slow: fewer hands, same kind
    print(f"{count:,} random seven-card hands, the same for all (pokerkit: the first {len(few):,})")

    high = _rate(_ruling(HIGH), hands)
    _report("7-card full ruling, high", {"ours (evaluate_hand)": high, **_libraries(hands, few)})
    lows = {system: _rate(_ruling(system), hands) for system in LOWS}
    pokerkit_low = {
        RankingSystem.ACE_TO_FIVE: RegularLowHand,
        RankingSystem.ACE_TO_SIX: RegularLowHand,  # pokerkit has no ace-to-six
        RankingSystem.DEUCE_TO_SEVEN: StandardLowHand,
    }
    for system, rate in lows.items():
        kind = pokerkit_low[system]
        _report(
            f"7-card full ruling, {system.value} (ours is {rate / high:.2f}x our high)",
            {
                f"ours ({system.value})": rate,
                f"pokerkit {kind.__name__} (strings in)": _rate(
                    lambda h, k=kind: k.from_game("".join(h)), few
                ),
            },
        )
    jokers = {}
    for count_of_jokers in (1, 2):
        with_jokers = [[*hand[: 7 - count_of_jokers], *["Jk"] * count_of_jokers] for hand in hands]
        for system in (HIGH, *LOWS):
            jokers[count_of_jokers, system] = _rate(_ruling(system, JOKERS_WILD), with_jokers)
        _report(
            f"7 cards with {count_of_jokers} joker{'s' * (count_of_jokers > 1)} played wild, "
            "full ruling (the libraries: no wild cards)",
            {
                **{f"ours ({s.value})": jokers[count_of_jokers, s] for s in (HIGH, *LOWS)},
                "phevaluator, natural hands (strings in)": _rate(
                    lambda h: evaluate_cards(*h), hands
                ),
            },
        )
    codes = [[CODES[PLAYING_NOTATION[t]] for t in hand] for hand in hands]
    _report(
        "7-card score alone, from integer codes (the tables under the rulings)",
        {f"ours ({s.value})": _rate(SCORERS[s], codes) for s in RankingSystem},
    )
    _endpoint(rng, max(count // 200, 100))

    _GOALS["natural 7-card full ruling >= 250k/s"] = high >= 250_000
    _GOALS["one or two jokers >= 100k/s (high)"] = min(jokers[1, HIGH], jokers[2, HIGH]) >= 100_000
    _GOALS["every low within 2x of high"] = all(rate * 2 >= high for rate in lows.values())
    print("goals (issue: fast where it is used), on this machine now:")
    for goal, met in sorted(_GOALS.items()):
        print(f"  {'met    ' if met else 'NOT MET'} {goal}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 100_000)
