import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app.ts";
import { createTunnelSession, drawnSeatMap } from "../../test/tunnel.factories.ts";
import {
  formatLsn,
  parseLsn,
  READ_AFTER_COOKIE,
  READ_AFTER_HEADER,
  readAfterCookie,
  readAfterOf,
} from "../lib/read-after.ts";
import { chooseSource, type LagState, READ_SOURCE_HEADER } from "./read-routing.ts";

const NOW = 100_000;
const lsn = (text: string) => parseLsn(text) ?? -1n;

/** A primary that wrote 0x100 bytes of WAL every 250 ms of the last 5 s, and a replica at `replay`. */
function lagging(replay: string | undefined, replayAt = NOW - 100): LagState {
  const samples = Array.from({ length: 20 }, (_, i) => ({
    at: NOW - 5_000 + i * 250,
    lsn: 0x1000n + BigInt(i) * 0x100n,
  }));
  return { samples, replay: replay === undefined ? undefined : { lsn: lsn(replay), at: replayAt } };
}

describe("the replica read rule", () => {
  it("reads the PostgreSQL pg_lsn text as one number, and writes it back", () => {
    expect(parseLsn("0/16B3748")).toBe(0x16b3748n);
    expect(parseLsn("1/0")).toBe(0x100000000n);
    expect(formatLsn(0x1_0000_00a0n)).toBe("1/A0");
    expect(parseLsn("16B3748")).toBeUndefined();
    expect(parseLsn("0/16B3748; drop")).toBeUndefined();
    expect(parseLsn(null)).toBeUndefined();
  });

  it("sends a catalog read to a replica that holds everything the primary had a second ago", () => {
    // The sample taken at or after now - 1 s is the 17th (at NOW - 1000): 0x1000 + 16 * 0x100.
    expect(chooseSource(lagging("0/2000"), {}, NOW)).toBe("replica");
    expect(chooseSource(lagging("0/1FFF"), {}, NOW)).toBe("primary");
  });

  it("sends it to the primary when the replica is away, or its position is more than a second old", () => {
    expect(chooseSource(lagging(undefined), {}, NOW)).toBe("primary");
    expect(chooseSource(lagging("0/9000", NOW - 1_500), {}, NOW)).toBe("primary");
  });

  it("sends it to the primary while no position of the primary was read after the change asked for", () => {
    // A NOTIFY that arrived after the last sample: nothing yet proves the replica has that commit.
    expect(chooseSource(lagging("0/9000"), { since: NOW - 200 }, NOW)).toBe("primary");
    // A sample after it, and the replica past that sample's position.
    expect(chooseSource(lagging("0/2300"), { since: NOW - 260 }, NOW)).toBe("replica");
    expect(chooseSource(lagging("0/22FF"), { since: NOW - 260 }, NOW)).toBe("primary");
  });

  it("keeps a writer's reads on the primary until the replica has replayed the position of its write", () => {
    expect(chooseSource(lagging("0/2300"), { afterLsn: lsn("0/2301") }, NOW)).toBe("primary");
    expect(chooseSource(lagging("0/2301"), { afterLsn: lsn("0/2301") }, NOW)).toBe("replica");
  });

  it("takes the write's position from the header of an API client, else from the browser's cookie", () => {
    expect(readAfterOf({ cookie: `a=b; ${READ_AFTER_COOKIE}=0/2301; c=d` })).toBe(0x2301n);
    expect(readAfterOf({ cookie: `${READ_AFTER_COOKIE}=0%2F2301` })).toBe(0x2301n);
    expect(readAfterOf({ "x-cinelux-read-after": "0/2400", cookie: `${READ_AFTER_COOKIE}=0/2301` })).toBe(
      0x2400n,
    );
    expect(readAfterOf({ cookie: `x${READ_AFTER_COOKIE}=0/2301` })).toBeUndefined();
    expect(readAfterOf({ "x-cinelux-read-after": "soon" })).toBeUndefined();
    expect(readAfterCookie(0x2301n, true)).toBe(
      `${READ_AFTER_COOKIE}=0/2301; Max-Age=5; Path=/; HttpOnly; SameSite=Lax; Secure`,
    );
  });
});

describe("without a replica", () => {
  const t = useTestApp({ seed: false });

  it("reads everything from the one database, says so, and sets no read-after cookie", async () => {
    const cinemas = await t.app.inject("/api/cinemas");
    expect(cinemas.statusCode).toBe(200);
    expect(cinemas.headers[READ_SOURCE_HEADER]).toBe("primary");
    const footer = await t.app.inject("/api/footer");
    expect(footer.headers[READ_SOURCE_HEADER]).toBe("primary");
    const { sessionId } = await createTunnelSession(t.database.db, { seatMap: drawnSeatMap("....") });
    const seats = await t.app.inject(`/api/sessions/${sessionId}/seats`);
    expect(seats.headers[READ_SOURCE_HEADER]).toBe("primary");
    const write = await t.app.inject({
      method: "POST",
      url: "/api/bookings?language=en",
      payload: { sessionId, seats: ["A1"] },
      remoteAddress: "10.29.250.1",
    });
    expect(write.statusCode).toBeLessThan(300);
    expect(write.headers["set-cookie"] ?? "").not.toContain(READ_AFTER_COOKIE);
    expect(write.headers[READ_AFTER_HEADER]).toBeUndefined();
  });
});
