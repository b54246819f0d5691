import { type Feeling, FeelingsResponseSchema, FeelingWriteResponseSchema } from "@cinelux/contract";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createCinema, createShow } from "../../../test/catalog.factories.ts";
import { createCustomer, injectAs } from "../../../test/factories.ts";
import { type AccountRow, showFeelings, shows } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { createBooking } from "../etickets/etickets.factories.ts";
import { changeFeeling } from "./feelings.service.ts";

const t = useTestApp({ seed: false });

/** The films the customers wish and rate, and a cinema where one of them was seen. */
beforeAll(async () => {
  const db = t.database.db;
  await createCinema(db, { slug: "cinelux-paris-bastille" });
  await createShow(
    db,
    { slug: "nosferatu", title: "Nosferatu", genres: ["horror"] },
    {
      titles: { fr: "Nosferatu le vampire" },
    },
  );
  for (const slug of ["metropolis", "sunrise", "the-kid", "the-general"]) {
    await createShow(db, { slug });
  }
});

type Customer = Pick<AccountRow, "id">;

function post(customer: Customer, url: string, payload: object, account = customer.id) {
  return injectAs(t, customer, { method: "POST", url: `/api/client/${account}${url}`, payload });
}

async function listed(customer: Customer, filter: "wished" | "rated"): Promise<Feeling[]> {
  const response = await injectAs(t, customer, {
    method: "GET",
    url: `/api/accounts/me/feelings?filter=${filter}&language=en`,
  });
  expect(response.statusCode).toBe(200);
  return FeelingsResponseSchema.parse(response.json()).feelings;
}

async function storedFeelings(customer: Customer) {
  return t.database.db.select().from(showFeelings).where(eq(showFeelings.accountId, customer.id));
}

async function salesforceIdOf(slug: string): Promise<string> {
  const [row] = await t.database.db.select().from(shows).where(eq(shows.slug, slug));
  return row?.salesforceShowId as string;
}

describe("POST /api/client/{account}/show/{slug}/intention (SPEC 7, SPEC 9 intention 2)", () => {
  it("adds a show to the wishlist with intention 2 and removes it with null and isDelete", async () => {
    const customer = await createCustomer(t.database.db);
    const added = await post(customer, "/show/nosferatu/intention", { intention: 2 });
    expect(added.statusCode).toBe(200);
    const { feeling } = FeelingWriteResponseSchema.parse(added.json());
    expect(feeling).toMatchObject({ intention: 2, emotion: null, isSeen: false });
    // No language asked: the names are in the French domain's first language.
    expect(feeling?.show).toMatchObject({
      slug: "nosferatu",
      name: "Nosferatu le vampire",
      genres: ["horror"],
    });

    expect((await listed(customer, "wished")).map((f) => f.show.slug)).toEqual(["nosferatu"]);
    expect(await listed(customer, "rated")).toEqual([]);

    const removed = await post(customer, "/show/nosferatu/intention", { intention: null, isDelete: true });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ feeling: null });
    expect(await listed(customer, "wished")).toEqual([]);
    expect(await storedFeelings(customer)).toEqual([]);
  });

  it("refuses bodies that are no change, with the field named", async () => {
    const customer = await createCustomer(t.database.db);
    for (const body of [
      { intention: null },
      { intention: 3 },
      { intention: 2, isDelete: true },
      { intention: 2, x: 1 },
      {},
    ]) {
      const response = await post(customer, "/show/nosferatu/intention", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe("BAD_REQUEST");
    }
    expect(await storedFeelings(customer)).toEqual([]);
  });

  it("answers 404 for an unknown show", async () => {
    const customer = await createCustomer(t.database.db);
    const response = await post(customer, "/show/no-such-film/intention", { intention: 2 });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("SHOW_NOT_FOUND");
  });
});

describe("POST /api/client/{account}/show/.../emotion (SPEC 5, 7)", () => {
  it("rates by slug or salesforce id, changes and removes the rating, keeping the wish", async () => {
    const customer = await createCustomer(t.database.db);
    await createBooking(t.database.db, {
      accountId: customer.id,
      startsIn: -3 * 24 * 60,
      showSlug: "metropolis",
    });
    await post(customer, "/show/metropolis/intention", { intention: 2 });

    const rated = await post(customer, "/show/metropolis/emotion", { emotion: 4 });
    expect(rated.statusCode).toBe(200);
    expect(FeelingWriteResponseSchema.parse(rated.json()).feeling).toMatchObject({
      intention: 2,
      emotion: 4,
      isSeen: true,
    });
    const sf = await salesforceIdOf("metropolis");
    const changed = await post(customer, `/show/sf/${sf}/emotion`, { emotion: 5, isDelete: false });
    expect(FeelingWriteResponseSchema.parse(changed.json()).feeling?.emotion).toBe(5);
    expect((await listed(customer, "rated")).map((f) => [f.show.slug, f.emotion])).toEqual([
      ["metropolis", 5],
    ]);

    const removed = await post(customer, `/show/sf/${sf}/emotion`, { isDelete: true });
    expect(FeelingWriteResponseSchema.parse(removed.json()).feeling).toMatchObject({
      intention: 2,
      emotion: null,
    });
    expect(await listed(customer, "rated")).toEqual([]);
  });

  it("answers 'Missing parameter' when neither a slug nor a salesforce id is given", async () => {
    // SPEC 5's words are English: the customer reads English (the answer speaks the customer's language).
    const customer = await createCustomer(t.database.db, { language: "en" });
    for (const url of ["/show//emotion", "/show/sf//emotion", "/show/%20/emotion"]) {
      const response = await post(customer, url, { emotion: 3 });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ code: "MISSING_PARAMETER", message: "Missing parameter" });
    }
    expect(await storedFeelings(customer)).toEqual([]);
  });

  it("refuses emotions off the 1 to 5 scale and an emotion with isDelete", async () => {
    const customer = await createCustomer(t.database.db);
    for (const body of [
      { emotion: 0 },
      { emotion: 6 },
      { emotion: 2.5 },
      { emotion: "5" },
      { emotion: 3, isDelete: true },
      {},
    ]) {
      const response = await post(customer, "/show/metropolis/emotion", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await storedFeelings(customer)).toEqual([]);
  });

  it("refuses a new feeling past the limit, in one transaction", async () => {
    const customer = await createCustomer(t.database.db);
    const base = { db: t.database.db, accountId: customer.id, language: "en" as const, maxFeelings: 2 };
    const wish = { intention: { kind: "set", value: 2 } } as const;
    await changeFeeling({ ...base, target: { slug: "nosferatu" }, change: wish });
    await changeFeeling({ ...base, target: { slug: "metropolis" }, change: wish });
    await expect(changeFeeling({ ...base, target: { slug: "sunrise" }, change: wish })).rejects.toThrow(
      AppError,
    );
    // A change of a feeling already kept still goes through.
    await changeFeeling({
      ...base,
      target: { slug: "metropolis" },
      change: { emotion: { kind: "set", value: 3 } },
    });
    expect((await storedFeelings(customer)).length).toBe(2);
  });
});

describe("another customer", () => {
  it("gets 404 on the first customer's {account}, and nothing is written", async () => {
    const first = await createCustomer(t.database.db);
    const second = await createCustomer(t.database.db);
    const sf = await salesforceIdOf("sunrise");
    for (const [url, body] of [
      ["/show/sunrise/intention", { intention: 2 }],
      ["/show/sunrise/emotion", { emotion: 2 }],
      [`/show/sf/${sf}/emotion`, { emotion: 2 }],
    ] as const) {
      const response = await post(second, url, body, first.id);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe("CLIENT_ACCOUNT_NOT_FOUND");
      // An id of no one answers the same.
      const nobody = await post(second, url, body, crypto.randomUUID());
      expect(nobody.statusCode).toBe(404);
      expect(nobody.json().code).toBe("CLIENT_ACCOUNT_NOT_FOUND");
    }
    expect(await storedFeelings(first)).toEqual([]);
    expect(await storedFeelings(second)).toEqual([]);
  });

  it("sees none of the first customer's wishes and ratings", async () => {
    const first = await createCustomer(t.database.db);
    const second = await createCustomer(t.database.db);
    await post(first, "/show/the-kid/intention", { intention: 2 });
    await post(first, "/show/the-general/emotion", { emotion: 5 });
    expect(await listed(second, "wished")).toEqual([]);
    expect(await listed(second, "rated")).toEqual([]);
    expect((await listed(first, "wished")).length).toBe(1);
    const [kept] = await t.database.db
      .select()
      .from(showFeelings)
      .where(and(eq(showFeelings.accountId, first.id)));
    expect(kept).toBeDefined();
  });
});

describe("the feelings read", () => {
  it("needs a signed-in customer and a known filter", async () => {
    expect((await t.app.inject({ url: "/api/accounts/me/feelings?filter=wished" })).statusCode).toBe(401);
    const customer = await createCustomer(t.database.db);
    const response = await injectAs(t, customer, {
      method: "GET",
      url: "/api/accounts/me/feelings?filter=all",
    });
    expect(response.statusCode).toBe(400);
  });
});
