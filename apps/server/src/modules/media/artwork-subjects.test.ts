import { describe, expect, it } from "vitest";
import type { ArtworkSubject } from "./artwork-generator.ts";
import { ArtworkSubjects, SUBJECTS_MAX_AGE_MS, SUBJECTS_MISS_REFRESH_MS } from "./artwork-subjects.ts";

function catalog(initial: ArtworkSubject[]) {
  const state = { rows: initial, loads: 0, now: 0 };
  const subjects = new ArtworkSubjects(
    async () => {
      state.loads += 1;
      return state.rows;
    },
    () => state.now,
  );
  return { state, subjects };
}

describe("ArtworkSubjects", () => {
  it("reads the shows once for many lookups, and not before the first", async () => {
    const { state, subjects } = catalog([{ slug: "nosferatu", genres: ["horror"] }]);
    expect(state.loads).toBe(0);
    await Promise.all([subjects.find("nosferatu"), subjects.find("nosferatu"), subjects.find("unknown")]);
    expect(state.loads).toBe(1);
    expect(await subjects.find("nosferatu")).toEqual({ slug: "nosferatu", genres: ["horror"] });
  });

  it("finds a show added after the list was read, once the short miss delay has passed", async () => {
    const { state, subjects } = catalog([]);
    expect(await subjects.find("metropolis")).toBeUndefined();
    state.rows = [{ slug: "metropolis", genres: ["science-fiction"] }];
    expect(await subjects.find("metropolis")).toBeUndefined();
    state.now += SUBJECTS_MISS_REFRESH_MS + 1;
    expect(await subjects.find("metropolis")).toEqual({ slug: "metropolis", genres: ["science-fiction"] });
  });

  it("sees a changed genre after the list's maximum age", async () => {
    const { state, subjects } = catalog([{ slug: "sunrise", genres: ["romance"] }]);
    await subjects.find("sunrise");
    state.rows = [{ slug: "sunrise", genres: ["drama"] }];
    expect((await subjects.find("sunrise"))?.genres).toEqual(["romance"]);
    state.now += SUBJECTS_MAX_AGE_MS + 1;
    expect((await subjects.find("sunrise"))?.genres).toEqual(["drama"]);
  });
});
