import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAdvantage } from "../../../test/advantages.factories.ts";
import { useTestApp } from "../../../test/app.ts";
import { bearerOf, createCustomer } from "../../../test/factories.ts";
import { advantages, siteSettings } from "../../db/schema/index.ts";

const t = useTestApp({ seed: false });

/** Camille (fr) holds three advantages and an expired one, Sanne (nl) two, Noah none. */
const mails = { camille: "", sanne: "", noah: "" };

beforeAll(async () => {
  const db = t.database.db;
  const camille = await createCustomer(db, { firstName: "Camille" });
  const sanne = await createCustomer(db, { firstName: "Sanne", domain: "nl", language: "nl" });
  const noah = await createCustomer(db, { firstName: "Noah", domain: "nl", language: "nl" });
  Object.assign(mails, { camille: camille.mail, sanne: sanne.mail, noah: noah.mail });
  await createAdvantage(db, {
    customer: camille,
    id: "ADV-FR-0001",
    name: { fr: "Popcorn moyen offert", nl: "Gratis middelgrote popcorn", en: "Free medium popcorn" },
    details: {
      fr: "Un popcorn moyen au comptoir, offert.",
      nl: "Een middelgrote popcorn aan de balie, gratis.",
      en: "A medium popcorn at the counter, free.",
    },
    code: "POP-7Q2X-91",
    terms: {
      fr: "Une fois, non cumulable.",
      nl: "Eenmalig, niet te combineren.",
      en: "Once, not with other offers.",
    },
    help: {
      fr: "Montrez le code au comptoir.",
      nl: "Toon de code aan de balie.",
      en: "Show the code at the counter.",
    },
    expiresInDays: 30,
  });
  await createAdvantage(db, {
    customer: camille,
    id: "ADV-FR-0002",
    name: { fr: "Place à 5 € le mardi", nl: "Kaartje voor € 5 op dinsdag", en: "€5 ticket on Tuesdays" },
    help: null,
    expiresInDays: 90,
  });
  await createAdvantage(db, {
    customer: camille,
    id: "ADV-FR-0003",
    name: { fr: "-20 % sur les lunettes 3D", nl: "20% korting op 3D-brillen", en: "20% off 3D glasses" },
    code: null,
    terms: null,
    expiresInDays: null,
  });
  await createAdvantage(db, { customer: camille, id: "ADV-FR-0004", expiresInDays: -5 });
  await createAdvantage(db, {
    customer: sanne,
    id: "ADV-NL-0001",
    name: { fr: "Popcorn offert", nl: "Gratis popcorn", en: "Free popcorn" },
    details: {
      fr: "Un popcorn à la caisse, offert.",
      nl: "Een popcorn aan de kassa, gratis.",
      en: "A popcorn at the till, free.",
    },
    terms: {
      fr: "Une fois, aux Pays-Bas.",
      nl: "Eenmalig, in Nederland.",
      en: "Once, in the Netherlands.",
    },
    help: {
      fr: "Montrez le code à la caisse.",
      nl: "Toon de code aan de kassa.",
      en: "Show the code at the till.",
    },
    expiresInDays: 45,
  });
  await createAdvantage(db, {
    customer: sanne,
    id: "ADV-NL-0002",
    name: { fr: "Tarif duo le mardi", nl: "Duo-korting op dinsdag", en: "Tuesday duo deal" },
    expiresInDays: 120,
  });
});

async function list(mail: string, query = "?language=fr", host?: string) {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/accounts/me/advantages${query}`,
    headers: { authorization: `Bearer ${await t.tokenFor(mail)}`, ...(host ? { host } : {}) },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers["cache-control"]).toBe("private, no-store");
  return response.json() as {
    id: string;
    name: string;
    details: string;
    terms: string | null;
    help: string | null;
    expirationDate: string | null;
    code: string | null;
  }[];
}

/** Id order: a test above moves an expiry date, so the list order is not the point here. */
function namesById(list: { id: string; name: string }[]): [string, string][] {
  return list.map((a): [string, string] => [a.id, a.name]).sort(([a], [b]) => a.localeCompare(b));
}

describe("GET /api/accounts/me/advantages", () => {
  it("lists the advantages still valid, soonest expiry first and open-ended last", async () => {
    const camille = await list(mails.camille);
    expect(camille.map((a) => a.id)).toEqual(["ADV-FR-0001", "ADV-FR-0002", "ADV-FR-0003"]);
    expect(camille[0]).toMatchObject({ name: "Popcorn moyen offert", code: "POP-7Q2X-91" });
    expect(camille[2]?.expirationDate).toBeNull();
    // The expired birthday drink is gone.
    expect(camille.some((a) => a.id === "ADV-FR-0004")).toBe(false);
  });

  it("shows each customer only their own advantages", async () => {
    const sanne = await list(mails.sanne);
    expect(sanne.map((a) => a.id)).toEqual(["ADV-NL-0001", "ADV-NL-0002"]);
    expect(await list(mails.noah)).toEqual([]);
  });

  it("counts an advantage expiring today as still valid", async () => {
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
    await t.database.db
      .update(advantages)
      .set({ expirationDate: today })
      .where(eq(advantages.id, "ADV-NL-0002"));
    expect((await list(mails.sanne)).map((a) => a.id)).toContain("ADV-NL-0002");
  });

  it("answers in French with ?language=fr", async () => {
    const [popcorn] = await list(mails.camille, "?language=fr");
    expect(popcorn).toMatchObject({
      id: "ADV-FR-0001",
      name: "Popcorn moyen offert",
      details: "Un popcorn moyen au comptoir, offert.",
      terms: "Une fois, non cumulable.",
      help: "Montrez le code au comptoir.",
    });
  });

  it("answers in Dutch with ?language=nl", async () => {
    const [popcorn] = await list(mails.camille, "?language=nl");
    expect(popcorn).toMatchObject({
      id: "ADV-FR-0001",
      name: "Gratis middelgrote popcorn",
      details: "Een middelgrote popcorn aan de balie, gratis.",
      terms: "Eenmalig, niet te combineren.",
      help: "Toon de code aan de balie.",
      // Codes and dates are no text: the same in every language.
      code: "POP-7Q2X-91",
    });
  });

  it("answers in English with ?language=en, keeping the empty texts empty", async () => {
    const camille = await list(mails.camille, "?language=en");
    expect(camille.map((a) => [a.id, a.name])).toEqual([
      ["ADV-FR-0001", "Free medium popcorn"],
      ["ADV-FR-0002", "€5 ticket on Tuesdays"],
      ["ADV-FR-0003", "20% off 3D glasses"],
    ]);
    expect(camille[0]).toMatchObject({
      details: "A medium popcorn at the counter, free.",
      terms: "Once, not with other offers.",
      help: "Show the code at the counter.",
    });
    expect(camille[1]?.help).toBeNull();
    expect(camille[2]?.terms).toBeNull();
  });

  it("answers a second customer in the asked language too", async () => {
    const sanne = await list(mails.sanne, "?language=en");
    expect(namesById(sanne)).toEqual([
      ["ADV-NL-0001", "Free popcorn"],
      ["ADV-NL-0002", "Tuesday duo deal"],
    ]);
    expect(sanne.find((a) => a.id === "ADV-NL-0001")).toMatchObject({
      details: "A popcorn at the till, free.",
      terms: "Once, in the Netherlands.",
      help: "Show the code at the till.",
    });
    const inFrench = await list(mails.sanne, "?language=fr");
    expect(namesById(inFrench)).toEqual([
      ["ADV-NL-0001", "Popcorn offert"],
      ["ADV-NL-0002", "Tarif duo le mardi"],
    ]);
  });

  it("answers in the domain's first language without ?language=", async () => {
    const onDutchDomain = await list(mails.sanne, "", "nl.localhost:3000");
    expect(namesById(onDutchDomain)).toEqual([
      ["ADV-NL-0001", "Gratis popcorn"],
      ["ADV-NL-0002", "Duo-korting op dinsdag"],
    ]);
    const onFrenchDomain = await list(mails.sanne, "", "localhost:3000");
    expect(namesById(onFrenchDomain)).toEqual([
      ["ADV-NL-0001", "Popcorn offert"],
      ["ADV-NL-0002", "Tarif duo le mardi"],
    ]);
  });

  it("refuses a language the site does not have", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/accounts/me/advantages?language=de",
      headers: await bearerOf(t, mails.camille),
    });
    expect(response.statusCode).toBe(400);
  });

  it("requires a token", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/accounts/me/advantages" });
    expect(response.statusCode).toBe(401);
  });

  it("answers 404 FEATURE_DISABLED on a domain whose advantagesEnabled flag is off, like its page", async () => {
    const setFlag = (on: boolean) =>
      t.database.db
        .update(siteSettings)
        .set({ flags: sql`flags || ${JSON.stringify({ advantagesEnabled: on })}::jsonb` })
        .where(eq(siteSettings.domain, "nl"));
    await setFlag(false);
    try {
      const token = await t.tokenFor(mails.sanne);
      const onDutch = await t.app.inject({
        method: "GET",
        url: "/api/accounts/me/advantages",
        headers: { authorization: `Bearer ${token}`, host: "nl.localhost:3000" },
      });
      expect(onDutch.statusCode).toBe(404);
      expect(onDutch.json().code).toBe("FEATURE_DISABLED");
      // The French domain keeps its flag on.
      expect((await list(mails.sanne, "", "localhost:3000")).length).toBeGreaterThan(0);
    } finally {
      await setFlag(true);
    }
    expect((await list(mails.sanne, "", "nl.localhost:3000")).length).toBeGreaterThan(0);
  });
});
