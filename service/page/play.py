"""Game first: the games a player picks from, each game's page, and a hand played at the table.

``/`` lists the games by name; ``/games/<game>`` says what can be asked about one (play a hand,
rank hands, settle a pot, its own rulings), its house rules and its rules; ``/play/<game>`` sets
up a hand (the players, their chips, the stakes) and then plays it one step at a time, the
hand so far kept in the address, so a link or the back button is the hand as it was.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Final
from urllib.parse import urlencode

from flask import redirect, render_template, request
from flask.typing import ResponseReturnValue

from service.page import answer as words
from service.page import (
    blinds,
    declarations,
    dispute_facts,
    disputes,
    draw_history,
    eliminations,
    every_card_lost,
    hand,
    last_step,
    next_hand,
    stacks,
    take_back,
)
from service.page import typed as typed_cards
from service.page.asking import Answer, ask
from service.page.big_bets import stud_big_bet_help
from service.page.catalogue import (
    catalogue,
    changed_rules,
    house_rules,
    questions,
    setup_refused,
)
from service.page.offers import cards_on_table, game_cards
from service.page.query import LineProblem, body_from, items_of, params_from
from service.page.questions import GAME, GROUPS, Question
from service.page.repeated_names import repeated_names
from service.page.schema import FormField, Kind
from service.page.setup_words import (
    CARRIED_FIELDS,
    plainer,
    players_problem,
    setup_problems,
    step_fields,
    step_refusal,
)
from service.page.state_view import carried, paid, shown_state
from service.page.state_view import ended as hand_over
from service.page.step_parts import Button, Input, Step
from service.page.views import page
from service.rules.rulebook import RULEBOOK

PLAYERS: Final = "players"
"""The players' names, in seat order clockwise (``Ann, Bob, Cy``): seat 1 is the first."""
CHIPS: Final = stacks.CHIPS
"""The chips each player starts the hand with, unless he has his own (``chips.2``)."""
EVENTS: Final = "events"
"""The API's field of a hand's events, one per line as the page writes them."""
PLAYED: Final = "played"
"""The play screen's parameter of the hand so far (``events`` in the API's words, which an
older link still uses: read as this)."""
ADD: Final = "add"
TOOK_BACK: Final = "took_back"
"""A take-back's parameter: the lines it took back, for the page it opens to say so. Read
once, never carried on (not a part of the hand)."""


def state_question(game_id: str) -> Question | None:
    """The question that plays a hand of this game, event by event: the game's own hand state
    (each game's takes its own house rules; Counterbluff's its own events), if it has one."""
    question = questions().get(f"games/{game_id}/state")
    return question if question is not None and question.plays_events else None


def _events_field(question: Question) -> FormField:
    return next(field for field in question.fields if field.kind is Kind.LINES)


def game_questions(game_id: str) -> list[tuple[str, str]]:
    """What a player can ask about one game, as (title, address): the game's own rulings, then
    the questions that take a game (rank hands, settle a pot), each with the game chosen."""
    plays = state_question(game_id)
    found = []
    for question in questions().values():
        # The hand itself is played from the game's page ("Play a hand"), not asked as a form.
        if question.game == game_id and question != plays:
            found.append((question.title, f"/ask/{question.slug}"))
    for question in questions().values():
        if question.takes_game:
            found.append((question.title, f"/ask/{question.slug}?{urlencode({GAME: game_id})}"))
    return found


_HEADINGS: Final = {"board": "Hold'em and Omaha"}
"""A family's heading where "<family> games" would mislead (board games are another pastime)."""


def game_families() -> list[tuple[str, list[dict[str, Any]]]]:
    """The games by family (the stud games together), the smaller families first, each
    family's games by name; a family of one game goes with the others under one heading."""
    families: dict[str, list[dict[str, Any]]] = {}
    for game in sorted(catalogue().values(), key=lambda game: str(game["name"])):
        families.setdefault(str(game.get("family", "")), []).append(game)
    # The smaller families first: on a phone the stud family's ten games would push the others
    # screens down.
    shared = sorted(
        ((_HEADINGS.get(family, family.capitalize() + " games"), found)
         for family, found in families.items() if len(found) > 1),
        key=lambda named: (len(named[1]), named[0]),
    )  # fmt: skip
    alone = [found[0] for found in families.values() if len(found) == 1]
    return shared + ([("Other games", alone)] if alone else [])


@page.get("/")
def index() -> str:
    """The games by name first; then the questions any game can meet (disputes, betting)."""
    games = game_families()
    claimed = {question.slug for question in questions().values() if question.game}
    groups = [
        (tag, title, [q for q in questions().values() if q.group == tag and q.slug not in claimed])
        for tag, title in GROUPS
    ]
    return render_template("index.html", games=games, groups=groups)


@page.get("/games/<game_id>")
def game_page(game_id: str) -> ResponseReturnValue:
    """One game: play a hand, its questions, its house rules and its rules."""
    game = catalogue().get(game_id)
    if game is None:
        return render_template("missing.html", what="game", slug=game_id), 404
    rules = [RULEBOOK[rule] for rule in game.get("rules") or () if rule in RULEBOOK]
    return render_template(
        "game.html",
        game=game,
        plays=state_question(game_id) is not None,
        asks=game_questions(game_id),
        house=house_rules(game),
        rules=rules,
    )


@page.get("/games/<game_id>/disputes")
def game_disputes(game_id: str) -> ResponseReturnValue:
    """The disputes at the table, raised from a hand of this game: each asked for its family,
    and the hand's own link to go back to it."""
    game = catalogue().get(game_id)
    if game is None:
        return render_template("missing.html", what="game", slug=game_id), 404
    back = disputes.hand_link(request.args.get(disputes.BACK, ""))
    # What the hand said when the dispute was raised, each form to start with it.
    facts = {name: request.args.get(name, "").strip() for name in disputes.FACTS}
    facts = {name: value for name, value in facts.items() if value}
    found = disputes.dispute_links(questions(), game, back, facts)
    return render_template(
        "disputes.html",
        game=game,
        disputes=found,
        back=back,
        facts=dispute_facts.facts_said(facts) if back else "",
    )


def _example_setup(question: Question) -> dict[str, str]:
    """The stakes and chips of the contract's first example of this game's hand (a worked hand,
    or one as it is dealt), as the form's defaults."""
    for example in question.examples:
        params = params_from(example.body, question.fields)
        found = {key: value for key, value in params.items() if key.startswith("stakes.")}
        stacks = {value for key, value in params.items() if key.endswith(".stack")}
        if len(stacks) == 1:
            found[CHIPS] = stacks.pop()
        return found
    return {}


def names_of(params: Mapping[str, str]) -> list[str]:
    """The players typed on one line: split at commas where there are any, else at spaces.

    >>> names_of({"players": "Ann, Bob Smith, Cy"}), names_of({"players": "Ann Bob"})
    (['Ann', 'Bob Smith', 'Cy'], ['Ann', 'Bob'])
    """
    text = params.get(PLAYERS, "").strip()
    if "," in text:
        return [name.strip() for name in text.split(",") if name.strip()]
    return items_of(text)


_STRUCTURE: Final = "options.structure"
_FIXED_LIMIT: Final = "fixed_limit"
_BIG_BET: Final = "stakes.big_bet"


def _request_params(params: Mapping[str, str], game: Mapping[str, Any]) -> dict[str, str]:
    """The state request's form parameters, the players written as seats and the blinds as
    the API takes them."""
    skipped = (PLAYERS, CHIPS, ADD, PLAYED)
    sent = blinds.as_sent(stacks.without_own(params))
    found = {key: value for key, value in sent.items() if key not in skipped}
    if _structure(params, game) not in (None, _FIXED_LIMIT):
        # The form's big bet is fixed limit's (its help says so): a table that plays pot or
        # no limit has none, so the field is not sent (a player who changed the structure
        # after filling it in is not refused for it).
        found.pop(_BIG_BET, None)
    if params.get(PLAYED):
        found[EVENTS] = params[PLAYED]
    found.setdefault("dealer", "1")  # the first player named deals, as the setup form says
    for index, name in enumerate(names_of(params)):
        found[f"seats.{index}.name"] = name
        if stack := stacks.stack_of(params, index + 1):
            found[f"seats.{index}.stack"] = stack
    return found


def play_link(game_id: str, params: Mapping[str, str]) -> str:
    """The play screen's address for a hand: its setup and its events so far."""
    shown = {key: value for key, value in params.items() if value != ""}
    return f"/play/{game_id}?{urlencode(shown)}"


def _structure(params: Mapping[str, str], game: Mapping[str, Any]) -> str | None:
    """The betting structure the table chose, or the game's own; None for a game of one."""
    chosen = params.get(_STRUCTURE, "").strip()
    if chosen:
        return chosen
    options = game.get("options") or ()
    return next((str(o["default"]) for o in options if o.get("name") == "structure"), None)


def _ask_state(
    game: Mapping[str, Any], question: Question, params: Mapping[str, str]
) -> tuple[Answer | None, str]:
    """The API's answer for the hand so far, or the line the page could not read."""
    try:
        body = body_from(_request_params(params, game), question.fields)
    except LineProblem as problem:
        return None, f"Line {problem.line} of the hand so far: {problem.message}."
    seats, names = body.get("seats") or [], names_of(params)
    if seats and len(names) > len(seats):
        # More players than a form shows rows: each one is sent, for the API to say how many
        # the game takes, never dropped unsaid.
        body["seats"] = [*seats, *({**seats[-1], "name": name} for name in names[len(seats) :])]
    return ask("POST", question.path, body), ""


def _shown_as_dealt(
    game: Mapping[str, Any], question: Question, params: Mapping[str, str], added: dict[str, str]
) -> dict[str, str]:
    """The hand with the ``show`` lines just added laid out as the cards were dealt
    (:func:`typed_cards.in_dealt_order`), each seat's down cards read off the hand before them:
    a player types his cards in any order, as he lays them down."""
    before = params.get(PLAYED, "").rstrip().splitlines()
    lines = added[PLAYED].splitlines()
    new = lines[len(before) :]
    if not any(line.startswith("show ") for line in new):
        return added
    answer, _ = _ask_state(game, question, params)
    if answer is None or answer.is_problem:
        return added
    seats = answer.body.get("seats") or []

    def held(line: str) -> list[str]:
        words = line.split()
        seat = int(words[1]) - 1 if len(words) > 1 and words[1].isdigit() else -1
        found = seats[seat].get("down") if 0 <= seat < len(seats) else None
        return [str(card) for card in found] if isinstance(found, list) else []

    laid = [typed_cards.in_dealt_order(line, held(line)) for line in new]
    return {**added, PLAYED: "\n".join([*before, *laid])}


def _with_added(params: dict[str, str]) -> tuple[dict[str, str], typed_cards.Wrong]:
    """The hand with the pressed button's events added, each ``name=?`` filled from its field;
    or, when a street's face-up cards are too few or too many, what to correct, and where."""
    lines = [line for line in request.args.getlist(ADD) if line.strip()]
    values = dict(request.args.items(multi=False))
    # A known hand's "Draw": as many cards as typed thrown.
    lines, wrong = typed_cards.sized_draws(lines, values, names_of(params))
    typed, spread_wrong = typed_cards.spread(lines, values)
    wrong = wrong if wrong[0] else spread_wrong
    wrong = wrong if wrong[0] else typed_cards.not_typed_as_cards(lines, typed, names_of(params))
    wrong = wrong if wrong[0] else typed_cards.board_count(lines, typed)
    wrong = wrong if wrong[0] else typed_cards.counted_cards(lines, typed, names_of(params))
    wrong = wrong if wrong[0] else typed_cards.shown_cards(lines, typed, names_of(params))
    wrong = wrong if wrong[0] else declarations.unchosen(lines, values, names_of(params))
    filled = [
        each
        for line in lines
        for each in typed_cards.one_card_each(typed_cards.fill_line(line, typed))
    ]
    filled = _shown_so_far(filled)
    before = params.get(PLAYED, "").rstrip()
    return {**params, PLAYED: "\n".join(filter(None, [before, *filled]))}, wrong


def _shown_so_far(lines: list[str]) -> list[str]:
    """The showdown's hands typed so far: a show whose cards were left empty beside another's
    typed is left for later (the hands are shown one at a time at a table), not refused as
    empty; when none was typed, every show stays, for the refusal to say what is missing.

    >>> _shown_so_far(["show 2 down=Kc,Td,3h,2s", "show 3"])
    ['show 2 down=Kc,Td,3h,2s']
    >>> _shown_so_far(["show 2", "show 3"])
    ['show 2', 'show 3']
    """
    shows = [line for line in lines if line.startswith("show ")]
    typed = [line for line in shows if " down=" in line]
    if not typed or len(typed) == len(shows):
        return lines
    return [line for line in lines if not line.startswith("show ") or " down=" in line]


def _setup_params() -> dict[str, str]:
    keep = (PLAYERS, CHIPS, PLAYED, "dealer", blinds.STRADDLE, *stacks.CARRIED)
    found = {
        key: value
        for key, value in request.args.items(multi=False)
        if key in keep or key.startswith(("stakes.", "options.")) or stacks.is_own(key)
    }
    if EVENTS in request.args and PLAYED not in found:
        found[PLAYED] = request.args[EVENTS]  # a link from before the hand was "played"
    return found


@page.get("/play/<game_id>")
def play(game_id: str) -> ResponseReturnValue:
    """Set a hand up, then play it: the table, the next step's buttons, take-back beside them."""
    game = catalogue().get(game_id)
    question = state_question(game_id)
    if game is None or question is None:
        return render_template("missing.html", what="game", slug=game_id), 404
    params = _setup_params()
    for key in [key for key in params if stacks.is_own(key)]:
        if params[key].strip() in ("", params.get(CHIPS, "").strip()):
            del params[key]  # the same as everyone's: not his own
    if not names_of(params):
        defaults = blinds.as_asked(game, _example_setup(question))
        return _setup(game, question, {**defaults, **params}, {})
    if checked := _checked_setup(game, params):
        return _setup(game, question, params, _with_the_rest(game, question, params, checked)), 422
    if next_hand.asks_rebuy(request.args):
        return _rebought(game, question, params)
    if request.args.getlist(ADD):
        added, (wrong, wrong_field) = _with_added(params)
        added = added if wrong else _shown_as_dealt(game, question, params, added)
        answer, unreadable = (None, wrong) if wrong else _ask_state(game, question, added)
        if answer is not None and not answer.is_problem:
            return redirect(play_link(game_id, added), code=303)
        sent = [line for line in added.get(PLAYED, "").splitlines() if line.strip()]
        refused = unreadable or step_refusal(answer, names_of(params), sent)
        rule = str(answer.body.get("rule") or "") if answer is not None and not unreadable else ""
        before = len([line for line in params.get(PLAYED, "").splitlines() if line.strip()])
        # The fields to correct, each marked (a declaration left unmade by two players).
        faulted = set(wrong_field.split()) if wrong_field else step_fields(answer, sent, before)
        if not unreadable and (straddle := _straddle_refused(answer, params)):
            refused, faulted = straddle, {blinds.STRADDLE}
        typed = dict(request.args.items(multi=False))
        # A straddle is typed with the deal: refused with it, it stays typed, not put in.
        params = {key: value for key, value in params.items() if key != blinds.STRADDLE}
        return _table(game, question, params, (refused, rule), typed, faulted=frozenset(faulted))
    # Cards typed in the address (a take-back's step, as it was sent) fill its fields again.
    return _table(game, question, params, ("", ""), dict(request.args.items(multi=False)))


def _checked_setup(game: Mapping[str, Any], params: Mapping[str, str]) -> dict[str, list[str]]:
    """What the page itself finds wrong with a setup, by the form's field: two players of one
    name, too few or too many players, who deals."""
    found: dict[str, list[str]] = {}
    names = names_of(params)
    repeated = repeated_names(names)
    if repeated is not None:
        # The table calls each player by his name ("Ann to act"): two Anns cannot be told apart.
        found["players"] = [repeated[1]]
    elif counted := players_problem(game, names):
        found["players"] = [counted]
    if (dealer := _dealer_problem(params)) is not None:
        found["dealer"] = [dealer]
    return found


def _with_the_rest(
    game: Mapping[str, Any],
    question: Question,
    params: Mapping[str, str],
    checked: Mapping[str, list[str]],
) -> dict[str, list[str]]:
    """The page's own problems with a setup and, before the first card, every other one the
    API finds (chips typed as words, the stakes): all said at once, not one a try. A field the
    page spoke of is said in its words only (the API counts seats from 0)."""
    if params.get(PLAYED, "").strip():
        return dict(checked)
    # A dealer the page refused is left to the first player, for the API to judge the rest.
    sent = {key: value for key, value in params.items() if key != "dealer" or key not in checked}
    answer, _ = _ask_state(game, question, sent)
    found = _setup_refused(game, question, sent, answer) if answer and answer.is_problem else {}
    return {key: said for key, said in found.items() if key not in checked} | dict(checked)


def _stakes(game: Mapping[str, Any], question: Question) -> list[FormField]:
    """The stakes the setup form asks of this game (none it refuses)."""
    stakes = next((field for field in question.fields if field.name == "stakes"), None)
    refused = setup_refused(str(game["id"]), question.path)
    if stakes is None or "stakes" in refused:
        return []
    asked = blinds.setup_fields(
        game, [field for field in stakes.children if field.name not in refused]
    )
    # The contract says when the big bet is bet for every game at once, in its own words.
    stud_help = stud_big_bet_help(game)
    return [
        replace(field, help=stud_help) if stud_help and field.name == _BIG_BET else field
        for field in asked
    ]


def _setup(
    game: Mapping[str, Any],
    question: Question,
    params: Mapping[str, str],
    problems: Mapping[str, list[str]],
) -> str:
    refused = setup_refused(str(game["id"]), question.path)
    names = names_of(params)
    house = house_rules(game)
    stakes = _stakes(game, question)
    return render_template(
        "setup.html",
        game=game,
        params=params,
        stakes=stakes,
        # The stakes its summary says: one sent empty (the form sent again after a refusal)
        # is not given, nor said as "ante ," with nothing after it.
        given=[field for field in stakes if params.get(field.name, "").strip()],
        chips="seats.0.stack" not in refused,
        own=list(zip(names, stacks.own_stacks(params, len(names)), strict=True)),
        own_open=any(stacks.is_own(key) for key in params)
        or any(field.startswith("chips-") for field in problems),
        house=house,
        # A refused house rule waits folded away, far below: named above, its section opened.
        house_refused=[rule.label for rule in house if f"f-options-{rule.name}" in problems],
        problems=problems,
        carried=_carried_fields(params, problems, names),
        dealing=_dealing(params, names),
        structure=_structure(params, game),
    )


def _dealing(params: Mapping[str, str], names: Sequence[str]) -> str:
    """Who deals, as the last hand passed the deal on ("Bob (seat 2)"), for the setup to say
    beside the names; nothing when the first named deals, as a new table's does.

    >>> _dealing({"dealer": "2"}, ["Ann", "Bob"]), _dealing({"dealer": "1"}, ["Ann", "Bob"])
    ('Bob (seat 2)', '')
    """
    said = params.get("dealer", "1").strip()
    seat = int(said) if _SEAT_NUMBER.fullmatch(said) else 1
    if seat == 1 or not 1 <= seat <= len(names):
        return ""
    return f"{names[seat - 1]} (seat {seat})"


@dataclass(frozen=True)
class CarriedField:
    """A field of the setup form's "From the last deal": a number typed, or one of ``choices``
    (its value and what the player reads)."""

    name: str
    label: str
    choices: tuple[tuple[str, str], ...] | None


def _carried_fields(
    params: Mapping[str, str], problems: Mapping[str, list[str]], names: Sequence[str]
) -> list[CarriedField]:
    """The fields of what the last deal left that the address carries (or a problem names):
    who deals is one of the players, counted from 1; whether the pot was matched, yes or no."""
    choices: dict[str, tuple[tuple[str, str], ...]] = {
        "dealer": tuple((str(number), name) for number, name in enumerate(names, start=1)),
        "carried_pot_matched": (("yes", "yes"), ("no", "no")),
    }
    return [
        CarriedField(name, label, choices.get(name))
        for name, label in CARRIED_FIELDS.items()
        if name in params or name in problems
    ]


def _setup_refused(
    game: Mapping[str, Any], question: Question, params: Mapping[str, str], answer: Answer | None
) -> dict[str, list[str]]:
    """Why the setup was refused, by the setup form's field to correct."""
    if answer is None:
        return {}
    errors = dict(answer.body.get("errors") or {})
    own: dict[str, list[str]] = {}
    for path in list(errors):
        seat, _, field = path.removeprefix("seats.").partition(".")
        if seat.isdigit() and field == "stack" and stacks.own_key(int(seat) + 1) in params:
            # A player's own chips are wrong, not everyone's: said beside his field.
            said = errors.pop(path)
            own[f"chips-{int(seat) + 1}"] = [words.sentence_case(plainer(str(m))) for m in said]
    if own and not errors:
        return own
    body = {**answer.body, "errors": errors} if errors else answer.body
    stakes = _stakes(game, question)
    return setup_problems(body, game, names_of(params), stakes, question.fields) | own


def _table(
    game: Mapping[str, Any],
    question: Question,
    params: dict[str, str],
    refusal: tuple[str, str],
    typed: Mapping[str, str],
    *,
    faulted: frozenset[str] = frozenset(),
) -> ResponseReturnValue:
    """The table and its next step; ``refusal``: why the step just taken was refused, and the
    rule it broke (its id), or nothing; ``faulted``: the step's fields the refusal points at,
    marked, and shown even where they are folded away (a down card typed twice)."""
    refused, refused_rule = refusal
    answer, unreadable = _ask_state(game, question, params)
    lines = params.get(PLAYED, "").rstrip().splitlines()
    in_turn = shows_in_turn(game, params)
    taken = take_back.last_step(lines, one_at_a_time=in_turn)
    kept = "\n".join(lines[: len(lines) - taken])
    # The step taken back comes back with the cards it sent typed in (a card to correct).
    again = take_back.typed_again(lines[len(lines) - taken :])
    # The take-back's address carries the lines it takes back, for the page it opens to say
    # what was taken back (the button said it before it was pressed; afterwards, nothing did).
    took = "\n".join(lines[len(lines) - taken :])
    undo = (
        play_link(str(game["id"]), {**params, PLAYED: kept, **again, TOOK_BACK: took})
        if lines
        else ""
    )
    # The step just taken, said, and named on its take-back: a mis-tap is seen at once.
    last = last_step.said(lines, taken, names_of(params), _put_in(game, question, params, kept))
    took_back = _took_back(lines, names_of(params))
    if answer is not None and not answer.is_problem and lines:
        last = _elimination_step(lines[-1], answer.body, names_of(params), last)
    if answer is None or answer.is_problem:
        if not lines:  # the setup itself is refused: back to its form, the problem said
            problems = {"": [unreadable]} if unreadable else {}
            problems |= _setup_refused(game, question, params, answer)
            return _setup(game, question, params, problems), 422
        return render_template(
            "play.html", game=game, params=params, state=None, undo=undo, last=last,
            took_back=took_back,
            house_changed=changed_rules(game, params),
            problem=unreadable or step_refusal(answer, names_of(params)), steps=[], typed=typed,
        ), 422  # fmt: skip
    body = answer.body
    shown = shown_state(body, game.get("plan") or ())
    variants = _events_field(question).variants
    marks = blinds.seat_marks(game, _request_params(params, game), len(body.get("seats") or ()))
    unstraddled = {key: value for key, value in params.items() if key != blinds.STRADDLE}
    straddler = blinds.straddler(
        game, _request_params(unstraddled, game), len(body.get("seats") or ())
    )
    steps = hand.steps(
        body, variants, shown["street"], _dealer(params),
        shows_in_turn=in_turn, cards=game_cards(str(game["id"])),
    )  # fmt: skip
    return render_template(
        "play.html",
        game=game,
        params=params,
        house_changed=changed_rules(game, params),
        marks=marks,
        steps=[
            _with_blinds(step, body, marks, straddler, params.get(blinds.STRADDLE, ""))
            for step in steps
        ],
        dealer=_dealer(params) % max(len(body.get("seats") or ()), 1),
        undo=undo,
        last=last,
        took_back=took_back,
        problem=refused,
        problem_rule=RULEBOOK.get(refused_rule),
        typed=typed,
        faulted=faulted,
        # A folded section holding cards typed (a step taken back, a refused one) is opened.
        filled=frozenset(name for name, value in typed.items() if value.strip()),
        next_hand=_next_hand(str(game["id"]), params, body),
        next_dealer=_next_dealer(params, body),
        another_game=_another_game(game, params, body),
        as_another=next_hand.AS_ANOTHER_GAME,
        rebuys=next_hand.busted(hand.seat_names(body), [p.stack for p in paid(body)])
        if hand_over(body)
        else [],
        sitting_out=_sitting_out(body),
        share=play_link(str(game["id"]), params),
        dispute=f"/games/{game['id']}/disputes?"
        + urlencode(
            {
                disputes.BACK: play_link(str(game["id"]), params),
                **dispute_facts.dispute_facts(body, _structure(params, game), lines),
            }
        ),
        on_table=cards_on_table(body),
        without_own=stacks.without_own(params),
        draws=draw_history.draws_shown(game.get("plan") or (), lines),
        **shown,
    ), (422 if refused else 200)  # the step just taken was refused: the hand is as it was


def _straddle_refused(answer: Answer | None, params: Mapping[str, str]) -> str:
    """A straddle typed with the deal and refused, said as the straddle's problem ("The
    straddle of 1: ... a straddle at least the big blind."), not as the stakes' list of blinds,
    which the player never typed; nothing for another refusal."""
    typed = params.get(blinds.STRADDLE, "").strip()
    if answer is None or not typed:
        return ""
    errors = answer.body.get("errors") or {}
    said = [str(message) for path, found in errors.items()
            if path.startswith("stakes.blinds") for message in found]  # fmt: skip
    if not said:
        return ""
    return f"The straddle of {typed}: " + "; ".join(plainer(m).rstrip(".") for m in said) + "."


def _elimination_step(
    line: str, body: Mapping[str, Any], names: Sequence[str], last: last_step.Said
) -> last_step.Said:
    """Elimination's reveal said as the table sees it: the card turned and the cards it made
    each player throw; and once it (or the discards it called for) took a player's last card,
    the pots that are his and who plays on for the rest: why the betting goes on, or why the
    declaration comes at once. Any other step as it was said."""
    if line.startswith("reveal "):
        said = eliminations.reveal_said(body, names)
        last = last_step.Said(said, "Take back the card turned") if said else last
    lost = (
        every_card_lost.just_lost(body, names) if line.startswith(("reveal ", "discard ")) else ""
    )
    return replace(last, done=f"{last.done} {lost}".strip()) if lost else last


def _took_back(lines: Sequence[str], names: Sequence[str]) -> str:
    """What the take-back that opened this page took back, said once it is done ("Took back
    Cy's fold."), from the lines its address carries (:data:`TOOK_BACK`); nothing otherwise."""
    took = [line for line in request.args.get(TOOK_BACK, "").splitlines() if line.strip()]
    return last_step.said([*lines, *took], len(took), names).taken_back if took else ""


_KNOWN_HANDS_SHOW: Final = "known_hands_show"


def shows_in_turn(game: Mapping[str, Any], params: Mapping[str, str]) -> bool:
    """Whether the table has every hand show or give up in turn at the showdown (the house
    rule known_hands_show, as chosen at the setup, else as the game is usually played)."""
    rule = next((rule for rule in house_rules(game) if rule.name == _KNOWN_HANDS_SHOW), None)
    if rule is None:
        return False
    chosen = params.get(f"options.{rule.name}", "").strip().lower()
    # The setup form sends yes or no; an address may spell it as the API does: true, false.
    chosen = {"true": "yes", "false": "no"}.get(chosen, chosen)
    return (chosen or rule.default) == "yes"


def _put_in(
    game: Mapping[str, Any], question: Question, params: Mapping[str, str], kept: str
) -> int:
    """What the player whose call is the hand's last step had in the round before it (a
    call is said as its button said it, what it adds); 0 for any other step."""
    lines = params.get(PLAYED, "").rstrip().splitlines()
    seat = last_step.calling_seat(lines)
    if seat is None:
        return 0
    before, _ = _ask_state(game, question, {**params, PLAYED: kept})
    seats = before.body.get("seats") or [] if before is not None else []
    found = seats[seat].get("in_round") if 0 <= seat < len(seats) else None
    return found if isinstance(found, int) else 0


def _with_blinds(
    step: Step,
    body: Mapping[str, Any],
    marks: blinds.Marks,
    straddler: int | None = None,
    straddle: str = "",
) -> Step:
    """The first deal of a blind game as it is: the blinds go in, then the cards (the API posts
    them as the first betting round starts, so nothing else on the screen says so); beside the
    deal, the straddle ``straddler`` (a seat) may put in this hand, ``straddle`` if he did."""
    seats = body.get("seats") or ()
    first_deal = step.lines and all(line.startswith("deal ") for line in step.lines)
    if not first_deal or any(seat.get("down") or seat.get("in_round") for seat in seats):
        return step
    stacks = [seat.get("stack") if isinstance(seat.get("stack"), int) else None for seat in seats]
    posting = blinds.posting_words(marks, hand.seat_names(body), stacks)
    if not posting:
        return step
    street = str(body.get("street") or "")
    title = f"{street.capitalize()}: the blinds and the deal" if street else "The deal"
    button = Button("Post the blinds and deal", "")
    inputs = step.inputs
    note = f"{posting}; then the cards are dealt."
    if straddler is not None and 0 <= straddler < len(seats):
        # A straddle is voluntary, one hand at a time: offered with the deal, never a stake.
        who = hand.seat_names(body)[straddler]
        label = f"Straddle by {who} (optional)"
        inputs = (Input(blinds.STRADDLE, label, "number", value=straddle), *inputs)
        if not straddle:
            note += f" {who} may straddle, for this hand only: at least the big blind."
    return replace(step, title=title, note=note, buttons=(button,), inputs=inputs)


_SEAT_NUMBER: Final = re.compile("[0-9]{1,3}")
"""A seat's number as typed: ASCII digits, few ("²" is a digit to ``str.isdigit``)."""


def _dealer_problem(params: Mapping[str, str]) -> str | None:
    """What is wrong with who deals, as the page counts the players (from 1), if anything: the
    API counts seats from 0, and its words would name numbers the player never typed.

    >>> _dealer_problem({"players": "Ann, Bob, Cy", "dealer": "4"})
    'Choose who deals: one of the 3 players, 1 to 3.'
    >>> _dealer_problem({"players": "Ann, Bob", "dealer": "2"})
    >>> _dealer_problem({"players": "Ann, Bob", "dealer": "\u00b2"})
    'Choose who deals: one of the 2 players, 1 to 2.'
    """
    said = params.get("dealer")
    count = len(names_of(params))
    if said is None or (_SEAT_NUMBER.fullmatch(said.strip()) and 1 <= int(said) <= count):
        return None
    return f"Choose who deals: one of the {count} players, 1 to {count}."


def _dealer(params: Mapping[str, str]) -> int:
    """The dealer's seat as the API counts it (the form says it from 1; the first by default)."""
    said = params.get("dealer", "1").strip()
    return int(said) - 1 if said.isdigit() else 0


def _sitting_out(body: Mapping[str, Any]) -> str:
    """Once the hand is over, who has no chips left and so is not dealt the next hand, said
    (the next deal's link leaves them out): "Dee has no chips left and sits out the next
    hand"; nothing while the hand goes on, or when everyone has chips."""
    if not hand_over(body):
        return ""
    out = [player.name for player in paid(body) if player.stack == 0]
    if not out:
        return ""
    names = out[0] if len(out) == 1 else ", ".join(out[:-1]) + " and " + out[-1]
    has, sits = ("has", "sits") if len(out) == 1 else ("have", "sit")
    return f"{names} {has} no chips left and {sits} out the next hand."


def _following(
    params: Mapping[str, str], body: Mapping[str, Any], given: Mapping[int, int] | None = None
) -> dict[str, str] | None:
    """The next deal's setup: the players who still have chips (or bought back in, ``given``
    by seat from 1), each with what he ended with, the same stakes but a straddle, the deal
    passed to the left (or as the rules pass it when nobody opened, the pot carried); None when
    one player has all the chips."""
    ended = next_hand.with_rebuys([player.stack for player in paid(body)], given or {})
    return stacks.next_deal(
        blinds.without_straddles({key: value for key, value in params.items() if key != PLAYED}),
        hand.seat_names(body),
        ended,
        carried(body),
    )


def _next_hand(game_id: str, params: Mapping[str, str], body: Mapping[str, Any]) -> str:
    """The next deal's link, the same game again; nothing when one player has all the chips."""
    following = _following(params, body)
    return "" if following is None else play_link(game_id, following)


def _next_dealer(params: Mapping[str, str], body: Mapping[str, Any]) -> str:
    """Who deals the next hand, by name, once this one is over (the deal passed to the left,
    or as the game passes it); nothing while the hand goes on or when the game is over."""
    following = _following(params, body) if hand_over(body) else None
    if following is None:
        return ""
    names = names_of(following)
    dealer = _dealer(following)
    return names[dealer] if 0 <= dealer < len(names) else ""


def _another_game(
    game: Mapping[str, Any], params: Mapping[str, str], body: Mapping[str, Any]
) -> tuple[dict[str, str], list[tuple[str, str]]]:
    """Dealer's choice: what the next hand as another game carries (the players, their chips,
    the dealer) and the games it may be; nothing when the game is over. Before the first card
    of a hand (a next deal just opened, a rebuy made), this hand itself may be another game."""
    following = _following(params, body) if hand_over(body) else dict(params)
    if following is None or (not hand_over(body) and params.get(PLAYED)):
        return {}, []
    count = len(names_of(following))
    with_chips = any(player.stack is not None for player in paid(body))
    games = [
        {**other, "chips": _plays_for_chips(str(other["id"]))}
        for other in catalogue().values()
        if state_question(str(other["id"])) is not None
    ]
    return next_hand.for_another_game(following), next_hand.other_games(
        games, str(game["id"]), count, with_chips
    )


def _plays_for_chips(game_id: str) -> bool:
    question = state_question(game_id)
    return question is not None and "seats.0.stack" not in setup_refused(game_id, question.path)


@page.get("/play")
def another_game() -> ResponseReturnValue:
    """The setup of a hand of the game chosen (dealer's choice), the players, their chips and
    the dealer as the last hand left them: only the game's own stakes and rules to say."""
    game_id = request.args.get(GAME, "").strip()
    game = catalogue().get(game_id)
    question = state_question(game_id)
    if game is None or question is None:
        return render_template("missing.html", what="game", slug=game_id), 404
    carried_on = next_hand.for_another_game(dict(request.args.items(multi=False)))
    defaults = blinds.as_asked(game, _example_setup(question))
    return _setup(game, question, {**defaults, **carried_on}, {})


def _rebought(
    game: Mapping[str, Any], question: Question, params: dict[str, str]
) -> ResponseReturnValue:
    """The rebuy form sent at the end of a hand: the next deal with whoever bought back in in
    his seat again; what is wrong with a rebuy typed, said on the hand as it ended."""
    answer, _ = _ask_state(game, question, params)
    if answer is None or answer.is_problem or not hand_over(answer.body):
        return _table(game, question, params, ("", ""), {})
    out = next_hand.busted(hand.seat_names(answer.body), [p.stack for p in paid(answer.body)])
    given, wrong = next_hand.rebuys(dict(request.args.items(multi=False)), out)
    if wrong:
        typed = dict(request.args.items(multi=False))
        return _table(game, question, params, (" ".join(wrong), ""), typed)
    following = _following(params, answer.body, given)
    if following is None:
        return _table(game, question, params, ("", ""), {})
    chosen = request.args.get(GAME, "").strip()
    if request.args.get(next_hand.AS_ANOTHER_GAME) and chosen in catalogue():
        # Dealer's choice with rebuys: the new game's setup, whoever bought back in seated.
        carried_on = {GAME: chosen, **next_hand.for_another_game(following)}
        return redirect(f"/play?{urlencode(carried_on)}", code=303)
    return redirect(play_link(str(game["id"]), following), code=303)
