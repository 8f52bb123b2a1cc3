"""The house rules of disputes: where Robert's Rules of Poker, the Poker TDA rules or a home
game read a point differently, Robert's Rules is the default and the other reading an option."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from service.rules.games.options import HouseRules, option


class MisdealCutoff(StrEnum):
    """When it is too late to declare a misdeal."""

    TWO_ACTED = "two_acted"
    """Robert's Rules: once two players have acted in turn."""
    SUBSTANTIAL_ACTION = "substantial_action"
    """The Poker TDA: two actions of which one puts chips in, or any three."""


class OutOfTurnChanged(StrEnum):
    """What a player who acted out of turn may do when a bet or raise changed the action."""

    LIMITED = "limited"
    """Robert's Rules: a check out of turn may not become a bet or raise, a call not a raise."""
    ALL_OPTIONS = "all_options"
    """The Poker TDA: call, raise or fold."""


class StringRaises(StrEnum):
    """Whether chips brought in over several motions may make a raise."""

    NOT_ALLOWED = "not_allowed"
    ALLOWED = "allowed"


class ShortHandBeforeDraw(StrEnum):
    """A draw hand found short before the draw."""

    DRAW_TO_FIVE = "draw_to_five"
    """Robert's Rules (Dead Hands): at lowball and draw high a hand with too few cards before
    the draw is live; the player draws enough cards to make five."""
    DEAD = "dead"
    """A stricter house's reading: every hand without the proper number of cards is dead."""


@dataclass(frozen=True, kw_only=True)
class DisputeRules(HouseRules):
    """The readings a table may choose for its disputes."""

    misdeal_cutoff: MisdealCutoff = option(
        MisdealCutoff.TWO_ACTED,
        rule="procedure.misdeal-too-late",
        description="When a misdeal can no longer be declared: once two players have acted "
        "(Robert's Rules), or after substantial action (the Poker TDA).",
    )
    out_of_turn_changed: OutOfTurnChanged = option(
        OutOfTurnChanged.LIMITED,
        rule="procedure.out-of-turn-changed",
        description="After a bet or raise changed the action, a player who checked or called "
        "out of turn may call or fold but not raise (Robert's Rules), or has every option "
        "(the Poker TDA).",
    )
    string_raises: StringRaises = option(
        StringRaises.NOT_ALLOWED,
        rule="procedure.string-raise",
        description="Whether chips put in over several motions, without saying raise, can make "
        "a raise.",
    )
    short_hand_before_draw: ShortHandBeforeDraw = option(
        ShortHandBeforeDraw.DRAW_TO_FIVE,
        rule="procedure.short-hand-draws",
        description="A draw or lowball hand found short before the draw, once the action has "
        "started: live, drawing to five (Robert's Rules), or dead (a stricter house).",
    )


DISPUTE_RULES: Final = DisputeRules()
"""Robert's Rules of Poker throughout."""
