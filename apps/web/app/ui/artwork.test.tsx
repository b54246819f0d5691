// @vitest-environment jsdom
import { ARTWORK_VERSION } from "@cinelux/contract/artwork";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ShowArtwork } from "./artwork";

afterEach(cleanup);

const SIZES = "(min-width: 1024px) 240px, 45vw";

function sources(container: HTMLElement) {
  return [...container.querySelectorAll("picture > source")].map((source) => ({
    type: source.getAttribute("type"),
    srcset: source.getAttribute("srcset"),
    sizes: source.getAttribute("sizes"),
  }));
}

describe("ShowArtwork", () => {
  it("offers AVIF, then WebP, then a JPEG image, each at every poster width", () => {
    const { container } = render(
      <ShowArtwork
        kind="poster"
        slug="nosferatu"
        alt="A castle under a red moon"
        width={240}
        height={360}
        sizes={SIZES}
      />,
    );
    expect(sources(container)).toEqual([
      {
        type: "image/avif",
        srcset: [160, 240, 342, 500]
          .map((w) => `/media/v${ARTWORK_VERSION}/posters/nosferatu-${w}.avif ${w}w`)
          .join(", "),
        sizes: SIZES,
      },
      {
        type: "image/webp",
        srcset: [160, 240, 342, 500]
          .map((w) => `/media/v${ARTWORK_VERSION}/posters/nosferatu-${w}.webp ${w}w`)
          .join(", "),
        sizes: SIZES,
      },
    ]);
    const img = screen.getByRole("img", { name: "A castle under a red moon" });
    expect(img.getAttribute("src")).toBe(`/media/v${ARTWORK_VERSION}/posters/nosferatu-342.jpg`);
    expect(img.getAttribute("srcset")).toContain(`/media/v${ARTWORK_VERSION}/posters/nosferatu-500.jpg 500w`);
    expect(img.getAttribute("sizes")).toBe(SIZES);
  });

  it("reserves the box with width and height, so nothing moves when the image arrives", () => {
    render(<ShowArtwork kind="backdrop" slug="metropolis" alt="" width={640} height={360} sizes="100vw" />);
    const img = document.querySelector("img");
    expect(img?.getAttribute("width")).toBe("640");
    expect(img?.getAttribute("height")).toBe("360");
    expect(img?.getAttribute("srcset")).toContain("/backdrops/metropolis-1920.jpg 1920w");
    expect(img?.closest("picture")?.className).toBe("ui-artwork ui-artwork--backdrop");
  });

  it("loads lazily and decodes off the main thread below the fold", () => {
    render(<ShowArtwork kind="poster" slug="sunrise" alt="" width={160} height={240} sizes="160px" />);
    const img = document.querySelector("img");
    expect(img?.getAttribute("loading")).toBe("lazy");
    expect(img?.getAttribute("decoding")).toBe("async");
    expect(img?.getAttribute("fetchpriority")).toBeNull();
  });

  it("fetches the page's main image at once, at high priority", () => {
    render(
      <ShowArtwork kind="backdrop" slug="sunrise" alt="" width={1280} height={720} sizes="100vw" priority />,
    );
    const img = document.querySelector("img");
    expect(img?.getAttribute("loading")).toBeNull();
    expect(img?.getAttribute("decoding")).toBeNull();
    expect(img?.getAttribute("fetchpriority")).toBe("high");
  });
});
