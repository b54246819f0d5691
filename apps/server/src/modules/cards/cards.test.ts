import { CardsResponseSchema } from "@cinelux/contract";
import { CAPTCHA_HEADER } from "@cinelux/contract/captcha-header";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { useSecondProcess, useTestApp } from "../../../test/app.ts";
import { solvedCaptcha } from "../../../test/captcha.ts";
import { createCustomer, injectAs, tokenOf } from "../../../test/factories.ts";
import { createPass } from "../../../test/passes.factories.ts";
import { type AccountRow, passCards } from "../../db/schema/index.ts";
import { ATTACH_PER_ACCOUNT_RATE_LIMIT, ATTACH_PER_NUMBER } from "./cards.routes.ts";

const t = useTestApp({ seed: false });
const otherProcess = useSecondProcess(t);

let numbers = 0;
/** An unattached card of its own per test (numbers 6290…), held by `holder`. */
async function unattachedCard(holder: string, overrides: Partial<typeof passCards.$inferInsert> = {}) {
  numbers += 1;
  const number = `62900000${String(numbers).padStart(8, "0")}`;
  const [card] = await t.database.db
    .insert(passCards)
    .values({
      type: "MOVIECARD_20",
      label: "MovieCard 20",
      number,
      code: `CLX-${number}`,
      holderLastName: holder,
      ...overrides,
    })
    .returning();
  if (!card) {
    throw new Error("no card");
  }
  return card;
}

async function attach(
  customer: Pick<AccountRow, "id">,
  body: object,
  captcha: string | null = "solve",
  app: FastifyInstance = t.app,
) {
  const answer = captcha === "solve" ? await solvedCaptcha(t) : captcha;
  const token = await tokenOf(t, customer);
  return app.inject({
    method: "PATCH",
    url: "/api/accounts/me/cards?language=fr",
    payload: body,
    headers: { authorization: `Bearer ${token}`, ...(answer === null ? {} : { [CAPTCHA_HEADER]: answer }) },
  });
}

async function ownerOf(cardId: string) {
  const [row] = await t.database.db.select().from(passCards).where(eq(passCards.id, cardId));
  return row?.accountId;
}

describe("GET /api/accounts/me/cards", () => {
  it("lists the customer's pass with its photo URL and server status, never another's", async () => {
    const holder = await createCustomer(t.database.db);
    const { card: pass } = await createPass(t.database.db, {
      customer: holder,
      plan: "CINEPASS_26",
      state: "blocked",
      photoStatus: "KO",
    });
    const response = await injectAs(t, holder, { method: "GET", url: "/api/accounts/me/cards?language=fr" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const cards = CardsResponseSchema.parse(response.json());
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      type: "CINEPASS_26",
      number: pass.number,
      subscriptionStatus: "blocked",
      photoStatus: "KO",
      openEndedSubscription: false,
      picture: `/api/accounts/me/cards/picture/${cards[0]?.id}.jpg`,
    });
    expect(response.body).not.toContain('photo":');
    // A customer without a card: an empty list, not a card nobody holds yet in their name.
    const other = await createCustomer(t.database.db, { lastName: "Jansen" });
    await unattachedCard("Jansen");
    expect((await injectAs(t, other, { method: "GET", url: "/api/accounts/me/cards" })).json()).toEqual([]);
  });

  it("needs a bearer token", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/accounts/me/cards" })).statusCode).toBe(401);
  });
});

describe("PATCH /api/accounts/me/cards", () => {
  it("attaches a card by number and name, spaces and case ignored", async () => {
    const customer = await createCustomer(t.database.db, { lastName: "Jansen" });
    const card = await unattachedCard("Jansen");
    const spaced = card.number.replace(/(\d{4})(?=\d)/g, "$1 ");
    const response = await attach(customer, { lastname: "  JANSEN ", cardNumber: spaced });
    expect(response.statusCode).toBe(200);
    const cards = CardsResponseSchema.parse(response.json());
    expect(cards.map((each) => each.number)).toEqual([card.number]);
    expect(cards[0]).toMatchObject({ type: "MOVIECARD_20", picture: null, photoStatus: null });
  });

  it("matches a holder's name whatever its accents", async () => {
    const customer = await createCustomer(t.database.db);
    const card = await unattachedCard("Lefèvre");
    expect((await attach(customer, { lastname: "lefevre", cardNumber: card.number })).statusCode).toBe(200);
    expect(await ownerOf(card.id)).toBe(customer.id);
  });

  it("answers a wrong name, a wrong number and another customer's card alike, attaching nothing", async () => {
    const customer = await createCustomer(t.database.db);
    const card = await unattachedCard("Dupont");
    const wrongName = await attach(customer, { lastname: "Durand", cardNumber: card.number });
    const wrongNumber = await attach(customer, { lastname: "Dupont", cardNumber: "6299999999999999" });
    // Another customer's pass: its number and its holder's real name still say nothing.
    const holder = await createCustomer(t.database.db, { lastName: "Martin" });
    const { card: held } = await createPass(t.database.db, { customer: holder });
    const othersCard = await attach(customer, { lastname: "Martin", cardNumber: held.number });
    for (const response of [wrongName, wrongNumber, othersCard]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(wrongName.json());
    }
    expect(wrongName.json().code).toBe("PASS_CARD_NOT_FOUND");
    expect(await ownerOf(card.id)).toBeNull();
    expect(await ownerOf(held.id)).toBe(holder.id);
  });

  it("gives a card raced for by two customers to one of them only", async () => {
    const [first, second] = [await createCustomer(t.database.db), await createCustomer(t.database.db)];
    const card = await unattachedCard("Faure");
    const body = { lastname: "Faure", cardNumber: card.number };
    const [a, b] = await Promise.all([attach(first, body), attach(second, body, "solve", otherProcess.app)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 404]);
    expect([first.id, second.id]).toContain(await ownerOf(card.id));
  });

  it("tells the customer a card is already theirs", async () => {
    const customer = await createCustomer(t.database.db);
    const card = await unattachedCard("Roux");
    expect((await attach(customer, { lastname: "Roux", cardNumber: card.number })).statusCode).toBe(200);
    const again = await attach(customer, { lastname: "Roux", cardNumber: card.number });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("PASS_CARD_ALREADY_ATTACHED");
  });

  it("needs a captcha answer, and refuses a malformed body before spending it", async () => {
    const customer = await createCustomer(t.database.db);
    const card = await unattachedCard("Blanc");
    const missing = await attach(customer, { lastname: "Blanc", cardNumber: card.number }, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe("CAPTCHA_REQUIRED");
    const answer = await solvedCaptcha(t);
    const malformed = await attach(customer, { lastname: "Blanc", cardNumber: "12ab" }, answer);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe("BAD_REQUEST");
    expect((await attach(customer, { lastname: "Blanc", cardNumber: card.number }, answer)).statusCode).toBe(
      200,
    );
    const replayed = await attach(customer, { lastname: "Blanc", cardNumber: card.number }, answer);
    expect(replayed.json().code).toBe("CAPTCHA_REPLAYED");
    expect(await ownerOf(card.id)).toBe(customer.id);
  });

  it("limits the attempts per account", async () => {
    const guesser = await createCustomer(t.database.db);
    for (let attempt = 0; attempt < ATTACH_PER_ACCOUNT_RATE_LIMIT.max; attempt++) {
      const response = await attach(guesser, {
        lastname: "Guess",
        cardNumber: `62990000000000${10 + attempt}`,
      });
      expect(response.statusCode).toBe(404);
    }
    const refused = await attach(guesser, { lastname: "Guess", cardNumber: "6299000000000099" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("RATE_LIMITED");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("limits the attempts per card number across accounts, so names cannot be guessed from many", async () => {
    const card = await unattachedCard("Garnier");
    const perAccount = ATTACH_PER_ACCOUNT_RATE_LIMIT.max;
    // On PostgreSQL the guesses alternate between two server processes: they share one allowance
    // (the rate_limits table). PGlite is one process, whose limiter counts in memory.
    const processes = t.database.kind === "postgres" ? [t.app, otherProcess.app] : [t.app];
    let tried = 0;
    while (tried < ATTACH_PER_NUMBER.max) {
      const guesser = await createCustomer(t.database.db);
      for (let i = 0; i < perAccount && tried < ATTACH_PER_NUMBER.max; i++, tried++) {
        const app = processes[tried % processes.length];
        const body = { lastname: `Name${tried}`, cardNumber: card.number };
        expect((await attach(guesser, body, "solve", app)).statusCode).toBe(404);
      }
    }
    // Even the right name is refused now: the number's allowance is spent for the window.
    const holder = await createCustomer(t.database.db);
    const refused = await attach(holder, { lastname: "Garnier", cardNumber: card.number });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("RATE_LIMITED");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(await ownerOf(card.id)).toBeNull();
    // Another number is not affected.
    const other = await unattachedCard("Garnier");
    expect((await attach(holder, { lastname: "Garnier", cardNumber: other.number })).statusCode).toBe(200);
  });
});
