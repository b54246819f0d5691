import { createHash } from "node:crypto";
import type { Injection } from "@cinelux/contract";
import { describe, expect, it } from "vitest";
import { injectionSources } from "./web.ts";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("the CSP sources of the injected items (SPEC 3 Settings)", () => {
  it("allows the origins of src items and the hash of each inline head script, which the browser inserts after consent", () => {
    const items: Injection[] = [
      {
        element: "script",
        value: "window.tag = 1;",
        attributes: {},
        position: "head",
        purpose: "measurement",
      },
      {
        element: "script",
        value: "",
        attributes: { src: "https://tags.example/t.js" },
        position: "head",
        purpose: "advertising",
      },
      {
        element: "iframe",
        value: "",
        attributes: { src: "https://frames.example/f.html" },
        position: "head",
        purpose: "personalisation",
      },
      {
        element: "script",
        value: "ignored();",
        attributes: {},
        position: "noscript",
        purpose: "measurement",
      },
    ];
    expect(injectionSources(items)).toEqual({
      script: [sha256("window.tag = 1;"), "https://tags.example"],
      frame: ["https://frames.example"],
    });
  });
});
