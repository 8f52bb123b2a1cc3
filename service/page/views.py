"""The page for people at the table: ``/`` lists the questions, ``/ask/...`` asks one, ``/rules``.

Every answer is a plain GET whose query string is the question (:mod:`service.page.query`), so
the page works without JavaScript, and its address is the link that reproduces the ruling.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, Final
from urllib.parse import urlencode

from flask import Blueprint, Response, redirect, render_template, request
from flask.typing import ResponseReturnValue

from service.page import answer as words
from service.page import disputes, hand, refusals, who_wins
from service.page.amounts import chips
from service.page.asking import Answer
from service.page.catalogue import (
    catalogue,
    choice_words,
    game_names,
    game_order,
    questions,
    value_words,
)
from service.page.offers import card_attributes, game_cards, in_play_without, refused_fields
from service.page.query import (
    LineProblem,
    body_from,
    items_of,
    join,
    params_from,
    short_name,
)
from service.page.questions import GAME, Question
from service.page.repeated_names import repeated_name
from service.page.rule_names import player_words
from service.page.ruling_words import summary
from service.page.schema import FormField, Item, Kind, more_words, refused_here
from service.page.shown_hands import shown_hands
from service.rules.rulebook import RULEBOOK
from service.rules.rulebook.rule import Rule
from service.rules.rulebook.sources import WHERE_TO_FIND

page = Blueprint(
    "page",
    __name__,
    template_folder="templates",
    static_folder="static",
    static_url_path="/page-static",
)

ASK: Final = "ask"
"""The parameter that says the form was sent: without it the page only shows the form."""
ADD: Final = "add"
"""The parameter of a next event chosen on a whole hand: its type and seat (``call 2``)."""
_CSP: Final = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
)
_ROW_INDEX: Final = re.compile(r"^(.*)\.(\d+)(?:\.|$)")
GAME_SUPPLIES: Final = frozenset(
    {"ranking", "high", "low", "qualifier", "wild", "deck", "declare", "odd_chip",
     "failed_pigs", "no_qualifying_low"}
)  # fmt: skip
"""Fields a chosen game supplies (the API refuses them beside ``game``: "the game supplies
it"), so a form with its game chosen does not ask them."""

NO_GAME: Final = "No game: high hands"
"""A game's select left empty: the hands rank as the fields under it say, high by default."""


@page.context_processor
def _helpers() -> dict[str, Any]:
    def has_values(found: Mapping[str, str], path: str) -> bool:
        return any(key.startswith(path + ".") and found[key] for key in found)

    return {
        "card_words": words.card_words,
        "chips": chips,
        "rule_title": lambda rule: RULEBOOK[rule].title if rule in RULEBOOK else "the rule",
        "game_names": game_names(),
        "path_words": words.path_words,
        "field_anchor": field_anchor,
        "short_name": short_name,
        "has_values": has_values,
        "folded": folded,
        "refused_here": refused_here,
        "more_words": more_words,
        "join": join,
        "Kind": Kind,
        "card_attributes": card_attributes,
        "game_cards": game_cards,
        "in_play_without": in_play_without,
        "player_words": player_words,
        "value_words": value_words,
        "choice_words": choice_words,
        "game_order": game_order,
        "no_game": NO_GAME,
        # What a template rendered without a game chosen leaves out: nothing.
        "refused": frozenset(),
        "places": {},
        "form_game": "",
    }


def folded(
    field: FormField, path: str, params: Mapping[str, str], errors: Mapping[str, Any]
) -> bool:
    """A field a first look can do without: not required, left empty, not wrong. Such fields
    wait under "More" so that a form shows first what every question needs."""
    if field.required or short_name(field) in (GAME, "name") or field.item is Item.CARD:
        return False  # what every question needs, who it is for, and the cards on the table
    if field.kind is Kind.LINES or short_name(field) in ("actions", "events"):
        return False  # the hand or round so far: what the question is about
    if short_name(field) in ("dealer", "contributed"):
        return False  # settling: asked first, though a plain "who wins" leaves them empty
    if short_name(field) in ("card_number", "deal_order"):
        return False  # an exposed card: which one it was (stud's, or off the deck) decides
    filled = path in params and params[path] != ""
    inside = any(key.startswith(path + ".") and params[key] for key in params)
    wrong = any(key == path or key.startswith(path + ".") for key in errors)
    return not (filled or inside or wrong)


def field_anchor(question: Question, path: str) -> str:
    """The id of the input a problem's field path points at: a list's item is in its list's
    input (``hands.0.cards.1`` -> ``f-hands-0-cards``)."""
    rows = {field.name for field in question.fields if field.kind is Kind.ROWS}
    lines = {field.name for field in question.fields if field.kind in (Kind.LINES, Kind.LISTS)}
    if path.split(".", 1)[0] in lines:
        return "f-" + path.split(".", 1)[0]  # an event or a list is a line of its text box
    head, _, last = path.rpartition(".")
    if last.isdigit() and head and head not in rows:
        path = head
    return "f-" + path.replace(".", "-")


@page.after_request
def _page_headers(response: Response) -> Response:
    response.headers["Content-Security-Policy"] = _CSP
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers["Referrer-Policy"] = "no-referrer"
    if request.endpoint != "page.static":
        response.headers["Cache-Control"] = "no-store"
    return response


def _params() -> dict[str, str]:
    return dict(request.args.items(multi=False))


def link(question: Question, params: Mapping[str, str]) -> str:
    """The page's address for a question asked with these parameters."""
    shown = {key: value for key, value in params.items() if value != ""}
    return f"/ask/{question.slug}?{urlencode(shown)}" if shown else f"/ask/{question.slug}"


def example_links(question: Question, game: str = "") -> list[tuple[str, str]]:
    """Each worked example as a link that asks it; with a game chosen, only that game's (the
    others would ask without it)."""
    found = []
    for example in question.examples:
        params = params_from(example.body, question.fields)
        if example.game and question.takes_game:
            params[GAME] = example.game
        if game and params.get(GAME, "") != game:
            continue
        found.append((example.title, link(question, {**params, ASK: "1"})))
    return found


RULE_TOPICS: Final = {
    "games": "Playing a hand", "cards": "Cards and decks", "hands": "Hands",
    "high": "High hands", "low": "Low hands", "wild": "Wild cards", "betting": "Betting",
    "pots": "Pots and splits", "showdown": "The showdown", "declare": "Declaring high or low",
    "stud": "Stud games", "holdem": "Hold'em", "omaha": "Omaha", "draw": "Draw games",
    "lowball": "Lowball", "badugi": "Badugi", "jacks": "Jacks or Better",
    "elimination": "Elimination", "old_man": "Old Man", "counterbluff": "Counterbluff",
    "procedure": "Mistakes and disputes at the table", "phh": "Hand histories",
}  # fmt: skip
"""A rule's topic is the first part of its id (``betting.cap``: betting), said in words, in a
player's order: the table's basics, the common games, the home games, the disputes. A test
checks that every topic of the rulebook is here (an id capitalised, "Holdem", is no word)."""


def rule_topics() -> list[tuple[str, str, list[Rule]]]:
    """The rulebook by topic, in a player's order: (anchor, title, rules)."""
    found: dict[str, list[Rule]] = {}
    for rule in RULEBOOK.values():
        found.setdefault(rule.id.split(".", 1)[0], []).append(rule)
    order = list(RULE_TOPICS) + sorted(set(found) - set(RULE_TOPICS))
    return [
        (f"topic-{topic}", RULE_TOPICS.get(topic, topic.replace("_", " ").capitalize()),
         found[topic])
        for topic in order
        if topic in found
    ]  # fmt: skip


@page.get("/rules")
def rules() -> str:
    """Every rule the service applies, by game and by topic, each with its own link, quoted,
    with the public source a player can look up."""
    games = [
        (game, [RULEBOOK[rule] for rule in game.get("rules") or () if rule in RULEBOOK])
        for game in sorted(catalogue().values(), key=lambda game: str(game["name"]))
    ]
    return render_template(
        "rules.html",
        topics=rule_topics(),
        games=games,
        count=len(RULEBOOK),
        documents=list(WHERE_TO_FIND.items()),
    )


def _lines_field(question: Question) -> FormField:
    return next(field for field in question.fields if field.kind is Kind.LINES)


def _added(question: Question, params: dict[str, str]) -> dict[str, str]:
    """The parameters once the chosen next event is written as the hand's last line."""
    events = _lines_field(question)
    line = [params.pop(ADD).strip()]
    for key in [key for key in params if key.startswith(ADD + ".")]:
        text = params.pop(key).strip()
        if text:
            values = ",".join(items_of(text))
            line.append(f"{key.removeprefix(ADD + '.')}={values}")
    before = params.get(events.name, "").rstrip()
    params[events.name] = f"{before}\n{' '.join(line)}".strip()
    params[ASK] = "1"
    return params


def form_game(question: Question, params: Mapping[str, str]) -> str:
    """The game a form is about: the one its question is for (a game's whole hand), or the one
    chosen in it; nothing for none."""
    return question.game or params.get(GAME, "").strip()


def _game_options(game_id: str) -> tuple[set[str] | None, dict[str, str]]:
    """The house rules of the game a form is about, and each one's default; None for all."""
    game = catalogue().get(game_id)
    if game is None:
        return None, {}
    found = game["options"]
    return {str(option["name"]) for option in found}, {
        str(option["name"]): value_words(option.get("default")) for option in found
    }


def _row_counts(params: Mapping[str, str]) -> dict[str, int]:
    """How many rows each list of objects has in the parameters (``seats.2.name``: 3)."""
    counts: dict[str, int] = {}
    for key in params:
        found = _ROW_INDEX.match(key)
        if found:
            prefix, index = found.group(1), int(found.group(2))
            counts[prefix] = max(counts.get(prefix, 0), index + 1)
    return counts


@dataclass(frozen=True, slots=True)
class NextForm:
    """A next event the hand offers, as a small form: its words and what it still needs."""

    who: str
    """The player it is for, or nothing for an event of the table's (a card turned)."""
    button: str
    """What it does, amounts said (``Call 4``)."""
    add: str
    inputs: tuple[tuple[FormField, str, str], ...]  # the field, its value, a hint
    fixed: tuple[tuple[str, str], ...] = ()  # what the event must say but nobody chooses


def _next_forms(question: Question, answer: Answer, names: tuple[str, ...]) -> list[NextForm]:
    variants = _lines_field(question).variants
    forms = []
    for offered in answer.body.get("next_events") or ():
        kind = str(offered["type"])
        seat = offered.get("seat")
        who = "" if seat is None else words.seat_name(int(seat), names)
        inputs = []
        fixed = []
        for field in variants.get(kind, ()):
            name = short_name(field)
            if name == "seat":
                continue
            value, hint = _prefill(field, name, offered)
            if name == "to" and offered.get("min_to") == offered.get("max_to"):
                # A fold, check, call or bring-in: its total is not the player's to choose.
                if field.required:
                    fixed.append((name, value))
                continue
            if field.kind in (Kind.LIST, Kind.CHOICE, Kind.TEXT) or field.required or value:
                inputs.append((field, value, hint))
        add = kind if seat is None else f"{kind} {int(seat) + 1}"  # seats counted from 1
        button = hand.offer_words(offered, answer.body)
        forms.append(NextForm(who, button, add, tuple(inputs), tuple(fixed)))
    return forms


def _prefill(field: FormField, name: str, offered: Mapping[str, Any]) -> tuple[str, str]:
    """The value the offered event already fixes, and a hint of what is still to be given."""
    if name == "to" and "min_to" in offered:
        low, high = offered["min_to"], offered.get("max_to", offered["min_to"])
        return str(low), (f"{low}" if low == high else f"{low} to {high}")
    if name == "amount" and "amount" in offered:
        return str(offered["amount"]), ""
    count = offered.get(f"{name}_count")  # a next event sizes its event's lists
    if field.kind is Kind.LIST and name in ("down", "up") and isinstance(count, int):
        return "", f"{count} card{'s' if count != 1 else ''}"
    return "", ""


@page.get("/ask/<path:slug>")
def ask_question(slug: str) -> ResponseReturnValue:
    """One question: its form, and, once asked, the ruling or the problem in words."""
    question = questions().get(slug)
    if question is None:
        return _moved(slug) or (render_template("missing.html", what="question", slug=slug), 404)
    if question.path == who_wins.SETTLE:
        question = replace(question, fields=who_wins.settle_form(question.fields))
    params = _params()
    back = disputes.hand_link(params.pop(disputes.BACK, ""))  # raised from a hand: back to it
    if ADD in params and question.plays_events:
        return redirect(link(question, _added(question, params)), code=303)
    answer: Answer | None = None
    line_problem: LineProblem | None = None
    body: dict[str, Any] = {}
    plain: who_wins.PlainQuestion | None = None
    if params.pop(ASK, None) is not None:
        try:
            body = body_from(params, question.fields)
            plain = who_wins.plain_question(question.path, body)
            answer = repeated_name(body) or who_wins.ask_plainly(question.path, body, plain)
        except LineProblem as problem:
            line_problem = problem
    names = words.player_names(body)
    errors = refusals.field_errors(question.fields, answer, names)
    ruled = plain.names(names) if plain is not None else names  # a ranking's hands: its seats
    return render_template(
        "ask.html",
        question=question,
        params=params,
        rows=_row_counts(params),
        answer=answer,
        line_problem=line_problem,
        errors=errors,
        places=refusals.places(question.fields, errors, names),
        problem_detail=refusals.problem_detail(answer, names),
        who_wins_only=who_wins.NOTE if plain is not None and answer is not None else "",
        examples=example_links(
            question, params.get(GAME, "").strip() if question.takes_game else ""
        ),
        form_game=form_game(question, params),
        game_options=_game_options(form_game(question, params)),
        supplied=GAME_SUPPLIES if params.get(GAME, "").strip() in catalogue() else frozenset(),
        refused=refused_fields(params.get(GAME, "").strip())
        if question.takes_game
        else frozenset(),
        share=link(question, {**params, ASK: "1"}) if answer is not None else "",
        undo=_undo_link(question, params),
        back=back,
        **_ruling(question, answer, ruled),
    )


def _moved(slug: str) -> ResponseReturnValue | None:
    """Where a question asked for every game at once now is, one a game: a link to
    ``/ask/games/state?game=razz`` (one operation for every game, before each game's hand
    state had its own) goes to ``/ask/games/razz/state``, and without a game to the games."""
    head, _, rest = slug.partition("/")
    per_game = {q.slug.rpartition("/")[2] for q in questions().values() if q.game}
    if head != "games" or rest not in per_game:
        return None
    params = _params()
    game = params.pop(GAME, "").strip()
    if not game:
        return redirect("/", code=301)
    moved = questions().get(f"games/{game}/{rest}")
    if moved is None:
        return render_template("missing.html", what="game", slug=game), 404
    return redirect(link(moved, params), code=301)


def _undo_link(question: Question, params: dict[str, str]) -> str:
    """The hand without its last event, or nothing when there is none to take back."""
    if not question.plays_events:
        return ""
    name = _lines_field(question).name
    lines = params.get(name, "").rstrip().splitlines()
    if not lines:
        return ""
    return link(question, {**params, name: "\n".join(lines[:-1]), ASK: "1"})


def _ruling(question: Question, answer: Answer | None, names: tuple[str, ...]) -> dict[str, Any]:
    """What the page shows of an answer: its sentences, fields, rules and next events."""
    if answer is None or answer.is_problem:
        rule = RULEBOOK.get(str(answer.body.get("rule", ""))) if answer else None
        return {"problem_rule": rule, "headlines": [], "next_steps": [], "ruling": None,
                "rules": [], "next_forms": [], "hands": []}  # fmt: skip
    body = answer.body
    cited = {str(item["id"]): item for item in body.get("explanation", ())}
    return {
        "problem_rule": None,
        "headlines": summary(body, names),
        "next_steps": body.get("next_steps", []),
        "ruling": words.fields(body, names),
        "hands": shown_hands(body, names),
        "rules": list(cited.values()),
        "next_forms": _next_forms(question, answer, names) if question.plays_events else [],
    }
