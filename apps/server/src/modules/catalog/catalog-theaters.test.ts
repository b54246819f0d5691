import { setTimeout as sleep } from "node:timers/promises";
import type { CinemaResponse, CinemaShowsResponse, CinemasResponse } from "@cinelux/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { cinemaHalls, cinemas } from "../../db/schema/index.ts";

const t = useTestApp();

const FR = "localhost:3000";
const NL = "nl.localhost:3000";

async function get<T>(url: string, host: string): Promise<T> {
  const response = await t.app.inject({ method: "GET", url, headers: { host } });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json() as T;
}

/** After a committed change: waits until its NOTIFY emptied the public read cache. */
async function changeSeen() {
  for (let i = 0; t.app.publicReads.size > 0; i += 1) {
    expect(i).toBeLessThan(100);
    await sleep(20);
  }
}

describe("a cinema's theaters (SPEC 3 Cinema theaters)", () => {
  it("lists the cinema's halls, hall 1 first, the premium ones first, their seats the cinema's", async () => {
    const cinema = await get<CinemaResponse>("/api/cinema/cinelux-paris-bastille", FR);
    expect(cinema.theaters).toHaveLength(cinema.hallCount);
    expect(cinema.theaters.reduce((sum, theater) => sum + theater.seatCount, 0)).toBe(cinema.seatCount);
    expect(cinema.theaters.map((theater) => theater.name)).toEqual(
      Array.from({ length: cinema.hallCount }, (_, index) => `Salle ${index + 1}`),
    );
    // The cinema's tags are imax then dolby: hall 1 is the IMAX one, hall 2 the Dolby one.
    expect(cinema.theaters.slice(0, 3).map((theater) => theater.technologies)).toEqual([
      ["imax"],
      ["dolby"],
      [],
    ]);
    // The largest hall first, down to the smallest.
    const seats = cinema.theaters.map((theater) => theater.seatCount);
    expect(seats).toEqual(seats.toSorted((a, b) => b - a));
  });

  it("names the halls the sessions play in, with the formats those sessions carry, on both domains", async () => {
    for (const host of [FR, NL]) {
      const { cinemas: list } = await get<CinemasResponse>("/api/cinemas", host);
      for (const { slug } of list) {
        const cinema = await get<CinemaResponse>(`/api/cinema/${slug}`, host);
        expect(cinema.theaters, slug).toHaveLength(cinema.hallCount);
        expect(
          cinema.theaters.reduce((sum, theater) => sum + theater.seatCount, 0),
          slug,
        ).toBe(cinema.seatCount);
        const byName = new Map(cinema.theaters.map((theater) => [theater.name, theater]));
        const week = await get<CinemaShowsResponse>(`/api/cinema/${slug}/shows`, host);
        const sessions = week.days.flatMap((day) => day.shows.flatMap((show) => show.sessions));
        expect(sessions.length, slug).toBeGreaterThan(0);
        for (const session of sessions) {
          expect(
            byName.get(session.auditoriumName)?.technologies,
            `${slug} ${session.auditoriumName}`,
          ).toEqual(session.technologies);
        }
      }
    }
  });

  it("answers a hall changed in the table as soon as its notification arrives", async () => {
    const [bastille] = await t.database.db
      .select({ id: cinemas.id })
      .from(cinemas)
      .where(eq(cinemas.slug, "cinelux-paris-bastille"));
    const hall = and(eq(cinemaHalls.cinemaId, bastille?.id ?? ""), eq(cinemaHalls.name, "Salle 12"));
    const before = await get<CinemaResponse>("/api/cinema/cinelux-paris-bastille", FR);
    const seats = before.theaters.at(-1)?.seatCount ?? 0;
    await t.database.db
      .update(cinemaHalls)
      .set({ seatCount: seats + 1 })
      .where(hall);
    await changeSeen();
    try {
      const after = await get<CinemaResponse>("/api/cinema/cinelux-paris-bastille", FR);
      expect(after.theaters.at(-1)).toMatchObject({ name: "Salle 12", seatCount: seats + 1 });
    } finally {
      await t.database.db.update(cinemaHalls).set({ seatCount: seats }).where(hall);
      await changeSeen();
    }
  });

  it("is documented in OpenAPI on the cinema's answer", async () => {
    const operation = (await t.openApi()).paths["/api/cinema/{slug}"]?.get as {
      responses?: Record<string, { content?: Record<string, { schema?: { properties?: object } }> }>;
    };
    const schema = operation.responses?.["200"]?.content?.["application/json"]?.schema;
    expect(Object.keys(schema?.properties ?? {})).toContain("theaters");
  });
});
