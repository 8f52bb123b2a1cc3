"""The disputes of a home game, ruled in the core (Robert's Rules of Poker, the Poker TDA rules).

The golden cases (``dispute_cases/disputes.json``) each cite the rule they check and are read
into core situations here by their type hints, independently of the API's schemas (which
``tests/api/test_disputes_api.py`` runs them through). Exhaustive checks over small situation
spaces hold the properties every ruling keeps (chips accounted for, a binding action leaves one
move, the Poker TDA's misdeal window never closes before Robert's), and treys reads every
called hand independently.
"""

from __future__ import annotations

import itertools
import json
import random
import types
import typing
from dataclasses import fields, is_dataclass
from enum import Enum
from pathlib import Path
from typing import Any

import pytest
from treys import Card as TreysCard
from treys import Evaluator

from service.api.contract.betting import STUD_STREETS
from service.rules.betting.terms import Move
from service.rules.cards import Card, Rank, Suit, parse_card
from service.rules.disputes import (
    DISPUTE_RULES,
    ActionOutOfTurn,
    CardExposedAtDraw,
    DisputeRules,
    DisputeRuling,
    ExposedCardOnDeal,
    Family,
    Limit,
    MiscalledHand,
    MisdealCause,
    MisdealClaim,
    Said,
    ShortCall,
    Situation,
    StringRaise,
    WrongNumberOfCards,
    rule_on,
)
from service.rules.disputes.deal import FIRST_ROUND_MOVES, misdeal_too_late
from service.rules.disputes.options import (
    MisdealCutoff,
    OutOfTurnChanged,
    ShortHandBeforeDraw,
    StringRaises,
)
from service.rules.disputes.showdown import CALLABLE
from service.rules.disputes.wagers import OUT_OF_TURN_MOVES
from service.rules.errors import RuleViolation
from service.rules.games.options import with_settings
from service.rules.ranking import Category
from service.rules.rulebook import RULEBOOK

CASES_FILE = Path(__file__).parent / "dispute_cases" / "disputes.json"
CASES: list[dict[str, Any]] = json.loads(CASES_FILE.read_text())["cases"]
KINDS: dict[str, type[Any]] = {
    "exposed_card": ExposedCardOnDeal,
    "misdeal": MisdealClaim,
    "out_of_turn": ActionOutOfTurn,
    "string_raise": StringRaise,
    "short_call": ShortCall,
    "miscalled_hand": MiscalledHand,
    "wrong_number_of_cards": WrongNumberOfCards,
    "exposed_at_draw": CardExposedAtDraw,
}
PUBLIC_SOURCES = ("Robert's Rules of Poker", "Poker TDA Rules", "pagat.com", "House ")


def _value(hint: Any, raw: Any) -> Any:
    """A JSON value as the core type ``hint`` names (an enum, a tuple of them, cards)."""
    if raw is None:
        return None
    origin = typing.get_origin(hint)
    if origin is tuple:
        return tuple(_value(typing.get_args(hint)[0], v) for v in raw)
    if origin in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(hint) if a is not type(None)]
        if Card in args:
            return parse_card(raw)
        (hint,) = args
    if isinstance(hint, type) and issubclass(hint, Enum):
        return hint(raw)
    if isinstance(raw, str) and raw.endswith(" street"):  # a stud street, by its name
        return STUD_STREETS[raw]
    return raw


def situation_of(kind: str, given: dict[str, Any]) -> tuple[Situation, DisputeRules]:
    """A golden case's situation and house rules, read by the core types' hints."""
    cls = KINDS[kind]
    assert is_dataclass(cls)
    hints = typing.get_type_hints(cls)
    known = {f.name for f in fields(cls)}
    body = {k: v for k, v in given.items() if k != "options"}
    assert set(body) <= known, set(body) - known
    situation = cls(**{name: _value(hints[name], raw) for name, raw in body.items()})
    return situation, with_settings(DISPUTE_RULES, given.get("options", {}))


def _as_json(value: Any) -> Any:
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple):
        return [_as_json(v) for v in value]
    return value


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_golden_dispute(case: dict[str, Any]) -> None:
    assert case["source"].startswith(PUBLIC_SOURCES), "every case names its public source"
    situation, rules = situation_of(case["kind"], case["situation"])
    if "error" in case:
        with pytest.raises(RuleViolation) as raised:
            rule_on(situation, rules)
        assert_names_its_fields(situation, raised.value)
        assert raised.value.rule == case["error"]["rule"]
        assert ".".join(map(str, raised.value.at[0])) == case["error"]["field"]
        return
    ruling = rule_on(situation, rules)
    expect = dict(case["expect"])
    assert list(ruling.rules) == expect.pop("rules")
    for name, wanted in expect.items():
        assert _as_json(getattr(ruling, name)) == wanted, name
    assert ruling.ruling and ruling.next_steps


def test_every_procedure_rule_is_checked_by_a_golden_case() -> None:
    applied = {rule for case in CASES for rule in case.get("expect", {}).get("rules", [])}
    procedure = {rule for rule in RULEBOOK if rule.startswith("procedure.")}
    assert procedure <= applied, procedure - applied


def test_every_kind_has_a_golden_ruling_and_a_refusal() -> None:
    for kind in KINDS:
        given = [c for c in CASES if c["kind"] == kind]
        assert any("expect" in c for c in given), kind
    refused = {c["kind"] for c in CASES if "error" in c}
    assert refused >= set(KINDS) - {"exposed_at_draw"}  # nothing there can contradict itself


# -- exhaustive checks over small spaces: the properties every ruling keeps --

ALL_RULES = (
    DISPUTE_RULES,
    with_settings(
        DISPUTE_RULES,
        {
            "misdeal_cutoff": "substantial_action",
            "out_of_turn_changed": "all_options",
            "string_raises": "allowed",
            "short_hand_before_draw": "dead",
        },
    ),
)


def _ruled(situation: Situation, rules: DisputeRules) -> DisputeRuling | None:
    """The ruling, or None for a situation that cannot happen (a 422 naming a real rule)."""
    try:
        ruling = rule_on(situation, rules)
    except RuleViolation as violation:
        assert violation.rule in RULEBOOK and violation.detail
        assert_names_its_fields(situation, violation)
        return None
    assert ruling.rules and all(rule in RULEBOOK for rule in ruling.rules)
    assert ruling.ruling.endswith(".") and all(
        step.endswith((".", ":")) for step in ruling.next_steps
    )
    assert "None" not in ruling.ruling + " ".join(ruling.next_steps)
    return ruling


def assert_names_its_fields(situation: Situation, violation: RuleViolation) -> None:
    """A refusal names fields the situation has: a list's item by its index, a single value
    by its name alone (the class of the bug that named the field ``action`` as ``action.0``)."""
    assert violation.at
    for field, *rest in violation.at:
        assert isinstance(field, str)
        value = getattr(situation, field)
        if isinstance(value, tuple):
            assert not rest or (len(rest) == 1 and 0 <= int(rest[0]) < len(value)), violation.at
        else:
            assert not rest, violation.at


def _first_rounds(longest: int) -> list[tuple[Move, ...]]:
    moves = sorted(FIRST_ROUND_MOVES)
    return [seq for n in range(longest + 1) for seq in itertools.product(moves, repeat=n)]


def test_the_tda_window_never_closes_before_roberts() -> None:
    """Substantial action needs at least what 'two players have acted' needs, and a window once
    closed stays closed as actions are added (Robert's Rules, Misdeals rule 2; TDA)."""
    tda = ALL_RULES[1]
    for actions in _first_rounds(4):
        roberts_late = misdeal_too_late(actions, DISPUTE_RULES)
        tda_late = misdeal_too_late(actions, tda)
        assert not tda_late or roberts_late
        for more in FIRST_ROUND_MOVES:
            for rules in ALL_RULES:
                if misdeal_too_late(actions, rules):
                    assert misdeal_too_late((*actions, more), rules)


def test_every_misdeal_claim_is_a_misdeal_exactly_while_the_window_is_open() -> None:
    for cause, actions, rules in itertools.product(MisdealCause, _first_rounds(3), ALL_RULES):
        ruling = _ruled(MisdealClaim(cause=cause, actions=actions), rules)
        if ruling is None:
            continue
        single = cause in (MisdealCause.ONE_BOXED_CARD, MisdealCause.ONE_EXTRA_CARD)
        assert ruling.misdeal is (not single and not misdeal_too_late(actions, rules))


def test_out_of_turn_binding_leaves_one_move_and_a_change_frees_him() -> None:
    """Binding: he must take the same action (a fold kills the hand). Changed: he may call or
    fold, and raise if he bet or raised, or under the TDA reading always; the TDA reading never
    allows less than Robert's."""
    skipped_runs = [s for n in range(3) for s in itertools.product(OUT_OF_TURN_MOVES, repeat=n)]
    for action, facing, skipped in itertools.product(
        OUT_OF_TURN_MOVES, (False, True), skipped_runs
    ):
        situation = ActionOutOfTurn(action=action, facing_bet=facing, skipped=skipped)
        roberts, tda = (_ruled(situation, rules) for rules in ALL_RULES)
        if roberts is None or tda is None:
            assert roberts is tda is None
            continue
        changed = bool({Move.BET, Move.RAISE} & set(skipped)) and action != Move.FOLD
        assert roberts.binding is (not changed)
        if action == Move.FOLD:
            assert roberts.may == () and roberts.hand and roberts.hand.value == "dead"
        elif not changed:
            assert roberts.may == (action,) == tda.may
        else:
            assert {Move.CALL, Move.FOLD} <= set(roberts.may) <= set(tda.may)
            assert (Move.RAISE in roberts.may) is (action in (Move.BET, Move.RAISE))
            assert tda.may == (Move.CALL, Move.RAISE, Move.FOLD)


def test_string_raises_account_for_every_chip() -> None:
    """Whatever the words and motions: the chips he ends with are what he brought plus what he
    adds less what comes back; a call is exactly the call; a raise at least a full one (exactly,
    in fixed limit); more counted chips never make a call out of a raise."""
    motion_runs = [m for n in (1, 2, 3) for m in itertools.product((1, 3, 5, 10, 25), repeat=n)]
    for said, to_call, full, motions, single, limit, rules in itertools.product(
        Said, (1, 5, 10), (2, 10), motion_runs, (False, True), Limit, ALL_RULES
    ):
        put = StringRaise(
            said=said,
            to_call=to_call,
            full_raise=full,
            motions=motions,
            single_chip=single,
            limit=limit,
        )
        ruling = _ruled(put, rules)
        if ruling is None:
            continue
        assert ruling.total is not None and ruling.to_add is not None
        assert ruling.returned is not None
        assert ruling.total == sum(motions) + ruling.to_add - ruling.returned
        assert min(ruling.to_add, ruling.returned) == 0
        if ruling.counts_as == Move.CALL:
            assert ruling.total == to_call
        else:
            assert ruling.total >= to_call + full
            assert limit == Limit.NO_LIMIT or ruling.total == to_call + full
        if said == Said.NOTHING and not single and len(motions) == 1:
            raising = 2 * (motions[0] - to_call) >= full and motions[0] > to_call
            assert (ruling.counts_as == Move.RAISE) is raising


def test_string_raises_allowed_never_counts_fewer_chips() -> None:
    """The home reading counts every motion; Robert's only the first: what is a raise under
    Robert's Rules is a raise at home too."""
    allowed = with_settings(DISPUTE_RULES, {"string_raises": StringRaises.ALLOWED.value})
    for motions in itertools.product((1, 5, 10, 20), repeat=3):
        put = StringRaise(said=Said.NOTHING, to_call=10, full_raise=10, motions=motions)
        strict, home = rule_on(put, DISPUTE_RULES), rule_on(put, allowed)
        if strict.counts_as == Move.RAISE:
            assert home.counts_as == Move.RAISE


def test_short_calls_never_take_more_than_the_stack() -> None:
    for to_call, put_in, behind, unaware, acted in itertools.product(
        (5, 20), (0, 4, 19), (0, 3, 50), (False, True), (False, True)
    ):
        short = ShortCall(
            to_call=to_call,
            put_in=put_in,
            behind=behind,
            unaware_of_raise=unaware,
            acted_after=acted,
        )
        ruling = _ruled(short, DISPUTE_RULES)
        if ruling is None:  # refused: no short call (RR, Betting and Raising: a short call)
            assert put_in >= to_call or put_in == 0
            continue
        assert put_in > 0, "nothing put in is no call, short or not"
        if ruling.binding:
            assert ruling.to_add is not None and ruling.total is not None
            assert 0 <= ruling.to_add <= behind
            assert ruling.total == min(to_call, put_in + behind)
            assert ruling.all_in is (behind <= to_call - put_in)
        else:
            assert unaware and not acted and ruling.returned == put_in


def test_every_wrong_count_is_a_misdeal_or_a_dead_or_live_hand() -> None:
    for held, street, actions, error, rules in itertools.product(
        range(9), (3, 4, 7), _first_rounds(2), (True, False), ALL_RULES
    ):
        ruling = _ruled(
            WrongNumberOfCards(
                family=Family.STUD,
                held=held,
                street=street,
                actions=actions,
                dealer_error=error,
            ),
            rules,
        )
        if ruling is None:
            continue
        assert ruling.misdeal is True or ruling.hand is not None
        if ruling.hand is not None and ruling.hand.value == "live":
            assert street == 7 and held == 6 and error


def test_a_draw_hand_short_before_the_draw_is_live_by_default() -> None:
    """procedure.short-hand-draws (Robert's Rules, Dead Hands: at lowball and draw high a hand
    with too few cards before the draw is live): four cards found after two calls draw to five.
    A house may rule it dead instead (option short_hand_before_draw = dead, the rule
    procedure.short-hand-dead)."""
    short = WrongNumberOfCards(family=Family.DRAW, held=4, actions=(Move.CALL, Move.CALL))
    ruling = rule_on(short, DISPUTE_RULES)
    assert ruling.hand is not None and ruling.hand.value == "live"
    assert ruling.misdeal is False
    assert ruling.rules == ("procedure.misdeal-too-late", "procedure.short-hand-draws")
    assert ruling.next_steps == ("At the draw he takes 1 more card than he discards.",)
    strict = with_settings(DISPUTE_RULES, {"short_hand_before_draw": "dead"})
    house = rule_on(short, strict)
    assert house.hand is not None and house.hand.value == "dead"
    assert house.rules[-1] == "procedure.short-hand-dead"


def test_only_a_short_draw_hand_before_the_draw_stays_live() -> None:
    """Robert's Rules, Dead Hands: the exception is for too few cards, before the draw; too
    many cards, or too few after the draw, is a dead hand under every reading."""
    for held, after_draw, actions, rules in itertools.product(
        range(9), (False, True), _first_rounds(2), ALL_RULES
    ):
        before = () if after_draw else actions
        wrong = WrongNumberOfCards(
            family=Family.DRAW, held=held, after_draw=after_draw, actions=before
        )
        ruling = _ruled(wrong, rules)
        if ruling is None or ruling.misdeal:
            continue
        assert ruling.hand is not None
        live = held < 5 and not after_draw and rules.short_hand_before_draw == "draw_to_five"
        assert (ruling.hand.value == "live") is live, (wrong, rules)


# -- cards speak: the hand as treys reads it --

_TREYS_CLASSES = {
    "Straight Flush": Category.STRAIGHT_FLUSH,
    "Royal Flush": Category.STRAIGHT_FLUSH,
    "Four of a Kind": Category.FOUR_OF_A_KIND,
    "Full House": Category.FULL_HOUSE,
    "Flush": Category.FLUSH,
    "Straight": Category.STRAIGHT,
    "Three of a Kind": Category.THREE_OF_A_KIND,
    "Two Pair": Category.TWO_PAIR,
    "Pair": Category.ONE_PAIR,
    "High Card": Category.HIGH_CARD,
}
_DECK = [Card(rank, suit) for rank in Rank for suit in Suit]


def test_a_called_hand_reads_as_treys_reads_it() -> None:
    """On 3,000 random hands of five to seven cards, the category the ruling reads is treys'
    hand class, and the call is a miscall exactly when it names another category (Robert's
    Rules, The Showdown: cards speak)."""
    evaluator = Evaluator()
    generator = random.Random(20261125)
    for _ in range(3000):
        cards = tuple(generator.sample(_DECK, generator.choice((5, 6, 7))))
        called = generator.choice(CALLABLE)
        ruling = rule_on(MiscalledHand(cards=cards, called=called))
        treys_cards = [TreysCard.new(str(c)) for c in cards]
        rank = evaluator.evaluate(treys_cards[:2], treys_cards[2:])
        read = _TREYS_CLASSES[evaluator.class_to_string(evaluator.get_rank_class(rank))]
        assert ruling.category == read, cards
        assert ruling.miscalled is (called != read)
        assert ruling.hand is not None and ruling.hand.value == "live"


def test_the_house_rule_options_are_the_ones_the_rules_name() -> None:
    """Each option's reading other than Robert's Rules is a rule of its own, chosen by the
    option (the rulebook names it)."""
    assert DISPUTE_RULES.misdeal_cutoff == MisdealCutoff.TWO_ACTED
    assert DISPUTE_RULES.out_of_turn_changed == OutOfTurnChanged.LIMITED
    assert DISPUTE_RULES.short_hand_before_draw == ShortHandBeforeDraw.DRAW_TO_FIVE
    for rule_id, option in (
        ("procedure.misdeal-substantial-action", "misdeal_cutoff = substantial_action"),
        ("procedure.out-of-turn-all-options", "out_of_turn_changed = all_options"),
        ("procedure.string-raise-allowed", "string_raises = allowed"),
        ("procedure.short-hand-dead", "short_hand_before_draw = dead"),
    ):
        assert option in RULEBOOK[rule_id].source
        assert option in RULEBOOK[rule_id].sentence
