import { createHash } from "node:crypto";
import type { Injection } from "@cinelux/contract";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { securityHeaders } from "./security.ts";
import { injectionSources, pageSources } from "./web.ts";

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
      // The site's own origin is allowed already; a plain-http origin never is.
      {
        element: "script",
        value: "",
        attributes: { src: "/own.js" },
        position: "head",
        purpose: "measurement",
      },
      {
        element: "script",
        value: "",
        attributes: { src: "http://plain.example/t.js" },
        position: "head",
        purpose: "measurement",
      },
    ];
    expect(injectionSources(items)).toEqual({
      script: [sha256("window.tag = 1;"), "https://tags.example"],
      frame: ["https://frames.example"],
    });
  });
});

describe("a page's CSP follows its domain's settings", () => {
  const config = loadConfig({ PUBLIC_URL: "https://www.cinelux.fr", LOG_LEVEL: "silent" });
  const urls = {
    catalogBase: "",
    logoutReturn: "https://www.cinelux.fr",
    errorPath: "/error",
    tunnelBase: "",
    mobileCatalogBase: "https://www.cinelux.fr/mobile",
  };
  const connectSrc = (settings: Parameters<typeof pageSources>[0]) =>
    (
      securityHeaders(config)
        .pagePolicy("n", pageSources(settings))
        .match(/connect-src ([^;]+)/)?.[1] ?? ""
    ).split(" ");

  it("lets the page call the tunnel when its base is another origin (SPEC 7 tunnel calls)", () => {
    const tunnel = { injections: [], urls: { ...urls, tunnelBase: "https://tunnel.cinelux.fr/ec" } };
    expect(connectSrc(tunnel)).toContain("https://tunnel.cinelux.fr");
  });

  it("adds nothing while the tunnel is this site", () => {
    const own = (
      securityHeaders(config)
        .pagePolicy("n")
        .match(/connect-src ([^;]+)/)?.[1] ?? ""
    ).split(" ");
    expect(connectSrc({ injections: [], urls })).toEqual(own);
  });
});
