import { ARTWORK_KINDS } from "@cinelux/contract";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { artworkSvg, renderArtwork } from "./artwork-generator.ts";
import { type Canvas, chooseSetting } from "./scenes/canvas.ts";
import { randomFrom } from "./svg-kit.ts";

const GENRES = [
  "horror",
  "science-fiction",
  "thriller",
  "war",
  "comedy",
  "adventure",
  "romance",
  "animation",
  "drama",
  "documentary",
  "opera",
  "ballet",
];

describe("artwork generator", () => {
  it("draws the same picture for the same show, in every process", () => {
    const subject = { slug: "nosferatu", genres: ["horror"] };
    expect(artworkSvg("poster", subject, 342)).toBe(artworkSvg("poster", subject, 342));
    expect(artworkSvg("poster", subject, 342)).not.toBe(
      artworkSvg("poster", { ...subject, slug: "faust" }, 342),
    );
  });

  it("draws one composition at every width: only the scale changes", () => {
    const subject = { slug: "metropolis", genres: ["science-fiction", "drama"] };
    const shapes = (svg: string) => svg.match(/<[a-zA-Z]+/g)?.join("");
    expect(shapes(artworkSvg("backdrop", subject, 640))).toBe(shapes(artworkSvg("backdrop", subject, 1920)));
  });

  it("writes no text into the art: titles are translated and set by the page", () => {
    // Every genre's scene, and slugs whose words pick a setting; each title a word of its slug.
    const subjects = [
      ...GENRES.map((genre) => ({
        slug: `the-${genre}-night`,
        title: `The ${genre} night`,
        genres: [genre],
      })),
      { slug: "the-great-train-robbery", title: "The Great Train Robbery", genres: ["adventure", "war"] },
      { slug: "battleship-potemkin", title: "Battleship Potemkin", genres: ["drama", "war"] },
      { slug: "metropolis", title: "Metropolis", genres: ["science-fiction", "drama"] },
      { slug: "la-traviata", title: "La traviata", genres: [] },
    ];
    for (const show of subjects) {
      for (const kind of ARTWORK_KINDS) {
        const svg = artworkSvg(kind, { slug: show.slug, genres: show.genres }, 160);
        expect(svg).not.toMatch(/<text|<tspan|font-family/);
        expect(svg).not.toContain(show.title);
        expect(svg).not.toContain("NaN");
      }
    }
  });

  it("gives each genre its own scene", () => {
    const scenes = GENRES.map((genre) => artworkSvg("poster", { slug: "same-slug", genres: [genre] }, 160));
    expect(new Set(scenes).size).toBe(GENRES.length);
  });

  it("renders a seeded show and an unknown genre at the exact size with pixels that are not flat", async () => {
    for (const genres of [["opera"], ["unknown-genre"]]) {
      const picture = await renderArtwork("poster", { slug: "la-traviata", genres }, 160);
      expect([picture.width, picture.height, picture.data.length]).toEqual([160, 240, 160 * 240 * 3]);
      const stats = await sharp(picture.data, { raw: { width: 160, height: 240, channels: 3 } }).stats();
      expect(stats.channels[0]?.stdev).toBeGreaterThan(10);
    }
  });

  it("lets a word of the slug name the setting, whole words only, else spreads by the slug", () => {
    const canvas = (slug: string, variant: number): Canvas => ({
      kind: "poster",
      slug,
      width: 160,
      height: 240,
      random: randomFrom(1),
      u: 1.6,
      focusX: 80,
      focusY: 86,
      genres: ["adventure"],
      variant,
      accent: "#888888",
    });
    const settings = ["ranges", "train", "ship"];
    const hints: [RegExp, number][] = [[/-(train)-/, 1]];
    expect(chooseSetting(canvas("the-great-train-robbery", 2), settings, hints)).toBe("train");
    expect(chooseSetting(canvas("training-day", 2), settings, hints)).toBe("ship");
    expect(chooseSetting(canvas("another-show", 4), settings, hints)).toBe("train");
  });
});
