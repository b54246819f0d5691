// The server's catalog property test (apps/server/src/modules/catalog/catalog.property.test.ts)
// asked of the fakes: random filters, dates, searches and slugs get a 200 that honours every
// filter, or the coded 400/404 the server gives, never anything else. A failure prints
// fast-check's seed and path; replay with `{ seed, path }`.

import { SESSION_VERSIONS, ShowsResponseSchema, TECHNOLOGIES } from "@cinelux/contract/catalog";
import { addDays, searchable } from "@cinelux/contract/catalog-rules";
import { ErrorResponseSchema } from "@cinelux/contract/errors";
import { INTEREST_GENRES } from "@cinelux/contract/interests";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FAKE_SHOWS } from "../data/catalog";
import { localDateOf } from "./catalog-programme";

const today = localDateOf(new Date());
const isPrintable = (text: string) =>
  [...text].every((char) => (char.codePointAt(0) ?? 0) >= 0x20 && char !== "\u007f");
const printable = fc.string({ unit: "grapheme", maxLength: 90 }).filter(isPrintable);

const query = fc.record(
  {
    genre: fc.oneof(fc.constantFrom(...INTEREST_GENRES), fc.constantFrom("western", "", "COMEDY")),
    version: fc.oneof(fc.constantFrom(...SESSION_VERSIONS), fc.constantFrom("vf", "3D")),
    technology: fc.oneof(fc.constantFrom(...TECHNOLOGIES), fc.constantFrom("IMAX", "vr")),
    date: fc.oneof(
      fc.integer({ min: -2, max: 20 }).map((days) => addDays(today, days)),
      fc.constantFrom("2026-02-30", "2026-13-01", "tomorrow", ""),
    ),
    q: fc.oneof(fc.constantFrom("kid", "CUIRASSÉ", "l'aurore", "  ", "Häxan", "nosferatu"), printable),
    language: fc.constantFrom("fr", "nl", "en", "de"),
  },
  { requiredKeys: [] },
);

describe("the fake GET /api/shows with random queries", () => {
  it("answers 200 honouring every filter, or a coded 400, never anything else", async () => {
    await fc.assert(
      fc.asyncProperty(query, fc.boolean(), async (params, dutch) => {
        const search = new URLSearchParams(params as Record<string, string>).toString();
        const origin = dutch ? "http://nl.localhost:5173" : "http://localhost:5173";
        const response = await fetch(`${origin}/api/shows?${search}`);
        const body: unknown = await response.json();
        if (response.status === 400) {
          expect(ErrorResponseSchema.parse(body).code).toBe("BAD_REQUEST");
          return;
        }
        expect(response.status, `${search}: ${JSON.stringify(body)}`).toBe(200);
        const { shows } = ShowsResponseSchema.parse(body);
        const needle = params.q ? searchable(params.q) : "";
        for (const show of shows) {
          if (params.genre) {
            expect(show.genres).toContain(params.genre);
          }
          if (params.version) {
            expect(show.versions).toContain(params.version);
          }
          if (params.technology) {
            expect(show.technologies).toContain(params.technology);
          }
          if (params.date) {
            expect(show.dates).toContain(params.date);
          }
          if (needle) {
            const catalogTitle = FAKE_SHOWS.find((one) => one.slug === show.slug)?.title ?? "";
            expect(`${searchable(show.title)} | ${searchable(catalogTitle)}`).toContain(needle);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it("answers a show, cinema or zone path of any shape with 200, a coded 404 or a 400", async () => {
    // "." and ".." are URL dot segments: the URL itself changes before any handler sees it.
    const slugs = printable.filter((slug) => slug !== "" && slug !== "." && slug !== "..");
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("show", "cinema", "zone"),
        fc.oneof(fc.constantFrom("metropolis", "cinelux-paris-bastille", "idf", "lyon"), slugs),
        async (kind, slug) => {
          const response = await fetch(`http://localhost:5173/api/${kind}/${encodeURIComponent(slug)}`);
          const body: unknown = await response.json();
          expect([200, 400, 404], `${kind} ${slug}: ${JSON.stringify(body)}`).toContain(response.status);
          if (response.status === 404) {
            expect(["SHOW_NOT_FOUND", "CINEMA_NOT_FOUND", "ZONE_NOT_FOUND"]).toContain(
              ErrorResponseSchema.parse(body).code,
            );
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
