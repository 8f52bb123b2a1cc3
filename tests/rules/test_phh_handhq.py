"""Real online cash-game hands of six sites, read as the service reads every PHH document, and
checked against what the sites paid.

The hands are the public PHH dataset's HandHQ part (github.com/uoftcprg/phh-dataset, folder
``data/handhq/``; MIT licence, Copyright (c) 2023 University of Toronto Computer Poker Research
Group; players' names obfuscated by the dataset): the first hands of eight of its ``.phhs`` files,
no-limit hold'em (no other variant in the HandHQ folders) at PokerStars, Full Tilt, PartyPoker,
Ongame, Absolute and iPoker, blinds of $1/$2 and $5/$10. ``phh_real/handhq/README.md`` names each
file, the hands it holds and what the dataset records; each file keeps, under
``phh_real/handhq/``, its path under the dataset's ``data/handhq/``.

What is checked of every hand (:data:`HANDS`, less the two named lists below):

- the service reads it: no action a site allowed is refused here (PHH spec, Actions);
- chips are conserved (RULES.md §0, Side pots: payouts add up to contributions);
- a hand that ends with one player left pays him the whole pot, and a showdown whose cards are
  all known pays each pot to the best hand (treys, an independent evaluator, says which);
- where the dataset records what the site paid (``winnings``, and Ongame's ``finishing_stacks``),
  the service pays the same players, each at least what the site paid him, the difference being
  at most the site's rake (:func:`_most_raked`); a pot won before the flop is not raked
  ("no flop, no drop"), so there the service pays exactly what the site paid;
- a showdown with unseen cards (``sm ????``) waits for them, as ``test_phh_online`` does, and
  every player the site paid is one of those still in.

The dataset's record has gaps the test names rather than hides (:func:`_site_paid`): the
sites' conventions differ on whether an uncalled bet or blind returned to the winner is
"winnings" (PartyPoker and Absolute's walks count it); PokerStars' and Full Tilt's records name no
winnings for a winner in a blind or on the button, and none at a showdown; Absolute's none at a
showdown.

:data:`REFUSED` and :data:`PAID_OTHERWISE` are the hands the service refuses or pays otherwise than
the site, each with the rule that decides it.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from decimal import ROUND_CEILING, Decimal
from functools import cache
from pathlib import Path
from typing import Any, Final

import pytest
from treys import Card as TreysCard  # type: ignore[import-untyped]
from treys import Evaluator

from service.rules.cards import Card
from service.rules.errors import RuleViolation
from service.rules.games.events import EventType, HandState, Phase
from service.rules.histories.phh_reading import History, read_phh

DATA: Final = Path(__file__).parent / "phh_real" / "handhq"
_TABLE: Final = re.compile(r"^\[(\d+)\]\n", re.MULTILINE)


@dataclass(frozen=True, slots=True)
class Hand:
    """One document of a ``.phhs`` file: its text, as :func:`read_phh` takes it, and its fields."""

    file: str
    """The file's path under ``data/handhq/`` of the dataset (and under ``phh_real/handhq/``)."""
    number: int
    """The document's table name in the file: ``[5]`` is hand 5."""
    text: str
    fields: Mapping[str, Any]

    @property
    def key(self) -> tuple[str, int]:
        """``("PS 1000NLH", 5)``: the site and stakes of the file's folder, and the number."""
        folder = self.file.split("/", 1)[0]
        site, stakes = folder.split("-", 1)[0], folder.split("_")[-2]
        return f"{site} {stakes}", self.number

    def __str__(self) -> str:
        return f"{self.key[0]} #{self.number}"


def _documents(path: Path) -> Iterator[Hand]:
    """The hands of a ``.phhs`` file. PHH spec, file formats: a ``.phhs`` file is one TOML
    document whose tables are the hands, each as a ``.phh`` file would hold it; each table's text
    is cut at its header, and must read (tomllib) as the very table the whole file holds."""
    text = path.read_text(encoding="utf-8")
    tables = tomllib.loads(text, parse_float=Decimal)
    heads = list(_TABLE.finditer(text))
    assert [head[1] for head in heads] == list(tables), path
    ends = [head.start() for head in heads[1:]] + [len(text)]
    for head, end in zip(heads, ends, strict=True):
        body = text[head.end() : end]
        fields = tables[head[1]]
        assert tomllib.loads(body, parse_float=Decimal) == fields, (path, head[1])
        yield Hand(
            file=path.relative_to(DATA).as_posix(), number=int(head[1]), text=body, fields=fields
        )


HANDS: Final = tuple(h for path in sorted(DATA.rglob("*.phhs")) for h in _documents(path))
"""Every hand of the sample, file by file in path order."""

REFUSED: Final[Mapping[tuple[str, int], tuple[str, str]]] = {
    **{
        ("IPN 1000NLH", n): (
            "starting_stacks",
            "iPoker's HandHQ files give no stacks: the dataset writes inf. No-limit amounts are "
            "bounded by the stacks (RULES.md §0, table stakes), so no hand can be replayed "
            "without them; the service refuses the document, not an action",
        )
        for n in range(1, 7)
    },
    ("ONG 1000NLH", 2): (
        "blinds_or_straddles",
        "p3 posts 5 dead besides calling the big blind, written -5 (pokerkit's post of a player "
        "who joins the game: not a blind); Ongame's finishing stacks show it (p3 1000 to 953: "
        "5 + 10 + 11 + 21). RULES.md §7, Button and blinds: a dead blind and a "
        "missed-blind rule belong to a session, not a hand, and are not modelled; Robert's Rules "
        "(Button and Blind Use) make a new or returning player post it",
    ),
    ("PS 200NLH", 20): (
        "blinds_or_straddles",
        "p5 posts 1 (-1) and folds; p4 takes 6 (1 + 2 + p5's 1 + 2 of his raise called), so "
        "the 1 was dead: a missed small blind (RULES.md §7, not modelled)",
    ),
    ("PS 200NLH", 24): (
        "blinds_or_straddles",
        "p5 posts 2 (-2), a new player's post before his turn for the big blind (RULES.md §7, "
        "not modelled)",
    ),
    ("PTY 1000NLH", 61): (
        "blinds_or_straddles",
        "p4 posts 10 (-10) and raises to 20; the site pays p6 111 (PartyPoker counts his 56 "
        "uncalled), so the 10 was live, part of p4's 20: a new player's post of the big blind "
        "out of turn (RULES.md §7, not modelled)",
    ),
}
"""Hands the service refuses, each with the field it names and why: none for an action."""

PAID_OTHERWISE: Final[Mapping[tuple[str, int], tuple[list[str], list[str], str]]] = {
    ("ABS 1000NLH", 1): (
        ["0", "0", "40", "0", "0", "0"],
        ["0", "0", "37.50", "0", "0", "0"],
        "All fold to p3's raise before the flop, so no rake: the site paid 2.50 less than the "
        "pot the document makes (six antes of 2.50, blinds 5 and 10, 10 of p3's raise called). "
        "The stacks of the next hand at the table (ABS 1000NLH #2) show p1, p2, p4 and p6 "
        "poorer by their ante (and blind), p3 richer by 25 (37.50 less his ante and the 10 "
        "called), and p5 gone: p5 was dealt out and never paid the ante the record gives him. "
        "The service pays the pot the document makes (RULES.md §0: chips are conserved; an "
        "ante is part of the pot); the record is wrong, not the rule",
    ),
}
"""Hands the service pays otherwise than the site, beyond its rake: what each player took here and
what the site paid him (p1 first, dollars), and why."""

MAIN: Final = tuple(h for h in HANDS if h.key not in REFUSED and h.key not in PAID_OTHERWISE)

RECORDS_NO_BLIND_OR_BUTTON_WINNER: Final = frozenset({"PokerStars", "Full Tilt Poker"})
"""Sites whose records in the dataset give a winner in a blind or on the button no winnings (0 for
every player): 93 of the sample's hands, every one with its winner p1, p2 or the last player."""


@cache
def _history(text: str) -> History:
    return read_phh(text)


def _order(history: History) -> list[int]:
    """The engine's seats in the document's order: p1 (left of the dealer) first."""
    setup = history.plan.setup
    count = len(setup.stacks)
    return [(setup.dealer + 1 + k) % count for k in range(count)]


def _dollars(history: History, chips: int) -> Decimal:
    return Decimal(chips) / history.scale


def _most_raked(pot: Decimal, venue: str) -> Decimal:
    """The most a site kept of a pot that saw a flop: 5% of it, rounded up to the cent, at most
    $3, the sites' rake of 2009 as their records show it ($1.25 of $25, $2.25 of $45, $3 of pots
    of $60 and more, less heads-up); and at Absolute up to $0.50 more, which its records keep
    besides the 5% at most of its tables ($0.85 of $7, $1.55 of $21, $3.50 of $70). A flat 10% of
    the pot would be looser on big pots and refuse Absolute's smallest ($0.85 of $7 is 12%)."""
    rake = (pot * Decimal("0.05")).quantize(Decimal("0.01"), rounding=ROUND_CEILING)
    drop = Decimal("0.50") if venue == "Absolute Poker" else Decimal(0)
    return min(rake, Decimal(3)) + drop


def _site_paid(hand: Hand, won: list[Decimal]) -> list[Decimal] | None:
    """What the site paid each player (p1 first), or None where the record does not say.

    A site's ``winnings`` count what a player took from the pot: PartyPoker adds an uncalled bet
    returned to him, Absolute a big blind returned in a walk, the others neither; so a player's
    share here is matched with his pot winnings, or with those and his refund where the site paid
    him more than the pot alone."""
    winnings = hand.fields.get("winnings")
    if winnings is None:
        return None
    site = [Decimal(str(w)) for w in winnings]
    if not any(site) and any(won):
        return None
    return site


def _treys(card: Card) -> int:
    return int(TreysCard.new(str(card)))


def _assert_best_hands_win(state: HandState, hand: Hand) -> None:
    """Each pot contested by two hands or more goes to its best hand(s), as treys ranks them
    (1 is a royal flush; smaller is better): split pots included."""
    assert state.result is not None
    evaluator = Evaluator()
    board = [_treys(c) for c in state.community]
    for settled in state.result.settlement.pots:
        eligible = settled.pot.eligible
        if len(eligible) < 2:
            continue
        ranks = {}
        for seat in eligible:
            down = state.seats[seat].down
            assert all(isinstance(c, Card) for c in down), (str(hand), seat)
            ranks[seat] = evaluator.evaluate(
                [_treys(c) for c in down if isinstance(c, Card)], board
            )
        best = min(ranks.values())
        winners = {s for share in settled.split.shares for s in share.winners}
        assert winners == {s for s, r in ranks.items() if r == best}, str(hand)


@pytest.mark.parametrize("hand", MAIN, ids=str)
def test_a_real_hand_is_legal_here_and_paid_as_the_site_paid(hand: Hand) -> None:
    """PHH spec, Actions: every action a site allowed is legal here; RULES.md §0 (side pots,
    uncalled bets, chips conserved) and §7 (hold'em, heads-up blinds) settle the hand; the site's
    record is matched as the module says."""
    history = _history(hand.text)
    state = history.state
    order = _order(history)
    start = [history.plan.setup.stacks[s] for s in order]
    behind = [state.seats[s].stack for s in order]
    put_in = [state.seats[s].contributed for s in order]
    assert [a - b for a, b in zip(start, behind, strict=True)] == put_in, str(hand)

    if state.result is None:  # a showdown of cards the record does not show
        assert state.phase == Phase.SHOW, str(hand)
        assert EventType.SHOW in {e.type for e in state.next_events}, str(hand)
        assert any(a.endswith("sm ????") for a in hand.fields["actions"]), str(hand)
        for player, paid in enumerate(hand.fields.get("winnings", [])):
            assert not paid or not state.seats[order[player]].folded, str(hand)
        return

    settlement = state.result.settlement
    won = [_dollars(history, settlement.won[s]) for s in order]
    refunded = [_dollars(history, settlement.refunded[s]) for s in order]
    assert sum(settlement.won) + sum(settlement.refunded) == sum(put_in), str(hand)
    live = [p for p, s in enumerate(order) if not state.seats[s].folded]
    pot = sum(won, Decimal(0))
    if len(live) == 1:
        assert won[live[0]] == pot and pot == sum(won[p] for p in live), str(hand)
    else:
        _assert_best_hands_win(state, hand)

    site = _site_paid(hand, won)
    if site is None:
        winnings = hand.fields.get("winnings")
        if winnings is None:  # not recorded: a showdown, or a walk with nothing won
            assert len(live) > 1 or not any(won), str(hand)
        else:
            assert hand.fields["venue"] in RECORDS_NO_BLIND_OR_BUTTON_WINNER, str(hand)
            last = len(order) - 1
            assert all(p in (0, 1, last) for p, w in enumerate(won) if w), str(hand)
        return
    ours = [w + r if s > w else w for w, r, s in zip(won, refunded, site, strict=True)]
    assert [bool(x) for x in ours] == [bool(x) for x in site], str(hand)
    assert all(s <= o for s, o in zip(site, ours, strict=True)), str(hand)
    taken = sum(ours, Decimal(0)) - sum(site, Decimal(0))
    assert 0 <= taken <= _most_raked(pot, hand.fields["venue"]), (str(hand), taken)
    if not state.community:
        assert taken == 0, str(hand)
    finishing = hand.fields.get("finishing_stacks")
    if finishing is not None:  # Ongame: every stack as the site left it, the rake apart
        here = [_dollars(history, b) + w + r for b, w, r in zip(behind, won, refunded, strict=True)]
        gaps = [h - Decimal(str(f)) for h, f in zip(here, finishing, strict=True)]
        assert sum(gaps, Decimal(0)) == taken and all(g >= 0 for g in gaps), str(hand)


@pytest.mark.parametrize("hand", [h for h in HANDS if h.key in REFUSED], ids=str)
def test_a_document_the_service_cannot_replay_is_refused_with_the_field(hand: Hand) -> None:
    """:data:`REFUSED`: the refusal names the document's field (``phh.document``), never an
    action; nothing in these hands breaks a rule of play."""
    field, _why = REFUSED[hand.key]
    with pytest.raises(RuleViolation) as refused:
        read_phh(hand.text)
    assert refused.value.rule == "phh.document"
    assert refused.value.at[0][0] == field


@pytest.mark.parametrize("hand", [h for h in HANDS if h.key in PAID_OTHERWISE], ids=str)
def test_a_hand_paid_otherwise_than_the_site_differs_as_named(hand: Hand) -> None:
    """:data:`PAID_OTHERWISE`: the service's payout and the site's, exactly as named."""
    ours, theirs, _why = PAID_OTHERWISE[hand.key]
    history = _history(hand.text)
    state = history.state
    assert state.result is not None
    order = _order(history)
    won = [_dollars(history, state.result.settlement.won[s]) for s in order]
    assert won == [Decimal(x) for x in ours]
    assert [Decimal(str(w)) for w in hand.fields["winnings"]] == [Decimal(x) for x in theirs]


def test_the_sample_holds_the_hands_its_readme_counts() -> None:
    """``phh_real/handhq/README.md``: 330 hands in eight files; how they ended here."""
    ends = ("one player left", "showdown, cards known", "showdown, cards unseen", "refused")
    kinds = dict.fromkeys((*ends, "a player all in", "side pots", "winner not in the record"), 0)

    def count(kind: str) -> None:
        kinds[kind] += 1

    for hand in HANDS:
        if hand.key in REFUSED:
            count("refused")
            continue
        state = _history(hand.text).state
        if state.result is None:
            count("showdown, cards unseen")
        elif sum(not s.folded for s in state.seats) == 1:
            count("one player left")
        else:
            count("showdown, cards known")
        if any(s.all_in for s in state.seats):
            count("a player all in")
        if state.result is not None and len(state.result.settlement.pots) > 1:
            count("side pots")
        winnings = hand.fields.get("winnings")
        won = state.result is not None and any(state.result.settlement.won)
        if winnings is not None and not any(winnings) and won:
            count("winner not in the record")
    assert len({h.file for h in HANDS}) == 8
    assert kinds == {
        "one player left": 275,
        "showdown, cards known": 24,
        "showdown, cards unseen": 21,
        "refused": 10,
        "a player all in": 23,
        "side pots": 0,
        "winner not in the record": 93,
    }
    assert len(HANDS) == 330
