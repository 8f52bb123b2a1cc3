"""Whole-game replay speed in the core: an Old Man hand (S4's first), a whole Counterbluff
game through the pack and the seven-card stud high-low hand the throughput benchmark sends,
replayed from their events, with the same through the Flask app in process (no network). The
stud hand is also played in pokerkit, the reference, after checking that it pays the same.
A measurement, never a pass/fail.

Run with `.venv/bin/python bench/games.py [seconds] [words]`: seconds per row (3 unless given),
in three rounds; each row prints its median round, per item and per second; ``words`` keeps only
the rows whose name holds them (``Pluribus``).

The stud hand is timed in parts, as the endpoint handles it: parsing (the JSON text decoded, loaded
by the endpoint's schema, turned into the core's plan and events by the endpoint's own functions),
the core call (``replay_hand``, all the ruling), the whole hand in one request (a new hand each
time, so replayed from the start), and the hand as an app plays it: 34 requests, one after every
event, each with the hand so far (the replay cache then replays only the new event). Both ways send
bodies written before timing: written once with a placeholder for the seats' name, each hand's name
put in by ``bytes.replace`` (checked once against the body written for that name) before its
requests are timed, so that the caller's JSON writing (about 20 µs a body) is not counted, as in
bench/app_play_instructions.py. Each request to the app is a new hand (its seats named anew),
unless it extends one, and calls the WSGI app gunicorn serves directly, as bench/evaluate.py does.
Then the replay cache under an app's load: how often a request finds its hand, and the memory the
cache holds. Rates are of this process's CPU time (on a shared machine the wall clock counts the
others' work too). The stud hand's stakes are S3's (ante 0.50, bring-in 2, bets 5 and 10) counted
in half-units, as the example states them: every amount is doubled, all integers. Six-handed
no-limit hold'em hands are replayed by the core and played in pokerkit beside it: Pluribus' 336
real hands (``tests/rules/phh_real/pluribus``, one hand a call, in turn), those of them that see a
flop (174) apart, and 20 seeded random hands of 20 events or more.

``app_played()`` is the issue 35 measurement on its own, for other scripts (bench/throughput.py
prints it): the stud hand as an app plays it, as one request, and in pokerkit, timed in turn
round after round, in µs of CPU time a hand, with the ratio of the first two.
"""

from __future__ import annotations

import gc
import io
import itertools
import json
import random
import statistics
import sys
import time
import tracemalloc
import warnings
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, NamedTuple

ROOT = Path(__file__).parents[1]
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "tests" / "rules"))

from counterbluff_games import game  # noqa: E402 - the tests' generator, found above
from hand_notation import core_event, play, request  # noqa: E402
from pluribus import pokerkit_player  # noqa: E402 - beside this file
from pluribus_hands import core_hand, paid, real_hands  # noqa: E402 - the tests' reader
from pokerkit_stud import player  # noqa: E402 - beside this file
from workload import STUD_GAME, STUD_HAND  # noqa: E402

from service.api.contract.games import StateRequestSchema  # noqa: E402
from service.api.contract.states import events_of as _events  # noqa: E402 - the endpoint's own parsing
from service.api.contract.states import plan_of as _plan  # noqa: E402
from service.api.fast.replay_cache import cache_of  # noqa: E402
from service.app import create_app  # noqa: E402
from service.rules.games.catalog import CATALOG  # noqa: E402
from service.rules.games.counterbluff import replay_counterbluff  # noqa: E402
from service.rules.games.counterbluff_rules import CounterbluffRules  # noqa: E402
from service.rules.games.events import Event, EventType, HandState  # noqa: E402
from service.rules.games.options import with_settings  # noqa: E402
from service.rules.games.procedure import replay_hand  # noqa: E402
from service.rules.games.table import Plan, Setup, configure  # noqa: E402
from service.wsgi import app as wsgi_app  # noqa: E402

ROUNDS = 3
JSON = "application/json"
STUD_URL = f"/v1/games/{STUD_GAME}/state"


class Prepared(NamedTuple):
    """Work whose input is made before it is timed: ``run(make())``, only ``run`` counted (the
    bodies an app would write, :func:`_bodies`: their making is the caller's, not the service's)."""

    make: Callable[[], Any]
    run: Callable[[Any], object]


Work = Callable[[], object] | Prepared


def _round(work: Work, seconds: float) -> float:
    """Items per second of this process's CPU time, ``work`` done over and over for ``seconds``
    (of a :class:`Prepared` work, only its ``run`` counted)."""
    clock = time.process_time
    if isinstance(work, Prepared):
        make, run = work
        done, spent = 0, 0.0
        while spent < seconds:
            given = make()
            start = clock()
            run(given)
            spent += clock() - start
            done += 1
        return done / spent
    done, start = 0, clock()
    while clock() - start < seconds:
        work()
        done += 1
    return done / (clock() - start)


def _rate(work: Work, seconds: float) -> float:
    """Items per second of this process's CPU time (on a shared machine the wall clock counts
    the others' work too): the median of ``ROUNDS`` rounds sharing ``seconds``."""
    return statistics.median(_round(work, seconds / ROUNDS) for _ in range(ROUNDS))


def _parse(text: str, schema: StateRequestSchema) -> tuple[Plan, list[Event]]:
    """The request body to the core's values, as the endpoint does it (JSON, schema, plan)."""
    body = schema.load(json.loads(text))
    return _plan(CATALOG[STUD_GAME], body), _events(body)


def _final_stacks(state: HandState) -> list[int]:
    """Each seat's stack once the result is paid: what it kept, won and had back."""
    assert state.result is not None, "the stud hand has no result"
    settled = state.result.settlement
    return [
        seat.stack + won + refunded
        for seat, won, refunded in zip(state.seats, settled.won, settled.refunded, strict=True)
    ]


def _checked_pokerkit() -> Callable[[], Any]:
    """pokerkit playing the stud/8 hand, once checked to pay what the core and the endpoint pay."""
    plan, events = _parse(json.dumps(STUD_HAND), StateRequestSchema())
    ours = _final_stacks(replay_hand(plan, events))
    answer = json.loads(_call(STUD_URL, _renamed(STUD_HAND, "check")))
    assert [s["net"] for s in answer["result"]["seats"]] == [
        after - seat["stack"] for after, seat in zip(ours, STUD_HAND["seats"], strict=True)
    ], "the endpoint and the core settle the stud hand differently"
    # S3 (RULES.md §4): in high-low stud an open pair never allows a big bet, so every bet of
    # the hand is the small bet; pokerkit's fixed limit always doubles from fifth street, so
    # it is given the small bet as its big bet to play the same amounts.
    pokerkit = player(STUD_HAND, big_bet=STUD_HAND["stakes"]["small_bet"])
    theirs = list(pokerkit().stacks)
    assert theirs == ours, f"pokerkit ends with stacks {theirs}, the service pays {ours}"
    return pokerkit


_NAME = "@seat@"
"""Where a hand's name goes in the bodies written before timing (no JSON escaping touches it)."""


def _bodies(lengths: Sequence[int]) -> Callable[[str], list[bytes]]:
    """The stud/8 hand's bodies, one with its first ``length`` events for each of ``lengths``,
    written once with a placeholder for the seats' name; the function returned puts a hand's name
    in by ``bytes.replace``, so that no JSON writing of the caller's (about 20 µs a body) is
    timed. Checked once against the bodies written for a name."""
    written, placeholder = [_renamed(STUD_HAND, _NAME, n) for n in lengths], _NAME.encode()

    def named(name: str) -> list[bytes]:
        return [body.replace(placeholder, name.encode()) for body in written]

    assert named("x1") == [_renamed(STUD_HAND, "x1", n) for n in lengths], "a body differs"
    return named


def _stud_ways() -> tuple[Prepared, Prepared]:
    """The stud/8 hand sent whole (one request) and as an app plays it (a request an event, each
    with the hand so far), each time as a new hand, both from bodies written before timing: a
    hand's bodies are named (:func:`_bodies`) before its requests are timed (the app's 34 names
    put in took about 1% of its time, the one request's 0.3%)."""
    count, hands = len(STUD_HAND["events"]), itertools.count()
    whole_bodies, app_bodies = _bodies([count]), _bodies(range(1, count + 1))

    def sent(bodies: list[bytes]) -> object:
        for body in bodies:
            _call(STUD_URL, body)
        return None

    # A new hand each time: the service has not seen it; as an app, a request an event.
    whole = Prepared(lambda: whole_bodies(f"w{next(hands)}"), sent)
    as_an_app = Prepared(lambda: app_bodies(f"a{next(hands)}"), sent)
    return whole, as_an_app


def _stud_rows() -> list[tuple[str, Work]]:
    """The stud/8 hand: parsing, the core call, the whole request, as an app plays it, and
    pokerkit."""
    text = json.dumps(STUD_HAND)
    schema = StateRequestSchema()
    plan, events = _parse(text, schema)
    pokerkit = _checked_pokerkit()
    whole, as_an_app = _stud_ways()
    return [
        ("stud/8 hand, parse (JSON, schema, plan)", lambda: _parse(text, schema)),
        ("stud/8 hand, core (replay_hand)", lambda: replay_hand(plan, events)),
        (STUD_APP, whole),
        (STUD_AS_AN_APP, as_an_app),
        (STUD_POKERKIT, pokerkit),
    ]  # fmt: skip


class AppPlayed(NamedTuple):
    """The stud/8 hand as an app plays it against one full replay, in µs of CPU time a hand."""

    one_request: float
    """The whole hand in one request, new to the service (replayed from its first event)."""
    app_played: float
    """The 34 requests an app sends, each one event longer (the cache applies the new one)."""
    ratio: float
    """``app_played / one_request``: issue 35 asks for at most 2."""
    pokerkit: float
    """pokerkit playing the same hand, the reference."""


def app_played(seconds: float = 3.0) -> AppPlayed:
    """The stud/8 hand sent to the WSGI app in process as an app plays it and as one request,
    and played in pokerkit: each way a new hand every time, the bodies written before timing.
    The three are timed in turn, ``ROUNDS`` rounds of ``seconds`` / ``ROUNDS`` each, so that a
    shared machine's drift hits them alike; each figure is the median round's, in CPU time of
    this process (``time.process_time``, as ``_rate``: the wall clock would count the others'
    work too). A warm-up hand each way first."""
    ways: dict[str, Work] = dict(zip(("one", "app"), _stud_ways(), strict=True))
    ways["pokerkit"] = _checked_pokerkit()
    rates: dict[str, list[float]] = {way: [] for way in ways}
    for work in ways.values():
        if isinstance(work, Prepared):
            work.run(work.make())
        else:
            work()
    for _ in range(ROUNDS):
        for way, work in ways.items():
            rates[way].append(_round(work, seconds / ROUNDS))
    micros = {way: 1e6 / statistics.median(rounds) for way, rounds in rates.items()}
    return AppPlayed(
        micros["one"], micros["app"], micros["app"] / micros["one"], micros["pokerkit"]
    )


STUD_APP = "stud/8 hand, app (one request, a new hand)"
STUD_AS_AN_APP = f"stud/8 hand as an app plays it ({len(STUD_HAND['events'])} requests)"
STUD_POKERKIT = "stud/8 hand, pokerkit"


_NEW = itertools.count()


def _new(body: dict[str, Any]) -> bytes:
    """``body`` as a new hand: its seats named anew."""
    return _renamed(body, f"n{next(_NEW)}")


def _call(path: str, body: bytes) -> bytes:
    """One request to the app gunicorn serves, in process (as bench/evaluate.py calls it)."""
    environ = {
        "REQUEST_METHOD": "POST", "PATH_INFO": path, "SERVER_NAME": "bench",
        "SERVER_PORT": "80", "SERVER_PROTOCOL": "HTTP/1.1", "wsgi.url_scheme": "http",
        "wsgi.input": io.BytesIO(body), "wsgi.errors": sys.stderr,
        "CONTENT_TYPE": JSON, "CONTENT_LENGTH": str(len(body)),
    }  # fmt: skip
    status: list[str] = []
    answer = b"".join(wsgi_app(environ, lambda s, h, e=None: status.append(s)))
    if not status[0].startswith("200"):
        raise RuntimeError(f"{status[0]}: {answer[:300]!r}")
    return answer


def _renamed(hand: dict[str, Any], name: str, events: int | None = None) -> bytes:
    """The hand's request, its seats named after ``name`` (a hand of its own to the service),
    with its first ``events`` events (all unless given), as the body an app sends."""
    seats = [seat | {"name": f"{name}-{i}"} for i, seat in enumerate(hand["seats"])]
    return json.dumps({**hand, "seats": seats, "events": hand["events"][:events]}).encode()


def _cache_figures() -> None:
    """The replay cache under an app's load, in process: 32 hands at once, each request one
    event longer than its hand's last, sent to either of two workers at random (as gunicorn's
    workers share a port), each worker an app of its own with its cache."""
    workers = [create_app() for _ in range(2)]
    clients = [app.test_client() for app in workers]
    rng, count, in_flight, played = random.Random(35), len(STUD_HAND["events"]), 32, 0
    for round_ in range(4 * count):
        for hand in range(in_flight):
            name = f"h{hand}-{round_ // count}"
            rng.choice(clients).post(
                f"/v1/games/{STUD_GAME}/state",
                data=_renamed(STUD_HAND, name, round_ % count + 1),
                content_type="application/json",
            )
            played += 1
    caches = [cache_of(app) for app in workers]
    hits, misses = sum(c.hits for c in caches), sum(c.misses for c in caches)
    replayed = sum(c.replayed for c in caches)
    print(
        f"replay cache, {played:,} requests of {in_flight} stud/8 hands at once, two workers: "
        f"{hits / (hits + misses):.1%} found their hand, {replayed / played:.2f} events "
        f"replayed a request (a whole hand: {count}); kept {sum(map(len, caches))} hands"
    )
    kept = workers[0]
    cache_of(kept).clear()
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    client = kept.test_client()
    for hand in range(cache_of(kept).entries):
        client.post(f"/v1/games/{STUD_GAME}/state", data=_renamed(STUD_HAND, f"m{hand}"),
                    content_type="application/json")  # fmt: skip
    gc.collect()
    held = tracemalloc.get_traced_memory()[0] - before
    tracemalloc.stop()
    entries = len(cache_of(kept))
    print(
        f"replay cache memory (tracemalloc): {entries} stud/8 hands kept (the default bound) "
        f"hold {held / 2**20:.1f} MB, {held / entries / 1024:.1f} KB each"
    )


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    words = sys.argv[2] if len(sys.argv) > 2 else ""
    cases = json.loads((ROOT / "tests/rules/hands/old_man.json").read_text())["cases"]
    old_man = cases[0]
    events, _ = game(5, packs=2, lowball=True)
    settings = with_settings(CounterbluffRules(), {"packs": 2, "lowball": True})
    core = [core_event(e) for e in events]
    body = {"dealer": 0, "seats": [{}, {}], "options": {"packs": 2, "lowball": True},
            "events": events}  # fmt: skip
    old_man_body = request(old_man)
    rows: list[tuple[str, Work]] = [
        ("old man hand, core", lambda: play(old_man)),
        ("old man hand, app", lambda: _call("/v1/games/old_man/state", _new(old_man_body))),
        (f"counterbluff game ({len(events)} events), core",
         lambda: replay_counterbluff(0, settings, core)),
        ("counterbluff game, app", lambda: _call("/v1/games/counterbluff/state", _new(body))),
    ]  # fmt: skip
    rows += _stud_rows()
    rows += _pluribus_rows()
    rows += _holdem_rows()
    micros = {}
    for name, work in rows:
        if words not in name:
            continue
        rate = _rate(work, seconds)
        micros[name] = 1e6 / rate
        print(f"{name:58s} {micros[name]:9.1f} µs {rate:9.0f} /s")
    if STUD_POKERKIT in micros and STUD_AS_AN_APP in micros and STUD_APP in micros:
        pokerkit = micros[STUD_POKERKIT]
        for name in ("stud/8 hand, core (replay_hand)", STUD_APP, STUD_AS_AN_APP):
            print(f"{name + ' / pokerkit':58s} {micros[name] / pokerkit:9.2f} x")
        played, replayed = micros[STUD_AS_AN_APP], micros["stud/8 hand, core (replay_hand)"]
        print(f"{STUD_AS_AN_APP + ' / one request':58s} {played / micros[STUD_APP]:9.2f} x")
        print(f"{STUD_AS_AN_APP + ' / the core replay':58s} {played / replayed:9.2f} x")
        print("goal (issue 35): a hand as an app plays it at most 2x one full replay, in process:")
        met = played <= 2 * micros[STUD_APP]
        print(f"  {'met    ' if met else 'NOT MET'} {played / micros[STUD_APP]:.2f}x one request")
        _cache_figures()
    ratios = (
        (PLURIBUS_CORE, PLURIBUS_POKERKIT),
        (PLURIBUS_FLOP_CORE, PLURIBUS_FLOP_POKERKIT),
        (HOLDEM_CORE, HOLDEM_POKERKIT),
    )
    for name, reference in ratios:
        if name in micros and reference in micros:
            print(f"{name + ' / pokerkit':58s} {micros[name] / micros[reference]:9.2f} x")


PLURIBUS_CORE = "hold'em Pluribus hand, core (replay_hand)"
PLURIBUS_POKERKIT = "hold'em Pluribus hand, pokerkit"
PLURIBUS_FLOP_CORE = "hold'em Pluribus hand to the flop, core"
PLURIBUS_FLOP_POKERKIT = "hold'em Pluribus hand to the flop, pokerkit"
COMMUNITY = EventType.COMMUNITY
HOLDEM_CORE = "hold'em 6-max no limit, core (replay_hand)"
HOLDEM_POKERKIT = "hold'em 6-max no limit, pokerkit"


def _pluribus_rows() -> list[tuple[str, Callable[[], object]]]:
    """Pluribus' 336 six-handed no-limit hold'em hands, replayed by the core and played in
    pokerkit, each checked to pay the same; the figure is per hand, the hands taken in turn."""
    hands = real_hands("pluribus")
    cores = [core_hand(hand) for hand in hands]
    players = [pokerkit_player(hand.fields) for hand in hands]
    with warnings.catch_warnings():  # pokerkit warns of a named card it would not deal next
        warnings.simplefilter("ignore", UserWarning)
        for hand, (plan, events), pokerkit in zip(hands, cores, players, strict=True):
            ours = paid(replay_hand(plan, events))
            assert list(pokerkit().stacks) == ours, f"pokerkit pays {hand.name} differently"
    flop = [k for k, (_, events) in enumerate(cores) if any(e.type == COMMUNITY for e in events)]
    return [
        *_pair(PLURIBUS_CORE, PLURIBUS_POKERKIT, cores, players),
        *_pair(PLURIBUS_FLOP_CORE, PLURIBUS_FLOP_POKERKIT,
               [cores[k] for k in flop], [players[k] for k in flop]),
    ]  # fmt: skip


def _pair(
    core: str, reference: str, cores: list[tuple[Plan, list[Event]]], players: list[Any]
) -> list[tuple[str, Callable[[], object]]]:
    """A core row and pokerkit's row over the same hands, one hand a call, in turn."""
    ours_next, theirs_next = itertools.cycle(cores), itertools.cycle(players)

    def theirs() -> object:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", UserWarning)
            return next(theirs_next)()

    return [(core, lambda: replay_hand(*next(ours_next))), (reference, theirs)]


def _holdem_rows() -> list[tuple[str, Callable[[], object]]]:
    """Six-handed no-limit hold'em: 20 seeded hands of 20 events or more (blinds 50/100, stacks
    of 100 big blinds), replayed by the core and played in pokerkit, each checked to pay the
    same; the figure is per hand."""
    from blind_walks import Walk  # noqa: PLC0415 - the tests' dealer, found above
    from rules.test_blind_games import _paid, _pokerkit  # noqa: PLC0415 - the tests' pokerkit player

    rng = random.Random(3)
    setup = Setup(stacks=(10_000,) * 6, dealer=5, small_bet=100, blinds=(50, 100),
                  options={"structure": "no_limit", "heads_up_raises": "capped"})  # fmt: skip
    walks: list[Walk] = []
    while len(walks) < 20:
        walk = Walk(plan=configure(CATALOG["texas_holdem"], setup), rng=rng)
        paid = _paid(walk.play())
        if len(walk.events) >= 20:
            assert _pokerkit(walk) == paid, "pokerkit pays the hold'em hand differently"
            walks.append(walk)

    ours, theirs = itertools.cycle(walks), itertools.cycle(walks)  # one hand a call, in turn
    return [
        (HOLDEM_CORE, lambda: replay_hand(*_plan_and_events(next(ours)))),
        (HOLDEM_POKERKIT, lambda: _pokerkit(next(theirs))),
    ]  # fmt: skip


def _plan_and_events(walk: Any) -> tuple[Plan, list[Event]]:
    return walk.plan, walk.events


if __name__ == "__main__":
    main()
