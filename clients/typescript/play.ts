// A hand of seven-card stud played against the referee, through the types openapi-typescript
// generates from openapi.yaml (schema.d.ts) and openapi-fetch. The program deals from a fixed
// deck, sends the events so far, and takes the first legal next event (checking and calling
// when it may) until the hand is over; then it asks for the hand as a PHH document and sends
// that back. It exits non-zero if the referee refuses anything, the chips do not add up, the
// cards it dealt face down are not the referee's record of them, or the PHH round trip changes
// the result. `make openapi` regenerates schema.d.ts; the suite compiles this with
// `tsc --strict` and runs it against a live service (REFEREE_URL). README.md quotes it.
import createClient from "openapi-fetch";
import type { components, paths } from "./schema.js";

type Event = components["schemas"]["SevenCardStudGameEvent"];
type NextEvent = components["schemas"]["NextEvent"];
type State = components["schemas"]["StateResponse"];
type Card = components["schemas"]["Card"];

const GAME = "seven_card_stud" as const;
const baseUrl = process.env.REFEREE_URL ?? "http://127.0.0.1:8000";
// A state call answers JSON or PHH, so its `data` is `StateResponse | string`; a client of
// JSON answers only says so, and `data` is the JSON answer's type.
const client = createClient<paths, `${string}/json`>({ baseUrl });

const deck: Card[] = [];
for (const suit of "cdhs") for (const rank of "23456789TJQKA") deck.push(`${rank}${suit}`);
const seats = [{ name: "Ann", stack: 100 }, { name: "Bob", stack: 100 }, { name: "Cy", stack: 100 }];
const events: Event[] = [];
const down: Card[][] = seats.map(() => []);

function deal(count: number): Card[] {
  const cards = deck.splice(0, count);
  if (cards.length < count) throw new Error("the deck ran out");
  return cards;
}

function seatOf(offer: NextEvent): number {
  if (offer.seat === null) throw new Error(`a ${offer.type} event with no seat`);
  return offer.seat;
}

// The event that answers an offer: a legal next event with its exact amount or card count.
function answer(offer: NextEvent): Event | undefined {
  switch (offer.type) {
    case "ante":
      return { type: "ante", seat: seatOf(offer), amount: offer.amount ?? 0 };
    case "deal": {
      const seat = seatOf(offer);
      const hole = deal(offer.down_count ?? 0);
      down[seat]?.push(...hole);
      return { type: "deal", seat, down: hole, up: deal(offer.up_count ?? 0) };
    }
    case "community":
      return { type: "community", card: deal(1)[0] ?? "??" };
    case "bring_in":
      return { type: "bring_in", seat: seatOf(offer), to: offer.min_to ?? 0 };
    case "check":
    case "call":
      return { type: offer.type, seat: seatOf(offer) };
    case "show":
      return { type: "show", seat: seatOf(offer), down: down[seatOf(offer)] ?? [] };
    default:
      return undefined;
  }
}

const PREFERRED = ["check", "call", "bring_in", "ante", "deal", "community", "show"];

const stakes = { ante: 1, bring_in: 2, small_bet: 5, big_bet: 10 };
// PHH's F7S table: the referee writes a hand in PHH only for a table played as its variant is.
const options = {
  big_bets_from_fifth: true, heads_up_raises: "capped", showing_tie: "position",
} as const;

async function state(): Promise<State> {
  // Each game's hand state is an operation of its own, whose `options` are that game's.
  const { data, error } = await client.POST(`/v1/games/${GAME}/state`, {
    body: { dealer: 0, stakes, options, seats, events },
  });
  if (error !== undefined) throw new Error(`refused: ${JSON.stringify(error)}`);
  return data;
}

let now = await state();
for (let turn = 0; now.phase !== "over"; turn++) {
  if (turn > 200) throw new Error("the hand did not end");
  const offers = [...now.next_events].sort(
    (a, b) => PREFERRED.indexOf(a.type) - PREFERRED.indexOf(b.type),
  );
  // Answer the offers one at a time and stop at the first answered: answering one deals its
  // cards, and the state offers a deal to every seat at once (offers.map(answer) dealt them all).
  let event: Event | undefined;
  for (const offer of offers) {
    event = answer(offer);
    if (event !== undefined) break;
  }
  if (event === undefined) throw new Error(`no event to answer ${JSON.stringify(now.next_events)}`);
  events.push(event);
  now = await state();
}

const result = now.result;
if (result === null) throw new Error("the hand is over without a result");
const net = result.seats.reduce((sum, seat) => sum + seat.net, 0);
if (net !== 0) throw new Error(`the chips do not add up: ${net}`);
// The cards this program dealt each seat face down are the referee's record of them: an event
// answered but never sent would have dealt cards the referee never saw.
now.seats.forEach((seat, i) => {
  const [dealt, recorded] = [JSON.stringify(down[i]), JSON.stringify(seat.down)];
  if (dealt !== recorded) throw new Error(`seat ${i}: dealt ${dealt}, the referee has ${recorded}`);
});

// The hand as a PHH document: asked for with Accept, and read as text, not as JSON.
const { data: phh, error: unwritten } = await client.POST(`/v1/games/${GAME}/state`, {
  body: { dealer: 0, stakes, options, seats, events },
  headers: { Accept: "application/x-phh+toml" },
  parseAs: "text", // the default, "json", throws a SyntaxError on the TOML
});
if (unwritten !== undefined) throw new Error(`no PHH: ${JSON.stringify(unwritten)}`);
// The document sent back as the body: the same hand, so the same result.
const { data: replayed, error: unread } = await client.POST(`/v1/games/${GAME}/state`, {
  body: phh,
  headers: { "Content-Type": "application/x-phh+toml" },
  bodySerializer: (document) => document, // as it is: the default JSON.stringify quotes it
});
if (unread !== undefined) throw new Error(`PHH refused: ${JSON.stringify(unread)}\n${phh}`);
const nets = (hand: State) => JSON.stringify(hand.result?.seats.map((seat) => seat.net));
if (nets(replayed) !== nets(now)) throw new Error(`PHH: ${nets(replayed)}, JSON: ${nets(now)}`);

const winners = result.seats.filter((seat) => seat.net > 0).map((seat) => seat.name);
console.log(`${events.length} events; the pot of ${now.pot} goes to ${winners.join(" and ")}`);
