// The referee called from Node: built-in fetch and node:test, no packages.
// Run against a live service: REFEREE_URL=http://127.0.0.1:8000 node --test clients/node/
import { test } from "node:test";
import assert from "node:assert/strict";

const BASE = process.env.REFEREE_URL ?? "http://127.0.0.1:8000";

async function post(path, body, contentType = "application/json") {
  const response = await fetch(BASE + path, {
    method: "POST",
    headers: { "Content-Type": contentType },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, type: response.headers.get("content-type"), body: await response.json() };
}

test("health answers ok", async () => {
  const response = await fetch(`${BASE}/v1/health`);
  assert.equal(response.status, 200);
  assert.equal((await response.json()).status, "ok");
});

test("a full house beats two pair, and the rule ids say why", async () => {
  const { status, body } = await post("/v1/hands/evaluate", {
    hands: [
      { name: "Ann", cards: ["As", "Ad", "7c", "7h", "2s"] },
      { name: "Bob", cards: ["Kc", "Kh", "Ks", "3d", "3c"] },
    ],
  });
  assert.equal(status, 200);
  assert.deepEqual(body.order, [[1], [0]]);
  assert.equal(body.hands[1].description, "Full house, kings over threes");
  assert.ok(body.explanation.some((rule) => rule.id === "high.categories"));
});

test("a high-low pot is split: the odd chip to high, the low to the wheel", async () => {
  const { status, body } = await post("/v1/pots/settle", {
    dealer: 0,
    low: { ranking: "ace_to_five", qualifier: 8 },
    seats: [
      { contributed: 15, cards: ["As", "2s", "3s", "4s", "5s", "Kd", "Kh"] },
      { contributed: 15, cards: ["6h", "7h", "8h", "9h", "Th", "2c", "3d"] },
      { contributed: 15, cards: ["Ac", "Ad", "Qc", "Jd", "9c", "4c", "8d"] },
    ],
  });
  assert.equal(status, 200);
  const [high, low] = body.pots[0].shares;
  assert.deepEqual([high.direction, high.amount, high.winners], ["high", 23, [1]]);
  assert.deepEqual([low.direction, low.amount, low.winners], ["low", 22, [0]]);
  assert.deepEqual(body.seats.map((seat) => seat.net), [7, 8, -15]);
});

test("the game catalogue lists seven-card stud", async () => {
  const response = await fetch(`${BASE}/v1/games`);
  const catalogue = await response.json();
  assert.ok(catalogue.games.some((game) => game.id === "seven_card_stud"));
});

test("a card that is not a card is a problem naming the field", async () => {
  const { status, type, body } = await post("/v1/hands/evaluate", { hands: [{ cards: ["As", "Zz"] }] });
  assert.equal(status, 422);
  assert.equal(type, "application/problem+json");
  assert.ok("hands.0.cards.1" in body.errors);
});

test("a body that is not JSON is refused with 415", async () => {
  const { status, type } = await post("/v1/hands/evaluate", "As Kd", "text/plain");
  assert.equal(status, 415);
  assert.equal(type, "application/problem+json");
});
