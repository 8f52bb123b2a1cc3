"""The contract's words: what each field name means wherever it appears.

A name means one thing across every endpoint (docs/names.md), so its description is written
once here. :func:`service.api.contract.shape.finish` gives it to every property of that name
that has no description of its own; a field whose meaning is particular to its schema says so
in its own ``metadata``.
"""

from __future__ import annotations

from typing import Final

GLOSSARY: Final[dict[str, str]] = {
    # Seats, players, chips
    "seat": "A seat, as an index into the request's `seats` (0 is the first, clockwise).",
    "seats": "Every seat, in clockwise order; a seat is its index in this list.",
    "name": "A name for display, echoed back; the service decides nothing by it.",
    "dealer": "The dealer's seat (the button), an index into `seats`.",
    "amount": "A number of chips.",
    "ante": "The ante each seat puts in before the deal.",
    "antes": "Chips this seat anted.",
    "contributed": "Every chip this seat put into the pot this hand, antes included.",
    "won": "Chips this seat takes from the pots.",
    "folded": "The seat has folded: it can win nothing.",
    "pot": "Chips in the pot now, carried chips included.",
    "pots": "The main pot, then each side pot, in the order built.",
    "payouts": "Chips paid to each winning seat.",
    "payments": "Chips put in that are not bets (antes, a wild-card payment), with the rule.",
    "payer": "The seat that pays.",
    "payee": "The seat that is paid.",
    "winners": "The winning seats (indices into `seats`).",
    "eligible": "The seats that can win this pot.",
    "shares": "The pot's shares (high, low, or the whole) and who takes each.",
    "carried_over": "Chips left in the pot for the next deal.",
    "in_round": "Each seat's chips put in this betting round.",
    "small_bet": "Fixed limit: the small bet. Pot and no limit: the least bet.",
    "big_bet": "Fixed limit: the big bet (when it is bet is the game's rule).",
    "current_bet": "The most any seat has put in this betting round.",
    "round": "The kind of betting round, which decides who acts first and which fields it "
    "takes: `seat` (the caller names the first), `draw`, `stud` or `blinds`.",
    "min": "The fewest.",
    "max": "The most.",
    # Said exactly as service/rules/betting/table.py counts: a reader took "bets and raises" for
    # a count that includes the bet, one more than the cap's count.
    "raises": "Full raises over the round's bet so far: the count fixed limit's cap "
    "(`max_raises`) is compared with, so a bet and three raises make 3. The bet, the big blind, "
    "a bring-in and its completion count none; each straddle over the big blind counts one; an "
    "all-in short of a full raise counts none (in fixed limit one raising by half a bet or more "
    "counts).",
    "all_in": "This amount puts all the seat's chips in.",
    "min_to": "The least total this event may make (the seat's chips in the round afterwards).",
    "max_to": "The most total this event may make.",
    "to_act": "The seat to act next; null when nobody is to act.",
    "opener": "The seat that opened the betting.",
    "next_dealer": "The next deal's dealer.",
    # Cards and hands
    "cards": "Cards, each written rank then suit (`As`, `Td`).",
    "board": "Cards every hand shares.",
    "community": "Cards dealt face up to the centre, shared by every hand.",
    "down": "Cards dealt face down (`??` where unseen).",
    "up": "Cards dealt face up.",
    "best_five": "The five cards that play, best first.",
    "category": "The hand's category (`full_house`), one word for a kind of hand under every "
    "ranking, but that an unpaired low is `no_pair` (high poker's `high_card`), as is every "
    "badugi.",
    "category_name": "The category in words (`Full house`).",
    "description": "In words.",
    "value": "A comparable value: greater is better, equal values tie.",
    "qualifies": "Whether the hand meets the low qualifier.",
    "qualifier": "N-or-better for a low ranking (8: eight-or-better); null for none.",
    "ranking": "The ranking system.",
    "rankings": "The game's ranking systems: its high, its low, and the low's qualifier.",
    "high": "The hand's high ruling.",
    "low": "The low share's ranking and qualifier, or the hand's low ruling.",
    "hands": "The hands, in the order given.",
    "declaration": "A declaration: `high`, `low` or `both`.",
    "wild": "The wild cards and how they play.",
    "deck": "The deck: packs and jokers.",
    "eliminated": "Elimination: the cards given up.",
    "cards_left": "Elimination: the cards the hand keeps.",
    "total": "A point total.",
    "values": "Each card's points.",
    # A hand's course
    "game": "A game id from `GET /v1/games`.",
    "games": "Every game the service knows.",
    "options": "House rules, by name, as `GET /v1/games/{game}` lists them; each left out "
    "has the game's default.",
    "stakes": "The stakes agreed for the hand.",
    "events": "The events so far, in order.",
    "next_events": "The events that may come next, with exact amounts or card counts.",
    "type": "The event's type.",
    "phase": "What the hand is doing now.",
    "street": "The street (stud) or the round (draw games) the hand is on.",
    "step": "The procedure's step.",
    "plan": "The deal plan: each step of the procedure in order.",
    "result": "When the hand is over: the settlement.",
    "carry": "The hand ended with chips left for the next deal: how many, who deals, who antes.",
    "reason": "Why, in words.",
    "over": "The game is over.",
    # Rulings and rules
    "explanation": "Every rule applied, in order, each with its sentence and source.",
    "rule": "The id of the rule that decides this; see `GET /v1/rules`.",
    "rules": "Rule ids; see `GET /v1/rules`.",
    "detail": "The ruling in words.",
    "case": "The case of the rule that applies.",
    "allowed": "Whether the proposed action is legal now.",
    "id": "The id used in paths and requests.",
    "title": "A short title.",
    "sentence": "The rule in one sentence.",
    "summary": "What the game is, in a sentence.",
    "family": "The family of games it belongs to, sharing a procedure: `stud`, `draw` (as a "
    "dispute names them), `board` (hold'em and Omaha), or a game of its own.",
    "players": "How many players the game takes: the least and the most.",
    "status": "The state, as one word.",
    "version": "The service's version.",
    "choices": "The values a choice option takes.",
    "minimum": "The least value an integer option takes.",
    "maximum": "The most value an integer option takes.",
    "nullable": "Whether the option may be null.",
    # Betting rounds
    "structure": "The betting structure: fixed limit, pot limit or no limit.",
    "stud": "A stud street: the service finds who acts first and the bet sizes.",
    "draw": "A draw game's round: the service finds who speaks first.",
    "proposed": "The verdict on the proposed action.",
    # Hands and their parts
    "card": "The card.",
    "hole_count": "How many of the hand's own cards the best five must use.",
    "board_count": "How many of the board's cards the best five must use.",
    "direction": "Which way this part is played for: `high` or `low`.",
    "parts": "Old Man: the pot's parts (high, low, or the whole one way) and who takes each.",
    "goers": "Old Man: the seats that went this way.",
    "failed_both": "Old Man: seats that declared both ways and lost one, so won nothing.",
    "go": "Old Man: the seat went (true) or stopped (false).",
    "matching": "Old Man: how the pot was settled by matching; null until the end.",
    "old_man": "Old Man: the dummy hand, its hands and the matching.",
    "false_openers": "Jacks or Better: the ruling on false openers, once the opener owns up.",
    "may_open": "Jacks or Better: this hand may open.",
    "needs": "Jacks or Better: what opening needs, in words.",
    # Counterbluff
    "hand": "The player's hand: live or dead.",
    "number": "Counterbluff: the hand's number, from 1.",
    "leader": "Counterbluff: the player who leads (plays first) in this hand.",
    "ended_by": "Counterbluff: how the hand ended, or is to be scored: a showdown, a fold or a "
    "Lowball call.",
    "rows": "Counterbluff: each player's cards played, in order.",
    "score": "Counterbluff: the player's points so far.",
    "scores": "Counterbluff: each player's points so far.",
    "lowball": "Counterbluff: the cards laid in a Lowball call and its reply.",
    "face_up": "Counterbluff: the cards were laid face up.",
    "caller_cards": "Counterbluff, lowball: the caller's five cards.",
    "reply": "Counterbluff, lowball: how the other player replied.",
    "reply_cards": "Counterbluff, lowball: the replying player's five cards.",
}
"""Each field name's meaning, for every property of that name without a description."""
