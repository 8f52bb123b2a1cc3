"""Once a hand is over at the table: who sits out, the next deal's setup (the same game again,
each player with the chips he ended with, whoever bought back in seated again, the deal passed
on), who deals it, and dealer's choice (the next hand as another game, the games it may be).

The rules of dealer's choice and of a rebuy are :mod:`service.page.next_hand`'s; here they meet
the hand's state, for the table to offer.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from service.page import blinds, hand, next_hand, stacks
from service.page.catalogue import catalogue, setup_refused
from service.page.hand_address import PLAYED, dealer_seat, names_of, play_link
from service.page.state_request import state_question
from service.page.state_view import carried, paid
from service.page.state_view import ended as hand_over


def sitting_out(body: Mapping[str, Any]) -> str:
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


def following_deal(
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


def next_hand_link(game_id: str, params: Mapping[str, str], body: Mapping[str, Any]) -> str:
    """The next deal's link, the same game again; nothing when one player has all the chips."""
    following = following_deal(params, body)
    return "" if following is None else play_link(game_id, following)


def next_dealer(params: Mapping[str, str], body: Mapping[str, Any]) -> str:
    """Who deals the next hand, by name, once this one is over (the deal passed to the left,
    or as the game passes it); nothing while the hand goes on or when the game is over."""
    following = following_deal(params, body) if hand_over(body) else None
    if following is None:
        return ""
    names = names_of(following)
    dealer = dealer_seat(following)
    return names[dealer] if 0 <= dealer < len(names) else ""


def dealers_choice(
    game: Mapping[str, Any], params: Mapping[str, str], body: Mapping[str, Any]
) -> tuple[dict[str, str], list[tuple[str, str]]]:
    """Dealer's choice: what the next hand as another game carries (the players, their chips,
    the dealer) and the games it may be; nothing when the game is over. Before the first card
    of a hand (a next deal just opened, a rebuy made), this hand itself may be another game."""
    following = following_deal(params, body) if hand_over(body) else dict(params)
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
