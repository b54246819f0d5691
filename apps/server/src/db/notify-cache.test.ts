import { setTimeout as sleep } from "node:timers/promises";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app.ts";
import { eventually } from "../../test/eventually.ts";
import { buildApp } from "../app.ts";
import { PublicReadCache } from "./notify-cache.ts";
import { footerLinks, siteSettings } from "./schema/index.ts";

const t = useTestApp();

async function mobileKey(app = t.app, host = "localhost:3000"): Promise<string> {
  const response = await app.inject({ method: "GET", url: "/api/settings", headers: { host } });
  expect(response.statusCode).toBe(200);
  return (response.json() as { mobileKey: string }).mobileKey;
}

async function footerLabels(app = t.app, language = "fr"): Promise<string[]> {
  const response = await app.inject({
    method: "GET",
    url: `/api/footer?language=${language}`,
    headers: { host: "localhost:3000" },
  });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { columns: { elements: { title: string }[] }[] };
  return body.columns.flatMap((column) => column.elements.map((element) => element.title));
}

/** A change that does not notify (trigger off for one transaction), as if the notification were lost. */
async function setMobileKeySilently(key: string): Promise<void> {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`alter table site_settings disable trigger site_settings_notify_public_read`);
    await tx.update(siteSettings).set({ mobileKey: key }).where(eq(siteSettings.domain, "fr"));
    await tx.execute(sql`alter table site_settings enable trigger site_settings_notify_public_read`);
  });
}

async function setMobileKey(key: string): Promise<void> {
  await t.database.db.update(siteSettings).set({ mobileKey: key }).where(eq(siteSettings.domain, "fr"));
}

describe("the public read cache (settings, footer)", () => {
  it("answers from the process after the first read: a change that does not notify is not seen", async () => {
    const before = await mobileKey();
    const labels = await footerLabels();
    expect(t.app.publicReads.size).toBeGreaterThanOrEqual(2);
    await setMobileKeySilently("mk_silent");
    await t.database.db.execute(
      sql`alter table footer_links disable trigger footer_links_notify_public_read`,
    );
    try {
      await t.database.db.update(footerLinks).set({ titles: { fr: "Silencieux", en: "Silent" } });
      expect(await mobileKey()).toBe(before);
      expect(await footerLabels()).toEqual(labels);
    } finally {
      await t.database.db.execute(
        sql`alter table footer_links enable trigger footer_links_notify_public_read`,
      );
    }
    // Any notified change drops every entry: both answers are read again.
    await setMobileKey(before);
    await eventually(async () => (await footerLabels()).every((label) => label === "Silencieux"));
    expect(await mobileKey()).toBe(before);
  });

  it("drops settings on a change to site_settings and the footer on a change to its tables", async () => {
    await mobileKey();
    await setMobileKey("mk_changed");
    await eventually(async () => (await mobileKey()) === "mk_changed");
    // The Dutch domain answers its own row, cached apart.
    expect(await mobileKey(t.app, "nl.localhost:3000")).not.toBe("mk_changed");

    await footerLabels(t.app, "en");
    await t.database.db.update(footerLinks).set({ titles: { fr: "Aide", en: "Help" } });
    await eventually(async () => (await footerLabels(t.app, "en")).every((label) => label === "Help"));
    expect((await footerLabels(t.app, "fr")).every((label) => label === "Aide")).toBe(true);
  });

  it("keeps every process in step: a change is seen by another app on the same database", async () => {
    const other = await buildApp({ config: t.config, database: t.database, logger: false });
    await other.ready();
    try {
      await mobileKey(other);
      await mobileKey(t.app);
      await setMobileKey("mk_both");
      await eventually(async () => (await mobileKey(other)) === "mk_both");
      await eventually(async () => (await mobileKey(t.app)) === "mk_both");
    } finally {
      await other.close();
    }
  });

  it("drops everything, and caches nothing, while the listening connection is lost", async () => {
    let reset: ((listening: boolean) => void) | undefined;
    const cache = new PublicReadCache({
      listen: async (_handle, _channel, handlers) => {
        reset = handlers.onReset;
        return { close: async () => undefined };
      },
    });
    await cache.start(t.database);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return `value ${loads}`;
    };
    expect(await cache.read("k", load)).toBe("value 1");
    expect(await cache.read("k", load)).toBe("value 1");
    // What a derived cache (the page cache) watches: a new generation, and whether it may keep.
    const generation = cache.generation;
    expect(cache.listening).toBe(true);
    reset?.(false);
    expect(cache.size).toBe(0);
    expect(cache.listening).toBe(false);
    expect(cache.generation).not.toBe(generation);
    expect(await cache.read("k", load)).toBe("value 2");
    expect(await cache.read("k", load)).toBe("value 3");
    reset?.(true);
    expect(cache.listening).toBe(true);
    expect(await cache.read("k", load)).toBe("value 4");
    expect(await cache.read("k", load)).toBe("value 4");
    await cache.stop();

    if (t.database.kind === "postgres") {
      // The real thing: cut the app's listening connections; on reconnecting, a change whose
      // notification was missed is seen all the same.
      const before = await mobileKey();
      await setMobileKeySilently("mk_missed");
      expect(await mobileKey()).toBe(before);
      await t.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'LISTEN%' and datname = current_database()`,
      );
      await eventually(async () => (await mobileKey()) === "mk_missed");
    }
  });

  it("holds at most its capacity, dropping the oldest entry first", async () => {
    const cache = new PublicReadCache({
      capacity: 2,
      listen: async () => ({ close: async () => undefined }),
    });
    await cache.start(t.database);
    await cache.read("a", async () => 1);
    await cache.read("b", async () => 2);
    await cache.read("c", async () => 3);
    expect(cache.size).toBe(2);
    expect([cache.has("a"), cache.has("b"), cache.has("c")]).toEqual([false, true, true]);
    await cache.stop();
  });

  it("does not store a value read while a notification arrived", async () => {
    const cache = new PublicReadCache({ listen: async () => ({ close: async () => undefined }) });
    await cache.start(t.database);
    await cache.read("k", async () => {
      cache.clear();
      return "stale";
    });
    expect(cache.has("k")).toBe(false);
    await cache.stop();
  });

  it("runs one load for a burst of readers of the same key, and a failed load is not shared afterwards", async () => {
    const cache = new PublicReadCache({ listen: async () => ({ close: async () => undefined }) });
    await cache.start(t.database);
    let loads = 0;
    const slowLoad = async () => {
      loads += 1;
      await sleep(20);
      return `value ${loads}`;
    };
    const values = await Promise.all(Array.from({ length: 20 }, () => cache.read("k", slowLoad)));
    expect(loads).toBe(1);
    expect(new Set(values)).toEqual(new Set(["value 1"]));

    const failing = [
      cache.read("broken", async () => Promise.reject(new Error("database away"))),
      cache.read("broken", slowLoad),
    ];
    await expect(failing[0]).rejects.toThrow("database away");
    await expect(failing[1]).rejects.toThrow("database away");
    expect(await cache.read("broken", async () => "back")).toBe("back");
    await cache.stop();
  });

  it("does not hand a load that raced an eviction to readers who came after it", async () => {
    const cache = new PublicReadCache({ listen: async () => ({ close: async () => undefined }) });
    await cache.start(t.database);
    let release: (value: string) => void = () => undefined;
    const before = cache.read("k", () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    const after = cache.read("k", async () => "fresh");
    release("stale");
    expect(await before).toBe("stale");
    expect(await after).toBe("fresh");
    expect(cache.has("k")).toBe(true);
    expect(await cache.read("k", async () => "unused")).toBe("fresh");
    await cache.stop();
  });
});
