import { describe, expect, it } from "vitest";
import {
  ARTWORK_DEFAULT_WIDTH,
  ARTWORK_KINDS,
  ARTWORK_VERSION,
  ARTWORK_WIDTHS,
  artworkHeight,
  artworkPath,
  artworkSrcSet,
  artworkUrl,
  isArtworkWidth,
} from "./artwork.ts";

describe("artwork URLs", () => {
  it("gives the stable JPEG path of a poster and a backdrop", () => {
    expect(artworkPath("poster", "nosferatu")).toBe("/media/posters/nosferatu.jpg");
    expect(artworkPath("backdrop", "nosferatu")).toBe("/media/backdrops/nosferatu.jpg");
  });

  it("versions every responsive variant so a new generator changes the URL", () => {
    expect(artworkUrl("poster", "metropolis", 240, "avif")).toBe(
      `/media/v${ARTWORK_VERSION}/posters/metropolis-240.avif`,
    );
  });

  it("lists every width of one format in the srcset, smallest first", () => {
    const srcset = artworkSrcSet("backdrop", "metropolis", "webp");
    expect(srcset.split(", ")).toEqual(
      ARTWORK_WIDTHS.backdrop.map((w) => `/media/v${ARTWORK_VERSION}/backdrops/metropolis-${w}.webp ${w}w`),
    );
  });

  it("keeps posters at 2:3 and backdrops at 16:9", () => {
    expect(artworkHeight("poster", 500)).toBe(750);
    expect(artworkHeight("poster", 342)).toBe(513);
    expect(artworkHeight("backdrop", 1920)).toBe(1080);
    expect(artworkHeight("backdrop", 640)).toBe(360);
  });

  it("accepts only the listed widths, the default among them", () => {
    for (const kind of ARTWORK_KINDS) {
      expect(isArtworkWidth(kind, ARTWORK_DEFAULT_WIDTH[kind])).toBe(true);
      expect(isArtworkWidth(kind, ARTWORK_DEFAULT_WIDTH[kind] + 1)).toBe(false);
    }
    expect(isArtworkWidth("poster", 1920)).toBe(false);
  });

  it("escapes a slug that is not URL safe", () => {
    expect(artworkPath("poster", "a b/c")).toBe("/media/posters/a%20b%2Fc.jpg");
  });
});
