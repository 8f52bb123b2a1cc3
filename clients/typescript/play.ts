// A hand of seven-card stud played against the referee, through the types openapi-typescript
// generates from openapi.yaml (schema.d.ts) and openapi-fetch. The program deals from a fixed
// deck, sends the events so far, and takes the first legal next event (checking and calling
// when it may) until the hand is over; it exits non-zero if the referee refuses anything, the
// chips do not add up, or the cards it dealt face down are not the referee's record of them. `make openapi` regenerates schema.d.ts; the suite compiles this with
// `tsc --strict` and runs it against a live service (REFEREE_URL).
import createClient from "openapi-fetch";
import type { components, paths } from "./schema.js";

type Event = components["schemas"]["SevenCardStudGameEvent"];
type NextEvent = components["schemas"]["NextEvent"];
type State = components["schemas"]["StateResponse"];
type Card = components["schemas"]["Card"];

const GAME = "seven_card_stud" as const;
const client = createClient<paths>({ baseUrl: process.env.REFEREE_URL ?? "http://127.0.0.1:8000" });

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

async function state(): Promise<State> {
  // Each game's hand state is an operation of its own, whose `options` are that game's.
  const { data, error } = await client.POST(`/v1/games/${GAME}/state`, {
    body: { dealer: 0, stakes: { ante: 1, bring_in: 2, small_bet: 5, big_bet: 10 }, seats, events },
  });
  if (error !== undefined) throw new Error(`refused: ${JSON.stringify(error)}`);
  // The state comes as JSON unless PHH is asked for (Accept: application/x-phh+toml).
  if (typeof data === "string") throw new Error("a PHH document where JSON was asked for");
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
const winners = result.seats.filter((seat) => seat.net > 0).map((seat) => seat.name);
console.log(`${events.length} events; the pot of ${now.pot} goes to ${winners.join(" and ")}`);
