import { describe, expect, it } from "vitest";
import { nearestAsset, wireHeaderBytes } from "./ssr.ts";

describe("the static file a page is compared with", () => {
  const assets = [
    { url: "/assets/a.js", size: 3_000 },
    { url: "/assets/b.js", size: 9_300 },
    { url: "/assets/c.css", size: 14_900 },
  ];

  it("is the build's file whose brotli variant is nearest the page's", () => {
    expect(nearestAsset(4_500, assets).url).toBe("/assets/a.js");
    expect(nearestAsset(9_400, assets).url).toBe("/assets/b.js");
    expect(nearestAsset(14_500, assets).url).toBe("/assets/c.css");
    expect(nearestAsset(90_000, assets).url).toBe("/assets/c.css");
  });

  it("cannot be chosen from a build without variants", () => {
    expect(() => nearestAsset(4_500, [])).toThrow(/npm run build/);
  });
});

describe("the bytes of an answer's headers on the wire", () => {
  it("count each line as name, colon, space, value and CRLF", () => {
    const headers = new Headers({ "content-length": "4528", etag: '"abc"' });
    expect(wireHeaderBytes(headers)).toBe("content-length: 4528\r\n".length + 'etag: "abc"\r\n'.length);
  });
});
