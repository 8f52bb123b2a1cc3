"""The play screen's addresses: ``/play/<game>`` sets up a hand (the players, their chips, the
stakes) and then plays it one step at a time, the hand so far kept in the address
(:mod:`service.page.hand_address`), so a link or the back button is the hand as it was; and
``/play``, the next hand as another game (dealer's choice), its setup to finish.

Each request is sent on from here: a setup to make or correct to the setup form
(:mod:`service.page.setup_form`), a rebuy to the next deal, a step taken to the API (accepted,
the hand's new address; refused, said why on the table), anything else to the table itself
(:mod:`service.page.table`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any
from urllib.parse import urlencode

from flask import redirect, render_template, request
from flask.typing import ResponseReturnValue

from service.page import blinds, hand, next_hand, stacks
from service.page.asking import Answer
from service.page.catalogue import catalogue
from service.page.hand_address import (
    ADD,
    CHIPS,
    PLAYED,
    names_of,
    play_link,
    setup_params,
    with_added,
)
from service.page.hand_end import following_deal
from service.page.questions import GAME, Question
from service.page.setup_form import checked_setup, example_setup, setup_page, with_the_rest
from service.page.setup_words import plainer, step_fields, step_refusal
from service.page.state_request import ask_state, shown_as_dealt, state_question
from service.page.state_view import ended as hand_over
from service.page.state_view import paid
from service.page.table import table_page
from service.page.views import page


@page.get("/play/<game_id>")
def play(game_id: str) -> ResponseReturnValue:
    """Set a hand up, then play it: the table, the next step's buttons, take-back beside them."""
    game = catalogue().get(game_id)
    question = state_question(game_id)
    if game is None or question is None:
        return render_template("missing.html", what="game", slug=game_id), 404
    params = setup_params()
    for key in [key for key in params if stacks.is_own(key)]:
        if params[key].strip() in ("", params.get(CHIPS, "").strip()):
            del params[key]  # the same as everyone's: not his own
    if not names_of(params):
        defaults = blinds.as_asked(game, example_setup(question))
        return setup_page(game, question, {**defaults, **params}, {})
    if checked := checked_setup(game, params):
        return setup_page(
            game, question, params, with_the_rest(game, question, params, checked)
        ), 422
    if next_hand.asks_rebuy(request.args):
        return _rebought(game, question, params)
    if request.args.getlist(ADD):
        added, (wrong, wrong_field) = with_added(params)
        added = added if wrong else shown_as_dealt(game, question, params, added)
        answer, unreadable = (None, wrong) if wrong else ask_state(game, question, added)
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
        return table_page(
            game, question, params, (refused, rule), typed, faulted=frozenset(faulted)
        )
    # Cards typed in the address (a take-back's step, as it was sent) fill its fields again.
    return table_page(game, question, params, ("", ""), dict(request.args.items(multi=False)))


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
    defaults = blinds.as_asked(game, example_setup(question))
    return setup_page(game, question, {**defaults, **carried_on}, {})


def _rebought(
    game: Mapping[str, Any], question: Question, params: dict[str, str]
) -> ResponseReturnValue:
    """The rebuy form sent at the end of a hand: the next deal with whoever bought back in in
    his seat again; what is wrong with a rebuy typed, said on the hand as it ended."""
    answer, _ = ask_state(game, question, params)
    if answer is None or answer.is_problem or not hand_over(answer.body):
        return table_page(game, question, params, ("", ""), {})
    out = next_hand.busted(hand.seat_names(answer.body), [p.stack for p in paid(answer.body)])
    given, wrong = next_hand.rebuys(dict(request.args.items(multi=False)), out)
    if wrong:
        typed = dict(request.args.items(multi=False))
        return table_page(game, question, params, (" ".join(wrong), ""), typed)
    following = following_deal(params, answer.body, given)
    if following is None:
        return table_page(game, question, params, ("", ""), {})
    chosen = request.args.get(GAME, "").strip()
    if request.args.get(next_hand.AS_ANOTHER_GAME) and chosen in catalogue():
        # Dealer's choice with rebuys: the new game's setup, whoever bought back in seated.
        carried_on = {GAME: chosen, **next_hand.for_another_game(following)}
        return redirect(f"/play?{urlencode(carried_on)}", code=303)
    return redirect(play_link(str(game["id"]), following), code=303)
