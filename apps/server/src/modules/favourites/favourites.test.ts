import { FavouriteCinemaChoicesResponseSchema, FavouriteCinemasResponseSchema } from "@cinelux/contract";
import { eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { useSecondProcess, useTestApp } from "../../../test/app.ts";
import { createCinema } from "../../../test/catalog.factories.ts";
import { createCustomer, injectAs } from "../../../test/factories.ts";
import { cinemas, favouriteCinemas } from "../../db/schema/index.ts";

const t = useTestApp({ seed: false });
const otherProcess = useSecondProcess(t);
let french: { id: string; name: string; codeCcs: string; vistaRef: string }[];
let dutch: { id: string }[];
beforeAll(async () => {
  // Seven French cinemas, one more than a customer may favour, and two Dutch ones.
  const db = t.database.db;
  await createCinema(db, { name: "Cinélux Confluence", citySlug: "lyon", city: "Lyon", zone: "lyon" });
  for (let i = 0; i < 6; i += 1) {
    await createCinema(db);
  }
  for (let i = 0; i < 2; i += 1) {
    await createCinema(db, { domain: "nl", citySlug: "amsterdam", city: "Amsterdam", zone: "amsterdam" });
  }
  const columns = {
    id: cinemas.id,
    name: cinemas.name,
    codeCcs: cinemas.codeCcs,
    vistaRef: cinemas.vistaRef,
  };
  french = await t.database.db
    .select(columns)
    .from(cinemas)
    .where(eq(cinemas.domain, "fr"))
    .orderBy(cinemas.slug);
  dutch = await t.database.db.select(columns).from(cinemas).where(eq(cinemas.domain, "nl"));
});

const URL = "/api/accounts/me/cinemas";
type Customer = Awaited<ReturnType<typeof createCustomer>>;
const ids = (list: { id: string }[]) => list.map((cinema) => cinema.id);
const add = (customer: Customer, cinemaIds: string[], app?: FastifyInstance) =>
  app
    ? injectAs({ ...t, app }, customer, { method: "PATCH", url: URL, payload: { cinemas: cinemaIds } })
    : injectAs(t, customer, { method: "PATCH", url: URL, payload: { cinemas: cinemaIds } });
const remove = (customer: Customer, cinemaIds: string[]) =>
  injectAs(t, customer, { method: "DELETE", url: URL, payload: { cinemas: cinemaIds } });
const list = async (customer: Customer, host?: string) => {
  const response = await injectAs(t, customer, {
    method: "GET",
    url: URL,
    ...(host ? { headers: { host } } : {}),
  });
  expect(response.statusCode).toBe(200);
  return FavouriteCinemasResponseSchema.parse(response.json());
};

describe("GET /api/accounts/me/cinemas", () => {
  it("answers an empty list to a customer without favourites", async () => {
    expect(await list(await createCustomer(t.database.db))).toEqual([]);
  });

  it("lists the favourites in the order the customer added them", async () => {
    const customer = await createCustomer(t.database.db);
    const [first, second, third] = [
      await createCinema(t.database.db, { name: "Cinéma Zéphyr" }),
      await createCinema(t.database.db, { name: "Cinéma Alpha" }),
      await createCinema(t.database.db, { name: "Cinéma Mistral" }),
    ];
    try {
      for (const cinema of [first, second, third]) {
        expect((await add(customer, [cinema.id])).statusCode).toBe(200);
      }
      expect((await list(customer)).map((cinema) => cinema.name)).toEqual([
        "Cinéma Zéphyr",
        "Cinéma Alpha",
        "Cinéma Mistral",
      ]);
    } finally {
      // The other tests list every cinema of the domain.
      await t.database.db.delete(cinemas).where(inArray(cinemas.id, ids([first, second, third])));
    }
  });

  it("refuses a caller without a token", async () => {
    expect((await t.app.inject({ method: "GET", url: URL })).statusCode).toBe(401);
  });
});

describe("GET /api/accounts/me/cinemas/choices", () => {
  it("lists the request's domain's cinemas by name with their city", async () => {
    const customer = await createCustomer(t.database.db);
    const response = await injectAs(t, customer, { method: "GET", url: `${URL}/choices` });
    expect(response.statusCode).toBe(200);
    const choices = FavouriteCinemaChoicesResponseSchema.parse(response.json());
    expect(choices.map((choice) => choice.id).sort()).toEqual(ids(french).sort());
    expect(choices.find((choice) => choice.name === "Cinélux Confluence")?.city).toBe("Lyon");
    const onDutch = await injectAs(t, customer, {
      method: "GET",
      url: `${URL}/choices`,
      headers: { host: "nl.localhost:3000" },
    });
    expect(
      onDutch
        .json()
        .map((choice: { id: string }) => choice.id)
        .sort(),
    ).toEqual(ids(dutch).sort());
  });
});

describe("PATCH /api/accounts/me/cinemas", () => {
  it("adds cinemas in order with id, name, codeCcs and vistaRef, once each", async () => {
    const customer = await createCustomer(t.database.db);
    const [first, second] = french as [(typeof french)[0], (typeof french)[0]];
    expect((await add(customer, [second.id])).json()).toEqual([second]);
    const response = await add(customer, [first.id, second.id, first.id]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([second, first]);
    expect(await list(customer)).toEqual([second, first]);
  });

  it("refuses a seventh favourite with 409 FAVOURITES_LIMIT and adds nothing", async () => {
    const customer = await createCustomer(t.database.db);
    expect((await add(customer, ids(french.slice(0, 6)))).statusCode).toBe(200);
    const response = await add(customer, [french[6]?.id ?? ""]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "FAVOURITES_LIMIT", message: expect.any(String) });
    expect(ids(await list(customer))).toEqual(ids(french.slice(0, 6)));
  });

  it("refuses the seventh even when two tabs add at once, on two server processes", async () => {
    const customer = await createCustomer(t.database.db);
    await add(customer, ids(french.slice(0, 4)));
    const answers = await Promise.all([
      add(customer, [french[4]?.id ?? ""]),
      add(customer, [french[5]?.id ?? ""], otherProcess.app),
      add(customer, [french[6]?.id ?? ""]),
      add(customer, [french[6]?.id ?? ""], otherProcess.app),
    ]);
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200).length).toBeGreaterThanOrEqual(2);
    expect(codes.every((code) => code === 200 || code === 409)).toBe(true);
    const rows = await t.database.db
      .select()
      .from(favouriteCinemas)
      .where(eq(favouriteCinemas.accountId, customer.id));
    expect(rows).toHaveLength(6);
    expect(answers.some((answer) => answer.json().code === "FAVOURITES_LIMIT")).toBe(true);
  });

  it("refuses another domain's cinema and an unknown id with 404, adding nothing", async () => {
    const customer = await createCustomer(t.database.db);
    const dutchCinema = await add(customer, [french[0]?.id ?? "", dutch[0]?.id ?? ""]);
    expect(dutchCinema.statusCode).toBe(404);
    expect(dutchCinema.json().code).toBe("FAVOURITE_CINEMA_NOT_FOUND");
    expect((await add(customer, ["00000000-0000-4000-8000-000000000000"])).statusCode).toBe(404);
    expect(await list(customer)).toEqual([]);
  });

  it("lists and adds only the request's domain's cinemas", async () => {
    const customer = await createCustomer(t.database.db);
    const onDutch = await injectAs(t, customer, {
      method: "PATCH",
      url: URL,
      headers: { host: "nl.localhost:3000" },
      payload: { cinemas: [dutch[0]?.id] },
    });
    expect(onDutch.statusCode).toBe(200);
    expect(await list(customer)).toEqual([]);
    expect(ids(await list(customer, "nl.localhost:3000"))).toEqual([dutch[0]?.id]);
  });

  it("refuses bad bodies with coded 400s", async () => {
    const customer = await createCustomer(t.database.db);
    for (const payload of [{}, { cinemas: [] }, { cinemas: ["x"] }, { cinemas: ids(french), extra: 1 }]) {
      const response = await injectAs(t, customer, { method: "PATCH", url: URL, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe("BAD_REQUEST");
    }
  });
});

describe("DELETE /api/accounts/me/cinemas", () => {
  it("removes a favourite and answers the list", async () => {
    const customer = await createCustomer(t.database.db);
    await add(customer, ids(french.slice(0, 3)));
    const response = await remove(customer, [french[1]?.id ?? ""]);
    expect(response.statusCode).toBe(200);
    expect(ids(response.json())).toEqual([french[0]?.id, french[2]?.id]);
  });

  it("refuses one that is not a favourite with 404 and removes nothing", async () => {
    const customer = await createCustomer(t.database.db);
    await add(customer, [french[0]?.id ?? ""]);
    const response = await remove(customer, [french[0]?.id ?? "", french[1]?.id ?? ""]);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("FAVOURITE_CINEMA_NOT_FOUND");
    expect(ids(await list(customer))).toEqual([french[0]?.id]);
  });
});

describe("a second customer", () => {
  it("neither sees nor removes the first one's favourites (404)", async () => {
    const first = await createCustomer(t.database.db);
    const second = await createCustomer(t.database.db);
    await add(first, [french[0]?.id ?? ""]);
    expect(await list(second)).toEqual([]);
    expect((await remove(second, [french[0]?.id ?? ""])).statusCode).toBe(404);
    expect(ids(await list(first))).toEqual([french[0]?.id]);
  });
});
