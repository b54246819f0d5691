import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createCustomer, injectAs } from "../../../test/factories.ts";
import { createStaff, staffTokenFor } from "../../../test/staff.factories.ts";
import { PublicReadCache } from "../../db/notify-cache.ts";
import { listAlertsForCustomer } from "./alerts.service.ts";

// The alerts' schedule and domain (docs/staff.md "Alerts"): what customers see between the dates and
// on which site, and the per-process cache that must change its answer when a date comes due.

const t = useTestApp({ seed: false });

const people = { editorToken: "", customer: { id: "" } };

beforeAll(async () => {
  const { staff } = await createStaff(t.database.db, { roles: ["editor"] });
  people.editorToken = await staffTokenFor(t, staff);
  people.customer = await createCustomer(t.database.db);
});

const HOUR = 3_600_000;
const text = (words: string) => ({ fr: `${words} (fr)`, nl: `${words} (nl)`, en: `${words} (en)` });

function asEditor(method: "POST" | "PATCH", url: string, payload: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${people.editorToken}` },
    payload: payload as object,
  });
}

async function write(words: string, extra: Record<string, unknown> = {}) {
  const response = await asEditor("POST", "/api/staff/alerts", { content: text(words), ...extra });
  expect(response.statusCode).toBe(201);
  return response.json() as {
    id: string;
    startsAt: string | null;
    endsAt: string | null;
    domain: string | null;
  };
}

async function shownOn(host: string): Promise<string[]> {
  const response = await injectAs(t, people.customer, {
    method: "GET",
    url: "/api/alerts?type=ec&language=en",
    headers: { host },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { content: string }[]).map((alert) => alert.content);
}

const iso = (ms: number) => new Date(ms).toISOString();

describe("an alert's schedule and domain", () => {
  it("shows an alert only between its start and its end, and only on its domain", async () => {
    const now = Date.now();
    const running = await write("Running", { startsAt: iso(now - HOUR), endsAt: iso(now + HOUR) });
    expect(running).toMatchObject({ startsAt: iso(now - HOUR), endsAt: iso(now + HOUR), domain: null });
    await write("Later", { startsAt: iso(now + HOUR) });
    await write("Over", { startsAt: iso(now - 2 * HOUR), endsAt: iso(now - HOUR) });
    await write("Dutch only", { domain: "nl" });
    await write("French only", { domain: "fr" });

    const french = await shownOn("localhost:3000");
    expect(french).toEqual(expect.arrayContaining(["Running (en)", "French only (en)"]));
    expect(french).not.toContain("Later (en)");
    expect(french).not.toContain("Over (en)");
    expect(french).not.toContain("Dutch only (en)");
    const dutch = await shownOn("nl.localhost:3000");
    expect(dutch).toEqual(expect.arrayContaining(["Running (en)", "Dutch only (en)"]));
    expect(dutch).not.toContain("French only (en)");
  });

  it("refuses an end not after the start, as sent or against the stored start (ALERT_SCHEDULE_INVALID)", async () => {
    const now = Date.now();
    const same = await asEditor("POST", "/api/staff/alerts", {
      content: text("Backwards"),
      startsAt: iso(now + HOUR),
      endsAt: iso(now + HOUR),
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({
      code: "ALERT_SCHEDULE_INVALID",
      fields: [{ path: "endsAt", code: "invalid_value" }],
    });
    const alert = await write("Starts tomorrow", { startsAt: iso(now + 24 * HOUR) });
    const before = await asEditor("PATCH", `/api/staff/alerts/${alert.id}`, { endsAt: iso(now + HOUR) });
    expect(before.statusCode).toBe(400);
    expect(before.json()).toMatchObject({ code: "ALERT_SCHEDULE_INVALID" });
    const moved = await asEditor("PATCH", `/api/staff/alerts/${alert.id}`, {
      startsAt: null,
      endsAt: iso(now + HOUR),
      domain: "nl",
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ startsAt: null, endsAt: iso(now + HOUR), domain: "nl" });
    const badDomain = await asEditor("PATCH", `/api/staff/alerts/${alert.id}`, { domain: "be" });
    expect(badDomain.statusCode).toBe(400);
  });

  it("lets the cached alerts go when the next start or end comes due, with no write to notify", async () => {
    const cache = new PublicReadCache();
    const start = Date.now() + 10 * HOUR;
    await write("Night screening", { startsAt: iso(start), endsAt: iso(start + HOUR) });
    const read = async (at: number) =>
      (
        await listAlertsForCustomer({
          db: t.database.db,
          cache,
          accountId: people.customer.id,
          host: "localhost",
          language: "en",
          now: new Date(at),
        })
      ).map((alert) => alert.content);

    expect(await read(start - HOUR)).not.toContain("Night screening (en)");
    expect(cache.size).toBe(1);
    // The start has come: the entry read an hour before goes, the alert shows.
    expect(await read(start + 1)).toContain("Night screening (en)");
    // Its end has come: it goes again, and the reloaded rows no longer hold it.
    expect(await read(start + HOUR)).not.toContain("Night screening (en)");
  });
});
