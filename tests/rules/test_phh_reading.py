"""Reading and writing PHH: what a document may hold, where a problem is named, and the two
fixed-limit points on which this service and pokerkit part (PHH spec: Required Fields, Optional
Fields, Actions, Card Notation)."""

from __future__ import annotations

import random
import re

import pytest
from phh_hands import PokerkitRefused, our_hand, pokerkit_replay

from service.rules.cards import HIDDEN, parse_card
from service.rules.errors import RuleViolation
from service.rules.games.catalog import CATALOG
from service.rules.games.events import Event, EventType
from service.rules.games.procedure import replay_hand
from service.rules.games.table import Setup, configure
from service.rules.histories.phh_reading import read_phh
from service.rules.histories.phh_variants import VARIANTS
from service.rules.histories.phh_writing import write_phh

RAZZ = """\
variant = "FR"
antes = [1, 1, 1]
bring_in = 2
small_bet = 5
big_bet = 10
starting_stacks = [100, 80, 120]
actions = [
  "d dh p1 ????Kh", "d dh p2 ????3d", "d dh p3 4c5c6c",
  "p1 pb", "p2 cbr 5", "p3 cc", "p1 f",
]
"""


def _refusal(text: str) -> RuleViolation:
    with pytest.raises(RuleViolation) as refused:
        read_phh(text)
    return refused.value


def _with(**fields: str) -> str:
    lines = RAZZ.replace('"p1 f",\n]', '"p1 f", #ACTIONS\n]').splitlines()
    out = []
    for line in lines:
        name = line.split(" = ")[0]
        out.append(f"{name} = {fields.pop(name)}" if name in fields else line)
    extra = fields.pop("actions+", "")
    text = "\n".join(out).replace("#ACTIONS", extra) + "\n"
    return text + "".join(f"{name} = {value}\n" for name, value in fields.items())


def test_a_razz_hand_reads_as_the_events_it_records() -> None:
    """PHH, Actions: the antes are posted as the hand starts; pb, cbr, cc and f are a bring-in,
    a completion, a call and a fold; unknown cards (??) are the service's hidden cards; p1 sits
    at the dealer's left, so p3 deals (RR Razz: the king brings in)."""
    history = read_phh(RAZZ)
    assert history.plan.setup.dealer == 2
    kinds = [(e.type.value, e.seat, e.to) for e in history.events if e.type != EventType.DEAL]
    assert kinds == [
        ("ante", 0, None), ("ante", 1, None), ("ante", 2, None),
        ("bring_in", 0, 2), ("complete", 1, 5), ("call", 2, None), ("fold", 0, None),
    ]  # fmt: skip
    assert history.events[3].down == (HIDDEN, HIDDEN)
    assert history.state.to_act is None  # third street's betting is over: fourth is dealt


def test_seats_put_each_player_back_in_his_seat() -> None:
    """PHH, Optional Fields (seats): numbered 1 to n clockwise from the dealer's left, each
    player goes back to his own seat and the last one is the dealer."""
    history = read_phh(_with(seats="[2, 3, 1]"))
    assert history.plan.setup.stacks == (120, 100, 80)
    assert history.plan.setup.dealer == 0
    assert [(e.type.value, e.seat) for e in history.events][3] == ("deal", 1)
    numbered = read_phh(_with(seats="[1, 4, 9]"))  # seats with gaps: players keep their order
    assert numbered.plan.setup.stacks == (100, 80, 120)


def test_unknown_down_cards_shown_at_the_showdown_settle_the_hand() -> None:
    """PHH, Showing/Mucking: cards dealt unknown (??) and shown (sm) at the end are the down
    cards the showdown asks for (RR Razz: the lower hand wins)."""
    streets = [("Qs", "4d"), ("Js", "5d"), ("Ts", "6d"), ("??", "??")]
    actions = ["d dh p1 ????Kh", "d dh p2 ????3d", "p1 pb", "p2 cc"]
    for mine, yours in streets:  # the lower hand showing (p2's) speaks first
        actions += [f"d dh p1 {mine}", f"d dh p2 {yours}", "p2 cc", "p1 cc"]
    actions += ["p1 sm 9s8sKhQsJsTs7s", "p2 sm Ad2c3d4d5d6dKc"]
    text = (
        'variant = "FR"\nantes = [0, 0]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\n'
        f"starting_stacks = [50, 50]\nactions = {actions!r}\n".replace("'", '"')
    )
    state = read_phh(text).state
    assert state.phase.value == "over"
    assert state.result is not None
    assert state.result.settlement.won == (0, 4)
    assert state.seats[1].down == tuple(map(parse_card, ("Ad", "2c", "Kc")))


@pytest.mark.parametrize(
    ("document", "rule", "where"),
    [
        ("variant = ", "phh.document", ("body",)),
        (_with(variant='"N7S"'), "phh.variant", ("variant",)),
        (_with(variant='"NS"'), "phh.document", ("blinds_or_straddles",)),
        (_with(variant='"NT"'), "phh.document", ("blinds_or_straddles",)),
        (_with(blinds_or_straddles="[1, 2, 0]"), "phh.document", ("blinds_or_straddles",)),
        (_with(colour='"red"'), "phh.document", ("colour",)),
        (RAZZ.replace("variant", "# no variant\nvar"), "phh.document", ("var",)),
        (_with(antes="[1, 2, 1]"), "phh.document", ("antes",)),
        (_with(antes="[1, 1]"), "phh.document", ("antes",)),
        (_with(starting_stacks='["100", 80, 120]'), "phh.document", ("starting_stacks", 0)),
        (_with(starting_stacks="[100.0000001, 80, 120]"), "phh.document", ("starting_stacks", 0)),
        (_with(starting_stacks="[inf, 80, 120]"), "phh.document", ("starting_stacks", 0)),
        (_with(starting_stacks="[100, 80, 0]"), "phh.document", ("starting_stacks", 2)),
        (
            _with(starting_stacks="[1, 1, 1, 1, 1, 1, 1, 1, 1]", antes="[0] * 9"),
            "phh.document",
            ("body",),
        ),
        (
            _with(
                starting_stacks="[5, 5, 5, 5, 5, 5, 5, 5, 5]", antes="[0, 0, 0, 0, 0, 0, 0, 0, 0]"
            ),
            "games.players",
            ("starting_stacks",),
        ),
        (_with(bring_in="5"), "betting.bring-in", ("bring_in",)),
        (
            _with(antes="[2, 2, 2]", starting_stacks="[100, 80, 1]"),
            "phh.document",
            ("ante_trimming_status",),
        ),
        (_with(players='["Ann"]'), "phh.document", ("players",)),
        (_with(**{"actions+": '"p2 sm"'}), "phh.actions", ("actions", 7)),
        (_with(**{"actions+": '"p2 sd 4d"'}), "phh.actions", ("actions", 7)),
        (_with(**{"actions+": '"p9 cc"'}), "phh.actions", ("actions", 7)),
        (_with(**{"actions+": '"p2 cbr 5.x"'}), "phh.actions", ("actions", 7)),
        (_with(**{"actions+": '"d dh p2 ?"'}), "phh.actions", ("actions", 7)),
        (_with(**{"actions+": '"d dh p2 Xd"'}), "phh.actions", ("actions", 7)),
        (_with(**{"actions+": '"d dh p2 4c"'}), "cards.duplicate", ("actions", 7)),
        (_with(**{"actions+": '"p3 cc"'}), "games.procedure", ("actions", 7)),
        (
            _with(**{"actions+": '"d dh p2 7d", "d dh p3 8d", "p3 cc"'}),
            "betting.turn",
            ("actions", 9),
        ),
        (
            _with(**{"actions+": '"d dh p2 7d", "d dh p3 8d", "p2 cbr 10"'}),
            "betting.amount",
            ("actions", 9),
        ),
        (_with(**{"actions+": '"p3 sm 4c5c7c"'}), "games.show", ("actions", 7)),
        (RAZZ.partition("actions")[0] + 'actions = "p1 f"', "phh.document", ("actions",)),
        (RAZZ.partition("actions")[0] + "actions = [1]", "phh.document", ("actions", 0)),
    ],
)
def test_a_document_the_service_cannot_play_is_refused_where_it_goes_wrong(
    document: str, rule: str, where: tuple[str | int, ...]
) -> None:
    """PHH, Required and Optional Fields; this service's rules (RULES.md §0, §4): every refusal
    names its rule and the field or action that breaks it."""
    refused = _refusal(document)
    assert (refused.rule, refused.at) == (rule, (where,)), refused.detail


def test_a_refusal_names_the_documents_players_not_the_services_seats() -> None:
    """PHH spec, Actions: a document names its players p1 to pn, so its refusals do too (the
    engine counts seats from 0, and a ``seats`` field may sit the players in any order)."""
    out_of_turn = '"d dh p2 7d", "d dh p3 8d", "p3 cc"'
    for seats in ("[1, 2, 3]", "[4, 6, 2]", "[9, 3, 5]"):
        refused = _refusal(_with(**{"actions+": out_of_turn}, seats=seats))
        assert refused.detail == "it is p2's turn to act, not p3's", seats
    too_much = _refusal(_with(**{"actions+": '"d dh p2 7d", "d dh p3 8d", "p2 cbr 10"'}))
    assert too_much.detail == "a bet by p2 here goes to 5; this one goes to 10"


def test_an_amount_with_too_many_decimals_is_named_where_it_is() -> None:
    """PHH spec, Required Fields: amounts are numbers; here at most six decimal places, and the
    refusal names the amount's own field, not the actions."""
    blinds = _refusal(_with(bring_in="2.0000001"))
    assert (blinds.rule, blinds.at) == ("phh.document", (("bring_in",),))
    bet = _refusal(_with(**{"actions+": '"d dh p2 7d", "d dh p3 8d", "p2 cbr 5.0000001"'}))
    assert (bet.rule, bet.at) == ("phh.document", (("actions", 9),))


def test_a_refusal_of_the_stakes_names_the_documents_fields() -> None:
    """PHH spec, Required Fields: a no-limit document's bet is ``min_bet``, so a refusal of it
    says ``min_bet``, not the JSON request's ``stakes.small_bet`` (RULES.md §7: the big blind is
    the bet)."""
    text = (
        'variant = "NT"\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 3\n'
        "starting_stacks = [100, 100]\nactions = []\n"
    )
    refused = _refusal(text)
    assert (refused.rule, refused.at) == ("betting.blinds", (("min_bet",),))
    assert "min_bet is the big blind, 2, not 3" in refused.detail
    assert "stakes." not in refused.detail


@pytest.mark.parametrize(
    ("actions", "says"),
    [
        ('"p1 pb 2"', "pb posts the bring-in and takes no amount"),
        ('"p1 pb", "p2 cc 5"', "cc checks or calls and takes no amount"),
        ('"p1 pb", "p2 cbr"', "cbr completes, bets or raises to a total: name the total"),
        ('"d dh p1"', "d dh deals a player his cards"),
    ],
)
def test_an_action_with_the_wrong_words_says_what_it_takes(actions: str, says: str) -> None:
    """PHH spec, Actions: each action's words; a refusal says what the action takes."""
    head = RAZZ.partition("actions")[0]
    deal = '"d dh p1 ????Kh", "d dh p2 ????3d", "d dh p3 4c5c6c"'
    refused = _refusal(f"{head}actions = [{deal}, {actions}]\n")
    assert refused.rule == "phh.actions"
    assert says in refused.detail


def test_a_variant_the_service_does_not_play_is_refused_with_the_reason() -> None:
    """PHH names eleven variants, all games of this service: another code is refused naming the
    ones it plays; a button game's document needs its blinds (PHH spec, Required Fields)."""
    refused = _refusal(_with(variant='"N7S"')).detail
    assert "N7S" in refused and "NS (short_deck_holdem)" in refused
    assert "blinds_or_straddles" in _refusal(_with(variant='"F2L3D"')).detail
    assert "user-defined" in _refusal(_with(colour='"red"')).detail
    read_phh(_with(_colour='"red"', author='"Ann"', hand="7"))  # user-defined and optional fields


def test_a_short_all_in_is_completed_here_where_pokerkit_raises_over_it() -> None:
    """RR Betting and raising 6 (RULES.md §0): facing an all-in short of a full bet, a player
    may complete it to a full bet. pokerkit takes the short all-in as the new bet to raise by a
    full bet: 3 all in, then 10 here, at least 13 there."""
    text = (
        'variant = "F7S"\nantes = [0, 0, 0]\nbring_in = 5\nsmall_bet = 10\nbig_bet = 20\n'
        "starting_stacks = [3, 100, 100]\n"
        'actions = ["d dh p1 AhAd2c", "d dh p2 KhKd9h", "d dh p3 QhQdKc", "p1 cbr 3", '
        '"p2 cbr 10"]\n'
    )
    history = read_phh(text)
    # p1, all in for 3 with a bring-in of 5, brings in (PHH writes it cbr); p2 completes.
    assert [e.type for e in history.events[-2:]] == [EventType.BRING_IN, EventType.COMPLETE]
    with pytest.raises(PokerkitRefused, match="below the minimum allowed 13"):
        pokerkit_replay(text)


def test_a_wager_nobody_can_call_is_not_written() -> None:
    """PHH's stud has no betting round when every other live player is all in; this service
    still asks the one player left with chips to bring in (the chips come back to him), and
    lets him complete. The bring-in is left out of the document; a completion is refused."""
    plan = configure(
        CATALOG["seven_card_stud"],
        Setup(stacks=(100, 1), dealer=1, ante=1, bring_in=5, small_bet=10,
              options=VARIANTS["F7S"].options),
    )  # fmt: skip
    cards = [parse_card(c) for c in ("Ah", "Ad", "2c", "Kh", "Kd", "9h")]
    events = [
        Event(type=EventType.ANTE, seat=0, amount=1),
        Event(type=EventType.ANTE, seat=1, amount=1),
        Event(type=EventType.DEAL, seat=0, down=tuple(cards[:2]), up=(cards[2],)),
        Event(type=EventType.DEAL, seat=1, down=tuple(cards[3:5]), up=(cards[5],)),
        Event(type=EventType.BRING_IN, seat=0, to=5),
    ]
    text = write_phh(plan, events, ())
    assert "pb" not in text
    assert read_phh(text).events[-1].type == EventType.BRING_IN  # and read back, it is there
    with pytest.raises(RuleViolation) as refused:
        write_phh(plan, [*events[:-1], Event(type=EventType.COMPLETE, seat=0, to=10)], ())
    assert (refused.value.rule, refused.value.at) == ("phh.variant", (("events", 4),))


def test_a_table_not_played_as_the_variant_is_not_written() -> None:
    """PHH's F7S fixes the house rules it is played by: heads-up, the cap of a bet and three
    raises stays. At this service's defaults it is lifted heads-up, and a fourth raise on
    third street is a hand F7S would refuse: not written, the options named. Nor is the hand
    at the cap, where F7S offers no raise and this table one. Two raises in, it plays alike
    under both, and is written."""
    plan = configure(
        CATALOG["seven_card_stud"],
        Setup(stacks=(100, 100), dealer=1, ante=1, bring_in=5, small_bet=10),
    )
    raises = [
        Event(type=EventType.ANTE, seat=0, amount=1),
        Event(type=EventType.ANTE, seat=1, amount=1),
        Event(type=EventType.DEAL, seat=0, down=(HIDDEN, HIDDEN), up=(parse_card("Ks"),)),
        Event(type=EventType.DEAL, seat=1, down=(HIDDEN, HIDDEN), up=(parse_card("3d"),)),
        Event(type=EventType.BRING_IN, seat=1, to=5),
        *(Event(type=t, seat=s, to=to) for t, s, to in (
            (EventType.COMPLETE, 0, 10), (EventType.RAISE, 1, 20), (EventType.RAISE, 0, 30),
            (EventType.RAISE, 1, 40), (EventType.RAISE, 0, 50))),
    ]  # fmt: skip
    with pytest.raises(RuleViolation) as refused:
        write_phh(plan, raises, ())
    assert refused.value.rule == "phh.variant"
    assert ("options", "heads_up_raises") in refused.value.at
    with pytest.raises(RuleViolation):
        write_phh(plan, raises[:-1], ())
    assert 'variant = "F7S"' in write_phh(plan, raises[:-2], ())
    draw = configure(
        CATALOG["jacks_or_better"], Setup(stacks=(9, 9), dealer=0, ante=1, small_bet=2)
    )
    with pytest.raises(RuleViolation) as refused:
        write_phh(draw, [], ())
    assert refused.value.at == (("game",),)


def test_razz_trips_showing_act_after_two_pair() -> None:
    """RR Razz and RULES.md §0 (ace-to-five: paired hands compare like high poker inverted):
    three fours showing are a worse low than two pair, so the two pair acts first on sixth
    street, as pokerkit (PHH's reference) has it."""
    text = (
        'variant = "FR"\nantes = [2, 2]\nbring_in = 2\nsmall_bet = 4\nbig_bet = 8\n'
        "starting_stacks = [108, 111]\n"
        'actions = ["d dh p1 6dKh8d", "d dh p2 3c3dTh", "p2 pb", "p1 cbr 4", "p2 cbr 8", '
        '"p1 cc", "d dh p1 4h", "d dh p2 Td", "p1 cc", "p2 cc", "d dh p1 4s", "d dh p2 9d", '
        '"p1 cc", "p2 cc", "d dh p1 4d", "d dh p2 9c", "p2 cbr 8"]\n'
    )
    pokerkit_replay(text)  # pokerkit: p2's two pair acts first
    assert read_phh(text).state.to_act == 0


def test_a_community_card_is_written_and_read_as_the_boards() -> None:
    """RULES.md §4 (S3, running out of cards): eight players to seventh street leave too few
    cards, so one community card is dealt; PHH writes it as the board's (``d db``) and it reads
    back as the community card."""
    plan, events = our_hand(random.Random(8), "F7S", 8, calm=True)
    community = [e for e in events if e.type == EventType.COMMUNITY]
    assert len(community) == 1
    text = write_phh(plan, events, ())
    assert f'"d db {community[0].card}"' in text
    history = read_phh(text)
    assert history.state.community == (community[0].card,)
    assert history.state.result == replay_hand(plan, events).result


def test_commentaries_no_ops_and_a_dash_are_read() -> None:
    """PHH, Actions: a commentary after ``#``, an empty action, and ``sm -`` (the cards already
    dealt) change nothing."""
    plain = read_phh(RAZZ)
    noted = read_phh(RAZZ.replace('"p1 f",', '"p1 f # gives up", "", "# a note", "p2 sm -",'))
    assert noted.events == plain.events


def _all_in_three_ways(actions: list[str]) -> str:
    """No-limit hold'em, three players all in before the flop (p1 for 30), then ``actions``
    and the board."""
    dealt = ["d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "p3 cbr 100", "p1 cc", "p2 cc"]
    board = ["d db 2c7d9h", "d db Jc", "d db Qs"]
    return (
        "variant = 'NT'\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n"
        f"starting_stacks = [30, 100, 100]\nactions = {[*dealt, *actions, *board]!r}\n"
    )


def test_mucks_before_the_runout_are_taken_in_the_order_written() -> None:
    """PHH (as pokerkit) shows and mucks all-in hands before the board is run out; here they
    are taken at the showdown, in the order written (rule games.muck: the last of a pot's
    players to muck keeps it). p3 then p2 muck: the side pot of 140 is p2's, the main pot of
    90 p1's aces'."""
    state = read_phh(_all_in_three_ways(["p3 sm", "p1 sm AsAd", "p2 sm"])).state
    assert state.result is not None
    assert state.result.settlement.won == (90, 140, 0)


def test_a_muck_of_known_cards_that_won_is_refused_before_the_runout_too() -> None:
    """Cards speak: p1's aces were known, so the showdown never waits for him, and his muck
    cannot give the pots to worse hands; written before the board or after it, it is refused
    alike (rule games.muck)."""
    known = _all_in_three_ways(["p3 sm 8c3h", "p1 sm", "p2 sm KcKd"]).replace(
        "'d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????'",
        "'d dh p1 AsAd', 'd dh p2 KcKd', 'd dh p3 8c3h'",
    )
    with pytest.raises(RuleViolation) as caught:
        read_phh(known)
    assert caught.value.rule == "games.muck"


def test_every_player_mucking_leaves_the_pots_to_the_last() -> None:
    """Rule games.muck: p3, p1 and then p2 throw their hands away unshown. Once p1 has, no
    pot is contested: p2, the last of both pots' players, keeps all 230 chips, and his own
    muck, written last, changes nothing."""
    state = read_phh(_all_in_three_ways(["p3 sm", "p1 sm", "p2 sm"])).state
    assert state.result is not None
    assert state.result.settlement.won == (0, 230, 0)


def test_hands_are_written_shown_in_the_showdowns_order() -> None:
    """RR The Showdown, rule 7 (TDA Rule 17): p2 bets the river and is called, so p2 shows
    first, then clockwise p3 and p1. The hands were known from the deal, so the showdown never
    asked for them: the PHH written still shows them in that order, not p1 first."""
    text = (
        "variant = 'NT'\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n"
        "starting_stacks = [100, 100, 100]\nactions = ['d dh p1 AsAd', 'd dh p2 KsKd', "
        "'d dh p3 QsQd', 'p3 cc', 'p1 cc', 'p2 cc', 'd db 2c7d9h', 'p1 cc', 'p2 cc', 'p3 cc', "
        "'d db Jc', 'p1 cc', 'p2 cc', 'p3 cc', 'd db 3s', 'p1 cc', 'p2 cbr 20', 'p3 cc', "
        "'p1 cc', 'p1 sm AsAd', 'p2 sm KsKd', 'p3 sm QsQd']\n"
    )
    history = read_phh(text)
    written = write_phh(history.plan, list(history.events), history.names)
    shows = re.findall(r"(p\d) sm ", written)
    assert shows == ["p2", "p3", "p1"]


def test_a_muck_after_the_ruling_changes_nothing_unless_it_won_a_contested_pot() -> None:
    """Rule games.muck (he gives up nothing nobody else can win): p1's aces win the main pot;
    p3 folded out of the side pot, so p2's 8-3 takes it uncontested, and his muck after the
    ruling changes nothing. A muck by a hand already folded is refused: it has no hand."""
    text = (
        "variant = 'NT'\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n"
        "starting_stacks = [30, 200, 200]\nactions = ['d dh p1 AsAd', 'd dh p2 8c3h', "
        "'d dh p3 Kc8h', 'p3 cbr 10', 'p1 cbr 30', 'p2 cc', 'p3 cc', 'd db 2c7d9h', "
        "'p2 cbr 20', 'p3 cc', 'd db Jc', 'p2 cbr 50', 'p3 f', 'd db Qs', 'p1 sm AsAd', "
        "'p2 sm']\n"
    )
    state = read_phh(text).state
    assert state.result is not None
    assert state.result.settlement.won[:2] == (90, 40)
    folded = text.replace("'p2 sm']", "'p2 sm', 'p3 sm']")
    with pytest.raises(RuleViolation) as caught:
        read_phh(folded)
    assert caught.value.rule == "games.muck" and "p3 has no hand to muck" in caught.value.detail
