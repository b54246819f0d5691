import { describe, expect, it } from "vitest";
import { isTrailerHeight, TRAILER_HEIGHTS, TRAILER_VERSION, trailerUrl, trailerWidth } from "./trailer.ts";

describe("trailer URLs", () => {
  it("names one rendition by key, height and format under the generator's version", () => {
    expect(trailerUrl("metropolis", 720, "mp4")).toBe(
      `/media/v${TRAILER_VERSION}/trailers/metropolis-720.mp4`,
    );
    expect(trailerUrl("metropolis", 360, "webm")).toBe(
      `/media/v${TRAILER_VERSION}/trailers/metropolis-360.webm`,
    );
  });

  it("keeps a key that is not a plain slug inside its path segment", () => {
    expect(trailerUrl("a/b c", 720, "mp4")).toBe(`/media/v${TRAILER_VERSION}/trailers/a%2Fb%20c-720.mp4`);
  });

  it("lists 16:9 renditions with even widths, and no other height", () => {
    expect(TRAILER_HEIGHTS.map((height) => [trailerWidth(height), height])).toEqual([
      [1280, 720],
      [640, 360],
    ]);
    expect(isTrailerHeight(720)).toBe(true);
    expect(isTrailerHeight(1080)).toBe(false);
  });
});
