import { TRAILER_SECONDS } from "@cinelux/contract";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  renderTrailerStills,
  type TrailerSubject,
  trailerCards,
  trailerFfmpegArgs,
  wrap,
} from "./trailer-generator.ts";

const NOSFERATU: TrailerSubject = {
  key: "nosferatu",
  slug: "nosferatu",
  genres: ["horror"],
  title: "Nosferatu",
  releaseYear: 1922,
  durationMinutes: 94,
  director: "F. W. Murnau",
  cast: ["Max Schreck", "Gustav von Wangenheim", "Greta Schröder", "Alexander Granach", "Ruth Landshoff"],
};

describe("trailer generator", () => {
  it("draws the same stills for the same show, byte for byte", async () => {
    const first = await renderTrailerStills(NOSFERATU, 360);
    const second = await renderTrailerStills(NOSFERATU, 360);
    expect(Buffer.compare(first.backdrop, second.backdrop)).toBe(0);
    expect(first.cards.map((card) => card.png.toString("base64"))).toEqual(
      second.cards.map((card) => card.png.toString("base64")),
    );
    const other = await renderTrailerStills({ ...NOSFERATU, slug: "faust", key: "faust" }, 360);
    expect(Buffer.compare(first.backdrop, other.backdrop)).not.toBe(0);
  });

  it("draws the backdrop larger than the frame, for the pan, and the cards at the frame's size with alpha", async () => {
    const stills = await renderTrailerStills(NOSFERATU, 720);
    const backdrop = await sharp(stills.backdrop).metadata();
    expect([backdrop.width, backdrop.height]).toEqual([1600, 900]);
    for (const card of stills.cards) {
      const meta = await sharp(card.png).metadata();
      expect([meta.width, meta.height, meta.hasAlpha]).toEqual([1280, 720, true]);
    }
  });

  it("writes only names, numbers and the brand: one video for every language", () => {
    const svg = trailerCards(NOSFERATU, 720)
      .map((card) => card.svg)
      .join("");
    for (const text of [
      "Nosferatu",
      "1922",
      "94 min",
      "F. W. Murnau",
      "Max Schreck",
      "Greta Schröder",
      "CINÉLUX",
    ]) {
      expect(svg).toContain(text);
    }
    // The leading four names only.
    expect(svg).not.toContain("Ruth Landshoff");
  });

  it("escapes the show's texts in the SVG", () => {
    const svg = trailerCards({ ...NOSFERATU, title: 'Tom & Jerry <"live">' }, 360)[0]?.svg ?? "";
    expect(svg).toContain("Tom &#38; Jerry &#60;&#34;live&#34;&#62;");
    expect(svg).not.toContain('<"live">');
  });

  it("shows the cards one after the other within the trailer's length", () => {
    const cards = trailerCards(NOSFERATU, 720);
    expect(cards.map((card) => card.name)).toEqual(["title", "credits", "end"]);
    for (const [i, card] of cards.entries()) {
      expect(card.start).toBeLessThan(card.end);
      expect(card.end).toBeLessThanOrEqual(TRAILER_SECONDS);
      expect(card.start).toBeGreaterThanOrEqual(cards[i - 1]?.end ?? 0);
    }
  });

  it("wraps at whole names, and ellipses past the last line", () => {
    expect(wrap(["Max Schreck", "Gustav von Wangenheim", "Greta Schröder"], 30, 2, " · ")).toEqual([
      "Max Schreck",
      "Gustav von Wangenheim…",
    ]);
    expect(wrap("The Cabinet of Dr. Caligari", 14, 2)).toEqual(["The Cabinet of", "Dr. Caligari"]);
    expect(wrap("one two three four", 7, 2)).toEqual(["one two", "three…"]);
  });

  it("asks ffmpeg for H.264 with faststart or VP9, no audio, the title as metadata", () => {
    const common = {
      subject: NOSFERATU,
      height: 720 as const,
      backdrop: "b.png",
      cards: trailerCards(NOSFERATU, 720).map((card) => ({
        file: `${card.name}.png`,
        start: card.start,
        end: card.end,
      })),
      output: "out.tmp",
    };
    const mp4 = trailerFfmpegArgs({ ...common, format: "mp4" });
    expect(mp4).toEqual(expect.arrayContaining(["libx264", "+faststart", "-an", "title=Nosferatu"]));
    expect(mp4.at(-1)).toBe("out.tmp");
    expect(mp4.filter((arg) => arg === "-i")).toHaveLength(4);
    expect(trailerFfmpegArgs({ ...common, format: "webm" })).toEqual(
      expect.arrayContaining(["libvpx-vp9", "webm"]),
    );
  });
});
