"""The contract of a hand's state: the answer of ``POST /v1/games/<game>/state`` and
``POST /v1/histories``, each field naming where the state answer's writer reads it
(:mod:`service.api.contract.sources`)."""

from __future__ import annotations

import marshmallow as ma

from service.api.contract.betting_fields import move_totals as betting_totals
from service.api.contract.explanation import RuleSchema, explain
from service.api.contract.fields import BoundedList, CardField
from service.api.contract.pots import PayoutSchema, SettleResponseSchema, ShownHandSchema
from service.api.contract.sources import pot_name, seat_amounts, source
from service.rules.games.elimination import EliminationPart, EliminationSeatPart
from service.rules.games.events import EventType, Phase
from service.rules.games.old_man import GoOrStop, OldManResult
from service.rules.games.openers import DrawPart
from service.rules.games.openers_showdown import DrawSeatPart
from service.rules.pots.matching import PartOutcome


class NextEventSchema(ma.Schema):
    """An event that may come next: send it with the fields its event type takes. A count is
    named for the event's list it sizes (`down_count`: the cards of the event's `down`), and is
    left out where the event has no such list. At the showdown the shows come in the order the
    players show (rule `showdown.order`): the last to bet or raise first."""

    type = ma.fields.String(required=True, metadata={"enum": [t.value for t in EventType]})
    seat = ma.fields.Integer(
        allow_none=True,
        required=True,
        metadata={
            "description": "The seat the event is for; null for an event of the table's "
            "(`community`, `reveal`, `old_man`), which takes no seat: send it without one."
        },
    )
    amount = ma.fields.Integer(
        metadata={
            "description": "ante: the chips due. exchange: the fee, left out when there is "
            "none. stay: the cost."
        }
    )
    min_to, max_to, all_in = betting_totals()
    down_count = ma.fields.Integer(
        metadata={"description": "deal, show, old_man: the cards of the event's `down`. draw: "
                  "the most it may hold (fewer is a draw of fewer; none is `stand_pat`). "
                  "Counterbluff's lowball: the cards laid face down."}
    )  # fmt: skip
    up_count = ma.fields.Integer(
        metadata={"description": "deal: the cards of the event's `up`. Counterbluff's "
                  "lowball: the cards laid face up (offered beside the same call face down: "
                  "the player chooses)."}
    )  # fmt: skip
    remaining = ma.fields.Integer(
        metadata={"description": "community, reveal: the cards still to turn at this step, "
                  "one event (one `card`) each."}
    )  # fmt: skip
    rank = ma.fields.String(metadata={"description": "discard: the rank turned up."})
    discards_count = ma.fields.Integer(
        metadata={"description": "show, Jacks or Better: the cards of the event's `discards`: "
                  "the opener's discards, kept aside, which he shows with his hand to prove "
                  "his openers."}
    )  # fmt: skip


class SeatStateSchema(ma.Schema):
    """One seat now."""

    seat = ma.fields.Integer(required=True, metadata=source(index=True))
    name = ma.fields.String(metadata=source(given="name"))
    stack = ma.fields.Integer(required=True, metadata={"description": "Chips behind."})
    contributed = ma.fields.Integer(required=True, metadata={"description": "In the pot."})
    in_round = ma.fields.Integer(required=True, metadata={"description": "This betting round."})
    down = BoundedList(CardField(allow_hidden=True), required=True)
    up = BoundedList(CardField(), required=True)
    status = ma.fields.String(required=True, metadata={"enum": ["live", "folded", "all_in"]})
    declaration = ma.fields.String(allow_none=True, required=True)
    ends_with = ma.fields.Integer(
        metadata={
            "description": "When the hand is over, in any game: the chips this seat deals the "
            "next hand with, as Old Man's settlement says them: what is behind it, plus what it "
            "won and was refunded; in Old Man less its match, and in the last hand with its "
            "transfers. With the carry's amount, every chip the seats started with and the pot "
            "carried in. A seat left with none leaves the table."
        }
    )
    high_wild_rank = ma.fields.String(
        metadata={
            "description": "Low Hole: the rank wild for this seat's high hand. Absent while a "
            "hole card is unseen, and where none is: in high-low with ace-low ranking, a hole "
            "of nothing but aces makes aces wild for low only."
        }
    )
    low_wild_rank = ma.fields.String(
        metadata={
            "description": "Low Hole: the rank wild for this seat's low hand. Absent while a "
            "hole card is unseen."
        }
    )
    # Each family's own fields, written from the seat's part when it is that family's.
    discards = BoundedList(
        CardField(allow_hidden=True),
        metadata={"description": "Draw: the cards thrown.", **source(part=DrawSeatPart)},
    )
    eliminated = BoundedList(
        CardField(),
        metadata={
            "description": "Elimination: the cards given up.",
            **source(part=EliminationSeatPart),
        },
    )
    high_total = ma.fields.Float(
        allow_none=True,
        metadata={
            "description": "Elimination: the best high total.",
            **source(part=EliminationSeatPart, path="high_points"),
        },
    )
    low_total = ma.fields.Float(
        allow_none=True,
        metadata={
            "description": "Elimination: the best low total.",
            **source(part=EliminationSeatPart, path="low_points"),
        },
    )
    lost_every_card_on = ma.fields.Integer(
        allow_none=True,
        metadata={
            "description": "Elimination: the reveal (1: the first new rank turned) on which "
            "this seat lost its last card; it then takes every pot it is in, before a player "
            "who lost his on a later reveal. Null while it holds a card.",
            **source(part=EliminationSeatPart),
        },
    )
    going = ma.fields.Boolean(
        allow_none=True,
        metadata={
            "description": "Old Man: go (true) or stop (false), once said.",
            **source(part=GoOrStop),
        },
    )


class CarrySchema(ma.Schema):
    """The hand ended with chips left in the pot for the next deal, in any game: nobody opened,
    a false opener's chips stay, nobody could win a pot at the showdown, Old Man's matches make
    the next pot or everyone folded there. Seats are numbered as in this hand: a seat left
    without chips is out of the next deal (it antes nothing and never deals it)."""

    amount = ma.fields.Integer(
        required=True,
        metadata={"description": "The chips the next deal starts with: send them as its "
                  "`carried_pot`."},
    )  # fmt: skip
    next_dealer = ma.fields.Integer(
        required=True,
        metadata={"description": "The next seat to the left that still has chips."},
    )
    antes = BoundedList(
        ma.fields.Dict(keys=ma.fields.String(), values=ma.fields.Integer()),
        required=True,
        metadata={"description": "The next deal's antes, seat and amount, as its own rules ask "
                  "for them from the chips each seat ends with (a short stack antes what he has); "
                  "none for Old Man's matched pot.",
                  **source(write=seat_amounts)},
    )  # fmt: skip
    reason = ma.fields.String(required=True)
    rule = ma.fields.String(required=True)
    passed_out_deals = ma.fields.Integer(
        metadata={"description": "Jacks or Better: the deals passed out in a row, this one "
                  "counted if nobody legitimately opened it (a deal passed out, and the false "
                  "openers' cases b, c and f): send it as the next deal's `passed_out_deals`."},
    )  # fmt: skip
    carried_pot_matched = ma.fields.Boolean(
        metadata={"description": "Old Man: whether the next pot holds the chips the losing "
                  "goes matched, played without antes, or nobody matched a chip into it "
                  "(everyone folded, or every go who lost had nothing left to match), anted to "
                  "as any hand: send it as the next deal's `carried_pot_matched`."},
    )  # fmt: skip


class FalseOpenersSchema(ma.Schema):
    """A ruling on false openers (S1, False openers, cases a-f)."""

    case = ma.fields.String(required=True, metadata={"enum": list("abcdef")})
    rule = ma.fields.String(required=True)
    opener = ma.fields.Integer(required=True)
    returned = BoundedList(
        ma.fields.Integer(), required=True, metadata={"description": "Chips each seat takes back."}
    )
    forfeited = BoundedList(
        ma.fields.Integer(),
        required=True,
        metadata={"description": "Chips each seat leaves in the pot, no longer his."},
    )
    carried_over = ma.fields.Integer(
        required=True,
        metadata={"description": "Chips carried to the next deal: every chip in the pot that "
                  "is not returned, the pot carried from earlier deals included; 0 while the pot "
                  "still plays (its showdown may still leave chips nobody matched: the hand's "
                  "`carry` says what the next deal starts with)."},
    )  # fmt: skip
    pot_plays = ma.fields.Boolean(
        required=True, metadata={"description": "The pot is still played for in this deal."}
    )
    detail = ma.fields.String(required=True)


class MatchPartSchema(ma.Schema):
    """Old Man: one part of the pot (high, low, or the whole pot one way)."""

    direction = ma.fields.String(required=True, metadata={"enum": ["high", "low"]})
    amount = ma.fields.Integer(required=True)
    whole = ma.fields.Boolean(
        required=True, metadata={"description": "Nobody declared the other way: the whole pot."}
    )
    outcome = ma.fields.String(
        required=True,
        metadata={"enum": [o.value for o in PartOutcome],
                  "description": "`won` by the best go, who beat the old man; `shared` by its "
                  "declarers because nobody went; `unwon`: it stays for the next hand."},
    )  # fmt: skip
    goers = BoundedList(ma.fields.Integer(), required=True)
    winners = BoundedList(ma.fields.Integer(), required=True)
    payouts = BoundedList(ma.fields.Nested(PayoutSchema), required=True)
    rule = ma.fields.String(required=True)


class TransferSchema(ma.Schema):
    """Old Man's last hand: a losing go pays a winner."""

    payer = ma.fields.Integer(required=True)
    payee = ma.fields.Integer(required=True)
    amount = ma.fields.Integer(required=True)


class MatchingSchema(ma.Schema):
    """Old Man: how the pot was settled by matching."""

    parts = BoundedList(ma.fields.Nested(MatchPartSchema), required=True)
    failed_both = BoundedList(ma.fields.Integer(), required=True)
    losers = BoundedList(
        ma.fields.Integer(), required=True, metadata={"description": "Goes who lost."}
    )
    matches = BoundedList(
        ma.fields.Integer(),
        required=True,
        metadata={"description": "Each seat's match, paid into the next pot."},
    )
    transfers = BoundedList(
        ma.fields.Nested(TransferSchema),
        required=True,
        metadata={"description": "The last hand: what each loser pays each winner."},
    )


class OldManHandsSchema(ma.Schema):
    """Old Man: the dummy hand, and once valued its high and low."""

    cards = BoundedList(
        CardField(allow_hidden=True),
        required=True,
        metadata={"description": "`??` until turned up at the end."},
    )
    high = ma.fields.Nested(ShownHandSchema, allow_none=True, required=True)
    low = ma.fields.Nested(ShownHandSchema, allow_none=True, required=True)


class OldManSchema(OldManHandsSchema):
    """Old Man: the dummy hand, and at the end its hands and the matching."""

    matching = ma.fields.Nested(MatchingSchema, allow_none=True, required=True)


class PaymentSchema(ma.Schema):
    """Chips put in that are not a bet."""

    seat = ma.fields.Integer(required=True)
    amount = ma.fields.Integer(required=True)
    reason = ma.fields.String(required=True)
    rule = ma.fields.String(required=True)


class PotInPlaySchema(ma.Schema):
    """A pot in the middle, while the hand is played: its chips and who may win them."""

    name = ma.fields.String(
        required=True, metadata={"example": "side pot 1", **source(index=True, write=pot_name)}
    )
    amount = ma.fields.Integer(required=True)
    eligible = BoundedList(
        ma.fields.Integer(),
        required=True,
        metadata={"description": "The live seats that put in enough to win this pot."},
    )


class StateResponseSchema(ma.Schema):
    """Where the hand stands, what may come next, and when it is over, the result."""

    game = ma.fields.String(required=True, metadata=source(given="game"))
    phase = ma.fields.String(required=True, metadata={"enum": [p.value for p in Phase]})
    street = ma.fields.String(allow_none=True, required=True)
    pot = ma.fields.Integer(required=True)
    pots = BoundedList(
        ma.fields.Nested(PotInPlaySchema),
        required=True,
        metadata={"description": "The pots in the middle, main pot first: the chips of the "
                  "betting rounds played (antes, payments and carried chips in the main pot), "
                  "a side pot for each player all in for less (rule "
                  "`pots.side-pots`). This round's bets are each seat's `in_round` until it "
                  "ends, so `pot` is these and every `in_round`, and a bet nobody could call, "
                  "which goes back to its owner (the result's `refunded`). Once the hand is "
                  "over, the result's pots, and none when no hand won (a deal passed out: its "
                  "chips are the next deal's, `carry`); none before the first chip."},
    )  # fmt: skip
    to_act = ma.fields.Integer(
        allow_none=True,
        required=True,
        metadata={"description": "The seat whose turn it is, in a step taken in turn (a betting "
                  "round, a draw, English Stud's exchanges, Old Man's stays); null elsewhere: "
                  "while cards are dealt or turned, at the showdown (the seat due to show next "
                  "is the first `show` of `next_events`), and when the hand is over."},
    )  # fmt: skip
    current_bet = ma.fields.Integer(required=True)
    raises = ma.fields.Integer(required=True)
    seats = BoundedList(
        ma.fields.Nested(SeatStateSchema), required=True, metadata=source(rows="seats")
    )
    community = BoundedList(CardField(), required=True)
    next_events = BoundedList(ma.fields.Nested(NextEventSchema), required=True)
    payments = BoundedList(
        ma.fields.Nested(PaymentSchema),
        required=True,
        metadata={"description": "Chips put in that are not bets: antes, Old Man's stays, "
                  "English Stud's exchange fees, Deuces, Jacks and the Axe's payments for wild "
                  "cards. Blinds are bets: a seat's blind is its `in_round` while the first "
                  "betting round lasts (until it acts), and part of its `contributed` after."},
    )  # fmt: skip
    result = ma.fields.Nested(
        SettleResponseSchema,
        allow_none=True,
        required=True,
        metadata={"description": "When the hand is over: the settlement by the pot engine.",
                  # By seat, with the seats written above: their names and chips in.
                  **source(nested_given="answer")},
    )  # fmt: skip
    explanation = BoundedList(
        ma.fields.Nested(RuleSchema), required=True, metadata=source(path="rules", write=explain)
    )
    # Each family's own fields, written from the hand's part when it is that family's.
    row = BoundedList(
        CardField(),
        metadata={
            "description": "Elimination: the cards turned up, in order.",
            **source(part=EliminationPart),
        },
    )
    opener = ma.fields.Integer(
        allow_none=True,
        metadata={"description": "Jacks or Better: the seat that opened.", **source(part=DrawPart)},
    )
    carry = ma.fields.Nested(
        CarrySchema,
        allow_none=True,
        metadata={"description": "When the hand is over and leaves chips in the pot for the "
                  "next deal, in any game: how many, who deals next and who antes."},
    )  # fmt: skip
    false_openers = ma.fields.Nested(
        FalseOpenersSchema, allow_none=True, metadata=source(part=DrawPart)
    )
    old_man = ma.fields.Nested(
        OldManSchema, allow_none=True, metadata=source(part=OldManResult, path="")
    )
    scale = ma.fields.Integer(
        metadata={
            "description": "Only for a hand read from a PHH document with decimal amounts: "
            "how many of this answer's chips make one unit of the document's amounts (100: "
            "the document wrote dollars and cents, such as 0.25, and every amount here is in "
            "cents). Absent, the amounts are as the request wrote them.",
            **source(given="scale"),
        }
    )
