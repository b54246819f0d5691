import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { securityHeaders } from "./security.ts";
import { pageSources } from "./web.ts";

const config = loadConfig({ PUBLIC_URL: "https://www.cinelux.fr", LOG_LEVEL: "silent" });
const policyOf = (settings: Parameters<typeof pageSources>[0]) =>
  securityHeaders(config).pagePolicy("nonce-1", pageSources(settings));
const connectSrc = (policy: string) => (policy.match(/connect-src ([^;]+)/)?.[1] ?? "").split(" ");

describe("a page's CSP follows its domain's settings", () => {
  it("lets the page call the tunnel when its base is another origin (SPEC 7 tunnel calls)", () => {
    const policy = policyOf({
      injections: [],
      urls: { ...URLS, tunnelBase: "https://tunnel.cinelux.fr/ec" },
    });
    expect(connectSrc(policy)).toContain("https://tunnel.cinelux.fr");
  });

  it("adds nothing while the tunnel is this site", () => {
    expect(connectSrc(policyOf({ injections: [], urls: URLS }))).toEqual(
      connectSrc(securityHeaders(config).pagePolicy("nonce-1")),
    );
  });

  it("allows an injected script's and iframe's https origins, not a relative or plain-http one", () => {
    const sources = pageSources({
      urls: URLS,
      injections: [
        {
          element: "script",
          value: "",
          attributes: { src: "https://tags.example.com/t.js" },
          position: "head",
          purpose: "measurement",
        },
        {
          element: "iframe",
          value: "",
          attributes: { src: "https://frame.example.com/" },
          position: "noscript",
          purpose: "measurement",
        },
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
          attributes: { src: "http://plain.example.com/t.js" },
          position: "head",
          purpose: "measurement",
        },
      ],
    });
    expect(sources).toEqual({ script: ["https://tags.example.com"], frame: ["https://frame.example.com"] });
  });
});

const URLS = {
  catalogBase: "",
  logoutReturn: "https://www.cinelux.fr",
  errorPath: "/error",
  tunnelBase: "",
  mobileCatalogBase: "https://www.cinelux.fr/mobile",
};
