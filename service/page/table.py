"""The table: a hand as it stands and its next step (the buttons, take-back beside them), the
last step said and named on its take-back, so a mis-tap is seen at once.

The API's state of the hand so far fills the play screen's template (``play.html``) here: the
seats and the street, a blind game's first deal with its blinds, Elimination's reveal as the
table sees it, the link to raise a dispute. What the table offers once the hand is over is
:mod:`service.page.hand_end`'s.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, Final
from urllib.parse import urlencode

from flask import render_template, request
from flask.typing import ResponseReturnValue

from service.page import (
    blinds,
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
from service.page.catalogue import changed_rules, house_rules
from service.page.hand_address import (
    PLAYED,
    TOOK_BACK,
    dealer_seat,
    names_of,
    play_link,
    structure,
)
from service.page.hand_end import dealers_choice, next_dealer, next_hand_link, sitting_out
from service.page.offers import cards_on_table, game_cards
from service.page.questions import Question
from service.page.schema import FormField, Kind
from service.page.setup_form import setup_page, setup_refusal
from service.page.setup_words import step_refusal
from service.page.state_request import ask_state, request_params
from service.page.state_view import ended as hand_over
from service.page.state_view import paid, shown_state
from service.page.step_parts import Button, Input, Step
from service.rules.rulebook import RULEBOOK


def table_page(
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
    answer, unreadable = ask_state(game, question, params)
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
            problems |= setup_refusal(game, question, params, answer)
            return setup_page(game, question, params, problems), 422
        return render_template(
            "play.html", game=game, params=params, state=None, undo=undo, last=last,
            took_back=took_back,
            house_changed=changed_rules(game, params),
            problem=unreadable or step_refusal(answer, names_of(params)), steps=[], typed=typed,
        ), 422  # fmt: skip
    body = answer.body
    shown = shown_state(body, game.get("plan") or ())
    variants = _events_field(question).variants
    marks = blinds.seat_marks(game, request_params(params, game), len(body.get("seats") or ()))
    unstraddled = {key: value for key, value in params.items() if key != blinds.STRADDLE}
    straddler = blinds.straddler(
        game, request_params(unstraddled, game), len(body.get("seats") or ())
    )
    steps = hand.steps(
        body, variants, shown["street"], dealer_seat(params),
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
        dealer=dealer_seat(params) % max(len(body.get("seats") or ()), 1),
        undo=undo,
        last=last,
        took_back=took_back,
        problem=refused,
        problem_rule=RULEBOOK.get(refused_rule),
        typed=typed,
        faulted=faulted,
        # A folded section holding cards typed (a step taken back, a refused one) is opened.
        filled=frozenset(name for name, value in typed.items() if value.strip()),
        next_hand=next_hand_link(str(game["id"]), params, body),
        next_dealer=next_dealer(params, body),
        another_game=dealers_choice(game, params, body),
        as_another=next_hand.AS_ANOTHER_GAME,
        rebuys=next_hand.busted(hand.seat_names(body), [p.stack for p in paid(body)])
        if hand_over(body)
        else [],
        sitting_out=sitting_out(body),
        share=play_link(str(game["id"]), params),
        dispute=f"/games/{game['id']}/disputes?"
        + urlencode(
            {
                disputes.BACK: play_link(str(game["id"]), params),
                **dispute_facts.dispute_facts(body, structure(params, game), lines),
            }
        ),
        on_table=cards_on_table(body),
        without_own=stacks.without_own(params),
        draws=draw_history.draws_shown(game.get("plan") or (), lines),
        **shown,
    ), (422 if refused else 200)  # the step just taken was refused: the hand is as it was


def _events_field(question: Question) -> FormField:
    return next(field for field in question.fields if field.kind is Kind.LINES)


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
    before, _ = ask_state(game, question, {**params, PLAYED: kept})
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
