import { AlertsResponseSchema } from "@cinelux/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createCustomer, injectAs } from "../../../test/factories.ts";
import { createPass } from "../../../test/passes.factories.ts";
import { alerts, type NewAlertRow, subscriptions } from "../../db/schema/index.ts";

const t = useTestApp({ seed: false });
/** Camille and Sanne (Dutch) hold a pass, Emma's cancellation is pending, Noah holds none. */
const mails = { camille: "", noah: "", sanne: "", emma: "" };
const DAY_MS = 86_400_000;
beforeAll(async () => {
  const db = t.database.db;
  // A warning for everybody, an info for subscribers, one for customers without a pass and one for
  // everybody: each a day older than the one before it.
  const alert = (index: number, row: Omit<NewAlertRow, "updatedAt">): NewAlertRow => ({
    ...row,
    updatedAt: new Date(Date.now() - index * DAY_MS),
  });
  await db.insert(alerts).values([
    alert(1, {
      id: "ALERT-0001",
      warning: true,
      accountType: null,
      content: {
        fr: "Maintenance du site dans la nuit de dimanche à lundi.",
        nl: "Onderhoud van de site in de nacht van zondag op maandag.",
        en: "Site maintenance on Sunday night.",
      },
    }),
    alert(2, {
      id: "ALERT-0002",
      accountType: "subscriber",
      content: {
        fr: "Nouveau : réservez vos séances Cinépass jusqu'à 7 jours à l'avance.",
        nl: "Nieuw: reserveer je Cinépass-voorstellingen tot 7 dagen vooruit.",
        en: "New: book your Cinépass sessions up to 7 days ahead.",
      },
    }),
    alert(3, {
      id: "ALERT-0003",
      accountType: "customer",
      content: {
        fr: "Découvrez le Cinépass : le cinéma en illimité dès 17,90 € par mois.",
        nl: "Ontdek de Cinépass: onbeperkt naar de film vanaf € 18,50 per maand.",
        en: "Discover the Cinépass: unlimited cinema from €17.90 a month.",
      },
    }),
    alert(4, {
      id: "ALERT-0004",
      accountType: null,
      content: {
        fr: "Les séances en audiodescription sont signalées.",
        nl: "Voorstellingen met audiodescriptie staan aangegeven.",
        en: "Audio-described sessions are marked.",
      },
    }),
  ]);
  const camille = await createCustomer(db);
  await createPass(db, { customer: camille });
  const sanne = await createCustomer(db, { domain: "nl", language: "nl" });
  await createPass(db, { customer: sanne });
  const emma = await createCustomer(db);
  await createPass(db, { customer: emma, state: "cancelPending" });
  const noah = await createCustomer(db, { domain: "nl", language: "nl" });
  Object.assign(mails, { camille: camille.mail, sanne: sanne.mail, emma: emma.mail, noah: noah.mail });
});

async function alertsAs(mail: string, query = "type=ec") {
  const customer = { id: await t.accountId(mail) };
  return injectAs(t, customer, { method: "GET", url: `/api/alerts?${query}` });
}

describe("GET /api/alerts?type=ec", () => {
  it("gives a subscriber the warning, the subscribers' info and the one for everybody, in order", async () => {
    const response = await alertsAs(mails.camille, "type=ec&language=fr");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const body = AlertsResponseSchema.parse(response.json());
    expect(body.map((alert) => alert.id)).toEqual(["ALERT-0001", "ALERT-0002", "ALERT-0004"]);
    expect(body[0]).toMatchObject({ warning: true, accountType: null });
    expect(body[1]?.content).toBe("Nouveau : réservez vos séances Cinépass jusqu'à 7 jours à l'avance.");
  });

  it("gives a customer without a pass the customers' info instead, in the asked language", async () => {
    const body = (await alertsAs(mails.noah, "type=ec&language=en")).json();
    expect(body.map((alert: { id: string }) => alert.id)).toEqual(["ALERT-0001", "ALERT-0003", "ALERT-0004"]);
    expect(body[1].content).toBe("Discover the Cinépass: unlimited cinema from €17.90 a month.");
  });

  it("speaks the account's language when the call names none", async () => {
    const body = (await alertsAs(mails.sanne)).json();
    expect(body[0].content).toMatch(/^Onderhoud van de site/);
  });

  it("counts a customer whose pass ended as a customer", async () => {
    // Emma's cancellation is pending: a subscriber until its day.
    const emma = (await alertsAs(mails.emma)).json();
    expect(emma.map((alert: { id: string }) => alert.id)).toContain("ALERT-0002");
    // Once the cancellation's day has come the pass has ended, even before the billing job stores it.
    const [subscription] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.accountId, await t.accountId(mails.emma)));
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await t.database.db
      .update(subscriptions)
      .set({
        cancelEffectiveDate: yesterday,
        cancelRequestedOn: subscription?.cancelRequestedOn ?? yesterday,
      })
      .where(eq(subscriptions.id, subscription?.id ?? ""));
    const ended = (await alertsAs(mails.emma)).json();
    expect(ended.map((alert: { id: string }) => alert.id)).toContain("ALERT-0003");
    expect(ended.map((alert: { id: string }) => alert.id)).not.toContain("ALERT-0002");
    const fresh = await createCustomer(t.database.db);
    const response = await injectAs(t, fresh, { method: "GET", url: "/api/alerts?type=ec" });
    expect(response.json().map((alert: { id: string }) => alert.id)).toContain("ALERT-0003");
  });

  it("shows at most one warning and two infos, newest first, and drops inactive ones", async () => {
    const now = Date.now();
    await t.database.db.insert(alerts).values([
      {
        id: "TEST-WARN",
        warning: true,
        accountType: null,
        content: { fr: "Alerte récente", nl: "Recente waarschuwing", en: "Recent warning" },
        updatedAt: new Date(now),
      },
      {
        id: "TEST-INFO",
        warning: false,
        accountType: null,
        content: { fr: "Info récente", nl: "Recente info", en: "Recent info" },
        updatedAt: new Date(now),
        active: false,
      },
    ]);
    // The alerts are cached per process and dropped by the table's NOTIFY, which arrives a moment
    // after the insert (on a loaded PostgreSQL run, after the next read): asked until it has.
    const ids = async () =>
      ((await alertsAs(mails.noah)).json() as { id: string }[]).map((alert) => alert.id);
    // The newer warning wins the one warning slot; the inactive info never shows.
    await vi.waitFor(async () => expect(await ids()).toEqual(["TEST-WARN", "ALERT-0003", "ALERT-0004"]), {
      timeout: 2_000,
      interval: 20,
    });
    await t.database.db.delete(alerts).where(eq(alerts.id, "TEST-WARN"));
    await t.database.db.delete(alerts).where(eq(alerts.id, "TEST-INFO"));
    await vi.waitFor(async () => expect((await ids())[0]).toBe("ALERT-0001"), {
      timeout: 2_000,
      interval: 20,
    });
  });

  it("needs a bearer token and refuses any other type or parameter", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/alerts?type=ec" })).statusCode).toBe(401);
    expect((await alertsAs(mails.noah, "type=other")).statusCode).toBe(400);
    expect((await alertsAs(mails.noah, "")).statusCode).toBe(400);
    expect((await alertsAs(mails.noah, "type=ec&accountType=subscriber")).statusCode).toBe(400);
  });
});
