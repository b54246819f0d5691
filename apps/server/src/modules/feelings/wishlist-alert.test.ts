import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createCinema, createShow } from "../../../test/catalog.factories.ts";
import { createCustomer } from "../../../test/factories.ts";
import { mailsTo } from "../../../test/outbox.ts";
import {
  type AccountRow,
  accounts,
  cinemas,
  favouriteCinemas,
  showSessions,
  shows,
  wishlistAlerts,
} from "../../db/schema/index.ts";
import { createMarketingMailer, type MarketingMailer } from "../newsletter/marketing-mail.ts";
import { changeFeeling } from "./feelings.service.ts";
import { runWishlistAlerts, startWishlistAlertJob } from "./wishlist-alert.job.ts";

const t = useTestApp({ seed: false });
let mailer: MarketingMailer;
beforeAll(async () => {
  const db = t.database.db;
  mailer = await createMarketingMailer({ db, config: t.config });
  // The favourite cinema and another one, and one film per test, each wished by its own customer.
  await createCinema(db, { slug: "cinelux-paris-bastille", name: "Cinélux Bastille" });
  await createCinema(db, { slug: "cinelux-paris-montparnasse", name: "Cinélux Montparnasse" });
  for (const [slug, title] of [
    ["wings", "Wings"],
    ["faust", "Faust"],
    ["the-unknown", "The Unknown"],
    ["intolerance", "Intolerance"],
    ["sherlock-jr", "Sherlock Jr."],
  ] as const) {
    await createShow(db, { slug, title });
  }
});

const DAY_MS = 24 * 60 * 60_000;
// The clock of these runs, fixed: each session this file adds is placed from it.
const NOW = new Date("2031-03-02T10:00:00Z");

async function idOf(table: typeof shows | typeof cinemas, slug: string): Promise<string> {
  const [row] = await t.database.db.select({ id: table.id }).from(table).where(eq(table.slug, slug));
  return row?.id as string;
}

async function addSession(showSlug: string, cinemaSlug: string, startsAt: Date) {
  await t.database.db.insert(showSessions).values({
    showId: await idOf(shows, showSlug),
    cinemaId: await idOf(cinemas, cinemaSlug),
    startsAt,
    endsAt: new Date(startsAt.getTime() + 2 * 60 * 60_000),
    version: "VF",
    auditoriumName: "Salle 2",
    specificities: [],
  });
}

async function wisher(showSlug: string, cinemaSlug: string, overrides: Partial<AccountRow> = {}) {
  const customer = await createCustomer(t.database.db, { mailCommunicationOptin: true, ...overrides });
  await changeFeeling({
    db: t.database.db,
    accountId: customer.id,
    language: "fr",
    target: { slug: showSlug },
    change: { intention: { kind: "set", value: 2 } },
  });
  await t.database.db
    .insert(favouriteCinemas)
    .values({ accountId: customer.id, cinemaId: await idOf(cinemas, cinemaSlug) });
  return customer;
}

const run = (now = NOW) => runWishlistAlerts({ db: t.database.db, mailer, config: t.config, now });

describe("the wishlist alert job", () => {
  it("mails once when a wished show gets a session at a favourite cinema, never twice", async () => {
    const customer = await wisher("wings", "cinelux-paris-bastille", { language: "en" });
    expect((await run()).alerts).toBe(0);
    await addSession("wings", "cinelux-paris-bastille", new Date(NOW.getTime() + 3 * DAY_MS));

    await run();
    const [mail, ...more] = await mailsTo(t, customer.mail);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: "marketing_filmnews", language: "en" });
    expect(mail?.subject).toContain("Wings");
    expect(mail?.text).toContain("/en/wishlist");

    // A new session, another run: still one mail.
    await addSession("wings", "cinelux-paris-bastille", new Date(NOW.getTime() + 4 * DAY_MS));
    await run();
    expect((await mailsTo(t, customer.mail)).length).toBe(1);
  });

  it("waits for a session to come, at a favourite cinema (the clock decides what is to come)", async () => {
    const customer = await wisher("faust", "cinelux-paris-bastille");
    const other = (await t.database.db.select().from(cinemas)).find(
      (c) => c.slug !== "cinelux-paris-bastille",
    );
    await addSession("faust", other?.slug as string, new Date(NOW.getTime() + DAY_MS));
    await addSession("faust", "cinelux-paris-bastille", new Date(NOW.getTime() + 2 * DAY_MS));
    await run(new Date(NOW.getTime() + 3 * DAY_MS));
    expect(await mailsTo(t, customer.mail)).toEqual([]);
    await run(NOW);
    expect((await mailsTo(t, customer.mail)).map((m) => m.subject)).toEqual([
      expect.stringContaining("Cinélux"),
    ]);
  });

  it("sends nothing without the opt-ins, and does not alert that show later", async () => {
    const customer = await wisher("the-unknown", "cinelux-paris-bastille", { mailCommunicationOptin: false });
    await addSession("the-unknown", "cinelux-paris-bastille", new Date(NOW.getTime() + DAY_MS));
    await run();
    expect(await mailsTo(t, customer.mail)).toEqual([]);
    const [alert] = await t.database.db
      .select()
      .from(wishlistAlerts)
      .where(eq(wishlistAlerts.accountId, customer.id));
    expect(alert?.mailed).toBe(false);

    await t.database.db
      .update(accounts)
      .set({ mailCommunicationOptin: true })
      .where(eq(accounts.id, customer.id));
    await run();
    expect(await mailsTo(t, customer.mail)).toEqual([]);
  });

  it("mails no one who favours the cinema without wishing the show", async () => {
    const fan = await createCustomer(t.database.db, { mailCommunicationOptin: true });
    await t.database.db
      .insert(favouriteCinemas)
      .values({ accountId: fan.id, cinemaId: await idOf(cinemas, "cinelux-paris-bastille") });
    await addSession("intolerance", "cinelux-paris-bastille", new Date(NOW.getTime() + DAY_MS));
    await run();
    expect(await mailsTo(t, fan.mail)).toEqual([]);
  });

  it("runs as a job on the injected clock, one run at a time, and stops", async () => {
    const customer = await wisher("sherlock-jr", "cinelux-paris-bastille");
    await addSession("sherlock-jr", "cinelux-paris-bastille", new Date(NOW.getTime() + DAY_MS));
    const log = { info: () => undefined, error: () => undefined };
    const job = startWishlistAlertJob({
      db: t.database.db,
      config: t.config,
      log,
      clock: () => NOW,
      firstRunMs: 60_000,
    });
    const first = job.runOnce();
    expect(job.runOnce()).toBe(first);
    expect((await first).mailed).toBeGreaterThanOrEqual(1);
    await job.stop();
    expect((await mailsTo(t, customer.mail)).length).toBe(1);
  });
});
