import type { SeatMap } from "@cinelux/contract";
import { describe, expect, it } from "vitest";
import { drawnSeatMap } from "../../../test/tunnel.factories.ts";
import { HallMapCache, hallMapOf } from "./hall-map-cache.ts";

const hall = { cinemaId: "c1", hallName: "Salle 1" };

function cacheOver(rows: { map: SeatMap; version: string }) {
  let loads = 0;
  let fail = false;
  const cache = new HallMapCache(async () => {
    loads += 1;
    if (fail) {
      throw new Error("database down");
    }
    return hallMapOf(rows.map, rows.version);
  });
  return {
    cache,
    loads: () => loads,
    failNext: (value: boolean) => {
      fail = value;
    },
  };
}

describe("HallMapCache", () => {
  it("loads a hall's map once per version, concurrent asks sharing the load", async () => {
    const rows = { map: drawnSeatMap("...."), version: "100" };
    const { cache, loads } = cacheOver(rows);
    const [first, second] = await Promise.all([
      cache.get({ ...hall, version: "100" }),
      cache.get({ ...hall, version: "100" }),
    ]);
    expect(first).toBe(second);
    expect(first?.byId.get("A3")).toMatchObject({ id: "A3", row: "A" });
    expect(loads()).toBe(1);
    rows.map = drawnSeatMap("......");
    rows.version = "101";
    const written = await cache.get({ ...hall, version: "101" });
    expect(written?.seats).toHaveLength(6);
    expect(loads()).toBe(2);
    await cache.get({ ...hall, version: "101" });
    expect(loads()).toBe(2);
  });

  it("keeps no failed load: the next ask loads again", async () => {
    const { cache, loads, failNext } = cacheOver({ map: drawnSeatMap(".."), version: "7" });
    failNext(true);
    await expect(cache.get({ ...hall, version: "7" })).rejects.toThrow("database down");
    failNext(false);
    expect((await cache.get({ ...hall, version: "7" }))?.seats).toHaveLength(2);
    expect(loads()).toBe(2);
  });
});
