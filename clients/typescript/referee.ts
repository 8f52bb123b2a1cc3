// Poker rules referee 0.1.0: types generated from openapi.yaml by
// clients/typescript/generate.py. Do not edit by hand; run `make openapi`.

export type Problem = {
  /**
   * URI of the problem type: the broken rule, or about:blank.
   */
  type: string;
  /**
   * Short summary.
   */
  title: string;
  /**
   * The HTTP status.
   */
  status: number;
  /**
   * What went wrong with this request, in words.
   */
  detail: string;
  /**
   * The path of the request.
   */
  instance?: string;
  /**
   * For invalid input: each offending field, as a dotted path such as `hands.1.cards.2`, with its messages.
   */
  errors?: Record<string, Array<string>>;
  /**
   * The id of the rule the input breaks; see `GET /v1/rules`.
   */
  rule?: string;
  /**
   * The service limit the request exceeds, where it follows the contract but no schema can bound it: `size`, the body's bytes (413); `cost`, the five-card evaluations it needs (422).
   */
  limit?: "size" | "cost";
  /**
   * How many more fields are wrong than `errors` lists: a problem is kept under 16 KiB, so only the first fields are listed.
   */
  more_errors?: number;
};

export type Health = {
  /**
   * The state, as one word.
   */
  status: "ok";
  /**
   * The service's version.
   */
  version: string;
};

export type PlanStep = {
  /**
   * The procedure's step.
   */
  step: Phase;
  /**
   * The street (stud) or the round (draw games) the hand is on.
   */
  street?: string;
  /**
   * Cards dealt face down (`??` where unseen).
   */
  down?: number;
  /**
   * Cards dealt face up.
   */
  up?: number;
};

export type GameOption = {
  /**
   * The option's key in a request's `options`.
   */
  name: string;
  /**
   * What values it takes: true or false, an integer from `minimum` to `maximum`, one of `choices`, or a list of ranks.
   */
  kind: "boolean" | "integer" | "choice" | "ranks";
  /**
   * The value the game plays with when `options` leaves this out: a boolean, an integer, a choice, or a list of ranks, as `kind` says.
   */
  default: boolean | number | string | Array<string> | null;
  /**
   * The values a choice option takes.
   */
  choices?: Array<string>;
  /**
   * The least value an integer option takes.
   */
  minimum?: number;
  /**
   * The most value an integer option takes.
   */
  maximum?: number;
  /**
   * Whether the option may be null.
   */
  nullable: boolean;
  /**
   * In words.
   */
  description: string;
  /**
   * The id of the rule that decides this; see `GET /v1/rules`.
   */
  rule: string;
};

export type Game = {
  /**
   * The id used in paths and requests.
   */
  id: string;
  /**
   * A name for display, echoed back; the service decides nothing by it.
   */
  name: string;
  /**
   * What the game is, in a sentence.
   */
  summary: string;
  /**
   * The family of games it belongs to.
   */
  family: string;
  /**
   * How many players the game takes: the least and the most.
   */
  players: Record<string, number>;
  /**
   * The deck: packs and jokers.
   */
  deck: Record<string, unknown>;
  /**
   * The deal plan: each step of the procedure in order.
   */
  plan: Array<PlanStep>;
  /**
   * The game's ranking systems: its high, its low, and the low's qualifier.
   */
  rankings: Record<string, unknown>;
  /**
   * The wild cards and how they play.
   */
  wild: Record<string, unknown> | null;
  /**
   * House rules, by name, as `GET /v1/games/{game}` lists them; each left out has the game's default.
   */
  options: Array<GameOption>;
  /**
   * Rule ids; see `GET /v1/rules`.
   */
  rules: Array<string>;
};

export type Catalog = {
  /**
   * Every game the service knows.
   */
  games: Array<Game>;
};

export type Stakes = {
  /**
   * The ante each seat puts in before the deal.
   */
  ante?: number;
  /**
   * The forced bring-in, less than the small bet; null when the game is played without one (option `bring_in` false).
   */
  bring_in?: number | null;
  /**
   * Fixed limit: the small bet. Pot and no limit: the least bet. Needed by every game with betting rounds (not Old Man).
   */
  small_bet?: number | null;
  /**
   * Default: twice the small bet.
   */
  big_bet?: number | null;
};

export type SeatSetup = {
  /**
   * A name for display, echoed back; the service decides nothing by it.
   */
  name?: string;
  /**
   * Chips in front of the player.
   */
  stack: number;
};

export type Options = {
  /**
   * How much may be bet. (rule `betting.amount`)
   */
  structure?: BettingStructure;
  /**
   * The cap with two players. (rule `betting.cap`)
   */
  heads_up_raises?: "unlimited_if_two_at_start" | "unlimited_when_heads_up" | "capped";
  /**
   * Who gets an odd chip between tied hands. (rule `pots.odd-chip-position`)
   */
  odd_chip?: OddChipRule;
  /**
   * A forced bring-in on third street (the casino rule); false: the traditional game, in which the best hand showing opens every street. (rule `betting.bring-in`)
   */
  bring_in?: boolean;
  /**
   * Equal hands showing: the suit of the highest card, or the first from the dealer's left. (rule `betting.first-to-act`)
   */
  showing_tie?: ShowingTie;
  /**
   * After a big bet, only big raises. (rule `betting.stud-limits`)
   */
  raise_at_least_last?: boolean;
  /**
   * Only big bets from fifth street (the casino rule; Razz doubles its limits at fifth). (rule `betting.stud-limits`)
   */
  big_bets_from_fifth?: boolean;
  /**
   * The dealer burns a card before each street. (rule `stud.burn-cards`)
   */
  burn_cards?: boolean;
  /**
   * A low must be this or better to win (8: eight-or-better); null for no qualifier. (rule `low.qualifier`)
   */
  qualifier?: number | null;
  /**
   * When every declarer is a failed both: the pot stays for the next deal, or they share it. (rule `declare.failed-pigs-carry-over`)
   */
  failed_pigs?: FailedPigs;
  /**
   * A wild card may stand for a card already in the hand. (rule `wild.no-duplicates`)
   */
  wild_may_duplicate?: boolean;
  /**
   * Play for high, for low, or high-low cards speak. (rule `stud.wild-ranks`)
   */
  play?: "high" | "low" | "high_low";
  /**
   * How low hands rank when the game is played low or high-low. (rule `low.ace-to-five`)
   */
  low_ranking?: LowRankingSystem;
  /**
   * The ranks the players agree are wild. (rule `stud.wild-ranks`)
   */
  wild_ranks?: Array<Rank>;
  /**
   * A seventh card, face down, with five players or fewer. (rule `stud.english-seventh-card`)
   */
  seventh_card?: boolean;
  /**
   * Chips paid to the pot for each exchange; not a bet. (rule `stud.english-fee`)
   */
  exchange_fee?: number;
  /**
   * Antes paid for each wild card dealt face up. (rule `stud.axe-payments`)
   */
  wild_card_payment?: number;
  /**
   * Antes paid for each seven dealt face up. (rule `stud.axe-payments`)
   */
  seven_payment?: number;
  /**
   * Who antes: the dealer for the table (the classic rule), or every player. (rule `draw.ante`)
   */
  ante_by?: "dealer" | "everyone";
  /**
   * Nobody opens: the deal passes and the new dealer antes again (the classic rule); every player antes again; or the hands are kept and played as lowball. (rule `jacks.passed-out`)
   */
  passed_out?: "new_dealer_antes" | "everyone_antes" | "play_lowball";
  /**
   * A false opener owning up in the first round: the classic reading (the others take their chips back) or Robert's Rules' (the pot plays). (rule `jacks.false-openers-admitted`)
   */
  false_openers?: "s1" | "rr";
  /**
   * The most cards a player may draw. (rule `draw.draw`)
   */
  max_draw?: number;
  /**
   * The most a losing go matches; null for no cap. (rule `oldman.match-cap`)
   */
  match_cap?: number | null;
  /**
   * The last hand of the game: losing goes pay the winners instead of matching, and a pot the old man keeps is divided among the players. (rule `oldman.last-hand`)
   */
  last_hand?: boolean;
  /**
   * A go who ties the old man's hand: loses (the old man wins ties) or wins. (rule `oldman.old-man-tie`)
   */
  old_man_tie?: "old_man" | "player";
  /**
   * A hand played for a carried (matched) pot: no antes at all, or only the antes to stay in. (rule `oldman.matched-pot`)
   */
  matched_pot_antes?: "none" | "to_stay";
  /**
   * One pack, or two shuffled together (104 cards). (rule `counterbluff.identical-cards`)
   */
  packs?: number;
  /**
   * The Lowball option: the leader may lay five cards for Lowball. (rule `counterbluff.lowball`)
   */
  lowball?: boolean;
  /**
   * Two equal hands at a showdown or a face-up Lowball: nobody scores, or both do. (rule `counterbluff.tie`)
   */
  ties?: "no_score" | "both_score";
  /**
   * Where four of a kind ranks (Parlett's list leaves it out): between a full house and a straight flush, or above a straight flush. (rule `counterbluff.four-of-a-kind`)
   */
  four_of_a_kind?: "standard" | "above_straight_flush";
  /**
   * Who leads after a Lowball call: the player who scored (the caller if nobody did), or always the caller. (rule `counterbluff.lowball-leader`)
   */
  lowball_leader?: "scorer" | "caller";
};

export type AnteEvent = {
  /**
   * The event's type.
   */
  type: "ante";
  /**
   * The seat the event is for, an index into `seats`.
   */
  seat: number;
  /**
   * The chips put in.
   */
  amount: number;
};

export type DealEvent = {
  /**
   * The event's type.
   */
  type: "deal";
  /**
   * The seat the event is for, an index into `seats`.
   */
  seat: number;
  /**
   * The cards dealt face down (`??` when unseen); none if left out.
   */
  down?: Array<CardOrHidden>;
  /**
   * The cards dealt face up; none if left out.
   */
  up?: Array<Card>;
};

export type CommunityEvent = {
  /**
   * The event's type.
   */
  type: "community";
  /**
   * The card.
   */
  card: CardOrHidden;
};

export type BringInEvent = {
  /**
   * The event's type.
   */
  type: "bring_in";
  /**
   * The seat the event is for, an index into `seats`.
   */
  seat: number;
  /**
   * The seat's total in this betting round afterwards.
   */
  to: number;
};

export type CompleteEvent = {
  /**
   * The event's type.
   */
  type: "complete";
  /**
   * The seat the event is for, an index into `seats`.
   */
  seat: number;
  /**
   * The seat's total in this betting round afterwards.
   */
  to: number;
};

export type BetEvent = {
  /**
   * The event's type.
   */
  type: "bet";
  /**
   * The seat the event is for, an index into `seats`.
   */
  seat: number;
  /**
   * The seat's total in this betting round afterwards.
   */
  to: number;
};

export type RaiseEvent = {
  /**
   * The event's type.
   */
  type: "raise";
  /**
   * The seat the event is for, an index into `seats`.
   */
  seat: number;
  /**
   * The seat's total in this betting round afterwards.
   */
  to: number;
};

export type CallEvent = {
  /**
   * The event's type.
   */
  type: "call";
  /**
   * The seat the event is for, an index into `seats`.
   */
  seat: number;
  /**
   * Optional: the seat's total in this betting round afterwards; when given it must be the total the action makes, or the event is refused.
   */
  to?: number;
};

export type CheckEvent = {
  /**
   * The event's type.
   */
  type: "check";
  /**
   * The seat the event is for, an index into `seats`.
   */
  seat: number;
  /**
   * Optional: the seat's total in this betting round afterwards; when given it must be the total the action makes, or the event is refused.
   */
  to?: number;
};

export type FoldEvent = {
  /**
   * The event's type.
   */
  type: "fold";
  /**
   * The seat the event is for, an index into `seats`.
   */
  seat: number;
  /**
   * Optional: the seat's total in this betting round afterwards; when given it must be the total the action makes, or the event is refused.
   */
  to?: number;
};

export type ExchangeEvent = {
  /**
   * The event's type.
   */
  type: "exchange";
  /**
   * The seat the event is for, an index into `seats`.
   */
  seat: number;
  /**
   * The card given up.
   */
  discard: CardOrHidden;
  /**
   * The new card (`??` for a down card unseen).
   */
  card: CardOrHidden;
};

export type StandPatEvent = {
  /**
   * The event's type.
   */
  type: "stand_pat";
  /**
   * The seat the event is for, an index into `seats`.
   */
  seat: number;
};

export type DeclareEvent = {
  /**
   * The event's type.
   */
  type: "declare";
  /**
   * The seat the event is for, an index into `seats`.
   */
  seat: number;
  /**
   * What the seat plays for.
   */
  declaration: Declaration;
};

export type ShowEvent = {
  /**
   * The event's type.
   */
  type: "show";
  /**
   * The seat the event is for, an index into `seats`.
   */
  seat: number;
  /**
   * All the seat's down cards, in the order dealt.
   */
  down: Array<CardOrHidden>;
  /**
   * Jacks or Better: the opener's discards, kept aside to prove his openers.
   */
  discards?: Array<CardOrHidden>;
};

export type DrawEvent = {
  /**
   * The event's type.
   */
  type: "draw";
  /**
   * The seat the event is for, an index into `seats`.
   */
  seat: number;
  /**
   * The cards thrown (`??` when unseen); none if left out.
   */
  discards?: Array<CardOrHidden>;
  /**
   * The cards dealt (`??` when unseen); none if left out.
   */
  down?: Array<CardOrHidden>;
};

export type RevealEvent = {
  /**
   * The event's type.
   */
  type: "reveal";
  /**
   * The card turned up.
   */
  card: CardOrHidden;
};

export type DiscardEvent = {
  /**
   * The event's type.
   */
  type: "discard";
  /**
   * The seat the event is for, an index into `seats`.
   */
  seat: number;
  /**
   * The cards given up; none if left out.
   */
  discards?: Array<CardOrHidden>;
};

export type FalseOpenersEvent = {
  /**
   * The event's type.
   */
  type: "false_openers";
  /**
   * The seat the event is for, an index into `seats`.
   */
  seat: number;
};

export type ExposeEvent = {
  /**
   * The event's type.
   */
  type: "expose";
  /**
   * The seat the event is for, an index into `seats`.
   */
  seat: number;
  /**
   * The down card the player turns up himself.
   */
  card: CardOrHidden;
  /**
   * The down card passed face up to the right.
   */
  passed: CardOrHidden;
};

export type StayEvent = {
  /**
   * The event's type.
   */
  type: "stay";
  /**
   * The seat the event is for, an index into `seats`.
   */
  seat: number;
  /**
   * The chips paid to stay.
   */
  amount: number;
};

export type GoEvent = {
  /**
   * The event's type.
   */
  type: "go";
  /**
   * The seat the event is for, an index into `seats`.
   */
  seat: number;
};

export type StopEvent = {
  /**
   * The event's type.
   */
  type: "stop";
  /**
   * The seat the event is for, an index into `seats`.
   */
  seat: number;
};

export type OldManEvent = {
  /**
   * The event's type.
   */
  type: "old_man";
  /**
   * The old man's six cards.
   */
  down: Array<Card>;
};

export type StateRequest = {
  /**
   * The dealer's seat (the button), an index into `seats`.
   */
  dealer: number;
  /**
   * The stakes agreed for the hand.
   */
  stakes: Stakes;
  /**
   * Every seat, in clockwise order; a seat is its index in this list.
   */
  seats: Array<SeatSetup>;
  /**
   * House rules, by name, as `GET /v1/games/{game}` lists them; each left out has the game's default.
   */
  options?: Options;
  /**
   * The events so far, in order. At most 2730: as many as a body of 64 KiB can hold, so a heads-up raise war is cut short only by the stacks.
   */
  events?: Array<AnteEvent | DealEvent | CommunityEvent | BringInEvent | CompleteEvent | BetEvent | RaiseEvent | CallEvent | CheckEvent | FoldEvent | ExchangeEvent | StandPatEvent | DeclareEvent | ShowEvent | DrawEvent | RevealEvent | DiscardEvent | FalseOpenersEvent | ExposeEvent | StayEvent | GoEvent | StopEvent | OldManEvent>;
  /**
   * Chips already in the pot from earlier deals (a passed-out deal, forfeited false openers, an unwon declare pot): nobody's, won with the main pot.
   */
  carried_pot?: number;
  /**
   * Jacks or Better: deals passed out in a row just before this one (with option passed_out = everyone_antes, everyone antes).
   */
  passed_out_deals?: number;
};

export type SeatState = {
  /**
   * A seat, as an index into the request's `seats` (0 is the first, clockwise).
   */
  seat: number;
  /**
   * A name for display, echoed back; the service decides nothing by it.
   */
  name?: string;
  /**
   * Chips behind.
   */
  stack: number;
  /**
   * In the pot.
   */
  contributed: number;
  /**
   * This betting round.
   */
  in_round: number;
  /**
   * Cards dealt face down (`??` where unseen).
   */
  down: Array<CardOrHidden>;
  /**
   * Cards dealt face up.
   */
  up: Array<Card>;
  /**
   * The state, as one word.
   */
  status: "live" | "folded" | "all_in";
  /**
   * A declaration: `high`, `low` or `both`.
   */
  declaration: string | null;
  /**
   * Low Hole: wild for high.
   */
  high_wild_rank?: string;
  /**
   * Low Hole: wild for low.
   */
  low_wild_rank?: string;
  /**
   * Draw: the cards thrown.
   */
  discards?: Array<CardOrHidden>;
  /**
   * Elimination: the cards given up.
   */
  eliminated?: Array<Card>;
  /**
   * Elimination: the best high total.
   */
  high_total?: number | null;
  /**
   * Elimination: the best low total.
   */
  low_total?: number | null;
  /**
   * Old Man: go (true) or stop (false), once said.
   */
  going?: boolean | null;
};

export type NextEvent = {
  /**
   * The event's type.
   */
  type: EventType;
  /**
   * A seat, as an index into the request's `seats` (0 is the first, clockwise).
   */
  seat: number | null;
  /**
   * ante: the chips due. exchange: the fee.
   */
  amount?: number;
  /**
   * The least total this event may make (the seat's chips in the round afterwards).
   */
  min_to?: number;
  /**
   * The most total this event may make.
   */
  max_to?: number;
  /**
   * This amount puts all the seat's chips in.
   */
  all_in?: boolean;
  /**
   * deal, show: down cards. draw: the most cards drawn.
   */
  down?: number;
  /**
   * deal, community, reveal: up cards.
   */
  up?: number;
  /**
   * discard: the rank turned up.
   */
  rank?: string;
};

export type Payment = {
  /**
   * A seat, as an index into the request's `seats` (0 is the first, clockwise).
   */
  seat: number;
  /**
   * A number of chips.
   */
  amount: number;
  /**
   * Why, in words.
   */
  reason: string;
  /**
   * The id of the rule that decides this; see `GET /v1/rules`.
   */
  rule: string;
};

export type Payout = {
  /**
   * A seat, as an index into the request's `seats` (0 is the first, clockwise).
   */
  seat: number;
  /**
   * A number of chips.
   */
  amount: number;
};

export type Share = {
  /**
   * `whole`: one way took the pot; `failed_pigs`: shared by failed both declarers.
   */
  direction: "high" | "low" | "whole" | "failed_pigs";
  /**
   * A number of chips.
   */
  amount: number;
  /**
   * The winning seats (indices into `seats`).
   */
  winners: Array<number>;
  /**
   * Chips paid to each winning seat.
   */
  payouts: Array<Payout>;
  /**
   * Seats that got one odd chip of this share.
   */
  odd_chips: Array<number>;
};

export type PotOut = {
  /**
   * A name for display, echoed back; the service decides nothing by it.
   */
  name: string;
  /**
   * A number of chips.
   */
  amount: number;
  /**
   * The seats that can win this pot.
   */
  eligible: Array<number>;
  /**
   * The pot's shares (high, low, or the whole) and who takes each.
   */
  shares: Array<Share>;
  /**
   * Chips left in the pot for the next deal.
   */
  carried_over: number;
  /**
   * Failed both declarers, removed before the halves.
   */
  removed: Array<number>;
};

export type ShownHand = {
  /**
   * The five cards that play, best first.
   */
  best_five: Array<Card>;
  /**
   * The hand's category (`full_house`), the same word under every ranking.
   */
  category: Category;
  /**
   * In words.
   */
  description: string;
  /**
   * A comparable value: greater is better, equal values tie.
   */
  value: number;
  /**
   * Whether the hand meets the low qualifier.
   */
  qualifies?: boolean;
};

export type SeatOut = {
  /**
   * A seat, as an index into the request's `seats` (0 is the first, clockwise).
   */
  seat: number;
  /**
   * A name for display, echoed back; the service decides nothing by it.
   */
  name?: string;
  /**
   * Every chip this seat put into the pot this hand, antes included.
   */
  contributed: number;
  /**
   * Chips this seat takes from the pots.
   */
  won: number;
  /**
   * Uncalled chips back.
   */
  refunded: number;
  /**
   * won + refunded - contributed
   */
  net: number;
  /**
   * The high ranking, or the hand's high ruling.
   */
  high: ShownHand | null;
  /**
   * The low ranking, or the hand's low ruling.
   */
  low: ShownHand | null;
};

export type Rule = {
  /**
   * The id used in paths and requests.
   */
  id: string;
  /**
   * A short title.
   */
  title: string;
  /**
   * The rule in one sentence.
   */
  sentence: string;
  /**
   * Where the rule comes from, as a player can look it up: a published write-up of the game by title and section, Robert's Rules of Poker, the Poker TDA rules, or a house rule of this service with the option that changes it.
   */
  source: string;
};

export type SettleResponse = {
  /**
   * The main pot, then each side pot, in the order built.
   */
  pots: Array<PotOut>;
  /**
   * Every seat, in clockwise order; a seat is its index in this list.
   */
  seats: Array<SeatOut>;
  /**
   * Chips that stay in the pot for the next deal.
   */
  carried_over: number;
  /**
   * Every rule applied, in order, each with its sentence and source.
   */
  explanation: Array<Rule>;
};

export type Carry = {
  /**
   * A number of chips.
   */
  amount: number;
  /**
   * The next deal's dealer.
   */
  next_dealer: number;
  /**
   * The next deal's antes: seat and amount.
   */
  antes: Array<Record<string, number>>;
  /**
   * Why, in words.
   */
  reason: string;
  /**
   * The id of the rule that decides this; see `GET /v1/rules`.
   */
  rule: string;
};

export type FalseOpeners = {
  /**
   * The case of the rule that applies.
   */
  case: "a" | "b" | "c" | "d" | "e" | "f";
  /**
   * The id of the rule that decides this; see `GET /v1/rules`.
   */
  rule: string;
  /**
   * The seat that opened the betting.
   */
  opener: number;
  /**
   * Chips each seat takes back.
   */
  returned: Array<number>;
  /**
   * Chips each seat leaves in the pot, no longer his.
   */
  forfeited: Array<number>;
  /**
   * Chips carried to the next deal: every chip in the pot that is not returned, the pot carried from earlier deals included; 0 while the pot still plays.
   */
  carried_over: number;
  /**
   * The pot is still played for in this deal.
   */
  pot_plays: boolean;
  /**
   * The ruling in words.
   */
  detail: string;
};

export type MatchPart = {
  direction: "high" | "low";
  /**
   * A number of chips.
   */
  amount: number;
  /**
   * Nobody declared the other way: the whole pot.
   */
  whole: boolean;
  /**
   * `won` by the best go, who beat the old man; `shared` by its declarers because nobody went; `unwon`: it stays for the next hand.
   */
  outcome: "won" | "shared" | "divided" | "unwon";
  goers: Array<number>;
  /**
   * The winning seats (indices into `seats`).
   */
  winners: Array<number>;
  /**
   * Chips paid to each winning seat.
   */
  payouts: Array<Payout>;
  /**
   * The id of the rule that decides this; see `GET /v1/rules`.
   */
  rule: string;
};

export type Transfer = {
  /**
   * The seat that pays.
   */
  payer: number;
  /**
   * The seat that is paid.
   */
  payee: number;
  /**
   * A number of chips.
   */
  amount: number;
};

export type Matching = {
  parts: Array<MatchPart>;
  failed_both: Array<number>;
  /**
   * Goes who lost.
   */
  losers: Array<number>;
  /**
   * Each seat's match, paid into the next pot.
   */
  matches: Array<number>;
  /**
   * The last hand: what each loser pays each winner.
   */
  transfers: Array<Transfer>;
  /**
   * The next hand's pot (send it as `carried_pot`): the matches and any part the old man kept.
   */
  next_pot: number;
};

export type OldMan = {
  /**
   * `??` until turned up at the end.
   */
  cards: Array<CardOrHidden>;
  /**
   * The high ranking, or the hand's high ruling.
   */
  high: ShownHand | null;
  /**
   * The low ranking, or the hand's low ruling.
   */
  low: ShownHand | null;
  matching: Matching | null;
};

export type StateResponse = {
  /**
   * A game id from `GET /v1/games`.
   */
  game: string;
  /**
   * What the hand is doing now.
   */
  phase: Phase;
  /**
   * The street (stud) or the round (draw games) the hand is on.
   */
  street: string | null;
  /**
   * Chips in the pot now, carried chips included.
   */
  pot: number;
  /**
   * The seat to act next; null when nobody is to act.
   */
  to_act: number | null;
  /**
   * The most any seat has put in this betting round.
   */
  current_bet: number;
  /**
   * Bets and raises made in this betting round.
   */
  raises: number;
  /**
   * Every seat, in clockwise order; a seat is its index in this list.
   */
  seats: Array<SeatState>;
  /**
   * Cards dealt face up to the centre, shared by every hand.
   */
  community: Array<Card>;
  /**
   * The events that may come next, with exact amounts or card counts.
   */
  next_events: Array<NextEvent>;
  /**
   * Chips put in that are not bets (antes, a wild-card payment), with the rule.
   */
  payments: Array<Payment>;
  /**
   * When the hand is over: the settlement by the pot engine.
   */
  result: SettleResponse | null;
  /**
   * Every rule applied, in order, each with its sentence and source.
   */
  explanation: Array<Rule>;
  /**
   * Elimination: the cards turned up, in order.
   */
  row?: Array<Card>;
  /**
   * Jacks or Better: the seat that opened.
   */
  opener?: number | null;
  /**
   * The deal ended with chips left for the next one.
   */
  carry?: Carry | null;
  false_openers?: FalseOpeners | null;
  old_man?: OldMan | null;
};

export type TotalsRequest = {
  /**
   * The cards the player was dealt (or holds).
   */
  cards: Array<Card>;
  /**
   * The ranks turned up on the table so far.
   */
  exposed?: Array<Rank>;
};

export type CardValue = {
  card: Card;
  /**
   * A comparable value: greater is better, equal values tie.
   */
  value: number;
};

export type Total = {
  /**
   * A point total.
   */
  total: number;
  /**
   * Each card's points.
   */
  values: Array<CardValue>;
};

export type TotalsResponse = {
  /**
   * Elimination: the cards the hand keeps.
   */
  cards_left: Array<Card>;
  /**
   * Elimination: the cards given up.
   */
  eliminated: Array<Card>;
  /**
   * The high ranking, or the hand's high ruling.
   */
  high: Total | null;
  /**
   * The low ranking, or the hand's low ruling.
   */
  low: Total | null;
  /**
   * Every card gone: he wins the pot at once.
   */
  lost_every_card: boolean;
  /**
   * Every rule applied, in order, each with its sentence and source.
   */
  explanation: Array<Rule>;
};

export type OpenersRequest = {
  /**
   * Cards, each written rank then suit (`As`, `Td`).
   */
  cards: Array<Card>;
};

export type OpenersResponse = {
  may_open: boolean;
  /**
   * The hand, as dealt.
   */
  hand: string;
  /**
   * The cards that make the openers; empty when it cannot open.
   */
  openers: Array<Card>;
  needs: string;
  /**
   * Every rule applied, in order, each with its sentence and source.
   */
  explanation: Array<Rule>;
};

export type FalseOpenerSeat = {
  /**
   * Chips this seat anted.
   */
  antes?: number;
  /**
   * Every chip bet, called or raised; antes apart.
   */
  bets?: number;
  /**
   * The seat has folded: it can win nothing.
   */
  folded?: boolean;
};

export type FalseOpenersOptions = {
  false_openers?: "s1" | "rr";
};

export type FalseOpenersRequest = {
  /**
   * The seat that opened the betting.
   */
  opener: number;
  /**
   * `showdown`: at the end of the hand. `first_round`: the opener owned up during the first round, before the bets were equalised.
   */
  found: "showdown" | "first_round";
  /**
   * Every seat, in clockwise order; a seat is its index in this list.
   */
  seats: Array<FalseOpenerSeat>;
  /**
   * first_round: the seat that then opened (case e), or null when nobody did (case f). Leave it out to ask what happens next (case d).
   */
  reopened_by?: number | null;
  /**
   * Chips already in the pot that are nobody's: carried from earlier deals (passed out, or forfeited by false openers). They pass on with the pot when the deal passes.
   */
  carried_pot?: number;
  /**
   * House rules, by name, as `GET /v1/games/{game}` lists them; each left out has the game's default.
   */
  options?: FalseOpenersOptions;
};

export type FalseOpenersResponse = {
  /**
   * The case of the rule that applies.
   */
  case: "a" | "b" | "c" | "d" | "e" | "f";
  /**
   * The id of the rule that decides this; see `GET /v1/rules`.
   */
  rule: string;
  /**
   * The seat that opened the betting.
   */
  opener: number;
  /**
   * Chips each seat takes back.
   */
  returned: Array<number>;
  /**
   * Chips each seat leaves in the pot, no longer his.
   */
  forfeited: Array<number>;
  /**
   * Chips carried to the next deal: every chip in the pot that is not returned, the pot carried from earlier deals included; 0 while the pot still plays.
   */
  carried_over: number;
  /**
   * The pot is still played for in this deal.
   */
  pot_plays: boolean;
  /**
   * The ruling in words.
   */
  detail: string;
  /**
   * Every rule applied, in order, each with its sentence and source.
   */
  explanation: Array<Rule>;
};

export type OldManSeat = {
  /**
   * A name for display, echoed back; the service decides nothing by it.
   */
  name?: string;
  /**
   * high, low or both; null for a player no longer in.
   */
  declaration?: Declaration | null;
  /**
   * go (true) or stop.
   */
  go?: boolean;
  /**
   * The chips he has behind now, the pot apart. Table stakes: a losing go matches (or in the last hand pays) at most this; 0 for a player all in, who may still go and matches nothing.
   */
  stack: number;
  /**
   * A go's six cards, down and up (the centre card apart); a stop shows nothing.
   */
  cards?: Array<Card>;
};

export type OldManSettleRequest = {
  /**
   * The dealer's seat (the button), an index into `seats`.
   */
  dealer: number;
  /**
   * Every chip in the pot.
   */
  pot: number;
  /**
   * The centre card: its rank is wild.
   */
  centre: Card;
  /**
   * The old man's six cards; needed when anyone goes.
   */
  old_man?: Array<Card>;
  /**
   * Every seat, in clockwise order; a seat is its index in this list.
   */
  seats: Array<OldManSeat>;
  /**
   * Old Man's house rules (`GET /v1/games/old-man`): match_cap, last_hand, old_man_tie, wild_may_duplicate, odd_chip.
   */
  options?: Options;
};

export type OldManSeatOut = {
  /**
   * A seat, as an index into the request's `seats` (0 is the first, clockwise).
   */
  seat: number;
  /**
   * A name for display, echoed back; the service decides nothing by it.
   */
  name?: string;
  /**
   * A declaration: `high`, `low` or `both`.
   */
  declaration: string | null;
  go: boolean;
  /**
   * The high ranking, or the hand's high ruling.
   */
  high: ShownHand | null;
  /**
   * The low ranking, or the hand's low ruling.
   */
  low: ShownHand | null;
  /**
   * Taken from the pot: a part won, shared or, in the last hand, divided.
   */
  won: number;
  /**
   * Paid out of his stack into the next pot (or, in the last hand, to the winners).
   */
  matched: number;
  /**
   * The last hand: paid to him by losing goes.
   */
  received: number;
  /**
   * His chips after the settlement: stack + won + received - matched. Every seat's `ends_with` plus `next_pot` is every `stack` plus the pot: no chip is created or lost.
   */
  ends_with: number;
};

export type OldManHands = {
  /**
   * `??` until turned up at the end.
   */
  cards: Array<CardOrHidden>;
  /**
   * The high ranking, or the hand's high ruling.
   */
  high: ShownHand | null;
  /**
   * The low ranking, or the hand's low ruling.
   */
  low: ShownHand | null;
};

export type OldManSettleResponse = {
  parts: Array<MatchPart>;
  failed_both: Array<number>;
  /**
   * Goes who lost.
   */
  losers: Array<number>;
  /**
   * Each seat's match, paid into the next pot.
   */
  matches: Array<number>;
  /**
   * The last hand: what each loser pays each winner.
   */
  transfers: Array<Transfer>;
  /**
   * The next hand's pot (send it as `carried_pot`): the matches and any part the old man kept.
   */
  next_pot: number;
  /**
   * Every seat, in clockwise order; a seat is its index in this list.
   */
  seats: Array<OldManSeatOut>;
  old_man: OldManHands;
  /**
   * Parts the old man kept, left in the pot.
   */
  carried_over: number;
  /**
   * Every rule applied, in order, each with its sentence and source.
   */
  explanation: Array<Rule>;
};

export type Player = {
  /**
   * A name for display, echoed back; the service decides nothing by it.
   */
  name?: string;
};

export type CounterbluffDealEvent = {
  /**
   * The event's type.
   */
  type: "deal";
  /**
   * The player the event is for: 0 or 1.
   */
  seat: number;
  /**
   * The ten cards (`??` when unseen).
   */
  down: Array<CardOrHidden>;
};

export type CounterbluffPlayEvent = {
  /**
   * The event's type.
   */
  type: "play";
  /**
   * The player the event is for: 0 or 1.
   */
  seat: number;
  /**
   * The card played.
   */
  card: Card;
};

export type CounterbluffFoldEvent = {
  /**
   * The event's type.
   */
  type: "fold";
  /**
   * The player the event is for: 0 or 1.
   */
  seat: number;
};

export type CounterbluffLowballEvent = {
  /**
   * The event's type.
   */
  type: "lowball";
  /**
   * The player the event is for: 0 or 1.
   */
  seat: number;
  /**
   * Five cards laid face up (give these or `down`).
   */
  up?: Array<Card>;
  /**
   * Five cards laid face down (`??` when unseen).
   */
  down?: Array<CardOrHidden>;
};

export type CounterbluffShowEvent = {
  /**
   * The event's type.
   */
  type: "show";
  /**
   * The player the event is for: 0 or 1.
   */
  seat: number;
  /**
   * The five cards.
   */
  down: Array<CardOrHidden>;
};

export type CounterbluffDrawEvent = {
  /**
   * The event's type.
   */
  type: "draw";
  /**
   * The player the event is for: 0 or 1.
   */
  seat: number;
  /**
   * The cards drawn (`??` when unseen).
   */
  down: Array<CardOrHidden>;
};

export type CounterbluffStateRequest = {
  /**
   * The dealer's seat (the button), an index into `seats`.
   */
  dealer: number;
  /**
   * Every seat, in clockwise order; a seat is its index in this list.
   */
  seats?: Array<Player>;
  /**
   * House rules, by name, as `GET /v1/games/{game}` lists them; each left out has the game's default.
   */
  options?: Options;
  /**
   * The events so far, in order.
   */
  events?: Array<CounterbluffDealEvent | CounterbluffPlayEvent | CounterbluffFoldEvent | CounterbluffLowballEvent | CounterbluffShowEvent | CounterbluffDrawEvent>;
};

export type CounterbluffSeat = {
  /**
   * A seat, as an index into the request's `seats` (0 is the first, clockwise).
   */
  seat: number;
  /**
   * A name for display, echoed back; the service decides nothing by it.
   */
  name?: string;
  score: number;
  hand: Array<CardOrHidden>;
  /**
   * Cards played to this hand.
   */
  row: Array<Card>;
};

export type Laid = {
  /**
   * A seat, as an index into the request's `seats` (0 is the first, clockwise).
   */
  seat: number;
  face_up: boolean;
  /**
   * Cards, each written rank then suit (`As`, `Td`).
   */
  cards: Array<CardOrHidden>;
};

export type HandRecord = {
  /**
   * Points each seat scored.
   */
  points: Array<number>;
  /**
   * null: nobody, or both (tie).
   */
  winner: number | null;
  /**
   * The hands, in the order given.
   */
  hands: Array<ShownHand | null>;
  /**
   * The id of the rule that decides this; see `GET /v1/rules`.
   */
  rule: string;
  /**
   * The ruling in words.
   */
  detail: string;
  number: number;
  leader: number;
  kind: "showdown" | "fold" | "lowball";
  rows: Array<Array<Card>>;
};

export type CounterbluffStateResponse = {
  /**
   * A game id from `GET /v1/games`.
   */
  game: string;
  /**
   * What the hand is doing now.
   */
  phase: Phase;
  /**
   * The hand being played.
   */
  hand: number;
  leader: number;
  /**
   * The seat to act next; null when nobody is to act.
   */
  to_act: number | null;
  /**
   * Cards left to draw.
   */
  stock: number;
  scores: Array<number>;
  /**
   * Every seat, in clockwise order; a seat is its index in this list.
   */
  seats: Array<CounterbluffSeat>;
  lowball: Array<Laid>;
  /**
   * The hands, in the order given.
   */
  hands: Array<HandRecord>;
  /**
   * The events that may come next, with exact amounts or card counts.
   */
  next_events: Array<NextEvent>;
  /**
   * The game is over.
   */
  over: boolean;
  /**
   * At the end: the higher total; null for a draw or before.
   */
  winner: number | null;
  /**
   * Every rule applied, in order, each with its sentence and source.
   */
  explanation: Array<Rule>;
};

export type CounterbluffScoreRequest = {
  kind: "showdown" | "fold" | "lowball";
  /**
   * showdown: each player's five cards.
   */
  rows?: Array<Array<Card>>;
  /**
   * fold: who led the hand (the players alternate from him).
   */
  leader?: number;
  /**
   * fold: who folded.
   */
  folder?: number;
  /**
   * fold: the cards each player had played to the hand.
   */
  played?: Array<number>;
  /**
   * lowball: who called.
   */
  caller?: number;
  caller_face_up?: boolean;
  caller_cards?: Array<Card>;
  reply?: "fold" | "face_up" | "face_down";
  reply_cards?: Array<Card>;
  /**
   * House rules, by name, as `GET /v1/games/{game}` lists them; each left out has the game's default.
   */
  options?: Options;
};

export type CounterbluffScoreResponse = {
  /**
   * Points each seat scored.
   */
  points: Array<number>;
  /**
   * null: nobody, or both (tie).
   */
  winner: number | null;
  /**
   * The hands, in the order given.
   */
  hands: Array<ShownHand | null>;
  /**
   * The id of the rule that decides this; see `GET /v1/rules`.
   */
  rule: string;
  /**
   * The ruling in words.
   */
  detail: string;
  /**
   * Every rule applied, in order, each with its sentence and source.
   */
  explanation: Array<Rule>;
};

export type LowRequest = {
  /**
   * The low ranking system.
   */
  ranking: LowRankingSystem;
  /**
   * N-or-better: a low qualifies only with five different ranks, none above N (8 is eight-or-better), and no straight or flush where those count. Omit it (or null) for no qualifier.
   */
  qualifier?: number | null;
};

export type Deck = {
  /**
   * Standard 52-card packs: 1, or 2 (104 cards).
   */
  packs?: number;
  /**
   * Jokers added to the deck.
   */
  jokers?: number;
};

export type Wild = {
  /**
   * Ranks wild for every hand: deuces wild is ["2"].
   */
  ranks?: Array<Rank>;
  /**
   * Particular wild cards, such as the man with the axe, Kd. Jokers are made wild by `jokers`, not listed here.
   */
  cards?: Array<NaturalCard>;
  /**
   * How jokers play: fully wild, or as the bug.
   */
  jokers?: JokerRule;
  /**
   * A wild card may stand for a card already held (default).
   */
  may_duplicate?: boolean;
  /**
   * A natural pair of this rank beats every hand (7 in Deuces and Jacks and the Man with the Axe).
   */
  natural_pair?: Rank | null;
};

export type Use = {
  hole: number;
  /**
   * Cards every hand shares.
   */
  board: number;
};

export type HandIn = {
  /**
   * Your name for the hand (a seat or a player); echoed back.
   */
  id?: string;
  /**
   * The hand's own cards: with the board, 5 to 9 in all.
   */
  cards: Array<Card>;
  /**
   * Ranks wild for this hand only (Low Hole).
   */
  wild_ranks?: Array<Rank>;
  /**
   * For the low ranking, if not `wild_ranks` (Low Hole: an ace in the hole is wild for low only).
   */
  low_wild_ranks?: Array<Rank> | null;
};

export type EvaluateRequest = {
  /**
   * A game of `GET /v1/games` whose hands are ranked (not Elimination, scored by points): it supplies the rankings, the qualifier, the wild cards and the deck. Omit it to give them yourself.
   */
  game?: RankedGameId | null;
  /**
   * Only with `game`: its house rules (`GET /v1/games/{game}`); each one left out has the game's default.
   */
  options?: Options;
  /**
   * The ranking system.
   */
  ranking?: RankingSystem;
  /**
   * N-or-better: a low qualifies only with five different ranks, none above N (8 is eight-or-better), and no straight or flush where those count. Only with a low `ranking`.
   */
  qualifier?: number | null;
  /**
   * Rank the hands for low too: both halves of a high-low game.
   */
  low?: LowRequest | null;
  /**
   * Defaults to one 52-card pack without jokers.
   */
  deck?: Deck;
  /**
   * The game's wild cards; without it a joker cannot be ranked.
   */
  wild?: Wild | null;
  /**
   * Cards every hand shares: a centre card, community cards.
   */
  board?: Array<Card>;
  /**
   * Exact numbers of own and board cards in the best five (Omaha: 2 and 3); omit to choose freely.
   */
  use?: Use | null;
  /**
   * No card may appear more often than the deck holds it.
   */
  hands: Array<HandIn>;
};

export type WildUse = {
  /**
   * Where it is: `hands.0.cards.4` or `board.0`.
   */
  at: string;
  card: Card;
  /**
   * The card it stands for; null when the best five needs it not.
   */
  plays_as: Card | null;
};

export type Ranked = {
  /**
   * The five cards that play, most significant first.
   */
  best_five: Array<Card>;
  /**
   * The hand's category (`full_house`), the same word under every ranking.
   */
  category: Category;
  /**
   * The category in words (`Full house`).
   */
  category_name: string;
  /**
   * In words.
   */
  description: string;
  /**
   * Compare hands of one request and one ranking by this number: greater is better (also for low), equal is a tie.
   */
  value: number;
  /**
   * 1 for the best hand; tied hands share a place; null for a low that does not qualify.
   */
  place: number | null;
  /**
   * Under a qualifier: whether this low qualifies.
   */
  qualifies?: boolean;
  /**
   * What each card of `best_five` plays as: itself, or for a wild card the card it stands for.
   */
  plays_as: Array<Card>;
  /**
   * Each wild card of the hand (and board) and what it stands for.
   */
  wild_cards?: Array<WildUse>;
};

export type Evaluation = {
  /**
   * The hand's id, if it was given one.
   */
  id?: string;
  /**
   * Cards, each written rank then suit (`As`, `Td`).
   */
  cards: Array<Card>;
  /**
   * The five cards that play, most significant first.
   */
  best_five: Array<Card>;
  /**
   * The hand's category (`full_house`), the same word under every ranking.
   */
  category: Category;
  /**
   * The category in words (`Full house`).
   */
  category_name: string;
  /**
   * In words.
   */
  description: string;
  /**
   * Compare hands of one request and one ranking by this number: greater is better (also for low), equal is a tie.
   */
  value: number;
  /**
   * 1 for the best hand; tied hands share a place; null for a low that does not qualify.
   */
  place: number | null;
  /**
   * Under a qualifier: whether this low qualifies.
   */
  qualifies?: boolean;
  /**
   * What each card of `best_five` plays as: itself, or for a wild card the card it stands for.
   */
  plays_as: Array<Card>;
  /**
   * Each wild card of the hand (and board) and what it stands for.
   */
  wild_cards?: Array<WildUse>;
  /**
   * Present when low was asked.
   */
  low?: Ranked;
};

export type LowResponse = {
  /**
   * The ranking system.
   */
  ranking: RankingSystem;
  /**
   * N-or-better for a low ranking (8: eight-or-better); null for none.
   */
  qualifier: number | null;
  /**
   * Positions of the hands in the request that can win, best first; hands that tie share an inner list.
   */
  order: Array<Array<number>>;
  /**
   * Positions of the best hand or hands; empty if no low qualifies.
   */
  winners: Array<number>;
  /**
   * Under a qualifier: positions of the lows that do not qualify.
   */
  unqualified?: Array<number>;
};

export type EvaluateResponse = {
  /**
   * The ranking system.
   */
  ranking: RankingSystem;
  /**
   * N-or-better for a low ranking (8: eight-or-better); null for none.
   */
  qualifier: number | null;
  /**
   * The hands, in the order given.
   */
  hands: Array<Evaluation>;
  /**
   * Positions of the hands in the request that can win, best first; hands that tie share an inner list.
   */
  order: Array<Array<number>>;
  /**
   * Positions of the best hand or hands; empty if no low qualifies.
   */
  winners: Array<number>;
  /**
   * Under a qualifier: positions of the lows that do not qualify.
   */
  unqualified?: Array<number>;
  /**
   * Present when asked.
   */
  low?: LowResponse;
  /**
   * Every rule applied, in order, each with its sentence and source.
   */
  explanation: Array<Rule>;
};

export type SeatIn = {
  /**
   * A name for display, echoed back; the service decides nothing by it.
   */
  name?: string;
  /**
   * Every chip this seat put into the pot this hand, antes included.
   */
  contributed: number;
  /**
   * The seat has folded: it can win nothing.
   */
  folded?: boolean;
  /**
   * Needed for a live seat whose hand decides a pot.
   */
  cards?: Array<Card>;
  /**
   * In a declare game: high, low or both.
   */
  declaration?: Declaration | null;
};

export type SettleRequest = {
  /**
   * A game of `GET /v1/games` whose hands are ranked (not Elimination, scored by points): it supplies the rankings, the qualifier, the wild cards and the deck. Omit it to give them yourself.
   */
  game?: RankedGameId | null;
  /**
   * Only with `game`: its house rules (`GET /v1/games/{game}`); each one left out has the game's default.
   */
  options?: Options;
  /**
   * The dealer's seat (the button), an index into `seats`.
   */
  dealer: number;
  /**
   * Every seat dealt in, clockwise.
   */
  seats: Array<SeatIn>;
  /**
   * The ranking of the high share; null for a low-only game.
   */
  high?: RankingSystem | null;
  /**
   * The low share: its ranking and qualifier (high-low games).
   */
  low?: LowRequest | null;
  /**
   * Players declare high, low or both instead of cards speaking.
   */
  declare?: boolean;
  odd_chip?: OddChipRule;
  failed_pigs?: FailedPigs;
  /**
   * The deck: packs and jokers.
   */
  deck?: Deck;
  /**
   * The wild cards and how they play.
   */
  wild?: Wild | null;
  /**
   * Cards every hand shares.
   */
  board?: Array<Card>;
};

export type Stud = {
  /**
   * The street (stud) or the round (draw games) the hand is on.
   */
  street: number;
  /**
   * The dealer's seat (the button), an index into `seats`.
   */
  dealer: number;
  /**
   * Fixed limit: the small bet. Pot and no limit: the least bet.
   */
  small_bet: number;
  /**
   * Fixed limit: the big bet (the later streets).
   */
  big_bet: number;
  /**
   * Null: the traditional game, the best hand showing opens.
   */
  bring_in?: number | null;
  /**
   * Razz and London lowball conventions for who acts first.
   */
  low?: boolean;
  high_low?: boolean;
  /**
   * The casino rule; Razz doubles at fifth.
   */
  big_bets_from_fifth?: boolean;
  showing_tie?: ShowingTie;
};

export type Draw = {
  /**
   * The dealer's seat (the button), an index into `seats`.
   */
  dealer: number;
  /**
   * After the draw: the player who opened, who speaks first.
   */
  opener?: number | null;
  /**
   * Before anyone opens, only a hand with jacks or better may.
   */
  jacks_or_better?: boolean;
};

export type BettingSeat = {
  /**
   * A name for display, echoed back; the service decides nothing by it.
   */
  name?: string;
  /**
   * Chips behind, not yet in the pot.
   */
  stack: number;
  /**
   * Folded earlier.
   */
  folded?: boolean;
  /**
   * Stud: the seat's face-up cards, in the order dealt.
   */
  up_cards?: Array<Card>;
  /**
   * Draw with an opening requirement: the hand, `??` if hidden.
   */
  cards?: Array<CardOrHidden>;
};

export type Action = {
  /**
   * A seat, as an index into the request's `seats` (0 is the first, clockwise).
   */
  seat: number;
  action: BettingAction;
  /**
   * The seat's total in this round afterwards (`raise` to 30). Required for bet, raise, complete and bring_in. Optional for call, check and fold; when given it must be the total the action makes (a call's amount, or what the seat already has in): a wrong one is refused, never corrected.
   */
  to?: number | null;
};

export type RoundRequest = {
  structure: BettingStructure;
  stud?: Stud | null;
  draw?: Draw | null;
  /**
   * Fixed limit: this round's bet. Pot and no limit: the smallest bet. Required unless `stud` gives the street's bets.
   */
  bet?: number | null;
  /**
   * Fixed limit: a big bet also allowed this round. Not with `stud`.
   */
  big_bet?: number | null;
  /**
   * A forced bring-in, less than `bet`, opening the round. Not with `stud`.
   */
  bring_in?: number | null;
  /**
   * Fixed limit: raises allowed after the bet; null for no cap. Lifted for two players as `heads_up_raises` says.
   */
  max_raises?: number | null;
  /**
   * Fixed limit with a big bet allowed: after a big bet, only big raises (pagat, Seven Card Stud). False: a small raise may answer a big bet.
   */
  raise_at_least_last?: boolean;
  /**
   * Fixed limit: the cap with two players. `unlimited_if_two_at_start` (pagat, Seven Card Stud): no cap when only two players could bet as the round began; `unlimited_when_heads_up` (Robert's Rules, cash games): the cap lifts once the action is heads-up before it is reached; `capped` (Robert's Rules, tournaments).
   */
  heads_up_raises?: "unlimited_if_two_at_start" | "unlimited_when_heads_up" | "capped";
  /**
   * Chips in the pot before the round.
   */
  pot?: number;
  /**
   * The seat that acts first, unless `stud` or `draw` finds it.
   */
  first?: number | null;
  /**
   * Every seat, in clockwise order; a seat is its index in this list.
   */
  seats: Array<BettingSeat>;
  /**
   * The actions so far, in order. At most 2520: as many as a body of 64 KiB can hold, so a heads-up raise war is cut short only by the stacks.
   */
  actions?: Array<Action>;
  /**
   * An action to check without taking it.
   */
  proposed?: Action | null;
};

export type Legal = {
  action: BettingAction;
  /**
   * The least total this event may make (the seat's chips in the round afterwards).
   */
  min_to: number;
  /**
   * The most total this event may make.
   */
  max_to: number;
  /**
   * This amount puts all the seat's chips in.
   */
  all_in: boolean;
  /**
   * This opening bet is legal only if the hidden hand holds jacks or better.
   */
  requires_openers: boolean;
};

export type Verdict = {
  /**
   * Whether the proposed action is legal.
   */
  legal: boolean;
  /**
   * The id of the rule that decides this; see `GET /v1/rules`.
   */
  rule?: string;
  /**
   * Why, in words.
   */
  reason?: string;
};

export type RoundResponse = {
  /**
   * Who acted first.
   */
  first_seat: number;
  complete: boolean;
  /**
   * The seat to act next; null when the round is over.
   */
  next_seat: number | null;
  /**
   * Every legal action of the seat to act. In fixed limit each allowed size is its own entry (a small and a big bet are two), so nothing between them is legal.
   */
  legal: Array<Legal>;
  /**
   * Chips in the pot now, carried chips included.
   */
  pot: number;
  /**
   * The most any seat has put in this betting round.
   */
  current_bet: number;
  /**
   * Bets and raises made in this betting round.
   */
  raises: number;
  /**
   * Each seat's chips put in this betting round.
   */
  put_in: Array<number>;
  /**
   * The seat has folded: it can win nothing.
   */
  folded: Array<number>;
  /**
   * This amount puts all the seat's chips in.
   */
  all_in: Array<number>;
  proposed?: Verdict;
  /**
   * Every rule applied, in order, each with its sentence and source.
   */
  explanation: Array<Rule>;
};

export type Rulebook = {
  /**
   * Rule ids; see `GET /v1/rules`.
   */
  rules: Array<Rule>;
};

/**
 * A card: rank 2-9, T, J, Q, K or A, then suit c, d, h or s (As, Td); Jk for a joker.
 */
export type Card = string;

/**
 * A card of the 52 (no joker): rank then suit (As, Td).
 */
export type NaturalCard = string;

/**
 * A card (As, Td, Jk), or ?? for a card nobody can see.
 */
export type CardOrHidden = string;

/**
 * A rank, one letter: 2-9, T, J, Q, K, A.
 */
export type Rank = "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" | "T" | "J" | "Q" | "K" | "A";

/**
 * A ranking system.
 */
export type RankingSystem = "high" | "ace_to_five" | "ace_to_six" | "deuce_to_seven";

/**
 * A low ranking system.
 */
export type LowRankingSystem = "ace_to_five" | "ace_to_six" | "deuce_to_seven";

/**
 * A hand's category, the same word under every ranking.
 */
export type Category = "high_card" | "one_pair" | "two_pair" | "three_of_a_kind" | "straight" | "flush" | "full_house" | "four_of_a_kind" | "straight_flush" | "five_of_a_kind" | "no_pair";

/**
 * What a seat plays for.
 */
export type Declaration = "high" | "low" | "both";

/**
 * A game of `GET /v1/games`.
 */
export type GameId = "seven-card-stud" | "seven-card-stud-hi-lo" | "seven-card-stud-declare" | "razz" | "london-lowball" | "wild-card-stud" | "low-hole" | "english-stud" | "aces-straights-flushes" | "deuces-jacks-axe" | "jacks-or-better" | "elimination" | "old-man" | "counterbluff";

/**
 * A game whose showdown ranks hands (all but Elimination).
 */
export type RankedGameId = "seven-card-stud" | "seven-card-stud-hi-lo" | "seven-card-stud-declare" | "razz" | "london-lowball" | "wild-card-stud" | "low-hole" | "english-stud" | "aces-straights-flushes" | "deuces-jacks-axe" | "jacks-or-better" | "old-man" | "counterbluff";

/**
 * The type of a hand's event.
 */
export type EventType = "ante" | "deal" | "community" | "bring_in" | "complete" | "bet" | "raise" | "call" | "check" | "fold" | "exchange" | "stand_pat" | "declare" | "show" | "draw" | "reveal" | "discard" | "false_openers" | "expose" | "stay" | "go" | "stop" | "old_man" | "play" | "lowball";

/**
 * What a hand is doing.
 */
export type Phase = "ante" | "deal" | "bet" | "exchange" | "draw" | "reveal" | "discard" | "expose" | "stay" | "declare" | "go" | "play" | "lowball" | "show" | "over";

/**
 * A betting action.
 */
export type BettingAction = "fold" | "check" | "call" | "bet" | "raise" | "bring_in" | "complete";

/**
 * A betting structure.
 */
export type BettingStructure = "fixed_limit" | "pot_limit" | "no_limit";

/**
 * How a tie for the best hand showing is broken.
 */
export type ShowingTie = "suit" | "position";

/**
 * How jokers play.
 */
export type JokerRule = "wild" | "bug";

/**
 * Who gets an odd chip.
 */
export type OddChipRule = "position" | "suit_all_cards" | "suit_winning_hand";

/**
 * What happens to a pot nobody wins for a failed pig.
 */
export type FailedPigs = "carry_over" | "split";

/** Every operation: its method, path, request body and successful answer. */
export interface Operations {
  /**
   * Is the service up, and which version is it?
   */
  getHealth: {
    method: "GET";
    path: "/v1/health";
    request: never;
    response: Health;
  };
  /**
   * Every game the service knows, with its house rules.
   */
  listGames: {
    method: "GET";
    path: "/v1/games";
    request: never;
    response: Catalog;
  };
  /**
   * One game: players, deck, deal plan, rankings, options.
   */
  getGame: {
    method: "GET";
    path: "/v1/games/{game}";
    request: never;
    response: Game;
  };
  /**
   * A whole hand so far: its state, whose turn, the legal next events, the result.
   */
  gameState: {
    method: "POST";
    path: "/v1/games/{game}/state";
    request: StateRequest;
    response: StateResponse;
  };
  /**
   * Elimination: a hand's cards left and totals.
   */
  eliminationTotals: {
    method: "POST";
    path: "/v1/games/elimination/totals";
    request: TotalsRequest;
    response: TotalsResponse;
  };
  /**
   * Jacks or Better: may this hand open, with what.
   */
  jacksOpeners: {
    method: "POST";
    path: "/v1/games/jacks-or-better/openers";
    request: OpenersRequest;
    response: OpenersResponse;
  };
  /**
   * Jacks or Better: the ruling on false openers, chip by chip.
   */
  jacksFalseOpeners: {
    method: "POST";
    path: "/v1/games/jacks-or-better/false-openers";
    request: FalseOpenersRequest;
    response: FalseOpenersResponse;
  };
  /**
   * Old Man: who wins, who matches, the next pot.
   */
  oldManSettle: {
    method: "POST";
    path: "/v1/games/old-man/settle";
    request: OldManSettleRequest;
    response: OldManSettleResponse;
  };
  /**
   * Counterbluff: the whole game so far, the legal next events, the final score.
   */
  counterbluffState: {
    method: "POST";
    path: "/v1/games/counterbluff/state";
    request: CounterbluffStateRequest;
    response: CounterbluffStateResponse;
  };
  /**
   * Counterbluff: what one hand scores.
   */
  counterbluffScore: {
    method: "POST";
    path: "/v1/games/counterbluff/score";
    request: CounterbluffScoreRequest;
    response: CounterbluffScoreResponse;
  };
  /**
   * Rank hands under any high or low system: best five, description, order with ties.
   */
  evaluateHands: {
    method: "POST";
    path: "/v1/hands/evaluate";
    request: EvaluateRequest;
    response: EvaluateResponse;
  };
  /**
   * Settle a hand: side pots, high-low halves, declarations, odd chips, payouts.
   */
  settlePots: {
    method: "POST";
    path: "/v1/pots/settle";
    request: SettleRequest;
    response: SettleResponse;
  };
  /**
   * A betting round so far: whose turn, every legal action with exact amounts.
   */
  bettingActions: {
    method: "POST";
    path: "/v1/betting/actions";
    request: RoundRequest;
    response: RoundResponse;
  };
  /**
   * Every rule the service applies, with its source.
   */
  listRules: {
    method: "GET";
    path: "/v1/rules";
    request: never;
    response: Rulebook;
  };
  /**
   * One rule by id: its sentence and source.
   */
  getRule: {
    method: "GET";
    path: "/v1/rules/{rule_id}";
    request: never;
    response: Rule;
  };
}
