"""Jacks or Better: what happens when the opener did not hold openers (RULES.md §2; S1).

S1's six cases are the rule of record:

a. the opener is in the showdown: his hand is dead; the one other player takes the pot, or the
   best hand among several;
b. the opener bet and nobody called: his bet is forfeit and stays in the pot for the next deal;
c. others called and later folded, leaving only the opener: each bet goes back to the player
   who made it, except the opener's, which stay in the pot with the antes for the next deal;
d. the opener admits it in the first round, before the bets are equalised: the others take
   back their chips, and the players in turn from his left may open if qualified;
e. if one of them opens, the false opener may stay in only with new chips; his earlier chips
   stay in the pot, forfeit;
f. if nobody opens, the deal passes and the false opener's chips stay in the pot.

Under option ``false_openers = rr`` case d is Robert's Rules' reading instead: the pot plays.
The false opener's hand is dead and his chips stay in; nobody takes chips back, and the players
who have not yet acted call, raise or fold against the bet as it stands.

No case creates or loses a chip (RULES.md §2): when the deal passes, every chip in the pot is
either returned to its owner or carried to the next deal, the chips already carried from earlier
deals included; while the pot still plays, nothing is carried.

>>> seats = [SeatChips(antes=5, bets=7), SeatChips(bets=7, folded=True), SeatChips(folded=True)]
>>> ruling = rule_on(seats, 0, Found.SHOWDOWN, carried=10)
>>> ruling.case.value, ruling.returned, ruling.carried_over
('c', (0, 7, 0), 22)

This module rules on chips only; the pot engine settles case a.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from service.rules.errors import RuleViolation


class FalseOpenersRule(StrEnum):
    """Whose reading of case d applies (option ``false_openers``)."""

    S1 = "s1"
    RR = "rr"


class Found(StrEnum):
    """When the false openers came to light."""

    SHOWDOWN = "showdown"
    """At the end of the hand, when the opener showed (or failed to show) his openers."""
    FIRST_ROUND = "first_round"
    """The opener admitted it during the first betting round, before the bets were equalised."""


class Case(StrEnum):
    """The cases of RULES.md §2, by their letter."""

    DEAD_HAND = "a"
    UNCALLED = "b"
    CALLERS_FOLDED = "c"
    ADMITTED = "d"
    REOPENED = "e"
    NOBODY_OPENS = "f"


CASE_RULES = {
    Case.DEAD_HAND: "jacks.false-openers-dead-hand",
    Case.UNCALLED: "jacks.false-openers-uncalled",
    Case.CALLERS_FOLDED: "jacks.false-openers-callers-folded",
    Case.ADMITTED: "jacks.false-openers-admitted",
    Case.REOPENED: "jacks.false-openers-reopened",
    Case.NOBODY_OPENS: "jacks.false-openers-nobody-opens",
}


@dataclass(frozen=True, kw_only=True, slots=True)
class SeatChips:
    """One seat's chips in the pot when the false openers came to light."""

    antes: int = 0
    bets: int = 0
    """Every chip put in by betting (bets, calls, raises), antes apart."""
    folded: bool = False


@dataclass(frozen=True, kw_only=True, slots=True)
class Ruling:
    """What each seat gets back and leaves in the pot, and where the pot goes."""

    opener: int
    """The false opener."""
    case: Case
    rule: str
    returned: tuple[int, ...]
    """Chips each seat takes back now."""
    forfeited: tuple[int, ...]
    """Chips each seat leaves in the pot and can no longer count as his (dead money)."""
    carried_over: int
    """Chips left in the pot for the next deal: every chip in it that is not returned, the chips
    carried from earlier deals included; 0 while the pot still plays."""
    pot_plays: bool
    """The pot is still played for this deal: by a showdown among the others (case a), by the
    players who may open from the false opener's left (case d), or by the betting as it stands
    (the RR reading)."""
    detail: str


def rule_on(
    seats: Sequence[SeatChips],
    opener: int,
    found: Found,
    *,
    reading: FalseOpenersRule = FalseOpenersRule.S1,
    reopened_by: int | None = None,
    reopening_decided: bool = False,
    carried: int = 0,
) -> Ruling:
    """The ruling for a false opener at ``opener``.

    ``reopening_decided`` with ``reopened_by`` says how case d ended: a seat opened (case e) or
    nobody did (``None``: case f). ``carried`` chips are in the pot already and nobody's: carried
    from earlier deals, or forfeited by an earlier false opener of this deal.
    """
    _check(seats, opener, found, reopened_by)
    if found == Found.SHOWDOWN:
        ruling = _at_the_end(seats, opener, carried)
    elif reading == FalseOpenersRule.RR:
        ruling = _rr(seats, opener)
    else:
        ruling = _admitted(
            seats, opener, reopened_by=reopened_by, decided=reopening_decided, carried=carried
        )
    # No chip created or lost (RULES.md §2): what passes is every chip not returned.
    in_pot = sum(s.antes + s.bets for s in seats) + carried
    assert ruling.pot_plays or sum(ruling.returned) + ruling.carried_over == in_pot
    assert not ruling.pot_plays or ruling.carried_over == 0
    return ruling


def _check(
    seats: Sequence[SeatChips],
    opener: int,
    found: Found,
    reopened_by: int | None,
) -> None:
    if not 0 <= opener < len(seats):
        raise RuleViolation(
            "jacks.false-openers-dead-hand",
            f"the opener must be one of the {len(seats)} seats",
            at=(("opener",),),
        )
    if found == Found.FIRST_ROUND and seats[opener].folded:
        raise RuleViolation(
            "jacks.false-openers-admitted",
            f"seat {opener} has folded: only an opener still in the hand owns up to false openers",
            at=(("seats", opener, "folded"),),
        )
    if found == Found.SHOWDOWN and all(s.folded for s in seats):
        raise RuleViolation(
            "jacks.false-openers-dead-hand",
            "somebody is still in the hand at the end: the opener, or a player he faces",
            at=(("seats",),),
        )
    if reopened_by is not None and (reopened_by == opener or not 0 <= reopened_by < len(seats)):
        raise RuleViolation(
            "jacks.false-openers-reopened",
            "the new opener is another seat at the table, not the false opener",
            at=(("reopened_by",),),
        )
    if seats[opener].bets <= 0:
        raise RuleViolation(
            "jacks.openers",
            f"seat {opener} put no bet in, so he did not open",
            at=(("seats", opener, "bets"),),
        )


def _at_the_end(seats: Sequence[SeatChips], opener: int, carried: int) -> Ruling:
    count = len(seats)
    others_live = [s for s in range(count) if s != opener and not seats[s].folded]
    nothing = (0,) * count
    total = sum(s.antes + s.bets for s in seats) + carried
    if others_live:
        # Table stakes (RULES.md §2): bets above every other live player's were matched by no
        # live hand, so nobody wins them; the pot engine carries them to the next deal.
        most = max(seats[s].bets for s in others_live)
        unmatched = any(s.bets > most for s in seats)
        return Ruling(
            opener=opener,
            case=Case.DEAD_HAND,
            rule=CASE_RULES[Case.DEAD_HAND],
            returned=nothing,
            forfeited=tuple(s.antes + s.bets if k == opener else 0 for k, s in enumerate(seats)),
            carried_over=0,
            pot_plays=True,
            detail=(
                f"seat {opener}'s hand is dead and his chips stay in the pot; "
                + (
                    f"seat {others_live[0]}, the only other player left, takes the pot"
                    if len(others_live) == 1
                    else "the best hand among seats "
                    + ", ".join(map(str, others_live))
                    + " takes the pot"
                )
                + (
                    "; the chips that no live hand matched stay in the pot for the next deal"
                    if unmatched
                    else ""
                )
            ),
        )
    if all(s.bets == 0 for k, s in enumerate(seats) if k != opener):
        return Ruling(
            opener=opener,
            case=Case.UNCALLED,
            rule=CASE_RULES[Case.UNCALLED],
            returned=nothing,
            forfeited=tuple(
                seats[opener].antes + seats[opener].bets if k == opener else 0 for k in range(count)
            ),
            carried_over=total,
            pot_plays=False,
            detail=(
                f"nobody called seat {opener}'s bet: it is forfeit, and the whole pot of "
                f"{total} stays for the next deal"
            ),
        )
    returned = tuple(0 if k == opener else s.bets for k, s in enumerate(seats))
    kept = total - sum(returned)
    return Ruling(
        opener=opener,
        case=Case.CALLERS_FOLDED,
        rule=CASE_RULES[Case.CALLERS_FOLDED],
        returned=returned,
        forfeited=tuple(
            seats[opener].antes + seats[opener].bets if k == opener else 0 for k in range(count)
        ),
        carried_over=kept,
        pot_plays=False,
        detail=(
            f"the others called and are out, leaving seat {opener}: every bet goes back to its "
            f"maker except seat {opener}'s, which stay with the antes; {kept} stays for the next "
            "deal"
        ),
    )


def _admitted(
    seats: Sequence[SeatChips],
    opener: int,
    *,
    reopened_by: int | None,
    decided: bool,
    carried: int,
) -> Ruling:
    count = len(seats)
    returned = tuple(0 if k == opener else s.bets for k, s in enumerate(seats))
    forfeited = tuple(s.antes + s.bets if k == opener else 0 for k, s in enumerate(seats))
    left = sum(s.antes + s.bets for s in seats) + carried - sum(returned)
    first = (opener + 1) % count
    if not decided:
        return Ruling(
            opener=opener,
            case=Case.ADMITTED,
            rule=CASE_RULES[Case.ADMITTED],
            returned=returned,
            forfeited=forfeited,
            carried_over=0,
            pot_plays=True,
            detail=(
                f"the other players take back their chips; from seat {first} round to seat "
                f"{opener}'s right, a player with openers may open. If one does, seat {opener} "
                f"stays in only with new chips; if nobody does, the deal passes with {left} in "
                "the pot"
            ),
        )
    if reopened_by is not None:
        return Ruling(
            opener=opener,
            case=Case.REOPENED,
            rule=CASE_RULES[Case.REOPENED],
            returned=returned,
            forfeited=forfeited,
            carried_over=0,
            pot_plays=True,
            detail=(
                f"seat {reopened_by} opened; seat {opener} may stay in only by calling or "
                f"raising with new chips: his {forfeited[opener]} already in stay in the pot, "
                "forfeit"
            ),
        )
    return Ruling(
        opener=opener,
        case=Case.NOBODY_OPENS,
        rule=CASE_RULES[Case.NOBODY_OPENS],
        returned=returned,
        forfeited=forfeited,
        carried_over=left,
        pot_plays=False,
        detail=(
            f"nobody opened: the deal passes, and seat {opener}'s chips stay in the pot; "
            f"{left} is carried to the next deal"
        ),
    )


def _rr(seats: Sequence[SeatChips], opener: int) -> Ruling:
    count = len(seats)
    return Ruling(
        opener=opener,
        case=Case.ADMITTED,
        rule="jacks.false-openers-rr",
        returned=(0,) * count,
        forfeited=tuple(s.antes + s.bets if k == opener else 0 for k, s in enumerate(seats)),
        carried_over=0,
        pot_plays=True,
        detail=(
            f"the pot plays: seat {opener}'s hand is dead and his chips stay in; nobody takes "
            "chips back, and the betting goes on against the bet as it stands"
        ),
    )
