import { CONCESSION_CATEGORIES, PriceListSchema } from "@cinelux/contract";
import { DEMO_CINEMAS } from "@cinelux/demo/catalog/cinemas";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { cinemaPriceLists, cinemas, concessionItems } from "../db/schema/index.ts";
import { insertDemoCatalog } from "./demo-catalog.ts";

describe("the demo prices and menus", () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase({ seeded: true });
  });

  afterAll(async () => {
    await handle.close();
  });

  it("gives every demo cinema a valid price list in its domain's range, the weekend dearer", async () => {
    const rows = await handle.db
      .select({ slug: cinemas.slug, domain: cinemas.domain, priceList: cinemaPriceLists.priceList })
      .from(cinemas)
      .innerJoin(cinemaPriceLists, eq(cinemaPriceLists.cinemaId, cinemas.id));
    expect(rows.map((row) => row.slug).sort()).toEqual(DEMO_CINEMAS.map((cinema) => cinema.slug).sort());
    for (const row of rows) {
      const priceList = PriceListSchema.parse(row.priceList);
      const [min, max] = row.domain === "fr" ? [1290, 1450] : [1350, 1500];
      for (const day of [priceList.weekday, priceList.weekend]) {
        expect(day.full, row.slug).toBeGreaterThanOrEqual(min);
        expect(day.full, row.slug).toBeLessThanOrEqual(max);
        expect(day.under14, row.slug).toBeLessThan(day.student);
      }
      expect(priceList.weekend.full, row.slug).toBeGreaterThan(priceList.weekday.full);
      expect(priceList.formatSupplements).toEqual({ imax: 400, "4dx": 600, screenx: 300, dolby: 250 });
    }
  });

  it("gives every demo cinema a menu named in fr, nl and en, with popcorn, drinks and combos", async () => {
    const items = await handle.db.select().from(concessionItems).orderBy(asc(concessionItems.position));
    const byCinema = new Map<string, typeof items>();
    for (const item of items) {
      byCinema.set(item.cinemaId, [...(byCinema.get(item.cinemaId) ?? []), item]);
    }
    expect(byCinema.size).toBe(DEMO_CINEMAS.length);
    for (const menu of byCinema.values()) {
      const categories = new Set(menu.map((item) => item.category));
      for (const category of CONCESSION_CATEGORIES) {
        expect(categories).toContain(category);
      }
      for (const item of menu) {
        expect(new Set([item.names.fr, item.names.nl, item.names.en]).size, item.names.en).toBe(3);
      }
    }
  });

  it("adds nothing the second time, and keeps every stored list and menu as it is", async () => {
    const again = await handle.db.transaction((tx) => insertDemoCatalog(tx, new Date()));
    expect(again.priceLists).toEqual({ created: 0, updated: 0, unchanged: DEMO_CINEMAS.length });
    expect(again.concessions.created + again.concessions.updated).toBe(0);
  });
});
